import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@core/applications/schemas';
import { Badge } from '@/components/ui/badge';

/** 001 section 3: pending yellow, accepted green, anything else red. */
export function ApplicationStatusBadge({ status, className }: { status: ApplicationStatus | null | undefined; className?: string }) {
  const { t } = useTranslation('applications');
  const shown = status ?? 'pending';
  const variant = shown === 'pending' ? 'warning' : shown === 'accepted' ? 'success' : 'danger';
  return (
    <Badge variant={variant} className={className}>
      {t(`status.${shown}`)}
    </Badge>
  );
}
