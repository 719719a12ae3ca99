import { createHash } from 'node:crypto';

/** An incremental SHA-256 of a download. */
export interface StreamingHash {
  update(chunk: Uint8Array): void;
  /** The hex digest; the hash cannot be used afterwards. */
  digest(): Promise<string>;
  /** Drops the hash without a digest (an abandoned attempt). */
  dispose(): Promise<void>;
}

/**
 * SHA-256 on this thread. (Hashing on a worker thread was measured and rejected: on a two-core runner the
 * worker competes with the receiving thread, ending slower, and it adds about 17 MB of memory.)
 */
export function createSha256(): StreamingHash {
  const hash = createHash('sha256');
  return {
    update: (chunk) => void hash.update(chunk),
    digest: async () => hash.digest('hex'),
    dispose: async () => undefined,
  };
}
