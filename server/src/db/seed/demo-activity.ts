import { annualPay } from '@core/jobs/pay';
import type { Transaction } from '../client';
import { users } from '../schema/auth';
import { applications, interviews } from '../schema/applications';
import { conversations, messages } from '../schema/messaging';
import { savedJobs } from '../schema/saved-jobs';
import { workerProfiles } from '../schema/worker-profile';
import { insertDemoCrew, DEMO_CREW_JOB_TITLE } from './demo-crew';
import { SEED_APPLICANTS, SEED_APPLICATIONS, SEED_CONVERSATION, SEED_SAVED_JOB_TITLES } from './data/activity';

const HOUR_MS = 60 * 60 * 1000;

/** A seeded job as the activity needs it. */
export interface SeededJob {
  id: string;
  title: string;
  location: string;
  employerId: string;
  companyName: string;
  postedAt: Date;
}

interface ActivityInput {
  now: Date;
  passwordHash: string;
  demoWorkerId: string;
  demoEmployerId: string;
  jobs: SeededJob[];
  /** Stores a resume PDF for the worker and answers its profile URL, so their profile is complete. */
  storeResume: (ownerId: string, lines: string[]) => Promise<string>;
}

/**
 * Applications in every status, a crew's application, an interview, saved jobs and a conversation, as the product's
 * rules would have left them: one application per worker and job, after the job was posted; an
 * interview only at the interview stage; messages only between a worker and an employer they applied to.
 */
export async function insertDemoActivity(tx: Transaction, input: ActivityInput): Promise<void> {
  const { now, demoWorkerId, demoEmployerId } = input;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const jobNamed = (title: string) => {
    const job = input.jobs.find((candidate) => candidate.title === title);
    if (!job) throw new Error(`The seed has no job "${title}"`);
    return job;
  };

  const workerIds = new Map<string | null, string>([[null, demoWorkerId]]);
  for (const applicant of SEED_APPLICANTS) {
    const { primaryTrade, yearsExperience, hourlyRate, skills, bio, ...account } = applicant;
    const [user] = await tx
      .insert(users)
      .values({ ...account, passwordHash: input.passwordHash, userType: 'worker', timeZone: 'America/Chicago', emailVerifiedAt: now })
      .returning({ id: users.id });
    const resumeUrl = await input.storeResume(user!.id, [`${applicant.firstName} ${applicant.lastName}`, applicant.location, '', bio]);
    await tx.insert(workerProfiles).values({
      userId: user!.id,
      primaryTrade,
      yearsExperience,
      visaStatus: 'citizen',
      skills,
      bio,
      availability: 'two-weeks',
      resumeUrl,
      preferredIndustries: ['construction'],
      hourlyRate,
      preferredContactMethod: 'phone',
    });
    workerIds.set(applicant.email, user!.id);
  }

  for (const seeded of SEED_APPLICATIONS) {
    const job = jobNamed(seeded.jobTitle);
    const appliedAt = hoursAgo(seeded.appliedHoursAgo);
    if (appliedAt <= job.postedAt) throw new Error(`"${seeded.jobTitle}" is applied to before it was posted`);
    const [application] = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        workerId: workerIds.get(seeded.applicantEmail)!,
        employerId: job.employerId,
        jobTitle: job.title,
        companyName: job.companyName,
        jobLocation: job.location,
        status: seeded.status,
        coverLetter: seeded.coverLetter,
        expectedSalary: annualPay(seeded.hourlyPay, 'hour'),
        expectedPayUnit: 'hour',
        availability: 'two-weeks',
        appliedAt,
        // The employer moved it a few hours after it arrived.
        updatedAt: seeded.status === 'pending' ? appliedAt : new Date(appliedAt.getTime() + 4 * HOUR_MS),
      })
      .returning({ id: applications.id });
    if (seeded.interviewInHours !== undefined) {
      // On the hour, so the demo shows a clean time ("2:00 PM CST").
      const at = new Date(now.getTime() + seeded.interviewInHours * HOUR_MS);
      at.setUTCMinutes(0, 0, 0);
      await tx.insert(interviews).values({
        applicationId: application!.id,
        type: 'video',
        scheduledAt: at,
        location: null,
        meetingLink: 'https://zoom.us/j/5550100200',
        meetingPlatform: 'zoom',
        notes: 'Please have your license and OSHA card ready to show on camera.',
        createdAt: new Date(appliedAt.getTime() + 4 * HOUR_MS),
      });
    }
  }

  await insertDemoCrew(tx, { now, demoWorkerId, workerIds, job: jobNamed(DEMO_CREW_JOB_TITLE) });

  await tx.insert(savedJobs).values(
    SEED_SAVED_JOB_TITLES.map((title, index) => ({
      workerId: demoWorkerId,
      jobId: jobNamed(title).id,
      savedAt: hoursAgo(12 + index * 20),
    })),
  );

  // The pair is stored in canonical order (conversations_pair_order).
  const [userAId, userBId] = [demoWorkerId, demoEmployerId].sort();
  const sentAt = SEED_CONVERSATION.map(([, hours]) => hoursAgo(hours));
  const [conversation] = await tx
    .insert(conversations)
    .values({ userAId: userAId!, userBId: userBId!, createdAt: sentAt[0]!, lastMessageAt: sentAt.at(-1)! })
    .returning({ id: conversations.id });
  await tx.insert(messages).values(
    SEED_CONVERSATION.map(([fromEmployer, , content], index) => ({
      conversationId: conversation!.id,
      senderId: fromEmployer ? demoEmployerId : demoWorkerId,
      receiverId: fromEmployer ? demoWorkerId : demoEmployerId,
      content,
      sentAt: sentAt[index]!,
      // The last message is new to the worker: the Messages tab shows one unread.
      readAt: index === SEED_CONVERSATION.length - 1 ? null : new Date(sentAt[index]!.getTime() + HOUR_MS / 2),
    })),
  );
}
