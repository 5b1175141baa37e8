import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus, type EmployerApplication } from '@core/applications/schemas';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useBulkUpdateApplicationStatus } from '../api/bulk-update-application-status';
import { BulkMessageDialog, type BulkMessageMode } from './bulk-message-dialog';

/** What the employer can do with the candidates ticked in the list: one status for all, one message to each, or a polite no. */
export function BulkActionsBar({ selected, onClear }: { selected: EmployerApplication[]; onClear(): void }) {
  const { t } = useTranslation('applications');
  const [status, setStatus] = React.useState<ApplicationStatus>('reviewed');
  const [dialog, setDialog] = React.useState<BulkMessageMode | null>(null);
  const bulkStatus = useBulkUpdateApplicationStatus();
  const count = selected.length;

  const changeStatus = () =>
    bulkStatus.mutate(
      { applicationIds: selected.map((application) => application.id), status },
      {
        onSuccess: () => {
          toast({ title: t('pipeline.statusChangedTitle', { count, status: t(`status.${status}`) }) });
          onClear();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('pipeline.errorTitle'),
            description: getErrorMessage(error, t('pipeline.errorDescription')),
          }),
      },
    );

  return (
    <div
      role="region"
      aria-label={t('pipeline.bulkLabel')}
      className="grid gap-3 rounded-lg border bg-white p-3 sm:flex sm:flex-wrap sm:items-end"
    >
      <p className="text-sm font-medium sm:mr-auto sm:self-center" aria-live="polite">
        {t('pipeline.selected', { count })}
      </p>
      <div className="flex items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor="bulk-status" className="text-sm font-medium">
            {t('pipeline.bulkStatusLabel')}
          </label>
          <NativeSelect id="bulk-status" value={status} onChange={(event) => setStatus(event.target.value as ApplicationStatus)}>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" disabled={bulkStatus.isPending} onClick={changeStatus}>
          {t('pipeline.applyStatus')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setDialog('message')}>
          {t('pipeline.message')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setDialog('reject')}>
          {t('pipeline.reject')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClear}>
          {t('pipeline.clear')}
        </Button>
      </div>
      <BulkMessageDialog
        applications={selected}
        mode={dialog}
        onOpenChange={(open) => setDialog(open ? dialog : null)}
        onDone={() => {
          setDialog(null);
          onClear();
        }}
      />
    </div>
  );
}
