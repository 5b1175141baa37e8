import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@core/auth/account-schemas';
import { RESUME_MESSAGES } from '@core/resumes/plans';
import { employerProfiles } from '../../db/schema/employer-profile';
import { resumeSubscriptions } from '../../db/schema/resumes';
import { workerProfiles } from '../../db/schema/worker-profile';
import { injectAs } from '../../test/api';
import { insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { uploadTestFile } from '../uploads/test-files';
import { DOCX_MIME, PDF_MIME } from '../../lib/document-text/limits';
import { docxBomb, pdfWithLargeContentStream, sampleDocx } from '../../lib/document-text/test-documents';
import { grantResumePlan } from './service';
import { errorBody } from '../../test/error-body';

const EXPERIENCE_LINE = 'Led a crew of 12 electricians wiring a Tier III data center switchgear room';

let ctx: TestContext;
let dataDir: string;
let jobId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-resumes-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
  const employer = await registerUser(ctx.app, 'employer');
  await ctx.database.db
    .update(employerProfiles)
    .set({ companyName: 'Voltline Builders' })
    .where(eq(employerProfiles.userId, employer.user.id));
  const job = await insertJob(ctx, employer.user.id, {
    title: 'Data Center Electrician',
    description: 'Install and maintain switchgear and UPS systems in a hyperscale data center.',
    industry: 'datacenter',
    location: 'Dallas, TX',
    requirements: ['Journeyman electrician license', 'Experience with switchgear'],
    skills: ['Switchgear', 'UPS Systems', 'Conduit Bending'],
  });
  jobId = job.id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newWorker(plan?: 'free_trial' | 'standard' | 'flex') {
  const worker = await registerUser(ctx.app, 'worker', { firstName: 'Dana', lastName: 'Reyes' });
  await ctx.database.db
    .update(workerProfiles)
    .set({ primaryTrade: 'electrician', yearsExperience: '6', skills: ['Switchgear', 'Blueprint Reading'] })
    .where(eq(workerProfiles.userId, worker.user.id));
  // The profile's certifications are the names in the credential wallet.
  expect((await injectAs(ctx.app, worker.token).post('/api/worker/credentials', { name: 'OSHA 30' })).statusCode).toBe(201);
  if (plan) await grantResumePlan(ctx.database.db, worker.user.id, plan, ctx.app.clock());
  return worker;
}

function generate(token: string, payload: Record<string, unknown>) {
  return injectAs(ctx.app, token).post('/api/generate-resume', payload);
}
function subscription(token: string) {
  return injectAs(ctx.app, token).get('/api/resume-subscription');
}
async function setUsage(userId: string, values: Partial<typeof resumeSubscriptions.$inferInsert>) {
  await ctx.database.db.update(resumeSubscriptions).set(values).where(eq(resumeSubscriptions.userId, userId));
}

const uploadResume = (token: string, body: Buffer, contentType: string) => uploadTestFile(ctx.app, token, 'resume', body, contentType);

async function resumePdf(lines: string[]) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 700 - index * 20, size: 11, font }));
  return Buffer.from(await pdf.save());
}

describe('generate', () => {
  it('writes a resume tailored to the job from the profile, and lists it', async () => {
    const worker = await newWorker('flex');
    const response = await generate(worker.token, { jobId });
    expect(response.statusCode).toBe(201);
    const resume = response.json();
    expect(resume).toMatchObject({ title: 'Data Center Electrician at Voltline Builders', jobId });
    expect(resume.content).toContain('<h1>Dana Reyes</h1>');
    expect(resume.content).toContain('Seeking the Data Center Electrician role at Voltline Builders');
    // The job's skill the worker has comes first among the skills.
    expect(resume.content).toMatch(/<h2>Core Skills<\/h2><ul><li>Switchgear<\/li>/);
    expect(resume.content).toContain('<li>OSHA 30</li>');

    const list = await injectAs(ctx.app, worker).get('/api/generated-resumes');
    expect(list.json()).toEqual([resume]);
  });

  it('writes the headings in Spanish when asked, what the job says as written', async () => {
    const worker = await newWorker('flex');
    const response = await generate(worker.token, { jobId, language: 'es' });
    expect(response.statusCode).toBe(201);
    const resume = response.json();
    expect(resume.title).toBe('Data Center Electrician en Voltline Builders');
    expect(resume.content).toContain('Busca el puesto de Data Center Electrician en Voltline Builders');
    expect(resume.content).toMatch(/<h2>Habilidades principales<\/h2><ul><li>Switchgear<\/li>/);
    expect(resume.content).not.toContain('Core Skills');
  });

  it('refuses a language other than English or Spanish', async () => {
    const worker = await newWorker('flex');
    const response = await generate(worker.token, { jobId, language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(ACCOUNT_MESSAGES.languageInvalid));
  });

  it('writes from custom job details', async () => {
    const worker = await newWorker('flex');
    const response = await generate(worker.token, { customTitle: 'Wind Turbine Tech', customDescription: 'Maintain turbines.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Wind Turbine Tech', jobId: null });
  });

  it('reads the text of an uploaded PDF resume into the generator', async () => {
    const worker = await newWorker('flex');
    const objectPath = await uploadResume(
      worker.token,
      await resumePdf(['Dana Reyes', EXPERIENCE_LINE, 'Bent EMT conduit and UPS Systems wiring daily']),
      'application/pdf',
    );
    const response = await generate(worker.token, { jobId, contextResumeUrl: objectPath });
    expect(response.statusCode).toBe(201);
    const content: string = response.json().content;
    expect(content).toContain('<h2>Experience Highlights</h2>');
    expect(content).toContain(EXPERIENCE_LINE);
  });

  it('reads an uploaded plain-text resume and escapes what it holds', async () => {
    const worker = await newWorker('flex');
    const objectPath = await uploadResume(
      worker.token,
      Buffer.from(`Summary\n<script>alert(1)</script> ran switchgear maintenance for years\n`),
      'text/plain',
    );
    const response = await generate(worker.token, { jobId, contextResumeUrl: objectPath });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).not.toContain('<script>');
  });

  it("refuses another worker's upload as context", async () => {
    const owner = await newWorker('flex');
    const other = await newWorker('flex');
    const objectPath = await uploadResume(owner.token, Buffer.from('Experienced lineman with storm restoration work'), 'text/plain');
    const response = await generate(other.token, { jobId, contextResumeUrl: objectPath });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(RESUME_MESSAGES.contextNotFound));
    expect((await subscription(other.token)).json().generationsUsed).toBe(0);
  });

  it.each([
    [{}],
    [{ customTitle: 'Welder' }],
    [{ customDescription: 'Welds things' }],
    [{ customTitle: '  ', customDescription: 'Welds things' }],
    [{ jobId: '' }],
  ])('answers %j with Missing Information', async (payload) => {
    const worker = await newWorker('flex');
    const response = await generate(worker.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(RESUME_MESSAGES.missingInformation));
  });

  it('answers an unknown job with 404 and does not count it', async () => {
    const worker = await newWorker('free_trial');
    const response = await generate(worker.token, { jobId: '00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorBody(RESUME_MESSAGES.jobNotFound));
    expect((await subscription(worker.token)).json().generationsUsed).toBe(0);
  });
});

describe('an uploaded resume past the reading limits', () => {
  /** Sends `request` and calls GET /healthz every 20 ms until it is answered: its answer, how long it took, the slowest /healthz. */
  async function whileCallingHealth(request: () => ReturnType<typeof generate>) {
    const started = performance.now();
    let answered = false;
    const response = request().finally(() => (answered = true));
    const healthMs: number[] = [];
    while (!answered) {
      const sent = performance.now();
      expect((await injectAs(ctx.app, null).get('/healthz')).statusCode).toBe(200);
      healthMs.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { response: await response, elapsedMs: performance.now() - started, slowestHealthMs: Math.max(...healthMs) };
  }

  it('refuses a DOCX that inflates to 200 MB within 5 s while /healthz answers, after reading a normal DOCX', async () => {
    const worker = await newWorker('flex');
    const normal = await uploadResume(worker.token, sampleDocx(['Dana Reyes', EXPERIENCE_LINE]), DOCX_MIME);
    const read = await generate(worker.token, { jobId, contextResumeUrl: normal });
    expect(read.statusCode, read.body).toBe(201);
    expect(read.json().content).toContain(EXPERIENCE_LINE);

    const bomb = await uploadResume(worker.token, await docxBomb(200), DOCX_MIME);
    const { response, elapsedMs, slowestHealthMs } = await whileCallingHealth(() =>
      generate(worker.token, { jobId, contextResumeUrl: bomb }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(RESUME_MESSAGES.contextOverLimits));
    expect(elapsedMs).toBeLessThan(5000);
    expect(slowestHealthMs).toBeLessThan(100);
    expect((await subscription(worker.token)).json().generationsUsed).toBe(1);
  });

  it('refuses a PDF with a 20 MB content stream within 5 s while /healthz answers, then reads a normal PDF', async () => {
    const worker = await newWorker('flex');
    const bomb = await uploadResume(worker.token, await pdfWithLargeContentStream(20), PDF_MIME);
    const { response, elapsedMs, slowestHealthMs } = await whileCallingHealth(() =>
      generate(worker.token, { jobId, contextResumeUrl: bomb }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(errorBody(RESUME_MESSAGES.contextOverLimits));
    expect(elapsedMs).toBeLessThan(5000);
    expect(slowestHealthMs).toBeLessThan(100);

    const normal = await uploadResume(worker.token, await resumePdf(['Dana Reyes', EXPERIENCE_LINE]), PDF_MIME);
    const read = await generate(worker.token, { jobId, contextResumeUrl: normal });
    expect(read.statusCode, read.body).toBe(201);
    expect(read.json().content).toContain(EXPERIENCE_LINE);
  });
});

describe('plans', () => {
  it('refuses a worker with no plan', async () => {
    const worker = await newWorker();
    expect((await subscription(worker.token)).json()).toEqual({
      plan: null,
      planName: null,
      isActive: false,
      generationsUsed: 0,
      limit: null,
      expiresAt: null,
      hasUsedFreeTrial: false,
    });
    const response = await generate(worker.token, { jobId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorBody(RESUME_MESSAGES.planRequired));
  });

  it('starts the free trial once, for 7 days and 2 resumes', async () => {
    const worker = await newWorker();
    const started = await injectAs(ctx.app, worker).post('/api/resume-subscription/free-trial');
    expect(started.statusCode).toBe(201);
    const body = started.json();
    expect(body).toMatchObject({
      plan: 'free_trial',
      planName: 'Free Trial',
      isActive: true,
      generationsUsed: 0,
      limit: 2,
      hasUsedFreeTrial: true,
    });
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    expect((await generate(worker.token, { jobId })).statusCode).toBe(201);
    expect((await generate(worker.token, { jobId })).statusCode).toBe(201);
    const third = await generate(worker.token, { jobId });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual(RESUME_MESSAGES.limitReached.coded({ planName: 'Free Trial', limit: 2 }));
    expect((await subscription(worker.token)).json().generationsUsed).toBe(2);

    const again = await injectAs(ctx.app, worker).post('/api/resume-subscription/free-trial');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(errorBody(RESUME_MESSAGES.freeTrialUsed));
  });

  it('refuses once the plan has ended', async () => {
    const worker = await newWorker('free_trial');
    await setUsage(worker.user.id, { expiresAt: new Date(Date.now() - 1000) });
    const response = await generate(worker.token, { jobId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(RESUME_MESSAGES.planEnded.coded({ planName: 'Free Trial' }));
    expect((await subscription(worker.token)).json().isActive).toBe(false);
  });

  it('allows Standard 15 resumes a period', async () => {
    const worker = await newWorker('standard');
    expect((await subscription(worker.token)).json()).toMatchObject({ plan: 'standard', limit: 15, generationsUsed: 0 });
    await setUsage(worker.user.id, { generationsUsed: 14 });
    expect((await generate(worker.token, { jobId })).statusCode).toBe(201);
    const refused = await generate(worker.token, { jobId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(RESUME_MESSAGES.limitReached.coded({ planName: 'Standard', limit: 15 }));
  });

  it('lets Flex generate without a limit', async () => {
    const worker = await newWorker('flex');
    expect((await subscription(worker.token)).json()).toMatchObject({ plan: 'flex', limit: null });
    await setUsage(worker.user.id, { generationsUsed: 10_000 });
    expect((await generate(worker.token, { jobId })).statusCode).toBe(201);
  });

  it('starts a fresh period when a paid plan is granted, keeping the used trial on record', async () => {
    const worker = await newWorker('free_trial');
    await setUsage(worker.user.id, { generationsUsed: 2 });
    await grantResumePlan(ctx.database.db, worker.user.id, 'standard', ctx.app.clock());
    expect((await subscription(worker.token)).json()).toMatchObject({
      plan: 'standard',
      generationsUsed: 0,
      hasUsedFreeTrial: true,
      isActive: true,
    });
  });
});

describe('list and download', () => {
  it('lists the five most recent resumes, newest first', async () => {
    const worker = await newWorker('flex');
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) {
      expect((await generate(worker.token, { customTitle: title, customDescription: 'Details' })).statusCode).toBe(201);
    }
    const list = await injectAs(ctx.app, worker).get('/api/generated-resumes');
    expect(list.json().map((resume: { title: string }) => resume.title)).toEqual(['Six', 'Five', 'Four', 'Three', 'Two']);
  });

  it('downloads a real PDF for the owner only', async () => {
    const worker = await newWorker('flex');
    const other = await newWorker('flex');
    const employer = await registerUser(ctx.app, 'employer');
    const resume = (await generate(worker.token, { jobId })).json();
    const url = `/api/generated-resumes/${resume.id}/download?format=pdf`;

    const response = await injectAs(ctx.app, worker).get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="data-center-electrician-at-voltline-builders.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parsed = await PDFDocument.load(response.rawPayload);
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(parsed.getTitle()).toBe('Data Center Electrician at Voltline Builders');

    const stranger = await injectAs(ctx.app, other).get(url);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(errorBody(RESUME_MESSAGES.resumeNotFound));
    expect((await injectAs(ctx.app, employer).get(url)).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null).get(url)).statusCode).toBe(401);
    const otherList = await injectAs(ctx.app, other).get('/api/generated-resumes');
    expect(otherList.json()).toEqual([]);
  });

  it('offers PDF only', async () => {
    const worker = await newWorker('flex');
    const resume = (await generate(worker.token, { jobId })).json();
    const response = await injectAs(ctx.app, worker).get(`/api/generated-resumes/${resume.id}/download?format=docx`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(RESUME_MESSAGES.formatUnsupported));
  });
});

describe('who may call', () => {
  it.each([
    ['GET', '/api/resume-subscription'],
    ['POST', '/api/resume-subscription/free-trial'],
    ['GET', '/api/generated-resumes'],
    ['POST', '/api/generate-resume'],
  ] as const)('%s %s needs a signed-in worker', async (method, url) => {
    const employer = await registerUser(ctx.app, 'employer');
    const payload = method === 'POST' ? {} : undefined;
    expect((await injectAs(ctx.app, null).send(method, url, payload)).statusCode).toBe(401);
    expect((await injectAs(ctx.app, employer).send(method, url, payload)).statusCode).toBe(403);
  });
});

describe('with a resume AI configured', () => {
  let aiCtx: TestContext;
  let aiServer: Server;
  let aiDataDir: string;
  const received: { authorization?: string; body: { model: string; messages: { content: string }[] } }[] = [];

  beforeAll(async () => {
    aiServer = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            choices: [{ message: { content: '<h1>Dana Reyes</h1><p onclick="x()">AI summary</p><script>alert(1)</script>' } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => aiServer.listen(0, '127.0.0.1', resolve));
    const { port } = aiServer.address() as { port: number };
    aiDataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-resumes-ai-'));
    aiCtx = await createTestApp({
      DATA_DIR: aiDataDir,
      RESUME_AI_URL: `http://127.0.0.1:${port}/v1`,
      RESUME_AI_KEY: 'test-key',
      RESUME_AI_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await aiCtx?.close();
    await new Promise((resolve) => aiServer?.close(resolve));
    rmSync(aiDataDir, { recursive: true, force: true });
  });

  it('asks the model at /chat/completions and stores its answer sanitized', async () => {
    const worker = await registerUser(aiCtx.app, 'worker', { firstName: 'Dana', lastName: 'Reyes' });
    await grantResumePlan(aiCtx.database.db, worker.user.id, 'flex', aiCtx.app.clock());
    const response = await injectAs(aiCtx.app, worker).post('/api/generate-resume', {
      customTitle: 'Lineman',
      customDescription: 'Storm restoration',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe('<h1>Dana Reyes</h1><p>AI summary</p>');
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe('Bearer test-key');
    expect(received[0]!.body.model).toBe('test-model');
    expect(received[0]!.body.messages.at(-1)!.content).toContain('Storm restoration');
  });
});
