// Types of the simulator for the TypeScript tests (the simulator itself is plain Node).
import type { IncomingHttpHeaders } from 'node:http';

export declare const DEFAULT_API_KEY: string;
export declare const DEFAULT_EXPORT_SCRIPT: Array<Record<string, unknown>>;

export type Route = 'start' | 'status' | 'bundle' | 'agent' | 'storage' | 'any';

export interface Fault {
  route: Route;
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  reset?: boolean;
  afterHandling?: boolean;
  delayMs?: number;
  dropAfterBytes?: number;
  thenReplaceBundle?: Buffer;
  times?: number;
}

export interface SimulatorOptions {
  apiKey?: string;
  plan?: 'enterprise' | 'pro';
  basePath?: string;
  advance?: 'time' | 'read';
  frameMs?: number;
  exportScript?: Array<Record<string, unknown>>;
  linkTtlMs?: number;
  bundle?: Buffer;
  bundleFile?: string;
  ignoreRange?: boolean;
  chunked?: boolean;
  storageBytesPerSecond?: number;
  storageHost?: string;
  storageTls?: { cert: string; key: string };
  closeDelimited?: boolean;
  noValidator?: boolean;
  ignoreIfRange?: boolean;
  rangeWithoutValidator?: boolean;
  endlessBody?: boolean;
  port?: number;
}

export interface ExportJob {
  id: string;
  domain: string;
  script: Array<Record<string, unknown>>;
  reads: number;
  createdAt: number;
}

export interface AgentJob {
  key: string;
  projectId: string;
  id: string;
  script: Array<Record<string, unknown>>;
  reads: number;
  createdAt: number;
}

export interface Simulator {
  url: string;
  storageUrl: string;
  apiKey: string;
  plan: 'enterprise' | 'pro';
  advance: 'time' | 'read';
  frameMs: number;
  exportScript: Array<Record<string, unknown>>;
  linkTtlMs: number;
  bundle: Buffer;
  bundleFile?: string;
  ignoreRange: boolean;
  chunked: boolean;
  storageBytesPerSecond?: number;
  closeDelimited: boolean;
  noValidator: boolean;
  ignoreIfRange: boolean;
  rangeWithoutValidator: boolean;
  endlessBody: boolean;
  replaceBundle(buffer: Buffer): void;
  exportJobs: Map<string, ExportJob>;
  agentJobs: Map<string, AgentJob>;
  faults: Fault[];
  requests: Array<{
    method?: string;
    route: string;
    path: string;
    headers: IncomingHttpHeaders;
    body: string;
    /** When the request arrived (ms since the epoch). */
    at: number;
  }>;
  storageRequests: Array<{
    method?: string;
    path: string;
    query: string;
    headers: IncomingHttpHeaders;
    at: number;
  }>;
  addFault(fault: Fault): void;
  createExportJob(o?: { id?: string; domain?: string; script?: Array<Record<string, unknown>> }): ExportJob;
  createAgentJob(o?: { projectId?: string; id?: string; script?: Array<Record<string, unknown>> }): AgentJob;
  countRequests(route: string): number;
  close(): Promise<void>;
}

export declare function startSimulator(options?: SimulatorOptions): Promise<Simulator>;
