import { formatPhone } from '../shared/phone';
import { formatTrade, type Language } from '../shared/options';
import { checkQualifications, namesAny, uniqueCaseless, type QualificationCheck } from './qualifications';

/** Everything the offline template engine tailors a resume from. */
export interface ResumeSource {
  /** The language of the resume's headings and sentences; what the worker and the employer wrote stays as written. */
  language: Language;
  person: { firstName: string | null; lastName: string | null; email: string; phone: string | null; location: string | null };
  profile: {
    primaryTrade: string | null;
    yearsExperience: string | null;
    skills: string[];
    /** The wallet's credentials the worker holds today (earned, not expired): the only ones a resume may name. */
    certifications: string[];
    bio: string | null;
    availability: string | null;
    willingToTravel: boolean;
    linkedinUrl: string | null;
  } | null;
  target: {
    title: string;
    description: string;
    companyName: string | null;
    skills: string[];
    requirements: string[];
    /** Catalogue ids of the credentials the job requires. */
    requiredCredentials: string[];
  };
  /** Plain text of the worker's uploaded resume, when one was given. */
  contextText: string | null;
}

interface ResumeTexts {
  experience: Record<string, string>;
  availability: Record<string, string>;
  skilledTrades: string;
  opening: (trade: string, years: string | undefined) => string;
  pitch: (title: string, companyName: string | null, strengths: string[]) => string;
  candidateFor: (title: string) => string;
  titleAt: (title: string, companyName: string) => string;
  willingToTravel: string;
  sections: {
    summary: string;
    skills: string;
    qualificationsFor: (title: string) => string;
    highlights: string;
    certifications: string;
    availability: string;
  };
}

// Typed per language, so that a heading added in one language cannot be missing in the other.
const RESUME_TEXTS: Record<Language, ResumeTexts> = {
  en: {
    experience: { '1': '0-2 years', '3': '3-5 years', '6': '5-10 years', '10': '10+ years' },
    availability: {
      immediate: 'Available immediately',
      'two-weeks': 'Available in two weeks',
      'one-month': 'Available in one month',
      negotiable: 'Start date negotiable',
    },
    skilledTrades: 'Skilled trades',
    opening: (trade, years) => (years ? `${trade} professional with ${years} of hands-on experience.` : `${trade} professional.`),
    pitch: (title, companyName, strengths) =>
      `Seeking the ${title} role${companyName ? ` at ${companyName}` : ''}${strengths.length ? `, bringing ${strengths.join(', ')}` : ''}.`,
    candidateFor: (title) => `Candidate for ${title}`,
    titleAt: (title, companyName) => `${title} at ${companyName}`,
    willingToTravel: 'Willing to travel for work',
    sections: {
      summary: 'Professional Summary',
      skills: 'Core Skills',
      qualificationsFor: (title) => `Qualifications for ${title}`,
      highlights: 'Experience Highlights',
      certifications: 'Certifications',
      availability: 'Availability',
    },
  },
  es: {
    experience: { '1': '0-2 años', '3': '3-5 años', '6': '5-10 años', '10': 'más de 10 años' },
    availability: {
      immediate: 'Disponible de inmediato',
      'two-weeks': 'Disponible en dos semanas',
      'one-month': 'Disponible en un mes',
      negotiable: 'Fecha de inicio a convenir',
    },
    skilledTrades: 'Oficios especializados',
    opening: (trade, years) => (years ? `Profesional de ${trade} con ${years} de experiencia práctica.` : `Profesional de ${trade}.`),
    pitch: (title, companyName, strengths) =>
      `Busca el puesto de ${title}${companyName ? ` en ${companyName}` : ''}${strengths.length ? `, y aporta ${strengths.join(', ')}` : ''}.`,
    candidateFor: (title) => `Solicitante para ${title}`,
    titleAt: (title, companyName) => `${title} en ${companyName}`,
    willingToTravel: 'Dispuesto a viajar por trabajo',
    sections: {
      summary: 'Resumen profesional',
      skills: 'Habilidades principales',
      qualificationsFor: (title) => `Requisitos que cumple para ${title}`,
      highlights: 'Experiencia destacada',
      certifications: 'Certificaciones',
      availability: 'Disponibilidad',
    },
  },
};

const STOP_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'from',
  'that',
  'this',
  'have',
  'are',
  'you',
  'our',
  'all',
  'any',
  'per',
  'can',
  'will',
  'into',
  'years',
  'year',
  'must',
  'able',
  'ability',
  'experience',
  'required',
  'preferred',
  'knowledge',
  'strong',
  'valid',
  'current',
  'work',
  'working',
  'certification',
  'certified',
  'license',
  'licensed',
]);
const MAX_SKILLS = 12;
const MAX_HIGHLIGHTS = 6;
const MAX_REQUIREMENTS = 6;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function keywords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[a-z0-9+#]{3,}/g) ?? [])].filter((word) => !STOP_WORDS.has(word));
}

/**
 * The worker's profile skills, those the job asks for first. A job skill the worker's uploaded resume
 * merely mentions is not listed: the resume claims only what the profile holds (qualifications.ts).
 */
export function rankSkills(source: ResumeSource): string[] {
  const profileSkills = source.profile?.skills ?? [];
  const wanted = new Set(source.target.skills.map((skill) => skill.toLowerCase()));
  const matched = profileSkills.filter((skill) => wanted.has(skill.toLowerCase()));
  return uniqueCaseless([...matched, ...profileSkills]).slice(0, MAX_SKILLS);
}

/** What the job asks for, split into what the worker's profile and wallet hold and what they do not. */
export function checkResumeQualifications(source: Pick<ResumeSource, 'profile' | 'target'>): QualificationCheck {
  return checkQualifications({
    skills: source.profile?.skills ?? [],
    certifications: source.profile?.certifications ?? [],
    yearsExperience: source.profile?.yearsExperience ?? null,
    job: source.target,
  });
}

/** Lines of the uploaded resume worth repeating, those sharing words with the job first. */
export function pickHighlights(contextText: string | null, jobWords: string[]): string[] {
  if (!contextText) return [];
  const lines = contextText
    .split(/\r?\n|(?<=[.!?])\s+(?=[A-Z])/)
    .map((line) =>
      line
        .replace(/^[\s•\-*–·]+/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line.length >= 20 && line.length <= 240 && !/@|https?:\/\//.test(line));
  const scored = uniqueCaseless(lines).map((line, index) => {
    const lower = line.toLowerCase();
    return { line, index, score: jobWords.filter((word) => lower.includes(word)).length };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_HIGHLIGHTS)
    .map((entry) => entry.line);
}

function section(title: string, body: string): string {
  return body ? `<h2>${escapeHtml(title)}</h2>${body}` : '';
}

function list(items: string[]): string {
  return items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
}

function summaryOf(source: ResumeSource, skills: string[]): string {
  const { profile, target } = source;
  const texts = RESUME_TEXTS[source.language];
  const trade = profile?.primaryTrade ? formatTrade(profile.primaryTrade) : texts.skilledTrades;
  const years = profile?.yearsExperience ? texts.experience[profile.yearsExperience] : undefined;
  const pitch = texts.pitch(target.title, target.companyName, skills.slice(0, 3));
  return [texts.opening(trade, years), profile?.bio?.trim(), pitch].filter(Boolean).join(' ');
}

/** A resume tailored to one job, as HTML whose every text is escaped. */
export function buildResumeHtml(source: ResumeSource): string {
  const { person, profile, target } = source;
  const texts = RESUME_TEXTS[source.language];
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
  const headline = [profile?.primaryTrade ? formatTrade(profile.primaryTrade) : null, texts.candidateFor(target.title)]
    .filter(Boolean)
    .join(' | ');
  const contact = [person.email, person.phone && formatPhone(person.phone), person.location, profile?.linkedinUrl].filter(
    (item): item is string => Boolean(item),
  );
  const skills = rankSkills(source);
  const jobWords = keywords([target.title, target.description, ...target.skills, ...target.requirements].join(' '));
  const { met, unheldRequirements } = checkResumeQualifications(source);
  // A line of an old resume naming a requirement the wallet does not hold ("OSHA 10 certified") is not repeated.
  const highlights = pickHighlights(source.contextText, jobWords).filter((line) => !namesAny(line, unheldRequirements));
  const preferences = [
    profile?.availability ? (texts.availability[profile.availability] ?? profile.availability) : null,
    profile?.willingToTravel ? texts.willingToTravel : null,
  ].filter((item): item is string => Boolean(item));

  return [
    `<h1>${escapeHtml(name)}</h1>`,
    `<p><strong>${escapeHtml(headline)}</strong></p>`,
    contact.length ? `<p>${contact.map(escapeHtml).join(' · ')}</p>` : '',
    section(texts.sections.summary, `<p>${escapeHtml(summaryOf(source, skills))}</p>`),
    section(texts.sections.skills, list(skills)),
    section(texts.sections.qualificationsFor(target.title), list(met.slice(0, MAX_REQUIREMENTS))),
    section(texts.sections.highlights, list(highlights)),
    section(texts.sections.certifications, list(profile?.certifications ?? [])),
    section(texts.sections.availability, list(preferences)),
  ].join('');
}

/** The name a generated resume is listed under: the job, and its company when known. */
export function resumeTitle({ language, target }: Pick<ResumeSource, 'language' | 'target'>): string {
  return target.companyName ? RESUME_TEXTS[language].titleAt(target.title, target.companyName) : target.title;
}
