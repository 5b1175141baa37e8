import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
const KEY_PATTERN = /^[\w-]+\/[\w-]+$/;
function assertKey(key) {
    if (!KEY_PATTERN.test(key))
        throw new Error(`Invalid storage key: ${key}`);
}
/** S3-compatible storage when the S3_* settings are present, else files under UPLOADS_DIR (default DATA_DIR/uploads). */
export function createStorage(env) {
    if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
        return createS3Storage({
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        });
    }
    return createLocalStorage(env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(env.dataDir, 'uploads'));
}
export function createLocalStorage(root) {
    return {
        async put(key, body) {
            assertKey(key);
            const target = path.join(root, key);
            await mkdir(path.dirname(target), { recursive: true });
            // Written aside then renamed, so a reader never sees half a file.
            const partial = `${target}.partial`;
            await writeFile(partial, body, { mode: 0o600 });
            await rename(partial, target);
        },
        async get(key) {
            assertKey(key);
            try {
                return await readFile(path.join(root, key));
            }
            catch (error) {
                if (error.code === 'ENOENT')
                    return null;
                throw error;
            }
        },
        async delete(key) {
            assertKey(key);
            await rm(path.join(root, key), { force: true });
        },
    };
}
/** Attempts after the first on a 5xx or 429 answer (aws4fetch backs off between them); three in all, like the AWS SDK. */
const S3_RETRIES = 2;
/**
 * Path-style requests (https://endpoint/bucket/key), which AWS, MinIO, R2 and others all accept,
 * signed with AWS Signature Version 4 by aws4fetch. The payload's SHA-256 is signed too (aws4fetch
 * would send UNSIGNED-PAYLOAD), so a body changed on the way is refused.
 */
export function createS3Storage(config) {
    const client = new AwsClient({
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
        // Named, not guessed from the host: aws4fetch only recognises AWS, R2 and B2 host names.
        service: 's3',
        region: config.region,
        retries: S3_RETRIES,
    });
    const objectUrl = (key) => `${config.endpoint.replace(/\/$/, '')}/${config.bucket}/${key}`;
    const send = (method, key, body, contentType) => client.fetch(objectUrl(key), {
        method,
        headers: {
            'x-amz-content-sha256': createHash('sha256')
                .update(body ?? '')
                .digest('hex'),
            ...(contentType ? { 'content-type': contentType } : {}),
        },
        body: body ? new Uint8Array(body) : undefined,
    });
    return {
        async put(key, body, contentType) {
            assertKey(key);
            const response = await send('PUT', key, body, contentType);
            if (!response.ok)
                throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
        },
        async get(key) {
            assertKey(key);
            const response = await send('GET', key);
            if (response.status === 404)
                return null;
            if (!response.ok)
                throw new Error(`S3 GET ${key} failed: ${response.status} ${await response.text()}`);
            return Buffer.from(await response.arrayBuffer());
        },
        async delete(key) {
            assertKey(key);
            const response = await send('DELETE', key);
            if (!response.ok && response.status !== 404) {
                throw new Error(`S3 DELETE ${key} failed: ${response.status} ${await response.text()}`);
            }
        },
    };
}
