// Writes README's inputs and outputs tables from action.yml, the one place they are declared.
//
//   npm run docs            rewrite the tables in README.md
//   npm run docs -- --check exit 1 when README.md is not what action.yml makes (the test does the same)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The inputs in action.yml's order, each with the group named by the comment line above its group. */
export function readActionInputs(text) {
  const action = parse(text);
  const groups = new Map();
  let group = '';
  let inInputs = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inInputs = line.startsWith('inputs:');
    if (!inInputs) continue;
    const comment = /^ {2}# (.+)$/.exec(line);
    if (comment) group = comment[1].trim();
    const key = /^ {2}([a-z0-9-]+):/.exec(line);
    if (key) groups.set(key[1], group);
  }
  const inputs = Object.entries(action.inputs ?? {}).map(([name, spec]) => ({
    name,
    group: groups.get(name) ?? '',
    required: spec.required === true,
    default: spec.default === undefined ? undefined : String(spec.default),
    description: String(spec.description ?? '').trim(),
  }));
  const outputs = Object.entries(action.outputs ?? {}).map(([name, spec]) => ({
    name,
    description: String(spec.description ?? '').trim(),
  }));
  return { inputs, outputs };
}

const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** README's generated blocks, keyed by marker name. */
export function renderTables(actionText) {
  const { inputs, outputs } = readActionInputs(actionText);
  const inputRows = [];
  let group;
  for (const input of inputs) {
    if (input.group !== group) {
      group = input.group;
      inputRows.push(`| **${cell(group)}** | | |`);
    }
    const shownDefault = input.required
      ? 'required'
      : input.default === undefined
        ? ''
        : `\`${cell(input.default)}\``;
    // The default has its own column: its sentence in the description is not repeated.
    const description =
      input.default === undefined
        ? input.description
        : input.description.replace(` Default ${input.default}.`, '');
    inputRows.push(`| \`${input.name}\` | ${shownDefault} | ${cell(description)} |`);
  }
  return {
    inputs: ['| Input | Default | What it does |', '| --- | --- | --- |', ...inputRows].join('\n'),
    outputs: [
      '| Output | What it holds |',
      '| --- | --- |',
      ...outputs.map((o) => `| \`${o.name}\` | ${cell(o.description)} |`),
    ].join('\n'),
  };
}

/** README with its generated blocks replaced; throws when a marker is missing. */
export function withTables(readme, actionText) {
  let out = readme;
  for (const [name, body] of Object.entries(renderTables(actionText))) {
    const start = `<!-- ${name}:start (generated from action.yml by npm run docs) -->`;
    const end = `<!-- ${name}:end -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README.md has no ${start} ... ${end} block`);
    const block = `${start}\n<!-- prettier-ignore-start -->\n${body}\n<!-- prettier-ignore-end -->\n`;
    out = out.slice(0, from) + block + out.slice(to);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readmePath = join(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const wanted = withTables(readme, readFileSync(join(root, 'action.yml'), 'utf8'));
  if (process.argv.includes('--check')) {
    if (wanted !== readme) {
      console.error('README.md is out of date with action.yml: run npm run docs');
      process.exitCode = 1;
    }
  } else if (wanted !== readme) {
    writeFileSync(readmePath, wanted);
    console.log('README.md: inputs and outputs tables rewritten from action.yml');
  } else console.log('README.md is up to date with action.yml');
}
