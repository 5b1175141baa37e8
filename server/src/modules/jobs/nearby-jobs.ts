import { sql } from 'drizzle-orm';
import { EARTH_RADIUS_MILES, type Coordinates } from '@core/jobs/geo';
import type { Executor } from '../../db/client';

const MILES_PER_DEGREE = (Math.PI * EARTH_RADIUS_MILES) / 180;

export interface NearbyJobRow {
  id: string;
  title: string;
  location: string;
  companyName: string | null;
  distanceMiles: number;
}

/**
 * Open jobs within `maxMiles` of `center`, never `excludeId`: those in `industry` first, each group nearest
 * first (haversine as in search-sql.ts, after a latitude box the lat index can use).
 */
export async function listNearbyActiveJobs(
  db: Executor,
  { center, maxMiles, industry, excludeId }: { center: Coordinates; maxMiles: number; industry: string; excludeId: string },
  limit: number,
): Promise<NearbyJobRow[]> {
  const latSpan = maxMiles / MILES_PER_DEGREE;
  const distance = sql`2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(power(sin(radians(j.lat - ${center.lat}::float8) / 2), 2)
    + cos(radians(${center.lat}::float8)) * cos(radians(j.lat)) * power(sin(radians(j.lng - ${center.lng}::float8) / 2), 2))))`;
  const result = await db.execute<{ id: string; title: string; location: string; company_name: string | null; distance: number }>(sql`
    select * from (
      select j.id, j.title, j.location, e.company_name, j.industry, ${distance} as distance
      from jobs j left join employer_profiles e on e.user_id = j.employer_id
      where j.is_active and j.id <> ${excludeId}::uuid and j.lat is not null and j.lng is not null
        and j.lat between ${center.lat - latSpan}::float8 and ${center.lat + latSpan}::float8
    ) near
    where distance <= ${maxMiles}::float8
    order by (industry = ${industry}) desc, distance, id
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    location: row.location,
    companyName: row.company_name,
    distanceMiles: Number(row.distance),
  }));
}
