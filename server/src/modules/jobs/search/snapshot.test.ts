import { access, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobSort } from '@core/jobs/schemas';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app';
import { coordinatesOf } from '../../places/service';
import type { IndexLoadCursor } from '../repository';
import { createJobSearchIndex, type JobSearchIndex } from '../search-index';
import { ListColumn, SlotOrder, TermSlots } from './columns';
import { DeletionIndex } from './deletion-index';
import { Lexicon } from './lexicon';
import { BatchReader, loadBatch } from './load-batches';
import { Postings } from './postings';
import { SlotIds } from './slot-ids';
import { readSnapshot, SNAPSHOT_FILE, writeSnapshot, type SnapshotEvent, type SnapshotOptions } from './snapshot';
import { SpanKeys } from './span-keys';
import { JobStore } from './store';
import type { JobFilters } from './types';

// Issue 50: an instance that restarts reads its index from a snapshot and applies the change log since, instead of
// reading every job; the restored store must be the full load's, structure by structure, and answer alike; anything
// wrong with the file (cut short, corrupt, another format, too old) falls back to the full load.

const JOBS = 300;
let ctx: TestContext;
let dir: string;
let events: SnapshotEvent[];
const options = (): SnapshotOptions => ({ dir, log: (event) => events.push(event) });

beforeAll(async () => {
  ctx = await createTestApp();
  const employerId = (await registerUser(ctx.app, 'employer')).user.id;
  // Varied as load-batches.test.ts's fixture; every job holds 'crew' (a posting list past 256 slots: a typed list).
  await ctx.database.db.execute(sql`
    insert into jobs (employer_id, title, description, industry, location, lat, lng, job_type, experience_level,
      salary_min, salary_max, skills, required_credentials, preferred_credentials, per_diem_cents, lodging_provided,
      boosted_until, posted_at)
    select ${employerId}::uuid, (array['Pipeline Welder', 'Electricista', 'Crane Operator'])[1 + n % 3] || ' ' || n,
      'Tubería y soldadura, crew job ' || (n % 11) || '.', (array['construction', 'energy', 'oilgas'])[1 + n % 3],
      (array['Houston, TX', 'Tulsa, OK', 'Somewhere Unknown', 'Denver, CO'])[1 + n % 4],
      case when n % 4 = 0 then 29.76 + n / 1000.0 end, case when n % 4 = 0 then -95.37 end,
      (array['full-time', 'contract'])[1 + n % 2], (array[null, 'entry', 'mid', 'senior'])[1 + n % 4],
      case when n % 5 > 0 then 30000 + n * 100 end, case when n % 5 > 0 then 60000 + n * 100 end,
      case n % 3 when 0 then array['TIG welding', 'Rigging'] when 1 then array['Conduit'] else array[]::text[] end,
      case n % 3 when 0 then array['osha-10'] when 1 then array[]::text[] else array['osha-30', 'cdl-a'] end,
      case when n % 6 = 0 then array['twic'] else array[]::text[] end,
      case when n % 3 = 0 then 5000 end, n % 7 = 0,
      case when n % 17 = 0 then now() + interval '2 days' end, now() - (n / 3) * interval '1 hour'
    from generate_series(1, ${JOBS}) n`);
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'search-snapshot-'));
  events = [];
  return () => rm(dir, { recursive: true, force: true });
});

async function fullLoadStore() {
  const store = new JobStore();
  const reader = new BatchReader(store, coordinatesOf);
  let after: IndexLoadCursor | null = null;
  do {
    const batch = await loadBatch(ctx.database.db, after, 64, false);
    reader.read(batch);
    after = batch.next;
  } while (after);
  store.finishLoad();
  return store;
}

/** Everything a store holds but its per-search scratch and caches (the typo index's key scratch too). */
function structures(store: JobStore) {
  const inner = store as unknown as Record<string, unknown>;
  const lexicon = store.lexicon as unknown as { variants: unknown; typos: Record<string, unknown> };
  const { hashes, prefixes, ...typos } = lexicon.typos;
  expect([hashes, prefixes]).toHaveLength(2);
  const columns = Object.fromEntries(Object.entries(inner).filter(([, value]) => ArrayBuffer.isView(value)));
  return {
    columns,
    scalars: [store.size, store.dead, store.loaded, inner.ordered],
    ids: store.ids,
    terms: [...store.terms],
    places: [...store.places],
    locations: [store.locationNames, store.locationCities, inner.locationIds],
    lists: [store.trades, store.skills, store.required, store.preferred],
    postings: store.postings,
    lexicon: [lexicon.variants, typos],
    termSlots: [store.industrySlots, store.citySlots, store.requiredSlots, store.preferredSlots],
    cells: [...store.cells],
    tradeCells: [...store.tradeCells].map(([trade, cells]) => [trade, [...cells]]),
    boosted: store.boosted,
    orders: [store.byNewest.slots, store.byNewest.length, store.byPay.slots, store.byPay.length],
  };
}

const SORTS: JobSort[] = ['newest', 'pay', 'best'];
const FILTERS: JobFilters[] = [
  {},
  { industry: 'energy' },
  { jobType: 'contract', minPay: 40000 },
  { experienceLevels: ['mid', 'senior'] },
  { near: { center: { lat: 29.76, lng: -95.37 }, radiusMiles: 50 } },
  { locationText: 'somewhere unknown' },
  { qualifiedWith: ['osha-10'] },
  { hasPerDiem: true, hasLodging: true },
];
const KEYWORDS = ['welder', 'tuberia', 'weldr', 'electrician', 'crew', 'crane -welder', 'conduit 17'];

/** Every page of every query the two indexes are asked, in order: they must answer alike. */
async function answers(index: JobSearchIndex) {
  const now = Date.now();
  const out: unknown[] = [];
  const filterSets: JobFilters[] = [...FILTERS];
  for (const q of KEYWORDS) filterSets.push({ keyword: await index.keyword(ctx.database.db, q) });
  for (const filters of filterSets) {
    out.push(index.count(filters, 1000));
    for (const sort of SORTS) {
      let cursor = null;
      for (let page = 0; page < 60; page += 1) {
        const hits = index.rank({ filters, sort, match: null, cursor, limit: 25, now });
        out.push(hits);
        if (hits.length < 25) break;
        cursor = hits.at(-1)!;
      }
    }
  }
  return out;
}

function index(withSnapshot: boolean) {
  return createJobSearchIndex(ctx.database.db, { idleSyncMs: 3_600_000, ...(withSnapshot ? { snapshot: options() } : {}) });
}

/** A full load that writes its snapshot, then closed. */
async function writeByFullLoad() {
  const first = index(true);
  try {
    await first.load();
    for (const until = performance.now() + 20_000; !events.some((e) => e.event === 'written') && performance.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events.map((e) => e.event)).toEqual(['written']);
  } finally {
    first.close();
  }
}

/** Rewrites the snapshot's footer facts (an older format, another database's, an old snapshot). */
async function editFacts(edit: (facts: Record<string, unknown>) => void) {
  const file = path.join(dir, SNAPSHOT_FILE);
  const bytes = await readFile(file);
  const footerLength = bytes.readUInt32LE(bytes.length - 12);
  const footerStart = bytes.length - 12 - footerLength;
  const footer = JSON.parse(bytes.subarray(footerStart, bytes.length - 12).toString('utf8')) as { facts: Record<string, unknown> };
  edit(footer.facts);
  const text = Buffer.from(JSON.stringify(footer));
  const tail = Buffer.from(bytes.subarray(bytes.length - 12));
  tail.writeUInt32LE(text.length, 0);
  await writeFile(file, Buffer.concat([bytes.subarray(0, footerStart), text, tail]));
}

describe('the search index snapshot', () => {
  it('knows every field of the structures it writes (a new field needs snapshot-store.ts and a new SNAPSHOT_FORMAT)', () => {
    const fields = (value: object) => Object.keys(value).sort();
    expect(fields(new JobStore())).toEqual(
      // prettier-ignore
      ['alive', 'boosted', 'boostedUntil', 'byNewest', 'byPay', 'caches', 'cells', 'city', 'citySlots', 'dead', 'experience', 'growing', 'hasLexeme', 'ids', 'industry', 'industrySlots', 'jobType', 'lexicon', 'loaded', 'location', 'locationCities', 'locationIds', 'locationNames', 'lodging', 'ordered', 'pay', 'perDiem', 'places', 'posted', 'postings', 'preferred', 'preferredSlots', 'required', 'requiredSlots', 'scratch', 'seen', 'size', 'skills', 'terms', 'tradeCells', 'trades'],
    );
    expect(fields(new SlotIds())).toEqual(['live', 'table', 'words']);
    expect(fields(new Postings())).toEqual(['entries', 'lexemes', 'lists']);
    expect(fields(new SpanKeys())).toEqual(['hashes', 'keys', 'table']);
    expect(fields(new Lexicon())).toEqual(['typos', 'variants']);
    expect(fields(new DeletionIndex())).toEqual(['buckets', 'count', 'entries', 'hashes', 'indexed', 'prefixes', 'words']);
    expect(fields(new ListColumn())).toEqual(['count', 'pool', 'start', 'used']);
    expect(fields(new TermSlots())).toEqual(['lists']);
    expect(fields(new SlotOrder(() => 0))).toEqual(['compare', 'length', 'slots']);
  });

  it("restores the full load's store structure by structure, slot by slot", async () => {
    const store = await fullLoadStore();
    expect(store.postings.count('crew')).toBe(JOBS);
    const bytes = await writeSnapshot(ctx.database.db, options(), store, { xmin: '7', done: ['9'], partial: [{ txid: '8', seq: '3' }] });
    const restored = await readSnapshot(ctx.database.db, options());
    expect(restored).not.toBeNull();
    expect(restored!.cursor).toEqual({ xmin: '7', done: ['9'], partial: [{ txid: '8', seq: '3' }] });
    expect(structures(restored!.store)).toEqual(structures(store));
    expect(events).toEqual([
      expect.objectContaining({ event: 'written', jobs: JOBS, bytes }),
      expect.objectContaining({ event: 'restored', jobs: JOBS }),
    ]);
  });

  it('an index that restarts reads the snapshot, applies the changes made since, and answers as a full load does', async () => {
    await writeByFullLoad();
    const db = ctx.database.db;
    const [changed, removed] = (
      await db.execute<{ id: string }>(sql`select id from jobs where is_active order by posted_at desc, id limit 2`)
    ).rows;
    await db.execute(sql`update jobs set title = 'Scaffold Erector', industry = 'energy' where id = ${changed!.id}`);
    await db.execute(sql`update jobs set is_active = false where id = ${removed!.id}`);
    try {
      const restarted = index(true);
      const full = index(false);
      try {
        await restarted.load();
        await full.load();
        expect(events.map((e) => e.event)).toEqual(['written', 'restored']);
        expect(restarted.stats()).toMatchObject({ jobs: JOBS - 1, fullLoads: 0, snapshotLoads: 1, jobsReloaded: 2 });
        expect(full.stats()).toMatchObject({ jobs: JOBS - 1, fullLoads: 1, snapshotLoads: 0 });
        expect(restarted.count({ keyword: await restarted.keyword(db, 'scaffold') }, 10)).toBe(1);
        expect(await answers(restarted)).toEqual(await answers(full));
      } finally {
        restarted.close();
        full.close();
      }
    } finally {
      await db.execute(sql`update jobs set is_active = true where id = ${removed!.id}`);
    }
  });

  it("a search's page read does not wait for a snapshot write: the change it found is applied after it", async () => {
    const [job] = (await ctx.database.db.execute<{ id: string }>(sql`select id from jobs where is_active limit 1`)).rows;
    const writer = index(true);
    try {
      await writer.load();
      // The full load queued its snapshot write, which holds the index's turn for as long as the file takes.
      expect(events).toEqual([]);
      // A page read found a change this instance lacks (a transaction newer than any applied).
      const check = { xmin: '0', runs: [{ txid: String(2n ** 62n), first: 1n, last: 1n, jobIds: [job!.id] }], truncated: false };
      expect(await writer.absorb(check)).toEqual({ catchingUp: true });
      // The search had its answer before the write ended; the change waits for the write, in the background.
      expect(events).toEqual([]);
      await writer.sync();
      expect(events.map((e) => e.event)).toEqual(['written']);
      expect(writer.changesSince()).not.toBeNull();
    } finally {
      writer.close();
    }
  });

  it('a TRUNCATE logged after the snapshot makes the restart load everything', async () => {
    await writeByFullLoad();
    await ctx.database.db.execute(sql`insert into job_changes (job_id) values (null)`);
    const restarted = index(true);
    try {
      await restarted.load();
      expect(events.map((e) => e.event)).toEqual(['written', 'restored']);
      expect(restarted.stats()).toMatchObject({ jobs: JOBS, fullLoads: 1 });
    } finally {
      restarted.close();
    }
  });

  const broken: [string, () => Promise<void>, RegExp][] = [
    ['cut short', () => truncate(path.join(dir, SNAPSHOT_FILE), 4096), /end mark/],
    [
      'corrupt',
      async () => {
        const file = path.join(dir, SNAPSHOT_FILE);
        const bytes = await readFile(file);
        bytes[Math.floor(bytes.length / 3)] ^= 0xff;
        await writeFile(file, bytes);
      },
      /checksum/,
    ],
    ['of an older format', () => editFacts((facts) => (facts.format = 0)), /format 0/],
    ['of another migration', () => editFacts((facts) => (facts.migration = '1')), /migration 1/],
    ['too old for the change log', () => editFacts((facts) => (facts.takenAtMs = Number(facts.takenAtMs) - 21 * 3_600_000)), /minutes old/],
  ];
  it.each(broken)('a snapshot %s falls back to the full load, with a log line', async (_, breakIt, reason) => {
    await writeByFullLoad();
    await breakIt();
    const restarted = index(true);
    try {
      await restarted.load();
      expect(restarted.stats()).toMatchObject({ jobs: JOBS, fullLoads: 1 });
      expect(events[1]).toMatchObject({ event: 'fallback', reason: expect.stringMatching(reason) as unknown });
    } finally {
      restarted.close();
    }
  });

  it('two instances writing into one directory leave one whole snapshot and no temporary file', async () => {
    const store = await fullLoadStore();
    const other = await fullLoadStore();
    other.remove(other.ids.idAt(0));
    const cursor = { xmin: '1', done: [], partial: [] };
    await Promise.all([writeSnapshot(ctx.database.db, options(), store, cursor), writeSnapshot(ctx.database.db, options(), other, cursor)]);
    expect(await readdir(dir)).toEqual([SNAPSHOT_FILE]);
    const restored = await readSnapshot(ctx.database.db, options());
    expect([JOBS, JOBS - 1]).toContain(restored!.store.ids.size);
    expect(structures(restored!.store)).toEqual(structures(restored!.store.ids.size === JOBS ? store : other));
  });
});

describe('the app', () => {
  it('writes its index snapshot under SEARCH_SNAPSHOT_DIR after the load, and a restart reads it', async () => {
    const app = await createTestApp({ SEARCH_SNAPSHOT_DIR: dir });
    try {
      await app.app.jobSearch.sync();
      const file = path.join(dir, SNAPSHOT_FILE);
      for (const until = performance.now() + 20_000; performance.now() < until; await new Promise((resolve) => setTimeout(resolve, 20)))
        if (
          await access(file).then(
            () => true,
            () => false,
          )
        )
          break;
      const restarted = createJobSearchIndex(app.database.db, { idleSyncMs: 3_600_000, snapshot: options() });
      try {
        await restarted.load();
        expect(events).toEqual([expect.objectContaining({ event: 'restored' })]);
        expect(restarted.stats()).toMatchObject({ jobs: app.app.jobSearch.stats().jobs, fullLoads: 0 });
      } finally {
        restarted.close();
      }
    } finally {
      await app.close();
    }
  });
});
