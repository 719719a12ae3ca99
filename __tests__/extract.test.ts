import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import {
  DEFAULT_EXTRACT_LIMITS,
  detectArchive,
  entryProblem,
  type ExtractLimits,
} from '../src/bundle/archive-policy.js';
import {
  UnsafeArchiveError,
  extractArchive,
  openExtraction,
  type ExtractOptions,
} from '../src/bundle/extract.js';
import { CleanupList } from '../src/primitives/cleanups.js';
import { checkExtractPath } from '../src/bundle/destination.js';
import { makeTar, makeTarGz, makeZip, sampleSiteEntries, type Entry } from '../simulator/archive.mjs';

let sandbox: string;
let bundles: string;
let work: string;
let out: string;
let outside: string;
beforeEach(() => {
  sandbox = realpathSync.native(mkdtempSync(join(tmpdir(), 'extract-test-')));
  bundles = mkdtempSync(join(tmpdir(), 'extract-bundles-'));
  outside = join(sandbox, 'outside');
  work = join(sandbox, 'work');
  out = join(work, 'site');
  mkdirSync(join(outside, 'dir'), { recursive: true });
  writeFileSync(join(outside, 'secret'), 'do not touch');
  mkdirSync(work);
});
afterEach(() => {
  rmSync(sandbox, { recursive: true, force: true });
  rmSync(bundles, { recursive: true, force: true });
});

const archiveAt = (data: Buffer): string => {
  const path = join(bundles, `bundle-${Math.random().toString(16).slice(2)}`);
  writeFileSync(path, data);
  return path;
};
const extract = (data: Buffer, limits?: ExtractLimits, options?: ExtractOptions) =>
  extractArchive(archiveAt(data), out, limits, options);

/** Everything under `dir`, never following a link: type, and content or link target. */
function snapshot(dir: string, skip?: string): Map<string, string> {
  const seen = new Map<string, string>();
  const walk = (at: string): void => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (path === skip) continue;
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) seen.set(path, `link ${readlinkSync(path)}`);
      else if (stat.isDirectory()) {
        seen.set(path, 'folder');
        walk(path);
      } else {
        seen.set(path, `file ${createHash('sha256').update(readFileSync(path)).digest('hex')}`);
      }
    }
  };
  walk(dir);
  return seen;
}
const listAll = (dir: string): string[] =>
  existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]).sort() : [];

/** Every path under `dir` is a real file or folder whose kernel-resolved path lies inside `dir`. */
function expectConfined(dir: string): void {
  const root = realpathSync.native(dir);
  for (const name of listAll(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    expect(stat.isFile() || stat.isDirectory()).toBe(true);
    expect(realpathSync.native(path).startsWith(root + sep)).toBe(true);
  }
}

const formats: Array<[string, (e: Entry[]) => Buffer]> = [
  ['zip', makeZip],
  ['tar.gz', makeTarGz],
  ['tar', makeTar],
];
const linkFormats = formats.filter(([kind]) => kind !== 'tar');

describe('extractArchive', () => {
  it.each(formats)('extracts a %s bundle', async (kind, make) => {
    const result = await extract(make(sampleSiteEntries()));
    expect(result).toMatchObject({ kind, files: 3, folders: 2, replaced: false });
    expect(listAll(out)).toEqual([
      'assets',
      'assets/site.css',
      'guides',
      'guides/getting-started.html',
      'index.html',
    ]);
    expect(readFileSync(join(out, 'assets/site.css'), 'utf8')).toBe('body{font-family:sans-serif}');
    expect(lstatSync(join(out, 'index.html')).mode & 0o777).toBe(0o644);
    expectConfined(out);
  });

  it('extracts deflated zip entries, small and streamed', async () => {
    const small = 'x'.repeat(100_000);
    const large = Buffer.alloc(3 * 1024 * 1024, 'abcdefgh');
    await extract(
      makeZip([
        { name: 'a.txt', data: small, compress: true },
        { name: 'big/b.bin', data: large, compress: true },
      ]),
    );
    expect(readFileSync(join(out, 'a.txt'), 'utf8')).toBe(small);
    expect(readFileSync(join(out, 'big/b.bin')).equals(large)).toBe(true);
  });

  it.each(formats)('keeps names in UTF-8 and accepts ./ prefixes (%s)', async (_kind, make) => {
    await extract(
      make([
        { name: './café/ñ.html', data: 'x' },
        { name: './', type: 'dir' },
      ]),
    );
    expect(readFileSync(join(out, 'café', 'ñ.html'), 'utf8')).toBe('x');
  });

  // d -> . ; e -> d/.. ; p -> d/d/d/d/d/d/../../../../../../etc/passwd: as text, each stays inside; on disk,
  // e is the parent of the destination and p is /etc/passwd. A later file is written through e.
  const linkTrick: Entry[] = [
    { name: 'index.html', data: 'ok' },
    { name: 'd', type: 'symlink', target: '.' },
    { name: 'e', type: 'symlink', target: 'd/..' },
    { name: 'p', type: 'symlink', target: 'd/d/d/d/d/d/../../../../../../etc/passwd' },
    { name: 'e/escaped.txt', data: 'written outside' },
  ];

  it.each(linkFormats)(
    'refuses links that read as inside but lead outside (%s), naming the first',
    async (_kind, make) => {
      const before = snapshot(sandbox);
      const passwd = readFileSync('/etc/passwd', 'utf8');
      const err = await extract(make(linkTrick)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(UnsafeArchiveError);
      expect((err as Error).message).toBe(
        'Refusing to extract the bundle: "d" is a symbolic link; a static export holds only files and folders',
      );
      expect(snapshot(sandbox)).toEqual(before);
      expect(existsSync(out)).toBe(false);
      expect(readFileSync('/etc/passwd', 'utf8')).toBe(passwd);
    },
  );

  it.each(formats)('refuses even a link that points inside (%s)', async (_kind, make) => {
    const entries: Entry[] = [...sampleSiteEntries(), { name: 'latest', type: 'symlink', target: 'guides' }];
    await expect(extract(make(entries))).rejects.toThrow(/"latest" is a symbolic link/);
    expect(existsSync(out)).toBe(false);
  });

  it.each<[string, Entry, RegExp]>([
    ['a hard link', { name: 'hard', type: 'link', target: 'index.html' }, /"hard" is a hard link/],
    ['a FIFO', { name: 'pipe', type: 'fifo' }, /"pipe" is a FIFO/],
    ['a character device', { name: 'tty', type: 'char' }, /"tty" is a device file/],
    ['a block device', { name: 'disk', type: 'block' }, /"disk" is a device file/],
  ])('refuses %s in a tar', async (_what, entry, why) => {
    await expect(extract(makeTarGz([{ name: 'index.html', data: 'ok' }, entry]))).rejects.toThrow(why);
    expect(existsSync(out)).toBe(false);
  });

  it.each<[string, Entry, RegExp]>([
    ['a FIFO', { name: 'pipe', type: 'fifo' }, /"pipe" is a FIFO/],
    ['a character device', { name: 'tty', type: 'char' }, /"tty" is a device file/],
  ])('refuses %s in a zip', async (_what, entry, why) => {
    await expect(extract(makeZip([{ name: 'index.html', data: 'ok' }, entry]))).rejects.toThrow(why);
  });

  const badNames: Array<[string, string, RegExp]> = [
    ['zip-slip ../', '../outside/evil.txt', /contains a "\.\." segment/],
    ['a nested ..', 'a/../../outside/evil.txt', /contains a "\.\." segment/],
    ['an absolute path', '/tmp/evil-absolute.txt', /is an absolute path/],
    ['a drive letter', 'C:/evil.txt', /starts with a drive letter/],
    ['a backslash', 'a\\..\\..\\evil.txt', /has a backslash/],
    ['a control character', 'a\u0007b.txt', /has a control character/],
    ['a name that names nothing', '././.', /names no file or folder/],
  ];
  it.each(
    formats.flatMap(([kind, make]) =>
      badNames.map(([what, name, why]) => [kind, what, make, name, why] as const),
    ),
  )('refuses a %s archive with %s, writing nothing', async (_kind, _what, make, name, why) => {
    const before = snapshot(sandbox);
    const err = await extract(
      make([
        { name: 'ok.html', data: 'ok' },
        { name, data: 'x' },
      ]),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnsafeArchiveError);
    expect((err as Error).message).toMatch(why);
    expect(snapshot(sandbox)).toEqual(before);
    expect(existsSync('/tmp/evil-absolute.txt')).toBe(false);
  });

  it('refuses a NUL in a zip entry name', async () => {
    await expect(extract(makeZip([{ name: 'a\u0000.html', data: 'x' }]))).rejects.toThrow(
      /has a control character/,
    );
  });

  it.each(formats)(
    'refuses names that differ only in case where the file system folds case (%s)',
    async (_kind, make) => {
      const files = make([
        { name: 'Index.html', data: 'a' },
        { name: 'index.html', data: 'b' },
      ]);
      await expect(extract(files, undefined, { foldCase: true })).rejects.toThrow(
        '"index.html" and "Index.html" differ only in case or Unicode form, and this file system does not tell them apart',
      );
      const folders = make([
        { name: 'Docs/a.html', data: 'a' },
        { name: 'docs/b.html', data: 'b' },
      ]);
      await expect(extract(folders, undefined, { foldCase: true })).rejects.toThrow(/differ only in case/);
      expect(existsSync(out)).toBe(false);
      // Where the file system tells them apart, both are kept.
      await extract(files, undefined, { foldCase: false });
      expect(listAll(out)).toEqual(['Index.html', 'index.html']);
    },
  );

  it.each(formats)('refuses a file given twice, or a file where a folder is (%s)', async (_kind, make) => {
    await expect(
      extract(
        make([
          { name: 'a.html', data: '1' },
          { name: 'a.html', data: '2' },
        ]),
      ),
    ).rejects.toThrow('"a.html" appears twice');
    await expect(
      extract(
        make([
          { name: 'a', data: '1' },
          { name: 'a/b.html', data: '2' },
        ]),
      ),
    ).rejects.toThrow(/"a\/b.html" needs a folder where "a" made a file/);
    expect(existsSync(out)).toBe(false);
  });

  it.each(formats)(
    'leaves extract-path exactly as it was when an archive is refused part-way (%s)',
    async (_kind, make) => {
      mkdirSync(join(out, 'old'), { recursive: true });
      writeFileSync(join(out, 'old', 'page.html'), 'old page');
      writeFileSync(join(out, 'index.html'), 'old index');
      const before = snapshot(sandbox);
      const entries: Entry[] = [
        ...Array.from({ length: 40 }, (_, i) => ({ name: `new/p${i}.html`, data: `page ${i}` })),
        { name: 'index.html', data: 'new index' },
        { name: 'late', type: 'fifo' },
      ];
      await expect(extract(make(entries))).rejects.toThrow(/"late" is a FIFO/);
      expect(snapshot(sandbox)).toEqual(before);
      expect(readdirSync(work)).toEqual(['site']);
    },
  );

  it.each(formats)(
    'replaces what extract-path held, without writing through the links in it (%s)',
    async (_kind, make) => {
      mkdirSync(out);
      writeFileSync(join(out, 'stale.html'), 'stale');
      symlinkSync(join(outside, 'secret'), join(out, 'index.html'));
      symlinkSync(join(outside, 'dir'), join(out, 'assets'));
      const outsideBefore = snapshot(outside);
      const result = await extract(make(sampleSiteEntries()));
      expect(result.replaced).toBe(true);
      expect(snapshot(outside)).toEqual(outsideBefore);
      expect(listAll(out)).toEqual([
        'assets',
        'assets/site.css',
        'guides',
        'guides/getting-started.html',
        'index.html',
      ]);
      expect(lstatSync(join(out, 'index.html')).isFile()).toBe(true);
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<h1>Docs</h1>');
      expectConfined(out);
      expect(readdirSync(work)).toEqual(['site']);
    },
  );

  const zeros = Buffer.alloc(64 * 1024 * 1024);
  it('refuses a gzip bomb after a few MB, naming the input that raises the limit', async () => {
    const bomb = gzipSync(makeTar([{ name: 'zeros.bin', data: zeros }]));
    expect(bomb.length).toBeLessThan(128 * 1024);
    const err = (await extract(bomb).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(UnsafeArchiveError);
    expect(err.message).toMatch(/unpacks to more than \d+ times its size/);
    expect(err.message).toContain('The limit is extract-max-ratio: 200; raise it');
    // Refused as soon as the ratio is judged: well before the 64 MiB were written.
    const unpackedMiB = Number(/\(([\d.]+) MiB from/.exec(err.message)?.[1]);
    expect(unpackedMiB).toBeLessThan(8);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(work)).toEqual([]);
  });

  it('refuses a zip bomb from its central directory, before writing anything', async () => {
    const bomb = makeZip([{ name: 'zeros.bin', data: zeros, compress: true }]);
    await expect(extract(bomb)).rejects.toThrow(/extract-max-ratio: 200/);
    expect(readdirSync(work)).toEqual([]);
  });

  it('refuses zip entries that overlap, as in a zip bomb', async () => {
    const zip = makeZip([
      { name: 'a.txt', data: 'aaaa' },
      { name: 'b.txt', data: 'bbbb' },
    ]);
    // Point the second central record at the first entry's local header.
    const second = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(0, second + 42);
    await expect(extract(zip)).rejects.toThrow(/"a.txt" overlaps "b.txt", as the entries of a zip bomb do/);
  });

  it.each(formats)(
    'refuses an archive past a limit, naming the limit and its input (%s)',
    async (_kind, make) => {
      const limits = (over: Partial<ExtractLimits>): ExtractLimits => ({
        ...DEFAULT_EXTRACT_LIMITS,
        ...over,
      });
      const many = Array.from({ length: 50 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }));
      await expect(extract(make(many), limits({ maxEntries: 20 }))).rejects.toThrow(
        'Refusing to extract the bundle: it holds more than 20 files and folders. The limit is extract-max-entries: 20; raise it if the bundle really is that large.',
      );
      const big = [{ name: 'big.bin', data: Buffer.alloc(300 * 1024, 1) }];
      await expect(extract(make(big), limits({ maxEntryBytes: 256 * 1024 }))).rejects.toThrow(
        '"big.bin" unpacks to 300 KiB, more than one file may. The limit is extract-max-entry-size: 256 KiB',
      );
      await expect(
        extract(make([...big, ...big.map((e) => ({ ...e, name: 'b2' }))]), limits({ maxBytes: 512 * 1024 })),
      ).rejects.toThrow('it unpacks to more than 512 KiB. The limit is extract-max-size: 512 KiB');
      expect(existsSync(out)).toBe(false);
    },
  );

  it('refuses what is not an archive, and damaged archives, leaving nothing behind', async () => {
    await expect(extract(Buffer.from('<html>not an archive</html>'))).rejects.toThrow(
      /not a zip, tar or gzip’d tar/,
    );
    const tgz = makeTarGz(sampleSiteEntries());
    await expect(extract(tgz.subarray(0, tgz.length - 40))).rejects.toThrow(/not a valid (gzip|tar)/);
    const zip = makeZip([{ name: 'a.txt', data: 'hello zip' }]);
    const first = 30 + 'a.txt'.length; // the first data byte: flipped, the CRC-32 no longer matches
    zip.writeUInt8(zip.readUInt8(first) ^ 0xff, first);
    await expect(extract(zip)).rejects.toThrow(/"a.txt" does not match its declared size or CRC-32/);
    expect(readdirSync(work)).toEqual([]);
  });

  it('refuses encrypted zip entries and unknown compression methods', async () => {
    const encrypted = makeZip([{ name: 'a.txt', data: 'x' }]);
    const record = encrypted.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(1, record + 8);
    await expect(extract(encrypted)).rejects.toThrow(/"a.txt" is encrypted/);
    const lzma = makeZip([{ name: 'a.txt', data: 'x' }]);
    lzma.writeUInt16LE(14, lzma.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 10);
    await expect(extract(lzma)).rejects.toThrow(/compressed with method 14/);
  });

  it('never touches anything outside the destination, whatever the archive (property)', async () => {
    const segment = fc.constantFrom(
      'a',
      'B',
      'b',
      'd',
      'e',
      '.',
      '..',
      '',
      'é',
      'C:',
      'x\\y',
      'x\u0001',
      'CON',
    );
    const name = fc
      .tuple(fc.boolean(), fc.array(segment, { minLength: 1, maxLength: 4 }))
      .map(([absolute, parts]) => (absolute ? '/' : '') + parts.join('/'));
    const entry = fc.record({
      name,
      type: fc.constantFrom<Entry['type']>('file', 'file', 'file', 'dir', 'symlink', 'link', 'fifo'),
      target: name,
      data: fc.string({ maxLength: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(0, 1, 2),
        async (entries, f) => {
          rmSync(out, { recursive: true, force: true });
          const before = snapshot(sandbox, out);
          const [, make] = formats[f] as [string, (e: Entry[]) => Buffer];
          const ok = await extract(make(entries as Entry[])).then(
            () => true,
            () => false,
          );
          expect(snapshot(sandbox, out)).toEqual(
            new Map([...before].filter(([path]) => !path.startsWith(join(sandbox, 'bundle-')))),
          );
          if (ok) expectConfined(out);
          else expect(existsSync(out)).toBe(false);
          expect(readdirSync(work).filter((n) => n !== 'site')).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** A copy of `tar` whose header at `at` is edited, with its checksum made good again. */
function editHeader(tar: Buffer, at: number, edit: (header: Buffer) => void): Buffer {
  const copy = Buffer.from(tar);
  const header = copy.subarray(at, at + 512);
  edit(header);
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return copy;
}

/** A copy of `zip` with its `index`th central directory record edited. */
function editCentralRecord(zip: Buffer, index: number, edit: (record: Buffer) => void): Buffer {
  const copy = Buffer.from(zip);
  let at = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  for (let i = 0; i < index; i++) at = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4);
  edit(copy.subarray(at));
  return copy;
}

describe('hostile archives', () => {
  const limits = (over: Partial<ExtractLimits>): ExtractLimits => ({ ...DEFAULT_EXTRACT_LIMITS, ...over });

  it.each(formats)(
    'counts the folders a name only implies against extract-max-entries (%s)',
    async (_k, make) => {
      // 10 files, and 40 folders no entry names.
      const deep = Array.from({ length: 10 }, (_, i) => ({ name: `${i}/a/b/c/page.html`, data: 'x' }));
      await expect(extract(make(deep), limits({ maxEntries: 30 }))).rejects.toThrow(
        'it holds more than 30 files and folders',
      );
      expect(existsSync(out)).toBe(false);
      await expect(extract(make(deep), limits({ maxEntries: 50 }))).resolves.toMatchObject({
        files: 10,
        folders: 40,
      });
    },
  );

  it('reads nothing past the end-of-archive marker, and inflates nothing past it', async () => {
    const tar = makeTar(sampleSiteEntries());
    // Inflated, 64 MiB of zeros after the marker would be refused as a compression bomb.
    const tgz = gzipSync(Buffer.concat([tar, Buffer.alloc(64 * 1024 * 1024)]));
    await expect(extract(tgz)).resolves.toMatchObject({ kind: 'tar.gz', files: 3 });
    rmSync(out, { recursive: true });
    const trailing = Buffer.concat([
      tar,
      Buffer.from('trailing bytes that are not a tar header'.repeat(100)),
    ]);
    await expect(extract(trailing)).resolves.toMatchObject({ kind: 'tar', files: 3 });
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('<h1>Docs</h1>');
  });

  it('refuses a tar cut short before its end-of-archive marker', async () => {
    const tar = makeTar(sampleSiteEntries());
    const cut = tar.subarray(0, tar.length - 1024);
    await expect(extract(cut)).rejects.toThrow(
      'The bundle is not a valid tar archive: it ends without its end-of-archive marker (it may be cut short)',
    );
    await expect(extract(gzipSync(cut))).rejects.toThrow(/ends without its end-of-archive marker/);
    expect(readdirSync(work)).toEqual([]);
  });

  it('refuses a compressed stream inside the gzip, or one dressed as a tar, instead of inflating it again', async () => {
    const tar = makeTar(sampleSiteEntries());
    await expect(extract(gzipSync(gzipSync(tar)))).rejects.toThrow(
      'The bundle is not a valid tar archive: it holds another compressed stream, not a tar',
    );
    const zstdLike = Buffer.alloc(2048);
    zstdLike.writeUInt32LE(0xfd2fb528, 0);
    zstdLike.write('ustar\0', 257, 'latin1');
    await expect(extract(zstdLike)).rejects.toThrow(/holds another compressed stream/);
    const damaged = Buffer.from(tar);
    damaged[0] = (damaged[0] as number) ^ 1;
    await expect(extract(gzipSync(damaged))).rejects.toThrow(/its first header is damaged \(bad checksum\)/);
    expect(readdirSync(work)).toEqual([]);
  });

  it.each<[string, (h: Buffer) => void]>([
    ['negative', (h) => h.fill(0xff, 124, 136)],
    ['unreadable', (h) => h.write('zzzzzzzzzzz\0', 124, 'latin1')],
  ])('refuses a file whose size is %s, rather than reading its data as headers', async (_what, edit) => {
    const tar = makeTar([
      { name: 'evil.txt', data: '' },
      { name: 'after.txt', data: 'x' },
    ]);
    await expect(extract(editHeader(tar, 0, edit))).rejects.toThrow(/"evil.txt" has no valid size/);
    expect(readdirSync(work)).toEqual([]);
  });

  it('names what a skipped tar entry is, and refuses metadata past 1 MiB', async () => {
    const tar = makeTar([{ name: 'sparse.bin', data: 'x' }]);
    await expect(extract(editHeader(tar, 0, (h) => h.write('S', 156, 'latin1')))).rejects.toThrow(
      '"sparse.bin" is neither a file nor a folder; a static export holds only files and folders',
    );
    const pax = makeTar([
      { name: 'PaxHeader/a', data: Buffer.alloc(2 * 1024 * 1024, 0x41) },
      { name: 'a.html', data: 'x' },
    ]);
    await expect(extract(editHeader(pax, 0, (h) => h.write('x', 156, 'latin1')))).rejects.toThrow(
      '"PaxHeader/a" carries more than 1 MiB of metadata (a pax header or long name)',
    );
  });

  it('stops taking archive bytes past what an archive within the limits can be', async () => {
    const extraction = await openExtraction(out, { limits: limits({ maxBytes: 256 * 1024, maxEntries: 4 }) });
    const zipStart = makeZip([{ name: 'a.txt', data: 'x' }]).subarray(0, 64);
    let error: unknown;
    try {
      await extraction.write(zipStart);
      for (let i = 0; i < 10; i++) await extraction.write(Buffer.alloc(512 * 1024));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(UnsafeArchiveError);
    expect((error as Error).message).toMatch(
      /it is larger than 2\.\d+ MiB, more than a bundle within the limits takes\. The limit is extract-max-size: 256 KiB/,
    );
    await extraction.discard();
    expect(readdirSync(work)).toEqual([]);
  });

  it('refuses a zip with data after its end record, or more records than it counts', async () => {
    const zip = makeZip([
      { name: 'a.txt', data: 'a' },
      { name: 'b.txt', data: 'b' },
    ]);
    await expect(extract(Buffer.concat([zip, Buffer.from('appended')]))).rejects.toThrow(
      /no end of central directory record/,
    );
    const miscounted = Buffer.from(zip);
    miscounted.writeUInt16LE(1, zip.length - 22 + 8);
    miscounted.writeUInt16LE(1, zip.length - 22 + 10);
    await expect(extract(miscounted)).rejects.toThrow(
      /the central directory holds more records than its end record counts/,
    );
  });

  it('refuses a zip link whatever system the zip says made it', async () => {
    const zip = makeZip([{ name: 'l', type: 'symlink', target: '/etc/passwd' }]);
    const fromDos = editCentralRecord(zip, 0, (record) => record.writeUInt16LE(20, 4));
    await expect(extract(fromDos)).rejects.toThrow(/"l" is a symbolic link/);
  });

  it('folds case as such a file system might: ß and ẞ, ς and Σ collide', async () => {
    for (const [a, b] of [
      ['straße.html', 'STRAẞE.html'],
      ['ς.html', 'Σ.html'],
    ]) {
      await expect(
        extract(
          makeZip([
            { name: a as string, data: '1' },
            { name: b as string, data: '2' },
          ]),
          undefined,
          {
            foldCase: true,
          },
        ),
      ).rejects.toThrow(/differ only in case or Unicode form/);
    }
  });

  it('swaps nothing in once the run is cancelled, and removes what it had made', async () => {
    mkdirSync(out);
    writeFileSync(join(out, 'old.html'), 'old');
    const cleanups = new CleanupList();
    const extraction = await openExtraction(out, { cleanups });
    await extraction.write(makeTarGz(sampleSiteEntries()));
    cleanups.runAll();
    await expect(extraction.finish()).rejects.toThrow();
    expect(readdirSync(work)).toEqual(['site']);
    expect(readdirSync(out)).toEqual(['old.html']);
    let undone = false;
    cleanups.add(() => (undone = true));
    expect(undone).toBe(true);
  });
});

describe('checkExtractPath', () => {
  const place = (dest: string, protectedFolders: string[] = []) =>
    checkExtractPath({ path: dest, protectedFolders });

  it('accepts a folder that does not exist yet, or a real folder', async () => {
    await expect(place(out)).resolves.toBeUndefined();
    mkdirSync(out);
    await expect(place(out)).resolves.toBeUndefined();
  });

  it('refuses a symbolic link (to a folder or a file) and a file', async () => {
    symlinkSync(join(outside, 'dir'), out);
    await expect(place(out)).rejects.toThrow(`extract-path ${out} is a symbolic link`);
    unlinkSync(out);
    symlinkSync(join(outside, 'secret'), out);
    await expect(place(out)).rejects.toThrow(/is a symbolic link/);
    unlinkSync(out);
    writeFileSync(out, 'a file');
    await expect(place(out)).rejects.toThrow(`extract-path ${out} exists and is not a folder`);
  });

  it('refuses the root, a protected folder, and any folder holding one', async () => {
    await expect(place('/')).rejects.toThrow(/is the root of the file system/);
    await expect(place(work, [work])).rejects.toThrow(`holds ${work}, whose content would be replaced`);
    await expect(place(sandbox, [work])).rejects.toThrow(/whose content would be replaced/);
    await expect(place(out, [work])).resolves.toBeUndefined();
  });

  it('refuses a path reached through a symbolic link inside a protected folder', async () => {
    symlinkSync(outside, join(work, 'public'));
    await expect(place(join(work, 'public', 'docs'), [work])).rejects.toThrow(
      `extract-path ${join(work, 'public', 'docs')} is reached through a symbolic link inside ${work} (it leads to ${join(outside, 'docs')})`,
    );
    // Outside the protected folders, a link on the way is the user's own choice.
    await expect(place(join(work, 'public', 'docs'))).resolves.toBeUndefined();
  });

  it('judges a protected folder by where links lead, not by how the path reads', async () => {
    symlinkSync(sandbox, join(outside, 'up'));
    await expect(place(join(outside, 'up', 'work'), [work])).rejects.toThrow(
      `holds ${work}, whose content would be replaced`,
    );
  });

  it('refuses a link on the way that leads nowhere: making folders below it would follow it', async () => {
    symlinkSync(join(sandbox, 'nowhere', 'deep'), join(outside, 'dangling'));
    await expect(place(join(outside, 'dangling', 'site'))).rejects.toThrow(
      `is reached through the symbolic link ${join(outside, 'dangling')}, which leads nowhere`,
    );
    expect(existsSync(join(sandbox, 'nowhere'))).toBe(false);
  });
});

describe('archive policy', () => {
  it('detects the archive type by its first bytes', () => {
    expect(detectArchive(makeZip([{ name: 'a', data: 'b' }]))).toBe('zip');
    expect(detectArchive(makeTarGz([{ name: 'a', data: 'b' }]))).toBe('tar.gz');
    expect(detectArchive(makeTar([{ name: 'a', data: 'b' }]))).toBe('tar');
    expect(detectArchive(Buffer.from('hello'))).toBeUndefined();
  });

  it.each([
    ['a/b.html', 'file', 'linux', undefined],
    ['a/..b/c', 'file', 'linux', undefined],
    ['./a/', 'directory', 'linux', undefined],
    ['ab:c.html', 'file', 'linux', undefined],
    ['ab:c.html', 'file', 'win32', 'a character Windows does not allow'],
    ['a:b.html', 'file', 'linux', 'starts with a drive letter'],
    ['.', 'directory', 'linux', undefined],
    ['.', 'file', 'linux', 'names no file or folder'],
    ['docs/CON.html', 'file', 'win32', 'a name Windows reserves for a device'],
    ['docs/page.', 'file', 'win32', 'ends a name with a dot or space'],
    ['C:\\evil', 'file', 'linux', 'has a backslash'],
    ['c:evil', 'file', 'linux', 'starts with a drive letter'],
    ['a\\..\\..\\evil', 'file', 'linux', 'has a backslash'],
    ['a/link', 'symlink', 'linux', 'is a symbolic link'],
    ['hard', 'hardlink', 'linux', 'is a hard link'],
    ['', 'file', 'linux', 'an entry has an empty name'],
    ['CONIN$', 'file', 'win32', 'a name Windows reserves for a device'],
    ['conout$.txt', 'file', 'win32', 'a name Windows reserves for a device'],
    ['docs/nul .txt', 'file', 'win32', 'a name Windows reserves for a device'],
    ['CON .html', 'file', 'win32', 'a name Windows reserves for a device'],
    ['CON .html', 'file', 'linux', undefined],
    [`${'d/'.repeat(64)}x`, 'file', 'linux', 'is nested deeper than 64 folders'],
    [`${'d/'.repeat(63)}x`, 'file', 'linux', undefined],
    ['é'.repeat(513), 'file', 'linux', 'is longer than 1024 bytes'],
  ] as const)('judges %p (%s on %s)', (name, kind, platform, problem) => {
    const found = entryProblem(name, kind, platform);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });
});
