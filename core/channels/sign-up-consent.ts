import type { Language } from '../shared/options';

/**
 * The line under the phone sign-up form: signing up by phone turns on billing texts by the channel whose code was
 * entered, and this is the consent stored for it (TCPA), so the screen and the record hold the same words. Plain values
 * (no zod), so the sign-in dialog can show them without weight.
 */
export const SIGN_UP_CONSENT_SOURCE = 'phone_sign_up';

export const SIGN_UP_CONSENT_WORDS: Record<Language, Record<'sms' | 'whatsapp', string>> = {
  en: {
    sms: "We'll text you about your account and payments at this number. You can turn this off in settings.",
    whatsapp: "We'll message you on WhatsApp about your account and payments at this number. You can turn this off in settings.",
  },
  es: {
    sms: 'Le enviaremos mensajes de texto sobre su cuenta y sus pagos a este número. Puede desactivarlo en la configuración.',
    whatsapp: 'Le escribiremos por WhatsApp sobre su cuenta y sus pagos a este número. Puede desactivarlo en la configuración.',
  },
};
