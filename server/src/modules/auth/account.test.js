import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@core/auth/account-schemas';
import { injectAs } from '../../test/api';
import { createTestApp, registerUser } from '../../test/test-app';
import { insertJob } from '../../test/factories';
import { samplePng, uploadTestFile } from '../uploads/test-files';
import { errorBody } from '../../test/error-body';
let ctx;
let dataDir;
beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-account-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
});
const me = (caller) => injectAs(ctx.app, caller).get('/api/auth/me');
const login = (email, password) => injectAs(ctx.app, null).post('/api/auth/login', { email, password });
const deactivate = (caller) => injectAs(ctx.app, caller).put('/api/auth/deactivate');
const deletePermanently = (caller, payload) => injectAs(ctx.app, caller).delete('/api/auth/delete-permanently', payload);
/** Uploads a logo through the real upload flow; returns its path under DATA_DIR/uploads. */
async function uploadLogo(token) {
    const objectPath = await uploadTestFile(ctx.app, token, 'logo', samplePng(), 'image/png');
    return path.join(dataDir, 'uploads', objectPath.replace('/objects/', ''));
}
async function countRows(table, column, userId) {
    const { rows } = await ctx.database.db.execute(sql `select count(*)::int as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
    return rows[0].count;
}
describe('PUT /api/auth/deactivate', () => {
    it('ends every session, keeps the jobs, and the next sign-in reactivates', async () => {
        const { token, user, password } = await registerUser(ctx.app, 'employer');
        const second = (await login(user.email, password)).json().token;
        await insertJob(ctx, user.id);
        const response = await deactivate(token);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.deactivated });
        expect(response.headers['set-cookie']).toMatch(/token=;/);
        expect((await me(token)).statusCode).toBe(401);
        expect((await me(second)).statusCode).toBe(401);
        expect(await countRows('jobs', 'employer_id', user.id)).toBe(1);
        const { rows } = await ctx.database.db.execute(sql `select deactivated_at from users where id = ${user.id}`);
        expect(rows[0].deactivated_at).not.toBeNull();
        const again = await login(user.email, password);
        expect(again.statusCode).toBe(200);
        expect(again.json().reactivated).toBe(true);
        expect((await me(again.json().token)).statusCode).toBe(200);
        const later = await login(user.email, password);
        expect(later.json()).not.toHaveProperty('reactivated');
    });
    it('refuses a wrong password without reactivating, and a signed-out visitor', async () => {
        const { token, user } = await registerUser(ctx.app, 'worker');
        await deactivate(token);
        expect((await login(user.email, 'wrong password')).statusCode).toBe(401);
        const { rows } = await ctx.database.db.execute(sql `select deactivated_at from users where id = ${user.id}`);
        expect(rows[0].deactivated_at).not.toBeNull();
        expect((await deactivate(null)).statusCode).toBe(401);
    });
});
describe('DELETE /api/auth/delete-permanently', () => {
    it('refuses a wrong or missing password and keeps the account', async () => {
        const { token, user } = await registerUser(ctx.app, 'employer');
        const wrong = await deletePermanently(token, { confirmPassword: 'not my password' });
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json()).toEqual(errorBody(ACCOUNT_MESSAGES.wrongPassword));
        for (const payload of [{}, { confirmPassword: '' }]) {
            const missing = await deletePermanently(token, payload);
            expect(missing.statusCode).toBe(400);
            expect(missing.json()).toEqual(errorBody(ACCOUNT_MESSAGES.confirmPasswordRequired));
        }
        expect(await countRows('users', 'id', user.id)).toBe(1);
        expect((await me(token)).statusCode).toBe(200);
        expect((await deletePermanently(null, { confirmPassword: 'x' })).statusCode).toBe(401);
    });
    it('removes the user, the profile, the jobs, the sessions and the uploaded files', async () => {
        const { token, user, password } = await registerUser(ctx.app, 'employer');
        const logoFile = await uploadLogo(token);
        expect(existsSync(logoFile)).toBe(true);
        const other = await registerUser(ctx.app, 'employer');
        await insertJob(ctx, user.id);
        await insertJob(ctx, other.user.id);
        const response = await deletePermanently(token, { confirmPassword: password });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.deleted });
        expect(await countRows('users', 'id', user.id)).toBe(0);
        expect(await countRows('employer_profiles', 'user_id', user.id)).toBe(0);
        expect(await countRows('jobs', 'employer_id', user.id)).toBe(0);
        expect(await countRows('sessions', 'user_id', user.id)).toBe(0);
        expect(await countRows('uploads', 'owner_id', user.id)).toBe(0);
        expect(existsSync(logoFile)).toBe(false);
        expect(await countRows('jobs', 'employer_id', other.user.id)).toBe(1);
        expect((await me(token)).statusCode).toBe(401);
        expect((await login(user.email, password)).statusCode).toBe(401);
    });
    it('leaves no e-mail to or from the person in the outbox and no counter keyed by their address', async () => {
        const { token, user, password } = await registerUser(ctx.app, 'worker');
        const other = await registerUser(ctx.app, 'employer');
        // The forgotten-password link (recipient known) and a candidate e-mail (address only, as candidate contact writes it).
        expect((await injectAs(ctx.app, null).post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
        await ctx.database.db.execute(sql `insert into email_outbox (to_email, subject, body, sender_id) values (${user.email}, 'Hello', 'Private words', ${other.user.id})`);
        await ctx.database.db.execute(sql `insert into email_outbox (to_email, reply_to, subject, body) values (${other.user.email}, ${user.email}, 'Re', 'From the person')`);
        expect((await login(user.email, 'wrong password')).statusCode).toBe(401);
        // Counted in PostgreSQL when DATABASE_URL is set; PGlite counts in memory, so the row is written here either way.
        await ctx.database.db.execute(sql `insert into rate_limit_counters (key, hits, resets_at) values (${`sign-in:${user.email}`}, 1, now() + interval '15 minutes')
        on conflict (key) do nothing`);
        await ctx.database.db.execute(sql `insert into rate_limit_counters (key, hits, resets_at) values (${`sign-in:${other.user.email}`}, 1, now() + interval '15 minutes')`);
        expect((await deletePermanently(token, { confirmPassword: password })).statusCode).toBe(200);
        const outbox = await ctx.database.db.execute(sql `select count(*)::int as count from email_outbox
        where to_email = ${user.email} or reply_to = ${user.email} or recipient_id = ${user.id} or body like '%Private words%'`);
        expect(outbox.rows[0].count).toBe(0);
        const counters = await ctx.database.db.execute(sql `select key from rate_limit_counters where key in (${`sign-in:${user.email}`}, ${`sign-in:${other.user.email}`})`);
        expect(counters.rows.map((row) => row.key)).toEqual([`sign-in:${other.user.email}`]);
    });
});
