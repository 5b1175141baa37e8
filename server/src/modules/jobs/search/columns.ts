/** Growth factor of every typed array and scratch buffer the index keeps. */
export const GROW = 2;

export type TypedArray = Int32Array | Uint16Array | Uint8Array | Float64Array;
export function resized<T extends TypedArray>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array.subarray(0, Math.min(array.length, capacity)) as never);
  return next;
}

export const NO_SLOTS: readonly number[] = [];

/** The slots holding each term id of one column: a search can start from a filter's values instead of every job. */
export class TermSlots {
  private lists: number[][] = [];

  add(term: number, slot: number) {
    (this.lists[term] ??= []).push(slot);
  }

  get(term: number): readonly number[] {
    return this.lists[term] ?? NO_SLOTS;
  }
}

/** Per-slot lists of term ids (skills, trades, credentials) in one growing pool. */
export class ListColumn {
  start = new Int32Array(0);
  count = new Uint16Array(0);
  pool = new Int32Array(1024);
  used = 0;

  /** Room for `capacity` slots (never less than it has). */
  resize(capacity: number) {
    if (this.start.length >= capacity) return;
    this.start = resized(this.start, capacity);
    this.count = resized(this.count, capacity);
  }

  set(slot: number, ids: readonly number[]) {
    if (this.used + ids.length > this.pool.length)
      this.pool = resized(this.pool, Math.max(this.pool.length * GROW, this.used + ids.length));
    this.start[slot] = this.used;
    this.count[slot] = ids.length;
    // A loop, not pool.set(ids): a job's lists are a few ids, and four builtin calls a job showed in a load's profile.
    for (const id of ids) this.pool[this.used++] = id;
  }

  /** How many of the slot's (distinct) ids are in `wanted`. */
  countIn(slot: number, wanted: Uint8Array): number {
    let found = 0;
    for (let i = this.start[slot]!, end = i + this.count[slot]!; i < end; i += 1) found += wanted[this.pool[i]!] ?? 0;
    return found;
  }

  /** Whether the slot holds `id`. */
  has(slot: number, id: number): boolean {
    for (let i = this.start[slot]!, end = i + this.count[slot]!; i < end; i += 1) if (this.pool[i] === id) return true;
    return false;
  }

  /** Whether every one of the slot's ids is in `wanted`. */
  allIn(slot: number, wanted: Uint8Array): boolean {
    for (let i = this.start[slot]!, end = i + this.count[slot]!; i < end; i += 1) if (wanted[this.pool[i]!] !== 1) return false;
    return true;
  }
}

const SIGN_BIT = 0x80000000 | 0;
const RADIX_BITS = 16;
const RADIX = 1 << RADIX_BITS;
const RADIX_MASK = RADIX - 1;

/** Copies `from` into `to` stably sorted by `digit` (0 to RADIX - 1) of each slot: a counting sort. */
function radixPass(from: Int32Array, to: Int32Array, digit: (slot: number) => number) {
  const starts = new Int32Array(RADIX + 1);
  for (const slot of from) starts[digit(slot) + 1]! += 1;
  for (let d = 0; d < RADIX; d += 1) starts[d + 1]! += starts[d]!;
  for (const slot of from) to[starts[digit(slot)]!++] = slot;
}

/** Slots in one ranking order (best first), kept sorted as jobs are added after the load. */
export class SlotOrder {
  slots = new Int32Array(0);
  length = 0;

  constructor(readonly compare: (a: number, b: number) => number) {}

  /** Sorts slots 0..size once, after a load. */
  build(size: number) {
    this.slots = new Int32Array(Math.max(1024, size * GROW));
    for (let slot = 0; slot < size; slot += 1) this.slots[slot] = slot;
    this.slots.subarray(0, size).sort(this.compare);
    this.length = size;
  }

  /**
   * Sorts slots 0..size once, after a load, by `key` descending and then as `within` (built) orders them: what this
   * order's comparator says when it is key, then `within`'s. A stable radix sort of `within`'s slots (two passes of 16
   * bits): no comparator call, where a comparison sort of 1M slots made about 20M.
   */
  buildByKey(key: Int32Array, within: SlotOrder, size: number) {
    // Ascending by this is descending by key: int32 to unsigned keeping order (flip the sign bit), then complemented.
    const rank = (slot: number) => ~(key[slot]! ^ SIGN_BIT) >>> 0;
    const low = new Int32Array(size);
    radixPass(within.slots.subarray(0, size), low, (slot) => rank(slot) & RADIX_MASK);
    this.slots = new Int32Array(Math.max(1024, size * GROW));
    radixPass(low, this.slots.subarray(0, size), (slot) => rank(slot) >>> RADIX_BITS);
    this.length = size;
  }

  /** Adds slots from..to at once (`mergeSlots`). */
  merge(from: number, to: number) {
    this.mergeSlots(Int32Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i));
  }

  /**
   * Adds `fresh` (slots not in the order) at once: sorted among themselves, then placed from the end, each by a binary
   * search of the slots before it and one copyWithin of the block it passes. A change's slots fall all over the
   * order: a walk comparing every slot cost a comparator call per slot of the order per slice (most of a bulk
   * change's thread time).
   */
  mergeSlots(fresh: Int32Array) {
    const added = fresh.length;
    if (added === 0) return;
    fresh.sort(this.compare);
    if (this.length + added > this.slots.length) this.slots = resized(this.slots, (this.length + added) * GROW);
    const { slots, compare } = this;
    // Slots 0..end are not moved yet; fresh 0..j neither.
    let end = this.length;
    for (let j = added - 1; j >= 0; j -= 1) {
      const slot = fresh[j]!;
      // The first of 0..end ordered after `slot` (an equal one stays before it, as insert leaves it).
      let low = 0;
      let high = end;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compare(slots[middle]!, slot) > 0) high = middle;
        else low = middle + 1;
      }
      slots.copyWithin(low + j + 1, low, end);
      slots[low + j] = slot;
      end = low;
    }
    this.length += added;
  }

  /**
   * Puts `slot` in `old`'s place, for a slot this order compares equal to `old` (a changed job whose post time and
   * pay stayed: a new title, a renamed company): one binary search, nothing moved, the order does not grow by a dead
   * slot. False when `old` is not in the order.
   */
  replaceSlot(old: number, slot: number): boolean {
    const { slots, compare } = this;
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(slots[middle]!, old) < 0) low = middle + 1;
      else high = middle;
    }
    // Dead slots of the same job (earlier changes) compare equal too: the old one is among them.
    for (let i = low; i < this.length && compare(slots[i]!, old) === 0; i += 1) {
      if (slots[i] === old) {
        slots[i] = slot;
        return true;
      }
    }
    return false;
  }

  insert(slot: number) {
    if (this.length === this.slots.length) this.slots = resized(this.slots, this.length * GROW);
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.slots[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    this.slots.copyWithin(low + 1, low, this.length);
    this.slots[low] = slot;
    this.length += 1;
  }
}

/** A set of slots cleared in O(1) between searches: each search gets a new stamp. */
export class SlotSet {
  private stamps = new Int32Array(0);
  private stamp = 0;

  begin(size: number): this {
    if (this.stamps.length < size || this.stamp === 2 ** 31 - 1) {
      this.stamps = new Int32Array(Math.max(size * GROW, 1024));
      this.stamp = 0;
    }
    this.stamp += 1;
    return this;
  }

  /** Adds the slot; false when it was in already. */
  add(slot: number): boolean {
    if (this.stamps[slot] === this.stamp) return false;
    this.stamps[slot] = this.stamp;
    return true;
  }

  has(slot: number): boolean {
    return this.stamps[slot] === this.stamp;
  }
}
