import { BadgeCheck, Clock3, ShieldCheck } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { TRADES } from '@core/shared/options';
import type { WorkHistoryEntry } from '@core/work-history/schemas';
import { ListLoadError } from '@/components/list-load-state';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { optionLabel } from '@/lib/option-label';
import { useWorkerWorkHistory } from './api/get-worker-work-history';

/** A catalogue trade in the reader's language; a hire's job title or the worker's own words as written. */
export function workHistoryTradeLabel(trade: string) {
  return (TRADES as readonly string[]).includes(trade) ? optionLabel('trade', trade) : trade;
}

/** "Mar 1, 2023 – Jun 30, 2024", or "– present" while it goes on. */
export function useWorkHistoryDates() {
  const { t } = useTranslation('work-history');
  return (startDate: string, endDate: string | null) =>
    t('dates', { start: formatDate(startDate), end: endDate ? formatDate(endDate) : t('present') });
}

/** What vouches for the entry: a hire on CrewBridge, the contact who confirmed it, a link out (the worker's view), or nothing yet. */
export function WorkHistoryBadge({ entry }: { entry: WorkHistoryEntry }) {
  const { t } = useTranslation('work-history');
  if (entry.isVerifiedHire) {
    return (
      <Badge variant="success" className="gap-1">
        <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
        {t('badge.verifiedHire')}
      </Badge>
    );
  }
  if (entry.confirmation) {
    return (
      <Badge variant="success" className="gap-1 whitespace-normal break-words">
        <BadgeCheck className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {t('badge.confirmedBy', { name: entry.confirmation.name, company: entry.confirmation.company })}
      </Badge>
    );
  }
  if (entry.contact?.awaitingUntil) {
    return (
      <Badge variant="warning" className="gap-1">
        <Clock3 className="h-3.5 w-3.5" aria-hidden="true" />
        {t('badge.awaiting')}
      </Badge>
    );
  }
  return <Badge variant="secondary">{t('badge.unconfirmed')}</Badge>;
}

/**
 * The entries of a worker's work history, newest first, each with its badge; `renderActions` adds the owner's buttons
 * (and anything only he sees) under an entry.
 */
export function WorkHistoryEntries({
  entries,
  renderActions,
}: {
  entries: readonly WorkHistoryEntry[];
  renderActions?(entry: WorkHistoryEntry): React.ReactNode;
}) {
  const { t } = useTranslation('work-history');
  const dates = useWorkHistoryDates();
  return (
    <ul className="grid gap-3" data-testid="work-history-list">
      {[...entries].reverse().map((entry) => (
        <li
          key={`${entry.source}-${entry.id}`}
          className="grid min-w-0 gap-2 rounded-md border bg-white p-3 text-sm"
          data-testid="work-history-entry"
        >
          <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="break-words font-semibold">{workHistoryTradeLabel(entry.trade)}</p>
              <p className="break-words text-muted-foreground">{entry.employerName}</p>
              <p className="text-muted-foreground">{dates(entry.startDate, entry.endDate)}</p>
            </div>
            <WorkHistoryBadge entry={entry} />
          </div>
          {entry.confirmation?.wasCorrected && (
            <p className="break-words text-muted-foreground">
              {entry.confirmation.note ? t('correctedWithNote', { note: entry.confirmation.note }) : t('corrected')}
            </p>
          )}
          {renderActions?.(entry)}
        </li>
      ))}
    </ul>
  );
}

/** A worker's work history as an employer he applied to reads it (the candidate's profile): read-only. */
export function WorkHistory({ workerId }: { workerId: string }) {
  const { t } = useTranslation('work-history');
  const history = useWorkerWorkHistory(workerId);
  return (
    <section aria-labelledby={`work-history-${workerId}`} className="grid gap-2">
      <h3 id={`work-history-${workerId}`} className="font-medium">
        {t('title')}
      </h3>
      {history.isPending ? (
        <div className="h-16 animate-pulse rounded-md bg-slate-200" aria-busy="true" />
      ) : history.isError ? (
        <ListLoadError message={t('loadError')} retry={{ label: t('retry'), onRetry: () => void history.refetch() }} />
      ) : history.data.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <WorkHistoryEntries entries={history.data.entries} />
      )}
    </section>
  );
}
