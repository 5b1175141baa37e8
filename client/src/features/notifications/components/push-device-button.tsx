import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { canUsePush, useTurnOnPush } from '../api/subscribe-push';

/** "Turn on notifications on this device": the browser asks for permission only after this click. */
export function PushDeviceButton({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation('notifications');
  const turnOn = useTurnOnPush();
  const [permission, setPermission] = React.useState(() => (canUsePush() ? Notification.permission : 'unsupported'));

  if (permission === 'unsupported') return <p className="text-sm text-muted-foreground">{t('push.unsupported')}</p>;
  if (permission === 'denied') return <p className="text-sm text-muted-foreground">{t('push.denied')}</p>;
  if (turnOn.isSuccess) return <p className="text-sm font-medium">{t('push.on')}</p>;
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="outline"
        className="h-auto min-h-10 w-full whitespace-normal sm:w-auto"
        disabled={turnOn.isPending}
        onClick={() => turnOn.mutate(publicKey, { onError: () => setPermission(Notification.permission) })}
      >
        {t('push.turnOn')}
      </Button>
      {turnOn.isError && Notification.permission !== 'denied' && (
        <p role="alert" className="text-sm text-destructive">
          {/* The server's refusal says what to do (this device is another account's, or not a browser's push service). */}
          {turnOn.error instanceof ApiError ? getErrorMessage(turnOn.error, t('errorFallback')) : t('errorFallback')}
        </p>
      )}
    </div>
  );
}
