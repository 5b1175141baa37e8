import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerProfiles } from '../../db/schema/worker-profile';
import { injectAs } from '../../test/api';
import { insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { grantResumePlan } from './service';

/**
 * Issue 55, point 5: a tailored resume claims only what the worker's profile and credential wallet
 * hold. The job's other requirements come back as gaps, for the worker to see, and are never written
 * into the resume (its PDF is drawn from the same stored content), whatever the bio, an unfinished course or an expired card say.
 */
const REQUIREMENTS = ['Ohio journeyman license', 'OSHA 10'];
const BIO = 'Licensed journeyman electrician in Texas and Ohio; OSHA 10 class booked for next month.';

async function tailoringWorker(ctx: TestContext) {
  const worker = await registerUser(ctx.app, 'worker', { firstName: 'Dale', lastName: 'Ortiz' });
  await ctx.database.db
    .update(workerProfiles)
    .set({ primaryTrade: 'electrician', yearsExperience: '10', skills: ['Conduit Bending'], bio: BIO })
    .where(eq(workerProfiles.userId, worker.user.id));
  await grantResumePlan(ctx.database.db, worker.user.id, 'flex', ctx.app.clock());
  return worker;
}

async function addCredential(ctx: TestContext, token: string, body: Record<string, unknown>) {
  expect((await injectAs(ctx.app, token).post('/api/worker/credentials', body)).statusCode).toBe(201);
}

async function ohioJob(ctx: TestContext) {
  const employer = await registerUser(ctx.app, 'employer');
  const job = await insertJob(ctx, employer.user.id, {
    title: 'Industrial Electrician',
    description: 'Plant wiring and motor controls in Toledo.',
    location: 'Toledo, OH',
    requirements: REQUIREMENTS,
    skills: ['Conduit Bending'],
  });
  return job.id;
}

describe('a tailored resume', () => {
  let ctx: TestContext;
  let dataDir: string;
  let jobId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-honest-resume-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
    jobId = await ohioJob(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('does not claim a requirement the worker does not hold, and reports it as a gap', async () => {
    const worker = await tailoringWorker(ctx);
    // In progress is not held, nor is an expired card.
    const career = await injectAs(ctx.app, worker).post('/api/certifications', {
      certificationName: 'OSHA 10',
      certifyingBody: 'OSHA',
      industry: 'construction',
    });
    expect(career.statusCode).toBe(201);
    await addCredential(ctx, worker.token, { name: 'Ohio Journeyman License', issuedAt: '2010-01-01', expiresAt: '2015-01-01' });

    const response = await injectAs(ctx.app, worker).post('/api/generate-resume', { jobId });
    expect(response.statusCode).toBe(201);
    const resume = response.json();
    expect(resume.gaps).toEqual(REQUIREMENTS);
    expect(resume.content).not.toContain('Ohio journeyman license');
    expect(resume.content).not.toMatch(/<li>[^<]*OSHA 10[^<]*<\/li>/);
    expect(resume.content).not.toMatch(/<li>Ohio Journeyman License<\/li>/);
    expect(resume.content).toContain('<h2>Qualifications for Industrial Electrician</h2><ul><li>Conduit Bending</li></ul>');

    const list = await injectAs(ctx.app, worker).get('/api/generated-resumes');
    expect(list.json()[0].gaps).toEqual(REQUIREMENTS);
  });

  it('claims a credential the wallet holds, and leaves it out of the gaps', async () => {
    const worker = await tailoringWorker(ctx);
    await addCredential(ctx, worker.token, { name: 'OSHA 10' });

    const response = await injectAs(ctx.app, worker).post('/api/generate-resume', { jobId, language: 'es' });
    expect(response.statusCode).toBe(201);
    const resume = response.json();
    expect(resume.gaps).toEqual(['Ohio journeyman license']);
    expect(resume.content).toMatch(/<h2>Requisitos que cumple para Industrial Electrician<\/h2><ul><li>[^<]*OSHA 10[^<]*<\/li>/);
    expect(resume.content).not.toContain('Ohio journeyman license');
  });

  it('gives custom job details no gaps', async () => {
    const worker = await tailoringWorker(ctx);
    const response = await injectAs(ctx.app, worker).post('/api/generate-resume', {
      customTitle: 'Electrician',
      customDescription: 'Wiring.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().gaps).toEqual([]);
  });
});

describe('a tailored resume written by the AI', () => {
  let ctx: TestContext;
  let server: Server;
  let dataDir: string;
  const asked: { content: string }[] = [];
  const HONEST_REPLY = '<h1>Dale Ortiz</h1><h2>Qualifications</h2><ul><li>Conduit Bending</li></ul>';
  const replies = ['<h1>Dale Ortiz</h1><h2>Qualifications</h2><ul><li>Ohio journeyman license</li><li>OSHA 10</li></ul>'];

  beforeAll(async () => {
    // A model that writes the job's requirements in as the worker's, as the issue saw.
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        asked.push((JSON.parse(raw) as { messages: { content: string }[] }).messages.at(-1)!);
        response.setHeader('content-type', 'application/json');
        const content = replies.shift() ?? HONEST_REPLY;
        response.end(JSON.stringify({ choices: [{ message: { content } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-honest-resume-ai-'));
    ctx = await createTestApp({ DATA_DIR: dataDir, RESUME_AI_URL: `http://127.0.0.1:${port}/v1`, RESUME_AI_KEY: 'test-key' });
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('tells the model what the worker does not hold, and writes from the template when it claims it anyway', async () => {
    const jobId = await ohioJob(ctx);
    const worker = await tailoringWorker(ctx);
    const response = await injectAs(ctx.app, worker).post('/api/generate-resume', { jobId });
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(asked[0]!.content).notHeld).toEqual(REQUIREMENTS);
    const resume = response.json();
    expect(resume.content).not.toContain('Ohio journeyman license');
    expect(resume.content).toContain('<h2>Professional Summary</h2>');
    expect(resume.gaps).toEqual(REQUIREMENTS);

    // An answer that claims nothing the worker lacks is kept as the model wrote it.
    const honest = await injectAs(ctx.app, worker).post('/api/generate-resume', { jobId });
    expect(honest.json().content).toBe(HONEST_REPLY);
    expect(honest.json().gaps).toEqual(REQUIREMENTS);
  });
});
