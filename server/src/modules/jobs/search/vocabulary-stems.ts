import { sql } from 'drizzle-orm';
import { foldText } from '@core/jobs/fold-text';
import { SPANISH_STOP_WORDS, TRADE_VOCABULARY, vocabularyWords } from '@core/jobs/trade-vocabulary';
import type { Executor } from '../../../db/client';
import { DeletionIndex } from './deletion-index';

/** core's trade vocabulary as the index matches it: by folded lexeme, stemmed as PostgreSQL stems a posting's words. */
export interface StemmedVocabulary {
  /** Folded stem -> its group (index in TRADE_VOCABULARY). */
  groupOf: Map<string, number>;
  /** Each group's folded stems. */
  groupStems: string[][];
  /** Folded word (unstemmed) -> its group: a typo is one edit from the word more often than from its stem ('instrumentaton'). */
  groupOfWord: Map<string, number>;
  /** Folded stem -> the vocabulary word shown for it ('welder'; 'weld' for 'welding'): the first word with that stem. */
  wordOf: Map<string, string>;
  /** Folded stems of SPANISH_STOP_WORDS. */
  stopWords: Set<string>;
  /** The stems (groupOf's keys) and the words (groupOfWord's keys) by their deletions, in their maps' order: a typo's neighbours. */
  typoStems: DeletionIndex;
  typoWords: DeletionIndex;
}

/** Each word's folded stem as PostgreSQL's english configuration makes it (none for a stop word), in one round trip. */
async function stemWords(db: Executor, words: readonly string[]): Promise<Map<string, string>> {
  // Vocabulary words hold no space (core trade-vocabulary.test.ts), so one text parameter carries them all.
  const result = await db.execute<{ word: string; vector: string }>(
    sql`select w as word, to_tsvector('english', w)::text as vector from unnest(string_to_array(${words.join(' ')}, ' ')) w`,
  );
  const stemOf = new Map<string, string>();
  for (const row of result.rows) {
    // A one-word tsvector prints as 'lexeme':1 (nothing for a stop word).
    const lexeme = /^'((?:[^']|'')*)'/.exec(row.vector)?.[1]?.replaceAll("''", "'");
    if (lexeme) stemOf.set(row.word, foldText(lexeme));
  }
  return stemOf;
}

/** Stems every vocabulary word with PostgreSQL's english configuration. */
export async function stemVocabulary(db: Executor): Promise<StemmedVocabulary> {
  const stemOf = await stemWords(db, [...new Set([...vocabularyWords(), ...SPANISH_STOP_WORDS])]);
  const vocabulary: StemmedVocabulary = {
    groupOf: new Map(),
    groupOfWord: new Map(),
    groupStems: [],
    wordOf: new Map(),
    stopWords: new Set(),
    typoStems: new DeletionIndex(),
    typoWords: new DeletionIndex(),
  };
  TRADE_VOCABULARY.forEach((entry, group) => {
    const stems = new Set<string>();
    for (const word of [...entry.en, ...entry.es]) {
      vocabulary.groupOfWord.set(foldText(word), group);
      const stem = stemOf.get(word);
      // A stem another group already has stays with it (sharedVocabularyStems finds those; the tests expect none).
      if (stem === undefined || (vocabulary.groupOf.has(stem) && vocabulary.groupOf.get(stem) !== group)) continue;
      stems.add(stem);
      vocabulary.groupOf.set(stem, group);
      if (!vocabulary.wordOf.has(stem)) vocabulary.wordOf.set(stem, word);
    }
    vocabulary.groupStems.push([...stems]);
  });
  for (const word of SPANISH_STOP_WORDS) {
    const stem = stemOf.get(word);
    if (stem) vocabulary.stopWords.add(stem);
  }
  for (const stem of vocabulary.groupOf.keys()) vocabulary.typoStems.add(stem);
  for (const word of vocabulary.groupOfWord.keys()) vocabulary.typoWords.add(word);
  return vocabulary;
}

/** Words whose stem another group holds too ('word -> stem'; none expected): each would join two concepts. */
export async function sharedVocabularyStems(db: Executor): Promise<string[]> {
  const stemOf = await stemWords(db, vocabularyWords());
  const groupsOf = new Map<string, Set<number>>();
  TRADE_VOCABULARY.forEach((entry, group) => {
    for (const word of [...entry.en, ...entry.es]) {
      const stem = stemOf.get(word);
      if (stem !== undefined) groupsOf.set(stem, (groupsOf.get(stem) ?? new Set()).add(group));
    }
  });
  return vocabularyWords()
    .filter((word) => (groupsOf.get(stemOf.get(word) ?? '')?.size ?? 0) > 1)
    .map((word) => `${word} -> ${stemOf.get(word)}`);
}
