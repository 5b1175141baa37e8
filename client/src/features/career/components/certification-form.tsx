import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CAREER_INDUSTRIES, CERTIFICATION_STATUSES } from '@core/career/options';
import { createCertificationSchema } from '@core/career/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateCertification } from '../api/create-certification';
import { submitCareerRecord } from './form-feedback';
import { NativeSelect } from '@/components/ui/native-select';

type FormInput = z.input<typeof createCertificationSchema>;
type FormOutput = z.output<typeof createCertificationSchema>;

export function CertificationForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('career');
  const create = useCreateCertification();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createCertificationSchema),
    defaultValues: {
      certificationName: '',
      certifyingBody: '',
      industry: '' as FormOutput['industry'],
      status: 'in_progress',
      earnedDate: '',
      expirationDate: '',
      notes: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    submitCareerRecord(
      () => create.mutateAsync(values),
      { success: t('toasts.certificationCreated'), failure: t('toasts.certificationFailed'), fallback: t('toasts.tryAgain') },
      () => {
        form.reset();
        onDone();
      },
    ),
  );

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id="cert-name" label={t('forms.certificationName')} error={errors.certificationName?.message}>
        <Input id="cert-name" aria-invalid={Boolean(errors.certificationName)} {...form.register('certificationName')} />
      </FormField>
      <FormField id="cert-body" label={t('forms.certifyingBody')} error={errors.certifyingBody?.message}>
        <Input id="cert-body" aria-invalid={Boolean(errors.certifyingBody)} {...form.register('certifyingBody')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="cert-industry" label={t('forms.industry')} error={errors.industry?.message}>
          <NativeSelect id="cert-industry" aria-invalid={Boolean(errors.industry)} {...form.register('industry')}>
            <option value="">{t('forms.chooseIndustry')}</option>
            {CAREER_INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {t(`industries.${industry}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="cert-status" label={t('forms.status')} error={errors.status?.message}>
          <NativeSelect id="cert-status" {...form.register('status')}>
            {CERTIFICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="cert-earned" label={t('forms.earnedDate')} error={errors.earnedDate?.message}>
          <Input id="cert-earned" type="date" {...form.register('earnedDate')} />
        </FormField>
        <FormField id="cert-expires" label={t('forms.expirationDate')} error={errors.expirationDate?.message}>
          <Input id="cert-expires" type="date" aria-invalid={Boolean(errors.expirationDate)} {...form.register('expirationDate')} />
        </FormField>
      </div>
      <FormField id="cert-notes" label={t('forms.notes')} error={errors.notes?.message}>
        <Textarea id="cert-notes" rows={3} {...form.register('notes')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('forms.saving') : t('forms.saveCertification')}
      </Button>
    </form>
  );
}
