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
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { applyToJobPath, finishProfileToApplyPath, rememberPendingApply } from '@/lib/pending-apply';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { usePublicJobCount } from '../api/get-public-job-count';
import { usePublicJobs, type PublicJobFilters } from '../api/get-public-jobs';
import { EmptySearchOffers } from '../components/empty-search-offers';
import { JobCard } from '../components/job-card';
import { RADIUS_OPTIONS, type FilterForm } from '../components/job-search-filters';
import { JobSearchForm } from '../components/job-search-form';
import { JobSearchResults } from '../components/job-search-results';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { emptySearchForm } from '../utils/search-form';
import { formFromParams, toPublicFilters } from './public-page-data';

const SEARCH_DEBOUNCE_MS = 300;
const PUBLIC_SWITCHES = ['perDiem', 'lodging'] as const;
const EMPTY_FORM = emptySearchForm('newest');
/** In a return address after sign-up: keep an alert for the search once signed in. */
const ALERT_PARAM = 'alert';

/** The radius after `form`'s, when a place is searched and a wider one exists. */
function widerRadius(form: FilterForm): number | null {
  if (!form.location.trim()) return null;
  return RADIUS_OPTIONS.find((miles) => miles > Number(form.radiusMiles)) ?? null;
}

/** An alert's name: the search's words, else a general one. */
function alertName({ q, location }: PublicJobFilters, fallback: string): string {
  return ([q, location].filter(Boolean).join(', ') || fallback).slice(0, 80);
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
  const count = usePublicJobCount(filters).data;
  const createAlert = useCreateSavedSearch();

  useAskedLanguage();

  const keepAlert = React.useCallback(async () => {
    const { q, industry, jobType, experienceLevel, minPay, payUnit, location, radiusMiles, sort } = filters;
    try {
      await createAlert.mutateAsync({
        name: alertName(filters, t('search.alertName')),
        frequency: 'daily',
        ...{ q, industry, jobType, experienceLevel, minPay, payUnit, location, radiusMiles, sort },
      });
      toast({ title: t('search.alertSavedTitle'), description: t('search.alertSavedDescription') });
    } catch (error) {
      toast({ title: getErrorMessage(error, t('search.errorTitle')), variant: 'destructive' });
    }
  }, [createAlert, filters, t]);

  // Back from sign-up with ?alert=1: the alert the visitor asked for before having an account.
  const asksForAlert = searchParams.get(ALERT_PARAM) === '1';
  const hasKeptAskedAlert = React.useRef(false);
  React.useEffect(() => {
    if (!asksForAlert || !user || hasKeptAskedAlert.current) return;
    hasKeptAskedAlert.current = true;
    setSearchParams(paramsFor(filters), { replace: true });
    if (user.userType === 'worker') void keepAlert();
  }, [asksForAlert, user, filters, keepAlert, setSearchParams]);

  const alertMe = () => {
    if (user) {
      void keepAlert();
      return;
    }
    const params = paramsFor(filters);
    params.set(ALERT_PARAM, '1');
    openAuthDialog('signup', { returnTo: `/jobs?${params.toString()}`, userType: 'worker' });
  };

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
          hasPlaceAndPayInSight
          sorts={PUBLIC_JOB_SORTS}
          switches={PUBLIC_SWITCHES}
        />
        {count && (
          <p role="status" className="text-sm font-medium" data-testid="job-count">
            {count.isCapped
              ? t('search.resultCountCapped', { countText: formatNumber(count.total) })
              : t('search.resultCount', { count: count.total, countText: formatNumber(count.total) })}
          </p>
        )}
        <JobSearchResults
          jobs={jobs}
          renderCard={(job) => (
            <JobCard
              isCompact
              job={job}
              onViewDetails={(shown) => navigate(`/jobs/${shown.id}`)}
              onApply={user?.userType === 'employer' ? undefined : apply}
            />
          )}
          empty={
            <EmptySearchOffers
              widerMiles={widerRadius(form)}
              onWiden={(miles) => update('radiusMiles', String(miles))}
              onAlert={user?.userType === 'employer' ? undefined : alertMe}
              isAlerting={createAlert.isPending}
            />
          }
        />
      </div>
    </PublicLayout>
  );
}
