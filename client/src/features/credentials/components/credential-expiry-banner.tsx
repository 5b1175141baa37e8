import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useWorkerCredentials } from '@/lib/api/worker-credentials';
import { cn } from '@/lib/utils';
import { focusWalletSoon } from './wallet-focus';

/**
 * The worker dashboard's warning about credentials that have expired or expire within 60 days;
 * its button opens the profile tab (`onOpenProfile`) and brings the wallet into view.
 */
export function CredentialExpiryBanner({ onOpenProfile }: { onOpenProfile(): void }) {
  const { t } = useTranslation('credentials');
  const credentials = useWorkerCredentials();
  const held = (credentials.data ?? []).filter((credential) => !credential.inProgress);
  const expired = held.filter((credential) => credential.status === 'expired');
  const expiring = held.filter((credential) => credential.status === 'expiring');
  if (expired.length === 0 && expiring.length === 0) return null;

  const names = [...expired, ...expiring].map((credential) => credential.name).join(', ');
  return (
    <section
      aria-labelledby="credential-expiry-title"
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-3 text-sm sm:flex-row sm:items-center sm:justify-between',
        expired.length > 0 ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900',
      )}
    >
      <div className="flex gap-2">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="credential-expiry-title" className="font-semibold">
            {[
              expired.length > 0 && t('banner.expired', { count: expired.length }),
              expiring.length > 0 && t('banner.expiring', { count: expiring.length }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </h2>
          <p>{t('banner.description', { names })}</p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="shrink-0 bg-white"
        onClick={() => {
          onOpenProfile();
          focusWalletSoon();
        }}
      >
        {t('banner.open')}
      </Button>
    </section>
  );
}
