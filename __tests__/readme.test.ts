import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Inputs, Outputs } from '../src/config/names.js';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('README', () => {
  it('documents every input and output in its tables', () => {
    for (const name of [...Object.values(Inputs), ...Object.values(Outputs)]) {
      expect(readme).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
    }
  });

  it('never splices an expression into a run: script in its examples (values go through env:)', () => {
    const runLines = readme.split('\n').filter((line) => /^\s*(- )?run: /.test(line));
    expect(runLines.length).toBeGreaterThan(0);
    expect(runLines.filter((line) => line.includes('${{'))).toEqual([]);
  });

  it('shows the inputs and outputs tables exactly as action.yml makes them (npm run docs)', () => {
    const check = (): string =>
      execFileSync(process.execPath, [join(root, 'scripts', 'docs.mjs'), '--check'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    expect(check).not.toThrow();
    expect(readme).toContain('<!-- inputs:start (generated from action.yml by npm run docs) -->');
  });

  it('reads in action.yml, for every input, what it does, its default and an example', () => {
    const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { description: string; default?: string }>;
    };
    const missing = Object.entries(action.inputs).flatMap(([name, spec]) => [
      ...(/Example: /.test(spec.description) ? [] : [`${name}: no example`]),
      ...(spec.default === undefined ||
      name === 'github-token' ||
      spec.description.includes(`Default ${spec.default}.`)
        ? []
        : [`${name}: its default ${spec.default} is not in its description`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('gives the two set-up commands', () => {
    expect(readme).toContain('npm ci && npm run local');
    expect(readme).toContain('npm ci && npm test');
  });
});
