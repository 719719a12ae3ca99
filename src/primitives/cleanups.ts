/**
 * Undo work for a cancelled run. A stage registers what it must take back (a temporary folder, a file half
 * written) while that exists, and removes the registration once it is done; when SIGINT or SIGTERM arrives,
 * main.ts runs whatever is still registered before the process exits. Each undo is synchronous, so it completes
 * before anything else of the run can run again. Once the run is cancelled, whatever is registered after is
 * undone at once, and `cancelled` tells a stage not to put anything in place.
 */
export interface Cleanups {
  /** Registers `undo`; returns the function that removes the registration. */
  add(undo: () => void): () => void;
  /** True once the run is cancelled. */
  readonly cancelled: boolean;
}

export class CleanupList implements Cleanups {
  private readonly pending = new Set<() => void>();
  cancelled = false;

  add(undo: () => void): () => void {
    if (this.cancelled) {
      attempt(undo);
      return () => undefined;
    }
    this.pending.add(undo);
    return () => this.pending.delete(undo);
  }

  /** Cancels the run: runs every registered undo once, newest first; one that fails does not stop the others. */
  runAll(): void {
    this.cancelled = true;
    for (const undo of [...this.pending].reverse()) {
      this.pending.delete(undo);
      attempt(undo);
    }
  }
}

function attempt(undo: () => void): void {
  try {
    undo();
  } catch {
    // best effort: the process is about to exit
  }
}
