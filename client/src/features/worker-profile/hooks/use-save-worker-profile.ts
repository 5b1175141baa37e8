import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkerProfileFormValues } from '@core/worker-profile/schemas';
import { toast } from '@/hooks/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useUpdateUser } from '../api/update-user';
import { useUpdateWorkerProfile } from '../api/update-worker-profile';

/**
 * 001 section 4: the user fields are saved first and a failure there aborts the save; then the
 * profile; then the current user is re-read. Auto-saves are silent.
 */
export function useSaveWorkerProfile(userId: string, onEmailPending: (email: string) => void) {
  const { t } = useTranslation('worker-profile');
  const { user, refreshUser } = useAuth();
  const currentEmail = user?.email;
  const { mutateAsync: updateUser } = useUpdateUser(userId);
  const { mutateAsync: updateProfile } = useUpdateWorkerProfile(userId);

  return React.useCallback(
    async (values: WorkerProfileFormValues, { isSilent }: { isSilent: boolean }): Promise<boolean> => {
      const { firstName, lastName, email, currentPassword, phone, location, avatarUrl, ...profile } = values;
      const fail = (title: string, error: unknown) => {
        if (!isSilent) toast({ title, description: getErrorMessage(error, ''), variant: 'destructive' });
        return false;
      };
      // A new e-mail needs the current password and a confirmation from its inbox, so only Save sends it.
      const changesEmail = !isSilent && email !== currentEmail;
      try {
        const saved = await updateUser({
          firstName,
          lastName,
          phone,
          location,
          avatarUrl,
          ...(changesEmail && { email, currentPassword }),
        });
        if (saved.pendingEmail) onEmailPending(saved.pendingEmail);
      } catch (error) {
        return fail(changesEmail ? t('form.emailChangeFailed') : t('form.userSaveFailed'), error);
      }
      try {
        await updateProfile(profile);
      } catch (error) {
        return fail(t('form.profileSaveFailed'), error);
      }
      await refreshUser();
      return true;
    },
    [t, currentEmail, refreshUser, updateUser, updateProfile, onEmailPending],
  );
}
