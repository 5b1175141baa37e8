import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contactCandidateRequestSchema, type EmployerApplication } from '@core/applications/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useContactCandidate } from '../api/contact-candidate';
import { candidateName } from '../utils/format';
import { NativeSelect } from '@/components/ui/native-select';

type FormInput = z.input<typeof contactCandidateRequestSchema>;
type FormOutput = z.output<typeof contactCandidateRequestSchema>;

export function ContactCandidateDialog({ application, open, onOpenChange }: DialogOpenProps & { application: EmployerApplication }) {
  const { t } = useTranslation('applications');
  const contact = useContactCandidate();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactCandidateRequestSchema),
    defaultValues: { subject: '', message: '', contactMethod: 'email' },
  });
  const { errors } = form.formState;
  const idPrefix = `contact-${application.id}`;

  const submit = form.handleSubmit((input) =>
    contact.mutate(
      { id: application.id, input },
      {
        onSuccess: (result) => {
          toast({ title: t('contact.successTitle'), description: result.message });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('contact.errorTitle'),
            description: getErrorMessage(error, t('contact.errorDescription')),
          }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t('contact.title')}
      description={t('contact.description', { name: candidateName(application), title: application.jobTitle })}
      cancelLabel={t('contact.cancel')}
      actionLabel={t('contact.send')}
      pendingLabel={t('contact.sending')}
      isPending={contact.isPending}
      onSubmit={submit}
    >
      <FormField id={`${idPrefix}-method`} label={t('contact.method')}>
        <NativeSelect id={`${idPrefix}-method`} {...form.register('contactMethod')}>
          <option value="email">{t('contact.methodEmail')}</option>
          <option value="internal">{t('contact.methodInternal')}</option>
        </NativeSelect>
      </FormField>
      <FormField id={`${idPrefix}-subject`} label={t('contact.subject')} error={errors.subject?.message}>
        <Input id={`${idPrefix}-subject`} aria-invalid={Boolean(errors.subject)} {...form.register('subject')} />
      </FormField>
      <FormField id={`${idPrefix}-message`} label={t('contact.message')} error={errors.message?.message}>
        <Textarea id={`${idPrefix}-message`} rows={6} aria-invalid={Boolean(errors.message)} {...form.register('message')} />
      </FormField>
    </FormDialog>
  );
}
