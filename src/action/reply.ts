/**
 * Reply comments. Plain and inert: the router's message goes in a ```text block (no markdown,
 * no mentions, nothing that could be read as a new command — fenced lines are not commands),
 * commands in inline code, everything else escaped. No line of a reply starts with the trigger,
 * so a reply can never trigger another run even with a token whose comments start workflows.
 */
import type { RouteResult } from '../app/route-result.js';
import { renderWaveSchedule } from '../core/waves/render-wave-schedule.js';
import { ErrorCode } from '../core/error-codes.js';
import { codeBlock, escapeInline, inlineCode } from './markdown.js';

const MAX_SUGGESTIONS = 5;
const MAX_MATRIX_ROWS = 20;

function suggestionLines(result: RouteResult): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  const candidates = result.naturalLanguage?.candidates ?? [];
  for (const candidate of candidates.slice(0, 3)) {
    if (seen.has(candidate.command)) continue;
    seen.add(candidate.command);
    lines.push(`- ${inlineCode(candidate.command)} (confidence ${Math.round(candidate.confidence * 100)} %)`);
  }
  for (const suggestion of [...result.suggestions].sort((a, b) => a.priority - b.priority).slice(0, MAX_SUGGESTIONS)) {
    if (seen.has(suggestion.command)) continue;
    seen.add(suggestion.command);
    const description = suggestion.description ? ` — ${escapeInline(suggestion.description, 200)}` : '';
    const reason = suggestion.reason ? ` (${escapeInline(suggestion.reason, 200)})` : '';
    lines.push(`- ${inlineCode(suggestion.command)}${description}${reason}`);
  }
  return lines;
}

function withSuggestions(parts: string[], result: RouteResult, heading: string): void {
  const lines = suggestionLines(result);
  if (lines.length > 0) parts.push('', heading, ...lines);
}

function footer(runUrl: string | undefined): string {
  return runUrl ? `\n<sub>legion-router · [workflow run](${runUrl})</sub>` : '\n<sub>legion-router</sub>';
}

/** Reply for a request that routed nothing because it was rejected (😕). */
export function rejectionReply(result: RouteResult, runUrl?: string): string {
  const parts: string[] = [];
  const code = result.errorCode ? ` (${inlineCode(result.errorCode)})` : '';
  parts.push(`😕 **legion-router did not route this command**${code}. Nothing was run.`);
  if (result.message.trim() !== '') parts.push('', codeBlock(result.message));
  const heading = result.naturalLanguage ? '**Did you mean:**' : '**Try:**';
  withSuggestions(parts, result, heading);
  parts.push(footer(runUrl));
  return parts.join('\n');
}

/** Reply for a commenter without the required permission. */
export function unauthorizedReply(required: string, trigger: string, runUrl?: string): string {
  return [
    `😕 **legion-router did not route this command** (${inlineCode(ErrorCode.UNAUTHORIZED)}). Nothing was run.`,
    '',
    `Only people with ${inlineCode(required)} permission (or higher) on this repository can run ${inlineCode(trigger)} commands.`,
    footer(runUrl),
  ].join('\n');
}

/** Reply for a routed request that runs nothing: dry run, status, or no matching work. */
export function noWorkReply(result: RouteResult, runUrl?: string): string {
  const parts: string[] = [];
  const command = result.command ? inlineCode([result.command, ...result.flags].join(' ')) : 'the command';
  if (result.dryRun) {
    const count = result.matrix.include.length;
    parts.push(`🧪 **Dry run** of ${command}: ${count} job${count === 1 ? '' : 's'} would run. Nothing was run.`);
    if (result.schedule) parts.push('', ...renderWaveSchedule(result.schedule, { format: 'markdown' }).map((line) => `- ${line}`));
    const rows = result.matrix.include.slice(0, MAX_MATRIX_ROWS);
    if (rows.length > 0) {
      parts.push('', codeBlock(rows.map((entry) => JSON.stringify(entry)).join('\n')));
      if (count > rows.length) parts.push(`…and ${count - rows.length} more (see the job summary).`);
    }
  } else if (result.position) {
    const phase = result.position.phase === null ? '' : `, phase ${result.position.phase}`;
    parts.push(`📍 **${escapeInline(result.position.name, 100)}**${escapeInline(phase)} — ${escapeInline(result.position.status, 200)}`);
  } else {
    parts.push(`ℹ️ ${command} matched no work. Nothing was run.`);
  }
  const notes = result.notes.slice(0, 5).map((note) => `- ${escapeInline(note, 300)}`);
  if (notes.length > 0) parts.push('', ...notes);
  // A status message already lists the suggestions; otherwise list them here.
  if (result.message.trim() !== '') parts.push('', codeBlock(result.message));
  else withSuggestions(parts, result, '**Next:**');
  parts.push(footer(runUrl));
  return parts.join('\n');
}

/** Reply when the API failed after the request was accepted (rare; usually the reaction says it). */
export function failureReply(errorCode: string, message: string, runUrl?: string): string {
  return [`😕 **legion-router could not finish** (${inlineCode(errorCode)}). Nothing was run.`, '', codeBlock(message), footer(runUrl)].join('\n');
}
