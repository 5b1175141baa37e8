import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** What an offline visit shows instead of the browser's error page, or a page whose code could not be fetched. */
export function OfflineScreen({ reason = 'offline' }: { reason?: 'offline' | 'loadFailed' }) {
  const { t } = useTranslation('app-shell');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <WifiOff className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-navy">{t(`${reason}.title`)}</h1>
      <p className="max-w-sm text-muted-foreground">{t(`${reason}.description`)}</p>
      <Button onClick={() => window.location.reload()}>{t(`${reason}.retry`)}</Button>
    </main>
  );
}
