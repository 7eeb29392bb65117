/** Diagnostics → workflow annotations, and safe log lines for untrusted text. */
import type { Diagnostic } from '../core/types.js';
import { stripControl } from './markdown.js';

export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  startColumn?: number;
}

export interface AnnotationSink {
  error(message: string, properties?: AnnotationProperties): void;
  warning(message: string, properties?: AnnotationProperties): void;
  notice(message: string, properties?: AnnotationProperties): void;
}

/** GitHub shows at most 10 annotations of each kind per step; more only clutters the log. */
export const MAX_ANNOTATIONS = 50;

export function annotate(diagnostics: readonly Diagnostic[], sink: AnnotationSink): void {
  for (const diagnostic of diagnostics.slice(0, MAX_ANNOTATIONS)) {
    const properties: AnnotationProperties = { title: `legion-router ${diagnostic.code}` };
    if (diagnostic.file) properties.file = diagnostic.file;
    if (diagnostic.line !== undefined && diagnostic.line > 0) properties.startLine = diagnostic.line;
    if (diagnostic.column !== undefined && diagnostic.column > 0 && properties.startLine !== undefined) {
      properties.startColumn = diagnostic.column;
    }
    const message = `${diagnostic.code}: ${diagnostic.message}${diagnostic.hint ? ` — ${diagnostic.hint}` : ''}`;
    if (diagnostic.severity === 'blocker') sink.error(message, properties);
    else if (diagnostic.severity === 'warning') sink.warning(message, properties);
    else sink.notice(message, properties);
  }
}

/**
 * Multi-line untrusted text for the step log. Every line gets a visible prefix, so no line can
 * begin with `::` and be read by the runner as a workflow command (the runner trims leading
 * spaces, so indentation alone would not do).
 */
export function logBlock(text: string, prefix = '│ '): string {
  return stripControl(text)
    .split(/\r\n|\r|\n/)
    .map((line) => `${prefix}${line}`)
    .join('\n');
}

/** One untrusted value on one line: JSON-quoted, so no line breaks and no leading `::`. */
export function quoted(value: string, maxChars = 300): string {
  const text = value.length > maxChars ? `${value.slice(0, maxChars)}…` : value;
  return JSON.stringify(stripControl(text));
}
