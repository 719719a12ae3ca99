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

/** node-tar's parser, loaded when a bundle is extracted (see loadTarParser). */
export type TarParser = typeof import('tar/parse').Parser;

export async function loadTarParser(): Promise<TarParser> {
  return (await import('tar/parse')).Parser;
}

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
 * pool (node:zlib), beside the parsing and writing on this thread.
 */
export function createTarExtractor(
  Parser: TarParser,
  gzipped: boolean,
  writer: TreeWriter,
  budget: ExtractBudget,
  garbage: GarbagePacer,
): ArchiveStream {
  let failure: Error | undefined;
  let unpacked = 0;
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
      budget.add(name, 0);
      writer.addFolder(name);
      entry.resume();
      return;
    }
    budget.add(name, entry.size);
    const out = writer.createFile(name);
    entry.on('data', (chunk: Buffer) => out.write(chunk));
    entry.on('end', () => out.close());
  };
  const parser = new Parser({ strict: true });
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
        `${shownName(entry.path)} is a ${entry.type} entry; a static export holds only files and folders`,
      ),
    ),
  );
  parser.on('error', (err: Error) =>
    fail(new ActionError(`The bundle is not a valid tar archive: ${errorMessage(err)}`)),
  );
  const parserEnded = once(parser, 'end').catch(() => undefined);

  /** Hands unpacked tar bytes to the parser; every entry it completes is written before this returns. */
  const parse = (chunk: Buffer): void => {
    if (failure) return;
    try {
      garbage.note(chunk.length);
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
        unpacked += chunk.length;
        // bytesWritten: archive bytes the inflater has consumed so far, not merely queued.
        budget.checkRatio(unpacked, stream.bytesWritten);
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
      if (!inflater) {
        unpacked += chunk.length;
        return parse(Buffer.from(chunk));
      }
      garbage.note(chunk.length);
      queued += chunk.length;
      inflater.write(Buffer.from(chunk), consumed(chunk.length));
      if (queued > QUEUE_HIGH_BYTES && !inflater.destroyed) {
        return new Promise((resolve) => (waiting = resolve));
      }
    },
    async end() {
      if (inflater && !failure) {
        const done = ended();
        inflater.end();
        await done;
        parseInflated();
      }
      if (!failure) {
        parser.end();
        await parserEnded;
      }
      if (failure) throw failure;
    },
    destroy() {
      fail(new ActionError('The extraction was stopped'));
    },
  };
}
