/**
 * The client's pages as data, read by the client's router (client/src/app/router.tsx), the build
 * (client/build: each page's preload hints and first-screen chunks, the pre-rendered pages) and the
 * server's sitemap (server/src/modules/public-pages/sitemap.ts). A new page is one row here and its
 * module; nothing else lists routes. /auth is no page: router.tsx sends it to the sign-in dialog.
 */

/** Who may open the page: anyone, only a worker, an employer or an operator (others are sent away), or any signed-in user. */
export type PageAccess = 'public' | 'worker' | 'employer' | 'operator' | 'signed-in';

export interface PageRoute {
  path: string;
  /** The page's module under client/src, without `.tsx`, and the component it exports. */
  module: string;
  component: string;
  /** The text catalogues its first render reads, fetched with its code (a dashboard: its opening tab's only). */
  namespaces: readonly string[];
  access: PageAccess;
  /** Its title and description in the `meta` catalogue; none when the page sets its own (a job's title). */
  title?: string;
  /** The skeleton shown while its code loads. */
  frame: 'public' | 'dashboard';
  /** Written to HTML at build time (client/build/prerender.ts): only pages whose first render reads neither the session nor the query string. */
  isPrerendered: boolean;
  /** Listed in /sitemap.xml for search engines. */
  isInSitemap: boolean;
  /** A module under client/src that asks for the page's first data (client/src/app/start-route-data.ts), fetched with the page's code. */
  firstData?: string;
  /**
   * A signed-in page's first API reads, asked for by the boot script beside the page's code (core/shared/boot-script.ts),
   * exactly as the client's queries ask for them; `{userId}` is the signed-in user's id. e2e/web-speed.spec.ts checks
   * that the page asks for none of them again.
   */
  bootRequests?: readonly string[];
  /**
   * A dashboard's own first-screen chunk, or a public page whose modules a dashboard's first screen
   * shares go to the `common` chunk (client/build/route-chunks.ts).
   */
  chunk?: 'own' | 'common';
}

type Defaulted = 'access' | 'frame' | 'isPrerendered' | 'isInSitemap';

/** A page anyone may open, neither pre-rendered nor in the sitemap, unless the row says otherwise. */
const page = (route: Omit<PageRoute, Defaulted> & Partial<Pick<PageRoute, Defaulted>>): PageRoute => ({
  access: 'public',
  frame: 'public',
  isPrerendered: false,
  isInSitemap: false,
  ...route,
});

/** A public page search engines find: pre-rendered and in the sitemap. */
const publicPage = (route: Omit<PageRoute, Defaulted> & Partial<Pick<PageRoute, Defaulted>>) =>
  page({ isPrerendered: true, isInSitemap: true, ...route });

// The order is the order of the build's preload hints (index.html's #app-boot) and of the sitemap.
export const PAGE_ROUTES: readonly PageRoute[] = [
  publicPage({
    path: '/',
    module: 'features/landing/pages/landing-page',
    component: 'LandingPage',
    namespaces: ['landing'],
    title: 'landing',
    chunk: 'common',
  }),
  page({
    path: '/reset-password',
    module: 'features/auth/pages/reset-password-page',
    component: 'ResetPasswordPage',
    namespaces: ['auth'],
    title: 'resetPassword',
  }),
  page({
    path: '/confirm-email',
    module: 'features/auth/pages/email-link-pages',
    component: 'ConfirmEmailPage',
    namespaces: ['auth'],
    title: 'confirmEmail',
  }),
  page({
    path: '/verify-email',
    module: 'features/auth/pages/email-link-pages',
    component: 'VerifyEmailPage',
    namespaces: ['auth'],
    title: 'verifyEmail',
  }),
  page({
    path: '/worker-dashboard',
    module: 'app/routes/worker-dashboard',
    component: 'WorkerDashboardPage',
    // The jobs tab's saved-search row and the credential expiry banner read the last two: fetched
    // with the page, they are no longer two more round trips after the jobs arrive.
    namespaces: ['worker-profile', 'jobs', 'messaging', 'saved-searches', 'credentials'],
    access: 'worker',
    title: 'workerDashboard',
    frame: 'dashboard',
    firstData: 'app/routes/worker-dashboard-data',
    // The session check, the profile, the jobs tab's first page and count (sort=best: no query string), the unread badge.
    bootRequests: ['/api/auth/me', '/api/worker-profile/{userId}', '/api/jobs?sort=best', '/api/jobs/count?', '/api/conversations'],
    chunk: 'own',
  }),
  // Issue 55: after the first application, the rest of the profile as one short, skippable step.
  page({
    path: '/about-you',
    module: 'features/worker-profile/pages/about-you-page',
    component: 'AboutYouPage',
    namespaces: ['about-you', 'worker-profile', 'upload'],
    access: 'worker',
    title: 'aboutYou',
    frame: 'dashboard',
  }),
  page({
    path: '/employer-dashboard',
    module: 'app/routes/employer-dashboard',
    component: 'EmployerDashboardPage',
    namespaces: ['employer-dashboard', 'applications', 'messaging'],
    access: 'employer',
    title: 'employerDashboard',
    frame: 'dashboard',
    // The session check, the company profile (the heading and the tabs' gate), the overview's jobs and applicants, the unread badge.
    bootRequests: [
      '/api/auth/me',
      '/api/employer-profile',
      '/api/employer/{userId}/jobs',
      '/api/employer/applications',
      '/api/conversations',
    ],
    chunk: 'own',
  }),
  page({
    path: '/admin',
    module: 'features/admin/pages/admin-page',
    component: 'AdminPage',
    namespaces: ['admin', 'contact'],
    access: 'operator',
    title: 'admin',
    frame: 'dashboard',
  }),
  page({
    path: '/resumeservice',
    module: 'features/resumes/pages/resume-service-page',
    component: 'ResumeServicePage',
    namespaces: ['resumes', 'upload'],
    access: 'worker',
    title: 'resumeService',
  }),
  publicPage({
    path: '/pricing',
    module: 'features/payments/pages/pricing-page',
    component: 'PricingPage',
    namespaces: ['payments'],
    title: 'pricing',
    chunk: 'common',
  }),
  // The link a crew invitation carries (server/src/modules/crews/invitations.ts): its first render reads the session
  // (a signed-out visitor is asked to sign in and comes back), so neither pre-rendered nor in the sitemap.
  page({
    path: '/crew-invitations/:token',
    module: 'features/crews/pages/crew-invitation-page',
    component: 'CrewInvitationPage',
    namespaces: ['crews'],
    title: 'crewInvitation',
  }),
  page({
    path: '/work-history-confirmations/:token',
    module: 'features/work-history/pages/work-history-confirmation-page',
    component: 'WorkHistoryConfirmationPage',
    namespaces: ['work-history'],
    title: 'workHistoryConfirmation',
  }),
  page({
    path: '/checkout',
    module: 'features/payments/pages/checkout-page',
    component: 'CheckoutPage',
    namespaces: ['payments'],
    title: 'checkout',
  }),
  page({
    path: '/payment-success',
    module: 'features/payments/pages/payment-success-page',
    component: 'PaymentSuccessPage',
    namespaces: ['payments'],
    title: 'paymentSuccess',
  }),
  publicPage({
    path: '/about-us',
    module: 'features/site-pages/pages/about-page',
    component: 'AboutPage',
    namespaces: ['site-pages'],
    title: 'about',
    chunk: 'common',
  }),
  publicPage({
    path: '/help-center',
    module: 'features/site-pages/pages/help-center-page',
    component: 'HelpCenterPage',
    namespaces: ['site-pages'],
    title: 'helpCenter',
    chunk: 'common',
  }),
  publicPage({
    path: '/contact-us',
    module: 'features/contact/pages/contact-page',
    component: 'ContactPage',
    namespaces: ['contact'],
    title: 'contact',
  }),
  // Its first render reads the session (a signed-in worker gets the tools), so it is listed but not pre-rendered.
  publicPage({
    path: '/career-planning-tools',
    module: 'features/career/pages/career-planning-page',
    component: 'CareerPlanningPage',
    namespaces: ['career'],
    title: 'careerPlanning',
    isPrerendered: false,
  }),
  publicPage({
    path: '/workforce-training-programs',
    module: 'features/training/pages/training-programs-page',
    component: 'TrainingProgramsPage',
    namespaces: ['training'],
    title: 'training',
    chunk: 'common',
  }),
  publicPage({
    path: '/privacy-policy',
    module: 'features/site-pages/pages/privacy-policy-page',
    component: 'PrivacyPolicyPage',
    namespaces: ['site-pages'],
    title: 'privacyPolicy',
  }),
  publicPage({
    path: '/terms-of-service',
    module: 'features/site-pages/pages/terms-of-service-page',
    component: 'TermsOfServicePage',
    namespaces: ['site-pages'],
    title: 'termsOfService',
  }),
  publicPage({
    path: '/career-resources',
    module: 'features/site-pages/pages/career-resources-page',
    component: 'CareerResourcesPage',
    namespaces: ['site-pages'],
    title: 'careerResources',
  }),
  publicPage({
    path: '/resume-help',
    module: 'features/site-pages/pages/resume-help-page',
    component: 'ResumeHelpPage',
    namespaces: ['site-pages'],
    title: 'resumeHelp',
  }),
  // Anyone's job search: the server writes its first page of results into the HTML (server/src/modules/public-pages).
  page({
    path: '/jobs',
    module: 'features/jobs/pages/public-job-search-page',
    component: 'PublicJobSearchPage',
    namespaces: ['jobs'],
    title: 'jobSearch',
    isInSitemap: true,
  }),
  // The server writes each job's HTML itself (server/src/modules/public-pages) and lists open jobs in the sitemap.
  page({
    path: '/jobs/:jobId',
    module: 'features/jobs/pages/public-job-page',
    component: 'PublicJobPage',
    namespaces: ['jobs'],
  }),
  // A company's public page: the server writes it with its data (server/src/modules/public-pages), as a job's.
  page({
    path: '/companies/:employerId',
    module: 'features/companies/pages/company-page',
    component: 'CompanyPage',
    namespaces: ['companies'],
  }),
  // Any other path; the build gives it no preload hints.
  page({ path: '*', module: 'app/routes/not-found', component: 'NotFoundPage', namespaces: [], title: 'notFound' }),
];
