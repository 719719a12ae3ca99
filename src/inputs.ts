import { Defaults, Inputs } from './constants.js';
import { MAX_DURATION_MS, parseDuration } from './duration.js';
import { InputError } from './errors.js';
import { parseBaseUrl } from './url.js';

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
}

export const MAX_RETRIES = 20;

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
  const requestTimeoutMs = duration(Inputs.requestTimeout, Defaults.requestTimeout);

  const retriesText = get(Inputs.retries, Defaults.retries);
  const retries = /^\d+$/.test(retriesText) ? Number(retriesText) : NaN;
  if (!(retries >= 0 && retries <= MAX_RETRIES)) {
    problems.push(
      `Input ${Inputs.retries} must be a whole number from 0 to ${MAX_RETRIES} (got "${retriesText}")`,
    );
  }

  const summary = parseBoolean(get(Inputs.summary, Defaults.summary));
  if (summary === undefined) problems.push(`Input ${Inputs.summary} must be true or false`);

  const domain = get(Inputs.domain) || undefined;
  const exportJobId = get(Inputs.exportJobId) || undefined;
  if (exportJobId !== undefined && /^\.+$|[\p{Cc}]/u.test(exportJobId)) {
    problems.push(`Input ${Inputs.exportJobId} is not a valid job id`);
  }
  if (!domain && !exportJobId) {
    problems.push(
      `Nothing to do: set ${Inputs.domain} to start an export, or ${Inputs.exportJobId} to use an existing export job`,
    );
  }

  if (problems.length > 0 || !baseUrl) throw new InputError(problems.join('\n'));
  return {
    apiKey,
    baseUrl,
    domain,
    exportJobId,
    exportTimeoutMs,
    pollIntervalMs,
    requestTimeoutMs,
    retries,
    summary: summary as boolean,
  };
}

/** YAML 1.2 core-schema booleans, as the runner's own boolean inputs accept them. */
export function parseBoolean(text: string): boolean | undefined {
  if (['true', 'True', 'TRUE'].includes(text)) return true;
  if (['false', 'False', 'FALSE'].includes(text)) return false;
  return undefined;
}
