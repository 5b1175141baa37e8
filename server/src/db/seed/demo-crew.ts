import { eq } from 'drizzle-orm';
import { annualPay } from '@core/jobs/pay';
import type { Transaction } from '../client';
import { applications } from '../schema/applications';
import { crewApplications, crewMembers, crews } from '../schema/crews';
import { jobs } from '../schema/jobs';

const HOUR_MS = 60 * 60 * 1000;

/** The seeded job as the crew's application needs it (demo-activity.ts SeededJob, which imports this file). */
interface CrewJob {
  id: string;
  title: string;
  location: string;
  employerId: string;
  companyName: string;
  postedAt: Date;
}

export const DEMO_CREW_NAME = 'Gulf Coast Interiors Crew';
/** The demo employer's job the crew applied to; the seed gives it four openings, as a crew needs more than one. */
export const DEMO_CREW_JOB_TITLE = 'Drywall Installer';
const FOREMAN_EMAIL = 'jamal.carter@example.com';
const MEMBER_EMAIL = 'andre.thompson@example.com';

/**
 * A crew (issue 51) as its rules would have left it: Jamal Carter formed it, the demo worker and Andre Thompson
 * accepted his invitations, and he applied with all three to a job of four openings: one application per
 * member, pointing to the crew's application, so each dashboard shows it and the employer sees the crew.
 */
export async function insertDemoCrew(
  tx: Transaction,
  input: { now: Date; demoWorkerId: string; workerIds: Map<string | null, string>; job: CrewJob },
): Promise<void> {
  const { now, job } = input;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const foremanId = input.workerIds.get(FOREMAN_EMAIL)!;
  const memberIds = [foremanId, input.demoWorkerId, input.workerIds.get(MEMBER_EMAIL)!];
  const [crew] = await tx
    .insert(crews)
    .values({
      name: DEMO_CREW_NAME,
      trades: ['carpenter', 'drywall-installer', 'electrician'],
      homeBase: 'Houston, TX',
      lat: 29.7633,
      lng: -95.3633,
      travelRadiusMiles: 300,
      availability: 'two-weeks',
      isLookingForWork: true,
      createdBy: foremanId,
      createdAt: hoursAgo(24 * 20),
    })
    .returning({ id: crews.id });
  await tx.insert(crewMembers).values(
    memberIds.map((userId, index) => ({
      crewId: crew!.id,
      userId,
      role: index === 0 ? ('foreman' as const) : ('member' as const),
      joinedAt: hoursAgo(24 * (20 - index)),
    })),
  );
  await tx.update(jobs).set({ positions: 4 }).where(eq(jobs.id, job.id));
  const appliedAt = hoursAgo(30);
  if (appliedAt <= job.postedAt) throw new Error(`"${job.title}" is applied to by the crew before it was posted`);
  const [crewApplication] = await tx
    .insert(crewApplications)
    .values({ crewId: crew!.id, jobId: job.id, employerId: job.employerId, foremanId, createdAt: appliedAt })
    .returning({ id: crewApplications.id });
  await tx.insert(applications).values(
    memberIds.map((workerId) => ({
      jobId: job.id,
      workerId,
      employerId: job.employerId,
      jobTitle: job.title,
      companyName: job.companyName,
      jobLocation: job.location,
      status: 'reviewed' as const,
      coverLetter: 'We finish interiors as one crew: framing, board and the electrical rough-in, on schedule.',
      expectedSalary: annualPay(34, 'hour'),
      expectedPayUnit: 'hour' as const,
      availability: 'two-weeks',
      crewApplicationId: crewApplication!.id,
      appliedAt,
      updatedAt: new Date(appliedAt.getTime() + 4 * HOUR_MS),
    })),
  );
}
