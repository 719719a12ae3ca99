/** The log the stages write to; main.ts wires it to the runner's log. */
export interface Logger {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
}
