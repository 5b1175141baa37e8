import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_PER_USER } from '@core/saved-searches/schemas';
import { savedSearches } from '../../db/schema/saved-searches';
import { injectAs } from '../../test/api';
import { registerUser } from '../../test/test-app';
import { useTwoInstances } from '../../test/two-instances';
// The cap on saved searches holds when a worker's requests run at once on two instances.
describe.skipIf(!process.env.TEST_DATABASE_URL)('saved searches under parallel requests on two instances', () => {
    const apps = useTwoInstances();
    it(`60 creations at once keep exactly ${SAVED_SEARCHES_PER_USER}`, async () => {
        const worker = await registerUser(apps[0], 'worker');
        const create = (i) => injectAs(apps[i % 2], worker).post('/api/saved-searches', { name: `Search ${i}`, q: `welder ${i}`, frequency: 'daily' });
        const statuses = (await Promise.all(Array.from({ length: 60 }, (_, i) => create(i)))).map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 201)).toHaveLength(SAVED_SEARCHES_PER_USER);
        expect(statuses.filter((status) => status === 400)).toHaveLength(60 - SAVED_SEARCHES_PER_USER);
        const [stored] = await apps[0].db.select({ total: count() }).from(savedSearches).where(eq(savedSearches.userId, worker.user.id));
        expect(stored.total).toBe(SAVED_SEARCHES_PER_USER);
    });
});
