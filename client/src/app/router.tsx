import { Route, Routes } from 'react-router';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { CareerPlanningPage } from '@/features/career/pages/career-planning-page';
import { ResumeServicePage } from '@/features/resumes/pages/resume-service-page';
import { TrainingProgramsPage } from '@/features/training/pages/training-programs-page';
import { ContactPage } from '@/features/contact/pages/contact-page';
import { CheckoutPage } from '@/features/payments/pages/checkout-page';
import { PaymentSuccessPage } from '@/features/payments/pages/payment-success-page';
import { PricingPage } from '@/features/payments/pages/pricing-page';
import { AboutPage } from '@/features/site-pages/pages/about-page';
import { CareerResourcesPage } from '@/features/site-pages/pages/career-resources-page';
import { HelpCenterPage } from '@/features/site-pages/pages/help-center-page';
import { PrivacyPolicyPage } from '@/features/site-pages/pages/privacy-policy-page';
import { ResumeHelpPage } from '@/features/site-pages/pages/resume-help-page';
import { TermsOfServicePage } from '@/features/site-pages/pages/terms-of-service-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { AuthRoute } from './routes/auth-route';
import { EmployerDashboardPage } from './routes/employer-dashboard';
import { NotFoundPage } from './routes/not-found';
import { RequireRole } from './routes/require-role';
import { WorkerDashboardPage } from './routes/worker-dashboard';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/auth" element={<AuthRoute />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/worker-dashboard" element={<RequireRole role="worker"><WorkerDashboardPage /></RequireRole>} />
      <Route path="/employer-dashboard" element={<RequireRole role="employer"><EmployerDashboardPage /></RequireRole>} />
      <Route path="/resumeservice" element={<RequireRole role="worker"><ResumeServicePage /></RequireRole>} />
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/payment-success" element={<PaymentSuccessPage />} />
      <Route path="/about-us" element={<AboutPage />} />
      <Route path="/help-center" element={<HelpCenterPage />} />
      <Route path="/contact-us" element={<ContactPage />} />
      <Route path="/career-planning-tools" element={<CareerPlanningPage />} />
      <Route path="/workforce-training-programs" element={<TrainingProgramsPage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="/terms-of-service" element={<TermsOfServicePage />} />
      <Route path="/career-resources" element={<CareerResourcesPage />} />
      <Route path="/resume-help" element={<ResumeHelpPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
