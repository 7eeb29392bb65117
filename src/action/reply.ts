/**
 * Reply comments. Plain and inert: the router's message goes in a ```text block (no markdown,
 * no mentions, nothing that could be read as a new command — fenced lines are not commands),
 * commands in inline code, everything else escaped. No line of a reply starts with the trigger,
 * so a reply can never trigger another run even with a token whose comments start workflows.
 *
 * Suggestions are numbered. With a {@link SuggestionConfirm}, a reply whose suggestions validate
 * starts with a hidden marker line (src/core/confirm/suggestion-marker.ts) that `/legion yes [N]`
 * reads: the numbered commands, nothing a person wrote.
 */
import type { RouteResult } from '../app/route-result.js';
import { renderWaveSchedule } from '../core/waves/render-wave-schedule.js';
import { ErrorCode } from '../core/error-codes.js';
import { codeBlock, escapeInline, inlineCode } from './markdown.js';
import { MAX_SUGGESTIONS as MAX_CONFIRMABLE, SUGGESTION_MARKER_VERSION, renderSuggestionMarker } from '../core/confirm/suggestion-marker.js';

const MAX_SUGGESTIONS = 5;
const MAX_MATRIX_ROWS = 20;

/**
 * How a reply makes its suggestions confirmable with `/legion yes [N]` (src/action/confirm.ts):
 * the id of the comment it answers, and the check that turns a shown command into the command to
 * store (as typed after the trigger), or null when it would not validate.
 */
export interface SuggestionConfirm {
  /** The id of the comment the reply answers. */
  id: number;
  trigger: string;
  check(command: string): string | null;
}

interface Numbered {
  command: string;
  line: string;
}

/** The suggestions a reply numbers, in order (1 first): the text's candidates, then the next steps. */
function numberedSuggestions(result: RouteResult): Numbered[] {
  const numbered: Numbered[] = [];
  const seen = new Set<string>();
  const candidates = result.naturalLanguage?.candidates ?? [];
  for (const candidate of candidates.slice(0, 3)) {
    if (seen.has(candidate.command)) continue;
    seen.add(candidate.command);
    const by = candidate.source === 'model' ? ', GitHub Models' : '';
    numbered.push({ command: candidate.command, line: `${inlineCode(candidate.command)} (confidence ${Math.round(candidate.confidence * 100)} %${by})` });
  }
  for (const suggestion of [...result.suggestions].sort((a, b) => a.priority - b.priority).slice(0, MAX_SUGGESTIONS)) {
    if (seen.has(suggestion.command)) continue;
    seen.add(suggestion.command);
    const description = suggestion.description ? ` — ${escapeInline(suggestion.description, 200)}` : '';
    const reason = suggestion.reason ? ` (${escapeInline(suggestion.reason, 200)})` : '';
    numbered.push({ command: suggestion.command, line: `${inlineCode(suggestion.command)}${description}${reason}` });
  }
  return numbered.slice(0, MAX_CONFIRMABLE);
}

/**
 * The marker line for `suggestions` (null when none of them can be confirmed) and the hint that
 * says how to confirm.
 */
function confirmation(suggestions: readonly string[], confirm: SuggestionConfirm | undefined): { marker: string; hint: string } | null {
  if (!confirm || suggestions.length === 0) return null;
  const commands = suggestions.map((command) => confirm.check(command));
  if (commands.every((c) => c === null)) return null;
  const yes = inlineCode(`${confirm.trigger} yes`);
  const yesN = inlineCode(`${confirm.trigger} yes N`);
  let hint = `Reply ${yesN} to run suggestion N.`;
  if (commands[0] !== null) hint = commands.length === 1 ? `Reply ${yes} to run it.` : `Reply ${yes} to run suggestion 1, or ${yesN} to run suggestion N.`;
  return { marker: renderSuggestionMarker({ version: SUGGESTION_MARKER_VERSION, id: confirm.id, commands, confirmed: [] }), hint };
}

/** The numbered list (and the confirmation hint) under `heading`; the marker line when confirmable. */
function withSuggestions(parts: string[], result: RouteResult, heading: string, confirm: SuggestionConfirm | undefined): string | null {
  const numbered = numberedSuggestions(result);
  if (numbered.length === 0) return null;
  parts.push('', heading, ...numbered.map((n, i) => `${i + 1}. ${n.line}`));
  const confirmable = confirmation(
    numbered.map((n) => n.command),
    confirm,
  );
  if (!confirmable) return null;
  parts.push('', confirmable.hint);
  return confirmable.marker;
}

/** The reply's text, with the marker (when there is one) as its first line. */
function assemble(marker: string | null, parts: string[]): string {
  return marker === null ? parts.join('\n') : [marker, ...parts].join('\n');
}

function footer(runUrl: string | undefined): string {
  return runUrl ? `\n<sub>legion-router · [workflow run](${runUrl})</sub>` : '\n<sub>legion-router</sub>';
}

/** Reply for a request that routed nothing because it was rejected (😕). */
export function rejectionReply(result: RouteResult, runUrl?: string, confirm?: SuggestionConfirm): string {
  const parts: string[] = [];
  const code = result.errorCode ? ` (${inlineCode(result.errorCode)})` : '';
  parts.push(`😕 **legion-router did not route this command**${code}. Nothing was run.`);
  if (result.message.trim() !== '') parts.push('', codeBlock(result.message));
  const heading = result.naturalLanguage ? '**Did you mean:**' : '**Try:**';
  const marker = withSuggestions(parts, result, heading, confirm);
  parts.push(footer(runUrl));
  return assemble(marker, parts);
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
export function noWorkReply(result: RouteResult, runUrl?: string, confirm?: SuggestionConfirm): string {
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
  // A status message already lists (and numbers) the next steps; otherwise list them here.
  let marker: string | null = null;
  if (result.message.trim() !== '') {
    parts.push('', codeBlock(result.message));
    const steps = result.position ? [...result.suggestions].sort((a, b) => a.priority - b.priority).slice(0, MAX_SUGGESTIONS) : [];
    const confirmable = confirmation(
      steps.map((s) => s.command),
      confirm,
    );
    if (confirmable) {
      parts.push('', confirmable.hint);
      marker = confirmable.marker;
    }
  } else marker = withSuggestions(parts, result, '**Next:**', confirm);
  parts.push(footer(runUrl));
  return assemble(marker, parts);
}

/** Reply when the API failed after the request was accepted (rare; usually the reaction says it). */
export function failureReply(errorCode: string, message: string, runUrl?: string): string {
  return [`😕 **legion-router could not finish** (${inlineCode(errorCode)}). Nothing was run.`, '', codeBlock(message), footer(runUrl)].join('\n');
}
