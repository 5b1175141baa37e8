import type { TFunction } from 'i18next';
import { getPostedAge } from '@core/jobs/posted-age';
import type { JobDto, MatchReasonDto } from '@core/jobs/schemas';
import { dollarsToCents } from '@core/payments/money';
import { formatMoney } from '@/lib/format';

type JobsT = TFunction<'jobs'>;

export function formatPostedAge(t: JobsT, postedAt: string | null | undefined): string {
  const age = getPostedAge(postedAt);
  return age.unit === 'recently' || age.unit === 'today' ? t(`postedAge.${age.unit}`) : t(`postedAge.${age.unit}`, { count: age.count });
}

/** Salaries are whole dollars in the API (decisions.md). */
const formatSalaryAmount = (salary: number) => formatMoney(dollarsToCents(salary), 'dollars');

export function formatSalary(t: JobsT, job: Pick<JobDto, 'salaryMin' | 'salaryMax'>): string {
  const { salaryMin, salaryMax } = job;
  if (salaryMin != null && salaryMax != null) return `${formatSalaryAmount(salaryMin)} - ${formatSalaryAmount(salaryMax)}`;
  if (salaryMin != null) return t('salary.from', { amount: formatSalaryAmount(salaryMin) });
  if (salaryMax != null) return t('salary.upTo', { amount: formatSalaryAmount(salaryMax) });
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
