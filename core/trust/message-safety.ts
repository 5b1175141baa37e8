import { foldText } from '../jobs/fold-text';
import type { Language } from '../shared/options';
import { detectScamSignals, type ScamSignal } from './scam-signals';

/**
 * Messages that ask a worker for money (issue 37). The job post patterns (scam-signals.ts) already
 * know fees, gift cards, crypto, wire transfers and check cashing; a chat adds the direct asks a
 * post never makes ("send me $50", "Zelle me", "mándame dinero"). The worker is warned, the
 * message is still delivered: a false alarm costs one banner.
 */
const MONEY_SIGNALS: readonly ScamSignal[] = ['worker_fee', 'check_cashing', 'gift_cards', 'crypto', 'wire_transfer'];

const MESSAGE_PATTERNS: readonly RegExp[] = [
  /\bsend (me |us )?(the |a |your )?(\$ ?[\d,.]+|money|payment|funds|cash|deposit|fee)\b/,
  /\b(zelle|venmo|cash ?app|paypal) (me|us|it|the|\$)/,
  /\b(via|by|through|with|on|to my) (zelle|venmo|cash ?app|paypal)\b/,
  /\bpay (me|us) (\$ ?[\d,.]+|a fee|first|before|upfront|up front)/,
  /\bpay (a |the )?(\$ ?[\d,.]+ )?(fee|deposit)\b/,
  /\b(upfront|up front|advance) (fee|payment|deposit)\b/,
  /\b(envia|enviame|envie|mandame|mande|manda|deposita|depositame|transfiere|transfierame) (\$ ?[\d,.]+|el dinero|dinero|el pago|un pago|la cuota|una cuota)\b/,
  /\b(pague|pagues|pagar) (una |la |el )?(cuota|deposito|tarifa|cargo)\b/,
  /\bpor (zelle|venmo|cash ?app|paypal)\b/,
];

/** True when a message asks its reader for money or a fee. */
export function asksForMoney(content: string): boolean {
  const text = foldText(content).replace(/\s+/g, ' ');
  if (MESSAGE_PATTERNS.some((pattern) => pattern.test(text))) return true;
  const signals = detectScamSignals({
    title: '',
    description: content,
    industry: 'construction',
    experienceLevel: '',
    salaryMin: null,
    salaryMax: null,
    payUnit: 'hour',
  });
  return signals.some((signal) => MONEY_SIGNALS.includes(signal));
}

/** Whether the reader of a message sees the safety warning: a worker, reading what someone else sent. */
export function showsSafetyWarning(message: { content: string; senderId: string }, reader: { id: string; userType: string }): boolean {
  return reader.userType === 'worker' && message.senderId !== reader.id && asksForMoney(message.content);
}

export const MESSAGE_SAFETY_WARNING: Readonly<Record<Language, string>> = {
  en: 'Be careful: this message asks you for money. Real employers never charge you to get a job. Do not pay, and report it.',
  es: 'Tenga cuidado: este mensaje le pide dinero. Los empleadores reales nunca le cobran por un trabajo. No pague y denúncielo.',
};
