/**
 * Adversarial inputs and templates must stay linear. No test here asserts a wall-clock time: each
 * one measures the same work at two sizes in the same test and bounds the growth (linear work
 * grows ×4 from a quarter of the input to all of it; quadratic work would grow ×16). The figures
 * are logged (`[nl-perf]`) and recorded in docs/nl-scoring.md.
 */
import { describe, expect, test } from 'vitest';
import { compileNaturalLanguage, MAX_CONFIG_TEMPLATE_WORDS, MAX_NL_INPUT_CHARS, parseNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { compileTemplate } from '../../../src/core/nl/phrase-template.js';
import type { IntentTeamsConfig, PatternCluster } from '../../../src/core/types.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig } from './load-config.js';

const KIB64 = MAX_NL_INPUT_CHARS;
const RUNS = 5;
/** From a quarter of the input to all of it: linear work grows ×4; this allows noise, not ×16. */
const MAX_GROWTH = 8;
/** Below this many milliseconds a measurement is noise; the growth is not judged. */
const NOISE_FLOOR_MS = 3;

/** Fastest of RUNS CPU times (user + system) of `fn`, after one warm-up run. */
function cpuMs<T>(fn: () => T): { value: T; ms: number } {
  let value = fn();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i += 1) {
    const cpu = process.cpuUsage();
    value = fn();
    const used = process.cpuUsage(cpu);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return { value, ms: best };
}

/**
 * The same work on a small and a large input: logs both and asserts the growth ratio (a reference
 * measured in the same test, so a slow or busy machine slows both alike).
 */
function expectLinear<T>(label: string, small: () => T, large: () => T, maxGrowth = MAX_GROWTH): T {
  // A growth over the bound is measured again (at most three times in all) and the smallest
  // counts: quadratic work fails every attempt, a burst of load on a shared machine does not
  // last through three.
  let verdict = { growth: Number.POSITIVE_INFINITY, value: undefined as T | undefined };
  for (let attempt = 0; attempt < 3 && !(verdict.growth < maxGrowth); attempt += 1) {
    const a = cpuMs(small);
    const b = cpuMs(large);
    const growth = b.ms / Math.max(a.ms, 1e-3);
    console.log(`[nl-perf] ${label}: ${a.ms.toFixed(2)} ms → ${b.ms.toFixed(2)} ms (×${growth.toFixed(1)})${attempt > 0 ? ' (again)' : ''}`);
    if (b.ms < NOISE_FLOOR_MS) return b.value; // too fast to judge
    if (growth < verdict.growth) verdict = { growth, value: b.value };
  }
  expect(verdict.growth).toBeLessThan(maxGrowth);
  return verdict.value as T;
}

function fill(unit: string, length = KIB64): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Deterministic pseudo-random words drawn from every keyword and template word of the config. */
function vocabularySoup(config: IntentTeamsConfig, tokens: number): string {
  const words = new Set<string>();
  for (const section of [config.nl_patterns, config.command_routes]) {
    for (const c of Object.values(section)) {
      for (const k of Object.keys(c.keywords)) words.add(k);
      for (const p of c.phrases) for (const w of p.replace(/[{}|?\\]/g, ' ').split(/\s+/)) if (w) words.add(w);
    }
  }
  const list = [...words, 'the', 'a', '3', 'd+'];
  let seed = 42;
  const out: string[] = [];
  for (let i = 0; i < tokens; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    out.push(list[seed % list.length] as string);
  }
  return out.join(' ');
}

const configs: [string, () => IntentTeamsConfig][] = [...(HAS_LEGION_REF ? [['legion', legionConfig] as [string, () => IntentTeamsConfig]] : []), ['bundled', bundledConfig]];

describe.each(configs)('adversarial comments (%s config)', (name, load) => {
  const config = load();
  const compiled = compileNaturalLanguage(config);
  /** Each case makes a text of about `size` UTF-16 code units. */
  const cases: [string, (size: number) => string][] = [
    ['"the the the"', (n) => fill('the ', n)],
    ['"{"', (n) => fill('{', n)],
    ['"|"', (n) => fill('|', n)],
    ['"{|}?"', (n) => fill('{a|b}? ', n)],
    ['"build "', (n) => fill('build ', n)],
    ['"a-a-a-a"', (n) => fill('a-', n)],
    ['"what\'s "', (n) => fill("what's ", n)],
    ['zero-width spaces', (n) => fill('\u200b', n)],
    ['Cyrillic lookalikes', (n) => fill('h\u0430rden ', n)],
    ['combining marks', (n) => fill('e\u0301\u0301\u0301 ', n)],
    ['tokens drawn from the config vocabulary', (n) => vocabularySoup(config, Math.floor(n / 6)).slice(0, n)],
    ['"no ui, only the api " (negations and restrictions)', (n) => fill('no ui, only the api ', n)],
    ['"leave the ui alone " (wraps)', (n) => fill('leave the ui alone ', n)],
    ['misspelt words (typo lookups)', (n) => fill('reviw hardne secuirty documnet frontned bakcend ', n)],
    ['distinct unknown words', (n) => Array.from({ length: Math.floor(n / 9) }, (_, i) => `zq${i.toString(36)}xwv`).join(' ')],
    ['"security audit "', (n) => fill('security audit ', n)],
    ['"pull request front end " (phrase synonyms)', (n) => fill('pull request front end ', n)],
    ['"skip the fronted " (unidentified exclusions)', (n) => fill('skip the fronted ', n)],
    ['"review it and harden the auth, " (clauses and conflicts)', (n) => fill('review it and harden the auth, ', n)],
    ['"how is it going? " (questions)', (n) => fill('how is it going? ', n)],
  ];

  test.each(cases)('64 KiB of %s grows linearly from 16 KiB', (label, make) => {
    const small = make(KIB64 / 4);
    const large = make(KIB64);
    const value = expectLinear(
      `${name}: ${label}`,
      () => parseNaturalLanguage(small, compiled),
      () => parseNaturalLanguage(large, compiled),
    );
    expect(['HIGH', 'MEDIUM', 'LOW']).toContain(value.tier);
  });

  test('1 MiB costs what its first 64 KiB cost (the input is bounded)', () => {
    const bounded = fill('security audit ', KIB64);
    const huge = fill('security audit ', 1 << 20);
    expectLinear(
      `${name}: 1 MiB vs 64 KiB`,
      () => parseNaturalLanguage(bounded, compiled),
      () => parseNaturalLanguage(huge, compiled),
      2.5,
    );
  });
});

describe('adversarial templates', () => {
  const nested = '{a|a|a|a}? {a|a}? '.repeat(50);
  const routes = (phrases: string[]): IntentTeamsConfig => ({
    intents: {},
    task_types: {},
    validation: { mutual_exclusion: [], requires_command: [], allowed_combinations: [] },
    nl_patterns: {},
    command_routes: { evil: { keywords: { evil: 1 }, phrases } satisfies PatternCluster },
    context_rules: {},
    review_panel: [],
    task_type_inference: [],
    agent_task_types: {},
  });

  test('an all-optional template is rejected (it would match anything)', () => {
    expect(compileTemplate(nested)).toMatchObject({ ok: false });
  });

  const templates = [
    `${nested}b`,
    `${nested}a`,
    `a ${nested}`,
    '{a a a a a a a a a a|a a a a a a a a a b}? '.repeat(12) + 'c', // 241 words: just under the limit
    '{a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t}? '.repeat(12) + 'z',
    '{a a a a a a a a a a|a a a a a a a a a b}? '.repeat(40) + 'c', // too big: rejected
    '{{a|b}|{c|d}}'.repeat(50),
    '{'.repeat(1000),
    '}|{'.repeat(600),
    `${'{a|'.repeat(300)}b`,
    '\\d+ '.repeat(200),
  ];

  const compiled = compileNaturalLanguage(routes(templates));

  test('compiling them grows linearly with the number of templates, and the malformed ones are reported', () => {
    expectLinear(
      'compile adversarial templates ×1 → ×4',
      () => compileNaturalLanguage(routes(templates)),
      () => compileNaturalLanguage(routes([...templates, ...templates, ...templates, ...templates])),
    );
    expect(compiled.problems.map((p) => p.text)).toEqual(
      expect.arrayContaining([
        '{{a|b}|{c|d}}'.repeat(50),
        '{'.repeat(1000),
        '}|{'.repeat(600),
        `${'{a|'.repeat(300)}b`,
        '{a a a a a a a a a a|a a a a a a a a a b}? '.repeat(40) + 'c',
      ]),
    );
  });

  test.each([
    ['"a "', (n: number) => fill('a ', n)],
    ['"a" then "b"', (n: number) => `${'a '.repeat(Math.floor(n / 2) - 1)}b`],
    ['"a a … c"', (n: number) => fill('a a a a a a a a a c ', n)],
    ['digits', (n: number) => fill('1 ', n)],
    ['letters a–t', (n: number) => fill('a b c d e f g h i j k l m n o p q r s t ', n)],
  ])('matching 64 KiB of %s against them grows linearly from 16 KiB', (label, make) => {
    const small = make(KIB64 / 4);
    const large = make(KIB64);
    const value = expectLinear(
      `adversarial templates × ${label}`,
      () => parseNaturalLanguage(small, compiled),
      () => parseNaturalLanguage(large, compiled),
    );
    expect(value.tier).toBeDefined();
  });

  test('a nested-looking adversarial template still matches what it should', () => {
    const result = parseNaturalLanguage('a a a b', compiled);
    expect(result.candidates[0]?.evidence?.templateScore).toBe(0.8);
  });
});

describe('worst case: a config whose templates use the whole word budget', () => {
  const big = (i: number): string => `{a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t}? `.repeat(12) + `z${i}`;
  const phrases = Array.from({ length: 40 }, (_, i) => big(i));
  const config: IntentTeamsConfig = {
    intents: {},
    task_types: {},
    validation: { mutual_exclusion: [], requires_command: [], allowed_combinations: [] },
    nl_patterns: {},
    command_routes: { evil: { keywords: { evil: 1 }, phrases } },
    context_rules: {},
    review_panel: [],
    task_type_inference: [],
    agent_task_types: {},
  };
  const compiled = compileNaturalLanguage(config);

  test('templates past MAX_CONFIG_TEMPLATE_WORDS are reported and skipped', () => {
    const kept = compiled.clusters[0]?.templates.length ?? 0;
    expect(kept).toBe(Math.floor(MAX_CONFIG_TEMPLATE_WORDS / 241));
    expect(compiled.problems).toHaveLength(40 - kept);
    expect(compiled.problems[0]?.reason).toContain('exceed');
  });

  test('matching words against every kept template grows linearly from 16 KiB to 64 KiB', () => {
    // every template's anchor (z<i>) is present, so none is skipped by the prefilter
    const tail = Array.from({ length: 40 }, (_, i) => `z${i}`).join(' ');
    const text = (n: number): string => `${fill('a b c d e f g h i j k l m n o p q r s t ', n - tail.length - 1)} ${tail}`;
    const small = text(KIB64 / 4);
    const large = text(KIB64);
    expectLinear(
      'budget-filling templates',
      () => parseNaturalLanguage(small, compiled),
      () => parseNaturalLanguage(large, compiled),
    );
  });
});

describe('compile cost', () => {
  test('compiling grows linearly with the config (the same clusters four times over)', () => {
    const config = bundledConfig();
    const times = (k: number): IntentTeamsConfig => {
      const routes: Record<string, PatternCluster> = {};
      for (let i = 0; i < k; i += 1) {
        for (const [key, cluster] of Object.entries(config.command_routes)) routes[`${key}-${i}`] = cluster;
      }
      return { ...config, command_routes: routes };
    };
    const once = times(1);
    const four = times(4);
    expectLinear(
      'compile bundled config ×1 → ×4',
      () => compileNaturalLanguage(once),
      () => compileNaturalLanguage(four),
    );
  });

  test('short comments cost the same each: 1,000 take about four times 250', () => {
    const compiled = compileNaturalLanguage(HAS_LEGION_REF ? legionConfig() : bundledConfig());
    const texts = ['start', 'review the code for security', 'help me figure out what next', 'do the thing'];
    const run = (rounds: number) => (): void => {
      for (let i = 0; i < rounds; i += 1) for (const t of texts) parseNaturalLanguage(t, compiled);
    };
    expectLinear('250 → 1,000 short comments', run(62), run(250));
  });
});
