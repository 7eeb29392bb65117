import { InfoCode } from '../error-codes.js';
import type { Diagnostic, Plan } from '../types.js';

const SHOWN = 8;

/**
 * One info (I016) for all plans of the route that number `plan:` as an integer (Legion's older
 * form, accepted by the plan schema), or undefined when there is none. Never a warning per plan.
 */
export function planNumberNote(plans: readonly Plan[]): Diagnostic | undefined {
  const legacy = plans.filter((plan) => plan.legacyPlanNumber);
  if (legacy.length === 0) return undefined;
  const ids = legacy
    .slice(0, SHOWN)
    .map((plan) => plan.id)
    .join(', ');
  const more = legacy.length > SHOWN ? ` and ${legacy.length - SHOWN} more` : '';
  return {
    code: InfoCode.PLAN_NUMBER_INTEGER,
    severity: 'info',
    message: `${legacy.length === 1 ? '1 plan numbers' : `${legacy.length} plans number`} \`plan:\` as an integer (Legion's older form); the id is read from the file name: ${ids}${more}.`,
    hint: 'Nothing to do; the current form is plan: "NN-PP".',
  };
}
