import { desc, eq } from 'drizzle-orm';
import { careerAssessments, careerRoadmaps, certifications, skillsAssessments } from '../../db/schema/career';
export function listCareerAssessments(db, userId) {
    return db.select().from(careerAssessments).where(eq(careerAssessments.userId, userId)).orderBy(desc(careerAssessments.createdAt));
}
export async function insertCareerAssessment(db, values) {
    const [row] = await db.insert(careerAssessments).values(values).returning();
    return row;
}
export function listSkillsAssessments(db, userId) {
    return db.select().from(skillsAssessments).where(eq(skillsAssessments.userId, userId)).orderBy(desc(skillsAssessments.createdAt));
}
export async function insertSkillsAssessment(db, values) {
    const [row] = await db.insert(skillsAssessments).values(values).returning();
    return row;
}
export function listCareerRoadmaps(db, userId) {
    return db.select().from(careerRoadmaps).where(eq(careerRoadmaps.userId, userId)).orderBy(desc(careerRoadmaps.createdAt));
}
export async function insertCareerRoadmap(db, values) {
    const [row] = await db.insert(careerRoadmaps).values(values).returning();
    return row;
}
export function listCertifications(db, userId) {
    return db.select().from(certifications).where(eq(certifications.userId, userId)).orderBy(desc(certifications.createdAt));
}
export async function insertCertification(db, values) {
    const [row] = await db.insert(certifications).values(values).returning();
    return row;
}
