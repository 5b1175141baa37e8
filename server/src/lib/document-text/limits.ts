export const PDF_MIME = 'application/pdf';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What reading one uploaded document may cost. The worker's memory and time caps bound whatever
 * the checks before parsing miss; the inflated-size caps turn the common bombs away before the
 * parser sees them.
 */
export interface DocumentLimits {
  /** All of a zip's entries (a .docx) together, inflated. */
  maxZipInflatedBytes: number;
  /** All of a PDF's streams that text extraction decodes (content, fonts, object streams), inflated. */
  maxPdfStreamBytes: number;
  /** Pages read from a PDF; later pages are left unread. */
  maxPdfPages: number;
  /** Text kept (and sent back from the worker); reading stops once this much is read. */
  maxChars: number;
  /** A worker's heap: pdf.js and mammoth load in a fraction of it, and a parse that needs more is ended. */
  maxHeapMb: number;
  /** From handing the file to a worker to its answer; a worker still busy then is ended. */
  timeoutMs: number;
}

export const DOCUMENT_LIMITS: DocumentLimits = {
  maxZipInflatedBytes: 20 * 1024 * 1024,
  maxPdfStreamBytes: 8 * 1024 * 1024,
  maxPdfPages: 20,
  maxChars: 20_000,
  maxHeapMb: 128,
  timeoutMs: 5_000,
};

/** A document over one of the limits: a bomb, or more than a resume could need. */
export class DocumentLimitError extends Error {
  override name = 'DocumentLimitError';
}

/** A document its parser could not read (corrupt, encrypted, not what its type says). */
export class DocumentUnreadableError extends Error {
  override name = 'DocumentUnreadableError';
}

/** The text worth keeping: NULs dropped, trimmed, cut to `maxChars`. */
export function keptText(text: string, maxChars: number): string {
  return text.replaceAll('\u0000', '').trim().slice(0, maxChars);
}
