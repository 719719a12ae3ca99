export declare const ACTION_ENTRY: string;
export declare function parseOutputFile(text: string): Record<string, string>;
export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  outputFileText: string;
  summary: string;
}
export interface FinishedRun extends ActionRun {
  inputs: Record<string, string>;
  env: Record<string, string>;
  /** Text files the action wrote for people (the chart values), by path. */
  files: Record<string, string>;
}
export declare const finishedRuns: FinishedRun[];
export declare function runAction(o: {
  inputs: Record<string, string>;
  event?: unknown;
  eventName?: string;
  env?: Record<string, string>;
  node?: string;
  timeoutMs?: number;
  signalWhen?: { text: string; signal: NodeJS.Signals; delayMs?: number };
}): Promise<ActionRun>;
