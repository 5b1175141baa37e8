import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@core/auth/schemas';
import { IMAGE_EXTENSIONS, UPLOAD_MAX_MB } from '@core/uploads/file-types';
import { LocationInput } from '@/components/location-input';
import { FileUpload } from '@/components/upload/file-upload';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { translateMessage } from '@/lib/i18n';
import type { ProfileForm } from './worker-profile-form-input';

export function ProfileBasicSection({
  form,
  user,
  isEditing,
  pendingEmail,
}: {
  form: ProfileForm;
  user: User;
  isEditing: boolean;
  /** A new address waiting for its confirmation link. */
  pendingEmail: string | null;
}) {
  const { t } = useTranslation('worker-profile');
  const { register, control } = form;
  const errors = form.formState.errors;
  const avatarUrl = form.watch('avatarUrl');
  // A worker who joined by phone has no e-mail and no password: the session proves him (issue 55).
  const asksPassword = user.email !== '' && form.watch('email').trim().toLowerCase() !== user.email;

  return (
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
        <div className="grid gap-1.5">
          <FormField id="email" label={t('form.email')} error={errors.email?.message}>
            <Input id="email" type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {pendingEmail ? t('form.emailPending', { email: pendingEmail }) : ''}
          </p>
        </div>
        {asksPassword && (
          <div className="grid gap-1.5">
            <FormField id="currentPassword" label={t('form.currentPassword')} error={errors.currentPassword?.message}>
              <Input
                id="currentPassword"
                type="password"
                autoComplete="current-password"
                aria-invalid={errors.currentPassword ? true : undefined}
                aria-describedby={errors.currentPassword ? 'currentPassword-error currentPassword-hint' : 'currentPassword-hint'}
                {...register('currentPassword')}
              />
            </FormField>
            <p id="currentPassword-hint" className="text-sm text-muted-foreground">
              {t('form.currentPasswordHint')}
            </p>
          </div>
        )}
        <FormField id="phone" label={t('form.phone')} error={errors.phone?.message}>
          <Input id="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder={t('form.phonePlaceholder')} {...register('phone')} />
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
          {errors.avatarUrl?.message && <p className="text-sm text-destructive">{translateMessage(errors.avatarUrl.message)}</p>}
        </div>
        <div className="sm:col-span-2">
          <FormField id="bio" label={t('form.bio')} error={errors.bio?.message}>
            <Textarea id="bio" rows={4} placeholder={t('form.bioPlaceholder')} {...register('bio')} />
          </FormField>
        </div>
      </CardContent>
    </Card>
  );
}
