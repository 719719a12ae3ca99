import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, renameSync, rmSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Inputs } from '../config/names.js';
import type { Cleanups } from '../primitives/cleanups.js';
import { ActionError } from '../primitives/errors.js';

/** Where an extraction happens and what it may replace. */
export interface ExtractPlace {
  /** extract-path, absolute. */
  dest: string;
  /** Folders extract-path may neither be nor hold: the workspace, the runner's temporary folder, home. */
  protectedFolders: string[];
}

/** True when `child` is `parent` or lies inside it. */
export function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * Checks extract-path before anything is downloaded: it must be absent or a real folder (not a symbolic link,
 * not a file), not a folder the run cannot do without (its content is replaced), and not reached through a
 * symbolic link inside one of those folders (a link committed to the repository could lead anywhere).
 */
export async function checkExtractPath({ dest, protectedFolders }: ExtractPlace): Promise<void> {
  const problem = (what: string): ActionError => new ActionError(`${Inputs.extractPath} ${dest} ${what}`);
  if (dirname(dest) === dest) throw problem('is the root of the file system; name a folder of its own');
  for (const folder of protectedFolders) {
    if (isInside(folder, dest)) {
      throw problem(`holds ${folder}, whose content would be replaced; name a folder of its own`);
    }
  }
  for (const folder of protectedFolders) {
    if (!isInside(dest, folder)) continue;
    for (let at = dirname(dest); at !== folder && isInside(at, folder); at = dirname(at)) {
      const stat = await lstat(at).catch(() => undefined);
      if (stat?.isSymbolicLink()) {
        throw problem(`is reached through the symbolic link ${at}; the action does not write through links`);
      }
    }
  }
  const stat = await lstat(dest).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw problem(`cannot be read (${err.code ?? err.message})`);
  });
  if (stat?.isSymbolicLink()) throw problem('is a symbolic link; the action does not write through links');
  if (stat && !stat.isDirectory()) throw problem('exists and is not a folder');
}

/**
 * A fresh folder beside extract-path, made by this run alone, where the bundle's tree is built; swapped in
 * for extract-path once the whole archive is in place, or removed. A cancelled run removes it too (through
 * the cleanups), so extract-path is either exactly as before or holds the whole new tree.
 */
export class StagedFolder {
  private readonly unregister: () => void;

  private constructor(
    readonly dest: string,
    readonly path: string,
    private readonly cleanups: Cleanups,
  ) {
    this.unregister = cleanups.add(() => rmSync(path, { recursive: true, force: true }));
  }

  static async create(dest: string, cleanups: Cleanups): Promise<StagedFolder> {
    const parent = dirname(resolve(dest));
    await mkdir(parent, { recursive: true });
    const path = await mkdtemp(join(parent, `.${basename(dest)}.partial-`));
    return new StagedFolder(dest, path, cleanups);
  }

  /** A file name beside the staged folder, for a temporary file that must not end up in the tree. */
  sibling(suffix: string): string {
    return `${this.path}.${suffix}`;
  }

  /**
   * Puts the built tree at extract-path: renamed into place when nothing is there, or swapped with the
   * folder that is, whose old content is then removed. Returns true when it replaced a folder. The renames are
   * synchronous, so a signal cannot fall between them.
   */
  async swapIn(): Promise<boolean> {
    chmodSync(this.path, 0o755);
    let existing;
    try {
      existing = lstatSync(this.dest);
    } catch {
      existing = undefined;
    }
    if (existing && (existing.isSymbolicLink() || !existing.isDirectory())) {
      throw new ActionError(`${Inputs.extractPath} ${this.dest} changed while the bundle was extracted`);
    }
    if (!existing) {
      renameSync(this.path, this.dest);
      this.unregister();
      return false;
    }
    const aside = join(
      dirname(this.path),
      `.${basename(this.dest)}.replaced-${randomBytes(6).toString('hex')}`,
    );
    renameSync(this.dest, aside);
    try {
      renameSync(this.path, this.dest);
    } catch (err) {
      renameSync(aside, this.dest);
      throw err;
    }
    this.unregister();
    const unregisterAside = this.cleanups.add(() => rmSync(aside, { recursive: true, force: true }));
    await rm(aside, { recursive: true, force: true });
    unregisterAside();
    return true;
  }

  async discard(): Promise<void> {
    await rm(this.path, { recursive: true, force: true });
    this.unregister();
  }
}
