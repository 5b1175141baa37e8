import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LIST_ITEM_MAX_LENGTH,
  LIST_MAX_ITEMS,
  updateEmployerProfileSchema,
  type EmployerProfile,
  type UpdateEmployerProfile,
  type UpdateEmployerProfileInput,
} from '@core/employer-profile/schemas';
import { COMPANY_SIZES, INDUSTRIES } from '@core/shared/options';
import { IMAGE_EXTENSIONS, UPLOAD_MAX_MB } from '@core/uploads/file-types';
import { LocationInput } from '@/components/location-input';
import { FileUpload } from '@/components/upload/file-upload';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useUpdateEmployerProfile } from '../api/update-employer-profile';
import { CompanyLogo } from './company-logo';
import { ChipListInput } from '@/components/chip-list-input';
import { NativeSelect } from '@/components/ui/native-select';
import { optionLabel } from '@/lib/option-label';

function toFormValues(profile: EmployerProfile): UpdateEmployerProfileInput {
  return {
    companyName: profile.companyName ?? '',
    industry: profile.industry ?? '',
    companySize: profile.companySize ?? '',
    website: profile.website ?? '',
    description: profile.description ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    contactEmail: profile.contactEmail ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    headquarters: profile.headquarters ?? '',
    foundedYear: profile.foundedYear === null ? '' : String(profile.foundedYear),
    companyBenefits: profile.companyBenefits,
    hiringPriorities: profile.hiringPriorities,
    logo: profile.logo ?? '',
  };
}

/** Edit form for every company field; the same zod schema as PUT /api/employer-profile/{userId}. */
export function CompanyProfileForm({ profile, onDone }: { profile: EmployerProfile; onDone(): void }) {
  const { t } = useTranslation('employer-profile');
  const update = useUpdateEmployerProfile(profile.userId);
  const { refreshUser } = useAuth();
  const form = useForm<UpdateEmployerProfileInput, unknown, UpdateEmployerProfile>({
    resolver: zodResolver(updateEmployerProfileSchema),
    defaultValues: toFormValues(profile),
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;
  const requiredLabel = (key: string) => `${t(`fields.${key}`)} ${t('required')}`;
  const fieldError = (id: string) => (errors[id as keyof typeof errors] ? `${id}-error` : undefined);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      // The session's copy of the profile feeds other screens; keep it in step.
      void refreshUser();
      toast({ title: t('savedTitle'), description: t('savedDescription') });
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: t('saveFailedTitle'), description: getErrorMessage(error, t('saveFailedDescription')) });
    }
  });

  const logo = form.watch('logo');

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <CompanyLogo src={logo || null} alt={t('logoAlt', { company: form.watch('companyName') })} />
        <div className="grid flex-1 gap-2">
          <FileUpload
            fileType="logo"
            accept={[...IMAGE_EXTENSIONS]}
            maxSizeMB={UPLOAD_MAX_MB.logo}
            label={t('uploadLogo')}
            onUploaded={(objectPath) => form.setValue('logo', objectPath, { shouldDirty: true, shouldValidate: true })}
          />
          {logo && (
            <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => form.setValue('logo', '', { shouldDirty: true })}>
              {t('removeLogo')}
            </Button>
          )}
          {errors.logo?.message && (
            <p role="alert" className="text-sm text-destructive">
              {errors.logo.message}
            </p>
          )}
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="companyName" label={requiredLabel('companyName')} error={errors.companyName?.message}>
          <Input
            id="companyName"
            placeholder={t('placeholders.companyName')}
            aria-invalid={Boolean(errors.companyName)}
            aria-describedby={fieldError('companyName')}
            {...form.register('companyName')}
          />
        </FormField>
        <FormField id="industry" label={t('fields.industry')} error={errors.industry?.message}>
          <NativeSelect id="industry" {...form.register('industry')}>
            <option value="">{t('chooseIndustry')}</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {optionLabel('industry', industry)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="companySize" label={t('fields.companySize')} error={errors.companySize?.message}>
          <NativeSelect id="companySize" {...form.register('companySize')}>
            <option value="">{t('chooseCompanySize')}</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {optionLabel('companySize', size)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="headquarters" label={requiredLabel('headquarters')} error={errors.headquarters?.message}>
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
        <FormField id="contactEmail" label={requiredLabel('contactEmail')} error={errors.contactEmail?.message}>
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
        <FormField id="phoneNumber" label={t('fields.phoneNumber')} error={errors.phoneNumber?.message}>
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
        <FormField id="website" label={t('fields.website')} error={errors.website?.message}>
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
        <FormField id="linkedinUrl" label={t('fields.linkedinUrl')} error={errors.linkedinUrl?.message}>
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
        <FormField id="foundedYear" label={t('fields.foundedYear')} error={errors.foundedYear?.message}>
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

      <FormField id="description" label={t('fields.description')} error={errors.description?.message}>
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
          <FormField key={name} id={name} label={t(`fields.${name}`)} error={errors[name]?.message ?? errors[name]?.[0]?.message}>
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

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!isValid || update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
