/**
 * Precision first (issue #12, src/core/nl/precision-first.ts and the typed-command rules of
 * interpret-request-text.ts): the structural guards that keep a text from routing at HIGH, each on
 * phrasings of its own (not corpus items), with both configs.
 */
import { describe, expect, test } from 'vitest';
import { compileNaturalLanguage, parseNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import type { IntentTeamsConfig } from '../../../src/core/types.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig } from './load-config.js';
import { routeComment } from './route-comment.js';

const configs: [string, () => IntentTeamsConfig, boolean][] = [
  ['bundled', bundledConfig, true],
  ['legion', legionConfig, HAS_LEGION_REF],
];

describe.each(configs)('%s config', (_name, load, available) => {
  const route = (text: string) => {
    const config = load();
    return routeComment(text, config, compileNaturalLanguage(config));
  };

  test.skipIf(!available).each([
    // a second request in a clause of its own
    'explore the caching options and fix them',
    'start a fresh project and then build it',
    'quick patch, but also a full security audit of the login',
    'review for security and then check the performance too',
    'review the readme and rewrite it',
    // two areas each asked for alone; an area request after a command that takes no flag
    'build only the frontend and only the backend',
    'plan just the backend',
    // a later restriction to an intent after such a command
    'continue, but only the docs',
    // a restriction no flag expresses
    'implement only the caching layer',
    // a bare "not" and an area
    'not the backend',
  ])('%s → not HIGH', (text) => {
    expect(route(text).tier).not.toBe('HIGH');
  });

  test.skipIf(!available).each([
    ['review it, but not just security', 'review', []],
    ['build everything except *.vue and *.scss', 'build', ['--skip-frontend']],
    ['go ahead and build, skip anything frontend', 'build', ['--skip-frontend']],
  ])('%s → HIGH %s %j', (text, command, flags) => {
    const outcome = route(text);
    expect(outcome.tier, outcome.why).toBe('HIGH');
    expect(outcome.command).toBe(command);
    expect(outcome.flags).toEqual(flags);
  });

  test.skipIf(!available).each([
    // issue #25's wrong HIGH routes: a synonym only, a word not understood
    ['kick off the implementation for the current phase pls', 'synonyms or typo corrections only|not understood|both match'],
    ['Sec review pls', 'synonyms or typo corrections only'],
    ['thanks for the breakdown, looks solid. now carry it out', 'not understood'],
    ["need a sanity check on my caching approach, don't change anything", 'not understood'],
    // an area named that became no flag; a command's word as a thing
    ['the backend, build it, leave the rest', 'no flag came of it'],
    ['get the phase 3 plans coded up', 'name a thing|names a thing'],
    // a negated intent: no flag leaves it out (`build` would run the hardening anyway)
    ['build 4, hardening is not needed', 'no flag can leave out'],
    // a typed intent flag with a negation or an area beside it
    ['review --just-security but look at everything, not just security', 'may undo --just-security'],
    ['build --skip-backend but also the API changes', 'may undo --skip-backend'],
  ])('precision gate: %s → not HIGH (%s)', (text, why) => {
    const outcome = route(text);
    expect(outcome.tier).not.toBe('HIGH');
    expect(outcome.why).toMatch(new RegExp(why));
  });

  // The precision gate's rules (high-gate.ts), each on a phrasing of its own.
  test.skipIf(!available).each([
    // a question mark after the command word; a second intent beside the command
    ['build?', 'build'],
    ['build and document phase 3', null],
    // an area the text narrows review to, which no flag of review expresses
    ['review just the dashboard UI changes', 'review'],
    // a negated edit and no fix: the security review first, with either config's harden template
    ["check for OWASP issues but don't change any code", 'review --just-security'],
    // a restriction to an intent after a command that takes none
    ['status, but only the security bits', null],
    // an area with no command leading the text; a command's template after a determiner
    ['frontend only', 'build --skip-backend'],
    ['do the quick fix thing again', null],
    // punctuation alone is no bare trigger
    ['...', null],
    // one word that reaches a command through a typo and then a synonym (rebuld → rebuild → build)
    ['rebuld', 'build'],
    // every area left out: no skip flag says that
    ["build but don't touch the api or the ui", null],
    ['build, leave the server and the client alone', null],
    // a command's name in the past reports work done
    ['reviewed on my end, nothing to add', null],
    // `quick` before another command's name describes it
    ['quick review + quick fix for the typo', null],
    // a yes/no question whose intent name does not open the text (Legion's config names `security` as harden's own word)
    ['do we need a security review here?', null],
    // a relative pronoun before `is done` makes it the object, not a negation: the review is a second request
    ['keep going but also review what is done', null],
    // a clause opening with `or` offers another way
    ['carry on? or have we finished?', null],
    // a negated code edit beside an intent whose work is code (an intent that leaves implementation out, docs, may say it)
    ["harden everything, don't touch any code", 'build --just-harden'],
    // an inflected command name alone; a self-report after a filler; a taskless command's subject with a past participle
    ['reviewing?', 'review'],
    ['ok i planned it already', null],
    ['status page updated, users notified', null],
    // a restriction to a thing that no flag expresses, after a typed command
    ['review the settings page only', 'review'],
    // a fix asked of free text whose route does not edit (Legion's config)
    ['only review, but also patch what you find', 'review'],
    // an exception that names no area or intent: no flag makes it
    ['build everything except the pieces that are not finished', 'build'],
    // another command offered after `or` leaves the choice open
    ['status or next please', 'status'],
    // a quick task is one thing
    ['quick fix for the header, and also redo the footer', 'quick'],
    // a typo names what it was read as: `hardn` is a second intent
    ['revew + hardn', 'review'],
    // `status:` labels a report: status takes no task
    ['status: waiting on QA for the release', null],
    // a modal and `we` before a command's bare name, asked: whether to
    ['could we build?', 'build'],
    // a fix asked of a typed review, which does not edit
    ['review --just-security but also patch anything you find', 'review'],
  ])('gate: %s → not HIGH (first suggestion %s)', (text, first) => {
    const outcome = route(text);
    expect(outcome.tier, outcome.why).not.toBe('HIGH');
    if (first !== null) expect(outcome.suggested[0]).toBe(first);
  });

  test.skipIf(!available).each([
    // a command that answers questions keeps its question mark; a typo of a command's own name
    ['status?', 'status', []],
    ['stauts', 'status', []],
    // `next` before punctuation is the command, whatever unit of work follows
    ['next - phase 3 looks good', 'continue', []],
    // a status label that asks is still a status request
    ['status: anything blocking?', 'status', []],
    // an exception of an area is its skip flag
    ['build everything except the ui', 'build', ['--skip-frontend']],
    // a value flag's value as the next word
    ['build --phase 4 --skip-backend', 'build', ['--skip-backend']],
    // a file path is a name: `auth` in it asks for no security review
    ['review the changes in src/auth/session.ts', 'review', []],
  ])('gate: %s → HIGH %s %j', (text, command, flags) => {
    const outcome = route(text);
    expect(outcome.tier, outcome.why).toBe('HIGH');
    expect(outcome.command).toBe(command);
    expect(outcome.flags).toEqual(flags);
  });

  test.skipIf(!available)('reply order: a later clause opening with "let\'s" is the first suggestion', () => {
    const outcome = route("plans look good to me, let's build it");
    expect(outcome.tier).not.toBe('HIGH');
    expect(outcome.suggested[0]).toBe('build');
  });

  test.skipIf(!available)('a declined HIGH reading is the first suggestion, as typed', () => {
    expect(route('Sec review pls').suggested[0]).toBe('review --just-security');
    expect(route('can someone look over this PR before I merge?').suggested[0]).toBe('review');
  });

  test.skipIf(!available).each([
    // issue #25's examples: the first suggestion is what their writer meant
    ['kick off the implementation for the current phase pls', 'build'],
    ['Please write the code for everything in the current phase.', 'build'],
    ['thanks for the breakdown, looks solid. now carry it out', 'build'],
    ["need a sanity check on my caching approach, don't change anything", 'review'],
  ])('%s → first suggestion %s', (text, first) => {
    const outcome = route(text);
    expect(outcome.tier).not.toBe('HIGH');
    expect(outcome.suggested[0]).toBe(first);
  });

  test.skipIf(!available).each([
    // the verb points one way, the object another; a label before a colon; a negated edit after a command with no intents
    ['start the review', 'review'],
    ['write a plan for the security audit', 'build --just-harden'],
    ["quick note: I'm out tomorrow", 'quick'],
    ['quick sec check on the login flow, no edits', null],
  ])('%s → not HIGH (first suggestion %s)', (text, first) => {
    const outcome = route(text);
    expect(outcome.tier, outcome.why).not.toBe('HIGH');
    if (first !== null) expect(outcome.suggested[0]).toBe(first);
  });

  test.skipIf(!available)('a typed intent flag with a plain subject still routes', () => {
    expect(route('review --just-security the code please')).toMatchObject({ tier: 'HIGH', command: 'review', flags: ['--just-security'] });
  });

  test.skipIf(!available)('a short variant that is itself inflected is matched as typed (redoing is not redos)', () => {
    const result = parseNaturalLanguage('redoing the header', compileNaturalLanguage(load()));
    expect(result.explanation.synonyms.map((s) => s.from)).not.toContain('redoing');
    expect(result.tier).toBe('LOW');
  });

  test.skipIf(!available)('a short lexicon variant is no typo target (redis is not redos)', () => {
    const result = parseNaturalLanguage('should we cache in redis or memcached?', compileNaturalLanguage(load()));
    expect(result.explanation.typos.map((t) => t.from)).not.toContain('redis');
  });

  test.skipIf(!available)('the reason for an unclear typed command is in the explanation', () => {
    expect(route('plan just the backend').why).toContain('conflict:');
    expect(route('implement only the caching layer').why).toContain('not understood');
  });
});

test('an intent whose filter leaves implementation out may negate code edits: docs, no code changes (bundled config)', () => {
  const config = bundledConfig();
  const outcome = routeComment('generate the docs for phase 2, no code changes', config, compileNaturalLanguage(config));
  expect(outcome, outcome.why).toMatchObject({ tier: 'HIGH', command: 'build', flags: ['--just-document'] });
});
