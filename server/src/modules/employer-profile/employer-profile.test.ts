import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYER_PROFILE_MESSAGES as MESSAGES } from '@core/employer-profile/schemas';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { samplePng, uploadTestFile } from '../uploads/test-files';
import { errorBody } from '../../test/error-body';

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-employer-'));
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploadLogo = (token: string, fileType = 'logo') => uploadTestFile(ctx.app, token, fileType, samplePng(), 'image/png');

const completeProfile = {
  companyName: '  Granite Peak Mining ',
  industry: 'mining',
  companySize: '51-200',
  website: 'granitepeak.example.com',
  description: 'Hard-rock mining and aggregates in the Rockies.',
  linkedinUrl: 'https://www.linkedin.com/company/granitepeak',
  contactEmail: 'hr@granitepeak.example.com',
  phoneNumber: '(555) 555-0199',
  headquarters: 'Denver, CO',
  foundedYear: '1994',
  companyBenefits: ['Health insurance', ' ', 'Health insurance', 'Per diem'],
  hiringPriorities: ['Heavy equipment operators'],
};

function getProfile(token: string, userId?: string) {
  const url = userId ? `/api/employer-profile/${userId}` : '/api/employer-profile';
  return injectAs(ctx.app, token).get(url);
}
function putProfile(token: string, userId: string, payload: Record<string, unknown>) {
  return injectAs(ctx.app, token).put(`/api/employer-profile/${userId}`, payload);
}

describe('GET /api/employer-profile', () => {
  it('returns a new employer empty profile with its completeness, by id and as "own"', async () => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    for (const response of [await getProfile(token), await getProfile(token, user.id)]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        userId: user.id,
        companyName: null,
        companyBenefits: [],
        payPerHireEnabled: false,
        completeness: { percent: 0, isComplete: false },
      });
      expect(response.json().completeness.missing).toHaveLength(7);
      expect(response.json()).not.toHaveProperty('updatedAt');
    }
  });

  it('refuses signed-out visitors, other employers and workers', async () => {
    const a = await registerUser(ctx.app, 'employer');
    const b = await registerUser(ctx.app, 'employer');
    const worker = await registerUser(ctx.app, 'worker');
    expect((await injectAs(ctx.app, null).get(`/api/employer-profile/${a.user.id}`)).statusCode).toBe(401);
    const other = await getProfile(b.token, a.user.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(errorBody(MESSAGES.notYours));
    expect((await getProfile(worker.token, a.user.id)).statusCode).toBe(403);
    expect((await getProfile(worker.token)).statusCode).toBe(403);
  });
});

describe('PUT /api/employer-profile/{userId}', () => {
  it('saves every field, normalised, and reports the profile complete', async () => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    const logo = await uploadLogo(token);
    const response = await putProfile(token, user.id, { ...completeProfile, logo });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: user.id,
      companyName: 'Granite Peak Mining',
      industry: 'mining',
      companySize: '51-200',
      website: 'https://granitepeak.example.com',
      description: 'Hard-rock mining and aggregates in the Rockies.',
      linkedinUrl: 'https://www.linkedin.com/company/granitepeak',
      contactEmail: 'hr@granitepeak.example.com',
      // Stored in E.164 however it was typed (issue 55).
      phoneNumber: '+15555550199',
      headquarters: 'Denver, CO',
      foundedYear: 1994,
      companyBenefits: ['Health insurance', 'Per diem'],
      hiringPriorities: ['Heavy equipment operators'],
      logo,
      payPerHireEnabled: false,
      completeness: { percent: 100, missing: [], isComplete: true },
      // The sign-in address is not at granitepeak.example.com.
      verification: { employerVerified: false, employerVerification: null, employerVerifiedDomain: null },
    });
    expect((await getProfile(token)).json().companyName).toBe('Granite Peak Mining');
  });

  it('clears optional fields sent blank and counts what is missing', async () => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    await putProfile(token, user.id, completeProfile);
    const response = await putProfile(token, user.id, {
      companyName: 'Granite Peak Mining',
      contactEmail: 'hr@granitepeak.example.com',
      headquarters: 'Denver, CO',
      industry: '',
      website: '',
      foundedYear: null,
      phoneNumber: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ industry: null, website: null, foundedYear: null, logo: null, companyBenefits: [] });
    expect(response.json().completeness).toEqual({
      percent: 43,
      missing: ['Industry', 'Company Size', 'Phone Number', 'Company Description'],
      isComplete: false,
    });
  });

  it.each([
    [{ companyName: '' }, MESSAGES.companyNameRequired],
    [{ companyName: '   ' }, MESSAGES.companyNameRequired],
    [{ companyName: undefined }, MESSAGES.companyNameRequired],
    [{ headquarters: '' }, MESSAGES.locationRequired],
    [{ headquarters: undefined }, MESSAGES.locationRequired],
    [{ contactEmail: '' }, MESSAGES.contactEmailRequired],
    [{ contactEmail: undefined }, MESSAGES.contactEmailRequired],
    [{ contactEmail: 'not-an-email' }, MESSAGES.contactEmailInvalid],
    [{ industry: 'fishing' }, MESSAGES.industryInvalid],
    [{ companySize: '5000' }, MESSAGES.companySizeInvalid],
    [{ website: 'not a url' }, MESSAGES.websiteInvalid],
    [{ website: 'ftp://granitepeak.example.com' }, MESSAGES.websiteInvalid],
    [{ website: 'hr@bechtel.com' }, MESSAGES.websiteInvalid],
    [{ website: 'https://bechtel.com@evil.com' }, MESSAGES.websiteInvalid],
    [{ linkedinUrl: 'linkedin' }, MESSAGES.linkedinUrlInvalid],
    [{ phoneNumber: 'call me' }, MESSAGES.phoneNumberInvalid],
    [{ phoneNumber: '123' }, MESSAGES.phoneNumberInvalid],
    [{ phoneNumber: '555-010-7070' }, MESSAGES.phoneNumberInvalid],
    [{ foundedYear: 1799 }, MESSAGES.foundedYearInvalid],
    [{ foundedYear: new Date().getFullYear() + 1 }, MESSAGES.foundedYearInvalid],
    [{ foundedYear: 1994.5 }, MESSAGES.foundedYearInvalid],
    [{ foundedYear: 'nineteen' }, MESSAGES.foundedYearInvalid],
    [{ companyBenefits: Array.from({ length: 21 }, (_, i) => `Benefit ${i}`) }, MESSAGES.tooManyItems],
    [{ hiringPriorities: ['x'.repeat(121)] }, MESSAGES.itemTooLong],
    [{ logo: 'javascript:alert(1)' }, MESSAGES.logoInvalid],
    [{ logo: 'https://elsewhere.example.com/logo.png' }, MESSAGES.logoInvalid],
  ])('rejects %j with 400', async (change, message) => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    const response = await putProfile(token, user.id, { ...completeProfile, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(message));
  });

  it('refuses a logo another employer uploaded, a photo and an unknown file, and keeps the saved one', async () => {
    const { token, user } = await registerUser(ctx.app, 'employer');
    const other = await registerUser(ctx.app, 'employer');
    const own = await uploadLogo(token);
    expect((await putProfile(token, user.id, { ...completeProfile, logo: own })).statusCode).toBe(200);
    const othersLogo = await uploadLogo(other.token);
    const ownPhoto = await uploadLogo(token, 'avatar');
    for (const logo of [othersLogo, ownPhoto, '/objects/logos/3f0c1a2e-5b6d-4c7e-8f90-1a2b3c4d5e6f']) {
      const response = await putProfile(token, user.id, { ...completeProfile, logo });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody(MESSAGES.logoInvalid));
    }
    const again = await putProfile(token, user.id, { ...completeProfile, companyName: 'Renamed', logo: own });
    expect(again.json()).toMatchObject({ companyName: 'Renamed', logo: own });
  });

  it("refuses another employer's profile, a worker and a signed-out visitor", async () => {
    const a = await registerUser(ctx.app, 'employer');
    const b = await registerUser(ctx.app, 'employer');
    const worker = await registerUser(ctx.app, 'worker');
    const byB = await putProfile(b.token, a.user.id, completeProfile);
    expect(byB.statusCode).toBe(403);
    expect(byB.json()).toEqual(errorBody(MESSAGES.notYours));
    expect((await putProfile(worker.token, a.user.id, completeProfile)).statusCode).toBe(403);
    expect((await putProfile(worker.token, worker.user.id, completeProfile)).statusCode).toBe(403);
    const signedOut = await injectAs(ctx.app, null).put(`/api/employer-profile/${a.user.id}`, completeProfile);
    expect(signedOut.statusCode).toBe(401);
    expect((await getProfile(a.token)).json().companyName).toBeNull();
  });
});
