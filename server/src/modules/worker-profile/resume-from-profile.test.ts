import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKER_PROFILE_MESSAGES } from '@core/worker-profile/schemas';
import { extractDocumentText } from '../../lib/document-text/extract';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-profile-resume-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ROUTE = '/api/worker-profile/resume-from-profile';
const createResume = (token: string | null) => injectAs(ctx.app, token).post(ROUTE, {});
const putProfile = (userId: string, token: string, payload: Record<string, unknown>) =>
  injectAs(ctx.app, token).put(`/api/worker-profile/${userId}`, payload);

/** The nine required fields but the resume. */
async function completeWorker(language: 'en' | 'es') {
  const worker = await registerUser(ctx.app, 'worker', { firstName: 'Rosa', lastName: 'Delgado', language });
  const user = await injectAs(ctx.app, worker.token).put(`/api/users/${worker.user.id}`, {
    phone: '(555) 555-0100',
    location: 'Houston, TX',
  });
  expect(user.statusCode).toBe(200);
  const profile = await putProfile(worker.user.id, worker.token, {
    primaryTrade: 'welder',
    yearsExperience: '6',
    visaStatus: 'citizen',
    availability: 'two-weeks',
    preferredIndustries: ['energy'],
    bio: 'Pipe welder with six years on refinery shutdowns.',
    skills: ['TIG', 'Stick'],
    certifications: ['AWS D1.1'],
  });
  expect(profile.json().completeness.missing).toEqual(['Resume Upload']);
  return worker;
}

async function storedText(token: string, resumeUrl: string) {
  const file = await injectAs(ctx.app, token).get(resumeUrl);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  return (await extractDocumentText(file.rawPayload, 'application/pdf')) ?? '';
}

describe('POST /api/worker-profile/resume-from-profile', () => {
  it('writes an English resume, stores it as the resume and completes the profile', async () => {
    const worker = await completeWorker('en');
    // A course still in progress is shown on the profile but not claimed by the resume (issue 55).
    const course = { certificationName: 'OSHA 30', certifyingBody: 'OSHA', industry: 'construction' };
    expect((await injectAs(ctx.app, worker.token).post('/api/certifications', course)).statusCode).toBe(201);
    const response = await createResume(worker.token);
    expect(response.statusCode).toBe(200);
    const { resumeUrl, profile } = response.json();
    expect(profile.certifications).toEqual(['AWS D1.1', 'OSHA 30']);
    expect(resumeUrl).toMatch(/^\/objects\/[\w-]+\/[\w-]+$/);
    expect(profile).toMatchObject({ resumeUrl, completeness: { percent: 100, missing: [], isComplete: true } });
    const text = await storedText(worker.token, resumeUrl);
    expect(text).toContain('Rosa Delgado');
    expect(text).toContain('Welder');
    expect(text).toContain('Professional Summary');
    expect(text).toContain('AWS D1.1');
    expect(text).not.toContain('OSHA 30');

    const saved = await injectAs(ctx.app, worker.token).get(`/api/worker-profile/${worker.user.id}`);
    expect(saved.json()).toMatchObject({ resumeUrl, completeness: { isComplete: true } });
  });

  it('writes the headings in Spanish for a worker whose account is in Spanish', async () => {
    const worker = await completeWorker('es');
    const response = await createResume(worker.token);
    expect(response.statusCode).toBe(200);
    const text = await storedText(worker.token, response.json().resumeUrl);
    expect(text).toContain('Rosa Delgado');
    expect(text).toContain('Welder');
    expect(text).toContain('Resumen profesional');
    expect(text).toContain('Disponible en dos semanas');
    expect(text).not.toContain('Professional Summary');
  });

  it('fits a full profile (longest bio, many skills) on one page', async () => {
    const worker = await completeWorker('en');
    await putProfile(worker.user.id, worker.token, {
      bio: 'Refinery shutdowns, plant turnarounds and pipeline tie-ins. '.repeat(33).slice(0, 2000),
      skills: Array.from({ length: 30 }, (_, index) => `Skill number ${index + 1}`),
    });
    const { resumeUrl } = (await createResume(worker.token)).json();
    const file = await injectAs(ctx.app, worker.token).get(resumeUrl);
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(1);
  });

  it('refuses with 400 until the trade and the bio are filled, and leaves the profile as it was', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const empty = await createResume(worker.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(errorBody(WORKER_PROFILE_MESSAGES.resumeNeedsTradeAndBio));

    await putProfile(worker.user.id, worker.token, { primaryTrade: 'plumber', bio: '   ' });
    expect((await createResume(worker.token)).statusCode).toBe(400);
    const profile = await injectAs(ctx.app, worker.token).get(`/api/worker-profile/${worker.user.id}`);
    expect(profile.json().resumeUrl).toBeNull();
  });

  it('answers a Spanish-speaking worker the refusal in Spanish', async () => {
    const worker = await registerUser(ctx.app, 'worker', { language: 'es' });
    const response = await createResume(worker.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Primero complete su Oficio principal/);
  });

  it('answers 401 signed out and 403 for an employer', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    expect((await createResume(null)).statusCode).toBe(401);
    expect((await createResume(employer.token)).statusCode).toBe(403);
  });

  it("keeps each worker's resume their own: another worker cannot read or replace it", async () => {
    const owner = await completeWorker('en');
    const other = await completeWorker('en');
    const { resumeUrl } = (await createResume(owner.token)).json();
    expect((await injectAs(ctx.app, other.token).get(resumeUrl)).statusCode).toBe(404);

    const others = await createResume(other.token);
    expect(others.json().resumeUrl).not.toBe(resumeUrl);
    const ownerProfile = await injectAs(ctx.app, owner.token).get(`/api/worker-profile/${owner.user.id}`);
    expect(ownerProfile.json().resumeUrl).toBe(resumeUrl);
    // Nor can the other point their own profile at it.
    expect((await putProfile(other.user.id, other.token, { resumeUrl })).statusCode).toBe(400);
  });
});

describe('the upload quota', () => {
  it('counts the generated resume like an upload, and refuses one that does not fit with 413', async () => {
    const tinyDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-profile-resume-quota-'));
    const tiny = await createTestApp({ DATA_DIR: tinyDir, UPLOAD_QUOTA_MB: '0.001' });
    try {
      const worker = await registerUser(tiny.app, 'worker');
      await injectAs(tiny.app, worker.token).put(`/api/worker-profile/${worker.user.id}`, { primaryTrade: 'welder', bio: 'Welder.' });
      const response = await injectAs(tiny.app, worker.token).post(ROUTE, {});
      expect(response.statusCode).toBe(413);
      const profile = await injectAs(tiny.app, worker.token).get(`/api/worker-profile/${worker.user.id}`);
      expect(profile.json().resumeUrl).toBeNull();
    } finally {
      await tiny.close();
      rmSync(tinyDir, { recursive: true, force: true });
    }
  });
});
