import { z } from 'zod';
import { FIELD_MESSAGES } from './messages';

/**
 * Phone numbers as people write them (issue 55, point 3): "(832) 555-0147", "832.555.0147",
 * "+1 832 555 0147", "1-832-555-0147" are one number, stored once as E.164 ("+18325550147") so
 * texts, WhatsApp links and the "number taken" check compare like with like. US (NANP) numbers are
 * read without a country code; any other country's number must start with "+" and its code. No
 * library: libphonenumber-js is not a dependency, and the NANP rule fits in a few lines.
 */

// The separators people type between groups; anything else (letters, "ext", "#") makes the number unreadable.
const SEPARATORS = /[\s().\-‐‑–—/]/g;
// NANP: area code and exchange each start with 2-9 (a leading 0 or 1 is an operator or trunk prefix).
const NANP_NATIONAL = /^[2-9]\d{2}[2-9]\d{6}$/;
// E.164 outside NANP: a country code not starting with 0 or 1, 8 to 15 digits in all.
const INTERNATIONAL = /^[2-9]\d{7,14}$/;

/** The E.164 form of a typed number, or null when it is not a number we can text or call. */
export function toE164Phone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  const hasPlus = compact.startsWith('+');
  const digits = hasPlus ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  if (hasPlus) {
    if (digits.startsWith('1')) return NANP_NATIONAL.test(digits.slice(1)) ? `+${digits}` : null;
    return INTERNATIONAL.test(digits) ? `+${digits}` : null;
  }
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return NANP_NATIONAL.test(national) ? `+1${national}` : null;
}

/**
 * A stored number as people read it: "(832) 555-0147" for a US (NANP) number, E.164 otherwise; a
 * value stored before numbers were normalised, and not readable as one, is shown as it was typed.
 */
export function formatPhone(stored: string): string {
  const e164 = toE164Phone(stored);
  if (!e164) return stored;
  if (!e164.startsWith('+1')) return e164;
  return `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
}

/** A number for a form's field: the US format, or empty when there is none. */
export function phoneFieldValue(stored: string | null | undefined): string {
  return stored ? formatPhone(stored) : '';
}

// Longer than any way of writing a 15-digit number with separators; a guard for the regexes, not a rule.
const PHONE_INPUT_MAX = 30;

/** A required phone number, typed in any of the accepted ways; its output is E.164. */
export const phoneSchema = z
  .string({ error: FIELD_MESSAGES.phoneInvalid })
  .max(PHONE_INPUT_MAX, FIELD_MESSAGES.phoneInvalid)
  .transform((value, ctx) => {
    const e164 = toE164Phone(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.phoneInvalid });
    return z.NEVER;
  });

/** An optional phone number: blank, null or absent is null; otherwise as phoneSchema. */
export const optionalPhoneSchema = z.preprocess(
  (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
  phoneSchema.nullable(),
);
