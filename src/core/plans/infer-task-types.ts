import { GlobIndex } from '../glob/glob-index.js';
import { representativePath } from '../glob/representative-path.js';
import type { IntentTeamsConfig, Plan } from '../types.js';
import { memoiseByPath } from './memoise-by-path.js';

// Linear-time since #11 R09 (it lives with the glob code it mirrors).
export { representativePath } from '../glob/representative-path.js';

export type TaskTypeResolver = (plan: Plan) => string[];

/**
 * How task types are found (documented in the README): a plan's own `task_types` win;
 * otherwise each declared file adds the types of the first `task_type_inference` rule it
 * matches, and each agent adds its `agent_task_types`. Either way, a sub-type adds its category
 * from the `task_types` taxonomy (`readme` → `documentation`).
 */
export function createTaskTypeResolver(
  config: IntentTeamsConfig,
  /** `representative`: representativePath, possibly memoised by the caller (selectPlans shares one with the exclusion check). */
  options: { fastPaths?: boolean; representative?: (entry: string) => string } = {},
): TaskTypeResolver {
  const rules = new GlobIndex(
    config.task_type_inference.map((rule, owner) => ({ pattern: rule.pattern, owner })),
    { fastPaths: options.fastPaths !== false },
  );
  // Plans share entries: each distinct entry's first rule is looked up once.
  const representative = options.representative ?? representativePath;
  const ruleOf = memoiseByPath((entry: string) => rules.firstOwner(representative(entry)));
  const categoryOf = new Map<string, string[]>();
  for (const [category, subTypes] of Object.entries(config.task_types)) {
    for (const subType of subTypes) categoryOf.set(subType, [...(categoryOf.get(subType) ?? []), category]);
  }
  return (plan) => {
    const types = new Set<string>();
    if (!plan.taskTypesInferred) for (const t of plan.taskTypes) types.add(t);
    else {
      for (const entry of plan.filesModified) {
        if (entry.startsWith('!')) continue;
        const rule = ruleOf(entry);
        if (rule >= 0) for (const t of config.task_type_inference[rule]?.types ?? []) types.add(t);
      }
      // Own keys only: an agent named `constructor` or `__proto__` must not reach Object.prototype.
      for (const agent of plan.agents) for (const t of Object.hasOwn(config.agent_task_types, agent) ? (config.agent_task_types[agent] ?? []) : []) types.add(t);
    }
    for (const t of [...types]) for (const category of categoryOf.get(t) ?? []) types.add(category);
    return [...types];
  };
}
