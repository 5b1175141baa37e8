import { weighByBound, weighByCells } from './best-match';
import { compileFilters, passes } from './filters';
import { rankNewest } from './newest';
import { isPayWalkWorthIt, walkPay } from './pay';
import { compileScorer, scoreOf } from './scorer';
import type { JobStore } from './store';
import { TopHits } from './top-hits';
import type { IndexHit, IndexQuery } from './types';

/**
 * The first `limit` hits after the cursor. Boosted jobs (few) are all weighed first, then:
 * - newest walks the smallest filter's slots, or every job, newest first until a page is full;
 * - pay walks its presorted order until a page is full, when the filters should fill one soon;
 *   otherwise it weighs the smallest filter's slots, or every job;
 * - best match weighs the keyword's slots when the keyword is the narrowest filter; otherwise the
 *   jobs that can earn credential points, then the worker's trade's, then the rest, by (industry,
 *   city) pairs while a pair can still reach the page.
 * `plain` skips every shortcut: every job is weighed (the reference the tests compare them with).
 */
export function rank(store: JobStore, query: IndexQuery, plain: boolean): IndexHit[] {
  const { now } = query;
  const f = compileFilters(store, query.filters);
  if (plain) f.narrowest = f.passLists = null;
  const scorer = query.sort === 'best' && query.match ? compileScorer(store, query.match) : null;
  const byPay = query.sort === 'pay';
  const { pay, boostedUntil } = store;
  const keyOf = (slot: number) => (scorer ? scoreOf(store, scorer, slot) : byPay ? pay[slot]! : 0);
  const boostedHits = new TopHits(store, query.limit, query.cursor);
  for (const slot of store.boosted) if (boostedUntil[slot]! > now && passes(store, f, slot)) boostedHits.offer(1, keyOf(slot), slot);
  if (boostedHits.isFull) return boostedHits.hits;
  // The rest: each strategy starts from the boosted hits.
  const start = () => {
    const top = new TopHits(store, query.limit, query.cursor);
    for (const hit of boostedHits.hits) top.offer(1, hit.key, store.ids.get(hit.id)!);
    return top;
  };
  let top = start();
  const offer = (slot: number) => {
    if (boostedUntil[slot]! <= now && passes(store, f, slot)) top.offer(0, keyOf(slot), slot);
  };
  if (!plain) {
    if (!byPay && !scorer) return rankNewest(store, f, top, offer, query.limit);
    if (!scorer) {
      if (isPayWalkWorthIt(store, f, query.limit)) {
        if (walkPay(store, top, offer)) return top.hits;
        top = start();
      }
    } else if (!f.narrowest?.isKeyword) return weighByCells(store, f, scorer, top, offer);
  }
  // Every job, or the smallest filter's slots: best match by bound, pay and plain weighing each.
  if (scorer && f.passLists) weighByBound(store, scorer, f.passLists.lists(), top, offer);
  else if (f.passLists) for (const list of f.passLists.lists()) for (let i = 0; i < list.length; i += 1) offer(list[i]!);
  else for (let slot = 0; slot < store.size; slot += 1) offer(slot);
  return top.hits;
}
