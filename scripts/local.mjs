// npm run local: starts the simulator (see scripts/simulator.mjs) and runs the action from src/ through
// GitHub's @github/local-action, with the inputs in .env (or .env.example when there is no .env), then shows the
// outputs (local-action's table) and the step summary. A simulator already listening on the port (npm run simulator) is used as it is.
//
//   npm run local [-- path/to/envfile]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIMULATOR_PORT, startLocalSimulator } from './simulator.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `npm run local needs Node.js 22 or later (@github/local-action does); this is ${process.version}. ` +
      'The repository pins 24 in .node-version.',
  );
  process.exit(1);
}

const envFile = process.argv[2] ?? (existsSync(join(root, '.env')) ? '.env' : '.env.example');
const runFolder = join(root, '.tmp', 'local');
mkdirSync(runFolder, { recursive: true });
// The action writes outputs only where a runner would take them (GITHUB_OUTPUT; local-action then shows them in
// its "Action Outputs" table), and the summary to the runner's file: here, files of this run.
const outputFile = join(runFolder, 'outputs.txt');
const summaryFile = join(runFolder, 'summary.md');
writeFileSync(outputFile, '');
writeFileSync(summaryFile, '');

let sim;
try {
  sim = await startLocalSimulator();
  console.log(`Started the simulator of the service on ${sim.url}`);
} catch (err) {
  if (err.code !== 'EADDRINUSE') throw err;
  console.log(`Port ${SIMULATOR_PORT} is taken: using the simulator already running there`);
}

const bin = join(root, 'node_modules', '@github', 'local-action', 'bin');
console.log(`Running the action from src/main.ts with the inputs in ${envFile}\n`);
const code = await new Promise((done) => {
  const child = spawn(process.execPath, [join(bin, 'local-action.js'), 'run', '.', 'src/main.ts', envFile], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile },
  });
  child.on('exit', (c) => done(c ?? 1));
});
await sim?.close();

console.log(`\n── Step summary (${summaryFile}) ──\n${readFileSync(summaryFile, 'utf8')}`);
process.exitCode = code;
