import { closeSync, createReadStream, fstatSync, openSync, readSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { createInflateRaw, crc32, inflateRawSync } from 'node:zlib';
import { ActionError } from '../primitives/errors.js';
import { entryProblem, refuse, shownName, type EntryKind, type ExtractBudget } from './archive-policy.js';
import type { GarbagePacer } from './garbage-pacer.js';
import type { TreeWriter } from './tree-writer.js';

// The zip reader. Written here rather than taken from yauzl: yauzl reads the central directory with two
// stream-backed reads per entry, 1.1–1.3 s for the 20,402 entries of the benchmark's large bundle (half of
// unzip's whole run), where one read of the directory and a loop over its records takes 10–25 ms. It reads
// only what a static export needs: stored and deflated entries, zip64 sizes and offsets, UTF-8 names (the
// flag or the Info-ZIP Unicode Path field) and CP437 names; encrypted, multi-disk and other methods are refused.

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 0xffff;
/** A central directory past this is refused rather than read into memory. */
const MAX_CENTRAL_DIRECTORY_BYTES = 64 * 1024 * 1024;
/** Entries up to this size (packed and unpacked) are read and inflated in one step; larger ones are streamed. */
const WHOLE_ENTRY_BYTES = 1024 * 1024;
/** Synchronous work between two turns of the event loop. */
const SLICE_MS = 20;

const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

interface ZipEntry {
  name: string;
  /** Bytes of the name as stored. */
  nameLength: number;
  kind: EntryKind;
  method: number;
  encrypted: boolean;
  crc: number;
  packedSize: number;
  size: number;
  /** Offset of the entry's local header. */
  offset: number;
}

function corrupt(what: string): ActionError {
  return new ActionError(`The bundle is not a valid zip archive: ${what}`);
}

function u64(buf: Buffer, at: number): number {
  const value = buf.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw corrupt('a size or offset is too large');
  return Number(value);
}

function read(fd: number, length: number, position: number): Buffer {
  const buf = Buffer.allocUnsafe(length);
  const got = readSync(fd, buf, 0, length, position);
  if (got !== length) throw corrupt('it ends early');
  return buf;
}

/** Where the central directory is, and how many entries it holds. */
function findCentralDirectory(fd: number, size: number): { offset: number; size: number; entries: number } {
  const tailLength = Math.min(size, 22 + MAX_COMMENT);
  const tail = read(fd, tailLength, size - tailLength);
  let at = -1;
  // The end record and its comment close the file: nothing may follow them.
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD && i + 22 + tail.readUInt16LE(i + 20) === tailLength) {
      at = i;
      break;
    }
  }
  if (at < 0) throw corrupt('no end of central directory record');
  if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0) {
    throw corrupt('it spans several disks');
  }
  let entries = tail.readUInt16LE(at + 10);
  let cdSize = tail.readUInt32LE(at + 12);
  let cdOffset = tail.readUInt32LE(at + 16);
  const eocdOffset = size - tailLength + at;
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    if (eocdOffset < 20) throw corrupt('no zip64 locator');
    const locator = read(fd, 20, eocdOffset - 20);
    if (locator.readUInt32LE(0) !== ZIP64_LOCATOR) throw corrupt('no zip64 locator');
    const record = read(fd, 56, u64(locator, 8));
    if (record.readUInt32LE(0) !== ZIP64_EOCD) throw corrupt('no zip64 end of central directory record');
    entries = u64(record, 32);
    cdSize = u64(record, 40);
    cdOffset = u64(record, 48);
  }
  if (cdOffset + cdSize > eocdOffset) throw corrupt('the central directory lies past its end record');
  if (cdSize > MAX_CENTRAL_DIRECTORY_BYTES) throw corrupt('the central directory is larger than 64 MiB');
  return { offset: cdOffset, size: cdSize, entries };
}

function decodeName(raw: Buffer, utf8: boolean): string {
  if (utf8 || raw.every((b) => b < 0x80)) return raw.toString('utf8');
  let name = '';
  for (const b of raw) name += b < 0x80 ? String.fromCharCode(b) : CP437_HIGH[b - 0x80];
  return name;
}

/**
 * What an entry is: the Unix file type in the high bits of its attributes, whatever system the zip says made
 * it (a link marked as made on another keeps its type bits), else a folder by its trailing slash or DOS flag.
 */
function kindOf(name: string, madeBy: number, attributes: number): EntryKind {
  const host = madeBy >>> 8;
  const mode = (attributes >>> 16) & 0o170000;
  if (mode !== 0) {
    if (mode === 0o120000) return 'symlink';
    if (mode === 0o040000) return 'directory';
    if (mode === 0o020000 || mode === 0o060000) return 'device';
    if (mode === 0o010000) return 'fifo';
    if (mode !== 0o100000) return 'other';
  }
  return name.endsWith('/') || (host !== 3 && (attributes & 0x10) !== 0) ? 'directory' : 'file';
}

/** The central directory's records, in order; the directory must hold exactly `count`. */
function* entriesOf(cd: Buffer, count: number): Generator<ZipEntry> {
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL_HEADER)
      throw corrupt('a damaged central directory');
    const madeBy = cd.readUInt16LE(p + 4);
    const flags = cd.readUInt16LE(p + 8);
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    const end = p + 46 + nameLength + extraLength + commentLength;
    if (end > cd.length) throw corrupt('a damaged central directory');
    const rawName = cd.subarray(p + 46, p + 46 + nameLength);
    let name = decodeName(rawName, (flags & 0x800) !== 0);
    let size = cd.readUInt32LE(p + 24);
    let packedSize = cd.readUInt32LE(p + 20);
    let offset = cd.readUInt32LE(p + 42);
    let unicodePathSeen = false;
    let nameCrc: number | undefined;
    for (let x = p + 46 + nameLength; x + 4 <= p + 46 + nameLength + extraLength;) {
      const id = cd.readUInt16LE(x);
      const length = cd.readUInt16LE(x + 2);
      const data = cd.subarray(x + 4, x + 4 + length);
      if (id === 0x0001) {
        let at = 0;
        if (size === 0xffffffff && at + 8 <= data.length) [size, at] = [u64(data, at), at + 8];
        if (packedSize === 0xffffffff && at + 8 <= data.length) [packedSize, at] = [u64(data, at), at + 8];
        if (offset === 0xffffffff && at + 8 <= data.length) offset = u64(data, at);
      } else if (id === 0x7075 && !unicodePathSeen) {
        // The Info-ZIP Unicode Path: the first one counts, and only while it matches the stored name.
        unicodePathSeen = true;
        nameCrc ??= crc32(rawName);
        if (data.length > 5 && data[0] === 1 && data.readUInt32LE(1) === nameCrc) {
          name = data.subarray(5).toString('utf8');
        }
      }
      x += 4 + length;
    }
    yield {
      name,
      nameLength,
      kind: kindOf(name, madeBy, cd.readUInt32LE(p + 38)),
      method: cd.readUInt16LE(p + 10),
      encrypted: (flags & 0x1) !== 0,
      crc: cd.readUInt32LE(p + 16),
      packedSize,
      size,
      offset,
    };
    p = end;
  }
  if (p !== cd.length) throw corrupt('the central directory holds more records than its end record counts');
}

/**
 * Extracts a zip file into the tree writer. The central directory is judged whole before anything is written:
 * every entry by the archive policy and the budget, the declared sizes against the archive's own size (a bomb
 * is refused here, unread), and no two entries may overlap (as the data of a "better zip bomb" does). Then each
 * entry's data is inflated, checked against its declared size and CRC-32, and written.
 */
export async function extractZipFile(
  file: string,
  writer: TreeWriter,
  budget: ExtractBudget,
  garbage: GarbagePacer,
): Promise<void> {
  const fd = openSync(file, 'r');
  try {
    const archiveSize = fstatSync(fd).size;
    const directory = findCentralDirectory(fd, archiveSize);
    budget.checkArchiveSize(archiveSize);
    budget.checkEntryCount(directory.entries);
    const cd = read(fd, directory.size, directory.offset);
    const spans: Array<[number, number, string]> = [];
    let declared = 0;
    let slice = performance.now();
    for (const entry of entriesOf(cd, directory.entries)) {
      const problem = entryProblem(entry.name, entry.kind);
      if (problem) throw refuse(problem);
      if (entry.encrypted) throw refuse(`${shownName(entry.name)} is encrypted`);
      if (entry.kind === 'file' && entry.method !== 0 && entry.method !== 8) {
        throw refuse(
          `${shownName(entry.name)} is compressed with method ${entry.method}; only stored and deflated entries are read`,
        );
      }
      if (entry.kind === 'file') {
        budget.addFile(entry.name, entry.size);
        declared += entry.size;
        budget.checkRatio(declared, archiveSize);
      }
      spans.push([entry.offset, entry.offset + 30 + entry.nameLength + entry.packedSize, entry.name]);
      if (performance.now() - slice > SLICE_MS) {
        await yieldToLoop();
        slice = performance.now();
      }
    }
    spans.sort((a, b) => a[0] - b[0]);
    for (let i = 0; i < spans.length; i++) {
      const [, end, name] = spans[i] as [number, number, string];
      const next = spans[i + 1];
      if (end > (next ? next[0] : directory.offset)) {
        throw refuse(
          `${shownName(name)} overlaps ${next ? shownName(next[2]) : 'the central directory'}, as the entries of a zip bomb do`,
        );
      }
    }

    slice = performance.now();
    for (const entry of entriesOf(cd, directory.entries)) {
      if (entry.kind === 'directory') writer.addFolder(entry.name);
      else await extractEntry(fd, file, entry, writer, garbage);
      if (performance.now() - slice > SLICE_MS) {
        await yieldToLoop();
        slice = performance.now();
      }
    }
  } finally {
    closeSync(fd);
  }
}

async function extractEntry(
  fd: number,
  file: string,
  entry: ZipEntry,
  writer: TreeWriter,
  garbage: GarbagePacer,
): Promise<void> {
  const head = read(fd, 30, entry.offset);
  if (head.readUInt32LE(0) !== LOCAL_HEADER) throw corrupt(`${shownName(entry.name)} has no local header`);
  const dataStart = entry.offset + 30 + head.readUInt16LE(26) + head.readUInt16LE(28);
  const damaged = (): ActionError =>
    corrupt(`${shownName(entry.name)} does not match its declared size or CRC-32`);
  if (entry.packedSize <= WHOLE_ENTRY_BYTES && entry.size <= WHOLE_ENTRY_BYTES) {
    const packed = read(fd, entry.packedSize, dataStart);
    let data: Buffer;
    try {
      data =
        entry.method === 8 ? inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.size) }) : packed;
    } catch {
      throw damaged();
    }
    if (data.length !== entry.size || crc32(data) !== entry.crc) throw damaged();
    writer.writeFile(entry.name, data);
    garbage.note(packed.length + (data === packed ? 0 : data.length));
    return;
  }
  const out = writer.createFile(entry.name);
  let written = 0;
  let crc = 0;
  try {
    const source = createReadStream(file, {
      start: dataStart,
      end: dataStart + entry.packedSize - 1,
      highWaterMark: 256 * 1024,
    });
    const sink = async (chunks: AsyncIterable<Buffer>): Promise<void> => {
      for await (const chunk of chunks) {
        written += chunk.length;
        if (written > entry.size) throw damaged();
        crc = crc32(chunk, crc);
        out.write(chunk);
        garbage.note(chunk.length);
      }
    };
    if (entry.method === 8) await pipeline(source, createInflateRaw({ chunkSize: 256 * 1024 }), sink);
    else await pipeline(source, sink);
  } catch (err) {
    throw err instanceof ActionError ? err : damaged();
  } finally {
    out.close();
  }
  if (written !== entry.size || crc !== entry.crc) throw damaged();
}
