import { useTranslation } from 'react-i18next';
import { CONSENT_WORDS, NOTIFICATION_CHANNELS, type NotificationChannel, type PhoneStatus } from '@core/channels/schemas';
import type { NotificationPreference } from '@core/notifications/schemas';
import type { Language } from '@core/shared/options';

/** Which channels can be switched on now: texts need a verified number not stopped by keyword, push needs the server's key. */
export function availableChannels(status: PhoneStatus | undefined): Record<NotificationChannel, boolean> {
  return {
    email: true,
    sms: Boolean(status?.verified && !status.smsOptedOut),
    whatsapp: Boolean(status?.verified && !status.whatsappOptedOut),
    push: Boolean(status?.pushPublicKey),
  };
}

/** One type's channels, as a row of checkboxes under its label. */
export function ChannelSwitches({
  preference,
  available,
  onChange,
}: {
  preference: NotificationPreference;
  available: Record<NotificationChannel, boolean>;
  onChange: (preference: NotificationPreference) => void;
}) {
  const { t } = useTranslation('notifications');
  // Billing e-mails always go (they are about money owed; the type's hint says so): an e-mail switch there would do nothing.
  const shown = NOTIFICATION_CHANNELS.filter(
    (channel) => (channel !== 'push' || available.push) && (channel !== 'email' || preference.type !== 'billing'),
  );
  return (
    <fieldset className="ml-8 grid gap-1" disabled={!preference.enabled}>
      <legend className="text-sm">{t('channels.legend', { type: t(`types.${preference.type}.label`) })}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {shown.map((channel) => {
          const id = `notify-${preference.type}-${channel}`;
          // A channel already on stays switchable off even when it could not be turned on now.
          const isDisabled = !available[channel] && !preference.channels[channel];
          return (
            <div key={channel} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                className="size-5 accent-primary"
                checked={preference.channels[channel]}
                disabled={isDisabled}
                onChange={(event) => onChange({ ...preference, channels: { ...preference.channels, [channel]: event.target.checked } })}
              />
              <label htmlFor={id} className="text-sm">
                {t(`channels.${channel}`)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The words each channel's consent is stored with (TCPA): shown exactly as the server records them. */
export function ConsentWords({ language, status }: { language: Language; status: PhoneStatus | undefined }) {
  const { t } = useTranslation('notifications');
  const channels = (['sms', 'whatsapp', 'push'] as const).filter((channel) => channel !== 'push' || status?.pushPublicKey);
  return (
    <div className="grid gap-1 text-xs text-muted-foreground">
      <p className="font-medium">{t('channels.consentHeading')}</p>
      {channels.map((channel) => (
        <p key={channel}>
          <span className="font-medium">{t(`channels.${channel}`)}:</span> {CONSENT_WORDS[language][channel]}
        </p>
      ))}
      {status?.smsOptedOut && <p>{t('channels.optedOut', { channel: t('channels.sms') })}</p>}
      {status?.whatsappOptedOut && <p>{t('channels.optedOut', { channel: t('channels.whatsapp') })}</p>}
    </div>
  );
}
