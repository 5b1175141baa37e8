import * as TabsPrimitive from '@radix-ui/react-tabs';
import { Lock, UserCog } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardHeader } from '@/components/layout/dashboard-header';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { useEmployerProfile } from '@/features/employer-profile/api/get-employer-profile';
import { hasJobDraft } from '@/features/jobs/job-draft';
import { UnreadBadge } from '@/features/messaging/components/unread-badge';
import { useMessagesLive } from '@/features/messaging/hooks/use-messages-live';
import { useEmployerSubscription } from '@/lib/api/get-employer-subscription';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { Overview, ProfileRequiredPrompt } from './employer-dashboard-overview';
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
const EmployerCrewsTab = lazyTab(
  () => import('@/features/crews/employer/components/employer-crews-tab'),
  (m) => m.EmployerCrewsTab,
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

const TABS = ['overview', 'jobs', 'candidates', 'crews', 'messages', 'estimator', 'billing', 'profile'] as const;
type Tab = (typeof TABS)[number];
/** Open before the company profile is complete (002 section 2); the rest are dimmed. */
const UNGATED_TABS: readonly Tab[] = ['overview', 'billing', 'profile'];
const PRELOAD_TAB: Record<Exclude<Tab, 'overview'>, () => void> = {
  jobs: EmployerJobsTab.preload,
  candidates: CandidatesTab.preload,
  crews: EmployerCrewsTab.preload,
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
  // Until the profile is read, nothing says it is incomplete (issue 55): no locks, no prompt, no disabled actions.
  const isProfileKnown = profile !== undefined;
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

  // Back on the dashboard with a job left unposted for want of a post (issue 55): once a post is there, the jobs
  // tab opens that job's form again (once per visit, so the overview stays reachable).
  const [isDraftWaiting] = React.useState(hasJobDraft);
  const draftUsage = useEmployerSubscription(isDraftWaiting ? user?.id : undefined).data;
  const hasReturnedToDraft = React.useRef(false);
  React.useEffect(() => {
    if (!draftUsage || hasReturnedToDraft.current || searchParams.has('tab') || searchParams.has('action')) return;
    hasReturnedToDraft.current = true;
    const hasPostLeft = draftUsage.jobPostsLimit === null || draftUsage.jobPostsUsed < draftUsage.jobPostsLimit;
    if (hasPostLeft) {
      setShouldOpenCreate(true);
      setSearchParams({ tab: 'jobs' }, { replace: true });
    }
  }, [draftUsage, searchParams, setSearchParams]);

  const selectTab = React.useCallback(
    (next: Tab, options: { openCreate?: boolean } = {}) => {
      setShouldOpenCreate(Boolean(options.openCreate));
      setSearchParams(next === 'overview' ? {} : { tab: next }, { replace: true });
    },
    [setSearchParams],
  );

  const ownerName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';
  const unreadMessages = useMessagesLive({ isMessagesTabOpen: tab === 'messages' });
  const loadingSkeleton = (
    <div role="status" className="grid gap-4" data-testid="dashboard-loading">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-28 rounded-lg bg-white shadow-sm" aria-hidden="true" />
      <div className="h-40 rounded-lg bg-white shadow-sm" aria-hidden="true" />
    </div>
  );
  const gated = (content: React.ReactNode) => {
    if (profileQuery.isPending) return loadingSkeleton;
    if (!isProfileComplete) return <ProfileRequiredPrompt onCompleteProfile={() => selectTab('profile')} />;
    return <React.Suspense fallback={<TabSkeleton />}>{content}</React.Suspense>;
  };

  const panelOf = (open: Tab): React.ReactNode => {
    switch (open) {
      case 'overview':
        if (profileQuery.isPending) return loadingSkeleton;
        return (
          <Overview
            userId={user?.id ?? ''}
            isProfileComplete={isProfileComplete}
            percent={profile?.completeness.percent}
            fieldsRemaining={profile?.completeness.missing.length}
            onSelectTab={selectTab}
          />
        );
      case 'jobs':
        return gated(<EmployerJobsTab openCreateOnMount={shouldOpenCreate || isCreateRequested} isProfileComplete={isProfileComplete} />);
      case 'candidates':
        return gated(<CandidatesTab />);
      case 'crews':
        return gated(<EmployerCrewsTab />);
      case 'messages':
        return gated(<MessagingPanel />);
      case 'estimator':
        return gated(<EmployerEstimatorTab />);
      case 'billing':
        return (
          <React.Suspense fallback={<TabSkeleton />}>
            <EmployerSubscriptionTab />
          </React.Suspense>
        );
      case 'profile':
        return (
          <React.Suspense fallback={<TabSkeleton />}>
            <EmployerProfileTab />
            <NotificationSettingsCard className="mt-6" />
          </React.Suspense>
        );
    }
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
            <div className="mt-2 grid max-w-sm gap-2 sm:mt-3">
              <p className="text-sm text-slate-300">{t('profilePercent', { percent: profile.completeness.percent })}</p>
              <Progress
                value={profile.completeness.percent}
                // A complete profile's full bar is folded away on a phone: the first applicant needs the room (issue 55).
                className={cn('bg-slate-700', isProfileComplete && 'hidden sm:block')}
                aria-label={t('profilePercent', { percent: profile.completeness.percent })}
              />
            </div>
          )}
        </section>

        <EmailVerificationBanner />

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
          <TabsPrimitive.List
            aria-label={t('tabsLabel')}
            // One row that scrolls inside itself on a phone (the page never scrolls sideways); wrapped from sm up.
            className="flex gap-1 overflow-x-auto rounded-lg bg-white p-1 shadow-sm sm:flex-wrap"
          >
            {TABS.map((value) => {
              const isDimmed = isProfileKnown && !isProfileComplete && !UNGATED_TABS.includes(value);
              return (
                <TabsPrimitive.Trigger
                  key={value}
                  value={value}
                  onPointerEnter={value === 'overview' ? undefined : PRELOAD_TAB[value]}
                  onFocus={value === 'overview' ? undefined : PRELOAD_TAB[value]}
                  className={cn(
                    'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
                    // Dimmed by colour, not opacity, so the label keeps a readable contrast.
                    isDimmed && 'text-slate-500',
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

          {/* Only the open tab's panel: Radix renders the others empty, but each still measures its animation on every render. */}
          <TabsPrimitive.Content key={tab} value={tab} className="focus-visible:outline-none">
            {panelOf(tab)}
          </TabsPrimitive.Content>
        </TabsPrimitive.Root>
      </main>
    </div>
  );
}
