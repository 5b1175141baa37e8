import { BadgeCheck, BedDouble, CalendarClock, Clock4, DollarSign, Plane, ShieldAlert } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobDto } from '@core/jobs/schemas';
import { Badge } from '@/components/ui/badge';
import { useCredentialNames } from '@/lib/api/get-credential-catalogue';

/** Where a missing or expired credential points: the training programs that lead to it. */
export function trainingLink(credentialId: string) {
  return `/workforce-training-programs?credentialId=${encodeURIComponent(credentialId)}`;
}

/** Per diem, lodging, travel, rotation and overtime as small badges; nothing when the job states none. */
export function JobTermBadges({ job }: { job: JobDto }) {
  const { t } = useTranslation('jobs');
  const terms = [
    job.perDiem ? { key: 'perDiem', icon: DollarSign, text: t('credentialMatch.terms.perDiem', { amount: job.perDiem }) } : null,
    job.lodgingProvided ? { key: 'lodging', icon: BedDouble, text: t('credentialMatch.terms.lodging') } : null,
    job.travelRequired ? { key: 'travel', icon: Plane, text: t('credentialMatch.terms.travel') } : null,
    job.rotation ? { key: 'rotation', icon: CalendarClock, text: t('credentialMatch.terms.rotation', { rotation: job.rotation }) } : null,
    job.overtimeExpected ? { key: 'overtime', icon: Clock4, text: t('credentialMatch.terms.overtime') } : null,
  ].filter((term) => term !== null);
  if (terms.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('credentialMatch.terms.label')}>
      {terms.map(({ key, icon: Icon, text }) => (
        <li key={key}>
          <Badge variant="outline" className="gap-1">
            <Icon className="size-3" aria-hidden="true" />
            {text}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function CredentialLinks({ ids }: { ids: string[] }) {
  const { t } = useTranslation('jobs');
  const nameOf = useCredentialNames();
  return ids.map((id, index) => (
    <Fragment key={id}>
      {index > 0 && ', '}
      <Link to={trainingLink(id)} className="font-medium underline" aria-label={t('credentialMatch.trainingFor', { name: nameOf(id) })}>
        {nameOf(id)}
      </Link>
    </Fragment>
  ));
}

/**
 * "You have 3 of 4 required credentials - missing: TWIC" for a signed-in worker (the server's
 * coverage of their wallet); each missing or expired credential links to training for it.
 */
export function CredentialCoverageLine({ job }: { job: JobDto }) {
  const { t } = useTranslation('jobs');
  const coverage = job.credentialCoverage;
  const count = job.requiredCredentials.length;
  if (!coverage || count === 0) return null;
  const isQualified = coverage.missing.length === 0 && coverage.expired.length === 0;
  const Icon = isQualified ? BadgeCheck : ShieldAlert;
  return (
    <p
      className={isQualified ? 'flex gap-1.5 text-green-800' : 'flex gap-1.5 text-amber-900'}
      data-testid="credential-coverage"
      data-qualified={isQualified}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {isQualified ? t('credentialMatch.qualified', { count }) : t('credentialMatch.coverage', { count, has: coverage.has.length })}
        {coverage.missing.length > 0 && (
          <>
            {' - '}
            {t('credentialMatch.missing')} <CredentialLinks ids={coverage.missing} />
          </>
        )}
        {coverage.expired.length > 0 && (
          <>
            {' - '}
            {t('credentialMatch.expired')} <CredentialLinks ids={coverage.expired} />
          </>
        )}
      </span>
    </p>
  );
}

/** The job's required and preferred credentials by name (the details view). */
export function JobCredentialLists({ job }: { job: JobDto }) {
  const { t } = useTranslation('jobs');
  const nameOf = useCredentialNames();
  const lists = [
    { key: 'required', ids: job.requiredCredentials, title: t('credentialMatch.required') },
    { key: 'preferred', ids: job.preferredCredentials, title: t('credentialMatch.preferred') },
  ].filter((list) => list.ids.length > 0);
  return lists.map((list) => (
    <section key={list.key}>
      <h3 className="font-medium">{list.title}</h3>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {list.ids.map((id) => (
          <li key={id}>
            <Badge variant={list.key === 'required' ? 'secondary' : 'outline'}>{nameOf(id)}</Badge>
          </li>
        ))}
      </ul>
    </section>
  ));
}
