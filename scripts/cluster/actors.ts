// The people of the cluster test: employers posting, workers searching, applying, uploading and
// talking, each with a live socket, all through HAProxy; and the record of every acknowledged write.
import { PDFDocument } from 'pdf-lib';
import WebSocket from 'ws';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';
import { users } from '../../server/src/db/schema/auth';
import { notificationPreferences } from '../../server/src/db/schema/notifications';
import { userPhones } from '../../server/src/db/schema/channels';
import { completeEmployerProfile, grantJobPosts } from '../../server/src/test/factories';

export interface Account {
  id: string;
  token: string;
  email: string;
  /** The client address HAProxy is told (X-Forwarded-For): each person has their own, as on the internet. */
  address: string;
}

/** 10.20.x.y for the n-th person. */
export const addressOf = (n: number) => `10.20.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** One HTTP call's outcome, for the phase report. */
export interface CallRecord {
  kind: string;
  startedAt: number;
  endedAt: number;
  status: number;
  ok: boolean;
  /** Why a call got no answer (status 0): the network error's code and message. */
  error?: string;
}

/** Each signed-in person's address, by session token. */
const addresses = new Map<string, string>();

export class Api {
  readonly calls: CallRecord[] = [];
  inFlight = 0;
  constructor(readonly baseUrl: string) {}

  /** A JSON call; network failures count as status 0. Throws nothing: the caller reads `ok`. */
  async call(
    kind: string,
    method: string,
    path: string,
    options: { token?: string; body?: unknown; raw?: Buffer; contentType?: string; headers?: Record<string, string> } = {},
  ) {
    const startedAt = Date.now();
    this.inFlight += 1;
    let status = 0;
    let json: unknown = null;
    let error: string | undefined;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.token && addresses.has(options.token) ? { 'x-forwarded-for': addresses.get(options.token)! } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.contentType ? { 'content-type': options.contentType } : {}),
          ...options.headers,
        },
        body: options.raw ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
        signal: AbortSignal.timeout(15_000),
      });
      status = response.status;
      const text = await response.text();
      json = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch (failure) {
      status = 0;
      error = describeNetworkError(failure);
    } finally {
      this.inFlight -= 1;
    }
    const ok = status >= 200 && status < 300;
    this.calls.push({ kind, startedAt, endedAt: Date.now(), status, ok, error });
    return { ok, status, json: json as Record<string, unknown> & unknown[] };
  }
}

/** fetch's TypeError hides the socket's own error in `cause`: say both. */
function describeNetworkError(failure: unknown): string {
  if (!(failure instanceof Error)) return String(failure);
  const cause = failure.cause as { code?: string; message?: string } | undefined;
  return [failure.message, cause?.code, cause?.message].filter(Boolean).join(': ');
}

let people = 0;

export async function register(api: Api, userType: 'worker' | 'employer', index: number): Promise<Account> {
  const email = `${userType}${index}-${Date.now().toString(36)}@cluster.test`;
  const address = addressOf((people += 1));
  const response = await api.call('setup', 'POST', '/api/auth/register', {
    body: { email, password: 'correct horse battery', userType, firstName: 'Load', lastName: `${userType} ${index}` },
    headers: { 'x-forwarded-for': address },
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.json)}`);
  const body = response.json as unknown as { token: string; user: { id: string } };
  addresses.set(body.token, address);
  return { id: body.user.id, token: body.token, email, address };
}

/** Accounts that opened their verification link, so their notifications are e-mailed (issue 37). */
export async function verifyEmails(db: Database, accounts: readonly Account[]) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(
      inArray(
        users.id,
        accounts.map((account) => account.id),
      ),
    );
}

export async function readyEmployer(db: Database, employer: Account, posts: number) {
  await completeEmployerProfile(db, employer.id, `Load Crew ${employer.email.slice(0, 12)}`);
  await grantJobPosts(db, employer.id, posts);
}

/** A verified number and new applicants by SMS as well as e-mail, as the profile tab's switches leave them. */
export async function textNewApplicants(db: Database, employer: Account, phone: string) {
  const now = new Date();
  await db.insert(userPhones).values({ userId: employer.id, phone, verifiedAt: now, updatedAt: now });
  await db.insert(notificationPreferences).values({
    userId: employer.id,
    type: 'new_application',
    enabled: true,
    frequency: 'instant',
    channels: { email: true, sms: true, whatsapp: false, push: false },
    updatedAt: now,
  });
}

export function jobPost(title: string) {
  return { title, industry: 'oilgas', description: `Weld pipe. ${title}`, location: 'Houston, TX', jobType: 'contract' };
}

export async function tinyPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText('Cluster test certificate', { x: 10, y: 100, size: 10 });
  return Buffer.from(await document.save());
}

/** A worker's live socket, reconnecting like the browser's client (1012: soon; anything else: after a second). */
export class LiveSocket {
  frames = new Map<string, number>();
  /** Each closed socket: when it closed, its code, and when the next one was ready (reconnect time). */
  outages: { closedAt: number; code: number; readyAt: number | null }[] = [];
  /** Times the client fetched what it missed (after each reconnect), with the ids it got. */
  catchUps: { at: number; ids: string[] }[] = [];
  private socket: WebSocket | null = null;
  private stopped = false;

  constructor(
    private readonly baseUrl: string,
    readonly account: Account,
    private readonly catchUp: () => Promise<string[] | null>,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve) => {
      const socket = new WebSocket(`${this.baseUrl.replace(/^http/, 'ws')}/ws?token=${this.account.token}`, {
        headers: { 'x-forwarded-for': this.account.address },
      });
      this.socket = socket;
      let ready = false;
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string; payload: { id?: string } };
        if (frame.type === 'ready') {
          ready = true;
          const outage = this.outages.at(-1);
          if (outage && outage.readyAt === null) {
            outage.readyAt = Date.now();
            void this.catchUp().then((ids) => ids && this.catchUps.push({ at: Date.now(), ids }));
          }
          resolve();
        } else if (frame.type === 'message.created' && frame.payload.id) {
          this.frames.set(frame.payload.id, Date.now());
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', (code) => {
        if (ready && !this.stopped) this.outages.push({ closedAt: Date.now(), code, readyAt: null });
        if (this.stopped) return resolve();
        // As client/src/lib/realtime.ts: 1012 (instance restarting) within a second, else the first backoff step.
        const wait = code === 1012 ? Math.random() * 1000 : 1000 * (0.75 + Math.random() * 0.5);
        setTimeout(() => void this.open().then(resolve), wait);
      });
    });
  }

  close() {
    this.stopped = true;
    this.socket?.terminate();
  }
}
