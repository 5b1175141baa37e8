import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailTexts } from '../../lib/language';
import { PermanentSendError } from './provider';
import { TEMPLATE_LANGUAGE, WHATSAPP_TEMPLATES } from './whatsapp-templates';
/** A reply button's id: what the user's tap sends back to the webhook. */
export const applyButtonId = (jobId) => `apply:${jobId}`;
/** The Cloud API's request body for one message: free text or buttons inside the window, else the template. */
export function whatsappRequestBody(message) {
    const to = message.to.replace(/^\+/, '');
    const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
    const { payload } = message;
    if (!message.withinWhatsappWindow) {
        const template = payload.template ?? { name: 'crewbridge_update', parameters: [message.body, payload.url ?? ''] };
        const definition = WHATSAPP_TEMPLATES[template.name];
        if (!definition)
            throw new PermanentSendError(`unknown WhatsApp template ${template.name}`);
        const components = [
            { type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text: text.slice(0, 1000) })) },
        ];
        if (template.name === 'crewbridge_job_alert' && payload.applyJobId) {
            components.push({
                type: 'button',
                sub_type: 'quick_reply',
                index: '0',
                parameters: [{ type: 'payload', payload: applyButtonId(payload.applyJobId) }],
            });
        }
        if (template.name === 'crewbridge_verification') {
            // Authentication templates carry the code again in their copy-code button.
            components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: template.parameters[0] }] });
        }
        return {
            ...base,
            type: 'template',
            template: { name: template.name, language: { code: TEMPLATE_LANGUAGE[message.language] }, components },
        };
    }
    if (payload.applyJobId) {
        const t = emailTexts(message.language);
        return {
            ...base,
            type: 'interactive',
            interactive: {
                type: 'button',
                body: { text: message.body.slice(0, 1024) },
                action: { buttons: [{ type: 'reply', reply: { id: applyButtonId(payload.applyJobId), title: t('texts.apply_button') } }] },
            },
        };
    }
    return { ...base, type: 'text', text: { body: message.body.slice(0, 4096), preview_url: Boolean(payload.url) } };
}
/** WhatsApp Business Platform (Cloud API): POST /{phone-number-id}/messages with a Bearer token. */
export function createWhatsappSender(settings) {
    const url = `${settings.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
    return {
        async send(message) {
            const response = await fetch(url, {
                method: 'POST',
                headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
                body: JSON.stringify(whatsappRequestBody(message)),
                signal: AbortSignal.timeout(15_000),
            });
            const body = (await response.json().catch(() => ({})));
            const id = body.messages?.[0]?.id;
            if (!response.ok || !id) {
                const reason = `WhatsApp ${response.status}: ${body.error?.message ?? 'no message id'}`;
                if (response.status === 400)
                    throw new PermanentSendError(reason);
                throw new Error(reason);
            }
            return { providerMessageId: id };
        },
    };
}
/** Meta signs the raw body: X-Hub-Signature-256 is "sha256=" + HMAC-SHA256(app secret, body), compared in constant time. */
export function isValidWhatsappSignature(appSecret, header, rawBody) {
    if (!header?.startsWith('sha256='))
        return false;
    const expected = createHmac('sha256', appSecret).update(rawBody).digest();
    const given = Buffer.from(header.slice('sha256='.length), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
}
