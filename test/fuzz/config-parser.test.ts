/**
 * Properties of the configuration parsers: intent-teams.yaml (src/core/config/parse-intent-teams.ts,
 * and what the router compiles from it), control-modes.yaml
 * (src/core/control/resolve-control-profile.ts), settings.json
 * (src/core/settings/resolve-settings.ts) and authority-matrix.yaml. Any text gives a usable
 * result or diagnostics that name the file; nothing throws.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { parseIntentTeams } from '../../src/core/config/parse-intent-teams.js';
import { CONTROL_FLAGS, resolveControlProfile } from '../../src/core/control/resolve-control-profile.js';
import { validFlags } from '../../src/core/intent/intent-flags.js';
import { compileNaturalLanguage, parseNaturalLanguage } from '../../src/core/nl/parse-natural-language.js';
import { parseIntentFlags } from '../../src/core/intent/parse-flags.js';
import { resolveSettings } from '../../src/core/settings/resolve-settings.js';
import { parseAuthorityMatrix } from '../../src/core/team/authority-matrix.js';
import type { Diagnostic } from '../../src/core/types.js';
import { BUNDLED_CONFIG_PATH } from '../core/nl/load-config.js';
import { checkProperty, hostileString, pieceString, runsFor, timeoutFor } from './support.js';

const FILE = import.meta.url;
const BUNDLED = readFileSync(BUNDLED_CONFIG_PATH, 'utf8');
const PATH = '.planning/config/intent-teams.yaml';

/** Values of any type, with the keys that matter to JavaScript objects. */
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', '', ' ', '--just-x', '${{ github.token }}', 'harden', 'build'),
  fc.string({ maxLength: 12 }),
);
const leaf = fc.oneof(hostileString(100), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const anyValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 })),
})).value;

/** intent-teams.yaml-shaped documents with wrong types in random places. */
const intentTeamsDoc = fc.record(
  {
    intents: fc.dictionary(
      hostileKey,
      fc.oneof(
        anyValue,
        fc.record(
          {
            description: anyValue,
            agents: fc.oneof(anyValue, fc.record({ primary: fc.array(fc.oneof(hostileKey, leaf), { maxLength: 3 }), secondary: anyValue }, { requiredKeys: [] })),
            mode: fc.oneof(fc.constantFrom('ad_hoc', 'filter_plans', 'filter_review', 'bogus'), anyValue),
            flag: fc.oneof(fc.constantFrom('--just-x', '--X', 'no-dashes', '--a b', '--${{ x }}'), anyValue),
            filter: fc.oneof(
              anyValue,
              fc.record(
                { exclude_file_patterns: fc.array(fc.oneof(fc.constantFrom('{a..z}'.repeat(40), '*a*a*a*a*b', '**/'.repeat(20)), hostileString(80)), { maxLength: 3 }) },
                { requiredKeys: [] },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
      { maxKeys: 5 },
    ),
    validation: anyValue,
    nl_patterns: fc.dictionary(
      hostileKey,
      fc.oneof(
        anyValue,
        fc.record(
          { keywords: fc.dictionary(hostileKey, fc.oneof(fc.double(), leaf), { maxKeys: 4 }), phrases: fc.array(fc.oneof(pieceString, leaf), { maxLength: 3 }) },
          { requiredKeys: [] },
        ),
      ),
      { maxKeys: 4 },
    ),
    command_routes: fc.dictionary(hostileKey, anyValue, { maxKeys: 3 }),
    context_rules: fc.dictionary(hostileKey, anyValue, { maxKeys: 3 }),
    review_panel: anyValue,
    task_type_inference: fc.oneof(
      anyValue,
      fc.array(fc.record({ pattern: fc.oneof(hostileString(600), fc.constantFrom('{a,b}'.repeat(100), '{a..z}'.repeat(80))), types: anyValue }), { maxLength: 3 }),
    ),
    agent_task_types: fc.dictionary(hostileKey, anyValue, { maxKeys: 3 }),
    unknown_key: anyValue,
  },
  { requiredKeys: [] },
);

/** Text: serialised documents, the bundled config with a random edit, or anything. */
const BUNDLED_LINES = BUNDLED.split('\n');
const edit = fc.oneof(pieceString, fc.constantFrom('\t', ':', '- ', '{', '[', '&a ', '*a', '\uFEFF', '\r\n', '  '));
/** A window of up to 40 lines of the bundled config with a random edit (the whole file is slow to parse). */
const bundledWindow = fc.tuple(fc.nat(BUNDLED_LINES.length - 1), fc.integer({ min: 1, max: 40 }), fc.nat(2_000), fc.nat(40), edit).map(([first, count, at, cut, insert]) => {
  const text = BUNDLED_LINES.slice(first, first + count).join('\n');
  const i = at % (text.length + 1);
  return text.slice(0, i) + insert + text.slice(Math.min(text.length, i + cut));
});
const configText = fc.oneof(
  { arbitrary: intentTeamsDoc.map((doc) => stringify(doc)), weight: 6 },
  { arbitrary: bundledWindow, weight: 4 },
  {
    arbitrary: fc.tuple(fc.nat(BUNDLED.length), fc.nat(40), edit).map(([at, cut, insert]) => BUNDLED.slice(0, at) + insert + BUNDLED.slice(Math.min(BUNDLED.length, at + cut))),
    weight: 1,
  },
  { arbitrary: fc.constantFrom('', '\uFEFF', '---', '~', 'null', '[]', '42', '"x"', '{}', 'a: 1\na: 2', 'a: &x [*x]', '---\na: 1\n---\nb: 2'), weight: 1 },
  { arbitrary: hostileString(5_000), weight: 2 },
  // Deep nesting: the YAML parser recurses per level.
  {
    arbitrary: fc
      .tuple(
        fc.integer({ min: 1, max: 12_000 }),
        fc.constantFrom('- ', '[', '{a: '),
        fc.constantFrom('intents:\n  a:\n    agents:\n      ', 'profiles: ', 'agents:\n  '),
        fc.constantFrom('', '\nx: - y', '\n]]'),
      )
      .map(([depth, unit, key, tail]) => `${key}${unit.repeat(depth)}x${tail}\n`),
    weight: 1,
  },
  // Collections as mapping keys, nested (`{{{a: 1}: 1}: 1}`, `? ? ? x`): printed into strings by toJS.
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 800 }), fc.constantFrom('{', '{['), fc.constantFrom('}: 1', ']: 1}: 1', '}'))
      .map(([depth, open, close]) => `intents:\n  a:\n    agents: ${open.repeat(depth)}a: 1${close.repeat(depth)}\n`),
    weight: 1,
  },
  { arbitrary: fc.integer({ min: 1, max: 800 }).map((depth) => `intents:\n  a:\n    agents: \n  ${'? '.repeat(depth)}x\n`), weight: 1 },
);

function checkDiagnostics(diagnostics: readonly Diagnostic[], path: string, codes: readonly string[]): void {
  for (const d of diagnostics) {
    if (!codes.includes(d.code)) throw new Error(`unexpected code ${d.code}: ${d.message}`);
    if (d.file !== path && d.file !== 'settings.json') throw new Error(`diagnostic without the file: ${d.message}`);
    if (d.line !== undefined && !(Number.isInteger(d.line) && d.line >= 1)) throw new Error(`bad line ${d.line}`);
    if (d.message.trim() === '') throw new Error('empty message');
  }
}

describe('fuzz: configuration parsers', () => {
  it(
    'parseIntentTeams: never throws; unusable ⇒ W011 naming the file; the usable config compiles and routes flags and text',
    () => {
      checkProperty(
        FILE,
        'parseIntentTeams+compile',
        [
          configText,
          fc.array(
            fc.oneof(
              hostileString(40).map((s) => `--${s}`),
              fc.constantFrom('--just-harden', '--dry-run', '--phase=2'),
            ),
            { maxLength: 5 },
          ),
          hostileString(200),
        ],
        (text, flags, nlText) => {
          const parsed = parseIntentTeams(text, PATH);
          checkDiagnostics(parsed.diagnostics, PATH, ['W011']);
          for (const d of parsed.diagnostics) expect(d.message).toContain(PATH);
          if (!parsed.usable) expect(parsed.diagnostics.length).toBeGreaterThan(0);
          const config = parsed.config;
          for (const section of ['intents', 'task_types', 'nl_patterns', 'command_routes', 'context_rules', 'agent_task_types'] as const) {
            expect(typeof config[section]).toBe('object');
          }
          for (const intent of Object.values(config.intents)) {
            if (intent.flag !== undefined) expect(intent.flag).toMatch(/^--[a-z0-9][a-z0-9-]{0,62}$/);
            expect(['ad_hoc', 'filter_plans', 'filter_review']).toContain(intent.mode);
          }
          // What the router does with a config: valid flags, flag parsing, NL compile and scoring.
          validFlags(config);
          parseIntentFlags(flags, config);
          parseNaturalLanguage(nlText, compileNaturalLanguage(config));
        },
        { scale: 0.1 },
      );
    },
    timeoutFor(runsFor(0.1), 40),
  );

  it(
    'resolveControlProfile: never throws; exactly the 5 boolean flags; a parse failure blocks with E030 and the file',
    () => {
      const controlDoc = fc.oneof(
        fc
          .record(
            {
              profiles: fc.dictionary(
                fc.oneof(fc.constantFrom('guarded', 'autonomous', 'advisory', 'surgical', 'Guarded', '__proto__'), hostileKey),
                fc.oneof(anyValue, fc.dictionary(fc.constantFrom(...CONTROL_FLAGS, 'extra'), fc.oneof(fc.boolean(), leaf), { maxKeys: 6 })),
                { maxKeys: 4 },
              ),
            },
            { requiredKeys: [] },
          )
          .map((d) => stringify(d)),
        configText,
      );
      const mode = fc.option(fc.oneof(fc.constantFrom('guarded', 'autonomous', 'advisory', 'surgical', 'GUARDED', 'yolo', '', '__proto__', 'constructor'), hostileString(80)), {
        nil: undefined,
      });
      const path = '.planning/config/control-modes.yaml';
      checkProperty(
        FILE,
        'resolveControlProfile',
        [mode, fc.option(controlDoc, { nil: undefined })],
        (m, text) => {
          const result = resolveControlProfile(m, text, path);
          expect(Object.keys(result.profile).sort()).toEqual([...CONTROL_FLAGS].sort());
          for (const flag of CONTROL_FLAGS) expect(typeof result.profile[flag]).toBe('boolean');
          expect(['autonomous', 'guarded', 'advisory', 'surgical']).toContain(result.mode);
          checkDiagnostics(result.diagnostics, path, ['W031', 'W032', 'W033', 'E030']);
          if (result.blocked) {
            const blocker = result.diagnostics.find((d) => d.severity === 'blocker');
            expect(blocker?.code).toBe('E030');
            expect(blocker?.message).toContain('control-modes.yaml');
          }
        },
        { scale: 0.2 },
      );
    },
    timeoutFor(runsFor(0.2), 10),
  );

  it(
    'resolveSettings: never throws; a string control mode, at most one W030 naming settings.json',
    () => {
      const settingsText = fc.oneof(
        fc
          .dictionary(fc.oneof(fc.constantFrom('control_mode', 'planning', 'review', 'execution', 'integrations', 'memory', '__proto__'), hostileKey), anyValue, { maxKeys: 6 })
          .map((d) => JSON.stringify(d)),
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc
          .tuple(fc.constantFrom('{"planning": {"max_tasks_per_plan": 3}, "control_mode": "guarded"}'), fc.nat(60), pieceString)
          .map(([t, at, ins]) => t.slice(0, at) + ins + t.slice(at)),
        hostileString(2_000),
      );
      checkProperty(
        FILE,
        'resolveSettings',
        [
          fc.option(
            fc.tuple(fc.constantFrom('', '\uFEFF'), settingsText).map(([b, t]) => b + t),
            { nil: undefined },
          ),
        ],
        (text) => {
          const { controlMode, diagnostics } = resolveSettings(text, 'settings.json');
          checkDiagnostics(diagnostics, 'settings.json', ['W030']);
          expect(typeof controlMode).toBe('string');
          expect(diagnostics.length).toBeLessThanOrEqual(1);
        },
      );
    },
    timeoutFor(runsFor()),
  );

  it(
    'parseAuthorityMatrix: never throws; a matrix or one W041 naming the file',
    () => {
      const path = '.planning/config/authority-matrix.yaml';
      const doc = fc.oneof(
        fc.record({ agents: fc.dictionary(hostileKey, anyValue, { maxKeys: 4 }) }, { requiredKeys: [] }).map((d) => stringify(d)),
        configText,
      );
      checkProperty(
        FILE,
        'parseAuthorityMatrix',
        [doc],
        (text) => {
          const result = parseAuthorityMatrix(text, path);
          checkDiagnostics(result.diagnostics, path, ['W041']);
          expect(result.matrix === null).toBe(result.diagnostics.length > 0);
        },
        { scale: 0.2 },
      );
    },
    timeoutFor(runsFor(0.2), 10),
  );
});
