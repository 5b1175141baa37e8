import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api';
import { employerWithJob } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="CrewBridge" /><title>CrewBridge</title></head><body><div id="root"></div></body></html>`;
// What a request may claim to be addressed to; none of it may reach an absolute link (the sitemap and robots.txt are cached for an hour).
const POISON = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' };
let clientDir;
let unconfigured;
beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
    unconfigured = await createTestApp({ CLIENT_DIST_DIR: clientDir, PORT: '5123', TRUST_PROXY: '1' });
});
afterAll(async () => {
    await unconfigured?.close();
    rmSync(clientDir, { recursive: true, force: true });
});
async function absoluteLinks(ctx) {
    const { job } = await employerWithJob(ctx);
    const visitor = injectAs(ctx.app, null);
    const sitemap = await visitor.get('/sitemap.xml', { headers: POISON });
    const robots = await visitor.get('/robots.txt', { headers: POISON });
    const page = await visitor.get(`/jobs/${job.id}`, { headers: POISON });
    expect([sitemap.statusCode, robots.statusCode, page.statusCode]).toEqual([200, 200, 200]);
    return {
        jobId: job.id,
        bodies: [sitemap.body, robots.body, page.body],
        sitemapLocs: [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]),
        robotsSitemap: /^Sitemap: (.*)$/m.exec(robots.body)?.[1],
        canonical: /<link rel="canonical" href="([^"]*)"/.exec(page.body)?.[1],
    };
}
describe("absolute links (sitemap, robots.txt, a job page's canonical link) without PUBLIC_URL", () => {
    it('start with http://localhost:<PORT>, where `npm start` is opened, never with the Host header', async () => {
        const links = await absoluteLinks(unconfigured);
        for (const body of links.bodies)
            expect(body).not.toContain('evil.example');
        expect(links.sitemapLocs.length).toBeGreaterThan(1);
        expect(links.sitemapLocs.every((loc) => loc.startsWith('http://localhost:5123/'))).toBe(true);
        expect(links.robotsSitemap).toBe('http://localhost:5123/sitemap.xml');
        expect(links.canonical).toBe(`http://localhost:5123/jobs/${links.jobId}`);
    });
});
