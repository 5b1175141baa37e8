import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { EMPLOYER_PROFILE_MESSAGES } from '@core/employer-profile/schemas';
import { injectAs, type Caller } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { grantJobPosts, jobPost } from '../../test/factories';
import { PUBLIC_URL, useMailTestApp } from '../../test/mail-test-app';
import { findLink } from '../../test/smtp-inbox';
import { registerUser } from '../../test/test-app';
import { signInOperator } from '../admin/test-helpers';

// "Verified by domain" rests on a confirmed mailbox at the company website's domain: an address typed
// at sign-up proves nothing until the link e-mailed to it is opened.

const clientDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-domain-verification-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta name="description" content="x" /><title>x</title></head><body><div id="root"></div></body></html>',
);
const t = useMailTestApp({ CLIENT_DIST_DIR: clientDir });
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

type Employer = Awaited<ReturnType<typeof registerUser>>;

const BADGE = /<span [^>]*data-testid="verified-employer">([^<]*)<\/span>/g;
const badgesOf = (html: string) => [...html.matchAll(BADGE)].map((match) => match[1]);
const unique = () => crypto.randomUUID().slice(0, 8);

const NOT_VERIFIED = { employerVerified: false, employerVerification: null, employerVerifiedDomain: null };
const byEmailAt = (domain: string) => ({ employerVerified: true, employerVerification: 'email_domain', employerVerifiedDomain: domain });

const companyProfile = (website: string) => ({
  companyName: 'Hard Hat Constructors',
  industry: 'construction',
  companySize: '51-200',
  contactEmail: 'jobs@hardhat.example.com',
  phoneNumber: '555-555-0170',
  headquarters: 'Reston, VA',
  description: 'Engineering, procurement and construction.',
  website,
});

const job = (title: string) => jobPost({ title });

const api = (caller: Caller) => injectAs(t.ctx.app, caller);

/** An employer signed up as `email` (confirmed or not, as asked) whose company website is `website`, with posts to spend. */
async function employerAt(email: string, website: string, { isEmailVerified }: { isEmailVerified: boolean }) {
  const employer = await registerUser(t.ctx.app, 'employer', { email }, { isEmailVerified });
  const saved = await api(employer).put(`/api/employer-profile/${employer.user.id}`, companyProfile(website));
  expect(saved.statusCode, saved.body).toBe(200);
  await grantJobPosts(t.ctx.database.db, employer.user.id, 5);
  return employer;
}

const verificationOf = async (employer: Employer | string) => (await api(employer).get('/api/employer-profile')).json().verification;

async function post(employer: Employer, title: string) {
  const response = await api(employer).post('/api/jobs', job(title));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; reviewStatus: string; isActive: boolean; employerVerified: boolean };
}

/** The job as a visitor reads it: the public API's verification fields and the badges of its server-written page. */
async function publicJob(jobId: string) {
  const json = await api(null).get(`/api/public/jobs/${jobId}`);
  const html = await api(null).get(`/jobs/${jobId}`);
  const { employerVerified, employerVerification, employerVerifiedDomain } = json.json();
  return {
    status: json.statusCode,
    verification: { employerVerified, employerVerification, employerVerifiedDomain },
    badges: badgesOf(html.body),
  };
}

/** The verification fields of the job's card on a worker's search. */
async function cardOf(jobId: string, q: string) {
  const worker = await registerUser(t.ctx.app, 'worker');
  const jobs = (await api(worker).get('/api/jobs', { query: { q } })).json().jobs as Array<Record<string, unknown>>;
  const card = jobs.find((found) => found.id === jobId);
  return (
    card && {
      employerVerified: card.employerVerified,
      employerVerification: card.employerVerification,
      employerVerifiedDomain: card.employerVerifiedDomain,
    }
  );
}

/** Opens the newest link of `kind` e-mailed to `email` (the sign-up's verification or an e-mail change's confirmation). */
async function openLink(email: string, kind: 'verify-email' | 'confirm-email', caller: Caller = null) {
  await t.ctx.app.outbox.deliverDue();
  const message = t.inbox.to(email).at(-1);
  const token = new URL(findLink(message!, `${PUBLIC_URL}/${kind}?token=`)).searchParams.get('token');
  const response = await api(caller).post(`/api/auth/${kind}`, { token });
  expect(response.statusCode, response.body).toBe(200);
}

async function requestEmailChange(employer: Employer, email: string) {
  const response = await api(employer).put(`/api/users/${employer.user.id}`, { email, currentPassword: employer.password });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ pendingEmail: email });
}

describe('an address at the website domain that was never confirmed', () => {
  it('verifies nothing: the first job waits for review with no badge, and the operator sees why', async () => {
    const scammer = await employerAt(`hr-${unique()}@bechtel.com`, 'https://www.bechtel.com', { isEmailVerified: false });
    expect(await verificationOf(scammer)).toEqual(NOT_VERIFIED);

    const first = await post(scammer, 'Unconfirmed Superintendent');
    expect(first).toMatchObject({ reviewStatus: 'held', isActive: false, ...NOT_VERIFIED });
    expect((await publicJob(first.id)).status).toBe(404);
    expect((await api(null).get(`/jobs/${first.id}`)).body).not.toContain('verified-employer');
    expect(await cardOf(first.id, 'unconfirmed superintendent')).toBeUndefined();

    const operator = await signInOperator(t.ctx);
    const held = ((await api(operator.token).get('/api/admin/moderation')).json().jobs as Array<Record<string, unknown>>).find(
      (found) => found.id === first.id,
    );
    expect(held).toMatchObject({ signals: ['first_job'], ...NOT_VERIFIED });
  });

  it('verifies by domain once the link e-mailed to it is opened, and its next job carries the badge naming the domain', async () => {
    const employer = await employerAt(`hr-${unique()}@hardhat-builders.com`, 'https://www.hardhat-builders.com/careers', {
      isEmailVerified: false,
    });
    const first = await post(employer, 'Waiting Foreman');
    expect(first.reviewStatus).toBe('held');

    await openLink(employer.user.email, 'verify-email');
    expect(await verificationOf(employer)).toEqual(byEmailAt('hardhat-builders.com'));
    // The held job stays held for the operator; its row follows the profile.
    const own = (await api(employer).get(`/api/employer/${employer.user.id}/jobs`)).json() as Array<Record<string, unknown>>;
    expect(own.find((found) => found.id === first.id)).toMatchObject({ reviewStatus: 'held', ...byEmailAt('hardhat-builders.com') });

    const second = await post(employer, 'Confirmed Foreman');
    expect(second).toMatchObject({ reviewStatus: 'published', isActive: true, ...byEmailAt('hardhat-builders.com') });
    expect(await publicJob(second.id)).toEqual({
      status: 200,
      verification: byEmailAt('hardhat-builders.com'),
      badges: ['Verified: e-mail at hardhat-builders.com'],
    });
    const spanish = (await api(null).get(`/jobs/${second.id}?lang=es`)).body;
    expect(badgesOf(spanish)).toEqual(['Verificado: correo en hardhat-builders.com']);
    expect(await cardOf(second.id, 'confirmed foreman')).toEqual(byEmailAt('hardhat-builders.com'));
  });

  it('is proved by a completed password reset too, whose link reached the mailbox', async () => {
    const employer = await employerAt(`owner-${unique()}@gantry-cranes.com`, 'gantry-cranes.com', { isEmailVerified: false });
    await api(null).post('/api/auth/forgot-password', { email: employer.user.email });
    await t.ctx.app.outbox.deliverDue();
    const mail = t.inbox.to(employer.user.email).find((message) => message.subject === 'Reset your CrewBridge password');
    const token = new URL(findLink(mail!, `${PUBLIC_URL}/reset-password?token=`)).searchParams.get('token');
    const reset = await api(null).post('/api/auth/reset-password', { token, password: 'a brand new secret' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await verificationOf(reset.json().token as string)).toEqual(byEmailAt('gantry-cranes.com'));
  });
});

describe('what the verification follows', () => {
  it('ends when the e-mail changes to another domain, and comes back only once a new address there is confirmed', async () => {
    const employer = await employerAt(`hr-${unique()}@ridgeline-power.com`, 'https://ridgeline-power.com', { isEmailVerified: true });
    expect(await verificationOf(employer)).toEqual(byEmailAt('ridgeline-power.com'));
    const published = await post(employer, 'Ridgeline Lineman');
    expect(await publicJob(published.id)).toMatchObject({ badges: ['Verified: e-mail at ridgeline-power.com'] });

    // Asked, not confirmed: the confirmed address at the domain is still the account's.
    const freeMail = `ridgeline-${unique()}@gmail.com`;
    await requestEmailChange(employer, freeMail);
    expect(await verificationOf(employer)).toEqual(byEmailAt('ridgeline-power.com'));
    await openLink(freeMail, 'confirm-email', employer);
    expect(await verificationOf(employer)).toEqual(NOT_VERIFIED);
    // Its job skipped the first-job review because of the verification: it goes back to review (migration 0050).
    expect((await publicJob(published.id)).status).toBe(404);
    const again = await post(employer, 'Ridgeline Groundman');
    expect(again).toMatchObject({ reviewStatus: 'held', isActive: false, employerVerified: false });

    // Back to an address at the domain: not verified while that address waits for its link.
    const back = `jobs-${unique()}@mail.ridgeline-power.com`;
    await requestEmailChange(employer, back);
    expect(await verificationOf(employer)).toEqual(NOT_VERIFIED);
    await openLink(back, 'confirm-email', employer);
    expect(await verificationOf(employer)).toEqual(byEmailAt('mail.ridgeline-power.com'));
    // Verified again, the next post skips the first-job review; the held ones wait for an operator.
    const next = await post(employer, 'Ridgeline Foreman');
    expect(await publicJob(next.id)).toMatchObject({ badges: ['Verified: e-mail at mail.ridgeline-power.com'] });
    expect((await publicJob(published.id)).status).toBe(404);
  });

  it('ends when the website moves to another domain', async () => {
    const employer = await employerAt(`hr-${unique()}@tidewater-marine.com`, 'tidewater-marine.com', { isEmailVerified: true });
    expect(await verificationOf(employer)).toEqual(byEmailAt('tidewater-marine.com'));
    const moved = await api(employer).put(`/api/employer-profile/${employer.user.id}`, companyProfile('https://tidewater.example.org'));
    expect(moved.json().verification).toEqual(NOT_VERIFIED);
  });

  it("keeps an operator's check whatever the address or website, and names it on the badge", async () => {
    const employer = await employerAt(`hr-${unique()}@gmail.com`, 'https://www.bechtel.com', { isEmailVerified: false });
    const operator = await signInOperator(t.ctx);
    expect((await api(operator.token).post(`/api/admin/employers/${employer.user.id}/verify`)).json()).toMatchObject({
      verified: true,
      verifiedBy: 'operator',
      verifiedDomain: null,
    });
    const checked = { employerVerified: true, employerVerification: 'operator', employerVerifiedDomain: null };
    const published = await post(employer, 'Checked Estimator');
    expect(published).toMatchObject({ reviewStatus: 'published', ...checked });
    expect(await publicJob(published.id)).toEqual({ status: 200, verification: checked, badges: ['Checked by CrewBridge'] });
    const spanish = (await api(null).get(`/jobs/${published.id}?lang=es`)).body;
    expect(badgesOf(spanish)).toEqual(['Revisado por CrewBridge']);
    await api(employer).put(`/api/employer-profile/${employer.user.id}`, companyProfile('https://elsewhere.example.org'));
    expect(await verificationOf(employer)).toEqual(checked);
  });
});

describe("an operator's decision", () => {
  it("leaves the published jobs of an employer whose domain verification an operator removes: it is the operator's call, made knowingly", async () => {
    const employer = await employerAt(`hr-${unique()}@gulf-pipe.com`, 'https://gulf-pipe.com', { isEmailVerified: true });
    const published = await post(employer, 'Gulf Pipe Fitter');
    expect(published).toMatchObject({ reviewStatus: 'published' });
    const operator = await signInOperator(t.ctx);
    const removed = await api(operator.token).post(`/api/admin/employers/${employer.user.id}/unverify`);
    expect(removed.json()).toMatchObject({ verified: false, verifiedBy: 'operator' });
    expect((await publicJob(published.id)).status).toBe(200);
  });
});

describe('who can touch a verification', () => {
  it("leaves an employer's verification to that employer: others are refused or verify only themselves", async () => {
    const owner = await employerAt(`hr-${unique()}@keystone-steel.com`, 'keystone-steel.com', { isEmailVerified: true });
    const intruder = await employerAt(`hr-${unique()}@keystone-steel.com`, 'https://www.keystone-steel.com', { isEmailVerified: false });
    const worker = await registerUser(t.ctx.app, 'worker');

    const moveOwnersWebsite = (caller: Caller) =>
      api(caller).put(`/api/employer-profile/${owner.user.id}`, companyProfile('https://elsewhere.example.org'));
    const byIntruder = await moveOwnersWebsite(intruder);
    expect([byIntruder.statusCode, byIntruder.json()]).toEqual([403, errorBody(EMPLOYER_PROFILE_MESSAGES.notYours)]);
    expect((await moveOwnersWebsite(worker)).statusCode).toBe(403);
    expect((await moveOwnersWebsite(null)).statusCode).toBe(401);
    expect((await api(intruder).post(`/api/admin/employers/${intruder.user.id}/verify`)).statusCode).toBe(403);
    // Taking over the verified address is refused; a made-up link verifies nobody.
    const takeOver = await api(intruder).put(`/api/users/${intruder.user.id}`, {
      email: owner.user.email,
      currentPassword: intruder.password,
    });
    expect([takeOver.statusCode, takeOver.json()]).toEqual([409, errorBody(AUTH_MESSAGES.emailTaken)]);
    expect((await api(intruder).post('/api/auth/verify-email', { token: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await api(intruder).post('/api/auth/confirm-email', { token: 'x'.repeat(43) })).statusCode).toBe(400);

    expect(await verificationOf(owner)).toEqual(byEmailAt('keystone-steel.com'));
    expect(await verificationOf(intruder)).toEqual(NOT_VERIFIED);
    expect((await post(intruder, 'Keystone Impostor')).reviewStatus).toBe('held');
  });
});

describe('bad input', () => {
  it.each([
    ['not a url', 'not a url'],
    ['a number', 12345],
    ['a scheme alone', 'https://'],
    ['another scheme', 'javascript://bechtel.com'],
    ['an object', { host: 'bechtel.com' }],
    ['too long', `https://${'a'.repeat(500)}.com`],
  ])('answers 400 to a website that is %s, and the profile stays as it was', async (_label, website) => {
    const employer = await employerAt(`hr-${unique()}@granite-works.com`, 'granite-works.com', { isEmailVerified: true });
    const response = await api(employer).put(`/api/employer-profile/${employer.user.id}`, { ...companyProfile('x'), website });
    expect(response.statusCode, response.body).toBe(400);
    expect(await verificationOf(employer)).toEqual(byEmailAt('granite-works.com'));
  });

  it('answers 400 to a malformed e-mail change or link', async () => {
    const employer = await employerAt(`hr-${unique()}@granite-works.com`, 'granite-works.com', { isEmailVerified: true });
    for (const email of ['not-an-email', 'hr@', 42]) {
      expect((await api(employer).put(`/api/users/${employer.user.id}`, { email, currentPassword: employer.password })).statusCode).toBe(
        400,
      );
    }
    for (const body of [{}, { token: 42 }, { token: '' }]) {
      expect((await api(null).post('/api/auth/verify-email', body)).statusCode).toBe(400);
      expect((await api(null).post('/api/auth/confirm-email', body)).statusCode).toBe(400);
    }
    expect(await verificationOf(employer)).toEqual(byEmailAt('granite-works.com'));
  });
});
