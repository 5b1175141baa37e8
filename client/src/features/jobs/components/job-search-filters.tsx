import { useTranslation } from 'react-i18next';
import { JOB_SORTS, SEARCH_EXPERIENCE_LEVELS, type JobSort } from '@core/jobs/search-options';
import { INDUSTRIES, JOB_TYPES_ON_EDIT } from '@core/shared/options';
import { LocationInput } from '@/components/location-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { OptionItems } from '@/components/option-items';
import { cn } from '@/lib/utils';
import { PayUnitOptions } from './pay-unit-options';

export const RADIUS_OPTIONS = [10, 25, 50, 100, 250] as const;

/** What the search inputs hold, all as text. */
export interface FilterForm {
  q: string;
  industry: string;
  jobType: string;
  experienceLevel: string;
  minPay: string;
  /** What minPay is per: hour, day or year. */
  payUnit: string;
  location: string;
  radiusMiles: string;
  sort: JobSort;
  /** Switches: 'true' when on, '' when off. */
  qualified: string;
  perDiem: string;
  lodging: string;
}

const SWITCHES = ['qualified', 'perDiem', 'lodging'] as const;

/**
 * Where and for how much: on the public /jobs a phone shows them at once, above its Filters toggle (issue 55),
 * as a worker looks for work near him at his rate; in the worker's tab they fold with the other filters.
 */
export function JobSearchPlaceAndPay({
  form,
  onChange,
}: {
  form: FilterForm;
  onChange<K extends keyof FilterForm>(key: K, value: FilterForm[K]): void;
}) {
  const { t } = useTranslation('jobs');
  return (
    <>
      <FormField id="job-search-location" label={t('search.location')}>
        <LocationInput
          id="job-search-location"
          placeholder={t('search.locationPlaceholder')}
          value={form.location}
          onValueChange={(value) => onChange('location', value)}
        />
      </FormField>
      <FormField id="job-search-min-pay" label={t('search.minPay')}>
        <div className="flex gap-2">
          <Input
            id="job-search-min-pay"
            className="min-w-0 flex-1"
            inputMode="numeric"
            placeholder={t('search.minPayPlaceholder')}
            value={form.minPay}
            onChange={(event) => onChange('minPay', event.target.value.replace(/[^\d]/g, ''))}
          />
          <NativeSelect
            aria-label={t('search.payUnit')}
            className="w-32 shrink-0"
            value={form.payUnit}
            onChange={(event) => onChange('payUnit', event.target.value)}
          >
            <PayUnitOptions />
          </NativeSelect>
        </div>
      </FormField>
    </>
  );
}

/** The folding filter fields of the job search (shown on phones only when asked for). */
export function JobSearchFilters({
  form,
  isShown,
  onChange,
  onClear,
  sorts = JOB_SORTS,
  switches = SWITCHES,
  hasPlaceAndPay = true,
}: {
  form: FilterForm;
  isShown: boolean;
  /** False where the form shows the place and pay above the toggle (JobSearchPlaceAndPay). */
  hasPlaceAndPay?: boolean;
  /** The public search offers no best match and no "qualified" (both need a worker). */
  sorts?: readonly JobSort[];
  switches?: ReadonlyArray<(typeof SWITCHES)[number]>;
  onChange<K extends keyof FilterForm>(key: K, value: FilterForm[K]): void;
  onClear(): void;
}) {
  const { t } = useTranslation('jobs');
  return (
    <div id="job-search-filters" className={cn('gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4', isShown ? 'grid' : 'hidden')}>
      <FormField id="job-search-industry" label={t('search.industry')}>
        <NativeSelect id="job-search-industry" value={form.industry} onChange={(event) => onChange('industry', event.target.value)}>
          <OptionItems list="industry" values={INDUSTRIES} placeholder={t('search.anyIndustry')} />
        </NativeSelect>
      </FormField>
      <FormField id="job-search-type" label={t('search.jobType')}>
        <NativeSelect id="job-search-type" value={form.jobType} onChange={(event) => onChange('jobType', event.target.value)}>
          <OptionItems list="jobType" values={JOB_TYPES_ON_EDIT} placeholder={t('search.anyJobType')} />
        </NativeSelect>
      </FormField>
      <FormField id="job-search-experience" label={t('search.experience')}>
        <NativeSelect
          id="job-search-experience"
          value={form.experienceLevel}
          onChange={(event) => onChange('experienceLevel', event.target.value)}
        >
          <OptionItems list="experienceLevel" values={SEARCH_EXPERIENCE_LEVELS} placeholder={t('search.anyExperience')} />
        </NativeSelect>
      </FormField>
      {hasPlaceAndPay && <JobSearchPlaceAndPay form={form} onChange={onChange} />}
      <FormField id="job-search-radius" label={t('search.radius')}>
        <NativeSelect
          id="job-search-radius"
          value={form.radiusMiles}
          disabled={!form.location.trim()}
          onChange={(event) => onChange('radiusMiles', event.target.value)}
        >
          {RADIUS_OPTIONS.map((miles) => (
            <option key={miles} value={String(miles)}>
              {t('search.radiusOption', { miles })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="job-search-sort" label={t('search.sort')}>
        <NativeSelect id="job-search-sort" value={form.sort} onChange={(event) => onChange('sort', event.target.value as JobSort)}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`search.sorts.${sort}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-2 sm:col-span-2 lg:col-span-3">
        <legend className="mb-1 text-sm font-medium">{t('credentialMatch.filters.label')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {switches.map((key) => (
            <label key={key} className="flex min-h-6 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form[key] === 'true'}
                onChange={(event) => onChange(key, event.target.checked ? 'true' : '')}
              />
              {t(`credentialMatch.filters.${key}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-end">
        <Button type="button" variant="outline" className="w-full max-sm:min-h-11" onClick={onClear}>
          {t('search.clear')}
        </Button>
      </div>
    </div>
  );
}
