import { ComingSoon } from '@/components/layout/coming-soon';

// Placeholder until its issue lands; the dashboards already render it in their tab.
export function SavedJobsTab() {
  return <ComingSoon title="Saved Jobs" />;
}
