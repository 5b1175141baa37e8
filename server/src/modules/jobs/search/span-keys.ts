import { GROW, resized } from './columns';
import { detached } from './detached';

export const NO_KEY = -1;
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the span's UTF-16 units, then spread (murmur3's finaliser) so its low bits pick slots evenly. */
export function hashSpan(text: string, from: number, to: number): number {
  let hash = FNV_OFFSET;
  for (let i = from; i < to; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return finishHash(hash);
}

/** The step of `hashSpan` for one more unit: a reader that walks a text unit by unit hashes as it goes. */
export const hashStep = (hash: number, unit: number) => Math.imul(hash ^ unit, FNV_PRIME);
export const HASH_START = FNV_OFFSET;

export function finishHash(hash: number): number {
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  return hash ^ (hash >>> 13);
}

/**
 * Distinct strings numbered in the order added, found by a span of a larger text without cutting the span out: a
 * full load finds each job's lexemes and terms in its batch's text (load-batches.ts), so a key met again (most of
 * them) costs a hash and a comparison, not a new string and a Map's look-up (17 million of them at 1M jobs). Open
 * addressing (linear probing) over ids; each id's hash is kept, so a probe compares text only on a full match of it.
 */
export class SpanKeys {
  private readonly keys: string[] = [];
  private hashes = new Int32Array(0);
  private table = new Int32Array(0);

  get size() {
    return this.keys.length;
  }

  key(id: number): string {
    return this.keys[id]!;
  }

  /** The id of `text`'s span from..to (its hash given, as `hashSpan` makes it), or NO_KEY. */
  findHashed(text: string, from: number, to: number, hash: number): number {
    if (this.keys.length === 0) return NO_KEY;
    const mask = this.table.length - 1;
    const length = to - from;
    for (let at = hash & mask; ; at = (at + 1) & mask) {
      const id = this.table[at]!;
      if (id === NO_KEY) return NO_KEY;
      if (this.hashes[id] !== hash) continue;
      const key = this.keys[id]!;
      if (key.length !== length) continue;
      let i = 0;
      while (i < length && key.charCodeAt(i) === text.charCodeAt(from + i)) i += 1;
      if (i === length) return id;
    }
  }

  find(text: string, from = 0, to = text.length): number {
    return this.findHashed(text, from, to, hashSpan(text, from, to));
  }

  /** Adds the span (the caller found it absent) as the next id; the key is kept in a string of its own (detached.ts). */
  addHashed(text: string, from: number, to: number, hash: number): number {
    const id = this.keys.length;
    if ((id + 1) * 2 > this.table.length) this.rehash(Math.max(1024, this.table.length * GROW));
    if (id === this.hashes.length) this.hashes = resized(this.hashes, Math.max(1024, id * GROW));
    this.keys.push(detached(from === 0 && to === text.length ? text : text.slice(from, to)));
    this.hashes[id] = hash;
    this.place(id);
    return id;
  }

  add(text: string, from = 0, to = text.length): number {
    return this.addHashed(text, from, to, hashSpan(text, from, to));
  }

  private place(id: number) {
    const mask = this.table.length - 1;
    let at = this.hashes[id]! & mask;
    while (this.table[at] !== NO_KEY) at = (at + 1) & mask;
    this.table[at] = id;
  }

  private rehash(size: number) {
    this.table = new Int32Array(size).fill(NO_KEY);
    for (let id = 0; id < this.keys.length; id += 1) this.place(id);
  }
}
