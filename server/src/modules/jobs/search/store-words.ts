import type { Lexicon } from './lexicon';
import type { Postings } from './postings';

/**
 * What keyword expansion and the search caches read of the job store: its size, its posting
 * lists and its lexicon. The store holds the caches, so they know it by this shape rather than
 * by importing the store (which would make an import cycle).
 */
export interface StoreWords {
  readonly size: number;
  readonly postings: Postings;
  readonly lexicon: Lexicon;
}
