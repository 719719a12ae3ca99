import { createCommentsPort } from '../src/adapters/github-comments.js';
import type { CommentsPort } from '../src/github/comments-port.js';
import { commentOnPullRequest } from '../src/github/sticky-comment.js';
import { startGitHubFake, type GitHubFake } from '../simulator/github-fake.mjs';
import { MemoryLogger, startProxy } from './helpers.js';

let gh: GitHubFake;
afterEach(async () => {
  await gh?.close();
});

const MARKER = '<!-- docs-agent-job proj/agt_1 -->';
const body = (text: string) => `${MARKER}\n### ${text}\n`;

function port(
  fake: GitHubFake,
  token = fake.token,
  proxyEnv: Record<string, string> = {},
  apiUrl = fake.url,
  deadline = Date.now() + 60_000,
  retries = 0,
): CommentsPort {
  return createCommentsPort({
    proxyEnv,
    token,
    apiUrl,
    deadline,
    owner: fake.owner,
    repo: fake.repo,
    log: new MemoryLogger(),
    userAgent: 'test',
    requestTimeoutMs: 5000,
    retries,
  });
}

const post = (
  fake: GitHubFake,
  text: string,
  o: { pr?: number | null; opened?: { count: number }; token?: string } = {},
) =>
  commentOnPullRequest({
    enabled: true,
    target: o.pr === null ? undefined : { number: o.pr ?? 5, source: 'event' },
    token: o.token ?? fake.token,
    marker: MARKER,
    body: body(text),
    openPort: async () => {
      if (o.opened) o.opened.count += 1;
      return port(fake, o.token);
    },
  });

/** Posts with the stage's deadline at `deadline`. */
const postBefore = (fake: GitHubFake, deadline: number) =>
  commentOnPullRequest({
    enabled: true,
    target: { number: 5, source: 'event' },
    token: fake.token,
    marker: MARKER,
    body: body('x'),
    openPort: async () => port(fake, fake.token, {}, fake.url, deadline),
  });

const writes = (fake: GitHubFake) => fake.requests.filter((r) => r.method !== 'GET');

describe('sticky comment against the GitHub fake', () => {
  it('creates the comment, then updates it in place on a re-run', async () => {
    gh = await startGitHubFake();
    gh.seed(5, 3);
    const first = await post(gh, 'active');
    expect(first).toMatchObject({ kind: 'posted', action: 'created', prNumber: 5 });
    const second = await post(gh, 'completed');
    expect(second).toMatchObject({ kind: 'posted', action: 'updated' });
    if (first.kind !== 'posted' || second.kind !== 'posted') throw new Error('not posted');
    expect(second.url).toBe(first.url);
    const ours = gh.comments.get(5)?.filter((c) => c.body.startsWith(MARKER));
    expect(ours).toHaveLength(1);
    expect(ours?.[0]?.body).toBe(body('completed'));
    expect(gh.requests[0]?.headers.authorization).toBe(`token ${gh.token}`);
  });

  it('makes no write when the body is unchanged', async () => {
    gh = await startGitHubFake();
    await post(gh, 'completed');
    const before = writes(gh).length;
    expect(await post(gh, 'completed')).toMatchObject({ kind: 'posted', action: 'unchanged' });
    expect(writes(gh)).toHaveLength(before);
  });

  it('finds its comment past the first 100 comments', async () => {
    gh = await startGitHubFake();
    gh.seed(5, 130);
    await post(gh, 'active');
    gh.seed(5, 20);
    expect(await post(gh, 'completed')).toMatchObject({ action: 'updated' });
    expect(gh.comments.get(5)?.filter((c) => c.body.startsWith(MARKER))).toHaveLength(1);
    expect(gh.requests.some((r) => r.method === 'GET' && r.path.includes('page=2'))).toBe(true);
  });

  it('ignores a comment that only quotes the marker later in its body', async () => {
    gh = await startGitHubFake();
    gh.seed(5, 1, () => `Look at this: ${MARKER}`);
    expect(await post(gh, 'active')).toMatchObject({ action: 'created' });
  });

  it('reports a read-only token (fork, Dependabot) as forbidden, not as a failure', async () => {
    gh = await startGitHubFake({ forbidden: true });
    const result = await post(gh, 'completed');
    expect(result.kind).toBe('forbidden');
    if (result.kind !== 'forbidden') throw new Error('expected forbidden');
    expect(result.reason).toContain('HTTP 403: Resource not accessible by integration');
    expect(result.reason).toContain('pull-requests: write');
    expect(result.reason).toContain('forks');
  });

  it('makes no GitHub call at all without a pull request', async () => {
    gh = await startGitHubFake();
    const opened = { count: 0 };
    const result = await post(gh, 'completed', { pr: null, opened });
    expect(result).toMatchObject({ kind: 'skipped' });
    expect(opened.count).toBe(0);
    expect(gh.requests).toHaveLength(0);
  });

  it('makes no GitHub call when commenting is off', async () => {
    gh = await startGitHubFake();
    const result = await commentOnPullRequest({
      enabled: false,
      target: { number: 5, source: 'event' },
      token: gh.token,
      marker: MARKER,
      body: body('x'),
      openPort: async () => port(gh),
    });
    expect(result).toEqual({ kind: 'skipped', reason: 'commenting is turned off (comment: false)' });
    expect(gh.requests).toHaveLength(0);
  });

  it('reports other GitHub errors as failures', async () => {
    gh = await startGitHubFake();
    const result = await post(gh, 'completed', { token: 'ghs_revoked' });
    expect(result.kind).toBe('failed');
    if (result.kind !== 'failed') throw new Error('expected failed');
    expect(result.reason).toContain('Could not comment on pull request #5: Bad credentials');
  });

  it('goes through HTTP_PROXY like the rest of the action', async () => {
    gh = await startGitHubFake();
    const proxy = await startProxy();
    try {
      const result = await commentOnPullRequest({
        enabled: true,
        target: { number: 5, source: 'event' },
        token: gh.token,
        marker: MARKER,
        body: body('via proxy'),
        // github.test is served from 127.0.0.1 by the proxy; loopback itself is never proxied.
        openPort: async () =>
          port(gh, gh.token, { HTTP_PROXY: proxy.url }, gh.url.replace('127.0.0.1', 'github.test')),
      });
      expect(result).toMatchObject({ kind: 'posted', action: 'created' });
      // Who am I (GET /user), the comments, then the new comment.
      expect(proxy.seen.map((r) => r.method)).toEqual(['GET', 'GET', 'POST']);
      expect(proxy.seen[1]?.url).toMatch(
        /^http:\/\/github\.test:\d+\/repos\/acme\/docs\/issues\/5\/comments/,
      );
    } finally {
      await proxy.close();
    }
  });

  it('never edits a comment someone else wrote, even with the marker planted in it', async () => {
    gh = await startGitHubFake();
    gh.seed(5, 1, () => `${MARKER}\nplanted by someone else`, 'mallory');
    const result = await post(gh, 'completed');
    expect(result).toMatchObject({ kind: 'posted', action: 'created' });
    const comments = gh.comments.get(5) ?? [];
    expect(comments.map((c) => [c.user.login, c.body.split('\n')[1]])).toEqual([
      ['mallory', 'planted by someone else'],
      ['github-actions[bot]', '### completed'],
    ]);
    expect(await post(gh, 'again')).toMatchObject({ action: 'updated' });
    expect(gh.comments.get(5)?.[0]?.body).toContain('planted by someone else');
  });

  it("with a user's token, edits that user's own comment", async () => {
    gh = await startGitHubFake({ token: 'ghp_personal_token_1234', tokenUser: 'docs-bot' });
    gh.seed(5, 1, () => `${MARKER}\nby the github-actions bot`, 'github-actions[bot]');
    expect(await post(gh, 'first')).toMatchObject({ action: 'created' });
    expect(await post(gh, 'second')).toMatchObject({ action: 'updated' });
    expect(gh.comments.get(5)?.map((c) => c.user.login)).toEqual(['github-actions[bot]', 'docs-bot']);
  });

  it.each([
    ['primary', { kind: 'primary', resetInSeconds: 3600 }],
    ['secondary', { kind: 'secondary', retryAfterSeconds: 86_400 }],
  ] as const)(
    'does not wait for a GitHub %s rate limit that lifts after the deadline, and says when it lifts',
    async (kind, rateLimit) => {
      gh = await startGitHubFake({ rateLimit });
      const started = Date.now();
      const result = await postBefore(gh, Date.now() + 5000);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(result.kind).toBe('rate-limited');
      if (result.kind !== 'rate-limited') throw new Error('expected rate-limited');
      expect(result.reason).toMatch(
        new RegExp(
          `^GitHub's ${kind} rate limit was hit and lifts at \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ, after this step's deadline`,
        ),
      );
    },
  );

  it("edits nothing when the token's identity cannot be known: it creates a comment", async () => {
    gh = await startGitHubFake({ userFails: true });
    gh.seed(5, 1, () => `${MARKER}\nplanted, posing as the bot`, 'github-actions[bot]');
    expect(await post(gh, 'completed')).toMatchObject({ kind: 'posted', action: 'created' });
    expect(gh.comments.get(5)?.[0]?.body).toContain('planted, posing as the bot');
    expect(gh.requests.filter((r) => r.path.includes('/comments') && r.method === 'GET')).toEqual([]);
  });

  it('never follows a page link to another address, so the token stays with GitHub', async () => {
    const elsewhere = await startGitHubFake();
    gh = await startGitHubFake({ nextLinkOrigin: elsewhere.url });
    gh.seed(5, 150);
    try {
      // With retries allowed: the refusal is not a failure Octokit's retry plugin repeats (its waits, 0.5 + 2
      // + 4.5 s, would outlast this test).
      const result = await commentOnPullRequest({
        enabled: true,
        target: { number: 5, source: 'event' },
        token: gh.token,
        marker: MARKER,
        body: body('completed'),
        openPort: async () => port(gh, gh.token, {}, gh.url, Date.now() + 60_000, 3),
      });
      expect(result).toMatchObject({ kind: 'failed' });
      if (result.kind !== 'failed') throw new Error('expected failed');
      expect(result.reason).toContain('GitHub answered with a link to another address');
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
    // The retry plugin's waits would take 7 s: the test's own limit says they are not taken.
  }, 3000);

  it('ends the search at its deadline, and reads a bounded number of pages', async () => {
    gh = await startGitHubFake({ endlessPages: true, delayMs: 100 });
    const slow = await postBefore(gh, Date.now() + 300);
    expect(slow).toMatchObject({ kind: 'failed' });
    if (slow.kind !== 'failed') throw new Error('expected failed');
    expect(slow.reason).toContain("the agent stage's deadline passed");
    expect(gh.requests.length).toBeLessThan(10);
    await gh.close();
    gh = await startGitHubFake({ endlessPages: true });
    expect(await post(gh, 'completed')).toMatchObject({ kind: 'posted', action: 'created' });
    expect(gh.requests.filter((r) => r.path.includes('/comments') && r.method === 'GET')).toHaveLength(30);
  });
});
