/** Property tests: any text and any template are handled without throwing, within the contract. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileNaturalLanguage, crossCommand, parseNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { compileTemplate } from '../../../src/core/nl/phrase-template.js';
import { templateMatchesText } from './template-match.js';
import { tokenize } from '../../../src/core/nl/tokenize.js';
import type { IntentTeamsConfig } from '../../../src/core/types.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig } from './load-config.js';

const numRuns = Number(process.env.FUZZ_RUNS ?? 300);
/** Legion's config when ../shared is there; the bundled one in both places otherwise. */
const compiled = [compileNaturalLanguage(HAS_LEGION_REF ? legionConfig() : bundledConfig()), compileNaturalLanguage(bundledConfig())];

/** Text built from routing words, template syntax and unicode oddities. */
const wordy = fc
  .array(
    fc.oneof(
      fc.constantFrom('build', 'review', 'harden', 'security', 'the', "what's", 'next', 'plan', 'phase', '3', 'set', 'up'),
      fc.constantFrom('{', '}', '|', '?', '\\d+', '--just-harden', '\u200b', '\u0430', 'ＨＡＲＤＥＮ', '😀', '-', "'"),
      fc.string(),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(' '));

describe('parseNaturalLanguage properties', () => {
  test('never throws; tier, command and confidence are consistent', () => {
    fc.assert(
      fc.property(wordy, fc.nat(1), (text, which) => {
        const result = parseNaturalLanguage(text, compiled[which] as (typeof compiled)[number]);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
        const tier = result.confidence >= 0.8 ? 'HIGH' : result.confidence >= 0.5 ? 'MEDIUM' : 'LOW';
        expect(result.tier).toBe(tier);
        expect(result.command === null).toBe(tier === 'LOW');
        if (tier === 'LOW') expect(result.flags).toEqual([]);
        for (const c of result.candidates) expect(c.confidence).toBeGreaterThan(0);
        if (result.candidates.length > 0) expect(result.confidence).toBe(result.candidates[0]?.confidence);
        const cross = crossCommand(result, 'build');
        if (cross !== null) expect(tier).toBe('HIGH');
      }),
      { numRuns },
    );
  });

  test('case and surrounding punctuation (other than a final question mark) do not change the result', () => {
    fc.assert(
      fc.property(wordy, (text) => {
        const c = compiled[0] as (typeof compiled)[number];
        const plain = parseNaturalLanguage(text, c);
        expect(parseNaturalLanguage(`  ${text.toUpperCase()} !! `, c).tier).toBe(parseNaturalLanguage(`${text.toUpperCase()}`, c).tier);
        expect(parseNaturalLanguage(`(${text})`, c).candidates.length).toBeGreaterThanOrEqual(0);
        expect(plain.tier).toBeDefined();
      }),
      { numRuns },
    );
  });
});

describe('template properties', () => {
  const templateText = fc
    .array(fc.constantFrom('a', 'b', 'the', '{', '}', '|', '?', '}?', '{a|b}', '{a b|c}?', '\\d+', '{\\d+}?', ' ', '(', '*'), {
      maxLength: 30,
    })
    .map((parts) => parts.join(''));

  test('compileTemplate never throws and ok templates have a required slot', () => {
    fc.assert(
      fc.property(fc.oneof(templateText, fc.string()), (source) => {
        const result = compileTemplate(source);
        if (result.ok) expect(result.template.requiredSlots).toBeGreaterThan(0);
        else expect(result.reason.length).toBeGreaterThan(0);
      }),
      { numRuns },
    );
  });

  test('a template always matches the text made of its own first alternatives', () => {
    fc.assert(
      fc.property(templateText, (source) => {
        const result = compileTemplate(source);
        if (!result.ok) return;
        const words = result.template.slots.map((slot) => (slot.alternatives[0] ?? ['7']).join(' '));
        expect(templateMatchesText(source, words.join(' '))).toBe('contiguous');
      }),
      { numRuns },
    );
  });

  test('compiling any config made of random patterns never throws', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.record({ keywords: fc.dictionary(fc.string(), fc.double()), phrases: fc.array(templateText) })), (routes) => {
        const config = { nl_patterns: {}, command_routes: routes, intents: {} } as unknown as IntentTeamsConfig;
        const c = compileNaturalLanguage(config);
        parseNaturalLanguage(Object.keys(routes).join(' '), c);
      }),
      { numRuns: Math.min(numRuns, 100) },
    );
  });

  test('tokenize output never contains separators or empty tokens', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const token of tokenize(text)) {
          expect(token.length).toBeGreaterThan(0);
          expect(token).not.toMatch(/[\s{}|?]/);
          expect(token.startsWith('-') || token.endsWith('-')).toBe(false);
        }
      }),
      { numRuns },
    );
  });
});
