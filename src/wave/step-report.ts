/**
 * What a wave step tells the log, the annotations and the job summary: coded warnings and
 * infos, and plain lines (our own sentences; untrusted values only through shownPath).
 */
import type { InfoCodeValue, WarningCodeValue } from '../core/error-codes.js';

export interface StepReport {
  warn(code: WarningCodeValue, message: string): void;
  info(code: InfoCodeValue, message: string): void;
  line(message: string): void;
  readonly lines: string[];
}

export function createStepReport(sink: { warning(message: string): void; info(message: string): void }): StepReport {
  const lines: string[] = [];
  return {
    lines,
    warn(code, message) {
      sink.warning(`${code}: ${message}`);
      lines.push(`⚠️ ${code}: ${message}`);
    },
    info(code, message) {
      sink.info(`${code}: ${message}`);
      lines.push(`${code}: ${message}`);
    },
    line(message) {
      sink.info(message);
      lines.push(message);
    },
  };
}
