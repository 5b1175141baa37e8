import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { injectAs } from '../../test/api';
import { completeEmployerProfile, completeWorker, insertJob } from '../../test/factories';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';
import { childTexts, parseWellFormedXml } from '../../test/well-formed-xml';

const ORIGIN = 'https://crewbridge.example.com';
const DAY_MS = 24 * 60 * 60 * 1000;
// A job text with everything that breaks a naive feed: a CDATA end, controls, a lone surrogate, U+FFFE, markup, an e-mail.
const HOSTILE_TITLE = 'Welder ]]> <b>&amp; "crew"</b>\u0001\u0008\u000B\u001F\uD800\uFFFE\u007F end';
const HOSTILE_DESCRIPTION = 'Line one ]]]]>]]> tricky\n\nWrite to boss.man+jobs@acme-rigging.example.com or hiring@acme.com now.\u0002';
// Another employer's private data: none of it may reach a feed.
const PRIVATE = {
  contactEmail: 'private-hr@secret.example.com',
  phone: '(555) 555-0199',
  reviewNote: 'INTERNAL-NOTE-do-not-publish',
  coverLetter: 'APPLICANT-COVER-LETTER-private',
  employerNote: 'EMPLOYER-SCREENING-NOTE-private',
};

let ctx: TestContext;
// The app's clock, moved forward to pass a post's end without waiting.
let clockShiftMs = 0;
let openJob: typeof jobs.$inferSelect;
let hostileJob: typeof jobs.$inferSelect;
const hidden: Record<string, string> = {};
const visitor = () => injectAs(ctx.app, null);

function jobsOf(xml: string) {
  const root = parseWellFormedXml(xml);
  expect(root.name).toBe('source');
  return root.children.filter((child) => child.name === 'job').map(childTexts);
}

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: ORIGIN }, { now: () => new Date(Date.now() + clockShiftMs) });
  const db = ctx.database.db;
  const employer = await registerUser(ctx.app, 'employer');
  await completeEmployerProfile(db, employer.user.id, 'Gulf Rigging Co');
  await db
    .update(employerProfiles)
    .set({ contactEmail: PRIVATE.contactEmail, phoneNumber: PRIVATE.phone })
    .where(eq(employerProfiles.userId, employer.user.id));
  openJob = await insertJob(ctx, employer.user.id, {
    title: 'Journeyman Electrician',
    location: 'Baytown, TX 77520',
    salaryMin: 38,
    salaryMax: 45,
    payUnit: 'hour',
    requirements: ['OSHA 10', 'High school diploma or GED', 'Associate degree in electrical technology preferred'],
    reviewNote: PRIVATE.reviewNote,
  });
  hostileJob = await insertJob(ctx, employer.user.id, { title: HOSTILE_TITLE, description: HOSTILE_DESCRIPTION });
  const past = new Date(Date.now() - DAY_MS);
  hidden.closed = (await insertJob(ctx, employer.user.id, { title: 'Closed Rigger', isActive: false })).id;
  hidden.held = (await insertJob(ctx, employer.user.id, { title: 'Held Rigger', isActive: false, reviewStatus: 'held' })).id;
  hidden.rejected = (await insertJob(ctx, employer.user.id, { title: 'Rejected Rigger', isActive: false, reviewStatus: 'rejected' })).id;
  // Still open on the row: the expiry sweep has not run yet, the feed leaves it out all the same.
  hidden.expired = (await insertJob(ctx, employer.user.id, { title: 'Expired Rigger', expiresAt: past })).id;
  hidden.optedOut = (await insertJob(ctx, employer.user.id, { title: 'Opted Out Rigger', listInFeeds: false })).id;
  const worker = await completeWorker(ctx);
  await db.insert(applications).values({
    jobId: openJob.id,
    workerId: worker.user.id,
    employerId: employer.user.id,
    jobTitle: openJob.title,
    coverLetter: PRIVATE.coverLetter,
    employerNote: PRIVATE.employerNote,
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /feeds/indeed.xml', () => {
  it('lists open jobs in Indeed’s format, well-formed whatever the job text holds', async () => {
    const response = await visitor().get('/feeds/indeed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const root = parseWellFormedXml(response.body);
    expect(childTexts(root)).toMatchObject({ publisher: 'CrewBridge', publisherurl: ORIGIN });
    const listed = jobsOf(response.body);
    expect(listed.map((job) => job.referencenumber).sort()).toEqual([openJob.id, hostileJob.id].sort());

    const electrician = listed.find((job) => job.referencenumber === openJob.id)!;
    expect(electrician).toMatchObject({
      title: 'Journeyman Electrician',
      requisitionid: openJob.id,
      url: `${ORIGIN}/jobs/${openJob.id}?source=indeed`,
      company: 'Gulf Rigging Co',
      sourcename: 'Gulf Rigging Co',
      city: 'Baytown',
      state: 'TX',
      country: 'US',
      postalcode: '77520',
      salary: '$38 - $45 per hour',
      jobtype: 'fulltime',
      category: 'Oil & Gas',
      experience: 'Mid level',
      // From the required lines only, as the job page's JobPosting says: the preferred degree is not asked for.
      education: 'High school',
      date: openJob.postedAt.toUTCString(),
      expirationdate: openJob.expiresAt.toUTCString(),
    });
    expect(electrician.description).toContain('<li>OSHA 10</li>');
    expect(electrician).not.toHaveProperty('streetaddress');
    expect(listed.find((job) => job.referencenumber === hostileJob.id)).not.toHaveProperty('education');

    // The title comes back as typed, "]]>" and markup included, without the characters XML cannot carry.
    const hostile = listed.find((job) => job.referencenumber === hostileJob.id)!;
    // (The database stores a lone surrogate as U+FFFD, which XML allows: xml.test.ts strips a raw one.)
    const dropped = ['\u0001', '\u0008', '\u000B', '\u001F', '\u007F', '\uFFFE'];
    expect(hostile.title).toBe(dropped.reduce((text, character) => text.replaceAll(character, ''), hostileJob.title));
    expect(hostile.title).toMatch(/^Welder \]\]> <b>&amp; "crew"<\/b>\uFFFD? end$/);
    expect(hostile.description).toContain('Line one ]]]]&gt;]]&gt; tricky');
    expect(hostile.description).not.toMatch(/@|boss\.man|hiring@/);
  });

  it('never lists held, rejected, closed, expired or opted-out jobs, nor any employer’s private data', async () => {
    for (const url of ['/feeds/indeed.xml', '/feeds/jobs.xml', '/feeds/jobs.xml?source=jooble']) {
      const { body } = await visitor().get(url);
      for (const id of Object.values(hidden)) expect(body).not.toContain(id);
      for (const value of Object.values(PRIVATE)) expect(body).not.toContain(value);
      expect(body).not.toMatch(/Closed Rigger|Held Rigger|Rejected Rigger|Expired Rigger|Opted Out Rigger/);
    }
  });

  it('answers 304 to a matching ETag or an unchanged Last-Modified, and 200 again once a job changes', async () => {
    const first = await visitor().get('/feeds/indeed.xml');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/"indeed-indeed-/);

    const byTag = await visitor().get('/feeds/indeed.xml', { headers: { 'if-none-match': etag } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await visitor().get('/feeds/indeed.xml', { headers: { 'if-modified-since': lastModified } });
    expect(byDate.statusCode).toBe(304);
    // Another feed's tag is not this one's.
    const generic = await visitor().get('/feeds/jobs.xml', { headers: { 'if-none-match': etag } });
    expect(generic.statusCode).toBe(200);

    await ctx.database.db.update(jobs).set({ title: 'Journeyman Electrician (nights)' }).where(eq(jobs.id, openJob.id));
    const changed = await visitor().get('/feeds/indeed.xml', { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Journeyman Electrician (nights)');
  });

  it('changes its ETag when a job is deleted or its post ends, though no job row is written', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const soonEnding = await insertJob(ctx, employer.user.id, { title: 'Short Post', expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
    const doomed = await insertJob(ctx, employer.user.id, { title: 'Doomed Post' });
    const etagOf = async () => String((await visitor().get('/feeds/jobs.xml')).headers.etag);
    const before = await etagOf();
    await ctx.database.db.delete(jobs).where(eq(jobs.id, doomed.id));
    const afterDelete = await etagOf();
    expect(afterDelete).not.toBe(before);
    try {
      clockShiftMs = 2 * 60 * 60 * 1000;
      const ended = await visitor().get('/feeds/jobs.xml', { headers: { 'if-none-match': afterDelete } });
      expect(ended.statusCode).toBe(200);
      expect(ended.body).not.toContain(soonEnding.id);
    } finally {
      clockShiftMs = 0;
    }
    await ctx.database.db.delete(jobs).where(eq(jobs.id, soonEnding.id));
  });

  it('answers HEAD with the validators and no body, without reading the jobs', async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: '/feeds/indeed.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe((await visitor().get('/feeds/indeed.xml')).headers.etag);
    expect(head.body).toBe('');
  });

  it('is gzipped for a reader that accepts it, and plain for one that does not', async () => {
    const gzipped = await visitor().get('/feeds/indeed.xml', { headers: { 'accept-encoding': 'br;q=1, gzip;q=0.8' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(jobsOf(gunzipSync(gzipped.rawPayload).toString('utf8'))).toHaveLength(2);

    const refused = await visitor().get('/feeds/indeed.xml', { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(jobsOf(refused.body)).toHaveLength(2);
  });
});

describe('GET /feeds/jobs.xml', () => {
  it('tags each link with the board asked for, else "feed", and refuses a board it does not know', async () => {
    const plain = jobsOf((await visitor().get('/feeds/jobs.xml')).body);
    expect(plain.find((job) => job.referencenumber === openJob.id)).toMatchObject({
      url: `${ORIGIN}/jobs/${openJob.id}?source=feed`,
      company: 'Gulf Rigging Co',
      dateposted: openJob.postedAt.toISOString(),
      expirationdate: openJob.expiresAt.toISOString(),
      jobtype: 'Full-time',
      postalcode: '77520',
      education: 'High school',
    });
    for (const board of ['ziprecruiter', 'talent', 'jooble']) {
      const listed = jobsOf((await visitor().get(`/feeds/jobs.xml?source=${board}`)).body);
      expect(listed.every((job) => job.url!.endsWith(`?source=${board}`))).toBe(true);
    }
    expect((await visitor().get('/feeds/jobs.xml?source=%3Cscript%3E')).statusCode).toBe(400);
  });

  it('writes every job once across batches, jobs posted at the same instant included', async () => {
    const employer = await registerUser(ctx.app, 'employer');
    const postedAt = new Date(Date.now() - 1000);
    const rows = Array.from({ length: 1205 }, (_, index) => ({
      employerId: employer.user.id,
      title: `Batch Hand ${index}`,
      description: 'Batch.',
      industry: 'construction',
      location: 'Austin, TX',
      jobType: 'contract',
      postedAt,
    }));
    const inserted = await ctx.database.db.insert(jobs).values(rows).returning({ id: jobs.id });
    const ids = jobsOf((await visitor().get('/feeds/jobs.xml')).body).map((job) => job.referencenumber);
    expect(ids).toHaveLength(inserted.length + 2);
    expect(new Set(ids)).toEqual(new Set([...inserted.map((row) => row.id), openJob.id, hostileJob.id]));
    await ctx.database.db.delete(jobs).where(eq(jobs.employerId, employer.user.id));
  });
});
