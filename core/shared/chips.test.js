import { describe, expect, it } from 'vitest';
import { addChip } from './chips';
describe('addChip', () => {
    it('adds a trimmed entry and ignores blanks and case-insensitive duplicates', () => {
        expect(addChip(['TIG'], '  Stick ')).toEqual(['TIG', 'Stick']);
        expect(addChip(['TIG'], '   ')).toEqual(['TIG']);
        expect(addChip(['TIG'], 'tig')).toEqual(['TIG']);
    });
});
