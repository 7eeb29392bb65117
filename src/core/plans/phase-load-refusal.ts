import { ErrorCode, type ErrorCodeValue } from '../error-codes.js';
import type { ErrorDiagnostic } from '../types.js';

const SHOWN = 5;

/**
 * No silent partial route (#10 item 5): when plans of the phase cannot be routed (E075, E076)
 * and the route does not keep them, the whole route is refused with this code and message.
 * undefined when there is nothing to refuse. The code is E075 when any plan's frontmatter is
 * the problem, E076 when only unreadable files are.
 */
export function phaseLoadRefusal(blockers: readonly ErrorDiagnostic[], phaseLabel: string): { code: ErrorCodeValue; message: string; hint: string } | undefined {
  if (blockers.length === 0) return undefined;
  const code = blockers.some((b) => b.code === ErrorCode.PLAN_UNPARSABLE) ? ErrorCode.PLAN_UNPARSABLE : (blockers[0] as ErrorDiagnostic).code;
  const listed = blockers
    .slice(0, SHOWN)
    .map((b) => {
      const where = `${b.file ?? '(plan)'}${b.line !== undefined ? ` line ${b.line}` : ''}`;
      const text = b.message.replace(/;?\s*the plan cannot be routed\.?\s*$/, '').replace(/[.;]\s*$/, '');
      if (b.file && text.startsWith(`${b.file}: `)) return `${where}: ${text.slice(b.file.length + 2)}`;
      // "PATH is a symbolic link …": the sentence already starts with the file.
      if (b.file && text.startsWith(`${b.file} `)) return `${where} ${text.slice(b.file.length + 1)}`;
      return `${where}: ${text}`;
    })
    .join('; ');
  const more = blockers.length > SHOWN ? `; and ${blockers.length - SHOWN} more` : '';
  const count = blockers.length === 1 ? 'A plan' : `${blockers.length} plans`;
  return {
    code,
    message: `${count} of ${phaseLabel} cannot be routed, so nothing is routed (a partial route would leave ${blockers.length === 1 ? 'it' : 'them'} out silently): ${listed}${more}.`,
    hint:
      code === ErrorCode.PLAN_UNPARSABLE
        ? 'Fix the plan frontmatter at the line named, or set the input keep-unparsable-plans: true to route such plans unscoped (every file) with a warning.'
        : 'Make each plan a regular file inside the repository (no symbolic link, at most 1 MiB), or set the input keep-unparsable-plans: true to route such plans unscoped with a warning.',
  };
}
