/**
 * The rules of `--plan=NN-PP[,NN-PP…]` that the intent stage can check without the repository
 * (whether the plans exist is checked by the plans route, src/core/plans/named-plans.ts). Pure.
 *
 * - `--plan` routes plans of a phase: it goes with `build` (a request with `--plan` and no command
 *   is a build);
 * - it names the plans itself, so it takes no intent flag (`--skip-frontend`, `--just-harden`):
 *   a filter could drop a plan that was named, which would be a named plan silently not run;
 * - a route runs one phase: every id's `NN-` is that phase, and `--phase=N` (or `build N`), when
 *   given, must be the same number.
 */
import { intentFlagName } from './intent-flags.js';
import type { IntentTeamsConfig, ParsedFlags } from '../types.js';

export interface PlanFlagCheck {
  errors: string[];
  suggestions: string[];
  /** The phase the ids name (as a decimal string), when they name one. */
  phase?: string;
}

const phaseOf = (id: string): number => Number(id.slice(0, id.indexOf('-')));

export function checkPlanFlag(flags: ParsedFlags, command: string, requestedPhase: string | undefined, config: IntentTeamsConfig, trigger: string): PlanFlagCheck {
  const ids = flags.plans ?? [];
  if (ids.length === 0) return { errors: [], suggestions: [] };
  const errors: string[] = [];
  const suggestions: string[] = [];
  const shownIds = ids.slice(0, 5).join(',');
  if (command !== 'build') {
    errors.push(`--plan selects plans to build; it does not work with ${command === '' ? 'no command' : command}.`);
    suggestions.push(`Use ${trigger} build --plan=${shownIds}`);
  }
  if (flags.intents.length > 0) {
    const named = flags.intents.map((intent) => intentFlagName(intent, config.intents[intent]));
    errors.push(`--plan names the plans to run, so it cannot be combined with ${named.join(', ')} (a filter could drop a plan you named).`);
    suggestions.push(`Use ${trigger} build --plan=${shownIds} alone, or ${trigger} build ${named.join(' ')} without --plan`);
  }
  const phases = [...new Set(ids.map(phaseOf))];
  if (phases.length > 1) {
    errors.push(`--plan names plans of ${phases.length} phases (${phases.slice(0, 5).join(', ')}); a route runs the plans of one phase.`);
    suggestions.push('Name plans of one phase, and route the other phase in another command');
    return { errors, suggestions };
  }
  const phase = String(phases[0]);
  if (requestedPhase !== undefined && requestedPhase !== '' && Number(requestedPhase) !== Number(phase)) {
    errors.push(`--plan names plans of phase ${phase}, but the request asks for phase ${requestedPhase}.`);
    suggestions.push(`Drop the phase, or name plans of phase ${requestedPhase}`);
  }
  return { errors, suggestions, phase };
}
