import { FileCheck2, X } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_EXTENSIONS, UPLOAD_MAX_MB } from '@core/uploads/file-types';
import { generateResumeSchema, type GeneratedResume } from '@core/resumes/schemas';
import { LANGUAGES, type Language } from '@core/shared/options';
import { FileUpload } from '@/components/upload/file-upload';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { currentLanguage, isLanguage } from '@/lib/i18n';
import { useGenerateResume } from '../api/generate-resume';
import { useJobChoices } from '@/lib/api/get-jobs';

const EMPTY = { jobId: '', customTitle: '', customDescription: '' };

export function GenerateResumeForm({ onGenerated, onPlanNeeded }: { onGenerated(resume: GeneratedResume): void; onPlanNeeded(): void }) {
  const { t } = useTranslation('resumes');
  const jobs = useJobChoices();
  const generate = useGenerateResume();
  const [values, setValues] = React.useState(EMPTY);
  const [contextResumeUrl, setContextResumeUrl] = React.useState<string | null>(null);
  // The interface's language unless the worker wants the resume in the other one (e.g. for an English-speaking employer).
  const [language, setLanguage] = React.useState<Language>(currentLanguage);
  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = generateResumeSchema.safeParse({ ...values, contextResumeUrl, language });
    if (!parsed.success) {
      toast({ variant: 'destructive', title: t('toasts.missingTitle'), description: t('toasts.missingDescription') });
      return;
    }
    try {
      const resume = await generate.mutateAsync(parsed.data);
      toast({ title: t('toasts.generatedTitle'), description: t('toasts.generatedDescription') });
      setValues(EMPTY);
      setContextResumeUrl(null);
      onGenerated(resume);
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.generationFailed'), description: getErrorMessage(error, t('toasts.tryAgain')) });
      if (error instanceof ApiError && error.status === 403) onPlanNeeded();
    }
  };

  const removeContext = () => {
    setContextResumeUrl(null);
    toast({ title: t('toasts.removedTitle'), description: t('toasts.removedDescription') });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('generate.title')}</CardTitle>
        <CardDescription>{t('generate.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <FormField id="resume-job" label={t('generate.job')}>
            <select
              id="resume-job"
              value={values.jobId}
              onChange={set('jobId')}
              disabled={jobs.isPending}
              className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50 md:text-sm pointer-coarse:min-h-11"
            >
              <option value="">
                {jobs.isPending ? t('generate.jobsLoading') : jobs.isError ? t('generate.jobsFailed') : t('generate.chooseJob')}
              </option>
              {jobs.data?.jobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.companyName ? t('generate.jobOption', { title: job.title, company: job.companyName }) : job.title}
                </option>
              ))}
            </select>
          </FormField>

          <div className="flex items-center gap-3 text-xs font-medium uppercase text-muted-foreground" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            {t('generate.or')}
            <span className="h-px flex-1 bg-border" />
          </div>

          <FormField id="resume-custom-title" label={t('generate.customTitle')}>
            <Input id="resume-custom-title" value={values.customTitle} onChange={set('customTitle')} disabled={Boolean(values.jobId)} />
          </FormField>
          <FormField id="resume-custom-description" label={t('generate.customDescription')}>
            <Textarea
              id="resume-custom-description"
              rows={4}
              value={values.customDescription}
              onChange={set('customDescription')}
              disabled={Boolean(values.jobId)}
            />
          </FormField>

          <div className="grid gap-2">
            <p className="text-sm font-medium">{t('generate.contextTitle')}</p>
            {contextResumeUrl ? (
              <div className="flex items-center justify-between gap-2 rounded-md border bg-green-50 p-3 text-sm text-green-900">
                <span className="flex items-center gap-2">
                  <FileCheck2 className="h-4 w-4" aria-hidden="true" />
                  {t('generate.contextAttached')}
                </span>
                <Button type="button" size="sm" variant="ghost" onClick={removeContext}>
                  <X aria-hidden="true" />
                  {t('generate.removeContext')}
                </Button>
              </div>
            ) : (
              <FileUpload
                fileType="document"
                accept={[...DOCUMENT_EXTENSIONS]}
                maxSizeMB={UPLOAD_MAX_MB.document}
                label={t('generate.upload')}
                onUploaded={setContextResumeUrl}
                toasts={{
                  success: { title: t('toasts.uploadedTitle'), description: t('toasts.uploadedDescription') },
                  failure: { title: t('toasts.uploadFailedTitle'), description: t('toasts.uploadFailedDescription') },
                }}
              />
            )}
          </div>

          <FormField id="resume-language" label={t('generate.language')}>
            <NativeSelect
              id="resume-language"
              aria-describedby="resume-language-hint"
              value={language}
              onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
            >
              {LANGUAGES.map((option) => (
                <option key={option} value={option}>
                  {t(`generate.languages.${option}`)}
                </option>
              ))}
            </NativeSelect>
            <p id="resume-language-hint" className="text-sm text-muted-foreground">
              {t('generate.languageHint')}
            </p>
          </FormField>

          <Button type="submit" disabled={generate.isPending}>
            {generate.isPending ? t('generate.generating') : t('generate.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
