import { useTranslation } from 'react-i18next';
import type { GoogleIndexingNotification } from '@core/admin/google-indexing';
import { formatDateTime } from '@/lib/format';
import { useGoogleIndexing } from '../api/get-google-indexing';

/** What Google's Indexing API was told about job pages, newest first; without a service account, what it would have been told. */
export function IndexingTab() {
  const { t } = useTranslation('admin');
  const { data, isPending, isError } = useGoogleIndexing();
  if (isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (isError) return <p role="alert">{t('loadError')}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('indexing.intro')}</p>
      <p className="text-sm font-medium" role="status">
        {data.configured ? t('indexing.configured', { sent: data.sentToday, limit: data.dailyLimit }) : t('indexing.notConfigured')}
      </p>
      {data.notifications.length === 0 ? (
        <p className="text-muted-foreground">{t('indexing.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {data.notifications.map((notification) => (
            <IndexingItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
    </div>
  );
}

function IndexingItem({ notification }: { notification: GoogleIndexingNotification }) {
  const { t } = useTranslation('admin');
  return (
    <li className="grid gap-1 rounded-md border bg-white p-3 text-sm">
      <p className="font-medium">
        {t(`indexing.types.${notification.type}`)} · {t(`indexing.states.${notification.state}`)}
      </p>
      <p className="break-all">{notification.url}</p>
      <p className="text-muted-foreground">
        {t('indexing.changed', { date: formatDateTime(notification.createdAt) })}
        {notification.sentAt && <> · {t('indexing.sentAt', { date: formatDateTime(notification.sentAt) })}</>}
        {notification.attempts > 1 && <> · {t('indexing.attempts', { count: notification.attempts })}</>}
      </p>
      {notification.waitsUntil && <p>{t('indexing.waitsUntil', { date: formatDateTime(notification.waitsUntil) })}</p>}
      {notification.lastError && notification.state !== 'unsent' && notification.state !== 'superseded' && (
        <p className="break-words text-muted-foreground">{t('indexing.lastError', { error: notification.lastError })}</p>
      )}
    </li>
  );
}
