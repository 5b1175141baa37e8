import { describe, expect, it } from 'vitest';
import { PlaceTable } from './place-table';
import { placeTable } from './service';
const city = (name, adminCode, population, lat = 30, lng = -95) => ({
    name,
    adminCode,
    population,
    loc: { coordinates: [lng, lat] },
});
const table = new PlaceTable([
    city('Pasadena', 'CA', 141_000, 34.15, -118.14),
    city('Pasadena', 'TX', 153_784, 29.69, -95.21),
    city('Pasadena Hills', 'FL', 7_000),
    city('Pasa Robles', 'CA', 30_000),
    city('Houston', 'TX', 2_296_224, 29.76, -95.36),
    city('Houston', 'MS', 3_544),
    city('New York City', 'NY', 8_175_133, 40.71, -74.01),
], [
    { zip: '77002', latitude: 29.7594, longitude: -95.3594, city: 'Houston', state: 'TX' },
    { zip: '77001', latitude: 29.81, longitude: -95.31, city: 'Houston', state: 'TX' },
    { zip: '10001', latitude: 40.75, longitude: -73.99, city: 'New York', state: 'NY' },
]);
describe('PlaceTable.suggest', () => {
    it('finds places whose "City, ST" holds the text, those starting with it first, then the most populous', () => {
        expect(table.suggest('pasa').map((place) => place.label)).toEqual([
            'Pasadena, TX',
            'Pasadena, CA',
            'Pasa Robles, CA',
            'Pasadena Hills, FL',
        ]);
        expect(table.suggest('  HOUS ').map((place) => place.label)).toEqual(['Houston, TX', 'Houston, MS']);
        expect(table.suggest('dena').map((place) => place.label)).toEqual(['Pasadena, TX', 'Pasadena, CA', 'Pasadena Hills, FL']);
        expect(table.suggest('ton, ms').map((place) => place.label)).toEqual(['Houston, MS']);
        expect(table.suggest('pasa', 2)).toHaveLength(2);
    });
    it('shows at most five', () => {
        expect(table.suggest('s')).toHaveLength(5);
    });
    it('narrows by the state typed after a comma', () => {
        expect(table.suggest('pasadena, t').map((place) => place.label)).toEqual(['Pasadena, TX']);
        expect(table.suggest('Pasadena,CA').map((place) => place.label)).toEqual(['Pasadena, CA']);
        expect(table.suggest('pasadena, c').map((place) => place.label)).toEqual(['Pasadena, CA']);
    });
    it('finds ZIP codes by prefix, in order, with their city', () => {
        expect(table.suggest('770')).toMatchObject([
            { label: '77001', zip: '77001', name: 'Houston', state: 'TX', population: null },
            { label: '77002', zip: '77002' },
        ]);
        expect(table.suggest('99')).toEqual([]);
    });
    it('names big cities as people write them', () => {
        expect(table.suggest('new york')[0]).toMatchObject({ label: 'New York, NY', lat: 40.71, lng: -74.01 });
    });
    it('suggests nothing for nothing', () => {
        expect(table.suggest('')).toEqual([]);
        expect(table.suggest('zzz')).toEqual([]);
    });
});
describe('PlaceTable.geocode', () => {
    it('keys places by city and state', () => {
        expect(table.geocode('Pasadena, TX')).toMatchObject({ lat: 29.69, lng: -95.21 });
        expect(table.geocode(' pasadena ,  ca ')).toMatchObject({ lat: 34.15, lng: -118.14 });
    });
    it('takes a bare city as its most populous place, and a ZIP as its point', () => {
        expect(table.geocode('Houston')).toMatchObject({ state: 'TX' });
        expect(table.geocode('77002')).toMatchObject({ lat: 29.7594, lng: -95.3594 });
    });
    it('knows nothing of other text', () => {
        for (const text of ['Remote', 'Pasadena, NV', 'Houston, Texas', '7700', '99999', '', null, undefined]) {
            expect(table.geocode(text), String(text)).toBeNull();
        }
    });
});
describe('the GeoNames and ZIP table', () => {
    it('holds every US place of 1,000+ people and every US ZIP', () => {
        const places = placeTable();
        expect(places.size.places).toBeGreaterThan(16_000);
        expect(places.size.zips).toBeGreaterThan(40_000);
        for (const known of [
            'Pasadena, TX',
            'Baytown, TX',
            'Beaumont, TX',
            'Port Arthur, TX',
            'Lake Charles, LA',
            'Midland, TX',
            'Odessa, TX',
            'Laredo, TX',
        ]) {
            expect(places.geocode(known), known).not.toBeNull();
        }
        expect(places.suggest('pasadena')[0]).toMatchObject({ label: 'Pasadena, TX' });
        expect(places.geocode('Washington, DC')).not.toBeNull();
    });
});
