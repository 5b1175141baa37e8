import * as React from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { usePlaces } from '@/lib/api/get-places';
import { JobSearchFilters, JobSearchPlaceAndPay, type FilterForm } from './job-search-filters';

type FiltersProps = Pick<React.ComponentProps<typeof JobSearchFilters>, 'sorts' | 'switches'>;

/**
 * The job search form of both searches (the worker's tab and the public /jobs): the keyword box (with the place
 * and minimum pay when asked), on phones a Filters toggle for the rest (so the first jobs fit on the first screen), and a note
 * when the place is unknown (the server then matches it as text and drops the radius).
 */
export function JobSearchForm({
  form,
  onChange,
  onClear,
  onSubmit,
  initiallyShowFilters = false,
  hasPlaceAndPayInSight = false,
  ...filtersProps
}: {
  form: FilterForm;
  onChange: <K extends keyof FilterForm>(key: K, value: FilterForm[K]) => void;
  onClear: () => void;
  /** With a handler, a Search button asks again; without, the list follows the typing alone. */
  onSubmit?: (event: React.FormEvent) => void;
  initiallyShowFilters?: boolean;
  /** The place and minimum pay above the Filters toggle, shown on a phone too (the public /jobs, issue 55). */
  hasPlaceAndPayInSight?: boolean;
} & FiltersProps) {
  const { t } = useTranslation('jobs');
  const [showFilters, setShowFilters] = React.useState(initiallyShowFilters);
  const place = usePlaces(form.location);
  const unknownLocation = place.isUnknown ? form.location.trim() : null;

  return (
    <form role="search" className="grid gap-3 rounded-lg border bg-white p-4" onSubmit={onSubmit ?? ((event) => event.preventDefault())}>
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
              onChange={(event) => onChange('q', event.target.value)}
            />
          </div>
          {onSubmit && <Button type="submit">{t('search.submit')}</Button>}
        </div>
      </FormField>
      {hasPlaceAndPayInSight && (
        <div className="grid gap-3 sm:grid-cols-2">
          <JobSearchPlaceAndPay form={form} onChange={onChange} />
        </div>
      )}
      <Button
        type="button"
        variant="outline"
        className="min-h-11 sm:hidden"
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
        hasPlaceAndPay={!hasPlaceAndPayInSight}
        onChange={onChange}
        onClear={onClear}
        {...filtersProps}
      />
      {unknownLocation && (
        <p role="status" className="text-sm text-amber-900">
          {t('search.unknownLocation', { location: unknownLocation })}
        </p>
      )}
    </form>
  );
}
