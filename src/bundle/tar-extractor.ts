import { once } from 'node:events';
import { createGunzip, type Gunzip, type ZlibOptions } from 'node:zlib';
import type { ReadEntry } from 'tar/read-entry';
import { ActionError, errorMessage } from '../primitives/errors.js';
import { entryProblem, refuse, shownName, type EntryKind, type ExtractBudget } from './archive-policy.js';
import type { GarbagePacer } from './garbage-pacer.js';
import type { TreeWriter } from './tree-writer.js';

/** Where archive bytes go, in order, as they arrive. */
export interface ArchiveStream {
  /** A chunk of the archive; its memory may be reused once this returns. A promise means: wait before the next. */
  write(chunk: Buffer): void | Promise<void>;
  /** The archive is complete: resolves once every entry is on disk, or rejects with why it was refused. */
  end(): Promise<void>;
  /** Stops at once (a failed download, a cancelled run); what was written is the caller's to remove. */
  destroy(): void;
}

/** node-tar's parser and header reader, loaded when a bundle is extracted (see loadTarReader). */
export type TarReader = typeof import('./tar-reader.js');

export async function loadTarReader(): Promise<TarReader> {
  return import('./tar-reader.js');
}

/** Bytes of a tar block: a header, or a piece of an entry's data. */
const BLOCK_BYTES = 512;
/** Metadata (a pax header, a GNU long name) node-tar reads for one entry at most; larger is skipped, so refused. */
const MAX_METADATA_BYTES = 1024 * 1024;

/** Inflated in large pieces: fewer, bigger steps through the parser and fewer wake-ups. */
const INFLATE_CHUNK_BYTES = 256 * 1024;
/**
 * Archive bytes queued for the inflater: past the high mark the download waits, and it goes on once the queue
 * is back under the low mark, so neither side runs dry (waiting for the queue to empty, as a stream's 'drain'
 * does, stalled the pipeline at every chunk: 14 MiB streamed in 1.2–1.8 s instead of 0.5 s).
 */
const QUEUE_HIGH_BYTES = 4 * 1024 * 1024;
const QUEUE_LOW_BYTES = 2 * 1024 * 1024;
/** Inflated bytes that may wait for the parser before the inflater pauses. */
const INFLATED_QUEUE_BYTES = 1024 * 1024;

function invalid(what: string): ActionError {
  return new ActionError(`The bundle is not a valid tar archive: ${what}`);
}

/**
 * The first block of the tar stream must be a tar header with a good checksum (or the empty block of an empty
 * archive). node-tar's parser would otherwise take a stream that starts as gzip or zstd for one and inflate it
 * again, past the budget's view: a tar inside a gzip inside the gzip is not a bundle.
 */
function checkFirstBlock(Header: TarReader['Header'], block: Buffer): void {
  refuseCompressed(block);
  const header = new Header(block);
  if (!header.nullBlock && !header.cksumValid) throw invalid('its first header is damaged (bad checksum)');
}

function refuseCompressed(start: Buffer): void {
  const gzip = start[0] === 0x1f && start[1] === 0x8b;
  const zstd = start.length >= 4 && start.readUInt32LE(0) === 0xfd2fb528;
  if (gzip || zstd) throw invalid('it holds another compressed stream, not a tar');
}

function tarKind(type: string): EntryKind {
  switch (type) {
    case 'File':
    case 'OldFile':
    case 'ContiguousFile':
      return 'file';
    case 'Directory':
      return 'directory';
    case 'SymbolicLink':
      return 'symlink';
    case 'Link':
      return 'hardlink';
    case 'CharacterDevice':
    case 'BlockDevice':
      return 'device';
    case 'FIFO':
      return 'fifo';
    default:
      return 'other';
  }
}

/**
 * Extracts a tar, plain or gzip'd, as its bytes arrive: node-tar's parser reads the headers (ustar, pax and
 * GNU long names), every entry is judged by the archive policy and the budget before anything of it is
 * written, and files go straight from the inflated stream to the tree writer. Inflating runs on the thread
 * pool (node:zlib), beside the parsing and writing on this thread. The archive must end with its
 * end-of-archive marker (two empty blocks); whatever follows the marker is not read, as tar does.
 */
export function createTarExtractor(
  { Parser, Header }: TarReader,
  gzipped: boolean,
  writer: TreeWriter,
  budget: ExtractBudget,
  garbage: GarbagePacer,
): ArchiveStream {
  let failure: Error | undefined;
  /** Bytes of the tar stream read so far: inflated, for a gzip'd tar. */
  let tarBytes = 0;
  /** Bytes out of the inflater so far, read or waiting to be. */
  let inflatedTotal = 0;
  /** The start of the tar stream, held back from the parser until its first block is checked. */
  let head: Buffer | undefined = Buffer.alloc(0);
  /** The end-of-archive marker has been read: what follows is not. */
  let sawEnd = false;
  let gunzip: Gunzip | undefined;
  const fail = (err: unknown): void => {
    failure ??= err instanceof Error ? err : new Error(String(err));
    gunzip?.destroy();
  };

  const onEntry = (entry: ReadEntry): void => {
    const name = entry.path;
    const kind = tarKind(entry.type);
    // On Windows node-tar turns backslashes into slashes; the name as stored must not hold any either.
    const stored = entry.header.path ?? '';
    const problem =
      entryProblem(name, kind) ?? (stored.includes('\\') ? entryProblem(stored, kind) : undefined);
    if (problem) throw refuse(problem);
    if (kind === 'directory') {
      writer.addFolder(name);
      entry.resume();
      return;
    }
    // node-tar reads a negative size as none and an unreadable one as NaN: either would read the entry's
    // data as headers.
    const size = entry.header.size;
    if (size === undefined || !Number.isSafeInteger(size) || size < 0) {
      throw invalid(`${shownName(name)} has no valid size`);
    }
    budget.addFile(name, size);
    const out = writer.createFile(name);
    entry.on('data', (chunk: Buffer) => out.write(chunk));
    entry.on('end', () => out.close());
  };
  // Never inflate inside the parser: a zstd or brotli stream is not sniffed, a gzip one is refused first.
  const parser = new Parser({
    strict: true,
    zstd: false,
    brotli: false,
    maxMetaEntrySize: MAX_METADATA_BYTES,
  });
  parser.on('entry', (entry: ReadEntry) => {
    if (failure) return void entry.resume();
    try {
      onEntry(entry);
    } catch (err) {
      fail(err);
      entry.resume();
    }
  });
  // Entries the parser skips (sparse files, tape headers, oversized metadata) are not files or folders either.
  parser.on('ignoredEntry', (entry: ReadEntry) =>
    fail(
      refuse(
        entry.meta
          ? `${shownName(entry.path)} carries more than ${MAX_METADATA_BYTES / 1024 / 1024} MiB of metadata (a pax header or long name)`
          : (entryProblem(entry.path, 'other') as string),
      ),
    ),
  );
  parser.on('eof', () => {
    sawEnd = true;
    gunzip?.destroy();
  });
  parser.on('error', (err: Error) => fail(invalid(errorMessage(err))));
  const parserEnded = once(parser, 'end').catch(() => undefined);

  /** Hands tar stream bytes to the parser; every entry it completes is written before this returns. */
  const parse = (chunk: Buffer): void => {
    if (failure || sawEnd) return;
    try {
      tarBytes += chunk.length;
      budget.checkArchiveSize(tarBytes);
      garbage.note(chunk.length);
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length < BLOCK_BYTES) return;
        checkFirstBlock(Header, head);
        [chunk, head] = [head, undefined];
      }
      parser.write(chunk);
    } catch (err) {
      fail(err);
    }
  };

  // Inflated pieces wait here for the next turn of the event loop, so that the inflater, on the thread pool,
  // goes on with the next piece while this thread parses and writes (handled at once, each waited for the
  // other: the docs bundle took 0.75–1.1 s instead of 0.5 s).
  const inflated: Buffer[] = [];
  let inflatedBytes = 0;
  let parseScheduled = false;
  const parseInflated = (): void => {
    parseScheduled = false;
    for (let chunk = inflated.shift(); chunk; chunk = inflated.shift()) {
      inflatedBytes -= chunk.length;
      parse(chunk);
    }
    if (gunzip?.isPaused() && !failure) gunzip.resume();
  };

  if (gzipped) {
    // The stream's own queue limit is set past the high mark: the queue is paced here (see QUEUE_HIGH_BYTES).
    const queue = { writableHighWaterMark: QUEUE_HIGH_BYTES * 2 } as ZlibOptions;
    const stream = createGunzip({ chunkSize: INFLATE_CHUNK_BYTES, ...queue });
    stream.on('data', (chunk: Buffer) => {
      if (failure) return;
      try {
        inflatedTotal += chunk.length;
        // bytesWritten: archive bytes the inflater has consumed so far, not merely queued.
        budget.checkRatio(inflatedTotal, stream.bytesWritten);
      } catch (err) {
        return fail(err);
      }
      inflated.push(chunk);
      inflatedBytes += chunk.length;
      if (inflatedBytes >= INFLATED_QUEUE_BYTES) stream.pause();
      if (!parseScheduled) {
        parseScheduled = true;
        setImmediate(parseInflated);
      }
    });
    stream.on('error', (err) =>
      fail(new ActionError(`The bundle is not a valid gzip stream: ${err.message}`)),
    );
    gunzip = stream;
  }
  const inflater = gunzip;
  let queued = 0;
  /** The download waiting for the queue to shrink, when it is. */
  let waiting: (() => void) | undefined;
  const wake = (): void => {
    const resume = waiting;
    waiting = undefined;
    resume?.();
  };
  inflater?.once('close', wake);
  const consumed = (bytes: number) => (): void => {
    queued -= bytes;
    if (queued <= QUEUE_LOW_BYTES) wake();
  };
  /** Resolves at the inflater's end, or as soon as it closes (destroyed or failed: the failure is recorded then). */
  const ended = (): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        inflater?.off('end', done).off('close', done);
        resolve();
      };
      inflater?.once('end', done).once('close', done);
    });

  return {
    write(chunk) {
      if (failure) throw failure;
      if (!inflater) return parse(Buffer.from(chunk));
      // Past the end-of-archive marker nothing more is inflated.
      if (sawEnd) return;
      garbage.note(chunk.length);
      queued += chunk.length;
      inflater.write(Buffer.from(chunk), consumed(chunk.length));
      if (queued > QUEUE_HIGH_BYTES && !inflater.destroyed) {
        return new Promise((resolve) => (waiting = resolve));
      }
    },
    async end() {
      if (inflater && !failure && !inflater.destroyed) {
        const done = ended();
        inflater.end();
        await done;
      }
      if (inflater) parseInflated();
      if (!failure && head) {
        try {
          refuseCompressed(head);
          throw invalid('it ends before its first header');
        } catch (err) {
          fail(err);
        }
      }
      if (!failure) {
        parser.end();
        await parserEnded;
      }
      if (!failure && !sawEnd)
        fail(invalid('it ends without its end-of-archive marker (it may be cut short)'));
      if (failure) throw failure;
    },
    destroy() {
      fail(new ActionError('The extraction was stopped'));
    },
  };
}
