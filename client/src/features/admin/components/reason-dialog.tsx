import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

/** Asks the operator why, before an action the audit log keeps with its reason. */
export function ReasonDialog({
  open,
  onOpenChange,
  idPrefix,
  title,
  description,
  actionLabel,
  isPending,
  isReasonRequired = true,
  onConfirm,
}: DialogOpenProps & {
  idPrefix: string;
  title: string;
  /** Who else reads the reason, when someone does; by default it is kept in the audit log only. */
  description?: string;
  actionLabel: string;
  isPending: boolean;
  isReasonRequired?: boolean;
  onConfirm(reason: string): void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={title}
      description={description ?? t('reasonDialog.description')}
      cancelLabel={t('reasonDialog.cancel')}
      actionLabel={actionLabel}
      pendingLabel={t('reasonDialog.pending')}
      isPending={isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (isReasonRequired && !reason.trim()) return setError(t('reasonDialog.required'));
        setError(undefined);
        onConfirm(reason.trim());
      }}
    >
      <FormField id={`${idPrefix}-reason`} label={t('reasonDialog.reason')} error={error}>
        <Textarea
          id={`${idPrefix}-reason`}
          rows={3}
          maxLength={2000}
          value={reason}
          aria-invalid={Boolean(error)}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </FormDialog>
  );
}
