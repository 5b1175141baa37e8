import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { crewJobInvitationRequestSchema, type CrewJobInvitationRequest } from '@core/crews/job-invitations';
import type { Crew } from '@core/crews/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useEmployerJobs } from '@/lib/api/get-employer-jobs';
import { useAuth } from '@/lib/auth';
import { translateMessage } from '@/lib/i18n';
import { useInviteCrewToJob } from '../api/invite-crew-to-job';

/** "Invite to apply": the employer picks one of his open jobs with more than one position; the server's refusal is shown as sent. */
export function InviteCrewDialog({ crew, open, onOpenChange }: DialogOpenProps & { crew: Crew }) {
  const { t } = useTranslation('crews-employer');
  const { user } = useAuth();
  const jobs = useEmployerJobs(user?.id);
  const invite = useInviteCrewToJob();
  const [error, setError] = React.useState<string | null>(null);
  const openJobs = (jobs.data ?? []).filter((job) => job.isActive && !job.isExpired && job.positions > 1);
  const form = useForm<CrewJobInvitationRequest>({ resolver: zodResolver(crewJobInvitationRequestSchema), defaultValues: { jobId: '' } });
  const idPrefix = `invite-crew-${crew.id}`;

  const close = (next: boolean) => {
    if (!next) {
      setError(null);
      form.reset();
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(({ jobId }) => {
    setError(null);
    invite.mutate(
      { crewId: crew.id, jobId },
      {
        onSuccess: (result) => {
          toast({ title: t('invite.sentTitle'), description: translateMessage(result.message) });
          close(false);
        },
        onError: (failure) => setError(getErrorMessage(failure, t('invite.errorDescription'))),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      idPrefix={idPrefix}
      title={t('invite.title', { name: crew.name })}
      description={t('invite.description')}
      cancelLabel={t('common.cancel')}
      actionLabel={t('invite.send')}
      pendingLabel={t('invite.sending')}
      isPending={invite.isPending}
      onSubmit={submit}
    >
      {jobs.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('invite.loadingJobs')}
        </p>
      ) : openJobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invite.noOpenJobs')}</p>
      ) : (
        <FormField id={`${idPrefix}-job`} label={t('invite.jobLabel')} error={form.formState.errors.jobId?.message}>
          <NativeSelect id={`${idPrefix}-job`} aria-invalid={Boolean(form.formState.errors.jobId)} {...form.register('jobId')}>
            <option value="">{t('invite.jobPlaceholder')}</option>
            {openJobs.map((job) => (
              <option key={job.id} value={job.id}>
                {t('invite.jobOption', { title: job.title, location: job.location, count: job.positions })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
