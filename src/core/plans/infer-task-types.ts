import { minimatch } from 'minimatch';
import { GlobIndex } from '../glob/glob-index.js';
import type { IntentTeamsConfig, Plan } from '../types.js';

/**
 * A concrete path standing for a declared entry, for rule matching: the first brace
 * alternative, wildcards replaced by `x`, a directory entry given a child. `docs/` → `docs/x`,
 * `src/**\/*.{ts,tsx}` → `src/x/x.ts`.
 */
export function representativePath(entry: string): string {
  let path = entry.trim();
  // Only the first alternative is needed: braceExpandMax 1 keeps `{a,b}` × 100 from expanding
  // (a full expansion of such an entry takes over a second).
  if (path.includes('{') && path.length <= 512) path = minimatch.braceExpand(path, { braceExpandMax: 1 })[0] ?? path;
  if (path.endsWith('/')) path = `${path}x`;
  return path.replace(/\[[^\]/]*\]/g, 'x').replace(/\*\*/g, 'x').replace(/[*?]/g, 'x');
}

export type TaskTypeResolver = (plan: Plan) => string[];

/**
 * How task types are found (documented in the README): a plan's own `task_types` win;
 * otherwise each declared file adds the types of the first `task_type_inference` rule it
 * matches, and each agent adds its `agent_task_types`. Either way, a sub-type adds its category
 * from the `task_types` taxonomy (`readme` → `documentation`).
 */
export function createTaskTypeResolver(config: IntentTeamsConfig): TaskTypeResolver {
  const rules = new GlobIndex(config.task_type_inference.map((rule, owner) => ({ pattern: rule.pattern, owner })));
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
        const rule = rules.firstOwner(representativePath(entry));
        if (rule >= 0) for (const t of config.task_type_inference[rule]?.types ?? []) types.add(t);
      }
      // Own keys only: an agent named `constructor` or `__proto__` must not reach Object.prototype.
      for (const agent of plan.agents) for (const t of Object.hasOwn(config.agent_task_types, agent) ? config.agent_task_types[agent] ?? [] : []) types.add(t);
    }
    for (const t of [...types]) for (const category of categoryOf.get(t) ?? []) types.add(category);
    return [...types];
  };
}
