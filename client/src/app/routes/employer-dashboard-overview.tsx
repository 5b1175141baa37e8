import { useQuery } from '@tanstack/react-query';
import { Briefcase, Building2, Calculator, ClipboardList, FileText, Lock, MessageSquare, Plus, UserCog } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { getEmployerApplicationsQueryOptions } from '@/features/applications/api/get-employer-applications';
import { RecentApplications } from '@/features/applications/components/recent-applications';
import { useEmployerJobs } from '@/lib/api/get-employer-jobs';
import { SCROLL_TO_ESTIMATOR_KEY } from '@/lib/navigation-flags';

/** The dashboard tabs the overview's cards and quick actions lead to. */
type OverviewTarget = 'jobs' | 'candidates' | 'messages' | 'profile';

export function ProfileRequiredPrompt({ onCompleteProfile }: { onCompleteProfile(): void }) {
  const { t } = useTranslation('employer-dashboard');
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed bg-white p-8 text-center">
      <Lock className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold">{t('profileRequiredTitle')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('profileRequiredDescription')}</p>
      <Button className="mt-4" onClick={onCompleteProfile}>
        {t('completeProfileButton')}
      </Button>
    </div>
  );
}

function StatCard({ title, value, hint, icon }: { title: string; value: React.ReactNode; hint: string; icon: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-4 sm:p-6">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{title}</p>
          <p className="mt-1 text-3xl font-bold">{value}</p>
          <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
        </div>
        <span className="rounded-full bg-accent p-2 text-primary [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}

export function Overview({
  userId,
  isProfileComplete,
  percent,
  fieldsRemaining,
  onSelectTab,
}: {
  userId: string;
  isProfileComplete: boolean;
  percent: number | undefined;
  fieldsRemaining: number | undefined;
  onSelectTab(tab: OverviewTarget, options?: { openCreate?: boolean }): void;
}) {
  const { t } = useTranslation('employer-dashboard');
  const navigate = useNavigate();
  const jobsQuery = useEmployerJobs(userId);
  const applicationsQuery = useQuery(getEmployerApplicationsQueryOptions());
  const countOf = (query: { isPending: boolean; isError: boolean }, count: number | undefined) =>
    query.isPending ? '…' : query.isError ? t('cards.unavailable') : count;

  const openEstimator = () => {
    sessionStorage.setItem(SCROLL_TO_ESTIMATOR_KEY, 'true');
    navigate('/');
  };

  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          title={t('cards.activeJobs')}
          value={countOf(jobsQuery, jobsQuery.data?.filter((job) => job.isActive).length)}
          hint={t('cards.activeJobsHint')}
          icon={<Briefcase />}
        />
        <StatCard
          title={t('cards.applications')}
          value={countOf(applicationsQuery, applicationsQuery.data?.length)}
          hint={t('cards.applicationsHint')}
          icon={<FileText />}
        />
        <StatCard
          title={t('cards.profile')}
          value={percent === undefined ? '…' : `${percent}%`}
          hint={fieldsRemaining === undefined ? '' : t('cards.fieldsRemaining', { count: fieldsRemaining })}
          icon={<Building2 />}
        />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="flex-row items-center justify-between space-y-0">
            <CardTitle>{t('recentApplications')}</CardTitle>
            <Button variant="link" size="sm" onClick={() => onSelectTab('candidates')}>
              {t('viewAll')}
            </Button>
          </CardHeader>
          <CardContent>
            <RecentApplications />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('quickActions')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Button onClick={() => onSelectTab('jobs', { openCreate: true })} disabled={!isProfileComplete} className="justify-start">
              <Plus aria-hidden="true" />
              {t('actions.postJob')}
            </Button>
            {!isProfileComplete && <p className="text-sm text-muted-foreground">{t('postJobNeedsProfile')}</p>}
            <Button variant="outline" className="justify-start" onClick={() => onSelectTab('profile')}>
              <UserCog aria-hidden="true" />
              {isProfileComplete ? t('actions.editProfile') : t('actions.completeProfile')}
            </Button>
            <Button variant="outline" className="justify-start" onClick={() => onSelectTab('candidates')}>
              <ClipboardList aria-hidden="true" />
              {t('actions.reviewApplications')}
            </Button>
            <Button variant="outline" className="justify-start" onClick={() => onSelectTab('jobs')}>
              <Briefcase aria-hidden="true" />
              {t('actions.viewJobs')}
            </Button>
            <Button variant="outline" className="justify-start" onClick={() => onSelectTab('messages')}>
              <MessageSquare aria-hidden="true" />
              {t('actions.messages')}
            </Button>
            <Button variant="outline" className="justify-start" onClick={openEstimator}>
              <Calculator aria-hidden="true" />
              {t('actions.laborEstimator')}
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
