import type { DeliveryReport } from '../bundle/delivery.js';
import { describeExpiry, parseExpiry } from '../service/link-expiry.js';
import type { CommentOutcome } from '../github/sticky-comment.js';
import { redactUrl } from '../net/url-rules.js';
import { formatBytes } from '../primitives/byte-size.js';
import { formatDuration } from '../primitives/duration.js';
import type { AgentOutcome, AgentReport } from '../wait/agent-wait.js';
import type { ExportOutcome, ExportReport } from '../wait/export-wait.js';
import type { TimelineEntry } from '../wait/status-line.js';
import { invalidLinkText, pullRequestLabel } from './comment-body.js';
import { escapeMarkdown, inlineCode, markdownLink, table } from './markdown.js';

const OUTCOME_LABEL: Record<ExportOutcome, string> = {
  completed: '✅ completed',
  failed: '❌ failed',
  'timed-out': '⏱️ timed out',
  error: '❌ error',
};

/** The step summary's export section, for every outcome. Never contains the bundle link's query. */
export function renderExportSummary(report: ExportReport, nowMs: number, delivery?: DeliveryReport): string {
  const rows: Array<[string, string]> = [];
  if (report.domain) rows.push(['Domain', escapeMarkdown(report.domain)]);
  rows.push(['Export job', report.jobId ? inlineCode(report.jobId) : 'not started']);
  if (report.resumed) rows.push(['Mode', 'existing job (export-job-id)']);
  if (report.reused)
    rows.push(['Mode', 'reused a finished export of an earlier run (reuse-key): no new export']);
  const status =
    report.status && report.status !== report.outcome
      ? ` (service status: ${escapeMarkdown(report.status)})`
      : '';
  rows.push(['Result', `${OUTCOME_LABEL[report.outcome]}${status}`]);
  if (report.pageCount !== undefined) rows.push(['Pages', String(report.pageCount)]);
  if (report.outcome !== 'completed' && report.progress)
    rows.push(['Last progress', escapeMarkdown(report.progress)]);
  rows.push(['Duration', formatDuration(report.endedAt - report.startedAt)]);
  if (report.timeline.length > 0) rows.push(['Timeline', describeTimeline(report.timeline)]);
  if (report.bundleUrl) {
    rows.push(['Bundle', `${inlineCode(redactUrl(report.bundleUrl))} (full link in the bundle-url output)`]);
  }
  if (report.expiresAt) {
    const at = parseExpiry(report.expiresAt);
    const when = at === undefined ? '' : ` (${describeExpiry(at, nowMs)})`;
    const shown = at === undefined ? escapeMarkdown(report.expiresAt) : new Date(at).toISOString();
    rows.push(['Link expires', `${shown}${when}`]);
  }
  if (delivery) rows.push(...deliveryRows(delivery));
  const parts = ['### Static export', '', table(rows)];
  if (report.error) parts.push('', `> ${escapeMarkdown(report.error, 2000)}`);
  if (delivery?.error) parts.push('', `> ${escapeMarkdown(delivery.error, 2000)}`);
  return parts.join('\n') + '\n';
}

function deliveryRows(d: DeliveryReport): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (d.refreshedLinks > 0)
    rows.push(['Fresh links', `${d.refreshedLinks} (the first link had expired or was refused)`]);
  if (d.download) {
    const where = d.bundlePath ? ` at ${inlineCode(d.bundlePath, 500)}` : '';
    rows.push(['Download', `${describeSize(d.download.size)}${where} in ${formatDuration(d.download.ms)}`]);
    rows.push(['SHA-256', inlineCode(d.download.sha256)]);
  }
  if (d.extracted && d.extractPath) {
    rows.push([
      'Extracted',
      `${d.extracted.files} files (${d.extracted.kind}) into ${inlineCode(d.extractPath, 500)}`,
    ]);
  }
  if (d.helmValuesFile) rows.push(['Chart values', inlineCode(d.helmValuesFile, 500)]);
  return rows;
}

/** A size in words, with the exact count: `56.2 MiB (58929459 bytes)`. */
function describeSize(n: number): string {
  return n < 1024 ? `${n} B` : `${formatBytes(n)} (${n} bytes)`;
}

/**
 * Each status the wait saw, when it was first read (UTC time of day) and how long it lasted:
 * `queued 06:27:42 (12s) → running 06:27:54 (1m 20s) → completed 06:29:14`.
 */
export function describeTimeline(entries: TimelineEntry[]): string {
  return entries
    .map((e, i) => {
      const when = new Date(e.at).toISOString().slice(11, 19);
      const lasted = i < entries.length - 1 ? ` (${formatDuration(e.ms)})` : '';
      return `${escapeMarkdown(e.status, 40)} ${when}${lasted}`;
    })
    .join(' → ');
}

const AGENT_LABEL: Record<AgentOutcome, string> = {
  completed: '✅ completed, pull request opened',
  'no-changes': '✅ completed, no file changes',
  archived: '🗄️ archived',
  failed: '❌ failed',
  'timed-out': '⏱️ timed out',
  error: '❌ error',
};

/** The step summary's agent section: status, the agent's pull request, and the comment or why there is none. */
export function renderAgentSummary(report: AgentReport, comment: CommentOutcome): string {
  const rows: Array<[string, string]> = [
    ['Agent job', `${inlineCode(report.jobId)} (project ${inlineCode(report.projectId)})`],
    ['Result', AGENT_LABEL[report.outcome]],
  ];
  if (report.job?.status && report.job.status !== report.outcome) {
    rows.push(['Service status', escapeMarkdown(report.job.status)]);
  }
  const pr = report.prLink
    ? markdownLink(report.prLink, pullRequestLabel(report.prLink))
    : report.invalidPrLink !== undefined
      ? invalidLinkText(report.invalidPrLink)
      : undefined;
  rows.push(['Pull request', pr ?? (report.outcome === 'no-changes' ? 'none: no file changes' : 'none')]);
  rows.push(['Comment', describeComment(comment)]);
  rows.push(['Duration', formatDuration(report.endedAt - report.startedAt)]);
  if (report.timeline.length > 0) rows.push(['Timeline', describeTimeline(report.timeline)]);
  const parts = ['### Agent job', '', table(rows)];
  if (report.error) parts.push('', `> ${escapeMarkdown(report.error, 2000)}`);
  return parts.join('\n') + '\n';
}

function describeComment(comment: CommentOutcome): string {
  switch (comment.kind) {
    case 'posted': {
      const link =
        markdownLink(comment.url, `comment on #${comment.prNumber}`) ?? `comment on #${comment.prNumber}`;
      return `${link} (${comment.action})`;
    }
    default:
      return `not posted: ${escapeMarkdown(comment.reason, 1000)}`;
  }
}

/** The summary of a run that stopped at its inputs: nothing was sent anywhere. */
export function renderInputErrorSummary(problems: string[]): string {
  const list = problems.map((p) => `- ${escapeMarkdown(p, 1000)}`).join('\n');
  return `### Inputs refused\n\nNothing was requested from the service. Fix these inputs and re-run:\n\n${list}\n`;
}
