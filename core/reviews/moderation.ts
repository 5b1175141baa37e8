import { foldText } from '../jobs/fold-text';
import { detectScamSignals } from '../trust/scam-signals';

/**
 * Why a review (or an employer's response) is held for an operator (issue 52): contact details take
 * the conversation off CrewBridge or expose someone; slurs and threats have no place on a public
 * profile. Held, never refused: a false alarm costs an operator's look.
 */
export const REVIEW_HOLD_REASONS = ['phone_number', 'email_address', 'slur', 'threat', 'edited_while_held'] as const;
export type ReviewHoldReason = (typeof REVIEW_HOLD_REASONS)[number];

export const REVIEW_HOLD_REASON_LABELS: Readonly<Record<ReviewHoldReason, { en: string; es: string }>> = {
  phone_number: { en: 'A phone number or outside messaging app', es: 'Un número de teléfono o una aplicación de mensajes externa' },
  email_address: { en: 'An e-mail address', es: 'Una dirección de correo electrónico' },
  slur: { en: 'A slur', es: 'Un insulto discriminatorio' },
  threat: { en: 'A threat', es: 'Una amenaza' },
  edited_while_held: { en: 'Edited while held', es: 'Editada mientras estaba retenida' },
};

const EMAIL = /[a-z0-9._%+-]+ ?(@|\(at\)|\[at\]) ?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/;

// Folded (no accents, lower case), English and Spanish; whole words only.
const SLURS = [
  'nigger',
  'niggers',
  'nigga',
  'niggas',
  'wetback',
  'wetbacks',
  'spic',
  'spics',
  'beaner',
  'beaners',
  'chink',
  'chinks',
  'kike',
  'kikes',
  'faggot',
  'faggots',
  'fag',
  'fags',
  'tranny',
  'retard',
  'retards',
  'maricon',
  'maricones',
  'sudaca',
  'sudacas',
  'panchito',
  'panchitos',
];
const SLUR_PATTERN = new RegExp(`\\b(${SLURS.join('|')})\\b`);

const THREAT_PATTERNS: readonly RegExp[] = [
  /\b(i|we)('ll| will| am going to|'m going to| are going to|'re going to|'re gonna| gonna) (kill|hurt|beat|shoot|stab|find|burn|come for|get) (you|him|her|them|your)\b/,
  /\b(i|we) know where (you|he|she|they) (live|lives)\b/,
  /\bwatch your back\b/,
  /\byou('re| are) (dead|gonna die|going to die)\b/,
  /\b(te|lo|la|los|las) (voy|vamos) a (matar|golpear|buscar|quemar|partir)\b/,
  /\b(se|sabemos) donde vives?\b/,
  /\bcuidate la espalda\b/,
  /\bestas muerto\b/,
];

/** The reasons a review's text is held, in REVIEW_HOLD_REASONS order; empty when it may be published. */
export function detectReviewHoldReasons(content: string): ReviewHoldReason[] {
  const text = foldText(content).replace(/\s+/g, ' ');
  const reasons: ReviewHoldReason[] = [];
  // The job post's phone and messaging-app patterns (scam-signals.ts off_platform_contact); its money patterns are left
  // out: a worker telling how an employer charged him a fee is what a review is for.
  const contact = detectScamSignals({
    title: '',
    description: content,
    industry: 'construction',
    experienceLevel: '',
    salaryMin: null,
    salaryMax: null,
    payUnit: 'hour',
  });
  if (contact.includes('off_platform_contact')) reasons.push('phone_number');
  if (EMAIL.test(text)) reasons.push('email_address');
  if (SLUR_PATTERN.test(text)) reasons.push('slur');
  if (THREAT_PATTERNS.some((pattern) => pattern.test(text))) reasons.push('threat');
  return reasons;
}

export type ReviewModeration = { status: 'published'; reasons: [] } | { status: 'held'; reasons: ReviewHoldReason[] };

/** Publish or hold a review being written or edited: an edit of a held review stays held, so a text cannot slip past the queue. */
export function decideReviewModeration(content: string, previous: 'published' | 'held' | null): ReviewModeration {
  const reasons = detectReviewHoldReasons(content);
  if (previous === 'held') reasons.push('edited_while_held');
  return reasons.length > 0 ? { status: 'held', reasons } : { status: 'published', reasons: [] };
}
