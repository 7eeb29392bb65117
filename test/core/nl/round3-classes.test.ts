/**
 * Round 3 of issue #12 (the git history of docs/nl-scoring.md, "Round 3"): the classes of phrasing added this round,
 * each with phrasings written for the test (not corpus items), routed the way the router does
 * (typedCommandOf + interpretRequestText) with the bundled config.
 */
import { describe, expect, test } from 'vitest';
import { compileNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig } from './load-config.js';
import { routeComment } from './route-comment.js';

/**
 * Right in one step (precision first, issue #25): the HIGH route, or the first suggestion of a
 * MEDIUM reply (`/legion yes` runs it); the tier itself is what the not-HIGH tests assert.
 */
const firstStep = (shown: string): string => shown.replace(/^HIGH /, '').replace(/^MEDIUM→/, '');

const config = bundledConfig();
const nl = compileNaturalLanguage(config);
const route = (text: string): string => {
  const o = routeComment(text, config, nl);
  if (o.tier === 'HIGH') return ['HIGH', o.command, ...o.flags].join(' ');
  return o.tier === 'MEDIUM' && o.suggested[0] !== undefined ? `MEDIUM→${o.suggested[0]}` : o.tier;
};

describe('wrong-HIGH classes: not HIGH', () => {
  test.each([
    ['a bare intent noun', 'documentation'],
    ['a size adjective alone', 'only a tiny thing'],
    ['a review asked for fixes', 'review and apply fixes for anything unsafe'],
    ['a typed review restricted to another command’s work', 'review the readme only'],
    ['a question after a command that answers none', 'plan: jest or vitest for the unit tests?'],
    ['the command word and a particle', 'start afresh'],
    ['an exclusion of a definite object of the command', 'build without the phase plans'],
    ['an area as the purpose, through a filler', 'review 3 for the server side'],
  ])('%s: %s', (_class, text) => {
    expect(route(text)).not.toMatch(/^HIGH/);
  });
});

describe('fixing asked of a command that does not report is its task', () => {
  test.each(['plan the fix for the login timeout', 'explore how to fix the flaky upload test'])('%s', (text) => {
    expect(route(text)).toMatch(/^HIGH (plan|explore)$/);
  });
});

describe('areas: restriction clauses that point back, deferral, done, never mind', () => {
  test.each([
    ['the endpoints, only those, build it', 'HIGH build --skip-frontend'],
    ['styling we can do later; build the rest now', 'HIGH build --skip-frontend'],
    ['never mind the database, build it', 'HIGH build --skip-backend'],
    ['the api is finished, build the ui', 'HIGH build --skip-backend'],
  ])('%s → %s', (text, expected) => {
    expect(firstStep(route(text))).toBe(firstStep(expected));
  });
});

describe('statements and questions that ask for no work are LOW', () => {
  test.each(['tests pass on my machine', 'the deploy is green again', 'who owns the billing module?'])('%s', (text) => {
    expect(route(text)).toBe('LOW');
  });
  test('a statement followed by a command clause asks for work', () => {
    expect(firstStep(route('the repo is empty, initialize it'))).toBe('start');
  });
});

describe('edit or report: the shared security words settled by what the text asks for', () => {
  test.each([
    ['scan the PR for SQL injection and tell me what you find, no edits', 'HIGH review --just-security'],
    ['check the endpoints for CSRF gaps, report back only', 'HIGH review --just-security'],
    ['patch the XSS holes in the settings page', 'HIGH build --just-harden'],
    ['review this for auth bypasses, no fixes please', 'HIGH review --just-security'],
  ])('%s → %s', (text, expected) => {
    expect(firstStep(route(text))).toBe(firstStep(expected));
  });
  test('both sides asked for stays below HIGH', () => {
    expect(route('list the injection risks and patch them, report only')).not.toMatch(/^HIGH/);
  });
});

describe('where the work happens is not what it is', () => {
  test('a small change in the docs is quick', () => {
    expect(firstStep(route('small tweak in the README wording'))).toBe('quick');
  });
});

describe.skipIf(!HAS_LEGION_REF)('a router command the config has no route for (Legion: continue)', () => {
  test.each(['keep going', 'carry on please', 'continue'])('%s → continue in one step', (text) => {
    const legion = legionConfig();
    const o = routeComment(text, legion, compileNaturalLanguage(legion));
    expect(o.tier === 'HIGH' ? o.command : o.suggested[0]).toBe('continue');
  });
});
