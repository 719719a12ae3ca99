import { Inputs } from '../config/names.js';
import { isHttpUrl } from '../net/url-rules.js';
import type { Clock } from '../primitives/clock.js';
import { errorMessage } from '../primitives/errors.js';
import type { Logger } from '../primitives/logger.js';
import type { AgentApi, AgentJob } from '../service/admin-api.js';
import { pollUntilDone } from './poll.js';
import { ReadSchedule } from './read-schedule.js';
import { logReadsOnChange, StatusTimeline, type TimelineEntry } from './status-line.js';
import { timeoutMessage } from './wait-messages.js';

export interface AgentOptions {
  projectId: string;
  jobId: string;
  timeoutMs: number;
  pollIntervalMs: number;
}

/** completed (with a pull request), no-changes (completed without one), archived, failed, or the wait's own end. */
export type AgentOutcome = 'completed' | 'no-changes' | 'archived' | 'failed' | 'timed-out' | 'error';

export interface AgentReport {
  projectId: string;
  jobId: string;
  /** Last state read from the service. */
  job?: AgentJob;
  /** The agent's pull request, only when it is an http(s) URL. */
  prLink?: string;
  /** A prLink the service sent that is not a usable http(s) URL: shown as text, never as a link. */
  invalidPrLink?: string;
  outcome: AgentOutcome;
  error?: string;
  startedAt: number;
  endedAt: number;
  /** The statuses the job went through while this run watched it. */
  timeline: TimelineEntry[];
}

export interface AgentDeps {
  api: AgentApi;
  clock: Clock;
  log: Logger;
}

const FINAL = new Set(['completed', 'archived', 'failed']);

/** Waits until the agent job is completed, archived or failed. Never throws: the report says how it ended. */
export async function runAgentWait(deps: AgentDeps, options: AgentOptions): Promise<AgentReport> {
  const { api, clock, log } = deps;
  const startedAt = clock.now();
  const report: AgentReport = {
    projectId: options.projectId,
    jobId: options.jobId,
    outcome: 'error',
    startedAt,
    endedAt: startedAt,
    timeline: [],
  };
  const show = logReadsOnChange(log, `Agent job ${options.jobId}`);
  const timeline = new StatusTimeline();
  // Agent jobs report no progress: reads come every poll-interval, spaced out gently while nothing changes.
  const schedule = new ReadSchedule(options.pollIntervalMs);
  try {
    const result = await pollUntilDone({
      read: (deadline) => api.getAgentJob(options.projectId, options.jobId, deadline),
      isDone: (job) => FINAL.has(job.status),
      onValue: (job) => {
        report.job = job;
        const now = clock.now();
        timeline.record(now, job.status);
        schedule.observe(now, undefined, job.status || '(no status given)');
        show({ status: job.status });
      },
      intervalMs: options.pollIntervalMs,
      nextDelay: (now) => schedule.nextDelay(now),
      what: `Agent job ${options.jobId}`,
      deadline: startedAt + options.timeoutMs,
      clock,
      log,
    });
    if (!result.done) {
      report.outcome = 'timed-out';
      report.error = timeoutMessage({
        what: `Agent job ${options.jobId}`,
        timeoutMs: options.timeoutMs,
        timeoutInput: Inputs.agentTimeout,
        lastStatus: report.job?.status,
        lastError: result.lastError,
        advice: `The agent may still be working: re-run later, or raise ${Inputs.agentTimeout}`,
      });
      return report;
    }
    const job = result.value;
    if (job.prLink !== undefined) {
      if (isHttpUrl(job.prLink)) report.prLink = job.prLink;
      else {
        report.invalidPrLink = job.prLink;
        log.warning(
          `Agent job ${options.jobId}: its prLink is not an http(s) URL; it is shown as text, not as a link`,
        );
      }
    }
    if (job.status === 'failed') {
      report.outcome = 'failed';
      report.error = `Agent job ${options.jobId} failed on the service (the agent hit an unrecoverable error)`;
    } else if (job.status === 'archived') {
      report.outcome = 'archived';
    } else {
      report.outcome = job.prLink !== undefined ? 'completed' : 'no-changes';
    }
    log.info(
      report.prLink
        ? `Agent job ${options.jobId} opened a pull request: ${report.prLink}`
        : `Agent job ${options.jobId} ended ${job.status} without a pull request`,
    );
    return report;
  } catch (err) {
    report.error = errorMessage(err);
    return report;
  } finally {
    report.endedAt = clock.now();
    report.timeline = timeline.entries(report.endedAt);
  }
}
