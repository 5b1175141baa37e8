import { Search, SlidersHorizontal } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICANT_SORTS, APPLICATION_STATUSES, type ApplicationStageCounts } from '@core/applications/schemas';
import { TRAVEL_DISTANCE_CHOICES } from '@core/worker-profile/options';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useEmployerJobs } from '@/lib/api/get-employer-jobs';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';
import type { ApplicantFilters as Filters } from '../api/get-employer-applicants';

/** Typing settles this long before the list asks again. */
const SEARCH_DELAY_MS = 300;

interface ApplicantFiltersProps {
  filters: Filters;
  counts: ApplicationStageCounts | undefined;
  onChange: (filters: Filters) => void;
}

/** Job, stage, search and sort for the applicants list, with the count of each stage for the chosen job. */
export function ApplicantFilters({ filters, counts, onChange }: ApplicantFiltersProps) {
  const { t } = useTranslation('applications');
  const { user } = useAuth();
  const jobs = useEmployerJobs(user?.id);
  const [search, setSearch] = React.useState(filters.q);
  const [isMoreOpen, setIsMoreOpen] = React.useState(false);
  const latest = React.useRef({ filters, onChange });
  latest.current = { filters, onChange };

  React.useEffect(() => {
    if (search === latest.current.filters.q) return;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.filters, q: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const total = counts ? APPLICATION_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const stageButton = (status: Filters['status'], label: string, count: number | undefined) => (
    <Button
      key={status || 'all'}
      type="button"
      size="sm"
      variant={filters.status === status ? 'default' : 'outline'}
      aria-pressed={filters.status === status}
      onClick={() => onChange({ ...filters, status })}
    >
      {label}
      {count !== undefined && <span className="tabular-nums">({count})</span>}
    </Button>
  );

  // On a phone the search, job and sort stay in view and the rest folds under "More filters" (issue 55), so the
  // first applicant is on the first screen; from sm up every filter shows.
  const moreCount = [filters.availableBy, filters.willTravel, filters.qualified].filter(Boolean).length;
  return (
    <div className="grid gap-3 rounded-lg border bg-white p-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 grid gap-1.5 sm:order-2 sm:col-span-1">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="applicant-search">{t('filters.search')}</Label>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              // 44 px for a finger whatever the pointer (it shows only on narrow screens), pulled into the label's row.
              className="-my-1.5 min-h-11 sm:hidden"
              aria-expanded={isMoreOpen}
              aria-controls="applicant-more-filters"
              onClick={() => setIsMoreOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" />
              {moreCount > 0 ? t('filters.moreWithCount', { count: moreCount }) : t('filters.more')}
            </Button>
          </div>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
            <Input
              id="applicant-search"
              type="search"
              className="pl-9"
              placeholder={t('filters.searchPlaceholder')}
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid min-w-0 gap-1.5 sm:order-1">
          <Label htmlFor="applicant-job">{t('filters.job')}</Label>
          <NativeSelect id="applicant-job" value={filters.jobId} onChange={(event) => onChange({ ...filters, jobId: event.target.value })}>
            <option value="">{t('filters.allJobs')}</option>
            {jobs.data?.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5 sm:order-3">
          <Label htmlFor="applicant-sort">{t('filters.sort')}</Label>
          <NativeSelect
            id="applicant-sort"
            value={filters.sort}
            onChange={(event) => onChange({ ...filters, sort: event.target.value as Filters['sort'] })}
          >
            {APPLICANT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sorts.${sort}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div id="applicant-more-filters" className={cn('gap-3 sm:grid sm:grid-cols-3', isMoreOpen ? 'grid' : 'hidden')}>
        <div className="grid gap-1.5">
          <Label htmlFor="applicant-available-by">{t('credentialMatch.availableBy')}</Label>
          <Input
            id="applicant-available-by"
            type="date"
            value={filters.availableBy}
            onChange={(event) => onChange({ ...filters, availableBy: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="applicant-will-travel">{t('credentialMatch.willTravel')}</Label>
          <NativeSelect
            id="applicant-will-travel"
            value={filters.willTravel}
            onChange={(event) => onChange({ ...filters, willTravel: event.target.value })}
          >
            <option value="">{t('credentialMatch.anyDistance')}</option>
            {TRAVEL_DISTANCE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'anywhere' ? t('credentialMatch.anywhere') : t('credentialMatch.atLeastMiles', { miles: Number(choice) })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="flex min-h-10 items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.qualified}
            onChange={(event) => onChange({ ...filters, qualified: event.target.checked })}
          />
          {t('credentialMatch.qualifiedOnly')}
        </label>
      </div>
      <div
        role="group"
        aria-label={t('filters.stage')}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap [&>button]:shrink-0"
      >
        {stageButton('', t('filters.allStages'), total)}
        {APPLICATION_STATUSES.map((status) => stageButton(status, t(`status.${status}`), counts?.[status]))}
      </div>
    </div>
  );
}
