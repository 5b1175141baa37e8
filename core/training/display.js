/** Program cards show this many features; the details dialog shows them all. Kept apart from the zod schemas so the training page loads no zod. */
export const PROGRAM_CARD_FEATURES = 4;
/** The public training page, and its view of the programs leading to one catalogue credential (a job's missing credential links here). */
export const TRAINING_PAGE_PATH = '/workforce-training-programs';
export const TRAINING_CREDENTIAL_PARAM = 'credentialId';
export function trainingForCredentialHref(credentialId) {
    return `${TRAINING_PAGE_PATH}?${TRAINING_CREDENTIAL_PARAM}=${encodeURIComponent(credentialId)}`;
}
/** The categories the training programs use; the page shows each in the reader's language. */
export const TRAINING_CATEGORIES = [
    'Automation',
    'Data Centers',
    'Electrical',
    'Energy',
    'HVAC',
    'Heavy Equipment',
    'Maintenance',
    'Oil & Gas',
    'Safety',
    'Telecom',
    'Transportation',
    'Welding',
];
/** "10 weeks" -> { count: 10, unit: 'weeks' }, so a screen can word it in its language; null when free text. */
export function parseProgramDuration(duration) {
    const match = /^(\d+)\s+(hour|day|week|month)s?$/i.exec(duration.trim());
    if (!match)
        return null;
    return { count: Number(match[1]), unit: `${match[2].toLowerCase()}s` };
}
