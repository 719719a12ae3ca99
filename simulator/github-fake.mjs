// A loopback fake of the GitHub REST endpoints the sticky comment uses: list issue comments (paginated with
// Link headers), create and update a comment, and a mode in which the token may not write (as for forks).
import { createServer } from 'node:http';

/**
 * @param {{ token?: string, forbidden?: boolean, owner?: string, repo?: string, tokenUser?: string,
 *   rateLimit?: { kind: 'primary', resetInSeconds: number } | { kind: 'secondary', retryAfterSeconds: number } }} [options]
 *   tokenUser: the token is a user's (GET /user answers it, and comments are authored by it); without it the
 *   token is an installation's, as the workflow's GITHUB_TOKEN: GET /user is refused and comments are authored
 *   by github-actions[bot]. rateLimit: every request is refused by that rate limit.
 *   userFails: GET /user answers 502 (the token's identity cannot be known). endlessPages: every page of
 *   comments links a next one. nextLinkOrigin: page links point to that origin instead. delayMs: every answer
 *   comes that late.
 */
/** Every fake this process started: the tests check all comments posted for secrets. */
export const startedFakes = [];

export async function startGitHubFake(options = {}) {
  const token = options.token ?? 'ghs_fake_installation_token';
  const owner = options.owner ?? 'acme';
  const repo = options.repo ?? 'docs';
  let nextId = 1000;
  const fake = {
    url: '',
    token,
    owner,
    repo,
    forbidden: options.forbidden ?? false,
    rateLimit: options.rateLimit,
    /** @type {Map<number, Array<{ id: number, body: string, html_url: string, user: { login: string, type: string } }>>} */
    comments: new Map(),
    /** @type {Array<{ method?: string, path: string, headers: import('node:http').IncomingHttpHeaders }>} */
    requests: [],
    /** Adds `count` comments by other people (or by `login`) to a pull request. */
    seed(pr, count, body = (i) => `Comment ${i}`, login = 'someone') {
      for (let i = 0; i < count; i++) add(pr, body(i), login);
    },
    async close() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  function add(pr, body, login) {
    const id = nextId++;
    const comment = {
      id,
      body,
      html_url: `https://github.com/${owner}/${repo}/pull/${pr}#issuecomment-${id}`,
      user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
    };
    if (!fake.comments.has(pr)) fake.comments.set(pr, []);
    fake.comments.get(pr).push(comment);
    return comment;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://github.local');
    fake.requests.push({ method: req.method, path: url.pathname + url.search, headers: req.headers });
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const send = (status, value, headers = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(value));
    };
    if (req.headers.authorization !== `token ${token}` && req.headers.authorization !== `Bearer ${token}`) {
      return send(401, { message: 'Bad credentials' });
    }
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs).unref());
    const limit = fake.rateLimit;
    if (limit?.kind === 'primary') {
      const reset = Math.floor(Date.now() / 1000) + limit.resetInSeconds;
      return send(
        403,
        { message: 'API rate limit exceeded for installation.' },
        { 'x-ratelimit-limit': '5000', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      );
    }
    if (limit?.kind === 'secondary') {
      return send(
        403,
        {
          message:
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        },
        { 'retry-after': String(limit.retryAfterSeconds) },
      );
    }
    if (url.pathname === '/user' && req.method === 'GET') {
      if (options.userFails) return send(502, { message: 'Bad gateway' });
      if (!options.tokenUser) return send(403, { message: 'Resource not accessible by integration' });
      return send(200, { login: options.tokenUser, type: 'User' });
    }
    const base = `/repos/${owner}/${repo}/issues`;
    const list = new RegExp(`^${base}/(\\d+)/comments$`).exec(url.pathname);
    const one = new RegExp(`^${base}/comments/(\\d+)$`).exec(url.pathname);
    const forbidden = () =>
      send(403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest/issues/comments',
        status: '403',
      });

    if (list && req.method === 'GET') {
      const all = fake.comments.get(Number(list[1])) ?? [];
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100);
      const page = Number(url.searchParams.get('page') ?? 1);
      const last = options.endlessPages ? page + 1 : Math.max(1, Math.ceil(all.length / perPage));
      const origin = options.nextLinkOrigin ?? `http://${req.headers.host}`;
      const link = (p) => `<${origin}${url.pathname}?per_page=${perPage}&page=${p}>`;
      const links = [];
      if (page < last) links.push(`${link(page + 1)}; rel="next"`, `${link(last)}; rel="last"`);
      if (page > 1) links.push(`${link(1)}; rel="first"`, `${link(page - 1)}; rel="prev"`);
      return send(
        200,
        all.slice((page - 1) * perPage, page * perPage),
        links.length ? { link: links.join(', ') } : {},
      );
    }
    if (list && req.method === 'POST') {
      if (fake.forbidden) return forbidden();
      const { body } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      return send(201, add(Number(list[1]), body, options.tokenUser ?? 'github-actions[bot]'));
    }
    if (one && req.method === 'PATCH') {
      if (fake.forbidden) return forbidden();
      const id = Number(one[1]);
      const comment = [...fake.comments.values()].flat().find((c) => c.id === id);
      if (!comment) return send(404, { message: 'Not Found' });
      comment.body = JSON.parse(Buffer.concat(chunks).toString('utf8')).body;
      return send(200, comment);
    }
    return send(404, { message: 'Not Found' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  startedFakes.push(fake);
  fake.url = `http://127.0.0.1:${server.address().port}`;
  return fake;
}
