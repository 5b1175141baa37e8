import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/applications';
import { passwordResetTokens } from '../../db/schema/password-reset';
import { injectAs } from '../../test/api';
import { createTestAppsSharingDatabase, registerUser } from '../../test/test-app';
// The hourly cap on reset links is one step on PostgreSQL too, where requests run at once on
// several connections and, behind a load balancer, on several instances.
describe.skipIf(!process.env.TEST_DATABASE_URL)('reset links under parallel requests on two instances', () => {
    let instances;
    let apps;
    let db;
    beforeAll(async () => {
        instances = await createTestAppsSharingDatabase(2);
        apps = instances.apps;
        db = apps[0].db;
    });
    afterAll(async () => {
        await instances?.close();
    });
    it('60 requests at once for one address queue exactly 3 e-mails and 3 links', async () => {
        const user = await registerUser(apps[0], 'worker');
        const forgot = (i) => injectAs(apps[i % 2], null).post('/api/auth/forgot-password', { email: user.user.email });
        const statuses = (await Promise.all(Array.from({ length: 60 }, (_, i) => forgot(i)))).map((response) => response.statusCode);
        expect(statuses).toEqual(Array(60).fill(200));
        const [tokens] = await db.select({ total: count() }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.user.id));
        const [mails] = await db
            .select({ total: count() })
            .from(emailOutbox)
            .where(and(eq(emailOutbox.recipientId, user.user.id), eq(emailOutbox.kind, 'password_reset')));
        expect(tokens.total).toBe(3);
        expect(mails.total).toBe(3);
    });
});
