import { GROW, resized } from './columns';
import { hashSpan, NO_KEY, SpanKeys } from './span-keys';

/**
 * The slots holding each lexeme (posting lists), ascending. Most lexemes of a large store are held by one job (a
 * number, a street, a name): such a lexeme's map value is its slot itself, and only a lexeme held twice gets a list
 * (at 1M jobs, an array per lexeme was a third of the index's heap); a long list moves to a typed array. A single slot
 * is handed out as a fresh one-element array, a typed list as a view of its filled part.
 */
// A list this long moves to a typed array (4 bytes a slot, not 8: a word every job holds was 8 MB a million jobs).
const TYPED_FROM = 256;

/** A long posting list: slots in a typed array with room to grow by an eighth to a quarter (a doubling would leave half unused). */
export class TypedList {
  items: Int32Array;
  length: number;
  /**
   * Eighths of an eighth more each growth, 0-7 by the list's place among the postings' lists: words held by every job
   * fill their lists in step, and grew all in one slice of a bulk change (ten lists of 150,000-250,000 slots held a
   * slice 12-33 ms where fresh memory is slow).
   */
  private readonly spread: number;

  constructor(slots: readonly number[], place: number) {
    this.spread = (place * 5) & 7;
    this.items = new Int32Array(slots.length * 2);
    this.items.set(slots);
    this.length = slots.length;
  }

  /**
   * Appends `slot`. A full list first drops the slots `alive` (the store's, when it has dead slots) marks dead, and
   * grows only when that left it without an eighth free: a bulk change kills a job's old slot as it appends the new
   * one, so a word every job holds made each of its lists a new array and the old one garbage until the next major
   * collection, 49.5 MB of typed arrays a 100,000-job change, which started one by V8's external memory pressure
   * (issue 50; bench/results/search-diary.md, 2026-12-01).
   */
  push(slot: number, alive?: Uint8Array) {
    if (this.length === this.items.length) {
      if (alive) this.dropDead(alive);
      if (this.length + (this.items.length >>> 3) > this.items.length) {
        const eighth = Math.max(TYPED_FROM, this.length >>> 3);
        const grown = new Int32Array(this.length + eighth + ((eighth * this.spread) >>> 3));
        grown.set(this.items.subarray(0, this.length));
        this.items = grown;
      }
    }
    this.items[this.length++] = slot;
  }

  /** Keeps the live slots, in order. */
  private dropDead(alive: Uint8Array) {
    const { items } = this;
    let kept = 0;
    for (let i = 0; i < this.length; i += 1) {
      const slot = items[i]!;
      if (alive[slot] === 1) items[kept++] = slot;
    }
    this.length = kept;
  }
}

export class Postings {
  /** The lexemes, numbered in the order first held (span-keys.ts: a load finds them in its batch text). */
  private readonly lexemes = new SpanKeys();
  /** Per lexeme id: its one slot (>= 0), or ~ the index of its list in `lists`. */
  private entries = new Int32Array(0);
  private readonly lists: (number[] | TypedList)[] = [];

  get size() {
    return this.lexemes.size;
  }

  has(lexeme: string): boolean {
    return this.lexemes.find(lexeme) !== NO_KEY;
  }

  get(lexeme: string): ArrayLike<number> | undefined {
    const id = this.lexemes.find(lexeme);
    if (id === NO_KEY) return undefined;
    const entry = this.entries[id]!;
    if (entry >= 0) return [entry];
    const list = this.lists[~entry]!;
    return list instanceof TypedList ? list.items.subarray(0, list.length) : list;
  }

  /** How many slots hold the lexeme (dead ones included, until a full typed list drops them). */
  count(lexeme: string): number {
    const id = this.lexemes.find(lexeme);
    if (id === NO_KEY) return 0;
    const entry = this.entries[id]!;
    return entry >= 0 ? 1 : this.lists[~entry]!.length;
  }

  /** Adds `slot` (above every slot added before) to the lexeme's list; a lexeme new to the store is answered, as kept (detached). */
  add(lexeme: string, slot: number): string | null {
    return this.addSpan(lexeme, 0, lexeme.length, hashSpan(lexeme, 0, lexeme.length), slot);
  }

  /**
   * The same for the lexeme `text` holds from..to, its hash given (hashSpan): a load's batch text, not cut. `alive`:
   * the store's, when slots may have died since the load (see below).
   */
  addSpan(text: string, from: number, to: number, hash: number, slot: number, alive?: Uint8Array): string | null {
    const id = this.lexemes.findHashed(text, from, to, hash);
    if (id === NO_KEY) {
      const added = this.lexemes.addHashed(text, from, to, hash);
      if (added === this.entries.length) this.entries = resized(this.entries, Math.max(1024, added * GROW));
      this.entries[added] = slot;
      return this.lexemes.key(added);
    }
    const entry = this.entries[id]!;
    // A lexeme whose one job changed takes the job's new slot in place of its dead one: no list (issue 50: a bulk rename
    // made one for most of its lexemes, held by that job alone, a third of what it kept past a young collection).
    if (entry >= 0 && alive?.[entry] === 0) this.entries[id] = slot;
    else if (entry >= 0) this.entries[id] = ~(this.lists.push([entry, slot]) - 1);
    else {
      const list = this.lists[~entry]!;
      if (list instanceof TypedList) list.push(slot, alive);
      else list.push(slot);
      if (Array.isArray(list) && list.length === TYPED_FROM) this.lists[~entry] = new TypedList(list, ~entry);
    }
    return null;
  }
}
