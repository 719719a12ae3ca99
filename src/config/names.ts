/** The names the action goes by: its inputs and outputs exactly as declared in action.yml, their defaults, and its User-Agent. */
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
  projectId: 'project-id',
  agentJobId: 'agent-job-id',
  agentTimeout: 'agent-timeout',
  failOnAgentFailure: 'fail-on-agent-failure',
  comment: 'comment',
  prNumber: 'pr-number',
  githubToken: 'github-token',
  downloadPath: 'download-path',
  extractPath: 'extract-path',
  reuseKey: 'reuse-key',
  helmValuesFile: 'helm-values-file',
  exportVersion: 'export-version',
} as const;

export const Outputs = {
  exportJobId: 'export-job-id',
  exportStatus: 'export-status',
  pageCount: 'page-count',
  bundleUrl: 'bundle-url',
  expiresAt: 'expires-at',
  agentStatus: 'agent-status',
  prLink: 'pr-link',
  commentUrl: 'comment-url',
  bundlePath: 'bundle-path',
  bundleSha256: 'bundle-sha256',
  bundleSize: 'bundle-size',
  extractPath: 'extract-path',
  reused: 'reused',
} as const;

export const Defaults = {
  exportTimeout: '30m',
  pollInterval: '5s',
  requestTimeout: '30s',
  retries: '5',
  summary: 'true',
  agentTimeout: '30m',
  failOnAgentFailure: 'true',
  comment: 'true',
} as const;

export const USER_AGENT = 'docs-export-action/0.1';
