import { afterAll, beforeAll } from 'vitest';
import { createTestAppsSharingDatabase } from './test-app';
// Apart from test-app.ts, which the benchmarks import outside the test runner.
/**
 * Two instances on one throwaway PostgreSQL for the enclosing describe (beforeAll/afterAll): the
 * returned pair is filled once beforeAll has run, so tests read apps[0] and apps[1].
 */
export function useTwoInstances() {
    const apps = [];
    let instances;
    beforeAll(async () => {
        instances = await createTestAppsSharingDatabase(2);
        apps.push(...instances.apps);
    });
    afterAll(async () => {
        await instances?.close();
    });
    return apps;
}
