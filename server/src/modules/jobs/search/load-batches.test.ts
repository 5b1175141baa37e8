import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../../test/test-app';
import { coordinatesOf } from '../../places/service';
import { loadIndexedJobs, type IndexLoadCursor } from '../repository';
import { createJobSearchIndex } from '../search-index';
import { BatchReader, loadBatch, loadJobsParts, UnsafeText } from './load-batches';
import { JobStore } from './store';

// Issue 50: a full load reads its batches' text by spans (span-keys.ts) and resolves each key once; the store it
// builds must be the one the change log's path (`add`, one row object a job) builds from the same jobs, and a value
// holding one of the text's separators must not bend it (the load reads again with the values made safe).

const JOBS = 90;
const BATCH = 7;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const employerId = (await registerUser(ctx.app, 'employer')).user.id;
  // Every field varied: no coordinates (geocoded by location, or unknown), levels unset, boosts, credentials,
  // per diem, lodging, skills, accents; some share a post time, so ids break ties across batches.
  await ctx.database.db.execute(sql`
    insert into jobs (employer_id, title, description, industry, location, lat, lng, job_type, experience_level,
      salary_min, salary_max, skills, required_credentials, preferred_credentials, per_diem_cents, lodging_provided,
      boosted_until, posted_at)
    select ${employerId}::uuid, (array['Pipeline Welder', 'Electricista', 'Crane Operator'])[1 + n % 3] || ' ' || n,
      'Tubería y soldadura, job ' || (n % 11) || '.', (array['construction', 'energy', 'oilgas'])[1 + n % 3],
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

/** Every slot as values (term names, not ids, which depend on the order they were met), and each lexeme's slots. */
function contents(store: JobStore, lexemes: readonly string[]) {
  const names = new Map([...store.terms].map(([name, id]) => [id, name]));
  const list = (column: JobStore['trades'], slot: number) =>
    Array.from(column.pool.subarray(column.start[slot]!, column.start[slot]! + column.count[slot]!), (id) => names.get(id));
  const slots = Array.from({ length: store.size }, (_, slot) => ({
    id: store.ids.idAt(slot),
    posted: store.posted[slot],
    boostedUntil: store.boostedUntil[slot],
    pay: store.pay[slot],
    industry: names.get(store.industry[slot]!),
    jobType: names.get(store.jobType[slot]!),
    experience: store.experience[slot]! < 0 ? store.experience[slot] : names.get(store.experience[slot]!),
    city: names.get(store.city[slot]!),
    place: store.places.get(store.city[slot]!) ?? null,
    location: store.locationNames[store.location[slot]!],
    locationCity: names.get(store.locationCities[store.location[slot]!]!),
    perDiem: store.perDiem[slot],
    lodging: store.lodging[slot],
    lists: [store.trades, store.skills, store.required, store.preferred].map((column) => list(column, slot)),
  }));
  const postings = lexemes.map((lexeme) => [lexeme, Array.from(store.postings.get(lexeme) ?? [])]);
  return { slots, postings, lexemes: store.postings.size, boosted: store.boosted, typoKeys: store.lexicon.typoIndexSize().keys };
}

/** A full load's read, `limit` jobs a batch: fast (the values as they are) or safe. */
async function loadByBatches(safe: boolean) {
  const store = new JobStore();
  const reader = new BatchReader(store, coordinatesOf);
  let after: IndexLoadCursor | null = null;
  do {
    const batch = await loadBatch(ctx.database.db, after, BATCH, safe);
    reader.read(batch);
    after = batch.next;
  } while (after);
  store.finishLoad();
  return store;
}

/** The change log's path: one row object a job (repository.loadIndexedJobs), newest first, each through `add`. */
async function loadByRows() {
  const rows = await loadIndexedJobs(ctx.database.db, { after: null, limit: 10_000 });
  const store = new JobStore();
  for (const row of rows) {
    const place = row.lat === null || row.lng === null ? coordinatesOf(row.location) : null;
    if (place) [row.lat, row.lng] = [place.lat, place.lng];
    store.add(row, true);
  }
  store.finishLoad();
  return { store, lexemes: [...new Set(rows.flatMap((row) => row.lexemes))] };
}

describe("a full load's batches", () => {
  it('build the store the rows of the change log build, fast or safe, across batches', async () => {
    const byRows = await loadByRows();
    expect(byRows.store.size).toBe(JOBS);
    const expected = contents(byRows.store, byRows.lexemes);
    // The fixture reaches every branch: geocoded, unknown places, unset levels, boosts, empty and long lists.
    expect(expected.slots.some((slot) => slot.place === null)).toBe(true);
    expect(expected.slots.some((slot) => slot.experience === -1)).toBe(true);
    expect(expected.boosted.length).toBeGreaterThan(0);
    expect(contents(await loadByBatches(false), byRows.lexemes)).toEqual(expected);
    expect(contents(await loadByBatches(true), byRows.lexemes)).toEqual(expected);
  });

  it('read again with the values made safe when one holds a separator: the index loads every job, and applies such a change', async () => {
    const db = ctx.database.db;
    const [job, other] = (
      await db.execute<{ id: string }>(sql`select id from jobs where is_active order by posted_at desc, id desc offset 20 limit 2`)
    ).rows;
    try {
      await db.execute(sql`update jobs set location = 'Tulsa' || chr(30) || ' OK', experience_level = chr(29),
        required_credentials = array['osha' || chr(29) || '10', 'cdl' || chr(31) || 'a'] where id = ${job!.id}`);
      await expect(loadByBatches(false)).rejects.toBeInstanceOf(UnsafeText);
      const safe = await loadByBatches(true);
      expect(safe.size).toBe(JOBS);
      const slot = safe.ids.get(job!.id)!;
      expect(safe.locationNames[safe.location[slot]!]).toBe('tulsa  ok');
      expect([...safe.terms.keys()]).toEqual(expect.arrayContaining(['osha 10', 'cdl a', ' ']));

      const index = createJobSearchIndex(db, { idleSyncMs: 3_600_000 });
      try {
        await index.load();
        expect(index.stats()).toMatchObject({ jobs: JOBS, fullLoads: 1 });
        expect(index.count({ locationText: 'tulsa  ok' }, 100)).toBe(1);
        // On PostgreSQL the fixture's inserts may still be in the change log after the load: applied first, so
        // what follows counts only this change.
        await index.sync();
        const reloadedBefore = index.stats().jobsReloaded;
        // The change log's reload of one job (fast, then its slice again safe), not a full load.
        await db.execute(sql`update jobs set location = 'Denver' || chr(31) || ' CO', skills = array['Rig' || chr(29) || 'ging']
          where id = ${other!.id}`);
        await index.sync();
        expect(index.stats()).toMatchObject({ jobs: JOBS, fullLoads: 1 });
        expect(index.stats().jobsReloaded - reloadedBefore).toBe(1);
        expect(index.count({ locationText: 'denver  co' }, 100)).toBe(1);
      } finally {
        index.close();
      }
    } finally {
      await db.execute(
        sql`update jobs set location = 'Tulsa, OK', experience_level = 'mid', required_credentials = '{}' where id = ${job!.id}`,
      );
      await db.execute(sql`update jobs set location = 'Denver, CO', skills = '{}' where id = ${other!.id}`);
    }
  });

  it("of a change read come in parts of one text, each its own ids' jobs; a value holding the parts' separator is refused", async () => {
    const db = ctx.database.db;
    // Ascending as PostgreSQL orders uuids, as the change log's reads pass them.
    const ids = (await db.execute<{ id: string }>(sql`select id::text as id from jobs where is_active order by id`)).rows.map(
      (row) => row.id,
    );
    const parts = await loadJobsParts(db, ids, BATCH);
    expect(parts).toHaveLength(Math.ceil(JOBS / BATCH));
    expect(new Set(parts.map((part) => part.text)).size).toBe(1);
    const store = new JobStore();
    const reader = new BatchReader(store, coordinatesOf);
    for (const [index, part] of parts.entries()) {
      const from = store.size;
      reader.read(part);
      const read = Array.from({ length: store.size - from }, (_, i) => store.ids.idAt(from + i)).sort();
      expect(read).toEqual(ids.slice(index * BATCH, (index + 1) * BATCH));
    }
    const { location } = (await db.execute<{ location: string }>(sql`select location from jobs where id = ${ids[1]!}::uuid`)).rows[0]!;
    try {
      await db.execute(sql`update jobs set location = 'Austin' || chr(28) || ' TX' where id = ${ids[1]!}::uuid`);
      await expect(loadJobsParts(db, ids, BATCH)).rejects.toBeInstanceOf(UnsafeText);
    } finally {
      await db.execute(sql`update jobs set location = ${location} where id = ${ids[1]!}::uuid`);
    }
  });

  it('are refused when a safe batch is out of shape', () => {
    const reader = new BatchReader(new JobStore(), () => null);
    const batch = { text: 'not a row', rows: 1, values: 0, levels: 0, safe: true, next: null };
    expect(() => reader.read(batch)).toThrow('out of shape');
    expect(() => reader.read({ ...batch, safe: false })).toThrow(UnsafeText);
  });
});
