import * as core from '@actions/core';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { deliverBundle, type DeliveryReport } from './bundle/delivery.js';
import { parseInputs, type ActionConfig } from './config/inputs.js';
import { Inputs, Outputs, USER_AGENT } from './config/names.js';
import { resolvePullRequest } from './github/pull-request-target.js';
import { workflowRunUrl } from './github/run-context.js';
import { commentOnPullRequest, type CommentOutcome } from './github/sticky-comment.js';
import { planRun, type AgentStagePlan, type Plan } from './plan.js';
import { CleanupList, type Cleanups } from './primitives/cleanups.js';
import { systemClock, type Clock } from './primitives/clock.js';
import { errorMessage } from './primitives/errors.js';
import type { Logger } from './primitives/logger.js';
import { commentMarker, renderAgentComment } from './report/comment-body.js';
import { escapeMarkdown } from './report/markdown.js';
import { renderAgentSummary, renderExportSummary } from './report/step-summary.js';
import { createApiClient, type ApiClient } from './service/admin-api.js';
import { runAgentWait, type AgentReport } from './wait/agent-wait.js';
import { runExportStage, type ExportReport } from './wait/export-wait.js';
import type { ReuseStore } from './wait/reuse.js';

/**
 * Composition root: reads the inputs, plans the run, wires the adapters, runs the stages, writes the outputs
 * and the summary, and is the one place that fails the step.
 */
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
    const tempDir = process.env.RUNNER_TEMP || tmpdir();
    const plan = planRun(config, {
      cwd: process.cwd(),
      tempDir,
      workspace: process.env.GITHUB_WORKSPACE,
      home: homedir(),
    });
    const progress: RunProgress = {};
    const cleanups = new CleanupList();
    handleCancellation(plan, progress, cleanups);

    const log: Logger = { info: core.info, warning: core.warning, debug: core.debug };
    const api = createApiClient(config.baseUrl, {
      apiKey: config.apiKey,
      requestTimeoutMs: config.requestTimeoutMs,
      retries: config.retries,
      clock: systemClock,
      log,
    });
    const deps: StageDeps = { api, clock: systemClock, log, cleanups };

    // The export and the agent wait are independent: run them side by side.
    const [exported, agent] = await Promise.all([
      plan.export ? exportAndDeliver(plan, deps, tempDir, progress) : undefined,
      plan.agent ? runAgentWait(deps, plan.agent.wait) : undefined,
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
    if (agent && plan.agent) {
      const comment = await commentOnAgent(plan.agent, config, agent, log);
      writeAgentOutputs(agent, comment);
      sections.push(renderAgentSummary(agent, comment));
      if (agent.outcome === 'failed' && !plan.agent.failOnFailure) {
        core.warning(`${agent.error} (not failing the step: ${Inputs.failOnAgentFailure} is false)`);
      } else if (agent.error) {
        failures.push(agent.error);
      }
      if (comment.kind === 'forbidden') core.warning(comment.reason);
      if (comment.kind === 'failed') failures.push(comment.reason);
    }
    if (plan.summary) await writeSummary(sections.join('\n'));
    if (failures.length > 0) core.setFailed(failures.join('\n'));
  } catch (err) {
    core.setFailed(`Unexpected error: ${errorMessage(err)}`);
  }
}

interface StageDeps {
  api: ApiClient;
  clock: Clock;
  log: Logger;
  cleanups: Cleanups;
}

/** What the run has got to, for the message of a cancelled run. */
interface RunProgress {
  exportJobId?: string;
}

/**
 * When the run is cancelled (the runner sends SIGINT, then SIGTERM): remove what the run had half made (a
 * staged extraction, a partial download), then fail with a message that says how to pick the export up
 * again, in the log and the summary, before exiting.
 */
function handleCancellation(plan: Plan, progress: RunProgress, cleanups: CleanupList): void {
  const onSignal = (signal: NodeJS.Signals): void => {
    cleanups.runAll();
    const job = progress.exportJobId;
    const resume = job
      ? ` Export job ${job} goes on on the service: re-run with ${Inputs.exportJobId}: ${job} to pick it up.`
      : '';
    const message = `The run was cancelled (${signal}) before it finished.${resume}`;
    core.setFailed(message);
    const exit = (): never => process.exit(1);
    if (!plan.summary) exit();
    void writeSummary(`### Cancelled\n\n${escapeMarkdown(message, 1000)}\n`).finally(exit);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

/** The export stage, then the delivery of its bundle when the plan asks for one and the export completed. */
async function exportAndDeliver(
  plan: Plan,
  deps: StageDeps,
  tempDir: string,
  progress: RunProgress,
): Promise<{ report: ExportReport; delivery?: DeliveryReport }> {
  const report = await runExportStage(
    {
      ...deps,
      onJobId: (id) => {
        progress.exportJobId = id;
        setOutput(Outputs.exportJobId, id);
      },
      openReuseStore: (domain) => openReuseStore(join(tempDir, 'docs-export-reuse'), domain),
    },
    plan.export as NonNullable<Plan['export']>,
  );
  if (!plan.delivery || report.outcome !== 'completed') return { report };
  return { report, delivery: await deliverBundle(deps, report, plan.delivery) };
}

/** The Actions cache as the reuse store; its adapter is loaded only in reuse mode. */
async function openReuseStore(dir: string, domain: string): Promise<ReuseStore | string> {
  const { openActionsCacheStore } = await import('./adapters/actions-cache.js');
  return openActionsCacheStore(dir, domain);
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

/**
 * Posts or refreshes the agent job's sticky comment on the pull request the run is for. The GitHub context
 * and Octokit are loaded only here, when commenting is on.
 */
async function commentOnAgent(
  stage: AgentStagePlan,
  config: ActionConfig,
  agent: AgentReport,
  log: Logger,
): Promise<CommentOutcome> {
  const { enabled, prNumber, token } = stage.comment;
  const context = enabled ? (await import('./adapters/github-context.js')).readRunContext() : undefined;
  const body = renderAgentComment(agent, context && workflowRunUrl(context));
  const outcome = await commentOnPullRequest({
    enabled,
    target: context?.repo && resolvePullRequest(context.eventName, context.payload, prNumber),
    token,
    marker: commentMarker(agent.projectId, agent.jobId),
    body,
    openPort: async () => {
      if (!context?.repo || !token) throw new Error('no repository or token to comment with');
      const { createCommentsPort } = await import('./adapters/github-comments.js');
      return createCommentsPort({
        token,
        apiUrl: context.apiUrl,
        ...context.repo,
        log,
        userAgent: USER_AGENT,
        requestTimeoutMs: config.requestTimeoutMs,
        retries: config.retries,
      });
    },
  });
  if (outcome.kind === 'posted') {
    core.info(`Comment ${outcome.action} on pull request #${outcome.prNumber}: ${outcome.url}`);
  } else if (outcome.kind === 'skipped' && !enabled) {
    core.info(`No comment posted: ${outcome.reason}`);
  } else if (outcome.kind === 'skipped') {
    core.notice(`No comment posted: ${outcome.reason}`);
    core.startGroup('Comment that would have been posted');
    core.info(body);
    core.endGroup();
  }
  return outcome;
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
