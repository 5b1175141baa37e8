import { US_CITIES, type City } from '../shared/cities';

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LAT = 69.05;

export interface Coordinates {
  lat: number;
  lng: number;
}

/**
 * The city of a "City, ST" (or bare city) location from the shared list, matched on the city
 * name like the database's generated lat/lng columns; null when it is not on the list.
 */
export function geocodeLocation(location: string | null | undefined): City | null {
  const cityName = location?.split(',')[0]?.trim().toLowerCase();
  if (!cityName) return null;
  return US_CITIES.find((city) => city.name.toLowerCase() === cityName) ?? null;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A lat/lng box that contains every point within `radiusMiles` of `center` (an index-friendly pre-filter). */
export function boundingBox(center: Coordinates, radiusMiles: number) {
  const latDelta = radiusMiles / MILES_PER_DEGREE_LAT;
  const lngDelta = radiusMiles / (MILES_PER_DEGREE_LAT * Math.max(0.01, Math.cos(toRadians(center.lat))));
  return {
    minLat: center.lat - latDelta,
    maxLat: center.lat + latDelta,
    minLng: center.lng - lngDelta,
    maxLng: center.lng + lngDelta,
  };
}

export { EARTH_RADIUS_MILES };
