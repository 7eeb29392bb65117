import { InfoCode, WarningCode } from '../error-codes.js';
import { formatSchemaPath, validateJsonSchema, type JsonSchema } from '../schema/validate-json-schema.js';
import type {
  Diagnostic,
  ExecutionMode,
  IntentDefinition,
  IntentFilter,
  IntentTeamsConfig,
  NaturalLanguageLexicon,
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
  /**
   * Legion sections the file does not have at all (key absent or null), in file-format order.
   * Older Legion configs lack some; {@link withBundledDefaults} takes them from the bundled config.
   */
  absentSections: LegionSection[];
}

/** Sections of Legion's own format that older versions of intent-teams.yaml lack. */
export const DEFAULTABLE_LEGION_SECTIONS = ['nl_patterns', 'command_routes', 'context_rules'] as const;
export type LegionSection = (typeof DEFAULTABLE_LEGION_SECTIONS)[number];

/** The lists of an nl_lexicon section (everything but `synonyms`). */
const LEXICON_LISTS = [
  'negation_cues',
  'negation_wraps',
  'negation_suffixes',
  'restriction_cues',
  'exclusion_verbs',
  'scope_fillers',
  'cancel_cues',
  'clause_breaks',
  'known_words',
  'question_words',
  'request_openers',
  'statement_verbs',
  'correction_cues',
  'acknowledgements',
  'hedges',
  'self_reports',
  'filler_words',
  'vague_terms',
  'edit_words',
  'abbreviations',
  'negative_answers',
] as const satisfies readonly (keyof NaturalLanguageLexicon)[];

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

function normaliseLexicon(value: unknown): NaturalLanguageLexicon | undefined {
  if (!isDict(value)) return undefined;
  const lexicon: NaturalLanguageLexicon = {};
  if (isDict(value.synonyms)) {
    const synonyms = dict<string[]>();
    for (const [term, variants] of entries(value.synonyms)) synonyms[term] = strings(variants);
    lexicon.synonyms = synonyms;
  }
  for (const list of LEXICON_LISTS) {
    if (Array.isArray(value[list])) lexicon[list] = strings(value[list]);
  }
  return lexicon;
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
  const lexicon = normaliseLexicon(value.nl_lexicon);
  if (lexicon) config.nl_lexicon = lexicon;
  return config;
}

/**
 * Parse intent-teams.yaml text (Legion's config preconditions: a syntax error or an unusable file): a syntax error or a file
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
    return { config: emptyIntentTeams(), usable: false, diagnostics, absentSections: [] };
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
    return { config: emptyIntentTeams(), usable: false, diagnostics, absentSections: [] };
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
  const value = parsed.value;
  const absentSections = DEFAULTABLE_LEGION_SECTIONS.filter((section) => value[section] === undefined || value[section] === null);
  return { config: normalise(value), usable: true, diagnostics, absentSections };
}

/**
 * The nl_lexicon in force: the bundled lexicon, overridden list by list by the repository's
 * (synonyms: canonical term by canonical term; `term: []` removes a bundled term).
 */
export function mergeLexicon(own: NaturalLanguageLexicon | undefined, bundled: NaturalLanguageLexicon | undefined): NaturalLanguageLexicon | undefined {
  if (!own) return bundled;
  if (!bundled) return own;
  const merged: NaturalLanguageLexicon = { ...bundled, ...own };
  if (own.synonyms && bundled.synonyms) {
    const synonyms = dict<string[]>();
    for (const [term, variants] of Object.entries(bundled.synonyms)) synonyms[term] = variants;
    for (const [term, variants] of Object.entries(own.synonyms)) synonyms[term] = variants;
    merged.synonyms = synonyms;
  }
  return merged;
}

/**
 * Fill legion-router extension sections the repository config does not set from the bundled one
 * (review_panel, task_type_inference, agent_task_types, nl_lexicon). Silent: Legion's own files
 * never have them.
 */
export function withExtensionDefaults(config: IntentTeamsConfig, bundled: IntentTeamsConfig): IntentTeamsConfig {
  const merged: IntentTeamsConfig = {
    ...config,
    review_panel: config.review_panel.length > 0 ? config.review_panel : bundled.review_panel,
    task_type_inference: config.task_type_inference.length > 0 ? config.task_type_inference : bundled.task_type_inference,
    agent_task_types: Object.keys(config.agent_task_types).length > 0 ? config.agent_task_types : bundled.agent_task_types,
  };
  const lexicon = mergeLexicon(config.nl_lexicon, bundled.nl_lexicon);
  if (lexicon) merged.nl_lexicon = lexicon;
  return merged;
}

export interface DefaultedIntentTeams {
  config: IntentTeamsConfig;
  /** At most one info (I025) naming the Legion sections taken from the bundled config. */
  diagnostics: Diagnostic[];
}

/**
 * The repository's parsed config completed from the bundled one: the extension sections as
 * {@link withExtensionDefaults} does, and the Legion sections the file lacks altogether
 * (`nl_patterns`, `command_routes`, `context_rules`; older intent-teams.yaml versions), said in
 * one info diagnostic. A section present but empty (`nl_patterns: {}`) is the repository's choice
 * and is kept.
 */
export function withBundledDefaults(parsed: ParsedIntentTeams, bundled: IntentTeamsConfig, path: string): DefaultedIntentTeams {
  const config = withExtensionDefaults(parsed.config, bundled);
  const taken = parsed.absentSections.filter((section) => Object.keys(bundled[section]).length > 0);
  if (taken.length === 0) return { config, diagnostics: [] };
  for (const section of taken) {
    if (section === 'context_rules') config.context_rules = bundled.context_rules;
    else config[section] = bundled[section];
  }
  const names = taken.join(', ');
  return {
    config,
    diagnostics: [
      {
        code: InfoCode.CONFIG_SECTIONS_FROM_BUNDLED,
        severity: 'info',
        message: `${path} has no ${names}: legion-router's bundled ${taken.length === 1 ? 'section is' : 'sections are'} used.`,
        file: path,
        hint: `Copy ${names} from legion-router's config/intent-teams.yaml into ${path} to tune ${taken.length === 1 ? 'it' : 'them'}.`,
      },
    ],
  };
}
