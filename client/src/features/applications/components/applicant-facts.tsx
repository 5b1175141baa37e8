import { MessageCircle, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmployerApplication } from '@core/applications/schemas';
import { groupedIntegerText } from '@/components/reviews/review-format';
import { optionLabel } from '@/lib/option-label';

type Translate = ReturnType<typeof useTranslation<'applications'>>['t'];

interface FactInputs {
  primaryTrade: string | null;
  experienceLevel: string | null;
  distanceMiles: number | null;
  credentialsHeld: number;
  credentialsRequired: number;
  language: 'en' | 'es';
}

/** The facts in the order an employer weighs them; unknown ones are left out. */
function factTexts(t: Translate, facts: FactInputs): string[] {
  return [
    facts.primaryTrade ? optionLabel('trade', facts.primaryTrade) : null,
    facts.experienceLevel ? optionLabel('yearsExperience', facts.experienceLevel) : null,
    facts.distanceMiles === null ? null : t('facts.distance', { miles: groupedIntegerText(facts.distanceMiles) }),
    facts.credentialsRequired > 0 ? t('facts.credentials', { has: facts.credentialsHeld, count: facts.credentialsRequired }) : null,
    t(`facts.language.${facts.language}`),
  ].filter((fact): fact is string => fact !== null);
}

/** One wrapping line; the dot follows a fact, so a wrapped line starts with a fact, not a dot. */
function FactsLine({
  facts,
  label,
  testId,
  className = 'text-sm',
}: {
  facts: string[];
  label: string;
  testId: string;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-x-2 gap-y-0.5 text-foreground ${className}`} aria-label={label} data-testid={testId}>
      {facts.map((fact, index) => (
        <li key={fact} className="[overflow-wrap:anywhere]">
          {fact}
          {index < facts.length - 1 && (
            <span aria-hidden="true" className="ml-2 text-muted-foreground">
              ·
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * What an employer decides on before View Profile (issue 55): trade, years, miles to the job, how many of the
 * job's required credentials the worker holds, and his language, in one wrapping line.
 */
export function ApplicantFacts({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation('applications');
  const profile = application.workerProfile;
  const required = application.requiredCredentials;
  const facts = factTexts(t, {
    primaryTrade: profile.primaryTrade,
    experienceLevel: profile.experienceLevel,
    distanceMiles: application.facts.distanceMiles,
    credentialsHeld: required.filter((credential) => credential.state === 'has').length,
    credentialsRequired: required.length,
    language: application.facts.language,
  });
  return <FactsLine facts={facts} label={t('facts.title')} testId="applicant-facts" />;
}

type CrewMember = NonNullable<EmployerApplication['crew']>['members'][number];

/** The same facts for one member of a crew (issue 55), from the crew's own answer: no request per member. */
export function CrewMemberFacts({ member, credentialsRequired, name }: { member: CrewMember; credentialsRequired: number; name: string }) {
  const { t } = useTranslation('applications');
  const facts = factTexts(t, {
    primaryTrade: member.primaryTrade,
    experienceLevel: member.facts.experienceLevel,
    distanceMiles: member.facts.distanceMiles,
    credentialsHeld: member.facts.credentialsHeld,
    credentialsRequired,
    language: member.facts.language,
  });
  // Compact under the member's name, so a crew of several still reads on a phone.
  return <FactsLine facts={facts} label={t('facts.memberTitle', { name })} testId="crew-member-facts" className="text-xs" />;
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
