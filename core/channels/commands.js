/** Words that ask for the worker's open applications by text (issue 36), with the language they are in. */
const STATUS_COMMANDS = {
    STATUS: 'en',
    'MY APPLICATIONS': 'en',
    ESTADO: 'es',
    'MIS SOLICITUDES': 'es',
};
/** The language of a status command ("status", "Mis solicitudes", "estado?"), or null for any other text. */
export function readStatusCommand(text) {
    const words = text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toUpperCase()
        .replace(/[^\p{L}\p{N} ]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return STATUS_COMMANDS[words] ?? null;
}
/** How many applications one status answer names; the link lists the rest. */
export const STATUS_ANSWER_LIMIT = 5;
