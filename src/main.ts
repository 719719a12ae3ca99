import * as core from '@actions/core';
import { homedir, tmpdir } from 'node:os';
import { createRunnerIo, type RunnerIo } from './adapters/runner-io.js';
import type { DeliveryReport } from './bundle/delivery.js';
import { InputError, parseInputs, type ActionConfig } from './config/inputs.js';
import { Inputs, Outputs, USER_AGENT } from './config/names.js';
import type { CommentOutcome } from './github/sticky-comment.js';
import { proxyCredentials } from './net/proxy-choice.js';
import { planRun, type AgentStagePlan, type Plan } from './plan.js';
import { CleanupList, type Cleanups } from './primitives/cleanups.js';
import { systemClock, type Clock } from './primitives/clock.js';
import { errorMessage } from './primitives/errors.js';
import type { Logger } from './primitives/logger.js';
import { Redactor } from './primitives/redactor.js';
import { escapeMarkdown } from './report/markdown.js';
import { createApiClient, type ApiClient } from './service/admin-api.js';
import { runAgentWait, type AgentReport } from './wait/agent-wait.js';
import { runExportStage, type ExportReport } from './wait/export-wait.js';
import { sealWith, type ReuseStore, type Seal } from './wait/reuse.js';

/**
 * Composition root: reads the inputs, plans the run, wires the adapters, runs the stages, writes the outputs
 * and the summary, and is the one place that fails the step. Everything it shows goes through one redactor.
 * The waits and the API client, which every planned run uses, are part of start-up; the delivery, the GitHub
 * comment and the summary's renderers are loaded when the plan needs them, fetched while the stages run.
 */
export async function run(): Promise<void> {
  const redactor = new Redactor();
  const io = createRunnerIo(redactor);
  const fail = (message: string): void => core.setFailed(redactor.redact(message));
  try {
    registerSecrets(redactor);
    let config: ActionConfig;
    try {
      config = parseInputs((name) => core.getInput(name));
    } catch (err) {
      fail(errorMessage(err));
      if (err instanceof InputError && err.summary) {
        const { renderInputErrorSummary } = await import('./report/step-summary.js');
        await io.summary(renderInputErrorSummary(err.problems));
      }
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
    handleInterruptions(plan, progress, cleanups, io, fail);

    const api = withLinksRedacted(
      createApiClient(config.baseUrl, {
        apiKey: config.apiKey,
        requestTimeoutMs: config.requestTimeoutMs,
        retries: config.retries,
        clock: systemClock,
        log: io.log,
      }),
      redactor,
    );
    const deps: StageDeps = {
      api,
      clock: systemClock,
      log: io.log,
      cleanups,
      redactFile: (text) => redactor.redact(text, { keepLinks: true }),
      sealReuseRecord: sealWith(config.apiKey),
    };

    // Fetched while the stages run (once their first requests are out), used once they end.
    const afterStart = new Promise<void>((resolve) => setImmediate(resolve));
    const summaryModule = afterStart.then(() => import('./report/step-summary.js'));
    const deliveryModule = plan.delivery ? afterStart.then(() => import('./bundle/delivery.js')) : undefined;
    const commentModules = plan.agent?.comment.enabled ? afterStart.then(loadCommentModules) : undefined;
    for (const early of [summaryModule, deliveryModule, commentModules]) early?.catch(() => undefined);

    // The export and the agent wait are independent: run them side by side.
    const [exported, agent] = await Promise.all([
      plan.export ? exportAndDeliver(plan, deps, progress, io, deliveryModule) : undefined,
      plan.agent ? runAgentWait(deps, plan.agent.wait) : undefined,
    ]);
    const { renderAgentSummary, renderExportSummary } = await summaryModule;

    const failures: string[] = [];
    const sections: string[] = [];
    /** A summary section; one that cannot be rendered costs a warning, never the rest of the run. */
    const section = (render: () => string): void => {
      try {
        sections.push(render());
      } catch (err) {
        io.log.warning(`Could not write part of the step summary: ${errorMessage(err)}`);
      }
    };
    if (exported) {
      writeExportOutputs(io, exported.report, exported.delivery);
      section(() => renderExportSummary(exported.report, Date.now(), exported.delivery));
      if (exported.report.outcome !== 'completed')
        failures.push(exported.report.error ?? 'The export did not complete');
      if (exported.delivery?.error) failures.push(exported.delivery.error);
    }
    if (agent && plan.agent) {
      const comment = await commentOnAgent(plan.agent, config, agent, io, redactor, commentModules);
      writeAgentOutputs(io, agent, comment);
      section(() => renderAgentSummary(agent, comment));
      if (agent.outcome === 'failed' && !plan.agent.failOnFailure) {
        io.log.warning(`${agent.error} (not failing the step: ${Inputs.failOnAgentFailure} is false)`);
      } else if (agent.error) {
        failures.push(agent.error);
      }
      if (comment.kind === 'forbidden' || comment.kind === 'rate-limited') io.log.warning(comment.reason);
      if (comment.kind === 'failed') failures.push(comment.reason);
    }
    if (plan.summary) await io.summary(sections.join('\n'));
    if (failures.length > 0) fail(failures.join('\n'));
  } catch (err) {
    fail(`Unexpected error: ${errorMessage(err)}`);
  }
}

interface StageDeps {
  api: ApiClient;
  clock: Clock;
  log: Logger;
  cleanups: Cleanups;
  redactFile: (text: string) => string;
  sealReuseRecord: Seal;
}

/** What the run has got to, for the message of a cancelled run. */
interface RunProgress {
  exportJobId?: string;
  exportCompleted?: boolean;
}

/**
 * The secrets the redactor removes, and the runner masks: the key and the GitHub token (as given and as
 * trimmed), and the credentials of any proxy the environment names.
 */
function registerSecrets(redactor: Redactor): void {
  for (const name of [Inputs.apiKey, Inputs.githubToken]) {
    const raw = core.getInput(name, { trimWhitespace: false });
    if (!raw) continue;
    core.setSecret(raw);
    if (raw.trim() !== raw && raw.trim()) core.setSecret(raw.trim());
    redactor.addSecret(raw);
  }
  for (const credential of proxyCredentials(process.env)) {
    if (credential.length >= 6) core.setSecret(credential);
    redactor.addSecret(credential);
  }
}

/** The API client, with every bundle link it hands out registered with the redactor as it arrives. */
function withLinksRedacted(api: ApiClient, redactor: Redactor): ApiClient {
  return {
    ...api,
    async generateBundle(jobId, deadline) {
      const link = await api.generateBundle(jobId, deadline);
      redactor.addLink(link.bundleUrl);
      return link;
    },
  };
}

/**
 * When the run is cancelled (the runner sends SIGINT, then SIGTERM), or an error escapes everything (a bug):
 * remove what the run had half made (a staged extraction, a partial download), then fail with a message that
 * says how to pick the export up again, in the log and the summary, and exit. All of it synchronous: nothing
 * else of the run gets to run again.
 */
function handleInterruptions(
  plan: Plan,
  progress: RunProgress,
  cleanups: CleanupList,
  io: RunnerIo,
  fail: (message: string) => void,
): void {
  const stop = (title: string, what: string): never => {
    cleanups.runAll();
    const job = progress.exportJobId;
    let resume = '';
    if (job && progress.exportCompleted) {
      resume = ` Export job ${job} had completed: re-run with ${Inputs.exportJobId}: ${job} to deliver its bundle.`;
    } else if (job) {
      resume = ` Export job ${job} goes on on the service: re-run with ${Inputs.exportJobId}: ${job} to pick it up.`;
    }
    const message = `${what}${resume}`;
    fail(message);
    if (plan.summary) io.summaryNow(`### ${title}\n\n${escapeMarkdown(message, 1000)}\n`);
    return process.exit(1);
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    stop('Cancelled', `The run was cancelled (${signal}) before it finished.`);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('uncaughtException', (err) => {
    stop('Failed', `Unexpected error: ${errorMessage(err)}.`);
  });
}

/** The export stage, then the delivery of its bundle when the plan asks for one and the export completed. */
async function exportAndDeliver(
  plan: Plan,
  deps: StageDeps,
  progress: RunProgress,
  io: RunnerIo,
  deliveryModule: Promise<typeof import('./bundle/delivery.js')> | undefined,
): Promise<{ report: ExportReport; delivery?: DeliveryReport }> {
  const report = await runExportStage(
    {
      ...deps,
      onJobId: (id) => {
        progress.exportJobId = id;
        io.output(Outputs.exportJobId, id);
      },
      openReuseStore: () => openReuseStore(deps.cleanups),
    },
    plan.export as NonNullable<Plan['export']>,
  );
  progress.exportCompleted = report.outcome === 'completed';
  if (!plan.delivery || !deliveryModule || report.outcome !== 'completed') return { report };
  const { deliverBundle } = await deliveryModule;
  return { report, delivery: await deliverBundle(deps, report, plan.delivery) };
}

/** The Actions cache as the reuse store; its adapter is loaded only in reuse mode. */
async function openReuseStore(cleanups: Cleanups): Promise<ReuseStore | string> {
  const { openActionsCacheStore } = await import('./adapters/actions-cache.js');
  return openActionsCacheStore(cleanups);
}

/** What the comment is made with: its body, the pull request it goes to, and the sticky-comment logic. */
async function loadCommentModules() {
  const [body, target, context, sticky] = await Promise.all([
    import('./report/comment-body.js'),
    import('./github/pull-request-target.js'),
    import('./github/run-context.js'),
    import('./github/sticky-comment.js'),
  ]);
  return { ...body, ...target, ...context, ...sticky };
}

/**
 * Posts or refreshes the agent job's sticky comment on the pull request the run is for. The GitHub context
 * and Octokit are loaded only here, when commenting is on.
 */
async function commentOnAgent(
  stage: AgentStagePlan,
  config: ActionConfig,
  agent: AgentReport,
  io: RunnerIo,
  redactor: Redactor,
  commentModules: ReturnType<typeof loadCommentModules> | undefined,
): Promise<CommentOutcome> {
  const { enabled, prNumber, token } = stage.comment;
  // The comment belongs to the agent stage: its waits end with the stage's deadline (with room for a request).
  const deadline = Math.max(agent.startedAt + stage.wait.timeoutMs, Date.now() + 2 * config.requestTimeoutMs);
  const context = enabled ? (await import('./adapters/github-context.js')).readRunContext() : undefined;
  const { commentMarker, renderAgentComment, resolvePullRequest, workflowRunUrl, commentOnPullRequest } =
    await (commentModules ?? loadCommentModules());
  const body = redactor.redact(renderAgentComment(agent, context && workflowRunUrl(context)));
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
        log: io.log,
        userAgent: USER_AGENT,
        requestTimeoutMs: config.requestTimeoutMs,
        retries: config.retries,
        deadline,
      });
    },
  });
  if (outcome.kind === 'posted') {
    io.log.info(`Comment ${outcome.action} on pull request #${outcome.prNumber}: ${outcome.url}`);
  } else if (outcome.kind === 'skipped' && !enabled) {
    io.log.info(`No comment posted: ${outcome.reason}`);
  } else if (outcome.kind === 'skipped') {
    io.notice(`No comment posted: ${outcome.reason}`);
    io.group('Comment that would have been posted', body);
  }
  return outcome;
}

function writeExportOutputs(io: RunnerIo, report: ExportReport, delivery?: DeliveryReport): void {
  io.output(Outputs.exportJobId, report.jobId ?? '');
  io.output(Outputs.exportStatus, report.status ?? '');
  io.output(Outputs.pageCount, report.pageCount === undefined ? '' : String(report.pageCount));
  // The presigned link is an output, never a log line (see RunnerIo.output).
  io.output(Outputs.bundleUrl, report.bundleUrl ?? '');
  io.output(Outputs.expiresAt, report.expiresAt ?? '');
  io.output(Outputs.reused, String(report.reused));
  io.output(Outputs.bundlePath, delivery?.ok ? (delivery.bundlePath ?? '') : '');
  io.output(Outputs.bundleSha256, delivery?.ok ? (delivery.download?.sha256 ?? '') : '');
  io.output(Outputs.bundleSize, delivery?.ok && delivery.download ? String(delivery.download.size) : '');
  io.output(Outputs.extractPath, delivery?.ok ? (delivery.extractPath ?? '') : '');
}

function writeAgentOutputs(io: RunnerIo, report: AgentReport, comment: CommentOutcome): void {
  io.output(Outputs.agentStatus, report.job?.status ?? '');
  io.output(Outputs.prLink, report.prLink ?? '');
  io.output(Outputs.commentUrl, comment.kind === 'posted' ? comment.url : '');
}
