import { posix } from 'node:path';

export type ArchiveKind = 'zip' | 'tar.gz' | 'tar';

/** The archive's type from its first bytes: zip (PK), gzip (a gzip'd tar), or a POSIX/GNU tar. */
export function detectArchive(head: Buffer): ArchiveKind | undefined {
  if (head.length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'zip';
  if (head.length >= 4 && head.readUInt32LE(0) === 0x06054b50) return 'zip';
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'tar.gz';
  if (head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'tar';
  return undefined;
}

export interface ExtractLimits {
  maxEntries: number;
  maxBytes: number;
}

/** Defaults sized for a large documentation site; an archive past them is refused as a likely bomb. */
export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = { maxEntries: 200_000, maxBytes: 8 * 1024 ** 3 };

export type EntryKind = 'file' | 'directory' | 'symlink' | 'hardlink' | 'other';

/**
 * Why an entry would land outside the folder (or is of a kind that is never extracted), or undefined when it
 * is safe. Names and link targets are checked as archive paths: absolute paths, drive letters and any `..`
 * segment are refused; a symbolic link must resolve inside, relative to its own folder; a hard link must name
 * another path inside.
 */
export function entryProblem(name: string, kind: EntryKind, linkTarget?: string): string | undefined {
  const shown = JSON.stringify(name.slice(0, 200));
  if (kind === 'other') return `${shown} is a device, FIFO or other special file`;
  const pathProblem = archivePathProblem(name);
  if (pathProblem) return `${shown} ${pathProblem}`;
  if (kind === 'symlink' || kind === 'hardlink') {
    const target = linkTarget ?? '';
    if (target === '' || /^[\\/]|^[a-z]:/i.test(target) || target.includes('\0')) {
      return `${shown} is a link to an absolute or empty path`;
    }
    const base = kind === 'symlink' ? posix.dirname(name.replace(/\\/g, '/')) : '.';
    const resolved = posix.normalize(posix.join(base, target.replace(/\\/g, '/')));
    if (resolved === '..' || resolved.startsWith('../'))
      return `${shown} is a link that points outside the folder`;
  }
  return undefined;
}

function archivePathProblem(name: string): string | undefined {
  if (name === '' || name.includes('\0')) return 'has an empty or invalid name';
  if (/^[\\/]/.test(name) || /^[a-z]:/i.test(name)) return 'is an absolute path';
  if (name.split(/[\\/]+/).includes('..')) return 'contains a ".." segment';
  return undefined;
}
