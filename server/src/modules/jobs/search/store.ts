import type { Coordinates } from '@core/jobs/geo';
import type { IndexedJobRow } from '../repository';
import { GROW, ListColumn, resized, SlotOrder, SlotSet, TermSlots, type TypedArray } from './columns';
import { detached } from './detached';
import { Lexicon } from './lexicon';
import { Postings } from './postings';
import { SearchCaches } from './search-caches';
import { SlotIds } from './slot-ids';
import { hashSpan } from './span-keys';

/** Above any term id: a cell key holds an industry's and a city's. */
export const CELL_SPAN = 2 ** 21;
export type Cells = Map<number, number[]>;
function addToCell(cells: Cells, cell: number, slot: number) {
  const slots = cells.get(cell);
  if (slots) slots.push(slot);
  else cells.set(cell, [slot]);
}
/** No value: a job without an experience level, a filter not set. */
export const NONE = -1;
/** A filter value no job holds. */
export const MISSING = -2;

/** One job as the store keeps it: its values as term and location ids. */
export interface JobFields {
  id: string;
  /** Post time in microseconds since 1970. */
  posted: number;
  boostedUntil: number | null;
  pay: number;
  industry: number;
  jobType: number;
  experience: number;
  city: number;
  location: number;
  trades: readonly number[];
  skills: readonly number[];
  required: readonly number[];
  preferred: readonly number[];
  perDiem: boolean;
  lodging: boolean;
}

export const emptyFields = (): JobFields => ({
  id: '',
  posted: 0,
  boostedUntil: null,
  pay: 0,
  industry: 0,
  jobType: 0,
  experience: NONE,
  city: 0,
  location: 0,
  trades: [],
  skills: [],
  required: [],
  preferred: [],
  perDiem: false,
  lodging: false,
});

/** The active jobs at one load; slots are appended, a removed job's slot stays dead until the next full load. */
export class JobStore {
  size = 0;
  dead = 0;
  /** Each slot's job id, and each live job's slot (slot-ids.ts). */
  ids = new SlotIds();
  /** Every categorical value (industry, job type, city, skill, trade, credential) as a small number. */
  terms = new Map<string, number>();
  alive = new Uint8Array(0);
  posted = new Float64Array(0);
  boostedUntil = new Float64Array(0);
  pay = new Int32Array(0);
  industry = new Int32Array(0);
  jobType = new Int32Array(0);
  experience = new Int32Array(0);
  /** Each slot's place term: its coordinates ("@lat,lng"), or for an unknown place its location ("@?text"). */
  city = new Int32Array(0);
  /** The coordinates of each located place term: radius filters and distance points go place by place, not job by job. */
  places = new Map<number, Coordinates>();
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
  postings = new Postings();
  /** The lexemes by folded form, for keyword search's accents and typos (lexicon.ts). */
  lexicon = new Lexicon();
  private readonly hasLexeme = (lexeme: string) => this.postings.has(lexeme);
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
  // Post times compared, not subtracted: a difference of microseconds is no small integer, and a comparator returning
  // it made a heap number a call (15 of the 121 MB a 100,000-job change allocated; issue 50).
  byNewest = new SlotOrder((a, b) => {
    const posted = this.posted;
    return posted[a] === posted[b] ? this.ids.compare(b, a) : posted[b]! > posted[a]! ? 1 : -1;
  });
  byPay = new SlotOrder((a, b) => this.pay[b]! - this.pay[a]! || this.byNewest.compare(a, b));
  /** Slots below this were loaded newest first (post time, then id), so every slot list holds them in that order. */
  loaded = 0;
  /** Scratch for one (synchronous) search at a time. */
  seen = new SlotSet();
  /** Per-query work kept between searches (search-caches.ts); the index hands its caches on to the next full load's store. */
  caches = new SearchCaches();
  /** `add`'s job, filled for each row (addFields keeps none of it). */
  private readonly scratch = emptyFields();
  /** Whether the orders are built: during a load they are sorted once at its end. */
  private ordered = false;
  /** The arrays still to grow ahead of need (growAhead), run from the end. */
  private growing: (() => void)[] = [];

  term(value: string): number {
    let id = this.terms.get(value);
    if (id === undefined) this.terms.set(detached(value), (id = this.terms.size));
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

  /** Adds a job; `loading`: it is new to the store (a full load reads each job once), so no earlier slot is looked for. */
  add(job: IndexedJobRow, loading = false) {
    if (!loading) this.remove(job.id);
    const fields = this.scratch;
    fields.id = job.id;
    fields.posted = Number(job.posted_micros);
    fields.boostedUntil = job.boosted_until_ms;
    fields.pay = job.pay_rank;
    fields.industry = this.term(job.industry);
    fields.jobType = this.term(job.job_type);
    fields.experience = job.experience_level === null ? NONE : this.term(job.experience_level);
    fields.city = this.cityOf(job.lat, job.lng, job.location);
    fields.location = this.locationOf(job.location, fields.city);
    fields.trades = this.termIds(job.trade_keys);
    fields.skills = this.termIds(job.skill_keys);
    fields.required = this.termIds(job.required_credentials);
    fields.preferred = this.termIds(job.preferred_credentials);
    fields.perDiem = job.has_per_diem;
    fields.lodging = job.lodging_provided;
    const slot = this.addFields(fields);
    for (const lexeme of job.lexemes) this.addLexeme(lexeme, 0, lexeme.length, hashSpan(lexeme, 0, lexeme.length), slot);
  }

  /** The place term of a job at `lat`, `lng` (its coordinates kept), or at an unknown place its location's. */
  cityOf(lat: number | null, lng: number | null, location: string): number {
    if (lat === null || lng === null) return this.term(`@?${location.toLowerCase()}`);
    const city = this.term(`@${lat},${lng}`);
    if (!this.places.has(city)) this.places.set(city, { lat, lng });
    return city;
  }

  /** The location's id (lower-cased); a location new to the store takes `city` as its city. */
  locationOf(location: string, city: number): number {
    let lowered = location.toLowerCase();
    let id = this.locationIds.get(lowered);
    if (id === undefined) {
      lowered = detached(lowered);
      this.locationIds.set(lowered, (id = this.locationNames.push(lowered) - 1));
      this.locationCities[id] = city;
    }
    return id;
  }

  /** Adds a job by its fields (terms resolved: `add`, or a load's batch text) at a new slot, and answers the slot. */
  addFields(job: JobFields): number {
    if (this.size === this.alive.length) this.resize(Math.max(1024, this.size * GROW));
    const slot = this.size++;
    this.ids.set(job.id, slot);
    this.alive[slot] = 1;
    this.posted[slot] = job.posted;
    this.boostedUntil[slot] = job.boostedUntil ?? 0;
    if (job.boostedUntil !== null) this.boosted.push(slot);
    this.pay[slot] = job.pay;
    this.industry[slot] = job.industry;
    this.industrySlots.add(job.industry, slot);
    this.jobType[slot] = job.jobType;
    this.experience[slot] = job.experience;
    this.city[slot] = job.city;
    this.citySlots.add(job.city, slot);
    const cell = job.industry * CELL_SPAN + job.city;
    addToCell(this.cells, cell, slot);
    this.perDiem[slot] = job.perDiem ? 1 : 0;
    this.lodging[slot] = job.lodging ? 1 : 0;
    this.location[slot] = job.location;
    this.trades.set(slot, job.trades);
    for (const trade of job.trades) {
      let cells = this.tradeCells.get(trade);
      if (!cells) this.tradeCells.set(trade, (cells = new Map()));
      addToCell(cells, cell, slot);
    }
    this.skills.set(slot, job.skills);
    this.required.set(slot, job.required);
    for (const id of job.required) this.requiredSlots.add(id, slot);
    this.preferred.set(slot, job.preferred);
    for (const id of job.preferred) this.preferredSlots.add(id, slot);
    if (this.ordered) {
      this.byNewest.insert(slot);
      this.byPay.insert(slot);
    }
    return slot;
  }

  /** Adds `slot` (the newest) to the posting list of the lexeme `text` holds from..to (its hash given: span-keys.ts). */
  addLexeme(text: string, from: number, to: number, hash: number, slot: number) {
    // `alive` only once a slot has died: a load's lists have none to drop.
    const added = this.postings.addSpan(text, from, to, hash, slot, this.dead > 0 ? this.alive : undefined);
    if (added !== null) this.lexicon.add(added, this.hasLexeme);
  }

  /** The distinct values' term ids, in order. */
  termIds(values: readonly string[]): number[] {
    const ids: number[] = [];
    for (const value of values) {
      const id = this.term(value);
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  /** Applies changed jobs at once: `ids` out, then `addActive` adds those still active, the orders merged once for them all. */
  replaceJobs(ids: readonly string[], addActive: () => void) {
    // The live slots of `ids`, in its order: ascending as the ids' text when `ids` is (a change log's slice).
    const removed: number[] = [];
    for (const id of ids) {
      const slot = this.ids.get(id);
      if (slot === undefined) continue;
      removed.push(slot);
      this.remove(id);
    }
    const from = this.size;
    const ordered = this.ordered;
    this.ordered = false;
    try {
      addActive();
    } finally {
      // Slots added before a failure too (the caller removes them again): every slot stays in the orders.
      this.ordered = ordered;
      if (ordered) this.placeInOrders(removed, from, this.size);
    }
  }

  /**
   * Puts slots from..to in the orders. A job whose order keys stayed (post time and pay: a new title, a renamed
   * company, most of a bulk change) takes its old slot's place (SlotOrder.replaceSlot); the others are merged.
   */
  private placeInOrders(removed: number[], from: number, to: number) {
    const byId = (a: number, b: number) => this.ids.compare(a, b);
    removed.sort(byId);
    const added = Int32Array.from({ length: to - from }, (_, i) => from + i).sort(byId);
    const newest: number[] = [];
    const pay: number[] = [];
    let r = 0;
    for (const slot of added) {
      while (r < removed.length && this.ids.compare(removed[r]!, slot) < 0) r += 1;
      const old = r < removed.length && this.ids.compare(removed[r]!, slot) === 0 ? removed[r]! : -1;
      const keptPost = old !== -1 && this.posted[old] === this.posted[slot];
      if (!keptPost || !this.byNewest.replaceSlot(old, slot)) newest.push(slot);
      if (!keptPost || this.pay[old] !== this.pay[slot] || !this.byPay.replaceSlot(old, slot)) pay.push(slot);
    }
    this.byNewest.mergeSlots(Int32Array.from(newest));
    this.byPay.mergeSlots(Int32Array.from(pay));
  }

  /** Ends a load: the orders are sorted once rather than kept sorted job by job. */
  finishLoad() {
    this.loaded = this.size;
    this.byNewest.build(this.size);
    this.byPay.buildByKey(this.pay, this.byNewest, this.size);
    this.ordered = true;
  }

  remove(id: string) {
    const slot = this.ids.get(id);
    if (slot === undefined) return;
    this.alive[slot] = 0;
    this.ids.delete(id);
    this.dead += 1;
    this.caches.noteRemoved(slot);
  }

  /**
   * Grows one of the slot arrays ahead of need, once the store is three quarters full, and answers whether more are
   * to grow. The index's idle timer grows them all, a turn of the event loop each, so a bulk change finds room (issue
   * 50: grown in its slices, they were 93 MB of typed arrays a 100,000-job change allocated outside the heap, past
   * V8's 64 MB that start a major collection); a change that fills the store calls it after each slice, so the arrays
   * grow one a slice, not all in the slice that fills it (all of them at 262,144 slots held one slice 98 ms).
   */
  growAhead(): boolean {
    if (this.growing.length === 0) {
      if (this.alive.length === 0 || this.size * 4 < this.alive.length * 3) return false;
      this.growing = this.resizeSteps(this.alive.length * GROW);
    }
    this.growing.pop()!();
    return this.growing.length > 0;
  }

  private resize(capacity: number) {
    for (const step of this.resizeSteps(capacity)) step();
    this.growing = [];
  }

  /** One step an array, each leaving a column already that long as it is; `alive`'s step last (run them from the end). */
  private resizeSteps(capacity: number): (() => void)[] {
    // A slot is added when `size` reaches `alive`'s length (addFields): alive grows last, when every other has room.
    const columns = [
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
    ] as const;
    return [
      ...columns.map((column) => () => {
        if (this[column].length < capacity) (this[column] as TypedArray) = resized(this[column], capacity);
      }),
      ...[this.trades, this.skills, this.required, this.preferred].map((list) => () => list.resize(capacity)),
      () => this.ids.resize(capacity),
    ];
  }
}
