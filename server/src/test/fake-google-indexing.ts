import { createVerify, generateKeyPairSync, randomUUID } from 'node:crypto';
import { startFakeHttpService, type FakeAnswer, type RecordedRequest } from './fake-http-service';

const SCOPE = 'https://www.googleapis.com/auth/indexing';
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const PUBLISH_PATH = '/v3/urlNotifications:publish';

const tokenError = (description: string): FakeAnswer => ({ status: 400, body: { error: 'invalid_grant', error_description: description } });
const apiError = (status: number, reason: string, message: string): FakeAnswer => ({
  status,
  body: { error: { code: status, message, status: reason } },
});

/**
 * Google's OAuth token endpoint and Indexing API as the test's model of them, with a service account whose key
 * pair is made here: the token endpoint takes only a form with the JWT-bearer grant and an RS256 JWT signed by
 * that key, issued by its client_email for the indexing scope, addressed to this token_uri, living at most an
 * hour; the publish endpoint takes only a token it issued and a JSON body of exactly { url, type }.
 */
export async function startFakeGoogleIndexing() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'crewbridge-indexing@crewbridge-test.iam.gserviceaccount.com';
  const issued = new Set<string>();
  const published: { url: string; type: 'URL_UPDATED' | 'URL_DELETED'; token: string }[] = [];
  const tokenRequests: { claims: Record<string, unknown> }[] = [];
  let failures: number[] = [];
  let tokenUri = '';

  function token(request: RecordedRequest): FakeAnswer {
    if (request.method !== 'POST') return { status: 405 };
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return tokenError('Bad content type');
    const form = new URLSearchParams(request.body.toString('utf8'));
    if (form.get('grant_type') !== GRANT_TYPE)
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' } };
    const [header, claims, signature, ...rest] = (form.get('assertion') ?? '').split('.');
    if (!header || !claims || !signature || rest.length > 0) return tokenError('Invalid JWT');
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (head.alg !== 'RS256') return tokenError('Invalid JWT: alg');
    const isSigned = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, signature, 'base64url');
    if (!isSigned) return tokenError('Invalid JWT Signature.');
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (body.iss !== clientEmail) return tokenError('Invalid issuer');
    if (body.scope !== SCOPE) return tokenError('Invalid scope');
    if (body.aud !== tokenUri) return tokenError('Invalid JWT: aud');
    const { iat, exp } = body;
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat || exp - iat > 3600) {
      return tokenError('Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe');
    }
    tokenRequests.push({ claims: body });
    const accessToken = `ya29.fake-${randomUUID()}`;
    issued.add(accessToken);
    return { status: 200, body: { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' } };
  }

  function publish(request: RecordedRequest): FakeAnswer {
    if (request.method !== 'POST') return apiError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !issued.has(bearer)) return apiError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
    const failure = failures.shift();
    if (failure) return apiError(failure, failure === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL', 'Try again');
    if (!String(request.headers['content-type']).startsWith('application/json'))
      return apiError(400, 'INVALID_ARGUMENT', 'Bad content type');
    let body: unknown;
    try {
      body = JSON.parse(request.body.toString('utf8'));
    } catch {
      return apiError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const { url, type, ...rest } = (body ?? {}) as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return apiError(400, 'INVALID_ARGUMENT', `Unknown name "${Object.keys(rest)[0]}"`);
    if (type !== 'URL_UPDATED' && type !== 'URL_DELETED') return apiError(400, 'INVALID_ARGUMENT', 'Invalid value at type');
    if (typeof url !== 'string' || !/^https?:\/\/[^/]+\/\S*$/.test(url)) return apiError(400, 'INVALID_ARGUMENT', 'Invalid url');
    published.push({ url, type, token: bearer });
    return { status: 200, body: { urlNotificationMetadata: { url, latestUpdate: { url, type, notifyTime: new Date().toISOString() } } } };
  }

  const service = await startFakeHttpService((request) => {
    if (request.path === '/token') return token(request);
    if (request.path === PUBLISH_PATH) return publish(request);
    return { status: 404, body: { error: { code: 404, status: 'NOT_FOUND' } } };
  });
  tokenUri = `${service.url}/token`;
  const account = {
    type: 'service_account',
    project_id: 'crewbridge-test',
    private_key_id: 'test-key',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: clientEmail,
    client_id: '100000000000000000001',
    token_uri: tokenUri,
  };
  return {
    ...service,
    env: { GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify(account), GOOGLE_INDEXING_API_URL: `${service.url}${PUBLISH_PATH}` },
    published,
    tokenRequests,
    /** Every access token issued so far stops being accepted (as when Google revokes them). */
    revokeTokens() {
      issued.clear();
    },
    /** The next publish requests (after the token check) fail with these statuses, in order. */
    failNext(...statuses: number[]) {
      failures = statuses;
    },
  };
}
