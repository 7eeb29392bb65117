/**
 * Properties of the flag parser (src/core/parse-flags.ts) and of flag validation
 * (src/core/validate-flags.ts), with the bundled config and Legion's own config.
 */
import fc from 'fast-check';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/error-codes.js';
import { validFlags } from '../../src/core/intent/intent-flags.js';
import { parseIntentFlags } from '../../src/core/intent/parse-flags.js';
import type { IntentTeamsConfig } from '../../src/core/types.js';
import { validateFlagCombination } from '../../src/core/intent/validate-flags.js';
import { bundledConfig, LEGION_CONFIG_PATH, legionConfig } from '../core/nl/load-config.js';
import { checkProperty, hostileString, runsFor, timeoutFor } from './support.js';

const FILE = import.meta.url;
/** Legion's own config when the reference checkout is there (it is not part of this repository). */
const CONFIGS: [string, IntentTeamsConfig][] = [
  ['bundled', bundledConfig()],
  ...(existsSync(LEGION_CONFIG_PATH) ? [['legion', legionConfig()] as [string, IntentTeamsConfig]] : []),
];

function flagToken(config: IntentTeamsConfig): fc.Arbitrary<string> {
  const valid = validFlags(config);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...valid), weight: 6 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...valid), fc.constantFrom('', '=true', '=false', '=1', '=0', '=yes', '=off', '=maybe', '=3', '=03', '=99999', '=', '=${{ github.token }}'))
        .map(([flag, value]) => flag + value),
      weight: 6,
    },
    { arbitrary: fc.constantFrom(...valid).map((flag) => flag.toUpperCase()), weight: 2 },
    { arbitrary: fc.constantFrom(...valid).map((flag) => `${flag.slice(0, -1)}`), weight: 2 },
    { arbitrary: hostileString(300).map((s) => `--${s}`), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 5000 }).map((s) => `--${s}`), weight: 1 },
  );
}

function tokens(config: IntentTeamsConfig): fc.Arbitrary<string[]> {
  const token = flagToken(config);
  return fc.oneof(
    { arbitrary: fc.array(token, { maxLength: 12 }), weight: 60 },
    // 10,000 flags (the MAX_TOKENS bound of a comment), repeated or mixed.
    { arbitrary: fc.tuple(token, fc.integer({ min: 1, max: 10_000 })).map(([t, n]) => Array.from({ length: n }, () => t)), weight: 1 },
    { arbitrary: fc.array(token, { minLength: 500, maxLength: 2_000 }), weight: 1 },
  );
}

describe.each(CONFIGS)('fuzz: flag parser (%s config)', (configName, config) => {
  const valid = new Set(validFlags(config));
  it(
    'parseIntentFlags: never throws; only declared flags turn on; errors are E010/E011 with bounded messages',
    () => {
      checkProperty(FILE, `parseIntentFlags (${configName})`, [tokens(config)], (list) => {
        const { parsed, errors, notes } = parseIntentFlags(list, config);
        for (const error of errors) {
          if (error.code !== ErrorCode.UNKNOWN_FLAG && error.code !== ErrorCode.INVALID_FLAG_VALUE) throw new Error(`unexpected code ${error.code}`);
          if (error.severity !== 'blocker') throw new Error('errors are blockers');
          // A token is shown cut to 64 characters: a 5 KB token cannot make a 5 KB message.
          if (error.message.length > 400 + [...valid].join(', ').length) throw new Error(`message too long: ${error.message.length}`);
        }
        for (const note of notes) if (note.message.length > 400) throw new Error('note too long');
        for (const flag of parsed.rawFlags) if (!valid.has(flag)) throw new Error(`${flag} is not a declared flag`);
        expect(parsed.rawFlags.length).toBe(parsed.intents.length);
        expect(parsed.primaryIntent === null).toBe(parsed.intents.length === 0);
        if (parsed.phase !== undefined) expect(parsed.phase).toMatch(/^(0|[1-9]\d{0,3})$/);
        // Unknown flags fail unless --unsafe-unknown-flags is on.
        const unknown = list.some((t) => !valid.has(t.toLowerCase().split('=')[0] as string));
        if (unknown && !parsed.unsafeUnknownFlags) expect(errors.length).toBeGreaterThan(0);
        if (parsed.unsafeUnknownFlags) expect(errors.every((e) => e.code === ErrorCode.INVALID_FLAG_VALUE)).toBe(true);
      });
    },
    timeoutFor(runsFor()),
  );

  it(
    'parseIntentFlags: flag names are case-insensitive (ASCII)',
    () => {
      const ascii = fc.array(
        fc.oneof(
          flagToken(config).filter((t) => /^[\x20-\x7e]*$/.test(t) && t.length < 200),
          fc.string({ unit: 'binary-ascii', maxLength: 12 }).map((s) => `--${s}`),
        ),
        { maxLength: 10 },
      );
      checkProperty(FILE, `flag case-insensitivity (${configName})`, [ascii], (list) => {
        const lower = parseIntentFlags(list, config);
        const upper = parseIntentFlags(
          list.map((t) => t.toUpperCase()),
          config,
        );
        expect(upper.parsed).toEqual(lower.parsed);
        expect(upper.errors.map((e) => e.code)).toEqual(lower.errors.map((e) => e.code));
      });
    },
    timeoutFor(runsFor()),
  );

  it(
    'validateFlagCombination: never throws for any parsed flags and command',
    () => {
      const command = fc.oneof(fc.constantFrom('build', 'review', 'plan', 'status', '', 'constructor', '__proto__'), fc.string({ maxLength: 20 }));
      checkProperty(FILE, `validateFlagCombination (${configName})`, [tokens(config), command], (list, cmd) => {
        const { parsed } = parseIntentFlags(list, config);
        const result = validateFlagCombination(parsed, cmd, config);
        expect(result.valid).toBe(result.errors.length === 0);
        for (const line of [...result.errors, ...result.suggestions]) expect(typeof line).toBe('string');
      });
    },
    timeoutFor(runsFor()),
  );
});
