import * as core from '@actions/core';
import { createApiClient } from './api-client.js';
import { systemClock, type Logger } from './clock.js';
import { Inputs, Outputs } from './constants.js';
import { errorMessage } from './errors.js';
import { runExport, type ExportReport } from './export-flow.js';
import { parseInputs, type ActionConfig } from './inputs.js';
import { renderExportSummary } from './summary.js';

/** Composition root: reads inputs, wires adapters, writes outputs and the summary, and fails the step. */
export async function run(): Promise<void> {
  try {
    maskApiKey();
    let config: ActionConfig;
    try {
      config = parseInputs((name) => core.getInput(name));
    } catch (err) {
      core.setFailed(errorMessage(err));
      return;
    }

    const log: Logger = { info: core.info, warning: core.warning, debug: core.debug };
    const api = createApiClient(config.baseUrl, {
      apiKey: config.apiKey,
      requestTimeoutMs: config.requestTimeoutMs,
      retries: config.retries,
      clock: systemClock,
      log,
    });
    const report = await runExport(
      { api, clock: systemClock, log, onJobId: (id) => core.setOutput(Outputs.exportJobId, id) },
      {
        domain: config.domain,
        jobId: config.exportJobId,
        timeoutMs: config.exportTimeoutMs,
        pollIntervalMs: config.pollIntervalMs,
      },
    );
    writeExportOutputs(report);
    if (config.summary) await writeSummary(renderExportSummary(report, Date.now()));
    if (report.outcome !== 'completed') core.setFailed(report.error ?? 'The export did not complete');
  } catch (err) {
    core.setFailed(`Unexpected error: ${errorMessage(err)}`);
  }
}

/** Masks the key as given and as trimmed, before anything else can print it. */
function maskApiKey(): void {
  const raw = core.getInput(Inputs.apiKey, { trimWhitespace: false });
  if (!raw) return;
  core.setSecret(raw);
  if (raw.trim() !== raw && raw.trim()) core.setSecret(raw.trim());
}

function writeExportOutputs(report: ExportReport): void {
  core.setOutput(Outputs.exportJobId, report.jobId ?? '');
  core.setOutput(Outputs.exportStatus, report.status ?? '');
  core.setOutput(Outputs.pageCount, report.pageCount === undefined ? '' : String(report.pageCount));
  // The presigned link is an output, never a log line, and deliberately not masked: the runner drops any job
  // output that contains a masked value, which would break the deploy jobs that consume it.
  core.setOutput(Outputs.bundleUrl, report.bundleUrl ?? '');
  core.setOutput(Outputs.expiresAt, report.expiresAt ?? '');
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
