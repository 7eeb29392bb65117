/**
 * Test helper: load an intent-teams.yaml into IntentTeamsConfig.
 *
 * `loadConfigText` / `loadConfigFile` use the real loader (src/core/config/parse-intent-teams.ts).
 * `minimalIntentTeams` is an independent minimal normalisation (only what natural-language routing
 * reads: intents, validation.requires_command, nl_patterns, command_routes) that a test compares
 * with the real loader, so a loader change that alters what NL routing sees is noticed.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { HAS_LEGION_REF, LEGION_REF } from '../../support/legion-reference.js';
import { parseIntentTeams, withBundledDefaults } from '../../../src/core/config/parse-intent-teams.js';
import type { ExecutionMode, IntentTeamsConfig, PatternCluster } from '../../../src/core/types.js';

const here = dirname(fileURLToPath(import.meta.url));

export const REPO_ROOT = resolve(here, '../../..');
/** Legion's real config, read unchanged from the reference data beside the clone (../shared). */
export const LEGION_CONFIG_PATH = resolve(LEGION_REF, '.planning/config/intent-teams.yaml');
/** legion-router's bundled default. */
export const BUNDLED_CONFIG_PATH = resolve(REPO_ROOT, 'config/intent-teams.yaml');

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => v !== null && typeof v === 'object' && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function clusters(value: unknown): Record<string, PatternCluster> {
  const out: Record<string, PatternCluster> = {};
  if (!isDict(value)) return out;
  for (const [key, raw] of Object.entries(value)) {
    const cluster = isDict(raw) ? raw : {};
    const keywords: Record<string, number> = {};
    if (isDict(cluster.keywords)) {
      for (const [word, weight] of Object.entries(cluster.keywords)) {
        if (typeof weight === 'number') keywords[word] = weight;
      }
    }
    out[key] = { keywords, phrases: strings(cluster.phrases) };
  }
  return out;
}

/** Minimal normalisation of parsed YAML into IntentTeamsConfig. */
export function minimalIntentTeams(raw: unknown): IntentTeamsConfig {
  const doc = isDict(raw) ? raw : {};
  const intents: IntentTeamsConfig['intents'] = {};
  if (isDict(doc.intents)) {
    for (const [key, value] of Object.entries(doc.intents)) {
      const def = isDict(value) ? value : {};
      const agents = isDict(def.agents) ? def.agents : {};
      intents[key] = {
        description: typeof def.description === 'string' ? def.description : '',
        agents: { primary: strings(agents.primary), secondary: strings(agents.secondary) },
        domains: strings(def.domains),
        filter: null,
        mode: (typeof def.mode === 'string' ? def.mode : 'ad_hoc') as ExecutionMode,
        ...(typeof def.flag === 'string' ? { flag: def.flag } : {}),
      };
    }
  }
  const validation = isDict(doc.validation) ? doc.validation : {};
  const requires = Array.isArray(validation.requires_command) ? validation.requires_command : [];
  return {
    intents,
    task_types: {},
    validation: {
      mutual_exclusion: [],
      requires_command: requires.filter(isDict).map((r) => ({
        flag: typeof r.flag === 'string' ? r.flag : '',
        commands: strings(r.commands),
        error: typeof r.error === 'string' ? r.error : '',
      })),
      allowed_combinations: [],
    },
    nl_patterns: clusters(doc.nl_patterns),
    command_routes: clusters(doc.command_routes),
    context_rules: {},
    review_panel: [],
    task_type_inference: [],
    agent_task_types: {},
  };
}

/** Minimal normalisation of YAML text (see minimalIntentTeams). */
export function minimalConfigText(text: string): IntentTeamsConfig {
  return minimalIntentTeams(parse(text));
}

/** YAML text through the real loader; throws if the loader finds it unusable. */
export function loadConfigText(text: string, path = 'intent-teams.yaml'): IntentTeamsConfig {
  const parsed = parseIntentTeams(text, path);
  if (!parsed.usable) throw new Error(`${path}: unusable: ${JSON.stringify(parsed.diagnostics)}`);
  return parsed.config;
}

export function loadConfigFile(path: string): IntentTeamsConfig {
  return loadConfigText(readFileSync(path, 'utf8'), path);
}

/** Legion's real config is beside this clone (../shared); tests of it skip when it is not. */
export { HAS_LEGION_REF };

/** Legion's config exactly as its file says (no bundled sections). */
export const legionConfigRaw = (): IntentTeamsConfig => loadConfigFile(LEGION_CONFIG_PATH);
export const bundledConfig = (): IntentTeamsConfig => loadConfigFile(BUNDLED_CONFIG_PATH);

/**
 * A repository config as the router sees it: completed from the bundled config by
 * withBundledDefaults (the extension sections, nl_lexicon among them, and absent Legion sections).
 */
export function routerConfigText(text: string, path = 'intent-teams.yaml'): IntentTeamsConfig {
  const parsed = parseIntentTeams(text, path);
  if (!parsed.usable) throw new Error(`${path}: unusable: ${JSON.stringify(parsed.diagnostics)}`);
  return withBundledDefaults(parsed, bundledConfig(), path).config;
}

/** Legion's real config as the router uses it (with the bundled nl_lexicon). */
export const legionConfig = (): IntentTeamsConfig => routerConfigText(readFileSync(LEGION_CONFIG_PATH, 'utf8'), LEGION_CONFIG_PATH);
