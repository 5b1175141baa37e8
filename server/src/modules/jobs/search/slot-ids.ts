import { GROW } from './columns';

// A job id (a uuid's 32 hex digits) as four 32-bit words, first digits first: the words compare as the ids do as text.
const WORDS = 4;
const EMPTY = -1;
const HEX = 16;
// The digits of each word, as offsets into the uuid's text (its dashes at 8, 13, 18 and 23 skipped).
const DIGITS = [
  [0, 1, 2, 3, 4, 5, 6, 7],
  [9, 10, 11, 12, 14, 15, 16, 17],
  [19, 20, 21, 22, 24, 25, 26, 27],
  [28, 29, 30, 31, 32, 33, 34, 35],
].map((offsets) => Int32Array.from(offsets));

function hexDigit(code: number): number {
  // '0'-'9', 'a'-'f', 'A'-'F'
  return code <= 57 ? code - 48 : (code | 32) - 87;
}

/** The uuid's word `word` read from its text, without a substring. */
function wordOf(id: string, word: number): number {
  const offsets = DIGITS[word]!;
  let value = 0;
  for (let i = 0; i < 8; i += 1) value = value * HEX + hexDigit(id.charCodeAt(offsets[i]!));
  return value;
}

const hexOf = (value: number) => value.toString(HEX).padStart(8, '0');

/**
 * Each slot's job id as four words in one typed array, and a hash table from a live job's id to its slot: the
 * collector walks neither (a string and a map entry per job were about 100 MB of the heap at 1M jobs). The id's text
 * is made again only for the jobs a page keeps (`idAt`).
 */
export class SlotIds {
  private words = new Uint32Array(0);
  /** Open addressing (linear probing) over live slots; EMPTY: free. A removed slot's entry is taken out, its run re-placed. */
  private table = new Int32Array(0).fill(EMPTY);
  private live = 0;

  /** Live ids: the jobs in the store. */
  get size() {
    return this.live;
  }

  /** Room for `capacity` slots' ids (never less than it has). */
  resize(capacity: number) {
    if (this.words.length >= capacity * WORDS) return;
    const next = new Uint32Array(capacity * WORDS);
    next.set(this.words.subarray(0, Math.min(this.words.length, next.length)));
    this.words = next;
  }

  /** The slot `id` is at while its job is live, or undefined. */
  get(id: string): number | undefined {
    if (this.live === 0) return undefined;
    const mask = this.table.length - 1;
    const w0 = wordOf(id, 0);
    const w1 = wordOf(id, 1);
    const w2 = wordOf(id, 2);
    const w3 = wordOf(id, 3);
    for (let at = this.hash(w0, w1, w2, w3) & mask; ; at = (at + 1) & mask) {
      const slot = this.table[at]!;
      if (slot === EMPTY) return undefined;
      const base = slot * WORDS;
      const { words } = this;
      if (words[base] === w0 && words[base + 1] === w1 && words[base + 2] === w2 && words[base + 3] === w3) return slot;
    }
  }

  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /** Gives `slot` the id and makes it the id's live slot (the caller removed any earlier one). */
  set(id: string, slot: number) {
    const base = slot * WORDS;
    for (let word = 0; word < WORDS; word += 1) this.words[base + word] = wordOf(id, word);
    if ((this.live + 1) * 2 > this.table.length) this.rehash(Math.max(1024, this.table.length * GROW));
    this.place(slot);
    this.live += 1;
  }

  /** Takes the id's slot out of the table (the slot keeps its id: a dead slot's id is still read by nobody, but kept). */
  delete(id: string): boolean {
    const slot = this.get(id);
    if (slot === undefined) return false;
    const mask = this.table.length - 1;
    let at = this.hash4(slot) & mask;
    while (this.table[at] !== slot) at = (at + 1) & mask;
    this.table[at] = EMPTY;
    // The entries after it in its run are placed again, so no probe stops short at the hole.
    for (let next = (at + 1) & mask; this.table[next] !== EMPTY; next = (next + 1) & mask) {
      const moved = this.table[next]!;
      this.table[next] = EMPTY;
      this.place(moved);
    }
    this.live -= 1;
    return true;
  }

  /** The slot's id as text (lower-case uuid). */
  idAt(slot: number): string {
    const base = slot * WORDS;
    const [a, b, c, d] = [this.words[base]!, this.words[base + 1]!, this.words[base + 2]!, this.words[base + 3]!].map(hexOf) as [
      string,
      string,
      string,
      string,
    ];
    return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
  }

  /** The two slots' ids compared as text. */
  compare(a: number, b: number): number {
    const { words } = this;
    for (let word = 0; word < WORDS; word += 1) {
      const difference = words[a * WORDS + word]! - words[b * WORDS + word]!;
      if (difference !== 0) return difference < 0 ? -1 : 1;
    }
    return 0;
  }

  /** The slot's id compared as text with `id`. */
  compareTo(slot: number, id: string): number {
    for (let word = 0; word < WORDS; word += 1) {
      const difference = this.words[slot * WORDS + word]! - wordOf(id, word);
      if (difference !== 0) return difference < 0 ? -1 : 1;
    }
    return 0;
  }

  private hash(w0: number, w1: number, w2: number, w3: number): number {
    let hash = Math.imul(w0 ^ (w1 >>> 7), 0x9e3779b1) ^ Math.imul(w2 ^ (w3 >>> 3), 0x85ebca6b) ^ w3;
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    return (hash ^ (hash >>> 13)) >>> 0;
  }

  private hash4(slot: number): number {
    const base = slot * WORDS;
    const { words } = this;
    return this.hash(words[base]!, words[base + 1]!, words[base + 2]!, words[base + 3]!);
  }

  private place(slot: number) {
    const mask = this.table.length - 1;
    let at = this.hash4(slot) & mask;
    while (this.table[at] !== EMPTY) at = (at + 1) & mask;
    this.table[at] = slot;
  }

  private rehash(size: number) {
    const old = this.table;
    this.table = new Int32Array(size).fill(EMPTY);
    for (const slot of old) if (slot !== EMPTY) this.place(slot);
  }
}
