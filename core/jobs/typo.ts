// One-letter typos: a word of TYPO_MIN_LENGTH+ letters finds words one edit away ('electrican' ->
// 'electrician', 'soldadr' -> 'soldador'). Shorter words would find too many others ('weld' -> 'held').
// Longer than TYPO_MAX_LENGTH, a word is no trade word ('telecomunicaciones' has 18 letters): the
// search's typo index keeps no longer words, so a 10,000-letter one costs no 10,000 deletions.

export const TYPO_MIN_LENGTH = 5;
export const TYPO_MAX_LENGTH = 24;

/**
 * Whether `a` and `b` differ by exactly one edit: a letter inserted, deleted or replaced, or two
 * neighbours swapped ('elcetrician'). Equal words are not a typo of each other. O(length), no table.
 */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start += 1;
  if (short.length === long.length) {
    // Replace one letter, or swap it with the next.
    if (short.slice(start + 1) === long.slice(start + 1)) return true;
    return short[start] === long[start + 1] && short[start + 1] === long[start] && short.slice(start + 2) === long.slice(start + 2);
  }
  // One letter more in `long`, at `start`.
  return short.slice(start) === long.slice(start + 1);
}

/** Whether a (folded) word's typos are looked for: long enough, and not too long. */
export const allowsTypos = (word: string) => word.length >= TYPO_MIN_LENGTH && word.length <= TYPO_MAX_LENGTH;
