import { defineMessages } from '../shared/messages';

/** Devices one account keeps push on: a new one past it replaces the account's oldest. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** The browsers' push services (FCM, Mozilla autopush, Apple, Windows): the only hosts the server connects to for push. */
export const WEB_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'push.services.mozilla.com'] as const;
export const WEB_PUSH_HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com'] as const;

export const PUSH_MESSAGES = defineMessages('channels', {
  pushEndpointNotAllowed: 'Notifications work only through your browser’s own push service. Turn them on again from this browser.',
  pushDeviceTaken:
    'This device already gets notifications for another account. Turn them off there first (sign in to it, Profile, Notifications).',
});

/**
 * Whether `endpoint` is an https URL on a browser push service, on the default port and with no
 * credentials: anything else would have the server connect where a caller chose (its own network).
 */
export function isWebPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return (WEB_PUSH_HOSTS as readonly string[]).includes(host) || WEB_PUSH_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
