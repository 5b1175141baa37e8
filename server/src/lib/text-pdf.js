import { PDFDocument, StandardFonts } from 'pdf-lib';
const PAGE = { width: 612, height: 792, left: 56, top: 780 };
const FONT_SIZE = 11;
const LINE_HEIGHT = 14;
/**
 * A small, valid one-page PDF showing `lines` in Helvetica (the demo worker's resume, test uploads).
 * Helvetica speaks WinAnsi, which holds accented Latin letters (á, é, ñ) and typographic quotes;
 * any other character, control characters and line breaks included, is shown as '?'.
 */
export async function buildTextPdf(lines) {
    // No dates in the metadata: the same lines give the same document.
    const pdf = await PDFDocument.create({ updateMetadata: false });
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const encodable = new Set(font.getCharacterSet());
    const printable = (line) => Array.from(line, (char) => {
        const code = char.codePointAt(0);
        return code >= 0x20 && encodable.has(code) ? char : '?';
    }).join('');
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    lines.forEach((line, index) => {
        page.drawText(printable(line), { x: PAGE.left, y: PAGE.top - (index + 1) * LINE_HEIGHT, size: FONT_SIZE, font });
    });
    // A classic cross-reference table rather than object streams: older readers and scanners follow it.
    return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
