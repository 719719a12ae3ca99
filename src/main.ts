import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { commentMarker, renderAgentComment } from './agent-comment.js';
import { runAgentWait, type AgentReport } from './agent-flow.js';
import { createApiClient, type ApiClient } from './api-client.js';
import { deliverBundle, wantsDelivery, type DeliveryReport } from './bundle-delivery.js';
import { systemClock, type Clock, type Logger } from './clock.js';
import { Inputs, Outputs, USER_AGENT } from './constants.js';
import { errorMessage } from './errors.js';
import { runExport, type ExportReport } from './export-flow.js';
import { parseInputs, type ActionConfig } from './inputs.js';
import { escapeMarkdown } from './markdown.js';
import { resolvePullRequest } from './pull-request.js';
import { findReuseCandidate, rememberExport, reuseCacheKey, type ReuseStore } from './reuse.js';
import { commentOnPullRequest, type CommentOutcome } from './sticky-comment.js';
import { renderAgentSummary, renderExportSummary } from './summary.js';

/** Composition root: reads inputs, wires adapters, writes outputs and the summary, and fails the step. */
export async function run(): Promise<void> {
  try {
    maskSecrets();
    let config: ActionConfig;
    try {
      config = parseInputs((name) => core.getInput(name));
    } catch (err) {
      core.setFailed(errorMessage(err));
      return;
    }

    handleCancellation(config);
    const log: Logger = { info: core.info, warning: core.warning, debug: core.debug };
    const api = createApiClient(config.baseUrl, {
      apiKey: config.apiKey,
      requestTimeoutMs: config.requestTimeoutMs,
      retries: config.retries,
      clock: systemClock,
      log,
    });
    const deps = { api, clock: systemClock, log };

    // The export and the agent wait are independent: run them side by side.
    const [exported, agent] = await Promise.all([
      config.domain || config.exportJobId ? runExportStage(config, deps) : undefined,
      config.agentJobId && config.projectId
        ? runAgentWait(deps, {
            projectId: config.projectId,
            jobId: config.agentJobId,
            timeoutMs: config.agentTimeoutMs,
            pollIntervalMs: config.pollIntervalMs,
          })
        : undefined,
    ]);

    const failures: string[] = [];
    const sections: string[] = [];
    if (exported) {
      writeExportOutputs(exported.report, exported.delivery);
      sections.push(renderExportSummary(exported.report, Date.now(), exported.delivery));
      if (exported.report.outcome !== 'completed')
        failures.push(exported.report.error ?? 'The export did not complete');
      if (exported.delivery?.error) failures.push(exported.delivery.error);
    }
    if (agent) {
      const comment = await commentOnAgent(config, agent, log);
      writeAgentOutputs(agent, comment);
      sections.push(renderAgentSummary(agent, comment));
      if (agent.outcome === 'failed' && !config.failOnAgentFailure) {
        core.warning(`${agent.error} (not failing the step: ${Inputs.failOnAgentFailure} is false)`);
      } else if (agent.error) {
        failures.push(agent.error);
      }
      if (comment.kind === 'forbidden') core.warning(comment.reason);
      if (comment.kind === 'failed') failures.push(comment.reason);
    }
    if (config.summary) await writeSummary(sections.join('\n'));
    if (failures.length > 0) core.setFailed(failures.join('\n'));
  } catch (err) {
    core.setFailed(`Unexpected error: ${errorMessage(err)}`);
  }
}

/** The export job being waited on, for the message of a cancelled run. */
let startedExportJob: string | undefined;

/**
 * When the run is cancelled (the runner sends SIGINT, then SIGTERM), fail with a message that says how to
 * pick the export up again, in the log and the summary, before exiting.
 */
function handleCancellation(config: ActionConfig): void {
  const onSignal = (signal: NodeJS.Signals): void => {
    const job = startedExportJob;
    const resume = job
      ? ` Export job ${job} goes on on the service: re-run with ${Inputs.exportJobId}: ${job} to pick it up.`
      : '';
    const message = `The run was cancelled (${signal}) before it finished.${resume}`;
    core.setFailed(message);
    const exit = (): never => process.exit(1);
    if (!config.summary) exit();
    void writeSummary(`### Cancelled\n\n${escapeMarkdown(message, 1000)}\n`).finally(exit);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

interface ExportStage {
  report: ExportReport;
  delivery?: DeliveryReport;
}

/** The export, with reuse of an earlier run's job (reuse-key) and delivery of the bundle when asked for. */
async function runExportStage(
  config: ActionConfig,
  deps: { api: ApiClient; clock: Clock; log: Logger },
): Promise<ExportStage> {
  const reuse =
    config.reuseKey && config.domain ? await openReuse(config.domain, config.reuseKey) : undefined;
  const candidate = reuse ? await findReuseCandidate(reuse.store, reuse.key, core.warning) : undefined;
  const report = await runExport(
    {
      ...deps,
      onJobId: (id) => {
        startedExportJob = id;
        setOutput(Outputs.exportJobId, id);
      },
    },
    {
      domain: config.domain,
      jobId: config.exportJobId,
      reuseJobId: candidate?.jobId,
      timeoutMs: config.exportTimeoutMs,
      pollIntervalMs: config.pollIntervalMs,
    },
  );
  if (reuse && report.outcome === 'completed' && !report.reused && report.jobId) {
    const record = { jobId: report.jobId, domain: config.domain as string, pageCount: report.pageCount };
    await rememberExport(
      reuse.store,
      reuse.key,
      { ...record, savedAt: new Date().toISOString() },
      core.warning,
    );
  }
  if (report.outcome !== 'completed' || !wantsDelivery(config)) return { report };
  const delivery = await deliverBundle(deps, report, {
    downloadPath: config.downloadPath && resolve(config.downloadPath),
    extractPath: config.extractPath && resolve(config.extractPath),
    helmValuesFile: config.helmValuesFile && resolve(config.helmValuesFile),
    exportVersion: config.exportVersion,
    tempDir: process.env.RUNNER_TEMP || tmpdir(),
    retries: config.retries,
    requestTimeoutMs: config.requestTimeoutMs,
  });
  return { report, delivery };
}

/** The Actions cache as the reuse store; loaded only when reuse-key is set. */
async function openReuse(
  domain: string,
  reuseKey: string,
): Promise<{ store: ReuseStore; key: string } | undefined> {
  const { openCacheStore } = await import('./adapters/cache-store.js');
  const store = openCacheStore(join(process.env.RUNNER_TEMP || tmpdir(), 'docs-export-reuse'), domain);
  if (typeof store === 'string') {
    core.warning(`${Inputs.reuseKey} is set, but ${store}: exporting normally`);
    return undefined;
  }
  return { store, key: reuseCacheKey(domain, reuseKey) };
}

let outputFileMissing = false;

/**
 * Writes an output through the runner's output file. Without one (a runner older than 2.297, or not a
 * runner), @actions/core would print a set-output command into the log instead, which would put the
 * presigned bundle link in the log: outputs are then skipped, with one warning.
 */
function setOutput(name: string, value: string): void {
  if (process.env.GITHUB_OUTPUT) {
    core.setOutput(name, value);
  } else if (!outputFileMissing) {
    outputFileMissing = true;
    core.warning('GITHUB_OUTPUT is not set (a runner older than 2.297?): no outputs are written');
  }
}

/** Masks the key (as given and as trimmed) and the GitHub token before anything else can print them. */
function maskSecrets(): void {
  for (const name of [Inputs.apiKey, Inputs.githubToken]) {
    const raw = core.getInput(name, { trimWhitespace: false });
    if (!raw) continue;
    core.setSecret(raw);
    if (raw.trim() !== raw && raw.trim()) core.setSecret(raw.trim());
  }
}

async function commentOnAgent(
  config: ActionConfig,
  agent: AgentReport,
  log: Logger,
): Promise<CommentOutcome> {
  const env = process.env;
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const runUrl =
    env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${serverUrl.replace(/\/+$/, '')}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  const body = renderAgentComment(agent, runUrl);
  const target = resolvePullRequest(env.GITHUB_EVENT_NAME ?? '', readEventPayload(), config.prNumber);
  const outcome = await commentOnPullRequest({
    enabled: config.comment,
    target: owner && repo ? target : undefined,
    token: config.githubToken,
    marker: commentMarker(agent.projectId, agent.jobId),
    body,
    openPort: async () => {
      const { createCommentsPort } = await import('./adapters/github-comments.js');
      return createCommentsPort({
        token: config.githubToken as string,
        apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        owner: owner as string,
        repo: repo as string,
        log,
        userAgent: USER_AGENT,
        requestTimeoutMs: config.requestTimeoutMs,
        retries: config.retries,
      });
    },
  });
  if (outcome.kind === 'posted') {
    core.info(`Comment ${outcome.action} on pull request #${outcome.prNumber}: ${outcome.url}`);
  } else if (outcome.kind === 'skipped' && !config.comment) {
    core.info(`No comment posted: ${outcome.reason}`);
  } else if (outcome.kind === 'skipped') {
    core.notice(`No comment posted: ${outcome.reason}`);
    core.startGroup('Comment that would have been posted');
    core.info(body);
    core.endGroup();
  }
  return outcome;
}

function readEventPayload(): unknown {
  const path = process.env.GITHUB_EVENT_PATH;
  if (!path) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function writeExportOutputs(report: ExportReport, delivery?: DeliveryReport): void {
  setOutput(Outputs.exportJobId, report.jobId ?? '');
  setOutput(Outputs.exportStatus, report.status ?? '');
  setOutput(Outputs.pageCount, report.pageCount === undefined ? '' : String(report.pageCount));
  // The presigned link is an output, never a log line, and deliberately not masked: the runner drops any job
  // output that contains a masked value, which would break the deploy jobs that consume it.
  setOutput(Outputs.bundleUrl, report.bundleUrl ?? '');
  setOutput(Outputs.expiresAt, report.expiresAt ?? '');
  setOutput(Outputs.reused, String(report.reused));
  setOutput(Outputs.bundlePath, delivery?.ok ? (delivery.bundlePath ?? '') : '');
  setOutput(Outputs.bundleSha256, delivery?.ok ? (delivery.download?.sha256 ?? '') : '');
  setOutput(Outputs.bundleSize, delivery?.ok && delivery.download ? String(delivery.download.size) : '');
  setOutput(Outputs.extractPath, delivery?.ok ? (delivery.extractPath ?? '') : '');
}

function writeAgentOutputs(report: AgentReport, comment: CommentOutcome): void {
  setOutput(Outputs.agentStatus, report.job?.status ?? '');
  setOutput(Outputs.prLink, report.prLink ?? '');
  setOutput(Outputs.commentUrl, comment.kind === 'posted' ? comment.url : '');
}

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('GITHUB_STEP_SUMMARY is not set: no step summary written');
    return;
  }
  try {
    await core.summary.addRaw(markdown).write();
  } catch (err) {
    core.warning(`Could not write the step summary: ${errorMessage(err)}`);
  }
}
