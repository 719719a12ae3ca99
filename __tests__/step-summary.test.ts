import type { ExportReport } from '../src/wait/export-wait.js';
import { renderExportSummary } from '../src/report/step-summary.js';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const base: ExportReport = {
  domain: 'docs.example.com',
  jobId: 'exp_1',
  status: 'completed',
  pageCount: 120,
  resumed: false,
  reused: false,
  startedAt: now - 185_000,
  endedAt: now,
  timeline: [
    { status: 'queued', at: now - 185_000, ms: 12_000 },
    { status: 'running', at: now - 173_000, ms: 172_000 },
    { status: 'completed', at: now - 1_000, ms: 1_000 },
  ],
  outcome: 'completed',
  bundleUrl: 'https://storage.example/bundles/exp_1/site.tar.gz?X-Signature=secretsig&X-Expires=1',
  expiresAt: '2026-11-22T13:00:00Z',
};

describe('renderExportSummary', () => {
  it('shows domain, job, result, pages, duration, expiry and the link without its query', () => {
    const md = renderExportSummary(base, now);
    expect(md).toContain('| Domain | docs.example.com |');
    expect(md).toContain('| Export job | `exp_1` |');
    expect(md).toContain('| Result | ✅ completed |');
    expect(md).toContain('| Pages | 120 |');
    expect(md).toContain('| Duration | 3m 05s |');
    expect(md).toContain(
      '| Timeline | queued 11:56:55 (12s) → running 11:57:07 (2m 52s) → completed 11:59:59 |',
    );
    expect(md).toContain('| Link expires | 2026-11-22T13:00:00.000Z (in 1 h 00 min) |');
    expect(md).toContain('`https://storage.example/bundles/exp_1/site.tar.gz`');
    expect(md).not.toContain('secretsig');
    expect(md).not.toContain('X-Expires');
  });

  it('shows a timeout with the last status and the error', () => {
    const md = renderExportSummary(
      {
        ...base,
        outcome: 'timed-out',
        status: 'running',
        progress: '45%',
        bundleUrl: undefined,
        expiresAt: undefined,
        error: 'Export job exp_1 did not finish within 30m 00s',
      },
      now,
    );
    expect(md).toContain('| Result | ⏱️ timed out (service status: running) |');
    expect(md).toContain('| Last progress | 45% |');
    expect(md).toContain('> Export job exp\\_1 did not finish within 30m 00s');
    expect(md).not.toContain('Bundle');
  });

  it('shows a failure before any job existed', () => {
    const md = renderExportSummary(
      {
        ...base,
        jobId: undefined,
        status: undefined,
        outcome: 'error',
        bundleUrl: undefined,
        error: 'HTTP 401',
      },
      now,
    );
    expect(md).toContain('| Export job | not started |');
    expect(md).toContain('| Result | ❌ error |');
  });

  it('shows an expiry it cannot read as text, and a past expiry as expired', () => {
    expect(renderExportSummary({ ...base, expiresAt: 'tomorrow-ish' }, now)).toContain(
      '| Link expires | tomorrow-ish |',
    );
    expect(renderExportSummary({ ...base, expiresAt: String((now - 300_000) / 1000) }, now)).toContain(
      '(expired 5 min ago)',
    );
  });

  it('escapes untrusted text so it cannot break the table or inject markup', () => {
    const md = renderExportSummary({ ...base, domain: 'a|b [x](javascript:y) <img>', jobId: 'id`|<b>' }, now);
    expect(md).toContain('a\\|b \\[x\\]\\(javascript:y\\) \\<img\\>');
    expect(md).toContain('`idʼ\\|<b>`');
  });
});
