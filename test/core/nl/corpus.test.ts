/**
 * Evaluation on independent corpora (semantics in test/nl-corpus/README.md): every text goes
 * through what the router does with a comment — the trigger line is parsed (parse-command.ts), the
 * command word detected (typedCommandOf), the free text interpreted (interpretRequestText) and the
 * resulting flags validated — and the outcome is compared with the maintainer's expectation.
 *
 * Protocol (docs/nl-scoring.md, "Measuring"):
 * - development set: all of test/nl-corpus/phrasings.json. The scorer may be tuned on it (by
 *   classes of phrasing, never by sentence). Asserted: at least 97% right, no wrong HIGH route.
 * - held-out set: test/nl-corpus/heldout.json, written by someone else after the scorer was
 *   tuned and never read while tuning. Skipped with a notice when absent. Only its figures are
 *   printed, never its items. NL_CORPUS_HELDOUT=skip skips it (used while tuning, so that the
 *   held-out set is measured exactly once per scorer change, at the end).
 *
 * Both configs, the bundled one and Legion's real one (skipped when the reference data is absent).
 * The figures are printed (`[nl-corpus]`) and recorded in docs/nl-scoring.md.
 * NL_CORPUS_SHOW=dev prints the development set's misses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { intentFlagName } from '../../../src/core/intent/intent-flags.js';
import { parseIntentFlags } from '../../../src/core/intent/parse-flags.js';
import { validateFlagCombination } from '../../../src/core/intent/validate-flags.js';
import { formatExplanation } from '../../../src/core/nl/explain.js';
import { interpretRequestText, typedCommandOf } from '../../../src/core/nl/interpret-request-text.js';
import { compileNaturalLanguage, type CompiledNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { parseComment } from '../../../src/core/request/parse-command.js';
import type { IntentTeamsConfig } from '../../../src/core/types.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig, REPO_ROOT } from './load-config.js';

const DEV_PATH = resolve(REPO_ROOT, 'test/nl-corpus/phrasings.json');
const HELDOUT_PATH = resolve(REPO_ROOT, 'test/nl-corpus/heldout.json');
const TRIGGER = '/legion';

interface CorpusItem {
  id: string;
  text: string;
  class: string;
  expect: { tier: 'HIGH'; command: string; flags: string[] } | { tier: 'NOT_HIGH'; suggest?: string } | { tier: 'LOW' };
}

/** What the router does with the comment. */
interface Outcome {
  tier: 'HIGH' | 'MEDIUM' | 'LOW';
  command: string;
  flags: string[];
  /** For MEDIUM/LOW: the commands the reply suggests. */
  suggested: string[];
  why: string;
}

/** The route the router takes for `/legion <text>`, reduced to tier, command and intent flags. */
export function routeComment(text: string, config: IntentTeamsConfig, compiled: CompiledNaturalLanguage): Outcome {
  const request = parseComment(`${TRIGGER} ${text}`, TRIGGER);
  if (request === null) return { tier: 'LOW', command: '', flags: [], suggested: [], why: 'no command line' };
  const { typedCommand, text: rest } = typedCommandOf(request.command, request.text, config);
  let command = typedCommand;
  let added: string[] = [];
  let why = 'typed';
  if (rest !== '') {
    const reading = interpretRequestText(typedCommand, rest, compiled);
    why = `${reading.kind}: ${formatExplanation(reading.explanation)}`;
    if (reading.kind === 'unclear') {
      return { tier: reading.tier, command: '', flags: [], suggested: reading.candidates.map((c) => c.command), why };
    }
    if (reading.kind === 'cross-command') {
      // Refused with the suggestion (E002 + W001): never a route.
      return { tier: 'MEDIUM', command: '', flags: [], suggested: [reading.command], why };
    }
    if (reading.kind === 'route') {
      command = reading.command;
      added = reading.flags;
    }
  }
  const flags = parseIntentFlags([...request.flagTokens, ...added], config);
  if (flags.errors.length > 0) return { tier: 'LOW', command: '', flags: [], suggested: [], why: `flag error: ${flags.errors[0]?.message}` };
  if (command === '') {
    const primary = flags.parsed.primaryIntent;
    command = primary ? (compiled.clusters.find((c) => c.key === primary)?.command ?? 'build') : 'status';
  }
  const intents = flags.parsed.intents.map((key) => intentFlagName(key, config.intents[key]));
  if (command !== 'status' && command !== 'continue') {
    const validation = validateFlagCombination(flags.parsed, command, config, TRIGGER);
    if (!validation.valid) return { tier: 'LOW', command: '', flags: [], suggested: [], why: `invalid: ${validation.errors[0]}` };
  }
  return { tier: 'HIGH', command, flags: intents, suggested: [], why };
}

type Verdict = 'right' | 'wrong-high' | 'miss';

function judge(item: CorpusItem, outcome: Outcome): Verdict {
  const expected = item.expect;
  if (expected.tier === 'HIGH') {
    if (outcome.tier !== 'HIGH') return 'miss';
    const same = outcome.command === expected.command && [...outcome.flags].sort().join(' ') === [...expected.flags].sort().join(' ');
    return same ? 'right' : 'wrong-high';
  }
  if (outcome.tier === 'HIGH') return 'wrong-high';
  if (expected.tier === 'LOW') return outcome.tier === 'LOW' ? 'right' : 'miss';
  return 'right';
}

export interface SetFigures {
  items: number;
  right: number;
  accuracy: number;
  wrongHigh: number;
  medium: number;
  low: number;
  misses: { item: CorpusItem; outcome: Outcome; verdict: Verdict }[];
}

export function evaluate(items: readonly CorpusItem[], config: IntentTeamsConfig): SetFigures {
  const compiled = compileNaturalLanguage(config);
  const figures: SetFigures = { items: 0, right: 0, accuracy: 0, wrongHigh: 0, medium: 0, low: 0, misses: [] };
  for (const item of items) {
    const outcome = routeComment(item.text, config, compiled);
    const verdict = judge(item, outcome);
    figures.items += 1;
    if (verdict === 'right') figures.right += 1;
    else figures.misses.push({ item, outcome, verdict });
    if (verdict === 'wrong-high') figures.wrongHigh += 1;
    if (outcome.tier === 'MEDIUM') figures.medium += 1;
    if (outcome.tier === 'LOW') figures.low += 1;
  }
  figures.accuracy = figures.items === 0 ? 0 : figures.right / figures.items;
  return figures;
}

const pct = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

function report(name: string, set: 'development' | 'held-out', f: SetFigures): void {
  console.log(
    `[nl-corpus] ${name} ${set}: ${f.right}/${f.items} right (${pct(f.right, f.items)}), wrong HIGH ${f.wrongHigh}, ` +
      `MEDIUM ${f.medium} (${pct(f.medium, f.items)}), LOW ${f.low} (${pct(f.low, f.items)})`,
  );
  if (set === 'development' && process.env['NL_CORPUS_SHOW'] === 'dev') {
    for (const { item, outcome, verdict } of f.misses) {
      const expected = item.expect.tier === 'HIGH' ? `HIGH ${item.expect.command} ${item.expect.flags.join(' ')}` : item.expect.tier;
      console.log(
        `[nl-corpus] ${name} dev ${verdict} ${item.id} [${item.class}] "${item.text}" expected ${expected.trim()}; ` +
          `got ${outcome.tier} ${outcome.command} ${outcome.flags.join(' ')} ${outcome.suggested.length ? `(suggests ${outcome.suggested.join(', ')})` : ''} — ${outcome.why}`,
      );
    }
  }
}

const readCorpus = (path: string): CorpusItem[] => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as CorpusItem[]) : []);
const HAS_DEV = existsSync(DEV_PATH);
const development = readCorpus(DEV_PATH);
const HELDOUT_SKIPPED = process.env['NL_CORPUS_HELDOUT'] === 'skip';
const HAS_HELDOUT = !HELDOUT_SKIPPED && existsSync(HELDOUT_PATH);
if (!HAS_HELDOUT) {
  console.log(`[nl-corpus] held-out set skipped: ${HELDOUT_SKIPPED ? 'NL_CORPUS_HELDOUT=skip' : 'test/nl-corpus/heldout.json is absent'}`);
}

const configs: [string, () => IntentTeamsConfig, boolean][] = [
  ['bundled', bundledConfig, true],
  ['legion', legionConfig, HAS_LEGION_REF],
];

describe.skipIf(!HAS_DEV)('natural-language corpus: development set (phrasings.json)', () => {
  test('ids are unique and the set is large enough', () => {
    expect(development.length).toBeGreaterThanOrEqual(300);
    expect(new Set(development.map((item) => item.id)).size).toBe(development.length);
  });

  describe.each(configs)('%s config', (name, load, available) => {
    test.skipIf(!available)('at least 97% right, no wrong HIGH route', () => {
      const f = evaluate(development, load());
      report(name, 'development', f);
      expect(f.wrongHigh, `${name}: wrong HIGH routes in the development set`).toBe(0);
      expect(f.accuracy, `${name}: development accuracy ${f.right}/${f.items}`).toBeGreaterThanOrEqual(0.97);
    });
  });
});

/**
 * Held-out set. Goal of #12: at least 95% right and no wrong HIGH route, on both configs.
 *
 * NOT MET. The single run after the last scorer change (commit 19133cc, docs/nl-scoring.md):
 * bundled 217/240 (90.4%) with 13 wrong HIGH, Legion 213/240 (88.8%) with 11 wrong HIGH.
 * HELDOUT_FLOORS are those figures, so a later change that makes the held-out set worse fails;
 * raising them needs a new held-out set (this one has now been measured once and is spent for
 * tuning: nobody may read its items).
 */
const HELDOUT_FLOORS: Record<string, { accuracy: number; wrongHigh: number }> = {
  bundled: { accuracy: 217 / 240, wrongHigh: 13 },
  legion: { accuracy: 213 / 240, wrongHigh: 11 },
};

describe.skipIf(!HAS_HELDOUT)('natural-language corpus: held-out set (heldout.json)', () => {
  const heldout = HAS_HELDOUT ? readCorpus(HELDOUT_PATH) : [];
  describe.each(configs)('%s config', (name, load, available) => {
    test.skipIf(!available)('no worse than measured (goal: 95% right, no wrong HIGH route)', () => {
      const f = evaluate(heldout, load());
      report(name, 'held-out', f);
      const floor = HELDOUT_FLOORS[name] ?? { accuracy: 0.95, wrongHigh: 0 };
      expect(f.wrongHigh, `${name}: wrong HIGH routes in the held-out set`).toBeLessThanOrEqual(floor.wrongHigh);
      expect(f.accuracy, `${name}: held-out accuracy ${f.right}/${f.items}`).toBeGreaterThanOrEqual(floor.accuracy - 1e-9);
    });
  });
});
