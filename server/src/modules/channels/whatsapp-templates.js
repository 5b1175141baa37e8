/**
 * The WhatsApp message templates CrewBridge uses outside the 24-hour customer-service window,
 * as they are submitted for approval in WhatsApp Manager (name, category, language, body with
 * {{n}} parameters, buttons). A template's name and parameter count are the contract with Meta.
 */
export const WHATSAPP_TEMPLATES = {
    crewbridge_verification: {
        category: 'AUTHENTICATION',
        parameters: ['code'],
        body: {
            en: '{{1}} is your CrewBridge verification code. For your security, do not share this code.',
            es: '{{1}} es su código de verificación de CrewBridge. Por su seguridad, no comparta este código.',
        },
        buttons: null,
    },
    crewbridge_job_alert: {
        category: 'UTILITY',
        parameters: ['summary', 'link'],
        body: {
            en: 'CrewBridge job alert: {{1}}\nSee it: {{2}}\nReply STOP to stop these messages.',
            es: 'Alerta de empleo de CrewBridge: {{1}}\nVéala: {{2}}\nResponda PARAR para dejar de recibir estos mensajes.',
        },
        buttons: { en: ['Apply'], es: ['Aplicar'] },
    },
    crewbridge_update: {
        category: 'UTILITY',
        parameters: ['summary', 'link'],
        body: {
            en: 'CrewBridge: {{1}}\n{{2}}\nReply STOP to stop these messages.',
            es: 'CrewBridge: {{1}}\n{{2}}\nResponda PARAR para dejar de recibir estos mensajes.',
        },
        buttons: null,
    },
};
/** The language codes the templates are submitted under. */
export const TEMPLATE_LANGUAGE = { en: 'en_US', es: 'es_MX' };
