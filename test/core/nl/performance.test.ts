/**
 * Adversarial inputs and templates must stay fast. The bound asserted is deliberately generous
 * (500 ms of CPU time per call) so slow or busy CI machines do not flake; the measured figures
 * are logged (`[nl-perf]`) and recorded in docs/nl-scoring.md.
 */
import { describe, expect, test } from 'vitest';
import {
  compileNaturalLanguage,
  MAX_CONFIG_TEMPLATE_WORDS,
  MAX_NL_INPUT_CHARS,
  parseNaturalLanguage,
  type CompiledNaturalLanguage,
} from '../../../src/core/nl/parse-natural-language.js';
import { compileTemplate } from '../../../src/core/nl/phrase-template.js';
import type { IntentTeamsConfig, PatternCluster } from '../../../src/core/types.js';
import { bundledConfig, legionConfig } from './load-config.js';

const BOUND_MS = 500;
const KIB64 = MAX_NL_INPUT_CHARS;

/**
 * Runs `fn` once to warm up, then RUNS times. Logs wall-clock min/median/max and the median CPU
 * time; returns the slowest CPU time (user + system of this process), which — unlike wall-clock
 * time — does not grow when other jobs compete for the machine. `wall` guards against hangs.
 */
const RUNS = 5;
const WALL_GUARD_MS = 5_000;
function timed<T>(label: string, fn: () => T): { value: T; ms: number; wall: number } {
  let value = fn();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    value = fn();
    walls.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  walls.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  const f = (ms: number | undefined): string => (ms ?? 0).toFixed(2);
  console.log(
    `[nl-perf] ${label}: wall min ${f(walls[0])} / median ${f(walls[RUNS >> 1])} / max ${f(walls[RUNS - 1])} ms; ` +
      `cpu median ${f(cpus[RUNS >> 1])} ms`,
  );
  const wall = walls[RUNS - 1] ?? 0;
  expect(wall).toBeLessThan(WALL_GUARD_MS);
  return { value, ms: cpus[RUNS - 1] ?? 0, wall };
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

const configs: [string, CompiledNaturalLanguage, IntentTeamsConfig][] = [
  ['legion', compileNaturalLanguage(legionConfig()), legionConfig()],
  ['bundled', compileNaturalLanguage(bundledConfig()), bundledConfig()],
];

describe.each(configs)('adversarial comments (%s config)', (name, compiled, config) => {
  const cases: [string, () => string][] = [
    ['64 KiB of "the the the"', () => fill('the ')],
    ['64 KiB of "{"', () => fill('{')],
    ['64 KiB of "|"', () => fill('|')],
    ['64 KiB of "{|}?"', () => fill('{a|b}? ')],
    ['64 KiB of "build "', () => fill('build ')],
    ['64 KiB of "a-a-a-a"', () => fill('a-')],
    ["64 KiB of \"what's \"", () => fill("what's ")],
    ['64 KiB of zero-width spaces', () => fill('\u200b')],
    ['64 KiB of Cyrillic lookalikes', () => fill('h\u0430rden ')],
    ['64 KiB of combining marks', () => fill('e\u0301\u0301\u0301 ')],
    ['10,000 tokens drawn from the config vocabulary', () => vocabularySoup(config, 10_000)],
    ['20,000 tokens drawn from the config vocabulary (cut at 64 KiB)', () => vocabularySoup(config, 20_000)],
    ['1 MiB of "security audit " (bounded to 64 KiB)', () => fill('security audit ', 1 << 20)],
  ];

  test.each(cases)('%s', (label, make) => {
    const text = make();
    const { value, ms } = timed(`${name}: ${label}`, () => parseNaturalLanguage(text, compiled));
    expect(ms).toBeLessThan(BOUND_MS);
    expect(['HIGH', 'MEDIUM', 'LOW']).toContain(value.tier);
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

  test('compiling them is fast and the malformed ones are reported', () => {
    const { ms } = timed('compile adversarial templates', () => compileNaturalLanguage(routes(templates)));
    expect(ms).toBeLessThan(BOUND_MS);
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
    ['64 KiB of "a "', () => fill('a ')],
    ['10,000 × "a" then "b"', () => `${'a '.repeat(10_000)}b`],
    ['64 KiB of "a a … c"', () => fill('a a a a a a a a a c ')],
    ['64 KiB of digits', () => fill('1 ')],
    ['64 KiB of letters a–t', () => fill('a b c d e f g h i j k l m n o p q r s t ')],
  ])('matching %s against them', (label, make) => {
    const text = make();
    const { value, ms } = timed(`adversarial templates × ${label}`, () => parseNaturalLanguage(text, compiled));
    expect(ms).toBeLessThan(BOUND_MS);
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

  test('64 KiB of matching words against every kept template', () => {
    // every template's anchor (z<i>) is present, so none is skipped by the prefilter
    const tail = Array.from({ length: 40 }, (_, i) => `z${i}`).join(' ');
    const text = `${fill('a b c d e f g h i j k l m n o p q r s t ', KIB64 - tail.length - 1)} ${tail}`;
    const { ms } = timed('budget-filling templates × 64 KiB', () => parseNaturalLanguage(text, compiled));
    expect(ms).toBeLessThan(BOUND_MS * 2);
  });
});

describe('compile cost', () => {
  test('compiling the real config is cheap', () => {
    const { ms } = timed('compile legion config', () => compileNaturalLanguage(legionConfig()));
    expect(ms).toBeLessThan(BOUND_MS);
  });

  test('typical short comments take well under a millisecond each', () => {
    const compiled = configs[0]?.[1] as CompiledNaturalLanguage;
    const texts = ['start', 'review the code for security', 'help me figure out what next', 'do the thing'];
    const { ms } = timed('1,000 short comments (legion)', () => {
      for (let i = 0; i < 250; i += 1) for (const t of texts) parseNaturalLanguage(t, compiled);
    });
    expect(ms).toBeLessThan(BOUND_MS);
  });
});
