import type { User } from '@core/auth/schemas';
import { escapeHtml } from '@core/resumes/template';
import { formatTrade, type Language } from '@core/shared/options';
import { formatPhone } from '@core/shared/phone';
import { WORKER_PROFILE_MESSAGES, type ResumeFromProfileResponse } from '@core/worker-profile/schemas';
import type { Database } from '../../db/client';
import { emailTexts } from '../../lib/language';
import type { ObjectStorage } from '../../lib/storage';
import { AppError } from '../../plugins/errors';
import { renderResumePdf } from '../../lib/resume-pdf';
import { claimLink, openUploadLink, releaseClaim, type UploadLimits } from '../uploads/limits';
import { newUploadGrant, storeUpload } from '../uploads/service';
import type { ForgetsUser } from '../../lib/user-scoped-cache';
import * as repo from './repository';
import { heldCredentialNames } from '../credentials/service';
import { findWorkerProfile, profileWithCompleteness } from './service';

export interface ResumeFromProfileDeps {
  db: Database;
  storage: ObjectStorage;
  limits: UploadLimits;
  matchInputs: ForgetsUser;
  now: Date;
}

type Person = Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'location'>;
type Profile = repo.WorkerProfileRow;

const section = (title: string, body: string) => (body ? `<h2>${escapeHtml(title)}</h2>${body}` : '');
// Skills and certifications run on as one line each (not a list), so that the resume stays on one page.
const inline = (items: readonly string[]) => (items.length ? `<p>${items.map(escapeHtml).join(' · ')}</p>` : '');
const present = (items: ReadonlyArray<string | null | undefined>) => items.filter((item): item is string => Boolean(item?.trim()));

/** The one-page resume of a worker's own profile, as HTML (every text escaped) that the resume PDF writer reads. */
export function buildProfileResumeHtml(language: Language, person: Person, profile: Profile): string {
  const t = emailTexts(language);
  const name = present([person.firstName, person.lastName]).join(' ') || person.email;
  const years = profile.yearsExperience
    ? t('profile_resume.years', { years: t(`profile_resume.experience.${profile.yearsExperience}`) })
    : null;
  const headline = present([profile.primaryTrade ? formatTrade(profile.primaryTrade) : null, years]).join(' | ');
  const availability = present([
    profile.availability ? t(`profile_resume.availability_choices.${profile.availability}`) : null,
    profile.willingToTravel ? t('profile_resume.willing_to_travel') : null,
  ]);
  const contact = present([
    person.email,
    person.phone && formatPhone(person.phone),
    person.location,
    profile.linkedinUrl,
    profile.portfolioUrl,
  ]);
  return [
    `<h1>${escapeHtml(name)}</h1>`,
    headline ? `<p><strong>${escapeHtml(headline)}</strong></p>` : '',
    section(t('profile_resume.contact'), contact.length ? `<p>${contact.map(escapeHtml).join(' · ')}</p>` : ''),
    section(t('profile_resume.summary'), profile.bio?.trim() ? `<p>${escapeHtml(profile.bio.trim())}</p>` : ''),
    section(t('profile_resume.skills'), inline(present(profile.skills))),
    section(t('profile_resume.certifications'), inline(present(profile.certifications))),
    section(t('profile_resume.availability'), inline(availability)),
  ].join('');
}

/**
 * Stores a generated file as if the worker had uploaded it: through a link and its claim, so the
 * same caps hold (open links, PUTs at once, the byte quota) and the file is a normal uploads row.
 */
async function storeAsUpload(deps: ResumeFromProfileDeps, ownerId: string, body: Buffer): Promise<string> {
  const grant = newUploadGrant(ownerId, 'resume', deps.now);
  await openUploadLink(deps.db, deps.limits, grant, deps.now);
  const claim = await claimLink(deps.db, deps.limits, grant, body.length, deps.now);
  try {
    return (await storeUpload(deps.db, deps.storage, deps.limits, claim, body, deps.now)).objectPath;
  } catch (error) {
    await releaseClaim(deps.db, claim);
    throw error;
  }
}

/** Writes the worker's resume from their profile and account, stores it as their resume and points the profile at it. */
export async function createResumeFromProfile(deps: ResumeFromProfileDeps, viewer: User): Promise<ResumeFromProfileResponse> {
  // The session's user is the account as of this request: name, contact and language.
  const person = viewer;
  const stored = await findWorkerProfile(deps.db, viewer.id);
  if (!stored) throw new AppError(404, WORKER_PROFILE_MESSAGES.profileNotFound);
  // A resume names only the credentials held today, not one in progress or expired (issue 55).
  const profile = { ...stored, certifications: await heldCredentialNames(deps.db, viewer.id, deps.now) };
  // A resume without a trade or a word about the worker says nothing an employer can use.
  if (!profile.primaryTrade || !profile.bio?.trim()) throw new AppError(400, WORKER_PROFILE_MESSAGES.resumeNeedsTradeAndBio);

  const html = buildProfileResumeHtml(person.language, person, profile);
  const name = present([person.firstName, person.lastName]).join(' ') || person.email;
  const pdf = await renderResumePdf(html, `${name} - ${emailTexts(person.language)('profile_resume.title')}`);
  const resumeUrl = await storeAsUpload(deps, viewer.id, Buffer.from(pdf));

  await repo.updateWorkerProfile(deps.db, viewer.id, { resumeUrl });
  await deps.matchInputs.forget(viewer.id);
  return { resumeUrl, profile: await profileWithCompleteness(deps.db, viewer, viewer.id) };
}
