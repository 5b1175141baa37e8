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
/** Above any term id: a cell key holds an industry's and a city's. */
const CELL_SPAN = 2 ** 21;
type Cells = Map<number, number[]>;
function addToCell(cells: Cells, cell: number, slot: number) {
  const slots = cells.get(cell);
  if (slots) slots.push(slot);
  else cells.set(cell, [slot]);
}
const NONE = -1;
/** A filter value no job holds. */
const MISSING = -2;

/** The slots holding each term id of one column: a search can start from a filter's values instead of every job. */
class TermSlots {
  private lists: number[][] = [];

  add(term: number, slot: number) {
    (this.lists[term] ??= []).push(slot);
  }

  get(term: number): readonly number[] {
    return this.lists[term] ?? NO_SLOTS;
  }
}
const NO_SLOTS: readonly number[] = [];

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

  /** Whether the slot holds `id`. */
  has(slot: number, id: number): boolean {
    for (let i = this.start[slot]!, end = i + this.count[slot]!; i < end; i += 1) if (this.pool[i] === id) return true;
    return false;
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

/** Slots in one ranking order (best first), kept sorted as jobs are added after the load. */
class SlotOrder {
  slots = new Int32Array(0);
  length = 0;

  constructor(readonly compare: (a: number, b: number) => number) {}

  /** Sorts slots 0..size once, after a load. */
  build(size: number) {
    this.slots = new Int32Array(Math.max(1024, size * GROW));
    for (let slot = 0; slot < size; slot += 1) this.slots[slot] = slot;
    this.slots.subarray(0, size).sort(this.compare);
    this.length = size;
  }

  insert(slot: number) {
    if (this.length === this.slots.length) this.slots = resized(this.slots, this.length * GROW);
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.slots[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    this.slots.copyWithin(low + 1, low, this.length);
    this.slots[low] = slot;
    this.length += 1;
  }
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
  /** Each slot's location (lower-cased) as an index into locationNames: a text filter tests each distinct location once. */
  location = new Int32Array(0);
  locationNames: string[] = [];
  /** Each distinct location's city term (a location's city key follows from its text). */
  locationCities: number[] = [];
  private locationIds = new Map<string, number>();
  trades = new ListColumn();
  skills = new ListColumn();
  required = new ListColumn();
  preferred = new ListColumn();
  postings = new Map<string, number[]>();
  industrySlots = new TermSlots();
  citySlots = new TermSlots();
  /** The jobs requiring, and preferring, each credential: best match weighs a worker's credentials' jobs first. */
  requiredSlots = new TermSlots();
  preferredSlots = new TermSlots();
  /** The slots of each (industry, city) pair, keyed industry * CELL_SPAN + city: best match weighs the likeliest pairs first. */
  cells: Cells = new Map();
  /** The same pairs within each trade's jobs. */
  tradeCells = new Map<number, Cells>();
  /** Slots ever boosted: boosted jobs rank first, so each search weighs them all. */
  boosted: number[] = [];
  /** Newest first, and highest pay first (then newest): the walks of the newest and pay sorts. */
  byNewest = new SlotOrder((a, b) => this.posted[b]! - this.posted[a]! || compareIds(this.ids[b]!, this.ids[a]!));
  byPay = new SlotOrder((a, b) => this.pay[b]! - this.pay[a]! || this.byNewest.compare(a, b));
  /** Slots below this were loaded newest first (post time, then id), so every slot list holds them in that order. */
  loaded = 0;
  /** Scratch for one (synchronous) search at a time. */
  seen = new SlotSet();
  /** Whether the orders are built: during a load they are sorted once at its end. */
  private ordered = false;

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
    if (job.boosted_until_ms !== null) this.boosted.push(slot);
    this.pay[slot] = job.pay_rank;
    this.industry[slot] = this.term(job.industry);
    this.industrySlots.add(this.industry[slot], slot);
    this.jobType[slot] = this.term(job.job_type);
    this.experience[slot] = job.experience_level === null ? NONE : this.term(job.experience_level);
    this.city[slot] = this.term(job.city_key);
    this.citySlots.add(this.city[slot], slot);
    const cell = this.industry[slot]! * CELL_SPAN + this.city[slot]!;
    addToCell(this.cells, cell, slot);
    this.perDiem[slot] = job.has_per_diem ? 1 : 0;
    this.lodging[slot] = job.lodging_provided ? 1 : 0;
    const location = job.location.toLowerCase();
    let locationId = this.locationIds.get(location);
    if (locationId === undefined) {
      this.locationIds.set(location, (locationId = this.locationNames.push(location) - 1));
      this.locationCities[locationId] = this.city[slot]!;
    }
    this.location[slot] = locationId;
    const ids = (values: readonly string[]) => [...new Set(values)].map((value) => this.term(value));
    const trades = ids(job.trade_keys);
    this.trades.set(slot, trades);
    for (const trade of trades) {
      let cells = this.tradeCells.get(trade);
      if (!cells) this.tradeCells.set(trade, (cells = new Map()));
      addToCell(cells, cell, slot);
    }
    this.skills.set(slot, ids(job.skill_keys));
    const required = ids(job.required_credentials);
    this.required.set(slot, required);
    for (const id of required) this.requiredSlots.add(id, slot);
    const preferred = ids(job.preferred_credentials);
    this.preferred.set(slot, preferred);
    for (const id of preferred) this.preferredSlots.add(id, slot);
    for (const lexeme of job.lexemes) {
      const list = this.postings.get(lexeme);
      if (list) list.push(slot);
      else this.postings.set(lexeme, [slot]);
    }
    if (this.ordered) {
      this.byNewest.insert(slot);
      this.byPay.insert(slot);
    }
  }

  /** Ends a load: the orders are sorted once rather than kept sorted job by job. */
  finishLoad() {
    this.loaded = this.size;
    this.byNewest.build(this.size);
    this.byPay.build(this.size);
    this.ordered = true;
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
      'location',
      'perDiem',
      'lodging',
    ] as const) {
      (this[column] as TypedArray) = resized(this[column], capacity);
    }
    for (const list of [this.trades, this.skills, this.required, this.preferred]) list.resize(capacity);
  }
}

/** A set of slots cleared in O(1) between searches: each search gets a new stamp. */
class SlotSet {
  private stamps = new Int32Array(0);
  private stamp = 0;

  begin(size: number): this {
    if (this.stamps.length < size || this.stamp === 2 ** 31 - 1) {
      this.stamps = new Int32Array(Math.max(size * GROW, 1024));
      this.stamp = 0;
    }
    this.stamp += 1;
    return this;
  }

  /** Adds the slot; false when it was in already. */
  add(slot: number): boolean {
    if (this.stamps[slot] === this.stamp) return false;
    this.stamps[slot] = this.stamp;
    return true;
  }

  has(slot: number): boolean {
    return this.stamps[slot] === this.stamp;
  }
}

/** Ids compare as the database's uuids and the cursor do: as text. */
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// Slots a search gathers (keyword matches), reused by every (synchronous) search.
let gathered = new Int32Array(1024);

/** The slots set in `mask`, in `gathered[0..count)`: four at a time, skipping empty words. */
function gatherMask(mask: Uint8Array): Int32Array {
  if (gathered.length < mask.length) gathered = new Int32Array(mask.length * GROW);
  const words = new Uint32Array(mask.buffer, mask.byteOffset, mask.length >>> 2);
  let count = 0;
  for (let word = 0; word < words.length; word += 1) {
    if (words[word] === 0) continue;
    for (let slot = word * 4; slot < word * 4 + 4; slot += 1) if (mask[slot] === 1) gathered[count++] = slot;
  }
  for (let slot = words.length * 4; slot < mask.length; slot += 1) if (mask[slot] === 1) gathered[count++] = slot;
  return gathered.subarray(0, count);
}

/** A search's filters as term ids and tables, and the narrowest slot lists that hold every job passing them. */
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
  const industry = one(filters.industry);
  // Every passing job is in each of these: the keyword's matches, the radius' cities, the industry's jobs.
  const sources: { size: number; lists: () => readonly ArrayLike<number>[]; isKeyword?: true }[] = [];
  if (keywordMask) {
    const mask = keywordMask;
    const size =
      keyword?.kind === 'lexemes' && keyword.query ? estimateMatches(keyword.query, store) : keyword?.kind === 'ids' ? keyword.ids.size : 0;
    // One word's matches are its posting list already.
    const postings =
      keyword?.kind === 'lexemes' && keyword.query?.type === 'lexeme' ? (store.postings.get(keyword.query.value) ?? NO_SLOTS) : null;
    sources.push({ size, lists: () => [postings ?? gatherMask(mask)], isKeyword: true });
  }
  if (filters.cityKeys) {
    const lists = filters.cityKeys.map((key) => store.citySlots.get(store.findTerm(key)));
    sources.push({ size: sizeOf(lists), lists: () => lists });
  }
  const locations = locationsContaining(store, filters.locationText);
  // The cities of the locations a text filter allows: their jobs hold every job passing it.
  let locationCities: Uint8Array | null = null;
  if (locations) {
    locationCities = new Uint8Array(store.terms.size);
    locations.forEach((allowed, id) => allowed && (locationCities![store.locationCities[id]!] = 1));
    const lists = [...locationCities.keys()].filter((city) => locationCities![city] === 1).map((city) => store.citySlots.get(city));
    sources.push({ size: sizeOf(lists), lists: () => lists });
  }
  if (filters.industry !== undefined)
    sources.push({ size: store.industrySlots.get(industry).length, lists: () => [store.industrySlots.get(industry)] });
  const narrowest = sources.sort((a, b) => a.size - b.size)[0] ?? null;
  return {
    keywordMask,
    industry,
    jobType: one(filters.jobType),
    experience: filters.experienceLevels ? store.termSet(filters.experienceLevels) : null,
    minPay: filters.minPay ?? -Infinity,
    cities: filters.cityKeys ? store.termSet(filters.cityKeys) : null,
    locations,
    locationCities,
    qualifiedWith: filters.qualifiedWith ? store.termSet(filters.qualifiedWith) : null,
    perDiem: filters.hasPerDiem === true,
    lodging: filters.hasLodging === true,
    /** The narrowest filter's slot lists (holding about `size` slots), when it narrows at all. */
    narrowest: narrowest && narrowest.size * NARROW_SHARE <= store.size ? narrowest : null,
    /** The same lists whenever a pass over them is cheaper than one over every job (slots at random steps cost about twice). */
    passLists: narrowest && narrowest.size * 2 <= store.size ? narrowest : null,
  };
}
/** A 0/1 table over the store's distinct locations: those containing the text, case-insensitively. */
function locationsContaining(store: JobStore, text: string | undefined): Uint8Array | null {
  if (text === undefined) return null;
  const lowered = text.toLowerCase();
  return Uint8Array.from(store.locationNames, (name) => (name.includes(lowered) ? 1 : 0));
}
const sizeOf = (lists: readonly ArrayLike<number>[]) => lists.reduce((sum, list) => sum + list.length, 0);

/** About how many slots a text query matches, from its posting lists' lengths (dead slots included). */
function estimateMatches(query: TextQuery, store: JobStore): number {
  switch (query.type) {
    case 'lexeme':
      return store.postings.get(query.value)?.length ?? 0;
    case 'not':
      return store.size - estimateMatches(query.operand, store);
    case 'and':
    case 'phrase':
      return Math.min(estimateMatches(query.left, store), estimateMatches(query.right, store));
    case 'or':
      return estimateMatches(query.left, store) + estimateMatches(query.right, store);
  }
}
type CompiledFilters = ReturnType<typeof compileFilters>;
/** A filter narrows a search to its own slot lists when they hold at most 1/NARROW_SHARE of the jobs. */
const NARROW_SHARE = 8;

/** Whether the live slot passes every filter. */
function passes(store: JobStore, f: CompiledFilters, slot: number): boolean {
  if (store.alive[slot] === 0) return false;
  if (f.keywordMask !== null && f.keywordMask[slot] === 0) return false;
  if (f.industry !== NONE && store.industry[slot] !== f.industry) return false;
  if (f.jobType !== NONE && store.jobType[slot] !== f.jobType) return false;
  if (f.experience !== null && (store.experience[slot] === NONE || f.experience[store.experience[slot]!] !== 1)) return false;
  if (store.pay[slot]! < f.minPay) return false;
  if (f.cities !== null && f.cities[store.city[slot]!] !== 1) return false;
  if (f.locations !== null && f.locations[store.location[slot]!] !== 1) return false;
  if (f.qualifiedWith !== null && !store.required.allIn(slot, f.qualifiedWith)) return false;
  if (f.perDiem && store.perDiem[slot] === 0) return false;
  if (f.lodging && store.lodging[slot] === 0) return false;
  return true;
}

/**
 * Best match's points for one worker as tables: core sumMatchPoints adds independent terms, so
 * each signal's points are that sum of the signal alone (best-match.test.ts checks every score
 * against scoreMatch).
 */
function compileScorer(store: JobStore, profile: MatchProfile) {
  const alone = (points: Partial<MatchPoints>) =>
    sumMatchPoints({
      isTradeMatch: false,
      skillMatches: 0,
      isIndustryMatch: false,
      distancePoints: 0,
      requiredCredentialMatches: 0,
      preferredCredentialMatches: 0,
      ...points,
    });
  const cityPoints = new Int32Array(store.terms.size);
  for (const { cityKey, points } of profileCityPoints(profile)) {
    const id = store.findTerm(cityKey);
    if (id !== MISSING) cityPoints[id] = alone({ distancePoints: points });
  }
  const industryPoints = new Int32Array(store.terms.size);
  for (const value of profile.industries) {
    const id = store.findTerm(value);
    if (id !== MISSING) industryPoints[id] = alone({ isIndustryMatch: true });
  }
  const counted = (field: 'skillMatches' | 'requiredCredentialMatches' | 'preferredCredentialMatches', most: number) =>
    Int32Array.from({ length: most + 1 }, (_, matches) => alone({ [field]: matches }));
  const hasCredentials = (profile.credentialIds?.length ?? 0) > 0;
  const trade = profile.trade ? store.findTerm(profile.trade) : MISSING;
  const skillPoints = counted('skillMatches', profile.skills.length);
  const heldIds = (profile.credentialIds ?? []).map((id) => store.findTerm(id)).filter((id) => id !== MISSING);
  const requiredPoints = counted('requiredCredentialMatches', profile.credentialIds?.length ?? 0);
  const preferredPoints = counted('preferredCredentialMatches', profile.credentialIds?.length ?? 0);
  const industryAndCityMax = Math.max(...industryPoints, 0) + Math.max(...cityPoints, 0);
  return {
    /** The slots that can earn credential points; with the trade's, the only ones above `othersMax`. */
    credentialLists: heldIds.flatMap((id) => [store.requiredSlots.get(id), store.preferredSlots.get(id)]),
    industryAndCityMax,
    othersMax: industryAndCityMax + skillPoints.at(-1)!,
    /** The most a job outside the trade's and credential lists adds to its industry and city points. */
    othersSkillMax: skillPoints.at(-1)!,
    trade,
    tradePoints: alone({ isTradeMatch: true }),
    skills: profile.skills.length > 0 ? store.termSet(profile.skills) : null,
    skillPoints,
    industryPoints,
    cityPoints,
    held: hasCredentials ? store.termSet(profile.credentialIds!) : null,
    requiredPoints,
    preferredPoints,
    /** The most a job of the worker's trade adds to its industry and city points. */
    tradeJobMax: alone({ isTradeMatch: true }) + skillPoints.at(-1)! + requiredPoints.at(-1)! + preferredPoints.at(-1)!,
  };
}
type Scorer = ReturnType<typeof compileScorer>;

function scoreOf(store: JobStore, scorer: Scorer, slot: number): number {
  let score = scorer.industryPoints[store.industry[slot]!]! + scorer.cityPoints[store.city[slot]!]!;
  if (scorer.trade !== MISSING && store.trades.has(slot, scorer.trade)) score += scorer.tradePoints;
  if (scorer.skills !== null) score += scorer.skillPoints[store.skills.countIn(slot, scorer.skills)]!;
  if (scorer.held !== null) {
    score += scorer.requiredPoints[store.required.countIn(slot, scorer.held)]!;
    score += scorer.preferredPoints[store.preferred.countIn(slot, scorer.held)]!;
  }
  return score;
}

/**
 * Slot lists of the (industry, city) pairs the filters allow, by the most their jobs can score:
 * the pair's points plus `beyond`.
 */
function cellsByReach(cells: Cells, f: CompiledFilters, scorer: Scorer, beyond: number): (number[][] | undefined)[] {
  const byReach: (number[][] | undefined)[] = [];
  for (const [cell, slots] of cells) {
    const industry = Math.floor(cell / CELL_SPAN);
    const city = cell % CELL_SPAN;
    if (f.industry !== NONE && industry !== f.industry) continue;
    if ((f.cities !== null && f.cities[city] !== 1) || (f.locationCities !== null && f.locationCities[city] !== 1)) continue;
    const reach = scorer.industryPoints[industry]! + scorer.cityPoints[city]! + beyond;
    (byReach[reach] ??= []).push(slots);
  }
  return byReach;
}

/** Weighs the lists from the highest reach down while a job there could still make the page. */
function weighCells(byReach: (number[][] | undefined)[], top: TopHits, weigh: (slot: number) => void) {
  for (let reach = byReach.length - 1; reach >= 0 && reach >= top.floor; reach -= 1) {
    for (const slots of byReach[reach] ?? []) for (let i = 0; i < slots.length; i += 1) weigh(slots[i]!);
  }
}

// Slots and their bounds in weighByBound, reused by every (synchronous) search.
let boundSlots = new Int32Array(1024);
let slotBounds = new Int32Array(1024);

/**
 * Best match over a filter's slots (a keyword's, when it is the narrowest filter). A slot's bound
 * (its industry, city and trade points plus the most its skills and credentials could add) costs a
 * few reads where its score costs many, so the slots are sorted by bound and weighed from the
 * highest while a bound can still reach the page.
 */
function weighByBound(store: JobStore, scorer: Scorer, lists: readonly ArrayLike<number>[], top: TopHits, offer: (slot: number) => void) {
  const size = sizeOf(lists);
  if (boundSlots.length < size) [boundSlots, slotBounds] = [new Int32Array(size * GROW), new Int32Array(size * GROW)];
  const { industry, city, alive } = store;
  const { industryPoints, cityPoints, tradePoints, tradeJobMax } = scorer;
  const counts = new Int32Array(scorer.industryAndCityMax + tradeJobMax + 1);
  let live = 0;
  for (const list of lists) {
    for (let i = 0; i < list.length; i += 1) {
      const slot = list[i]!;
      if (alive[slot] === 0) continue;
      const isTrade = scorer.trade !== MISSING && store.trades.has(slot, scorer.trade);
      const bound = industryPoints[industry[slot]!]! + cityPoints[city[slot]!]! + tradeJobMax - (isTrade ? 0 : tradePoints);
      boundSlots[live] = slot;
      slotBounds[live++] = bound;
      counts[bound] += 1;
    }
  }
  // Counting sort, highest bound first: counts[bound] becomes where that bound's slots start.
  let at = 0;
  for (let bound = counts.length - 1; bound >= 0; bound -= 1) [counts[bound], at] = [at, at + counts[bound]!];
  const sorted = new Int32Array(live);
  for (let i = 0; i < live; i += 1) sorted[counts[slotBounds[i]!]!++] = boundSlots[i]!;
  // After the placing, counts[bound] is where the next lower bound's slots start.
  for (let i = 0, bound = counts.length - 1; i < live; i += 1) {
    while (i >= counts[bound]!) bound -= 1;
    if (bound < top.floor) return;
    offer(sorted[i]!);
  }
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

/** The first `limit` hits after the cursor, kept sorted as slots are offered in any order. */
class TopHits {
  readonly hits: IndexHit[] = [];
  // The last kept hit's phase-and-key and post time, once the page is full: most slots fall behind it on these alone.
  private lastLead = -Infinity;
  private lastPosted = -Infinity;

  constructor(
    private readonly store: JobStore,
    private readonly limit: number,
    private readonly cursor: SearchCursor | null,
  ) {}

  get isFull() {
    return this.hits.length === this.limit;
  }

  /** What an unboosted slot's key must at least reach to still make the page (-Infinity until it is full). */
  get floor() {
    return this.lastLead;
  }

  /** Whether the page is full and an unboosted slot with this key ranks after its last hit. */
  isClosedTo(key: number, slot: number): boolean {
    return this.isFull && !isBefore(0, key, this.store.posted[slot]!, this.store.ids[slot]!, this.hits[this.limit - 1]!);
  }

  offer(phase: 0 | 1, key: number, slot: number) {
    const postedMicros = this.store.posted[slot]!;
    const lead = phase * PHASE_LEAD + key;
    if (lead < this.lastLead || (lead === this.lastLead && postedMicros < this.lastPosted)) return;
    const { hits, limit, cursor } = this;
    const id = this.store.ids[slot]!;
    if (hits.length === limit && !isBefore(phase, key, postedMicros, id, hits[limit - 1]!)) return;
    if (cursor && (id === cursor.id || isBefore(phase, key, postedMicros, id, cursor))) return;
    let at = hits.length;
    while (at > 0 && isBefore(phase, key, postedMicros, id, hits[at - 1]!)) at -= 1;
    hits.splice(at, 0, { phase, key, postedMicros, id });
    if (hits.length > limit) hits.pop();
    if (hits.length === limit) {
      const last = hits[limit - 1]!;
      this.lastLead = last.phase * PHASE_LEAD + last.key;
      this.lastPosted = last.postedMicros;
    }
  }
}

/** The first position in an ascending list holding `slot` or above. */
function firstAtOrAbove(list: ArrayLike<number>, slot: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Offers the lists' slots newest first until no later one can make the page. Slots added since
 * the load sit at each list's end and are all offered first; the loaded ones come newest first in
 * every list, so the lists are merged by slot until the next ranks after the page's last hit.
 */
function walkNewest(store: JobStore, lists: readonly ArrayLike<number>[], top: TopHits, offer: (slot: number) => void) {
  const positions = lists.map(() => 0);
  const ends = lists.map((list) => firstAtOrAbove(list, store.loaded));
  lists.forEach((list, l) => {
    for (let i = ends[l]!; i < list.length; i += 1) offer(list[i]!);
  });
  for (;;) {
    let next = -1;
    for (let l = 0; l < lists.length; l += 1) {
      if (positions[l]! < ends[l]! && (next === -1 || lists[l]![positions[l]!]! < lists[next]![positions[next]!]!)) next = l;
    }
    if (next === -1) return;
    const slot = lists[next]![positions[next]!++]!;
    if (top.isClosedTo(0, slot)) return;
    offer(slot);
  }
}

/**
 * The first `limit` hits after the cursor. Boosted jobs (few) are all weighed first, then:
 * - newest walks the smallest filter's slots, or every job, newest first until a page is full;
 * - pay walks its presorted order until a page is full, when the filters should fill one soon;
 *   otherwise it weighs the smallest filter's slots, or every job;
 * - best match weighs the keyword's slots when the keyword is the narrowest filter; otherwise the
 *   jobs that can earn credential points, then the worker's trade's, then the rest, by (industry,
 *   city) pairs while a pair can still reach the page.
 */
function rank(store: JobStore, query: IndexQuery, plain: boolean): IndexHit[] {
  const { now } = query;
  const f = compileFilters(store, query.filters);
  if (plain) f.narrowest = f.passLists = null;
  const scorer = query.sort === 'best' && query.match ? compileScorer(store, query.match) : null;
  const byPay = query.sort === 'pay';
  const { pay, boostedUntil } = store;
  const keyOf = (slot: number) => (scorer ? scoreOf(store, scorer, slot) : byPay ? pay[slot]! : 0);
  const boostedHits = new TopHits(store, query.limit, query.cursor);
  for (const slot of store.boosted) if (boostedUntil[slot]! > now && passes(store, f, slot)) boostedHits.offer(1, keyOf(slot), slot);
  if (boostedHits.isFull) return boostedHits.hits;
  // The rest: each strategy starts from the boosted hits.
  const start = () => {
    const top = new TopHits(store, query.limit, query.cursor);
    for (const hit of boostedHits.hits) top.offer(1, hit.key, store.slotOf.get(hit.id)!);
    return top;
  };
  let top = start();
  const offer = (slot: number) => {
    if (boostedUntil[slot]! <= now && passes(store, f, slot)) top.offer(0, keyOf(slot), slot);
  };
  if (plain) {
    // Every job weighed, below.
  } else if (!byPay && !scorer) {
    if (f.passLists) walkNewest(store, f.passLists.lists(), top, offer);
    else for (let i = 0; i < store.byNewest.length && !top.isFull; i += 1) offer(store.byNewest.slots[i]!);
    return top.hits;
  } else if (!scorer) {
    const expectedWalk = f.narrowest ? (query.limit * store.size) / Math.max(1, f.narrowest.size) : 0;
    if (expectedWalk <= WALK_BUDGET) {
      // In ranking order every later slot ranks after the ones kept: a full page is final.
      const order = store.byPay;
      const end = Math.min(order.length, WALK_BUDGET);
      for (let i = 0; i < end && !top.isFull; i += 1) offer(order.slots[i]!);
      if (top.isFull || end === order.length) return top.hits;
      top = start();
    }
  } else if (!f.narrowest?.isKeyword) {
    // Jobs that can earn credential or trade points first, then the others. Each group is weighed
    // an (industry, city) pair at a time (the pairs the industry and radius filters allow), the
    // pairs that can score most first, until no pair left can reach the full page. A trade job a
    // pair's bound skipped scores below the page for good, so the others' pass may weigh it again
    // harmlessly.
    const weighed = store.seen.begin(store.size);
    for (const list of scorer.credentialLists) {
      for (let i = 0; i < list.length; i += 1) if (weighed.add(list[i]!)) offer(list[i]!);
    }
    const tradeCells = scorer.trade === MISSING ? undefined : store.tradeCells.get(scorer.trade);
    if (tradeCells) weighCells(cellsByReach(tradeCells, f, scorer, scorer.tradeJobMax), top, (slot) => weighed.add(slot) && offer(slot));
    if (top.isFull && top.hits.at(-1)!.key > scorer.othersMax) return top.hits;
    weighCells(cellsByReach(store.cells, f, scorer, scorer.othersSkillMax), top, (slot) => !weighed.has(slot) && offer(slot));
    return top.hits;
  }
  if (scorer && f.passLists) weighByBound(store, scorer, f.passLists.lists(), top, offer);
  else if (f.passLists) for (const list of f.passLists.lists()) for (let i = 0; i < list.length; i += 1) offer(list[i]!);
  else for (let slot = 0; slot < store.size; slot += 1) offer(slot);
  return top.hits;
}
/** How far newest and pay walk their order (slots in a random memory order) before a plain pass is cheaper. */
const WALK_BUDGET = 4000;

/** How many live slots pass the filters, counting no further than `max`. */
function count(store: JobStore, filters: JobFilters, max: number, plain: boolean): number {
  const f = compileFilters(store, filters);
  if (plain) f.passLists = null;
  let found = 0;
  if (f.passLists) {
    for (const list of f.passLists.lists())
      for (let i = 0; i < list.length && found < max; i += 1) if (passes(store, f, list[i]!)) found += 1;
  } else {
    for (let slot = 0; slot < store.size && found < max; slot += 1) if (passes(store, f, slot)) found += 1;
  }
  return found;
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
  /** Applies the changes a check found that this instance has not (each application moves `version`). */
  absorb(check: repo.JobChangeCheck): Promise<void>;
  /** Counts the changes applied: a ranking made before the count moved may miss some. */
  version(): number;
  /** Reads and applies the changes not applied yet (counts, and idle instances on a timer). */
  sync(): Promise<void>;
  /** Turns a search's words into what the scan applies: PostgreSQL parses them (through `db`, which may be a transaction); a phrase asks for its jobs. */
  keyword(db: Executor, q: string): Promise<Keyword>;
  rank(query: IndexQuery): IndexHit[];
  count(filters: JobFilters, cap: number): number;
  stats(): { jobs: number; deadSlots: number; lexemes: number; keywordParses: { hits: number; misses: number } };
  /** Whether searches can be answered: the first load has finished and close has not been called (/readyz). */
  isLoaded(): boolean;
  close(): void;
}

// Keywords repeat across workers; PostgreSQL's parse of one never changes, so parses are kept (bounded).
const MAX_KEYWORD_PARSES = 5000;
const IDLE_SYNC_MS = 5000;

/** `plain`: every search weighs every job, the reference its shortcuts are tested against. */
export function createJobSearchIndex(db: Executor, options: { idleSyncMs?: number; plain?: boolean } = {}): JobSearchIndex {
  let store = new JobStore();
  const state: AppliedState = { xmin: 0n, seen: new Set() };
  // Changes are applied one batch at a time, in order: a later reload never lands before an earlier one.
  let applying: Promise<void> = Promise.resolve();
  let loading: Promise<void> | null = null;
  let version = 0;
  let loaded = false;
  let closed = false;
  const parses = new Map<string, string>();
  const parseCounts = { hits: 0, misses: 0 };
  const timer = setInterval(() => {
    index.sync().catch(() => undefined);
  }, options.idleSyncMs ?? IDLE_SYNC_MS);
  timer.unref();

  async function loadAll() {
    const xmin = BigInt(await repo.snapshotXmin(db));
    const next = new JobStore();
    let after: repo.IndexLoadCursor | null = null;
    for (;;) {
      const rows = await repo.loadIndexedJobs(db, { after, limit: LOAD_BATCH });
      for (const row of rows) next.add(row);
      if (rows.length < LOAD_BATCH) break;
      const last = rows.at(-1)!;
      after = { postedMicros: last.posted_micros, id: last.id };
    }
    next.finishLoad();
    // Changes committed during the load are read again from the load's first snapshot.
    store = next;
    loaded = true;
    version += 1;
    state.xmin = xmin;
    state.seen.clear();
  }

  async function reloadJobs(ids: string[]) {
    const rows = await repo.loadIndexedJobs(db, { ids });
    for (const id of ids) store.remove(id);
    for (const row of rows) store.add(row);
    version += 1;
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
    version: () => version,
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
    rank: (query) => rank(store, query, options.plain === true),
    count: (filters, cap) => count(store, filters, cap + 1, options.plain === true),
    stats: () => ({ jobs: store.slotOf.size, deadSlots: store.dead, lexemes: store.postings.size, keywordParses: { ...parseCounts } }),
    isLoaded: () => loaded && !closed,
    close() {
      closed = true;
      clearInterval(timer);
    },
  };
  return index;
}
