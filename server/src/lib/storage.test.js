import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { expectedAuthorization, startFakeS3 } from '../test/fake-s3';
import { createS3Storage, createStorage } from './storage';
const S3 = {
    bucket: 'crewbridge-uploads',
    region: 'eu-west-1',
    accessKeyId: 'AKIDTESTCREWBRIDGE',
    secretAccessKey: 'test-secret/with+signs',
};
let fake;
beforeAll(async () => {
    fake = await startFakeS3(S3);
});
afterAll(async () => {
    await fake?.close();
});
beforeEach(() => {
    fake.objects.clear();
    fake.requests.length = 0;
    fake.failNext(0, 0);
});
/** The driver as the server builds it from S3_* settings (a trailing slash on the endpoint is fine). */
const storageFromEnv = (overrides = {}) => createStorage(loadEnv({
    S3_ENDPOINT: `${fake.endpoint}/`,
    S3_BUCKET: S3.bucket,
    S3_REGION: S3.region,
    S3_ACCESS_KEY_ID: S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
    ...overrides,
}));
describe('the fake S3 signature check', () => {
    it('expects the signature of the AWS documentation example', () => {
        const authorization = expectedAuthorization({
            method: 'GET',
            path: '/test.txt',
            query: new URLSearchParams(),
            headers: {
                host: 'examplebucket.s3.amazonaws.com',
                range: 'bytes=0-9',
                'x-amz-content-sha256': createHash('sha256').update('').digest('hex'),
                'x-amz-date': '20130524T000000Z',
            },
            signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
            region: 'us-east-1',
            accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
            secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        });
        expect(authorization).toBe('AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    });
});
describe('S3 storage', () => {
    it('puts, gets and deletes objects with path-style requests S3 accepts', async () => {
        const storage = storageFromEnv();
        const body = Buffer.from('%PDF-1.7 resume bytes');
        await storage.put('resumes/abc-123', body, 'application/pdf');
        expect(fake.objects.get('resumes/abc-123')).toEqual({ body, contentType: 'application/pdf' });
        expect(await storage.get('resumes/abc-123')).toEqual(body);
        await storage.delete('resumes/abc-123');
        expect(await storage.get('resumes/abc-123')).toBeNull();
        expect(fake.requests.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
            `PUT /${S3.bucket}/resumes/abc-123 200`,
            `GET /${S3.bucket}/resumes/abc-123 200`,
            `DELETE /${S3.bucket}/resumes/abc-123 204`,
            `GET /${S3.bucket}/resumes/abc-123 404`,
        ]);
    });
    it('signs the payload itself, so a body changed on the way would be refused', async () => {
        const body = Buffer.from('signed bytes');
        await storageFromEnv().put('documents/signed', body, 'application/octet-stream');
        expect(fake.requests[0].payloadHash).toBe(createHash('sha256').update(body).digest('hex'));
    });
    it('answers null for a missing object and takes deleting one as done', async () => {
        const storage = storageFromEnv();
        expect(await storage.get('resumes/missing')).toBeNull();
        await expect(storage.delete('resumes/missing')).resolves.toBeUndefined();
    });
    it('fails loudly when S3 refuses the signature, instead of reading it as a missing file', async () => {
        const storage = storageFromEnv({ S3_SECRET_ACCESS_KEY: 'not-the-secret' });
        await expect(storage.put('resumes/x', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/S3 PUT resumes\/x failed: 403 .*SignatureDoesNotMatch/);
        await expect(storage.get('resumes/x')).rejects.toThrow(/S3 GET resumes\/x failed: 403/);
        expect(fake.objects.size).toBe(0);
    });
    it('signs for the configured region', async () => {
        const storage = storageFromEnv({ S3_REGION: 'us-east-1' });
        await expect(storage.put('resumes/x', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/400 .*AuthorizationHeaderMalformed/);
    });
    it('tries again when S3 is briefly overloaded, and gives up after three attempts', async () => {
        const storage = createS3Storage({ ...S3, endpoint: fake.endpoint });
        fake.failNext(503, 2);
        await storage.put('resumes/retried', Buffer.from('kept'), 'application/pdf');
        expect(fake.objects.get('resumes/retried')?.body.toString()).toBe('kept');
        expect(fake.requests.map(({ status }) => status)).toEqual([503, 503, 200]);
        fake.failNext(503, 3);
        await expect(storage.get('resumes/retried')).rejects.toThrow(/S3 GET resumes\/retried failed: 503/);
    });
    it('refuses a key outside folder/name before any request', async () => {
        await expect(storageFromEnv().put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
        expect(fake.requests).toHaveLength(0);
    });
});
