import { foldText } from '@core/jobs/fold-text';
import { DeletionIndex } from './deletion-index';

const [UPPER_A, UPPER_Z, ASCII_END] = [65, 90, 128];

/** Whether foldText would answer the text itself (ASCII without capitals): most lexemes, each a load's new one, skip its three new strings. */
function isFolded(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= ASCII_END || (code >= UPPER_A && code <= UPPER_Z)) return false;
  }
  return true;
}

/**
 * The store's lexemes by their folded form (no accents, lower-case: core foldText), for keyword
 * search's folding and typos (README "How a query becomes a match"). A lexeme is added once, when
 * the store first sees it, and stays until the next full load, as its posting list does.
 */
export class Lexicon {
  /** folded -> the lexemes that fold to it (only those that differ from their folded form: 'tubería' under 'tuberia'). */
  private variants = new Map<string, string[]>();
  /** Every folded form a typo can reach, by its one-letter deletions (deletion-index.ts). */
  private readonly typos = new DeletionIndex();

  /**
   * A lexeme new to the store, once (`isLexeme`: whether the store holds a lexeme, this one included).
   * Whether its folded form is listed already follows from the variants and the store's lexemes: no
   * set of every folded form beside them (100,000 strings more for each major collection to mark).
   */
  add(lexeme: string, isLexeme: (lexeme: string) => boolean) {
    const folded = isFolded(lexeme) ? lexeme : foldText(lexeme);
    let listed: boolean;
    if (folded === lexeme) listed = this.variants.has(folded);
    else {
      const list = this.variants.get(folded);
      listed = list !== undefined || isLexeme(folded);
      if (list) list.push(lexeme);
      else this.variants.set(folded, [lexeme]);
    }
    if (!listed) this.typos.add(folded);
  }

  /** The lexemes whose folded form is `folded` (itself included, whether or not a job holds it). */
  lexemesOf(folded: string): string[] {
    const accented = this.variants.get(folded);
    return accented ? [folded, ...accented] : [folded];
  }

  /** The folded forms one edit away from `folded` (core isOneEditApart), shortest first, then in the order added. */
  near(folded: string): string[] {
    return this.typos.near(folded).sort((a, b) => a.length - b.length);
  }

  /** Keys and bytes of the typo index (the bench's memory figures). */
  typoIndexSize(): { keys: number; bytes: number } {
    return this.typos.size();
  }
}
