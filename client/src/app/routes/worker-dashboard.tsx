import * as TabsPrimitive from '@radix-ui/react-tabs';
import { Lock, UserRoundPen } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DashboardHeader } from '@/components/layout/dashboard-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { UnreadBadge } from '@/features/messaging/components/unread-badge';
import { useMessagesLive } from '@/features/messaging/hooks/use-messages-live';
import { useWorkerProfile } from '@/features/worker-profile/api/get-worker-profile';
import { WorkerProfileSidebar } from '@/features/worker-profile/components/worker-profile-sidebar';
import { useRequiredFieldName } from '@/features/worker-profile/hooks/use-required-field-name';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/lib/auth';
import { optionLabel } from '@/lib/option-label';
import { cn } from '@/lib/utils';
import { lazyTab, TabSkeleton } from './lazy-tab';
import { usePendingApply } from './use-pending-apply';
import { WORKER_TAB_LOADERS, WORKER_TABS, isWorkerTab, type WorkerTab } from './worker-dashboard-tabs';

/** 001 section 2: these open only once the profile is complete. */
const LOCKED_UNTIL_COMPLETE: readonly WorkerTab[] = ['jobs', 'applications', 'saved', 'messages'];

// Each tab's code loads when the tab is first shown (or hovered, or focused), so the dashboard opens with one tab's code.
const JobSearchTab = lazyTab(WORKER_TAB_LOADERS.jobs, (m) => m.JobSearchTab);
const WorkerApplicationsTab = lazyTab(WORKER_TAB_LOADERS.applications, (m) => m.WorkerApplicationsTab);
const CrewsTab = lazyTab(WORKER_TAB_LOADERS.crews, (m) => m.CrewsTab);
const WorkerServicesTab = lazyTab(WORKER_TAB_LOADERS.services, (m) => m.WorkerServicesTab);
const WorkerBillingTab = lazyTab(WORKER_TAB_LOADERS.billing, (m) => m.WorkerBillingTab);
const SavedJobsTab = lazyTab(WORKER_TAB_LOADERS.saved, (m) => m.SavedJobsTab);
const MessagingPanel = lazyTab(WORKER_TAB_LOADERS.messages, (m) => m.MessagingPanel);
const WorkerProfileTab = lazyTab(WORKER_TAB_LOADERS.profile, (m) => m.WorkerProfileTab);
const CredentialWallet = lazyTab(
  () => import('@/features/credentials/components/credential-wallet'),
  (m) => m.CredentialWallet,
);
const CredentialExpiryBanner = lazyTab(
  () => import('@/features/credentials/components/credential-expiry-banner'),
  (m) => m.CredentialExpiryBanner,
);
const NotificationSettingsCard = lazyTab(
  () => import('@/features/notifications/components/notification-settings-card'),
  (m) => m.NotificationSettingsCard,
);

const TAB_CONTENT: Record<Exclude<WorkerTab, 'profile'>, () => React.ReactNode> = {
  jobs: () => <JobSearchTab />,
  applications: () => <WorkerApplicationsTab />,
  crews: () => <CrewsTab />,
  services: () => <WorkerServicesTab />,
  billing: () => <WorkerBillingTab />,
  saved: () => <SavedJobsTab />,
  messages: () => <MessagingPanel />,
};
const TAB_COMPONENTS: Record<WorkerTab, { preload(): void }> = {
  jobs: JobSearchTab,
  applications: WorkerApplicationsTab,
  crews: CrewsTab,
  services: WorkerServicesTab,
  billing: WorkerBillingTab,
  saved: SavedJobsTab,
  messages: MessagingPanel,
  profile: WorkerProfileTab,
};

export function WorkerDashboardPage() {
  const { t } = useTranslation('worker-profile');
  const fieldName = useRequiredFieldName();
  const { user, isNewAccount } = useAuth();
  const profileQuery = useWorkerProfile(user?.id);
  // A query's answer renders at once and in one piece (React cannot slice a store's update); deferred, the
  // dashboard it unlocks renders in slices instead, so a phone's main thread is never held for all of it. The
  // first render shows the frame (null) even when the answer is already here, and the dashboard follows in slices.
  const profile = React.useDeferredValue(profileQuery.data ?? null, null);
  const isComplete = profile?.completeness.isComplete ?? false;
  // Trade, years, phone and location open applying and the tabs (issue 55); the rest is a prompt, never a lock.
  const canApply = profile?.completeness.canApply ?? false;
  const pendingApply = usePendingApply(profile?.completeness.canApply);
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  // Both are fixed when the profile first loads, so completing it does not yank the worker away.
  const [selectedTab, setSelectedTab] = React.useState<WorkerTab | null>(null);
  const [isEditingProfile, setIsEditingProfile] = React.useState<boolean | null>(null);

  const openingTab: WorkerTab = isWorkerTab(requestedTab) ? requestedTab : canApply ? 'jobs' : 'profile';
  React.useEffect(() => {
    if (!profile) return;
    // Nothing shown changes (the first render already shows the opening tab): a transition, so it re-renders in slices.
    React.startTransition(() => {
      setSelectedTab((current) => current ?? openingTab);
      setIsEditingProfile((current) => current ?? !canApply);
    });
  }, [profile, canApply, openingTab]);

  React.useEffect(() => {
    if (isWorkerTab(requestedTab)) setSelectedTab(requestedTab);
  }, [requestedTab]);

  const selectTab = (tab: WorkerTab) => {
    setSelectedTab(tab);
    setSearchParams({ tab }, { replace: true });
  };

  const isLocked = (tab: WorkerTab) => !canApply && LOCKED_UNTIL_COMPLETE.includes(tab);
  // The first render already shows the opening tab (not the profile tab until the effect runs).
  const shownTab = selectedTab ?? openingTab;
  // A locked tab asked for by URL shows the profile; messages shows its own prompt instead.
  const activeTab: WorkerTab = !isLocked(shownTab) || shownTab === 'messages' ? shownTab : 'profile';

  const openMessages = () => {
    if (!canApply) {
      toast({
        title: t('dashboard.completeProfileRequiredTitle'),
        description: t('dashboard.completeProfileRequiredDescription'),
        variant: 'destructive',
      });
    }
    selectTab('messages');
  };

  const editProfile = () => {
    setIsEditingProfile(true);
    selectTab('profile');
  };

  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';
  const unreadMessages = useMessagesLive({ isMessagesTabOpen: activeTab === 'messages' });

  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader avatarUrl={user?.avatarUrl} name={name} />
      <main className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-4 sm:gap-6 sm:px-6 sm:py-6">
        <section className="rounded-lg bg-navy px-4 py-3 text-white sm:p-6">
          {/* 001 section 2: the first name, else the fallback line; an account made in this session is not welcomed "back". */}
          <h1 className="text-xl font-bold sm:text-2xl">
            {user?.firstName
              ? t(isNewAccount ? 'dashboard.welcomeNew' : 'dashboard.welcome', { name: user.firstName })
              : t('dashboard.fallback')}
          </h1>
          {(profile?.primaryTrade || user?.firstName) && (
            <p className="mt-1 text-slate-200">
              {profile?.primaryTrade
                ? t('dashboard.tradeProfessional', { trade: optionLabel('trade', profile.primaryTrade) })
                : t('dashboard.fallback')}
            </p>
          )}
          {profile && (
            <p className="mt-1 text-sm font-medium text-slate-200 sm:mt-3">
              {t('dashboard.percentComplete', { percent: profile.completeness.percent })}
            </p>
          )}
        </section>

        <EmailVerificationBanner />

        {profileQuery.isError && (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-white p-4 text-destructive">
            {t('dashboard.loadError')}
          </p>
        )}

        {!profile && !profileQuery.isError && (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[280px_minmax(0,1fr)]" aria-busy="true">
            <div className="h-80 animate-pulse rounded-lg bg-slate-200" />
            <div className="h-80 animate-pulse rounded-lg bg-slate-200" />
          </div>
        )}

        {user && profile && (
          <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[280px_minmax(0,1fr)]">
            {/* On phones the work comes first and the profile card follows it. */}
            <aside className="order-last lg:sticky lg:top-20 lg:order-none">
              <WorkerProfileSidebar user={user} profile={profile} onEditProfile={editProfile} onOpenMessages={openMessages} />
            </aside>

            <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
              {!canApply && (
                <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                  {pendingApply?.jobTitle
                    ? t('dashboard.finishToApply', {
                        job: pendingApply.jobTitle,
                        fields: profile.completeness.applyMissing.map(fieldName).join(', '),
                      })
                    : t('dashboard.profileIncomplete', { fields: profile.completeness.applyMissing.map(fieldName).join(', ') })}
                </p>
              )}
              {canApply && !isComplete && <FinishProfilePrompt fields={profile.completeness.missing.map(fieldName).join(', ')} />}
              <React.Suspense fallback={null}>
                <CredentialExpiryBanner onOpenProfile={() => selectTab('profile')} />
              </React.Suspense>
              <TabsPrimitive.Root value={activeTab} onValueChange={(value) => isWorkerTab(value) && selectTab(value)}>
                <TabsPrimitive.List
                  aria-label={t('dashboard.tabsLabel')}
                  className="flex flex-wrap gap-1 rounded-lg bg-white p-1 shadow-sm"
                >
                  {WORKER_TABS.map((tab) => (
                    <TabsPrimitive.Trigger
                      key={tab}
                      value={tab}
                      disabled={isLocked(tab)}
                      onPointerEnter={TAB_COMPONENTS[tab].preload}
                      onFocus={TAB_COMPONENTS[tab].preload}
                      className={cn(
                        'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors',
                        'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
                        // Dimmed by colour, not opacity, so the label keeps a readable contrast.
                        'disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent',
                      )}
                    >
                      {isLocked(tab) && <Lock className="h-3.5 w-3.5" aria-hidden="true" />}
                      {t(`dashboard.tabs.${tab}`)}
                      {isLocked(tab) && <span className="sr-only">({t('dashboard.locked')})</span>}
                      {tab === 'messages' && <UnreadBadge count={unreadMessages} />}
                    </TabsPrimitive.Trigger>
                  ))}
                </TabsPrimitive.List>

                {/* Only the open tab's panel: Radix renders the others empty, but each still measures its animation on every render. */}
                {(Object.keys(TAB_CONTENT) as Array<keyof typeof TAB_CONTENT>)
                  .filter((tab) => tab === activeTab)
                  .map((tab) => (
                    <TabsPrimitive.Content key={tab} value={tab} className="mt-4 focus-visible:outline-none">
                      {isLocked(tab) ? (
                        <CompleteProfileFirst onGoToProfile={editProfile} />
                      ) : (
                        <React.Suspense fallback={<TabSkeleton />}>{TAB_CONTENT[tab]()}</React.Suspense>
                      )}
                    </TabsPrimitive.Content>
                  ))}
                {activeTab === 'profile' && (
                  <TabsPrimitive.Content value="profile" className="mt-4 focus-visible:outline-none">
                    <React.Suspense fallback={<TabSkeleton />}>
                      <WorkerProfileTab
                        isEditing={isEditingProfile ?? !canApply}
                        onEditingChange={setIsEditingProfile}
                        credentialWallet={
                          <React.Suspense fallback={<div className="h-20 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />}>
                            <CredentialWallet />
                          </React.Suspense>
                        }
                      />
                      <NotificationSettingsCard className="mt-6" />
                    </React.Suspense>
                  </TabsPrimitive.Content>
                )}
              </TabsPrimitive.Root>
            </div>
          </div>
        )}
      </main>
    </div>
  );
}

/** After the first application: what is left of the profile, asked for in its own short step and never blocking (issue 55). */
function FinishProfilePrompt({ fields }: { fields: string }) {
  const { t } = useTranslation('worker-profile');
  return (
    <section
      aria-labelledby="finish-profile"
      className="flex flex-col gap-2 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 sm:flex-row sm:items-center"
    >
      <div className="grid flex-1 gap-1">
        <h2 id="finish-profile" className="font-semibold">
          {t('dashboard.finishProfileTitle')}
        </h2>
        <p>{t('dashboard.finishProfileFields', { fields })}</p>
      </div>
      <Button variant="outline" className="min-h-11" asChild>
        <Link to="/about-you">{t('dashboard.finishProfileAction')}</Link>
      </Button>
    </section>
  );
}

function CompleteProfileFirst({ onGoToProfile }: { onGoToProfile(): void }) {
  const { t } = useTranslation('worker-profile');
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <UserRoundPen className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t('dashboard.completeProfileFirst')}</h2>
        <p className="text-sm text-muted-foreground">{t('dashboard.completeProfileFirstDescription')}</p>
        <Button type="button" onClick={onGoToProfile}>
          {t('dashboard.goToProfile')}
        </Button>
      </CardContent>
    </Card>
  );
}
