// Generates docs-like bundles for the benchmarks, deterministically (a seeded generator, no randomness between
// runs): HTML pages of varied text, a shared stylesheet and script, and binary assets that do not compress.
// Writes a tar.gz and a zip of the same tree, streaming, so a large bundle never sits in memory whole.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { crc32, createGzip, deflateRawSync } from 'node:zlib';

/** Mulberry32: a small seeded generator, so every run builds the same bytes. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SIZES = {
  /** About 6,000 pages, 56 MiB unpacked, 11 MiB as tar.gz. */
  docs: { pages: 6000, pageBytes: 9300, assets: 20, assetBytes: 24 * 1024 },
  /** 20,400 files: 20,000 pages and 400 incompressible assets, about 160 MiB as tar.gz. */
  large: { pages: 20_000, pageBytes: 8000, assets: 400, assetBytes: 330 * 1024 },
};

/** The entries of a bundle, one at a time: `{ name, data }` (folders are implied by the names). */
export function* bundleEntries(kind) {
  const size = SIZES[kind];
  const random = seeded(kind === 'docs' ? 1 : 2);
  const words = Array.from({ length: 3000 }, () => {
    const length = 2 + Math.floor(random() * 9);
    return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
  });
  yield {
    name: 'assets/site.css',
    data: Buffer.from('body{font-family:sans-serif;margin:0 auto;max-width:60em}\n'.repeat(40)),
  };
  yield {
    name: 'assets/site.js',
    data: Buffer.from('document.querySelectorAll("a").forEach(a=>a.rel="noopener");\n'.repeat(60)),
  };
  // Every page repeats the site's navigation, as generated docs do.
  const nav = `<nav>${Array.from({ length: 60 }, (_, i) => `<a href="../section-${String(i).padStart(2, '0')}/index.html">${words[i]} ${words[i + 60]}</a>`).join('')}</nav>\n`;
  for (let i = 0; i < size.pages; i++) {
    const section = `section-${String(i % 60).padStart(2, '0')}`;
    let text = '';
    while (text.length < size.pageBytes - nav.length - 200) {
      // Zipf-like: a few words are common, most are rare, as in prose.
      const sentence = Array.from(
        { length: 8 + Math.floor(random() * 12) },
        () => words[Math.floor(random() ** 4 * words.length)],
      );
      text += `<p>${sentence.join(' ')}.</p>\n`;
    }
    const html =
      `<!doctype html><html><head><meta charset="utf-8"><title>Page ${i}</title>` +
      `<link rel="stylesheet" href="../assets/site.css"></head><body>${nav}<main>\n${text}</main>` +
      `<script src="../assets/site.js"></script></body></html>\n`;
    yield { name: `${section}/page-${i}.html`, data: Buffer.from(html) };
  }
  for (let i = 0; i < size.assets; i++) {
    const data = Buffer.allocUnsafe(size.assetBytes);
    for (let j = 0; j < data.length; j += 4) data.writeUInt32LE(Math.floor(random() * 2 ** 32), j);
    yield { name: `assets/img/figure-${i}.png`, data };
  }
}

function tarHeader(name, size, type) {
  const header = Buffer.alloc(512);
  const octal = (value, width) => value.toString(8).padStart(width - 1, '0') + '\0';
  header.write(name, 0, 100);
  header.write(octal(type === '5' ? 0o755 : 0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(Date.UTC(2026, 0, 1) / 1000), 12), 136);
  header.write('        ', 148);
  header.write(type, 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148);
  return header;
}

async function writeTo(stream, chunk) {
  if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
}

/** Writes `<path>.tar.gz`; resolves its size and SHA-256, and the count and bytes of the files in it. */
export async function writeTarGz(kind, path) {
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(path);
  const hash = createHash('sha256');
  let compressed = 0;
  gzip.on('data', (chunk) => {
    hash.update(chunk);
    compressed += chunk.length;
  });
  gzip.pipe(out);
  const folders = new Set();
  let files = 0;
  let bytes = 0;
  for (const { name, data } of bundleEntries(kind)) {
    const folder = name.slice(0, name.lastIndexOf('/') + 1);
    for (let i = folder.indexOf('/'); i > 0; i = folder.indexOf('/', i + 1)) {
      const parent = folder.slice(0, i + 1);
      if (!folders.has(parent)) {
        folders.add(parent);
        await writeTo(gzip, tarHeader(parent, 0, '5'));
      }
    }
    await writeTo(gzip, tarHeader(name, data.length, '0'));
    await writeTo(gzip, data);
    const pad = (512 - (data.length % 512)) % 512;
    if (pad) await writeTo(gzip, Buffer.alloc(pad));
    files += 1;
    bytes += data.length;
  }
  await writeTo(gzip, Buffer.alloc(1024));
  await new Promise((resolve) => {
    out.on('close', resolve);
    gzip.end();
  });
  return { path, size: compressed, sha256: hash.digest('hex'), files, bytes };
}

/** Writes a zip of the same tree (deflated at level 6, as zip tools do by default). */
export async function writeZip(kind, path) {
  const out = createWriteStream(path);
  const hash = createHash('sha256');
  let offset = 0;
  const put = async (chunk) => {
    hash.update(chunk);
    offset += chunk.length;
    await writeTo(out, chunk);
  };
  const central = [];
  let files = 0;
  let bytes = 0;
  for (const { name, data } of bundleEntries(kind)) {
    const nameBytes = Buffer.from(name);
    // Images are stored as they are (zip tools do not deflate what does not shrink); the rest is deflated.
    const method = name.endsWith('.png') ? 0 : 8;
    const stored = method === 8 ? deflateRawSync(data, { level: 6 }) : data;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const at = offset;
    await put(local);
    await put(nameBytes);
    await put(stored);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE((3 << 8) | 20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(stored.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    entry.writeUInt32LE(at, 42);
    central.push(entry, nameBytes);
    files += 1;
    bytes += data.length;
  }
  const centralAt = offset;
  for (const chunk of central) await put(chunk);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files, 8);
  end.writeUInt16LE(files, 10);
  end.writeUInt32LE(offset - centralAt, 12);
  end.writeUInt32LE(centralAt, 16);
  await put(end);
  await new Promise((resolve) => out.end(resolve));
  return { path, size: offset, sha256: hash.digest('hex'), files, bytes };
}
