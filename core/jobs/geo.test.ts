import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMiles, geocodeLocation } from './geo';

describe('geocodeLocation', () => {
  it.each(['Houston, TX', 'houston', '  Houston , Texas'])('finds %j', (location) => {
    expect(geocodeLocation(location)).toMatchObject({ name: 'Houston', state: 'TX' });
  });
  it.each(['Remote', '', null, 'Texas'])('returns null for %j', (location) => {
    expect(geocodeLocation(location)).toBeNull();
  });
});

describe('distanceMiles', () => {
  const houston = geocodeLocation('Houston, TX')!;
  it('is zero to itself and about right between cities', () => {
    expect(distanceMiles(houston, houston)).toBe(0);
    expect(distanceMiles(houston, geocodeLocation('Austin, TX')!)).toBeCloseTo(146, 0);
    expect(distanceMiles(houston, geocodeLocation('Dallas, TX')!)).toBeCloseTo(225, 0);
    expect(distanceMiles(geocodeLocation('New York')!, geocodeLocation('Los Angeles')!)).toBeCloseTo(2445, -1);
  });

  it('draws a box that holds every point within the radius', () => {
    const box = boundingBox(houston, 150);
    const austin = geocodeLocation('Austin')!;
    expect(austin.lat).toBeGreaterThan(box.minLat);
    expect(austin.lat).toBeLessThan(box.maxLat);
    expect(austin.lng).toBeGreaterThan(box.minLng);
    expect(austin.lng).toBeLessThan(box.maxLng);
  });
});
