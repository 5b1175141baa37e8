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

/** About how many slots a text query matches, from its posting lists' lengths (dead slots included). */
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
