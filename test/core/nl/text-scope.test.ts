/**
 * Negation, exclusion, restriction and the other readings of mood, through the scorer with the
 * bundled config (its nl_lexicon): negated words never vote, an excluded area becomes its skip
 * flag, "only X" skips the other area, and texts that are no requests never route at HIGH.
 */
import { describe, expect, test } from 'vitest';
import { compileNaturalLanguage, parseNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { interpretRequestText } from '../../../src/core/nl/interpret-request-text.js';
import { bundledConfig } from './load-config.js';

const compiled = compileNaturalLanguage(bundledConfig());
const route = (text: string): string => {
  const r = parseNaturalLanguage(text, compiled);
  return r.tier === 'HIGH' ? [r.command, ...r.flags].join(' ') : r.tier;
};

describe('negation scope', () => {
  test.each([
    ['build it, but no hardening', 'build'],
    ['build without the docs', 'build'],
    ["don't run a security review", 'LOW'],
    ['no need to harden anything', 'LOW'],
    ['review the code, not the docs', 'review'],
  ])('%s → %s (negated words never vote)', (text, expected) => {
    expect(route(text)).toBe(expected);
  });

  test('the explanation names each cue and the words it masks', () => {
    expect(parseNaturalLanguage('build it, but no hardening', compiled).explanation.negations).toEqual([{ cue: 'no', scope: ['hardening'] }]);
  });

  test.each([
    ['leave the UI alone', 'build --skip-frontend'],
    ['everything except the server', 'build --skip-backend'],
    ['build minus the frontend', 'build --skip-frontend'],
    ["build but don't touch the database", 'build --skip-backend'],
    ['build, frontend excluded', 'build --skip-frontend'],
    ['no backend work', 'build --skip-backend'],
    ['build w/o the UI', 'build --skip-frontend'],
  ])('an excluded area is its skip flag: %s → %s', (text, expected) => {
    expect(route(text)).toBe(expected);
  });

  test('an area after a verb that is no exclusion is not excluded (`without breaking the API`)', () => {
    expect(route('refactor the build without breaking the API')).toBe('build');
  });

  test('excluding something unrecognised keeps a build from routing whole (a word not understood is asked about)', () => {
    expect(interpretRequestText('build', 'it, skip the zorbulator', compiled).kind).toBe('unclear');
    expect(interpretRequestText('', 'build it, skip the zorbulator', compiled).kind).toBe('unclear');
  });

  test('a misspelt area is still an area (`fronted` is no form of `front`, from `front end`)', () => {
    expect(route('build it, skip the fronted')).toBe('build --skip-frontend');
  });

  test('a negated list goes on after `or`: neither item votes', () => {
    expect(route('build without hardening or docs')).toBe('build');
  });

  test('`… or not` at the end of a clause is a yes/no tag, not a negation', () => {
    expect(route('are we on track or not')).toBe('status');
  });

  test('one area alone and another one too is a contradiction', () => {
    expect(route('build only the API but also the UI')).toBe('MEDIUM');
  });
});

describe('restriction', () => {
  test.each([
    ['only the API', 'build --skip-frontend'],
    ['just the UI', 'build --skip-backend'],
    ['the API only', 'build --skip-frontend'],
    ['build for the server side and nothing else', 'build --skip-frontend'],
    ['just harden the api', 'build --just-harden'], // "just" over an intent is no restriction
  ])('%s → %s', (text, expected) => {
    expect(route(text)).toBe(expected);
  });

  test('an area both excluded and asked for alone is a conflict', () => {
    const r = parseNaturalLanguage('only the frontend, skip the frontend', compiled);
    expect(r.tier).toBe('MEDIUM');
    expect(r.explanation.conflictKind).toBe('area');
  });
});

describe('precision first: conflicting signals are MEDIUM with the commands to choose from', () => {
  test.each([
    ['harden the api and update the docs', 'two-readings'],
    ['run the tests and then build', 'two-readings'],
    ['security', 'ambiguous'],
    ['skip the ui, actually no, include the ui', 'correction'],
    ['docs or tests, not sure', 'hedge'],
    ['the docs look fine to me', 'statement'],
    ["I'll review it tomorrow", 'statement'],
    ['why did the build fail?', 'question'],
    ["harden the auth but don't fix anything", 'negated'],
  ])('%s → %s', (text, kind) => {
    const r = parseNaturalLanguage(text, compiled);
    expect(r.tier).not.toBe('HIGH');
    expect(r.explanation.conflictKind).toBe(kind);
  });

  // Edit or report (round 3): the same security words read as hardening or as the security
  // review; what the text asks for beside them settles it, and both or neither keep it MEDIUM.
  test.each([
    ["check the changes for vulnerabilities but don't fix anything", 'review', '--just-security'],
    ['audit the authz checks, report only', 'review', '--just-security'],
    ['close the XSS holes in the comment widget', 'build', '--just-harden'],
  ])('%s → HIGH %s %s', (text, command, flag) => {
    expect(parseNaturalLanguage(text, compiled)).toMatchObject({ tier: 'HIGH', command, flags: [flag] });
  });
  test.each(['security review and hardening please', 'go through the OWASP top 10 and fix anything that applies'])('%s: both sides asked for → not HIGH', (text) => {
    expect(parseNaturalLanguage(text, compiled).tier).not.toBe('HIGH');
  });

  test('the suggestions hold each conflicting command', () => {
    const r = parseNaturalLanguage('harden the api and update the docs', compiled);
    expect(r.candidates.slice(0, 2).map((c) => c.flags[0])).toEqual(['--just-harden', '--just-document']);
  });

  test('cancel words cap at MEDIUM; thanks and dismissals are LOW', () => {
    expect(parseNaturalLanguage('stop the build', compiled)).toMatchObject({ tier: 'MEDIUM', confidence: 0.79 });
    expect(parseNaturalLanguage('thanks for the quick review', compiled).tier).toBe('LOW');
    expect(parseNaturalLanguage('typo in my last comment, ignore', compiled).tier).toBe('LOW');
  });
});

describe('synonyms, typos, words apart', () => {
  test.each([
    ['vuln scan', 'build --just-harden'],
    ['appsec pass', 'build --just-harden'],
    ['reviw the changes', 'review'],
    ['are we on track', 'status'],
    ["what's your take on caching", 'advise'],
    ['a one-liner', 'quick'],
    ['smart contract audit', 'MEDIUM'], // smart is a known word, not a typo of start
  ])('%s → %s', (text, expected) => {
    expect(route(text)).toBe(expected);
  });

  test('the explanation lists synonyms and typo corrections', () => {
    expect(parseNaturalLanguage('reviw the PR', compiled).explanation).toMatchObject({
      typos: [{ from: 'reviw', to: 'review' }],
      synonyms: [{ from: 'pr', to: 'code' }],
    });
  });

  test('a multi-word keyword matches as a bag of words, either order, at BAG_FACTOR', () => {
    const r = parseNaturalLanguage('review it for security', compiled);
    expect(r).toMatchObject({ tier: 'HIGH', command: 'review', flags: ['--just-security'] });
    expect(r.explanation.keywords).toContain('security-review (words apart)');
  });
});
