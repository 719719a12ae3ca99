import { closeSync, createReadStream, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { CleanupList, type Cleanups } from '../primitives/cleanups.js';
import { ActionError } from '../primitives/errors.js';
import {
  ARCHIVE_SNIFF_BYTES,
  DEFAULT_EXTRACT_LIMITS,
  ExtractBudget,
  detectArchive,
  type ArchiveKind,
  type ExtractLimits,
} from './archive-policy.js';
import { GarbagePacer } from './garbage-pacer.js';
import { StagedFolder } from './staged-folder.js';
import { createTarExtractor, loadTarReader, type ArchiveStream } from './tar-extractor.js';
import { TreeWriter, foldsCase } from './tree-writer.js';
import { extractZipFile } from './zip-extractor.js';

export { UnsafeArchiveError } from './archive-policy.js';

export interface ExtractResult {
  kind: ArchiveKind;
  files: number;
  folders: number;
  /** Bytes of all files, unpacked. */
  bytes: number;
  /** True when extract-path held a folder, whose content the bundle replaced. */
  replaced: boolean;
  /** The previous content, moved aside beside extract-path and not removable, and why. */
  leftover?: string;
  leftoverError?: string;
}

export interface ExtractOptions {
  limits?: ExtractLimits;
  /** Where a cancelled run finds what to remove; without one, only a failure removes it. */
  cleanups?: Cleanups;
  /** Tests only: act as on a file system that does not tell `a` from `A` (macOS, Windows). */
  foldCase?: boolean;
}

/** An extraction fed with the archive's bytes, in order, as they arrive; all or nothing. */
export interface Extraction {
  /** A chunk of the archive; its memory may be reused once this returns. A promise means: wait before the next. */
  write(chunk: Buffer): void | Promise<void>;
  /** The bytes start over from the first (a download that had to begin again). */
  restart(): Promise<void>;
  /** Every byte arrived: completes the tree and swaps it in for extract-path. Removes it all when it fails. */
  finish(): Promise<ExtractResult>;
  /** Gives up: removes everything this extraction made; extract-path stays exactly as it was. */
  discard(): Promise<void>;
}

const notAnArchive = (): ActionError =>
  new ActionError('The bundle is not a zip, tar or gzip’d tar archive (unknown first bytes)');

/** One attempt at building the tree: a staged folder, its writer and budget, and what the bytes turned out to be. */
class Build {
  readonly writer: TreeWriter;
  readonly budget: ExtractBudget;
  readonly garbage = new GarbagePacer();
  kind?: ArchiveKind;

  constructor(
    readonly staged: StagedFolder,
    options: ExtractOptions,
  ) {
    this.budget = new ExtractBudget(options.limits ?? DEFAULT_EXTRACT_LIMITS);
    this.writer = new TreeWriter(staged.path, options.foldCase ?? foldsCase(staged.path), this.budget);
  }

  static start(dest: string, options: ExtractOptions, cleanups: Cleanups): Build {
    return new Build(StagedFolder.create(dest, cleanups), options);
  }

  async complete(): Promise<ExtractResult> {
    const swap = await this.staged.swapIn();
    const { files, folders } = this.writer;
    return { kind: this.kind as ArchiveKind, files, folders, bytes: this.budget.bytes, ...swap };
  }
}

/**
 * Opens an extraction into `dest`. The tree is built in a fresh folder beside it (see StagedFolder) by the
 * tree writer, which creates every folder and file itself; the archive's type is read from its first bytes.
 * A tar or gzip'd tar is extracted as it streams in; a zip, whose directory sits at its end, is kept in a
 * temporary file beside the staged folder and extracted once complete.
 */
export async function openExtraction(dest: string, options: ExtractOptions = {}): Promise<Extraction> {
  const cleanups = options.cleanups ?? new CleanupList();
  const tar = await loadTarReader();
  let build = Build.start(dest, options, cleanups);
  let head: Buffer[] = [];
  let headBytes = 0;
  /** Archive bytes written so far, against the most an archive within the limits takes. */
  let archiveBytes = 0;
  let stream: ArchiveStream | undefined;
  let spill: { path: string; fd: number; unregister: () => void } | undefined;

  const begin = (): void | Promise<void> => {
    const first = Buffer.concat(head);
    head = [];
    build.kind = detectArchive(first);
    if (!build.kind) throw notAnArchive();
    if (build.kind === 'zip') {
      const path = build.staged.sibling('zip');
      const fd = openSync(path, 'wx', 0o600);
      spill = { path, fd, unregister: cleanups.add(() => rmSync(path, { force: true })) };
      writeAll(fd, first);
      return;
    }
    stream = createTarExtractor(tar, build.kind === 'tar.gz', build.writer, build.budget, build.garbage);
    return stream.write(first);
  };
  const dropSpill = async (): Promise<void> => {
    if (!spill) return;
    const { path, fd, unregister } = spill;
    spill = undefined;
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
    await rm(path, { force: true });
    unregister();
  };
  const discard = async (): Promise<void> => {
    stream?.destroy();
    stream = undefined;
    await dropSpill();
    await build.staged.discard();
  };

  return {
    write(chunk) {
      archiveBytes += chunk.length;
      build.budget.checkArchiveSize(archiveBytes);
      if (build.kind === undefined) {
        head.push(Buffer.from(chunk));
        headBytes += chunk.length;
        return headBytes >= ARCHIVE_SNIFF_BYTES ? begin() : undefined;
      }
      if (spill) return writeAll(spill.fd, chunk);
      return stream?.write(chunk);
    },
    async restart() {
      await discard();
      build = Build.start(dest, options, cleanups);
      head = [];
      headBytes = 0;
      archiveBytes = 0;
    },
    async finish() {
      try {
        if (build.kind === undefined) await begin();
        if (spill) {
          closeSync(spill.fd);
          await extractZipFile(spill.path, build.writer, build.budget, build.garbage);
          await dropSpill();
        }
        await stream?.end();
        return await build.complete();
      } catch (err) {
        await discard();
        throw err;
      }
    },
    discard,
  };
}

/**
 * Extracts an archive file into `dest`, all or nothing: the archive's type is read from its first bytes, a
 * zip is read in place, a tar or gzip'd tar streamed through the extraction. See openExtraction.
 */
export async function extractArchive(
  file: string,
  dest: string,
  limits: ExtractLimits = DEFAULT_EXTRACT_LIMITS,
  options: ExtractOptions = {},
): Promise<ExtractResult> {
  if (sniff(file) === 'zip') {
    const build = Build.start(dest, { ...options, limits }, options.cleanups ?? new CleanupList());
    build.kind = 'zip';
    try {
      await extractZipFile(file, build.writer, build.budget, build.garbage);
      return await build.complete();
    } catch (err) {
      await build.staged.discard();
      throw err;
    }
  }
  const extraction = await openExtraction(dest, { ...options, limits });
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
      await extraction.write(chunk as Buffer);
    }
  } catch (err) {
    await extraction.discard();
    throw err;
  }
  return extraction.finish();
}

function writeAll(fd: number, data: Buffer): void {
  for (let done = 0; done < data.length;) done += writeSync(fd, data, done, data.length - done);
}

function sniff(file: string): ArchiveKind | undefined {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(ARCHIVE_SNIFF_BYTES);
    return detectArchive(head.subarray(0, readSync(fd, head, 0, head.length, 0)));
  } finally {
    closeSync(fd);
  }
}
