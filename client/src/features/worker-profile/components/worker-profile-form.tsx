import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import * as React from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_CHANGE_MESSAGES } from '@core/auth/email-change-schemas';
import type { User } from '@core/auth/schemas';
import { workerProfileFormSchema, type WorkerProfileFormValues, type WorkerProfileResponse } from '@core/worker-profile/schemas';
import { Button } from '@/components/ui/button';
import { useAutoSave } from '@/hooks/use-auto-save';
import { toast } from '@/hooks/use-toast';
import { useSaveWorkerProfile } from '../hooks/use-save-worker-profile';
import { CreateResumeButton } from './create-resume-button';
import { ProfileBasicSection } from './profile-basic-section';
import { ProfileDocumentsSection, ProfileLinksSection } from './profile-documents-section';
import { ProfilePreferencesSection } from './profile-preferences-section';
import { ProfileSkillsSection } from './profile-skills-section';
import { toFormInput, type ProfileFormInput } from './worker-profile-form-input';

const AUTO_SAVE_DELAY_MS = 2000;

export function WorkerProfileForm({
  user,
  profile,
  isEditing,
  onEditingChange,
  credentialWallet,
}: {
  user: User;
  profile: WorkerProfileResponse;
  isEditing: boolean;
  onEditingChange(isEditing: boolean): void;
  credentialWallet?: React.ReactNode;
}) {
  const { t } = useTranslation('worker-profile');
  const [initialValues] = React.useState(() => toFormInput(user, profile));
  const form = useForm<ProfileFormInput, unknown, WorkerProfileFormValues>({
    resolver: zodResolver(workerProfileFormSchema) as unknown as Resolver<ProfileFormInput, unknown, WorkerProfileFormValues>,
    defaultValues: initialValues,
  });
  // The new address waiting for its confirmation link; the field goes back to the current e-mail meanwhile.
  const [pendingEmail, setPendingEmail] = React.useState<string | null>(null);
  // Set by the save that asked for a new e-mail: one toast shows at a time, so Save's own says to check the new inbox.
  const requestedEmail = React.useRef<string | null>(null);
  const onEmailPending = React.useCallback(
    (email: string) => {
      requestedEmail.current = email;
      setPendingEmail(email);
      form.setValue('email', user.email);
      form.setValue('currentPassword', '');
    },
    [form, user.email],
  );
  const save = useSaveWorkerProfile(user.id, onEmailPending);
  const lastSaved = React.useRef(initialValues);
  const [isSaving, setIsSaving] = React.useState(false);

  const saveValues = async (isSilent: boolean) => {
    const snapshot = form.getValues();
    const parsed = workerProfileFormSchema.safeParse(snapshot);
    if (!parsed.success) {
      await form.trigger();
      return false;
    }
    if (!isSilent && user.email !== '' && parsed.data.email !== user.email && !parsed.data.currentPassword) {
      form.setError('currentPassword', { message: EMAIL_CHANGE_MESSAGES.currentPasswordRequired }, { shouldFocus: true });
      return false;
    }
    if (!isSilent) form.clearErrors('currentPassword');
    const isSaved = await save(parsed.data, { isSilent });
    // Only a confirmation link changes the e-mail, so the saved form still holds the current one.
    if (isSaved) lastSaved.current = { ...snapshot, email: user.email, currentPassword: '' };
    return isSaved;
  };
  const autoSave = useAutoSave(() => saveValues(true), AUTO_SAVE_DELAY_MS);
  const scheduleAutoSave = autoSave.schedule;

  React.useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') scheduleAutoSave();
    });
    return () => subscription.unsubscribe();
  }, [form, scheduleAutoSave]);

  const onSave = async () => {
    autoSave.cancel();
    setIsSaving(true);
    requestedEmail.current = null;
    const isSaved = await saveValues(false);
    setIsSaving(false);
    if (!isSaved) return;
    const email = requestedEmail.current;
    toast(
      email
        ? { title: t('form.emailPendingTitle'), description: t('form.emailPending', { email }) }
        : { title: t('form.savedTitle'), description: t('form.savedDescription') },
    );
    onEditingChange(false);
  };

  // The resume is written from the saved profile, so what was just typed is saved first.
  const saveBeforeResume = () => {
    autoSave.cancel();
    return saveValues(true);
  };
  // The server already saved it: the form and Cancel's snapshot both take it.
  const onResumeCreated = (resumeUrl: string) => {
    form.setValue('resumeUrl', resumeUrl);
    form.clearErrors('resumeUrl');
    lastSaved.current = { ...lastSaved.current, resumeUrl };
  };

  const onCancel = () => {
    autoSave.cancel();
    form.reset(lastSaved.current);
    onEditingChange(false);
  };

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
        {autoSave.isPending && !isSaving ? t('form.autoSaving') : ''}
      </p>

      <fieldset disabled={!isEditing} className="grid min-w-0 gap-4">
        <ProfileBasicSection form={form} user={user} isEditing={isEditing} pendingEmail={pendingEmail} />
        <ProfilePreferencesSection form={form} />
        <ProfileLinksSection form={form} />
        <ProfileDocumentsSection
          form={form}
          createResume={<CreateResumeButton userId={user.id} saveFirst={saveBeforeResume} onCreated={onResumeCreated} />}
        />
      </fieldset>
      {/* Outside the fieldset: the wallet saves on its own, so it works while the profile is not being edited. */}
      <ProfileSkillsSection form={form} isEditing={isEditing} credentialWallet={credentialWallet} />

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
