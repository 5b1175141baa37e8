import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { getPublicJobQueryOptions } from '@/features/jobs/api/get-public-job';
import { applyToJobPath, forgetPendingApply, readPendingApply, rememberPendingApply } from '@/lib/pending-apply';

/**
 * The job a new worker chose Apply on before finishing the profile (?apply=<jobId>, kept in this tab
 * while the tabs rewrite the address): its title for the "finish these to apply" line, and the way
 * back to its apply dialog as soon as the profile is complete.
 */
export function usePendingApply(isProfileComplete: boolean | undefined) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const askedJobId = searchParams.get('apply');
  const [jobId] = React.useState(() => {
    rememberPendingApply(askedJobId);
    return readPendingApply();
  });
  const job = useQuery({ ...getPublicJobQueryOptions(jobId ?? ''), enabled: jobId !== null });
  // A job closed meanwhile is no longer waited for.
  const isGone = job.isError;

  React.useEffect(() => {
    if (!jobId) return;
    if (isGone) forgetPendingApply();
    else if (isProfileComplete) {
      forgetPendingApply();
      navigate(applyToJobPath(jobId), { replace: true });
    }
  }, [jobId, isGone, isProfileComplete, navigate]);

  return jobId && !isGone ? { jobTitle: job.data?.title } : null;
}
