import { credentialForName, findCredential, nameKeys } from '../credentials/catalogue';

/**
 * What a tailored resume may claim against a job (issue 55, point 5): only what the worker's profile
 * skills and credential wallet hold, in the worker's own words. A job's requirement is met when one
 * held item names every word of it ("OSHA 10" by "OSHA 10-Hour Construction"); a requirement that
 * only shares a word ("Ohio journeyman license" and a bio saying "journeyman") is not. The rest are
 * gaps: shown to the worker, never written into the resume. The bio and an uploaded resume are
 * free text the worker may have written about anything (plans, courses begun), so they prove nothing.
 */
export interface QualificationInput {
  /** Profile skills, as the worker wrote them. */
  skills: string[];
  /** Wallet credentials the worker holds today: earned, not expired. */
  certifications: string[];
  /** The profile's experience choice ('1', '3', '6', '10'), or null. */
  yearsExperience: string | null;
  job: { requirements: string[]; skills: string[]; requiredCredentials: string[] };
}

export interface QualificationCheck {
  /** The worker's own skills and credentials that meet something the job asks for, unique, in the worker's words. */
  met: string[];
  /** What the job asks for that the profile and wallet do not show, in the job's words. */
  gaps: string[];
  /**
   * The gaps among the job's requirements and required credentials: what a resume must never name. A job
   * skill the profile lacks is a gap too, but the worker's own uploaded resume may show it ("serviced chillers").
   */
  unheldRequirements: string[];
}

// Words that say how a requirement is phrased, not what it asks for.
const FILLER_WORDS = new Set(
  [
    'a an and or of the to in on at by for with from as be is are must have has able ability you your',
    'experience experienced required preferred plus knowledge strong valid current active proof',
    'certification certificate certified license licensed card years year yrs minimum least',
    'y o de del la el los las en con para por un una experiencia requerido requerida licencia certificado certificación vigente',
  ]
    .join(' ')
    .split(' '),
);

/** A text's meaningful words: lower case, plurals folded ("blueprints" is "blueprint"). */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? [])
    .filter((word) => (word.length > 1 || /\d/.test(word)) && !FILLER_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

interface HeldItem {
  name: string;
  words: Set<string>;
  credentialId: string | null;
}

function heldCredential(name: string): HeldItem {
  const definition = credentialForName(name);
  // A catalogue credential is also known by its other spellings ("OSHA10" is the OSHA 10-Hour card).
  const spellings = definition ? [name, definition.name, ...nameKeys(definition).map((key) => key.replace(/-/g, ' '))] : [name];
  return { name, words: new Set(spellings.flatMap(wordsOf)), credentialId: definition?.id ?? null };
}

// The least each experience choice stands for (core/worker-profile/options.ts: 0-2, 3-5, 5-10, 10+ years).
const LEAST_YEARS: Record<string, number> = { '1': 0, '3': 3, '6': 5, '10': 10 };
const YEARS_ASKED = /(\d+)\s*\+?\s*(?:or more\s*)?(?:years?|yrs?|años?)\b/i;

/** A requirement that asks for years of experience and nothing the profile could name otherwise. */
function yearsAsked(requirement: string): number | null {
  const match = YEARS_ASKED.exec(requirement);
  return match ? Number(match[1]) : null;
}

/** The items without blanks and without repeats that differ only in case or surrounding spaces, first spelling kept. */
export function uniqueCaseless(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Splits what the job asks for into what the worker holds (their words) and what they do not (the job's words). */
export function checkQualifications(input: QualificationInput): QualificationCheck {
  const held = [
    ...input.certifications.map(heldCredential),
    ...input.skills.map((name) => ({ ...heldCredential(name), credentialId: null })),
  ];
  const met: string[] = [];
  const gaps: string[] = [];
  const unheldRequirements: string[] = [];
  const leastYears = input.yearsExperience === null ? null : (LEAST_YEARS[input.yearsExperience] ?? null);

  const check = (asked: string, credentialId: string | null, isRequirement: boolean) => {
    const miss = () => {
      gaps.push(asked);
      if (isRequirement) unheldRequirements.push(asked);
    };
    const years = yearsAsked(asked);
    if (years !== null) {
      // The summary states the worker's years; a requirement they meet adds nothing to list.
      if (leastYears === null || leastYears < years) miss();
      return;
    }
    const words = wordsOf(asked);
    if (words.length === 0 && credentialId === null) return;
    const holder = held.find(
      (item) =>
        (credentialId !== null && item.credentialId === credentialId) || (words.length > 0 && words.every((word) => item.words.has(word))),
    );
    if (holder) met.push(holder.name);
    else miss();
  };

  const namedByRequirements = new Set(input.job.requirements.map((requirement) => credentialForName(requirement)?.id));
  for (const requirement of input.job.requirements) check(requirement, credentialForName(requirement)?.id ?? null, true);
  for (const id of input.job.requiredCredentials) {
    const definition = findCredential(id);
    if (definition && !namedByRequirements.has(id)) check(definition.name, id, true);
  }
  for (const skill of input.job.skills) check(skill, null, false);
  return { met: uniqueCaseless(met), gaps: uniqueCaseless(gaps), unheldRequirements: uniqueCaseless(unheldRequirements) };
}

/** Words and numbers only, spaced: "OSHA-10" and "osha 10" read alike, and "TIG" is not found in "investigation". */
function spacedWords(text: string): string {
  return ` ${(text.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? []).join(' ')} `;
}

const HTML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Whether a text (a resume's HTML) names any of `phrases` as whole words. */
export function namesAny(text: string, phrases: string[]): boolean {
  const words = spacedWords(text.replace(/<[^>]*>/g, ' ').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity] ?? ' '));
  return phrases.some((phrase) => spacedWords(phrase).trim() !== '' && words.includes(spacedWords(phrase)));
}
