import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { TextChannel } from '@core/channels/schemas';
import { formatPhone, toE164Phone } from '@core/shared/phone';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useRequestPhoneReset } from '../api/request-phone-reset';
import { ChangeNumberOrResend, CodeField, PhoneNumberFields, useResendCountdown } from './phone-code-parts';

const PASSWORD_MIN_LENGTH = 8;

/**
 * "Forgot password?" by text (issue 55): a worker who verified a number gets a code by SMS or
 * WhatsApp, then sets a new password with it, which signs him in. The answer to the number never
 * says whether it has an account.
 */
export function PhoneResetForm({ onBack, onSignedIn }: { onBack(): void; onSignedIn(): void }) {
  const { t } = useTranslation('auth');
  const { resetPasswordByPhone } = useAuth();
  const request = useRequestPhoneReset();
  const [phone, setPhone] = React.useState('');
  const [channel, setChannel] = React.useState<TextChannel>('sms');
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const [code, setCode] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [isSaving, setIsSaving] = React.useState(false);
  const resend = useResendCountdown();

  const send = (event?: React.FormEvent) => {
    event?.preventDefault();
    setError(null);
    const e164 = toE164Phone(sentTo ?? phone);
    if (!e164) {
      setError(t('phone.invalid'));
      return;
    }
    request.mutate(
      { phone: e164, channel },
      {
        onSuccess: () => {
          setSentTo(e164);
          resend.start();
        },
        onError: (failure) => setError(getErrorMessage(failure, t('errorFallback'))),
      },
    );
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    setError(null);
    if (!/^\d{6}$/.test(code)) return setError(t('phone.codeInvalid'));
    if (password.length < PASSWORD_MIN_LENGTH) return setError(t('phoneReset.passwordTooShort'));
    setIsSaving(true);
    try {
      await resetPasswordByPhone({ phone: sentTo, code, password });
      onSignedIn();
    } catch (failure) {
      setError(getErrorMessage(failure, t('errorFallback')));
    } finally {
      setIsSaving(false);
    }
  };

  const errorLine = error && (
    <p id="phone-reset-error" role="alert" className="text-sm text-destructive">
      {error}
    </p>
  );
  const describedBy = error ? 'phone-reset-error' : undefined;

  if (sentTo) {
    return (
      <form className="grid gap-4" onSubmit={(event) => void save(event)} noValidate>
        <p role="status" className="rounded-md bg-accent px-3 py-2 text-sm">
          {t('phoneReset.sent', { phone: formatPhone(sentTo) })}
        </p>
        <CodeField id="phone-reset-code" code={code} onCodeChange={setCode} invalid={Boolean(error)} describedBy={describedBy} />
        <FormField id="phone-reset-password" label={t('phoneReset.newPassword')}>
          <Input
            id="phone-reset-password"
            type="password"
            autoComplete="new-password"
            className="h-11"
            value={password}
            aria-describedby={describedBy}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        {errorLine}
        <Button type="submit" className="min-h-11" disabled={isSaving}>
          {isSaving ? t('processing') : t('phoneReset.save')}
        </Button>
        <ChangeNumberOrResend
          onChangeNumber={() => setSentTo(null)}
          onResend={() => send()}
          waitSeconds={resend.waitSeconds}
          isSending={request.isPending}
        />
      </form>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={send} noValidate>
      <p className="text-sm text-muted-foreground">{t('phoneReset.intro')}</p>
      <PhoneNumberFields
        idPrefix="phone-reset"
        phone={phone}
        onPhoneChange={setPhone}
        channel={channel}
        onChannelChange={setChannel}
        invalid={Boolean(error)}
        describedBy={describedBy}
      />
      {errorLine}
      <Button type="submit" className="min-h-11" disabled={request.isPending}>
        {request.isPending ? t('processing') : t('phone.sendCode')}
      </Button>
      <Button type="button" variant="ghost" className="min-h-11" onClick={onBack}>
        {t('backToSignIn')}
      </Button>
    </form>
  );
}
