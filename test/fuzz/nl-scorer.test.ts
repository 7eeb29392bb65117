/**
 * Properties of the natural-language scorer (src/core/nl/*): hostile text against the real
 * configs, and hostile configs (phrase templates, keywords, weights) against hostile text.
 */
import fc from 'fast-check';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyIntentTeams } from '../../src/core/config/parse-intent-teams.js';
import {
  compileNaturalLanguage,
  HIGH_THRESHOLD,
  MAX_NL_INPUT_CHARS,
  MEDIUM_THRESHOLD,
  parseNaturalLanguage,
  type CompiledNaturalLanguage,
  type NaturalLanguageResult,
} from '../../src/core/nl/parse-natural-language.js';
import { compileTemplate, MAX_TEMPLATE_CHARS } from '../../src/core/nl/phrase-template.js';
import type { IntentTeamsConfig, PatternCluster } from '../../src/core/types.js';
import { bundledConfig, LEGION_CONFIG_PATH, legionConfig } from '../core/nl/load-config.js';
import { checkProperty, hostileString, huge, pieceString, runsFor, timeoutFor } from './support.js';

const FILE = import.meta.url;

function checkResult(result: NaturalLanguageResult, compiled: CompiledNaturalLanguage, flags: ReadonlySet<string>): void {
  if (!Number.isFinite(result.confidence) || result.confidence < 0 || result.confidence > 1) throw new Error(`confidence ${result.confidence}`);
  const tier = result.confidence >= HIGH_THRESHOLD ? 'HIGH' : result.confidence >= MEDIUM_THRESHOLD ? 'MEDIUM' : 'LOW';
  if (result.tier !== tier) throw new Error(`tier ${result.tier} for ${result.confidence}`);
  if ((result.command === null) !== (tier === 'LOW')) throw new Error('command must be null exactly when LOW');
  if (result.command !== null && !compiled.commands.has(result.command)) throw new Error(`unknown command ${result.command}`);
  for (const flag of result.flags) if (!flags.has(flag)) throw new Error(`flag ${flag} is not a config flag`);
  for (const candidate of result.candidates) {
    if (!(candidate.confidence > 0 && candidate.confidence <= 1)) throw new Error(`candidate confidence ${candidate.confidence}`);
  }
}

function flagsOf(compiled: CompiledNaturalLanguage): Set<string> {
  return new Set(compiled.clusters.flatMap((c) => c.flags));
}

/** Text: hostile strings, config vocabulary soup, and rare 64 KiB+ inputs. */
const vocabulary = fc.constantFrom(
  'harden',
  'security',
  'audit',
  'document',
  'docs',
  'skip',
  'frontend',
  'backend',
  'review',
  'build',
  'plan',
  'status',
  'next',
  'phase',
  'the',
  'a',
  "what's",
  'set',
  'up',
  '3',
  'h\u0430rden',
  '\uFF48\uFF41\uFF52\uFF44\uFF45\uFF4E',
  'r\u00E9sum\u00E9',
  'one-off',
  "don't",
);
const nlText = fc.oneof(
  { arbitrary: hostileString(2_000), weight: 20 },
  { arbitrary: fc.array(fc.oneof(vocabulary, fc.string({ maxLength: 6 })), { maxLength: 60 }).map((w) => w.join(' ')), weight: 20 },
  { arbitrary: huge(MAX_NL_INPUT_CHARS + 1_000), weight: 1 },
);

/** Legion's own config when the reference checkout is there (it is not part of this repository). */
const CONFIGS: [string, CompiledNaturalLanguage][] = [
  ['bundled', compileNaturalLanguage(bundledConfig())],
  ...(existsSync(LEGION_CONFIG_PATH) ? [['legion', compileNaturalLanguage(legionConfig())] as [string, CompiledNaturalLanguage]] : []),
];

describe.each(CONFIGS)('fuzz: NL scorer on hostile text (%s config)', (name, compiled) => {
  const flags = flagsOf(compiled);
  it(
    'parseNaturalLanguage: never throws; tier/confidence/command/flags consistent; deterministic',
    () => {
      checkProperty(FILE, `parseNaturalLanguage (${name})`, [nlText], (text) => {
        const result = parseNaturalLanguage(text, compiled);
        checkResult(result, compiled, flags);
        // Same text, same answer (no hidden state between calls).
        if (text.length > 2_000) return;
        const again = parseNaturalLanguage(text, compiled);
        if (again.confidence !== result.confidence || again.command !== result.command) throw new Error('not deterministic');
      });
    },
    timeoutFor(runsFor()),
  );
});

/** Phrase templates built from template syntax, regex syntax and hostile text. */
const templatePiece = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '|',
    '?',
    '{a|b}',
    '{a|b}?',
    '{a|a|a|a}?',
    '{}',
    '{|}',
    '\\d+',
    '\\\\d+',
    '{\\d+}?',
    '(',
    ')',
    '*',
    '+',
    '[',
    ']',
    '^',
    '$',
    '\\',
    ' ',
    'the',
    'harden',
    'security',
    'build',
    'one-off',
    '{{',
    '}}',
  ),
  fc.string({ maxLength: 6 }),
);
const template = fc.oneof(
  { arbitrary: fc.array(templatePiece, { maxLength: 30 }).map((p) => p.join('')), weight: 30 },
  { arbitrary: hostileString(MAX_TEMPLATE_CHARS + 100), weight: 8 },
  // Thousands of alternatives in one group, and `{a|a|a…}?` repeated.
  { arbitrary: fc.integer({ min: 1, max: 3_000 }).map((n) => `{${Array.from({ length: n }, (_, i) => `w${i}`).join('|')}}`), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 400 }).map((n) => `harden ${'{a|a|a}? '.repeat(n)}`), weight: 1 },
);
const weight = fc.oneof(fc.double(), fc.constantFrom(0, 0.5, 1, 2, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e308));
const key = fc.oneof(
  fc.constantFrom('harden', 'document', 'skip-frontend', '__proto__', 'constructor', 'toString', '/legion:build', 'build', '', ' '),
  fc.string({ maxLength: 12 }),
);
const cluster: fc.Arbitrary<PatternCluster> = fc.record({
  keywords: fc.dictionary(fc.oneof(vocabulary, fc.string({ maxLength: 10 }), pieceString), weight, { maxKeys: 8 }),
  phrases: fc.array(template, { maxLength: 5 }),
});
const hostileConfig: fc.Arbitrary<IntentTeamsConfig> = fc
  .record({
    nl: fc.dictionary(key, cluster, { maxKeys: 6 }),
    routes: fc.dictionary(key, cluster, { maxKeys: 4 }),
    flags: fc.array(fc.tuple(key, fc.option(fc.constantFrom('--x', '--just-x', '--harden', 'bad flag'), { nil: undefined })), { maxLength: 4 }),
  })
  .map(({ nl, routes, flags }) => {
    const config = emptyIntentTeams();
    // Own properties only (as the YAML loader produces), even for `__proto__`.
    for (const [k, v] of Object.entries(nl)) Object.defineProperty(config.nl_patterns, k, { value: v, enumerable: true, writable: true, configurable: true });
    for (const [k, v] of Object.entries(routes)) Object.defineProperty(config.command_routes, k, { value: v, enumerable: true, writable: true, configurable: true });
    for (const [k, flag] of flags) {
      Object.defineProperty(config.intents, k, {
        value: { description: '', agents: { primary: [], secondary: [] }, domains: [], filter: null, mode: 'ad_hoc', ...(flag ? { flag } : {}) },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return config;
  });

describe('fuzz: NL scorer on hostile configs', () => {
  it(
    'compileTemplate: never throws; ok templates have ≥ 1 required slot and bounded size',
    () => {
      checkProperty(FILE, 'compileTemplate', [template], (source) => {
        const result = compileTemplate(source);
        if (!result.ok) {
          expect(result.reason.length).toBeGreaterThan(0);
          return;
        }
        expect(result.template.requiredSlots).toBeGreaterThanOrEqual(1);
        expect(result.template.slots.length).toBeLessThanOrEqual(128);
        expect(result.template.size).toBeLessThanOrEqual(256);
      });
    },
    timeoutFor(runsFor()),
  );

  it(
    'compileNaturalLanguage + parseNaturalLanguage: never throw; bad templates and weights are reported, not fatal',
    () => {
      checkProperty(
        FILE,
        'compile+parse hostile config',
        [hostileConfig, nlText],
        (config, text) => {
          const compiled = compileNaturalLanguage(config);
          for (const problem of compiled.problems) expect(problem.reason.length).toBeGreaterThan(0);
          checkResult(parseNaturalLanguage(text, compiled), compiled, flagsOf(compiled));
        },
        { scale: 0.2 },
      );
    },
    timeoutFor(runsFor(0.2), 5),
  );
});
