// Finds a Node.js 24 binary (the runtime action.yml declares) for the CI run and the benchmarks: this very node
// when it is 24; else the `node-<os>-<arch>` npm package, installed once into a temporary folder, outside the
// project. Never a dependency of the project: its `node` would shadow the real one inside every npm script, and
// `npm ci` would fail on every other platform.
//
//   node scripts/node24.mjs      prints the binary's path
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAJOR = 24;

export function node24() {
  if (Number(process.versions.node.split('.')[0]) === MAJOR) return process.execPath;
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform];
  if (!os || !['x64', 'arm64'].includes(process.arch)) {
    throw new Error(
      `no Node.js ${MAJOR} package for ${process.platform}-${process.arch}; install Node.js ${MAJOR}`,
    );
  }
  const name = `node-${os}-${process.arch}`;
  const prefix = join(tmpdir(), `docs-export-node${MAJOR}`);
  const binary = join(
    prefix,
    'node_modules',
    name,
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  );
  const version = () => execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  if (!existsSync(binary) || !version().startsWith(`v${MAJOR}.`)) {
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `${name}@${MAJOR}`],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        shell: process.platform === 'win32',
      },
    );
  }
  if (!version().startsWith(`v${MAJOR}.`)) throw new Error(`${binary} is not Node.js ${MAJOR}`);
  return binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(node24());
