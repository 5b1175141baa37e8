import { lazyDialog } from '@/components/lazy-dialog';

/** The job detail dialog, whose code (the application form) loads when a job is first opened rather than with the job list. */
export const LazyJobDetailDialog = lazyDialog(
  () => import('./job-detail-dialog').then((module) => module.JobDetailDialog),
  (props) => Boolean(props.job),
);
