import type { IncomingHttpHeaders } from 'node:http';

export interface FakeComment {
  id: number;
  body: string;
  html_url: string;
  user: { login: string; type: string };
}

export interface GitHubFake {
  url: string;
  token: string;
  owner: string;
  repo: string;
  forbidden: boolean;
  rateLimit?: RateLimit;
  comments: Map<number, FakeComment[]>;
  requests: Array<{ method?: string; path: string; headers: IncomingHttpHeaders }>;
  seed(pr: number, count: number, body?: (i: number) => string, login?: string): void;
  close(): Promise<void>;
}

export type RateLimit =
  { kind: 'primary'; resetInSeconds: number } | { kind: 'secondary'; retryAfterSeconds: number };

export declare function startGitHubFake(options?: {
  token?: string;
  forbidden?: boolean;
  owner?: string;
  repo?: string;
  tokenUser?: string;
  rateLimit?: RateLimit;
  userFails?: boolean;
  endlessPages?: boolean;
  nextLinkOrigin?: string;
  delayMs?: number;
}): Promise<GitHubFake>;

export declare const startedFakes: GitHubFake[];
