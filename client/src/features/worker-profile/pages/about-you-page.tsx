import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardHeader } from '@/components/layout/dashboard-header';
import { useAuth } from '@/lib/auth';
import { useWorkerProfile } from '../api/get-worker-profile';
import { AboutYouForm } from '../components/about-you-form';

/**
 * Issue 55: the rest of the profile as its own short step, offered right after the first application
 * (`?from=apply`) and by the dashboard's "Finish your profile" prompt; never part of applying.
 */
export function AboutYouPage() {
  const { t } = useTranslation(['about-you', 'worker-profile']);
  const { user } = useAuth();
  const profileQuery = useWorkerProfile(user?.id);
  const [searchParams] = useSearchParams();
  const isAfterApplying = searchParams.get('from') === 'apply';
  // After applying, the worker lands where his application shows; otherwise back on his dashboard.
  const doneHref = isAfterApplying ? '/worker-dashboard?tab=applications' : '/worker-dashboard';
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';

  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader avatarUrl={user?.avatarUrl} name={name} />
      <main className="mx-auto grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-4 sm:px-6 sm:py-6">
        <div className="grid gap-1">
          {isAfterApplying && (
            <p role="status" className="text-sm font-medium text-green-800">
              {t('applied')}
            </p>
          )}
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-muted-foreground">{t('intro')}</p>
          {profileQuery.data?.completeness.isComplete && <p className="text-sm text-green-800">{t('allDone')}</p>}
        </div>
        {profileQuery.isError && (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-white p-4 text-destructive">
            {t('loadError')}
          </p>
        )}
        {profileQuery.isPending && <div className="h-96 animate-pulse rounded-lg bg-slate-200" aria-busy="true" />}
        {user && profileQuery.data && <AboutYouForm userId={user.id} profile={profileQuery.data} doneHref={doneHref} />}
      </main>
    </div>
  );
}
