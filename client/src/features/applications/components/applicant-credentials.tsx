import { BadgeCheck, CircleAlert, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApplicantCredential, EmployerApplication } from '@core/applications/schemas';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { useCredentialNames } from '@/lib/api/get-credential-catalogue';

const STATE_STYLE = {
  has: { icon: BadgeCheck, variant: 'success' },
  expired: { icon: CircleAlert, variant: 'warning' },
  missing: { icon: CircleX, variant: 'danger' },
} as const;

/** "Has 3 of 4 required credentials": the board card's short form. */
export function ApplicantCoverageSummary({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('applications');
  const required = application.requiredCredentials;
  if (required.length === 0) return null;
  const has = required.filter((credential) => credential.state === 'has').length;
  return (
    <p className={has === required.length ? 'text-xs text-green-800' : 'text-xs text-amber-900'} data-testid="applicant-coverage-summary">
      {t('credentialMatch.summary', { has, count: required.length })}
    </p>
  );
}

/**
 * Each credential the job applied to requires, as this applicant holds it (has / missing / expired),
 * with the expiry and a link to the card or certificate the worker uploaded.
 */
export function ApplicantCredentials({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('applications');
  const nameOf = useCredentialNames();
  if (application.requiredCredentials.length === 0) return null;
  return (
    <section aria-label={t('credentialMatch.title')} className="grid gap-1.5">
      <h4 className="text-sm font-medium">{t('credentialMatch.title')}</h4>
      <ul className="grid gap-1.5 text-sm" data-testid="applicant-credentials">
        {application.requiredCredentials.map((credential) => (
          <CredentialRow key={credential.credentialId} credential={credential} name={nameOf(credential.credentialId)} />
        ))}
      </ul>
    </section>
  );
}

function CredentialRow({ credential, name }: { credential: ApplicantCredential; name: string }) {
  const { t } = useTranslation('applications');
  const { icon: Icon, variant } = STATE_STYLE[credential.state];
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge variant={variant} className="gap-1">
        <Icon className="size-3" aria-hidden="true" />
        {t(`credentialMatch.states.${credential.state}`)}
      </Badge>
      <span className="font-medium">{name}</span>
      {credential.expiresAt && (
        <span className="text-muted-foreground">{t('credentialMatch.expires', { date: formatDate(credential.expiresAt) })}</span>
      )}
      {credential.evidenceUrl && (
        <a
          href={credential.evidenceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline-offset-4 hover:underline"
          aria-label={t('credentialMatch.evidenceFor', { name })}
        >
          {t('credentialMatch.evidence')}
        </a>
      )}
    </li>
  );
}
