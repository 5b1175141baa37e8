import type { User } from '@core/auth/schemas';
import { findResumePlan, generationRefusal, RECENT_RESUMES_SHOWN, RESUME_MESSAGES, type ResumePlanId } from '@core/resumes/plans';
import type { GeneratedResume, generateResumeSchema, ResumeSubscription } from '@core/resumes/schemas';
import { namesAny } from '@core/resumes/qualifications';
import { buildResumeHtml, checkResumeQualifications, resumeTitle, type ResumeSource } from '@core/resumes/template';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { DocumentLimitError, DocumentUnreadableError } from '../../lib/document-text/limits';
import type { ObjectStorage } from '../../lib/storage';
import { AppError } from '../../plugins/errors';
import { findUserById } from '../auth/service';
import { heldCredentialNames } from '../credentials/service';
import { findJobWithCompany } from '../jobs/service';
import { readObject } from '../uploads/service';
import { findWorkerProfile } from '../worker-profile/service';
import { writeResumeWithAi, type ResumeAiConfig } from './ai-writer';
import { renderResumePdf } from './pdf';
import * as repo from './repository';
import { extractResumeText } from './resume-text';
import { sanitizeResumeHtml } from './sanitize';

export type ResumePlan = ResumePlanId;

const DAY_MS = 24 * 60 * 60 * 1000;
const OBJECTS_PREFIX = '/objects/';

export interface ResumeDeps {
  db: Database;
  storage: ObjectStorage;
  /** Set when RESUME_AI_URL and RESUME_AI_KEY are; otherwise the offline template writes resumes. */
  ai: ResumeAiConfig | null;
  log: FastifyBaseLogger;
  /** The app clock: plan periods and the generation limit follow it. */
  clock: () => Date;
}

function toGeneratedResumeDto(row: repo.GeneratedResumeRow): GeneratedResume {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    jobId: row.jobId,
    generatedAt: row.generatedAt.toISOString(),
    gaps: row.gaps,
  };
}

function toSubscriptionDto(row: repo.ResumeSubscriptionRow | null, now: Date): ResumeSubscription {
  if (!row) {
    return { plan: null, planName: null, isActive: false, generationsUsed: 0, limit: null, expiresAt: null, hasUsedFreeTrial: false };
  }
  const plan = findResumePlan(row.plan);
  return {
    plan: row.plan,
    planName: plan.name,
    isActive: row.expiresAt > now,
    generationsUsed: row.generationsUsed,
    limit: plan.resumeLimit,
    expiresAt: row.expiresAt.toISOString(),
    hasUsedFreeTrial: row.freeTrialStartedAt !== null,
  };
}

export async function getResumeSubscription(db: Executor, userId: string, now: Date): Promise<ResumeSubscription> {
  return toSubscriptionDto(await repo.findResumeSubscription(db, userId), now);
}

/**
 * Contract for the payments module: gives a worker a resume plan after a verified payment (and the
 * resume page calls it for the free trial). Each grant starts a fresh period with no resumes used;
 * the free trial can be had once.
 */
export async function grantResumePlan(db: Executor, userId: string, plan: ResumePlan, now: Date): Promise<void> {
  const row = await repo.upsertResumeSubscription(db, {
    userId,
    plan,
    periodStartedAt: now,
    expiresAt: new Date(now.getTime() + findResumePlan(plan).periodDays * DAY_MS),
    generationsUsed: 0,
    freeTrialStartedAt: plan === 'free_trial' ? now : null,
    updatedAt: now,
  });
  if (!row) throw new AppError(409, RESUME_MESSAGES.freeTrialUsed);
}

/** A plan period as its grant started it. */
export interface ResumePlanPeriod {
  plan: ResumePlan;
  periodStartedAt: Date;
  expiresAt: Date;
}

/**
 * Contract for the payments module: the plan a refunded purchase granted ends now, and the worker
 * goes back to what they would have had without it (docs/decisions.md): the newest other grant still
 * running (a paid plan payments names in `stillPaid`, or the free trial within its days), with the
 * resumes made since that grant began counted against it; else no running plan, so no generation.
 * A plan another grant has replaced since is not the refunded one and stays as it is.
 */
export async function revokeResumePlan(
  db: Executor,
  userId: string,
  refunded: { plan: ResumePlan; periodStartedAt: Date },
  stillPaid: ResumePlanPeriod | null,
  now: Date,
): Promise<void> {
  const row = await repo.lockResumeSubscription(db, userId);
  if (!row || row.plan !== refunded.plan || row.periodStartedAt.getTime() !== refunded.periodStartedAt.getTime()) return;
  const trialStart = row.freeTrialStartedAt;
  const trial: ResumePlanPeriod | null = trialStart && {
    plan: 'free_trial',
    periodStartedAt: trialStart,
    expiresAt: new Date(trialStart.getTime() + findResumePlan('free_trial').periodDays * DAY_MS),
  };
  const fallback = [stillPaid, trial]
    .filter((period): period is ResumePlanPeriod => period !== null && period.expiresAt > now)
    .sort((a, b) => b.periodStartedAt.getTime() - a.periodStartedAt.getTime())[0];
  if (!fallback) {
    await repo.updateResumeSubscription(db, userId, { expiresAt: row.expiresAt < now ? row.expiresAt : now, updatedAt: now });
    return;
  }
  const generationsUsed = await repo.countResumesGeneratedSince(db, userId, fallback.periodStartedAt);
  await repo.updateResumeSubscription(db, userId, { ...fallback, generationsUsed, updatedAt: now });
}

export async function startFreeTrial(db: Database, userId: string, now: Date): Promise<ResumeSubscription> {
  await db.transaction((tx) => grantResumePlan(tx, userId, 'free_trial', now));
  return getResumeSubscription(db, userId, now);
}

async function readContextText(deps: ResumeDeps, user: User, contextResumeUrl: string | undefined) {
  if (!contextResumeUrl) return null;
  let file: { body: Buffer; mimeType: string };
  try {
    file = await readObject(deps.db, deps.storage, user, contextResumeUrl.slice(OBJECTS_PREFIX.length));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw new AppError(404, RESUME_MESSAGES.contextNotFound);
    throw error;
  }
  try {
    return await extractResumeText(file.body, file.mimeType);
  } catch (error) {
    if (!(error instanceof DocumentLimitError || error instanceof DocumentUnreadableError)) throw error;
    deps.log.warn({ err: error }, 'could not read the text of an uploaded resume');
    throw new AppError(422, error instanceof DocumentLimitError ? RESUME_MESSAGES.contextOverLimits : RESUME_MESSAGES.contextUnreadable);
  }
}

async function resolveTarget(db: Executor, input: z.output<typeof generateResumeSchema>): Promise<ResumeSource['target']> {
  if (input.jobId) {
    const found = await findJobWithCompany(db, input.jobId);
    if (!found) throw new AppError(404, RESUME_MESSAGES.jobNotFound);
    const { job, companyName } = found;
    return {
      title: job.title,
      description: job.description,
      companyName,
      skills: job.skills,
      requirements: job.requirements,
      requiredCredentials: job.requiredCredentials,
    };
  }
  return {
    title: input.customTitle!,
    description: input.customDescription!,
    companyName: null,
    skills: [],
    requirements: [],
    requiredCredentials: [],
  };
}

async function writeResume(deps: ResumeDeps, source: ResumeSource, notHeld: string[]): Promise<string> {
  if (deps.ai) {
    try {
      const html = sanitizeResumeHtml(await writeResumeWithAi(deps.ai, source, notHeld));
      // A model can still write a requirement in as the worker's: the template, which cannot, writes that resume.
      if (html && !namesAny(html, notHeld)) return html;
      if (html) deps.log.warn('resume AI claimed a requirement the worker does not hold; writing the resume from the template');
    } catch (error) {
      deps.log.warn({ err: error }, 'resume AI failed; writing the resume from the template');
    }
  }
  return sanitizeResumeHtml(buildResumeHtml(source));
}

async function assertMayGenerate(db: Executor, userId: string, now: Date) {
  const refusal = generationRefusal(await repo.findResumeSubscription(db, userId), now);
  if (refusal) throw new AppError(403, refusal);
}

/** Writes a resume tailored to one job (or custom job details) within the worker's plan limit. */
export async function generateResume(deps: ResumeDeps, user: User, input: z.output<typeof generateResumeSchema>) {
  const now = deps.clock();
  await assertMayGenerate(deps.db, user.id, now);
  const target = await resolveTarget(deps.db, input);
  const contextText = await readContextText(deps, user, input.contextResumeUrl);
  const [person, storedProfile, certifications] = await Promise.all([
    findUserById(deps.db, user.id),
    findWorkerProfile(deps.db, user.id),
    heldCredentialNames(deps.db, user.id, now),
  ]);
  if (!person) throw new AppError(404, RESUME_MESSAGES.resumeNotFound);
  const profile = storedProfile && { ...storedProfile, certifications };
  const { gaps, unheldRequirements } = checkResumeQualifications({ profile, target });

  const subscription = await repo.findResumeSubscription(deps.db, user.id);
  const limit = subscription ? findResumePlan(subscription.plan).resumeLimit : null;
  // The count is taken before writing, in one statement, so two requests at once cannot both use the last resume.
  if (!(await repo.reserveGeneration(deps.db, user.id, limit, now))) {
    // Refused although the check above passed: the plan changed in between (its message, if it has one).
    const refusal = generationRefusal(await repo.findResumeSubscription(deps.db, user.id), now);
    throw new AppError(403, refusal ?? RESUME_MESSAGES.planRequired);
  }

  try {
    const content = await writeResume(deps, { language: input.language, person, profile, target, contextText }, unheldRequirements);
    const title = resumeTitle({ language: input.language, target });
    return toGeneratedResumeDto(
      await repo.insertGeneratedResume(deps.db, { userId: user.id, jobId: input.jobId ?? null, title, content, gaps, generatedAt: now }),
    );
  } catch (error) {
    await repo.releaseGeneration(deps.db, user.id);
    throw error;
  }
}

export async function listRecentResumes(db: Executor, userId: string) {
  return (await repo.listRecentResumes(db, userId, RECENT_RESUMES_SHOWN)).map(toGeneratedResumeDto);
}

export async function getResumePdf(db: Executor, userId: string, resumeId: string) {
  const resume = await repo.findResumeForOwner(db, resumeId, userId);
  if (!resume) throw new AppError(404, RESUME_MESSAGES.resumeNotFound);
  const fileName = `${
    resume.title
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'resume'
  }.pdf`;
  return { pdf: await renderResumePdf(resume.content, resume.title), fileName };
}
