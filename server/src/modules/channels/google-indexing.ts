import { createSign } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { GoogleIndexingList, GoogleIndexingNotification } from '@core/admin/google-indexing';
import type { GoogleServiceAccount } from '../../config/google-service-account';
import type { Executor } from '../../db/client';
import { PermanentSendError } from './provider';
import * as repo from './repository';
import { recordSendFailure } from './send-failure';
import * as indexingRepo from './google-indexing-repository';

export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
/** What an unsent row says when GOOGLE_SERVICE_ACCOUNT_JSON is unset (the console shows it as "not sent"). */
export const INDEXING_NOT_CONFIGURED = 'not sent: GOOGLE_SERVICE_ACCOUNT_JSON is not set';

const BATCH_SIZE = 20;
const LEASE_MS = 2 * 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** Google's longest JWT lifetime. */
const ASSERTION_SECONDS = 3600;
/** A cached token is renewed this long before it runs out. */
const TOKEN_MARGIN_MS = 60_000;

export interface GoogleIndexingSender {
  /** Whether a service account is set (else rows are filed unsent for the operator). */
  configured: boolean;
  /** Sends every notification due at `at` (else the clock) within the day's cap; returns how many went out. */
  deliverDue(at?: Date): Promise<number>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The service account's signed JWT (RS256) that Google exchanges for an access token. */
export function signIndexingAssertion(account: GoogleServiceAccount, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: account.client_email, scope: INDEXING_SCOPE, aud: account.token_uri, iat, exp: iat + ASSERTION_SECONDS }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
}

/**
 * A refusal of the request itself (400: a URL Google will not take) will not change; anything else is tried
 * again: a 429 or 5xx, a network error, and a 401/403 (a key or a Search Console ownership the operator can fix).
 */
async function refusal(response: Response, what: string): Promise<Error> {
  const text = (await response.text().catch(() => '')).slice(0, 300);
  const message = `${what} ${response.status}${text ? `: ${text}` : ''}`;
  return response.status === 400 || response.status === 404 ? new PermanentSendError(message) : new Error(message);
}

/** Google counts the Indexing API's daily quota on Pacific time: it resets at midnight there. */
const QUOTA_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The quota day (YYYY-MM-DD, Pacific time) an instant counts in. */
export const quotaDay = (at: Date) => QUOTA_DAY_FORMAT.format(at);

/** When the next quota day starts: midnight Pacific time, 07:00 UTC under daylight saving time, else 08:00. */
export function nextQuotaDay(at: Date): Date {
  const today = quotaDay(at);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  for (const hour of [7, 8]) {
    const start = new Date(Date.UTC(year, month - 1, day + 1, hour));
    if (quotaDay(start) !== today && quotaDay(new Date(start.getTime() - 1)) === today) return start;
  }
  return new Date(Date.UTC(year, month - 1, day + 1, 8));
}

/**
 * Sends the Google Indexing API's rows of the channel outbox: claimed with SKIP LOCKED (one instance sends
 * each), retried with backoff, each publish request first taken from the day's cap in the database.
 */
export function createGoogleIndexingSender(options: {
  db: Executor;
  log: FastifyBaseLogger;
  clock: () => Date;
  maxAttempts: number;
  account: GoogleServiceAccount | undefined;
  publishUrl: string;
  dailyLimit: number;
  /** The public origin the job pages are on (PUBLIC_URL). */
  baseUrl: string;
}): GoogleIndexingSender {
  const { db, log, clock, maxAttempts, account, publishUrl, dailyLimit, baseUrl } = options;
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;
  /** This instance saw the day's cap taken: nothing is claimed until then. */
  let fullUntil = 0;

  async function fetchToken(account: GoogleServiceAccount, now: Date): Promise<string> {
    const response = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signIndexingAssertion(account, now),
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // A refused sign-in is the key's or the clock's, never the URL's: the notification waits for it to be fixed.
    if (!response.ok) throw new Error((await refusal(response, 'Google token endpoint')).message);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error('Google token endpoint answered without an access_token');
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : ASSERTION_SECONDS;
    token = { value: body.access_token, expiresAt: now.getTime() + expiresIn * 1000 };
    return body.access_token;
  }

  /** The cached access token until shortly before it runs out; parallel sends share one exchange. */
  function accessToken(account: GoogleServiceAccount, now: Date): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > now.getTime()) return Promise.resolve(token.value);
    return (pendingToken ??= fetchToken(account, now).finally(() => {
      pendingToken = null;
    }));
  }

  async function publish(account: GoogleServiceAccount, url: string, type: indexingRepo.IndexingRow['type'], now: Date) {
    const bearer = await accessToken(account, now);
    const response = await fetch(publishUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url, type }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.ok) return;
    if (response.status === 401) {
      // A token Google no longer takes is dropped, and the retry signs in again.
      token = null;
      throw new Error('Google Indexing API 401: the access token was refused');
    }
    throw await refusal(response, 'Google Indexing API');
  }

  async function deliver(row: indexingRepo.IndexingRow, at: Date | undefined): Promise<boolean> {
    const now = at ?? clock();
    const url = `${baseUrl}${row.path}`;
    if (!account) {
      await repo.finishChannelMessage(db, row.id, { status: 'cancelled', lastError: INDEXING_NOT_CONFIGURED });
      log.info({ url, type: row.type }, 'Google Indexing API not configured: notification filed unsent');
      return false;
    }
    if (fullUntil > now.getTime() || !(await indexingRepo.takeIndexingRequest(db, quotaDay(now), dailyLimit))) {
      fullUntil = Math.max(fullUntil, nextQuotaDay(now).getTime());
      await repo.deferChannelMessage(db, row.id, new Date(fullUntil));
      return false;
    }
    try {
      await publish(account, url, row.type, now);
      await repo.finishChannelMessage(db, row.id, { status: 'sent', sentAt: clock() });
      return true;
    } catch (error) {
      await recordSendFailure({ db, log, clock, maxAttempts }, row, error, {
        what: 'Google Indexing API notification',
        context: { url, type: row.type },
      });
      return false;
    }
  }

  const deliverOne = (row: indexingRepo.IndexingRow, at: Date | undefined) =>
    deliver(row, at).catch((error: unknown) => {
      log.error(
        { channelOutboxId: row.id, err: error },
        'Google Indexing API notification not recorded; its lease runs out and it is retried',
      );
      return false;
    });

  return {
    configured: Boolean(account),
    async deliverDue(at?: Date) {
      let sent = 0;
      for (;;) {
        const now = at ?? clock();
        if (account && fullUntil > now.getTime()) return sent;
        const batch = await indexingRepo.claimDueIndexing(db, now, BATCH_SIZE, LEASE_MS);
        const results = await Promise.all(batch.map((row) => deliverOne(row, at)));
        sent += results.filter(Boolean).length;
        if (batch.length < BATCH_SIZE) return sent;
      }
    },
  };
}

/** The operator console's list: whether a service account is set, today's count against the cap, the latest notifications. */
export async function listGoogleIndexing(
  db: Executor,
  sender: GoogleIndexingSender,
  opts: { baseUrl: string; dailyLimit: number; now: Date },
): Promise<GoogleIndexingList> {
  const [rows, sentToday] = await Promise.all([
    indexingRepo.listIndexingNotifications(db, 100),
    indexingRepo.countIndexingRequests(db, quotaDay(opts.now)),
  ]);
  return {
    configured: sender.configured,
    dailyLimit: opts.dailyLimit,
    sentToday,
    notifications: rows.map((row) => ({
      id: row.id,
      url: `${opts.baseUrl}${row.path}`,
      type: row.type,
      state: stateOf(row),
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      waitsUntil: row.status === 'queued' && row.nextAttemptAt && row.nextAttemptAt > opts.now ? row.nextAttemptAt.toISOString() : null,
    })),
  };
}

function stateOf(row: indexingRepo.IndexingNotification): GoogleIndexingNotification['state'] {
  if (row.status !== 'cancelled') return row.status;
  return row.lastError === INDEXING_NOT_CONFIGURED ? 'unsent' : 'superseded';
}
