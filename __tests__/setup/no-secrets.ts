// Suite-wide: after every test, whatever the action runs of that test left for people to read (stdout and
// stderr, the step summary, every output but bundle-url, the files it wrote, the comments it posted) holds
// none of the secrets those runs had: the admin key, the GitHub token, proxy credentials, link signatures —
// neither as written nor Markdown-escaped, nor any 16-character piece of them. The one expected sight of them
// is the `::add-mask::` command, which the runner consumes and never shows.
import { finishedRuns, type FinishedRun } from '../../scripts/run-action.mjs';
import { startedFakes } from '../../simulator/github-fake.mjs';

let runsChecked = 0;
let commentsChecked = new Map<unknown, number>();

/** The secrets a run had: its key and token, its proxies' passwords, its links' signatures. */
function secretsOf(run: FinishedRun): { secrets: string[]; links: string[] } {
  const secrets = [run.inputs['api-key'], run.inputs['github-token'], run.env['INPUT_GITHUB-TOKEN']];
  for (const [name, value] of Object.entries(run.env)) {
    const password = /_proxy$/i.test(name) ? /\/\/[^:/@]*:([^@/]+)@/.exec(value)?.[1] : undefined;
    if (password) secrets.push(password, decodeURIComponent(password));
  }
  const links: string[] = [];
  for (const url of [run.outputs['bundle-url']]) {
    if (!url) continue;
    for (const value of new URL(url).searchParams.values()) if (value.length >= 16) links.push(value);
  }
  return {
    secrets: secrets.filter((s): s is string => typeof s === 'string' && s.trim().length >= 8),
    links,
  };
}

/** The forms a secret could be seen in: as is, Markdown-escaped, and every 16-character piece of it. */
function forms(secret: string): string[] {
  const escaped = secret.replace(/[\\`*_{}[\]()#!|<>~$+\-.]/g, (c) => `\\${c}`);
  const pieces = [];
  for (let i = 0; i + 16 <= secret.length; i++) pieces.push(secret.slice(i, i + 16));
  return [secret, escaped, ...pieces];
}

function expectAbsent(where: string, text: string, secrets: string[]): void {
  for (const secret of secrets) {
    for (const form of forms(secret)) {
      if (text.includes(form)) {
        throw new Error(
          `A secret (${JSON.stringify(form.slice(0, 4))}…) reached ${where}:\n${text.slice(0, 2000)}`,
        );
      }
    }
  }
}

afterEach(() => {
  const runs = finishedRuns.slice(runsChecked);
  runsChecked = finishedRuns.length;
  const all: string[] = [];
  for (const run of runs) {
    const { secrets, links } = secretsOf(run);
    all.push(...secrets, ...links);
    const stdout = run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    const everySecret = [...secrets, ...links];
    expectAbsent('stdout', stdout, everySecret);
    expectAbsent('stderr', run.stderr, everySecret);
    expectAbsent('the step summary', run.summary, everySecret);
    for (const [name, value] of Object.entries(run.outputs)) {
      expectAbsent(`output ${name}`, value, name === 'bundle-url' ? secrets : everySecret);
    }
    // The chart values carry the link (that is what they are for): only the other secrets are looked for.
    for (const [path, text] of Object.entries(run.files)) expectAbsent(path, text, secrets);
  }
  for (const fake of startedFakes) {
    const bodies = [...fake.comments.values()].flat().map((c) => c.body);
    const seen = commentsChecked.get(fake) ?? 0;
    for (const body of bodies.slice(seen)) expectAbsent('a comment', body, all);
    commentsChecked.set(fake, bodies.length);
  }
});

afterAll(() => {
  commentsChecked = new Map();
});
