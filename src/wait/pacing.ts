/**
 * When to read a running job again. By default every poll interval; but when the job reports numeric
 * progress, the rate it moves at tells when it should reach 100%, and the next read is brought forward to
 * just after that moment (never sooner than `minMs`), so the step ends soon after the job does instead of up
 * to a whole interval later. Never later than the interval.
 */
export class ProgressPacer {
  private first?: { at: number; percent: number };
  private last?: { at: number; percent: number };
  private early = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly minMs = Math.min(1000, intervalMs),
  ) {}

  /** Records a read; `percent` is the job's progress (0–100) when it reported one. */
  observe(at: number, percent: number | undefined): void {
    if (percent === undefined || !Number.isFinite(percent)) return;
    if (this.last && percent < this.last.percent) this.first = undefined; // progress restarted: measure anew
    this.first ??= { at, percent };
    this.last = { at, percent };
  }

  /** Milliseconds to wait before the next read. */
  nextDelay(now: number): number {
    const { first, last } = this;
    if (!first || !last || last.percent <= first.percent || last.at <= first.at) return this.intervalMs;
    const rate = (last.percent - first.percent) / (last.at - first.at);
    const remaining = (100 - last.percent) / rate - (now - last.at);
    if (remaining >= this.intervalMs) return this.intervalMs;
    // Close to the end: read just after the expected finish; if the job is late, back off towards the interval.
    const delay = Math.max(this.minMs * 2 ** this.early, remaining + 200);
    this.early += 1;
    return Math.min(this.intervalMs, Math.round(delay));
  }
}
