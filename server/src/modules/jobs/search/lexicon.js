import { foldText } from '@core/jobs/fold-text';
import { isOneEditApart } from '@core/jobs/typo';
/**
 * The store's lexemes by their folded form (no accents, lower-case: core foldText), for keyword
 * search's folding and typos (README "How a query becomes a match"). A lexeme is added once, when
 * the store first sees it, and stays until the next full load, as its posting list does.
 */
export class Lexicon {
    /** folded -> the lexemes that fold to it (only those that differ from their folded form: 'tubería' under 'tuberia'). */
    variants = new Map();
    /** Every folded form, by length: a typo's neighbours are one letter longer, shorter or as long. */
    byLength = [];
    folded = new Set();
    add(lexeme) {
        const folded = foldText(lexeme);
        if (folded !== lexeme) {
            const list = this.variants.get(folded);
            if (list)
                list.push(lexeme);
            else
                this.variants.set(folded, [lexeme]);
        }
        if (this.folded.has(folded))
            return;
        this.folded.add(folded);
        (this.byLength[folded.length] ??= []).push(folded);
    }
    /** The lexemes whose folded form is `folded` (itself included, whether or not a job holds it). */
    lexemesOf(folded) {
        const accented = this.variants.get(folded);
        return accented ? [folded, ...accented] : [folded];
    }
    /** The folded forms one edit away from `folded` (core isOneEditApart). */
    near(folded) {
        const found = [];
        for (let length = folded.length - 1; length <= folded.length + 1; length += 1) {
            for (const candidate of this.byLength[length] ?? [])
                if (isOneEditApart(folded, candidate))
                    found.push(candidate);
        }
        return found;
    }
}
