/**
 * §2 validateFlagCombination and the §2 error format, with Legion's real config, the bundled
 * config, and small configs that isolate one rule each.
 */
import { describe, expect, test } from 'vitest';
import { parseIntentFlags } from '../../../src/core/intent/parse-flags.js';
import type { IntentTeamsConfig, ValidationResult } from '../../../src/core/types.js';
import { formatValidationFailure, validateFlagCombination } from '../../../src/core/intent/validate-flags.js';
import { bundledConfig, configFrom, HAS_LEGION_REF, legionConfig } from '../../support/temp-repo.js';

function validate(config: IntentTeamsConfig, command: string, tokens: string[], trigger?: string): ValidationResult {
  const { parsed, errors } = parseIntentFlags(tokens, config);
  expect(errors).toEqual([]);
  return validateFlagCombination(parsed, command, config, trigger);
}

const FIVE_INTENTS = `
intents:
  harden: { mode: ad_hoc }
  document: { mode: filter_plans }
  skip-frontend: { mode: filter_plans }
  skip-backend: { mode: filter_plans }
  security-only: { mode: filter_review }
`;

describe.skipIf(!HAS_LEGION_REF)('with Legion’s real config', () => {
  const config = HAS_LEGION_REF ? legionConfig() : bundledConfig();

  test('mutual_exclusion: the config’s exact error, and "Use only --just-harden for this operation"', () => {
    expect(validate(config, 'build', ['--just-harden', '--just-document'])).toEqual({
      valid: false,
      errors: ['Cannot use --just-harden and --just-document together. Choose one intent.'],
      suggestions: ['Use only --just-harden for this operation'],
    });
  });

  test('the suggestion names the rule’s first flag, whatever order the user typed', () => {
    expect(validate(config, 'build', ['--just-document', '--just-harden']).suggestions).toEqual(['Use only --just-harden for this operation']);
  });

  test('requires_command: "<error> (used with review)" and "Use /legion build --just-harden instead"', () => {
    expect(validate(config, 'review', ['--just-harden'])).toEqual({
      valid: false,
      errors: ['--just-harden is only valid for /legion:build (used with review)'],
      suggestions: ['Use /legion build --just-harden instead'],
    });
  });

  test('requires_command: --just-security with build', () => {
    expect(validate(config, 'build', ['--just-security'])).toEqual({
      valid: false,
      errors: ['--just-security is only valid for /legion:review (used with build)'],
      suggestions: ['Use /legion review --just-security instead'],
    });
  });

  test('requires_command with another trigger', () => {
    expect(validate(config, 'review', ['--just-harden'], '!ci').suggestions).toEqual(['Use !ci build --just-harden instead']);
  });

  test('requires_command applies to every command that is not listed (plan, quick, none)', () => {
    expect(validate(config, 'plan', ['--skip-backend']).errors).toEqual(['--skip-backend is only valid for /legion:build (used with plan)']);
    expect(validate(config, '', ['--skip-backend']).errors).toEqual(['--skip-backend is only valid for /legion:build (used with no command)']);
  });

  test('allowed_combinations: harden allows [] → harden + skip-backend rejected', () => {
    expect(validate(config, 'build', ['--just-harden', '--skip-backend'])).toEqual({
      valid: false,
      errors: ['--just-harden cannot be combined with --skip-backend.'],
      suggestions: ['Use --just-harden alone'],
    });
  });

  test('both skips: reported once (config rule and built-in say the same), mutual_exclusion beats allowed_combinations', () => {
    // Legion's allowed_combinations lets skip-frontend go with skip-backend; its mutual_exclusion forbids it.
    expect(validate(config, 'build', ['--skip-frontend', '--skip-backend'])).toEqual({
      valid: false,
      errors: ['Cannot skip both frontend and backend — nothing to build.'],
      suggestions: ['Use only --skip-frontend for this operation'],
    });
  });

  test('document + skip-frontend: reported once', () => {
    expect(validate(config, 'build', ['--just-document', '--skip-frontend'])).toEqual({
      valid: false,
      errors: ['--just-document already excludes implementation; --skip-frontend is redundant.'],
      suggestions: ['Use only --just-document for this operation'],
    });
  });

  test('two --just-* flags that no config rule covers: the built-in check reports them', () => {
    expect(validate(config, 'build', ['--just-document', '--just-security'])).toEqual({
      valid: false,
      errors: ['--just-security is only valid for /legion:review (used with build)', 'Only one --just-* intent can be used at a time (got --just-document, --just-security).'],
      suggestions: ['Use /legion review --just-security instead', 'Use only --just-document for this operation'],
    });
  });

  test('two --just-* flags covered by allowed_combinations are not reported again by the built-in check', () => {
    expect(validate(config, 'build', ['--just-harden', '--just-security'])).toEqual({
      valid: false,
      errors: ['--just-security is only valid for /legion:review (used with build)', '--just-harden cannot be combined with --just-security.'],
      suggestions: ['Use /legion review --just-security instead', 'Use --just-harden alone'],
    });
  });

  test.each([
    ['build', []],
    ['build', ['--just-harden']],
    ['build', ['--just-document']],
    ['build', ['--skip-frontend']],
    ['build', ['--skip-backend']],
    ['review', ['--just-security']],
    ['review', []],
    ['status', []],
  ])('%s %j is valid', (command, tokens) => {
    expect(validate(config, command, tokens)).toEqual({ valid: true, errors: [], suggestions: [] });
  });

  test('the §2 error format, end to end', () => {
    const result = validate(config, 'review', ['--just-harden', '--just-document']);
    expect(formatValidationFailure(result.errors, result.suggestions)).toBe(
      [
        '❌ Intent Validation Failed',
        '',
        'Errors:',
        '1. Cannot use --just-harden and --just-document together. Choose one intent.',
        '2. --just-harden is only valid for /legion:build (used with review)',
        '3. --just-document is only valid for /legion:build (used with review)',
        '',
        'Suggestions:',
        '- Use only --just-harden for this operation',
        '- Use /legion build --just-harden instead',
        '- Use /legion build --just-document instead',
      ].join('\n'),
    );
  });
});

describe('with the bundled config', () => {
  const config = bundledConfig();

  test('mutual_exclusion uses the bundled text', () => {
    expect(validate(config, 'build', ['--just-harden', '--just-document'])).toEqual({
      valid: false,
      errors: ['--just-harden and --just-document cannot run together: pick one intent.'],
      suggestions: ['Use only --just-harden for this operation'],
    });
  });

  test('both skips: the config rule only — the built-in (different text) is not added', () => {
    expect(validate(config, 'build', ['--skip-frontend', '--skip-backend'])).toEqual({
      valid: false,
      errors: ['--skip-frontend with --skip-backend leaves nothing to build.'],
      suggestions: ['Use only --skip-frontend for this operation'],
    });
  });

  test('document + skip-frontend: the config rule only', () => {
    expect(validate(config, 'build', ['--just-document', '--skip-frontend'])).toEqual({
      valid: false,
      errors: ['--just-document leaves implementation out already, so --skip-frontend adds nothing.'],
      suggestions: ['Use only --just-document for this operation'],
    });
  });

  test('requires_command', () => {
    expect(validate(config, 'review', ['--just-harden'])).toEqual({
      valid: false,
      errors: ['--just-harden works with build only (used with review)'],
      suggestions: ['Use /legion build --just-harden instead'],
    });
  });

  test('allowed_combinations: security-only allows nothing else', () => {
    expect(validate(config, 'review', ['--just-security', '--skip-frontend'])).toEqual({
      valid: false,
      errors: ['--skip-frontend works with build only (used with review)', '--just-security cannot be combined with --skip-frontend.'],
      suggestions: ['Use /legion build --skip-frontend instead', 'Use --just-security alone'],
    });
  });

  test('harden + security-only: the pair is reported once although both intents have allows: []', () => {
    const result = validate(config, 'build', ['--just-security', '--just-harden']);
    expect(result.errors).toEqual(['--just-security works with review only (used with build)', '--just-harden cannot be combined with --just-security.']);
  });

  test('the order of the two skips does not matter', () => {
    expect(validate(config, 'build', ['--skip-backend', '--skip-frontend']).valid).toBe(false);
  });
});

describe('built-in checks (a config with intents and no validation rules)', () => {
  const config = configFrom(FIVE_INTENTS);

  test('more than one --just-*', () => {
    expect(validate(config, 'build', ['--just-harden', '--just-document'])).toEqual({
      valid: false,
      errors: ['Only one --just-* intent can be used at a time (got --just-harden, --just-document).'],
      suggestions: ['Use only --just-harden for this operation'],
    });
  });

  test('three --just-* flags are one error', () => {
    expect(validate(config, 'build', ['--just-security', '--just-harden', '--just-document']).errors).toEqual([
      'Only one --just-* intent can be used at a time (got --just-security, --just-harden, --just-document).',
    ]);
  });

  test('both skips', () => {
    expect(validate(config, 'build', ['--skip-frontend', '--skip-backend'])).toEqual({
      valid: false,
      errors: ['Cannot skip both frontend and backend — nothing to build.'],
      suggestions: ['Remove one skip flag to proceed'],
    });
  });

  test('document + skip-frontend', () => {
    expect(validate(config, 'build', ['--skip-frontend', '--just-document'])).toEqual({
      valid: false,
      errors: ['--just-document already excludes implementation; --skip-frontend is redundant.'],
      suggestions: ['Use --just-document alone'],
    });
  });

  test('document + both skips: two built-in errors, each once', () => {
    expect(validate(config, 'build', ['--just-document', '--skip-frontend', '--skip-backend'])).toEqual({
      valid: false,
      errors: ['Cannot skip both frontend and backend — nothing to build.', '--just-document already excludes implementation; --skip-frontend is redundant.'],
      suggestions: ['Remove one skip flag to proceed', 'Use --just-document alone'],
    });
  });

  test('document + skip-backend is fine', () => {
    expect(validate(config, 'build', ['--just-document', '--skip-backend']).valid).toBe(true);
  });

  test('no command restriction without requires_command', () => {
    expect(validate(config, 'review', ['--just-harden']).valid).toBe(true);
  });
});

describe('rule details', () => {
  test('a built-in pair covered by an allowed_combinations rule is reported once', () => {
    const config = configFrom(`${FIVE_INTENTS}
validation:
  allowed_combinations:
    - flags: [skip-frontend]
      allows: []
`);
    expect(validate(config, 'build', ['--skip-frontend', '--skip-backend'])).toEqual({
      valid: false,
      errors: ['--skip-frontend cannot be combined with --skip-backend.'],
      suggestions: ['Use --skip-frontend alone'],
    });
  });

  test('allows lists what may join; other flags of the same rule may join too', () => {
    const config = configFrom(`${FIVE_INTENTS}
validation:
  allowed_combinations:
    - flags: [harden]
      allows: [skip-frontend]
    - flags: [skip-frontend, skip-backend]
      allows: [harden]
`);
    expect(validate(config, 'build', ['--just-harden', '--skip-frontend']).valid).toBe(true);
    expect(validate(config, 'build', ['--just-harden', '--skip-backend']).errors).toEqual(['--just-harden cannot be combined with --skip-backend.']);
    // skip-frontend and skip-backend share a rule, so the allowed_combinations check lets them be; the built-in still fires
    expect(validate(config, 'build', ['--skip-frontend', '--skip-backend']).errors).toEqual(['Cannot skip both frontend and backend — nothing to build.']);
  });

  test('a mutual_exclusion rule of three flags fires only when all three are on, with no "Use only" suggestion', () => {
    const config = configFrom(`${FIVE_INTENTS}
validation:
  mutual_exclusion:
    - flags: [harden, skip-frontend, skip-backend]
      error: "Too many."
`);
    expect(validate(config, 'build', ['--just-harden', '--skip-frontend']).valid).toBe(true);
    expect(validate(config, 'build', ['--just-harden', '--skip-frontend', '--skip-backend'])).toEqual({
      valid: false,
      errors: ['Too many.'],
      suggestions: [],
    });
  });

  test('requires_command with several commands', () => {
    const config = configFrom(`${FIVE_INTENTS}
validation:
  requires_command:
    - flag: harden
      commands: [build, quick]
      error: "--just-harden is for build or quick"
`);
    expect(validate(config, 'quick', ['--just-harden']).valid).toBe(true);
    expect(validate(config, 'review', ['--just-harden'])).toEqual({
      valid: false,
      errors: ['--just-harden is for build or quick (used with review)'],
      suggestions: ['Use --just-harden with one of: /legion build, /legion quick'],
    });
  });

  test('the same error text from two rules is listed once', () => {
    const config = configFrom(`${FIVE_INTENTS}
validation:
  mutual_exclusion:
    - flags: [harden, document]
      error: "Pick one."
    - flags: [harden, skip-backend]
      error: "Pick one."
`);
    expect(validate(config, 'build', ['--just-harden', '--just-document', '--skip-backend']).errors).toEqual(['Pick one.']);
  });

  test('suggestions use a custom intent’s flag name', () => {
    const config = configFrom(`
intents:
  perf: { flag: "--perf-pass", mode: ad_hoc }
  tidy: { mode: ad_hoc }
validation:
  mutual_exclusion:
    - flags: [perf, tidy]
      error: "perf and tidy clash"
`);
    expect(validate(config, 'build', ['--just-tidy', '--perf-pass'])).toEqual({
      valid: false,
      errors: ['perf and tidy clash'],
      suggestions: ['Use only --perf-pass for this operation'],
    });
  });
});

describe('formatValidationFailure (§2 format)', () => {
  test('numbered errors, a blank line, dashed suggestions', () => {
    expect(formatValidationFailure(['First.', 'Second.'], ['Do this', 'Or that'])).toBe(
      '❌ Intent Validation Failed\n\nErrors:\n1. First.\n2. Second.\n\nSuggestions:\n- Do this\n- Or that',
    );
  });

  test('no Suggestions section when there are none', () => {
    expect(formatValidationFailure(['Only.'], [])).toBe('❌ Intent Validation Failed\n\nErrors:\n1. Only.');
  });
});
