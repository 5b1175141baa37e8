import type { TextQuery } from '../text-query';
import { GROW } from './columns';
import type { JobStore } from './store';

// Slots a search gathers (keyword matches), reused by every (synchronous) search.
let gathered = new Int32Array(1024);

/** The slots set in `mask`, in `gathered[0..count)`: four at a time, skipping empty words. */
export function gatherMask(mask: Uint8Array): Int32Array {
  if (gathered.length < mask.length) gathered = new Int32Array(mask.length * GROW);
  const words = new Uint32Array(mask.buffer, mask.byteOffset, mask.length >>> 2);
  let count = 0;
  for (let word = 0; word < words.length; word += 1) {
    if (words[word] === 0) continue;
    for (let slot = word * 4; slot < word * 4 + 4; slot += 1) if (mask[slot] === 1) gathered[count++] = slot;
  }
  for (let slot = words.length * 4; slot < mask.length; slot += 1) if (mask[slot] === 1) gathered[count++] = slot;
  return gathered.subarray(0, count);
}

/** About how many slots a text query matches, from its posting lists' lengths (some dead slots included). */
export function estimateMatches(query: TextQuery, store: JobStore): number {
  switch (query.type) {
    case 'lexeme':
      return store.postings.count(query.value);
    case 'not':
      return store.size - estimateMatches(query.operand, store);
    case 'and':
    case 'phrase':
      return Math.min(estimateMatches(query.left, store), estimateMatches(query.right, store));
    case 'or':
      return estimateMatches(query.left, store) + estimateMatches(query.right, store);
  }
}

/**
 * The query's matches among slots from..to only, at mask[from..to) (the rest untouched): a cached mask brought up to
 * date with the slots a change appended (search-caches.ts). Posting lists are ascending, so each list is entered at
 * its first slot >= from by a binary search; the same operators as text-query.ts matchMask, over the range.
 */
export function matchRange(
  query: TextQuery,
  postings: (lexeme: string) => ArrayLike<number> | undefined,
  mask: Uint8Array,
  from: number,
  to: number,
) {
  const length = to - from;
  const words = Math.ceil(length / 4);
  const wordsOf = (range: Uint8Array) => new Uint32Array(range.buffer, 0, words);
  const mark = (range: Uint8Array, lexeme: string, value: 0 | 1) => {
    const slots = postings(lexeme);
    if (!slots) return range;
    let [low, high] = [0, slots.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (slots[middle]! < from) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < slots.length && slots[i]! < to; i += 1) range[slots[i]! - from] = value;
    return range;
  };
  const evaluate = (node: TextQuery): Uint8Array => {
    switch (node.type) {
      case 'lexeme':
        return mark(new Uint8Array(new ArrayBuffer(words * 4), 0, length), node.value, 1);
      case 'not': {
        const range = evaluate(node.operand);
        const flipped = wordsOf(range);
        for (let i = 0; i < words; i += 1) flipped[i] ^= 0x01010101;
        return range;
      }
      case 'or': {
        // Sets (or clears) one lexeme's slots in place: `a | b` and `a & !b` need no second range.
        if (node.right.type === 'lexeme') return mark(evaluate(node.left), node.right.value, 1);
        if (node.left.type === 'lexeme') return mark(evaluate(node.right), node.left.value, 1);
        const range = evaluate(node.left);
        const [left, right] = [wordsOf(range), wordsOf(evaluate(node.right))];
        for (let i = 0; i < words; i += 1) left[i] |= right[i]!;
        return range;
      }
      case 'and': {
        const { left: l, right: r } = node;
        if (r.type === 'not' && r.operand.type === 'lexeme') return mark(evaluate(l), r.operand.value, 0);
        if (l.type === 'not' && l.operand.type === 'lexeme') return mark(evaluate(r), l.operand.value, 0);
        const range = evaluate(node.left);
        const [left, right] = [wordsOf(range), wordsOf(evaluate(node.right))];
        for (let i = 0; i < words; i += 1) left[i] &= right[i]!;
        return range;
      }
      case 'phrase':
        throw new Error('matchRange: phrase operators need word positions (check hasPhrase first)');
    }
  };
  if (length > 0) mask.set(evaluate(query), from);
}
