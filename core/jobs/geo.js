const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_MILES) / 180;
const toRadians = (degrees) => (degrees * Math.PI) / 180;
/** Great-circle distance in miles (haversine). */
export function distanceMiles(from, to) {
    const dLat = toRadians(to.lat - from.lat);
    const dLng = toRadians(to.lng - from.lng);
    const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
    return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}
/**
 * Whether `point` lies within `radiusMiles` of `center`: a latitude/longitude box first (cheap,
 * never too small), the haversine only for points inside it.
 */
export function isWithinMiles(center, point, radiusMiles) {
    const latSpan = radiusMiles / MILES_PER_DEGREE_LAT;
    if (Math.abs(point.lat - center.lat) > latSpan)
        return false;
    const widest = Math.cos(toRadians(Math.min(89.9, Math.abs(center.lat) + latSpan)));
    const lngSpan = latSpan / Math.max(widest, 1e-6);
    const lngGap = Math.abs(point.lng - center.lng) % 360;
    if (Math.min(lngGap, 360 - lngGap) > lngSpan)
        return false;
    return distanceMiles(center, point) <= radiusMiles;
}
export { EARTH_RADIUS_MILES };
