import { describe, expect, it } from 'vitest';
import { INDUSTRIES, TRADES } from '../shared/options';
import { CREDENTIAL_IDS, CREDENTIALS, credentialForName, findCredential, nameKeys, searchCredentials } from './catalogue';
describe('credential catalogue', () => {
    it('holds at least 40 credentials with unique kebab-case ids, of known trades and industries', () => {
        expect(CREDENTIALS.length).toBeGreaterThanOrEqual(40);
        expect(new Set(CREDENTIAL_IDS).size).toBe(CREDENTIALS.length);
        for (const credential of CREDENTIALS) {
            expect(credential.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
            expect(credential.industries.length, credential.id).toBeGreaterThan(0);
            for (const trade of credential.trades)
                expect(TRADES).toContain(trade);
            for (const industry of credential.industries)
                expect(INDUSTRIES).toContain(industry);
            for (const alias of credential.aliases)
                expect(alias).toBe(alias.toLowerCase());
        }
    });
    it('lists the credentials the issue names', () => {
        for (const id of ['osha-10-construction', 'osha-30-construction', 'twic', 'cdl-a', 'cdl-b', 'nfpa-70e', 'msha-part-46', 'msha-part-48'])
            expect(findCredential(id), id).toBeDefined();
        for (const id of ['safeland', 'h2s-clear', 'nccco-mobile-crane', 'forklift-operator', 'epa-608-universal', 'aws-d1-1', 'api-1104'])
            expect(findCredential(id), id).toBeDefined();
        expect(findCredential('nope')).toBeUndefined();
    });
    it('gives each spelling to one credential only', () => {
        const keys = CREDENTIALS.flatMap(nameKeys);
        expect(new Set(keys).size).toBe(keys.length);
    });
    it('maps free-text names by id, name or alias, ignoring case and spacing', () => {
        expect(credentialForName('OSHA 10')?.id).toBe('osha-10-construction');
        expect(credentialForName(' osha10 ')?.id).toBe('osha-10-construction');
        expect(credentialForName('TWIC Card')?.id).toBe('twic');
        expect(credentialForName('Forklift  Certified')?.id).toBe('forklift-operator');
        expect(credentialForName('cdl-a')?.id).toBe('cdl-a');
        expect(credentialForName('Underwater basket weaving')).toBeUndefined();
    });
    it('searches by every typed word in the name, issuing body or a known spelling', () => {
        expect(searchCredentials(CREDENTIALS, 'twic', 8).map((credential) => credential.id)).toEqual(['twic']);
        expect(searchCredentials(CREDENTIALS, 'OSHA 30', 8).map((credential) => credential.id)).toEqual([
            'osha-30-construction',
            'osha-30-general-industry',
        ]);
        expect(searchCredentials(CREDENTIALS, 'nccco', 2)).toHaveLength(2);
        expect(searchCredentials(CREDENTIALS, '', 3)).toHaveLength(3);
    });
});
