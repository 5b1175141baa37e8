import { expect, it } from 'vitest';
import { getEmployerProfileCompleteness } from './completeness';
it('needs all seven company fields, non-blank', () => {
    const profile = {
        companyName: 'Acme',
        industry: 'mining',
        companySize: '51-200',
        contactEmail: 'hr@acme.example.com',
        phoneNumber: '(555) 555-0100',
        headquarters: 'Denver, CO',
        description: 'Aggregates',
    };
    expect(getEmployerProfileCompleteness(profile)).toEqual({ percent: 100, missing: [], isComplete: true });
    const partial = getEmployerProfileCompleteness({ ...profile, description: ' ', phoneNumber: null });
    expect(partial.missing).toEqual(['Phone Number', 'Company Description']);
    expect(partial.percent).toBe(71);
    expect(getEmployerProfileCompleteness(null).percent).toBe(0);
});
