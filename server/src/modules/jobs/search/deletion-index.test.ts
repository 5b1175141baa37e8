// The deletion index finds exactly what a comparison with every word finds (the lexicon's scan before issue 50).
import { describe, expect, it } from 'vitest';
import { foldText } from '@core/jobs/fold-text';
import { allowsTypos, isOneEditApart, TYPO_MAX_LENGTH } from '@core/jobs/typo';
import { DeletionIndex } from './deletion-index';
import { Lexicon } from './lexicon';

/** mulberry32: the same words every run. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A small alphabet (and an accented letter, and a digit) makes neighbours common: most queries find some.
const LETTERS = 'aeinorst' + 'lcdu' + 'ñ' + '7';

function wordsAndTypos(seed: number, count: number) {
  const random = createRandom(seed);
  const letter = () => LETTERS[Math.floor(random() * LETTERS.length)]!;
  const word = (length: number) => Array.from({ length }, letter).join('');
  const words = new Set<string>();
  while (words.size < count) words.add(word(1 + Math.floor(random() * 12)));
  const listed = [...words];
  /** One random edit of a word: insert, delete, replace, swap neighbours (or none: the word itself). */
  const typo = (source: string): string => {
    const at = Math.floor(random() * source.length);
    switch (Math.floor(random() * 5)) {
      case 0:
        return source.slice(0, at) + letter() + source.slice(at);
      case 1:
        return source.slice(0, at) + source.slice(at + 1);
      case 2:
        return source.slice(0, at) + letter() + source.slice(at + 1);
      case 3:
        return at + 1 < source.length ? source.slice(0, at) + source[at + 1] + source[at] + source.slice(at + 2) : source;
      default:
        return source;
    }
  };
  const queries = Array.from({ length: 3000 }, () => typo(listed[Math.floor(random() * listed.length)]!));
  // Some words no word is near, and words at the edges of what typos look for.
  queries.push(word(9), word(5), word(4), 'x'.repeat(TYPO_MAX_LENGTH), 'x'.repeat(TYPO_MAX_LENGTH + 1));
  return { words: listed, queries };
}

/** The scan issue 50 replaced: every word of a neighbouring length, compared. */
function scanner(words: readonly string[]) {
  const byLength: string[][] = [];
  for (const word of words) (byLength[word.length] ??= []).push(word);
  return (query: string): string[] => {
    const found: string[] = [];
    for (let length = query.length - 1; length <= query.length + 1; length += 1) {
      for (const candidate of byLength[length] ?? []) if (isOneEditApart(query, candidate)) found.push(candidate);
    }
    return found;
  };
}

describe('DeletionIndex', () => {
  it('finds exactly the words one edit away, as a scan of every word does, for thousands of typos', () => {
    const { words, queries } = wordsAndTypos(50, 10_000);
    const index = new DeletionIndex();
    for (const word of words) index.add(word);
    let withNeighbours = 0;
    const near = scanner(words);
    for (const query of queries.filter(allowsTypos)) {
      const expected = near(query);
      // The scan lists by length; the index in the order added.
      expect(index.near(query).sort(), query).toEqual(expected.sort());
      if (expected.length > 0) withNeighbours += 1;
    }
    expect(withNeighbours).toBeGreaterThan(1000);
  });

  it('finds insertions, deletions, replacements and swapped neighbours, at the start and the end', () => {
    const index = new DeletionIndex();
    for (const word of ['electrician', 'welder', 'weld', 'soldador', 'plumber', 'letter', 'wilder']) index.add(word);
    expect(index.near('electrican')).toEqual(['electrician']);
    expect(index.near('elcetrician')).toEqual(['electrician']);
    expect(index.near('weldr')).toEqual(['welder', 'weld']);
    expect(index.near('xwelder')).toEqual(['welder']);
    expect(index.near('welderx')).toEqual(['welder']);
    expect(index.near('wolder')).toEqual(['welder', 'wilder']);
    expect(index.near('leter')).toEqual(['letter']);
    expect(index.near('lettter')).toEqual(['letter']);
    // Equal is no typo; two edits are too many; a word shorter than 5 letters looks for none.
    expect(index.near('welder')).toEqual(['wilder']);
    expect(index.near('wleedr')).toEqual([]);
    expect(index.near('weld')).toEqual([]);
  });

  it('looks for no typos of a word longer than TYPO_MAX_LENGTH, and reaches a word one letter longer than it', () => {
    const index = new DeletionIndex();
    const longest = 'a'.repeat(TYPO_MAX_LENGTH);
    index.add(`${longest}b`);
    index.add(`${longest}bc`);
    expect(index.near(longest)).toEqual([`${longest}b`]);
    expect(index.near(`${longest}c`)).toEqual([]);
    // Only the words a typo can reach are kept (4 to 25 letters): 'a' x 24 + 'b' itself, less an 'a' (a run: once), less its 'b'.
    expect(index.size().keys).toBe(3);
  });

  it('grows one word at a time, its keys made in slices, and finds words added after the first lookups', () => {
    const index = new DeletionIndex();
    const { words, queries } = wordsAndTypos(7, 40_000);
    const added: string[] = [];
    for (const [i, word] of words.entries()) {
      index.add(word);
      added.push(word);
      if (i % 9_000 !== 8_999 && i !== words.length - 1) continue;
      const near = scanner(added);
      for (const query of queries.slice(0, 100).filter(allowsTypos)) expect(index.near(query).sort()).toEqual(near(query).sort());
    }
  });
});

describe('Lexicon.near', () => {
  it('lists what the scan listed, in its order (shortest first, then as added), accents folded once', () => {
    const { words, queries } = wordsAndTypos(34, 5000);
    const lexicon = new Lexicon();
    const lexemes = new Set<string>();
    for (const word of words) {
      lexemes.add(word);
      lexicon.add(word, (lexeme) => lexemes.has(lexeme));
    }
    // 'tubería' folds to 'tuberia', kept once with its accented form.
    for (const lexeme of ['tubería', 'tuberia']) {
      lexemes.add(lexeme);
      lexicon.add(lexeme, (known) => lexemes.has(known));
    }
    expect(lexicon.near('tuberis')).toEqual(['tuberia']);
    expect(lexicon.lexemesOf('tuberia')).toEqual(['tuberia', 'tubería']);
    // The lexicon holds each folded form once, from its first lexeme; queries come folded (expandKeyword folds them).
    const near = scanner([...new Set([...words, 'tuberia'].map(foldText))]);
    for (const query of queries.map(foldText).filter(allowsTypos)) expect(lexicon.near(query), query).toEqual(near(query));
  });
});
