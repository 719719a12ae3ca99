// The repository's GitHub workflows, read as data: every one parses, declares its permissions, gives every job a
// runner, steps and a time limit, pins every third-party action by commit SHA (with the version in a comment), and
// never splices an expression into a run: script. Each problem names its file, job and step.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
const workflowsDir = join(root, '.github', 'workflows');
const workflowFiles = readdirSync(workflowsDir)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort();

type Mapping = Record<string, unknown>;

function isMapping(value: unknown): value is Mapping {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function read(relativePath: string): string {
  return readFileSync(join(root, relativePath), 'utf8');
}

/** A local action or reusable workflow (`./…`), or `owner/repo[/path]@<full commit SHA>`. */
const LOCAL_USES = /^\.\/[^@\s]*$/;
const PINNED_USES = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(\/[^@\s]+)?@[0-9a-f]{40}$/;

/** The jobs of a parsed workflow, by id ({} when there are none). */
function jobsOf(workflow: unknown): Map<string, Mapping> {
  const jobs = isMapping(workflow) && isMapping(workflow['jobs']) ? workflow['jobs'] : {};
  return new Map(Object.entries(jobs).filter((entry): entry is [string, Mapping] => isMapping(entry[1])));
}

/** The steps of a job that are mappings, with their labels for messages. */
function stepsOf(job: Mapping): { step: Mapping; label: string }[] {
  const steps = Array.isArray(job['steps']) ? job['steps'] : [];
  return steps.flatMap((step: unknown, i) =>
    isMapping(step)
      ? [{ step, label: `step ${i + 1}${typeof step['name'] === 'string' ? ` (${step['name']})` : ''}` }]
      : [],
  );
}

/** Every problem of one workflow file, each naming the file and, where it applies, the job and step. */
function workflowProblems(file: string, text: string): string[] {
  let workflow: unknown;
  try {
    workflow = parse(text);
  } catch (err) {
    return [`${file}: does not parse as YAML: ${err instanceof Error ? err.message : String(err)}`];
  }
  if (!isMapping(workflow)) return [`${file}: is not a mapping`];

  const problems: string[] = [];
  if (!('on' in workflow)) problems.push(`${file}: has no "on"`);
  if (!isMapping(workflow['jobs']) || Object.keys(workflow['jobs']).length === 0) {
    problems.push(`${file}: has no jobs`);
  }
  const workflowPermissions = 'permissions' in workflow;

  for (const [id, rawJob] of Object.entries(isMapping(workflow['jobs']) ? workflow['jobs'] : {})) {
    const where = `${file}, job ${id}`;
    if (!isMapping(rawJob)) {
      problems.push(`${where}: is not a mapping`);
      continue;
    }
    const job = rawJob;
    if (!workflowPermissions && !('permissions' in job)) {
      problems.push(`${where}: declares no permissions (nor does the workflow)`);
    }
    if ('uses' in job) {
      // A call of a reusable workflow: its runner and steps are the called workflow's.
      const uses = String(job['uses']);
      if (!LOCAL_USES.test(uses) && !PINNED_USES.test(uses)) {
        problems.push(`${where}: uses ${uses}, not a local path nor pinned by a full commit SHA`);
      }
      continue;
    }
    if (!('runs-on' in job)) problems.push(`${where}: has no runs-on`);
    if (!('timeout-minutes' in job)) problems.push(`${where}: has no timeout-minutes`);
    if (!Array.isArray(job['steps']) || job['steps'].length === 0) {
      problems.push(`${where}: has no steps`);
      continue;
    }
    job['steps'].forEach((step: unknown, i) => {
      if (!isMapping(step)) problems.push(`${where}, step ${i + 1}: is not a mapping`);
    });
    for (const { step, label } of stepsOf(job)) {
      if ('uses' in step) {
        const uses = String(step['uses']);
        if (!LOCAL_USES.test(uses) && !PINNED_USES.test(uses)) {
          problems.push(`${where}, ${label}: uses ${uses}, not a local path nor pinned by a full commit SHA`);
        }
      }
      if (typeof step['run'] === 'string' && step['run'].includes('${{')) {
        problems.push(
          `${where}, ${label}: its run: script holds a \${{ }} expression; pass the value through env:`,
        );
      }
    }
  }

  // A SHA says nothing to a reader: each pin carries the release it stands for.
  text.split('\n').forEach((line, i) => {
    if (/^\s*(-\s+)?uses:\s*\S+@[0-9a-f]{40}\b/.test(line) && !/#\s*v\d/.test(line)) {
      problems.push(`${file}, line ${i + 1}: a SHA pin without a version comment (# vX.Y.Z)`);
    }
  });
  return problems;
}

describe('GitHub workflows', () => {
  it('finds the workflows', () => {
    expect(workflowFiles).toEqual(
      expect.arrayContaining(['ci.yml', 'check-dist.yml', 'codeql.yml', 'release.yml']),
    );
  });

  it.each(workflowFiles)(
    '%s is well-formed, pinned, with permissions and no expression in a script',
    (name) => {
      expect(workflowProblems(name, read(join('.github', 'workflows', name)))).toEqual([]);
    },
  );

  it('catches an unpinned action and an expression in a run: script', () => {
    const bad = [
      'on: issues',
      'jobs:',
      '  greet:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - run: echo ${{ github.event.issue.title }}',
      `      - uses: actions/setup-node@${'0'.repeat(40)}`,
    ].join('\n');
    const problems = workflowProblems('bad.yml', bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        'bad.yml, job greet: declares no permissions (nor does the workflow)',
        'bad.yml, job greet: has no timeout-minutes',
        'bad.yml, job greet, step 1: uses actions/checkout@v4, not a local path nor pinned by a full commit SHA',
        'bad.yml, job greet, step 2: its run: script holds a ${{ }} expression; pass the value through env:',
        'bad.yml, line 8: a SHA pin without a version comment (# vX.Y.Z)',
      ]),
    );
    expect(workflowProblems('broken.yml', 'jobs: [unclosed')).toEqual([
      expect.stringMatching(/^broken\.yml: does not parse as YAML/),
    ]);
  });

  it('reads the Node.js version from .node-version in every setup-node step', () => {
    const problems: string[] = [];
    let seen = 0;
    for (const file of workflowFiles) {
      for (const [id, job] of jobsOf(parse(read(join('.github', 'workflows', file))))) {
        for (const { step, label } of stepsOf(job)) {
          if (!String(step['uses'] ?? '').startsWith('actions/setup-node@')) continue;
          seen++;
          const withInputs = isMapping(step['with']) ? step['with'] : {};
          if (withInputs['node-version-file'] !== '.node-version' || 'node-version' in withInputs) {
            problems.push(`${file}, job ${id}, ${label}: does not read node-version-file: .node-version`);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  describe('ci.yml', () => {
    const ci = parse(read('.github/workflows/ci.yml')) as unknown;
    const actionJobs = [...jobsOf(ci)].filter(([, job]) =>
      stepsOf(job).some(({ step }) => step['uses'] === './'),
    );

    it('has a job that runs the action itself with uses: ./', () => {
      expect(actionJobs.map(([id]) => id)).toEqual(['action']);
    });

    it('passes every variable that scripts/check-action-outputs.mjs reads to the step that runs it', () => {
      const script = read('scripts/check-action-outputs.mjs');
      const wanted = [...script.matchAll(/\binput\('([A-Z][A-Z0-9_]*)'\)/g)].map((m) => m[1]);
      expect(wanted.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const [id, job] of actionJobs) {
        const checkSteps = stepsOf(job).filter(({ step }) =>
          String(step['run'] ?? '').includes('check-action-outputs'),
        );
        if (checkSteps.length === 0) problems.push(`ci.yml, job ${id}: runs no check-action-outputs.mjs`);
        for (const { step, label } of checkSteps) {
          const env = isMapping(step['env']) ? step['env'] : {};
          for (const name of wanted) {
            if (name === undefined || !(name in env))
              problems.push(`ci.yml, job ${id}, ${label}: env has no ${name}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

describe('.github/dependabot.yml', () => {
  it('loads as YAML, version 2, with npm and github-actions updates', () => {
    const config = parse(read('.github/dependabot.yml')) as unknown;
    expect(isMapping(config) && config['version']).toBe(2);
    const updates = isMapping(config) && Array.isArray(config['updates']) ? config['updates'] : [];
    expect(updates.map((u: unknown) => (isMapping(u) ? u['package-ecosystem'] : undefined)).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
  });
});
