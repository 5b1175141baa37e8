import * as React from 'react';
import { Briefcase, Search, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { JobDto } from '@core/jobs/schemas';
import { DEFAULT_RADIUS_MILES, PUBLIC_JOB_SORTS, type PublicJobSort } from '@core/jobs/search-options';
import { useDocumentMeta } from '@/app/use-document-meta';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/auth';
import { openAuthDialog } from '@/lib/auth-dialog';
import { applyLanguage, isLanguage } from '@/lib/i18n';
import { applyToJobPath, finishProfileToApplyPath, rememberPendingApply } from '@/lib/pending-apply';
import { usePublicJobs, type PublicJobFilters } from '../api/get-public-jobs';
import { JobCard, JobCardSkeleton } from '../components/job-card';
import { JobSearchFilters, type FilterForm } from '../components/job-search-filters';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;
const PUBLIC_SWITCHES = ['perDiem', 'lodging'] as const;

const EMPTY_FORM: FilterForm = {
  q: '',
  industry: '',
  jobType: '',
  experienceLevel: '',
  minPay: '',
  payUnit: 'hour',
  location: '',
  radiusMiles: String(DEFAULT_RADIUS_MILES),
  sort: 'newest',
  qualified: '',
  perDiem: '',
  lodging: '',
};

/** The form for the address's query (a shared or indexed link), known keys only. */
function formFromParams(params: URLSearchParams): FilterForm {
  const form = { ...EMPTY_FORM };
  for (const key of Object.keys(EMPTY_FORM) as Array<keyof FilterForm>) {
    const value = params.get(key);
    if (value) Object.assign(form, { [key]: value });
  }
  if (!(PUBLIC_JOB_SORTS as readonly string[]).includes(form.sort)) form.sort = EMPTY_FORM.sort;
  form.qualified = '';
  return form;
}

function toFilters(form: FilterForm): PublicJobFilters {
  const minPay = /^\d+$/.test(form.minPay.trim()) ? form.minPay.trim() : undefined;
  const location = form.location.trim() || undefined;
  return {
    q: form.q.trim() || undefined,
    industry: (form.industry || undefined) as PublicJobFilters['industry'],
    jobType: (form.jobType || undefined) as PublicJobFilters['jobType'],
    experienceLevel: (form.experienceLevel || undefined) as PublicJobFilters['experienceLevel'],
    minPay,
    payUnit: minPay ? (form.payUnit as PublicJobFilters['payUnit']) : undefined,
    location,
    radiusMiles: location ? form.radiusMiles : undefined,
    sort: form.sort as PublicJobSort,
    perDiem: form.perDiem === 'true' || undefined,
    lodging: form.lodging === 'true' || undefined,
  };
}

/** The address for the filters, the way the server's canonical URL writes them (newest, the default, left out). */
function paramsFor(filters: PublicJobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && !(key === 'sort' && value === 'newest')) params.set(key, String(value));
  }
  return params;
}

/**
 * /jobs: anyone's job search, before any account (issue 35). The server sent the first page in the
 * HTML for search engines; this takes over with the interactive search, kept in the address.
 */
export function PublicJobSearchPage() {
  const { t } = useTranslation('jobs');
  useDocumentMeta('jobSearch');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [form, setForm] = React.useState<FilterForm>(() => formFromParams(searchParams));
  const [showFilters, setShowFilters] = React.useState(false);
  const filters = useDebouncedValue(
    React.useMemo(() => toFilters(form), [form]),
    SEARCH_DEBOUNCE_MS,
  );
  const jobs = usePublicJobs(filters);
  const list = jobs.data?.pages.flatMap((page) => page.jobs) ?? [];

  // A link in the other language (?lang=es, the server's canonical address) switches the interface once.
  const askedLanguage = searchParams.get('lang');
  React.useEffect(() => {
    if (isLanguage(askedLanguage)) applyLanguage(askedLanguage);
  }, [askedLanguage]);

  React.useEffect(() => {
    setSearchParams(paramsFor(filters), { replace: true });
  }, [filters, setSearchParams]);

  const update = <K extends keyof FilterForm>(key: K, value: FilterForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const apply = (job: JobDto) => {
    if (user) {
      navigate(applyToJobPath(job.id));
      return;
    }
    rememberPendingApply(job.id);
    openAuthDialog('signup', { returnTo: finishProfileToApplyPath(job.id), userType: 'worker' });
  };

  return (
    <PublicLayout>
      <div className="mx-auto grid w-full max-w-5xl gap-4 px-4 py-6 sm:py-8">
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold">{t('publicSearch.heading')}</h1>
          <p className="text-sm text-muted-foreground">{user ? t('publicSearch.subtitleSignedIn') : t('publicSearch.subtitle')}</p>
        </header>
        <form role="search" className="grid gap-3 rounded-lg border bg-white p-4" onSubmit={(event) => event.preventDefault()}>
          <FormField id="job-search-q" label={t('search.keywords')}>
            <div className="relative">
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
          <JobSearchFilters
            form={form}
            isShown={showFilters}
            onChange={update}
            onClear={() => setForm(EMPTY_FORM)}
            sorts={PUBLIC_JOB_SORTS}
            switches={PUBLIC_SWITCHES}
          />
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
          <div className="rounded-lg border bg-white p-6 text-center">
            <Briefcase className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
            <p className="mt-3 text-lg font-semibold">{t('search.noMatchTitle')}</p>
            <p className="text-muted-foreground">{t('search.noMatchDescription')}</p>
          </div>
        ) : (
          <>
            <ul className="grid gap-4" aria-label={t('search.resultsLabel')}>
              {list.map((job) => (
                <li key={job.id}>
                  <JobCard
                    job={job}
                    onViewDetails={(shown) => navigate(`/jobs/${shown.id}`)}
                    onApply={user?.userType === 'employer' ? undefined : apply}
                  />
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
      </div>
    </PublicLayout>
  );
}
