import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneStatus, TextChannel } from '@core/channels/schemas';
import { formatPhone, phoneFieldValue } from '@core/shared/phone';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useConfirmPhoneCode } from '../api/confirm-phone-code';
import { useSendPhoneCode } from '../api/send-phone-code';

/**
 * The mobile number for texts: send a 6-digit code by SMS or WhatsApp, then type it in. The field
 * starts with the number waiting for its code, else the profile's number, so nobody types it twice.
 */
export function PhoneVerification({ status }: { status: PhoneStatus }) {
  const { t } = useTranslation('notifications');
  const { user } = useAuth();
  const [isChanging, setIsChanging] = React.useState(false);
  const [phone, setPhone] = React.useState(() => phoneFieldValue(status.pendingPhone ?? (status.verified ? null : user?.phone)));
  const [code, setCode] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();

  const sendCode = (channel: TextChannel) => {
    setError(null);
    send.mutate(
      { phone, channel },
      {
        onSuccess: () => {
          setCode('');
          toast({ title: t('phone.sentTitle') });
        },
        onError: (failure) => setError(getErrorMessage(failure, t('errorFallback'))),
      },
    );
  };
  const confirmCode = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    confirm.mutate(code, {
      onSuccess: () => {
        setIsChanging(false);
        setPhone('');
        setCode('');
        toast({ title: t('phone.verifiedTitle') });
      },
      onError: (failure) => setError(getErrorMessage(failure, t('errorFallback'))),
    });
  };

  if (status.verified && status.phone && !isChanging && !status.pendingPhone) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-medium">{t('phone.verified', { phone: formatPhone(status.phone) })}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            setPhone('');
            setIsChanging(true);
          }}
        >
          {t('phone.change')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <label htmlFor="channels-phone" className="text-sm font-medium">
          {t('phone.label')}
        </label>
        <Input
          id="channels-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('phone.placeholder')}
          value={phone}
          maxLength={30}
          onChange={(event) => setPhone(event.target.value)}
          aria-describedby={error ? 'channels-phone-error' : undefined}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={send.isPending || phone.trim() === ''} onClick={() => sendCode('sms')}>
          {t('phone.sendSms')}
        </Button>
        <Button type="button" variant="outline" disabled={send.isPending || phone.trim() === ''} onClick={() => sendCode('whatsapp')}>
          {t('phone.sendWhatsapp')}
        </Button>
      </div>
      {status.pendingPhone && (
        <form className="grid gap-2" onSubmit={confirmCode}>
          <p className="text-sm text-muted-foreground">{t('phone.codeSentTo', { phone: formatPhone(status.pendingPhone) })}</p>
          <label htmlFor="channels-code" className="text-sm font-medium">
            {t('phone.codeLabel')}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="channels-code"
              className="w-36"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
            <Button type="submit" disabled={confirm.isPending || code.length !== 6}>
              {t('phone.confirm')}
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p id="channels-phone-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
