import { z } from 'zod';
import { AUTH_MESSAGES } from './messages';
import { ACCOUNT_TYPES, LANGUAGES, USER_TYPES } from '../shared/options';
import { FIELD_MESSAGES } from '../shared/messages';
import { isTimeZone, TIME_ZONE_MESSAGES } from '../shared/time-zone';

// Defined without zod, so the client can read them without loading it.
export { AUTH_MESSAGES };

export const PASSWORD_MIN_LENGTH = 8;

const emailField = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

const passwordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(200, AUTH_MESSAGES.passwordTooLong);

/** A browser's Intl.DateTimeFormat().resolvedOptions().timeZone, as the API accepts it. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGES.invalid })
  .max(64, TIME_ZONE_MESSAGES.invalid)
  .refine(isTimeZone, TIME_ZONE_MESSAGES.invalid);

const optionalName = z
  .string()
  .trim()
  .max(100, FIELD_MESSAGES.nameTooLong)
  .optional()
  .transform((name) => (name ? name : undefined));

export const loginRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  /** The browser's IANA zone (Intl resolvedOptions); the account keeps the latest, so e-mails show its times. */
  timeZone: timeZoneSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = loginRequestSchema.extend({
  userType: z.enum(USER_TYPES, { error: AUTH_MESSAGES.userTypeRequired }),
  firstName: optionalName,
  lastName: optionalName,
  /** The language the visitor was browsing in; the account keeps it. */
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  userType: z.enum(ACCOUNT_TYPES),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** Null until a browser reported it. */
  timeZone: z.string().nullable(),
  /** The address was proved by a link sent to it; until then no notification is e-mailed to it. */
  emailVerified: z.boolean(),
  /**
   * True for an account that joined by phone and never set a password: it confirms a deletion with a
   * texted code. (Not named after the password, so no answer ever carries that word.)
   */
  confirmsWithCode: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** The profile's own shape belongs to the worker-profile and employer-profile domains. */
export const sessionResponseSchema = z.object({
  user: userSchema,
  profile: z.record(z.string(), z.unknown()).nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const authResponseSchema = sessionResponseSchema.extend({
  token: z.string(),
  /** True when this sign-in reactivated a deactivated account. */
  reactivated: z.boolean().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
