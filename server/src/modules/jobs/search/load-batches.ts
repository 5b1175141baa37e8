import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { IndexedJobRow, IndexLoadCursor } from '../repository';

// Separators no column holds: rows, fields, and the values of a list field (text typed with one has it as a space).
const ROW = '\x1e';
const FIELD = '\x1f';
const VALUE = '\x1d';
const FIELDS = 17;
const NO_VALUES: string[] = [];

/** A text column with the separators made spaces (a location typed with a control character keeps its other letters). */
const plain = (column: string) => `translate(${column}, chr(29) || chr(30) || chr(31), '   ')`;
const list = (column: string) => `array_to_string(array(select ${plain('v')} from unnest(${column}) v), chr(29))`;

// One row as one text, fields in IndexedJobRow's order; concat_ws skips nulls, so each nullable field is coalesced.
const ROW_TEXT = sql.raw(`concat_ws(chr(31), j.id::text, (extract(epoch from j.posted_at) * 1000000)::bigint::text,
  coalesce(((extract(epoch from j.boosted_until) * 1000)::float8)::text, ''), j.pay_rank::text, ${plain('j.industry')},
  ${plain('j.job_type')}, coalesce(${plain('j.experience_level')}, chr(29)), coalesce(j.lat::text, ''),
  coalesce(j.lng::text, ''), ${plain('j.location')}, ${list('j.trade_keys')}, ${list('j.skill_keys')},
  ${list('j.required_credentials')}, ${list('j.preferred_credentials')}, (coalesce(j.per_diem_cents, 0) > 0)::int::text,
  j.lodging_provided::int::text, array_to_string(tsvector_to_array(j.search_vector), chr(29)))`);

/** A batch of the index's load: its rows as one text (rows, then fields, by separators), and where the next one starts. */
export interface LoadBatch {
  text: string;
  rows: number;
  next: IndexLoadCursor | null;
}

/**
 * The next `limit` active jobs newest first (post time, then id) after `after`, as ONE text value: the driver then
 * makes one string, not a row object with 17 parsed fields and four parsed arrays per job (at 1M jobs that parse and
 * its garbage were most of the load's time), and `readBatch` walks it filling one reused row.
 */
export async function loadBatch(db: Executor, after: IndexLoadCursor | null, limit: number): Promise<LoadBatch> {
  const where = after
    ? sql`(j.posted_at, j.id) < (timestamptz 'epoch' + ${after.postedMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
    : sql`true`;
  const result = await db.execute<{ text: string | null; rows: number }>(sql`
    select string_agg(${ROW_TEXT}, chr(30) order by j.posted_at desc, j.id desc) as text, count(*)::int as rows
    from (select * from jobs j where j.is_active and ${where} order by j.posted_at desc, j.id desc limit ${limit}) j`);
  const [row] = result.rows;
  const text = row?.text ?? '';
  const rows = row?.rows ?? 0;
  if (rows < limit) return { text, rows, next: null };
  const [id, postedMicros] = text.slice(text.lastIndexOf(ROW) + 1).split(FIELD, 2) as [string, string];
  return { text, rows, next: { postedMicros, id } };
}

/** Fills `row` with each job of the batch in turn and hands it to `use` (which must not keep it). */
export function readBatch(batch: LoadBatch, row: IndexedJobRow, use: (row: IndexedJobRow) => void) {
  if (batch.rows === 0) return;
  for (const line of batch.text.split(ROW)) {
    const f = line.split(FIELD);
    if (f.length !== FIELDS) throw new Error(`search index load: a row of ${f.length} fields`);
    row.id = f[0]!;
    row.posted_micros = f[1]!;
    row.boosted_until_ms = f[2] === '' ? null : Number(f[2]);
    row.pay_rank = Number(f[3]);
    row.industry = f[4]!;
    row.job_type = f[5]!;
    row.experience_level = f[6] === VALUE ? null : f[6]!;
    row.lat = f[7] === '' ? null : Number(f[7]);
    row.lng = f[8] === '' ? null : Number(f[8]);
    row.location = f[9]!;
    row.trade_keys = values(f[10]!);
    row.skill_keys = values(f[11]!);
    row.required_credentials = values(f[12]!);
    row.preferred_credentials = values(f[13]!);
    row.has_per_diem = f[14] === '1';
    row.lodging_provided = f[15] === '1';
    row.lexemes = values(f[16]!);
    use(row);
  }
}

const values = (text: string) => (text === '' ? NO_VALUES : text.split(VALUE));

/** A row to fill (readBatch). */
export const emptyRow = (): IndexedJobRow => ({
  id: '',
  posted_micros: '0',
  boosted_until_ms: null,
  pay_rank: 0,
  industry: '',
  job_type: '',
  experience_level: null,
  lat: null,
  lng: null,
  location: '',
  trade_keys: [],
  skill_keys: [],
  required_credentials: [],
  preferred_credentials: [],
  has_per_diem: false,
  lodging_provided: false,
  lexemes: [],
});
