import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { crewInvitationRequestSchema, type CrewInvitationInput, type CrewInvitationRequest } from '@core/crews/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useInviteToCrew } from '../api/invite-to-crew';

type Method = 'sms' | 'whatsapp' | 'email';

/** The foreman invites by mobile number (a text or WhatsApp) or by e-mail; the server's schema reads "(832) 555-0147" as a US number. */
export function InviteMemberDialog({ crewId, open, onOpenChange }: DialogOpenProps & { crewId: string }) {
  const { t } = useTranslation('crews');
  const invite = useInviteToCrew();
  const [method, setMethod] = React.useState<Method>('sms');
  const form = useForm<CrewInvitationInput, unknown, CrewInvitationRequest>({
    resolver: zodResolver(crewInvitationRequestSchema),
    shouldUnregister: true,
  });
  const { errors } = form.formState;
  const prefix = `crew-invite-${crewId}`;

  const submit = form.handleSubmit((input) =>
    invite.mutate(
      { crewId, input: method === 'email' ? { email: input.email } : { phone: input.phone, channel: method } },
      {
        onSuccess: (sent) => {
          toast({ title: t('invite.sent'), description: t('invite.sentDescription', { date: formatDate(sent.expiresAt) }) });
          form.reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: t('invite.failed'), description: getErrorMessage(error, t('invite.failedFallback')) }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={prefix}
      title={t('invite.title')}
      description={t('invite.description')}
      cancelLabel={t('invite.cancel')}
      actionLabel={t('invite.send')}
      pendingLabel={t('invite.sending')}
      isPending={invite.isPending}
      onSubmit={submit}
    >
      <FormField id={`${prefix}-method`} label={t('invite.method')}>
        <NativeSelect
          id={`${prefix}-method`}
          value={method}
          onChange={(event) => {
            const next = event.target.value as Method;
            // Only the shown field is checked and sent: the other one's value and error go.
            form.unregister(next === 'email' ? 'phone' : 'email');
            form.clearErrors();
            setMethod(next);
          }}
        >
          <option value="sms">{t('invite.methodSms')}</option>
          <option value="whatsapp">{t('invite.methodWhatsapp')}</option>
          <option value="email">{t('invite.methodEmail')}</option>
        </NativeSelect>
      </FormField>
      {method === 'email' ? (
        <FormField key="email" id={`${prefix}-email`} label={t('invite.email')} error={errors.email?.message ?? errors.root?.message}>
          <Input id={`${prefix}-email`} type="email" autoComplete="off" aria-invalid={Boolean(errors.email)} {...form.register('email')} />
        </FormField>
      ) : (
        <FormField key="phone" id={`${prefix}-phone`} label={t('invite.phone')} error={errors.phone?.message ?? errors.root?.message}>
          <Input
            id={`${prefix}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder={t('invite.phoneHint')}
            aria-invalid={Boolean(errors.phone)}
            {...form.register('phone')}
          />
        </FormField>
      )}
    </FormDialog>
  );
}
