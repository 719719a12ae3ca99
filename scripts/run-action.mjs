// Runs the built action (dist/index.js) as a GitHub runner does: inputs as INPUT_* variables, outputs and the
// step summary in files, an event payload file. Shared by the demo and the end-to-end tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ACTION_ENTRY = resolve(fileURLToPath(import.meta.url), '../../dist/index.js');

/** Every run this process made, with what it left for people to read: the tests check them for secrets. */
export const finishedRuns = [];

/** The defaults action.yml declares, by input name, except expressions. */
export const ACTION_DEFAULTS = Object.fromEntries(
  Object.entries(parse(readFileSync(resolve(ACTION_ENTRY, '../../action.yml'), 'utf8')).inputs)
    .filter(([, spec]) => spec.default !== undefined && !String(spec.default).includes('${{'))
    .map(([name, spec]) => [name, String(spec.default)]),
);

/** Parses the runner's GITHUB_OUTPUT file format (name=value and name<<DELIM heredocs). */
export function parseOutputFile(text) {
  const outputs = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value = [];
      while (++i < lines.length && lines[i] !== delimiter) value.push(lines[i]);
      outputs[name] = value.join('\n');
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return outputs;
}

/**
 * @param {object} o
 * @param {Record<string,string>} o.inputs      action inputs by name
 * @param {object} [o.event]                    the event payload
 * @param {string} [o.eventName]
 * @param {Record<string,string>} [o.env]       extra environment
 * @param {string} [o.node]                     node binary (default: this one)
 * @param {number} [o.timeoutMs]
 * @param {{ text: string, signal: NodeJS.Signals, delayMs?: number }} [o.signalWhen]  send a signal once stdout shows this text (after delayMs)
 */
export async function runAction({
  inputs,
  event = {},
  eventName = 'workflow_dispatch',
  env = {},
  node = process.execPath,
  timeoutMs = 60_000,
  signalWhen,
}) {
  const dir = mkdtempSync(join(tmpdir(), 'action-run-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary.md');
  const eventFile = join(dir, 'event.json');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(eventFile, JSON.stringify(event));
  // As a runner does: every input with a default in action.yml is set, to that default unless given (defaults
  // that are expressions, such as the workflow's token, are left to the test).
  const withDefaults = { ...ACTION_DEFAULTS, ...inputs };
  const inputEnv = Object.fromEntries(
    Object.entries(withDefaults).map(([name, value]) => [
      `INPUT_${name.replace(/ /g, '_').toUpperCase()}`,
      value,
    ]),
  );
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !k.startsWith('INPUT_') && !k.startsWith('GITHUB_') && k !== 'NODE_OPTIONS',
    ),
  );
  try {
    const child = spawn(node, [ACTION_ENTRY], {
      cwd: dir,
      env: {
        ...base,
        GITHUB_ACTIONS: 'true',
        GITHUB_OUTPUT: outputFile,
        GITHUB_STEP_SUMMARY: summaryFile,
        GITHUB_EVENT_PATH: eventFile,
        GITHUB_EVENT_NAME: eventName,
        GITHUB_REPOSITORY: 'acme/docs',
        GITHUB_WORKSPACE: dir,
        RUNNER_TEMP: dir,
        ...inputEnv,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    child.stdout.on('data', (d) => {
      stdout += d;
      if (signalWhen && !signalled && stdout.includes(signalWhen.text)) {
        signalled = true;
        setTimeout(() => child.kill(signalWhen.signal), signalWhen.delayMs ?? 0);
      }
    });
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const code = await new Promise((done) => child.on('close', (c) => done(c)));
    clearTimeout(timer);
    const run = {
      code,
      stdout,
      stderr,
      outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
      outputFileText: readFileSync(outputFile, 'utf8'),
      summary: readFileSync(summaryFile, 'utf8'),
    };
    // The text files the action writes for people (the chart values), read before the run's folder goes.
    const values = inputs['helm-values-file'] && resolve(dir, inputs['helm-values-file']);
    const files = values && existsSync(values) ? { [values]: readFileSync(values, 'utf8') } : {};
    finishedRuns.push({ inputs, env, ...run, files });
    return run;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
