import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './auth/account-routes';
import { adminRoutes } from './admin/routes';
import { adminAccountsRoutes } from './admin/accounts-routes';
import { adminCrewsRoutes } from './admin/crews-routes';
import { adminReportsRoutes } from './admin/reports-routes';
import { adminReviewsRoutes } from './admin/reviews-routes';
import { authRoutes } from './auth/routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { emailVerificationRoutes } from './auth/email-verification-routes';
import { phoneSignInRoutes } from './auth/phone-sign-in-routes';
import { applicationsRoutes } from './applications/routes';
import { careerRoutes } from './career/routes';
import { channelsRoutes } from './channels/routes';
import { channelWebhookRoutes } from './channels/webhook-routes';
import { contactRoutes } from './contact/routes';
import { credentialsRoutes } from './credentials/routes';
import { crewsRoutes } from './crews/routes';
import { employerProfileRoutes } from './employer-profile/routes';
import { estimatorRoutes } from './estimator/routes';
import { feedsRoutes } from './feeds/routes';
import { interviewsRoutes } from './interviews/routes';
import { jobsRoutes } from './jobs/routes';
import { messagingRoutes } from './messaging/routes';
import { notificationsRoutes } from './notifications/routes';
import { paymentsRoutes } from './payments/routes';
import { placesRoutes } from './places/routes';
import { publicPagesRoutes } from './public-pages/routes';
import { reportsRoutes } from './reports/routes';
import { resumesRoutes } from './resumes/routes';
import { reviewsRoutes } from './reviews/routes';
import { workHistoryRoutes } from './work-history/routes';
import { savedJobsRoutes } from './saved-jobs/routes';
import { savedSearchesRoutes } from './saved-searches/routes';
import { subscriptionsRoutes } from './subscriptions/routes';
import { trainingRoutes } from './training/routes';
import { uploadsRoutes } from './uploads/routes';
import { workerProfileRoutes } from './worker-profile/routes';
import { healthRoutes } from './health/routes';

/** Every domain's routes, registered by buildApp in this order. */
export const moduleRoutes: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  passwordResetRoutes,
  emailVerificationRoutes,
  phoneSignInRoutes,
  applicationsRoutes,
  careerRoutes,
  channelsRoutes,
  channelWebhookRoutes,
  contactRoutes,
  credentialsRoutes,
  crewsRoutes,
  employerProfileRoutes,
  estimatorRoutes,
  interviewsRoutes,
  jobsRoutes,
  messagingRoutes,
  notificationsRoutes,
  paymentsRoutes,
  placesRoutes,
  publicPagesRoutes,
  feedsRoutes,
  resumesRoutes,
  savedJobsRoutes,
  savedSearchesRoutes,
  subscriptionsRoutes,
  trainingRoutes,
  uploadsRoutes,
  workerProfileRoutes,
  adminRoutes,
  reviewsRoutes,
  workHistoryRoutes,
  reportsRoutes,
  adminAccountsRoutes,
  adminReportsRoutes,
  adminCrewsRoutes,
  adminReviewsRoutes,
];
