import { crc32, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';
import { concatTransformationMatrix, drawObject, PDFDocument, PDFName, popGraphicsState, pushGraphicsState, StandardFonts } from 'pdf-lib';
/** Documents for the text-extraction tests, built in memory: real ones, and bombs. */
const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const PACKAGE_RELATIONSHIPS = '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT_HEAD = '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOCUMENT_TAIL = '</w:body></w:document>';
export function storedPart(name, text) {
    const data = Buffer.from(text);
    return { name, data, deflated: false, declaredSize: data.length, crc: crc32(data) };
}
export function deflatedPart(name, text) {
    const raw = Buffer.from(text);
    return { name, data: deflateRawSync(raw), deflated: true, declaredSize: raw.length, crc: crc32(raw) };
}
/** A zip container around `parts`, headers and central directory written by hand. */
export function buildZip(parts) {
    const locals = [];
    const centrals = [];
    let offset = 0;
    for (const part of parts) {
        const name = Buffer.from(part.name);
        const local = Buffer.alloc(30);
        local.writeUInt32LE(0x04034b50, 0);
        local.writeUInt16LE(20, 4);
        local.writeUInt16LE(part.deflated ? 8 : 0, 8);
        local.writeUInt32LE(part.crc, 14);
        local.writeUInt32LE(part.data.length, 18);
        local.writeUInt32LE(part.declaredSize, 22);
        local.writeUInt16LE(name.length, 26);
        const central = Buffer.alloc(46);
        central.writeUInt32LE(0x02014b50, 0);
        central.writeUInt16LE(20, 4);
        central.writeUInt16LE(20, 6);
        central.writeUInt16LE(part.deflated ? 8 : 0, 10);
        central.writeUInt32LE(part.crc, 16);
        central.writeUInt32LE(part.data.length, 20);
        central.writeUInt32LE(part.declaredSize, 24);
        central.writeUInt16LE(name.length, 28);
        central.writeUInt32LE(offset, 42);
        locals.push(local, name, part.data);
        centrals.push(central, name);
        offset += local.length + name.length + part.data.length;
    }
    const centralSize = centrals.reduce((sum, piece) => sum + piece.length, 0);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(parts.length, 8);
    end.writeUInt16LE(parts.length, 10);
    end.writeUInt32LE(centralSize, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...locals, ...centrals, end]);
}
const escapeXml = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
export function docxParts(documentPart) {
    return [storedPart('[Content_Types].xml', CONTENT_TYPES), storedPart('_rels/.rels', PACKAGE_RELATIONSHIPS), documentPart];
}
/** A .docx Word and mammoth read, one paragraph per line. */
export function sampleDocx(lines) {
    const body = lines.map((line) => `<w:p><w:r><w:t>${escapeXml(line)}</w:t></w:r></w:p>`).join('');
    return buildZip(docxParts(deflatedPart('word/document.xml', DOCUMENT_HEAD + body + DOCUMENT_TAIL)));
}
/**
 * word/document.xml as one paragraph of `inflatedMb` MB of one letter, deflated as it is written
 * (a couple of hundred KB), so the test never holds the inflated text. `declaredSize` lets a bomb
 * understate it.
 */
export async function bombDocumentPart(inflatedMb, declaredSize) {
    const deflater = createDeflateRaw({ level: 9 });
    const chunks = [];
    deflater.on('data', (chunk) => chunks.push(chunk));
    const ended = new Promise((resolve) => deflater.on('end', resolve));
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    const head = Buffer.from(`${DOCUMENT_HEAD}<w:p><w:r><w:t>`);
    const tail = Buffer.from(`</w:t></w:r></w:p>${DOCUMENT_TAIL}`);
    let crc = crc32(head);
    deflater.write(head);
    for (let written = 0; written < inflatedMb; written++) {
        crc = crc32(megabyte, crc);
        if (!deflater.write(megabyte))
            await new Promise((resolve) => deflater.once('drain', resolve));
    }
    deflater.end(tail);
    await ended;
    const size = head.length + inflatedMb * megabyte.length + tail.length;
    return {
        name: 'word/document.xml',
        data: Buffer.concat(chunks),
        deflated: true,
        declaredSize: declaredSize ?? size,
        crc: crc32(tail, crc),
    };
}
export async function docxBomb(inflatedMb) {
    return buildZip(docxParts(await bombDocumentPart(inflatedMb)));
}
/** A PDF of one line of text on each page. */
export async function samplePdf(pageLines) {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    for (const line of pageLines)
        pdf.addPage().drawText(line, { x: 50, y: 700, size: 11, font });
    return Buffer.from(await pdf.save());
}
/** One page whose content stream is `inflatedMb` MB of tiny text operators: some tens of KB on disk. */
export async function pdfWithLargeContentStream(inflatedMb) {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage();
    const operator = 'BT /F1 1 Tf 0 0 Td (x) Tj ET\n';
    const content = deflateSync(operator.repeat(Math.ceil((inflatedMb * 1024 * 1024) / operator.length)));
    const stream = pdf.context.stream(content, { Filter: 'FlateDecode' });
    page.node.set(PDFName.of('Contents'), pdf.context.register(stream));
    return Buffer.from(await pdf.save());
}
/** One line of text over a `inflatedMb` MB Flate image (a scan, a photo), which text extraction never decodes. */
export async function pdfWithLargeImage(line, inflatedMb) {
    const pdf = await PDFDocument.create();
    const side = Math.ceil(Math.sqrt((inflatedMb * 1024 * 1024) / 3));
    const image = pdf.context.stream(deflateSync(new Uint8Array(side * side * 3)), {
        Filter: 'FlateDecode',
        Type: 'XObject',
        Subtype: 'Image',
        Width: side,
        Height: side,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
    });
    const page = pdf.addPage();
    page.node.setXObject(PDFName.of('Im1'), pdf.context.register(image));
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(200, 0, 0, 200, 50, 400), drawObject('Im1'), popGraphicsState());
    page.drawText(line, { x: 50, y: 700, size: 11, font: await pdf.embedFont(StandardFonts.Helvetica) });
    return Buffer.from(await pdf.save());
}
