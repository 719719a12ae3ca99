// A loopback fake of the Actions cache service (the v1 REST protocol @actions/cache speaks when
// ACTIONS_CACHE_URL is set): look up, reserve, upload in chunks, commit, and download archives.
import { createServer } from 'node:http';

export async function startCacheFake() {
  let nextId = 1;
  const fake = {
    url: '',
    /** @type {Map<number, { key: string, version: string, chunks: Array<{ start: number, data: Buffer }>, committed: boolean }>} */
    entries: new Map(),
    /** @type {Array<{ method?: string, path: string }>} */
    requests: [],
    env() {
      return { ACTIONS_CACHE_URL: `${fake.url}/`, ACTIONS_RUNTIME_TOKEN: 'fake-runtime-token' };
    },
    async close() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const archive = (entry) => {
    const size = entry.chunks.reduce((n, c) => Math.max(n, c.start + c.data.length), 0);
    const out = Buffer.alloc(size);
    for (const c of entry.chunks) c.data.copy(out, c.start);
    return out;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://cache.local');
    fake.requests.push({ method: req.method, path: url.pathname + url.search });
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks);
    const json = (status, value) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(value === undefined ? '' : JSON.stringify(value));
    };
    const id = Number(/^\/_apis\/artifactcache\/caches\/(\d+)$/.exec(url.pathname)?.[1]);

    if (req.method === 'GET' && url.pathname === '/_apis/artifactcache/cache') {
      // The first key must match exactly; the others (restore keys) match as prefixes, newest first.
      const keys = (url.searchParams.get('keys') ?? '').split(',');
      const version = url.searchParams.get('version');
      for (const [i, key] of keys.entries()) {
        const hit = [...fake.entries.entries()]
          .reverse()
          .find(
            ([, e]) =>
              e.committed && e.version === version && (i === 0 ? e.key === key : e.key.startsWith(key)),
          );
        if (hit) {
          return json(200, {
            cacheKey: hit[1].key,
            scope: 'refs/heads/main',
            creationTime: new Date().toISOString(),
            archiveLocation: `${fake.url}/_archives/${hit[0]}`,
          });
        }
      }
      return json(204);
    }
    if (req.method === 'POST' && url.pathname === '/_apis/artifactcache/caches') {
      const { key, version } = JSON.parse(body.toString('utf8'));
      if ([...fake.entries.values()].some((e) => e.key === key && e.version === version)) {
        return json(409, { message: `Cache already exists for key ${key}` });
      }
      const cacheId = nextId++;
      fake.entries.set(cacheId, { key, version, chunks: [], committed: false });
      return json(201, { cacheId });
    }
    if (req.method === 'PATCH' && fake.entries.has(id)) {
      const start = Number(/^bytes (\d+)-/.exec(req.headers['content-range'] ?? '')?.[1] ?? 0);
      fake.entries.get(id).chunks.push({ start, data: body });
      return json(204);
    }
    if (req.method === 'POST' && fake.entries.has(id)) {
      fake.entries.get(id).committed = true;
      return json(204);
    }
    const archiveId = Number(/^\/_archives\/(\d+)$/.exec(url.pathname)?.[1]);
    if (req.method === 'GET' && fake.entries.has(archiveId)) {
      const data = archive(fake.entries.get(archiveId));
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': data.length });
      return res.end(data);
    }
    return json(404, { message: 'Not found' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  fake.url = `http://127.0.0.1:${server.address().port}`;
  return fake;
}
