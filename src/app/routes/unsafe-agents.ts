import { WarningCode } from '../../core/error-codes.js';
import { isSafeId } from '../../core/text/sanitize.js';
import type { Diagnostic } from '../../core/types.js';

/** A warning for team members whose agent id cannot go into the matrix (unsafe characters), or none. */
export function unsafeAgentsDiagnostic(agents: readonly string[]): Diagnostic[] {
  const unsafe = agents.filter((agent) => !isSafeId(agent));
  if (unsafe.length === 0) return [];
  return [
    {
      code: WarningCode.UNSAFE_VALUE_OMITTED,
      severity: 'warning',
      message: `${unsafe.length} agent id(s) with characters outside [A-Za-z0-9._-] were left out of the matrix.`,
      hint: 'Agent ids in intent-teams.yaml and review_panel must be plain ids such as engineering-security-engineer.',
    },
  ];
}
