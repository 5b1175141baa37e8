import { readStatusCommand, STATUS_ANSWER_LIMIT } from '@core/channels/commands';
import { readKeyword } from '@core/channels/schemas';
import { emailTexts } from '../../lib/language';
import * as repo from './repository';
// A reply answers the last message notification of the past week; older ones have moved on.
const REPLY_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** A keyword's effect on every account that verified the number, and the one reply, in the user's language. */
async function actOnKeyword(db, channel, phone, text, context) {
    const keyword = readKeyword(text);
    if (!keyword)
        return null;
    const owners = await repo.listUsersByPhone(db, phone);
    const language = owners[0]?.language ?? keyword.language;
    const t = emailTexts(language);
    if (keyword.action === 'help')
        return t('texts.help', { url: `${context.baseUrl}/contact` });
    const optingOut = keyword.action === 'opt_out';
    await repo.setOptedOut(db, phone, channel, optingOut ? context.now : null);
    await repo.insertConsents(db, owners.map((owner) => ({
        userId: owner.userId,
        channel,
        type: null,
        granted: !optingOut,
        source: channel,
        words: text.trim().slice(0, 100),
        phone,
        createdAt: context.now,
    })));
    return t(optingOut ? 'texts.opted_out' : 'texts.opted_in');
}
/** "status" / "mis solicitudes": the worker's open applications and their statuses, short, in their language. */
async function answerStatus(db, phone, text, context) {
    if (!readStatusCommand(text))
        return null;
    const [owner] = await repo.listUsersByPhone(db, phone);
    if (!owner || owner.userType !== 'worker')
        return null;
    const t = emailTexts(owner.language);
    const url = `${context.baseUrl}/worker-dashboard?tab=applications`;
    // A worker has few open applications; the count past the first five is said, the link lists them.
    const open = await repo.listOpenApplications(db, owner.userId, 100);
    if (open.length === 0)
        return t('texts.status_none', { url: `${context.baseUrl}/jobs` });
    const lines = open.slice(0, STATUS_ANSWER_LIMIT).map((row) => `- ${row.jobTitle}: ${t(`texts.status_label.${row.status}`)}`);
    if (open.length > STATUS_ANSWER_LIMIT)
        lines.push(t('texts.status_more', { count: open.length - STATUS_ANSWER_LIMIT }));
    return t('texts.status_list', { list: lines.join('\n'), url });
}
/** A plain text from a known user, in answer to a message notification: posted in that conversation; true when posted. */
async function replyInConversation(db, channel, phone, text, context, actions) {
    const content = text.trim();
    const [owner] = await repo.listUsersByPhone(db, phone);
    if (!owner || !content)
        return false;
    const payload = await repo.findLatestTextWith(db, owner.userId, channel, 'conversation', new Date(context.now.getTime() - REPLY_WINDOW_MS));
    const conversation = payload?.conversation;
    if (!conversation)
        return false;
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
export async function handleSmsInbound(db, message, context, actions) {
    const answer = (await actOnKeyword(db, 'sms', message.from, message.body, context)) ??
        (await answerStatus(db, message.from, message.body, context)) ??
        (await applyBySmsReply(db, message.from, message.body, context, actions));
    if (answer === null)
        await replyInConversation(db, 'sms', message.from, message.body, context, actions);
    return answer;
}
/**
 * One inbound WhatsApp message (a text, a button tap): opens the 24-hour window and returns the
 * answer to queue, or null. A tap on an alert's Apply button applies.
 */
export async function handleWhatsappMessage(db, message, context, actions) {
    const phone = whatsappPhone(message.from);
    await repo.touchWhatsappInbound(db, phone, context.now);
    return answerWhatsapp(db, phone, message, context, actions);
}
/** WhatsApp names numbers without the plus sign. */
export const whatsappPhone = (from) => `+${from.replace(/^\+/, '')}`;
/** Applies the number's worker to the job and words the answer in their language. */
async function applyAndAnswer(db, phone, jobId, context, actions) {
    const [owner] = await repo.listUsersByPhone(db, phone);
    if (!owner || owner.userType !== 'worker')
        return null;
    const t = emailTexts(owner.language);
    const url = `${context.baseUrl}/worker-dashboard?tab=applications`;
    const result = await actions.applyByReply(db, owner.userId, jobId, context.now);
    if (result.outcome === 'incomplete_profile')
        return t('texts.finish_profile', { url: `${context.baseUrl}/worker-dashboard?tab=profile` });
    const status = result.status ? t(`application_status.status.${result.status}`) : '';
    if (result.outcome === 'applied')
        return t('texts.applied', { jobTitle: result.jobTitle ?? '', status, url });
    if (result.outcome === 'already_applied')
        return t('texts.already_applied', { jobTitle: result.jobTitle ?? '', status, url });
    return t('texts.apply_failed', { reason: result.reason ?? '', url });
}
/** "1" in answer to an SMS job alert of the past week: applies to its job. */
async function applyBySmsReply(db, phone, text, context, actions) {
    if (text.trim() !== '1')
        return null;
    const [owner] = await repo.listUsersByPhone(db, phone);
    if (!owner)
        return null;
    const payload = await repo.findLatestTextWith(db, owner.userId, 'sms', 'applyJobId', new Date(context.now.getTime() - REPLY_WINDOW_MS));
    return payload?.applyJobId ? applyAndAnswer(db, phone, payload.applyJobId, context, actions) : null;
}
async function answerWhatsapp(db, phone, message, context, actions) {
    const buttonId = message.interactive?.button_reply?.id ?? message.button?.payload;
    if (buttonId?.startsWith('apply:'))
        return applyAndAnswer(db, phone, buttonId.slice('apply:'.length), context, actions);
    const text = message.text?.body ?? message.button?.text ?? '';
    const answer = (await actOnKeyword(db, 'whatsapp', phone, text, context)) ?? (await answerStatus(db, phone, text, context));
    if (answer === null && message.text?.body)
        await replyInConversation(db, 'whatsapp', phone, text, context, actions);
    return answer;
}
