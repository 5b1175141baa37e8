import { Route, Routes } from 'react-router';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { AuthRoute } from './routes/auth-route';
import { EmployerDashboardPage } from './routes/employer-dashboard';
import { NotFoundPage } from './routes/not-found';
import { PlaceholderPage } from './routes/placeholder-page';
import { RequireRole } from './routes/require-role';
import { WorkerDashboardPage } from './routes/worker-dashboard';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/auth" element={<AuthRoute />} />
      <Route path="/worker-dashboard" element={<RequireRole role="worker"><WorkerDashboardPage /></RequireRole>} />
      <Route path="/employer-dashboard" element={<RequireRole role="employer"><EmployerDashboardPage /></RequireRole>} />
      <Route path="/resumeservice" element={<RequireRole role="worker"><PlaceholderPage titleKey="pages.resumeService" /></RequireRole>} />
      <Route path="/pricing" element={<PlaceholderPage titleKey="pages.pricing" />} />
      <Route path="/checkout" element={<PlaceholderPage titleKey="pages.checkout" />} />
      <Route path="/payment-success" element={<PlaceholderPage titleKey="pages.paymentSuccess" />} />
      <Route path="/about-us" element={<PlaceholderPage titleKey="pages.aboutUs" />} />
      <Route path="/help-center" element={<PlaceholderPage titleKey="pages.helpCenter" />} />
      <Route path="/contact-us" element={<PlaceholderPage titleKey="pages.contactUs" />} />
      <Route path="/career-planning-tools" element={<PlaceholderPage titleKey="pages.careerPlanningTools" />} />
      <Route path="/workforce-training-programs" element={<PlaceholderPage titleKey="pages.workforceTrainingPrograms" />} />
      <Route path="/privacy-policy" element={<PlaceholderPage titleKey="pages.privacyPolicy" />} />
      <Route path="/terms-of-service" element={<PlaceholderPage titleKey="pages.termsOfService" />} />
      <Route path="/career-resources" element={<PlaceholderPage titleKey="pages.careerResources" />} />
      <Route path="/resume-help" element={<PlaceholderPage titleKey="pages.resumeHelp" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
