import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { errorBody } from '../../test/error-body';
import { createOperator } from './operators';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
const visitor = () => injectAs(ctx.app, null);
async function signInOperator(email = `op-${Math.random().toString(36).slice(2)}@crewbridge.test`) {
    const operator = await createOperator(ctx.database.db, { email }, new Date());
    const response = await visitor().post('/api/auth/login', { email, password: operator.password });
    expect(response.statusCode).toBe(200);
    return { ...operator, token: response.json().token, body: response.json() };
}
describe('operators', () => {
    it('nobody can sign up as one', async () => {
        const response = await visitor().post('/api/auth/register', { email: 'op@example.com', password: 'longenough', userType: 'operator' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(AUTH_MESSAGES.userTypeRequired));
    });
    it('is created with a one-time password, signs in through the usual login, and has no profile', async () => {
        const operator = await signInOperator('Ops@CrewBridge.test');
        expect(operator.generated).toBe(true);
        expect(operator.password.length).toBeGreaterThanOrEqual(20);
        expect(operator.body.user).toMatchObject({ email: 'ops@crewbridge.test', userType: 'operator' });
        expect(operator.body.profile).toBeNull();
        const me = await injectAs(ctx.app, operator.token).get('/api/auth/me');
        expect(me.json()).toMatchObject({ user: { userType: 'operator' }, profile: null });
    });
    it('keeps a given password and refuses a taken e-mail', async () => {
        const created = await createOperator(ctx.database.db, { email: 'given@crewbridge.test', password: 'a chosen password' }, new Date());
        expect(created.generated).toBe(false);
        const login = await visitor().post('/api/auth/login', { email: 'given@crewbridge.test', password: 'a chosen password' });
        expect(login.statusCode).toBe(200);
        await expect(createOperator(ctx.database.db, { email: 'given@crewbridge.test' }, new Date())).rejects.toMatchObject({
            statusCode: 409,
        });
    });
    it('does not crash the pages every signed-in user can open', async () => {
        const { token } = await signInOperator();
        const operator = injectAs(ctx.app, token);
        expect((await operator.get('/api/notification-preferences')).json()).toEqual({ preferences: [] });
        expect((await operator.get('/api/conversations')).statusCode).toBe(200);
    });
});
describe('GET /api/admin/audit', () => {
    it('answers 401 signed out and 403 to workers and employers', async () => {
        expect((await visitor().get('/api/admin/audit')).statusCode).toBe(401);
        for (const userType of ['worker', 'employer']) {
            const user = await registerUser(ctx.app, userType);
            expect((await injectAs(ctx.app, user).get('/api/admin/audit')).statusCode).toBe(403);
        }
    });
    it('lists what operators did, newest first, with who did it', async () => {
        const { token, id, email } = await signInOperator();
        const response = await injectAs(ctx.app, token).get('/api/admin/audit');
        expect(response.statusCode).toBe(200);
        expect(response.json().entries).toContainEqual(expect.objectContaining({ operatorId: id, operatorEmail: email, action: 'operator.create', targetType: 'user', targetId: id }));
    });
    it('cannot be edited or deleted, even by the database owner', async () => {
        const db = ctx.database.db;
        await signInOperator();
        // Drizzle wraps the database's error; the trigger's message is its cause.
        const refusedByTrigger = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
        await expect(db.execute(sql `update audit_log set reason = 'rewritten'`)).rejects.toMatchObject(refusedByTrigger);
        await expect(db.execute(sql `delete from audit_log`)).rejects.toMatchObject(refusedByTrigger);
        const { rows } = await db.execute(sql `select count(*)::int as count from audit_log where reason = 'rewritten'`);
        expect(rows[0].count).toBe(0);
    });
});
