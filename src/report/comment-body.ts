import type { AgentOutcome, AgentReport } from '../wait/agent-wait.js';
import { escapeMarkdown, inlineCode, markdownLink, table } from './markdown.js';

const HEADLINE: Record<AgentOutcome, string> = {
  completed: '✅ The agent opened a pull request',
  'no-changes': '✅ The agent finished with no file changes',
  archived: '🗄️ The agent job was archived',
  failed: '❌ The agent job failed',
  'timed-out': '⏱️ The agent job had not finished when this run stopped waiting',
  error: '❌ The agent job could not be read',
};

/** The hidden marker that identifies this job's comment among a pull request's comments. */
export function commentMarker(projectId: string, jobId: string): string {
  return `<!-- docs-agent-job ${encodeURIComponent(projectId)}/${encodeURIComponent(jobId)} -->`;
}

/**
 * A link label for a pull request URL: `owner/repo#12` on github.com, `host/owner/repo#12` elsewhere, else
 * `pull request on host` (and a generic label for anything that is not a URL, or whose path holds a broken
 * `%` escape).
 */
export function pullRequestLabel(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    // The host is part of the label unless it is github.com: a lookalike host must not pass for GitHub.
    const host = hostname === 'github.com' ? '' : `${hostname}/`;
    const m = /^\/([^/]+)\/([^/]+)\/(?:pull|pulls|merge_requests|-\/merge_requests)\/(\d+)/.exec(pathname);
    if (!m) return `pull request on ${hostname}`;
    return `${host}${decodeURIComponent(m[1] as string)}/${decodeURIComponent(m[2] as string)}#${m[3]}`;
  } catch {
    return 'pull request';
  }
}

/**
 * The sticky comment's body. Everything from the service is untrusted: links are rendered only for http(s)
 * URLs and through markdownLink; free text is escaped. The body holds no run-specific time, so a re-run that
 * finds the same state leaves the comment untouched.
 */
export function renderAgentComment(report: AgentReport, runUrl?: string): string {
  const job = report.job;
  const rows: Array<[string, string]> = [];
  if (report.prLink) {
    rows.push(['Pull request', markdownLink(report.prLink, pullRequestLabel(report.prLink)) ?? 'none']);
  } else if (report.invalidPrLink !== undefined) {
    rows.push(['Pull request', invalidLinkText(report.invalidPrLink)]);
  } else if (report.outcome === 'no-changes') {
    rows.push(['Pull request', 'none: no file changes']);
  }
  rows.push(['Status', job?.status ? escapeMarkdown(job.status) : 'unknown']);
  if (job?.repository) {
    const repo =
      markdownLink(job.repository, job.repository.replace(/^https?:\/\//, '')) ??
      escapeMarkdown(job.repository);
    rows.push(['Source', job.ref ? `${repo} @ ${inlineCode(job.ref)}` : repo]);
  }
  if (job?.model) rows.push(['Model', escapeMarkdown(job.model)]);
  rows.push(['Agent job', `${inlineCode(report.jobId)} (project ${inlineCode(report.projectId)})`]);
  if (job?.createdAt) rows.push(['Created', escapeMarkdown(job.createdAt)]);
  if (job?.archivedAt) rows.push(['Archived', escapeMarkdown(job.archivedAt)]);

  const parts = [
    commentMarker(report.projectId, report.jobId),
    `### ${HEADLINE[report.outcome]}`,
    '',
    table(rows),
  ];
  if (report.error) parts.push('', `> ${escapeMarkdown(report.error, 1000)}`);
  const run = runUrl ? markdownLink(runUrl, 'workflow run') : undefined;
  parts.push(
    '',
    `<sub>Posted by ${run ?? 'a workflow run'}; updated in place when the workflow runs again.</sub>`,
  );
  return parts.join('\n') + '\n';
}

/** A pull request link the service sent that is not a usable URL, as plain text. */
export function invalidLinkText(link: string): string {
  return `${escapeMarkdown(link, 300)} (not a valid link)`;
}
