/**
 * When to read a running job again: the one rule for spacing status reads.
 *
 * - **Rising progress.** Once the job has reported two different percentages, the rate between the first and
 *   the latest gives its expected finish. Far from it, reads are spaced at half the time left, at least
 *   `poll-interval` and at most the ceiling (six times `poll-interval`, but no more than a minute, and never
 *   less than `poll-interval`). Once the expected finish is within the ceiling, the next read comes just after
 *   it. If the job is not done then, reads come again 1, 2, 4… seconds later, up to `poll-interval`.
 * - **No usable progress** (none, not a number, `queued`): every `poll-interval`; after three reads that show
 *   no change at all, each wait grows by a fifth, up to twice `poll-interval`.
 * - **Progress going backwards** starts the estimate anew (a new phase of the job).
 *
 * Retry-After and the stage's deadline are applied by the polling loop on top of this (see pollUntilDone).
 */
export class ReadSchedule {
  /** Progress as first seen at each percentage it reached, in this phase. */
  private points: Array<{ at: number; percent: number }> = [];
  /** Reads in a row after the expected finish passed. */
  private late = 0;
  /** Reads in a row that showed nothing new. */
  private unchanged = 0;
  private lastShown?: string;
  private readonly ceilingMs: number;
  private readonly shortestMs: number;
  private readonly marginMs: number;

  constructor(private readonly intervalMs: number) {
    this.ceilingMs = Math.max(intervalMs, Math.min(6 * intervalMs, MAX_CEILING_MS));
    this.shortestMs = Math.min(1000, intervalMs);
    this.marginMs = Math.min(500, intervalMs / 10);
  }

  /**
   * Records a read at `at`: `percent` is the job's progress (0–100) when it reported one, `shown` how the read
   * looked (its status and progress text), to tell a job that moves from one that does not.
   */
  observe(at: number, percent: number | undefined, shown: string): void {
    this.unchanged = shown === this.lastShown ? this.unchanged + 1 : 0;
    this.lastShown = shown;
    if (percent === undefined || !Number.isFinite(percent)) return;
    const last = this.points.at(-1);
    if (last && percent < last.percent) this.points = [];
    if (last && percent === last.percent) return;
    this.points.push({ at, percent });
  }

  /**
   * Milliseconds from `now` until the job's expected finish (negative once it has passed), from the rate
   * between the first and the latest percentage of this phase; undefined until progress has risen once.
   */
  expectedLeft(now: number): number | undefined {
    const first = this.points[0];
    const last = this.points.at(-1);
    if (!first || !last || last === first) return undefined;
    const rate = (last.percent - first.percent) / (last.at - first.at);
    return (100 - last.percent) / rate - (now - last.at);
  }

  /** Milliseconds to wait, from `now`, before the next read. */
  nextDelay(now: number): number {
    const left = this.expectedLeft(now);
    if (left === undefined) {
      const growth = this.unchanged >= 3 ? 1.2 ** (this.unchanged - 2) : 1;
      return Math.round(Math.min(2 * this.intervalMs, this.intervalMs * growth));
    }
    if (left > this.ceilingMs) {
      this.late = 0;
      return Math.round(Math.min(this.ceilingMs, Math.max(this.intervalMs, left / 2)));
    }
    if (left > 0) {
      this.late = 0;
      return Math.round(Math.max(this.shortestMs, left + this.marginMs));
    }
    const delay = Math.min(this.intervalMs, this.shortestMs * 2 ** this.late);
    this.late += 1;
    return delay;
  }
}

/** The longest the schedule ever spaces two reads of a job with rising progress. */
const MAX_CEILING_MS = 60_000;
