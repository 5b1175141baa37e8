import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { Briefcase, Building2, Calculator, ClipboardList, FileText, Lock, MessageSquare, Plus, UserCog } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DashboardHeader } from '@/components/layout/dashboard-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { getEmployerApplicationsQueryOptions } from '@/features/applications/api/get-employer-applications';
import { RecentApplications } from '@/features/applications/components/recent-applications';
import { useEmployerProfile } from '@/features/employer-profile/api/get-employer-profile';
import { useEmployerJobs } from '@/features/jobs/api/get-employer-jobs';
import { UnreadBadge } from '@/features/messaging/components/unread-badge';
import { useMessagesLive } from '@/features/messaging/hooks/use-messages-live';
import { useAuth } from '@/lib/auth';
import { SCROLL_TO_ESTIMATOR_KEY } from '@/lib/navigation-flags';
import { cn } from '@/lib/utils';
import { lazyTab, TabSkeleton } from './lazy-tab';

// Each tab's code (the estimator's with its chart library) loads when the tab is first shown, hovered or focused.
const EmployerJobsTab = lazyTab(
  () => import('@/features/jobs/components/employer-jobs-tab'),
  (m) => m.EmployerJobsTab,
);
const CandidatesTab = lazyTab(
  () => import('@/features/applications/components/candidates-tab'),
  (m) => m.CandidatesTab,
);
const MessagingPanel = lazyTab(
  () => import('@/features/messaging/components/messaging-panel'),
  (m) => m.MessagingPanel,
);
const EmployerEstimatorTab = lazyTab(
  () => import('@/features/estimator/components/employer-estimator-tab'),
  (m) => m.EmployerEstimatorTab,
);
const EmployerSubscriptionTab = lazyTab(
  () => import('@/features/subscriptions/components/employer-subscription-tab'),
  (m) => m.EmployerSubscriptionTab,
);
const EmployerProfileTab = lazyTab(
  () => import('@/features/employer-profile/components/employer-profile-tab'),
  (m) => m.EmployerProfileTab,
);
const NotificationSettingsCard = lazyTab(
  () => import('@/features/notifications/components/notification-settings-card'),
  (m) => m.NotificationSettingsCard,
);

const TABS = ['overview', 'jobs', 'candidates', 'messages', 'estimator', 'billing', 'profile'] as const;
type Tab = (typeof TABS)[number];
/** Open before the company profile is complete (002 section 2); the rest are dimmed. */
const UNGATED_TABS: readonly Tab[] = ['overview', 'billing', 'profile'];
const PRELOAD_TAB: Record<Exclude<Tab, 'overview'>, () => void> = {
  jobs: EmployerJobsTab.preload,
  candidates: CandidatesTab.preload,
  messages: MessagingPanel.preload,
  estimator: EmployerEstimatorTab.preload,
  billing: EmployerSubscriptionTab.preload,
  profile: EmployerProfileTab.preload,
};

function parseTab(value: string | null): Tab {
  return TABS.includes(value as Tab) ? (value as Tab) : 'overview';
}

export function EmployerDashboardPage() {
  const { t } = useTranslation('employer-dashboard');
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const profileQuery = useEmployerProfile();
  const profile = profileQuery.data;
  const isProfileComplete = profile?.completeness.isComplete ?? false;
  const tab = parseTab(searchParams.get('tab'));
  // action=create&tab=jobs (also when another tab navigates here) opens the job dialog once: the
  // request is kept in state and dropped from the URL, so a refresh does not reopen it.
  const isCreateRequested = searchParams.get('action') === 'create' && tab === 'jobs';
  const [shouldOpenCreate, setShouldOpenCreate] = React.useState(isCreateRequested);
  React.useEffect(() => {
    if (!searchParams.has('action')) return;
    setShouldOpenCreate(isCreateRequested);
    const rest = new URLSearchParams(searchParams);
    rest.delete('action');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams, isCreateRequested]);

  const selectTab = React.useCallback(
    (next: Tab, options: { openCreate?: boolean } = {}) => {
      setShouldOpenCreate(Boolean(options.openCreate));
      setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true });
    },
    [setSearchParams],
  );

  const ownerName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';
  const unreadMessages = useMessagesLive({ isMessagesTabOpen: tab === 'messages' });
  const gated = (content: React.ReactNode) => {
    if (profileQuery.isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
    if (!isProfileComplete) return <ProfileRequiredPrompt onCompleteProfile={() => selectTab('profile')} />;
    return <React.Suspense fallback={<TabSkeleton />}>{content}</React.Suspense>;
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader avatarUrl={profile?.logo} name={profile?.companyName || ownerName} />
      <main className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-4 sm:gap-6 sm:px-6 sm:py-6">
        <section className="rounded-lg bg-navy px-4 py-3 text-white sm:p-6">
          <h1 className="text-xl font-bold sm:text-2xl">
            {profile?.companyName ? t('managing', { company: profile.companyName }) : t('readyToFindTalent')}
          </h1>
          {profile && (
            <div className="mt-3 grid max-w-sm gap-2">
              <p className="text-sm text-slate-300">{t('profilePercent', { percent: profile.completeness.percent })}</p>
              <Progress
                value={profile.completeness.percent}
                className="bg-slate-700"
                aria-label={t('profilePercent', { percent: profile.completeness.percent })}
              />
            </div>
          )}
        </section>

        {profile && !isProfileComplete && (
          <section className="flex flex-col gap-3 rounded-lg border border-orange-200 bg-accent p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="font-semibold text-accent-foreground">{t('completeProfileTitle')}</h2>
              <p className="text-sm text-slate-700">{t('completeProfileDescription')}</p>
            </div>
            <Button onClick={() => selectTab('profile')} className="shrink-0">
              <UserCog aria-hidden="true" />
              {t('completeProfileButton')}
            </Button>
          </section>
        )}

        <TabsPrimitive.Root
          value={tab}
          onValueChange={(value) => selectTab(parseTab(value))}
          className="grid grid-cols-[minmax(0,1fr)] gap-6"
        >
          <TabsPrimitive.List aria-label={t('tabsLabel')} className="flex flex-wrap gap-1 rounded-lg bg-white p-1 shadow-sm">
            {TABS.map((value) => {
              const isDimmed = !isProfileComplete && !UNGATED_TABS.includes(value);
              return (
                <TabsPrimitive.Trigger
                  key={value}
                  value={value}
                  onPointerEnter={value === 'overview' ? undefined : PRELOAD_TAB[value]}
                  onFocus={value === 'overview' ? undefined : PRELOAD_TAB[value]}
                  className={cn(
                    'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
                    // Dimmed by colour, not opacity, so the label keeps a readable contrast.
                    isDimmed && 'text-slate-500',
                    value === 'estimator' && 'hidden md:inline-flex',
                  )}
                >
                  {isDimmed && <Lock className="h-3.5 w-3.5" aria-hidden="true" />}
                  {t(`tabs.${value}`)}
                  {isDimmed && <span className="sr-only">{t('requiresProfile')}</span>}
                  {value === 'messages' && <UnreadBadge count={unreadMessages} />}
                </TabsPrimitive.Trigger>
              );
            })}
          </TabsPrimitive.List>

          <TabsPrimitive.Content value="overview" className="focus-visible:outline-none">
            <Overview
              userId={user?.id ?? ''}
              isProfileComplete={isProfileComplete}
              percent={profile?.completeness.percent}
              fieldsRemaining={profile?.completeness.missing.length}
              onSelectTab={selectTab}
            />
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="jobs" className="focus-visible:outline-none">
            {gated(<EmployerJobsTab openCreateOnMount={shouldOpenCreate || isCreateRequested} isProfileComplete={isProfileComplete} />)}
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="candidates" className="focus-visible:outline-none">
            {gated(<CandidatesTab />)}
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="messages" className="focus-visible:outline-none">
            {gated(<MessagingPanel />)}
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="estimator" className="focus-visible:outline-none">
            {gated(<EmployerEstimatorTab />)}
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="billing" className="focus-visible:outline-none">
            <React.Suspense fallback={<TabSkeleton />}>
              <EmployerSubscriptionTab />
            </React.Suspense>
          </TabsPrimitive.Content>
          <TabsPrimitive.Content value="profile" className="focus-visible:outline-none">
            <React.Suspense fallback={<TabSkeleton />}>
              <EmployerProfileTab />
              <NotificationSettingsCard className="mt-6" />
            </React.Suspense>
          </TabsPrimitive.Content>
        </TabsPrimitive.Root>
      </main>
    </div>
  );
}

function ProfileRequiredPrompt({ onCompleteProfile }: { onCompleteProfile(): void }) {
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

function Overview({
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
  onSelectTab(tab: Tab, options?: { openCreate?: boolean }): void;
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
