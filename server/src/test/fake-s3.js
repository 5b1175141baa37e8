import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
/** How far a request's x-amz-date may be from the server's clock, as S3 allows. */
const MAX_SKEW_MS = 15 * 60_000;
const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const sha256Hex = (data) => createHash('sha256').update(data).digest('hex');
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();
function encodeRfc3986(value) {
    return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
/**
 * The Authorization header S3 expects for a request: `headers` are its headers by lower-case name
 * (host, x-amz-date and x-amz-content-sha256 among them) and `signedHeaders` the ones it signs.
 */
export function expectedAuthorization(input) {
    const amzDate = input.headers['x-amz-date'] ?? '';
    const dateStamp = amzDate.slice(0, 8);
    const names = [...input.signedHeaders].sort();
    const canonicalQuery = [...input.query]
        .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)])
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
    const canonicalRequest = [
        input.method,
        input.path,
        canonicalQuery,
        names.map((name) => `${name}:${(input.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
        names.join(';'),
        input.headers['x-amz-content-sha256'] ?? '',
    ].join('\n');
    const scope = `${dateStamp}/${input.region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, dateStamp), input.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
    return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}
/** 20130524T000000Z as a Date, or null when it is not one. */
function parseAmzDate(value) {
    const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
    return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : null;
}
/** Why S3 would refuse this request's signature, or null when it is sound. */
function checkSignature(request, url, body, options) {
    const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
    if (!match)
        return { status: 403, code: 'AccessDenied' };
    const [, accessKeyId, dateStamp, region, service, signedList, signature] = match;
    if (accessKeyId !== options.accessKeyId)
        return { status: 403, code: 'InvalidAccessKeyId' };
    if (region !== options.region || service !== 's3')
        return { status: 400, code: 'AuthorizationHeaderMalformed' };
    const headers = {};
    for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string')
            headers[name] = value;
    const signedHeaders = signedList.split(';');
    // S3 wants the host and every x-amz-* header inside the signature.
    const unsigned = Object.keys(headers).filter((name) => (name === 'host' || name.startsWith('x-amz-')) && !signedHeaders.includes(name));
    if (unsigned.length > 0)
        return { status: 403, code: 'AccessDenied' };
    const date = parseAmzDate(headers['x-amz-date']);
    if (!date || headers['x-amz-date'].slice(0, 8) !== dateStamp)
        return { status: 403, code: 'AccessDenied' };
    if (Math.abs(Date.now() - date.getTime()) > MAX_SKEW_MS)
        return { status: 403, code: 'RequestTimeTooSkewed' };
    const payloadHash = headers['x-amz-content-sha256'];
    if (!payloadHash)
        return { status: 400, code: 'InvalidRequest' };
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body))
        return { status: 400, code: 'XAmzContentSHA256Mismatch' };
    const expected = expectedAuthorization({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers,
        signedHeaders,
        region: options.region,
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
    });
    const received = Buffer.from(signature);
    const wanted = Buffer.from(expected.slice(-64));
    return timingSafeEqual(received, wanted) ? null : { status: 403, code: 'SignatureDoesNotMatch' };
}
async function readBody(request) {
    const chunks = [];
    for await (const chunk of request)
        chunks.push(chunk);
    return Buffer.concat(chunks);
}
/** Starts a fake S3 on a free local port. */
export async function startFakeS3(options) {
    const objects = new Map();
    const requests = [];
    let failures = { status: 0, count: 0 };
    async function answer(request, response) {
        const url = new URL(request.url ?? '/', 'http://fake-s3');
        const body = await readBody(request);
        // Logged before the answer leaves, so a test reading `requests` after its call sees it.
        const reply = (status, headers = {}, content) => {
            const payloadHash = request.headers['x-amz-content-sha256'];
            requests.push({ method: request.method ?? '', path: url.pathname + url.search, payloadHash, status });
            response.writeHead(status, headers).end(content);
        };
        const fail = (status, code) => reply(status, { 'content-type': 'application/xml' }, `<Error><Code>${code}</Code></Error>`);
        if (failures.count > 0) {
            failures = { ...failures, count: failures.count - 1 };
            return fail(failures.status, 'SlowDown');
        }
        const refusal = checkSignature(request, url, body, options);
        if (refusal)
            return fail(refusal.status, refusal.code);
        const prefix = `/${options.bucket}/`;
        if (!url.pathname.startsWith(prefix))
            return fail(404, 'NoSuchBucket');
        const key = decodeURIComponent(url.pathname.slice(prefix.length));
        if (request.method === 'PUT') {
            objects.set(key, { body, contentType: request.headers['content-type'] });
            return reply(200);
        }
        if (request.method === 'GET') {
            const stored = objects.get(key);
            if (!stored)
                return fail(404, 'NoSuchKey');
            return reply(200, { 'content-type': stored.contentType ?? 'binary/octet-stream' }, stored.body);
        }
        if (request.method === 'DELETE') {
            objects.delete(key);
            return reply(204);
        }
        return fail(405, 'MethodNotAllowed');
    }
    const server = createServer((request, response) => {
        answer(request, response).catch(() => response.writeHead(500).end());
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    return {
        endpoint: `http://127.0.0.1:${port}`,
        objects,
        requests,
        failNext(status, count) {
            failures = { status, count };
        },
        close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
    };
}
