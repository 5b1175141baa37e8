import { allowsTypos, isOneEditApart, TYPO_MAX_LENGTH, TYPO_MIN_LENGTH } from '@core/jobs/typo';

// A word one edit from a typo-able query (TYPO_MIN_LENGTH to TYPO_MAX_LENGTH letters) is one letter shorter at least, longer at most.
const SHORTEST_KEPT = TYPO_MIN_LENGTH - 1;
const LONGEST_KEPT = TYPO_MAX_LENGTH + 1;
// Entry fields in `entries`, one entry a key (a word, or the word less one letter) and the word's id.
const STRIDE = 3;
const [HASH, WORD, NEXT] = [0, 1, 2];
const NONE = -1;

/** FNV-1a over `word` without its letter at `skip` (-1: none), mixed (murmur3's finaliser) so its low bits spread buckets. */
function hashWithout(word: string, skip: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i += 1) {
    if (i !== skip) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) | 0;
}

/**
 * The hashes of a word's keys: the word itself and, when `deletions`, the word less each letter (SymSpell's
 * deletions, one edit deep). A run of one letter ('tt') gives one deletion, so it is hashed once.
 */
function keyHashes(word: string, deletions: boolean): number[] {
  const hashes = [hashWithout(word, NONE)];
  if (deletions) for (let i = 0; i < word.length; i += 1) if (i === 0 || word[i] !== word[i - 1]) hashes.push(hashWithout(word, i));
  return hashes;
}

/**
 * Words by their single-letter deletions, for one-edit typos at a cost that does not grow with the words kept
 * (README "How a query becomes a match"). Two words one edit apart (core isOneEditApart: a letter inserted,
 * deleted, replaced, or two neighbours swapped) share a key: one is the other less a letter, or both less one
 * letter are equal ('welder'/'wilder' -> 'wlder', 'elcetrician'/'electrician' -> 'ecetrician'... 'eletrician').
 * `near` looks up the query's own keys and confirms each word found with isOneEditApart, so it finds exactly what
 * a comparison with every word would, hash collisions aside (they are confirmed away).
 *
 * Only the words a typo-able query can reach are kept (TYPO_MIN_LENGTH - 1 to TYPO_MAX_LENGTH + 1 letters); the
 * shortest kept need no deletions (a 5-letter query reaches a 4-letter word through its own deletion). Keys are
 * 32-bit hashes in one typed array, chained per bucket: 12 bytes a key and 4 a bucket, and nothing for the
 * collector to walk. Words are added one at a time (the lexicon grows with the store) and never removed.
 */
export class DeletionIndex {
  /** The words by id, in the order added. */
  private readonly words: string[] = [];
  /** Per key: its hash, its word's id and the next key of its bucket (NONE ends a chain). */
  private entries = new Int32Array(STRIDE * 1024);
  private count = 0;
  /** Each bucket's last key (NONE: empty); as many buckets as keys at most, a power of two. */
  private buckets = new Int32Array(1024).fill(NONE);

  /** Keys held (a word and its deletions), for the bench's memory figures. */
  get keys(): number {
    return this.count;
  }

  /** Bytes of the typed arrays (the words themselves are the store's strings). */
  get bytes(): number {
    return this.entries.byteLength + this.buckets.byteLength;
  }

  /** Adds a word not added before (the caller keeps them distinct); a word no typo-able query can reach is left out. */
  add(word: string) {
    if (word.length < SHORTEST_KEPT || word.length > LONGEST_KEPT) return;
    const id = this.words.push(word) - 1;
    for (const hash of keyHashes(word, word.length >= TYPO_MIN_LENGTH)) this.insert(hash, id);
  }

  /** The words one edit from `word` (core isOneEditApart), in the order they were added; none unless allowsTypos(word). */
  near(word: string): string[] {
    if (!allowsTypos(word)) return [];
    const found: number[] = [];
    const mask = this.buckets.length - 1;
    for (const hash of keyHashes(word, true)) {
      for (let entry = this.buckets[hash & mask]!; entry !== NONE; entry = this.entries[entry * STRIDE + NEXT]!) {
        if (this.entries[entry * STRIDE + HASH] !== hash) continue;
        const id = this.entries[entry * STRIDE + WORD]!;
        if (isOneEditApart(word, this.words[id]!)) found.push(id);
      }
    }
    // A word may share two keys with the query ('abcde' and 'abdce' share 'abde' and 'abce'): listed once.
    found.sort((a, b) => a - b);
    return found.filter((id, i) => id !== found[i - 1]).map((id) => this.words[id]!);
  }

  private insert(hash: number, id: number) {
    if (this.count * STRIDE === this.entries.length) {
      // Half as much again: a doubling would leave up to half the largest array unused.
      const grown = new Int32Array(STRIDE * Math.ceil((this.count * 3) / 2));
      grown.set(this.entries);
      this.entries = grown;
    }
    if (this.count === this.buckets.length) this.rebucket(this.buckets.length * 2);
    const entry = this.count++;
    const at = hash & (this.buckets.length - 1);
    this.entries[entry * STRIDE + HASH] = hash;
    this.entries[entry * STRIDE + WORD] = id;
    this.entries[entry * STRIDE + NEXT] = this.buckets[at]!;
    this.buckets[at] = entry;
  }

  /** More buckets: every key is chained again by its hash. */
  private rebucket(size: number) {
    this.buckets = new Int32Array(size).fill(NONE);
    const mask = size - 1;
    for (let entry = 0; entry < this.count; entry += 1) {
      const at = this.entries[entry * STRIDE + HASH]! & mask;
      this.entries[entry * STRIDE + NEXT] = this.buckets[at]!;
      this.buckets[at] = entry;
    }
  }
}
