import { generateRoadmap } from '@core/career/roadmap';
import type {
  CareerAssessment,
  CareerRoadmap,
  Certification,
  createCareerAssessmentSchema,
  createCareerRoadmapSchema,
  createCertificationSchema,
  createSkillsAssessmentSchema,
  SkillsAssessment,
} from '@core/career/schemas';
import { scoreAssessment } from '@core/career/scoring';
import { credentialForName } from '@core/credentials/catalogue';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { ForgetsUser } from '../../lib/user-scoped-cache';
import * as repo from './repository';

export function toCareerAssessmentDto(row: repo.CareerAssessmentRow): CareerAssessment {
  return {
    id: row.id,
    assessmentType: row.assessmentType,
    responses: row.responses,
    results: row.results,
    recommendations: row.recommendations,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function toSkillsAssessmentDto(row: repo.SkillsAssessmentRow): SkillsAssessment {
  return {
    id: row.id,
    targetRole: row.targetRole,
    currentSkills: row.currentSkills,
    requiredSkills: row.requiredSkills,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCareerRoadmapDto(row: repo.CareerRoadmapRow): CareerRoadmap {
  return {
    id: row.id,
    title: row.title,
    currentRole: row.currentRole,
    targetRole: row.targetRole,
    timeframe: row.timeframe,
    milestones: row.milestones,
    goals: row.goals,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCertificationDto(row: repo.CertificationRow): Certification {
  return {
    id: row.id,
    certificationName: row.certificationName,
    certifyingBody: row.certifyingBody,
    industry: row.industry,
    status: row.status,
    earnedDate: row.earnedDate,
    expirationDate: row.expirationDate,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The client's preview of results is never trusted: the score is computed here from the answers. */
export async function createCareerAssessment(
  db: Executor,
  userId: string,
  input: z.output<typeof createCareerAssessmentSchema>,
  now: Date,
) {
  const { results, recommendations } = scoreAssessment(input.assessmentType, input.responses);
  const row = await repo.insertCareerAssessment(db, {
    userId,
    assessmentType: input.assessmentType,
    responses: input.responses,
    results,
    recommendations,
    completedAt: now,
  });
  return toCareerAssessmentDto(row);
}

export async function createSkillsAssessment(db: Executor, userId: string, input: z.output<typeof createSkillsAssessmentSchema>) {
  return toSkillsAssessmentDto(await repo.insertSkillsAssessment(db, { userId, ...input }));
}

export async function createCareerRoadmap(db: Executor, userId: string, input: z.output<typeof createCareerRoadmapSchema>, now: Date) {
  const { milestones, goals } = generateRoadmap(input, now);
  const row = await repo.insertCareerRoadmap(db, {
    userId,
    title: input.title,
    currentRole: input.currentRole ?? null,
    targetRole: input.targetRole,
    timeframe: input.timeframe,
    milestones,
    goals,
    progress: 0,
  });
  return toCareerRoadmapDto(row);
}

export async function createCertification(
  db: Executor,
  matchInputs: ForgetsUser,
  userId: string,
  input: z.output<typeof createCertificationSchema>,
) {
  const row = await repo.insertCertification(db, {
    userId,
    certificationName: input.certificationName,
    certifyingBody: input.certifyingBody,
    industry: input.industry,
    status: input.status,
    earnedDate: input.earnedDate ?? null,
    expirationDate: input.expirationDate ?? null,
    notes: input.notes ?? null,
    // The same record is the worker's credential wallet: a name the catalogue knows links to it.
    credentialId: credentialForName(input.certificationName)?.id ?? null,
  });
  await matchInputs.forget(userId);
  return toCertificationDto(row);
}

export async function listCareerAssessments(db: Executor, userId: string) {
  return (await repo.listCareerAssessments(db, userId)).map(toCareerAssessmentDto);
}
export async function listSkillsAssessments(db: Executor, userId: string) {
  return (await repo.listSkillsAssessments(db, userId)).map(toSkillsAssessmentDto);
}
export async function listCareerRoadmaps(db: Executor, userId: string) {
  return (await repo.listCareerRoadmaps(db, userId)).map(toCareerRoadmapDto);
}
export async function listCertifications(db: Executor, userId: string) {
  return (await repo.listCertifications(db, userId)).map(toCertificationDto);
}
