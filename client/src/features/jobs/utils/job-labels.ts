import type { TFunction } from 'i18next';
import { getPostedAge } from '@core/jobs/posted-age';
import type { JobDto, MatchReasonDto } from '@core/jobs/schemas';
import { formatPay } from '@core/jobs/pay';
import { currentLanguage } from '@/lib/i18n';

type JobsT = TFunction<'jobs'>;

export function formatPostedAge(t: JobsT, postedAt: string | null | undefined): string {
  const age = getPostedAge(postedAt);
  return age.unit === 'recently' || age.unit === 'today' ? t(`postedAge.${age.unit}`) : t(`postedAge.${age.unit}`, { count: age.count });
}

/** Pay in its unit, in the reader's language, with US number formats (core formatPay, docs/decisions.md). */
export function formatSalary(t: JobsT, job: Pick<JobDto, 'salaryMin' | 'salaryMax' | 'payUnit'>): string {
  return formatPay(job.salaryMin, job.salaryMax, job.payUnit, currentLanguage()) ?? t('salary.notSpecified');
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
    case 'pay':
      return t('match.pay');
  }
}
