import { generateRoadmap } from '@core/career/roadmap';
import { scoreAssessment } from '@core/career/scoring';
import { credentialForName } from '@core/credentials/catalogue';
import * as repo from './repository';
export function toCareerAssessmentDto(row) {
    return {
        id: row.id,
        assessmentType: row.assessmentType,
        responses: row.responses,
        results: row.results,
        recommendations: row.recommendations,
        completedAt: row.completedAt?.toISOString() ?? null,
    };
}
export function toSkillsAssessmentDto(row) {
    return {
        id: row.id,
        targetRole: row.targetRole,
        currentSkills: row.currentSkills,
        requiredSkills: row.requiredSkills,
        createdAt: row.createdAt.toISOString(),
    };
}
export function toCareerRoadmapDto(row) {
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
export function toCertificationDto(row) {
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
export async function createCareerAssessment(db, userId, input, now) {
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
export async function createSkillsAssessment(db, userId, input) {
    return toSkillsAssessmentDto(await repo.insertSkillsAssessment(db, { userId, ...input }));
}
export async function createCareerRoadmap(db, userId, input, now) {
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
export async function createCertification(db, matchInputs, userId, input) {
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
export async function listCareerAssessments(db, userId) {
    return (await repo.listCareerAssessments(db, userId)).map(toCareerAssessmentDto);
}
export async function listSkillsAssessments(db, userId) {
    return (await repo.listSkillsAssessments(db, userId)).map(toSkillsAssessmentDto);
}
export async function listCareerRoadmaps(db, userId) {
    return (await repo.listCareerRoadmaps(db, userId)).map(toCareerRoadmapDto);
}
export async function listCertifications(db, userId) {
    return (await repo.listCertifications(db, userId)).map(toCertificationDto);
}
