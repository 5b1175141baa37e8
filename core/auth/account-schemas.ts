import { z } from 'zod';

export const ACCOUNT_MESSAGES = {
  confirmPasswordRequired: 'Please enter your password to confirm',
  wrongPassword: 'Incorrect password. Your account was not deleted.',
  deactivated: 'Account deactivated. Sign in again to reactivate it.',
  deleted: 'Account permanently deleted.',
} as const;

/** DELETE /api/auth/delete-permanently */
export const deleteAccountRequestSchema = z.object({
  confirmPassword: z
    .string({ error: ACCOUNT_MESSAGES.confirmPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.confirmPasswordRequired)
    .max(200, ACCOUNT_MESSAGES.wrongPassword),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
