// The typo lookup alone, at several vocabulary sizes: the lexicon's deletion index against the scan of every word of
// a neighbouring length it replaced (issue 50), on the same random words, with the heap and buffers each costs.
import { isOneEditApart } from '../../core/jobs/typo';
import { Lexicon } from '../../server/src/modules/jobs/search/lexicon';
import { createRandom } from '../lib';

export { createRandom };

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

/** Unknown words per query, as in the probe. */
export const PROBE_WORDS = 20;
const PROBE_LENGTH = 9;

/** `count` distinct random words of 4-12 letters (9 on average, like the probe's), and 20 unknown 9-letter words. */
export function randomVocabulary(count: number, seed = 50) {
  const random = createRandom(seed);
  const word = (length: number) => Array.from({ length }, () => random.pick(LETTERS)).join('');
  const words = new Set<string>();
  while (words.size < count) words.add(word(6 + Math.floor(random.next() * 7)));
  const unknown: string[] = [];
  while (unknown.length < PROBE_WORDS) {
    const candidate = word(PROBE_LENGTH);
    if (!words.has(candidate)) unknown.push(candidate);
  }
  return { words: [...words], unknown };
}

/** The lexicon's typo lookup before issue 50: every folded form of a neighbouring length, compared. */
function scanByLength(words: readonly string[]) {
  const byLength: string[][] = [];
  for (const word of words) (byLength[word.length] ??= []).push(word);
  return (query: string) => {
    const found: string[] = [];
    for (let length = query.length - 1; length <= query.length + 1; length += 1) {
      for (const candidate of byLength[length] ?? []) if (isOneEditApart(query, candidate)) found.push(candidate);
    }
    return found;
  };
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const memory = () => {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return { heapUsed, arrayBuffers };
};
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
/** This process's CPU time (ms): on a shared machine wall time moves with the neighbours' load. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Milliseconds for all of `queries`, the median of `rounds` rounds. */
function timeQueries(rounds: number, queries: readonly string[], lookup: (query: string) => unknown): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    for (const query of queries) lookup(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(3));
}

export interface WordsResult {
  words: number;
  /** Adding `words` to a lexicon, its first lookup (where the deletion index makes its keys), in CPU ms; what it holds
   * beyond the words' own strings (MB, after a collection). Lookups below are wall time, the median of rounds. */
  buildMs: number;
  firstLookupMs: number;
  heapMb: number;
  buffersMb: number;
  typoIndexKeys?: number;
  /** 20 unknown 9-letter words, all looked up (median of rounds, ms): the deletion index, then the scan it replaced. */
  unknownWordsMs: number;
  unknownWordsScanMs: number;
  /** 20 one-letter typos of words the lexicon holds (each finds its word). */
  typoWordsMs: number;
  typoWordsScanMs: number;
  neighboursFound: number;
}

/** The lexicon of `count` random words: its build, its memory, and both lookups of 20 unknown and 20 misspelt words. */
export function measureWords(count: number): WordsResult {
  const { words, unknown } = randomVocabulary(count);
  const random = createRandom(9);
  const misspelt = Array.from({ length: PROBE_WORDS }, () => {
    const word = random.pick(words);
    const at = Math.floor(random.next() * word.length);
    return `${word.slice(0, at)}${word[at] === 'z' ? 'y' : 'z'}${word.slice(at + 1)}`;
  });
  const before = memory();
  const started = cpuMs();
  const lexicon = new Lexicon();
  const held = new Set<string>();
  for (const word of words) {
    held.add(word);
    lexicon.add(word, (lexeme) => held.has(lexeme));
  }
  const buildMs = Math.round(cpuMs() - started);
  // The deletion index makes its keys at the first lookup (the scan before it had nothing to make).
  const firstStarted = cpuMs();
  lexicon.near(unknown[0]!);
  const firstLookupMs = Math.round(cpuMs() - firstStarted);
  held.clear();
  const after = memory();
  const scan = scanByLength(words);
  const sizeOf = (lexicon as { typoIndexSize?: () => { keys: number } }).typoIndexSize;
  const found = misspelt.reduce((sum, query) => sum + lexicon.near(query).length, 0);
  if (misspelt.some((query) => String(lexicon.near(query)) !== String(scan(query)))) throw new Error('the index and the scan differ');
  return {
    words: count,
    buildMs,
    firstLookupMs,
    heapMb: mb(after.heapUsed - before.heapUsed),
    buffersMb: mb(after.arrayBuffers - before.arrayBuffers),
    typoIndexKeys: sizeOf?.call(lexicon).keys,
    unknownWordsMs: timeQueries(21, unknown, (query) => lexicon.near(query)),
    unknownWordsScanMs: timeQueries(5, unknown, scan),
    typoWordsMs: timeQueries(21, misspelt, (query) => lexicon.near(query)),
    typoWordsScanMs: timeQueries(5, misspelt, scan),
    neighboursFound: found,
  };
}
