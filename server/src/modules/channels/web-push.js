import webPush from 'web-push';
import { PermanentSendError } from './provider';
import * as repo from './repository';
/**
 * Web Push to every device the user turned on; a device the push service no longer knows
 * (404/410) is forgotten at once. `to` is the user's id.
 */
export function createWebPushSender(db, vapid) {
    const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
    return {
        async send(message) {
            const devices = await repo.listPushSubscriptions(db, message.to);
            if (devices.length === 0)
                throw new PermanentSendError('no push subscription');
            const notification = JSON.stringify({
                title: message.payload.title ?? 'CrewBridge',
                body: message.body,
                url: message.payload.url ?? '/',
            });
            let delivered = 0;
            let lastError = null;
            for (const device of devices) {
                try {
                    await webPush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, notification, {
                        vapidDetails,
                        TTL: 24 * 60 * 60,
                        timeout: 15_000,
                    });
                    delivered += 1;
                }
                catch (error) {
                    if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
                        await repo.deletePushSubscription(db, device.endpoint);
                    }
                    else {
                        lastError = error;
                    }
                }
            }
            if (delivered === 0 && lastError)
                throw lastError instanceof Error ? lastError : new Error(String(lastError));
            if (delivered === 0)
                throw new PermanentSendError('every push subscription is gone');
            return { providerMessageId: null };
        },
    };
}
