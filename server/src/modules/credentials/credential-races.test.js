import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certifications } from '../../db/schema/career';
import { injectAs } from '../../test/api';
import { registerUser } from '../../test/test-app';
import { useTwoInstances } from '../../test/two-instances';
// The profile's certification list is written as "add the names the wallet lacks": two saves at
// once on two instances must not both add them.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the profile certification list under parallel saves on two instances', () => {
    const apps = useTwoInstances();
    it('keeps one record per name when 20 saves of the same list run at once', async () => {
        const worker = await registerUser(apps[0], 'worker');
        const list = ['AWS D1.1', 'OSHA 10', 'First Aid'];
        const saves = Array.from({ length: 20 }, (_, i) => injectAs(apps[i % 2], worker).put(`/api/worker-profile/${worker.user.id}`, { certifications: list }));
        expect((await Promise.all(saves)).map((response) => response.statusCode)).toEqual(Array(20).fill(200));
        const rows = await apps[0].db.select().from(certifications).where(eq(certifications.userId, worker.user.id));
        expect(rows.map((row) => row.certificationName).sort()).toEqual([...list].sort());
    });
});
