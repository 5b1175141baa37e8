import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_RESEND_SECONDS } from '@core/auth/phone-sign-in-schemas';
import type { TextChannel } from '@core/channels/schemas';
import { formatPhone, toE164Phone } from '@core/shared/phone';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useRequestPhoneReset } from '../api/request-phone-reset';

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
  const [waitSeconds, setWaitSeconds] = React.useState(0);

  React.useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

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
          setWaitSeconds(PHONE_CODE_RESEND_SECONDS);
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
        <FormField id="phone-reset-code" label={t('phone.codeLabel')}>
          <Input
            id="phone-reset-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            className="h-11 text-lg tracking-widest"
            value={code}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        </FormField>
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
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="ghost" className="min-h-11" onClick={() => setSentTo(null)}>
            {t('phone.changeNumber')}
          </Button>
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            disabled={waitSeconds > 0 || request.isPending}
            onClick={() => send()}
          >
            {waitSeconds > 0 ? t('phone.resendIn', { seconds: waitSeconds }) : t('phone.resend')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={send} noValidate>
      <p className="text-sm text-muted-foreground">{t('phoneReset.intro')}</p>
      <FormField id="phone-reset-number" label={t('phone.numberLabel')}>
        <Input
          id="phone-reset-number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(832) 555-0147"
          className="h-11"
          value={phone}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('phone.channelLegend')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['sms', 'whatsapp'] as const).map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                name="phone-reset-channel"
                value={option}
                checked={channel === option}
                onChange={() => setChannel(option)}
              />
              {t(option === 'sms' ? 'phone.sms' : 'phone.whatsapp')}
            </label>
          ))}
        </div>
      </fieldset>
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
