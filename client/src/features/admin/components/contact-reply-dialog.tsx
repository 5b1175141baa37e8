import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contactReplyRequestSchema, type ContactInboxMessage } from '@core/admin/console';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useReplyToContact } from '../api/reply-to-contact';

type FormInput = z.input<typeof contactReplyRequestSchema>;
type FormOutput = z.output<typeof contactReplyRequestSchema>;

/** The operator's e-mail answer to one contact message. */
export function ContactReplyDialog({ message, open, onOpenChange }: DialogOpenProps & { message: ContactInboxMessage }) {
  const { t } = useTranslation('admin');
  const reply = useReplyToContact();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(contactReplyRequestSchema), defaultValues: { body: '' } });
  const { errors } = form.formState;
  const idPrefix = `reply-${message.id}`;
  const submit = form.handleSubmit((input) =>
    reply.mutate(
      { id: message.id, input },
      {
        onSuccess: () => {
          toast({ title: t('inbox.sent') });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('inbox.failed'), description: getErrorMessage(error, t('loadError')) }),
      },
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t('inbox.replyTitle', { subject: message.subject })}
      description={t('inbox.replyDescription', { email: message.email })}
      cancelLabel={t('cancel')}
      actionLabel={t('inbox.send')}
      pendingLabel={t('inbox.sending')}
      isPending={reply.isPending}
      onSubmit={submit}
    >
      <FormField id={`${idPrefix}-body`} label={t('inbox.replyLabel')} error={errors.body?.message}>
        <Textarea id={`${idPrefix}-body`} rows={8} aria-invalid={Boolean(errors.body)} {...form.register('body')} />
      </FormField>
    </FormDialog>
  );
}
