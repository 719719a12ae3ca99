import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, realpath, symlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Entry, ZipFile } from 'yauzl';
import {
  DEFAULT_EXTRACT_LIMITS,
  detectArchive,
  entryProblem,
  type ArchiveKind,
  type EntryKind,
  type ExtractLimits,
} from './archive-policy.js';
import { ActionError } from '../primitives/errors.js';

export interface ExtractResult {
  kind: ArchiveKind;
  files: number;
  bytes: number;
}

/** Refused archive: nothing was written outside the folder. */
export class UnsafeArchiveError extends ActionError {
  override name = 'UnsafeArchiveError';
}

/**
 * Extracts a zip, gzip'd tar or plain tar (told apart by their first bytes) into `dest`. Every entry is
 * checked before anything is written: any entry that would land outside the folder, any special file, and any
 * archive past the entry-count or size limits is refused as a whole.
 */
export async function extractArchive(
  file: string,
  dest: string,
  limits: ExtractLimits = DEFAULT_EXTRACT_LIMITS,
): Promise<ExtractResult> {
  const head = Buffer.alloc(512);
  const fd = await open(file, 'r');
  let headBytes: number;
  try {
    headBytes = (await fd.read(head, 0, 512, 0)).bytesRead;
  } finally {
    await fd.close();
  }
  const kind = detectArchive(head.subarray(0, headBytes));
  if (!kind)
    throw new ActionError('The bundle is not a zip, tar or gzip’d tar archive (unknown first bytes)');
  await mkdir(dest, { recursive: true });
  const root = await realpath(dest);
  const totals = kind === 'zip' ? await extractZip(file, root, limits) : await extractTar(file, root, limits);
  return { kind, ...totals };
}

class Budget {
  entries = 0;
  bytes = 0;
  constructor(private readonly limits: ExtractLimits) {}
  add(size: number): string | undefined {
    this.entries += 1;
    this.bytes += size;
    if (this.entries > this.limits.maxEntries) return `it holds more than ${this.limits.maxEntries} entries`;
    if (this.bytes > this.limits.maxBytes) return `it expands to more than ${this.limits.maxBytes} bytes`;
    return undefined;
  }
}

function refuse(problem: string): UnsafeArchiveError {
  return new UnsafeArchiveError(`Refusing to extract the bundle: ${problem}`);
}

// ---- tar -----------------------------------------------------------------------------------------------

function tarKind(type: string): EntryKind {
  if (type === 'File' || type === 'OldFile' || type === 'ContiguousFile') return 'file';
  if (type === 'Directory') return 'directory';
  if (type === 'SymbolicLink') return 'symlink';
  if (type === 'Link') return 'hardlink';
  return 'other';
}

async function extractTar(
  file: string,
  root: string,
  limits: ExtractLimits,
): Promise<{ files: number; bytes: number }> {
  const tar = await import('tar');
  // Pass 1: read the headers only, and stop at the first problem (a bomb is refused at its first header).
  const budget = new Budget(limits);
  let files = 0;
  await new Promise<void>((resolvePass, reject) => {
    const input = createReadStream(file);
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        const kind = tarKind(entry.type);
        const problem =
          entryProblem(entry.path, kind, entry.linkpath) ??
          budget.add(kind === 'file' ? (entry.size ?? 0) : 0);
        if (problem) {
          input.destroy();
          reject(refuse(problem));
          return;
        }
        if (kind === 'file') files += 1;
        entry.resume();
      },
    });
    parser.on('error', (err: Error) =>
      reject(new ActionError(`The bundle is not a valid tar archive: ${err.message}`)),
    );
    parser.on('end', () => resolvePass());
    input.on('error', reject);
    input.pipe(parser);
  });
  // Pass 2: extract. tar itself also refuses to write through symbolic links; the filter repeats pass 1's check.
  await tar.x({
    file,
    cwd: root,
    strict: true,
    preservePaths: false,
    preserveOwner: false,
    filter: (path, entry) => {
      const e = entry as { type?: string; linkpath?: string };
      return entryProblem(path, tarKind(e.type ?? 'File'), e.linkpath) === undefined;
    },
  });
  return { files, bytes: budget.bytes };
}

// ---- zip -----------------------------------------------------------------------------------------------

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function zipKind(entry: Entry): EntryKind {
  if (entry.fileName.endsWith('/')) return 'directory';
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (mode === S_IFLNK) return 'symlink';
  if (mode === 0 || mode === 0o100000) return 'file';
  return mode === 0o040000 ? 'directory' : 'other';
}

async function openZip(file: string): Promise<ZipFile> {
  const yauzl = (await import('yauzl')).default;
  return new Promise((resolveZip, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (err, zip) => (err ? reject(zipError(err)) : resolveZip(zip)),
    ),
  );
}

/** Calls `visit` for each entry in order; stops at the first error. */
function eachEntry(zip: ZipFile, visit: (entry: Entry) => Promise<void>): Promise<void> {
  return new Promise((resolveAll, reject) => {
    zip.on('entry', (entry: Entry) => {
      visit(entry).then(
        () => zip.readEntry(),
        (err) => reject(err),
      );
    });
    zip.on('end', () => resolveAll());
    zip.on('error', (err: Error) => reject(zipError(err)));
    zip.readEntry();
  });
}

/** yauzl refuses unsafe names itself; those are reported like the ones this module refuses. */
function zipError(err: Error): ActionError {
  const unsafe = /^(?:invalid relative path|absolute path): (.*)$/s.exec(err.message);
  if (unsafe) return refuse(entryProblem(unsafe[1] as string, 'file') ?? err.message);
  return new ActionError(`The bundle is not a valid zip archive: ${err.message}`);
}

function readEntry(zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolveStream, reject) =>
    zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolveStream(stream))),
  );
}

async function readLinkTarget(zip: ZipFile, entry: Entry): Promise<string> {
  if (entry.uncompressedSize > 4096) throw refuse(`${JSON.stringify(entry.fileName)} is an oversized link`);
  let text = '';
  for await (const chunk of await readEntry(zip, entry)) text += String(chunk);
  return text;
}

/** The folder a path will be written in must really be inside the root (no symbolic link on the way). */
async function safeParent(root: string, name: string): Promise<string> {
  const target = resolve(root, name);
  await mkdir(dirname(target), { recursive: true });
  const parent = await realpath(dirname(target));
  if (parent !== root && !parent.startsWith(root + sep))
    throw refuse(`${JSON.stringify(name)} would be written outside the folder`);
  return join(parent, relative(dirname(target), target));
}

async function extractZip(
  file: string,
  root: string,
  limits: ExtractLimits,
): Promise<{ files: number; bytes: number }> {
  // Pass 1: the central directory (and link targets), before anything is written.
  const budget = new Budget(limits);
  const links = new Map<string, string>();
  let zip = await openZip(file);
  try {
    await eachEntry(zip, async (entry) => {
      const kind = zipKind(entry);
      const target = kind === 'symlink' ? await readLinkTarget(zip, entry) : undefined;
      const problem =
        entryProblem(entry.fileName, kind, target) ??
        budget.add(kind === 'file' ? entry.uncompressedSize : 0);
      if (problem) throw refuse(problem);
      if (target !== undefined) links.set(entry.fileName, target);
    });
  } finally {
    zip.close();
  }
  // Pass 2: folders and files; links last, so nothing is ever written through one.
  let files = 0;
  zip = await openZip(file);
  try {
    await eachEntry(zip, async (entry) => {
      const kind = zipKind(entry);
      if (kind === 'directory') {
        await mkdir(resolve(root, entry.fileName), { recursive: true });
      } else if (kind === 'file') {
        const path = await safeParent(root, entry.fileName);
        await pipeline(await readEntry(zip, entry), createWriteStream(path, { mode: 0o644 }));
        files += 1;
      }
    });
  } finally {
    zip.close();
  }
  for (const [name, target] of links) await symlink(target, await safeParent(root, name));
  return { files, bytes: budget.bytes };
}
