import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { JobDto } from '@core/jobs/schemas';
import { PUBLIC_JOB_SORTS } from '@core/jobs/search-options';
import { useDocumentMeta } from '@/app/use-document-meta';
import { PublicLayout } from '@/components/layout/public-layout';
import { useAuth } from '@/lib/auth';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useAskedLanguage } from '@/hooks/use-asked-language';
import { applyToJobPath, finishProfileToApplyPath, rememberPendingApply } from '@/lib/pending-apply';
import { usePublicJobs, type PublicJobFilters } from '../api/get-public-jobs';
import { JobCard } from '../components/job-card';
import type { FilterForm } from '../components/job-search-filters';
import { JobSearchForm } from '../components/job-search-form';
import { JobSearchResults } from '../components/job-search-results';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { emptySearchForm } from '../utils/search-form';
import { formFromParams, toPublicFilters } from './public-page-data';

const SEARCH_DEBOUNCE_MS = 300;
const PUBLIC_SWITCHES = ['perDiem', 'lodging'] as const;
const EMPTY_FORM = emptySearchForm('newest');

/** The address for the filters, the way the server's canonical URL writes them (newest, the default, left out). */
function paramsFor(filters: PublicJobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && !(key === 'sort' && value === 'newest')) params.set(key, String(value));
  }
  return params;
}

/**
 * /jobs: anyone's job search, before any account (issue 35). The server renders its first page
 * (public-page-data.ts), which this takes over as it is, then searches as the filters change, kept in the address.
 */
export function PublicJobSearchPage() {
  const { t } = useTranslation('jobs');
  useDocumentMeta('jobSearch');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [form, setForm] = React.useState<FilterForm>(() => formFromParams(searchParams));
  const filters = useDebouncedValue(
    React.useMemo(() => toPublicFilters(form), [form]),
    SEARCH_DEBOUNCE_MS,
  );
  const jobs = usePublicJobs(filters);

  useAskedLanguage();

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
        <JobSearchForm
          form={form}
          onChange={update}
          onClear={() => setForm(EMPTY_FORM)}
          sorts={PUBLIC_JOB_SORTS}
          switches={PUBLIC_SWITCHES}
        />
        <JobSearchResults
          jobs={jobs}
          renderCard={(job) => (
            <JobCard
              job={job}
              onViewDetails={(shown) => navigate(`/jobs/${shown.id}`)}
              onApply={user?.userType === 'employer' ? undefined : apply}
            />
          )}
          empty={
            <>
              <p className="mt-3 text-lg font-semibold">{t('search.noMatchTitle')}</p>
              <p className="text-muted-foreground">{t('search.noMatchDescription')}</p>
            </>
          }
        />
      </div>
    </PublicLayout>
  );
}
