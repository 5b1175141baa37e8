import { useQueryClient } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListLoadError, ListSkeleton } from '@/components/list-load-state';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { REALTIME_READY, refetchAfterEvent, useRealtimeEvent } from '@/lib/realtime';
import { useWorkerApplications, workerApplicationsKey } from '@/lib/api/get-worker-applications';
import { ApplicationCard } from './application-card';

export function WorkerApplicationsTab() {
  const { t } = useTranslation('applications');
  const { user } = useAuth();
  const [, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const applications = useWorkerApplications(user?.id);

  // An employer's status change or new interview shows up without a reload, and so does one
  // made while the socket was down.
  const refresh = () => user && void refetchAfterEvent(queryClient, { queryKey: workerApplicationsKey(user.id) });
  useRealtimeEvent('application.status', refresh, Boolean(user));
  useRealtimeEvent('interview.scheduled', refresh, Boolean(user));
  useRealtimeEvent(REALTIME_READY, refresh, Boolean(user));

  const count = applications.data?.length ?? 0;

  return (
    <section aria-labelledby="worker-applications-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="worker-applications-title" className="text-xl font-semibold">
          {t('worker.title')}
        </h2>
        {applications.isSuccess && <span className="text-sm text-muted-foreground">{t('worker.count', { count })}</span>}
      </div>

      {applications.isPending ? (
        <ListSkeleton />
      ) : applications.isError ? (
        <ListLoadError message={t('worker.loadError')} retry={{ label: t('worker.retry'), onRetry: () => void applications.refetch() }} />
      ) : count === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed bg-white p-8 text-center">
          <Briefcase className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold">{t('worker.emptyTitle')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('worker.emptyDescription')}</p>
          <Button className="mt-4" onClick={() => setSearchParams({ tab: 'jobs' })}>
            {t('worker.browseJobs')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3">
          {applications.data.map((application) => (
            <ApplicationCard key={application.id} application={application} userId={user!.id} />
          ))}
        </div>
      )}
    </section>
  );
}
