import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@core/applications/schemas';
import { hireRequestSchema, START_DATE_MESSAGES, todayInTimeZone, type HireRequest } from '@core/applications/start-date';
import { DEFAULT_TIME_ZONE } from '@core/shared/time-zone';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { candidateName } from '../utils/format';

/**
 * "Hire" (issue 55): the worker's first day, required and not before today where the employer is; the worker's
 * application then shows it and the hire's text and e-mail state it.
 */
export function HireDialog({ application, open, onOpenChange }: DialogOpenProps & { application: EmployerApplication }) {
  const { t } = useTranslation('applications');
  const updateStatus = useUpdateApplicationStatus();
  const today = todayInTimeZone(new Date(), browserTimeZone() ?? DEFAULT_TIME_ZONE);
  const form = useForm<HireRequest>({
    resolver: zodResolver(hireRequestSchema),
    values: { startDate: application.startDate ?? '' },
  });
  const { errors } = form.formState;
  const idPrefix = `hire-${application.id}`;
  const name = candidateName(application);
  // Once hired, the same dialog moves the first day; the worker is told the new one.
  const isChange = application.status === 'accepted';

  const submit = form.handleSubmit(({ startDate }) => {
    if (startDate < today) {
      form.setError('startDate', { message: START_DATE_MESSAGES.past });
      return;
    }
    updateStatus.mutate(
      { id: application.id, status: 'accepted', startDate },
      {
        onSuccess: () => {
          toast(
            isChange
              ? { title: t('hire.changedTitle'), description: t('hire.changedDescription', { name }) }
              : { title: t('hire.successTitle'), description: t('hire.successDescription', { name }) },
          );
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('candidates.statusErrorTitle'),
            description: getErrorMessage(error, t('candidates.statusErrorDescription')),
          }),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t(isChange ? 'hire.changeTitle' : 'hire.title', { name })}
      description={t(isChange ? 'hire.changeDescription' : 'hire.description', { title: application.jobTitle })}
      cancelLabel={t('contact.cancel')}
      actionLabel={t(isChange ? 'hire.changeConfirm' : 'hire.confirm')}
      pendingLabel={t(isChange ? 'hire.saving' : 'hire.pending')}
      isPending={updateStatus.isPending}
      onSubmit={submit}
    >
      <FormField id={`${idPrefix}-start`} label={t('hire.startDate')} error={errors.startDate?.message}>
        <Input
          id={`${idPrefix}-start`}
          type="date"
          min={today}
          required
          aria-invalid={Boolean(errors.startDate)}
          aria-describedby={errors.startDate ? `${idPrefix}-start-error` : undefined}
          {...form.register('startDate')}
        />
      </FormField>
    </FormDialog>
  );
}
