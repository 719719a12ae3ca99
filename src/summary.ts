import { formatDuration } from './duration.js';
import { describeExpiry, parseExpiry } from './expiry.js';
import type { ExportReport, Outcome } from './export-flow.js';
import { escapeMarkdown, inlineCode, table } from './markdown.js';
import { redactUrl } from './url.js';

const OUTCOME_LABEL: Record<Outcome, string> = {
  completed: '✅ completed',
  failed: '❌ failed',
  'timed-out': '⏱️ timed out',
  error: '❌ error',
};

/** The step summary's export section, for every outcome. Never contains the bundle link's query. */
export function renderExportSummary(report: ExportReport, nowMs: number): string {
  const rows: Array<[string, string]> = [];
  if (report.domain) rows.push(['Domain', escapeMarkdown(report.domain)]);
  rows.push(['Export job', report.jobId ? inlineCode(report.jobId) : 'not started']);
  if (report.resumed) rows.push(['Mode', 'existing job (export-job-id)']);
  const status =
    report.status && report.status !== report.outcome
      ? ` (service status: ${escapeMarkdown(report.status)})`
      : '';
  rows.push(['Result', `${OUTCOME_LABEL[report.outcome]}${status}`]);
  if (report.pageCount !== undefined) rows.push(['Pages', String(report.pageCount)]);
  if (report.outcome !== 'completed' && report.progress)
    rows.push(['Last progress', escapeMarkdown(report.progress)]);
  rows.push(['Duration', formatDuration(report.endedAt - report.startedAt)]);
  if (report.bundleUrl) {
    rows.push(['Bundle', `${inlineCode(redactUrl(report.bundleUrl))} (full link in the bundle-url output)`]);
  }
  if (report.expiresAt) {
    const at = parseExpiry(report.expiresAt);
    const when = at === undefined ? '' : ` (${describeExpiry(at, nowMs)})`;
    const shown = at === undefined ? escapeMarkdown(report.expiresAt) : new Date(at).toISOString();
    rows.push(['Link expires', `${shown}${when}`]);
  }
  const parts = ['### Static export', '', table(rows)];
  if (report.error) parts.push('', `> ${escapeMarkdown(report.error, 2000)}`);
  return parts.join('\n') + '\n';
}
