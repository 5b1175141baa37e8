import { useTranslation } from 'react-i18next';
import { DashboardHeader } from '@/components/layout/dashboard-header';
import { useAuth } from '@/lib/auth';

export function EmployerDashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';
  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader avatarUrl={user?.avatarUrl} name={name} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <section className="rounded-lg bg-navy p-6 text-white">
          <h1 className="text-2xl font-bold">
            {user?.firstName ? t('dashboard.employerWelcome', { name: user.firstName }) : t('dashboard.employerFallback')}
          </h1>
          <p className="mt-2 text-slate-300">{t('dashboard.employerFallback')}</p>
        </section>
        <p className="mt-6 text-muted-foreground">{t('dashboard.comingSoon')}</p>
      </main>
    </div>
  );
}
