import { eq } from 'drizzle-orm';
import { applications, interviews } from '../../db/schema/applications';
import { employerProfiles } from '../../db/schema/employer-profile';
export async function insertInterview(db, values) {
    const [row] = await db.insert(interviews).values(values).returning();
    return row;
}
export async function findInterviewWithApplication(db, id) {
    const [row] = await db
        .select({
        interview: interviews,
        application: {
            workerId: applications.workerId,
            employerId: applications.employerId,
            jobTitle: applications.jobTitle,
            companyName: applications.companyName,
            jobLocation: applications.jobLocation,
        },
        currentCompanyName: employerProfiles.companyName,
    })
        .from(interviews)
        .innerJoin(applications, eq(applications.id, interviews.applicationId))
        .leftJoin(employerProfiles, eq(employerProfiles.userId, applications.employerId))
        .where(eq(interviews.id, id));
    return row ?? null;
}
