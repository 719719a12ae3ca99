import { Inputs } from '../config/names.js';
import { isLoopbackHost, redactUrl } from '../net/url-rules.js';
import type { Clock } from '../primitives/clock.js';
import { errorMessage } from '../primitives/errors.js';
import type { Logger } from '../primitives/logger.js';
import type { ExportApi, ExportStatusResponse } from '../service/admin-api.js';
import { ReadSchedule } from './read-schedule.js';
import { pollUntilDone } from './poll.js';
import { parseProgress, readPageCount } from './progress.js';
import {
  checkReusable,
  findReuseCandidate,
  openReuse,
  rememberExport,
  type Seal,
  type OpenReuseStore,
} from './reuse.js';
import {
  describeState,
  logReadsOnChange,
  StatusTimeline,
  type ReadView,
  type TimelineEntry,
} from './status-line.js';
import { timeoutMessage } from './wait-messages.js';

export interface ExportOptions {
  /** Start a new export of this domain (ignored when jobId is given, apart from the summary). */
  domain?: string;
  /** Use this existing job instead of starting one. */
  jobId?: string;
  /** A job finished by an earlier run (reuse-key): used if it still reads completed, else a new export starts. */
  reuseJobId?: string;
  timeoutMs: number;
  pollIntervalMs: number;
}

export type ExportOutcome = 'completed' | 'failed' | 'timed-out' | 'error';

export interface ExportReport {
  domain?: string;
  jobId?: string;
  /** Last status read, as the service spelled it (lower-cased). */
  status?: string;
  pageCount?: number;
  progress?: string;
  resumed: boolean;
  /** True when a finished job from an earlier run was reused: no start call, no wait. */
  reused: boolean;
  startedAt: number;
  endedAt: number;
  /** The statuses the job went through while this run watched it. */
  timeline: TimelineEntry[];
  bundleUrl?: string;
  expiresAt?: string;
  outcome: ExportOutcome;
  /** Why the export did not complete, written for the workflow's author. */
  error?: string;
}

export interface ExportDeps {
  api: ExportApi;
  clock: Clock;
  log: Logger;
  /** Called as soon as the job id is known, so it is recorded even if the wait fails later. */
  onJobId?: (jobId: string) => void;
}

const isFinal = (s: ExportStatusResponse): boolean => s.status === 'completed' || s.status === 'failed';

/** Start (or pick up) an export, wait for it, and generate its bundle link. Never throws: the report says how it ended. */
export async function runExport(deps: ExportDeps, options: ExportOptions): Promise<ExportReport> {
  const { api, clock, log } = deps;
  const startedAt = clock.now();
  const deadline = startedAt + options.timeoutMs;
  const report: ExportReport = {
    domain: options.domain,
    jobId: options.jobId,
    resumed: options.jobId !== undefined,
    reused: false,
    startedAt,
    endedAt: startedAt,
    timeline: [],
    outcome: 'error',
  };
  let reason: string | undefined;
  let show: (view: ReadView) => void = () => undefined;
  const schedule = new ReadSchedule(options.pollIntervalMs);
  const timeline = new StatusTimeline();

  const observe = (s: ExportStatusResponse): void => {
    report.status = s.status || report.status;
    const progress = parseProgress(s.progress);
    report.progress = progress?.text ?? (s.status === 'completed' ? undefined : report.progress);
    report.pageCount = readPageCount(s.pageCount) ?? report.pageCount;
    reason = s.reason;
    const now = clock.now();
    timeline.record(now, s.status);
    const view: ReadView = {
      status: s.status,
      percent: progress?.percent,
      progressText: progress?.text,
      pageCount: report.pageCount,
    };
    schedule.observe(now, progress?.percent, describeState(view));
    show({ ...view, leftMs: schedule.expectedLeft(now) });
  };

  try {
    let jobId = options.jobId;
    let finished: ExportStatusResponse | undefined;
    if (jobId === undefined && options.reuseJobId !== undefined) {
      finished = await checkReusable(api, options.reuseJobId, deadline, log);
      if (finished) {
        jobId = options.reuseJobId;
        report.reused = true;
        log.info(`Reusing export job ${jobId}, finished by an earlier run with the same reuse-key`);
      }
    }
    if (jobId === undefined) {
      log.info(`Starting an export of ${options.domain}`);
      jobId = await api.startExport(options.domain as string, deadline);
    } else if (!report.reused) {
      log.info(`Using existing export job ${jobId}`);
    }
    report.jobId = jobId;
    deps.onJobId?.(jobId);
    const id = jobId;
    show = logReadsOnChange(log, `Export job ${id}`);

    if (finished) observe(finished);
    const result = finished
      ? { done: true as const, value: finished }
      : await pollUntilDone({
          read: (d) => api.getExportStatus(id, d),
          isDone: isFinal,
          onValue: observe,
          intervalMs: options.pollIntervalMs,
          nextDelay: (now) => schedule.nextDelay(now),
          deadline,
          what: `Export job ${id}`,
          clock,
          log,
        });
    if (!result.done) {
      report.outcome = 'timed-out';
      report.error = timeoutMessage({
        what: `Export job ${id}`,
        timeoutMs: options.timeoutMs,
        timeoutInput: Inputs.exportTimeout,
        lastStatus: report.status,
        lastError: result.lastError,
        advice: `The job may still finish on the service: to pick it up, re-run with ${Inputs.exportJobId}: ${id}`,
      });
      return report;
    }
    if (result.value.status === 'failed') {
      report.outcome = 'failed';
      report.error = `Export job ${id} failed on the service${reason ? `: ${reason}` : ''}`;
      return report;
    }

    const link = await api.generateBundle(id, deadline);
    report.bundleUrl = link.bundleUrl;
    report.expiresAt = link.expiresAt;
    report.outcome = 'completed';
    log.info(
      `Bundle link ready: ${redactUrl(link.bundleUrl)} (query withheld)${link.expiresAt ? `, expires ${link.expiresAt}` : ''}`,
    );
    if (!link.expiresAt)
      log.warning('The service sent no expiresAt that reads as a time for the bundle link');
    const linkUrl = new URL(link.bundleUrl);
    if (linkUrl.protocol === 'http:' && !isLoopbackHost(linkUrl.hostname)) {
      log.warning(
        'The bundle link is plain http: anyone on the way could alter the bundle (bundle-sha256 is of the bytes that arrived)',
      );
    }
    return report;
  } catch (err) {
    report.outcome = 'error';
    report.error = errorMessage(err);
    return report;
  } finally {
    report.endedAt = clock.now();
    report.timeline = timeline.entries(report.endedAt);
  }
}

/**
 * The export stage as the plan decides it: `start` a new export of `domain`; `resume` an existing job
 * (export-job-id); or `reuse` a finished export of `domain` that an earlier run with the same reuse-key
 * recorded, starting a new one when there is none (and recording it for later runs).
 */
export type ExportStageOptions = Pick<ExportOptions, 'timeoutMs' | 'pollIntervalMs'> &
  (
    | { mode: 'start'; domain: string }
    | { mode: 'resume'; jobId: string; domain?: string }
    | { mode: 'reuse'; domain: string; reuseKey: string }
  );

export interface ExportStageDeps extends ExportDeps {
  /** Opens the store of reuse records; only called in `reuse` mode. */
  openReuseStore: OpenReuseStore;
  /** Signs and checks reuse records (see Seal). */
  sealReuseRecord: Seal;
}

/** Runs the export stage (see ExportStageOptions); never throws: the report says how it ended. */
export async function runExportStage(
  deps: ExportStageDeps,
  stage: ExportStageOptions,
): Promise<ExportReport> {
  const timing = { timeoutMs: stage.timeoutMs, pollIntervalMs: stage.pollIntervalMs };
  if (stage.mode === 'start') return runExport(deps, { domain: stage.domain, ...timing });
  if (stage.mode === 'resume')
    return runExport(deps, { domain: stage.domain, jobId: stage.jobId, ...timing });

  const { domain } = stage;
  const warn = (message: string): void => deps.log.warning(message);
  const reuse = await openReuse(deps.openReuseStore, domain, stage.reuseKey, deps.log);
  const seal = deps.sealReuseRecord;
  const candidate = reuse ? await findReuseCandidate(reuse.store, reuse.key, domain, seal, warn) : undefined;
  const report = await runExport(deps, { domain, reuseJobId: candidate?.jobId, ...timing });
  if (reuse && report.outcome === 'completed' && !report.reused && report.jobId) {
    const record = { jobId: report.jobId, domain, pageCount: report.pageCount };
    const savedAt = new Date(deps.clock.now()).toISOString();
    await rememberExport(reuse.store, reuse.key, { ...record, savedAt }, seal, warn);
  }
  return report;
}
