import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';
describe('cursor', () => {
    it('gives back the key it was written from, in URL-safe characters', () => {
        const key = ['match', 87, 1_764_000_000_000, '3f2b8c1e-0000-4000-8000-000000000001', 'ä/+?'];
        const cursor = encodeCursor(key);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeCursor(cursor)).toEqual(key);
    });
    it('reads anything it did not write as null', () => {
        const base64url = (text) => Buffer.from(text).toString('base64url');
        expect(decodeCursor('')).toBeNull();
        expect(decodeCursor('not-a-cursor')).toBeNull();
        expect(decodeCursor(base64url('{"phase":0}'))).toBeNull();
        expect(decodeCursor(base64url('"text"'))).toBeNull();
        expect(decodeCursor(base64url('[1,2'))).toBeNull();
    });
});
