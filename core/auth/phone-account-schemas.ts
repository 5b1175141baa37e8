import { z } from 'zod';
import { CHANNEL_MESSAGES, TEXT_CHANNELS } from '../channels/schemas';
import { LANGUAGES } from '../shared/options';
import { phoneSchema } from '../shared/phone';
import { defineMessages } from '../shared/messages';
import { ACCOUNT_MESSAGES } from './account-schemas';
import { loginRequestSchema } from './schemas';

/**
 * What a worker with a phone but no password does with a texted code (issue 55, point 1): confirm
 * deleting the account, and reset or set a password. Each code has one purpose: a sign-in code
 * deletes nothing, a deletion code resets nothing.
 */
export const PHONE_ACCOUNT_MESSAGES = defineMessages('phone_account', {
  // The same answer whether or not the number has an account, so the door tells nobody who is a member.
  resetCodeSent: 'If this number belongs to an account, we texted it a code to reset the password.',
  noVerifiedPhone: 'Your account has no verified mobile number to text a code to.',
  confirmCodeRequired: 'Enter the code we texted you to confirm',
  usePassword: 'Your account has a password: enter it to confirm.',
  passwordSaved: 'Your password is saved.',
});

const codeField = z.string({ error: CHANNEL_MESSAGES.codeInvalid }).regex(/^\d{6}$/, CHANNEL_MESSAGES.codeInvalid);
const channelField = z.enum(TEXT_CHANNELS, { error: CHANNEL_MESSAGES.channelInvalid });

/** POST /api/auth/delete-permanently/code and POST /api/auth/password/code: a code to the account's verified number. */
export const accountCodeRequestSchema = z.object({ channel: channelField });
export type AccountCodeRequest = z.input<typeof accountCodeRequestSchema>;

/**
 * DELETE /api/auth/delete-permanently: the password of an account that has one, or else the code
 * texted to its verified number. Which one the account needs is the server's rule (service).
 */
export const deleteAccountBodySchema = z
  .object({
    confirmPassword: z.string().max(200, ACCOUNT_MESSAGES.wrongPassword).optional(),
    code: codeField.optional(),
  })
  .refine((body) => Boolean(body.confirmPassword) || body.code !== undefined, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.confirmPasswordRequired,
  });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** The deletion form of an account without a password. */
export const deleteAccountByCodeSchema = z.object({ code: codeField });
export type DeleteAccountByCode = z.input<typeof deleteAccountByCodeSchema>;

/** POST /api/auth/forgot-password/phone */
export const phoneResetCodeRequestSchema = z.object({
  phone: phoneSchema,
  channel: channelField,
  language: z.enum(LANGUAGES).optional(),
});
export type PhoneResetCodeRequest = z.input<typeof phoneResetCodeRequestSchema>;

/** POST /api/auth/reset-password/phone: the same password rules as sign-in. */
export const phoneResetPasswordSchema = loginRequestSchema.pick({ password: true }).extend({ phone: phoneSchema, code: codeField });
export type PhoneResetPasswordRequest = z.input<typeof phoneResetPasswordSchema>;

/** POST /api/auth/password: a signed-in account without a password sets one with a texted code. */
export const setPasswordByCodeSchema = loginRequestSchema.pick({ password: true }).extend({ code: codeField });
export type SetPasswordByCodeRequest = z.input<typeof setPasswordByCodeSchema>;
