import { describe, expect, it } from 'vitest';
import { addDays, credentialStatus } from './status';
describe('credentialStatus', () => {
    it('is valid without an expiry or beyond 60 days, expiring within 60 days, expired after the date', () => {
        expect(credentialStatus(null, '2026-01-01')).toBe('valid');
        expect(credentialStatus('2026-03-03', '2026-01-01')).toBe('valid');
        expect(credentialStatus('2026-03-02', '2026-01-01')).toBe('expiring');
        expect(credentialStatus('2026-01-01', '2026-01-01')).toBe('expiring');
        expect(credentialStatus('2025-12-31', '2026-01-01')).toBe('expired');
    });
    it('adds days across months and leap years', () => {
        expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
        expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    });
});
