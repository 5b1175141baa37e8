import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@core/shared/phone';
import { LANGUAGES } from '@core/shared/options';
import {
  CONFIRMATION_CHANNELS,
  confirmationRequestSchema,
  type ConfirmationRequest,
  type WorkHistoryEntry,
} from '@core/work-history/schemas';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { currentLanguage, translateMessage } from '@/lib/i18n';
import { useRequestWorkHistoryConfirmation } from './api/request-work-history-confirmation';

type Contact = NonNullable<WorkHistoryEntry['contact']>;

/** A choice as native radios, each row a 44 px target. */
function RadioGroup({
  name,
  legend,
  options,
  error,
  register,
}: {
  name: keyof ConfirmationRequest;
  legend: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  register: UseFormRegister<ConfirmationRequest>;
}) {
  return (
    <fieldset className="grid min-w-0 gap-1" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2 text-sm">
          <input type="radio" value={option.value} className="h-4 w-4 shrink-0" {...register(name)} />
          <span className="min-w-0 break-words">{option.label}</span>
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} role="alert" className="text-sm text-destructive">
          {translateMessage(error)}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Sends the contact the worker named a one-time link to confirm or correct the entry: by e-mail or text (whichever
 * he gave), in the contact's language.
 */
export function AskConfirmationDialog({
  workerId,
  entryId,
  contact,
  open,
  onOpenChange,
}: DialogOpenProps & { workerId: string; entryId: string; contact: Contact }) {
  const { t } = useTranslation('work-history');
  const request = useRequestWorkHistoryConfirmation(workerId);
  const channels = CONFIRMATION_CHANNELS.filter((channel) => (channel === 'email' ? contact.email : contact.phone));
  const form = useForm<ConfirmationRequest>({
    resolver: zodResolver(confirmationRequestSchema),
    defaultValues: { channel: channels[0] ?? 'email', language: currentLanguage() },
  });
  const { errors } = form.formState;
  const idPrefix = `work-history-ask-${entryId}`;

  const submit = form.handleSubmit((values) =>
    request.mutate(
      { entryId, input: values },
      {
        onSuccess: (result) => {
          toast({ title: t('ask.sent', { name: contact.name }), description: t('ask.sentUntil', { date: formatDate(result.expiresAt) }) });
          onOpenChange(false);
        },
        onError: (error) => form.setError('root', { message: getErrorMessage(error, t('ask.failed')) }),
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      idPrefix={idPrefix}
      title={t('ask.title')}
      description={t('ask.description', { name: contact.name })}
      cancelLabel={t('cancel')}
      actionLabel={t('ask.submit')}
      pendingLabel={t('sending')}
      isPending={request.isPending}
      onSubmit={submit}
    >
      <RadioGroup
        name="channel"
        legend={t('ask.channel')}
        error={errors.channel?.message}
        register={form.register}
        options={channels.map((channel) => ({
          value: channel,
          label:
            channel === 'email'
              ? t('ask.byEmail', { address: contact.email })
              : t('ask.byText', { phone: contact.phone ? formatPhone(contact.phone) : '' }),
        }))}
      />
      <RadioGroup
        name="language"
        legend={t('ask.language')}
        error={errors.language?.message}
        register={form.register}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
    </FormDialog>
  );
}
