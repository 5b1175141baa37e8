import webPush from 'web-push';
import { isWebPushEndpoint } from '@core/channels/push';
import type { Executor } from '../../db/client';
import { PermanentSendError, type OutgoingText, type SendResult, type TextProvider } from './provider';
import * as repo from './repository';

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** A push service answers within seconds; one that holds the socket open is dropped after this long idle. */
export const PUSH_SEND_TIMEOUT_MS = 5_000;

/**
 * Whether the server may connect to `endpoint`: a browser's push service, or (tests) the fake's
 * origin. Checked when a device subscribes and again before each send (rows stored before the check).
 */
export function createPushEndpointCheck(testOrigin: string | undefined) {
  const origin = testOrigin ? new URL(testOrigin).origin : null;
  return (endpoint: string) =>
    isWebPushEndpoint(endpoint) || (origin !== null && URL.canParse(endpoint) && new URL(endpoint).origin === origin);
}

/**
 * Web Push to every device the user turned on, all at once and each with a short timeout; Node's
 * https client follows no redirect, so only the push service's own answer counts. A device the
 * push service no longer knows (404/410), or whose endpoint is not a push service, is forgotten.
 * `to` is the user's id.
 */
export function createWebPushSender(db: Executor, vapid: VapidSettings, isAllowedEndpoint: (endpoint: string) => boolean): TextProvider {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  async function sendTo(device: repo.PushSubscriptionRow, notification: string): Promise<'sent' | 'gone' | Error> {
    if (!isAllowedEndpoint(device.endpoint)) {
      await repo.deletePushSubscription(db, device.endpoint);
      return 'gone';
    }
    try {
      await webPush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, notification, {
        vapidDetails,
        TTL: 24 * 60 * 60,
        timeout: PUSH_SEND_TIMEOUT_MS,
      });
      return 'sent';
    } catch (error) {
      if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await repo.deletePushSubscription(db, device.endpoint);
        return 'gone';
      }
      if (error instanceof webPush.WebPushError) return new Error(`push service answered ${error.statusCode}`);
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  return {
    async send(message: OutgoingText): Promise<SendResult> {
      const devices = await repo.listPushSubscriptions(db, message.to);
      if (devices.length === 0) throw new PermanentSendError('no push subscription');
      const notification = JSON.stringify({
        title: message.payload.title ?? 'CrewBridge',
        body: message.body,
        url: message.payload.url ?? '/',
      });
      const results = await Promise.all(devices.map((device) => sendTo(device, notification)));
      if (results.includes('sent')) return { providerMessageId: null };
      const lastError = results.findLast((result) => result instanceof Error);
      if (lastError) throw lastError;
      throw new PermanentSendError('every push subscription is gone');
    },
  };
}
