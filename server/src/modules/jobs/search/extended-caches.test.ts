import { describe, expect, it } from 'vitest';
import type { IndexedJobRow } from '../repository';
import type { TextQuery } from '../text-query';
import { rank } from './rank';
import { queryKey, SearchCaches } from './search-caches';
import { JobStore } from './store';
import { idOf, indexedRow } from './test-rows';
import type { IndexQuery, JobFilters } from './types';

// Issue 50: a bulk change is absorbed in slices, and a search's cached keyword mask (and radius places) is brought
// up to date with each slice's appended slots and removed ones rather than made again. Every page ranked from the
// extended entries must be the page a cold cache (everything computed afresh over the same store) gives.

const WORDS = ['welder', 'pipe', 'crane', 'electrician', 'rigger', 'zeppelin'];
const PLACES = [
  { lat: 29.76, lng: -95.37, location: 'Houston, TX' },
  { lat: 32.78, lng: -96.8, location: 'Dallas, TX' },
  { lat: 36.15, lng: -95.99, location: 'Tulsa, OK' },
];

/** Job n at its `round`-th version: its words, place and pay move with both (a place new to the store comes later). */
function job(n: number, round: number): IndexedJobRow {
  const place = round > 1 && n % 5 === 0 ? { lat: 30 + n / 100, lng: -95.5, location: `New Town ${n}, TX` } : PLACES[(n + round) % 3]!;
  const lexemes = WORDS.filter((_, i) => (n * (round + 1) + i) % (i + 2) === 0);
  return indexedRow(n, {
    posted_micros: String(1_700_000_000_000_000 - n * 3_600_000_000),
    pay_rank: 40_000 + ((n * 7 + round * 13) % 50) * 1000,
    industry: n % 2 ? 'construction' : 'energy',
    ...place,
    // A word only some versions hold: the lexicon grows while slices are absorbed (keywords widen again).
    lexemes: round === 3 && n % 7 === 0 ? [...lexemes, `newword${n % 3}`] : lexemes,
  });
}

const word = (value: string): TextQuery => ({ type: 'lexeme', value });
const KEYWORDS: TextQuery[] = [
  word('welder'),
  { type: 'or', left: word('pipe'), right: { type: 'or', left: word('crane'), right: word('zeppelin') } },
  { type: 'and', left: word('welder'), right: { type: 'not', operand: word('pipe') } },
  { type: 'and', left: { type: 'or', left: word('rigger'), right: word('electrician') }, right: word('crane') },
  { type: 'not', operand: word('welder') },
  { type: 'or', left: word('newword1'), right: word('rigger') },
];

function queries(): IndexQuery[] {
  const base = { match: null, cursor: null, limit: 15, now: 0 };
  const filters: JobFilters[] = [
    ...KEYWORDS.map((query): JobFilters => ({ keyword: { kind: 'lexemes', query } })),
    { near: { center: { lat: 29.76, lng: -95.37 }, radiusMiles: 150 } },
    { keyword: { kind: 'lexemes', query: word('crane') }, near: { center: { lat: 30.5, lng: -95.5 }, radiusMiles: 60 } },
  ];
  return filters.flatMap((f) => (['newest', 'pay'] as const).map((sort) => ({ ...base, filters: f, sort })));
}

/** The pages each query ranks, with the store's caches as they are, and with an empty one (afresh). */
function pages(store: JobStore) {
  const warm = queries().map((query) => rank(store, query, false));
  const kept = store.caches;
  store.caches = new SearchCaches();
  const cold = queries().map((query) => rank(store, query, false));
  const plain = queries().map((query) => rank(store, query, true));
  store.caches = kept;
  return { warm, cold, plain };
}

describe('search caches across a change absorbed in slices', () => {
  it('gives the same pages from extended keyword masks and radius places as from cold ones', () => {
    const store = new JobStore();
    const JOBS = 400;
    for (let n = 0; n < JOBS; n += 1) store.add(job(n, 0), true);
    store.finishLoad();
    const first = pages(store);
    expect(first.warm).toEqual(first.cold);
    expect(first.warm.some((page) => page.length > 0)).toBe(true);

    // Three rounds of slices of 37 jobs: each job changed (a new slot, the old one dead), some removed (inactive).
    for (let round = 1; round <= 3; round += 1) {
      for (let from = 0; from < JOBS; from += 37) {
        const ids = Array.from({ length: Math.min(37, JOBS - from) }, (_, i) => from + i);
        store.replaceJobs(ids.map(idOf), () => ids.filter((n) => (n + round) % 11 !== 0).forEach((n) => store.add(job(n, round))));
        const { warm, cold, plain } = pages(store);
        expect(warm).toEqual(cold);
        expect(warm).toEqual(plain);
      }
    }
    const { matches, radii } = store.caches.stats();
    // The slices were absorbed by extending entries, not by making them again.
    expect(matches.extended).toBeGreaterThan(50);
    expect(radii.extended).toBeGreaterThan(10);
    // An extended mask holds the live matches a cold mask holds, and none of the removed slots.
    for (const query of KEYWORDS) {
      const { warm, cold } = masksOf(store, query);
      for (let slot = 0; slot < store.size; slot += 1) {
        expect(warm[slot], `slot ${slot}`).toBe(store.alive[slot] === 1 ? cold[slot] : 0);
      }
    }
  });
});

/** The keyword's mask from the store's caches (extended across the slices) and from an empty cache. */
function masksOf(store: JobStore, query: TextQuery) {
  const filters = { keyword: { kind: 'lexemes' as const, query } };
  const probe = { filters, sort: 'newest' as const, match: null, cursor: null, limit: 1, now: 0 };
  rank(store, probe, false);
  const kept = store.caches;
  const warm = [...findMask(kept, query)];
  store.caches = new SearchCaches();
  rank(store, probe, false);
  const cold = [...findMask(store.caches, query)];
  store.caches = kept;
  expect(warm.length).toBe(store.size);
  return { warm, cold };
}

function findMask(caches: SearchCaches, query: TextQuery): Uint8Array {
  // The entry is current (the probe just ranked with it), so the lookup is a hit and `make` is never called.
  return caches.matches.get(
    queryKey(query),
    () => true,
    () => {
      throw new Error('no cached mask');
    },
  ).mask;
}
