import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@core/applications/schemas';
import { Badge } from '@/components/ui/badge';

/**
 * 001 section 3 colours pending yellow and accepted green; of the rest only a rejection reads as an
 * error (red). Reviewed and interview are progress, not failures (docs/decisions.md).
 */
const STATUS_VARIANTS = {
  pending: 'warning',
  reviewed: 'secondary',
  interview: 'info',
  accepted: 'success',
  rejected: 'danger',
} as const satisfies Record<ApplicationStatus, string>;

export function ApplicationStatusBadge({ status, className }: { status: ApplicationStatus | null | undefined; className?: string }) {
  const { t } = useTranslation('applications');
  const shown = status ?? 'pending';
  return (
    <Badge variant={STATUS_VARIANTS[shown]} className={className}>
      {t(`status.${shown}`)}
    </Badge>
  );
}
