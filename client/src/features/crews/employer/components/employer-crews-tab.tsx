import { zodResolver } from '@hookform/resolvers/zod';
import { Search, Users } from 'lucide-react';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CREW_MAX_MEMBERS, crewSearchQuerySchema, type Crew } from '@core/crews/schemas';
import { TRADES } from '@core/shared/options';
import { ListLoadError, ListSkeleton } from '@/components/list-load-state';
import { LocationInput } from '@/components/location-input';
import { OptionItems } from '@/components/option-items';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { getErrorMessage } from '@/lib/api-client';
import { useCredentialCatalogue } from '@/lib/api/get-credential-catalogue';
import { useStableCallback } from '@/hooks/use-stable-callback';
import { EMPTY_CREW_SEARCH, useCrewSearch, type CrewSearch } from '../api/search-crews';
import { CrewCard } from './crew-card';
import { InviteCrewDialog } from './invite-crew-dialog';
import { PlanMatches, type PlanFromEstimate } from './plan-matches';

const RADIUS_CHOICES = ['25', '50', '100', '250', '500'] as const;

/** The estimator's plan in the address (?plan=welder:3,millwright:2&near=...&weeks=...&skipped=...), or null. */
function planFromAddress(params: URLSearchParams): PlanFromEstimate | null {
  const plan = params.get('plan');
  if (!plan) return null;
  const skipped = params.get('skipped');
  return { plan, location: params.get('near') ?? '', weeks: params.get('weeks') ?? '', skipped: skipped ? skipped.split('|') : [] };
}

/**
 * The employer dashboard's Crews tab (issue 51): crews looking for work, searched by trade, place and radius,
 * minimum size and a credential held; from an estimate, first the crews that fit its crew plan. Any crew can be
 * invited to apply to one of the employer's open jobs.
 */
export function EmployerCrewsTab() {
  const { t } = useTranslation('crews-employer');
  const [params, setParams] = useSearchParams();
  const plan = planFromAddress(params);
  const [search, setSearch] = React.useState<CrewSearch>(EMPTY_CREW_SEARCH);
  const crews = useCrewSearch(search);
  const [inviting, setInviting] = React.useState<Crew | null>(null);
  const invite = useStableCallback((crew: Crew) => setInviting(crew));
  const clearPlan = () => setParams({ tab: 'crews' }, { replace: true });

  return (
    <section aria-labelledby="crews-title" className="grid min-w-0 gap-4">
      <div>
        <h2 id="crews-title" className="text-xl font-semibold">
          {t('tab.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('tab.subtitle')}</p>
      </div>

      {plan && <PlanMatches plan={plan} onClear={clearPlan} onInvite={invite} />}

      <CrewSearchForm onSearch={setSearch} isSearching={crews.isFetching} />

      <section aria-labelledby="crew-results-title" className="grid gap-3">
        <h3 id="crew-results-title" className="font-semibold">
          {crews.isSuccess ? t('search.results', { count: crews.data.length }) : t('search.resultsTitle')}
        </h3>
        {crews.isPending ? (
          <ListSkeleton />
        ) : crews.isError ? (
          <ListLoadError message={getErrorMessage(crews.error, t('search.loadError'))} />
        ) : crews.data.length === 0 ? (
          <div role="status" className="flex flex-col items-center rounded-lg border border-dashed bg-white p-6 text-center">
            <Users className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
            <p className="mt-2 font-semibold">{t('search.emptyTitle')}</p>
            <p className="text-sm text-muted-foreground">{t('search.emptyDescription')}</p>
          </div>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {crews.data.map((crew) => (
              <li key={crew.id} className="min-w-0">
                <CrewCard crew={crew} onInvite={invite} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {inviting && <InviteCrewDialog crew={inviting} open onOpenChange={(open) => !open && setInviting(null)} />}
    </section>
  );
}

function CrewSearchForm({ onSearch, isSearching }: { onSearch(search: CrewSearch): void; isSearching: boolean }) {
  const { t } = useTranslation('crews-employer');
  const catalogue = useCredentialCatalogue();
  const form = useForm<CrewSearch>({
    resolver: zodResolver(crewSearchQuerySchema) as never,
    defaultValues: EMPTY_CREW_SEARCH,
  });
  const { errors } = form.formState;
  // The schema checks the fields; the query keeps them as typed (blank ones are left out).
  const submit = form.handleSubmit(() => onSearch(form.getValues()));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('search.formLabel')}
      className="grid gap-3 rounded-lg border bg-white p-3 sm:grid-cols-2 sm:p-4 lg:grid-cols-3"
    >
      <FormField id="crew-search-trade" label={t('search.trade')} error={errors.trade?.message}>
        <NativeSelect id="crew-search-trade" {...form.register('trade')}>
          <OptionItems list="trade" values={TRADES} placeholder={t('search.anyTrade')} />
        </NativeSelect>
      </FormField>
      <FormField id="crew-search-location" label={t('search.location')} error={errors.location?.message}>
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <LocationInput
              id="crew-search-location"
              placeholder={t('search.locationPlaceholder')}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="off"
            />
          )}
        />
      </FormField>
      <FormField id="crew-search-radius" label={t('search.radius')} error={errors.radiusMiles?.message}>
        <NativeSelect id="crew-search-radius" {...form.register('radiusMiles')}>
          {RADIUS_CHOICES.map((miles) => (
            <option key={miles} value={miles}>
              {t('search.radiusOption', { count: Number(miles) })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="crew-search-size" label={t('search.minSize')} error={errors.minSize?.message}>
        <Input
          id="crew-search-size"
          type="number"
          inputMode="numeric"
          min={1}
          max={CREW_MAX_MEMBERS}
          aria-invalid={Boolean(errors.minSize)}
          {...form.register('minSize')}
        />
      </FormField>
      <FormField id="crew-search-credential" label={t('search.credential')} error={errors.credential?.message}>
        <NativeSelect id="crew-search-credential" {...form.register('credential')}>
          <option value="">{t('search.anyCredential')}</option>
          {(catalogue.data ?? []).map((credential) => (
            <option key={credential.id} value={credential.id}>
              {credential.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex items-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={isSearching}>
          <Search aria-hidden="true" />
          {isSearching ? t('search.searching') : t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
