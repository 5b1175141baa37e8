import { GROW } from './columns';
import { sizeOf, type CompiledFilters } from './filters';
import type { Scorer } from './scorer';
import { CELL_SPAN, MISSING, NONE, type Cells, type JobStore } from './store';
import type { TopHits } from './top-hits';
import type { IndexHit } from './types';

/**
 * Slot lists of the (industry, city) pairs the filters allow, by the most their jobs can score:
 * the pair's points plus `beyond`.
 */
export function cellsByReach(cells: Cells, f: CompiledFilters, scorer: Scorer, beyond: number): (number[][] | undefined)[] {
  const byReach: (number[][] | undefined)[] = [];
  for (const [cell, slots] of cells) {
    const industry = Math.floor(cell / CELL_SPAN);
    const city = cell % CELL_SPAN;
    if (f.industry !== NONE && industry !== f.industry) continue;
    if ((f.cities !== null && f.cities[city] !== 1) || (f.locationCities !== null && f.locationCities[city] !== 1)) continue;
    const reach = scorer.industryPoints[industry]! + scorer.cityPoints[city]! + beyond;
    (byReach[reach] ??= []).push(slots);
  }
  return byReach;
}

/** Weighs the lists from the highest reach down while a job there could still make the page. */
export function weighCells(byReach: (number[][] | undefined)[], top: TopHits, weigh: (slot: number) => void) {
  for (let reach = byReach.length - 1; reach >= 0 && reach >= top.floor; reach -= 1) {
    for (const slots of byReach[reach] ?? []) for (let i = 0; i < slots.length; i += 1) weigh(slots[i]!);
  }
}

// Slots, their bounds and the slots sorted by bound in weighByBound, reused by every (synchronous) search: a
// keyword's slots (30,000 of 100,000 jobs for a widened trade word) sorted in a fresh array each search counted
// towards the next major collection as memory allocated outside the heap (search README "Throughput").
let boundSlots = new Int32Array(1024);
let slotBounds = new Int32Array(1024);
let sortedSlots = new Int32Array(1024);

/**
 * Best match over a filter's slots (a keyword's, when it is the narrowest filter). A slot's bound
 * (its industry, city, trade and pay points plus the most its skills and credentials could add) costs a
 * few reads where its score costs many, so the slots are sorted by bound and weighed from the
 * highest while a bound can still reach the page.
 */
export function weighByBound(
  store: JobStore,
  scorer: Scorer,
  lists: readonly ArrayLike<number>[],
  top: TopHits,
  offer: (slot: number) => void,
) {
  const size = sizeOf(lists);
  if (boundSlots.length < size) [boundSlots, slotBounds, sortedSlots] = [0, 1, 2].map(() => new Int32Array(size * GROW));
  const { industry, city, alive, pay } = store;
  const { industryPoints, cityPoints, tradePoints, tradeJobMax, payFloor, payPoints } = scorer;
  const counts = new Int32Array(scorer.industryAndCityMax + tradeJobMax + 1);
  let live = 0;
  for (const list of lists) {
    for (let i = 0; i < list.length; i += 1) {
      const slot = list[i]!;
      if (alive[slot] === 0) continue;
      const isTrade = scorer.trade !== MISSING && store.trades.has(slot, scorer.trade);
      // The trade's and pay's points when the slot cannot earn them (payPoints is 0 without a rate).
      const unearned = (isTrade ? 0 : tradePoints) + (pay[slot]! >= payFloor ? 0 : payPoints);
      const bound = industryPoints[industry[slot]!]! + cityPoints[city[slot]!]! + tradeJobMax - unearned;
      boundSlots[live] = slot;
      slotBounds[live++] = bound;
      counts[bound] += 1;
    }
  }
  // Counting sort, highest bound first: counts[bound] becomes where that bound's slots start.
  let at = 0;
  for (let bound = counts.length - 1; bound >= 0; bound -= 1) [counts[bound], at] = [at, at + counts[bound]!];
  const sorted = sortedSlots;
  for (let i = 0; i < live; i += 1) sorted[counts[slotBounds[i]!]!++] = boundSlots[i]!;
  // After the placing, counts[bound] is where the next lower bound's slots start.
  for (let i = 0, bound = counts.length - 1; i < live; i += 1) {
    while (i >= counts[bound]!) bound -= 1;
    if (bound < top.floor) return;
    offer(sorted[i]!);
  }
}

/**
 * Best match when no keyword narrows the search: jobs that can earn credential or trade points
 * first, then the others. Each group is weighed an (industry, city) pair at a time (the pairs the
 * industry and radius filters allow), the pairs that can score most first, until no pair left can
 * reach the full page. A trade job a pair's bound skipped scores below the page for good, so the
 * others' pass may weigh it again harmlessly.
 */
export function weighByCells(store: JobStore, f: CompiledFilters, scorer: Scorer, top: TopHits, offer: (slot: number) => void): IndexHit[] {
  const weighed = store.seen.begin(store.size);
  for (const list of scorer.credentialLists) {
    for (let i = 0; i < list.length; i += 1) if (weighed.add(list[i]!)) offer(list[i]!);
  }
  const tradeCells = scorer.trade === MISSING ? undefined : store.tradeCells.get(scorer.trade);
  if (tradeCells) weighCells(cellsByReach(tradeCells, f, scorer, scorer.tradeJobMax), top, (slot) => weighed.add(slot) && offer(slot));
  if (top.isFull && top.hits.at(-1)!.key > scorer.othersMax) return top.hits;
  weighCells(cellsByReach(store.cells, f, scorer, scorer.othersSkillMax), top, (slot) => !weighed.has(slot) && offer(slot));
  return top.hits;
}
