import { Defaults, Inputs } from '../config/names.js';
import { formatBytes, parseByteSize } from '../primitives/byte-size.js';
import { ActionError } from '../primitives/errors.js';

// What a bundle may hold. A static export is regular files and folders: anything else (a symbolic or hard
// link, a device, a FIFO) refuses the whole archive, as does a name that could lead anywhere but down into
// the destination, or an archive past one of the limits. Refused, never rewritten.

export type ArchiveKind = 'zip' | 'tar.gz' | 'tar';

/** The archive's type from its first bytes: zip (PK), gzip (a gzip'd tar), or a POSIX/GNU tar. */
export function detectArchive(head: Buffer): ArchiveKind | undefined {
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'zip';
  if (head.length >= 4 && head.readUInt32LE(0) === 0x06054b50) return 'zip';
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'tar.gz';
  if (head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'tar';
  return undefined;
}

/** Bytes needed to tell the archive types apart (a tar's magic sits at 257). */
export const ARCHIVE_SNIFF_BYTES = 512;

/** The archive was refused: nothing of it reached the destination. */
export class UnsafeArchiveError extends ActionError {
  override name = 'UnsafeArchiveError';
}

export function refuse(problem: string): UnsafeArchiveError {
  return new UnsafeArchiveError(`Refusing to extract the bundle: ${problem}`);
}

export type EntryKind = 'file' | 'directory' | 'symlink' | 'hardlink' | 'device' | 'fifo' | 'other';

const KIND_WORDS: Record<Exclude<EntryKind, 'file' | 'directory'>, string> = {
  symlink: 'a symbolic link',
  hardlink: 'a hard link',
  device: 'a device file',
  fifo: 'a FIFO',
  other: 'neither a file nor a folder',
};

/** An entry's name as shown in messages: quoted, escaped, bounded. */
export function shownName(name: string): string {
  return JSON.stringify(name.length > 200 ? `${name.slice(0, 199)}…` : name);
}

/**
 * Names Windows reserves for devices, whatever the extension and with spaces before it (`CON`, `nul.txt`,
 * `CON .html`, `COM1`, `CONIN$`).
 */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³]) *(\..*)?$/i;

/** Folders one name may lead through: a static site is nowhere near, and each level costs a system call. */
export const MAX_NAME_DEPTH = 64;
/** Bytes of one name (UTF-8): well past any site's, and short of what the file systems allow for a path. */
export const MAX_NAME_BYTES = 1024;

/**
 * Why an entry may not be extracted, or undefined when it may. `name` is the path as the archive stores it
 * (folders may end with `/`). On Windows, names Windows would read differently (`:` streams, reserved device
 * names, a trailing dot or space) are refused too.
 */
export function entryProblem(
  name: string,
  kind: EntryKind,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  const shown = shownName(name);
  if (kind !== 'file' && kind !== 'directory') {
    return `${shown} is ${KIND_WORDS[kind]}; a static export holds only files and folders`;
  }
  if (name === '') return 'an entry has an empty name';
  if (/\p{Cc}/u.test(name)) return `${shown} has a control character in its name`;
  if (name.includes('\\')) return `${shown} has a backslash in its name`;
  if (name.startsWith('/')) return `${shown} is an absolute path`;
  if (/^[a-z]:/i.test(name)) return `${shown} starts with a drive letter`;
  if (name.split('/').includes('..')) return `${shown} contains a ".." segment`;
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) return `${shown} is longer than ${MAX_NAME_BYTES} bytes`;
  const segments = pathSegments(name);
  // `./`, the archive's own root, is a folder entry tar often starts with: nothing to make.
  if (segments.length === 0 && kind !== 'directory') return `${shown} names no file or folder`;
  if (segments.length > MAX_NAME_DEPTH) return `${shown} is nested deeper than ${MAX_NAME_DEPTH} folders`;
  if (platform === 'win32') {
    for (const segment of segments) {
      if (/[<>:"|?*]/.test(segment)) return `${shown} has a character Windows does not allow in names`;
      if (WINDOWS_DEVICE.test(segment)) return `${shown} uses a name Windows reserves for a device`;
      if (/[. ]$/.test(segment)) return `${shown} ends a name with a dot or space`;
    }
  }
  return undefined;
}

/** The folders and file an accepted name leads through: `./a//b/` → [a, b] (`.` and empty parts are no-ops). */
export function pathSegments(name: string): string[] {
  return name.split('/').filter((s) => s !== '' && s !== '.');
}

/** What the limits are checked against; every one is an input (see `limitInputs`). */
export interface ExtractLimits {
  /** Bytes of all files together, unpacked. */
  maxBytes: number;
  /** Entries: files and folders. */
  maxEntries: number;
  /** Bytes of one file, unpacked. */
  maxEntryBytes: number;
  /** Unpacked bytes per archive byte, over the whole archive. */
  maxRatio: number;
}

/** The defaults, as action.yml declares them. */
export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = {
  maxBytes: parseByteSize(Defaults.extractMaxSize) as number,
  maxEntries: Number(Defaults.extractMaxEntries),
  maxEntryBytes: parseByteSize(Defaults.extractMaxEntrySize) as number,
  maxRatio: Number(Defaults.extractMaxRatio),
};

/**
 * The compression ratio is judged once this much has been unpacked: small archives of small files can
 * compress far, and a bomb is still refused after a few MB.
 */
export const RATIO_CHECK_AFTER_BYTES = 4 * 1024 * 1024;

/** Archive bytes an entry may take besides its content: headers, a long name, padding, a zip's records. */
const ARCHIVE_BYTES_PER_ENTRY = 4096;
/** Archive bytes allowed on top, for what is neither content nor an entry's own (end records, a tar's last record). */
const ARCHIVE_SLACK_BYTES = 2 * 1024 * 1024;

/** Counts what an archive unpacks to, and refuses it at the first limit it passes. */
export class ExtractBudget {
  /** Files and folders made on disk. */
  made = 0;
  /** Bytes of all files, unpacked. */
  bytes = 0;
  constructor(readonly limits: ExtractLimits) {}

  /** One more file or folder on disk (the tree writer counts every one it makes, named or implied). */
  addMade(): void {
    this.made += 1;
    if (this.made > this.limits.maxEntries) throw this.tooManyEntries();
  }

  /** Throws the refusal when an archive listing `count` entries holds more than may be made. */
  checkEntryCount(count: number): void {
    if (count > this.limits.maxEntries) throw this.tooManyEntries();
  }

  /** One more file of `size` bytes; throws the refusal when it passes a limit. */
  addFile(name: string, size: number): void {
    this.bytes += size;
    const { maxBytes, maxEntryBytes } = this.limits;
    if (size > maxEntryBytes) {
      throw overLimit(
        `${shownName(name)} unpacks to ${formatBytes(size)}, more than one file may`,
        Inputs.extractMaxEntrySize,
        formatBytes(maxEntryBytes),
      );
    }
    if (this.bytes > maxBytes) {
      throw overLimit(
        `it unpacks to more than ${formatBytes(maxBytes)}`,
        Inputs.extractMaxSize,
        formatBytes(maxBytes),
      );
    }
  }

  /**
   * Throws the refusal when `bytes` of archive (as it arrives, or as a tar stream once inflated) is more than
   * an archive within the limits can take: every byte is kept on disk (a zip) or read (a tar), so an archive
   * of padding, metadata or trailing data must end somewhere too.
   */
  checkArchiveSize(bytes: number): void {
    const { maxBytes, maxEntries } = this.limits;
    const most = maxBytes + maxEntries * ARCHIVE_BYTES_PER_ENTRY + ARCHIVE_SLACK_BYTES;
    if (bytes > most) {
      throw overLimit(
        `it is larger than ${formatBytes(most)}, more than a bundle within the limits takes`,
        Inputs.extractMaxSize,
        formatBytes(maxBytes),
      );
    }
  }

  /** Throws the refusal when `unpacked` bytes came out of `packed` archive bytes at more than the ratio allowed. */
  checkRatio(unpacked: number, packed: number): void {
    if (unpacked < RATIO_CHECK_AFTER_BYTES || packed <= 0) return;
    const ratio = unpacked / packed;
    if (ratio > this.limits.maxRatio) {
      throw overLimit(
        `it unpacks to more than ${Math.floor(ratio)} times its size (${formatBytes(unpacked)} from ${formatBytes(packed)}), as a compression bomb does`,
        Inputs.extractMaxRatio,
        String(this.limits.maxRatio),
      );
    }
  }

  private tooManyEntries(): UnsafeArchiveError {
    const { maxEntries } = this.limits;
    return overLimit(
      `it holds more than ${maxEntries} files and folders`,
      Inputs.extractMaxEntries,
      String(maxEntries),
    );
  }
}

function overLimit(problem: string, input: string, value: string): UnsafeArchiveError {
  return refuse(`${problem}. The limit is ${input}: ${value}; raise it if the bundle really is that large.`);
}
