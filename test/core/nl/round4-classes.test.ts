/**
 * Round 4 of issue #12 (the git history of docs/nl-scoring.md, "Round 4"): the classes of phrasing added this round,
 * each with phrasings written for the test (not corpus items), routed the way the router does,
 * with the bundled config and (when present) Legion's.
 */
import { describe, expect, test } from 'vitest';
import { compileNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { templateMatchesText } from './template-match.js';
import type { IntentTeamsConfig } from '../../../src/core/types.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig } from './load-config.js';
import { routeComment } from './route-comment.js';

/**
 * Right in one step (precision first, issue #25): the HIGH route, or the first suggestion of a
 * MEDIUM reply (`/legion yes` runs it); the tier itself is what the not-HIGH tests assert.
 */
const firstStep = (shown: string): string => shown.replace(/^HIGH /, '').replace(/^MEDIUM→/, '');

const configs: [string, IntentTeamsConfig][] = [['bundled', bundledConfig()]];
if (HAS_LEGION_REF) configs.push(['legion', legionConfig()]);
const routers = configs.map(([name, config]) => {
  const nl = compileNaturalLanguage(config);
  return [
    name,
    (text: string): string => {
      const o = routeComment(text, config, nl);
      if (o.tier === 'HIGH') return ['HIGH', o.command, ...o.flags].join(' ');
      return o.tier === 'MEDIUM' && o.suggested[0] !== undefined ? `MEDIUM→${o.suggested[0]}` : o.tier;
    },
  ] as const;
});

describe.each(routers)('%s config', (_name, route) => {
  test('a phrase template never spans a sentence break', () => {
    expect(templateMatchesText('no {frontend|ui}', 'no. ui')).not.toBe('none'); // (templateMatchesText has no breaks)
    expect(firstStep(route('api: no. ui: yes. build it.'))).toBe('build --skip-backend');
  });

  test.each([
    ['BE, back end', 'build the BE only', 'HIGH build --skip-frontend'],
    ['FE, front end', 'FE only please', 'HIGH build --skip-backend'],
    ['lower case first word before a restriction cue', 'be only, no ui', 'HIGH build --skip-frontend'],
  ])('case-sensitive abbreviations: %s', (_class, text, expected) => {
    expect(firstStep(route(text))).toBe(firstStep(expected));
  });

  test('the verb be is no abbreviation', () => {
    expect(route('build it, and be careful with the migrations')).not.toBe('HIGH build --skip-frontend');
  });

  test.each([
    ['label: no', 'ui: no. api: yes. go build', 'HIGH build --skip-frontend'],
    ['label — leave it', 'database — leave it, build the rest', 'HIGH build --skip-backend'],
    ['label: skip', 'build; the client: skip', 'HIGH build --skip-frontend'],
  ])('a negative answer to a label leaves the area out: %s', (_class, text, expected) => {
    expect(firstStep(route(text))).toBe(firstStep(expected));
  });
});

describe.each(routers)('%s config: wrong-HIGH classes of round 4', (_name, route) => {
  test.each([
    ['the command word as the subject of a statement', 'build is broken on main'],
    ['the command word and a noun as the subject', 'review queue looks long today'],
    ['every clause thanks or praises', 'nice plan, cheers'],
    ['a past tense after a noun subject', 'the api team approved it yesterday'],
    ['a later clause asks for another command, through a cue', 'status, hmm, no, just build'],
    ['the command less one of its own intents', 'review everything except security'],
  ])('%s: %s', (_class, text) => {
    expect(route(text)).not.toMatch(/^HIGH/);
  });

  test.each([
    ['a statement verb after a remark of its own', 'review 3 — tests are green now', 'HIGH review'],
    ['a question after the command is no statement', 'status: is phase 2 done?', 'HIGH status'],
    ['starting to code is building', 'ok, start coding phase 2', 'HIGH build'],
    ['an area excepted is its skip flag', 'build everything except the ui', 'HIGH build --skip-frontend'],
  ])('%s: %s', (_class, text, expected) => {
    expect(firstStep(route(text))).toBe(firstStep(expected));
  });
});

describe.each(routers)('%s config: restrictions of round 4', (_name, route) => {
  test.each([
    ['a typed command restricted to something unknown after a preposition', 'build for the kiosk mode only'],
    ['tidying is small work or a document pass', 'tidy up the readme and docs'],
  ])('%s: %s', (_class, text) => {
    expect(route(text)).not.toMatch(/^HIGH/);
  });

  test.each([
    ['the command word alone restricted', 'build only, no docs', 'HIGH build'],
    ['a review restricted to what its security intent rests on', 'look over the code please, only for secrets', 'HIGH review --just-security'],
    ['a command name with -s after a content word is a noun', 'look into why cold builds are so slow', 'HIGH explore'],
    ['mobile web and screens are the front end', 'build the mobile web screens only', 'HIGH build --skip-backend'],
  ])('%s: %s', (_class, text, expected) => {
    expect(firstStep(route(text))).toBe(firstStep(expected));
  });
});

describe.each(routers)('%s config: lexicon data of round 4 (jargon and idioms)', (_name, route) => {
  test.each([
    ['shore up', 'shore up the auth defences', 'HIGH build --just-harden'],
    ['red team and fix', 'red-team the api and patch what you find', 'HIGH build --just-harden'],
    ['carve into work items', 'carve the next phase into work items', 'HIGH plan'],
    ['keep rolling', 'keep it rolling', 'HIGH continue'],
    ['smoke test', 'smoke test the PR', 'HIGH review'],
    ['micro-fix', 'micro-fix for the footer copyright year', 'HIGH quick'],
    ['any chance of', 'any chance of a one-liner for the date format?', 'HIGH quick'],
  ])('%s: %s', (_class, text, expected) => {
    expect(firstStep(route(text))).toBe(firstStep(expected));
  });

  test.each([
    ['red team alone: test or fix?', 'red-team the checkout page'],
    ['just testing', 'just testing the webhook'],
  ])('%s: %s', (_class, text) => {
    expect(route(text)).not.toMatch(/^HIGH/);
  });
});
