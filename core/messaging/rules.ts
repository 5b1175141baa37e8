import { toE164Phone } from '../shared/phone';

/** The pair of participant ids in the order conversations store them (smaller first). */
export function canonicalPair(userId: string, otherUserId: string): [string, string] {
  return userId < otherUserId ? [userId, otherUserId] : [otherUserId, userId];
}

/**
 * A wa.me link needs the international number as digits only; null when none are left. A US number
 * stored before numbers were normalised to E.164 ("(832) 555-0147") gets its country code.
 */
export function phoneDigits(phone: string | null | undefined): string | null {
  const e164 = toE164Phone(phone ?? '');
  if (e164) return e164.slice(1);
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 6 ? digits : null;
}

export function buildWhatsappUrl(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

const PREFILL_QUOTE_MAX = 300;

/** The text WhatsApp opens with: a greeting naming the sender, then the latest message quoted. */
export function whatsappPrefill(input: { otherName: string; myName: string; lastMessage?: string }): string {
  const greeting = input.otherName ? `Hi ${input.otherName}` : 'Hi';
  const intro = input.myName
    ? `${greeting}, this is ${input.myName} from CrewBridge. Continuing our conversation here.`
    : `${greeting}, continuing our CrewBridge conversation here.`;
  if (!input.lastMessage) return intro;
  const quote = input.lastMessage.length > PREFILL_QUOTE_MAX ? `${input.lastMessage.slice(0, PREFILL_QUOTE_MAX - 1)}…` : input.lastMessage;
  return `${intro}\n\nLast message: "${quote}"`;
}
