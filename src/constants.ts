/** Names of the action's inputs and outputs, exactly as declared in action.yml. */
export const Inputs = {
  apiKey: 'api-key',
  baseUrl: 'base-url',
  domain: 'domain',
  exportJobId: 'export-job-id',
  exportTimeout: 'export-timeout',
  pollInterval: 'poll-interval',
  requestTimeout: 'request-timeout',
  retries: 'retries',
  summary: 'summary',
} as const;

export const Outputs = {
  exportJobId: 'export-job-id',
  exportStatus: 'export-status',
  pageCount: 'page-count',
  bundleUrl: 'bundle-url',
  expiresAt: 'expires-at',
} as const;

export const Defaults = {
  exportTimeout: '30m',
  pollInterval: '5s',
  requestTimeout: '30s',
  retries: '5',
  summary: 'true',
} as const;

export const USER_AGENT = 'docs-export-action/0.1';
