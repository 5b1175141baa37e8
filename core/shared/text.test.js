import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE, withStorableText } from './text';
describe('the text rule', () => {
    it('refuses NUL in any string or key, at any depth', () => {
        expect(isStorableText({ a: ['x', { b: 'ok' }], n: 1, t: true, z: null })).toBe(true);
        expect(isStorableText('a\u0000')).toBe(false);
        expect(isStorableText({ list: [{ deep: ['fine', 'bad\u0000'] }] })).toBe(false);
        expect(isStorableText({ ['key\u0000']: 'value' })).toBe(false);
        // Query-string parsers build records on prototypes of their own.
        const query = Object.assign(Object.create(Object.create(null)), { q: 'a\u0000' });
        expect(isStorableText(query)).toBe(false);
    });
    it('walks 100,000 levels of nesting without overflowing', () => {
        let nested = 'end\u0000';
        for (let level = 0; level < 100_000; level += 1)
            nested = [nested];
        expect(isStorableText(nested)).toBe(false);
    });
    it('answers with its own message before the wrapped schema runs', () => {
        const schema = withStorableText(z.object({ name: z.string().min(3, 'Too short') }));
        expect(schema.safeParse({ name: '\u0000' }).error?.issues.map((issue) => issue.message)).toEqual([UNSTORABLE_TEXT_MESSAGE]);
        expect(schema.safeParse({ name: 'ab' }).error?.issues[0]?.message).toBe('Too short');
        expect(schema.parse({ name: 'Ada', extra: 1 })).toEqual({ name: 'Ada' });
    });
});
