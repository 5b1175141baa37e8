import { Resolver } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { DOMAIN_PROOF_FILE_PATH, DOMAIN_PROOF_RECORD_PREFIX, type DomainProofMethod } from '@core/trust/employer-verification';

/** How the checks reach the outside; tests point them at local fakes. */
export interface DomainProofSettings {
  /** DNS servers (`host` or `host:port`); empty: the system's. */
  dnsServers: string[];
  /** `https` in production; tests serve the file over `http` (a local HTTPS server is not trusted). */
  scheme: 'https' | 'http';
  /** Another port than the scheme's (tests' fake server). */
  port: number | null;
  /** The whole check of one proof, DNS answers and the download included. */
  timeoutMs: number;
  /** Addresses the checks may reach although they are not public: tests' 127.0.0.1 only. */
  allowedAddresses: string[];
}

export type DomainProofResult = { ok: true; method: DomainProofMethod } | { ok: false; dns: ProofFailure; wellKnown: ProofFailure };
export type ProofFailure = 'not_found' | 'not_public' | 'redirected_away' | 'too_large' | 'timed_out' | 'unreachable';

const MAX_FILE_BYTES = 4096;
const MAX_REDIRECTS = 3;

// Where a website's file must never be fetched from: private, loopback, link-local (cloud metadata at
// 169.254.169.254 and fd00:ec2::254), shared, multicast, reserved and documentation ranges.
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) notPublic.addSubnet(network, prefix, 'ipv4'); // prettier-ignore
for (const [network, prefix] of [
  ['::', 127], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) notPublic.addSubnet(network, prefix, 'ipv6'); // prettier-ignore

// IPv4-mapped IPv6 (::ffff:a.b.c.d) is refused whatever it maps to; it is kept apart because a
// BlockList also matches plain IPv4 addresses against a rule for that range.
const ipv4Mapped = new BlockList();
ipv4Mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

export function isPublicAddress(address: string, allowed: readonly string[] = []): boolean {
  if (allowed.includes(address)) return true;
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6 && ipv4Mapped.check(address, 'ipv6')) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class ProofError extends Error {
  constructor(readonly failure: ProofFailure) {
    super(failure);
  }
}

function withDeadline<T>(work: Promise<T>, ms: number, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new ProofError('timed_out'));
    }, ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Checks that whoever asks runs `domain`: a TXT record `crewbridge-verification=<token>` on it, else
 * the token in https://<domain>/.well-known/crewbridge-verification.txt. The file is fetched only
 * from addresses checked public, connecting to the address checked (no second lookup to swap it),
 * without following a redirect to another host, reading at most 4 KB, within the timeout.
 */
export function createDomainProofChecker(settings: DomainProofSettings) {
  const failureOf = (error: unknown): ProofFailure => (error instanceof ProofError ? error.failure : 'unreachable');
  return {
    async check(domain: string, token: string): Promise<DomainProofResult> {
      // A resolver and a set of requests per check: one check's deadline cancels nothing of another's.
      const { hasTxtRecord, hasWellKnownFile } = startCheck(settings);
      const [dns, wellKnown] = await Promise.allSettled([hasTxtRecord(domain, token), hasWellKnownFile(domain, token)]);
      if (dns.status === 'fulfilled') return { ok: true, method: 'dns' };
      if (wellKnown.status === 'fulfilled') return { ok: true, method: 'well-known' };
      return { ok: false, dns: failureOf(dns.reason), wellKnown: failureOf(wellKnown.reason) };
    },
  };
}

function startCheck(settings: DomainProofSettings) {
  const resolver = new Resolver({ timeout: settings.timeoutMs, tries: 1 });
  if (settings.dnsServers.length > 0) resolver.setServers(settings.dnsServers);

  async function hasTxtRecord(domain: string, token: string): Promise<void> {
    const records = await withDeadline(
      resolver.resolveTxt(domain).catch(() => [] as string[][]),
      settings.timeoutMs,
      () => resolver.cancel(),
    );
    if (!records.some((chunks) => chunks.join('').trim() === `${DOMAIN_PROOF_RECORD_PREFIX}${token}`)) throw new ProofError('not_found');
  }

  async function publicAddressOf(host: string): Promise<string> {
    const [v4, v6] = await Promise.all([resolver.resolve4(host).catch(() => []), resolver.resolve6(host).catch(() => [])]);
    const addresses = [...v4, ...v6];
    if (addresses.length === 0) throw new ProofError('unreachable');
    // Every address must be public: a name answering one public and one private address could be served from either.
    if (!addresses.every((address) => isPublicAddress(address, settings.allowedAddresses))) throw new ProofError('not_public');
    return addresses[0]!;
  }

  // The deadline destroys the requests still open: no socket outlives a failed check.
  const openRequests = new Set<http.ClientRequest>();

  function download(url: URL, address: string): Promise<{ status: number; location?: string; body: string }> {
    return new Promise((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request({
        host: address,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: url.pathname,
        method: 'GET',
        servername: isIP(url.hostname) ? undefined : url.hostname,
        headers: { host: url.host, 'user-agent': 'CrewBridge-Verification/1', accept: 'text/plain' },
      });
      request.on('error', () => reject(new ProofError('unreachable')));
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location, body: '' });
          return;
        }
        if (Number(response.headers['content-length'] ?? 0) > MAX_FILE_BYTES) {
          request.destroy();
          reject(new ProofError('too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_FILE_BYTES) {
            request.destroy();
            reject(new ProofError('too_large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', () => reject(new ProofError('unreachable')));
      });
      openRequests.add(request);
      request.on('close', () => openRequests.delete(request));
      request.end();
    });
  }

  async function hasWellKnownFile(domain: string, token: string): Promise<void> {
    const port = settings.port ? `:${settings.port}` : '';
    let url = new URL(`${settings.scheme}://${domain}${port}${DOMAIN_PROOF_FILE_PATH}`);
    const fetchFile = async () => {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        const address = await publicAddressOf(url.hostname);
        const answer = await download(url, address);
        if (answer.status < 300 || answer.status >= 400) {
          if (answer.status !== 200 || !answer.body.split(/\s+/).includes(token)) throw new ProofError('not_found');
          return;
        }
        const next = answer.location ? new URL(answer.location, url) : null;
        if (!next || next.host !== url.host || next.protocol !== url.protocol) throw new ProofError('redirected_away');
        url = next;
      }
      throw new ProofError('redirected_away');
    };
    await withDeadline(fetchFile(), settings.timeoutMs, () => {
      for (const request of openRequests) request.destroy();
    });
  }

  return { hasTxtRecord, hasWellKnownFile };
}

export type DomainProofChecker = ReturnType<typeof createDomainProofChecker>;
