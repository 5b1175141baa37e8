import { RefreshCw, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useEmployerApplications } from '../api/get-employer-applications';
import { CandidatesPipeline } from './candidates-pipeline';

/** The employer's Applications tab: every application to their jobs, polled every 5 s. */
export function CandidatesTab() {
  const { t } = useTranslation('applications');
  const applications = useEmployerApplications({ poll: true });
  const count = applications.data?.length ?? 0;

  return (
    <section aria-labelledby="candidates-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="candidates-title" className="text-xl font-semibold">
            {t('candidates.title')}
          </h2>
          {applications.isSuccess && <p className="text-sm text-muted-foreground">{t('candidates.count', { count })}</p>}
        </div>
        <Button variant="outline" size="sm" disabled={applications.isFetching} onClick={() => void applications.refetch()}>
          <RefreshCw className={cn(applications.isFetching && 'animate-spin')} aria-hidden="true" />
          {applications.isFetching ? t('candidates.refreshing') : t('candidates.refresh')}
        </Button>
      </div>

      {applications.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-40 animate-pulse rounded-lg bg-slate-200" />
          ))}
        </div>
      ) : applications.isError ? (
        <p role="alert" className="rounded-lg border bg-white p-6 text-center">
          {t('candidates.loadError')}
        </p>
      ) : count === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed bg-white p-8 text-center">
          <Users className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold">{t('candidates.emptyTitle')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('candidates.emptyDescription')}</p>
        </div>
      ) : (
        <CandidatesPipeline applications={applications.data} />
      )}
    </section>
  );
}
