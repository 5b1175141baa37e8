import { Plus, Send, Trash2 } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkHistoryEntry } from '@core/work-history/schemas';
import { FormDialog } from '@/components/form-dialog';
import { ListLoadError } from '@/components/list-load-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDeleteWorkHistoryEntry } from './api/delete-work-history-entry';
import { useWorkerWorkHistory } from './api/get-worker-work-history';
import { AddWorkHistoryDialog } from './add-work-history-dialog';
import { AskConfirmationDialog } from './ask-confirmation-dialog';
import { WorkHistoryEntries, workHistoryTradeLabel } from './work-history-list';

type Dialog = { kind: 'add' } | { kind: 'ask' | 'delete'; entry: WorkHistoryEntry } | null;

/**
 * The worker's own work history on his profile: his hires on CrewBridge ("Verified hire") and the jobs he added, each
 * of which he may ask its contact to confirm, or delete until it is confirmed.
 */
export function OwnWorkHistory({ workerId }: { workerId: string }) {
  const { t } = useTranslation('work-history');
  const history = useWorkerWorkHistory(workerId);
  const remove = useDeleteWorkHistoryEntry(workerId);
  const [dialog, setDialog] = React.useState<Dialog>(null);
  const closeDialog = (isOpen: boolean) => !isOpen && setDialog(null);

  const renderActions = (entry: WorkHistoryEntry) => {
    if (entry.source !== 'added' || entry.confirmation || !entry.contact) return null;
    const { contact } = entry;
    return (
      <div className="grid gap-2">
        <p className="break-words text-muted-foreground">
          {contact.awaitingUntil
            ? t('own.awaiting', { name: contact.name, date: formatDate(contact.awaitingUntil) })
            : t('own.contact', { name: contact.name })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" className="min-h-11" onClick={() => setDialog({ kind: 'ask', entry })}>
            <Send aria-hidden="true" />
            {contact.awaitingUntil ? t('own.askAgain') : t('own.ask')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 text-destructive"
            aria-label={t('own.deleteLabel', { trade: workHistoryTradeLabel(entry.trade), employer: entry.employerName })}
            onClick={() => setDialog({ kind: 'delete', entry })}
          >
            <Trash2 aria-hidden="true" />
            {t('own.delete')}
          </Button>
        </div>
      </div>
    );
  };

  const deleteEntry = (entry: WorkHistoryEntry) =>
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast({ title: t('own.deleted') });
        setDialog(null);
      },
      onError: (error) => toast({ title: getErrorMessage(error, t('own.deleteFailed')), variant: 'destructive' }),
    });

  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <section aria-labelledby="own-work-history-heading" className="grid gap-4" data-testid="own-work-history">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 id="own-work-history-heading" className="text-lg font-semibold">
                {t('title')}
              </h3>
              <p className="text-sm text-muted-foreground">{t('own.description')}</p>
            </div>
            <Button type="button" className="min-h-11" onClick={() => setDialog({ kind: 'add' })}>
              <Plus aria-hidden="true" />
              {t('own.add')}
            </Button>
          </div>
          {history.isPending ? (
            <div className="h-24 animate-pulse rounded-md bg-slate-200" aria-busy="true" />
          ) : history.isError ? (
            <ListLoadError message={t('loadError')} retry={{ label: t('retry'), onRetry: () => void history.refetch() }} />
          ) : history.data.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('own.empty')}</p>
          ) : (
            <WorkHistoryEntries entries={history.data.entries} renderActions={renderActions} />
          )}
        </section>
        <AddWorkHistoryDialog workerId={workerId} open={dialog?.kind === 'add'} onOpenChange={closeDialog} />
        {dialog?.kind === 'ask' && dialog.entry.contact && (
          <AskConfirmationDialog
            workerId={workerId}
            entryId={dialog.entry.id}
            contact={dialog.entry.contact}
            open
            onOpenChange={closeDialog}
          />
        )}
        {dialog?.kind === 'delete' && (
          <FormDialog
            open
            onOpenChange={closeDialog}
            idPrefix="work-history-delete"
            title={t('own.deleteTitle')}
            description={t('own.deleteDescription', {
              trade: workHistoryTradeLabel(dialog.entry.trade),
              employer: dialog.entry.employerName,
            })}
            cancelLabel={t('cancel')}
            actionLabel={t('own.delete')}
            pendingLabel={t('sending')}
            isPending={remove.isPending}
            onConfirm={() => deleteEntry(dialog.entry)}
          />
        )}
      </CardContent>
    </Card>
  );
}
