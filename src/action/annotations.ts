/**
 * Diagnostics → workflow annotations, and safe log lines for untrusted text. Annotations are
 * plain text in GitHub's UI (no markdown); what keeps them inert is that @actions/core escapes
 * `%`, CR and LF in the message and `,` `:` in the properties, so no text can end the `::warning`
 * command or start another. Here every message and file name also loses control characters, is
 * cut to a bound and has its credentials masked.
 */
import type { Diagnostic } from '../core/types.js';
import { maskSecrets } from '../core/yaml/mask-secrets.js';
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
/** An annotation message longer than this is cut (GitHub shows about 64 KiB, people read less). */
export const MAX_ANNOTATION_CHARS = 4_000;
const MAX_ANNOTATION_FILE_CHARS = 1_000;

function bounded(text: string, max: number): string {
  const value = maskSecrets(stripControl(text.length > max ? `${text.slice(0, max)}…` : text));
  return value;
}

export function annotate(diagnostics: readonly Diagnostic[], sink: AnnotationSink): void {
  for (const diagnostic of diagnostics.slice(0, MAX_ANNOTATIONS)) {
    const properties: AnnotationProperties = { title: `legion-router ${diagnostic.code}` };
    if (diagnostic.file) properties.file = bounded(diagnostic.file, MAX_ANNOTATION_FILE_CHARS).replace(/[\r\n]+/g, ' ');
    if (diagnostic.line !== undefined && diagnostic.line > 0) properties.startLine = diagnostic.line;
    if (diagnostic.column !== undefined && diagnostic.column > 0 && properties.startLine !== undefined) {
      properties.startColumn = diagnostic.column;
    }
    const message = bounded(`${diagnostic.code}: ${diagnostic.message}${diagnostic.hint ? ` — ${diagnostic.hint}` : ''}`, MAX_ANNOTATION_CHARS);
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
  return maskSecrets(stripControl(text))
    .split(/\r\n|\r|\n/)
    .map((line) => `${prefix}${line}`)
    .join('\n');
}

/** One untrusted value on one line: JSON-quoted, so no line breaks and no leading `::`. */
export function quoted(value: string, maxChars = 300): string {
  const text = value.length > maxChars ? `${value.slice(0, maxChars)}…` : value;
  return JSON.stringify(maskSecrets(stripControl(text)));
}
