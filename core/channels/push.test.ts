import { describe, expect, it } from 'vitest';
import { isWebPushEndpoint } from './push';

describe('isWebPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://push.services.mozilla.com/wpush/v1/gAAAA',
    'https://web.push.apple.com/QGx4',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts a browser push service: %s', (endpoint) => {
    expect(isWebPushEndpoint(endpoint)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1:8443/push/abc',
    'https://[::1]/push',
    'http://169.254.169.254/latest/meta-data/',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    'https://evilpush.apple.com/x',
    'https://push.apple.com.evil.example/x',
    'https://notify.windows.com/x',
    'not a url',
  ])('refuses anything else: %s', (endpoint) => {
    expect(isWebPushEndpoint(endpoint)).toBe(false);
  });
});
