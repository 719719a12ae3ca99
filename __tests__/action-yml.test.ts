import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Defaults, Inputs, Outputs } from '../src/config/names.js';

const root = join(import.meta.dirname, '..');
const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description?: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
  branding?: unknown;
};

/** Every constant key referenced as Inputs.x / Outputs.x somewhere in src/ outside config/names.ts. */
function referenced(kind: 'Inputs' | 'Outputs'): Set<string> {
  const src = join(root, 'src');
  const used = new Set<string>();
  for (const file of readdirSync(src, { recursive: true }) as string[]) {
    if (!file.endsWith('.ts') || file === join('config', 'names.ts')) continue;
    const text = readFileSync(join(src, file), 'utf8');
    for (const m of text.matchAll(new RegExp(`\\b${kind}\\.(\\w+)`, 'g'))) used.add(m[1] as string);
  }
  return used;
}

describe('action.yml', () => {
  it('runs the bundled dist on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(action.branding).toBeDefined();
  });

  it('declares exactly the inputs the source reads, each with a description', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(Object.values(Inputs).sort());
    for (const input of Object.values(action.inputs)) expect(input.description?.length).toBeGreaterThan(10);
    const used = referenced('Inputs');
    expect([...used].sort()).toEqual(Object.keys(Inputs).sort());
  });

  it('declares exactly the outputs the source writes, each with a description', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Outputs).sort());
    for (const output of Object.values(action.outputs))
      expect(output.description?.length).toBeGreaterThan(10);
    const used = referenced('Outputs');
    expect([...used].sort()).toEqual(Object.keys(Outputs).sort());
  });

  it('declares the same defaults the source applies', () => {
    for (const [key, value] of Object.entries(Defaults)) {
      expect(action.inputs[Inputs[key as keyof typeof Inputs]]?.default).toBe(value);
    }
    expect(action.inputs['api-key']?.required).toBe(true);
    expect(action.inputs['base-url']?.required).toBe(true);
  });
});
