import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INDUSTRIES } from '@core/shared/options';
import {
  AVAILABILITY_OPTIONS,
  CONTACT_METHODS,
  EXPERIENCE_OPTIONS,
  TRAVEL_DISTANCE_CHOICES,
  WORK_AUTHORIZATIONS,
} from '@core/worker-profile/options';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { optionLabel, type OptionList } from '@/lib/option-label';
import { translateMessage } from '@/lib/i18n';
import { TradePicker } from './trade-picker';
import type { ProfileForm, ProfileFormInput } from './worker-profile-form-input';

type SelectField = 'yearsExperience' | 'visaStatus' | 'availability' | 'preferredContactMethod';

function OptionSelect({
  form,
  name,
  kind,
  options,
}: {
  form: ProfileForm;
  name: SelectField;
  kind: OptionList;
  options: readonly string[];
}) {
  const { t } = useTranslation('worker-profile');
  const labelKey = `form.${name}` as const;
  return (
    <FormField id={name} label={t(labelKey)} error={form.formState.errors[name]?.message}>
      <NativeSelect id={name} {...form.register(name)}>
        <option value="">{t('form.choose')}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(kind, value)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

export function ProfilePreferencesSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('worker-profile');
  const errors = form.formState.errors;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.workPreferences')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField id="primaryTrade" label={t('form.primaryTrade')} error={errors.primaryTrade?.message}>
          <Controller
            control={form.control}
            name="primaryTrade"
            render={({ field, fieldState }) => (
              <TradePicker
                id="primaryTrade"
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                disabled={field.disabled}
                invalid={fieldState.invalid}
                describedBy={fieldState.invalid ? 'primaryTrade-error' : undefined}
              />
            )}
          />
        </FormField>
        <OptionSelect form={form} name="yearsExperience" kind="yearsExperience" options={EXPERIENCE_OPTIONS} />
        <OptionSelect form={form} name="visaStatus" kind="workAuthorization" options={WORK_AUTHORIZATIONS} />
        <OptionSelect form={form} name="availability" kind="availability" options={AVAILABILITY_OPTIONS} />
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium">{t('form.preferredIndustries')}</legend>
          <Controller
            control={form.control}
            name="preferredIndustries"
            render={({ field }) => (
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-4">
                {INDUSTRIES.map((industry) => (
                  <label key={industry} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-primary"
                      checked={field.value.includes(industry)}
                      onChange={(event) => field.onChange(toggled(field.value, industry, event.target.checked))}
                    />
                    {optionLabel('industry', industry)}
                  </label>
                ))}
              </div>
            )}
          />
          {errors.preferredIndustries?.message && (
            <p role="alert" className="text-sm text-destructive">
              {translateMessage(errors.preferredIndustries.message)}
            </p>
          )}
        </fieldset>
        <FormField id="hourlyRate" label={t('form.hourlyRate')} error={errors.hourlyRate?.message}>
          <Input id="hourlyRate" inputMode="numeric" {...form.register('hourlyRate')} />
        </FormField>
        <OptionSelect form={form} name="preferredContactMethod" kind="contactMethod" options={CONTACT_METHODS} />
        <FormField id="availableFrom" label={t('matching.availableFrom')} error={errors.availableFrom?.message}>
          <Input id="availableFrom" type="date" {...form.register('availableFrom')} />
        </FormField>
        <FormField id="travelDistance" label={t('matching.travelDistance')} error={errors.travelDistance?.message}>
          <NativeSelect id="travelDistance" {...form.register('travelDistance')}>
            <option value="">{t('form.choose')}</option>
            {/* A distance saved through the API that the list lacks still shows as chosen. */}
            {[...new Set([...TRAVEL_DISTANCE_CHOICES, form.getValues('travelDistance')])].filter(Boolean).map((choice) => (
              <option key={choice} value={choice}>
                {choice === 'anywhere' ? t('matching.anywhere') : t('matching.miles', { miles: Number(choice) })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="h-4 w-4 accent-primary" {...form.register('willingToTravel')} />
          {t('form.willingToTravel')}
        </label>
      </CardContent>
    </Card>
  );
}

function toggled(list: ProfileFormInput['preferredIndustries'], item: string, isChecked: boolean) {
  return isChecked ? [...list, item] : list.filter((value) => value !== item);
}
