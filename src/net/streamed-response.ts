// What the streaming GET of a download works with: the response head, the body sink, how the body ended.
import type { ProxyEnv } from './proxy-choice.js';

export interface ResponseHead {
  status: number;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Map<string, string>;
}

/**
 * Receives body bytes; the buffer is reused after the call returns, so copy what must be kept. A returned
 * promise pauses reading until it settles (a slow consumer); a throw or a rejection ends the request.
 */
export type BodySink = (chunk: Buffer) => void | Promise<void>;

/** How a streamed response ended. */
export interface StreamedResponse {
  head: ResponseHead;
  bodyBytes: number;
  /** True when the body ended as framed (Content-Length reached, last chunk read, or a clean close). */
  complete: boolean;
  /** The body had no declared length (no Content-Length, no chunking): its end was the connection's close. */
  framedByClose?: boolean;
  /** Why the body stopped early, when it did. */
  error?: string;
  /** The sink failed (threw, or its promise rejected): not a network problem, and no retry helps. */
  sinkFailure?: Error;
}

export interface StreamingGetOptions {
  headers: Record<string, string>;
  idleTimeoutMs: number;
  /** Resolves true when the request's time is up: it is then cut off, however data still flows. */
  deadline?: Promise<boolean>;
  /** Trusted certificates in place of the runtime's store (tests only; NODE_EXTRA_CA_CERTS is honoured anyway). */
  ca?: string;
  /** Where proxy settings are read; defaults to the process environment. */
  proxyEnv?: ProxyEnv;
}

/** The error of a request cut off at its deadline. */
export const END_BY_PASSED = 'stopped at its deadline';
