import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerProfiles } from '../../db/schema/employer-profile';
import { injectAs } from '../../test/api';
import { employerWithJob, insertJob } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="CrewBridge" /><title>CrewBridge</title></head><body><div id="root"><div>shell</div></div></body></html>`;
const BADGE = /<span [^>]*data-testid="verified-employer">([^<]*)<\/span>/g;

let ctx: TestContext;
let clientDir: string;
let verifiedJobId: string;
let domainJobId: string;
let unverifiedJobId: string;
const visitor = () => injectAs(ctx.app, null);
const badgesOf = (html: string) => [...html.matchAll(BADGE)].map((match) => match[1]);
/** The badge on the /jobs page's card of one job. */
const cardBadgeOf = (html: string, jobId: string) => badgesOf(html.split('<li').find((item) => item.includes(`/jobs/${jobId}"`)) ?? '');

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  ctx = await createTestApp({ CLIENT_DIST_DIR: clientDir, PUBLIC_URL: 'https://crewbridge.example.com' });
  const verified = await employerWithJob(ctx, 'Verified <Steel> & Sons');
  await ctx.database.db
    .update(employerProfiles)
    .set({ verifiedAt: new Date(), verifiedBy: 'operator' })
    .where(eq(employerProfiles.userId, verified.user.id));
  verifiedJobId = verified.job.id;
  // Written here as no sign-in address could be, to show the domain is escaped with the rest of the badge.
  const byDomain = await employerWithJob(ctx, 'Domain Rigging Co');
  await ctx.database.db
    .update(employerProfiles)
    .set({ verifiedAt: new Date(), verifiedBy: 'domain', verifiedDomain: 'rig<b>&"co.example.com' })
    .where(eq(employerProfiles.userId, byDomain.user.id));
  domainJobId = byDomain.job.id;
  const unverified = await employerWithJob(ctx, 'Unverified Crane Co');
  unverifiedJobId = (await insertJob(ctx, unverified.user.id, { title: 'Crane Operator', location: 'Tulsa, OK' })).id;
});
afterAll(async () => {
  await ctx?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('"Verified employer" in the server-written HTML', () => {
  it("is on a verified employer's job page, escaped beside the company, and not on an unverified one's", async () => {
    expect((await visitor().get(`/api/public/jobs/${verifiedJobId}`)).json()).toMatchObject({
      employerVerified: true,
      employerVerification: 'operator',
      employerVerifiedDomain: null,
    });
    expect((await visitor().get(`/api/public/jobs/${unverifiedJobId}`)).json()).toMatchObject({
      employerVerified: false,
      employerVerification: null,
      employerVerifiedDomain: null,
    });

    const verified = await visitor().get(`/jobs/${verifiedJobId}`);
    expect(verified.statusCode).toBe(200);
    expect(badgesOf(verified.body)).toEqual(['Checked by CrewBridge']);
    expect(verified.body).toContain('Verified &lt;Steel&gt; &amp; Sons');

    const unverified = await visitor().get(`/jobs/${unverifiedJobId}`);
    expect(unverified.statusCode).toBe(200);
    expect(unverified.body).not.toContain('verified-employer');
    expect(unverified.body).not.toContain('Verified');
    expect(unverified.body).not.toContain('Checked by CrewBridge');
  });

  it("names the confirmed e-mail's domain of an employer verified by it, escaped", async () => {
    expect((await visitor().get(`/api/public/jobs/${domainJobId}`)).json()).toMatchObject({
      employerVerified: true,
      employerVerification: 'email_domain',
      employerVerifiedDomain: 'rig<b>&"co.example.com',
    });
    const html = (await visitor().get(`/jobs/${domainJobId}`)).body;
    expect(badgesOf(html)).toEqual(['Verified: e-mail at rig&lt;b&gt;&amp;&quot;co.example.com']);
    expect(html).not.toContain('rig<b>');
    const spanish = (await visitor().get(`/jobs/${domainJobId}?lang=es`)).body;
    expect(badgesOf(spanish)).toEqual(['Verificado: correo en rig&lt;b&gt;&amp;&quot;co.example.com']);
  });

  it('stays out of the JobPosting: schema.org has no property for a verified hiring organization', async () => {
    const html = (await visitor().get(`/jobs/${verifiedJobId}`)).body;
    const [, json] = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!;
    expect(JSON.parse(json!).hiringOrganization).toEqual({ '@type': 'Organization', name: 'Verified <Steel> & Sons' });
  });

  it("is in the reader's language on the job page, as the rest of its text", async () => {
    const html = (await visitor().get(`/jobs/${verifiedJobId}`, { headers: { 'accept-language': 'es-MX,es;q=0.9' } })).body;
    expect(badgesOf(html)).toEqual(['Revisado por CrewBridge']);
  });

  it("is on the verified employer's card of the /jobs search page, in the page's language", async () => {
    const english = (await visitor().get('/jobs')).body;
    expect(badgesOf(english)).toHaveLength(2);
    expect(cardBadgeOf(english, verifiedJobId)).toEqual(['Checked by CrewBridge']);
    expect(cardBadgeOf(english, domainJobId)).toEqual(['Verified: e-mail at rig&lt;b&gt;&amp;&quot;co.example.com']);
    // The badge follows the verified employers' cards, not the other one.
    expect(cardBadgeOf(english, unverifiedJobId)).toEqual([]);
    const spanish = (await visitor().get('/jobs?lang=es')).body;
    expect(spanish).toContain('<html lang="es"');
    expect(cardBadgeOf(spanish, verifiedJobId)).toEqual(['Revisado por CrewBridge']);
    expect(cardBadgeOf(spanish, domainJobId)).toEqual(['Verificado: correo en rig&lt;b&gt;&amp;&quot;co.example.com']);
    const byHeader = (await visitor().get('/jobs', { headers: { 'accept-language': 'es' } })).body;
    expect(cardBadgeOf(byHeader, verifiedJobId)).toEqual(['Revisado por CrewBridge']);
  });
});
