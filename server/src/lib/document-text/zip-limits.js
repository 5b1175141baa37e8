import { inflatedSize } from './inflated-size';
import { DocumentLimitError, DocumentUnreadableError } from './limits';
const END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const END_RECORD_LENGTH = 22;
const CENTRAL_HEADER_LENGTH = 46;
const LOCAL_HEADER_LENGTH = 30;
/** A .docx holds a few dozen parts; the cap keeps a directory of millions of empty entries out. */
const MAX_ENTRIES = 1_000;
const STORED = 0;
const DEFLATED = 8;
/** The last end-of-central-directory record, where zip readers (JSZip, mammoth's) look for it. */
function findEndRecord(bytes) {
    const at = bytes.length < END_RECORD_LENGTH ? -1 : bytes.lastIndexOf(END_OF_CENTRAL_DIRECTORY, bytes.length - END_RECORD_LENGTH);
    if (at < 0)
        throw new DocumentUnreadableError('not a zip: no end of central directory');
    return at;
}
function readCentralDirectory(bytes) {
    const end = findEndRecord(bytes);
    const count = bytes.readUInt16LE(end + 10);
    const directoryOffset = bytes.readUInt32LE(end + 16);
    // ZIP64 marks its fields with all ones; a resume needs none of its 4 GB sizes.
    if (count === 0xffff || directoryOffset === 0xffffffff)
        throw new DocumentLimitError('ZIP64 archive');
    if (count > MAX_ENTRIES)
        throw new DocumentLimitError(`zip of ${count} entries`);
    const entries = [];
    let at = directoryOffset;
    for (let index = 0; index < count; index++) {
        if (at + CENTRAL_HEADER_LENGTH > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_FILE_HEADER) {
            throw new DocumentUnreadableError('zip central directory is cut short');
        }
        const entry = {
            method: bytes.readUInt16LE(at + 10),
            compressedSize: bytes.readUInt32LE(at + 20),
            declaredSize: bytes.readUInt32LE(at + 24),
            localHeaderOffset: bytes.readUInt32LE(at + 42),
        };
        if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff || entry.localHeaderOffset === 0xffffffff) {
            throw new DocumentLimitError('ZIP64 entry');
        }
        entries.push(entry);
        at += CENTRAL_HEADER_LENGTH + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    }
    return entries;
}
/** An entry's compressed bytes, found as JSZip finds them: the local header's lengths, the directory's size. */
function entryData(bytes, entry) {
    const header = entry.localHeaderOffset;
    if (header + LOCAL_HEADER_LENGTH > bytes.length || bytes.readUInt32LE(header) !== LOCAL_FILE_HEADER) {
        throw new DocumentUnreadableError('zip entry has no local header');
    }
    const start = header + LOCAL_HEADER_LENGTH + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
    if (start + entry.compressedSize > bytes.length)
        throw new DocumentUnreadableError('zip entry runs past the file');
    return bytes.subarray(start, start + entry.compressedSize);
}
/**
 * Refuses a zip whose entries would inflate past `maxBytes` together: first by the sizes its
 * central directory declares, before inflating anything, then by inflating each entry up to what
 * is left of the budget, since a declared size is only the sender's word.
 */
export async function assertZipWithinLimits(bytes, maxBytes) {
    const entries = readCentralDirectory(bytes);
    const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
    if (declared > maxBytes)
        throw new DocumentLimitError(`zip declares ${declared} bytes inflated`);
    let inflated = 0;
    for (const entry of entries) {
        const data = entryData(bytes, entry);
        if (entry.method === STORED)
            inflated += data.length;
        else if (entry.method === DEFLATED)
            inflated += await inflatedSize(data, 'raw', maxBytes - inflated);
        else
            throw new DocumentUnreadableError(`zip compression method ${entry.method}`);
        if (inflated > maxBytes)
            throw new DocumentLimitError(`zip inflates past ${maxBytes} bytes`);
    }
}
