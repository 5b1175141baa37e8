/** The resume PDF writer: the paid resume service's downloads and the profile's free resume (worker-profile) both use it. */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
const BLOCK_TAGS = new Set(['h1', 'h2', 'h3', 'p', 'li']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };
function decodeEntities(text) {
    return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (match, name) => {
        if (name.startsWith('#x') || name.startsWith('#X'))
            return String.fromCodePoint(parseInt(name.slice(2), 16));
        if (name.startsWith('#') && name !== '#39')
            return String.fromCodePoint(Number(name.slice(1)));
        return ENTITIES[name.toLowerCase()] ?? match;
    });
}
/** Headings, paragraphs and list items of already-sanitized resume HTML, in reading order. */
export function htmlToBlocks(html) {
    const blocks = [];
    let type = 'p';
    let buffer = '';
    const flush = () => {
        for (const line of decodeEntities(buffer).split('\n')) {
            const text = line.replace(/\s+/g, ' ').trim();
            if (text)
                blocks.push({ type, text });
        }
        buffer = '';
    };
    for (const match of html.replace(/<br\s*\/?>/gi, '\n').matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
        const [, closing, tag, text] = match;
        if (text !== undefined) {
            buffer += text;
            continue;
        }
        const name = tag.toLowerCase();
        if (!BLOCK_TAGS.has(name) && name !== 'ul' && name !== 'ol' && name !== 'div' && name !== 'section')
            continue;
        flush();
        type = !closing && BLOCK_TAGS.has(name) ? name : 'p';
    }
    flush();
    return blocks;
}
/** Standard PDF fonts only know WinAnsi, so typographic characters are folded and the rest dropped. */
function toWinAnsi(text) {
    return text
        .replace(/[‘’‚′]/g, "'")
        .replace(/[“”„″]/g, '"')
        .replace(/[–—−]/g, '-')
        .replace(/…/g, '...')
        .replace(/[^\x20-\x7e\xa0-\xff•]/g, '');
}
function wrap(text, font, size, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
            line = candidate;
        }
        else {
            lines.push(line);
            line = word;
        }
    }
    if (line)
        lines.push(line);
    return lines;
}
const PAGE = { width: 612, height: 792, margin: 54 };
const STYLE = {
    h1: { size: 20, bold: true, before: 0, indent: 0 },
    h2: { size: 13, bold: true, before: 14, indent: 0 },
    h3: { size: 11, bold: true, before: 8, indent: 0 },
    p: { size: 10.5, bold: false, before: 4, indent: 0 },
    li: { size: 10.5, bold: false, before: 2, indent: 14 },
};
/** A Letter-size PDF of the resume, paginated. */
export async function renderResumePdf(html, title) {
    const pdf = await PDFDocument.create();
    pdf.setTitle(toWinAnsi(title));
    pdf.setCreator('CrewBridge');
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const contentWidth = PAGE.width - PAGE.margin * 2;
    let page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    for (const block of htmlToBlocks(html)) {
        const style = STYLE[block.type];
        const font = style.bold ? bold : regular;
        const lineHeight = style.size * 1.35;
        const lines = wrap(toWinAnsi(block.text), font, style.size, contentWidth - style.indent);
        y -= style.before;
        lines.forEach((line, index) => {
            if (y - lineHeight < PAGE.margin) {
                page = pdf.addPage([PAGE.width, PAGE.height]);
                y = PAGE.height - PAGE.margin;
            }
            y -= lineHeight;
            if (block.type === 'li' && index === 0)
                page.drawText('•', { x: PAGE.margin + 2, y, size: style.size, font: regular });
            page.drawText(line, { x: PAGE.margin + style.indent, y, size: style.size, font, color: rgb(0.06, 0.09, 0.16) });
        });
        if (block.type === 'h2') {
            y -= 3;
            page.drawLine({
                start: { x: PAGE.margin, y },
                end: { x: PAGE.width - PAGE.margin, y },
                thickness: 0.6,
                color: rgb(0.76, 0.25, 0.05),
            });
        }
    }
    return pdf.save();
}
