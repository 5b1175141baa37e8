import * as React from 'react';
import { Briefcase, Search, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { JobDto } from '@core/jobs/schemas';
import { PAY_UNITS, type PayUnit } from '@core/jobs/pay';
import { DEFAULT_RADIUS_MILES, JOB_SORTS } from '@core/jobs/search-options';
import { JobCard, JobCardSkeleton } from './job-card';
import { LazyJobDetailDialog } from './lazy-job-detail-dialog';
import { formatNumber } from '@/lib/format';
import { useJobCardActions } from '../hooks/use-job-card-actions';
import { Button } from '@/components/ui/button';
import { usePlaces } from '@/lib/api/get-places';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useJobCount } from '../api/get-job-count';
import { useJobs, type JobFilters } from '@/lib/api/get-jobs';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { SavedSearchesPanel } from './saved-searches-panel';
import { JobSearchFilters, type FilterForm } from './job-search-filters';

const SEARCH_DEBOUNCE_MS = 300;
const FIRST_RENDER_CARDS = 4;

const EMPTY_FILTERS: FilterForm = {
  q: '',
  industry: '',
  jobType: '',
  experienceLevel: '',
  minPay: '',
  payUnit: 'hour',
  location: '',
  radiusMiles: String(DEFAULT_RADIUS_MILES),
  sort: 'best',
  qualified: '',
  perDiem: '',
  lodging: '',
};

/** The form for a saved search or a link's query (?q=...&industry=...): known filters only. */
function formFromFilters(filters: Record<string, unknown>): FilterForm {
  const form = { ...EMPTY_FILTERS };
  for (const key of Object.keys(EMPTY_FILTERS) as Array<keyof FilterForm>) {
    const value = filters[key];
    if (value !== undefined && value !== null && value !== '') Object.assign(form, { [key]: String(value) });
  }
  if (!JOB_SORTS.includes(form.sort)) form.sort = EMPTY_FILTERS.sort;
  // A link or saved search from before pay units states its minimum a year, as the API reads it.
  if (!(PAY_UNITS as readonly string[]).includes(form.payUnit) || (form.minPay && !filters.payUnit)) form.payUnit = 'year';
  return form;
}

/** Whether the query narrows the list (sort and radius alone do not). */
function hasFilters({ sort: _sort, radiusMiles: _radius, ...narrowing }: JobFilters): boolean {
  return Object.values(narrowing).some((value) => value !== undefined);
}

function toQuery(form: FilterForm): JobFilters {
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

/** The filters the tab opens with for a link's query, so a dashboard can ask for the first page before the tab mounts. */
export function jobFiltersFromSearchParams(searchParams: URLSearchParams): JobFilters {
  return toQuery(formFromFilters(Object.fromEntries(searchParams)));
}

/** The worker's jobs tab: search, filters, sort, load more, and the detail dialog. */
export function JobSearchTab() {
  const { t } = useTranslation('jobs');
  const [searchParams] = useSearchParams();
  // A job alert's "See the full search" link opens the tab with that search's filters.
  const [form, setForm] = React.useState<FilterForm>(() => formFromFilters(Object.fromEntries(searchParams)));
  const [selectedJob, setSelectedJob] = React.useState<JobDto | null>(null);
  // Phones show the keyword box and a Filters toggle, so the first jobs fit on the first screen;
  // filters that came with a link start shown.
  const [showFilters, setShowFilters] = React.useState(() => hasFilters({ ...toQuery(form), q: undefined }));
  const filters = useDebouncedValue(
    React.useMemo(() => toQuery(form), [form]),
    SEARCH_DEBOUNCE_MS,
  );
  const jobs = useJobs(filters);
  const count = useJobCount(filters);
  const actions = useJobCardActions();
  const list = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  // The first cards render at once; the rest follow in an interruptible render, so a phone paints
  // the first screen of jobs without one long task for the whole page.
  const [cardLimit, setCardLimit] = React.useState(FIRST_RENDER_CARDS);
  React.useEffect(() => {
    if (list.length > cardLimit) React.startTransition(() => setCardLimit(Infinity));
  }, [list.length, cardLimit]);

  // Search (the button, Enter, a phone keyboard's Search key) asks again even when the words are unchanged, so a job
  // posted since shows up; changed words are already on their way through the debounce.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (JSON.stringify(toQuery(form)) !== JSON.stringify(filters)) return;
    void jobs.refetch();
    void count.refetch();
  };
  const update = <K extends keyof FilterForm>(key: K, value: FilterForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const clearFilters = () => setForm(EMPTY_FILTERS);
  // The server matches an unknown town as text in job locations and drops the radius; say so.
  const place = usePlaces(form.location);
  const unknownLocation = place.isUnknown ? form.location.trim() : null;

  return (
    <section aria-labelledby="available-jobs-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="available-jobs-heading" className="text-xl font-semibold">
          {t('search.title')}{' '}
          {count.data && (
            <span className="text-base font-normal text-muted-foreground">
              ({t(count.data.isCapped ? 'search.countCapped' : 'search.count', { total: formatNumber(count.data.total) })})
            </span>
          )}
        </h2>
      </div>
      <SavedSearchesPanel filters={filters} onOpen={(saved) => setForm(formFromFilters(saved))} />

      <form role="search" className="grid gap-3 rounded-lg border bg-white p-4" onSubmit={submit}>
        <FormField id="job-search-q" label={t('search.keywords')}>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Search className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground" aria-hidden="true" />
              <Input
                id="job-search-q"
                type="search"
                className="pl-9"
                placeholder={t('search.keywordsPlaceholder')}
                value={form.q}
                maxLength={200}
                onChange={(event) => update('q', event.target.value)}
              />
            </div>
            <Button type="submit">{t('search.submit')}</Button>
          </div>
        </FormField>
        <Button
          type="button"
          variant="outline"
          className="sm:hidden"
          aria-expanded={showFilters}
          aria-controls="job-search-filters"
          onClick={() => setShowFilters((current) => !current)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {showFilters ? t('search.hideFilters') : t('search.showFilters')}
        </Button>
        <JobSearchFilters form={form} isShown={showFilters} onChange={update} onClear={clearFilters} />
        {unknownLocation && (
          <p role="status" className="text-sm text-amber-900">
            {t('search.unknownLocation', { location: unknownLocation })}
          </p>
        )}
      </form>

      {jobs.isPending ? (
        <div role="status" className="grid gap-4" aria-busy="true" aria-label={t('search.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <JobCardSkeleton key={index} />
          ))}
        </div>
      ) : jobs.isError ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-6 text-center">
          <p className="font-medium">{t('search.errorTitle')}</p>
          <Button className="mt-3" variant="outline" onClick={() => void jobs.refetch()}>
            {t('search.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-lg border bg-white p-6 text-center sm:p-10">
          <Briefcase className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
          {hasFilters(filters) ? (
            <>
              <p className="mt-3 text-lg font-semibold">{t('search.noMatchTitle')}</p>
              <p className="text-muted-foreground">{t('search.noMatchDescription')}</p>
              <Button type="button" className="mt-4" onClick={clearFilters}>
                {t('search.clear')}
              </Button>
            </>
          ) : (
            <>
              <p className="mt-3 text-lg font-semibold">{t('search.emptyTitle')}</p>
              <p className="text-muted-foreground">{t('search.emptyDescription')}</p>
            </>
          )}
        </div>
      ) : (
        <>
          <ul className="grid gap-4" aria-label={t('search.resultsLabel')}>
            {list.slice(0, cardLimit).map((job) => (
              <li key={job.id}>
                <JobCard job={job} {...actions.cardProps(job)} onViewDetails={setSelectedJob} />
              </li>
            ))}
          </ul>
          {jobs.hasNextPage && (
            <Button variant="outline" className="mx-auto" disabled={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
              {jobs.isFetchingNextPage ? t('search.loadingMore') : t('search.loadMore')}
            </Button>
          )}
        </>
      )}

      <LazyJobDetailDialog job={selectedJob} onOpenChange={(open) => !open && setSelectedJob(null)} {...actions.dialogProps(selectedJob)} />
    </section>
  );
}
