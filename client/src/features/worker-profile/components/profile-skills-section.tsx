import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipListInput } from '@/components/chip-list-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import type { ProfileForm } from './worker-profile-form-input';

export function ProfileSkillsSection({ form, isEditing }: { form: ProfileForm; isEditing: boolean }) {
  const { t } = useTranslation('worker-profile');
  const chipList = (name: 'skills' | 'certifications', placeholder: string, addLabel: string) => (
    <FormField id={name} label={t(`form.${name}`)} error={form.formState.errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <ChipListInput
            id={name}
            value={field.value}
            onChange={field.onChange}
            placeholder={placeholder}
            addLabel={addLabel}
            removeLabel={(item) => t('form.remove', { item })}
            emptyText={t('form.noneYet')}
            disabled={!isEditing}
          />
        )}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.certificationsAndSkills')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        {chipList('skills', t('form.skillPlaceholder'), t('form.addSkill'))}
        {chipList('certifications', t('form.certificationPlaceholder'), t('form.addCertification'))}
      </CardContent>
    </Card>
  );
}
