import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { careerAssessments, careerRoadmaps, certifications, skillsAssessments } from '../../db/schema/career';

export type CareerAssessmentRow = typeof careerAssessments.$inferSelect;
export type SkillsAssessmentRow = typeof skillsAssessments.$inferSelect;
export type CareerRoadmapRow = typeof careerRoadmaps.$inferSelect;
export type CertificationRow = typeof certifications.$inferSelect;

export function listCareerAssessments(db: Executor, userId: string) {
  return db.select().from(careerAssessments).where(eq(careerAssessments.userId, userId)).orderBy(desc(careerAssessments.createdAt));
}

export async function insertCareerAssessment(db: Executor, values: typeof careerAssessments.$inferInsert) {
  const [row] = await db.insert(careerAssessments).values(values).returning();
  return row!;
}

export function listSkillsAssessments(db: Executor, userId: string) {
  return db.select().from(skillsAssessments).where(eq(skillsAssessments.userId, userId)).orderBy(desc(skillsAssessments.createdAt));
}

export async function insertSkillsAssessment(db: Executor, values: typeof skillsAssessments.$inferInsert) {
  const [row] = await db.insert(skillsAssessments).values(values).returning();
  return row!;
}

export function listCareerRoadmaps(db: Executor, userId: string) {
  return db.select().from(careerRoadmaps).where(eq(careerRoadmaps.userId, userId)).orderBy(desc(careerRoadmaps.createdAt));
}

export async function insertCareerRoadmap(db: Executor, values: typeof careerRoadmaps.$inferInsert) {
  const [row] = await db.insert(careerRoadmaps).values(values).returning();
  return row!;
}

export function listCertifications(db: Executor, userId: string) {
  return db.select().from(certifications).where(eq(certifications.userId, userId)).orderBy(desc(certifications.createdAt));
}

export async function insertCertification(db: Executor, values: typeof certifications.$inferInsert) {
  const [row] = await db.insert(certifications).values(values).returning();
  return row!;
}
