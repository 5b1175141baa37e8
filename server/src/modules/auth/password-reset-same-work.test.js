import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../db/schema/applications';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
// Forgot-password must not tell by its time who has an account: an unknown address, an account
// that gets a link and an account at its hourly cap run the same statements (bench/forgot-password.ts
// measures the times themselves).
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
const forgot = (email) => injectAs(ctx.app, null).post('/api/auth/forgot-password', { email });
/** The SQL text of every statement sent to the database while `send` runs, in order. */
async function statementsOf(send) {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
        expect((await send()).statusCode).toBe(200);
        return spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : query.text));
    }
    finally {
        spy.mockRestore();
    }
}
async function resetMailsTo(userId) {
    const [row] = await ctx.database.db
        .select({ total: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.recipientId, userId), eq(emailOutbox.kind, 'password_reset')));
    return row.total;
}
describe('forgot-password does the same work for every address', () => {
    it('runs the same statements for an unknown address, an account getting a link and one at its cap', async () => {
        const fresh = await registerUser(ctx.app, 'worker');
        const capped = await registerUser(ctx.app, 'worker');
        for (let i = 0; i < 3; i += 1)
            await forgot(capped.user.email);
        const unknown = await statementsOf(() => forgot('nobody-at-all@test.example.com'));
        const linked = await statementsOf(() => forgot(fresh.user.email));
        const atCap = await statementsOf(() => forgot(capped.user.email));
        expect(unknown.length).toBeGreaterThan(0);
        expect(linked).toEqual(unknown);
        expect(atCap).toEqual(unknown);
        expect(await resetMailsTo(fresh.user.id)).toBe(1);
        expect(await resetMailsTo(capped.user.id)).toBe(3);
    });
});
