import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inputs, Outputs } from '../src/config/names.js';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

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

  it('gives the two set-up commands', () => {
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('npm ci && npm test');
  });
});
