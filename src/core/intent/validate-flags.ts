import { intentFlagName } from './intent-flags.js';
import type { IntentTeamsConfig, ParsedFlags, ValidationResult } from '../types.js';

function pairKey(a: string, b: string): string {
  return [a, b].sort().join('\u0000');
}

/**
 * Flag combinations. Rules come from the config's `validation:` section
 * (mutual_exclusion, requires_command, allowed_combinations) plus the built-in checks: one
 * primary intent at most, not both skips, not document with skip-frontend. A built-in check is
 * silent when a config rule already reported the same pair, so a problem is reported once.
 */
export function validateFlagCombination(flags: ParsedFlags, command: string, config: IntentTeamsConfig, trigger = '/legion'): ValidationResult {
  const errors: string[] = [];
  const suggestions: string[] = [];
  const active = new Set(flags.intents);
  const reportedPairs = new Set<string>();
  const flagOf = (intent: string): string => intentFlagName(intent, config.intents[intent]);
  const add = (list: string[], text: string): void => {
    if (!list.includes(text)) list.push(text);
  };

  for (const rule of config.validation.mutual_exclusion) {
    if (rule.flags.length === 0 || !rule.flags.every((flag) => active.has(flag))) continue;
    add(errors, rule.error);
    for (let i = 0; i < rule.flags.length; i++) {
      for (let j = i + 1; j < rule.flags.length; j++) reportedPairs.add(pairKey(rule.flags[i] as string, rule.flags[j] as string));
    }
    if (rule.flags.length === 2) add(suggestions, `Use only ${flagOf(rule.flags[0] as string)} for this operation`);
  }

  for (const rule of config.validation.requires_command) {
    if (!active.has(rule.flag) || rule.commands.includes(command)) continue;
    add(errors, `${rule.error} (used with ${command || 'no command'})`);
    if (rule.commands.length === 1) add(suggestions, `Use ${trigger} ${rule.commands[0]} ${flagOf(rule.flag)} instead`);
    else add(suggestions, `Use ${flagOf(rule.flag)} with one of: ${rule.commands.map((c) => `${trigger} ${c}`).join(', ')}`);
  }

  for (const rule of config.validation.allowed_combinations) {
    for (const owner of rule.flags) {
      if (!active.has(owner)) continue;
      for (const other of active) {
        if (other === owner || rule.allows.includes(other) || rule.flags.includes(other)) continue;
        const key = pairKey(owner, other);
        if (reportedPairs.has(key)) continue;
        reportedPairs.add(key);
        add(errors, `${flagOf(owner)} cannot be combined with ${flagOf(other)}.`);
        add(suggestions, `Use ${flagOf(owner)} alone`);
      }
    }
  }

  const primaries = flags.intents.filter((intent) => !flagOf(intent).startsWith('--skip-'));
  if (primaries.length > 1) {
    const unreported = primaries.some((a, i) => primaries.slice(i + 1).some((b) => !reportedPairs.has(pairKey(a, b))));
    if (unreported) {
      add(errors, `Only one --just-* intent can be used at a time (got ${primaries.map(flagOf).join(', ')}).`);
      add(suggestions, `Use only ${flagOf(primaries[0] as string)} for this operation`);
    }
  }

  if (flags.filters.skipFrontend && flags.filters.skipBackend && !reportedPairs.has(pairKey('skip-frontend', 'skip-backend'))) {
    add(errors, 'Cannot skip both frontend and backend — nothing to build.');
    add(suggestions, 'Remove one skip flag to proceed');
  }

  if (active.has('document') && flags.filters.skipFrontend && !reportedPairs.has(pairKey('document', 'skip-frontend'))) {
    add(errors, '--just-document already excludes implementation; --skip-frontend is redundant.');
    add(suggestions, 'Use --just-document alone');
  }

  return { valid: errors.length === 0, errors, suggestions };
}

/** The 'Intent Validation Failed' error format, shown in the step log, the job summary and the reply comment. */
export function formatValidationFailure(errors: readonly string[], suggestions: readonly string[]): string {
  const lines = ['❌ Intent Validation Failed', '', 'Errors:'];
  errors.forEach((error, index) => lines.push(`${index + 1}. ${error}`));
  if (suggestions.length > 0) {
    lines.push('', 'Suggestions:');
    for (const suggestion of suggestions) lines.push(`- ${suggestion}`);
  }
  return lines.join('\n');
}
