import { describe, expect, it } from 'vitest';
import type { IndexedJobRow } from '../repository';
import { JobStore } from './store';
import { idOf, indexedRow } from './test-rows';

// Issue 50: a changed job whose post time and pay stayed takes its old slot's place in the orders (SlotOrder.replaceSlot)
// instead of being merged in beside a dead slot. The orders must stay what sorting every live slot gives, and grow
// only by the jobs that moved.

function job(n: number, { posted = 0, pay = 0, word = 'welder' } = {}): IndexedJobRow {
  return indexedRow(n, {
    // Ties on post time and pay, so equal keys are broken by the id.
    posted_micros: String(1_700_000_000_000_000 - (n % 40) * 3_600_000_000 + posted),
    pay_rank: 40_000 + (n % 9) * 1000 + pay,
    lexemes: [word],
  });
}

/** The order's live slots, and what sorting the store's live slots by its comparator gives. */
function liveOrder(store: JobStore, order: JobStore['byNewest']) {
  const alive = (slot: number) => store.alive[slot] === 1;
  const live = Array.from({ length: store.size }, (_, slot) => slot).filter(alive);
  return { got: Array.from(order.slots.subarray(0, order.length)).filter(alive), expected: live.sort(order.compare) };
}

describe('JobStore.replaceJobs', () => {
  it('keeps both orders sorted, replacing in place the jobs whose keys stayed', () => {
    const store = new JobStore();
    const JOBS = 300;
    for (let n = 0; n < JOBS; n += 1) store.add(job(n));
    store.finishLoad();
    const rounds = [
      // A new title for a slice (keys stay), given in descending id order.
      { ids: [...Array(120).keys()].reverse(), change: (n: number) => job(n, { word: 'zeppelin' }) },
      // Pay moves for some, post time for others, some close, one job twice in the slice's ids.
      {
        ids: [...Array(90).keys()].map((i) => i * 3).concat([3]),
        change: (n: number) =>
          n % 9 === 0 ? null : n % 4 === 0 ? job(n, { pay: 500 }) : n % 5 === 0 ? job(n, { posted: 7 }) : job(n, { word: 'crane' }),
      },
    ];
    for (const round of rounds) {
      const before = { newest: store.byNewest.length, pay: store.byPay.length };
      const ids = round.ids.map(idOf);
      const rows = [...new Set(round.ids)].flatMap((n) => {
        const row = round.change(n);
        return row ? [row] : [];
      });
      store.replaceJobs(ids, () => rows.forEach((row) => store.add(row)));
      for (const order of [store.byNewest, store.byPay]) {
        const { got, expected } = liveOrder(store, order);
        expect(got).toEqual(expected);
      }
      const postMoved = rows.filter((row) => row.posted_micros !== job(Number.parseInt(row.id.slice(-12), 16)).posted_micros).length;
      expect(store.byNewest.length - before.newest).toBe(postMoved);
      expect(store.byPay.length - before.pay).toBeGreaterThanOrEqual(postMoved);
    }
    // Every ninth job of the second round closed.
    expect(store.ids.size).toBe(JOBS - 30);
    expect(store.dead).toBe(120 + 90);
  });

  it('grows its slot arrays one a slice ahead of need (growAhead), and a lexeme of one changed job keeps one slot', () => {
    const store = new JobStore();
    const JOBS = 700;
    for (let n = 0; n < JOBS; n += 1) store.add(job(n, { word: `only${n}` }));
    store.finishLoad();
    const capacity = store.alive.length;
    const columns = () => [store.posted, store.pay, store.city, store.location, store.lodging, store.trades.start, store.alive];
    // Renamed slice by slice, growAhead after each as a bulk change does; its job's word stays held by it alone.
    const lengthsSeen = new Set<string>();
    for (let from = 0; from < JOBS; from += 50) {
      const ns = [...Array(50).keys()].map((i) => from + i);
      store.replaceJobs(ns.map(idOf), () => ns.forEach((n) => store.add(job(n, { word: `only${n}` }))));
      store.growAhead();
      lengthsSeen.add(
        columns()
          .map((column) => column.length)
          .join(),
      );
      // No array shorter than `alive`: addFields writes every column up to alive's length.
      for (const column of columns()) expect(column.length).toBeGreaterThanOrEqual(store.alive.length);
    }
    expect(store.size).toBe(JOBS * 2);
    expect(store.alive.length).toBeGreaterThan(capacity);
    // Grown one array at a time: some slice saw other columns longer than alive.
    expect([...lengthsSeen].some((lengths) => new Set(lengths.split(',')).size > 1)).toBe(true);
    for (let n = 0; n < JOBS; n += 1) {
      const slot = store.ids.get(idOf(n))!;
      expect(Array.from(store.postings.get(`only${n}`)!)).toEqual([slot]);
      expect(store.pay[slot]).toBe(job(n).pay_rank);
    }
  });

  it('grows every array ahead while idle once three quarters full, so a change of every job allocates none', () => {
    const store = new JobStore();
    const JOBS = 800;
    for (let n = 0; n < JOBS; n += 1) store.add(job(n), true);
    store.finishLoad();
    const capacity = store.alive.length;
    expect(JOBS * 4).toBeGreaterThanOrEqual(capacity * 3);
    // The index's idle timer: a step a turn until none is left.
    let steps = 1;
    while (store.growAhead()) steps += 1;
    expect(steps).toBeGreaterThan(10);
    expect(store.alive.length).toBe(capacity * 2);
    expect(store.growAhead()).toBe(false);
    const buffers = () =>
      [store.alive, store.posted, store.pay, store.city, store.trades.start, store.postings.get('welder')].map(
        (a) => (a as Int32Array).buffer,
      );
    const before = buffers();
    // Every job renamed, a slice at a time: the word every job holds fills its list, which drops its dead slots instead of growing.
    for (let from = 0; from < JOBS; from += 200) {
      const ns = [...Array(200).keys()].map((i) => from + i);
      store.replaceJobs(ns.map(idOf), () => ns.forEach((n) => store.add(job(n))));
    }
    const after = buffers();
    before.forEach((buffer, i) => expect(after[i]).toBe(buffer));
    const live = Array.from({ length: store.size }, (_, slot) => slot).filter((slot) => store.alive[slot] === 1);
    expect(live).toHaveLength(JOBS);
    const welder = Array.from(store.postings.get('welder')!);
    expect(welder.filter((slot) => store.alive[slot] === 1)).toEqual(live);
    // Some dead slots were dropped on the way (the list holds fewer than every slot ever added).
    expect(welder.length).toBeLessThan(store.size);
  });
});
