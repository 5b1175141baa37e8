import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useJobDistribution } from '../api/get-job-distribution';
import { useUpdateJobDistribution } from '../api/update-job-distribution';

/** The boards that read CrewBridge's feeds (server/src/modules/feeds), as their names are written. */
const FEED_BOARDS = 'Indeed, ZipRecruiter, Talent.com, Jooble';

/**
 * Where one of the employer's jobs is listed (CrewBridge, and the job boards' feeds unless the
 * employer keeps it out of them), and how many applicants came from each source.
 */
export function JobDistributionPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const distribution = useJobDistribution(jobId);
  const update = useUpdateJobDistribution(jobId);
  // The switch turns at once, as a switch does: the mutation's own pending state reaches the screen a tick after the
  // click, and in that tick the controlled box snapped back.
  const [turnedTo, setTurnedTo] = React.useState<boolean | null>(null);

  if (distribution.isError) return <p role="alert">{t('employer.distribution.loadFailed')}</p>;
  if (!distribution.data) return <div className="h-24 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />;
  const { listInFeeds, isInFeeds, applicantsBySource } = distribution.data;
  const checked = turnedTo ?? listInFeeds;
  const where = isInFeeds ? 'inFeeds' : listInFeeds ? 'feedsWhenOpen' : 'crewBridgeOnly';

  return (
    <section className="grid gap-2" aria-labelledby={`distribution-${jobId}`}>
      <h4 id={`distribution-${jobId}`} className="font-medium">
        {t('employer.distribution.title')}
      </h4>
      <p className="break-words text-muted-foreground" data-testid="job-distribution-where">
        {t(`employer.distribution.${where}`, { boards: FEED_BOARDS })}
      </p>
      <label className="flex min-h-6 items-start gap-2">
        <input
          type="checkbox"
          role="switch"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={checked}
          disabled={update.isPending}
          aria-describedby={`distribution-${jobId}-hint`}
          onChange={(event) => {
            setTurnedTo(event.target.checked);
            update.mutate(
              { listInFeeds: event.target.checked },
              {
                onSettled: () => setTurnedTo(null),
                onError: (error) =>
                  toast({
                    title: t('employer.distribution.saveFailed'),
                    description: getErrorMessage(error, t('toast.tryAgain')),
                    variant: 'destructive',
                  }),
              },
            );
          }}
        />
        <span>{t('employer.distribution.switch')}</span>
      </label>
      <p id={`distribution-${jobId}-hint`} className="text-xs text-muted-foreground">
        {t('employer.distribution.switchHint')}
      </p>
      <h5 className="font-medium">{t('employer.distribution.bySource')}</h5>
      {applicantsBySource.length === 0 ? (
        <p className="text-muted-foreground">{t('employer.distribution.noApplicants')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('employer.distribution.bySource')}>
          {applicantsBySource.map(({ source, count }) => (
            <li key={source ?? 'crewbridge'}>
              <Badge variant="outline">
                {t(`employer.distribution.sources.${source ?? 'crewbridge'}`)}: {count}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
