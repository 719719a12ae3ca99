// Checks the outputs of the action as CI ran it against the simulator (scripts/simulator.mjs): the `action` job of
// .github/workflows/ci.yml passes each output in an environment variable (never spliced into the script) and runs
//
//   node scripts/check-action-outputs.mjs
//
// One line per check; exit code 1, with the failed checks listed, when any fails. Plain Node.js, no dependencies:
// the job runs it without `npm ci`. The variables read are the `input('…')` calls below; __tests__/workflows.test.ts
// checks that ci.yml passes every one of them.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';

// What the simulator does with agent job agt_local of project proj_local (see scripts/simulator.mjs).
const EXPECTED_PR_LINK = 'https://github.com/acme/docs/pull/42';

/** The value of one environment variable, '' when unset. */
function input(name) {
  return process.env[name] ?? '';
}

/** Quotes a value for the log, shortened: enough to see what went wrong. */
function shown(value) {
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
}

/** The bundle link without its query and fragment: in real use the query is the link's credential. */
function withoutCredential(url) {
  return `${url.origin}${url.pathname}`;
}

/** The file at bundle-path (its stat), or undefined when there is none. */
function bundleFile() {
  const path = input('BUNDLE_PATH');
  if (path === '' || !existsSync(path)) return undefined;
  const stat = statSync(path);
  return stat.isFile() ? stat : undefined;
}

async function sha256Of(path) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

/** Each check answers [ok, what was seen]. */
const checks = {
  'export-job-id': () => {
    const id = input('EXPORT_JOB_ID');
    return [id !== '', id === '' ? 'empty' : shown(id)];
  },

  'export-status': () => {
    const status = input('EXPORT_STATUS');
    return [status === 'completed', `${shown(status)} (expected "completed")`];
  },

  'page-count': () => {
    const count = input('PAGE_COUNT');
    return [/^[1-9][0-9]*$/.test(count), `${shown(count)} (expected a positive integer)`];
  },

  'bundle-url': () => {
    let url;
    try {
      url = new URL(input('BUNDLE_URL'));
    } catch {
      // Not echoed: even a malformed link may hold its signature.
      return [false, input('BUNDLE_URL') === '' ? 'empty' : 'not a URL'];
    }
    const ok = url.protocol === 'https:' || url.protocol === 'http:';
    return [ok, `${withoutCredential(url)} (query not shown)${ok ? '' : ': expected http or https'}`];
  },

  'expires-at': () => {
    const text = input('EXPIRES_AT');
    const time = Date.parse(text);
    if (Number.isNaN(time)) return [false, `${shown(text)} does not read as a date`];
    return [time > Date.now(), `${shown(text)}${time > Date.now() ? '' : ' is not in the future'}`];
  },

  'bundle-path': () => {
    const path = input('BUNDLE_PATH');
    return [bundleFile() !== undefined, bundleFile() ? path : `${shown(path)} is not a file`];
  },

  'bundle-size': () => {
    const size = input('BUNDLE_SIZE');
    const file = bundleFile();
    if (!file) return [false, `${shown(size)}: no file at bundle-path to compare with`];
    return [String(file.size) === size, `${shown(size)}, the file has ${file.size} bytes`];
  },

  'bundle-sha256': async () => {
    const sha256 = input('BUNDLE_SHA256');
    if (!bundleFile()) return [false, `${shown(sha256)}: no file at bundle-path to compare with`];
    const actual = await sha256Of(input('BUNDLE_PATH'));
    return [actual === sha256, actual === sha256 ? actual : `${shown(sha256)}, the file's is ${actual}`];
  },

  'extract-path': () => {
    const path = input('EXTRACT_PATH');
    if (path === '' || !existsSync(path) || !statSync(path).isDirectory()) {
      return [false, `${shown(path)} is not a folder`];
    }
    const files = readdirSync(path, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    return [files.length > 0, `${path}: ${files.length} file(s)`];
  },

  'agent-status': () => {
    const status = input('AGENT_STATUS');
    return [status === 'completed', `${shown(status)} (expected "completed")`];
  },

  'pr-link': () => {
    const link = input('PR_LINK');
    return [link === EXPECTED_PR_LINK, `${shown(link)} (expected ${shown(EXPECTED_PR_LINK)})`];
  },
};

const failed = [];
for (const [name, check] of Object.entries(checks)) {
  let ok;
  let seen;
  try {
    [ok, seen] = await check();
  } catch (err) {
    [ok, seen] = [false, `could not be checked: ${err instanceof Error ? err.message : String(err)}`];
  }
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${seen}`);
  if (!ok) failed.push(name);
}

if (failed.length > 0) {
  console.log(`::error title=Action outputs::${failed.length} check(s) failed: ${failed.join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`All ${Object.keys(checks).length} checks passed.`);
}
