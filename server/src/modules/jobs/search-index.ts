import { profileCityPoints, sumMatchPoints, type MatchPoints, type MatchProfile } from '@core/jobs/match';
import type { JobSort } from '@core/jobs/schemas';
import type { Executor } from '../../db/client';
import * as repo from './repository';
import { hasPhrase, matchMask, parseTextQuery, type TextQuery } from './text-query';

/**
 * Job search in each server's memory: the active jobs' filter, sort and best-match columns in
 * typed arrays, and a posting list per search lexeme. A search ranks here and reads only its
 * page's rows from the database, in the same statement that returns the job changes this index
 * has not applied yet (table job_changes, filled by a trigger whoever writes): when there are
 * some, the index applies them and ranks again, so every instance answers as the database
 * stands (docs/architecture.md).
 */

/** A keyword as the index applies it: PostgreSQL's parse of the words, or, for a phrase, the matching job ids. */
export type Keyword = { kind: 'lexemes'; query: TextQuery | null } | { kind: 'ids'; ids: ReadonlySet<string> };

export interface JobFilters {
  keyword?: Keyword;
  industry?: string;
  jobType?: string;
  experienceLevels?: readonly string[];
  minPay?: number;
  /** A radius search: the lower-cased names of the listed cities within it. */
  cityKeys?: readonly string[];
  /** A location that is not on the city list: matched as text, case-insensitively. */
  locationText?: string;
  /** Only jobs whose required credentials are all among these ids (the worker's valid ones). */
  qualifiedWith?: readonly string[];
  hasPerDiem?: true;
  hasLodging?: true;
}

/** Where the previous page stopped: boosted phase (1) or the rest (0), then the sort key, post time and id. */
export interface SearchCursor {
  phase: 0 | 1;
  key: number;
  postedMicros: number;
  id: string;
}

export interface IndexQuery {
  filters: JobFilters;
  sort: JobSort;
  match: MatchProfile | null;
  cursor: SearchCursor | null;
  limit: number;
  /** Boosts end at this time (ms). */
  now: number;
}

/** One ranked job: boosted ones (phase 1) first, then by key (score, pay or 0), post time and id, all descending. */
export type IndexHit = SearchCursor;

const GROW = 2;
const NONE = -1;
/** A filter value no job holds. */
const MISSING = -2;

/** Per-slot lists of term ids (skills, trades, credentials) in one growing pool. */
class ListColumn {
  start = new Int32Array(0);
  count = new Uint16Array(0);
  pool = new Int32Array(1024);
  used = 0;

  resize(capacity: number) {
    this.start = resized(this.start, capacity);
    this.count = resized(this.count, capacity);
  }

  set(slot: number, ids: readonly number[]) {
    if (this.used + ids.length > this.pool.length)
      this.pool = resized(this.pool, Math.max(this.pool.length * GROW, this.used + ids.length));
    this.start[slot] = this.used;
    this.count[slot] = ids.length;
    this.pool.set(ids, this.used);
    this.used += ids.length;
  }

  /** How many of the slot's (distinct) ids are in `wanted`. */
  countIn(slot: number, wanted: Uint8Array): number {
    let found = 0;
    for (let i = this.start[slot]!, end = i + this.count[slot]!; i < end; i += 1) found += wanted[this.pool[i]!] ?? 0;
    return found;
  }

  /** Whether every one of the slot's ids is in `wanted`. */
  allIn(slot: number, wanted: Uint8Array): boolean {
    for (let i = this.start[slot]!, end = i + this.count[slot]!; i < end; i += 1) if (wanted[this.pool[i]!] !== 1) return false;
    return true;
  }
}

type TypedArray = Int32Array | Uint16Array | Uint8Array | Float64Array;
function resized<T extends TypedArray>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array.subarray(0, Math.min(array.length, capacity)) as never);
  return next;
}

/** The active jobs at one load; slots are appended, a removed job's slot stays dead until the next full load. */
class JobStore {
  size = 0;
  dead = 0;
  ids: string[] = [];
  slotOf = new Map<string, number>();
  /** Every categorical value (industry, job type, city, skill, trade, credential) as a small number. */
  terms = new Map<string, number>();
  alive = new Uint8Array(0);
  posted = new Float64Array(0);
  boostedUntil = new Float64Array(0);
  pay = new Int32Array(0);
  industry = new Int32Array(0);
  jobType = new Int32Array(0);
  experience = new Int32Array(0);
  city = new Int32Array(0);
  perDiem = new Uint8Array(0);
  lodging = new Uint8Array(0);
  locations: string[] = [];
  trades = new ListColumn();
  skills = new ListColumn();
  required = new ListColumn();
  preferred = new ListColumn();
  postings = new Map<string, number[]>();

  term(value: string): number {
    let id = this.terms.get(value);
    if (id === undefined) this.terms.set(value, (id = this.terms.size));
    return id;
  }

  /** The term's id, or MISSING when no job holds it. */
  findTerm(value: string): number {
    return this.terms.get(value) ?? MISSING;
  }

  /** A 0/1 table over term ids with the given values set. */
  termSet(values: readonly string[]): Uint8Array {
    const set = new Uint8Array(this.terms.size);
    for (const value of values) {
      const id = this.terms.get(value);
      if (id !== undefined) set[id] = 1;
    }
    return set;
  }

  add(job: repo.IndexedJobRow) {
    this.remove(job.id);
    if (this.size === this.alive.length) this.resize(Math.max(1024, this.size * GROW));
    const slot = this.size++;
    this.ids[slot] = job.id;
    this.slotOf.set(job.id, slot);
    this.alive[slot] = 1;
    this.posted[slot] = Number(job.posted_micros);
    this.boostedUntil[slot] = job.boosted_until_ms ?? 0;
    this.pay[slot] = job.pay_rank;
    this.industry[slot] = this.term(job.industry);
    this.jobType[slot] = this.term(job.job_type);
    this.experience[slot] = job.experience_level === null ? NONE : this.term(job.experience_level);
    this.city[slot] = this.term(job.city_key);
    this.perDiem[slot] = job.has_per_diem ? 1 : 0;
    this.lodging[slot] = job.lodging_provided ? 1 : 0;
    this.locations[slot] = job.location.toLowerCase();
    const ids = (values: readonly string[]) => [...new Set(values)].map((value) => this.term(value));
    this.trades.set(slot, ids(job.trade_keys));
    this.skills.set(slot, ids(job.skill_keys));
    this.required.set(slot, ids(job.required_credentials));
    this.preferred.set(slot, ids(job.preferred_credentials));
    for (const lexeme of job.lexemes) {
      const list = this.postings.get(lexeme);
      if (list) list.push(slot);
      else this.postings.set(lexeme, [slot]);
    }
  }

  remove(id: string) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.alive[slot] = 0;
    this.slotOf.delete(id);
    this.dead += 1;
  }

  private resize(capacity: number) {
    for (const column of [
      'alive',
      'posted',
      'boostedUntil',
      'pay',
      'industry',
      'jobType',
      'experience',
      'city',
      'perDiem',
      'lodging',
    ] as const) {
      (this[column] as TypedArray) = resized(this[column], capacity);
    }
    for (const list of [this.trades, this.skills, this.required, this.preferred]) list.resize(capacity);
  }
}

/** A search's filters as term ids and tables, ready for the scan. */
function compileFilters(store: JobStore, filters: JobFilters) {
  const one = (value: string | undefined) => (value === undefined ? NONE : store.findTerm(value));
  const keyword = filters.keyword;
  let keywordMask: Uint8Array | null = null;
  if (keyword?.kind === 'lexemes') {
    // An empty query (only stop words) matches no job, as in PostgreSQL.
    keywordMask = keyword.query ? matchMask(keyword.query, (lexeme) => store.postings.get(lexeme), store.size) : new Uint8Array(store.size);
  } else if (keyword?.kind === 'ids') {
    keywordMask = new Uint8Array(store.size);
    for (const id of keyword.ids) {
      const slot = store.slotOf.get(id);
      if (slot !== undefined) keywordMask[slot] = 1;
    }
  }
  return {
    keywordMask,
    industry: one(filters.industry),
    jobType: one(filters.jobType),
    experience: filters.experienceLevels ? store.termSet(filters.experienceLevels) : null,
    minPay: filters.minPay ?? -Infinity,
    cities: filters.cityKeys ? store.termSet(filters.cityKeys) : null,
    locationText: filters.locationText?.toLowerCase() ?? null,
    qualifiedWith: filters.qualifiedWith ? store.termSet(filters.qualifiedWith) : null,
    perDiem: filters.hasPerDiem === true,
    lodging: filters.hasLodging === true,
  };
}

// The slots a scan passes, reused by every (synchronous) scan.
let passed = new Int32Array(1024);

/** The live slots that pass the filters, up to `max`, in `passed[0..count)`. */
function scan(store: JobStore, filters: JobFilters, max = Infinity): number {
  const f = compileFilters(store, filters);
  if (passed.length < store.size) passed = new Int32Array(store.size * GROW);
  const { alive, industry, jobType, experience, pay, city, perDiem, lodging, locations, required } = store;
  const { keywordMask, minPay, cities, locationText, qualifiedWith } = f;
  const industryId = f.industry;
  const jobTypeId = f.jobType;
  const levels = f.experience;
  let count = 0;
  for (let slot = 0; slot < store.size && count < max; slot += 1) {
    if (alive[slot] === 0) continue;
    if (keywordMask !== null && keywordMask[slot] === 0) continue;
    if (industryId !== NONE && industry[slot] !== industryId) continue;
    if (jobTypeId !== NONE && jobType[slot] !== jobTypeId) continue;
    if (levels !== null && (experience[slot] === NONE || levels[experience[slot]!] !== 1)) continue;
    if (pay[slot]! < minPay) continue;
    if (cities !== null && cities[city[slot]!] !== 1) continue;
    if (locationText !== null && !locations[slot]!.includes(locationText)) continue;
    if (qualifiedWith !== null && !required.allIn(slot, qualifiedWith)) continue;
    if (f.perDiem && perDiem[slot] === 0) continue;
    if (f.lodging && lodging[slot] === 0) continue;
    passed[count++] = slot;
  }
  return count;
}

/** Best match's points of every passed slot for one worker, through core sumMatchPoints. */
function matchScores(store: JobStore, profile: MatchProfile, count: number): Int32Array {
  const trade = profile.trade ? store.findTerm(profile.trade) : MISSING;
  const skills = store.termSet(profile.skills);
  const hasSkills = profile.skills.length > 0;
  const industries = store.termSet(profile.industries);
  const cityPoints = new Int32Array(store.terms.size);
  for (const { cityKey, points } of profileCityPoints(profile)) {
    const id = store.findTerm(cityKey);
    if (id !== MISSING) cityPoints[id] = points;
  }
  const held = store.termSet(profile.credentialIds ?? []);
  const hasCredentials = (profile.credentialIds?.length ?? 0) > 0;
  const points: MatchPoints = {
    isTradeMatch: false,
    skillMatches: 0,
    isIndustryMatch: false,
    distancePoints: 0,
    requiredCredentialMatches: 0,
    preferredCredentialMatches: 0,
  };
  const scores = new Int32Array(count);
  const { industry, city } = store;
  const { start: tradeStart, count: tradeCount, pool: tradePool } = store.trades;
  const { start: skillStart, count: skillCount, pool: skillPool } = store.skills;
  // Inline loops over the lists: this runs for every passed job of every best-match search.
  const countIn = (start: number, length: number, pool: Int32Array, wanted: Uint8Array) => {
    let found = 0;
    for (let i = start; i < start + length; i += 1) found += wanted[pool[i]!]!;
    return found;
  };
  for (let i = 0; i < count; i += 1) {
    const slot = passed[i]!;
    let isTradeMatch = false;
    if (trade !== MISSING) {
      for (let t = tradeStart[slot]!, end = t + tradeCount[slot]!; t < end; t += 1) if (tradePool[t] === trade) isTradeMatch = true;
    }
    points.isTradeMatch = isTradeMatch;
    points.skillMatches = hasSkills ? countIn(skillStart[slot]!, skillCount[slot]!, skillPool, skills) : 0;
    points.isIndustryMatch = industries[industry[slot]!] === 1;
    points.distancePoints = cityPoints[city[slot]!]!;
    points.requiredCredentialMatches = hasCredentials ? store.required.countIn(slot, held) : 0;
    points.preferredCredentialMatches = hasCredentials ? store.preferred.countIn(slot, held) : 0;
    scores[i] = sumMatchPoints(points);
  }
  return scores;
}

/** Whether the hit (phase, key, postedMicros, id) ranks before `b`: each descending. */
function isBefore(phase: number, key: number, postedMicros: number, id: string, b: IndexHit): boolean {
  if (phase !== b.phase) return phase > b.phase;
  if (key !== b.key) return key > b.key;
  if (postedMicros !== b.postedMicros) return postedMicros > b.postedMicros;
  return id > b.id;
}

// Above any sort key (scores, yearly pay), so phase and key compare as one number.
const PHASE_LEAD = 2 ** 40;

/** The first `limit` hits after the cursor, kept sorted while the scan's slots are offered. */
function rank(store: JobStore, query: IndexQuery): IndexHit[] {
  const { cursor, limit, now } = query;
  const count = scan(store, query.filters);
  const scores = query.sort === 'best' && query.match ? matchScores(store, query.match, count) : null;
  const isPaySort = query.sort === 'pay';
  const { boostedUntil, pay, posted, ids } = store;
  const top: IndexHit[] = [];
  // The last kept hit's phase-and-key and post time: most slots fall behind it on these numbers alone.
  let lastLead = -Infinity;
  let lastPosted = -Infinity;
  for (let i = 0; i < count; i += 1) {
    const slot = passed[i]!;
    const phase = boostedUntil[slot]! > now ? 1 : 0;
    const key = scores ? scores[i]! : isPaySort ? pay[slot]! : 0;
    const postedMicros = posted[slot]!;
    const lead = phase * PHASE_LEAD + key;
    if (lead < lastLead || (lead === lastLead && postedMicros < lastPosted)) continue;
    const id = ids[slot]!;
    // Before the last kept hit once the page is full, and after the cursor.
    if (top.length === limit && !isBefore(phase, key, postedMicros, id, top[limit - 1]!)) continue;
    if (cursor && (id === cursor.id || isBefore(phase, key, postedMicros, id, cursor))) continue;
    let at = top.length;
    while (at > 0 && isBefore(phase, key, postedMicros, id, top[at - 1]!)) at -= 1;
    top.splice(at, 0, { phase: phase as 0 | 1, key, postedMicros, id });
    if (top.length > limit) top.pop();
    if (top.length === limit) {
      const last = top[limit - 1]!;
      lastLead = last.phase * PHASE_LEAD + last.key;
      lastPosted = last.postedMicros;
    }
  }
  return top;
}

/** How far this instance has applied the database's job changes. */
interface AppliedState {
  /** Every change from a transaction below this id is applied. */
  xmin: bigint;
  /** Changes at or above xmin already applied, by seq. */
  seen: Set<string>;
}

// Past this many dead slots, and more dead than alive, the store is loaded afresh.
const COMPACT_AFTER_DEAD = 50_000;
const LOAD_BATCH = 20_000;

export interface JobSearchIndex {
  /** Loads every active job; searches wait for it. */
  load(): Promise<void>;
  /** The xmin to ask changes from (repository readJobChanges). */
  changesSince(): string;
  /** Applies the changes a check found that this instance has not; true when there were some. */
  absorb(check: repo.JobChangeCheck): Promise<boolean>;
  /** Reads and applies the changes not applied yet (counts, and idle instances on a timer). */
  sync(): Promise<void>;
  /** Turns a search's words into what the scan applies: PostgreSQL parses them (through `db`, which may be a transaction); a phrase asks for its jobs. */
  keyword(db: Executor, q: string): Promise<Keyword>;
  rank(query: IndexQuery): IndexHit[];
  count(filters: JobFilters, cap: number): number;
  stats(): { jobs: number; deadSlots: number; lexemes: number; keywordParses: { hits: number; misses: number } };
  close(): void;
}

// Keywords repeat across workers; PostgreSQL's parse of one never changes, so parses are kept (bounded).
const MAX_KEYWORD_PARSES = 5000;
const IDLE_SYNC_MS = 5000;

export function createJobSearchIndex(db: Executor, options: { idleSyncMs?: number } = {}): JobSearchIndex {
  let store = new JobStore();
  const state: AppliedState = { xmin: 0n, seen: new Set() };
  // Changes are applied one batch at a time, in order: a later reload never lands before an earlier one.
  let applying: Promise<void> = Promise.resolve();
  let loading: Promise<void> | null = null;
  const parses = new Map<string, string>();
  const parseCounts = { hits: 0, misses: 0 };
  const timer = setInterval(() => {
    index.sync().catch(() => undefined);
  }, options.idleSyncMs ?? IDLE_SYNC_MS);
  timer.unref();

  async function loadAll() {
    const xmin = BigInt(await repo.snapshotXmin(db));
    const next = new JobStore();
    let afterId: string | null = null;
    for (;;) {
      const rows = await repo.loadIndexedJobs(db, { afterId, limit: LOAD_BATCH });
      for (const row of rows) next.add(row);
      if (rows.length < LOAD_BATCH) break;
      afterId = rows.at(-1)!.id;
    }
    // Changes committed during the load are read again from the load's first snapshot.
    store = next;
    state.xmin = xmin;
    state.seen.clear();
  }

  async function reloadJobs(ids: string[]) {
    const rows = await repo.loadIndexedJobs(db, { ids });
    for (const id of ids) store.remove(id);
    for (const row of rows) store.add(row);
  }

  function advance(xmin: bigint) {
    if (xmin <= state.xmin) return;
    state.xmin = xmin;
    for (const seq of state.seen) if (BigInt(seq.split(':')[1]!) < xmin) state.seen.delete(seq);
  }

  const index: JobSearchIndex = {
    load() {
      loading ??= applying = applying.then(loadAll);
      return loading;
    },
    changesSince: () => state.xmin.toString(),
    async absorb(check) {
      await index.load();
      const key = (change: repo.JobChange) => `${change.seq}:${change.txid}`;
      const unseen = check.changes.filter((change) => BigInt(change.txid) >= state.xmin && !state.seen.has(key(change)));
      if (unseen.length > 0) {
        const run = applying.then(async () => {
          if (unseen.some((change) => change.jobId === null)) await loadAll();
          else await reloadJobs([...new Set(unseen.map((change) => change.jobId!))]);
          for (const change of unseen) if (BigInt(change.txid) >= state.xmin) state.seen.add(key(change));
          if (store.dead > COMPACT_AFTER_DEAD && store.dead > store.slotOf.size) await loadAll();
        });
        applying = run.catch(() => undefined);
        await run;
      }
      advance(BigInt(check.xmin));
      return unseen.length > 0;
    },
    async sync() {
      await index.load();
      await index.absorb(await repo.readJobChanges(db, index.changesSince()));
    },
    async keyword(executor, q) {
      let parsed = parses.get(q);
      if (parsed === undefined) {
        parseCounts.misses += 1;
        parsed = await repo.parseKeyword(executor, q);
        if (parses.size >= MAX_KEYWORD_PARSES) parses.clear();
        parses.set(q, parsed);
      } else parseCounts.hits += 1;
      const query = parseTextQuery(parsed);
      if (query && hasPhrase(query)) return { kind: 'ids', ids: new Set(await repo.findJobIdsMatchingKeyword(executor, q)) };
      return { kind: 'lexemes', query };
    },
    rank: (query) => rank(store, query),
    count: (filters, cap) => scan(store, filters, cap + 1),
    stats: () => ({ jobs: store.slotOf.size, deadSlots: store.dead, lexemes: store.postings.size, keywordParses: { ...parseCounts } }),
    close: () => clearInterval(timer),
  };
  return index;
}
