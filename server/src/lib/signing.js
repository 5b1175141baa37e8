import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_FILE_TYPES } from '@core/uploads/file-types';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../db/schema/server-secrets';
/**
 * UPLOAD_SIGNING_SECRET, else a random secret generated once: kept in the database when it is a
 * shared PostgreSQL (so every instance signs and checks with the same key without configuration),
 * in a file under DATA_DIR when it is the embedded one.
 */
export async function loadSigningSecret(env, database) {
    if (env.UPLOAD_SIGNING_SECRET)
        return env.UPLOAD_SIGNING_SECRET;
    return database.isEmbedded ? loadFileSecret(env.dataDir) : loadDatabaseSecret(database.db);
}
const SIGNING_SECRET_NAME = 'upload-signing-secret';
async function loadDatabaseSecret(db) {
    // The first instance's insert wins; every later or concurrent one reads that row.
    await db
        .insert(serverSecrets)
        .values({ name: SIGNING_SECRET_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
    const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SIGNING_SECRET_NAME));
    if (!row)
        throw new Error('The signing secret could not be stored');
    return row.value;
}
async function loadFileSecret(dataDir) {
    const file = path.join(dataDir, SIGNING_SECRET_NAME);
    try {
        return (await readFile(file, 'utf8')).trim();
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
        await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
        return secret;
    }
    catch (error) {
        // Another process wrote it first: use theirs.
        if (error.code === 'EEXIST')
            return (await readFile(file, 'utf8')).trim();
        throw error;
    }
}
function sign(secret, payload) {
    return createHmac('sha256', secret).update(payload).digest();
}
export function createUploadToken(secret, grant) {
    const payload = Buffer.from(JSON.stringify({ o: grant.ownerId, t: grant.fileType, p: grant.objectPath, e: grant.expiresAt })).toString('base64url');
    return `${payload}.${sign(secret, payload).toString('base64url')}`;
}
/** Checks the signature, that the token was issued for `objectPath`, and that it has not expired. */
export function verifyUploadToken(secret, token, objectPath, now) {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0)
        return { ok: false, reason: 'invalid' };
    const expected = sign(secret, payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
    let claims;
    try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    }
    catch {
        return { ok: false, reason: 'invalid' };
    }
    const { o, t, p, e } = claims;
    if (typeof o !== 'string' || typeof p !== 'string' || typeof e !== 'number')
        return { ok: false, reason: 'invalid' };
    if (!UPLOAD_FILE_TYPES.includes(t) || p !== objectPath)
        return { ok: false, reason: 'invalid' };
    if (e <= now)
        return { ok: false, reason: 'expired' };
    return { ok: true, grant: { ownerId: o, fileType: t, objectPath: p, expiresAt: e } };
}
