import { describe, expect, it } from 'vitest';
import { credentialCoverage, isQualified } from './coverage';
describe('credentialCoverage', () => {
    const today = '2026-06-01';
    it('splits required ids into has, missing and expired; an expired card does not qualify', () => {
        const held = [
            { credentialId: 'twic', expiresAt: '2027-01-01' },
            { credentialId: 'osha-10-construction', expiresAt: null },
            { credentialId: 'cdl-a', expiresAt: '2026-05-31' },
            { credentialId: null, expiresAt: null },
        ];
        expect(credentialCoverage(['twic', 'osha-10-construction', 'cdl-a', 'nfpa-70e'], held, today)).toEqual({
            has: ['twic', 'osha-10-construction'],
            missing: ['nfpa-70e'],
            expired: ['cdl-a'],
        });
        expect(isQualified(['twic', 'cdl-a'], held, today)).toBe(false);
        expect(isQualified(['twic', 'osha-10-construction'], held, today)).toBe(true);
        expect(isQualified([], [], today)).toBe(true);
    });
    it('counts an expiring card as held, and a renewed card over its expired copy', () => {
        const held = [
            { credentialId: 'twic', expiresAt: '2026-06-10' },
            { credentialId: 'cdl-a', expiresAt: '2025-01-01' },
            { credentialId: 'cdl-a', expiresAt: '2030-01-01' },
        ];
        expect(credentialCoverage(['twic', 'cdl-a'], held, today)).toEqual({ has: ['twic', 'cdl-a'], missing: [], expired: [] });
    });
});
