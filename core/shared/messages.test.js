/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../uploads/file-types';
import { codeForStatus, codeOf, defineMessages, listMessageCodes, requireCode, VALIDATION_CODE } from './messages';
// Every module of core, so that every message map is registered and checked here.
const modules = import.meta.glob(['../**/*.ts', '!../**/*.test.ts'], { eager: true });
const messageMaps = Object.entries(modules).flatMap(([path, exports]) => Object.entries(exports)
    .filter(([name]) => name.endsWith('_MESSAGES'))
    .map(([name, map]) => ({ name: `${path} ${name}`, map: map })));
const entries = messageMaps.flatMap(({ name, map }) => Object.entries(map).map(([key, message]) => ({ where: `${name}.${key}`, message })));
const codeOfEntry = (message) => (typeof message === 'string' ? codeOf(message) : message.code);
describe('message registry', () => {
    it('reads every message map of core', () => {
        expect(messageMaps.map(({ name }) => name.split(' ')[1])).toEqual(expect.arrayContaining(['JOB_MESSAGES', 'AUTH_MESSAGES', 'SUBSCRIPTION_MESSAGES', 'FIELD_MESSAGES', 'REQUEST_MESSAGES']));
        expect(messageMaps.length).toBeGreaterThanOrEqual(22);
    });
    it('gives every message a code named <domain>.<rule>', () => {
        for (const { where, message } of entries)
            expect(codeOfEntry(message), where).toMatch(/^[a-z_]+\.[a-z_]+$/);
    });
    it('gives each code to one rule only (a map reusing another rule reuses its text too)', () => {
        const messagesByCode = new Map();
        for (const { message } of entries) {
            const code = codeOfEntry(message);
            messagesByCode.set(code, (messagesByCode.get(code) ?? new Set()).add(message));
        }
        const shared = [...messagesByCode].filter(([, messages]) => messages.size > 1).map(([code]) => code);
        expect(shared).toEqual([]);
    });
    it('refuses a text that another rule already owns', () => {
        expect(() => defineMessages('test_only', { jobGone: 'Job not found' })).toThrow(/jobs\.not_found/);
        expect(listMessageCodes()).not.toContain('test_only.job_gone');
    });
    it('names codes after the domain and the key', () => {
        expect(requireCode('Invalid email or password')).toBe('auth.invalid_credentials');
        expect(codeOf('Job not found')).toBe('jobs.not_found');
        expect(codeOf('Some text nobody registered')).toBeUndefined();
        expect(() => requireCode('Some text nobody registered')).toThrow();
    });
    it('keeps the text of a message with parameters and carries its code', () => {
        expect(UPLOAD_MESSAGES.tooLarge({ maxMb: 5 })).toBe('File size must be less than 5MB');
        expect(UPLOAD_MESSAGES.tooLarge.code).toBe('uploads.too_large');
        expect(UPLOAD_MESSAGES.tooLarge.coded({ maxMb: 5 })).toEqual({
            message: 'File size must be less than 5MB',
            code: 'uploads.too_large',
            params: { maxMb: 5 },
        });
    });
    it('lists every code an answer can carry, fallbacks included', () => {
        const codes = listMessageCodes();
        const byStatus = [400, 404, 413, 415, 429, 500, 502].map(codeForStatus);
        expect(byStatus).toEqual([
            'request.invalid',
            'request.not_found',
            'request.too_large',
            'request.unsupported_media_type',
            'request.rate_limited',
            'server.error',
            'server.error',
        ]);
        expect(codes).toEqual(expect.arrayContaining([...byStatus, VALIDATION_CODE, 'subscriptions.no_posts_left']));
        expect(new Set(codes).size).toBe(codes.length);
    });
});
