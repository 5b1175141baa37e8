import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CREW_NAME_MAX,
  CREW_RADIUS_MAX_MILES,
  createCrewRequestSchema,
  type CreateCrewInput,
  type CreateCrewRequest,
  type Crew,
} from '@core/crews/schemas';
import { TRADES } from '@core/shared/options';
import { AVAILABILITY_OPTIONS } from '@core/worker-profile/options';
import { FormDialog, type DialogOpenProps } from '@/components/form-dialog';
import { LocationInput } from '@/components/location-input';
import { OptionItems } from '@/components/option-items';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { optionLabel } from '@/lib/option-label';
import { translateMessage } from '@/lib/i18n';
import { useCreateCrew } from '../api/create-crew';
import { useUpdateCrew } from '../api/update-crew';

const NEW_CREW: CreateCrewInput = {
  name: '',
  trades: [],
  homeBase: '',
  travelRadiusMiles: 100,
  availability: 'immediate',
  isLookingForWork: true,
};

function valuesOf(crew: Crew | undefined): CreateCrewInput {
  if (!crew) return NEW_CREW;
  const { name, trades, homeBase, travelRadiusMiles, isLookingForWork } = crew;
  return {
    name,
    trades: trades as CreateCrewInput['trades'],
    homeBase,
    travelRadiusMiles,
    isLookingForWork,
    availability: crew.availability as CreateCrewInput['availability'],
  };
}

/** Forms a crew, or (given `crew`) edits it: the fields of core/crews/schemas.ts, checked by the server's own schema. */
export function CrewFormDialog({ crew, open, onOpenChange, onSaved }: DialogOpenProps & { crew?: Crew; onSaved?(crew: Crew): void }) {
  const { t } = useTranslation('crews');
  const create = useCreateCrew();
  const update = useUpdateCrew();
  const form = useForm<CreateCrewInput, unknown, CreateCrewRequest>({
    resolver: zodResolver(createCrewRequestSchema),
    defaultValues: valuesOf(crew),
  });
  const { errors } = form.formState;
  const prefix = crew ? `crew-edit-${crew.id}` : 'crew-new';
  const isPending = create.isPending || update.isPending;

  const saved = (result: Crew) => {
    toast({ title: t(crew ? 'form.saved' : 'form.created') });
    form.reset(valuesOf(result));
    onOpenChange(false);
    onSaved?.(result);
  };
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('form.failed'), description: getErrorMessage(error, t('form.failedFallback')) });

  const submit = form.handleSubmit((input) => {
    if (crew) update.mutate({ crewId: crew.id, input }, { onSuccess: saved, onError: failed });
    else create.mutate(input, { onSuccess: saved, onError: failed });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(valuesOf(crew));
        onOpenChange(next);
      }}
      idPrefix={prefix}
      title={t(crew ? 'form.editTitle' : 'form.createTitle')}
      description={crew ? t('form.editDescription', { name: crew.name }) : t('form.createDescription')}
      cancelLabel={t('form.cancel')}
      actionLabel={t(crew ? 'form.save' : 'form.create')}
      pendingLabel={t(crew ? 'form.saving' : 'form.creating')}
      isPending={isPending}
      onSubmit={submit}
    >
      <FormField id={`${prefix}-name`} label={t('form.name')} error={errors.name?.message}>
        <Input id={`${prefix}-name`} maxLength={CREW_NAME_MAX} aria-invalid={Boolean(errors.name)} {...form.register('name')} />
      </FormField>
      <fieldset className="grid gap-1.5" aria-describedby={errors.trades ? `${prefix}-trades-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium">{t('form.trades')}</legend>
        <div className="grid max-h-48 grid-cols-1 gap-x-3 overflow-y-auto rounded-md border p-2 min-[360px]:grid-cols-2">
          {TRADES.map((trade) => (
            <label key={trade} className="flex min-h-11 min-w-0 items-center gap-2 text-sm">
              <input type="checkbox" value={trade} className="h-5 w-5 shrink-0" {...form.register('trades')} />
              <span className="min-w-0 break-words">{optionLabel('trade', trade)}</span>
            </label>
          ))}
        </div>
        {errors.trades && (
          <p id={`${prefix}-trades-error`} role="alert" className="text-sm text-destructive">
            {translateMessage(errors.trades.message ?? errors.trades.root?.message ?? '')}
          </p>
        )}
      </fieldset>
      <FormField id={`${prefix}-home`} label={t('form.homeBase')} error={errors.homeBase?.message}>
        <Controller
          control={form.control}
          name="homeBase"
          render={({ field }) => (
            <LocationInput
              id={`${prefix}-home`}
              maxLength={120}
              aria-invalid={Boolean(errors.homeBase)}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${prefix}-radius`} label={t('form.radius')} error={errors.travelRadiusMiles?.message}>
          <Input
            id={`${prefix}-radius`}
            type="number"
            inputMode="numeric"
            min={0}
            max={CREW_RADIUS_MAX_MILES}
            step={1}
            aria-invalid={Boolean(errors.travelRadiusMiles)}
            {...form.register('travelRadiusMiles', { valueAsNumber: true })}
          />
        </FormField>
        <FormField id={`${prefix}-availability`} label={t('form.availability')} error={errors.availability?.message}>
          <NativeSelect id={`${prefix}-availability`} {...form.register('availability')}>
            <OptionItems list="availability" values={AVAILABILITY_OPTIONS} />
          </NativeSelect>
        </FormField>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="h-5 w-5 shrink-0" {...form.register('isLookingForWork')} />
        {t('form.looking')}
      </label>
    </FormDialog>
  );
}
