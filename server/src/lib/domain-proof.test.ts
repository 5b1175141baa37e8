import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDns } from '../test/fake-dns';
import { createDomainProofChecker, isPublicAddress } from './domain-proof';

describe('public addresses', () => {
  it('refuses private, loopback, link-local, metadata, shared and reserved addresses, v4 and v6', () => {
    for (const address of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '172.31.255.255',
      '192.168.0.1',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
    expect(isPublicAddress('127.0.0.1', ['127.0.0.1'])).toBe(true);
  });
});

describe('the checker, and why a check fails', () => {
  let handler: RequestListener = (_request, response) => response.writeHead(404).end();
  const server = createServer((request, response) => handler(request, response));
  let dns: Awaited<ReturnType<typeof startFakeDns>>;
  let checker: ReturnType<typeof createDomainProofChecker>;
  beforeAll(async () => {
    dns = await startFakeDns();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    checker = createDomainProofChecker({ dnsServers: [dns.server], scheme: 'http', port, timeoutMs: 500, allowedAddresses: ['127.0.0.1'] });
    dns.records.set('site.example.org', { a: ['127.0.0.1'] });
    dns.records.set('inside.example.org', { a: ['10.0.0.8'] });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await dns.close();
  });

  it('names each failure', async () => {
    handler = (_request, response) => response.writeHead(200).end('x'.repeat(5000));
    expect(await checker.check('site.example.org', 'tok')).toEqual({ ok: false, dns: 'not_found', wellKnown: 'too_large' });
    handler = (_request, response) =>
      response.writeHead(302, { location: 'https://site.example.org/.well-known/crewbridge-verification.txt' }).end();
    expect(await checker.check('site.example.org', 'tok')).toMatchObject({ wellKnown: 'redirected_away' });
    handler = () => undefined;
    expect(await checker.check('site.example.org', 'tok')).toMatchObject({ wellKnown: 'timed_out' });
    expect(await checker.check('inside.example.org', 'tok')).toMatchObject({ wellKnown: 'not_public' });
    expect(await checker.check('nowhere.example.org', 'tok')).toMatchObject({ wellKnown: 'unreachable' });
    handler = (_request, response) => response.writeHead(200).end('tok\n');
    expect(await checker.check('site.example.org', 'tok')).toEqual({ ok: true, method: 'well-known' });
  });
});
