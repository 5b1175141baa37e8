import { describe, expect, it } from 'vitest';
import { citiesWithin, distanceMiles, geocodeLocation } from './geo';

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

  it('lists the cities within a radius, the center included', () => {
    const names = (radiusMiles: number) =>
      citiesWithin(houston, radiusMiles)
        .map((city) => city.name)
        .sort();
    expect(names(0)).toEqual(['Houston']);
    expect(names(150)).toEqual(['Austin', 'Houston']);
    expect(names(250)).toEqual(['Austin', 'Dallas', 'Fort Worth', 'Houston', 'San Antonio']);
  });
});
