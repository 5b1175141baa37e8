import { FileText } from 'lucide-react';
import type * as React from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RESUME_EXTENSIONS, UPLOAD_MAX_MB } from '@core/uploads/file-types';
import { FileUpload } from '@/components/upload/file-upload';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ProfileForm } from './worker-profile-form-input';

export function ProfileLinksSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('worker-profile');
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.professionalLinks')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField id="linkedinUrl" label={t('form.linkedinUrl')} error={errors.linkedinUrl?.message}>
          <Input id="linkedinUrl" type="url" placeholder="https://linkedin.com/in/..." {...form.register('linkedinUrl')} />
        </FormField>
        <FormField id="portfolioUrl" label={t('form.portfolioUrl')} error={errors.portfolioUrl?.message}>
          <Input id="portfolioUrl" type="url" placeholder="https://" {...form.register('portfolioUrl')} />
        </FormField>
      </CardContent>
    </Card>
  );
}

/** Upload a file, or (secondary) have one written from the profile: `createResume` is that button. */
export function ProfileDocumentsSection({ form, createResume }: { form: ProfileForm; createResume?: React.ReactNode }) {
  const { t } = useTranslation('worker-profile');
  const error = form.formState.errors.resumeUrl?.message;
  const resumeUrl = form.watch('resumeUrl');
  return (
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
          control={form.control}
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
        {createResume}
        {error && <p className="text-sm text-destructive">{error}</p>}
      </CardContent>
    </Card>
  );
}
