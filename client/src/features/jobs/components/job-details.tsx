import { useTranslation } from 'react-i18next';
import type { JobDto } from '@core/jobs/schemas';
import { Badge } from '@/components/ui/badge';
import { VerifiedEmployerBadge } from '@/components/verified-employer-badge';
import { optionLabel } from '@/lib/option-label';
import { formatMatchReason, formatPostedAge, formatSalary } from '../utils/job-labels';
import { CredentialCoverageLine, JobCredentialLists, JobTermBadges } from './job-credentials';

/** "Company · City, ST · 3 days ago", under the job's title. */
export function JobSummaryLine({ job }: { job: JobDto }) {
  const { t } = useTranslation('jobs');
  return <>{[job.companyName || t('card.companyFallback'), job.location, formatPostedAge(t, job.postedAt)].join(' · ')}</>;
}

/** The full job: the worker dashboard's detail dialog and the public job page show it the same way. */
export function JobDetails({ job }: { job: JobDto }) {
  const { t } = useTranslation('jobs');
  return (
    <>
      <div className="flex flex-wrap gap-1.5">
        <VerifiedEmployerBadge verification={job} />
        <Badge variant="secondary">{optionLabel('jobType', job.jobType)}</Badge>
        <Badge variant="outline">{optionLabel('industry', job.industry)}</Badge>
        {job.experienceLevel && <Badge variant="outline">{optionLabel('experienceLevel', job.experienceLevel)}</Badge>}
        {job.isBoosted && <Badge variant="warning">{t('card.boosted')}</Badge>}
      </div>
      <p className="font-medium">{formatSalary(t, job)}</p>
      {job.positions > 1 && <p>{t('detail.positions', { count: job.positions })}</p>}
      <JobTermBadges job={job} />
      <CredentialCoverageLine job={job} />
      <p className="whitespace-pre-line text-slate-700">{job.description}</p>
      {job.requirements.length > 0 && (
        <section>
          <h3 className="font-medium">{t('card.requirements')}</h3>
          <ul className="mt-1 list-disc pl-5">
            {job.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </section>
      )}
      <JobCredentialLists job={job} />
      {job.skills.length > 0 && (
        <section>
          <h3 className="font-medium">{t('card.skills')}</h3>
          <p>{job.skills.join(', ')}</p>
        </section>
      )}
      {job.matchReasons && job.matchReasons.length > 0 && (
        <p className="text-green-800">{job.matchReasons.map((reason) => formatMatchReason(t, reason)).join(' · ')}</p>
      )}
    </>
  );
}
