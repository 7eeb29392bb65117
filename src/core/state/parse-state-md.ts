/**
 * Reading STATE.md: STATE.md text → structured position data. Pure: takes the file's text
 * (`undefined` when the file does not exist), never a path, and never throws.
 *
 * Accepted forms (key names case-insensitive, CRLF/CR line ends, leading UTF-8 BOM):
 *
 *   Phase: 1 of 2                      (spec form, dry-run fixtures)
 *   - **Phase**: 12 of 12 (complete)   (real Legion STATE.md / state template)
 *   **Phase:** 3 of 5                  (colon inside the emphasis)
 *   * __Status__: Executing            (any list marker `-`, `*`, `+`; `**`, `__`, `*`, `_`)
 *   Status: planned / Last Activity: … / Next Action: … / Milestone: …
 *   ## Next Action                     (heading; the value is the next non-empty line)
 *
 * `Current Phase` is read as `Phase`. A phase value is `N` or `N of M`; when `M` is not a number
 * (the template's `0 of {total_phases}`) only `phase` is set. Numbers longer than 9 digits are
 * ignored.
 *
 * Differences from the spec's line regexes, on purpose:
 *   - The FIRST occurrence of a key wins. The current-position block comes first in every Legion
 *     STATE.md; later matches are history (session logs), which the spec's "last wins" loop would
 *     pick up.
 *   - Lines inside fenced code blocks (``` / ~~~) are skipped: they are examples, not state.
 *
 * Bounds (untrusted repository text): only the first MAX_STATE_CHARS (1 MiB) of the file and the
 * first MAX_LINE_CHARS (4 KiB) of each line are considered. Every pattern is anchored with
 * bounded quantifiers, so matching is linear in the line length.
 */

import { boundedLines, linesOutsideFences } from '../text/lines-outside-fences.js';

export const MAX_STATE_CHARS = 1_048_576;
export const MAX_LINE_CHARS = 4_096;

export interface StateInfo {
  /** false when there is no STATE.md. */
  exists: boolean;
  phase?: number;
  totalPhases?: number;
  /** Lower-cased and trimmed. */
  status?: string;
  lastActivity?: string;
  nextAction?: string;
  milestone?: string;
}

type StateKey = 'phase' | 'status' | 'lastActivity' | 'nextAction' | 'milestone';

const KEYS: Readonly<Record<string, StateKey>> = {
  phase: 'phase',
  'current phase': 'phase',
  status: 'status',
  'last activity': 'lastActivity',
  'next action': 'nextAction',
  milestone: 'milestone',
};

/**
 * `[indent][list marker][emphasis]Key[emphasis]:[emphasis] value`. The key is letters and spaces
 * (≤ 30 chars); each group is bounded, so backtracking is bounded by a constant per position and
 * the match is anchored at the line start.
 */
const KEY_LINE = /^[ \t]{0,12}(?:[-*+][ \t]{1,8})?(?:\*\*|__|\*|_)?([A-Za-z][A-Za-z ]{0,29}?)[ \t]{0,4}(?:\*\*|__|\*|_)?:(?:\*\*|__|\*|_)?[ \t]*(.*)$/;

/** `## Next Action` (ATX heading, any level, optional closing #s). */
const NEXT_ACTION_HEADING = /^[ \t]{0,3}#{1,6}[ \t]+next[ \t]+action[ \t]*#*[ \t]*$/i;
const ANY_HEADING = /^[ \t]{0,3}#{1,6}(?:[ \t]|$)/;
const PHASE_VALUE = /^(\d{1,9})(?!\d)(?:[ \t]+of[ \t]+(\d{1,9})(?!\d))?/i;

/**
 * `- **Key**: value` / `Key: value` / `**Key:** value` → `{ key: 'key', value }` (key lower-cased,
 * inner spaces collapsed, value trimmed); undefined when the line is not a key line.
 */
export function readKeyLine(line: string): { key: string; value: string } | undefined {
  const m = KEY_LINE.exec(line);
  if (!m) return undefined;
  const key = (m[1] as string).trim().replace(/ {2,}/g, ' ').toLowerCase();
  return { key, value: (m[2] ?? '').trim() };
}

export function parseStateMd(text: string | undefined): StateInfo {
  if (typeof text !== 'string') return { exists: false };
  const result: StateInfo = { exists: true };
  try {
    let awaitingNextAction = false;

    for (const line of linesOutsideFences(boundedLines(text, MAX_STATE_CHARS, MAX_LINE_CHARS))) {
      const trimmed = line.trim();
      if (awaitingNextAction) {
        if (trimmed === '') continue;
        awaitingNextAction = false;
        if (!ANY_HEADING.test(line) && result.nextAction === undefined) {
          result.nextAction = trimmed;
          continue;
        }
      }
      if (trimmed === '') continue;

      if (NEXT_ACTION_HEADING.test(line)) {
        awaitingNextAction = result.nextAction === undefined;
        continue;
      }

      const m = KEY_LINE.exec(line);
      if (!m) continue;
      const keyName = (m[1] as string).trim().replace(/ {2,}/g, ' ').toLowerCase();
      const key = Object.prototype.hasOwnProperty.call(KEYS, keyName) ? KEYS[keyName] : undefined;
      if (key === undefined) continue;
      const value = (m[2] ?? '').trim();
      if (value === '') continue;

      switch (key) {
        case 'phase': {
          if (result.phase !== undefined) break;
          const pm = PHASE_VALUE.exec(value);
          if (!pm) break;
          result.phase = Number.parseInt(pm[1] as string, 10);
          if (pm[2] !== undefined) result.totalPhases = Number.parseInt(pm[2], 10);
          break;
        }
        case 'status':
          if (result.status === undefined) result.status = value.toLowerCase();
          break;
        case 'lastActivity':
          if (result.lastActivity === undefined) result.lastActivity = value;
          break;
        case 'nextAction':
          if (result.nextAction === undefined) result.nextAction = value;
          break;
        case 'milestone':
          if (result.milestone === undefined) result.milestone = value;
          break;
      }
    }
  } catch {
    // Defensive: nothing above is expected to throw; keep whatever was parsed.
  }
  return result;
}
