import { inflatedSize } from './inflated-size';
import { DocumentLimitError } from './limits';
/** `stream` and its end of line, but not the `endstream` that closes one. */
const STREAM_START = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
const IMAGE_SUBTYPE = /\/Subtype\s*\/Image\b/;
/**
 * Refuses a PDF whose Flate streams would inflate past `maxBytes` together, before pdf.js decodes
 * them. Image streams are left out: text extraction never decodes them. Each stream is inflated
 * from its start to the end of the file, since inflating stops where the zlib data ends and a
 * stream's declared /Length (or an `endstream` placed inside its data) could undercount it.
 * Streams under other filters (and encrypted ones) are not inflated here; the worker's time and
 * memory caps bound those.
 */
export async function assertPdfStreamsWithinLimits(bytes, maxBytes) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    let inflated = 0;
    for (const match of text.matchAll(STREAM_START)) {
        const dictionary = text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index);
        if (IMAGE_SUBTYPE.test(dictionary))
            continue;
        inflated += await inflatedSize(bytes.subarray(match.index + match[0].length), 'zlib', maxBytes - inflated);
        if (inflated > maxBytes)
            throw new DocumentLimitError(`PDF streams inflate past ${maxBytes} bytes`);
    }
}
