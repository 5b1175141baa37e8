import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** "Verified employer" on a job whose employer is verified (by its e-mail's domain or by an operator). */
export function VerifiedEmployerBadge({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation('jobs');
  if (!isVerified) return null;
  return (
    <Badge variant="info" className="gap-1" data-testid="verified-employer">
      <BadgeCheck className="size-3" aria-hidden="true" />
      {t('card.verifiedEmployer')}
    </Badge>
  );
}
