import { describe, expect, test } from 'vitest';
import {
  compileNaturalLanguage,
  crossCommand,
  HIGH_THRESHOLD,
  MAX_NL_INPUT_CHARS,
  MEDIUM_THRESHOLD,
  parseNaturalLanguage,
  type NaturalLanguageResult,
} from '../../../src/core/nl/parse-natural-language.js';
import type { IntentDefinition, IntentTeamsConfig, PatternCluster } from '../../../src/core/types.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig, legionConfigRaw } from './load-config.js';

function config(nl: Record<string, PatternCluster> = {}, routes: Record<string, PatternCluster> = {}, extra: Partial<IntentTeamsConfig> = {}): IntentTeamsConfig {
  return {
    intents: {},
    task_types: {},
    validation: { mutual_exclusion: [], requires_command: [], allowed_combinations: [] },
    nl_patterns: nl,
    command_routes: routes,
    context_rules: {},
    review_panel: [],
    task_type_inference: [],
    agent_task_types: {},
    ...extra,
  };
}

const cluster = (keywords: Record<string, number>, phrases: string[] = []): PatternCluster => ({ keywords, phrases });
const intent = (mode: IntentDefinition['mode'], flag?: string): IntentDefinition => ({
  description: '',
  agents: { primary: [], secondary: [] },
  domains: [],
  filter: null,
  mode,
  ...(flag ? { flag } : {}),
});

/** Most expectations below are Legion's real config; they skip when ../shared is absent. */
const legion = compileNaturalLanguage(HAS_LEGION_REF ? legionConfig() : bundledConfig());
const parse = (text: string): NaturalLanguageResult => parseNaturalLanguage(text, legion);
const legionOnly = describe.skipIf(!HAS_LEGION_REF);

legionOnly('empty and degenerate input', () => {
  test.each(['', '   ', '\n\t', '!!! ???', '\u200b\u200b', '{|}'])('%j → LOW, confidence 0, no candidates', (text) => {
    expect(parse(text)).toMatchObject({ tier: 'LOW', confidence: 0, command: null, flags: [], candidates: [] });
  });

  test('non-string input is treated as empty', () => {
    expect(parseNaturalLanguage(undefined as unknown as string, legion).tier).toBe('LOW');
  });

  test('a config without nl_patterns / command_routes degrades to LOW with no candidates', () => {
    const bare = { ...config() } as Partial<IntentTeamsConfig>;
    delete bare.nl_patterns;
    delete bare.command_routes;
    const compiled = compileNaturalLanguage(bare as IntentTeamsConfig);
    expect(compiled.clusters).toEqual([]);
    expect(parseNaturalLanguage('harden security', compiled)).toMatchObject({
      tier: 'LOW',
      confidence: 0,
      command: null,
      flags: [],
      candidates: [],
    });
  });
});

legionOnly('result shape', () => {
  test('candidates are sorted best first, all > 0, with source, key, order and evidence', () => {
    const result = parse('harden the auth code');
    expect(result.candidates.length).toBeGreaterThan(1);
    for (const c of result.candidates) expect(c.confidence).toBeGreaterThan(0);
    const scores = result.candidates.map((c) => c.confidence);
    expect(scores[0]).toBe(Math.max(...scores));
    expect(result.candidates[0]).toMatchObject({
      source: 'nl_patterns',
      key: 'harden',
      command: 'build',
      flags: ['--just-harden'],
      confidence: 1,
      order: 0,
      evidence: { keywords: ['harden'], exactNameBonus: 0.2 },
    });
  });

  // (then the router's commands the config has no route for but the lexicon has words for:
  // `continue` in Legion's config)
  test('order is the position in the config: nl_patterns first, then command_routes', () => {
    expect(legion.clusters.map((c) => `${c.order}:${c.key}`)).toEqual([
      '0:harden',
      '1:document',
      '2:skip-frontend',
      '3:skip-backend',
      '4:security-only',
      '5:start',
      '6:plan',
      '7:build',
      '8:review',
      '9:status',
      '10:quick',
      '11:advise',
      '12:explore',
      '13:continue',
    ]);
  });

  test('LOW keeps its candidates (for "did you mean") but routes nothing', () => {
    const result = parse('fix');
    expect(result.tier).toBe('LOW');
    expect(result.command).toBeNull();
    expect(result.flags).toEqual([]);
    expect(result.candidates[0]?.key).toBe('review');
    expect(result.confidence).toBe(result.candidates[0]?.confidence);
  });

  test('the same text gives the same result; a compiled config is reusable', () => {
    expect(parse('review the code for security')).toEqual(parse('review the code for security'));
    expect(parse('start')).toEqual(parseNaturalLanguage('start', compileNaturalLanguage(legionConfig())));
  });

  test('a keyword repeated many times counts once', () => {
    expect(parse('ship ship ship ship ship ship').candidates[0]?.confidence).toBe(parse('ship').candidates[0]?.confidence);
  });

  test('each input word counts for one keyword of a cluster (security audit is one keyword, not two)', () => {
    const securityOnly = parse('security audit').candidates.find((c) => c.key === 'security-only');
    expect(securityOnly?.evidence?.keywords).toEqual(['security-audit']);
  });
});

describe('tiers', () => {
  // (after another word: as a leading verb, a route's own keyword would earn LEAD_BONUS)
  const compiled = compileNaturalLanguage(config({}, { alpha: cluster({ alpha: 1, zeta: 0.8, eta: 0.79, theta: 0.5, iota: 0.49 }) }));
  test.each([
    ['alpha', 'HIGH', 1],
    ['zeta', 'HIGH', 0.8],
    ['eta', 'MEDIUM', 0.79],
    ['theta', 'MEDIUM', 0.5],
    ['iota', 'LOW', 0.49],
  ] as const)('%s → %s (%s)', (text, tier, confidence) => {
    const result = parseNaturalLanguage(`widget ${text}`, compiled);
    expect(result.tier).toBe(tier);
    expect(result.confidence).toBe(confidence);
    expect(result.command).toBe(tier === 'LOW' ? null : 'alpha');
  });

  test('a route keyword of weight ≥ 0.7 leading the text as its verb earns LEAD_BONUS', () => {
    expect(parseNaturalLanguage('eta the widget', compiled)).toMatchObject({ tier: 'HIGH', confidence: 0.99, command: 'alpha' });
    expect(parseNaturalLanguage('theta the widget', compiled)).toMatchObject({ tier: 'MEDIUM', confidence: 0.5 });
  });

  test('thresholds are §7.4', () => {
    expect([HIGH_THRESHOLD, MEDIUM_THRESHOLD]).toEqual([0.8, 0.5]);
  });
});

describe('§7.2 tie-breaks', () => {
  test('rule 1: an nl_patterns match within 0.1 of a command route wins', () => {
    const compiled = compileNaturalLanguage(config({ foo: cluster({ foo: 1, widget: 0.85, gadget: 0.85 }) }, { bar: cluster({ bar: 1, widget: 0.95 }) }));
    const result = parseNaturalLanguage('widget gadget', compiled);
    expect(result.candidates.map((c) => [c.key, c.confidence])).toEqual([
      ['foo', 0.85],
      ['bar', 0.95],
    ]);
    expect(result).toMatchObject({ tier: 'HIGH', command: 'build', flags: ['--just-foo'], confidence: 0.85 });
  });

  test('precision first: one word that an intent and an unrelated route both list is ambiguous (MEDIUM, same order)', () => {
    const compiled = compileNaturalLanguage(config({ foo: cluster({ foo: 1, widget: 0.85 }) }, { bar: cluster({ bar: 1, widget: 0.95 }) }));
    const result = parseNaturalLanguage('widget', compiled);
    expect(result.candidates.map((c) => c.key)).toEqual(['foo', 'bar']);
    expect(result).toMatchObject({ tier: 'MEDIUM', command: 'build', flags: ['--just-foo'], confidence: 0.79 });
    expect(result.explanation.conflict).toContain('alone could mean');
  });

  test('rule 1 does not apply beyond 0.1', () => {
    const compiled = compileNaturalLanguage(config({ foo: cluster({ foo: 1, widget: 0.84 }) }, { bar: cluster({ bar: 1, widget: 0.95 }) }));
    expect(parseNaturalLanguage('widget', compiled).candidates.map((c) => c.key)).toEqual(['bar', 'foo']);
  });

  const twoRoutes = compileNaturalLanguage(config({}, { alpha: cluster({ alpha: 1, gadget: 1 }), beta: cluster({ beta: 1, gadget: 1 }) }));

  test('rule 2: on a tie, the candidate whose command name is in the input wins', () => {
    expect(parseNaturalLanguage('gadget beta', twoRoutes).candidates.map((c) => [c.key, c.confidence])).toEqual([
      ['beta', 1],
      ['alpha', 1],
    ]);
  });

  test('rule 3: then config order', () => {
    expect(parseNaturalLanguage('gadget', twoRoutes).candidates.map((c) => c.key)).toEqual(['alpha', 'beta']);
  });

  test('rule 1 comes before rule 2', () => {
    const compiled = compileNaturalLanguage(config({ foo: cluster({ foo: 1, gadget: 1 }) }, { beta: cluster({ beta: 1, gadget: 1 }) }));
    expect(parseNaturalLanguage('gadget beta', compiled).candidates[0]?.key).toBe('foo');
  });

  test.skipIf(!HAS_LEGION_REF)('rule 2 for intents uses the command the intent belongs to', () => {
    // Legion: harden (build) and security-only (review) both score 1.0 on "security review".
    const result = parse('security review');
    expect(result.candidates.slice(0, 2).map((c) => [c.key, c.confidence])).toEqual([
      ['security-only', 1],
      ['harden', 1],
    ]);
  });
});

describe('intent commands and flags come from the config', () => {
  test('intentFlagName / intentCommand decide, nothing is hard-coded', () => {
    const compiled = compileNaturalLanguage(
      config(
        {
          'perf-only': cluster({ performance: 1 }),
          'skip-docs': cluster({ nodocs: 1 }),
          harden: cluster({ harden: 1 }),
          custom: cluster({ custom: 1 }),
        },
        {},
        {
          intents: {
            'perf-only': intent('filter_review'),
            'skip-docs': intent('filter_plans'),
            harden: intent('ad_hoc'),
            custom: intent('ad_hoc', '--just-mine'),
          },
          validation: {
            mutual_exclusion: [],
            requires_command: [{ flag: 'harden', commands: ['quick'], error: '' }],
            allowed_combinations: [],
          },
        },
      ),
    );
    const top = (text: string): [string | null, string[]] => {
      const r = parseNaturalLanguage(text, compiled);
      return [r.command, r.flags];
    };
    expect(top('performance')).toEqual(['review', ['--just-perf']]);
    expect(top('nodocs')).toEqual(['build', ['--skip-docs']]);
    expect(top('harden')).toEqual(['quick', ['--just-harden']]);
    expect(top('custom')).toEqual(['build', ['--just-mine']]);
  });

  test('route keys become commands without slash', () => {
    const compiled = compileNaturalLanguage(config({}, { Map: cluster({ map: 1 }) }));
    expect(parseNaturalLanguage('map the codebase', compiled).command).toBe('map');
  });

  test('the cluster name counts as a weight-1 keyword ("exact name dominates")', () => {
    const compiled = compileNaturalLanguage(config({}, { deploy: cluster({ release: 0.6 }) }));
    expect(parseNaturalLanguage('deploy', compiled)).toMatchObject({ tier: 'HIGH', command: 'deploy', confidence: 1 });
  });
});

describe('bad patterns are reported and skipped, never thrown', () => {
  const compiled = compileNaturalLanguage(
    config(
      {},
      {
        alpha: {
          keywords: { alpha: 1, bogus: Number.NaN, negative: -1, text: 'x' as unknown as number, '!!!': 0.5 },
          phrases: ['{a|b', 'nested {x|{y}}', 'ok {then}? go', '(regex|syntax)'],
        },
      },
    ),
  );

  test('problems list every unusable template and keyword', () => {
    expect(compiled.problems.map((p) => [p.key, p.kind, p.text])).toEqual([
      ['alpha', 'keyword', 'bogus'],
      ['alpha', 'keyword', 'negative'],
      ['alpha', 'keyword', 'text'],
      ['alpha', 'keyword', '!!!'],
      ['alpha', 'template', '{a|b'],
      ['alpha', 'template', 'nested {x|{y}}'],
      ['alpha', 'template', '(regex|syntax)'],
    ]);
    for (const p of compiled.problems) expect(p.reason.length).toBeGreaterThan(0);
  });

  test('the usable parts still score', () => {
    expect(parseNaturalLanguage('ok then go', compiled)).toMatchObject({ tier: 'HIGH', command: 'alpha' });
  });

  test('weights above 1 are capped at 1', () => {
    const c = compileNaturalLanguage(config({}, { alpha: cluster({ alpha: 5, beta: 0.5 }) }));
    expect(parseNaturalLanguage('beta', c).confidence).toBe(0.5);
  });
});

legionOnly('command conflict (leading command word)', () => {
  test.each([
    ['review the docs', 'review', []],
    ['can you review the docs', 'review', []],
    ['build the docs', 'build', ['--just-document']],
    ['document the build process', 'build', ['--just-document']],
  ])('%s → %s %j', (text, command, flags) => {
    for (const compiled of [legion, compileNaturalLanguage(bundledConfig())]) {
      const result = parseNaturalLanguage(text, compiled);
      expect([result.tier, result.command, result.flags]).toEqual(['HIGH', command, flags]);
    }
  });

  test('the demoted intent shows the penalty in its evidence', () => {
    const harden = parse('review the code for security').candidates.find((c) => c.key === 'harden');
    expect(harden?.evidence?.commandConflict).toBe(0.2);
  });
});

legionOnly('crossCommand (§7.3)', () => {
  test.each([
    ['review the code', 'build', 'review'],
    ['review the code', '/legion:build', 'review'],
    ['review the code', 'legion:build', 'review'],
    ['review the code', 'review', null],
    ['review the code', '/legion:Review', null],
    ['harden security', 'build', null], // --just-harden belongs to build
    ['harden security', 'review', 'build'],
    ['review the code for security', 'review', null],
    ['help me figure out what next', 'build', null], // MEDIUM: never cross-routes
    ['do the thing', 'build', null], // LOW
    ['', 'build', null],
  ])('%j typed under %s → %s', (text, typed, expected) => {
    expect(crossCommand(parse(text), typed)).toBe(expected);
  });
});

legionOnly('input bound', () => {
  test('only the first MAX_NL_INPUT_CHARS code units are scored', () => {
    const filler = 'x '.repeat(MAX_NL_INPUT_CHARS / 2);
    expect(parse(`harden the api ${filler}`).command).toBe('build');
    expect(parse(`${filler}harden the api`)).toMatchObject({ tier: 'LOW', candidates: [] });
  });
});

legionOnly('negation never auto-routes', () => {
  test.each([
    ['stop the build', 'build'],
    ['cancel the review', 'review'],
  ])('a cancel word: %s → at most MEDIUM (%s suggested)', (text, command) => {
    const result = parse(text);
    expect(result.tier).toBe('MEDIUM');
    expect(result.confidence).toBe(0.79);
    expect(result.command).toBe(command);
    for (const c of result.candidates) expect(c.confidence).toBeLessThanOrEqual(0.79);
    expect(crossCommand(result, 'quick')).toBeNull();
    expect(result.explanation.cancel).toBe(text.split(' ')[0]);
  });

  test.each([
    ["don't run a security review", 'not'],
    ['do not harden anything', 'not'],
    ['never mind the status', 'never mind'],
  ])('negated words never vote: %s → LOW, nothing to route', (text, cue) => {
    const result = parse(text);
    expect(result).toMatchObject({ tier: 'LOW', command: null, flags: [] });
    expect(result.explanation.negations[0]?.cue).toBe(cue);
  });

  test('without a lexicon, the built-in cancel words still cap at MEDIUM', () => {
    const bare = compileNaturalLanguage({ ...legionConfigRaw() });
    expect(parseNaturalLanguage("don't run a security review", bare)).toMatchObject({ tier: 'MEDIUM', confidence: 0.79 });
  });
});

legionOnly('implicit keywords from templates', () => {
  test('a word only one cluster uses in its templates counts IMPLICIT_WEIGHT (0.5)', () => {
    const result = parse('approaches');
    expect(result.candidates[0]).toMatchObject({ key: 'explore', confidence: 0.5, evidence: { keywords: ['approaches'] } });
  });

  test('words used by several clusters are not implicit keywords', () => {
    // "project" is in start, status and document templates
    expect(parse('project')).toMatchObject({ tier: 'LOW', candidates: [] });
  });

  test('a word of a multi-word keyword does not count alone', () => {
    // "break down" and "new project" are keywords; "break" and "new" alone say nothing
    expect(parse('this breaks the login page')).toMatchObject({ tier: 'LOW', candidates: [] });
    expect(parse('new issue').candidates.map((c) => c.key)).not.toContain('start');
  });

  test('compound forms of keywords match: set up ≡ setup, one off ≡ one-off, but not "in it" ≡ init', () => {
    expect(parse('set up').candidates[0]?.evidence?.keywords).toEqual(['setup']);
    expect(parse('run a one off task').command).toBe('quick');
    expect(parse('put it in it').candidates.map((c) => c.key)).not.toContain('start');
  });

  test('an inflected keyword counts STEM_FACTOR (0.8) of its weight', () => {
    const plan = parse('execute the plans').candidates.find((c) => c.key === 'plan');
    expect(plan?.confidence).toBe(0.8);
  });
});

describe('malformed config shapes do not throw', () => {
  test('phrases as a string, keywords as an array, no validation section', () => {
    const odd = {
      nl_patterns: { harden: { keywords: ['harden'], phrases: 'harden {the}? code' } },
      command_routes: { build: { keywords: { build: 1 }, phrases: null }, empty: null },
      intents: {},
    } as unknown as IntentTeamsConfig;
    const compiled = compileNaturalLanguage(odd);
    expect(compiled.clusters.map((c) => [c.key, c.command, c.templates.length])).toEqual([
      ['harden', 'build', 0],
      ['build', 'build', 0],
      ['empty', 'empty', 0],
    ]);
    expect(parseNaturalLanguage('build it', compiled)).toMatchObject({ tier: 'HIGH', command: 'build' });
    expect(parseNaturalLanguage('harden', compiled)).toMatchObject({ tier: 'HIGH', flags: ['--just-harden'] });
  });
});
