import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { DOCX_MIME, DocumentLimitError, DocumentUnreadableError, PDF_MIME } from './limits';
import { assertPdfStreamsWithinLimits } from './pdf-limits';
import { assertZipWithinLimits } from './zip-limits';
async function readPdfText(bytes, limits) {
    await assertPdfStreamsWithinLimits(bytes, limits.maxPdfStreamBytes);
    const pdf = await getDocumentProxy(bytes);
    const pages = [];
    let length = 0;
    // Page by page, stopping once enough text is read: a long document costs no more than its first pages.
    for (let number = 1; number <= Math.min(pdf.numPages, limits.maxPdfPages) && length < limits.maxChars; number++) {
        const content = await (await pdf.getPage(number)).getTextContent();
        const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
        pages.push(text);
        length += text.length;
    }
    return pages.join('\n');
}
async function readDocxText(bytes, limits) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await assertZipWithinLimits(buffer, limits.maxZipInflatedBytes);
    return (await mammoth.extractRawText({ buffer })).value;
}
/**
 * The text of a PDF or DOCX, read within `limits`; the worker thread runs it. Throws
 * DocumentLimitError for a file over a limit and DocumentUnreadableError for one its parser fails on.
 */
export async function readDocumentText(bytes, mimeType, limits) {
    const read = mimeType === PDF_MIME ? readPdfText : mimeType === DOCX_MIME ? readDocxText : null;
    if (!read)
        throw new DocumentUnreadableError(`no reader for ${mimeType}`);
    try {
        return await read(bytes, limits);
    }
    catch (error) {
        if (error instanceof DocumentLimitError)
            throw error;
        throw new DocumentUnreadableError(error instanceof Error ? error.message : String(error), { cause: error });
    }
}
