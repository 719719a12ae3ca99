/**
 * Undo work for a cancelled run. A stage registers what it must take back (a temporary folder, a file half
 * written) while that exists, and removes the registration once it is done; when SIGINT or SIGTERM arrives,
 * main.ts runs whatever is still registered before the process exits. Each undo is synchronous, so it completes
 * before anything else of the run can run again.
 */
export interface Cleanups {
  /** Registers `undo`; returns the function that removes the registration. */
  add(undo: () => void): () => void;
}

export class CleanupList implements Cleanups {
  private readonly pending = new Set<() => void>();

  add(undo: () => void): () => void {
    this.pending.add(undo);
    return () => this.pending.delete(undo);
  }

  /** Runs every registered undo once, newest first; one that fails does not stop the others. */
  runAll(): void {
    for (const undo of [...this.pending].reverse()) {
      this.pending.delete(undo);
      try {
        undo();
      } catch {
        // best effort: the process is about to exit
      }
    }
  }
}
