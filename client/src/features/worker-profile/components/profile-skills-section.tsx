import type * as React from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipListInput } from '@/components/chip-list-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import type { ProfileForm } from './worker-profile-form-input';

/**
 * Skills as chips (saved with the profile) and the credential wallet, which the dashboard passes in
 * (another feature) and which saves each record on its own, so it stays usable outside edit mode.
 */
export function ProfileSkillsSection({
  form,
  isEditing,
  credentialWallet,
}: {
  form: ProfileForm;
  isEditing: boolean;
  credentialWallet?: React.ReactNode;
}) {
  const { t } = useTranslation('worker-profile');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.certificationsAndSkills')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FormField id="skills" label={t('form.skills')} error={form.formState.errors.skills?.message}>
          <Controller
            control={form.control}
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
        {credentialWallet}
      </CardContent>
    </Card>
  );
}
