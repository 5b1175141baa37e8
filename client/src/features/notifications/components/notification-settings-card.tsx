import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { DIGESTIBLE_TYPES, type NotificationPreference } from '@core/notifications/schemas';
import type { Language } from '@core/shared/options';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { usePhoneStatus } from '../api/get-phone-status';
import { availableChannels, ChannelSwitches, ConsentWords } from './channel-switches';
import { PhoneVerification } from './phone-verification';
import { PushDeviceButton } from './push-device-button';

/**
 * Notifications on the profile tab of both dashboards: each type on or off, new applications
 * instantly or daily, and each type's channels (e-mail, SMS, WhatsApp, push) once the number is verified.
 */
export function NotificationSettingsCard({ className }: { className?: string }) {
  // Its texts load on demand; the rest of the tab does not wait for them.
  return (
    <React.Suspense fallback={null}>
      <NotificationSettings className={className} />
    </React.Suspense>
  );
}

function NotificationSettings({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const phoneStatus = usePhoneStatus();
  const available = availableChannels(phoneStatus.data);
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
  const update = useUpdateNotificationPreferences();

  const save = (preference: NotificationPreference) =>
    update.mutate([preference], {
      onSuccess: () => toast({ title: t('savedTitle') }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('errorTitle'), description: getErrorMessage(error, t('errorFallback')) }),
    });

  return (
    <Card className={cn('bg-white', className)}>
      <CardHeader>
        <CardTitle>
          <span id="notification-settings-heading">{t('title')}</span>
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section className="grid gap-3 rounded-md border p-4" aria-labelledby="channels-phone-heading">
          <h3 id="channels-phone-heading" className="font-medium">
            {t('phone.heading')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('phone.hint')}</p>
          {phoneStatus.data && <PhoneVerification status={phoneStatus.data} />}
          {phoneStatus.data?.pushPublicKey && <PushDeviceButton publicKey={phoneStatus.data.pushPublicKey} />}
          {phoneStatus.data && !phoneStatus.data.verified && <p className="text-sm text-muted-foreground">{t('channels.needsPhone')}</p>}
        </section>
        {preferences.isPending ? (
          <p className="text-sm text-muted-foreground">{t('loading')}</p>
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadError')}
          </p>
        ) : (
          <section className="grid gap-4" aria-labelledby="notification-types-heading">
            <h3 id="notification-types-heading" className="font-medium">
              {t('typesHeading')}
            </h3>
            <ul className="grid gap-4">
              {preferences.data.preferences.map((preference) => {
                const id = `notify-${preference.type}`;
                return (
                  <li key={preference.type} className="grid gap-2 border-b pb-4 last:border-b-0 last:pb-0">
                    <div className="flex items-start gap-3">
                      <input
                        id={id}
                        type="checkbox"
                        className="mt-1 size-5 shrink-0 accent-primary"
                        checked={preference.enabled}
                        aria-describedby={`${id}-hint`}
                        onChange={(event) => save({ ...preference, enabled: event.target.checked })}
                      />
                      <div className="grid gap-0.5">
                        <label htmlFor={id} className="font-medium">
                          {t(`types.${preference.type}.label`)}
                        </label>
                        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                          {t(`types.${preference.type}.hint`)}
                        </p>
                      </div>
                    </div>
                    <ChannelSwitches preference={preference} available={available} onChange={save} />
                    {DIGESTIBLE_TYPES.includes(preference.type) && (
                      <div className="ml-8 grid max-w-xs gap-1">
                        <label htmlFor={`${id}-frequency`} className="text-sm">
                          {t('frequency')}
                        </label>
                        <NativeSelect
                          id={`${id}-frequency`}
                          value={preference.frequency}
                          disabled={!preference.enabled}
                          onChange={(event) =>
                            save({ ...preference, frequency: event.target.value as NotificationPreference['frequency'] })
                          }
                        >
                          <option value="instant">{t('frequencies.instant')}</option>
                          <option value="daily">{t('frequencies.daily')}</option>
                        </NativeSelect>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <ConsentWords language={language} status={phoneStatus.data} />
      </CardContent>
    </Card>
  );
}
