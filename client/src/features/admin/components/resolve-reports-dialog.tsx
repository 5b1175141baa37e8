import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_RESOLUTIONS, type ReportGroup, type ReportResolution, type ReportTargetSummary } from '@core/reports/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useResolveReports } from '../api/resolve-reports';

/** What the dialog reads of a group: the reports tab's groups and the account detail's open targets both carry it. */
export type ResolvableReports = Pick<ReportGroup, 'targetType' | 'targetId' | 'openCount'> & {
  target: Pick<ReportTargetSummary, 'accountId' | 'accountFrozen'>;
};

/** The actions that apply to a group: removing is for jobs, freezing needs an account not frozen yet. */
function actionsFor(group: ResolvableReports): ReportResolution[] {
  return REPORT_RESOLUTIONS.filter(
    (action) =>
      (action !== 'remove_job' || group.targetType === 'job') &&
      (action !== 'freeze_account' || (group.target.accountId !== null && !group.target.accountFrozen)) &&
      (action !== 'warn' || group.target.accountId !== null),
  );
}

export function ResolveReportsDialog({ group, open, onOpenChange }: DialogOpenProps & { group: ResolvableReports }) {
  const { t } = useTranslation('admin');
  const resolve = useResolveReports();
  const [action, setAction] = React.useState<ReportResolution>('no_action');
  const [note, setNote] = React.useState('');
  const idPrefix = `resolve-${group.targetId}`;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t('reports.resolveTitle')}
      description={t('reports.resolveDescription', { count: group.openCount })}
      cancelLabel={t('reasonDialog.cancel')}
      actionLabel={t('reports.resolve')}
      pendingLabel={t('reasonDialog.pending')}
      isPending={resolve.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        resolve.mutate(
          { target: group, input: { action, note } },
          {
            onSuccess: () => {
              toast({ title: t('reports.resolved') });
              onOpenChange(false);
            },
            onError: (error) =>
              toast({ variant: 'destructive', title: t('actionFailed'), description: getErrorMessage(error, t('loadError')) }),
          },
        );
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('reports.action')}</legend>
        {actionsFor(group).map((option) => (
          <label key={option} className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${idPrefix}-action`}
              value={option}
              checked={action === option}
              onChange={() => setAction(option)}
              className="h-4 w-4"
            />
            {t(`reports.actions.${option}`)}
          </label>
        ))}
      </fieldset>
      <FormField id={`${idPrefix}-note`} label={t('reports.note')}>
        <Textarea id={`${idPrefix}-note`} rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
      </FormField>
    </FormDialog>
  );
}
