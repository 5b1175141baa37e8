import { useMutation } from '@tanstack/react-query';
import type { PushSubscriptionInput } from '@core/channels/schemas';
import { apiRequest } from '@/lib/api-client';

export async function subscribePush(subscription: PushSubscriptionInput): Promise<void> {
  await apiRequest('POST', '/api/push-subscriptions', subscription);
}

const toKeyBytes = (base64Url: string) => {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

/** Whether this browser can receive push at all (an installed app or a browser with a service worker). */
export const canUsePush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Asks for permission (so only after the user's click), subscribes this device with the server's
 * VAPID key through the app's service worker, and registers the device with the server.
 */
export async function turnOnPushOnThisDevice(publicKey: string) {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('permission');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toKeyBytes(publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await subscribePush({ endpoint: json.endpoint, keys: json.keys });
}

export function useTurnOnPush() {
  return useMutation({ mutationFn: turnOnPushOnThisDevice });
}
