import { PAY_UNITS, type PayUnit } from '@core/jobs/pay';
import { DEFAULT_RADIUS_MILES, type JobSort } from '@core/jobs/search-options';
import type { JobFilters } from '@/lib/api/get-jobs';
import type { FilterForm } from '../components/job-search-filters';

/** The search form with nothing chosen, sorted by `sort`. */
export function emptySearchForm(sort: JobSort): FilterForm {
  return {
    q: '',
    industry: '',
    jobType: '',
    experienceLevel: '',
    minPay: '',
    payUnit: 'hour',
    location: '',
    radiusMiles: String(DEFAULT_RADIUS_MILES),
    sort,
    qualified: '',
    perDiem: '',
    lodging: '',
  };
}

/**
 * The form for a link's query or a saved search: known filters only, and a sort among `sorts`
 * (the first when the link names another).
 */
export function formFromValues(values: Record<string, unknown>, sorts: readonly JobSort[]): FilterForm {
  const form = emptySearchForm(sorts[0]!);
  for (const key of Object.keys(form) as Array<keyof FilterForm>) {
    const value = values[key];
    if (value !== undefined && value !== null && value !== '') Object.assign(form, { [key]: String(value) });
  }
  if (!sorts.includes(form.sort)) form.sort = sorts[0]!;
  // A link or saved search from before pay units states its minimum a year, as the API reads it.
  if (!(PAY_UNITS as readonly string[]).includes(form.payUnit) || (form.minPay && !values.payUnit)) form.payUnit = 'year';
  return form;
}

/** The API's filters for the form: blanks left out, the radius only with a place, the pay unit only with a minimum. */
export function toJobFilters(form: FilterForm): JobFilters {
  const minPay = /^\d+$/.test(form.minPay.trim()) ? form.minPay.trim() : undefined;
  const location = form.location.trim();
  return {
    q: form.q.trim() || undefined,
    industry: (form.industry || undefined) as JobFilters['industry'],
    jobType: (form.jobType || undefined) as JobFilters['jobType'],
    experienceLevel: (form.experienceLevel || undefined) as JobFilters['experienceLevel'],
    minPay,
    payUnit: minPay ? (form.payUnit as PayUnit) : undefined,
    location: location || undefined,
    radiusMiles: location ? form.radiusMiles : undefined,
    sort: form.sort,
    qualified: form.qualified === 'true' || undefined,
    perDiem: form.perDiem === 'true' || undefined,
    lodging: form.lodging === 'true' || undefined,
  };
}

/** Whether the filters narrow the list (sort and radius alone do not). */
export function hasFilters({ sort: _sort, radiusMiles: _radius, ...narrowing }: JobFilters): boolean {
  return Object.values(narrowing).some((value) => value !== undefined);
}
