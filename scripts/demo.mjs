// npm run demo: starts the simulator on a free loopback port, runs the committed dist/index.js against it the way
// a runner would, and shows the run as GitHub shows it: the step's `with:` block, its log as the log viewer draws
// it (secrets masked, groups, annotations), its outputs, and its step summary as text. The files the run wrote
// are kept in .tmp/demo (cleared at the start of each run).
//
//   npm run demo                 export docs.example.com and wait on agent job agt_demo, download and extract
//   npm run demo -- --fail       an export that times out: the error and the re-run advice (exit code 1)
//   npm run demo -- --debug      also show the debug lines, as with ACTIONS_STEP_DEBUG
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator } from '../simulator/server.mjs';
import { ACTION_ENTRY, runAction } from './run-action.mjs';
import {
  collectSecrets,
  colorWanted,
  createMasker,
  createStyle,
  displayWidth,
  renderLog,
  renderMarkdown,
} from './runner-log.mjs';

const USES = 'OWNER/docs-export-action@v1'; // as README.md names the action
const USAGE = 'Usage: npm run demo [-- --fail] [-- --debug]';
const args = process.argv.slice(2);
const unknown = args.filter((a) => !['--fail', '--debug', '--help', '-h'].includes(a));
if (unknown.length > 0 || args.includes('--help') || args.includes('-h')) {
  (unknown.length > 0 ? console.error : console.log)(
    `${unknown.length > 0 ? `Unknown argument ${unknown[0]}. ` : ''}${USAGE}`,
  );
  process.exit(unknown.length > 0 ? 2 : 0);
}
const failing = args.includes('--fail');
const debug = args.includes('--debug');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, '.tmp', 'demo');
const shownFolder = relative(root, folder);
const style = createStyle(colorWanted());
// The summary's long table cells wrap to the terminal (to 120 columns when not a terminal).
const width = Math.min(process.stdout.columns || 120, 120);
const section = (title) =>
  console.log(`\n${style.bold(`── ${title} `)}${style.dim('─'.repeat(56 - title.length))}`);

if (!existsSync(ACTION_ENTRY)) {
  console.error(
    `${relative(root, ACTION_ENTRY)} is missing: the demo runs the built action (npm run build).`,
  );
  process.exit(1);
}

// The export job of the failing scenario never gets past 12%: with a 4s export-timeout the wait gives up.
const STUCK_EXPORT = [
  { status: 'queued' },
  { status: 'running', progress: 5, pageCount: 3 },
  { status: 'running', progress: 12, pageCount: 9 },
];

rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });

const sim = await startSimulator({ frameMs: 700, ...(failing ? { exportScript: STUCK_EXPORT } : {}) });
try {
  // runAction runs the action in a temporary folder it removes afterwards. So that the bundle and the site
  // outlive the run, the demo folder stands in for the workspace: GITHUB_WORKSPACE points at it, and the paths
  // are given through ${{ github.workspace }} as a workflow could (a relative path would land in the temporary
  // folder, the action's working directory here).
  const workspacePath = (name) => ({ shown: `\${{ github.workspace }}/${name}`, value: join(folder, name) });
  const connection = {
    'api-key': { shown: '${{ secrets.DOCS_ADMIN_API_KEY }}', value: sim.apiKey, note: "the simulator's key" },
    'base-url': { value: sim.url, note: 'the bundled simulator, on loopback' },
  };
  const inputs = failing
    ? {
        ...connection,
        domain: { value: 'docs.example.com' },
        'export-timeout': { value: '4s', note: 'short, so that the wait gives up' },
        'poll-interval': { value: '1s' },
        'download-path': workspacePath('bundle.tar.gz'),
      }
    : {
        ...connection,
        domain: { value: 'docs.example.com' },
        'project-id': { value: 'proj_docs' },
        'agent-job-id': { value: 'agt_demo' },
        'poll-interval': { value: '1s' },
        'download-path': workspacePath('bundle.tar.gz'),
        'extract-path': workspacePath('site'),
      };
  if (!failing) {
    // An agent job that works for a few seconds, then opens a pull request. The run is a workflow_dispatch
    // without pr-number, so the action shows the comment it would post instead of posting it.
    sim.createAgentJob({
      projectId: 'proj_docs',
      id: 'agt_demo',
      script: [{}, {}, {}, {}, { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' }],
    });
  }

  console.log(
    failing
      ? 'A run that fails on purpose: the export job stays running past export-timeout.'
      : 'An export of docs.example.com and a wait on agent job agt_demo, side by side, then the bundle is\n' +
          'downloaded and extracted. On: workflow_dispatch, without pr-number, so no comment is posted.',
  );
  section('with:');
  console.log(style.dim(`# ${shownFolder} stands for the workspace (github.workspace) in this demo`));
  console.log(`- uses: ${USES}`);
  console.log('  with:');
  const keyWidth = Math.max(...Object.keys(inputs).map((k) => k.length)) + 1;
  for (const [name, { shown, value, note }] of Object.entries(inputs)) {
    const line = `    ${`${name}:`.padEnd(keyWidth)} ${yamlScalar(shown ?? value)}`;
    console.log(note ? `${line}  ${style.dim(`# ${note}`)}` : line);
  }

  const run = await runAction({
    inputs: Object.fromEntries(Object.entries(inputs).map(([name, { value }]) => [name, value])),
    env: {
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '1',
      GITHUB_WORKSPACE: folder,
      // What the runner sets for a step when debug logging is on (ACTIONS_STEP_DEBUG, or a re-run with debug).
      ...(debug ? { RUNNER_DEBUG: '1' } : {}),
    },
  });

  // The runner learns its secrets from ::add-mask:: lines and masks them in all it shows.
  const mask = createMasker(collectSecrets(run.stdout));
  const rawLog = run.stdout + run.stderr; // the runner puts both streams in the step's log
  writeFileSync(join(folder, 'log.txt'), mask(rawLog));
  writeFileSync(join(folder, 'outputs.txt'), mask(run.outputFileText));
  writeFileSync(join(folder, 'summary.md'), mask(run.summary));

  section('Step log');
  // The log viewer opens each step with a folded `Run <action>` group holding its inputs (shown above).
  console.log(style.bold(`▸ Run ${USES}`));
  for (const line of renderLog(rawLog, { mask, style, debug })) console.log(line);
  // The last line the runner adds to a failed step.
  if (run.code !== 0) console.log(style.red(`Error: Process completed with exit code ${run.code}.`));

  section('Outputs');
  const outputs = Object.entries(run.outputs);
  if (outputs.length === 0) console.log(style.dim('(none)'));
  const nameWidth = Math.max(...outputs.map(([name]) => name.length));
  for (const [name, value] of outputs) {
    // bundle-url is deliberately not masked (the runner would drop a job output holding a masked value), but its
    // query is the link's credential: shown here without it.
    const shown = name === 'bundle-url' && value ? withoutQuery(value) : mask(value);
    console.log(`${style.bold(name.padEnd(nameWidth))}  ${shown === '' ? style.dim('(empty)') : shown}`);
  }

  section('Step summary');
  console.log(renderMarkdown(mask(run.summary), style, { width }).join('\n') || style.dim('(empty)'));

  section('Files');
  const described = {
    'bundle.tar.gz': 'the downloaded bundle',
    site: 'the extracted bundle',
    'outputs.txt': 'the GITHUB_OUTPUT file as the action wrote it',
    'summary.md': "the step summary's Markdown",
    'log.txt': 'the raw step log, secrets as ***',
  };
  const kept = Object.keys(described).filter((name) => existsSync(join(folder, name)));
  const label = (name) => (statSync(join(folder, name)).isDirectory() ? `${name}/` : name);
  const labelWidth = Math.max(...kept.map((name) => displayWidth(label(name))));
  for (const name of kept)
    console.log(`  ${label(name).padEnd(labelWidth)}  ${describe(name, described[name])}`);
  console.log(`Files kept in ${shownFolder}: ${kept.map(label).join(', ') || 'none'}`);

  if (failing && run.code !== 0) {
    console.log(
      style.bold(
        `\nThis run failed on purpose (exit code ${run.code}): the export outlasted export-timeout.`,
      ),
    );
    const jobId = run.outputs['export-job-id'];
    if (jobId) console.log(`A workflow would pick the job up again with:  export-job-id: ${jobId}`);
  } else if (failing) {
    console.log(style.red('\nThis run was meant to fail (an export that times out), but it succeeded.'));
  } else if (run.code !== 0) {
    console.log(style.red(`\nThe run failed (exit code ${run.code}).`));
  }
  // --fail exits 1 as its run does; a default run that fails does too.
  process.exitCode = run.code === 0 && !failing ? 0 : 1;
} finally {
  await sim.close();
}

/** `origin/path?…`: the link without its query (the signature that makes it its own credential). */
function withoutQuery(link) {
  try {
    const url = new URL(link);
    return `${url.origin}${url.pathname}${url.search ? '?…' : ''}  ${style.dim('(query withheld)')}`;
  } catch {
    return '(not a URL; withheld)';
  }
}

/** A size or a file count, then what the file is. */
function describe(name, what) {
  const path = join(folder, name);
  if (!statSync(path).isDirectory()) return `${formatSize(statSync(path).size)}, ${what}`;
  const files = readdirSync(path, { recursive: true }).filter((f) => statSync(join(path, f)).isFile());
  return `${files.length} file${files.length === 1 ? '' : 's'}, ${what}`;
}

function formatSize(bytes) {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`;
}

/** A YAML plain scalar when it reads back as the same string, else a single-quoted one. */
function yamlScalar(value) {
  if (value.startsWith('${{')) return value; // an expression, as a workflow writes it
  const plain =
    /^[A-Za-z0-9_./][^#]*$/.test(value) &&
    !/: |\s$/.test(value) &&
    !/^(true|false|yes|no|on|off|null|~|[-+]?[0-9.]+(e[-+]?\d+)?)$/i.test(value);
  return plain ? value : `'${value.replace(/'/g, "''")}'`;
}
