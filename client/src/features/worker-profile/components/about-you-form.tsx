import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { INDUSTRIES } from '@core/shared/options';
import { RESUME_EXTENSIONS, UPLOAD_MAX_MB } from '@core/uploads/file-types';
import { AVAILABILITY_OPTIONS, WORK_AUTHORIZATIONS } from '@core/worker-profile/options';
import { updateWorkerProfileRequestSchema, type WorkerProfileResponse } from '@core/worker-profile/schemas';
import { FileUpload } from '@/components/upload/file-upload';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { optionLabel } from '@/lib/option-label';
import { translateMessage } from '@/lib/i18n';
import { useUpdateWorkerProfile } from '../api/update-worker-profile';
import { CreateResumeButton } from './create-resume-button';

/** The profile fields an employer reads but no application waits for (issue 55): the rest of 001 section 5's nine. */
const aboutYouSchema = updateWorkerProfileRequestSchema.pick({
  visaStatus: true,
  availability: true,
  preferredIndustries: true,
  bio: true,
  resumeUrl: true,
});

interface AboutYouInput {
  visaStatus: string;
  availability: string;
  preferredIndustries: string[];
  bio: string;
  resumeUrl: string;
}

type AboutYouValues = ReturnType<typeof aboutYouSchema.parse>;

/**
 * The short "About you" step: work authorization (which may be left unsaid), availability, industries, a bio
 * and a resume, each optional. Save sends them in one request; Skip leaves without a word saved.
 */
export function AboutYouForm({ userId, profile, doneHref }: { userId: string; profile: WorkerProfileResponse; doneHref: string }) {
  const { t } = useTranslation(['about-you', 'worker-profile']);
  const navigate = useNavigate();
  const { mutateAsync: updateProfile } = useUpdateWorkerProfile(userId);
  const form = useForm<AboutYouInput, unknown, AboutYouValues>({
    resolver: zodResolver(aboutYouSchema) as unknown as Resolver<AboutYouInput, unknown, AboutYouValues>,
    defaultValues: {
      visaStatus: profile.visaStatus ?? '',
      availability: profile.availability ?? '',
      preferredIndustries: profile.preferredIndustries,
      bio: profile.bio ?? '',
      resumeUrl: profile.resumeUrl ?? '',
    },
  });
  const errors = form.formState.errors;
  const resumeUrl = form.watch('resumeUrl');

  const saveAnswers = async (values: AboutYouValues, isSilent: boolean) => {
    try {
      await updateProfile(values);
      return true;
    } catch (error) {
      if (!isSilent) toast({ title: t('saveFailed'), description: getErrorMessage(error, ''), variant: 'destructive' });
      return false;
    }
  };
  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await saveAnswers(values, false))) return;
    toast({ title: t('savedTitle'), description: t('savedDescription') });
    navigate(doneHref);
  });
  // The resume is written from the saved profile, so what was just chosen here is saved first.
  const saveBeforeResume = async () => {
    const parsed = aboutYouSchema.safeParse(form.getValues());
    if (!parsed.success) {
      await form.trigger();
      return false;
    }
    return saveAnswers(parsed.data, false);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <Card>
        <CardContent className="grid gap-5 pt-4 sm:pt-6">
          <div className="grid gap-1.5">
            <FormField id="visaStatus" label={t('worker-profile:form.visaStatus')} error={errors.visaStatus?.message}>
              <NativeSelect id="visaStatus" className="min-h-11" aria-describedby="visaStatus-hint" {...form.register('visaStatus')}>
                <option value="">{t('worker-profile:form.choose')}</option>
                {WORK_AUTHORIZATIONS.map((value) => (
                  <option key={value} value={value}>
                    {optionLabel('workAuthorization', value)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <p id="visaStatus-hint" className="text-sm text-muted-foreground">
              {t('visaHint')}
            </p>
          </div>
          <FormField id="availability" label={t('worker-profile:form.availability')} error={errors.availability?.message}>
            <NativeSelect id="availability" className="min-h-11" {...form.register('availability')}>
              <option value="">{t('worker-profile:form.choose')}</option>
              {AVAILABILITY_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {optionLabel('availability', value)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('worker-profile:form.preferredIndustries')}</legend>
            <Controller
              control={form.control}
              name="preferredIndustries"
              render={({ field }) => (
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {INDUSTRIES.map((industry) => (
                    <label
                      key={industry}
                      className="flex min-h-11 items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-primary"
                    >
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={field.value.includes(industry)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked ? [...field.value, industry] : field.value.filter((item) => item !== industry),
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
                {translateMessage(errors.preferredIndustries.message)}
              </p>
            )}
          </fieldset>
          <FormField id="bio" label={t('worker-profile:form.bio')} error={errors.bio?.message}>
            <Textarea id="bio" rows={4} maxLength={2000} placeholder={t('worker-profile:form.bioPlaceholder')} {...form.register('bio')} />
          </FormField>
          <div className="grid gap-2">
            <span className="text-sm font-medium">{t('worker-profile:form.resume')}</span>
            {resumeUrl ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <FileText className="size-4 text-primary" aria-hidden="true" />
                <span>{t('worker-profile:form.resumeOnFile')}</span>
                <a href={resumeUrl} target="_blank" rel="noreferrer" className="font-medium text-primary underline">
                  {t('worker-profile:form.viewResume')}
                </a>
              </p>
            ) : (
              <>
                <Controller
                  control={form.control}
                  name="resumeUrl"
                  render={({ field }) => (
                    <FileUpload
                      fileType="resume"
                      accept={[...RESUME_EXTENSIONS]}
                      maxSizeMB={UPLOAD_MAX_MB.resume}
                      label={t('worker-profile:form.uploadResume')}
                      onUploaded={field.onChange}
                    />
                  )}
                />
                <CreateResumeButton
                  userId={userId}
                  saveFirst={saveBeforeResume}
                  onCreated={(url) => form.setValue('resumeUrl', url, { shouldDirty: true })}
                />
              </>
            )}
            {errors.resumeUrl?.message && <p className="text-sm text-destructive">{translateMessage(errors.resumeUrl.message)}</p>}
          </div>
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="min-h-11" asChild>
          <Link to={doneHref}>{t('skip')}</Link>
        </Button>
        <Button type="submit" className="min-h-11" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
