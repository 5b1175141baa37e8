import { readStatusCommand, STATUS_ANSWER_LIMIT } from '@core/channels/commands';
import { readKeyword, type TextChannel } from '@core/channels/schemas';
import type { Language } from '@core/shared/options';
import type { Executor } from '../../db/client';
import { emailTexts } from '../../lib/language';
import * as repo from './repository';

/** Applies the worker to the job with their profile (applications sits above channels: app wiring passes it in). */
export type ApplyByReply = (
  db: Executor,
  workerId: string,
  jobId: string,
  now: Date,
) => Promise<{
  outcome: 'applied' | 'already_applied' | 'incomplete_profile' | 'refused';
  jobTitle?: string;
  status?: string;
  reason?: string;
}>;

/** Posts a text reply in the conversation its notification was about (messaging sits above channels). */
export type ReplyToConversation = (
  db: Executor,
  message: { senderId: string; receiverId: string; conversationId: string; content: string; platform: 'internal' | 'whatsapp' },
) => Promise<void>;

export interface InboundActions {
  applyByReply: ApplyByReply;
  replyToConversation: ReplyToConversation;
}

// A reply answers the last message notification of the past week; older ones have moved on.
const REPLY_WINDOW_MS = 7 * 24 * 60 * 60_000;

export interface InboundContext {
  baseUrl: string;
  now: Date;
}

/** A keyword's effect on every account that verified the number, and the one reply, in the user's language. */
async function actOnKeyword(db: Executor, channel: TextChannel, phone: string, text: string, context: InboundContext) {
  const keyword = readKeyword(text);
  if (!keyword) return null;
  const owners = await repo.listUsersByPhone(db, phone);
  const language: Language = owners[0]?.language ?? keyword.language;
  const t = emailTexts(language);
  if (keyword.action === 'help') return t('texts.help', { url: `${context.baseUrl}/contact` });
  const optingOut = keyword.action === 'opt_out';
  await repo.setOptedOut(db, phone, channel, optingOut ? context.now : null);
  await repo.insertConsents(
    db,
    owners.map((owner) => ({
      userId: owner.userId,
      channel,
      type: null,
      granted: !optingOut,
      source: channel,
      words: text.trim().slice(0, 100),
      phone,
      createdAt: context.now,
    })),
  );
  return t(optingOut ? 'texts.opted_out' : 'texts.opted_in');
}

/** "status" / "mis solicitudes": the worker's open applications and their statuses, short, in their language. */
async function answerStatus(db: Executor, phone: string, text: string, context: InboundContext) {
  if (!readStatusCommand(text)) return null;
  const [owner] = await repo.listUsersByPhone(db, phone);
  if (!owner || owner.userType !== 'worker') return null;
  const t = emailTexts(owner.language);
  const url = `${context.baseUrl}/worker-dashboard?tab=applications`;
  // A worker has few open applications; the count past the first five is said, the link lists them.
  const open = await repo.listOpenApplications(db, owner.userId, 100);
  if (open.length === 0) return t('texts.status_none', { url: `${context.baseUrl}/jobs` });
  const lines = open.slice(0, STATUS_ANSWER_LIMIT).map((row) => `- ${row.jobTitle}: ${t(`texts.status_label.${row.status}`)}`);
  if (open.length > STATUS_ANSWER_LIMIT) lines.push(t('texts.status_more', { count: open.length - STATUS_ANSWER_LIMIT }));
  return t('texts.status_list', { list: lines.join('\n'), url });
}

/** A plain text from a known user, in answer to a message notification: posted in that conversation; true when posted. */
async function replyInConversation(
  db: Executor,
  channel: TextChannel,
  phone: string,
  text: string,
  context: InboundContext,
  actions: InboundActions,
) {
  const content = text.trim();
  const [owner] = await repo.listUsersByPhone(db, phone);
  if (!owner || !content) return false;
  const payload = await repo.findLatestTextWith(
    db,
    owner.userId,
    channel,
    'conversation',
    new Date(context.now.getTime() - REPLY_WINDOW_MS),
  );
  const conversation = payload?.conversation;
  if (!conversation) return false;
  await actions.replyToConversation(db, {
    senderId: owner.userId,
    receiverId: conversation.otherUserId,
    conversationId: conversation.id,
    content: content.slice(0, 5000),
    platform: channel === 'whatsapp' ? 'whatsapp' : 'internal',
  });
  return true;
}

/** An inbound SMS (Twilio's fields): the reply to text back (through the outbox), or null for none. */
export async function handleSmsInbound(
  db: Executor,
  message: { from: string; body: string },
  context: InboundContext,
  actions: InboundActions,
) {
  const answer =
    (await actOnKeyword(db, 'sms', message.from, message.body, context)) ??
    (await answerStatus(db, message.from, message.body, context)) ??
    (await applyBySmsReply(db, message.from, message.body, context, actions));
  if (answer === null) await replyInConversation(db, 'sms', message.from, message.body, context, actions);
  return answer;
}

export interface WhatsappInboundMessage {
  id: string;
  from: string;
  type: string;
  text?: { body?: string };
  interactive?: { button_reply?: { id?: string } };
  button?: { payload?: string; text?: string };
}

/**
 * One inbound WhatsApp message (a text, a button tap): opens the 24-hour window and returns the
 * answer to queue, or null. A tap on an alert's Apply button applies.
 */
export async function handleWhatsappMessage(
  db: Executor,
  message: WhatsappInboundMessage,
  context: InboundContext,
  actions: InboundActions,
) {
  const phone = whatsappPhone(message.from);
  await repo.touchWhatsappInbound(db, phone, context.now);
  return answerWhatsapp(db, phone, message, context, actions);
}

/** WhatsApp names numbers without the plus sign. */
export const whatsappPhone = (from: string) => `+${from.replace(/^\+/, '')}`;

/** Applies the number's worker to the job and words the answer in their language. */
async function applyAndAnswer(db: Executor, phone: string, jobId: string, context: InboundContext, actions: InboundActions) {
  const [owner] = await repo.listUsersByPhone(db, phone);
  if (!owner || owner.userType !== 'worker') return null;
  const t = emailTexts(owner.language);
  const url = `${context.baseUrl}/worker-dashboard?tab=applications`;
  const result = await actions.applyByReply(db, owner.userId, jobId, context.now);
  if (result.outcome === 'incomplete_profile') return t('texts.finish_profile', { url: `${context.baseUrl}/worker-dashboard?tab=profile` });
  const status = result.status ? t(`application_status.status.${result.status}`) : '';
  if (result.outcome === 'applied') return t('texts.applied', { jobTitle: result.jobTitle ?? '', status, url });
  if (result.outcome === 'already_applied') return t('texts.already_applied', { jobTitle: result.jobTitle ?? '', status, url });
  return t('texts.apply_failed', { reason: result.reason ?? '', url });
}

/** "1" in answer to an SMS job alert of the past week: applies to its job. */
async function applyBySmsReply(db: Executor, phone: string, text: string, context: InboundContext, actions: InboundActions) {
  if (text.trim() !== '1') return null;
  const [owner] = await repo.listUsersByPhone(db, phone);
  if (!owner) return null;
  const payload = await repo.findLatestTextWith(db, owner.userId, 'sms', 'applyJobId', new Date(context.now.getTime() - REPLY_WINDOW_MS));
  return payload?.applyJobId ? applyAndAnswer(db, phone, payload.applyJobId, context, actions) : null;
}

async function answerWhatsapp(
  db: Executor,
  phone: string,
  message: WhatsappInboundMessage,
  context: InboundContext,
  actions: InboundActions,
) {
  const buttonId = message.interactive?.button_reply?.id ?? message.button?.payload;
  if (buttonId?.startsWith('apply:')) return applyAndAnswer(db, phone, buttonId.slice('apply:'.length), context, actions);
  const text = message.text?.body ?? message.button?.text ?? '';
  const answer = (await actOnKeyword(db, 'whatsapp', phone, text, context)) ?? (await answerStatus(db, phone, text, context));
  if (answer === null && message.text?.body) await replyInConversation(db, 'whatsapp', phone, text, context, actions);
  return answer;
}
