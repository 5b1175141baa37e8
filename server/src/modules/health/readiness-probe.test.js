import { describe, expect, it } from 'vitest';
import { createReadinessProbe } from './readiness-probe';
describe('the readiness probe', () => {
    it('answers from a fresh result, then from the stale one while a single new check runs behind it', async () => {
        let clock = 0;
        let checks = 0;
        let release = () => undefined;
        const probe = createReadinessProbe(() => {
            checks += 1;
            return checks === 1 ? Promise.resolve('first') : new Promise((resolve) => (release = resolve));
        }, 1000, () => clock);
        expect(await probe()).toBe('first');
        clock = 500;
        expect(await probe()).toBe('first');
        expect(checks).toBe(1);
        clock = 1500;
        expect(await probe()).toBe('first');
        expect(await probe()).toBe('first');
        expect(checks).toBe(2);
        release('second');
        await Promise.resolve();
        await Promise.resolve();
        expect(await probe()).toBe('second');
    });
    it('checks on every call when the age is 0', async () => {
        let checks = 0;
        const probe = createReadinessProbe(async () => (checks += 1), 0);
        expect(await probe()).toBe(1);
        expect(await probe()).toBe(2);
    });
});
