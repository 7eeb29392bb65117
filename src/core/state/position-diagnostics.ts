/**
 * The diagnostics a route reports about its reading of STATE.md: I013 says how the position was
 * read (one line for the summary), W081 says that STATE.md exists but no position could be read
 * from it. Pure; the message holds only our own words and numbers, never STATE.md's text.
 */

import { InfoCode, WarningCode } from '../error-codes.js';
import type { Diagnostic } from '../types.js';
import type { StatePosition } from './read-state-position.js';

export function positionDiagnostics(reading: StatePosition, file = '.planning/STATE.md'): Diagnostic[] {
  if (!reading.exists) return [];
  if (reading.position === 'unknown' && reading.phase === undefined) {
    return [
      {
        code: WarningCode.STATE_POSITION_UNREAD,
        severity: 'warning',
        message: 'STATE.md has no position legion-router can read (no Phase or Status line, frontmatter status, or next step naming a phase).',
        file,
        hint: 'Add a "## Current Position" block with "Phase: N of M (status)", or pass the phase (--phase=N).',
      },
    ];
  }
  return [{ code: InfoCode.STATE_POSITION_READ, severity: 'info', message: reading.how, file }];
}
