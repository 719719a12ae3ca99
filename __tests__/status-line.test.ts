import { describeTimeline } from '../src/report/step-summary.js';
import type { Logger } from '../src/primitives/logger.js';
import { describeRead, logReadsOnChange, progressBar, StatusTimeline } from '../src/wait/status-line.js';

describe('the status line of a read', () => {
  it('shows a bar, the percentage, the pages and the time left', () => {
    expect(describeRead({ status: 'running', percent: 60, pageCount: 240, leftMs: 80_000 })).toBe(
      'running [██████░░░░] 60% · 240 pages · ~1m 20s left',
    );
  });

  it('keeps the bar inside its ten cells and leaves out what the read did not give', () => {
    expect(progressBar(0)).toBe('[░░░░░░░░░░]');
    expect(progressBar(100)).toBe('[██████████]');
    expect(progressBar(4)).toBe('[░░░░░░░░░░]');
    expect(describeRead({ status: 'queued' })).toBe('queued');
    expect(describeRead({ status: '' })).toBe('(no status given)');
    expect(describeRead({ status: 'running', progressText: 'phase two' })).toBe('running phase two');
    // Under a second left is no estimate worth showing; a finished job shows no bar.
    expect(describeRead({ status: 'running', percent: 99.6, leftMs: 400 })).toBe('running [██████████] 99%');
    expect(describeRead({ status: 'completed', percent: 100, pageCount: 3 })).toBe('completed · 3 pages');
  });

  it('logs one line per read that changed something, never for the estimate alone', () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m) } as unknown as Logger;
    const show = logReadsOnChange(log, 'Export job exp_1');
    show({ status: 'queued' });
    show({ status: 'queued' });
    show({ status: 'running', percent: 10, leftMs: 90_000 });
    show({ status: 'running', percent: 10, leftMs: 60_000 });
    show({ status: 'running', percent: 20, pageCount: 40, leftMs: 40_000 });
    show({ status: 'completed', pageCount: 200 });
    expect(lines).toEqual([
      'Export job exp_1: queued',
      'Export job exp_1: running [█░░░░░░░░░] 10% · ~1m 30s left',
      'Export job exp_1: running [██░░░░░░░░] 20% · 40 pages · ~40s left',
      'Export job exp_1: completed · 200 pages',
    ]);
  });
});

describe('the timeline of a wait', () => {
  it('keeps each status from its first read until the next status, the last until the wait ended', () => {
    const timeline = new StatusTimeline();
    timeline.record(0, 'queued');
    timeline.record(3_000, 'queued');
    timeline.record(6_000, 'running');
    timeline.record(66_000, 'completed');
    expect(timeline.entries(66_500)).toEqual([
      { status: 'queued', at: 0, ms: 6_000 },
      { status: 'running', at: 6_000, ms: 60_000 },
      { status: 'completed', at: 66_000, ms: 500 },
    ]);
    expect(describeTimeline(timeline.entries(66_500))).toBe(
      'queued 00:00:00 (6s) → running 00:00:06 (1m 00s) → completed 00:01:06',
    );
  });

  it('stays small when the service keeps changing its mind, keeping the latest status', () => {
    const timeline = new StatusTimeline();
    for (let i = 0; i < 100; i++) timeline.record(i * 1000, i % 2 ? 'running' : 'queued');
    timeline.record(100_000, 'completed');
    const entries = timeline.entries(100_000);
    expect(entries.length).toBeLessThanOrEqual(12);
    expect(entries.at(-1)?.status).toBe('completed');
    expect(describeTimeline([{ status: 'a|b*', at: 0, ms: 0 }])).toBe('a\\|b\\* 00:00:00');
  });
});
