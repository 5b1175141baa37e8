import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { WORKER_REQUIRED_FIELDS } from '@core/worker-profile/completeness';
import { WORKER_PROFILE_MESSAGES } from '@core/worker-profile/schemas';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { samplePdf, samplePng, uploadTestFile } from '../uploads/test-files';
import { errorBody } from '../../test/error-body';

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-profile-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const getProfile = (userId: string, token?: string) => injectAs(ctx.app, token).get(`/api/worker-profile/${userId}`);
const putProfile = (userId: string, token: string, payload: Record<string, unknown>) =>
  injectAs(ctx.app, token).put(`/api/worker-profile/${userId}`, payload);
const putUser = (userId: string, token: string, payload: Record<string, unknown>) =>
  injectAs(ctx.app, token).put(`/api/users/${userId}`, payload);

const uploadFile = (token: string, fileType: string, body: Buffer) => uploadTestFile(ctx.app, token, fileType, body);

const fullProfile = {
  primaryTrade: 'welder',
  yearsExperience: '6',
  visaStatus: 'citizen',
  availability: 'two-weeks',
  preferredIndustries: ['energy', 'oilgas'],
  preferredContactMethod: 'whatsapp',
  hourlyRate: '45',
  willingToTravel: true,
  bio: 'Pipe welder with six years on refinery shutdowns.',
  linkedinUrl: 'linkedin.com/in/test-welder',
  portfolioUrl: '',
  skills: ['TIG', ' tig ', '', 'Stick'],
  certifications: ['AWS D1.1'],
};

describe('GET /api/worker-profile/{userId}', () => {
  it('returns an empty profile with 0% and all nine fields missing', async () => {
    const { token, user } = await registerUser(ctx.app, 'worker');
    const response = await getProfile(user.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: user.id,
      primaryTrade: null,
      skills: [],
      hourlyRate: null,
      completeness: {
        percent: 0,
        isComplete: false,
        missing: WORKER_REQUIRED_FIELDS.map((field) => field.label),
        canApply: false,
        applyMissing: ['Primary Trade', 'Years of Experience', 'Phone Number', 'Location'],
      },
    });
  });

  it('answers 401 signed out and 403 for someone else or an employer', async () => {
    const worker = await registerUser(ctx.app, 'worker');
    const other = await registerUser(ctx.app, 'worker');
    const employer = await registerUser(ctx.app, 'employer');
    expect((await getProfile(worker.user.id)).statusCode).toBe(401);
    const refused = await getProfile(worker.user.id, other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorBody(WORKER_PROFILE_MESSAGES.notYourProfile));
    expect((await getProfile(worker.user.id, employer.token)).statusCode).toBe(403);
  });
});

describe('PUT /api/worker-profile/{userId}', () => {
  it('saves the fields, parses the hourly rate and cleans the chips', async () => {
    const { token, user } = await registerUser(ctx.app, 'worker');
    const response = await putProfile(user.id, token, fullProfile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      primaryTrade: 'welder',
      yearsExperience: '6',
      preferredIndustries: ['energy', 'oilgas'],
      hourlyRate: 45,
      willingToTravel: true,
      linkedinUrl: 'https://linkedin.com/in/test-welder',
      portfolioUrl: null,
      skills: ['TIG', 'Stick'],
      certifications: ['AWS D1.1'],
      completeness: { percent: 67, missing: ['Phone Number', 'Location', 'Resume Upload'] },
    });
    expect((await getProfile(user.id, token)).json().hourlyRate).toBe(45);

    const cleared = await putProfile(user.id, token, { hourlyRate: '', primaryTrade: '' });
    expect(cleared.json()).toMatchObject({ hourlyRate: null, primaryTrade: null, visaStatus: 'citizen' });
  });

  it.each([
    [{ primaryTrade: 'astronaut' }, WORKER_PROFILE_MESSAGES.tradeInvalid],
    [{ yearsExperience: '5-10' }, WORKER_PROFILE_MESSAGES.experienceInvalid],
    [{ visaStatus: 'us-citizen' }, WORKER_PROFILE_MESSAGES.visaInvalid],
    [{ availability: 'someday' }, WORKER_PROFILE_MESSAGES.availabilityInvalid],
    [{ preferredIndustries: ['moon-mining'] }, WORKER_PROFILE_MESSAGES.industryInvalid],
    [{ preferredContactMethod: 'fax' }, WORKER_PROFILE_MESSAGES.contactMethodInvalid],
    [{ hourlyRate: 'forty' }, WORKER_PROFILE_MESSAGES.hourlyRateInvalid],
    [{ hourlyRate: 12.5 }, WORKER_PROFILE_MESSAGES.hourlyRateInvalid],
    [{ hourlyRate: -1 }, WORKER_PROFILE_MESSAGES.hourlyRateRange],
    [{ bio: '2001 characters'.padEnd(2001, '.') }, WORKER_PROFILE_MESSAGES.bioTooLong],
    [{ portfolioUrl: 'not a url' }, WORKER_PROFILE_MESSAGES.urlInvalid],
    [{ linkedinUrl: 'javascript:alert(1)' }, WORKER_PROFILE_MESSAGES.urlInvalid],
    [{ skills: ['101 characters'.padEnd(101, '.')] }, WORKER_PROFILE_MESSAGES.chipTooLong],
    [{ resumeUrl: 'https://evil.example.com/cv.pdf' }, WORKER_PROFILE_MESSAGES.fileInvalid],
  ])('refuses %o with 400', async (payload, message) => {
    const { token, user } = await registerUser(ctx.app, 'worker');
    const response = await putProfile(user.id, token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(message));
  });

  it('refuses another worker, and changes nothing', async () => {
    const owner = await registerUser(ctx.app, 'worker');
    const other = await registerUser(ctx.app, 'worker');
    const response = await putProfile(owner.user.id, other.token, { primaryTrade: 'plumber' });
    expect(response.statusCode).toBe(403);
    expect((await getProfile(owner.user.id, owner.token)).json().primaryTrade).toBeNull();
  });

  it('accepts only a resume the worker uploaded', async () => {
    const owner = await registerUser(ctx.app, 'worker');
    const other = await registerUser(ctx.app, 'worker');
    const othersResume = await uploadFile(other.token, 'resume', samplePdf());
    const refused = await putProfile(owner.user.id, owner.token, { resumeUrl: othersResume });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(errorBody(WORKER_PROFILE_MESSAGES.fileInvalid));

    const ownPhoto = await uploadFile(owner.token, 'avatar', samplePng());
    expect((await putProfile(owner.user.id, owner.token, { resumeUrl: ownPhoto })).statusCode).toBe(400);
  });

  it('reaches 100% once the user fields and a real resume are saved', async () => {
    const { token, user } = await registerUser(ctx.app, 'worker');
    const resumeUrl = await uploadFile(token, 'resume', samplePdf());
    expect((await putUser(user.id, token, { phone: '(555) 555-0100', location: 'Houston, TX' })).statusCode).toBe(200);
    const response = await putProfile(user.id, token, { ...fullProfile, resumeUrl });
    expect(response.json().completeness).toEqual({ percent: 100, missing: [], isComplete: true, canApply: true, applyMissing: [] });
    expect(response.json().resumeUrl).toBe(resumeUrl);
  });
});

describe('PUT /api/users/{userId}', () => {
  it('updates the user fields, and /api/auth/me reflects them', async () => {
    const { token, user, password } = await registerUser(ctx.app, 'worker');
    const avatarUrl = await uploadFile(token, 'avatar', samplePng());
    const email = `Renamed-${user.id.slice(0, 8)}@Example.com`;
    const response = await putUser(user.id, token, {
      firstName: 'Dana',
      lastName: '',
      email,
      currentPassword: password,
      phone: '(555) 555-0199',
      location: 'Denver, CO',
      avatarUrl,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      id: user.id,
      firstName: 'Dana',
      lastName: null,
      // A new e-mail applies once the new address confirms it (auth/email-change.test.ts).
      email: user.email,
      // Stored in E.164 however it was typed (issue 55).
      phone: '+15555550199',
      location: 'Denver, CO',
      avatarUrl,
    };
    expect(response.json()).toMatchObject({ ...expected, pendingEmail: email.toLowerCase() });
    expect(response.body).not.toMatch(/password/i);
    const me = await injectAs(ctx.app, token).get('/api/auth/me');
    expect(me.json().user).toMatchObject(expected);
  });

  it.each([
    [{ email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ phone: 'call me' }, WORKER_PROFILE_MESSAGES.phoneInvalid],
    [{ phone: '12' }, WORKER_PROFILE_MESSAGES.phoneInvalid],
    [{ phone: '555-0100' }, WORKER_PROFILE_MESSAGES.phoneInvalid],
    [{ phone: '(832) 155-0147' }, WORKER_PROFILE_MESSAGES.phoneInvalid],
    [{ firstName: '101 characters'.padEnd(101, '.') }, WORKER_PROFILE_MESSAGES.nameTooLong],
    [{ location: '201 characters'.padEnd(201, '.') }, WORKER_PROFILE_MESSAGES.locationTooLong],
    [{ avatarUrl: '/objects/../../etc/passwd' }, WORKER_PROFILE_MESSAGES.fileInvalid],
  ])('refuses %o with 400', async (payload, message) => {
    const { token, user } = await registerUser(ctx.app, 'worker');
    const response = await putUser(user.id, token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(message));
  });

  it('refuses an e-mail another account uses with 409, whatever its case', async () => {
    const taken = await registerUser(ctx.app, 'employer');
    const { token, user, password } = await registerUser(ctx.app, 'worker');
    const response = await putUser(user.id, token, { email: taken.user.email.toUpperCase(), currentPassword: password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorBody(AUTH_MESSAGES.emailTaken));
    expect((await putUser(user.id, token, { email: user.email })).statusCode).toBe(200);
  });

  it('refuses another user with 403 and a photo someone else uploaded with 400', async () => {
    const owner = await registerUser(ctx.app, 'worker');
    const other = await registerUser(ctx.app, 'worker');
    const refused = await putUser(owner.user.id, other.token, { firstName: 'Mallory' });
    expect(refused.statusCode).toBe(403);
    const othersPhoto = await uploadFile(other.token, 'avatar', samplePng());
    expect((await putUser(owner.user.id, owner.token, { avatarUrl: othersPhoto })).statusCode).toBe(400);
    expect((await injectAs(ctx.app, null).put(`/api/users/${owner.user.id}`, {})).statusCode).toBe(401);
  });
});
