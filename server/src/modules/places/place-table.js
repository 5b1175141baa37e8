// GeoNames names two big cities so that "City, ST" would not find them by their usual name.
const NAME_ALIASES = { 'New York City|NY': 'New York', 'Washington, D.C.|DC': 'Washington' };
const ZIP = /^\d{5}$/;
/** The spec's location inputs show at most five suggestions. */
export const SUGGESTION_LIMIT = 5;
/** Lower case, single spaces, and ", " after every comma: "Pasadena,TX" reads as "pasadena, tx". */
const normalize = (text) => text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/ ?, ?/g, ', ');
/**
 * Every US place of 1,000+ people and every US ZIP code, kept for substring and prefix search: suggestions
 * as a user types and the geocoding of a stored "City, ST" (or a bare city, or a ZIP).
 */
export class PlaceTable {
    /** The most populous first (so the first of a name in a state wins its label, and a search can stop early). */
    byName;
    /** "name, st" (lower-cased) -> the most populous place of that name in that state. */
    byLabel = new Map();
    /** Lower-cased name -> the most populous place of that name in any state. */
    byBareName = new Map();
    /** Every place's "city, st" in byName order, one a line: a native indexOf finds a substring across all of them at once. */
    searchText;
    /** Where each place's line starts in searchText. */
    lineStarts;
    /**
     * The ZIP codes, ascending, five digits each in one string, with their coordinates and towns in flat
     * arrays: no object per ZIP (42,000 of them) for the garbage collector to mark on every major
     * collection, which cost searches more than the lookups (search README "Throughput").
     */
    zipCodes;
    zipLat;
    zipLng;
    /** Each ZIP's "City|ST", one a line, and where each line starts (one more: the end). */
    zipTowns;
    zipTownStarts;
    constructor(cities, zips) {
        this.byName = cities
            .map((city) => {
            const name = NAME_ALIASES[`${city.name}|${city.adminCode}`] ?? city.name;
            const [lng, lat] = city.loc.coordinates;
            const place = {
                label: `${name}, ${city.adminCode}`,
                name,
                state: city.adminCode,
                zip: null,
                lat,
                lng,
                population: city.population,
            };
            return { ...place, key: name.toLowerCase(), search: place.label.toLowerCase() };
        })
            .sort((a, b) => b.population - a.population);
        this.searchText = this.byName.map((place) => place.search).join('\n');
        this.lineStarts = new Int32Array(this.byName.length);
        for (let i = 1; i < this.byName.length; i += 1)
            this.lineStarts[i] = this.lineStarts[i - 1] + this.byName[i - 1].search.length + 1;
        for (const place of this.byName) {
            const label = place.label.toLowerCase();
            if (!this.byLabel.has(label))
                this.byLabel.set(label, place);
            const best = this.byBareName.get(place.key);
            if (!best || best.population < place.population)
                this.byBareName.set(place.key, place);
        }
        // Geocoding and suggestions only ever ask for five digits; one row per code (the dataset's are unique).
        const sorted = [...new Map(zips.filter((zip) => ZIP.test(zip.zip)).map((zip) => [zip.zip, zip])).values()].sort((a, b) => a.zip < b.zip ? -1 : 1);
        this.zipCodes = sorted.map((zip) => zip.zip).join('');
        this.zipLat = Float64Array.from(sorted, (zip) => zip.latitude);
        this.zipLng = Float64Array.from(sorted, (zip) => zip.longitude);
        this.zipTowns = sorted.map((zip) => `${zip.city}|${zip.state}\n`).join('');
        this.zipTownStarts = new Int32Array(sorted.length + 1);
        sorted.forEach((zip, i) => (this.zipTownStarts[i + 1] = this.zipTownStarts[i] + zip.city.length + zip.state.length + 2));
    }
    get size() {
        return { places: this.byName.length, zips: this.zipLat.length };
    }
    zipCodeAt(i) {
        return this.zipCodes.slice(i * 5, i * 5 + 5);
    }
    /** The ZIP at sorted position i, as a Place (made on each call: nothing kept per ZIP). */
    zipAt(i) {
        const zip = this.zipCodeAt(i);
        const [name = '', state = ''] = this.zipTowns.slice(this.zipTownStarts[i], this.zipTownStarts[i + 1] - 1).split('|');
        return { label: zip, name, state, zip, lat: this.zipLat[i], lng: this.zipLng[i], population: null };
    }
    /** The first sorted position whose code is >= `key` (a code or a prefix of one). */
    zipLowerBound(key) {
        let lo = 0;
        let hi = this.zipLat.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (this.zipCodeAt(mid) < key)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }
    /**
     * Suggestions for what a user typed: ZIP codes by prefix for digits, otherwise the places whose
     * "City, ST" contains the text (case-insensitive, as the spec's list did), those starting with it
     * first, then the most populous. A pass over 16,000 short strings is well under a millisecond.
     */
    suggest(query, limit = SUGGESTION_LIMIT) {
        const text = normalize(query);
        if (!text)
            return [];
        if (/^\d+$/.test(text)) {
            const zips = [];
            for (let i = this.zipLowerBound(text); i < this.zipLat.length && zips.length < limit && this.zipCodeAt(i).startsWith(text); i += 1) {
                zips.push(this.zipAt(i));
            }
            return zips;
        }
        // Matches come most populous first: once `limit` start with the text, no later one ranks above them.
        const starting = [];
        const others = [];
        for (const { key: _key, search, ...place } of this.placesContaining(text)) {
            if (search.startsWith(text)) {
                if (starting.push(place) === limit)
                    break;
            }
            else if (others.length < limit)
                others.push(place);
        }
        return [...starting, ...others].slice(0, limit);
    }
    /** The places whose "city, st" holds `text` (which holds no line break), each once. */
    *placesContaining(text) {
        for (let at = this.searchText.indexOf(text); at !== -1;) {
            // The last line starting at or before the match.
            let lo = 0;
            let hi = this.lineStarts.length - 1;
            while (lo < hi) {
                const mid = (lo + hi + 1) >>> 1;
                if (this.lineStarts[mid] <= at)
                    lo = mid;
                else
                    hi = mid - 1;
            }
            yield this.byName[lo];
            const next = lo + 1 < this.lineStarts.length ? this.lineStarts[lo + 1] : this.searchText.length;
            at = this.searchText.indexOf(text, next);
        }
    }
    /** The place a location names ("City, ST", a bare city: the most populous, or a 5-digit ZIP); null when unknown. */
    geocode(location) {
        const text = normalize(location ?? '');
        if (!text)
            return null;
        if (ZIP.test(text)) {
            const at = this.zipLowerBound(text);
            return at < this.zipLat.length && this.zipCodeAt(at) === text ? this.zipAt(at) : null;
        }
        const [name = '', state = ''] = text.split(',').map((part) => part.trim());
        if (!state)
            return this.byBareName.get(name) ?? null;
        return this.byLabel.get(`${name}, ${state}`) ?? null;
    }
}
