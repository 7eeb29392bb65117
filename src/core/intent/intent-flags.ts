import type { IntentDefinition, IntentTeamsConfig } from '../types.js';

/** Flags every command accepts, whatever the config says. */
export const GLOBAL_FLAGS = ['--dry-run', '--unsafe-unknown-flags', '--phase', '--sha', '--rerun', '--plan'] as const;

/**
 * The flag a user types for an intent key. Explicit `flag:` in the config wins; otherwise
 * `skip-x` → `--skip-x`, `x-only` → `--just-x`, anything else `x` → `--just-x`
 * (Legion's table: harden → --just-harden, security-only → --just-security).
 */
export function intentFlagName(intentKey: string, definition?: Pick<IntentDefinition, 'flag'>): string {
  if (definition?.flag) return normaliseFlagName(definition.flag);
  const key = intentKey.toLowerCase();
  if (key.startsWith('skip-')) return `--${key}`;
  if (key.endsWith('-only')) return `--just-${key.slice(0, -'-only'.length)}`;
  return `--just-${key}`;
}

/** `Just-Harden` / `--JUST-HARDEN` → `--just-harden`. */
export function normaliseFlagName(flag: string): string {
  const lower = flag.toLowerCase();
  return lower.startsWith('--') ? lower : `--${lower}`;
}

/** Map from normalised flag name to intent key, in config order. */
export function flagToIntentMap(config: IntentTeamsConfig): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, definition] of Object.entries(config.intents)) {
    map.set(intentFlagName(key, definition), key);
  }
  return map;
}

/** Every valid flag: the config's intent flags followed by the global flags. */
export function validFlags(config: IntentTeamsConfig): string[] {
  return [...flagToIntentMap(config).keys(), ...GLOBAL_FLAGS];
}

/**
 * The command an intent belongs to: the first command of its `requires_command` rule, else
 * `review` for filter_review intents and `build` for the rest.
 */
export function intentCommand(intentKey: string, config: IntentTeamsConfig): string {
  const rule = config.validation.requires_command.find((r) => r.flag === intentKey);
  const first = rule?.commands[0];
  if (first) return first;
  return config.intents[intentKey]?.mode === 'filter_review' ? 'review' : 'build';
}
