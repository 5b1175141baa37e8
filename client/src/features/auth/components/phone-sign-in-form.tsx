import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_RESEND_SECONDS } from '@core/auth/phone-sign-in-schemas';
import type { TextChannel } from '@core/channels/schemas';
import { SIGN_UP_CONSENT_WORDS } from '@core/channels/sign-up-consent';
import { formatPhone, toE164Phone } from '@core/shared/phone';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { currentLanguage } from '@/lib/i18n';
import { useRequestPhoneCode } from '../api/request-phone-code';

/**
 * Sign-in and worker sign-up by a phone number and a texted 6-digit code (issue 55): the number
 * as people write it, SMS or WhatsApp, then the code, with "Send again" after a short wait.
 * A number with no account yet becomes a worker account (names and e-mail optional).
 */
export function PhoneSignInForm({ mode, onSignedIn }: { mode: 'login' | 'signup'; onSignedIn(created: boolean): void }) {
  const { t } = useTranslation('auth');
  const { signInWithPhone } = useAuth();
  const requestCode = useRequestPhoneCode();
  const [phone, setPhone] = React.useState('');
  const [channel, setChannel] = React.useState<TextChannel>('sms');
  const [details, setDetails] = React.useState({ firstName: '', lastName: '', email: '' });
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const [code, setCode] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [isSigningIn, setIsSigningIn] = React.useState(false);
  const [waitSeconds, setWaitSeconds] = React.useState(0);

  React.useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  const send = (event?: React.FormEvent) => {
    event?.preventDefault();
    setError(null);
    const e164 = toE164Phone(phone);
    if (!e164) {
      setError(t('phone.invalid'));
      return;
    }
    requestCode.mutate(
      { phone: e164, channel },
      {
        onSuccess: () => {
          setSentTo(e164);
          setCode('');
          setWaitSeconds(PHONE_CODE_RESEND_SECONDS);
        },
        onError: (failure) => setError(getErrorMessage(failure, t('errorFallback'))),
      },
    );
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    setError(null);
    if (!/^\d{6}$/.test(code)) {
      setError(t('phone.codeInvalid'));
      return;
    }
    setIsSigningIn(true);
    try {
      const session = await signInWithPhone({
        phone: sentTo,
        code,
        ...(mode === 'signup' && {
          firstName: details.firstName || undefined,
          lastName: details.lastName || undefined,
          email: details.email || undefined,
        }),
      });
      onSignedIn(session.created);
    } catch (failure) {
      setError(getErrorMessage(failure, t('errorFallback')));
    } finally {
      setIsSigningIn(false);
    }
  };

  const errorLine = error && (
    <p id="phone-auth-error" role="alert" className="text-sm text-destructive">
      {error}
    </p>
  );

  // A new account's billing texts go by the channel whose code it entered (the server turns it on): said before and at the code.
  const textsLine = <p className="text-sm text-muted-foreground">{SIGN_UP_CONSENT_WORDS[currentLanguage()][channel]}</p>;

  if (sentTo) {
    return (
      <form className="grid gap-4" onSubmit={(event) => void verify(event)} noValidate>
        <p className="text-sm">{t(channel === 'sms' ? 'phone.sentSms' : 'phone.sentWhatsapp', { phone: formatPhone(sentTo) })}</p>
        <FormField id="phone-auth-code" label={t('phone.codeLabel')}>
          <Input
            id="phone-auth-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            className="h-11 text-lg tracking-widest"
            value={code}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'phone-auth-error' : undefined}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        </FormField>
        {errorLine}
        <Button type="submit" className="min-h-11" disabled={isSigningIn}>
          {isSigningIn ? t('processing') : mode === 'login' ? t('submitSignIn') : t('submitSignUp')}
        </Button>
        {textsLine}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="ghost" className="min-h-11" onClick={() => setSentTo(null)}>
            {t('phone.changeNumber')}
          </Button>
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            disabled={waitSeconds > 0 || requestCode.isPending}
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
      {mode === 'signup' && <p className="text-sm text-muted-foreground">{t('phone.workersOnly')}</p>}
      <FormField id="phone-auth-number" label={t('phone.numberLabel')}>
        <Input
          id="phone-auth-number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(832) 555-0147"
          className="h-11"
          value={phone}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'phone-auth-error' : undefined}
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
                name="phone-auth-channel"
                value={option}
                checked={channel === option}
                onChange={() => setChannel(option)}
              />
              {t(option === 'sms' ? 'phone.sms' : 'phone.whatsapp')}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'signup' && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <FormField id="phone-auth-first-name" label={`${t('firstName')} ${t('optional')}`}>
            <Input
              id="phone-auth-first-name"
              autoComplete="given-name"
              className="h-11"
              value={details.firstName}
              onChange={(event) => setDetails({ ...details, firstName: event.target.value })}
            />
          </FormField>
          <FormField id="phone-auth-last-name" label={`${t('lastName')} ${t('optional')}`}>
            <Input
              id="phone-auth-last-name"
              autoComplete="family-name"
              className="h-11"
              value={details.lastName}
              onChange={(event) => setDetails({ ...details, lastName: event.target.value })}
            />
          </FormField>
          <FormField id="phone-auth-email" label={`${t('email')} ${t('optional')}`}>
            <Input
              id="phone-auth-email"
              type="email"
              autoComplete="email"
              className="h-11"
              value={details.email}
              onChange={(event) => setDetails({ ...details, email: event.target.value })}
            />
          </FormField>
        </div>
      )}
      {errorLine}
      <Button type="submit" className="min-h-11" disabled={requestCode.isPending}>
        {requestCode.isPending ? t('processing') : t('phone.sendCode')}
      </Button>
      {textsLine}
    </form>
  );
}
