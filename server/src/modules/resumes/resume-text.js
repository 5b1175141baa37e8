import { extractDocumentText } from '../../lib/document-text/extract';
const MAX_CONTEXT_CHARS = 20_000;
/**
 * The plain text of an uploaded resume (PDF, DOCX or TXT). Legacy .doc files carry no text we can
 * read without a native tool, so they give null and the resume is written from the profile alone.
 * Throws DocumentLimitError or DocumentUnreadableError (lib/document-text) for a file it cannot read.
 */
export async function extractResumeText(bytes, mimeType) {
    return (await extractDocumentText(bytes, mimeType, { maxChars: MAX_CONTEXT_CHARS })) || null;
}
