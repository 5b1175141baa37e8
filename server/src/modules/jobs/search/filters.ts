import { isWithinMiles } from '@core/jobs/geo';
import { matchMask, type TextQuery } from '../text-query';
import { GROW, NO_SLOTS } from './columns';
import { estimateMatches, gatherMask, matchRange } from './keyword';
import { isCurrentFor, isCurrentForTerms, placeKey, queryKey, type KeywordMatches, type PlacesWithin } from './search-caches';
import { NONE, type JobStore } from './store';
import type { JobFilters } from './types';

/** A filter narrows a search to its own slot lists when they hold at most 1/NARROW_SHARE of the jobs. */
const NARROW_SHARE = 8;

/** A search's filters as term ids and tables, and the narrowest slot lists that hold every job passing them. */
export function compileFilters(store: JobStore, filters: JobFilters) {
  const one = (value: string | undefined) => (value === undefined ? NONE : store.findTerm(value));
  const keyword = filters.keyword;
  let keywordMask: Uint8Array | null = null;
  let matches: KeywordMatches | null = null;
  if (keyword?.kind === 'lexemes') {
    // An empty query (only stop words) matches no job, as in PostgreSQL.
    if (keyword.query) matches = keywordMatches(store, keyword.query);
    keywordMask = matches ? matches.mask : new Uint8Array(store.size);
  } else if (keyword?.kind === 'ids') {
    keywordMask = new Uint8Array(store.size);
    for (const id of keyword.ids) {
      const slot = store.ids.get(id);
      if (slot !== undefined) keywordMask[slot] = 1;
    }
  }
  const industry = one(filters.industry);
  // Every passing job is in each of these: the keyword's matches, the radius' cities, the industry's jobs.
  const sources: { size: number; lists: () => readonly ArrayLike<number>[]; isKeyword?: true }[] = [];
  if (keywordMask) {
    const mask = keywordMask;
    const size = matches ? matches.estimate : keyword?.kind === 'ids' ? keyword.ids.size : 0;
    // One word's matches are its posting list already.
    const postings =
      keyword?.kind === 'lexemes' && keyword.query?.type === 'lexeme' ? (store.postings.get(keyword.query.value) ?? NO_SLOTS) : null;
    const slots = () => {
      if (!matches) return gatherMask(mask);
      // Kept with the mask: the next search with these words starts from them at once.
      matches.slots ??= gatherMask(mask).slice();
      return matches.slots;
    };
    sources.push({ size, lists: () => [postings ?? slots()], isKeyword: true });
  }
  const cities = filters.near ? placesWithinCached(store, filters.near) : null;
  if (cities) sources.push({ size: sizeOf(cities.lists), lists: () => cities.lists });
  const locations = locationsContaining(store, filters.locationText);
  // The cities of the locations a text filter allows: their jobs hold every job passing it.
  let locationCities: Uint8Array | null = null;
  if (locations) {
    locationCities = new Uint8Array(store.terms.size);
    locations.forEach((allowed, id) => allowed && (locationCities![store.locationCities[id]!] = 1));
    const lists = [...locationCities.keys()].filter((city) => locationCities![city] === 1).map((city) => store.citySlots.get(city));
    sources.push({ size: sizeOf(lists), lists: () => lists });
  }
  if (filters.industry !== undefined)
    sources.push({ size: store.industrySlots.get(industry).length, lists: () => [store.industrySlots.get(industry)] });
  const narrowest = sources.sort((a, b) => a.size - b.size)[0] ?? null;
  return {
    keywordMask,
    industry,
    jobType: one(filters.jobType),
    experience: filters.experienceLevels ? store.termSet(filters.experienceLevels) : null,
    minPay: filters.minPay ?? -Infinity,
    cities: cities?.set ?? null,
    locations,
    locationCities,
    qualifiedWith: filters.qualifiedWith ? store.termSet(filters.qualifiedWith) : null,
    perDiem: filters.hasPerDiem === true,
    lodging: filters.hasLodging === true,
    /** The narrowest filter's slot lists (holding about `size` slots), when it narrows at all. */
    narrowest: narrowest && narrowest.size * NARROW_SHARE <= store.size ? narrowest : null,
    /** The same lists whenever a pass over them is cheaper than one over every job (slots at random steps cost about twice). */
    passLists: narrowest && narrowest.size * 2 <= store.size ? narrowest : null,
  };
}
/**
 * A keyword's mask and estimated count, kept for the store as it stands (search-caches.ts), by the widened query
 * written out: a keyword widened again (its words' lexicon grew) the same way finds the same entry.
 */
function keywordMatches(store: JobStore, query: TextQuery): KeywordMatches {
  return store.caches.matches.get(
    queryKey(query),
    isCurrentFor(store),
    () => ({
      store,
      size: store.size,
      removed: store.caches.removedCount,
      mask: matchMask(query, (lexeme) => store.postings.get(lexeme), store.size),
      estimate: estimateMatches(query, store),
      slots: null,
    }),
    // The mask's buffer, and the slots it may gather (about the estimate, four bytes each).
    (value) => value.mask.buffer.byteLength + 4 * Math.min(value.estimate, value.mask.length),
    (stale) => extendMatches(store, query, stale),
  );
}

/**
 * A stale entry of this store brought up to date: the slots appended since matched alone (matchRange), the slots
 * removed since cleared (a removed slot never passes, so this only keeps the gathered slots short). The same pages as
 * a mask made afresh (search-index tests): slots below `size` keep their words, so their bits hold.
 */
export function extendMatches(store: JobStore, query: TextQuery, stale: KeywordMatches): KeywordMatches | null {
  if (stale.store !== store || stale.size > store.size) return null;
  const [from, to] = [stale.size, store.size];
  // Padded to whole 32-bit words (gatherMask and matchMask read four slots at a time), with room for the next slices.
  let mask = stale.mask;
  if (mask.buffer.byteLength < Math.ceil(to / 4) * 4) {
    mask = new Uint8Array(new ArrayBuffer(Math.ceil((to * GROW) / 4) * 4), 0, to);
    mask.set(stale.mask);
  } else mask = new Uint8Array(mask.buffer, 0, to);
  matchRange(query, (lexeme) => store.postings.get(lexeme), mask, from, to);
  const { removedSlots, removedCount } = store.caches;
  for (let i = stale.removed; i < removedCount; i += 1) mask[removedSlots[i]!] = 0;
  return {
    store,
    size: to,
    removed: removedCount,
    mask,
    estimate: estimateMatches(query, store),
    slots: stale.slots && keptSlots(stale.slots, mask, from, to),
  };
}

/**
 * The gathered slots still matching, then the appended ones that match: counted, then written to a typed array of
 * that length. Extended after every slice of a bulk change, a JS array pushed to and copied made garbage the size of
 * every match each time (84 MB over one 100,000-job change's absorption), which young-generation collections copied.
 */
function keptSlots(gathered: Int32Array, mask: Uint8Array, from: number, to: number): Int32Array {
  let length = 0;
  for (const slot of gathered) length += mask[slot]!;
  for (let slot = from; slot < to; slot += 1) length += mask[slot]!;
  const slots = new Int32Array(length);
  let at = 0;
  for (const slot of gathered) if (mask[slot] === 1) slots[at++] = slot;
  for (let slot = from; slot < to; slot += 1) if (mask[slot] === 1) slots[at++] = slot;
  return slots;
}

function placesWithinCached(store: JobStore, near: NonNullable<JobFilters['near']>): PlacesWithin {
  return store.caches.radii.get(
    placeKey(near.center, near.radiusMiles),
    isCurrentForTerms(store),
    () => ({ store, terms: store.terms.size, ...placesWithin(store, near) }),
    undefined,
    (stale) => (stale.store === store ? { store, terms: store.terms.size, ...placesWithin(store, near, stale) } : null),
  );
}

/** The place terms within the radius, as a 0/1 table over term ids, and their jobs' slot lists; `stale`: those of its terms kept. */
function placesWithin(store: JobStore, { center, radiusMiles }: NonNullable<JobFilters['near']>, stale?: PlacesWithin) {
  const set = new Uint8Array(store.terms.size);
  const lists: ArrayLike<number>[] = [];
  if (stale) {
    set.set(stale.set);
    lists.push(...stale.lists);
  }
  for (const [id, place] of store.places) {
    if ((stale && id < stale.terms) || !isWithinMiles(center, place, radiusMiles)) continue;
    set[id] = 1;
    lists.push(store.citySlots.get(id));
  }
  return { set, lists };
}

/** A 0/1 table over the store's distinct locations: those containing the text, case-insensitively. */
export function locationsContaining(store: JobStore, text: string | undefined): Uint8Array | null {
  if (text === undefined) return null;
  const lowered = text.toLowerCase();
  return Uint8Array.from(store.locationNames, (name) => (name.includes(lowered) ? 1 : 0));
}
export const sizeOf = (lists: readonly ArrayLike<number>[]) => lists.reduce((sum, list) => sum + list.length, 0);

export type CompiledFilters = ReturnType<typeof compileFilters>;

/** Whether the live slot passes every filter. */
export function passes(store: JobStore, f: CompiledFilters, slot: number): boolean {
  if (store.alive[slot] === 0) return false;
  if (f.keywordMask !== null && f.keywordMask[slot] === 0) return false;
  if (f.industry !== NONE && store.industry[slot] !== f.industry) return false;
  if (f.jobType !== NONE && store.jobType[slot] !== f.jobType) return false;
  if (f.experience !== null && (store.experience[slot] === NONE || f.experience[store.experience[slot]!] !== 1)) return false;
  if (store.pay[slot]! < f.minPay) return false;
  if (f.cities !== null && f.cities[store.city[slot]!] !== 1) return false;
  if (f.locations !== null && f.locations[store.location[slot]!] !== 1) return false;
  if (f.qualifiedWith !== null && !store.required.allIn(slot, f.qualifiedWith)) return false;
  if (f.perDiem && store.perDiem[slot] === 0) return false;
  if (f.lodging && store.lodging[slot] === 0) return false;
  return true;
}
