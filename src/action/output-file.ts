/**
 * Writing outputs without @actions/core, for the cold-start path. Same format as
 * `core.setOutput`: `name<<DELIMITER\nvalue\nDELIMITER\n`, with a random delimiter that is
 * checked against the name and value, so a value can never end the heredoc early.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';

export function formatOutputHeredoc(name: string, value: string, delimiter = `ghadelimiter_${randomUUID()}`): string {
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
