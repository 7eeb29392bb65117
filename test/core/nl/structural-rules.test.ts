/**
 * Round 2 of issue #12 (the git history of docs/nl-scoring.md, "Round 2: generalising by structure"): the unexplained
 * words in the explanation, vague readings, negated editing, and the typed-command checks.
 */
import { describe, expect, test } from 'vitest';
import { formatExplanation } from '../../../src/core/nl/explain.js';
import { pathWords } from '../../../src/core/nl/explained-words.js';
import { interpretRequestText } from '../../../src/core/nl/interpret-request-text.js';
import { compileNaturalLanguage, parseNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { bundledConfig } from './load-config.js';

const nl = compileNaturalLanguage(bundledConfig());

describe('unexplained words', () => {
  test('shown in the explanation and its log line; fillers, paths and numbers are understood', () => {
    const r = parseNaturalLanguage('hey team, please fix the typo in src/widgets/footer.tsx and the flaky date test 3', nl);
    expect(r.explanation.unexplained).toEqual(['flaky', 'date']);
    expect(formatExplanation(r.explanation)).toContain('not understood flaky, date');
  });

  test('path words', () => {
    expect([...pathWords('see README.md and `beta_nav`, then src/api. Done.')].sort()).toEqual(['api', 'beta', 'md', 'nav', 'readme', 'src']);
  });
});

describe('vague readings are not HIGH', () => {
  test.each(['small fix', 'make it bulletproof'])('%s', (text) => {
    const r = parseNaturalLanguage(text, nl);
    expect(r.tier).not.toBe('HIGH');
    expect(r.explanation.conflictKind).toBe('vague');
  });

  test('build for security (typed build)', () => {
    expect(interpretRequestText('build', 'for security', nl).kind).not.toBe('route');
  });

  test('a vague word with an object of its own, or the intent named, still routes', () => {
    expect(parseNaturalLanguage('can you knock out a small fix for the broken badge', nl)).toMatchObject({ tier: 'HIGH', command: 'quick' });
    expect(interpretRequestText('review', 'purely for security', nl)).toMatchObject({ kind: 'route', flags: ['--just-security'] });
  });
});

describe('negated editing', () => {
  test('no edits: a reading that edits is not HIGH', () => {
    const r = parseNaturalLanguage('no edits! only list the vulns you see', nl);
    expect(r.tier).not.toBe('HIGH');
  });

  test('settles hardening vs security review toward the review', () => {
    expect(parseNaturalLanguage('security code review, no changes', nl)).toMatchObject({ tier: 'HIGH', command: 'review', flags: ['--just-security'] });
  });

  test('a negation with an object of its own is no negated edit', () => {
    expect(parseNaturalLanguage('docs only, no code changes', nl)).toMatchObject({ tier: 'HIGH', command: 'build', flags: ['--just-document'] });
  });
});

describe('typed commands', () => {
  test.each([
    ['review', 'the PR, no, don\u2019t review it'],
    ['quick', 'security fix on the login form'],
    ['quick', 'harden the whole app'],
    ['continue', 'phase: plan it'],
    ['review', 'for the frontend'],
  ])('/legion %s %s does not run unchanged', (typed, text) => {
    expect(interpretRequestText(typed, text, nl).kind).toBe('unclear');
  });

  test.each([
    ['plan', 'the security hardening phase'],
    ['review', 'the frontend changes'],
    ['build', 'but leave the frontend be'],
  ])('/legion %s %s still runs', (typed, text) => {
    expect(['unchanged', 'route']).toContain(interpretRequestText(typed, text, nl).kind);
  });
});
