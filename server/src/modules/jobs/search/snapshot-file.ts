import { randomBytes } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';

/**
 * The search index's snapshot file (snapshot.ts): named sections of raw typed-array bytes, then a JSON footer that lists
 * them (type, length, offset, CRC-32) beside the snapshot's own facts, then the footer's length and an end mark. The
 * footer comes last so the store's arrays are written straight from where they live, with no copy (the writer holds
 * the index's turn: nothing changes them meanwhile), and a file cut short has no end mark.
 */
const END_MARK = Buffer.from('CBSNAPv1');
const TAIL = 4 + END_MARK.length;
// Written a slice at a time with the event loop free between them: searches run during a write.
const WRITE_SLICE = 8 * 1024 * 1024;
const STRINGS_SLICE = 32_768;

export type SectionArray = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;
const ARRAY_TYPES = { Int32Array, Uint32Array, Uint16Array, Uint8Array, Float64Array } as const;
export type ArrayType = keyof typeof ARRAY_TYPES;

interface SectionEntry {
  name: string;
  type: ArrayType;
  length: number;
  offset: number;
  crc: number;
}

interface Footer<Facts> {
  facts: Facts;
  sections: SectionEntry[];
}

/** Strings written by `SnapshotWriter.strings`: each chunk of STRINGS_SLICE strings decoded on its own turn of the event loop. */
async function decodeStrings(bytes: Uint8Array, lengths: Uint32Array, chunkBytes: Uint32Array): Promise<string[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const values = new Array<string>(lengths.length);
  let byte = 0;
  for (let chunk = 0; chunk < chunkBytes.length; chunk += 1) {
    if (chunk > 0) await new Promise((resolve) => setImmediate(resolve));
    let text: string;
    try {
      text = decoder.decode(bytes.subarray(byte, (byte += chunkBytes[chunk]!)));
    } catch {
      throw new SnapshotInvalid('strings are not UTF-8');
    }
    let at = 0;
    for (let i = chunk * STRINGS_SLICE; i < Math.min(lengths.length, (chunk + 1) * STRINGS_SLICE); i += 1) {
      const end = at + lengths[i]!;
      // A slice of 13+ units is a view of `text` in V8 (detached.ts): flattened so the whole text is not kept by one key.
      values[i] = end - at < 13 ? text.slice(at, end) : ` ${text.slice(at, end)}`.slice(1);
      at = end;
    }
    if (at !== text.length) throw new SnapshotInvalid('strings do not add up');
  }
  if (byte !== bytes.length || chunkBytes.length !== Math.ceil(lengths.length / STRINGS_SLICE))
    throw new SnapshotInvalid('strings do not add up');
  return values;
}

export class SnapshotInvalid extends Error {}

/** Writes sections to a temporary file beside `file`, then renames it over `file`: a reader sees the old file or the new, whole. */
export class SnapshotWriter {
  private readonly temp: string;
  private handle: FileHandle | null = null;
  private offset = 0;
  private readonly sections: SectionEntry[] = [];

  constructor(private readonly file: string) {
    // Two instances sharing the directory each write a file of their own; the last rename wins, whole.
    this.temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  }

  async section(name: string, array: SectionArray, length = array.length) {
    await this.sectionOf(name, array.constructor.name as ArrayType, [array.subarray(0, length)]);
  }

  /**
   * A section made of chunks, each made when the one before is written: a large section made from JS values (lists,
   * strings) is made in slices, the event loop free between them, rather than in one long step.
   */
  async sectionOf(name: string, type: ArrayType, chunks: Iterable<SectionArray>) {
    this.handle ??= await open(this.temp, 'w');
    // Each section starts on an 8-byte boundary, so the reader's arrays may be views of what it read.
    const padding = (8 - (this.offset % 8)) % 8;
    if (padding > 0) await this.write(new Uint8Array(padding));
    let crc = 0;
    let length = 0;
    const offset = this.offset;
    for (const chunk of chunks) {
      if (chunk.constructor.name !== type) throw new Error(`snapshot: section ${name} mixes types`);
      const bytes = new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      for (let at = 0; at < bytes.length; at += WRITE_SLICE) {
        const slice = bytes.subarray(at, at + WRITE_SLICE);
        crc = crc32(slice, crc);
        await this.write(slice);
      }
      length += chunk.length;
    }
    this.sections.push({ name, type, length, offset, crc });
  }

  /** Strings as their UTF-16 lengths and one UTF-8 text, encoded a slice of strings at a time. */
  async strings(name: string, values: readonly string[]) {
    const lengths = new Uint32Array(values.length);
    for (let i = 0; i < values.length; i += 1) lengths[i] = values[i]!.length;
    await this.section(`${name}.lengths`, lengths);
    const encoder = new TextEncoder();
    const chunkBytes: number[] = [];
    function* chunks() {
      for (let at = 0; at < values.length; at += STRINGS_SLICE) {
        const bytes = encoder.encode(values.slice(at, at + STRINGS_SLICE).join(''));
        chunkBytes.push(bytes.length);
        yield bytes;
      }
    }
    await this.sectionOf(`${name}.text`, 'Uint8Array', chunks());
    // The reader decodes chunk by chunk too (a million lexemes at once held the event loop).
    await this.section(`${name}.chunks`, Uint32Array.from(chunkBytes));
  }

  /** Writes the footer, syncs and renames into place; answers the file's size in bytes. */
  async finish<Facts>(facts: Facts): Promise<number> {
    this.handle ??= await open(this.temp, 'w');
    const footer = Buffer.from(JSON.stringify({ facts, sections: this.sections } satisfies Footer<Facts>));
    const tail = Buffer.alloc(TAIL);
    tail.writeUInt32LE(footer.length, 0);
    END_MARK.copy(tail, 4);
    await this.write(footer);
    await this.write(tail);
    await this.handle.sync();
    await this.handle.close();
    this.handle = null;
    await rename(this.temp, this.file);
    return this.offset;
  }

  async abandon() {
    await this.handle?.close().catch(() => undefined);
    this.handle = null;
    await rm(this.temp, { force: true });
  }

  private async write(bytes: Uint8Array) {
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await this.handle!.write(bytes, written, bytes.length - written, this.offset + written);
      written += bytesWritten;
    }
    this.offset += bytes.length;
  }
}

/** Reads a snapshot file's footer, then its sections on demand (each checked against its CRC-32). */
export class SnapshotReader<Facts> {
  private constructor(
    private readonly handle: FileHandle,
    readonly facts: Facts,
    private readonly sections: Map<string, SectionEntry>,
    readonly bytes: number,
  ) {}

  /** Null when there is no file; throws SnapshotInvalid when it is cut short or its footer is unreadable. */
  static async open<Facts>(file: string): Promise<SnapshotReader<Facts> | null> {
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      if (size < TAIL) throw new SnapshotInvalid('file too short');
      const tail = Buffer.alloc(TAIL);
      await handle.read(tail, 0, TAIL, size - TAIL);
      if (!tail.subarray(4).equals(END_MARK)) throw new SnapshotInvalid('no end mark (cut short, or another format)');
      const footerLength = tail.readUInt32LE(0);
      if (footerLength > size - TAIL) throw new SnapshotInvalid('footer longer than the file');
      const footer = Buffer.alloc(footerLength);
      await handle.read(footer, 0, footerLength, size - TAIL - footerLength);
      let parsed: Footer<Facts>;
      try {
        parsed = JSON.parse(footer.toString('utf8')) as Footer<Facts>;
      } catch {
        throw new SnapshotInvalid('footer is not JSON');
      }
      const dataEnd = size - TAIL - footerLength;
      for (const section of parsed.sections) {
        const bytesPer = ARRAY_TYPES[section.type]?.BYTES_PER_ELEMENT;
        if (!bytesPer || section.offset + section.length * bytesPer > dataEnd)
          throw new SnapshotInvalid(`section ${section.name} out of the file`);
      }
      return new SnapshotReader(handle, parsed.facts, new Map(parsed.sections.map((section) => [section.name, section])), size);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** The section as a new array of `capacity` elements (at least its length), its bytes checked. */
  async section<T extends SectionArray>(name: string, type: new (length: number) => T, capacity = 0): Promise<T> {
    const entry = this.sections.get(name);
    if (!entry || entry.type !== type.name) throw new SnapshotInvalid(`section ${name} missing`);
    const array = new type(Math.max(capacity, entry.length));
    const bytes = new Uint8Array(array.buffer, 0, entry.length * array.BYTES_PER_ELEMENT);
    let crc = 0;
    for (let at = 0; at < bytes.length; at += WRITE_SLICE) {
      const slice = bytes.subarray(at, at + WRITE_SLICE);
      const { bytesRead } = await this.handle.read(slice, 0, slice.length, entry.offset + at);
      if (bytesRead !== slice.length) throw new SnapshotInvalid(`section ${name} cut short`);
      crc = crc32(slice, crc);
    }
    if (crc !== entry.crc) throw new SnapshotInvalid(`section ${name} fails its checksum`);
    return array;
  }

  async strings(name: string): Promise<string[]> {
    const lengths = await this.section(`${name}.lengths`, Uint32Array);
    return decodeStrings(await this.section(`${name}.text`, Uint8Array), lengths, await this.section(`${name}.chunks`, Uint32Array));
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
