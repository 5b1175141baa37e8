import * as React from 'react';
import type { JobDetailDialog as JobDetailDialogType } from './job-detail-dialog';

const JobDetailDialog = React.lazy(() => import('./job-detail-dialog').then((module) => ({ default: module.JobDetailDialog })));

/**
 * The job detail dialog, whose code (Radix's dialog, the application form) loads when a job is
 * first opened rather than with the job list. It stays mounted afterwards, so closing it still animates.
 */
export function LazyJobDetailDialog(props: React.ComponentProps<typeof JobDetailDialogType>) {
  const [isWanted, setIsWanted] = React.useState(false);
  if (props.job && !isWanted) setIsWanted(true);
  if (!isWanted) return null;
  return (
    <React.Suspense fallback={null}>
      <JobDetailDialog {...props} />
    </React.Suspense>
  );
}
