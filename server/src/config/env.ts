import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { WHATSAPP_MESSAGES_PER_SECOND } from '@core/channels/limits';
import { isPhoneCountryEntry, KNOWN_PHONE_COUNTRIES } from '@core/channels/phone-countries';
import { googleServiceAccountSchema } from './google-service-account';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies may set X-Forwarded-For/-Proto/-Host: unset trusts none (the socket address is
 * the client), a number trusts that many hops, a list trusts those addresses/CIDRs.
 */
const trustProxySchema = z.preprocess(emptyAsUndefined, z.string().trim().optional()).transform((value, ctx) => {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) || false;
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrCidr)) return entries;
  ctx.addIssue({ code: 'custom', message: 'must be a hop count or a comma-separated list of IP addresses or CIDRs' });
  return z.NEVER;
});

/** A comma-separated list of countries (US, CA, MX) and calling-code prefixes (+34, +1787). */
const phoneCountriesSchema = z.preprocess(emptyAsUndefined, z.string().default('US')).transform((value, ctx) => {
  const entries = value.split(',').map((entry) => entry.trim().toUpperCase());
  if (entries.every(isPhoneCountryEntry)) return entries;
  ctx.addIssue({ code: 'custom', message: `must list countries (${KNOWN_PHONE_COUNTRIES.join(', ')}) or calling-code prefixes like +34` });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  /** The search index's snapshot file's directory (default DATA_DIR/search); 'off': no snapshot (jobs/search/snapshot.ts). */
  SEARCH_SNAPSHOT_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * Past this many jobs in an instance's index, PostgreSQL ranks the searches that need neither best match nor a
   * keyword (newest, pay, counts), from its partial indexes (jobs/search/README.md "10M jobs"). At a million the index
   * answers them faster, so the default sets the crossing above it.
   */
  SEARCH_SQL_FROM_JOBS: z.coerce.number().int().min(0).default(2_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  /** Job searches (GET /api/jobs, and its count apart) per signed-in account a minute. */
  JOB_SEARCH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  /** Another built client to serve (benchmarks and test runs build their own, apart from dist/client). */
  CLIENT_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: trustProxySchema,
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** scrypt's cost (N, a power of two) for new password hashes; a stored hash keeps the N it was made with. */
  PASSWORD_SCRYPT_N: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1_048_576)
    .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
    .default(16_384),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  RESUME_AI_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  RESUME_AI_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  RESUME_AI_MODEL: z.preprocess(emptyAsUndefined, z.string().default('gpt-4o-mini')),
  // Payments: without Stripe keys the built-in test-mode card provider is used.
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().startsWith('sk_').optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().startsWith('pk_').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Another host for Stripe's API (a local fake in tests); unset means api.stripe.com. */
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.url().optional()),
  PAYPAL_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  PAYPAL_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  /** The webhook's id in PayPal's dashboard: PayPal verifies each notice's signature against it (refunds confirmed). */
  PAYPAL_WEBHOOK_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  UPLOAD_SIGNING_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** The uploaded files' folder, which every instance must share when DATABASE_URL is set (unless S3 keeps them). */
  UPLOADS_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Load the demo data (and its demo logins) into an empty database at start; unset: only the embedded one. */
  DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).optional()),
  // Per user: bytes kept, upload links open (unused, unexpired) and uploads in progress at once.
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  UPLOAD_LINKS_MAX: z.coerce.number().int().positive().default(20),
  UPLOAD_PUTS_MAX: z.coerce.number().int().positive().default(3),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  // E-mail: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail.
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  // 0 turns the timer off (tests drive the outbox and the scheduler by hand).
  MAIL_POLL_MS: z.coerce.number().int().min(0).default(5000),
  SCHEDULER_TICK_MS: z.coerce.number().int().min(0).default(30_000),
  /** The local hour (server time zone) at which daily digests and daily/weekly job alerts go out. */
  ALERT_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  // Texts and push (issue 36): each channel is on when its keys are set; without them each text is a file under DATA_DIR/messages.
  WHATSAPP_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  WHATSAPP_APP_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  WHATSAPP_VERIFY_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Another host for Meta's Graph API (a local fake in tests). */
  WHATSAPP_API_BASE: z.preprocess(emptyAsUndefined, z.url().default('https://graph.facebook.com/v21.0')),
  TWILIO_ACCOUNT_SID: z.preprocess(emptyAsUndefined, z.string().optional()),
  TWILIO_AUTH_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The sending number (E.164) or a Messaging Service SID (MG...). */
  TWILIO_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Another host for Twilio's API (a local fake in tests). */
  TWILIO_API_BASE: z.preprocess(emptyAsUndefined, z.url().default('https://api.twilio.com')),
  /** `off` lets non-urgent texts and push go at night too (else they wait for 8 AM on the reader's clock). */
  QUIET_HOURS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  /** Twilio's sending rate for this number (1 for a US long code; a toll-free or short code allows more). */
  TWILIO_MESSAGES_PER_SECOND: z.coerce.number().positive().default(1),
  /** The WhatsApp business number's throughput (Meta's default 80; a number upgraded by Meta allows up to 1,000). */
  WHATSAPP_MESSAGES_PER_SECOND: z.coerce.number().positive().max(1000).default(WHATSAPP_MESSAGES_PER_SECOND),
  /**
   * A rate's rolling window is counted this-many ms longer: the providers count arrivals, and sends
   * spaced exactly one window apart could arrive closer together than that.
   */
  TEXT_RATE_GUARD_MS: z.coerce.number().int().min(0).max(500).default(100),
  // Phone codes (issue 49): each is a paid text, so they are capped per user and number (5 an hour), per caller address and per day for the whole service.
  PHONE_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
  PHONE_CODES_PER_DAY: z.coerce.number().int().positive().default(2000),
  /** The countries codes may go to: ISO codes this server knows (US, CA, MX) or calling-code prefixes (+34). */
  PHONE_CODE_COUNTRIES: phoneCountriesSchema,
  /** Who may ask for a code: an account whose e-mail is confirmed, one older than PHONE_CODE_MIN_ACCOUNT_AGE_MINUTES, or both. */
  PHONE_CODE_ACCOUNT_CHECK: z.preprocess(emptyAsUndefined, z.enum(['confirmed-email', 'min-age', 'both']).default('confirmed-email')),
  PHONE_CODE_MIN_ACCOUNT_AGE_MINUTES: z.coerce.number().int().min(0).default(10),
  // Verification by domain without a mailbox there (issue 49): a TXT record or a /.well-known/ file on the website's domain.
  /** DNS servers for the TXT and address lookups (`host` or `host:port`, comma-separated); unset: the system's. */
  DOMAIN_PROOF_DNS_SERVERS: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The whole check's time limit, DNS and the file's download included. */
  DOMAIN_PROOF_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(5000),
  /** Tests only: `http` and a port reach a local fake server (a local HTTPS server is not trusted). */
  DOMAIN_PROOF_SCHEME: z.preprocess(emptyAsUndefined, z.enum(['https', 'http']).default('https')),
  DOMAIN_PROOF_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  /** Tests only: addresses the check may reach although they are not public (127.0.0.1 for the fake server). */
  DOMAIN_PROOF_ALLOWED_ADDRESSES: z.preprocess(emptyAsUndefined, z.string().optional()),
  VAPID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  VAPID_SUBJECT: z.preprocess(emptyAsUndefined, z.string().default('mailto:support@crewbridge.local')),
  /** Tests only (NODE_ENV=test): a local fake push service's origin, accepted beside the browsers' push services. */
  WEB_PUSH_TEST_ORIGIN: z.preprocess(emptyAsUndefined, z.url().optional()),
  // Google Indexing API (issue 53): unset, nothing is sent and the console lists what would have been.
  GOOGLE_SERVICE_ACCOUNT_JSON: googleServiceAccountSchema,
  /** Another publish endpoint (a local fake in tests). */
  GOOGLE_INDEXING_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://indexing.googleapis.com/v3/urlNotifications:publish')),
  /** Publish requests a day (Pacific time, as Google counts), all instances together (Google's default quota is 200); past it they wait for the next day. */
  GOOGLE_INDEXING_DAILY_LIMIT: z.coerce.number().int().positive().default(200),
  /** Live sockets (/ws): a user's oldest closes when one more opens; an address at its cap is refused. */
  WS_MAX_PER_USER: z.coerce.number().int().positive().default(10),
  WS_MAX_PER_IP: z.coerce.number().int().positive().default(50),
  /** Slow clients: a request must arrive whole within this (408 otherwise); a socket silent this long mid-request closes. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Above the usual 60 s idle timeout of proxies and load balancers, so they drop an idle connection first. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  /**
   * /readyz answers from a database check at most this old and refreshes it behind the answer, so a
   * busy pool never makes the load balancer take every instance out at once; 0 checks on every call.
   */
  READINESS_CACHE_MS: z.coerce.number().int().min(0).default(1000),
  /** GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, it is a 404. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** On SIGTERM: how long /readyz says "shutting down" while still serving, so the load balancer stops sending first. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(3000),
  /** On SIGTERM: how long in-flight requests may take to finish after the drain before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; pgliteDir: string; loadsDemoData: boolean };

/** Parses the environment once; a bad value stops the process with one clear line. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = parsed.data;
  const s3Settings = [S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY];
  if (s3Settings.some(Boolean) && !s3Settings.every(Boolean)) {
    throw new Error(
      'Invalid environment configuration: S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  }
  if (parsed.data.DATABASE_URL && !S3_ENDPOINT && !parsed.data.UPLOADS_DIR) {
    throw new Error(
      'Invalid environment configuration: with DATABASE_URL set, uploaded files need S3 (S3_*) or UPLOADS_DIR naming a folder every instance shares',
    );
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  // A real PostgreSQL is a deployment: its empty database must not open with demo logins whose password the README prints.
  const loadsDemoData = parsed.data.DEMO_DATA ? parsed.data.DEMO_DATA === 'on' : !parsed.data.DATABASE_URL;
  return { ...parsed.data, dataDir, pgliteDir: path.join(dataDir, 'pglite'), loadsDemoData };
}
