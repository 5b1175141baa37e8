import * as React from 'react';
import { useTranslation } from 'react-i18next';
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
import { ChangeNumberOrResend, CodeField, PhoneNumberFields, useResendCountdown } from './phone-code-parts';

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
  const resend = useResendCountdown();

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
          resend.start();
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

  const describedBy = error ? 'phone-auth-error' : undefined;

  // A new account's billing texts go by the channel whose code it entered (the server turns it on): said before and at the code.
  const textsLine = <p className="text-sm text-muted-foreground">{SIGN_UP_CONSENT_WORDS[currentLanguage()][channel]}</p>;

  if (sentTo) {
    return (
      <form className="grid gap-4" onSubmit={(event) => void verify(event)} noValidate>
        <p className="text-sm">{t(channel === 'sms' ? 'phone.sentSms' : 'phone.sentWhatsapp', { phone: formatPhone(sentTo) })}</p>
        <CodeField id="phone-auth-code" code={code} onCodeChange={setCode} invalid={Boolean(error)} describedBy={describedBy} />
        {errorLine}
        <Button type="submit" className="min-h-11" disabled={isSigningIn}>
          {isSigningIn ? t('processing') : mode === 'login' ? t('submitSignIn') : t('submitSignUp')}
        </Button>
        {textsLine}
        <ChangeNumberOrResend
          onChangeNumber={() => setSentTo(null)}
          onResend={() => send()}
          waitSeconds={resend.waitSeconds}
          isSending={requestCode.isPending}
        />
      </form>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={send} noValidate>
      {mode === 'signup' && <p className="text-sm text-muted-foreground">{t('phone.workersOnly')}</p>}
      <PhoneNumberFields
        idPrefix="phone-auth"
        phone={phone}
        onPhoneChange={setPhone}
        channel={channel}
        onChannelChange={setChannel}
        invalid={Boolean(error)}
        describedBy={describedBy}
      />
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
