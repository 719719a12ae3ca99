// What the action shows the runner, through the one redactor: log lines, annotations, groups, outputs and the
// step summary. Every string is redacted last, after all formatting, and every log line is made one line that
// cannot start a workflow command. (Failing the step stays in main.ts, through the same redactor.)
import * as core from '@actions/core';
import { appendFileSync } from 'node:fs';
import { Outputs } from '../config/names.js';
import { errorMessage } from '../primitives/errors.js';
import type { Logger } from '../primitives/logger.js';
import { logLine } from '../primitives/one-line.js';
import type { Redactor } from '../primitives/redactor.js';

export interface RunnerIo {
  log: Logger;
  notice(message: string): void;
  /** A collapsible group of lines (a comment's text, say): each line shown, none run. */
  group(title: string, text: string): void;
  /** Writes an output (see setOutput). */
  output(name: string, value: string): void;
  /** Appends to the step summary, when the runner gives one. */
  summary(markdown: string): Promise<void>;
  /** Appends to the step summary before returning: a cancelled run exits right after. */
  summaryNow(markdown: string): void;
}

export function createRunnerIo(redactor: Redactor): RunnerIo {
  const line = (text: string): string => logLine(redactor.redact(text));
  let outputFileMissing = false;
  return {
    log: {
      info: (m) => core.info(line(m)),
      warning: (m) => core.warning(line(m)),
      debug: (m) => core.debug(line(m)),
    },
    notice: (m) => core.notice(line(m)),
    group(title, text) {
      core.startGroup(line(title));
      for (const each of redactor.redact(text).split(/\r?\n/)) core.info(logLine(each));
      core.endGroup();
    },
    /**
     * Through the runner's output file. Without one (a runner older than 2.297, or not a runner),
     * @actions/core would print a set-output command into the log instead, which would put the presigned
     * bundle link in the log: outputs are then skipped, with one warning. `bundle-url` keeps its link (it is
     * deliberately not masked: the runner drops any job output holding a masked value); every other output
     * is redacted.
     */
    output(name, value) {
      if (process.env.GITHUB_OUTPUT) {
        core.setOutput(name, redactor.redact(value, { keepLinks: name === Outputs.bundleUrl }));
      } else if (!outputFileMissing) {
        outputFileMissing = true;
        core.warning('GITHUB_OUTPUT is not set (a runner older than 2.297?): no outputs are written');
      }
    },
    async summary(markdown) {
      if (!process.env.GITHUB_STEP_SUMMARY) {
        core.debug('GITHUB_STEP_SUMMARY is not set: no step summary written');
        return;
      }
      try {
        await core.summary.addRaw(redactor.redact(markdown)).write();
      } catch (err) {
        core.warning(line(`Could not write the step summary: ${errorMessage(err)}`));
      }
    },
    summaryNow(markdown) {
      const file = process.env.GITHUB_STEP_SUMMARY;
      if (!file) return;
      try {
        appendFileSync(file, `${redactor.redact(markdown)}\n`);
      } catch (err) {
        core.warning(line(`Could not write the step summary: ${errorMessage(err)}`));
      }
    },
  };
}
