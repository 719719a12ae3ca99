export interface CacheFake {
  url: string;
  entries: Map<number, { key: string; version: string; committed: boolean }>;
  requests: Array<{ method?: string; path: string }>;
  env(): Record<string, string>;
  close(): Promise<void>;
}
export declare function startCacheFake(): Promise<CacheFake>;
