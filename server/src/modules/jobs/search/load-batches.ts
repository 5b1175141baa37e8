import { sql } from 'drizzle-orm';
import type { Coordinates } from '@core/jobs/geo';
import type { Executor } from '../../../db/client';
import type { IndexLoadCursor } from '../repository';
import { GROW, resized } from './columns';
import { finishHash, HASH_START, hashStep, NO_KEY, SpanKeys } from './span-keys';
import { emptyFields, NONE, type JobStore } from './store';

// Separators: rows, fields, and the values of a list field.
const ROW = '\x1e';
const FIELD = '\x1f';
const VALUE = '\x1d';
// Between the parts of a change log's read (loadJobsParts).
const PART = '\x1c';
const [VALUE_CODE, ROW_CODE, FIELD_CODE] = [0x1d, 0x1e, 0x1f];
const MINUS = 45;
const ONE = 49;
const NO_IDS: readonly number[] = [];
const LISTS = ['trades', 'skills', 'required', 'preferred'] as const;

/** A text column with the separators made spaces (a location typed with a control character keeps its other letters). */
const plain = (column: string) => `translate(${column}, chr(29) || chr(30) || chr(31), '   ')`;
const safeList = (column: string) => `array_to_string(array(select ${plain('v')} from unnest(${column}) v), chr(29))`;
const fastList = (column: string) => `coalesce(array_to_string(${column}, chr(29)), '')`;

/**
 * One row as one text: id, post time (microseconds; date_part's float8 times 10^6 rounds back exactly, at a third of
 * extract's numeric cost), boost, pay, industry, job type, level, lat, lng, location, trades, skills, required and
 * preferred credentials, per diem, lodging, lexemes. `safe`: every text value with the separators made spaces (a
 * function call a value; the lists' per-row sub-select was most of PostgreSQL's time); otherwise the values as they
 * are, and the reader checks that none holds a separator (`UnsafeText`).
 */
const rowText = (safe: boolean) => {
  const text = safe ? plain : (column: string) => column;
  const list = safe ? safeList : fastList;
  return sql.raw(`concat_ws(chr(31), j.id::text, (date_part('epoch', j.posted_at) * 1000000)::bigint::text,
  coalesce(((extract(epoch from j.boosted_until) * 1000)::float8)::text, ''), coalesce(j.pay_rank, 0)::text, ${text('j.industry')},
  ${text('j.job_type')}, coalesce(${text('j.experience_level')}, chr(29)), coalesce(j.lat::text, ''),
  coalesce(j.lng::text, ''), ${text('j.location')}, ${list('j.trade_keys')}, ${list('j.skill_keys')},
  ${list('j.required_credentials')}, ${list('j.preferred_credentials')}, (coalesce(j.per_diem_cents, 0) > 0)::int::text,
  j.lodging_provided::int::text, coalesce(array_to_string(tsvector_to_array(j.search_vector), chr(29)), ''))`);
};
const ROW_TEXT = { fast: rowText(false), safe: rowText(true) };
const LIST_VALUES = sql.raw(
  ['trade_keys', 'skill_keys', 'required_credentials', 'preferred_credentials'].map((c) => `coalesce(cardinality(j.${c}), 0)`).join(' + '),
);

/** A batch of the index's load: its rows as one text (rows, then fields, by separators), and where the next one starts. */
export interface LoadBatch {
  text: string;
  rows: number;
  /** The lists' values and the experience levels set, as PostgreSQL counts them: the reader's check of a fast batch. */
  values: number;
  levels: number;
  safe: boolean;
  next: IndexLoadCursor | null;
  /** The span of `text` holding the rows (all of it when not given): the parts of one read share its text. */
  from?: number;
  to?: number;
}

/** A value of a fast batch held a separator: the load starts again with safe batches. */
export class UnsafeText extends Error {
  constructor() {
    super('search index load: a value holds a separator');
  }
}

/**
 * The next `limit` active jobs newest first (post time, then id) after `after`, as ONE text value: the driver then
 * makes one string, not a row object with 17 parsed fields and four parsed arrays per job (at 1M jobs that parse and
 * its garbage were most of the load's time), and `BatchReader` walks it.
 */
export async function loadBatch(db: Executor, after: IndexLoadCursor | null, limit: number, safe: boolean): Promise<LoadBatch> {
  const where = after
    ? sql`(j.posted_at, j.id) < (timestamptz 'epoch' + ${after.postedMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : sql`true`;
  const result = await db.execute<{ text: string | null; rows: number; values: number; levels: number }>(sql`
    select string_agg(${safe ? ROW_TEXT.safe : ROW_TEXT.fast}, chr(30) order by j.posted_at desc, j.id desc) as text,
      count(*)::int as rows, coalesce(sum(${LIST_VALUES}), 0)::int as values, count(j.experience_level)::int as levels
    from (select * from jobs j where j.is_active and ${where} order by j.posted_at desc, j.id desc limit ${limit}) j`);
  const [row] = result.rows;
  const batch = { text: row?.text ?? '', rows: row?.rows ?? 0, values: row?.values ?? 0, levels: row?.levels ?? 0, safe };
  if (batch.rows < limit) return { ...batch, next: null };
  const { text } = batch;
  const [id, postedMicros] = text.slice(text.lastIndexOf(ROW) + 1).split(FIELD, 2) as [string, string];
  return { ...batch, next: { postedMicros, id } };
}

/** The active jobs among `ids` as one batch: the change log's reloads, read by the store's own BatchReader as a load's batches are. */
export async function loadJobsBatch(db: Executor, ids: readonly string[], safe: boolean): Promise<LoadBatch> {
  const result = await db.execute<{ text: string | null; rows: number; values: number; levels: number }>(sql`
    select string_agg(${safe ? ROW_TEXT.safe : ROW_TEXT.fast}, chr(30)) as text, count(*)::int as rows,
      coalesce(sum(${LIST_VALUES}), 0)::int as values, count(j.experience_level)::int as levels
    from jobs j where j.is_active and j.id = any(${sql.param(ids)}::uuid[])`);
  const [row] = result.rows;
  return { text: row?.text ?? '', rows: row?.rows ?? 0, values: row?.values ?? 0, levels: row?.levels ?? 0, safe, next: null };
}

/**
 * The active jobs among `ids` (ascending, as PostgreSQL orders uuids) in ONE statement, as a batch for each part of
 * `partSize` ids (ids[0..partSize] the first; a part with no active job comes empty): a bitmap scan reads the changed
 * rows' pages in their physical order once, where a statement of 500 ids cost 500 index probes on scattered pages.
 * A row finds its part by the parts' first ids. The parts share ONE text (each its span, `PART` between them): a
 * string that large is born in the young generation's large-object space and outlives a collection without being
 * copied, where 20 parts of 60 KB, each waiting its slice, were copied twice (issue 50: 26 of the 60-63 MB a 100,000-job
 * change kept past a young collection). Fast values only: a value holding `PART` makes it UnsafeText.
 */
export async function loadJobsParts(db: Executor, ids: readonly string[], partSize: number): Promise<LoadBatch[]> {
  const parts = Math.ceil(ids.length / partSize);
  const firsts = Array.from({ length: parts }, (_, part) => ids[part * partSize]!);
  const result = await db.execute<{ text: string | null; rows: number[]; values: number[]; levels: number[] }>(sql`
    select string_agg(coalesce(p.text, ''), chr(28) order by s.part) as text, array_agg(coalesce(p.rows, 0) order by s.part) as rows,
      array_agg(coalesce(p.values, 0) order by s.part) as values, array_agg(coalesce(p.levels, 0) order by s.part) as levels
    from generate_series(0, ${parts - 1}::int) s(part) left join (
      select j.part, string_agg(${ROW_TEXT.fast}, chr(30)) as text, count(*)::int as rows,
        coalesce(sum(${LIST_VALUES}), 0)::int as values, count(j.experience_level)::int as levels
      from (select j.*, (select count(*)::int - 1 from unnest(${uuids(firsts)}) first where first <= j.id) as part
        from jobs j where j.is_active and j.id = any(${uuids(ids)})) j
      group by j.part) p on p.part = s.part`);
  const [row] = result.rows;
  if (parts === 0 || !row) return [];
  const text = row.text ?? '';
  const batches: LoadBatch[] = [];
  for (let part = 0, from = 0; part < parts; part += 1) {
    const end = part < parts - 1 ? text.indexOf(PART, from) : text.length;
    if (end === -1) throw new UnsafeText();
    batches.push({
      text,
      from,
      to: end,
      rows: row.rows[part]!,
      values: row.values[part]!,
      levels: row.levels[part]!,
      safe: false,
      next: null,
    });
    from = end + 1;
  }
  // One PART more than the parts: a value held it.
  if (text.lastIndexOf(PART) >= (batches.at(-1)?.from ?? 0)) throw new UnsafeText();
  return batches;
}

/** Uuids as ONE text parameter: the driver's array parameter made several strings an id (24 of the 121 MB a 100,000-job change allocated; issue 50). */
const uuids = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/** The integer `text` holds from..to (optional minus, digits): no substring and no Number() of one. */
function integerAt(text: string, from: number, to: number): number {
  const negative = text.charCodeAt(from) === MINUS;
  let value = 0;
  for (let i = negative ? from + 1 : from; i < to; i += 1) value = value * 10 + (text.charCodeAt(i) - 48);
  return negative ? -value : value;
}

/**
 * Adds a load's batches to a store, and the change log's reloads (`loadJobsBatch`). Each key a batch repeats (a term, a place, a location, a list of terms, a
 * lexeme) is found by its span of the batch text (span-keys.ts) and resolved once per load: a job costs a hash and
 * a comparison per field and per lexeme, and makes one string (its id's, which the store does not keep).
 */
export class BatchReader {
  private readonly terms = new SpanKeys();
  private termIds = new Int32Array(0);
  /** "lat<FIELD>lng" -> the place term. */
  private readonly places = new SpanKeys();
  private placeTerms: number[] = [];
  /** A location's text as written -> its location id, and its place term for a job without coordinates (NONE: not yet asked). */
  private readonly locations = new SpanKeys();
  private locationIds: number[] = [];
  private unlocatedCities: number[] = [];
  /** A list's text -> its distinct term ids, and how many values it held. */
  private readonly lists = new SpanKeys();
  private listIds: (readonly number[])[] = [];
  private listValues: number[] = [];
  private readonly fields = emptyFields();
  // Read position in the batch being read.
  private text = '';
  private at = 0;
  private end = 0;
  private safe = false;

  /** `locate`: the coordinates of a location written without them (places/service coordinatesOf), or null. */
  constructor(
    private readonly store: JobStore,
    private readonly locate: (location: string) => Coordinates | null,
  ) {}

  /** Adds the batch's jobs to the store at new slots (the caller removed any earlier ones). Throws UnsafeText when a fast batch's value holds a separator. */
  read(batch: LoadBatch) {
    if (batch.rows === 0) return;
    this.text = batch.text;
    this.safe = batch.safe;
    this.at = batch.from ?? 0;
    this.end = batch.to ?? batch.text.length;
    let values = 0;
    let levels = 0;
    const { text, store, fields } = this;
    for (let row = 0; row < batch.rows; row += 1) {
      if (this.at >= this.end) throw this.broken();
      const idFrom = this.at;
      fields.id = text.slice(idFrom, this.fieldEnd());
      fields.posted = integerAt(text, this.at, this.fieldEnd());
      const boostFrom = this.at;
      const boostTo = this.fieldEnd();
      fields.boostedUntil = boostTo === boostFrom ? null : Number(text.slice(boostFrom, boostTo));
      fields.pay = integerAt(text, this.at, this.fieldEnd());
      fields.industry = this.term();
      fields.jobType = this.term();
      if (text.charCodeAt(this.at) === VALUE_CODE && text.charCodeAt(this.at + 1) === FIELD_CODE) {
        fields.experience = NONE;
        this.at += 2;
      } else {
        fields.experience = this.term();
        levels += 1;
      }
      const latFrom = this.at;
      const latTo = this.fieldEnd();
      const lngTo = this.fieldEnd();
      const locationFrom = this.at;
      const location = this.location(locationFrom, this.fieldEnd());
      fields.city = latTo === latFrom || lngTo === latTo + 1 ? this.unlocatedCity(location) : this.place(latFrom, lngTo, latTo);
      fields.location = this.locationIds[location]!;
      if (fields.location === NONE) {
        fields.location = store.locationOf(this.checked(this.locations.key(location)), fields.city);
        this.locationIds[location] = fields.location;
      }
      for (const name of LISTS) {
        const list = this.list();
        fields[name] = this.listIds[list] ?? NO_IDS;
        values += this.listValues[list] ?? 0;
      }
      fields.perDiem = text.charCodeAt(this.at) === ONE;
      this.fieldEnd();
      fields.lodging = text.charCodeAt(this.at) === ONE;
      this.fieldEnd();
      this.lexemes(store.addFields(fields));
    }
    if (this.at < this.end || (!this.safe && (values !== batch.values || levels !== batch.levels))) throw this.broken();
  }

  /** Ends the field at the read position: answers its end and moves past its separator. */
  private fieldEnd(): number {
    const end = this.text.indexOf(FIELD, this.at);
    if (end === -1 || end >= this.end) throw this.broken();
    this.at = end + 1;
    return end;
  }

  private broken(): Error {
    return this.safe ? new Error('search index load: a row out of shape') : new UnsafeText();
  }

  /** A key new to this load: in a fast batch it must hold no separator (a list's values are split by VALUE, so it may hold that one). */
  private checked(key: string, lowest = VALUE_CODE): string {
    if (this.safe) return key;
    for (let i = 0; i < key.length; i += 1) {
      const code = key.charCodeAt(i);
      if (code >= lowest && code <= FIELD_CODE) throw new UnsafeText();
    }
    return key;
  }

  private term(): number {
    const from = this.at;
    const to = this.fieldEnd();
    let id = this.terms.find(this.text, from, to);
    if (id === NO_KEY) {
      id = this.terms.add(this.text, from, to);
      if (id === this.termIds.length) this.termIds = resized(this.termIds, Math.max(64, id * GROW));
      this.termIds[id] = NONE;
    }
    // Resolved at first use, after its check: a key refused stays unresolved, and is refused again (the reader outlives a batch).
    if (this.termIds[id] === NONE) this.termIds[id] = this.store.term(this.checked(this.terms.key(id)));
    return this.termIds[id]!;
  }

  private place(from: number, to: number, latTo: number): number {
    let id = this.places.find(this.text, from, to);
    if (id === NO_KEY) {
      id = this.places.add(this.text, from, to);
      this.placeTerms[id] = this.store.cityOf(Number(this.text.slice(from, latTo)), Number(this.text.slice(latTo + 1, to)), '');
    }
    return this.placeTerms[id]!;
  }

  /** The location's key id in this load (its location id is `locationIds[id]`, made with the job's city when new). */
  private location(from: number, to: number): number {
    let id = this.locations.find(this.text, from, to);
    if (id === NO_KEY) {
      id = this.locations.add(this.text, from, to);
      this.unlocatedCities[id] = NONE;
      this.locationIds[id] = NONE;
    }
    return id;
  }

  private unlocatedCity(location: number): number {
    if (this.unlocatedCities[location] === NONE) {
      const text = this.checked(this.locations.key(location));
      const place = this.locate(text);
      this.unlocatedCities[location] = place ? this.store.cityOf(place.lat, place.lng, text) : this.store.cityOf(null, null, text);
    }
    return this.unlocatedCities[location]!;
  }

  private list(): number {
    const from = this.at;
    const to = this.fieldEnd();
    if (to === from) return NO_KEY;
    let id = this.lists.find(this.text, from, to);
    if (id === NO_KEY) id = this.lists.add(this.text, from, to);
    if (this.listIds[id] === undefined) {
      const values = this.checked(this.lists.key(id), ROW_CODE).split(VALUE);
      this.listIds[id] = this.store.termIds(values);
      this.listValues[id] = values.length;
    }
    return id;
  }

  /** The row's last field: each lexeme hashed as it is walked and added to its posting list; ends past the row's separator. */
  private lexemes(slot: number) {
    const { text, store, end } = this;
    let from = this.at;
    let hash = HASH_START;
    for (let i = from; ; i += 1) {
      const code = i < end ? text.charCodeAt(i) : ROW_CODE;
      if (code > FIELD_CODE || code < VALUE_CODE) {
        hash = hashStep(hash, code);
        continue;
      }
      if (code !== VALUE_CODE && code !== ROW_CODE) throw this.broken();
      if (i > from) store.addLexeme(text, from, i, finishHash(hash), slot);
      hash = HASH_START;
      from = i + 1;
      if (code === ROW_CODE) {
        this.at = i + 1;
        return;
      }
    }
  }
}
