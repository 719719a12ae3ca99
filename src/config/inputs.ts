import { parseBaseUrl } from '../net/url-rules.js';
import { parseByteSize } from '../primitives/byte-size.js';
import { MAX_DURATION_MS, parseDuration } from '../primitives/duration.js';
import { ActionError } from '../primitives/errors.js';
import { Defaults, Inputs } from './names.js';

/** The inputs cannot be used; raised before any request is made. */
export class InputError extends ActionError {
  override name = 'InputError';
  constructor(
    /** Every problem found, one per input (or pair of inputs). */
    readonly problems: string[],
    /** Whether the step summary is wanted (the summary input, when it read as a boolean; else its default). */
    readonly summary: boolean,
  ) {
    super(problems.join('\n'));
  }
}

/** Reads one input by name; returns '' when it is not set. */
export type InputReader = (name: string) => string;

export interface ActionConfig {
  apiKey: string;
  baseUrl: URL;
  domain?: string;
  exportJobId?: string;
  exportTimeoutMs: number;
  pollIntervalMs: number;
  requestTimeoutMs: number;
  retries: number;
  summary: boolean;
  projectId?: string;
  agentJobId?: string;
  agentTimeoutMs: number;
  failOnAgentFailure: boolean;
  comment: boolean;
  prNumber?: number;
  githubToken?: string;
  downloadPath?: string;
  /** download-max-size, in bytes. */
  downloadMaxBytes: number;
  downloadTimeoutMs: number;
  extractPath?: string;
  /** extract-max-size, in bytes. */
  extractMaxBytes: number;
  extractMaxEntries: number;
  /** extract-max-entry-size, in bytes. */
  extractMaxEntryBytes: number;
  extractMaxRatio: number;
  reuseKey?: string;
  helmValuesFile?: string;
  exportVersion?: string;
}

const MAX_RETRIES = 20;
/** The shortest poll-interval: reading a job more often than once a second only loads the service. */
const MIN_POLL_INTERVAL_MS = 1000;

/** Validates every input before any request is made; all problems are reported together. */
export function parseInputs(read: InputReader): ActionConfig {
  const problems: string[] = [];
  const get = (name: string, fallback = ''): string => read(name).trim() || fallback;

  const apiKey = get(Inputs.apiKey);
  if (!apiKey) problems.push(`Input ${Inputs.apiKey} is required (pass the admin API key from a secret)`);
  else if (/[\s\p{Cc}]/u.test(apiKey)) {
    problems.push(`Input ${Inputs.apiKey} contains spaces or control characters; check the secret's value`);
  }

  const baseText = get(Inputs.baseUrl);
  let baseUrl: URL | undefined;
  if (!baseText) problems.push(`Input ${Inputs.baseUrl} is required (the service's API base URL)`);
  else {
    const parsed = parseBaseUrl(baseText);
    if (typeof parsed === 'string') problems.push(parsed);
    else baseUrl = parsed;
  }

  const duration = (name: string, fallback: string): number => {
    const text = get(name, fallback);
    const ms = parseDuration(text);
    if (ms === undefined || ms <= 0 || ms > MAX_DURATION_MS) {
      problems.push(
        `Input ${name} must be a positive duration such as 500ms, 90s, 15m, 1h30m or a number of seconds (got "${text}")`,
      );
      return 0;
    }
    return ms;
  };
  const exportTimeoutMs = duration(Inputs.exportTimeout, Defaults.exportTimeout);
  const pollIntervalMs = duration(Inputs.pollInterval, Defaults.pollInterval);
  if (pollIntervalMs > 0 && pollIntervalMs < MIN_POLL_INTERVAL_MS) {
    problems.push(
      `Input ${Inputs.pollInterval} must be at least 1s (got "${get(Inputs.pollInterval)}"): every status read costs the service and counts against the rate limit`,
    );
  }
  const requestTimeoutMs = duration(Inputs.requestTimeout, Defaults.requestTimeout);

  const retriesText = get(Inputs.retries, Defaults.retries);
  const retries = /^\d+$/.test(retriesText) ? Number(retriesText) : NaN;
  if (!(retries >= 0 && retries <= MAX_RETRIES)) {
    problems.push(
      `Input ${Inputs.retries} must be a whole number from 0 to ${MAX_RETRIES} (got "${retriesText}")`,
    );
  }

  const boolean = (name: string, fallback: string): boolean => {
    const value = parseBoolean(get(name, fallback));
    if (value === undefined) problems.push(`Input ${name} must be true or false`);
    return value ?? false;
  };
  const summary = boolean(Inputs.summary, Defaults.summary);
  const failOnAgentFailure = boolean(Inputs.failOnAgentFailure, Defaults.failOnAgentFailure);
  const comment = boolean(Inputs.comment, Defaults.comment);

  const identifier = (name: string): string | undefined => {
    const value = get(name) || undefined;
    if (value !== undefined && /^\.+$|[\p{Cc}]/u.test(value))
      problems.push(`Input ${name} is not a valid identifier`);
    return value;
  };
  const domain = get(Inputs.domain) || undefined;
  if (domain !== undefined && (/[\s\p{Cc}\p{Cf}]/u.test(domain) || domain.length > 253)) {
    problems.push(
      `Input ${Inputs.domain} must be a domain name such as docs.example.com, with no spaces or control characters`,
    );
  }
  const exportJobId = identifier(Inputs.exportJobId);
  const projectId = identifier(Inputs.projectId);
  const agentJobId = identifier(Inputs.agentJobId);
  if (agentJobId && !projectId) {
    problems.push(
      `Input ${Inputs.agentJobId} needs ${Inputs.projectId} (copy it from the API keys page of the dashboard)`,
    );
  }
  if (!domain && !exportJobId && !agentJobId) {
    problems.push(
      `Nothing to do: set ${Inputs.domain} to start an export, ${Inputs.exportJobId} to use an existing export job, ` +
        `or ${Inputs.agentJobId} (with ${Inputs.projectId}) to wait on an agent job`,
    );
  }
  const agentTimeoutMs = duration(Inputs.agentTimeout, Defaults.agentTimeout);

  const prText = get(Inputs.prNumber);
  const prNumber = prText ? Number(prText) : undefined;
  if (prText && !(/^\d+$/.test(prText) && Number.isSafeInteger(prNumber) && (prNumber as number) > 0)) {
    problems.push(`Input ${Inputs.prNumber} must be a pull request number (got "${prText}")`);
  }
  const githubToken = get(Inputs.githubToken) || undefined;

  const downloadPath = get(Inputs.downloadPath) || undefined;
  const extractPath = get(Inputs.extractPath) || undefined;
  const helmValuesFile = get(Inputs.helmValuesFile) || undefined;
  const exportVersion = get(Inputs.exportVersion) || undefined;
  const reuseKey = get(Inputs.reuseKey) || undefined;
  const anExport = Boolean(domain || exportJobId);
  for (const [name, value] of [
    [Inputs.downloadPath, downloadPath],
    [Inputs.extractPath, extractPath],
    [Inputs.helmValuesFile, helmValuesFile],
  ] as const) {
    if (value && !anExport)
      problems.push(`Input ${name} needs an export: set ${Inputs.domain} or ${Inputs.exportJobId}`);
  }
  const limit = (
    name: string,
    fallback: string,
    parse: (text: string) => number | undefined,
    what: string,
  ): number => {
    const text = get(name, fallback);
    const value = parse(text);
    if (value === undefined || value < 1) {
      problems.push(`Input ${name} must be ${what} (got "${text}")`);
      return 0;
    }
    if (text !== fallback && !extractPath)
      problems.push(`Input ${name} limits extraction: set ${Inputs.extractPath} too`);
    return value;
  };
  const size = 'a size such as 500MiB, 8GiB or a number of bytes';
  const delivers = Boolean(downloadPath || extractPath);
  const downloadMaxBytes = parseByteSize(get(Inputs.downloadMaxSize, Defaults.downloadMaxSize)) ?? 0;
  if (downloadMaxBytes < 1) {
    problems.push(`Input ${Inputs.downloadMaxSize} must be ${size} (got "${get(Inputs.downloadMaxSize)}")`);
  }
  const downloadTimeoutMs = duration(Inputs.downloadTimeout, Defaults.downloadTimeout);
  // A runner passes every default of action.yml as if it were set: only a value other than the default says
  // the workflow meant to bound a download.
  for (const [name, fallback] of [
    [Inputs.downloadMaxSize, Defaults.downloadMaxSize],
    [Inputs.downloadTimeout, Defaults.downloadTimeout],
  ] as const) {
    if (get(name, fallback) !== fallback && !delivers) {
      problems.push(
        `Input ${name} bounds the bundle download: set ${Inputs.downloadPath} or ${Inputs.extractPath} too`,
      );
    }
  }
  const extractMaxBytes = limit(Inputs.extractMaxSize, Defaults.extractMaxSize, parseByteSize, size);
  const extractMaxEntryBytes = limit(
    Inputs.extractMaxEntrySize,
    Defaults.extractMaxEntrySize,
    parseByteSize,
    size,
  );
  const wholeNumber = (text: string): number | undefined => (/^\d+$/.test(text) ? Number(text) : undefined);
  const extractMaxEntries = limit(
    Inputs.extractMaxEntries,
    Defaults.extractMaxEntries,
    wholeNumber,
    'a whole number',
  );
  const ratio = (text: string): number | undefined => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined);
  const extractMaxRatio = limit(
    Inputs.extractMaxRatio,
    Defaults.extractMaxRatio,
    ratio,
    'a number of at least 1',
  );
  if (downloadPath && extractPath && downloadPath === extractPath) {
    problems.push(
      `Inputs ${Inputs.downloadPath} and ${Inputs.extractPath} must differ (a file and a folder)`,
    );
  }
  if (exportVersion && !helmValuesFile) {
    problems.push(`Input ${Inputs.exportVersion} is written into ${Inputs.helmValuesFile}; set that too`);
  }
  if (reuseKey && (!domain || exportJobId)) {
    problems.push(
      `Input ${Inputs.reuseKey} reuses earlier exports of ${Inputs.domain}: set ${Inputs.domain}, without ${Inputs.exportJobId}`,
    );
  }

  if (problems.length > 0 || !baseUrl)
    throw new InputError(problems, parseBoolean(get(Inputs.summary, Defaults.summary)) !== false);
  return {
    apiKey,
    baseUrl,
    domain,
    exportJobId,
    exportTimeoutMs,
    pollIntervalMs,
    requestTimeoutMs,
    retries,
    summary,
    projectId,
    agentJobId,
    agentTimeoutMs,
    failOnAgentFailure,
    comment,
    prNumber,
    githubToken,
    downloadPath,
    downloadMaxBytes,
    downloadTimeoutMs,
    extractPath,
    extractMaxBytes,
    extractMaxEntries,
    extractMaxEntryBytes,
    extractMaxRatio,
    reuseKey,
    helmValuesFile,
    exportVersion,
  };
}

/** YAML 1.2 core-schema booleans, as the runner's own boolean inputs accept them. */
function parseBoolean(text: string): boolean | undefined {
  if (['true', 'True', 'TRUE'].includes(text)) return true;
  if (['false', 'False', 'FALSE'].includes(text)) return false;
  return undefined;
}
