import { lstatSync, mkdirSync, realpathSync, rmdirSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { Inputs } from '../config/names.js';
import { ActionError } from '../primitives/errors.js';

// Where the action writes: extract-path (a folder whose content it replaces), download-path and
// helm-values-file (files it writes beside and renames into place). Each is checked before anything is
// downloaded, by where the kernel would take it, not by how its text reads.

/** A place the action writes to, and the folders it must keep clear of. */
export interface Destination {
  /** The input that named it, for messages. */
  input: string;
  /** Absolute. */
  path: string;
  /** Folders extract-path may neither be nor hold (the workspace, the runner's temporary folder, home). */
  protectedFolders: string[];
}

/** macOS and Windows file systems do not, by default, tell `Site` from `site`. */
const FOLDS_CASE = process.platform === 'darwin' || process.platform === 'win32';

/** True when `child` is `parent` or lies inside it. */
export function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * Where `path` leads: the kernel's real path of its longest existing ancestor (every link on the way
 * followed), with the names that do not exist yet after it. A link on the way that leads nowhere is refused:
 * making the folders below it would create them wherever it points.
 */
export function realLocation(path: string, problem: (what: string) => Error): string {
  const missing: string[] = [];
  for (let at = path; ; at = dirname(at)) {
    try {
      return join(realpathSync.native(at), ...missing.reverse());
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') throw problem(`cannot be read (${code ?? (err as Error).message})`);
      if (lstatSync(at, { throwIfNoEntry: false })?.isSymbolicLink()) {
        throw problem(`is reached through the symbolic link ${at}, which leads nowhere`);
      }
      if (dirname(at) === at) return path;
      missing.push(basename(at));
    }
  }
}

/** A path as the file system compares it. */
const folded = (path: string): string => (FOLDS_CASE ? path.toLowerCase() : path);

/**
 * Refuses a destination inside a protected folder that a symbolic link on the way takes elsewhere (a link
 * committed to the repository could lead anywhere), and returns where the destination really is.
 */
function checkReach({ input, path, protectedFolders }: Destination): string {
  const problem = (what: string): ActionError => new ActionError(`${input} ${path} ${what}`);
  const real = realLocation(path, problem);
  for (const folder of protectedFolders) {
    if (!isInside(path, folder)) continue;
    const realFolder = realLocation(folder, problem);
    if (folded(relative(folder, path)) !== folded(relative(realFolder, real))) {
      throw problem(
        `is reached through a symbolic link inside ${folder} (it leads to ${real}); the action does not write through links`,
      );
    }
  }
  return real;
}

/** True when `path` leads, wherever links take it, to `folder` or somewhere inside it. */
export function leadsInto(path: string, folder: string): boolean {
  const unreadable = (what: string): Error => new ActionError(`${path} ${what}`);
  return isInside(folded(realLocation(path, unreadable)), folded(realLocation(folder, unreadable)));
}

/**
 * Checks extract-path: absent or a real folder (not a link, not a file), reached without links inside a
 * protected folder, and neither the root nor a folder that is or holds a protected folder, wherever links
 * take it (its content is replaced).
 */
export async function checkExtractPath(place: Omit<Destination, 'input'>): Promise<void> {
  const { path, protectedFolders } = place;
  const problem = (what: string): ActionError => new ActionError(`${Inputs.extractPath} ${path} ${what}`);
  const real = checkReach({ ...place, input: Inputs.extractPath });
  if (dirname(real) === real) throw problem('is the root of the file system; name a folder of its own');
  for (const folder of protectedFolders) {
    const realFolder = realLocation(folder, problem);
    if (isInside(folded(realFolder), folded(real))) {
      throw problem(`holds ${folder}, whose content would be replaced; name a folder of its own`);
    }
  }
  const stat = await lstat(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw problem(`cannot be read (${err.code ?? err.message})`);
  });
  if (stat?.isSymbolicLink()) throw problem('is a symbolic link; the action does not write through links');
  if (stat && !stat.isDirectory()) throw problem('exists and is not a folder');
}

/**
 * Checks a file the action writes (download-path, helm-values-file): not a folder, and its folder reached
 * without links inside a protected folder. The file itself may be a link: it is replaced by a rename, never
 * written through.
 */
export async function checkFilePath(place: Destination): Promise<void> {
  const stat = await lstat(place.path).catch(() => undefined);
  if (stat?.isDirectory()) {
    throw new ActionError(`${place.input} ${place.path} is a folder; name the file to write`);
  }
  checkReach({ ...place, path: dirname(place.path) });
}

/**
 * Makes `folder` and whichever of its parents are missing; returns what removes the ones it made, deepest
 * first, each only while it is still empty.
 */
export function makeFolder(folder: string): () => void {
  let first: string | undefined;
  try {
    first = mkdirSync(folder, { recursive: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ActionError(`Could not create the folder ${folder} (${code ?? (err as Error).message})`);
  }
  if (first === undefined) return () => undefined;
  const made = first;
  return () => {
    for (let at = folder; isInside(at, made); at = dirname(at)) {
      try {
        rmdirSync(at);
      } catch {
        return;
      }
    }
  };
}
