import { resolve } from 'node:path';
import type { DeliveryOptions } from './bundle/delivery.js';
import type { ActionConfig } from './config/inputs.js';
import type { AgentOptions } from './wait/agent-wait.js';
import type { ExportStageOptions } from './wait/export-wait.js';

/** Whether and where the agent job's comment goes; the pull request itself is read from the event later. */
export interface CommentPlan {
  enabled: boolean;
  /** pr-number: the pull request to use when the event has none. */
  prNumber?: number;
  token?: string;
}

export interface AgentStagePlan {
  wait: AgentOptions;
  /** fail-on-agent-failure: a failed agent job fails the step (else a warning). */
  failOnFailure: boolean;
  comment: CommentPlan;
}

/** The stages of one run, decided once from the validated inputs. */
export interface Plan {
  /** Start, resume or reuse an export and wait for its bundle link; absent when no export is asked for. */
  export?: ExportStageOptions;
  /** Download, extract and write the chart values once the export completed; absent when none is asked for. */
  delivery?: DeliveryOptions;
  /** Wait on the agent job, then comment its pull request; absent without agent-job-id. */
  agent?: AgentStagePlan;
  /** Write the step summary. */
  summary: boolean;
}

/** Where the run is: relative paths are resolved against `cwd`; temporary files go to `tempDir`. */
export interface RunPlace {
  cwd: string;
  tempDir: string;
  /** GITHUB_WORKSPACE, when the run has one. */
  workspace?: string;
  /** The user's home folder. */
  home?: string;
}

/** The plan of a run: a pure function of the parsed inputs and the place the run happens in. */
export function planRun(config: ActionConfig, place: RunPlace): Plan {
  return {
    export: planExport(config),
    delivery: planDelivery(config, place),
    agent: planAgent(config),
    summary: config.summary,
  };
}

function planExport(config: ActionConfig): ExportStageOptions | undefined {
  const timing = { timeoutMs: config.exportTimeoutMs, pollIntervalMs: config.pollIntervalMs };
  if (config.exportJobId) {
    return { mode: 'resume', domain: config.domain, jobId: config.exportJobId, ...timing };
  }
  if (!config.domain) return undefined;
  if (config.reuseKey) {
    return { mode: 'reuse', domain: config.domain, reuseKey: config.reuseKey, ...timing };
  }
  return { mode: 'start', domain: config.domain, ...timing };
}

function planDelivery(config: ActionConfig, place: RunPlace): DeliveryOptions | undefined {
  if (!config.domain && !config.exportJobId) return undefined;
  if (!config.downloadPath && !config.extractPath && !config.helmValuesFile) return undefined;
  const absolute = (path: string | undefined): string | undefined => path && resolve(place.cwd, path);
  const folders = [place.cwd, place.workspace, place.tempDir, place.home].flatMap((f) =>
    f ? [resolve(f)] : [],
  );
  return {
    downloadPath: absolute(config.downloadPath),
    extractPath: absolute(config.extractPath),
    helmValuesFile: absolute(config.helmValuesFile),
    exportVersion: config.exportVersion,
    retries: config.retries,
    requestTimeoutMs: config.requestTimeoutMs,
    downloadMaxBytes: config.downloadMaxBytes,
    downloadTimeoutMs: config.downloadTimeoutMs,
    limits: {
      maxBytes: config.extractMaxBytes,
      maxEntries: config.extractMaxEntries,
      maxEntryBytes: config.extractMaxEntryBytes,
      maxRatio: config.extractMaxRatio,
    },
    protectedFolders: [...new Set(folders)],
  };
}

function planAgent(config: ActionConfig): AgentStagePlan | undefined {
  if (!config.agentJobId || !config.projectId) return undefined;
  return {
    wait: {
      projectId: config.projectId,
      jobId: config.agentJobId,
      timeoutMs: config.agentTimeoutMs,
      pollIntervalMs: config.pollIntervalMs,
    },
    failOnFailure: config.failOnAgentFailure,
    comment: { enabled: config.comment, prNumber: config.prNumber, token: config.githubToken },
  };
}
