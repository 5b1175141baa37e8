import { formatTrade } from '../shared/options';

/** Everything the offline template engine tailors a resume from. */
export interface ResumeSource {
  person: { firstName: string | null; lastName: string | null; email: string; phone: string | null; location: string | null };
  profile: {
    primaryTrade: string | null;
    yearsExperience: string | null;
    skills: string[];
    certifications: string[];
    bio: string | null;
    availability: string | null;
    willingToTravel: boolean;
    linkedinUrl: string | null;
  } | null;
  target: { title: string; description: string; companyName: string | null; skills: string[]; requirements: string[] };
  /** Plain text of the worker's uploaded resume, when one was given. */
  contextText: string | null;
}

const EXPERIENCE_LABELS: Record<string, string> = {
  '1': '0-2 years',
  '3': '3-5 years',
  '6': '5-10 years',
  '10': '10+ years',
};

const AVAILABILITY_LABELS: Record<string, string> = {
  immediate: 'Available immediately',
  'two-weeks': 'Available in two weeks',
  'one-month': 'Available in one month',
  negotiable: 'Start date negotiable',
};

const STOP_WORDS = new Set([
  'and', 'the', 'for', 'with', 'from', 'that', 'this', 'have', 'are', 'you', 'our', 'all', 'any', 'per', 'can', 'will', 'into',
  'years', 'year', 'must', 'able', 'ability', 'experience', 'required', 'preferred', 'knowledge', 'strong', 'valid', 'current',
  'work', 'working', 'certification', 'certified', 'license', 'licensed',
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

function uniqueCaseless(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Job skills the worker has first, then job skills their resume mentions, then their other skills. */
export function rankSkills(source: ResumeSource): string[] {
  const profileSkills = source.profile?.skills ?? [];
  const owned = new Set(profileSkills.map((skill) => skill.toLowerCase()));
  const context = (source.contextText ?? '').toLowerCase();
  const matched = source.target.skills.filter((skill) => owned.has(skill.toLowerCase()));
  const mentioned = source.target.skills.filter((skill) => !owned.has(skill.toLowerCase()) && context.includes(skill.toLowerCase()));
  return uniqueCaseless([...matched, ...mentioned, ...profileSkills]).slice(0, MAX_SKILLS);
}

/** Lines of the uploaded resume worth repeating, those sharing words with the job first. */
export function pickHighlights(contextText: string | null, jobWords: string[]): string[] {
  if (!contextText) return [];
  const lines = contextText
    .split(/\r?\n|(?<=[.!?])\s+(?=[A-Z])/)
    .map((line) => line.replace(/^[\s•\-*–·]+/, '').replace(/\s+/g, ' ').trim())
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

/** Requirements with evidence in the worker's skills, certifications, bio or resume. */
export function evidencedRequirements(source: ResumeSource): string[] {
  const evidence = [
    ...(source.profile?.skills ?? []),
    ...(source.profile?.certifications ?? []),
    source.profile?.bio ?? '',
    source.contextText ?? '',
  ]
    .join(' ')
    .toLowerCase();
  return source.target.requirements
    .filter((requirement) => {
      const words = keywords(requirement);
      if (words.length === 0) return false;
      const found = words.filter((word) => evidence.includes(word)).length;
      return found * 2 >= words.length;
    })
    .slice(0, MAX_REQUIREMENTS);
}

function section(title: string, body: string): string {
  return body ? `<h2>${escapeHtml(title)}</h2>${body}` : '';
}

function list(items: string[]): string {
  return items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
}

function summaryOf(source: ResumeSource, skills: string[]): string {
  const { profile, target } = source;
  const trade = profile?.primaryTrade ? formatTrade(profile.primaryTrade) : 'Skilled trades';
  const years = profile?.yearsExperience ? EXPERIENCE_LABELS[profile.yearsExperience] : undefined;
  const opening = years ? `${trade} professional with ${years} of hands-on experience.` : `${trade} professional.`;
  const company = target.companyName ? ` at ${target.companyName}` : '';
  const strengths = skills.slice(0, 3);
  const pitch = `Seeking the ${target.title} role${company}${strengths.length ? `, bringing ${strengths.join(', ')}` : ''}.`;
  return [opening, profile?.bio?.trim(), pitch].filter(Boolean).join(' ');
}

/** A resume tailored to one job, as HTML whose every text is escaped. */
export function buildResumeHtml(source: ResumeSource): string {
  const { person, profile, target } = source;
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
  const headline = [profile?.primaryTrade ? formatTrade(profile.primaryTrade) : null, `Candidate for ${target.title}`].filter(Boolean).join(' | ');
  const contact = [person.email, person.phone, person.location, profile?.linkedinUrl].filter((item): item is string => Boolean(item));
  const skills = rankSkills(source);
  const jobWords = keywords([target.title, target.description, ...target.skills, ...target.requirements].join(' '));
  const preferences = [
    profile?.availability ? AVAILABILITY_LABELS[profile.availability] ?? profile.availability : null,
    profile?.willingToTravel ? 'Willing to travel for work' : null,
  ].filter((item): item is string => Boolean(item));

  return [
    `<h1>${escapeHtml(name)}</h1>`,
    `<p><strong>${escapeHtml(headline)}</strong></p>`,
    contact.length ? `<p>${contact.map(escapeHtml).join(' · ')}</p>` : '',
    section('Professional Summary', `<p>${escapeHtml(summaryOf(source, skills))}</p>`),
    section('Core Skills', list(skills)),
    section(`Qualifications for ${target.title}`, list(evidencedRequirements(source))),
    section('Experience Highlights', list(pickHighlights(source.contextText, jobWords))),
    section('Certifications', list(profile?.certifications ?? [])),
    section('Availability', list(preferences)),
  ].join('');
}
