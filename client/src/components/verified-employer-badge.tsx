import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmployerVerificationFields } from '@core/trust/employer-verification';
import { Badge } from '@/components/ui/badge';

/**
 * The verified employer's badge, saying how: "Verified: e-mail at acme.com" (a confirmed mailbox at
 * the website's domain), "Verified: domain acme.com" (a DNS record or file there) or "Checked by
 * CrewBridge" (an operator); nothing for an unverified one.
 * A long domain wraps inside the badge, so it stays within a 375 px card.
 */
export function VerifiedEmployerBadge({ verification }: { verification: EmployerVerificationFields }) {
  const { t } = useTranslation();
  if (!verification.employerVerified) return null;
  const domain = verification.employerVerifiedDomain;
  const text =
    verification.employerVerification === 'operator'
      ? t('verifiedEmployer.operator')
      : verification.employerVerification === 'email_domain' && domain
        ? t('verifiedEmployer.emailDomain', { domain })
        : verification.employerVerification === 'domain' && domain
          ? t('verifiedEmployer.domain', { domain })
          : t('verifiedEmployer.verified');
  return (
    <Badge variant="info" className="max-w-full gap-1 [overflow-wrap:anywhere]" data-testid="verified-employer">
      <BadgeCheck className="size-3 shrink-0" aria-hidden="true" />
      <span className="min-w-0">{text}</span>
    </Badge>
  );
}
