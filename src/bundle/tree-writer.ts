import { closeSync, constants, lstatSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ActionError, errorMessage } from '../primitives/errors.js';
import { pathSegments, refuse, shownName, type ExtractBudget } from './archive-policy.js';

/** Create only, never open what is there, never follow a link at the last step (O_NOFOLLOW is POSIX only). */
const CREATE_FILE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
const FILE_MODE = 0o644;
const FOLDER_MODE = 0o755;

/** A file being written; its chunks arrive in order. */
export interface FileOut {
  write(chunk: Uint8Array): void;
  close(): void;
}

/**
 * Builds a tree inside a fresh folder that only this run writes to. Every folder and file is created here,
 * exclusively, so nothing written can pass through a link or land on something that was already there. It
 * remembers what it made, so it needs no look at the disk to catch a name given twice, a file where a folder
 * is, or, on a case-insensitive file system, two names that differ only in case or Unicode form. Every file
 * and folder it makes, the folders a name only implies too, counts against the budget. Synchronous by design:
 * it is called for a bounded slice of the archive at a time, and one open, write and close per small file is
 * the fewest system calls a file can take.
 */
export class TreeWriter {
  files = 0;
  folders = 0;
  /** What was made, by path (case-folded where the file system folds case), with the name as given. */
  private readonly made = new Map<string, { kind: 'file' | 'folder'; path: string; name: string }>();

  constructor(
    private readonly root: string,
    private readonly caseInsensitive: boolean,
    private readonly budget: ExtractBudget,
  ) {}

  addFolder(name: string): void {
    const segments = pathSegments(name);
    this.makeFolders(name, segments, segments.length);
  }

  createFile(name: string): FileOut {
    const segments = pathSegments(name);
    this.makeFolders(name, segments, segments.length - 1);
    const path = segments.join('/');
    this.claim(name, path, 'file');
    this.budget.addMade();
    const fd = this.attempt(name, () => openSync(join(this.root, path), CREATE_FILE, FILE_MODE));
    this.files += 1;
    return {
      write: (chunk) => {
        for (let done = 0; done < chunk.length;) {
          done += this.attempt(name, () => writeSync(fd, chunk, done, chunk.length - done));
        }
      },
      close: () => this.attempt(name, () => closeSync(fd)),
    };
  }

  writeFile(name: string, data: Uint8Array): void {
    const out = this.createFile(name);
    try {
      out.write(data);
    } finally {
      out.close();
    }
  }

  /** Makes the first `count` folders of `segments` that are not there yet, shallowest first. */
  private makeFolders(name: string, segments: string[], count: number): void {
    let path = '';
    for (let i = 0; i < count; i++) {
      path = i === 0 ? (segments[0] as string) : `${path}/${segments[i] as string}`;
      const existing = this.made.get(this.key(path));
      if (existing?.kind === 'folder' && existing.path === path) continue;
      this.claim(name, path, 'folder');
      this.budget.addMade();
      this.attempt(name, () => mkdirSync(join(this.root, path), FOLDER_MODE));
      this.folders += 1;
    }
  }

  /** Records `path` as made by this entry, or refuses the archive when something already stands there. */
  private claim(name: string, path: string, kind: 'file' | 'folder'): void {
    const key = this.key(path);
    const existing = this.made.get(key);
    if (existing) {
      const other = shownName(existing.name);
      if (existing.path !== path) throw collision(name, other);
      if (existing.kind === 'file' && kind === 'file') throw refuse(`${shownName(name)} appears twice`);
      throw refuse(`${shownName(name)} needs a ${kind} where ${other} made a ${existing.kind}`);
    }
    this.made.set(key, { kind, path, name });
  }

  /**
   * The name as a file system that folds case sees it. Lower, then upper, then lower case merges more than
   * lower case alone (`ẞ` and `ß`, `ſ` and `s`, `Σ` and `ς`): refusing a pair such a file system would keep
   * apart costs little, writing one file over another would not.
   */
  private key(path: string): string {
    return this.caseInsensitive ? path.normalize('NFC').toLowerCase().toUpperCase().toLowerCase() : path;
  }

  private attempt<T>(name: string, io: () => T): T {
    try {
      return io();
    } catch (err) {
      const code = (err as { code?: string }).code;
      // The folder is this run's alone: something there already is another entry the file system merged.
      if (code === 'EEXIST') throw collision(name, 'another entry');
      throw new ActionError(
        `Could not write ${shownName(name)} while extracting the bundle: ${code ?? errorMessage(err)}`,
      );
    }
  }
}

function collision(name: string, other: string): Error {
  return refuse(
    `${shownName(name)} and ${other} differ only in case or Unicode form, and this file system does not tell them apart`,
  );
}

/** True when the file system holding `dir` (an empty folder of this run's) does not tell `a` from `A`. */
export function foldsCase(dir: string): boolean {
  const probe = join(dir, 'case-probe');
  closeSync(openSync(probe, CREATE_FILE, FILE_MODE));
  try {
    lstatSync(join(dir, 'CASE-PROBE'));
    return true;
  } catch {
    return false;
  } finally {
    unlinkSync(probe);
  }
}
