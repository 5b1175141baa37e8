import type { TFunction } from 'i18next';
import { getPostedAge } from '@core/jobs/posted-age';
import type { JobDto, MatchReasonDto } from '@core/jobs/schemas';

type JobsT = TFunction<'jobs'>;

export function formatPostedAge(t: JobsT, postedAt: string | null | undefined): string {
  const age = getPostedAge(postedAt);
  return age.unit === 'recently' || age.unit === 'today'
    ? t(`postedAge.${age.unit}`)
    : t(`postedAge.${age.unit}`, { count: age.count });
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatSalary(t: JobsT, job: Pick<JobDto, 'salaryMin' | 'salaryMax'>): string {
  const { salaryMin, salaryMax } = job;
  if (salaryMin != null && salaryMax != null) return `${dollars.format(salaryMin)} - ${dollars.format(salaryMax)}`;
  if (salaryMin != null) return t('salary.from', { amount: dollars.format(salaryMin) });
  if (salaryMax != null) return t('salary.upTo', { amount: dollars.format(salaryMax) });
  return t('salary.notSpecified');
}

export function formatMatchReason(t: JobsT, reason: MatchReasonDto): string {
  switch (reason.type) {
    case 'trade':
      return t('match.trade');
    case 'skills':
      return t('match.skills', { count: reason.count });
    case 'industry':
      return t('match.industry');
    case 'distance':
      return t('match.distance', { miles: reason.miles });
  }
}
