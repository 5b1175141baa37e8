import twilio from 'twilio';
import { PermanentSendError, type OutgoingText, type SendResult, type TextProvider } from './provider';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
  /** Where Twilio posts each message's delivery status (POST /api/webhooks/twilio/status). */
  statusCallbackUrl?: string;
}

/** SMS through Twilio's Messages API (form-encoded POST, JSON answer with the message's sid). */
export function createTwilioSender(settings: TwilioSettings): TextProvider {
  const url = `${settings.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(message: OutgoingText): Promise<SendResult> {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      // A Messaging Service SID (MG...) lets Twilio pick the number; otherwise it is the sending number.
      form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
      if (settings.statusCallbackUrl) form.set('StatusCallback', settings.statusCallbackUrl);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (!response.ok || !body.sid) {
        const reason = `Twilio ${response.status}: ${body.message ?? 'no message sid'}`;
        // 400s are the message itself (a bad or unsubscribed number); 429 and 5xx are worth another try.
        if (response.status === 400) throw new PermanentSendError(reason);
        throw new Error(reason);
      }
      return { providerMessageId: body.sid };
    },
  };
}

/** Twilio's X-Twilio-Signature over the public URL and the posted fields, checked by Twilio's own library. */
export function isValidTwilioSignature(authToken: string, signature: string | undefined, url: string, params: Record<string, string>) {
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}

/** The answer to every inbound text: no TwiML reply (an answer goes out through the outbox once the text is processed). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/** Twilio's MessageStatus as the outbox records it (WhatsApp's words); null for the stages before sending. */
export function twilioDeliveryStatus(status: string | undefined): 'sent' | 'delivered' | 'read' | 'failed' | null {
  if (status === 'sent' || status === 'delivered' || status === 'read') return status;
  if (status === 'failed' || status === 'undelivered') return 'failed';
  return null;
}
