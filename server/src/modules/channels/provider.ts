import type { Language } from '@core/shared/options';
import type { ChannelPayload, OutboundChannel } from '../../db/schema/channels';

/** One text or push as a provider sends it. */
export interface OutgoingText {
  channel: OutboundChannel;
  /** E.164 for texts; the user's id for push (the sender looks up their devices). */
  to: string;
  body: string;
  language: Language;
  payload: ChannelPayload;
  /** WhatsApp: inside the 24-hour customer-service window free text is allowed; outside it only templates. */
  withinWhatsappWindow?: boolean;
}

export interface SendResult {
  providerMessageId: string | null;
}

/** A provider's refusal that will not change on a retry (an invalid number, a template not approved). */
export class PermanentSendError extends Error {}

export interface TextProvider {
  send(message: OutgoingText): Promise<SendResult>;
}
