import { WarningCode } from '../error-codes.js';
import { formatSchemaPath, validateJsonSchema, type JsonSchema } from '../schema/validate-json-schema.js';
import type {
  Diagnostic,
  ExecutionMode,
  IntentDefinition,
  IntentFilter,
  IntentTeamsConfig,
  PatternCluster,
  ReviewDimension,
  TaskTypeRule,
} from '../types.js';
import { isDict, stringList, type Dict } from '../text/untrusted-data.js';
import { parseYaml } from '../yaml/parse-yaml.js';
import intentTeamsSchema from '../../../config/intent-teams.schema.json' with { type: 'json' };

export interface ParsedIntentTeams {
  /** Normalised config; every section present (possibly empty). */
  config: IntentTeamsConfig;
  /** false when the text could not be used at all (syntax error, empty, not a mapping). */
  usable: boolean;
  diagnostics: Diagnostic[];
}

const MODES: readonly ExecutionMode[] = ['ad_hoc', 'filter_plans', 'filter_review'];

/** A map with no prototype: a config key named `__proto__` or `constructor` is just a key. */
function dict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

export function emptyIntentTeams(): IntentTeamsConfig {
  return {
    intents: dict(),
    task_types: dict(),
    validation: { mutual_exclusion: [], requires_command: [], allowed_combinations: [] },
    nl_patterns: dict(),
    command_routes: dict(),
    context_rules: dict(),
    review_panel: [],
    task_type_inference: [],
    agent_task_types: dict(),
  };
}

const strings = stringList;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const entries = (value: unknown): [string, unknown][] => (isDict(value) ? Object.entries(value) : []);

function normaliseFilter(value: unknown): IntentFilter | null {
  if (!isDict(value)) return null;
  return {
    include_task_types: strings(value.include_task_types),
    exclude_task_types: strings(value.exclude_task_types),
    exclude_agents: strings(value.exclude_agents),
    exclude_file_patterns: strings(value.exclude_file_patterns),
  };
}

function normaliseIntent(value: unknown): IntentDefinition {
  const raw = isDict(value) ? value : {};
  const agents = isDict(raw.agents) ? raw.agents : {};
  const mode = MODES.includes(raw.mode as ExecutionMode) ? (raw.mode as ExecutionMode) : 'ad_hoc';
  const intent: IntentDefinition = {
    description: text(raw.description),
    agents: { primary: strings(agents.primary), secondary: strings(agents.secondary) },
    domains: strings(raw.domains),
    filter: normaliseFilter(raw.filter),
    mode,
  };
  if (typeof raw.flag === 'string' && /^--[a-z0-9][a-z0-9-]{0,62}$/.test(raw.flag)) intent.flag = raw.flag;
  return intent;
}

function normaliseCluster(value: unknown): PatternCluster {
  const raw = isDict(value) ? value : {};
  const keywords = dict<number>();
  for (const [word, weight] of entries(raw.keywords)) {
    if (typeof weight === 'number' && Number.isFinite(weight) && weight >= 0) keywords[word] = Math.min(weight, 1);
  }
  return { keywords, phrases: strings(raw.phrases) };
}

function normalise(value: Dict): IntentTeamsConfig {
  const config = emptyIntentTeams();
  for (const [key, intent] of entries(value.intents)) config.intents[key] = normaliseIntent(intent);
  for (const [key, list] of entries(value.task_types)) config.task_types[key] = strings(list);
  const validation = isDict(value.validation) ? value.validation : {};
  for (const rule of Array.isArray(validation.mutual_exclusion) ? validation.mutual_exclusion : []) {
    if (isDict(rule) && strings(rule.flags).length >= 2) {
      config.validation.mutual_exclusion.push({ flags: strings(rule.flags), error: text(rule.error) || `Cannot combine ${strings(rule.flags).join(' and ')}.` });
    }
  }
  for (const rule of Array.isArray(validation.requires_command) ? validation.requires_command : []) {
    if (isDict(rule) && typeof rule.flag === 'string' && strings(rule.commands).length > 0) {
      config.validation.requires_command.push({
        flag: rule.flag,
        commands: strings(rule.commands),
        error: text(rule.error) || `${rule.flag} is not valid for this command`,
      });
    }
  }
  for (const rule of Array.isArray(validation.allowed_combinations) ? validation.allowed_combinations : []) {
    if (isDict(rule)) config.validation.allowed_combinations.push({ flags: strings(rule.flags), allows: strings(rule.allows) });
  }
  for (const [key, cluster] of entries(value.nl_patterns)) config.nl_patterns[key] = normaliseCluster(cluster);
  for (const [key, cluster] of entries(value.command_routes)) config.command_routes[key] = normaliseCluster(cluster);
  for (const [position, rule] of entries(value.context_rules)) {
    const suggestions = isDict(rule) && Array.isArray(rule.suggestions) ? rule.suggestions : [];
    config.context_rules[position] = {
      suggestions: suggestions
        .filter((s): s is Dict => isDict(s) && typeof s.command === 'string')
        .map((s) => ({ command: s.command as string, description: text(s.description), reason: text(s.reason) })),
    };
  }
  for (const item of Array.isArray(value.review_panel) ? value.review_panel : []) {
    if (isDict(item) && typeof item.dimension === 'string' && typeof item.agent === 'string') {
      const dimension: ReviewDimension = { dimension: item.dimension, agent: item.agent, domains: strings(item.domains) };
      config.review_panel.push(dimension);
    }
  }
  for (const item of Array.isArray(value.task_type_inference) ? value.task_type_inference : []) {
    if (isDict(item) && typeof item.pattern === 'string' && item.pattern.length <= 512) {
      const rule: TaskTypeRule = { pattern: item.pattern, types: strings(item.types) };
      config.task_type_inference.push(rule);
    }
  }
  for (const [agent, types] of entries(value.agent_task_types)) config.agent_task_types[agent] = strings(types);
  return config;
}

/**
 * Parse intent-teams.yaml text (§3 loadIntentTeams preconditions 4–5): a syntax error or a file
 * that is not a mapping makes it unusable (the caller degrades); schema violations are
 * warnings with file, line and column, and the valid part of the config is used.
 */
export function parseIntentTeams(source: string, path: string): ParsedIntentTeams {
  const diagnostics: Diagnostic[] = [];
  const parsed = parseYaml(source);
  if (parsed.errors.length > 0) {
    for (const error of parsed.errors.slice(0, 5)) {
      diagnostics.push({
        code: WarningCode.CONFIG_INVALID,
        severity: 'warning',
        message: `${path} is not valid YAML: ${error.message}`,
        file: path,
        ...(error.line !== undefined ? { line: error.line } : {}),
        ...(error.column !== undefined ? { column: error.column } : {}),
        hint: 'Fix the YAML syntax; until then the bundled default config is used.',
      });
    }
    return { config: emptyIntentTeams(), usable: false, diagnostics };
  }
  if (!isDict(parsed.value)) {
    diagnostics.push({
      code: WarningCode.CONFIG_INVALID,
      severity: 'warning',
      message: parsed.value == null ? `${path} is empty.` : `${path} must be a mapping with keys such as intents, validation, nl_patterns.`,
      file: path,
      line: 1,
      column: 1,
      hint: 'Add the intent definitions; until then the bundled default config is used.',
    });
    return { config: emptyIntentTeams(), usable: false, diagnostics };
  }
  for (const error of validateJsonSchema(parsed.value, intentTeamsSchema as JsonSchema)) {
    const at = parsed.locate(error.path);
    diagnostics.push({
      code: WarningCode.CONFIG_INVALID,
      severity: 'warning',
      message: `${path}: ${error.message}; that part is ignored.`,
      file: path,
      ...(at ? { line: at.line, column: at.column } : {}),
      hint: `See config/intent-teams.schema.json (at ${formatSchemaPath(error.path)}).`,
    });
  }
  return { config: normalise(parsed.value), usable: true, diagnostics };
}

/** Fill legion-router extension sections the repository config does not set from the bundled one. */
export function withExtensionDefaults(config: IntentTeamsConfig, bundled: IntentTeamsConfig): IntentTeamsConfig {
  return {
    ...config,
    review_panel: config.review_panel.length > 0 ? config.review_panel : bundled.review_panel,
    task_type_inference: config.task_type_inference.length > 0 ? config.task_type_inference : bundled.task_type_inference,
    agent_task_types: Object.keys(config.agent_task_types).length > 0 ? config.agent_task_types : bundled.agent_task_types,
  };
}
