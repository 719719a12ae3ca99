import { formatDuration } from '../primitives/duration.js';
import type { Logger } from '../primitives/logger.js';

/** What one status read showed, as the log line and the timeline need it. */
export interface ReadView {
  /** The status as the service spelled it, or empty when it sent none. */
  status: string;
  /** Progress as a share (0–100), when it reads as one. */
  percent?: number;
  /** Progress as shown when it is not a share (`3/7` is shown by its percent; `phase two` as text). */
  progressText?: string;
  pageCount?: number;
  /** The schedule's estimate of the time left, when it has one. */
  leftMs?: number;
}

const BAR_WIDTH = 10;

/** `[██████░░░░]` for 60%. */
export function progressBar(percent: number): string {
  const filled = Math.max(0, Math.min(BAR_WIDTH, Math.round((percent / 100) * BAR_WIDTH)));
  return `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}]`;
}

/** What the read says about the job, without the estimate: the part that decides whether anything changed. */
export function describeState(view: ReadView): string {
  const parts = [view.status || '(no status given)'];
  const running = view.status !== 'completed' && view.status !== 'failed';
  if (running && view.percent !== undefined)
    parts[0] += ` ${progressBar(view.percent)} ${Math.floor(view.percent)}%`;
  else if (running && view.progressText) parts[0] += ` ${view.progressText}`;
  if (view.pageCount !== undefined) parts.push(`${view.pageCount} pages`);
  return parts.join(' · ');
}

/** `running [██████░░░░] 60% · 240 pages · ~1m 20s left`. */
export function describeRead(view: ReadView): string {
  const state = describeState(view);
  return view.leftMs !== undefined && view.leftMs >= 1000
    ? `${state} · ~${formatDuration(view.leftMs)} left`
    : state;
}

/** Logs one line per read that changed something (status, progress or pages); silent otherwise. */
export function logReadsOnChange(log: Logger, prefix: string): (view: ReadView) => void {
  let last: string | undefined;
  return (view) => {
    const state = describeState(view);
    if (state !== last) log.info(`${prefix}: ${describeRead(view)}`);
    last = state;
  };
}

/** One stretch of a wait in one status. */
export interface TimelineEntry {
  status: string;
  /** When a read first showed this status. */
  at: number;
  /** Until the next status was seen, or the wait ended. */
  ms: number;
}

/** The statuses a wait went through, and when: for the step summary. */
export class StatusTimeline {
  private readonly seen: Array<{ status: string; at: number }> = [];

  /**
   * Records a read's status (the same status read again extends its stretch). A service that keeps changing
   * its mind is shown by its first changes and its latest one: at most MAX_TIMELINE stretches are kept.
   */
  record(at: number, status: string): void {
    const shown = status || '(no status given)';
    if (this.seen.at(-1)?.status === shown) return;
    if (this.seen.length >= MAX_TIMELINE) this.seen.pop();
    this.seen.push({ status: shown, at });
  }

  /** The stretches, the last one ending at `endedAt`. */
  entries(endedAt: number): TimelineEntry[] {
    return this.seen.map((s, i) => ({
      status: s.status,
      at: s.at,
      ms: Math.max(0, (this.seen[i + 1]?.at ?? endedAt) - s.at),
    }));
  }
}

const MAX_TIMELINE = 12;
