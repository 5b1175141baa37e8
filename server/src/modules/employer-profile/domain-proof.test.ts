import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employerProfiles } from '../../db/schema/employer-profile';
import { jobs } from '../../db/schema/jobs';
import { injectAs, type Caller } from '../../test/api';
import { grantJobPosts, jobPost } from '../../test/factories';
import { startFakeDns } from '../../test/fake-dns';
import { createTestApp, registerUser, type TestContext } from '../../test/test-app';

// Verification by domain without a mailbox (issue 49, point 1): a TXT record or a /.well-known/ file
// with the employer's token. DNS answers come from a local fake server, the file from a local HTTP one.

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const t = {
  ctx: undefined as unknown as TestContext,
  dns: undefined as unknown as Awaited<ReturnType<typeof startFakeDns>>,
  sites: new Map<string, Handler>(),
  hits: [] as string[],
  port: 0,
  close: async () => {},
};
beforeAll(async () => {
  t.dns = await startFakeDns();
  const server = createServer((request, response) => {
    const host = (request.headers.host ?? '').split(':')[0]!;
    t.hits.push(`${host}${request.url}`);
    const handler = t.sites.get(host);
    if (handler) handler(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.port = (server.address() as AddressInfo).port;
  t.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  t.ctx = await createTestApp({
    DOMAIN_PROOF_DNS_SERVERS: t.dns.server,
    DOMAIN_PROOF_SCHEME: 'http',
    DOMAIN_PROOF_PORT: String(t.port),
    DOMAIN_PROOF_TIMEOUT_MS: '700',
    DOMAIN_PROOF_ALLOWED_ADDRESSES: '127.0.0.1',
  });
});
afterAll(async () => {
  await t.ctx?.close();
  await t.close();
  await t.dns?.close();
});

const api = (caller: Caller) => injectAs(t.ctx.app, caller);
let counter = 0;
const newDomain = () => `proof${(counter += 1)}-${crypto.randomUUID().slice(0, 6)}.example.org`;

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

async function employerAt(domain: string) {
  const employer = await registerUser(t.ctx.app, 'employer');
  const saved = await api(employer).put(`/api/employer-profile/${employer.user.id}`, companyProfile(`https://www.${domain}/careers`));
  expect(saved.statusCode).toBe(200);
  const proof = (await api(employer).get(`/api/employer-profile/${employer.user.id}/domain-proof`)).json() as { token: string };
  return { employer, token: proof.token };
}
const check = (employer: { token: string; user: { id: string } }) =>
  api(employer).post(`/api/employer-profile/${employer.user.id}/domain-proof/check`);
const serveFile =
  (body: string | Buffer): Handler =>
  (_request, response) =>
    response.writeHead(200, { 'content-type': 'text/plain' }).end(body);
const DOMAIN_BADGE = (domain: string) => ({ employerVerified: true, employerVerification: 'domain', employerVerifiedDomain: domain });
const NOT_FOUND = 'We found neither the DNS record nor the file yet. A DNS change can take a few hours to show: try again later.';

describe('domain proof: the token and where it goes', () => {
  it('shows the employer its token, the TXT record and the file address, the same each time', async () => {
    const domain = newDomain();
    const { employer, token } = await employerAt(domain);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const again = await api(employer).get(`/api/employer-profile/${employer.user.id}/domain-proof`);
    expect(again.json()).toEqual({
      domain,
      token,
      record: `crewbridge-verification=${token}`,
      fileUrl: `https://${domain}/.well-known/crewbridge-verification.txt`,
      verification: { employerVerified: false, employerVerification: null, employerVerifiedDomain: null },
    });
    // The token never shows in the profile itself.
    expect(JSON.stringify((await api(employer).get('/api/employer-profile')).json())).not.toContain(token);
  });

  it('is the employer own: another employer, a worker and a visitor are refused', async () => {
    const { employer } = await employerAt(newDomain());
    const other = await registerUser(t.ctx.app, 'employer');
    const worker = await registerUser(t.ctx.app, 'worker');
    expect((await api(other).get(`/api/employer-profile/${employer.user.id}/domain-proof`)).statusCode).toBe(403);
    expect((await api(other).post(`/api/employer-profile/${employer.user.id}/domain-proof/check`)).statusCode).toBe(403);
    expect((await api(worker).post(`/api/employer-profile/${employer.user.id}/domain-proof/check`)).statusCode).toBe(403);
    expect((await api(null).post(`/api/employer-profile/${employer.user.id}/domain-proof/check`)).statusCode).toBe(401);
  });
});

describe('domain proof: the checks', () => {
  it('verifies by the TXT record, and the badge names the domain', async () => {
    const domain = newDomain();
    const { employer, token } = await employerAt(domain);
    t.dns.records.set(domain, { txt: ['v=spf1 -all', `crewbridge-verification=${token}`] });
    const checked = await check(employer);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ verification: DOMAIN_BADGE(domain) });
    expect((await api(employer).get('/api/employer-profile')).json()).toMatchObject({ verification: DOMAIN_BADGE(domain) });
  });

  it('verifies by the file on the website, following a redirect on the same host', async () => {
    const domain = newDomain();
    const { employer, token } = await employerAt(domain);
    t.dns.records.set(domain, { a: ['127.0.0.1'] });
    t.sites.set(domain, (request, response) => {
      if (request.url === '/.well-known/crewbridge-verification.txt') response.writeHead(301, { location: '/verify.txt' }).end();
      else serveFile(`${token}\n`)(request, response);
    });
    const checked = await check(employer);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ verification: DOMAIN_BADGE(domain) });
    const [row] = await t.ctx.database.db
      .select({ verifiedBy: employerProfiles.verifiedBy })
      .from(employerProfiles)
      .where(eq(employerProfiles.userId, employer.user.id));
    expect(row?.verifiedBy).toBe('well-known');
  });

  it('refuses a wrong token, a missing record and a missing file', async () => {
    const domain = newDomain();
    const { employer } = await employerAt(domain);
    t.dns.records.set(domain, { txt: ['crewbridge-verification=someone-else'], a: ['127.0.0.1'] });
    t.sites.set(domain, serveFile('someone-else'));
    const refused = await check(employer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'domain_proof.not_found', message: NOT_FOUND });
  });

  it('never fetches from private, loopback, link-local or metadata addresses', async () => {
    for (const address of ['10.0.0.5', '127.0.0.2', '169.254.169.254', '192.168.1.1', '172.16.0.1', '100.64.0.1', '0.0.0.0']) {
      const domain = newDomain();
      const { employer, token } = await employerAt(domain);
      t.dns.records.set(domain, { a: [address] });
      t.sites.set(domain, serveFile(token));
      const refused = await check(employer);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'domain_proof.not_public' });
    }
    for (const aaaa of [['::1'], ['fd00:ec2::254'], ['fe80::1'], ['::ffff:7f00:1']]) {
      const domain = newDomain();
      const { employer, token } = await employerAt(domain);
      t.dns.records.set(domain, { aaaa });
      t.sites.set(domain, serveFile(token));
      expect((await check(employer)).json()).toMatchObject({ code: 'domain_proof.not_public' });
    }
    // One public and one private address: either could answer, so neither is asked.
    const mixed = newDomain();
    const { employer, token } = await employerAt(mixed);
    t.dns.records.set(mixed, { a: ['127.0.0.1', '10.1.2.3'] });
    t.sites.set(mixed, serveFile(token));
    expect((await check(employer)).json()).toMatchObject({ code: 'domain_proof.not_public' });
    expect(t.hits.filter((hit) => hit.startsWith(mixed))).toEqual([]);
  });

  it('does not follow a redirect to another host', async () => {
    const domain = newDomain();
    const elsewhere = newDomain();
    const { employer, token } = await employerAt(domain);
    t.dns.records.set(domain, { a: ['127.0.0.1'] });
    t.dns.records.set(elsewhere, { a: ['127.0.0.1'] });
    t.sites.set(domain, (_request, response) =>
      response.writeHead(302, { location: `http://${elsewhere}:${t.port}/.well-known/crewbridge-verification.txt` }).end(),
    );
    t.sites.set(elsewhere, serveFile(token));
    expect((await check(employer)).statusCode).toBe(400);
    expect(t.hits.filter((hit) => hit.startsWith(elsewhere))).toEqual([]);
  });

  it('gives up on an oversized file and on a slow server', async () => {
    const big = newDomain();
    const first = await employerAt(big);
    t.dns.records.set(big, { a: ['127.0.0.1'] });
    t.sites.set(big, serveFile(`${first.token}\n${'x'.repeat(10_000)}`));
    expect((await check(first.employer)).statusCode).toBe(400);

    const streamed = newDomain();
    const second = await employerAt(streamed);
    t.dns.records.set(streamed, { a: ['127.0.0.1'] });
    t.sites.set(streamed, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write(`${second.token}\n`);
      response.end('y'.repeat(10_000));
    });
    expect((await check(second.employer)).statusCode).toBe(400);

    const slow = newDomain();
    const third = await employerAt(slow);
    t.dns.records.set(slow, { a: ['127.0.0.1'] });
    t.sites.set(slow, (_request, response) => {
      setTimeout(() => response.writeHead(200).end(third.token), 3000).unref();
    });
    const started = performance.now();
    expect((await check(third.employer)).statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it('refuses without a website and at a free-mail provider', async () => {
    const employer = await registerUser(t.ctx.app, 'employer');
    expect((await check(employer)).json()).toMatchObject({ code: 'domain_proof.website_missing' });
    await api(employer).put(`/api/employer-profile/${employer.user.id}`, companyProfile('https://gmail.com'));
    expect((await check(employer)).json()).toMatchObject({ code: 'domain_proof.free_mail_domain' });
  });

  it('ends when the website moves to another domain', async () => {
    const domain = newDomain();
    const { employer, token } = await employerAt(domain);
    t.dns.records.set(domain, { txt: [`crewbridge-verification=${token}`] });
    expect((await check(employer)).statusCode).toBe(200);
    // Saving the profile again at the same domain keeps it.
    const same = await api(employer).put(`/api/employer-profile/${employer.user.id}`, companyProfile(`https://${domain}/about`));
    expect(same.json()).toMatchObject({ verification: DOMAIN_BADGE(domain) });
    const moved = await api(employer).put(`/api/employer-profile/${employer.user.id}`, companyProfile(`https://${newDomain()}`));
    expect(moved.json()).toMatchObject({ verification: { employerVerified: false } });
  });
});

describe('when a verification by domain ends', () => {
  const job = (title: string) => jobPost({ title });
  const reviewOf = async (jobId: string) => {
    const [row] = await t.ctx.database.db
      .select({ reviewStatus: jobs.reviewStatus, isActive: jobs.isActive, reviewSignals: jobs.reviewSignals })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    return row;
  };

  it('sends the jobs that skipped the first-job review back to review', async () => {
    const domain = newDomain();
    const { employer, token } = await employerAt(domain);
    await grantJobPosts(t.ctx.database.db, employer.user.id, 3);
    t.dns.records.set(domain, { txt: [`crewbridge-verification=${token}`] });
    expect((await check(employer)).statusCode).toBe(200);
    const posted = await api(employer).post('/api/jobs', job('Journeyman electrician'));
    expect(posted.json()).toMatchObject({ reviewStatus: 'published', isActive: true });

    await api(employer).put(`/api/employer-profile/${employer.user.id}`, companyProfile(`https://${newDomain()}`));
    expect(await reviewOf(posted.json().id)).toEqual({ reviewStatus: 'held', isActive: false, reviewSignals: ['first_job'] });
  });

  it('leaves the jobs of an employer an operator already approved a job of', async () => {
    const domain = newDomain();
    const { employer, token } = await employerAt(domain);
    await grantJobPosts(t.ctx.database.db, employer.user.id, 3);
    t.dns.records.set(domain, { txt: [`crewbridge-verification=${token}`] });
    await check(employer);
    const approved = (await api(employer).post('/api/jobs', job('Pipefitter'))).json() as { id: string };
    const later = (await api(employer).post('/api/jobs', job('Welder'))).json() as { id: string };
    // As the console's approval leaves it.
    await t.ctx.database.db.update(jobs).set({ reviewedAt: new Date() }).where(eq(jobs.id, approved.id));

    await api(employer).put(`/api/employer-profile/${employer.user.id}`, companyProfile(`https://${newDomain()}`));
    expect(await reviewOf(approved.id)).toMatchObject({ reviewStatus: 'published', isActive: true });
    expect(await reviewOf(later.id)).toMatchObject({ reviewStatus: 'published', isActive: true });
  });
});
