import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

const MAX_CONTEXT_CHARS = 20_000;
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The plain text of an uploaded resume (PDF, DOCX or TXT). Legacy .doc files carry no text we can
 * read without a native tool, so they give null and the resume is written from the profile alone.
 */
export async function extractResumeText(bytes: Buffer, mimeType: string): Promise<string | null> {
  let text: string | null = null;
  if (mimeType === 'application/pdf') {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    text = (await extractText(pdf, { mergePages: false })).text.join('\n');
  } else if (mimeType === DOCX_MIME) {
    text = (await mammoth.extractRawText({ buffer: bytes })).value;
  } else if (mimeType === 'text/plain') {
    text = bytes.toString('utf8');
  }
  const trimmed = text?.replaceAll('\u0000', '').trim();
  return trimmed ? trimmed.slice(0, MAX_CONTEXT_CHARS) : null;
}
