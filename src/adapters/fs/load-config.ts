import { bundledIntentTeams } from '../../core/config/bundled-intent-teams.js';
import { parseIntentTeams, withBundledDefaults } from '../../core/config/parse-intent-teams.js';
import { ErrorCode, WarningCode } from '../../core/error-codes.js';
import type { ErrorDiagnostic, LoadedConfig } from '../../core/types.js';
import type { RepoReader } from './repo-reader.js';

export const DEFAULT_CONFIG_PATH = '.planning/config/intent-teams.yaml';
export const BUNDLED_CONFIG_PATH = 'config/intent-teams.yaml';

let bundledCache: LoadedConfig | undefined;

/**
 * The bundled default config (once per process). It is parsed and validated at build time
 * (scripts/compile-config.mjs writes src/core/config/bundled-intent-teams.js), not at run time.
 */
export function loadBundledConfig(): LoadedConfig {
  bundledCache ??= { config: bundledIntentTeams(), origin: 'bundled', path: BUNDLED_CONFIG_PATH, diagnostics: [] };
  return { ...bundledCache, diagnostics: [] };
}

export type ConfigLoad = { ok: true; loaded: LoadedConfig } | { ok: false; diagnostic: ErrorDiagnostic };

/**
 * Legion's config preconditions, for CI:
 * - default path missing → the bundled default (info);
 * - an explicit `config` input that does not exist → blocker (a typo must not silently change
 *   which teams run);
 * - unreadable (permissions, directory, symlink out of the repository, over 1 MiB) → blocker
 *   annotation, bundled default used;
 * - YAML syntax error / not a mapping → warning with line and column, bundled default used;
 * - schema violations → warnings with line and column, the valid part of the file is used.
 */
export function loadConfig(reader: RepoReader, explicitPath?: string): ConfigLoad {
  const path = explicitPath && explicitPath.trim() !== '' ? explicitPath.trim() : DEFAULT_CONFIG_PATH;
  const bundled = loadBundledConfig();
  const read = reader.readText(path);
  if (!read.ok) {
    if (read.reason === 'missing' && path === DEFAULT_CONFIG_PATH) {
      bundled.diagnostics.push({
        code: WarningCode.CONFIG_DEFAULT_USED,
        severity: 'info',
        message: `${path} not found: using legion-router's bundled default config.`,
        hint: `Copy config/intent-teams.yaml from legion-router to ${path} to customise intents.`,
      });
      return { ok: true, loaded: bundled };
    }
    if (read.reason === 'missing') {
      return {
        ok: false,
        diagnostic: {
          code: ErrorCode.CONFIG_BLOCKER,
          severity: 'blocker',
          message: `The config input names ${path}, which does not exist in the repository.`,
          file: path,
          hint: `Fix the path, or remove the input to use ${DEFAULT_CONFIG_PATH} or the bundled default.`,
        },
      };
    }
    bundled.diagnostics.push({
      code: WarningCode.CONFIG_INVALID,
      severity: 'blocker',
      message: `${read.message}: intent config not loaded; using the bundled default.`,
      file: path,
      hint: 'Make the file a regular, readable file inside the repository (at most 1 MiB).',
    });
    return { ok: true, loaded: bundled };
  }
  const parsed = parseIntentTeams(read.text, path);
  if (!parsed.usable) {
    bundled.diagnostics.push(...parsed.diagnostics);
    return { ok: true, loaded: bundled };
  }
  // Older Legion configs lack context_rules, nl_patterns or command_routes: those come from the
  // bundled config, said once (I025); extension sections likewise.
  const defaulted = withBundledDefaults(parsed, bundled.config, path);
  return {
    ok: true,
    loaded: { config: defaulted.config, origin: 'repository', path, diagnostics: [...parsed.diagnostics, ...defaulted.diagnostics] },
  };
}
