import { useTranslation } from 'react-i18next';
import type { WorkerCredential } from '@core/credentials/schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<WorkerCredential['status'], BadgeProps['variant']> = { valid: 'success', expiring: 'warning', expired: 'danger' };

/** Valid, expiring (within 60 days) or expired, from the server; a career certification still in progress says so instead. */
export function CredentialStatusBadge({ credential }: { credential: Pick<WorkerCredential, 'status' | 'inProgress'> }) {
  const { t } = useTranslation('credentials');
  if (credential.inProgress) return <Badge variant="secondary">{t('status.inProgress')}</Badge>;
  return <Badge variant={VARIANTS[credential.status]}>{t(`status.${credential.status}`)}</Badge>;
}
