import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CrewGroup } from '@core/crews/applicant-groups';
import { hireRequestSchema, START_DATE_MESSAGES, todayInTimeZone, type HireRequest } from '@core/applications/start-date';
import { DEFAULT_TIME_ZONE } from '@core/shared/time-zone';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { useUpdateApplicationStatus } from '../api/update-application-status';

/**
 * Hiring a crew names its first day (issue 55), as hiring a worker alone does: naming one member's application moves
 * every member's (the server takes the crew as one, positions counted), and each member is told the day. Once hired,
 * the same dialog moves the day and each member is told the new one. A refusal is shown in the card (`onRefused`).
 */
export function CrewHireDialog({
  group,
  open,
  onOpenChange,
  onRefused,
}: DialogOpenProps & { group: CrewGroup; onRefused(message: string | null): void }) {
  const { t } = useTranslation('crews-employer');
  const { t: tApplications } = useTranslation('applications');
  const updateStatus = useUpdateApplicationStatus();
  const { crew, lead } = group;
  const count = crew.members.length;
  const isChange = crew.members.every((member) => member.status === 'accepted');
  const today = todayInTimeZone(new Date(), browserTimeZone() ?? DEFAULT_TIME_ZONE);
  const form = useForm<HireRequest>({ resolver: zodResolver(hireRequestSchema), values: { startDate: lead.startDate ?? '' } });
  const { errors } = form.formState;
  const idPrefix = `crew-hire-${group.key}`;

  const submit = form.handleSubmit(({ startDate }) => {
    if (startDate < today) {
      form.setError('startDate', { message: START_DATE_MESSAGES.past });
      return;
    }
    onRefused(null);
    updateStatus.mutate(
      { id: lead.id, status: 'accepted', startDate },
      {
        onSuccess: () => {
          toast(
            isChange
              ? { title: tApplications('hire.changedTitle'), description: tApplications('hire.changedDescription', { name: crew.name }) }
              : {
                  title: t('applicant.hiredTitle'),
                  description: t('applicant.movedDescription', { name: crew.name, status: tApplications('status.accepted') }),
                },
          );
          onOpenChange(false);
        },
        onError: (failure) => {
          const message = getErrorMessage(failure, tApplications('candidates.statusErrorDescription'));
          onRefused(message);
          toast({ variant: 'destructive', title: tApplications('candidates.statusErrorTitle'), description: message });
          onOpenChange(false);
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={isChange ? tApplications('hire.changeTitle', { name: crew.name }) : t('applicant.hireTitle', { name: crew.name })}
      description={isChange ? tApplications('hire.changeDescription', { title: lead.jobTitle }) : t('applicant.hireDescription', { count })}
      cancelLabel={t('common.cancel')}
      actionLabel={isChange ? tApplications('hire.changeConfirm') : t('applicant.hireConfirm', { count })}
      pendingLabel={isChange ? tApplications('hire.saving') : t('applicant.hiring')}
      isPending={updateStatus.isPending}
      onSubmit={submit}
    >
      <FormField id={`${idPrefix}-start`} label={tApplications('hire.startDate')} error={errors.startDate?.message}>
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
