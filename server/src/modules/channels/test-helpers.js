import { notificationPreferences } from '../../db/schema/notifications';
import { saveVerifiedPhone } from './repository';
let phoneCounter = 0;
/** A US number no other test of the run uses. */
export const uniquePhone = () => `+1555${String(3_000_000 + (phoneCounter += 1) + Math.floor(Math.random() * 1000) * 1000).padStart(7, '0')}`;
/** A number verified as through POST /api/phone-verification/confirm (phone-verification.test.ts covers that path). */
export async function givePhone(db, userId, phone = uniquePhone(), now = new Date()) {
    await saveVerifiedPhone(db, userId, phone, now);
    return phone;
}
/** Turns channels on for one type, as the preferences route stores them. */
export async function turnOnChannels(db, userId, type, channels) {
    const value = { email: true, sms: false, whatsapp: false, push: false, ...channels };
    await db
        .insert(notificationPreferences)
        .values({ userId, type, enabled: true, frequency: 'instant', channels: value })
        .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.type], set: { channels: value } });
}
