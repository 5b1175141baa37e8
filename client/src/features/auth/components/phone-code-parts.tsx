import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_RESEND_SECONDS } from '@core/auth/phone-sign-in-schemas';
import type { TextChannel } from '@core/channels/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The pieces every "text me a code" form shares (phone sign-in, reset by text): the number, the channel, the code, resend. */

/** Seconds until a code may be asked again; `start()` after each send. */
export function useResendCountdown() {
  const [waitSeconds, setWaitSeconds] = React.useState(0);
  React.useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);
  return { waitSeconds, start: () => setWaitSeconds(PHONE_CODE_RESEND_SECONDS) };
}

export function PhoneNumberFields(props: {
  idPrefix: string;
  phone: string;
  onPhoneChange(phone: string): void;
  channel: TextChannel;
  onChannelChange(channel: TextChannel): void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField id={`${props.idPrefix}-number`} label={t('phone.numberLabel')}>
        <Input
          id={`${props.idPrefix}-number`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(832) 555-0147"
          className="h-11"
          value={props.phone}
          aria-invalid={props.invalid}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onPhoneChange(event.target.value)}
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
                name={`${props.idPrefix}-channel`}
                value={option}
                checked={props.channel === option}
                onChange={() => props.onChannelChange(option)}
              />
              {t(option === 'sms' ? 'phone.sms' : 'phone.whatsapp')}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

export function CodeField(props: {
  id: string;
  code: string;
  onCodeChange(code: string): void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormField id={props.id} label={t('phone.codeLabel')}>
      <Input
        id={props.id}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        className="h-11 text-lg tracking-widest"
        value={props.code}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onCodeChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </FormField>
  );
}

export function ChangeNumberOrResend(props: { onChangeNumber(): void; onResend(): void; waitSeconds: number; isSending: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Button type="button" variant="ghost" className="min-h-11" onClick={props.onChangeNumber}>
        {t('phone.changeNumber')}
      </Button>
      <Button
        type="button"
        variant="outline"
        className="min-h-11"
        disabled={props.waitSeconds > 0 || props.isSending}
        onClick={props.onResend}
      >
        {props.waitSeconds > 0 ? t('phone.resendIn', { seconds: props.waitSeconds }) : t('phone.resend')}
      </Button>
    </div>
  );
}
