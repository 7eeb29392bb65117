/**
 * Commands that run as one job (plan, start, quick, advise, explore and the config's own
 * command_routes): one entry with the command, the phase and the free text (base64, so no
 * character of it can reach a shell).
 */
import { controlFields } from '../../core/matrix/entry-context.js';
import { isSafeId } from '../../core/text/sanitize.js';
import type { MatrixEntry } from '../../core/types.js';
import type { RouteInput, RouteOutcome } from './route-outcome.js';

/** Longest free text carried into the entry. */
export const MAX_ENTRY_TEXT_CHARS = 4096;

export function commandRoute({ intent, project, entry }: RouteInput): RouteOutcome {
  const statePhase = project.statePosition().phase;
  const phase = intent.phaseRequest !== undefined ? Number(intent.phaseRequest) : (statePhase ?? null);
  const text = intent.text;
  const single: MatrixEntry = {
    id: isSafeId(intent.command) ? intent.command : 'command',
    command: intent.command,
    intent: entry.intent,
    phase,
    text_b64: text === '' ? '' : Buffer.from(text.slice(0, MAX_ENTRY_TEXT_CHARS), 'utf8').toString('base64'),
    ...controlFields(entry),
  };
  return { entries: [single], notes: [], diagnostics: [] };
}
