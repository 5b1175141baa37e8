import { ComingSoon } from '@/components/layout/coming-soon';

// Placeholder until its issue lands; the dashboards already render it in their tab.
export function JobSearchTab() {
  return <ComingSoon title="Available Jobs" />;
}
