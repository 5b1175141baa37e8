import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ROADMAP_CURRENT_ROLES, ROADMAP_TARGET_ROLES, ROADMAP_TIMEFRAMES } from '@core/career/options';
import { createCareerRoadmapSchema } from '@core/career/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreateCareerRoadmap } from '../api/create-career-roadmap';
import { submitCareerRecord } from './form-feedback';
import { NativeSelect } from '@/components/ui/native-select';

type FormInput = z.input<typeof createCareerRoadmapSchema>;
type FormOutput = z.output<typeof createCareerRoadmapSchema>;

export function RoadmapForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('career');
  const create = useCreateCareerRoadmap();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createCareerRoadmapSchema),
    defaultValues: { title: '', currentRole: '', targetRole: '' as FormOutput['targetRole'], timeframe: '' as FormOutput['timeframe'] },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    submitCareerRecord(
      () => create.mutateAsync(values),
      { success: t('toasts.roadmapCreated'), failure: t('toasts.roadmapFailed'), fallback: t('toasts.tryAgain') },
      () => {
        form.reset();
        onDone();
      },
    ),
  );

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id="roadmap-title" label={t('forms.title')} error={errors.title?.message}>
        <Input
          id="roadmap-title"
          placeholder={t('forms.titlePlaceholder')}
          aria-invalid={Boolean(errors.title)}
          {...form.register('title')}
        />
      </FormField>
      <FormField id="roadmap-current-role" label={t('forms.currentRole')}>
        <NativeSelect id="roadmap-current-role" {...form.register('currentRole')}>
          <option value="">{t('forms.chooseCurrentRole')}</option>
          {ROADMAP_CURRENT_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`currentRoles.${role}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="roadmap-target-role" label={t('forms.targetRole')} error={errors.targetRole?.message}>
        <NativeSelect id="roadmap-target-role" aria-invalid={Boolean(errors.targetRole)} {...form.register('targetRole')}>
          <option value="">{t('forms.chooseTargetRole')}</option>
          {ROADMAP_TARGET_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="roadmap-timeframe" label={t('forms.timeframe')} error={errors.timeframe?.message}>
        <NativeSelect id="roadmap-timeframe" aria-invalid={Boolean(errors.timeframe)} {...form.register('timeframe')}>
          <option value="">{t('forms.chooseTimeframe')}</option>
          {ROADMAP_TIMEFRAMES.map((timeframe) => (
            <option key={timeframe} value={timeframe}>
              {t(`timeframes.${timeframe}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <p className="text-sm text-muted-foreground">{t('forms.roadmapHelp')}</p>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('forms.saving') : t('forms.createRoadmap')}
      </Button>
    </form>
  );
}
