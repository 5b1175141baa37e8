export const PDF_MIME = 'application/pdf';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOCUMENT_LIMITS = {
    maxZipInflatedBytes: 20 * 1024 * 1024,
    maxPdfStreamBytes: 8 * 1024 * 1024,
    maxPdfPages: 20,
    maxChars: 20_000,
    maxHeapMb: 128,
    timeoutMs: 5_000,
};
/** A document over one of the limits: a bomb, or more than a resume could need. */
export class DocumentLimitError extends Error {
    name = 'DocumentLimitError';
}
/** A document its parser could not read (corrupt, encrypted, not what its type says). */
export class DocumentUnreadableError extends Error {
    name = 'DocumentUnreadableError';
}
/** The text worth keeping: NULs dropped, trimmed, cut to `maxChars`. */
export function keptText(text, maxChars) {
    return text.replaceAll('\u0000', '').trim().slice(0, maxChars);
}
