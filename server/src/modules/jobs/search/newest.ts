import type { CompiledFilters } from './filters';
import type { JobStore } from './store';
import type { TopHits } from './top-hits';
import type { IndexHit } from './types';

/** The first position in an ascending list holding `slot` or above. */
function firstAtOrAbove(list: ArrayLike<number>, slot: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Offers the lists' slots newest first until no later one can make the page. Slots added since
 * the load sit at each list's end and are all offered first; the loaded ones come newest first in
 * every list, so the lists are merged by slot until the next ranks after the page's last hit.
 */
export function walkNewest(store: JobStore, lists: readonly ArrayLike<number>[], top: TopHits, offer: (slot: number) => void) {
  const positions = lists.map(() => 0);
  const ends = lists.map((list) => firstAtOrAbove(list, store.loaded));
  lists.forEach((list, l) => {
    for (let i = ends[l]!; i < list.length; i += 1) offer(list[i]!);
  });
  for (;;) {
    let next = -1;
    for (let l = 0; l < lists.length; l += 1) {
      if (positions[l]! < ends[l]! && (next === -1 || lists[l]![positions[l]!]! < lists[next]![positions[next]!]!)) next = l;
    }
    if (next === -1) return;
    const slot = lists[next]![positions[next]!++]!;
    if (top.isClosedTo(0, slot)) return;
    offer(slot);
  }
}

/**
 * Newest first: the smallest filter's slots when a pass over them is cheaper, or every job in post order, until a page
 * is full. The lists' slots appended since the load are all offered (they are not in post order): after a bulk change
 * (up to every job changed) that is more than the post order's walk to a page, expected at `limit` slots per share of
 * jobs the lists hold, so then the post order is walked (issue 50: a newest search while absorbing offered 100,000).
 */
export function rankNewest(store: JobStore, f: CompiledFilters, top: TopHits, offer: (slot: number) => void, limit: number): IndexHit[] {
  const lists = f.passLists?.lists();
  if (lists) {
    const appended = lists.reduce((sum, list) => sum + list.length - firstAtOrAbove(list, store.loaded), 0);
    const expectedWalk = (limit * store.size) / Math.max(1, f.passLists!.size);
    if (appended <= expectedWalk) {
      walkNewest(store, lists, top, offer);
      return top.hits;
    }
  }
  for (let i = 0; i < store.byNewest.length && !top.isFull; i += 1) offer(store.byNewest.slots[i]!);
  return top.hits;
}
