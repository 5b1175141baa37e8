import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReviewFilter } from '@core/admin/review-schemas';
import { DashboardHeader } from '@/components/layout/dashboard-header';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { AccountsTab } from '../components/accounts-tab';
import { AuditTab } from '../components/audit-tab';
import { CrewsTab } from '../components/crews-tab';
import { InboxTab } from '../components/inbox-tab';
import { IndexingTab } from '../components/indexing-tab';
import { ModerationTab } from '../components/moderation-tab';
import { PaymentsTab } from '../components/payments-tab';
import { ReportsTab } from '../components/reports-tab';
import { ReviewsTab } from '../components/reviews-tab';
import { TodayTab } from '../components/today-tab';

const TABS = ['today', 'moderation', 'reports', 'reviews', 'accounts', 'crews', 'inbox', 'payments', 'indexing', 'audit'] as const;
type Tab = (typeof TABS)[number];

/** The operator console: what operators review and what they did. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const [tab, setTab] = React.useState<Tab>('today');
  const [reviewFilter, setReviewFilter] = React.useState<AdminReviewFilter>('held');
  // A reported review is hidden or restored from the Reviews tab, opened on its reported list.
  const openReportedReviews = React.useCallback(() => {
    setReviewFilter('reported');
    setTab('reviews');
  }, []);
  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader name={user?.email ?? ''} />
      <main className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-4 sm:px-6 sm:py-6">
        <h1 className="text-xl font-bold sm:text-2xl">{t('title')}</h1>
        <div role="tablist" aria-label={t('title')} className="flex flex-wrap gap-2">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`admin-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`admin-panel-${name}`}
              className={cn('min-h-11 rounded-md border px-3 py-2 text-sm font-medium', tab === name ? 'bg-navy text-white' : 'bg-white')}
              onClick={() => setTab(name)}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
        <section role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
          {tab === 'today' && <TodayTab />}
          {tab === 'inbox' && <InboxTab />}
          {tab === 'payments' && <PaymentsTab />}
          {tab === 'indexing' && <IndexingTab />}
          {tab === 'audit' && <AuditTab />}
          {tab === 'reports' && <ReportsTab onOpenReviews={openReportedReviews} />}
          {tab === 'reviews' && <ReviewsTab filter={reviewFilter} onFilterChange={setReviewFilter} />}
          {tab === 'accounts' && <AccountsTab />}
          {tab === 'crews' && <CrewsTab />}
          {tab === 'moderation' && <ModerationTab />}
        </section>
      </main>
    </div>
  );
}
