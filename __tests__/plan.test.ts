import { parseInputs } from '../src/config/inputs.js';
import { planRun, type Plan } from '../src/plan.js';

const place = { cwd: '/work/repo', tempDir: '/runner/temp' };

function planFor(inputs: Record<string, string>): Plan {
  const config = parseInputs(
    (name) => ({ 'api-key': 'key', 'base-url': 'https://api.example.com', ...inputs })[name] ?? '',
  );
  return planRun(config, place);
}

describe('planRun', () => {
  it('starts an export of the domain, and nothing else, for the plainest inputs', () => {
    expect(planFor({ domain: 'docs.example.com' })).toEqual({
      export: { mode: 'start', domain: 'docs.example.com', timeoutMs: 30 * 60_000, pollIntervalMs: 5000 },
      delivery: undefined,
      agent: undefined,
      summary: true,
    });
  });

  it('resumes the given job, keeping the domain for the summary', () => {
    expect(planFor({ 'export-job-id': 'exp_1', domain: 'docs.example.com' }).export).toEqual({
      mode: 'resume',
      jobId: 'exp_1',
      domain: 'docs.example.com',
      timeoutMs: 30 * 60_000,
      pollIntervalMs: 5000,
    });
    expect(planFor({ 'export-job-id': 'exp_1' }).export).toMatchObject({ mode: 'resume', jobId: 'exp_1' });
  });

  it('reuses an earlier export when a reuse-key is given', () => {
    expect(planFor({ domain: 'docs.example.com', 'reuse-key': 'abc' }).export).toMatchObject({
      mode: 'reuse',
      domain: 'docs.example.com',
      reuseKey: 'abc',
    });
  });

  it('passes the export timing inputs on', () => {
    const plan = planFor({ domain: 'd', 'export-timeout': '90s', 'poll-interval': '2s' });
    expect(plan.export).toMatchObject({ timeoutMs: 90_000, pollIntervalMs: 2000 });
  });

  it('plans delivery only when a delivery input is set, with paths resolved against the workspace', () => {
    expect(planFor({ domain: 'd' }).delivery).toBeUndefined();
    expect(
      planFor({
        domain: 'd',
        'download-path': 'out/site.tar.gz',
        'extract-path': '/abs/site',
        'helm-values-file': 'values.yaml',
        'export-version': '42',
        retries: '3',
        'request-timeout': '10s',
      }).delivery,
    ).toEqual({
      downloadPath: '/work/repo/out/site.tar.gz',
      extractPath: '/abs/site',
      helmValuesFile: '/work/repo/values.yaml',
      exportVersion: '42',
      retries: 3,
      requestTimeoutMs: 10_000,
      downloadMaxBytes: 8 * 1024 ** 3,
      downloadTimeoutMs: 30 * 60_000,
      limits: { maxBytes: 8 * 1024 ** 3, maxEntries: 200_000, maxEntryBytes: 1024 ** 3, maxRatio: 200 },
      protectedFolders: ['/work/repo', '/runner/temp'],
    });
    expect(planFor({ domain: 'd', 'extract-path': 'site' }).delivery).toMatchObject({
      downloadPath: undefined,
      extractPath: '/work/repo/site',
      helmValuesFile: undefined,
    });
  });

  it('passes the extraction limits on, and protects the workspace, temporary folder and home', () => {
    const config = parseInputs(
      (name) =>
        ({
          'api-key': 'key',
          'base-url': 'https://api.example.com',
          domain: 'd',
          'extract-path': 'site',
          'extract-max-size': '500MiB',
          'extract-max-entries': '1000',
          'extract-max-entry-size': '10MB',
          'extract-max-ratio': '50',
        })[name] ?? '',
    );
    const delivery = planRun(config, { ...place, workspace: '/work/repo', home: '/home/runner' }).delivery;
    expect(delivery?.limits).toEqual({
      maxBytes: 500 * 1024 ** 2,
      maxEntries: 1000,
      maxEntryBytes: 10_000_000,
      maxRatio: 50,
    });
    expect(delivery?.protectedFolders).toEqual(['/work/repo', '/runner/temp', '/home/runner']);
  });

  it('waits on the agent job without an export, with the comment settings', () => {
    const plan = planFor({
      'project-id': 'proj',
      'agent-job-id': 'agt_1',
      'agent-timeout': '5m',
      'pr-number': '12',
      'github-token': 'ghs_x',
      'fail-on-agent-failure': 'false',
    });
    expect(plan.export).toBeUndefined();
    expect(plan.delivery).toBeUndefined();
    expect(plan.agent).toEqual({
      wait: { projectId: 'proj', jobId: 'agt_1', timeoutMs: 300_000, pollIntervalMs: 5000 },
      failOnFailure: false,
      comment: { enabled: true, prNumber: 12, token: 'ghs_x' },
    });
  });

  it('plans both waits side by side, and a turned-off comment and summary', () => {
    const plan = planFor({
      domain: 'd',
      'project-id': 'proj',
      'agent-job-id': 'agt_1',
      comment: 'false',
      summary: 'false',
    });
    expect(plan.export?.mode).toBe('start');
    expect(plan.agent?.comment).toEqual({ enabled: false, prNumber: undefined, token: undefined });
    expect(plan.summary).toBe(false);
  });
});
