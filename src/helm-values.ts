import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface HelmValues {
  bundleUrl: string;
  version?: string;
}

/** The self-hosted chart's values for serving a bundle, as YAML. */
export async function renderHelmValues(values: HelmValues): Promise<string> {
  const { stringify } = await import('yaml');
  const staticExport: Record<string, unknown> = { enabled: true, bundleUrl: values.bundleUrl };
  if (values.version) staticExport.version = values.version;
  return stringify({ staticExport });
}

/**
 * Writes the values file readable by its owner only (it holds a presigned link), also when the file already
 * existed with wider permissions. Its contents are never printed.
 */
export async function writeHelmValuesFile(path: string, values: HelmValues): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, await renderHelmValues(values), { mode: 0o600 });
  await chmod(path, 0o600);
}
