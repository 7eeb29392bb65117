import type { IntentTeamsConfig } from '../types.js';

/** The filter of every active filter_plans intent (agents, task types, file patterns), merged. */
export interface FilterCriteria {
  intents: string[];
  includeTaskTypes: string[];
  excludeTaskTypes: string[];
  excludeAgents: string[];
  excludeFilePatterns: string[];
}

export function resolveFilterCriteria(intents: readonly string[], config: IntentTeamsConfig): FilterCriteria | null {
  const criteria: FilterCriteria = { intents: [], includeTaskTypes: [], excludeTaskTypes: [], excludeAgents: [], excludeFilePatterns: [] };
  const addAll = (target: string[], values: readonly string[]): void => {
    for (const value of values) if (!target.includes(value)) target.push(value);
  };
  for (const intent of intents) {
    const filter = config.intents[intent]?.filter;
    if (!filter) continue;
    criteria.intents.push(intent);
    addAll(criteria.includeTaskTypes, filter.include_task_types);
    addAll(criteria.excludeTaskTypes, filter.exclude_task_types);
    addAll(criteria.excludeAgents, filter.exclude_agents);
    addAll(criteria.excludeFilePatterns, filter.exclude_file_patterns);
  }
  return criteria.intents.length > 0 ? criteria : null;
}
