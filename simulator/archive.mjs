// Small archive writers for the simulator's bundles (ustar tar, gzip'd tar, and stored zip).
// Test support only: the action itself never writes archives.
import { createHash } from 'node:crypto';
import { gzipSync, crc32, deflateRawSync } from 'node:zlib';

/**
 * @typedef {{ name: string, data?: string | Buffer, type?: 'file' | 'dir' | 'symlink' | 'link' | 'fifo' | 'char' | 'block', target?: string, mode?: number, compress?: boolean }} Entry
 */

function octal(value, width) {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** @param {Entry[]} entries */
export function makeTar(entries) {
  const blocks = [];
  for (const entry of entries) {
    const data = entry.data === undefined ? Buffer.alloc(0) : Buffer.from(entry.data);
    const type = entry.type ?? 'file';
    const header = Buffer.alloc(512);
    let name = entry.name;
    let prefix = '';
    if (Buffer.byteLength(name) > 100) {
      const cut = name.lastIndexOf('/', 154);
      prefix = name.slice(0, cut);
      name = name.slice(cut + 1);
    }
    header.write(name, 0, 100);
    header.write(octal(entry.mode ?? (type === 'dir' ? 0o755 : 0o644), 8), 100);
    header.write(octal(0, 8), 108);
    header.write(octal(0, 8), 116);
    header.write(octal(type === 'file' ? data.length : 0, 12), 124);
    header.write(octal(Math.floor(Date.UTC(2026, 0, 1) / 1000), 12), 136);
    header.write('        ', 148);
    header.write(
      { file: '0', link: '1', symlink: '2', char: '3', block: '4', dir: '5', fifo: '6' }[type],
      156,
    );
    if (entry.target) header.write(entry.target, 157, 100);
    header.write('ustar\0', 257);
    header.write('00', 263);
    header.write(prefix, 345, 155);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(octal(sum, 7) + ' ', 148);
    blocks.push(header);
    if (type === 'file') {
      blocks.push(data);
      const pad = (512 - (data.length % 512)) % 512;
      if (pad) blocks.push(Buffer.alloc(pad));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

/** @param {Entry[]} entries */
export function makeTarGz(entries) {
  return gzipSync(makeTar(entries));
}

/** A zip; entries are stored, or deflated with `compress`. @param {Entry[]} entries */
export function makeZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const entry of entries) {
    const isDir = entry.type === 'dir';
    const name = Buffer.from(isDir && !entry.name.endsWith('/') ? `${entry.name}/` : entry.name);
    // Bit 11: the name is UTF-8 (set only when it needs to be, as zip tools do).
    const flags = name.some((b) => b >= 0x80) ? 0x800 : 0;
    const data = entry.type === 'symlink' ? Buffer.from(entry.target ?? '') : Buffer.from(entry.data ?? '');
    const crc = crc32(data);
    const method = entry.compress ? 8 : 0;
    const stored = entry.compress ? deflateRawSync(data) : data;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, stored);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    const fileType = {
      symlink: 0o120000,
      dir: 0o040000,
      fifo: 0o010000,
      char: 0o020000,
      block: 0o060000,
      link: 0o100000,
    };
    const unixMode = (fileType[entry.type ?? 'file'] ?? 0o100000) | (entry.mode ?? (isDir ? 0o755 : 0o644));
    central.writeUInt32LE(((unixMode << 16) | (isDir ? 0x10 : 0)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** The default bundle: a tiny static site. */
export function sampleSiteEntries() {
  return [
    {
      name: 'index.html',
      data: '<!doctype html><title>Docs</title><link rel="stylesheet" href="assets/site.css"><h1>Docs</h1>',
    },
    { name: 'assets/', type: 'dir' },
    { name: 'assets/site.css', data: 'body{font-family:sans-serif}' },
    {
      name: 'guides/getting-started.html',
      data: '<!doctype html><title>Getting started</title><p>Hello.</p>',
    },
  ];
}

export function sha256(buffer) {
  return createHash('sha256').update(buffer).digest('hex');
}
