import { sql, type SQL } from 'drizzle-orm';
import type { Coordinates } from '@core/jobs/geo';
import { EARTH_RADIUS_MILES } from '@core/jobs/geo';
import type { Executor } from '../../db/client';
import type { IndexHit, SearchCursor } from './search-index';

/**
 * A search ranked by PostgreSQL instead of the index: what an instance answers while its index loads (a start, a
 * TRUNCATE's or a compaction's reload: search/README.md "Serving while the index loads"). The same filters and the
 * same order as the index (boosted first, then the sort's key, post time and id, all descending), with PostgreSQL's
 * own keyword match: no vocabulary, accents or typos, and best match ranks as newest (as it does without a profile).
 */
export interface SqlFilters {
  /** The search's words as typed (websearch_to_tsquery). */
  q?: string;
  industry?: string;
  jobType?: string;
  experienceLevels?: readonly string[];
  /** A yearly pay (jobs.pay_rank). */
  minPay?: number;
  near?: { center: Coordinates; radiusMiles: number };
  locationText?: string;
  qualifiedWith?: readonly string[];
  hasPerDiem?: true;
  hasLodging?: true;
}

const MILES_PER_DEGREE = (Math.PI * EARTH_RADIUS_MILES) / 180;

/** Every filter as one condition on `jobs j` (active jobs only). */
function whereOf(filters: SqlFilters): SQL {
  const conditions: SQL[] = [sql`j.is_active`];
  if (filters.q !== undefined) conditions.push(sql`j.search_vector @@ websearch_to_tsquery('english', ${filters.q})`);
  if (filters.industry !== undefined) conditions.push(sql`j.industry = ${filters.industry}`);
  if (filters.jobType !== undefined) conditions.push(sql`j.job_type = ${filters.jobType}`);
  if (filters.experienceLevels) conditions.push(sql`j.experience_level = any(${sql.param(filters.experienceLevels)}::text[])`);
  if (filters.minPay !== undefined) conditions.push(sql`j.pay_rank >= ${filters.minPay}`);
  if (filters.near) {
    const { center, radiusMiles } = filters.near;
    // A latitude box first (never too small), then core geo's haversine (isWithinMiles).
    const latSpan = radiusMiles / MILES_PER_DEGREE;
    conditions.push(sql`j.lat between ${center.lat - latSpan}::float8 and ${center.lat + latSpan}::float8
      and 2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(power(sin(radians(j.lat - ${center.lat}::float8) / 2), 2)
        + cos(radians(${center.lat}::float8)) * cos(radians(j.lat)) * power(sin(radians(j.lng - ${center.lng}::float8) / 2), 2))))
        <= ${radiusMiles}::float8`);
  }
  if (filters.locationText !== undefined) conditions.push(sql`strpos(lower(j.location), lower(${filters.locationText})) > 0`);
  if (filters.qualifiedWith) conditions.push(sql`j.required_credentials <@ ${sql.param(filters.qualifiedWith)}::text[]`);
  if (filters.hasPerDiem) conditions.push(sql`coalesce(j.per_diem_cents, 0) > 0`);
  if (filters.hasLodging) conditions.push(sql`j.lodging_provided`);
  return sql.join(conditions, sql` and `);
}

const postedAt = (micros: number) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

/**
 * One phase's hits after the cursor: boosted jobs (phase 1) or the rest (0), by pay (`byPay`) or newest. The newest
 * walk of the rest follows jobs_active_posted_at_id_idx; the boosted ones jobs_boosted_until_idx.
 */
async function rankPhase(
  db: Executor,
  where: SQL,
  phase: 0 | 1,
  byPay: boolean,
  cursor: SearchCursor | null,
  limit: number,
  now: Date,
): Promise<IndexHit[]> {
  const conditions = [where, phase === 1 ? sql`j.boosted_until > ${now}` : sql`(j.boosted_until is null or j.boosted_until <= ${now})`];
  if (cursor?.phase === phase) {
    conditions.push(
      byPay
        ? sql`(j.pay_rank, j.posted_at, j.id) < (${cursor.key}, ${postedAt(cursor.postedMicros)}, ${cursor.id}::uuid)`
        : sql`(j.posted_at, j.id) < (${postedAt(cursor.postedMicros)}, ${cursor.id}::uuid)`,
    );
  }
  const result = await db.execute<{ id: string; posted_micros: string; key: number }>(sql`
    select j.id, (extract(epoch from j.posted_at) * 1000000)::bigint::text as posted_micros, ${byPay ? sql`j.pay_rank` : sql`0`} as key
    from jobs j where ${sql.join(conditions, sql` and `)}
    order by ${byPay ? sql`j.pay_rank desc, ` : sql``}j.posted_at desc, j.id desc
    limit ${limit}`);
  return result.rows.map((row) => ({ phase, key: Number(row.key), postedMicros: Number(row.posted_micros), id: row.id }));
}

/** The first `limit` hits after the cursor, as the index would rank them for the newest or pay sort. */
export async function rankJobsInSql(
  db: Executor,
  filters: SqlFilters,
  { byPay, cursor, limit, now }: { byPay: boolean; cursor: SearchCursor | null; limit: number; now: Date },
): Promise<IndexHit[]> {
  const where = whereOf(filters);
  const boosted = cursor === null || cursor.phase === 1 ? await rankPhase(db, where, 1, byPay, cursor, limit, now) : [];
  if (boosted.length === limit) return boosted;
  return [...boosted, ...(await rankPhase(db, where, 0, byPay, cursor, limit - boosted.length, now))];
}

/** How many active jobs pass the filters, counting up to `cap` at most. */
export async function countJobsInSql(db: Executor, filters: SqlFilters, cap: number): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (select 1 from jobs j where ${whereOf(filters)} limit ${cap}) passing`,
  );
  return Number(result.rows[0]!.total);
}
