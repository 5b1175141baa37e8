import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { JOB_POST_DAYS } from '@core/payments/catalogue';
import { loadEnv } from '../../config/env';
import { hashPassword } from '../../lib/password';
import { createStorage } from '../../lib/storage';
import { buildTextPdf } from '../../lib/text-pdf';
import { users } from '../schema/auth';
import { certifications } from '../schema/career';
import { employerProfiles } from '../schema/employer-profile';
import { jobs } from '../schema/jobs';
import { trainingPrograms } from '../schema/training';
import { uploads } from '../schema/uploads';
import { workerProfiles } from '../schema/worker-profile';
import { insertOperator } from '../../modules/auth/service';
import { SEED_EMPLOYERS } from './data/employers';
import { SEED_TRAINING_PROGRAMS } from '@core/training/programs';
import { DEMO_EMPLOYER_EMAIL, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_WORKER_EMAIL } from './demo-accounts';
import { insertDemoActivity } from './demo-activity';
import { buyDemoEmployerPosts } from './demo-billing';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Loads the demo data into an empty database; a database with any user is left alone. Times are relative to `now`. */
export async function seedIfEmpty(db, now = new Date()) {
    const [{ count }] = (await db.execute(sql `select count(*)::int as count from users`)).rows;
    if (count > 0)
        return false;
    await db.transaction((tx) => insertDemoData(tx, now));
    return true;
}
/** Empties every table and loads the demo data again (npm run db:seed). */
export async function reseed(db, now = new Date()) {
    await db.transaction(async (tx) => {
        const tables = await tx.execute(sql `select tablename from pg_tables where schemaname = 'public'`);
        const names = tables.rows.map((row) => `"${row.tablename}"`).join(', ');
        if (names)
            await tx.execute(sql.raw(`truncate ${names} cascade`));
        await insertDemoData(tx, now);
    });
}
async function insertDemoData(tx, clock) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = clock.getTime();
    const seededJobs = [];
    let demoEmployerId = '';
    for (const [index, employer] of SEED_EMPLOYERS.entries()) {
        // The first company belongs to the demo employer login.
        const email = index === 0 ? DEMO_EMPLOYER_EMAIL : employer.email;
        const [user] = await tx
            .insert(users)
            .values({
            email,
            passwordHash,
            userType: 'employer',
            firstName: employer.firstName,
            lastName: employer.lastName,
            phone: employer.phone,
            location: employer.location,
        })
            .returning({ id: users.id });
        await tx.insert(employerProfiles).values({ userId: user.id, ...employer.profile });
        // The demo employer's jobs hold posts they paid for, so billing matches the jobs listed.
        const posts = index === 0
            ? await buyDemoEmployerPosts(tx, user.id, employer.jobs.map((job) => job.postedDaysAgo), clock)
            : null;
        if (index === 0)
            demoEmployerId = user.id;
        // Seeded posts are listed for 30 days from seeding, except the last company's oldest, whose
        // post ended 30 days after posting: the demo shows an expired job that offers Renew.
        const oldest = Math.max(...employer.jobs.map((job) => job.postedDaysAgo));
        const isExpiredDemo = (postedDaysAgo) => index === SEED_EMPLOYERS.length - 1 && postedDaysAgo === oldest;
        const rows = await tx
            .insert(jobs)
            .values(employer.jobs.map(({ postedDaysAgo, ...job }, jobIndex) => ({
            ...job,
            employerId: user.id,
            postedAt: new Date(now - postedDaysAgo * DAY_MS),
            ...(isExpiredDemo(postedDaysAgo) && {
                isActive: false,
                expiresAt: new Date(now - (postedDaysAgo - JOB_POST_DAYS.basic) * DAY_MS),
            }),
            ...posts?.[jobIndex],
        })))
            .returning({ id: jobs.id, title: jobs.title, location: jobs.location, postedAt: jobs.postedAt });
        seededJobs.push(...rows.map((row) => ({ ...row, employerId: user.id, companyName: employer.profile.companyName })));
    }
    const [worker] = await tx
        .insert(users)
        .values({
        email: DEMO_WORKER_EMAIL,
        passwordHash,
        userType: 'worker',
        firstName: 'Marcus',
        lastName: 'Rivera',
        phone: '(555) 555-0142',
        location: 'Houston, TX',
    })
        .returning({ id: users.id });
    const resumeUrl = await storeDemoResume(tx, worker.id, DEMO_WORKER_RESUME);
    await tx.insert(workerProfiles).values({
        userId: worker.id,
        primaryTrade: 'electrician',
        yearsExperience: '6',
        visaStatus: 'citizen',
        willingToTravel: true,
        skills: ['Conduit bending', 'NEC code', 'Blueprint reading', 'Motor controls'],
        bio: 'Journeyman electrician with eight years on commercial and industrial sites around Houston, from tilt-wall warehouses to refinery shutdowns. Comfortable leading a small crew and reading one-lines.',
        availability: 'immediate',
        resumeUrl,
        preferredIndustries: ['construction', 'energy', 'datacenter'],
        hourlyRate: 42,
        preferredContactMethod: 'phone',
    });
    // The demo worker's credential wallet (also the career tools' certifications).
    const isoDate = (time) => new Date(time).toISOString().slice(0, 10);
    const licensedOn = now - 400 * DAY_MS;
    await tx.insert(certifications).values([
        {
            userId: worker.id,
            certificationName: 'OSHA 30',
            certifyingBody: 'OSHA',
            industry: 'construction',
            status: 'earned',
            credentialId: 'osha-30-construction',
            earnedDate: isoDate(now - 900 * DAY_MS),
            createdAt: new Date(now - 900 * DAY_MS),
        },
        {
            userId: worker.id,
            certificationName: 'Texas Journeyman Electrician License',
            certifyingBody: 'Texas Department of Licensing and Regulation',
            industry: 'construction',
            status: 'earned',
            credentialId: 'journeyman-electrician',
            number: 'JE-204518',
            earnedDate: isoDate(licensedOn),
            expirationDate: isoDate(licensedOn + 3 * 365 * DAY_MS),
            createdAt: new Date(licensedOn),
        },
    ]);
    await tx.insert(trainingPrograms).values(SEED_TRAINING_PROGRAMS);
    await insertOperator(tx, { email: DEMO_OPERATOR_EMAIL, passwordHash });
    await insertDemoActivity(tx, {
        now: clock,
        passwordHash,
        demoWorkerId: worker.id,
        demoEmployerId,
        jobs: seededJobs,
        storeResume: (ownerId, lines) => storeDemoResume(tx, ownerId, lines),
    });
}
const DEMO_WORKER_RESUME = [
    'Marcus Rivera - Journeyman Electrician',
    'Houston, TX  |  (555) 555-0142  |  worker@crewbridge.example.com',
    '',
    'Experience: 8 years on commercial and industrial sites, refinery shutdowns, crew lead.',
    'Skills: conduit bending, NEC code, blueprint reading, motor controls.',
    'Certifications: OSHA 30, Texas Journeyman Electrician License.',
];
/** A seeded worker's resume: a real PDF in the configured storage, so their profile is complete. */
async function storeDemoResume(tx, ownerId, lines) {
    const objectPath = `resumes/${randomUUID()}`;
    const resume = await buildTextPdf(lines);
    await createStorage(loadEnv()).put(objectPath, resume, 'application/pdf');
    await tx.insert(uploads).values({
        ownerId,
        objectPath,
        fileType: 'resume',
        mimeType: 'application/pdf',
        sizeBytes: resume.length,
    });
    return `/objects/${objectPath}`;
}
