import { describe, expect, it } from 'vitest';
import { distanceMiles, isWithinMiles } from './geo';
const houston = { lat: 29.7604, lng: -95.3698 };
const austin = { lat: 30.2672, lng: -97.7431 };
const dallas = { lat: 32.7767, lng: -96.797 };
const pasadenaTx = { lat: 29.69106, lng: -95.2091 };
describe('distanceMiles', () => {
    it('is zero to itself and about right between cities', () => {
        expect(distanceMiles(houston, houston)).toBe(0);
        expect(distanceMiles(houston, austin)).toBeCloseTo(146, 0);
        expect(distanceMiles(houston, dallas)).toBeCloseTo(225, 0);
        expect(distanceMiles({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 })).toBeCloseTo(2445, -1);
    });
});
describe('isWithinMiles', () => {
    it('agrees with the haversine distance', () => {
        expect(isWithinMiles(houston, pasadenaTx, 25)).toBe(true);
        expect(isWithinMiles(houston, pasadenaTx, 5)).toBe(false);
        expect(isWithinMiles(houston, austin, 150)).toBe(true);
        expect(isWithinMiles(houston, austin, 140)).toBe(false);
        expect(isWithinMiles(houston, houston, 0)).toBe(true);
    });
    it('never lets the box cut off a point the haversine keeps', () => {
        let seed = 7;
        const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
        for (let i = 0; i < 5000; i += 1) {
            const center = { lat: random() * 140 - 70, lng: random() * 360 - 180 };
            const point = { lat: center.lat + (random() - 0.5) * 20, lng: center.lng + (random() - 0.5) * 40 };
            const radius = random() * 800;
            expect(isWithinMiles(center, point, radius)).toBe(distanceMiles(center, point) <= radius);
        }
    });
});
