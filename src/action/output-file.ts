/**
 * Writing outputs without @actions/core, for the cold-start path. Same format as
 * `core.setOutput`: `name<<DELIMITER\nvalue\nDELIMITER\n`. The delimiter is checked against the
 * name and the value, so a value can never end the heredoc early whatever the delimiter is; it
 * need not be unguessable, and making it so would load node:crypto on the path that answers most
 * runs (a comment that is not a command).
 */
import { appendFileSync } from 'node:fs';

function delimiterFor(): string {
  return `ghadelimiter_${process.pid.toString(36)}_${Date.now().toString(36)}_${Math.floor(Math.random() * 2 ** 48).toString(36)}`;
}

export function formatOutputHeredoc(name: string, value: string, delimiter = delimiterFor()): string {
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error('Unexpected input: output name or value contains the heredoc delimiter');
  }
  if (/[\r\n]/.test(name)) throw new Error('Output names cannot contain line breaks');
  return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
}

/**
 * Append outputs to the file named by GITHUB_OUTPUT. Without GITHUB_OUTPUT (a very old runner or
 * a local run) nothing is written; the caller logs the values instead.
 */
export function writeOutputs(outputs: Readonly<Record<string, string>>, file = process.env['GITHUB_OUTPUT']): boolean {
  if (!file) return false;
  let text = '';
  for (const [name, value] of Object.entries(outputs)) text += formatOutputHeredoc(name, value);
  appendFileSync(file, text, { encoding: 'utf8' });
  return true;
}
