import { foldText } from '../jobs/fold-text';
import { annualPay, type PayUnit } from '../jobs/pay';
import type { Industry } from '../shared/options';
import { WORDING_PATTERNS, WORDING_SIGNAL_LABELS, WORDING_SIGNALS } from './scam-wording';

/**
 * Scam signals (issue 37; what scams ask of a worker, issue 49, in scam-wording.ts): words and
 * numbers in a job post that job scams use and honest posts rarely do. A post that fires one is held for an operator's review, never refused: the patterns
 * are cheap and a false alarm only costs a review. Matching ignores accents and case (foldText),
 * so every pattern is written folded (no accents, lower case), in English and Spanish.
 */
export const SCAM_SIGNALS = [
  'worker_fee',
  'check_cashing',
  'gift_cards',
  'crypto',
  'wire_transfer',
  'off_platform_contact',
  ...WORDING_SIGNALS,
  'pay_above_range',
  'mass_posted',
] as const;
export type ScamSignal = (typeof SCAM_SIGNALS)[number];

export const SCAM_SIGNAL_LABELS: Readonly<Record<ScamSignal, { en: string; es: string }>> = {
  worker_fee: { en: 'Asks the worker to pay a fee', es: 'Pide al trabajador que pague una cuota' },
  check_cashing: { en: 'Check cashing or depositing', es: 'Cobrar o depositar cheques' },
  gift_cards: { en: 'Gift cards', es: 'Tarjetas de regalo' },
  crypto: { en: 'Cryptocurrency', es: 'Criptomonedas' },
  wire_transfer: { en: 'Wire transfers', es: 'Transferencias de dinero' },
  off_platform_contact: { en: 'Contact outside CrewBridge (phone or WhatsApp)', es: 'Contacto fuera de CrewBridge (teléfono o WhatsApp)' },
  ...WORDING_SIGNAL_LABELS,
  pay_above_range: {
    en: "Pay far above the trade's range for no experience",
    es: 'Pago muy por encima del rango del oficio sin experiencia',
  },
  mass_posted: { en: 'Same text posted in several cities', es: 'El mismo texto publicado en varias ciudades' },
};

const FEE_ITEMS =
  'registration|application|training|equipment|uniform|processing|onboarding|enrollment|background[ -]check|starter[ -]kit|certification';
const ES_FEE_ITEMS =
  'inscripcion|registro|capacitacion|entrenamiento|equipo|uniforme|verificacion de antecedentes|antecedentes|tramite|ingreso';

const TEXT_PATTERNS: Readonly<Record<Exclude<ScamSignal, 'pay_above_range' | 'mass_posted'>, readonly RegExp[]>> = {
  worker_fee: [
    new RegExp(`\\b(${FEE_ITEMS}) (fee|deposit|charge)s?\\b`),
    /\bpay (a|an|the) (\$ ?[\d,.]+ )?(\w+ )?(fee|deposit)\b/,
    /\b(you|applicants?|candidates?|workers?|hires?) (must|will need to|need to|have to|are required to) (pay|purchase|buy|deposit)\b/,
    /\b(fee|deposit) (is )?(required|due|refundable)\b/,
    new RegExp(`\\bcuotas? de (${ES_FEE_ITEMS})\\b`),
    new RegExp(`\\b(pago|costo|cargo|tarifa|deposito)s? (de|por|para) (la |el |su )?(${ES_FEE_ITEMS})\\b`),
    /\b(debe|debera|deberas|tiene que|tienes que|necesita|necesitas) (pagar|comprar|depositar)\b/,
  ],
  check_cashing: [
    /\b(cash|deposit)(ing)? (a |the |your )?(checks?|cheques?)\b/,
    /\bcheck cashing\b/,
    /\bmobile deposit\b/,
    /\b(cobrar|depositar) (un |el |los |este )?cheques?\b/,
  ],
  gift_cards: [/\bgift ?cards?\b/, /\b(itunes|google play|apple|amazon|steam) (gift )?cards?\b/, /\btarjetas? de regalo\b/],
  crypto: [/\b(bitcoins?|btc|crypto|cryptocurrency|cryptocurrencies|usdt|tether|ethereum)\b/, /\b(criptomonedas?|cripto)\b/],
  wire_transfer: [
    /\bwire (transfers?|the money|money|funds|payment)\b/,
    /\b(western union|moneygram)\b/,
    /\btransferencias? (bancarias?|electronicas?|de dinero)\b/,
    /\bgiros? (postal|postales|bancarios?|de dinero)\b/,
  ],
  off_platform_contact: [
    // A US phone number however it is written: 555-123-4567, (555) 123 4567, +1 555.123.4567.
    /(?<![\d$,.])(\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}(?![\d,])/,
    /\b(whats ?app|wa\.me|telegram|wechat|signal app|kik)\b/,
  ],
  ...WORDING_PATTERNS,
};

/**
 * The most a role for someone without experience plausibly pays a year, per trade, in whole
 * dollars: well above the trades' entry rates (so honest posts clear it), below the "$45/hr, no
 * experience" bait. Above it, with no experience asked, the post is held.
 */
export const ENTRY_PAY_CEILING: Readonly<Record<Industry, number>> = {
  construction: 100_000,
  datacenter: 110_000,
  oilgas: 130_000,
  mining: 120_000,
  manufacturing: 90_000,
  infrastructure: 100_000,
  energy: 120_000,
  telecommunications: 100_000,
};

const NO_EXPERIENCE = [
  /\bno experience\b/,
  /\bexperience not (required|needed|necessary)\b/,
  /\bsin experiencia\b/,
  /\bno se requiere experiencia\b/,
];

export interface ScamCheckInput {
  title: string;
  description: string;
  requirements?: readonly string[];
  skills?: readonly string[];
  industry: Industry;
  experienceLevel: string;
  salaryMin: number | null;
  salaryMax: number | null;
  payUnit: PayUnit;
}

/** Days within which the same description in other cities counts as mass posting. */
export const MASS_POST_DAYS = 7;
/**
 * Other cities the same description may be posted in before it is held: a contractor hiring one
 * trade in two places is ordinary; a text copied across three or more cities is the scammer's reach.
 */
export const MASS_POST_MAX_OTHER_CITIES = 1;

/** What the database knows beside the post itself (the service counts it). */
export interface ScamCheckContext {
  /** Distinct other cities where the same employer posted the same description within MASS_POST_DAYS. */
  sameTextOtherCities?: number;
}

/** The signals a post fires, in SCAM_SIGNALS order; empty when it may be published as it is. */
export function detectScamSignals(job: ScamCheckInput, context: ScamCheckContext = {}): ScamSignal[] {
  const text = foldText([job.title, job.description, ...(job.requirements ?? []), ...(job.skills ?? [])].join('\n')).replace(/\s+/g, ' ');
  const fired = new Set<ScamSignal>();
  for (const [signal, patterns] of Object.entries(TEXT_PATTERNS) as [ScamSignal, readonly RegExp[]][]) {
    if (patterns.some((pattern) => pattern.test(text))) fired.add(signal);
  }
  const top = job.salaryMax ?? job.salaryMin;
  const asksNoExperience = job.experienceLevel === 'entry' || NO_EXPERIENCE.some((pattern) => pattern.test(text));
  if (top != null && asksNoExperience && annualPay(top, job.payUnit) > ENTRY_PAY_CEILING[job.industry]) fired.add('pay_above_range');
  if ((context.sameTextOtherCities ?? 0) > MASS_POST_MAX_OTHER_CITIES) fired.add('mass_posted');
  return SCAM_SIGNALS.filter((signal) => fired.has(signal));
}

/** A signal's label in the reader's language. */
export function scamSignalLabel(signal: ScamSignal, language: 'en' | 'es'): string {
  return SCAM_SIGNAL_LABELS[signal][language];
}
