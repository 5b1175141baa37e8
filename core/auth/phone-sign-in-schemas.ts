import { z } from 'zod';
import { CHANNEL_MESSAGES, TEXT_CHANNELS } from '../channels/schemas';
import { FIELD_MESSAGES } from '../shared/messages';
import { LANGUAGES } from '../shared/options';
import { phoneSchema } from '../shared/phone';
import { AUTH_MESSAGES, authResponseSchema, timeZoneSchema } from './schemas';

/**
 * Sign-up and sign-in by a phone number and a one-time code (issue 55, point 1): for workers, who
 * often have no steady e-mail. Employers keep e-mail sign-up: their invoices need an address.
 */

/** Seconds the client waits before it offers "Send again" (the server's caps are the rule; this only spares taps). */
export const PHONE_CODE_RESEND_SECONDS = 30;

/**
 * The address stored for an account that joined by phone without an e-mail: `users.email` stays
 * required and unique, and this reserved domain (.invalid, RFC 2606) can never receive mail, so
 * the notifier drops anything sent to it and the API shows the account as having no e-mail.
 */
export const NO_EMAIL_DOMAIN = 'no-email.crewbridge.invalid';
export const placeholderEmail = (userId: string) => `${userId}@${NO_EMAIL_DOMAIN}`;
export const hasNoMailbox = (email: string) => email.toLowerCase().endsWith(`@${NO_EMAIL_DOMAIN}`);
/** The address as people may see it (consoles, labels, documents): none for an account without a mailbox, never the placeholder. */
export const shownEmail = (email: string) => (hasNoMailbox(email) ? '' : email);

const optionalName = z
  .string()
  .trim()
  .max(100, FIELD_MESSAGES.nameTooLong)
  .optional()
  .transform((name) => (name ? name : undefined));

const optionalEmail = z
  .string()
  .trim()
  .max(254, AUTH_MESSAGES.emailInvalid)
  .optional()
  .transform((email) => (email ? email.toLowerCase() : undefined))
  .pipe(z.email(AUTH_MESSAGES.emailInvalid).optional());

export const phoneCodeRequestSchema = z.object({
  phone: phoneSchema,
  channel: z.enum(TEXT_CHANNELS, { error: CHANNEL_MESSAGES.channelInvalid }),
  /** The language the code's text is written in (the visitor's, as no account may exist yet). */
  language: z.enum(LANGUAGES).optional(),
});
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

export const phoneSignInRequestSchema = z.object({
  phone: phoneSchema,
  code: z.string({ error: CHANNEL_MESSAGES.codeInvalid }).regex(/^\d{6}$/, CHANNEL_MESSAGES.codeInvalid),
  /** Used only when the number has no account yet: a worker account is made with them. */
  firstName: optionalName,
  lastName: optionalName,
  email: optionalEmail,
  language: z.enum(LANGUAGES).optional(),
  timeZone: timeZoneSchema.optional(),
});
export type PhoneSignInRequest = z.input<typeof phoneSignInRequestSchema>;

export const phoneSignInResponseSchema = authResponseSchema.extend({
  /** True when this code made a new worker account. */
  created: z.boolean(),
});
export type PhoneSignInResponse = z.infer<typeof phoneSignInResponseSchema>;
