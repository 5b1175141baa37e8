import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../test/api';
import { createTestApp, registerUser, type TestContext } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

let withToken: TestContext;
let without: TestContext;

beforeAll(async () => {
  withToken = await createTestApp({ METRICS_TOKEN: TOKEN });
  without = await createTestApp();
});
afterAll(async () => {
  await withToken?.close();
  await without?.close();
});

const scrape = (ctx: TestContext, authorization?: string) =>
  injectAs(ctx.app, null).get('/metrics', { headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `http_requests_total{method="GET",...} 3`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)
        ? Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`))
        : false,
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('is a 404 without METRICS_TOKEN, or without the right bearer token', async () => {
    expect((await scrape(without, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    expect((await scrape(withToken)).statusCode).toBe(404);
    expect((await scrape(withToken, 'Bearer wrong-token-wrong-token-00')).statusCode).toBe(404);
    expect((await scrape(withToken, TOKEN)).statusCode).toBe(404);
    // A JSON 404, not the app's page: the built client answers unknown paths with its HTML.
    expect((await scrape(without, `Bearer ${TOKEN}`)).json()).toMatchObject({ code: 'request.not_found' });
  });

  it('counts requests by route pattern and status, and times them', async () => {
    const before = (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    const labels = { method: 'GET', route: '/api/public/jobs/:jobId', status_code: '404' };
    const counted = sample(before, 'http_requests_total', labels) ?? 0;
    await injectAs(withToken.app, null).get('/api/public/jobs/00000000-0000-4000-8000-000000000000');
    await injectAs(withToken.app, null).get('/api/public/jobs/00000000-0000-4000-8000-000000000001');
    const response = await scrape(withToken, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(sample(response.body, 'http_requests_total', labels)).toBe(counted + 2);
    expect(sample(response.body, 'http_request_duration_seconds_count', labels)).toBe(counted + 2);
    // One series per route, never per URL.
    expect(response.body).not.toContain('00000000-0000-4000-8000-000000000001');
  });

  it('reports the pool, queries, event loop, outbox, search index and live sockets', async () => {
    await withToken.app.jobSearch.load();
    const { body } = await scrape(withToken, `Bearer ${TOKEN}`);
    expect(sample(body, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(sample(body, 'db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'outbox_messages', { channel: 'email', status: 'failed' })).toBe(0);
    expect(sample(body, 'outbox_messages', { channel: 'sms', status: 'queued' })).toBe(0);
    expect(sample(body, 'outbox_messages', { channel: 'google_indexing', status: 'failed' })).toBe(0);
    expect(sample(body, 'search_index_jobs')).toBe(withToken.app.jobSearch.stats().jobs);
    expect(sample(body, 'search_index_lag_seconds')).toBeGreaterThanOrEqual(0);
    // A test app loads its index from the database (it has no snapshot directory).
    expect(sample(body, 'search_index_loads', { from: 'full' })).toBe(withToken.app.jobSearch.stats().fullLoads);
    expect(sample(body, 'search_index_loads', { from: 'full' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'search_index_loads', { from: 'snapshot' })).toBe(0);
    // Below the router's crossing the index ranks each search; a count goes through the router too.
    const ranked = withToken.app.jobSearch.stats().rankedBy;
    const worker = await registerUser(withToken.app, 'worker');
    await injectAs(withToken.app, worker.token).get('/api/jobs');
    await injectAs(withToken.app, worker.token).get('/api/jobs/count', { query: { industry: 'energy' } });
    const after = (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    expect(sample(after, 'search_ranked', { by: 'index' })).toBe(ranked.index + 2);
    expect(sample(after, 'search_ranked', { by: 'postgres' })).toBe(ranked.postgres);
    expect(sample(body, 'websocket_connections')).toBe(0);
  });
});
