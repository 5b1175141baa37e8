// The requests a run sends: varied searches, best match, and the mixed read/write load.
import type { JobSearchResponse } from '../../core/jobs/schemas';
import { EXPERIENCE_LEVELS, INDUSTRIES, JOB_TYPES } from '../../core/shared/options';
import { type DatabaseHandle } from '../../server/src/db/client';
import { type PlannedRequest } from '../load-generator';
import { DISTINCT_REQUESTS } from './config';
import { KEYWORDS, LOCATIONS, RADII, SPANISH_KEYWORDS } from './data';
import { createRandom, type BenchWorker } from './seed';

export type Query = Record<string, string>;

/** One search a worker might send: a sort, some filters, sometimes a keyword. */
export function randomSearch(random: ReturnType<typeof createRandom>, sort?: string): Query {
  const query: Query = { sort: sort ?? random.pick(['newest', 'newest', 'best', 'pay']) };
  if (random.chance(0.5)) query.q = random.chance(1 / 3) ? random.pick(SPANISH_KEYWORDS) : random.pick(KEYWORDS);
  if (random.chance(0.35)) query.industry = random.pick(INDUSTRIES);
  if (random.chance(0.45)) {
    query.location = random.pick(LOCATIONS);
    query.radiusMiles = String(random.pick(RADII));
  }
  // Half the minimums by the hour (issue 34: the filter's default unit), half by the year.
  if (random.chance(0.15)) query.minPay = String(40_000 + 5_000 * Math.floor(random.next() * 12));
  else if (random.chance(0.15 / 0.85)) Object.assign(query, { minPay: String(20 + Math.floor(random.next() * 40)), payUnit: 'hour' });
  if (random.chance(0.1)) query.jobType = random.pick(JOB_TYPES);
  if (random.chance(0.1)) query.experienceLevel = random.pick(EXPERIENCE_LEVELS);
  return query;
}

/**
 * Distinct searches from many workers; about one in six asks for the second page of its search
 * through the nextCursor that page one returned (fetched here, before the clock starts).
 */
export async function planSearches(base: string, workers: BenchWorker[], seed: number, sort?: string): Promise<PlannedRequest[]> {
  const random = createRandom(seed);
  const planned: PlannedRequest[] = [];
  const firstPages: PlannedRequest[] = [];
  for (let n = 0; n < DISTINCT_REQUESTS; n += 1) {
    const worker = random.pick(workers);
    const request: PlannedRequest = {
      method: 'GET',
      path: `/api/jobs?${new URLSearchParams(randomSearch(random, sort))}`,
      token: worker.token,
    };
    planned.push(request);
    if (random.chance(0.17)) firstPages.push(request);
  }
  for (let n = 0; n < firstPages.length; n += 8) {
    await Promise.all(
      firstPages.slice(n, n + 8).map(async (first) => {
        const response = await fetch(`${base}${first.path}`, { headers: { authorization: `Bearer ${first.token}` } });
        const { nextCursor } = (await response.json()) as JobSearchResponse;
        if (nextCursor) planned.push({ ...first, path: `${first.path}&cursor=${encodeURIComponent(nextCursor)}` });
      }),
    );
  }
  return shuffle(planned, createRandom(seed + 1));
}

export function shuffle<T>(list: T[], random: ReturnType<typeof createRandom>): T[] {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

export function describePlan(planned: PlannedRequest[]) {
  return {
    distinctRequests: new Set(planned.map((r) => `${r.token} ${r.path}`)).size,
    distinctWorkers: new Set(planned.map((r) => r.token)).size,
    secondPages: planned.filter((r) => r.path.includes('cursor=')).length,
  };
}

/** Mixed read/write traffic at a fixed rate: what the embedded database serves in a small install. */
export async function planMixed(base: string, workers: BenchWorker[], database: DatabaseHandle) {
  const random = createRandom(2024);
  const jobIds = (await database.pool.query<{ id: string }>(`select id from jobs order by random() limit 20000`)).rows.map((row) => row.id);
  const searches = await planSearches(base, workers, 31);
  const conversations: { token: string; id: string; receiverId: string }[] = [];
  let jobCursor = 0;
  const uniqueJob = () => jobIds[jobCursor++ % jobIds.length]!;
  // Workers message employers they applied to.
  const post = (token: string, url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  for (const worker of workers.slice(0, 100)) {
    const applied = await post(worker.token, '/api/applications', { jobId: uniqueJob() });
    if (!applied.ok) throw new Error(`apply answered ${applied.status}: ${await applied.text()}`);
    const receiverId = ((await applied.json()) as { employerId: string }).employerId;
    const response = await fetch(`${base}/api/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${worker.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ otherUserId: receiverId }),
    });
    if (!response.ok) throw new Error(`start conversation answered ${response.status}: ${await response.text()}`);
    conversations.push({ token: worker.token, id: ((await response.json()) as { conversationId: string }).conversationId, receiverId });
  }
  const planned: PlannedRequest[] = [];
  for (let n = 0; n < DISTINCT_REQUESTS; n += 1) {
    const worker = random.pick(workers);
    const roll = random.next();
    if (roll < 0.4) planned.push(searches[n % searches.length]!);
    else if (roll < 0.6) planned.push({ method: 'GET', path: `/api/jobs/${random.pick(jobIds)}`, token: worker.token });
    else if (roll < 0.75) {
      const conversation = random.pick(conversations);
      planned.push({
        method: 'POST',
        path: `/api/conversations/${conversation.id}/messages`,
        token: conversation.token,
        body: JSON.stringify({ content: `Is this still open? (${n})`, receiverId: conversation.receiverId }),
      });
    } else if (roll < 0.87) {
      planned.push({ method: 'POST', path: '/api/applications', token: worker.token, body: JSON.stringify({ jobId: uniqueJob() }) });
    } else {
      planned.push({ method: 'POST', path: '/api/saved-jobs', token: worker.token, body: JSON.stringify({ jobId: uniqueJob() }) });
    }
  }
  return planned;
}
