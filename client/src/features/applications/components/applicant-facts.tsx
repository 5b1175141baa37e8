import { MessageCircle, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@core/applications/schemas';
import { groupedIntegerText } from '@/components/reviews/review-format';
import { optionLabel } from '@/lib/option-label';

/**
 * What an employer decides on before View Profile (issue 55): trade, years, miles to the job, how many of the
 * job's required credentials the worker holds, and his language, in one wrapping line.
 */
export function ApplicantFacts({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('applications');
  const profile = application.workerProfile;
  const required = application.requiredCredentials;
  const has = required.filter((credential) => credential.state === 'has').length;
  const facts = [
    profile.primaryTrade ? optionLabel('trade', profile.primaryTrade) : null,
    profile.experienceLevel ? optionLabel('yearsExperience', profile.experienceLevel) : null,
    application.facts.distanceMiles === null ? null : t('facts.distance', { miles: groupedIntegerText(application.facts.distanceMiles) }),
    required.length > 0 ? t('facts.credentials', { has, count: required.length }) : null,
    t(`facts.language.${application.facts.language}`),
  ].filter((fact): fact is string => fact !== null);
  return (
    <ul className="flex flex-wrap gap-x-2 gap-y-0.5 text-sm text-foreground" aria-label={t('facts.title')} data-testid="applicant-facts">
      {facts.map((fact, index) => (
        <li key={fact} className="[overflow-wrap:anywhere]">
          {index > 0 && (
            <span aria-hidden="true" className="mr-2 text-muted-foreground">
              ·
            </span>
          )}
          {fact}
        </li>
      ))}
    </ul>
  );
}

/** WhatsApp and SMS links, each only when the worker turned that channel on with a verified number (the API says so). */
export function ApplicantContactLinks({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('applications');
  const { whatsapp, sms } = application.contact;
  if (!whatsapp && !sms) return null;
  const name = [application.workerProfile.firstName, application.workerProfile.lastName].filter(Boolean).join(' ');
  const linkClass =
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <>
      {whatsapp && (
        <a
          className={linkClass}
          href={`https://wa.me/${whatsapp.replace(/^\+/, '')}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('facts.whatsappTo', { name })}
          data-testid="applicant-whatsapp"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {t('facts.whatsapp')}
        </a>
      )}
      {sms && (
        <a className={linkClass} href={`sms:${sms}`} aria-label={t('facts.smsTo', { name })} data-testid="applicant-sms">
          <MessageSquareText className="size-4" aria-hidden="true" />
          {t('facts.sms')}
        </a>
      )}
    </>
  );
}
