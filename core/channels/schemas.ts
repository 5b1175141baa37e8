import { z } from 'zod';
import type { Language } from '../shared/options';
import { defineMessages } from '../shared/messages';
import { phoneSchema } from '../shared/phone';

export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const PHONE_CODE_LENGTH = 6;

export const CHANNEL_MESSAGES = defineMessages('channels', {
  channelInvalid: 'Choose SMS or WhatsApp',
  codeInvalid: 'Enter the 6-digit code',
  codeWrong: 'That code is not right',
  codeExpired: 'This code has expired. Send a new one.',
  noCodePending: 'Send a code to your phone first',
  tooManyCodes: 'Too many codes sent. Try again in an hour.',
  codesPaused: 'Codes cannot be sent right now. Try again later.',
  phoneCountryNotServed: 'Codes can only be sent to mobile numbers in the countries CrewBridge serves',
  emailNotConfirmed: 'Confirm your e-mail address before adding a mobile number',
  accountTooNew: 'Your account is new: try again in a few minutes',
  codeSent: 'Code sent',
  phoneVerified: 'Phone number verified',
  phoneNotVerified: 'Verify your mobile number before turning on texts',
  channelOptedOut: 'You turned these texts off by replying STOP. Reply START to turn them back on.',
  pushNotConfigured: 'Notifications on this device are not available right now',
  subscriptionInvalid: 'This device could not be registered for notifications',
});

/** The one phone schema (core/shared/phone.ts), under the name the modules that took E.164 already import. */
export const e164PhoneSchema = phoneSchema;

export const sendPhoneCodeSchema = z.object({
  phone: e164PhoneSchema,
  channel: z.enum(TEXT_CHANNELS, { error: CHANNEL_MESSAGES.channelInvalid }),
});
export type SendPhoneCodeRequest = z.input<typeof sendPhoneCodeSchema>;

export const confirmPhoneCodeSchema = z.object({
  code: z.string({ error: CHANNEL_MESSAGES.codeInvalid }).regex(/^\d{6}$/, CHANNEL_MESSAGES.codeInvalid),
});

/** What the profile tab shows about the user's number and this server's channels. */
export const phoneStatusSchema = z.object({
  phone: z.string().nullable(),
  verified: z.boolean(),
  pendingPhone: z.string().nullable(),
  smsOptedOut: z.boolean(),
  whatsappOptedOut: z.boolean(),
  pushPublicKey: z.string().nullable(),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: CHANNEL_MESSAGES.subscriptionInvalid }).max(2000, CHANNEL_MESSAGES.subscriptionInvalid),
  keys: z.object({
    p256dh: z.string({ error: CHANNEL_MESSAGES.subscriptionInvalid }).min(1).max(200),
    auth: z.string({ error: CHANNEL_MESSAGES.subscriptionInvalid }).min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.url({ error: CHANNEL_MESSAGES.subscriptionInvalid }).max(2000) });

/**
 * The words shown beside a channel's switch, stored with each consent as the user saw them (TCPA).
 * The client shows these same strings, so what is stored is what was on the screen.
 */
export const CONSENT_WORDS: Record<Language, Record<Exclude<NotificationChannel, 'email'>, string>> = {
  en: {
    sms: 'I agree to receive automated text messages from CrewBridge at this number about the notifications I turn on. Consent is not a condition of any purchase or job. Msg frequency varies. Msg&data rates may apply. Reply HELP for help, STOP to stop.',
    whatsapp:
      'I agree to receive WhatsApp messages from CrewBridge at this number about the notifications I turn on. Consent is not a condition of any purchase or job. Reply STOP to stop.',
    push: 'Show CrewBridge notifications on the devices where I turn them on.',
  },
  es: {
    sms: 'Acepto recibir mensajes de texto automáticos de CrewBridge en este número sobre las notificaciones que active. El consentimiento no es condición para ninguna compra ni empleo. La frecuencia varía. Pueden aplicarse tarifas de mensajes y datos (Msg&data rates may apply). Responda AYUDA para ayuda, PARAR para dejar de recibirlos.',
    whatsapp:
      'Acepto recibir mensajes de WhatsApp de CrewBridge en este número sobre las notificaciones que active. El consentimiento no es condición para ninguna compra ni empleo. Responda PARAR para dejar de recibirlos.',
    push: 'Mostrar notificaciones de CrewBridge en los dispositivos donde las active.',
  },
};

/** Keywords (carrier rules and Twilio's defaults, plus their Spanish words), matched on the whole trimmed text. */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'PARAR', 'ALTO', 'BAJA'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'ALTA'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO', 'AYUDA'] as const;
const SPANISH_KEYWORDS = new Set(['PARAR', 'ALTO', 'BAJA', 'ALTA', 'AYUDA']);

export type KeywordAction = 'opt_out' | 'opt_in' | 'help';

/** The keyword a text is, with the language it was written in; null for any other text. */
export function readKeyword(text: string): { action: KeywordAction; language: Language } | null {
  const word = text
    .trim()
    .toUpperCase()
    .replace(/[.!¡]+$/u, '');
  const language: Language = SPANISH_KEYWORDS.has(word) ? 'es' : 'en';
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return { action: 'opt_out', language };
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return { action: 'opt_in', language };
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return { action: 'help', language };
  return null;
}
