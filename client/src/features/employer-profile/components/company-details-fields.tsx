import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_REQUIRED_FIELDS } from '@core/employer-profile/completeness';
import { LIST_ITEM_MAX_LENGTH, LIST_MAX_ITEMS } from '@core/employer-profile/schemas';
import { COMPANY_SIZES, INDUSTRIES } from '@core/shared/options';
import { ChipListInput } from '@/components/chip-list-input';
import { LocationInput } from '@/components/location-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { OptionItems } from '@/components/option-items';
import type { CompanyProfileFormApi } from './company-profile-form-api';

/** Every company field below the logo: identity and contact, the description, benefits and priorities. */
export function CompanyDetailsFields({ form }: { form: CompanyProfileFormApi }) {
  const { t } = useTranslation('employer-profile');
  const { errors } = form.formState;
  // Marked from the one list the completeness check ("Still needed") reads, so the two always agree.
  const isRequired = (key: string) => EMPLOYER_REQUIRED_FIELDS.some((field) => field.key === key);
  const fieldLabel = (key: string) => (isRequired(key) ? `${t(`fields.${key}`)} ${t('required')}` : t(`fields.${key}`));
  const fieldError = (id: string) => (errors[id as keyof typeof errors] ? `${id}-error` : undefined);

  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="companyName" label={fieldLabel('companyName')} error={errors.companyName?.message}>
          <Input
            id="companyName"
            placeholder={t('placeholders.companyName')}
            aria-invalid={Boolean(errors.companyName)}
            aria-describedby={fieldError('companyName')}
            {...form.register('companyName')}
          />
        </FormField>
        <FormField id="industry" label={fieldLabel('industry')} error={errors.industry?.message}>
          <NativeSelect id="industry" {...form.register('industry')}>
            <OptionItems list="industry" values={INDUSTRIES} placeholder={t('chooseIndustry')} />
          </NativeSelect>
        </FormField>
        <FormField id="companySize" label={fieldLabel('companySize')} error={errors.companySize?.message}>
          <NativeSelect id="companySize" {...form.register('companySize')}>
            <OptionItems list="companySize" values={COMPANY_SIZES} placeholder={t('chooseCompanySize')} />
          </NativeSelect>
        </FormField>
        <FormField id="headquarters" label={fieldLabel('headquarters')} error={errors.headquarters?.message}>
          <Controller
            control={form.control}
            name="headquarters"
            render={({ field }) => (
              <LocationInput
                id="headquarters"
                ref={field.ref}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('placeholders.headquarters')}
                aria-invalid={Boolean(errors.headquarters)}
                aria-describedby={fieldError('headquarters')}
              />
            )}
          />
        </FormField>
        <FormField id="contactEmail" label={fieldLabel('contactEmail')} error={errors.contactEmail?.message}>
          <Input
            id="contactEmail"
            type="email"
            autoComplete="email"
            placeholder={t('placeholders.contactEmail')}
            aria-invalid={Boolean(errors.contactEmail)}
            aria-describedby={fieldError('contactEmail')}
            {...form.register('contactEmail')}
          />
        </FormField>
        <FormField id="phoneNumber" label={fieldLabel('phoneNumber')} error={errors.phoneNumber?.message}>
          <Input
            id="phoneNumber"
            type="tel"
            autoComplete="tel"
            placeholder={t('placeholders.phoneNumber')}
            aria-invalid={Boolean(errors.phoneNumber)}
            aria-describedby={fieldError('phoneNumber')}
            {...form.register('phoneNumber')}
          />
        </FormField>
        <FormField id="website" label={fieldLabel('website')} error={errors.website?.message}>
          <Input
            id="website"
            type="url"
            inputMode="url"
            placeholder={t('placeholders.website')}
            aria-invalid={Boolean(errors.website)}
            aria-describedby={fieldError('website')}
            {...form.register('website')}
          />
        </FormField>
        <FormField id="linkedinUrl" label={fieldLabel('linkedinUrl')} error={errors.linkedinUrl?.message}>
          <Input
            id="linkedinUrl"
            type="url"
            inputMode="url"
            placeholder={t('placeholders.linkedinUrl')}
            aria-invalid={Boolean(errors.linkedinUrl)}
            aria-describedby={fieldError('linkedinUrl')}
            {...form.register('linkedinUrl')}
          />
        </FormField>
        <FormField id="foundedYear" label={fieldLabel('foundedYear')} error={errors.foundedYear?.message}>
          <Input
            id="foundedYear"
            inputMode="numeric"
            maxLength={4}
            placeholder={t('placeholders.foundedYear')}
            aria-invalid={Boolean(errors.foundedYear)}
            aria-describedby={fieldError('foundedYear')}
            {...form.register('foundedYear')}
          />
        </FormField>
      </div>

      <FormField id="description" label={fieldLabel('description')} error={errors.description?.message}>
        <Textarea
          id="description"
          rows={5}
          placeholder={t('placeholders.description')}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={fieldError('description')}
          {...form.register('description')}
        />
      </FormField>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {(['companyBenefits', 'hiringPriorities'] as const).map((name) => (
          <FormField key={name} id={name} label={fieldLabel(name)} error={errors[name]?.message ?? errors[name]?.[0]?.message}>
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <ChipListInput
                  id={name}
                  value={field.value ?? []}
                  placeholder={t(`placeholders.${name}`)}
                  onChange={field.onChange}
                  addLabel={t('addItem', { list: t(`fields.${name}`) })}
                  removeLabel={(item) => t('removeItem', { item })}
                  maxItems={LIST_MAX_ITEMS}
                  maxLength={LIST_ITEM_MAX_LENGTH}
                />
              )}
            />
          </FormField>
        ))}
      </div>
    </>
  );
}
