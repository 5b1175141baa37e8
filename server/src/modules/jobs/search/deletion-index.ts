import { allowsTypos, isOneEditApart, TYPO_MAX_LENGTH, TYPO_MIN_LENGTH } from '@core/jobs/typo';

// A word one edit from a typo-able query (TYPO_MIN_LENGTH to TYPO_MAX_LENGTH letters) is one letter shorter at least, longer at most.
const SHORTEST_KEPT = TYPO_MIN_LENGTH - 1;
const LONGEST_KEPT = TYPO_MAX_LENGTH + 1;
// A key is one entry of `entries`: the word's id and which key of the word it is (0: the word itself, k: less its
// letter k - 1), packed as id * KEY_SPAN + k, and the next entry of its bucket.
const KEY_SPAN = 32;
const STRIDE = 2;
const [KEY, NEXT] = [0, 1];
const NONE = -1;
/** Ids stay below this, so a packed key fits an Int32 (67 million words: more than any store holds). */
const MAX_WORDS = 2 ** 31 / KEY_SPAN;
// Keys per bucket at most, on average, and how much the buckets grow past it: a bucket is 4 bytes, and chains every
// key of its bucket (a query's word meets 2 to 8 others a key it looks up, each rejected in a few nanoseconds).
const KEYS_PER_BUCKET = 8;
const BUCKET_GROWTH = 4;
/** Words added before their keys are made, at most: a load makes them in slices of this many, and no lookup makes more. */
const PENDING_WORDS = 16_384;

const HASH_BASE = 0x01000193;
/** HASH_BASE ** k (mod 2 ** 32), for every length a kept word can have. */
const POWERS = new Int32Array(LONGEST_KEPT + 1).map((_, k) => {
  let power = 1;
  for (let i = 0; i < k; i += 1) power = Math.imul(power, HASH_BASE);
  return power;
});

/** murmur3's finaliser: spreads a polynomial hash's bits, so its low ones pick buckets evenly. */
function mix(hash: number): number {
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) | 0;
}

/**
 * Writes the hashes of a word's keys into `hashes`: the word itself (key 0) and, when `deletions`, the word less each
 * letter (key k: less letter k - 1; SymSpell's deletions, one edit deep). One polynomial hash, so a deletion's is its
 * prefix's, shifted, plus its suffix's: O(length) for them all.
 */
function keyHashes(word: string, deletions: boolean, hashes: Int32Array, prefixes: Int32Array) {
  const length = word.length;
  let prefix = 0;
  for (let i = 0; i < length; i += 1) {
    prefixes[i] = prefix;
    prefix = (Math.imul(prefix, HASH_BASE) + word.charCodeAt(i)) | 0;
  }
  hashes[0] = mix(prefix);
  if (!deletions) return;
  // The letters after i, at the powers the whole word gives them (a deletion keeps those).
  let suffix = 0;
  for (let i = length - 1; i >= 0; i -= 1) {
    hashes[i + 1] = mix((Math.imul(prefixes[i]!, POWERS[length - 1 - i]!) + suffix) | 0);
    suffix = (suffix + Math.imul(word.charCodeAt(i), POWERS[length - 1 - i]!)) | 0;
  }
}

/** Whether a word's key `key` repeats the one before it: a run of one letter ('tt') gives one deletion, kept once. */
const repeatsKey = (word: string, key: number) => key > 1 && word.charCodeAt(key - 1) === word.charCodeAt(key - 2);

/** How many keys a kept word has: itself, and its deletions but those repeated. */
function keyCount(word: string): number {
  if (word.length < TYPO_MIN_LENGTH) return 1;
  let keys = 1;
  for (let key = 1; key <= word.length; key += 1) if (!repeatsKey(word, key)) keys += 1;
  return keys;
}

/**
 * Words by their single-letter deletions, for one-edit typos at a cost that does not grow with the words kept
 * (README "How a query becomes a match"). Two words one edit apart (core isOneEditApart: a letter inserted,
 * deleted, replaced, or two neighbours swapped) share a key: one is the other less a letter, or both less one
 * letter are equal ('welder'/'wilder' -> 'wlder', 'elcetrician'/'electrician' -> 'eletrician'). `near` looks up
 * the query's own keys and confirms every word their buckets hold with isOneEditApart, so it finds exactly what a
 * comparison with every word would.
 *
 * Only the words a typo-able query can reach are kept (TYPO_MIN_LENGTH - 1 to TYPO_MAX_LENGTH + 1 letters); the
 * shortest kept need no deletions (a 5-letter query reaches a 4-letter word through its own deletion). A key is no
 * string: its hash picks a bucket, and the key is kept as its word's id and position (8 bytes, with the bucket's
 * chain; a bucket, 4 bytes, chains 2 to 8 keys), in typed arrays the collector never walks. Words are added one at a
 * time (the lexicon grows with the store) and never removed; their keys are made in slices of words.
 */
export class DeletionIndex {
  /** The words by id, in the order added. */
  private readonly words: string[] = [];
  /** Words below this id have their keys in the index; the later ones are indexed at the next lookup or slice (`catchUp`). */
  private indexed = 0;
  /** Per key: its packed id and key (id * KEY_SPAN + k), and the next key of its bucket (NONE ends a chain). */
  private entries = new Int32Array(0);
  private count = 0;
  /** Each bucket's last key (NONE: empty); a power of two, KEYS_PER_BUCKET keys a bucket at most on average. */
  private buckets = new Int32Array(1).fill(NONE);
  /** Scratch for one word's key hashes. */
  private readonly hashes = new Int32Array(LONGEST_KEPT + 1);
  private readonly prefixes = new Int32Array(LONGEST_KEPT);

  /** Adds a word not added before (the caller keeps them distinct); a word no typo-able query can reach is left out. */
  add(word: string) {
    if (word.length < SHORTEST_KEPT || word.length > LONGEST_KEPT || this.words.length === MAX_WORDS) return;
    if (this.words.push(word) - this.indexed >= PENDING_WORDS) this.catchUp();
  }

  /** The words one edit from `word` (core isOneEditApart), in the order they were added; none unless allowsTypos(word). */
  near(word: string): string[] {
    if (!allowsTypos(word)) return [];
    this.catchUp();
    keyHashes(word, true, this.hashes, this.prefixes);
    const found: number[] = [];
    const mask = this.buckets.length - 1;
    for (let key = 0; key <= word.length; key += 1) {
      if (repeatsKey(word, key)) continue;
      // A bucket chains other keys too (no hash is kept): each word met is confirmed, and a word one edit away is met.
      for (let entry = this.buckets[this.hashes[key]! & mask]!; entry !== NONE; entry = this.entries[entry * STRIDE + NEXT]!) {
        const id = Math.floor(this.entries[entry * STRIDE + KEY]! / KEY_SPAN);
        if (isOneEditApart(word, this.words[id]!)) found.push(id);
      }
    }
    // A word may share two keys with the query ('abcde' and 'abdce' share 'abde' and 'abce'): listed once.
    found.sort((a, b) => a - b);
    return found.filter((id, i) => id !== found[i - 1]).map((id) => this.words[id]!);
  }

  /** Keys held (a word and its deletions) and the typed arrays' bytes (the words are the store's strings), all words indexed. */
  size(): { keys: number; bytes: number } {
    this.catchUp();
    return { keys: this.count, bytes: this.entries.byteLength + this.buckets.byteLength };
  }

  /**
   * Indexes the words added since the last lookup or slice, the arrays grown once for all of them: a load's words in
   * slices (a few milliseconds each, between its batches of rows), so its first search makes few keys, if any.
   */
  private catchUp() {
    const { words } = this;
    if (this.indexed === words.length) return;
    let needed = this.count;
    for (let id = this.indexed; id < words.length; id += 1) needed += keyCount(words[id]!);
    if (needed * STRIDE > this.entries.length) {
      // Half as much again (or what the slice needs): a doubling would leave up to half the largest array unused.
      const grown = new Int32Array(STRIDE * Math.max(needed, Math.ceil((this.count * 3) / 2)));
      grown.set(this.entries.subarray(0, this.count * STRIDE));
      this.entries = grown;
    }
    let size = this.buckets.length;
    while (size * KEYS_PER_BUCKET < needed) size *= BUCKET_GROWTH;
    if (size !== this.buckets.length) this.rebucket(size);
    const mask = size - 1;
    for (; this.indexed < words.length; this.indexed += 1) {
      const word = words[this.indexed]!;
      const deletions = word.length >= TYPO_MIN_LENGTH;
      keyHashes(word, deletions, this.hashes, this.prefixes);
      for (let key = 0; key < (deletions ? word.length + 1 : 1); key += 1) {
        if (repeatsKey(word, key)) continue;
        const entry = this.count++;
        const at = this.hashes[key]! & mask;
        this.entries[entry * STRIDE + KEY] = this.indexed * KEY_SPAN + key;
        this.entries[entry * STRIDE + NEXT] = this.buckets[at]!;
        this.buckets[at] = entry;
      }
    }
  }

  /** More buckets: every key is chained again, its hash computed again from its word (a word's keys are adjacent). */
  private rebucket(size: number) {
    this.buckets = new Int32Array(size).fill(NONE);
    const mask = size - 1;
    let hashed = NONE;
    for (let entry = 0; entry < this.count; entry += 1) {
      const packed = this.entries[entry * STRIDE + KEY]!;
      const id = Math.floor(packed / KEY_SPAN);
      if (id !== hashed) {
        const word = this.words[id]!;
        keyHashes(word, word.length >= TYPO_MIN_LENGTH, this.hashes, this.prefixes);
        hashed = id;
      }
      const at = this.hashes[packed % KEY_SPAN]! & mask;
      this.entries[entry * STRIDE + NEXT] = this.buckets[at]!;
      this.buckets[at] = entry;
    }
  }
}
