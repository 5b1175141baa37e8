import * as React from 'react';
import { Route, Routes, useLocation } from 'react-router';
import i18n from '@/lib/i18n';
import { AuthRoute } from './routes/auth-route';
import { RequireRole } from './routes/require-role';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { RouteSkeleton } from './routes/route-skeleton';
import { useDocumentMeta, type PageMetaKey } from './use-document-meta';

/**
 * A page loaded only when its route is visited, so the first screen downloads no other page's code.
 * `namespaces` are the text catalogues its first render reads, fetched alongside its code (one
 * missing here still loads, a round trip later). A dashboard lists its opening tab's only: each
 * other tab fetches its own with its code.
 */
function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => React.ComponentType, namespaces: string[] = []) {
  return React.lazy(() => Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => ({ default: pick(module) })));
}

const LandingPage = lazyPage(
  () => import('@/features/landing/pages/landing-page'),
  (m) => m.LandingPage,
  ['landing'],
);
const CareerPlanningPage = lazyPage(
  () => import('@/features/career/pages/career-planning-page'),
  (m) => m.CareerPlanningPage,
  ['career'],
);
const ResumeServicePage = lazyPage(
  () => import('@/features/resumes/pages/resume-service-page'),
  (m) => m.ResumeServicePage,
  ['resumes', 'upload'],
);
const TrainingProgramsPage = lazyPage(
  () => import('@/features/training/pages/training-programs-page'),
  (m) => m.TrainingProgramsPage,
  ['training'],
);
const ContactPage = lazyPage(
  () => import('@/features/contact/pages/contact-page'),
  (m) => m.ContactPage,
  ['contact'],
);
const CheckoutPage = lazyPage(
  () => import('@/features/payments/pages/checkout-page'),
  (m) => m.CheckoutPage,
  ['payments'],
);
const PaymentSuccessPage = lazyPage(
  () => import('@/features/payments/pages/payment-success-page'),
  (m) => m.PaymentSuccessPage,
  ['payments'],
);
const PricingPage = lazyPage(
  () => import('@/features/payments/pages/pricing-page'),
  (m) => m.PricingPage,
  ['payments'],
);
const AboutPage = lazyPage(
  () => import('@/features/site-pages/pages/about-page'),
  (m) => m.AboutPage,
  ['site-pages'],
);
const CareerResourcesPage = lazyPage(
  () => import('@/features/site-pages/pages/career-resources-page'),
  (m) => m.CareerResourcesPage,
  ['site-pages'],
);
const HelpCenterPage = lazyPage(
  () => import('@/features/site-pages/pages/help-center-page'),
  (m) => m.HelpCenterPage,
  ['site-pages'],
);
const PrivacyPolicyPage = lazyPage(
  () => import('@/features/site-pages/pages/privacy-policy-page'),
  (m) => m.PrivacyPolicyPage,
  ['site-pages'],
);
const ResumeHelpPage = lazyPage(
  () => import('@/features/site-pages/pages/resume-help-page'),
  (m) => m.ResumeHelpPage,
  ['site-pages'],
);
const TermsOfServicePage = lazyPage(
  () => import('@/features/site-pages/pages/terms-of-service-page'),
  (m) => m.TermsOfServicePage,
  ['site-pages'],
);
const EmployerDashboardPage = lazyPage(
  () => import('./routes/employer-dashboard'),
  (m) => m.EmployerDashboardPage,
  ['employer-dashboard', 'applications', 'messaging'],
);
// The jobs tab's saved-search row and the credential expiry banner read the last two namespaces:
// fetched with the page, they are no longer two more round trips after the jobs arrive.
const WorkerDashboardPage = lazyPage(
  () => import('./routes/worker-dashboard'),
  (m) => m.WorkerDashboardPage,
  ['worker-profile', 'jobs', 'messaging', 'saved-searches', 'credentials'],
);
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/pages/reset-password-page'),
  (m) => m.ResetPasswordPage,
  ['auth'],
);
const ConfirmEmailPage = lazyPage(
  () => import('@/features/auth/pages/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
  ['auth'],
);
const PublicJobPage = lazyPage(
  () => import('@/features/jobs/pages/public-job-page'),
  (m) => m.PublicJobPage,
  ['jobs'],
);
const NotFoundPage = lazyPage(
  () => import('./routes/not-found'),
  (m) => m.NotFoundPage,
);

/** Commits with the page itself: from then on a pre-rendered page's HTML (main.tsx) is live, which tests wait for. */
function PageLive() {
  React.useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
  }, []);
  return null;
}

/**
 * Sets the page's title and description (unless the page sets its own), shows a skeleton of the page's
 * frame while its code loads and a reload screen if it fails.
 */
function Page({ meta, variant = 'public', children }: { meta?: PageMetaKey; variant?: 'public' | 'dashboard'; children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      {meta && <DocumentMeta page={meta} />}
      <RouteErrorBoundary key={pathname}>
        <React.Suspense fallback={<RouteSkeleton variant={variant} />}>
          {children}
          <PageLive />
        </React.Suspense>
      </RouteErrorBoundary>
    </>
  );
}

function DocumentMeta({ page }: { page: PageMetaKey }) {
  useDocumentMeta(page);
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Page meta="landing">
            <LandingPage />
          </Page>
        }
      />
      <Route path="/auth" element={<AuthRoute />} />
      <Route
        path="/reset-password"
        element={
          <Page meta="resetPassword">
            <ResetPasswordPage />
          </Page>
        }
      />
      <Route
        path="/confirm-email"
        element={
          <Page meta="confirmEmail">
            <ConfirmEmailPage />
          </Page>
        }
      />
      <Route
        path="/worker-dashboard"
        element={
          <RequireRole role="worker">
            <Page meta="workerDashboard" variant="dashboard">
              <WorkerDashboardPage />
            </Page>
          </RequireRole>
        }
      />
      <Route
        path="/employer-dashboard"
        element={
          <RequireRole role="employer">
            <Page meta="employerDashboard" variant="dashboard">
              <EmployerDashboardPage />
            </Page>
          </RequireRole>
        }
      />
      <Route
        path="/resumeservice"
        element={
          <RequireRole role="worker">
            <Page meta="resumeService">
              <ResumeServicePage />
            </Page>
          </RequireRole>
        }
      />
      <Route
        path="/pricing"
        element={
          <Page meta="pricing">
            <PricingPage />
          </Page>
        }
      />
      <Route
        path="/checkout"
        element={
          <Page meta="checkout">
            <CheckoutPage />
          </Page>
        }
      />
      <Route
        path="/payment-success"
        element={
          <Page meta="paymentSuccess">
            <PaymentSuccessPage />
          </Page>
        }
      />
      <Route
        path="/about-us"
        element={
          <Page meta="about">
            <AboutPage />
          </Page>
        }
      />
      <Route
        path="/help-center"
        element={
          <Page meta="helpCenter">
            <HelpCenterPage />
          </Page>
        }
      />
      <Route
        path="/contact-us"
        element={
          <Page meta="contact">
            <ContactPage />
          </Page>
        }
      />
      <Route
        path="/career-planning-tools"
        element={
          <Page meta="careerPlanning">
            <CareerPlanningPage />
          </Page>
        }
      />
      <Route
        path="/workforce-training-programs"
        element={
          <Page meta="training">
            <TrainingProgramsPage />
          </Page>
        }
      />
      <Route
        path="/privacy-policy"
        element={
          <Page meta="privacyPolicy">
            <PrivacyPolicyPage />
          </Page>
        }
      />
      <Route
        path="/terms-of-service"
        element={
          <Page meta="termsOfService">
            <TermsOfServicePage />
          </Page>
        }
      />
      <Route
        path="/career-resources"
        element={
          <Page meta="careerResources">
            <CareerResourcesPage />
          </Page>
        }
      />
      <Route
        path="/resume-help"
        element={
          <Page meta="resumeHelp">
            <ResumeHelpPage />
          </Page>
        }
      />
      <Route
        path="/jobs/:jobId"
        element={
          <Page>
            <PublicJobPage />
          </Page>
        }
      />
      <Route
        path="*"
        element={
          <Page meta="notFound">
            <NotFoundPage />
          </Page>
        }
      />
    </Routes>
  );
}
