import { describe, expect, test } from 'vitest';
import { flagToIntentMap, GLOBAL_FLAGS, intentCommand, intentFlagName, normaliseFlagName, validFlags } from '../../../src/core/intent/intent-flags.js';
import { boundedLevenshtein, closestMatch } from '../../../src/core/text/levenshtein.js';
import { bundledConfig, configFrom, HAS_LEGION_REF, legionConfig } from '../../support/temp-repo.js';

describe('intentFlagName (Legion’s table)', () => {
  test.each([
    ['harden', '--just-harden'],
    ['document', '--just-document'],
    ['security-only', '--just-security'],
    ['skip-frontend', '--skip-frontend'],
    ['skip-backend', '--skip-backend'],
    ['perf', '--just-perf'],
    ['Perf', '--just-perf'],
  ])('%s → %s', (key, flag) => {
    expect(intentFlagName(key)).toBe(flag);
  });

  test('an explicit flag wins and is normalised', () => {
    expect(intentFlagName('tidy', { flag: '--Tidy-Up' })).toBe('--tidy-up');
    expect(intentFlagName('tidy', { flag: 'tidy-up' })).toBe('--tidy-up');
  });

  test('normaliseFlagName', () => {
    expect(normaliseFlagName('Just-Harden')).toBe('--just-harden');
    expect(normaliseFlagName('--JUST-HARDEN')).toBe('--just-harden');
  });
});

describe('validFlags / flagToIntentMap', () => {
  test('the bundled config: intent flags in config order, then the globals', () => {
    expect(validFlags(bundledConfig())).toEqual(['--just-harden', '--just-document', '--skip-frontend', '--skip-backend', '--just-security', ...GLOBAL_FLAGS]);
    expect(GLOBAL_FLAGS).toEqual(['--dry-run', '--unsafe-unknown-flags', '--phase', '--sha', '--rerun', '--plan']);
  });

  test.skipIf(!HAS_LEGION_REF)('Legion’s config declares the five flags of §1’s table', () => {
    expect([...flagToIntentMap(legionConfig())]).toEqual([
      ['--just-harden', 'harden'],
      ['--just-document', 'document'],
      ['--skip-frontend', 'skip-frontend'],
      ['--skip-backend', 'skip-backend'],
      ['--just-security', 'security-only'],
    ]);
  });

  test('a config flag: override replaces the derived name', () => {
    const config = configFrom('intents:\n  perf:\n    flag: "--perf-pass"\n    mode: ad_hoc\n');
    expect(validFlags(config)).toEqual(['--perf-pass', ...GLOBAL_FLAGS]);
  });
});

describe('intentCommand', () => {
  test('from requires_command when present', () => {
    const config = bundledConfig();
    expect(intentCommand('harden', config)).toBe('build');
    expect(intentCommand('document', config)).toBe('build');
    expect(intentCommand('security-only', config)).toBe('review');
  });

  test('otherwise review for filter_review intents and build for the rest', () => {
    const config = configFrom(`
intents:
  a11y:
    mode: filter_review
  perf:
    mode: ad_hoc
  deploy:
    mode: ad_hoc
validation:
  requires_command:
    - flag: deploy
      commands: [quick, build]
      error: "--just-deploy is for quick"
`);
    expect(intentCommand('a11y', config)).toBe('review');
    expect(intentCommand('perf', config)).toBe('build');
    expect(intentCommand('deploy', config)).toBe('quick');
    expect(intentCommand('unknown', config)).toBe('build');
  });
});

describe('boundedLevenshtein / closestMatch', () => {
  test.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['abc', 'abd', 1],
    ['abc', 'ab', 1],
    ['ab', 'ba', 2],
    ['kitten', 'sitting', 3],
    ['--just-hardne', '--just-harden', 2],
  ])('distance(%j, %j) = %i (limit 5)', (a, b, d) => {
    expect(boundedLevenshtein(a, b, 5)).toBe(d);
    expect(boundedLevenshtein(b, a, 5)).toBe(d);
  });

  test('returns limit + 1 once the distance is known to exceed the limit', () => {
    expect(boundedLevenshtein('kitten', 'sitting', 2)).toBe(3);
    expect(boundedLevenshtein('a', 'abcdefgh', 2)).toBe(3);
    expect(boundedLevenshtein('x'.repeat(4096), 'y'.repeat(4096), 2)).toBe(3);
  });

  test('closestMatch: the nearest within the limit; the first candidate on ties', () => {
    expect(closestMatch('--skip-frontnd', ['--skip-backend', '--skip-frontend'])).toBe('--skip-frontend');
    expect(closestMatch('ab', ['ax', 'ay'])).toBe('ax');
    expect(closestMatch('abc', ['xyz'])).toBeNull();
    expect(closestMatch('biuld', ['build', 'review'], 2)).toBe('build');
    expect(closestMatch('abcd', ['abxy'], 1)).toBeNull();
  });
});
