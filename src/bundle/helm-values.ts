import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Cleanups } from '../primitives/cleanups.js';

export interface HelmValues {
  bundleUrl: string;
  version?: string;
}

/** The self-hosted chart's values for serving a bundle, as YAML. */
async function renderHelmValues(values: HelmValues): Promise<string> {
  const { stringify } = await import('yaml');
  const staticExport: Record<string, unknown> = { enabled: true, bundleUrl: values.bundleUrl };
  if (values.version) staticExport.version = values.version;
  return stringify({ staticExport });
}

/**
 * Writes the values file readable by its owner only (it holds a presigned link). It is written beside the
 * target with mode 0600 and renamed over it, so even a file that existed with wider permissions never holds
 * the link readable by others. Its contents are never printed.
 */
export async function writeHelmValuesFile(
  path: string,
  values: HelmValues,
  redact: (text: string) => string = (text) => text,
  cleanups?: Cleanups,
): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  // It holds the link until renamed: a cancelled run removes it.
  const unregister = cleanups?.add(() => rmSync(temporary, { force: true }));
  try {
    await writeFile(temporary, redact(await renderHelmValues(values)), { mode: 0o600, flag: 'wx' });
    await rename(temporary, path);
  } finally {
    await rm(temporary, { force: true });
    unregister?.();
  }
}
