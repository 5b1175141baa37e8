import { PassThrough } from 'node:stream';
import { crc32 } from 'node:zlib';
import { expect } from 'vitest';
import { injectAs } from '../../test/api';
import { buildTextPdf } from '../../lib/text-pdf';
/** Uploads `body` through the real flow (signed URL, then PUT); returns the stored /objects/... path. */
export async function uploadTestFile(app, token, fileType, body, contentType = 'application/octet-stream') {
    const signed = await injectAs(app, token).get(`/api/upload-url?fileType=${fileType}`);
    expect(signed.statusCode, signed.body).toBe(200);
    const stored = await injectAs(app, null).put(signed.json().uploadURL, body, { headers: { 'content-type': contentType } });
    expect(stored.statusCode, stored.body).toBe(200);
    return stored.json().objectPath;
}
/** A real PDF padded to `bytes`. */
export const pdfOf = (bytes) => {
    const pdf = samplePdf();
    return Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]);
};
/** A new upload link for `caller` (200 expected). */
export async function uploadLink(app, caller, fileType = 'document') {
    const response = await injectAs(app, caller).get(`/api/upload-url?fileType=${fileType}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().uploadURL;
}
/** The PUT to an upload link (no session: the link is the credential). */
export const put = (app, url, body) => injectAs(app, null).put(url, body, { headers: { 'content-type': 'application/octet-stream' } });
/** A PUT whose body is held back until `finish` is called: it has started (claimed its link) but not ended. */
export function heldPut(app, url, body) {
    const stream = new PassThrough();
    stream.write(body.subarray(0, 100));
    const response = app.inject({
        method: 'PUT',
        url,
        payload: stream,
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(body.length) },
    });
    return { response, finish: () => stream.end(body.subarray(100)) };
}
/** Real files, built in memory, for the upload tests. */
// Built once (pdf-lib writes asynchronously) so samplePdf stays a plain call; each caller gets its own copy.
const SAMPLE_PDF = await buildTextPdf(['Test Worker', 'Pipe welder, 6 years']);
export const samplePdf = () => Buffer.from(SAMPLE_PDF);
export const samplePng = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A Windows executable's header (MZ ... PE), whatever name it is given. */
export function sampleExe() {
    const bytes = Buffer.alloc(1024);
    bytes.write('MZ', 0, 'latin1');
    bytes.writeUInt32LE(0x80, 0x3c);
    bytes.write('PE\0\0', 0x80, 'latin1');
    return bytes;
}
/** A legacy Word file: an OLE compound file whose directory names a WordDocument stream. */
export function sampleDoc() {
    const bytes = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
    bytes.writeUInt16LE(0x3e, 24);
    bytes.writeUInt16LE(0x03, 26);
    bytes.writeUInt16LE(0xfffe, 28);
    bytes.writeUInt16LE(9, 30);
    Buffer.from('WordDocument', 'utf16le').copy(bytes, 512 + 128);
    return bytes;
}
/** A .docx: a zip holding [Content_Types].xml and word/document.xml (stored, not compressed). */
export function sampleDocx() {
    return buildZip([
        [
            '[Content_Types].xml',
            '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
        ],
        ['word/document.xml', '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>'],
    ]);
}
function buildZip(entries) {
    const locals = [];
    const centrals = [];
    let offset = 0;
    for (const [name, text] of entries) {
        const data = Buffer.from(text);
        const nameBytes = Buffer.from(name);
        const local = Buffer.alloc(30);
        local.writeUInt32LE(0x04034b50, 0);
        local.writeUInt16LE(20, 4);
        local.writeUInt32LE(crc32(data), 14);
        local.writeUInt32LE(data.length, 18);
        local.writeUInt32LE(data.length, 22);
        local.writeUInt16LE(nameBytes.length, 26);
        const central = Buffer.alloc(46);
        central.writeUInt32LE(0x02014b50, 0);
        central.writeUInt16LE(20, 4);
        central.writeUInt16LE(20, 6);
        central.writeUInt32LE(crc32(data), 16);
        central.writeUInt32LE(data.length, 20);
        central.writeUInt32LE(data.length, 24);
        central.writeUInt16LE(nameBytes.length, 28);
        central.writeUInt32LE(offset, 42);
        locals.push(local, nameBytes, data);
        centrals.push(central, nameBytes);
        offset += local.length + nameBytes.length + data.length;
    }
    const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(centralSize, 12);
    end.writeUInt32LE(offset, 16);
    return Buffer.concat([...locals, ...centrals, end]);
}
