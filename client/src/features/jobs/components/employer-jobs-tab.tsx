import { ComingSoon } from '@/components/layout/coming-soon';

// Placeholder until its issue lands; the dashboards already render it in their tab.
export interface EmployerJobsTabProps {
  /** action=create&tab=jobs in the URL opens the create dialog once. */
  openCreateOnMount?: boolean;
  isProfileComplete: boolean;
}

export function EmployerJobsTab(_props: EmployerJobsTabProps) {
  return <ComingSoon title="Jobs" />;
}
