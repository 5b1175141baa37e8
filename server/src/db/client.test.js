import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../test/api';
import { createTestApp, registerUser } from '../test/test-app';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
const unserializable = {
    toPostgres: () => {
        throw new Error('cannot be sent');
    },
};
describe('one database connection shared by every request', () => {
    it('keeps serving other requests while queries fail beside them', async () => {
        const { token } = await registerUser(ctx.app, 'worker');
        const failures = [
            // Refused by the database (PostgreSQL text cannot hold NUL)...
            () => ctx.database.db.execute(sql `select ${'a\u0000b'}::text`),
            // ...and failing before it is sent, which drops the connection it had.
            () => ctx.database.pool.query('select $1::text', [unserializable]),
        ];
        const statuses = [];
        let failed = 0;
        // Each lane sends a bad query, then a request, so every request follows a failure closely.
        const lane = async (lane) => {
            for (let round = 0; round < 10; round += 1) {
                await failures[(lane + round) % 2]().catch(() => (failed += 1));
                const response = await injectAs(ctx.app, token).get(`/api/jobs?q=lane${lane}round${round}`);
                statuses.push(response.statusCode);
            }
        };
        await Promise.all([0, 1, 2, 3].map(lane));
        expect(failed).toBe(40);
        expect(statuses).toEqual(Array.from({ length: 40 }, () => 200));
    });
});
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
    it('give each query 16 MB of work_mem, so the index bitmap of a common keyword stays exact', async () => {
        // Several at once, so the pool opens more than one connection.
        const answers = await Promise.all(Array.from({ length: 4 }, () => ctx.database.pool.query('select pg_sleep(0.05), current_setting($1) as work_mem', ['work_mem'])));
        expect(answers.map((answer) => answer.rows[0].work_mem)).toEqual(['16MB', '16MB', '16MB', '16MB']);
    });
});
