/**
 * No text from a comment, a label, a file name, a plan, STATE.md or the config makes matching
 * superlinear. Each case times the work at input size n and 4n (best of 3 after a warm-up) and
 * asserts roughly linear growth — (t(4n) + 1 ms) / (t(n) + 1 ms) < 16, generous on purpose so a
 * busy CI machine does not flake, while quadratic growth (×16) or worse fails — plus an absolute
 * ceiling at 4n. The sizes are the documented bounds (SECURITY.md, "Bounds"): inputs past a bound
 * are cut, so 4n is at most the bound.
 *
 * The figures are printed as `[redos] …` lines.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeRepository } from '../../src/app/run-route.js';
import { parseIntentTeams } from '../../src/core/config/parse-intent-teams.js';
import { compileGlob, globMatches, MAX_PATTERN_LENGTH, MAX_PATH_LENGTH } from '../../src/core/glob/compile-glob.js';
import { GlobIndex } from '../../src/core/glob/glob-index.js';
import { validFlags } from '../../src/core/intent/intent-flags.js';
import { labelsToFlagTokens } from '../../src/core/request/labels-to-flags.js';
import {
  compileNaturalLanguage,
  MAX_NL_INPUT_CHARS,
  parseNaturalLanguage,
  rankCandidates,
} from '../../src/core/nl/parse-natural-language.js';
import { findCommandLine, MAX_COMMENT_BYTES, MAX_TOKENS, parseComment } from '../../src/core/request/parse-command.js';
import { parseIntentFlags } from '../../src/core/intent/parse-flags.js';
import { parsePlan } from '../../src/core/plans/parse-plan.js';
import { selectPlans } from '../../src/core/plans/select-plans.js';
import { parseRoadmap } from '../../src/core/state/parse-roadmap.js';
import { MAX_STATE_CHARS, parseStateMd } from '../../src/core/state/parse-state-md.js';
import type { IntentTeamsConfig, Plan } from '../../src/core/types.js';
import { bundledConfig } from '../core/nl/load-config.js';

const RATIO = 16;
const EXAMPLE = resolve('examples', 'basic');

function fill(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

function best(fn: () => unknown): number {
  fn();
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    fn();
    min = Math.min(min, performance.now() - start);
  }
  return min;
}

/** Time `run(make(n))` and `run(make(4n))`; assert linear-ish growth and a ceiling. */
function linear<T>(label: string, n: number, make: (size: number) => T, run: (input: T) => unknown, ceilingMs: number): void {
  const small = make(n);
  const large = make(4 * n);
  const t1 = best(() => run(small));
  const t4 = best(() => run(large));
  const ratio = (t4 + 1) / (t1 + 1);
  console.log(`[redos] ${label}: n=${n} ${t1.toFixed(2)} ms, 4n=${4 * n} ${t4.toFixed(2)} ms, ratio ${ratio.toFixed(2)}`);
  expect(ratio, `${label}: growth ratio`).toBeLessThan(RATIO);
  expect(t4, `${label}: time at 4n`).toBeLessThan(ceilingMs);
}

const KIB16 = MAX_COMMENT_BYTES / 4;

describe('ReDoS: comments (bound: first 64 KiB, one command line ≤ 4096 chars, ≤ 10,000 tokens)', () => {
  const units: [string, string][] = [
    ['"--"', '--'],
    ['"{"', '{'],
    ['"aaaa…!"', 'aaaaaaaaaaaaaaa!'],
    ['newlines', '\n'],
    ['CRLF lines of spaces', ' \t \r\n'],
    ['fences', '```\n'],
    ['quoted commands', '> /legion build\n'],
    ['zero-width characters', '\u200B\u2060\uFEFF'],
    ['em dashes', '\u2014'],
    ['"/legion" prefixes', '/legionary\n'],
  ];
  it.each(units)('findCommandLine on 64 KiB of %s', (label, unit) => {
    linear(`findCommandLine ${label}`, KIB16, (size) => `${fill(unit, size)}\n/legion build`, (body) => findCommandLine(body, '/legion'), 200);
  });
  it.each(units)('parseComment of a command line full of %s', (label, unit) => {
    linear(`parseComment /legion ${label}`, KIB16, (size) => `/legion build ${fill(unit.replace(/\n/g, ' '), size)}`, (body) => parseComment(body, '/legion'), 200);
  });
  it('the whole route of a 64 KiB comment (NL text, flags, fences) stays linear and bounded', () => {
    const body = (size: number): string => `${fill('```\nx\n', size / 2)}\n/legion build ${fill('harden the auth --just-harden {a|b}? ', size / 2)}`;
    linear('routeRepository(64 KiB comment)', KIB16, body, (text) => routeRepository(parseComment(text, '/legion', 'a') ?? { source: 'comment', command: '', flagTokens: [], text: '' }, { repoRoot: EXAMPLE }), 2_000);
  });
});

describe(`ReDoS: flags and labels (bound: ${MAX_TOKENS} tokens, 100 labels of ≤ 100 chars)`, () => {
  const config = bundledConfig();
  it('10,000 unknown near-miss flags', () => {
    linear('parseIntentFlags near-misses', MAX_TOKENS / 4, (size) => Array.from({ length: size }, (_, i) => `--just-hardne${i % 10}`), (tokens) => parseIntentFlags(tokens, config), 2_000);
  });
  it('10,000 flags of 4 KiB each', () => {
    linear('parseIntentFlags 4 KiB flags', 250, (size) => Array.from({ length: size }, (_, i) => `--${fill(String.fromCharCode(97 + (i % 26)), 4_094)}`), (tokens) => parseIntentFlags(tokens, config), 2_000);
  });
  it('labels: many and long (only the first 100, ≤ 100 chars, are read)', () => {
    const flags = validFlags(config);
    linear('labelsToFlagTokens', 100, (size) => Array.from({ length: size }, (_, i) => `legion:${fill('just-harden', 4_096)}${i}`), (labels) => labelsToFlagTokens(labels, 'legion:', flags), 200);
  });
});

describe(`ReDoS: natural language (bound: first ${MAX_NL_INPUT_CHARS} UTF-16 units; template words ≤ 4096 per config)`, () => {
  const compiled = compileNaturalLanguage(bundledConfig());
  it.each([
    ['a run of one letter', 'a'],
    ['"{a|b}? "', '{a|b}? '],
    ["\"what's \"", "what's "],
    ['"harden security audit "', 'harden security audit '],
    ['hyphen chains', 'a-'],
    ['combining marks', 'e\u0301\u0301 '],
  ])('64 KiB of %s', (label, unit) => {
    linear(`parseNaturalLanguage ${label}`, MAX_NL_INPUT_CHARS / 4, (size) => fill(unit, size), (text) => parseNaturalLanguage(text, compiled), 2_000);
  });

  function configWith(phrases: string[], clusters = 1): IntentTeamsConfig {
    const config = bundledConfig();
    for (let c = 0; c < clusters; c++) config.nl_patterns[`adversarial-${c}`] = { keywords: { adversarial: 1 }, phrases };
    return config;
  }
  it.each([
    ['`{a|a|a}?` repeated', (n: number) => [`harden ${'{a|a|a}? '.repeat(n)}`]],
    ['thousands of alternatives', (n: number) => [`{${Array.from({ length: n }, (_, i) => `w${i}`).join('|')}} harden`]],
    ['nested-looking braces', (n: number) => [`${'{'.repeat(n)}a${'}'.repeat(n)}`, `${'{a|'.repeat(n)}b}`]],
    ['many templates', (n: number) => Array.from({ length: n }, (_, i) => `harden {the|a}? w${i} {x|y|z}?`)],
    ['regex-looking templates', (n: number) => [`(a+)+${'a'.repeat(n)}!`, `${'\\d+'.repeat(n)}`, `${'.*'.repeat(n)}`]],
  ] as const)('config phrase templates: %s (compile + score 64 KiB)', (label, make) => {
    const text = fill('harden a a a w1 x ', MAX_NL_INPUT_CHARS);
    linear(`NL config ${label}`, 250, (n) => configWith([...make(n)]), (config) => parseNaturalLanguage(text, compileNaturalLanguage(config)), 5_000);
  });
});

describe(`ReDoS: file names and globs (bounds: path ≤ ${MAX_PATH_LENGTH}, pattern ≤ ${MAX_PATTERN_LENGTH}, ≤ 64 brace alternatives, ≤ 8 **)`, () => {
  const adversarial = [
    `${'*a'.repeat(250)}*b`,
    `${'**/'.repeat(8)}*a*a*a*a*b`,
    'src/**/x/**/y/**/z/**/*.{ts,tsx}',
    `${'{a,b}'.repeat(6)}/**`,
    '**/*.ts',
    'docs/',
    '[!a]*[a-z]?*.md',
  ];
  const index = new GlobIndex(adversarial.map((pattern, owner) => ({ pattern, owner })));
  const globs = adversarial.map((p) => compileGlob(p)).flatMap((g) => (g.ok ? [g.glob] : []));
  it.each([
    ['one 4 KiB name of "a"', (n: number) => fill('a', n)],
    ['deep paths (a/a/a/…)', (n: number) => `${fill('a/', n - 5)}/x.ts`],
    ['names full of dots', (n: number) => `src/${fill('a.', n - 6)}ts`],
    ['wildcard bait (aaaa…ab)', (n: number) => `${fill('a', n - 1)}b`],
  ] as const)('GlobIndex and globMatches on %s', (label, make) => {
    linear(`globs vs ${label}`, MAX_PATH_LENGTH / 4, make, (path) => {
      index.owners(path);
      for (const glob of globs) globMatches(glob, path);
    }, 500);
  });
  it('brace bombs are refused before expansion (letter and stepped ranges too)', () => {
    linear('compileGlob brace bombs', 20, (n) => ['{a,b}', '{a..z}', '{a..z..1}', '{A..z}'].map((unit) => unit.repeat(n)), (patterns) => patterns.map(compileGlob), 200);
  });
  it('selectPlans: changed files × plans with adversarial globs stays linear in the number of files', () => {
    const plans: Plan[] = Array.from({ length: 50 }, (_, i) => ({
      id: `01-${String(i).padStart(2, '0')}`,
      path: `.planning/phases/01-x/01-${i}-PLAN.md`,
      phaseDir: '01-x',
      phase: 1,
      wave: 1,
      dependsOn: [],
      agents: ['a'],
      autonomous: true,
      filesModified: [adversarial[i % adversarial.length] as string, `src/p${i}/**`, `!src/p${i}/gen/**`],
      filesForbidden: [],
      taskTypes: [],
      taskTypesInferred: true,
      diagnostics: [],
    }));
    const config = bundledConfig();
    const criteria = { intents: ['skip-frontend'], includeTaskTypes: [], excludeTaskTypes: [], excludeAgents: [], excludeFilePatterns: ['src/frontend/**', '**/*.tsx', `${'*a'.repeat(100)}*b`] };
    linear('selectPlans over hostile changed files', 750, (n) => Array.from({ length: n }, (_, i) => (i % 3 === 0 ? `${fill('a/', 4_000)}${i}.ts` : i % 3 === 1 ? `src/p${i % 50}/${fill('a', 3_000)}.tsx` : `$(id)-${i}.ts`)), (files) =>
      selectPlans({ plans, criteria, changedFiles: { files, complete: true }, config }), 5_000);
  });
});

describe(`ReDoS: STATE.md, ROADMAP.md, plans and config files (bounds: ${MAX_STATE_CHARS} chars per STATE/ROADMAP, 4096 per line, 1 MiB per file)`, () => {
  const lines: [string, string][] = [
    ['emphasis runs', '- **__**__*_*_**__ Phase __**: '],
    ['key-like words without a colon', `${fill('Phase Status ', 4_000)}\n`],
    ['whitespace runs', ' \t'.repeat(2_000) + 'x\n'],
    ['long numbers', `Phase: ${fill('9', 4_000)} of ${fill('9', 4_000)}\n`],
    ['headings', `${fill('#', 100)} Next Action ${fill('#', 3_000)}\n`],
    ['fence toggles', '```\n~~~~\n'],
    ['long single lines', `${fill('a', 100_000)}\n`],
  ];
  it.each(lines)('parseStateMd and parseRoadmap on 1 MiB of %s', (label, unit) => {
    linear(`STATE.md ${label}`, MAX_STATE_CHARS / 4, (size) => fill(unit, size), (text) => {
      parseStateMd(text);
      parseRoadmap(text);
    }, 3_000);
  });
  it('parsePlan: a long files_modified list', () => {
    linear('parsePlan files_modified', 2_000, (n) => `---\nphase: 1\nplan: "01-01"\nwave: 1\nagents: [a]\nfiles_modified:\n${Array.from({ length: n }, (_, i) => `  - "src/${i}/${'*a'.repeat(10)}.ts"`).join('\n')}\n---\n`, (text) =>
      parsePlan({ path: 'p.md', fileName: '01-01-PLAN.md', phaseDir: '01-x', phaseNumber: 1, text }), 5_000);
  });
  it('parseIntentTeams: a large config', () => {
    linear('parseIntentTeams intents', 200, (n) => `intents:\n${Array.from({ length: n }, (_, i) => `  i${i}:\n    mode: filter_plans\n    filter:\n      exclude_file_patterns: ["${'*a'.repeat(20)}", "src/${i}/**"]`).join('\n')}\n`, (text) => parseIntentTeams(text, 'c.yaml'), 10_000);
  });
});

describe('ReDoS: many NL clusters in the config', () => {
  /**
   * Found by this suite: rankCandidates() used to re-scan every remaining candidate for each rank
   * it filled, O(n²) in the number of matching clusters (16,000 nl_patterns sharing one keyword,
   * ≈ 520 KB of YAML: ≈ 12 s per request). The tie-break selection now fills the first
   * RANKED_BY_TIE_BREAKS places and sorts the rest.
   */
  it('ranking 8× the matching clusters costs at most ~24× (not 64×)', () => {
    const scored = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        candidate: { source: 'nl_patterns' as const, key: `k${i}`, command: 'build', flags: [], confidence: 0.9, order: i },
        commandMentioned: false,
      }));
    const small = scored(1_000);
    const large = scored(8_000);
    const t1 = best(() => rankCandidates(small));
    const start = performance.now();
    rankCandidates(large);
    const t8 = performance.now() - start;
    console.log(`[redos] rankCandidates 1,000 vs 8,000 candidates: ${t1.toFixed(1)} ms, ${t8.toFixed(1)} ms, ratio ${((t8 + 1) / (t1 + 1)).toFixed(1)}`);
    expect((t8 + 1) / (t1 + 1)).toBeLessThan(24);
  }, 120_000);
});
