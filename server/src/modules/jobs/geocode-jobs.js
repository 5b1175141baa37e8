import { coordinatesOf } from '../places/service';
import * as repo from './repository';
/**
 * Geocodes the jobs that have no coordinates: every row after migration 0034, and rows the seed or
 * a bulk load wrote without the jobs service. Run at start; idempotent (an unknown place stays
 * null and costs one small query), and it reads the place table only when some row needs it.
 */
export async function geocodeStoredJobs(db) {
    const locations = await repo.listUngeocodedLocations(db);
    const places = locations.flatMap((location) => {
        const place = coordinatesOf(location);
        return place ? [{ location, ...place }] : [];
    });
    return repo.setJobCoordinates(db, places);
}
