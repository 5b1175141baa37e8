import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/**
 * A push service (the role FCM or Mozilla's autopush play) over HTTPS with a test-only certificate
 * that the process is told to trust: it takes Web Push requests, answers 201 (or the status a
 * test asks for, e.g. 410 Gone), and decrypts each aes128gcm payload (RFC 8291) with the
 * browser-side keys it handed out, so a test reads what the device would show.
 */
export async function startFakePushService() {
  const cert = fixture('fake-push-cert.pem');
  // web-push sends through Node's global HTTPS agent; it trusts this certificate only for the test process.
  https.globalAgent.options.ca = [cert];
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statusByDevice = new Map<string, number>();
  const hanging = new Set<string>();
  const hung: string[] = [];
  const redirects = new Map<string, string>();
  const received: { device: string; authorization: string | undefined; payload: unknown }[] = [];
  const server = https.createServer({ cert, key: fixture('fake-push-key.pem') }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = (request.url ?? '').replace(/^\/push\//, '');
      // Accepts and never answers: a push service (or a port) that holds the socket open.
      if (hanging.has(device)) return void hung.push(device);
      const location = redirects.get(device);
      if (location) return void response.writeHead(307, { location }).end();
      const status = statusByDevice.get(device) ?? 201;
      const keys = devices.get(device);
      if (status === 201 && keys) {
        received.push({
          device,
          authorization: request.headers.authorization,
          payload: JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys.ecdh, keys.auth)) as unknown,
        });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** The devices of requests taken and left unanswered (hang). */
    hung,
    /** The app's setting that lets it send here (tests only: else only the browsers' push services are accepted). */
    env: { WEB_PUSH_TEST_ORIGIN: base },
    /** A new browser's subscription, as PushManager.subscribe() returns it. */
    newDevice() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `${base}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** From now on the push service answers this status for the device (404/410: it is gone). */
    answer(deviceId: string, status: number) {
      statusByDevice.set(deviceId, status);
    },
    /** From now on the push service accepts this device's requests and never answers them. */
    hang(deviceId: string) {
      hanging.add(deviceId);
    },
    /** From now on the push service answers 307 to `location` for this device. */
    redirect(deviceId: string, location: string) {
      redirects.set(deviceId, location);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** RFC 8188 / 8291 decryption of a one-record aes128gcm body with the user agent's keys. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}
