const UNIT_BYTES: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
};

/**
 * Parses a size as the inputs take it: a whole number of bytes (`1048576`), or a number with a unit, binary
 * (`KiB`, `MiB`, `GiB`, `TiB`) or decimal (`KB`, `MB`, `GB`, `TB`), any case (`8GiB`, `1.5 gb`, `500MiB`).
 * Returns bytes, or undefined when the text is not a size.
 */
export function parseByteSize(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text.trim());
  if (!m) return undefined;
  const unit = (m[2] as string).toLowerCase() || 'b';
  const scale = UNIT_BYTES[unit];
  if (scale === undefined) return undefined;
  const bytes = Math.round(Number(m[1]) * scale);
  return Number.isSafeInteger(bytes) ? bytes : undefined;
}

/** A size in words, binary units: `512 B`, `1.5 KiB`, `56.2 MiB`, `8 GiB`. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
