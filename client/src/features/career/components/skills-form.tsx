import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RATING_MAX, RATING_MIN, SKILL_NAMES, SKILLS_TARGET_ROLES } from '@core/career/options';
import { createSkillsAssessmentSchema } from '@core/career/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useCreateSkillsAssessment } from '../api/create-skills-assessment';
import { submitCareerRecord } from './form-feedback';
import { NativeSelect } from '@/components/ui/native-select';

type FormInput = z.input<typeof createSkillsAssessmentSchema>;
type FormOutput = z.output<typeof createSkillsAssessmentSchema>;
const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);
const ratingsOf = (value: number) => Object.fromEntries(SKILL_NAMES.map((name) => [name, value])) as FormInput['currentSkills'];

export function SkillsForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('career');
  const create = useCreateSkillsAssessment();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createSkillsAssessmentSchema),
    defaultValues: { targetRole: '' as FormInput['targetRole'], currentSkills: ratingsOf(3), requiredSkills: ratingsOf(4) },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((values) =>
    submitCareerRecord(
      () => create.mutateAsync(values),
      { success: t('toasts.skillsCreated'), failure: t('toasts.skillsFailed'), fallback: t('toasts.tryAgain') },
      () => {
        form.reset();
        onDone();
      },
    ),
  );

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField id="skills-target-role" label={t('forms.targetRole')} error={errors.targetRole?.message}>
        <NativeSelect id="skills-target-role" aria-invalid={Boolean(errors.targetRole)} {...form.register('targetRole')}>
          <option value="">{t('forms.chooseTargetRole')}</option>
          {SKILLS_TARGET_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <p className="text-sm text-muted-foreground">{t('forms.ratingHelp')}</p>
      {SKILL_NAMES.map((skill, index) => (
        <fieldset key={skill} className="grid grid-cols-2 gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{skill}</legend>
          {(['currentSkills', 'requiredSkills'] as const).map((group) => (
            <FormField key={group} id={`skill-${group}-${index}`} label={t(`forms.${group}`)}>
              <NativeSelect id={`skill-${group}-${index}`} {...form.register(`${group}.${skill}`, { valueAsNumber: true })}>
                {RATINGS.map((rating) => (
                  <option key={rating} value={rating}>
                    {rating}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ))}
        </fieldset>
      ))}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('forms.saving') : t('forms.saveSkills')}
      </Button>
    </form>
  );
}
