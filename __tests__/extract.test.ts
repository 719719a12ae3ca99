import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectArchive, entryProblem } from '../src/bundle/archive-policy.js';
import { UnsafeArchiveError, extractArchive } from '../src/bundle/extract.js';
import { makeTar, makeTarGz, makeZip, sampleSiteEntries, type Entry } from '../simulator/archive.mjs';

let work: string;
let out: string;
let outside: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'extract-test-'));
  outside = join(work, 'outside');
  out = join(work, 'site');
  mkdirSync(outside);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const write = (name: string, data: Buffer): string => {
  const path = join(work, name);
  writeFileSync(path, data);
  return path;
};
const listAll = (dir: string): string[] =>
  existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]).sort() : [];

const formats: Array<[string, (e: Entry[]) => Buffer]> = [
  ['zip', makeZip],
  ['tar.gz', makeTarGz],
  ['tar', makeTar],
];

describe('extractArchive', () => {
  it.each(formats)('extracts a %s bundle', async (kind, make) => {
    const result = await extractArchive(write('b', make(sampleSiteEntries())), out);
    expect(result).toMatchObject({ kind, files: 3 });
    expect(listAll(out)).toEqual([
      'assets',
      'assets/site.css',
      'guides',
      'guides/getting-started.html',
      'index.html',
    ]);
    expect(readFileSync(join(out, 'assets/site.css'), 'utf8')).toBe('body{font-family:sans-serif}');
  });

  it.each(formats)('keeps a %s symlink that points inside', async (_kind, make) => {
    const entries: Entry[] = [...sampleSiteEntries(), { name: 'latest', type: 'symlink', target: 'guides' }];
    await extractArchive(write('b', make(entries)), out);
    expect(lstatSync(join(out, 'latest')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(out, 'latest'))).toBe('guides');
  });

  it('extracts deflated zip entries', async () => {
    const data = 'x'.repeat(100_000);
    await extractArchive(write('b', makeZip([{ name: 'a.txt', data, compress: true }])), out);
    expect(readFileSync(join(out, 'a.txt'), 'utf8')).toBe(data);
  });

  const hostile: Array<[string, Entry[], RegExp]> = [
    [
      'zip-slip ../',
      [
        { name: 'ok.html', data: 'ok' },
        { name: '../outside/evil.txt', data: 'x' },
      ],
      /contains a "\.\." segment/,
    ],
    ['a nested ..', [{ name: 'a/../../outside/evil.txt', data: 'x' }], /contains a "\.\." segment/],
    ['an absolute path', [{ name: '/tmp/evil-absolute.txt', data: 'x' }], /is an absolute path/],
    ['a symlink out', [{ name: 'link', type: 'symlink', target: '../outside' }], /link that points outside/],
    ['an absolute symlink', [{ name: 'link', type: 'symlink', target: '/etc' }], /link to an absolute/],
    [
      'a deep symlink out',
      [{ name: 'a/b/link', type: 'symlink', target: '../../../outside/x' }],
      /points outside/,
    ],
  ];

  it.each(
    formats.flatMap(([kind, make]) =>
      hostile.map(([what, entries, why]) => [kind, what, make, entries, why] as const),
    ),
  )('refuses a %s archive with %s, writing nothing', async (_kind, _what, make, entries, why) => {
    const err = await extractArchive(write('b', make(entries)), out).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnsafeArchiveError);
    expect((err as Error).message).toMatch(why);
    expect(listAll(outside)).toEqual([]);
    expect(listAll(out)).toEqual([]);
    expect(existsSync('/tmp/evil-absolute.txt')).toBe(false);
  });

  it('refuses a tar hard link that points outside', async () => {
    const tar = makeTar([{ name: 'hard', type: 'link', target: '../outside/secret' }]);
    await expect(extractArchive(write('b', tar), out)).rejects.toThrow(/link that points outside/);
    expect(listAll(outside)).toEqual([]);
  });

  it('refuses special files', async () => {
    await expect(extractArchive(write('b', makeTar([{ name: 'pipe', type: 'fifo' }])), out)).rejects.toThrow(
      /device, FIFO or other special file/,
    );
  });

  it.each([
    ['zip', makeZip([{ name: 'zeros.bin', data: Buffer.alloc(8 * 1024 * 1024), compress: true }])],
    ['tar.gz', makeTarGz([{ name: 'zeros.bin', data: Buffer.alloc(8 * 1024 * 1024) }])],
  ])('refuses a %s bomb past the size limit before writing it', async (_kind, archive) => {
    expect(archive.length).toBeLessThan(64 * 1024);
    await expect(
      extractArchive(write('b', archive), out, { maxEntries: 1000, maxBytes: 1024 * 1024 }),
    ).rejects.toThrow(/expands to more than 1048576 bytes/);
    expect(listAll(out)).toEqual([]);
  });

  it.each(formats)('refuses a %s archive with too many entries', async (_kind, make) => {
    const entries = Array.from({ length: 50 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }));
    await expect(
      extractArchive(write('b', make(entries)), out, { maxEntries: 20, maxBytes: 1e9 }),
    ).rejects.toThrow(/more than 20 entries/);
    expect(listAll(out)).toEqual([]);
  });

  it('refuses what is not an archive', async () => {
    await expect(extractArchive(write('b', Buffer.from('<html>not an archive</html>')), out)).rejects.toThrow(
      /not a zip, tar or gzip’d tar/,
    );
  });
});

describe('archive safety rules', () => {
  it('detects the archive type by its first bytes', () => {
    expect(detectArchive(makeZip([{ name: 'a', data: 'b' }]))).toBe('zip');
    expect(detectArchive(makeTarGz([{ name: 'a', data: 'b' }]))).toBe('tar.gz');
    expect(detectArchive(makeTar([{ name: 'a', data: 'b' }]))).toBe('tar');
    expect(detectArchive(Buffer.from('hello'))).toBeUndefined();
  });

  it.each([
    ['a/b.html', 'file', undefined, undefined],
    ['a/..b/c', 'file', undefined, undefined],
    ['C:\\evil', 'file', undefined, 'is an absolute path'],
    ['a\\..\\..\\evil', 'file', undefined, 'contains a ".." segment'],
    ['a/link', 'symlink', '../b', undefined],
    ['a/link', 'symlink', '../../b', 'points outside'],
    ['hard', 'hardlink', 'a/b', undefined],
  ] as const)('judges %p (%s → %p)', (name, kind, target, problem) => {
    const found = entryProblem(name, kind, target);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });
});
