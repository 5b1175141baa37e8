import { describe, expect, it } from 'vitest';
import { TRADES } from '../shared/options';
import { foldText } from './fold-text';
import { SPANISH_STOP_WORDS, TRADE_VOCABULARY, vocabularyWords } from './trade-vocabulary';
import { isOneEditApart } from './typo';
describe('foldText', () => {
    it('drops accents and case', () => {
        expect(foldText('Tubería')).toBe('tuberia');
        expect(foldText('ELECTRICISTA')).toBe('electricista');
        expect(foldText('Albañil')).toBe('albanil');
        expect(foldText('climatización')).toBe('climatizacion');
    });
    it('leaves plain words as they are', () => {
        expect(foldText('welder')).toBe('welder');
        expect(foldText('')).toBe('');
    });
});
describe('isOneEditApart', () => {
    it.each([
        ['electrican', 'electrician'], // a letter missing
        ['soldadr', 'soldador'],
        ['weldder', 'welder'], // a letter more
        ['plumbor', 'plumber'], // a letter replaced
        ['elcetrician', 'electrician'], // two letters swapped
        ['welderx', 'welder'], // at the end
        ['xwelder', 'welder'], // at the start
    ])('%s is one edit from %s', (typo, word) => {
        expect(isOneEditApart(typo, word)).toBe(true);
        expect(isOneEditApart(word, typo)).toBe(true);
    });
    it.each([
        ['welder', 'welder'], // equal
        ['elctrican', 'electrician'], // two missing
        ['plumber', 'plumbing'],
        ['welder', 'wleedr'],
        ['abcde', 'edcba'],
    ])('%s is not one edit from %s', (a, b) => {
        expect(isOneEditApart(a, b)).toBe(false);
    });
});
describe('TRADE_VOCABULARY', () => {
    it('names every trade with English and Spanish words', () => {
        for (const trade of TRADES) {
            const groups = TRADE_VOCABULARY.filter((entry) => entry.trades.includes(trade));
            expect(groups.length, trade).toBeGreaterThan(0);
            expect(groups.every((entry) => entry.en.length > 0 && entry.es.length > 0), trade).toBe(true);
        }
    });
    it('holds a word (accents and case aside) in one group only', () => {
        const groupOf = new Map();
        const clashes = [];
        for (const entry of TRADE_VOCABULARY) {
            for (const word of new Set([...entry.en, ...entry.es].map(foldText))) {
                const other = groupOf.get(word);
                if (other)
                    clashes.push(`${word}: ${other} and ${entry.id}`);
                groupOf.set(word, entry.id);
            }
        }
        expect(clashes).toEqual([]);
    });
    it('has single lower-case words, unique group ids and no stop word', () => {
        for (const word of vocabularyWords()) {
            expect(word, word).toMatch(/^[\p{Ll}]+$/u);
            expect(SPANISH_STOP_WORDS).not.toContain(word);
        }
        const ids = TRADE_VOCABULARY.map((entry) => entry.id);
        expect(new Set(ids).size).toBe(ids.length);
    });
    it('joins the word families the issue names', () => {
        const groupOf = (word) => TRADE_VOCABULARY.find((entry) => [...entry.en, ...entry.es].includes(word))?.id;
        for (const family of [
            ['weld', 'welder', 'welding', 'soldador', 'soldadura'],
            ['electrician', 'electrical', 'electricista', 'eléctrico'],
            ['lineman', 'lineworker', 'liniero'],
            ['plumber', 'plomero', 'fontanero'],
            ['hvac', 'climatización'],
        ]) {
            expect(new Set(family.map(groupOf)).size, family.join()).toBe(1);
            expect(groupOf(family[0])).toBeDefined();
        }
    });
});
