import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { JobDto } from '@core/jobs/schemas';
import { JOB_SORTS } from '@core/jobs/search-options';
import { formatNumber } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { useJobs, type JobFilters } from '@/lib/api/get-jobs';
import { useJobCount } from '../api/get-job-count';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useJobCardActions } from '../hooks/use-job-card-actions';
import { emptySearchForm, formFromValues, hasFilters, toJobFilters } from '../utils/search-form';
import { JobCard } from './job-card';
import type { FilterForm } from './job-search-filters';
import { JobSearchForm } from './job-search-form';
import { JobSearchResults } from './job-search-results';
import { LazyJobDetailDialog } from './lazy-job-detail-dialog';
import { SavedSearchesPanel } from './saved-searches-panel';

const SEARCH_DEBOUNCE_MS = 300;
const EMPTY_FORM = emptySearchForm('best');

function formFromFilters(values: Record<string, unknown>): FilterForm {
  return formFromValues(values, JOB_SORTS);
}

/** The filters the tab opens with for a link's query, so a dashboard can ask for the first page before the tab mounts. */
export function jobFiltersFromSearchParams(searchParams: URLSearchParams): JobFilters {
  return toJobFilters(formFromFilters(Object.fromEntries(searchParams)));
}

/** The worker's jobs tab: search, filters, sort, load more, and the detail dialog. */
export function JobSearchTab() {
  const { t } = useTranslation('jobs');
  const [searchParams] = useSearchParams();
  // A job alert's "See the full search" link opens the tab with that search's filters.
  const [form, setForm] = React.useState<FilterForm>(() => formFromFilters(Object.fromEntries(searchParams)));
  const [selectedJob, setSelectedJob] = React.useState<JobDto | null>(null);
  const filters = useDebouncedValue(
    React.useMemo(() => toJobFilters(form), [form]),
    SEARCH_DEBOUNCE_MS,
  );
  const jobs = useJobs(filters);
  const count = useJobCount(filters);
  const actions = useJobCardActions();

  // Search (the button, Enter, a phone keyboard's Search key) asks again even when the words are unchanged, so a job
  // posted since shows up; changed words are already on their way through the debounce.
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (JSON.stringify(toJobFilters(form)) !== JSON.stringify(filters)) return;
    void jobs.refetch();
    void count.refetch();
  };
  const update = <K extends keyof FilterForm>(key: K, value: FilterForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const clearFilters = () => setForm(EMPTY_FORM);

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

      <JobSearchForm
        form={form}
        onChange={update}
        onClear={clearFilters}
        onSubmit={submit}
        // Filters that came with a link start shown.
        initiallyShowFilters={hasFilters({ ...toJobFilters(form), q: undefined })}
      />

      <JobSearchResults
        jobs={jobs}
        renderCard={(job) => <JobCard job={job} {...actions.cardProps(job)} onViewDetails={setSelectedJob} />}
        empty={
          hasFilters(filters) ? (
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
          )
        }
      />

      <LazyJobDetailDialog job={selectedJob} onOpenChange={(open) => !open && setSelectedJob(null)} {...actions.dialogProps(selectedJob)} />
    </section>
  );
}
