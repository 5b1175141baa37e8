import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, Pencil } from 'lucide-react';
import * as React from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@core/auth/schemas';
import { INDUSTRIES, TRADES } from '@core/shared/options';
import { IMAGE_EXTENSIONS, RESUME_EXTENSIONS, UPLOAD_MAX_MB } from '@core/uploads/file-types';
import {
  AVAILABILITY_OPTIONS,
  CONTACT_METHODS,
  EXPERIENCE_OPTIONS,
  WORK_AUTHORIZATIONS,
} from '@core/worker-profile/options';
import {
  workerProfileFormSchema,
  type WorkerProfileFormValues,
  type WorkerProfileResponse,
} from '@core/worker-profile/schemas';
import { LocationInput } from '@/components/location-input';
import { FileUpload } from '@/components/upload/file-upload';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useAuth } from '@/lib/auth';
import { useWorkerProfile } from '../api/get-worker-profile';
import { useSaveWorkerProfile } from '../hooks/use-save-worker-profile';
import { ChipListInput } from '@/components/chip-list-input';
import { NativeSelect } from '@/components/ui/native-select';
import { optionLabel } from '@/lib/option-label';

const AUTO_SAVE_DELAY_MS = 2000;

/** What the inputs hold: text everywhere, lists for chips and industries. */
interface ProfileFormInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  avatarUrl: string;
  primaryTrade: string;
  yearsExperience: string;
  visaStatus: string;
  availability: string;
  preferredIndustries: string[];
  preferredContactMethod: string;
  hourlyRate: string;
  willingToTravel: boolean;
  bio: string;
  linkedinUrl: string;
  portfolioUrl: string;
  resumeUrl: string;
  skills: string[];
  certifications: string[];
}

function toFormInput(user: User, profile: WorkerProfileResponse): ProfileFormInput {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    phone: user.phone ?? '',
    location: user.location ?? '',
    avatarUrl: user.avatarUrl ?? '',
    primaryTrade: profile.primaryTrade ?? '',
    yearsExperience: profile.yearsExperience ?? '',
    visaStatus: profile.visaStatus ?? '',
    availability: profile.availability ?? '',
    preferredIndustries: profile.preferredIndustries,
    preferredContactMethod: profile.preferredContactMethod ?? '',
    hourlyRate: profile.hourlyRate === null ? '' : String(profile.hourlyRate),
    willingToTravel: profile.willingToTravel,
    bio: profile.bio ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    portfolioUrl: profile.portfolioUrl ?? '',
    resumeUrl: profile.resumeUrl ?? '',
    skills: profile.skills,
    certifications: profile.certifications,
  };
}

export function WorkerProfileTab({
  isEditing,
  onEditingChange,
}: {
  isEditing: boolean;
  onEditingChange(isEditing: boolean): void;
}) {
  const { t } = useTranslation('worker-profile');
  const { user } = useAuth();
  const profileQuery = useWorkerProfile(user?.id);

  if (!user) return null;
  if (profileQuery.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-40 animate-pulse rounded-lg bg-slate-200" />
        ))}
      </div>
    );
  }
  if (profileQuery.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-white p-4 text-destructive">
        {t('form.loadError')}
      </p>
    );
  }
  return (
    <WorkerProfileForm
      user={user}
      profile={profileQuery.data}
      isEditing={isEditing}
      onEditingChange={onEditingChange}
    />
  );
}

function WorkerProfileForm({
  user,
  profile,
  isEditing,
  onEditingChange,
}: {
  user: User;
  profile: WorkerProfileResponse;
  isEditing: boolean;
  onEditingChange(isEditing: boolean): void;
}) {
  const { t } = useTranslation('worker-profile');
  const save = useSaveWorkerProfile(user.id);
  const [initialValues] = React.useState(() => toFormInput(user, profile));
  const form = useForm<ProfileFormInput, unknown, WorkerProfileFormValues>({
    resolver: zodResolver(workerProfileFormSchema) as unknown as Resolver<ProfileFormInput, unknown, WorkerProfileFormValues>,
    defaultValues: initialValues,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const lastSaved = React.useRef(initialValues);
  const autoSaveTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [isAutoSaving, setIsAutoSaving] = React.useState(false);
  const [isSaving, setIsSaving] = React.useState(false);

  const saveValues = React.useCallback(
    async (isSilent: boolean) => {
      clearTimeout(autoSaveTimer.current);
      autoSaveTimer.current = undefined;
      const snapshot = form.getValues();
      const parsed = workerProfileFormSchema.safeParse(snapshot);
      if (!parsed.success) {
        await form.trigger();
        return false;
      }
      const isSaved = await save(parsed.data, { isSilent });
      if (isSaved) lastSaved.current = snapshot;
      return isSaved;
    },
    [form, save],
  );
  // The timer outlives renders; it must call the latest saveValues.
  const saveValuesRef = React.useRef(saveValues);
  saveValuesRef.current = saveValues;

  React.useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      setIsAutoSaving(true);
      clearTimeout(autoSaveTimer.current);
      autoSaveTimer.current = setTimeout(() => {
        void saveValuesRef.current(true).finally(() => setIsAutoSaving(false));
      }, AUTO_SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      // Leaving the tab with an edit pending still saves it.
      if (autoSaveTimer.current) void saveValuesRef.current(true);
    };
  }, [form]);

  const onSave = async () => {
    setIsSaving(true);
    const isSaved = await saveValues(false);
    setIsSaving(false);
    setIsAutoSaving(false);
    if (!isSaved) return;
    toast({ title: t('form.savedTitle'), description: t('form.savedDescription') });
    onEditingChange(false);
  };

  const onCancel = () => {
    clearTimeout(autoSaveTimer.current);
    autoSaveTimer.current = undefined;
    setIsAutoSaving(false);
    form.reset(lastSaved.current);
    onEditingChange(false);
  };

  const avatarUrl = form.watch('avatarUrl');
  const resumeUrl = form.watch('resumeUrl');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
      className="grid gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">{t('form.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('form.description')}</p>
        </div>
        {!isEditing && (
          <Button type="button" variant="outline" onClick={() => onEditingChange(true)}>
            <Pencil aria-hidden="true" />
            {t('form.edit')}
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {isAutoSaving && !isSaving ? t('form.autoSaving') : ''}
      </p>

      <fieldset disabled={!isEditing} className="grid min-w-0 gap-4">
        <Card>
          <CardHeader>
            <CardTitle>{t('form.basicInformation')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField id="firstName" label={t('form.firstName')} error={errors.firstName?.message}>
              <Input id="firstName" autoComplete="given-name" {...register('firstName')} />
            </FormField>
            <FormField id="lastName" label={t('form.lastName')} error={errors.lastName?.message}>
              <Input id="lastName" autoComplete="family-name" {...register('lastName')} />
            </FormField>
            <FormField id="email" label={t('form.email')} error={errors.email?.message}>
              <Input id="email" type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <FormField id="phone" label={t('form.phone')} error={errors.phone?.message}>
              <Input id="phone" type="tel" autoComplete="tel" {...register('phone')} />
            </FormField>
            <FormField id="location" label={t('form.location')} error={errors.location?.message}>
              <Controller
                control={control}
                name="location"
                render={({ field }) => (
                  <LocationInput
                    id="location"
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder={t('form.locationPlaceholder')}
                    disabled={!isEditing}
                  />
                )}
              />
            </FormField>
            <div className="grid gap-1.5">
              <span className="text-sm font-medium">{t('form.photo')}</span>
              <div className="flex items-center gap-3">
                <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent text-lg font-semibold">
                  {avatarUrl ? (
                    <img src={avatarUrl} alt={t('form.photoAlt')} className="h-full w-full object-cover" />
                  ) : (
                    (user.firstName?.charAt(0) ?? user.email.charAt(0)).toUpperCase()
                  )}
                </span>
                <Controller
                  control={control}
                  name="avatarUrl"
                  render={({ field }) => (
                    <FileUpload
                      fileType="avatar"
                      accept={[...IMAGE_EXTENSIONS]}
                      maxSizeMB={UPLOAD_MAX_MB.avatar}
                      label={t('form.uploadPhoto')}
                      onUploaded={field.onChange}
                    />
                  )}
                />
              </div>
              {errors.avatarUrl?.message && <p className="text-sm text-destructive">{errors.avatarUrl.message}</p>}
            </div>
            <div className="sm:col-span-2">
              <FormField id="bio" label={t('form.bio')} error={errors.bio?.message}>
                <Textarea id="bio" rows={4} placeholder={t('form.bioPlaceholder')} {...register('bio')} />
              </FormField>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('form.workPreferences')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField id="primaryTrade" label={t('form.primaryTrade')} error={errors.primaryTrade?.message}>
              <NativeSelect id="primaryTrade" {...register('primaryTrade')}>
                <option value="">{t('form.choose')}</option>
                {TRADES.map((trade) => (
                  <option key={trade} value={trade}>
                    {optionLabel('trade', trade)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="yearsExperience" label={t('form.yearsExperience')} error={errors.yearsExperience?.message}>
              <NativeSelect id="yearsExperience" {...register('yearsExperience')}>
                <option value="">{t('form.choose')}</option>
                {EXPERIENCE_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {optionLabel('yearsExperience', value)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="visaStatus" label={t('form.visaStatus')} error={errors.visaStatus?.message}>
              <NativeSelect id="visaStatus" {...register('visaStatus')}>
                <option value="">{t('form.choose')}</option>
                {WORK_AUTHORIZATIONS.map((value) => (
                  <option key={value} value={value}>
                    {optionLabel('workAuthorization', value)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="availability" label={t('form.availability')} error={errors.availability?.message}>
              <NativeSelect id="availability" {...register('availability')}>
                <option value="">{t('form.choose')}</option>
                {AVAILABILITY_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {optionLabel('availability', value)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <fieldset className="grid gap-2 sm:col-span-2">
              <legend className="mb-2 text-sm font-medium">{t('form.preferredIndustries')}</legend>
              <Controller
                control={control}
                name="preferredIndustries"
                render={({ field }) => (
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-4">
                    {INDUSTRIES.map((industry) => (
                      <label key={industry} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-primary"
                          checked={field.value.includes(industry)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, industry]
                                : field.value.filter((item) => item !== industry),
                            )
                          }
                        />
                        {optionLabel('industry', industry)}
                      </label>
                    ))}
                  </div>
                )}
              />
              {errors.preferredIndustries?.message && (
                <p role="alert" className="text-sm text-destructive">
                  {errors.preferredIndustries.message}
                </p>
              )}
            </fieldset>
            <FormField id="hourlyRate" label={t('form.hourlyRate')} error={errors.hourlyRate?.message}>
              <Input id="hourlyRate" inputMode="numeric" {...register('hourlyRate')} />
            </FormField>
            <FormField
              id="preferredContactMethod"
              label={t('form.preferredContactMethod')}
              error={errors.preferredContactMethod?.message}
            >
              <NativeSelect id="preferredContactMethod" {...register('preferredContactMethod')}>
                <option value="">{t('form.choose')}</option>
                {CONTACT_METHODS.map((value) => (
                  <option key={value} value={value}>
                    {optionLabel('contactMethod', value)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" className="h-4 w-4 accent-primary" {...register('willingToTravel')} />
              {t('form.willingToTravel')}
            </label>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('form.professionalLinks')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField id="linkedinUrl" label={t('form.linkedinUrl')} error={errors.linkedinUrl?.message}>
              <Input id="linkedinUrl" type="url" placeholder="https://linkedin.com/in/..." {...register('linkedinUrl')} />
            </FormField>
            <FormField id="portfolioUrl" label={t('form.portfolioUrl')} error={errors.portfolioUrl?.message}>
              <Input id="portfolioUrl" type="url" placeholder="https://" {...register('portfolioUrl')} />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('form.documents')}</CardTitle>
            <CardDescription>{t('form.resume')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {resumeUrl ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <FileText className="h-4 w-4 text-primary" aria-hidden="true" />
                <span>{t('form.resumeOnFile')}</span>
                <a href={resumeUrl} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
                  {t('form.viewResume')}
                </a>
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{t('form.noResume')}</p>
            )}
            <Controller
              control={control}
              name="resumeUrl"
              render={({ field }) => (
                <FileUpload
                  fileType="resume"
                  accept={[...RESUME_EXTENSIONS]}
                  maxSizeMB={UPLOAD_MAX_MB.resume}
                  label={resumeUrl ? t('form.replaceResume') : t('form.uploadResume')}
                  onUploaded={field.onChange}
                />
              )}
            />
            {errors.resumeUrl?.message && <p className="text-sm text-destructive">{errors.resumeUrl.message}</p>}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('form.certificationsAndSkills')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField id="skills" label={t('form.skills')} error={errors.skills?.message}>
              <Controller
                control={control}
                name="skills"
                render={({ field }) => (
                  <ChipListInput
                    id="skills"
                    value={field.value}
                    onChange={field.onChange}
                    placeholder={t('form.skillPlaceholder')}
                    addLabel={t('form.addSkill')}
                    removeLabel={(item) => t('form.remove', { item })}
                    emptyText={t('form.noneYet')}
                    disabled={!isEditing}
                  />
                )}
              />
            </FormField>
            <FormField id="certifications" label={t('form.certifications')} error={errors.certifications?.message}>
              <Controller
                control={control}
                name="certifications"
                render={({ field }) => (
                  <ChipListInput
                    id="certifications"
                    value={field.value}
                    onChange={field.onChange}
                    placeholder={t('form.certificationPlaceholder')}
                    addLabel={t('form.addCertification')}
                    removeLabel={(item) => t('form.remove', { item })}
                    emptyText={t('form.noneYet')}
                    disabled={!isEditing}
                  />
                )}
              />
            </FormField>
          </CardContent>
        </Card>
      </fieldset>

      {isEditing && (
        <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t bg-slate-50/95 py-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
