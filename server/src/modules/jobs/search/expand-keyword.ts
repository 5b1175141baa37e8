import { foldText } from '@core/jobs/fold-text';
import { allowsTypos } from '@core/jobs/typo';
import type { TextQuery } from '../text-query';
import type { StoreWords } from './store-words';
import type { StemmedVocabulary } from './vocabulary-stems';

/** One word of a keyword, expanded (README "How a query becomes a match"). */
export interface KeywordTerm {
  /** The lexemes the word itself matches: its own, accents aside. */
  direct: string[];
  /** Lexemes reached through the vocabulary or a typo -> the word a result shows for it ('welder'). */
  reached: Map<string, string>;
}

/**
 * The words of one keyword that look for typos, at most (the first ones, in the query's order): q's 200
 * characters hold up to 33 words of 5+ letters; a person's search holds a few, and the rest match as they are.
 */
export const TYPO_WORDS_MAX = 20;

export interface ExpandedKeyword {
  query: TextQuery | null;
  /** The words outside a NOT, each expanded: a result says which reached lexemes it matched. */
  terms: KeywordTerm[];
}

/**
 * Widens PostgreSQL's parse of a search's words: each word becomes an OR of its own lexeme, the
 * lexemes that fold to the same letters ('tubería' for 'tuberia'), and its vocabulary group's stems
 * ('soldador' -> 'welder', 'weld'...). Only when none of those is in any job, and outside a NOT, a
 * word of 5 to 24 letters also reaches the lexemes and vocabulary stems one edit away ('electrican'),
 * for the first TYPO_WORDS_MAX such words: so a typo never adds matches to a word that has some
 * (docs/decisions.md). Spanish stop words ('de') are dropped when other words remain.
 */
export function expandKeyword(query: TextQuery | null, vocabulary: StemmedVocabulary, store: StoreWords): ExpandedKeyword {
  const terms: KeywordTerm[] = [];
  const has = (lexeme: string) => store.postings.has(lexeme);
  let typoWords = 0;

  const expandWord = (lexeme: string, typos: boolean): KeywordTerm => {
    const folded = foldText(lexeme);
    const direct = [...new Set([lexeme, ...store.lexicon.lexemesOf(folded)])];
    const reached = new Map<string, string>();
    // Group stems no job holds yet stay: the keyword may be applied after the index absorbs new jobs.
    const reach = (lexemeReached: string, word: string) => {
      if (!direct.includes(lexemeReached) && !reached.has(lexemeReached)) reached.set(lexemeReached, word);
    };
    const reachGroup = (stem: string, group = vocabulary.groupOf.get(stem)) => {
      if (group === undefined) return;
      for (const member of vocabulary.groupStems[group]!) {
        for (const found of store.lexicon.lexemesOf(member)) reach(found, vocabulary.wordOf.get(member) ?? found);
      }
    };
    reachGroup(folded);
    if (typos && allowsTypos(folded) && typoWords < TYPO_WORDS_MAX && !direct.some(has) && ![...reached.keys()].some(has)) {
      typoWords += 1;
      for (const near of store.lexicon.near(folded)) {
        for (const found of store.lexicon.lexemesOf(near)) reach(found, found);
        reachGroup(near);
      }
      for (const stem of vocabulary.typoStems.near(folded)) reachGroup(stem);
      for (const word of vocabulary.typoWords.near(folded)) reachGroup(word, vocabulary.groupOfWord.get(word));
    }
    return { direct, reached };
  };

  const anyOf = (lexemes: string[]): TextQuery =>
    lexemes.map((value): TextQuery => ({ type: 'lexeme', value })).reduce((left, right) => ({ type: 'or', left, right }));

  const expand = (node: TextQuery, positive: boolean): TextQuery => {
    switch (node.type) {
      case 'lexeme': {
        const term = expandWord(node.value, positive);
        if (positive) terms.push(term);
        return anyOf([...term.direct, ...term.reached.keys()]);
      }
      case 'not':
        return { type: 'not', operand: expand(node.operand, !positive) };
      case 'phrase':
        // Phrases are matched by PostgreSQL (the index keeps no word positions): never expanded.
        return node;
      default:
        return { ...node, left: expand(node.left, positive), right: expand(node.right, positive) };
    }
  };

  if (query === null) return { query, terms };
  return { query: expand(withoutStopWords(query, vocabulary.stopWords) ?? query, true), terms };
}

/** The query without its Spanish stop words; null when nothing else is left. */
function withoutStopWords(node: TextQuery, stopWords: ReadonlySet<string>): TextQuery | null {
  switch (node.type) {
    case 'lexeme':
      return stopWords.has(node.value) ? null : node;
    case 'not': {
      const operand = withoutStopWords(node.operand, stopWords);
      return operand && { type: 'not', operand };
    }
    case 'phrase':
      return node;
    default: {
      const [left, right] = [withoutStopWords(node.left, stopWords), withoutStopWords(node.right, stopWords)];
      return left && right ? { ...node, left, right } : (left ?? right);
    }
  }
}

/** Whether a posting list (ascending slots) holds `slot`. */
function holds(slots: ArrayLike<number> | undefined, slot: number): boolean {
  if (!slots) return false;
  let [low, high] = [0, slots.length - 1];
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (slots[middle] === slot) return true;
    if (slots[middle]! < slot) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

const NO_WORDS: readonly string[] = Object.freeze([]);

function holdsAny(store: StoreWords, lexemes: readonly string[], slot: number): boolean {
  for (const lexeme of lexemes) if (holds(store.postings.get(lexeme), slot)) return true;
  return false;
}

/** The words a job (slot) matched through the vocabulary or a typo: none for a word it holds itself. */
export function matchedTermsAt(terms: readonly KeywordTerm[], store: StoreWords, slot: number): readonly string[] {
  // Asked for every card of a keyword search, and most cards hold the words themselves: nothing is allocated then.
  let words: Set<string> | null = null;
  for (const term of terms) {
    if (holdsAny(store, term.direct, slot)) continue;
    for (const [lexeme, word] of term.reached) if (holds(store.postings.get(lexeme), slot)) (words ??= new Set()).add(word);
  }
  return words ? [...words] : NO_WORDS;
}
