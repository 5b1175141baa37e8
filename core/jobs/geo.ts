import { US_CITIES, type City } from '../shared/cities';

const EARTH_RADIUS_MILES = 3958.8;

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
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The listed cities within `radiusMiles` of `center`. Jobs are geocoded by city name to exactly
 * these points, so a radius search becomes an index lookup of city names instead of a range scan
 * plus a distance test per row.
 */
export function citiesWithin(center: Coordinates, radiusMiles: number): City[] {
  return US_CITIES.filter((city) => distanceMiles(center, city) <= radiusMiles);
}

export { EARTH_RADIUS_MILES };
