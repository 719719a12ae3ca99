import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Inputs } from '../config/names.js';
import type { Cleanups } from '../primitives/cleanups.js';
import { ActionError } from '../primitives/errors.js';
import { makeFolder } from './destination.js';

/** How the swap ended: whether a folder was replaced, and where its old content stayed when it could not go. */
export interface SwapResult {
  replaced: boolean;
  /** The previous content, moved aside and not removable (a mount point inside it, say). */
  leftover?: string;
  leftoverError?: string;
}

/**
 * A fresh folder beside extract-path, made by this run alone, where the bundle's tree is built; swapped in
 * for extract-path once the whole archive is in place, or removed, with any parent folders made for it. A
 * cancelled run removes it too (through the cleanups), so extract-path is either exactly as before or holds
 * the whole new tree.
 */
export class StagedFolder {
  private readonly unregister: () => void;

  private constructor(
    readonly dest: string,
    readonly path: string,
    private readonly unmakeParents: () => void,
    private readonly cleanups: Cleanups,
  ) {
    this.unregister = cleanups.add(() => this.remove());
  }

  /** Synchronous, so a cancellation cannot fall between making the folder and registering its removal. */
  static create(dest: string, cleanups: Cleanups): StagedFolder {
    const parent = dirname(resolve(dest));
    const unmakeParents = makeFolder(parent);
    let path: string;
    try {
      path = mkdtempSync(join(parent, `.${basename(dest)}.partial-`));
    } catch (err) {
      unmakeParents();
      throw failure(`Could not create a folder beside ${Inputs.extractPath} ${dest}`, err);
    }
    return new StagedFolder(dest, path, unmakeParents, cleanups);
  }

  /** A file name beside the staged folder, for a temporary file that must not end up in the tree. */
  sibling(suffix: string): string {
    return `${this.path}.${suffix}`;
  }

  /**
   * Puts the built tree at extract-path: renamed into place when nothing is there, or swapped with the
   * folder that is, whose old content is then removed (when it cannot be, it stays aside: see SwapResult).
   * The renames are synchronous, so a signal cannot fall between them; a cancelled run swaps nothing in.
   */
  async swapIn(): Promise<SwapResult> {
    if (this.cleanups.cancelled) throw new ActionError('The run was cancelled');
    chmodSync(this.path, 0o755);
    const existing = lstatSync(this.dest, { throwIfNoEntry: false });
    if (existing && (existing.isSymbolicLink() || !existing.isDirectory())) {
      throw new ActionError(`${Inputs.extractPath} ${this.dest} changed while the bundle was extracted`);
    }
    const moveIn = (): void => {
      try {
        renameSync(this.path, this.dest);
      } catch (err) {
        throw failure(`Could not move the extracted bundle into ${Inputs.extractPath} ${this.dest}`, err);
      }
    };
    if (!existing) {
      moveIn();
      this.unregister();
      return { replaced: false };
    }
    const aside = join(
      dirname(this.path),
      `.${basename(this.dest)}.replaced-${randomBytes(6).toString('hex')}`,
    );
    try {
      renameSync(this.dest, aside);
    } catch (err) {
      throw failure(`Could not move the previous content of ${Inputs.extractPath} ${this.dest} aside`, err);
    }
    try {
      moveIn();
    } catch (err) {
      renameSync(aside, this.dest);
      throw err;
    }
    this.unregister();
    const unregisterAside = this.cleanups.add(() => rmSync(aside, { recursive: true, force: true }));
    try {
      await rm(aside, { recursive: true, force: true });
      return { replaced: true };
    } catch (err) {
      return { replaced: true, leftover: aside, leftoverError: codeOf(err) };
    } finally {
      unregisterAside();
    }
  }

  async discard(): Promise<void> {
    await rm(this.path, { recursive: true, force: true });
    this.unmakeParents();
    this.unregister();
  }

  private remove(): void {
    rmSync(this.path, { recursive: true, force: true });
    this.unmakeParents();
  }
}

function codeOf(err: unknown): string {
  return (err as NodeJS.ErrnoException).code ?? (err as Error).message;
}

function failure(what: string, err: unknown): ActionError {
  return new ActionError(`${what} (${codeOf(err)})`);
}
