/**
 * Evaluation on independent corpora (semantics in test/nl-corpus/README.md): every text goes
 * through what the router does with a comment — the trigger line is parsed (parse-command.ts), the
 * command word detected (typedCommandOf), the free text interpreted (interpretRequestText) and the
 * resulting flags validated — and the outcome is compared with the maintainer's expectation.
 *
 * Protocol (docs/nl-scoring.md, "How it is measured"; the rounds before it in git history):
 * - development data: all of test/nl-corpus/phrasings.json and test/nl-corpus/heldout.json (the
 *   former held-out set, measured once and spent), and both halves of test/nl-corpus/fresh.json
 *   (or the file named by NL_CORPUS_FRESH; its test half was measured once and is spent too).
 *   The scorer may be tuned on these (by classes of phrasing, never by sentence).
 * - fresh2 corpus: test/nl-corpus/fresh2.json (or NL_CORPUS_FRESH2), split by the fixed FNV-1a hash
 *   of the id (corpus-split.ts): even → development half, odd → test half. Its test half is the
 *   measure of issue #12 (FRESH2_TEST_FLOORS): only its aggregate figures are printed, never an
 *   item. Absent file → skipped with a notice; so is an empty half.
 *
 * Both configs, the bundled one and Legion's real one (skipped when the reference data is absent).
 * The figures are printed (`[nl-corpus]`) and recorded in docs/nl-scoring.md.
 * NL_CORPUS_SHOW=dev prints the misses of the development data: phrasings, heldout and both halves
 * of fresh.json (its test half is spent); NL_CORPUS_SHOW=fresh2-dev those of fresh2.json's development
 * half, NL_CORPUS_SHOW=fresh3-dev those of fresh3.json's development half (studied from round 4).
 * The items of the test halves of fresh2.json and fresh3.json are never printed;
 * NL_CORPUS_HIDE_TEST=1 skips both halves altogether (not evaluated, no figure, no floor), the
 * setting for tuning.
 */
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { IntentTeamsConfig } from '../../../src/core/types.js';
import { corpusHalf } from './corpus-split.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig, REPO_ROOT } from './load-config.js';
import { evaluate, readCorpus, type SetFigures } from './corpus-eval.js';

const DEV_PATH = resolve(REPO_ROOT, 'test/nl-corpus/phrasings.json');
const HELDOUT_PATH = resolve(REPO_ROOT, 'test/nl-corpus/heldout.json');
const FRESH_PATH = resolve(REPO_ROOT, process.env['NL_CORPUS_FRESH'] ?? 'test/nl-corpus/fresh.json');
/** The fourth corpus (a fourth writer, session 3 round 2); absent until the lead adds it. */
const FRESH2_PATH = resolve(REPO_ROOT, process.env['NL_CORPUS_FRESH2'] ?? 'test/nl-corpus/fresh2.json');
/** The fifth corpus (a fifth writer, session 4; FRESH3.md): development half studied from round 4, test half held out. */
const FRESH3_PATH = resolve(REPO_ROOT, process.env['NL_CORPUS_FRESH3'] ?? 'test/nl-corpus/fresh3.json');
/** The sixth corpus (a sixth writer, session 5; FRESH4.md): held out whole, aggregates only. */
const FRESH4_PATH = resolve(REPO_ROOT, process.env['NL_CORPUS_FRESH4'] ?? 'test/nl-corpus/fresh4.json');
/** The seventh corpus (a seventh writer, issue #25; FRESH5.md): held out whole, aggregates only. */
const FRESH5_PATH = resolve(REPO_ROOT, process.env['NL_CORPUS_FRESH5'] ?? 'test/nl-corpus/fresh5.json');

const pct = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

/** Which data a figure is about; only development data may show its items. */
type SetKind = 'development' | 'test';

/** The NL_CORPUS_SHOW value that prints a development set's misses. */
const showKey = (set: string): string => (['fresh2-dev', 'fresh3-dev', 'fresh4-dev', 'fresh6'].includes(set) ? set : 'dev');

function report(name: string, set: string, kind: SetKind, f: SetFigures): void {
  console.log(
    `[nl-corpus] ${name} ${set}: ${f.right}/${f.items} right (${pct(f.right, f.items)}), one step ${f.oneStep} (${pct(f.oneStep, f.items)}), wrong HIGH ${f.wrongHigh}, ` +
      `MEDIUM ${f.medium} (${pct(f.medium, f.items)}), LOW ${f.low} (${pct(f.low, f.items)})`,
  );
  if (kind !== 'development' || process.env['NL_CORPUS_SHOW'] !== showKey(set)) return;
  for (const { item, outcome, verdict } of f.misses) {
    const expected = item.expect.tier === 'HIGH' ? `HIGH ${item.expect.command} ${item.expect.flags.join(' ')}` : item.expect.tier;
    console.log(
      `[nl-corpus] ${name} ${set} ${verdict} ${item.id} [${item.class}] "${item.text}" expected ${expected.trim()}; ` +
        `got ${outcome.tier} ${outcome.command} ${outcome.flags.join(' ')} ${outcome.suggested.length ? `(suggests ${outcome.suggested.join(', ')})` : ''} — ${outcome.why}`,
    );
  }
}

const configs: [string, () => IntentTeamsConfig, boolean][] = [
  ['bundled', bundledConfig, true],
  ['legion', legionConfig, HAS_LEGION_REF],
];

interface Floor {
  accuracy: number;
  wrongHigh: number;
  /** Right in one step (corpus-eval.ts rightInOneStep): the HIGH route or the first suggestion. */
  oneStep: number;
}

/** Development sets: figures asserted per config (no worse than measured; docs/nl-scoring.md). */
interface DevelopmentSet {
  name: string;
  path: string;
  minItems: number;
  floors: Record<string, Floor>;
}

const DEVELOPMENT_SETS: DevelopmentSet[] = [
  // (round 3 raised the floors to its figures: git history of docs/nl-scoring.md, "Round 3"; c411–c489
  // are development items of the kinds issue #25's held-out sets routed wrongly at HIGH)
  {
    name: 'phrasings',
    path: DEV_PATH,
    minItems: 400,
    floors: { bundled: { accuracy: 282 / 489, wrongHigh: 0, oneStep: 469 / 489 }, legion: { accuracy: 278 / 489, wrongHigh: 0, oneStep: 469 / 489 } },
  },
  // the former held-out set: measured once at 217/240 (13 wrong HIGH) and 213/240 (11), then studied
  {
    name: 'heldout',
    path: HELDOUT_PATH,
    minItems: 200,
    floors: { bundled: { accuracy: 140 / 240, wrongHigh: 0, oneStep: 238 / 240 }, legion: { accuracy: 137 / 240, wrongHigh: 0, oneStep: 237 / 240 } },
  },
];

/** The fresh corpus's development half: asserted no worse than measured. */
const FRESH_DEV_FLOORS: Record<string, Floor> = {
  bundled: { accuracy: 104 / 173, wrongHigh: 0, oneStep: 168 / 173 },
  legion: { accuracy: 104 / 173, wrongHigh: 0, oneStep: 168 / 173 },
};

/**
 * The fresh2 corpus's development half (studied in round 3): asserted no worse than measured at
 * the end of round 3 (75.0% / 73.3% with 11 wrong HIGH before it), raised to round 4's figures.
 */
const FRESH2_DEV_FLOORS: Record<string, Floor> = {
  bundled: { accuracy: 102 / 176, wrongHigh: 0, oneStep: 169 / 176 },
  legion: { accuracy: 102 / 176, wrongHigh: 0, oneStep: 169 / 176 },
};

/**
 * The fresh corpus's test half: evaluated once, after the last scorer change of the round that
 * never saw its items (2026-12-01, commit "Merge nl"): bundled 143/171 (83.6%) with 9 wrong HIGH,
 * Legion 141/171 (82.5%) with 10 (the scorer at 3899930, before that round: 139/171 with 11 wrong
 * HIGH, 136/171 with 12). It is spent, development data since (round 2 studied its misses); these
 * floors hold the figures measured at the end of round 2 (docs/nl-scoring.md).
 */
export const FRESH_TEST_FLOORS: Record<string, Floor> = {
  bundled: { accuracy: 88 / 171, wrongHigh: 0, oneStep: 167 / 171 },
  legion: { accuracy: 86 / 171, wrongHigh: 0, oneStep: 167 / 171 },
};

/**
 * The fourth corpus test/nl-corpus/fresh2.json (352 items by a fourth writer), split by the same
 * rule (corpusHalf): its TEST half is the measure of issue #12 for round 2 ("at least 95% right,
 * no wrong HIGH route, on both configs"). Evaluated by the lead after round 2's last change
 * (2026-12-01, "Merge nl2"): bundled 146/176 (83.0%) with 8 wrong HIGH, Legion 142/176 (80.7%)
 * with 8. The goal is not met; the floors hold the measured figures. The same half, never looked
 * at item by item, scored 137/176 (13 wrong HIGH) and 129/176 (14) with the scorer at 3899930,
 * and 142/176 (10) and 138/176 (10) after round 1 (fc66f43). After round 3 (session 4, "Merge
 * nl3"; the round tuned with NL_CORPUS_HIDE_TEST=1, so not even these aggregates steered it):
 * bundled 151/176 (85.8%) with 8 wrong HIGH, Legion 151/176 (85.8%) with 7. After round 4
 * (session 5, "Merge nl4", tuned with NL_CORPUS_HIDE_TEST=1): bundled 153/176 (86.9%) with 6,
 * Legion 153/176 (86.9%) with 5 — the floors. Only aggregate figures of it are printed, never an
 * item, so it can stay held out.
 */
export const FRESH2_TEST_FLOORS: Record<string, Floor> = {
  bundled: { accuracy: 99 / 176, wrongHigh: 0, oneStep: 163 / 176 },
  legion: { accuracy: 97 / 176, wrongHigh: 0, oneStep: 163 / 176 },
};

function assertFloor(name: string, set: string, f: SetFigures, floor: Floor | undefined): void {
  const { accuracy, wrongHigh, oneStep } = floor ?? { accuracy: 0, wrongHigh: 0, oneStep: 0.9 };
  expect(f.wrongHigh, `${name}: wrong HIGH routes in ${set}`).toBeLessThanOrEqual(wrongHigh);
  expect(f.oneStep / Math.max(1, f.items), `${name}: ${set} right in one step ${f.oneStep}/${f.items}`).toBeGreaterThanOrEqual(oneStep - 1e-9);
  expect(f.accuracy, `${name}: ${set} accuracy ${f.right}/${f.items}`).toBeGreaterThanOrEqual(accuracy - 1e-9);
}

for (const set of DEVELOPMENT_SETS) {
  const items = readCorpus(set.path);
  describe.skipIf(items.length === 0)(`natural-language corpus: ${set.name} (development)`, () => {
    test('ids are unique and the set is large enough', () => {
      expect(items.length).toBeGreaterThanOrEqual(set.minItems);
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    });
    describe.each(configs)('%s config', (name, load, available) => {
      test.skipIf(!available)('no worse than measured, no new wrong HIGH route', () => {
        const f = evaluate(items, load());
        report(name, set.name, 'development', f);
        assertFloor(name, set.name, f, set.floors[name]);
      });
    });
  });
}

const fresh = readCorpus(FRESH_PATH);
const freshDev = corpusHalf(fresh, 'dev');
const freshTest = corpusHalf(fresh, 'test');
if (fresh.length === 0) console.log(`[nl-corpus] fresh corpus skipped: ${FRESH_PATH} is absent`);
else if (freshTest.length === 0) console.log(`[nl-corpus] fresh test half skipped: ${FRESH_PATH} holds no test-half item`);

describe.skipIf(fresh.length === 0)('natural-language corpus: fresh (split by FNV-1a of the id)', () => {
  test('ids are unique', () => {
    expect(new Set(fresh.map((item) => item.id)).size).toBe(fresh.length);
  });
  describe.each(configs)('%s config', (name, load, available) => {
    test.skipIf(!available || freshDev.length === 0)('development half: no worse than measured', () => {
      const f = evaluate(freshDev, load());
      report(name, 'fresh-dev', 'development', f);
      assertFloor(name, 'fresh-dev', f, FRESH_DEV_FLOORS[name]);
    });
    test.skipIf(!available || freshTest.length === 0)('test half: at least FRESH_TEST_FLOORS (goal: 95% right, no wrong HIGH)', () => {
      const f = evaluate(freshTest, load());
      // spent: evaluated once (see FRESH_TEST_FLOORS), development data since
      report(name, 'fresh-test', 'development', f);
      assertFloor(name, 'fresh-test', f, FRESH_TEST_FLOORS[name]);
    });
  });
});

/**
 * NL_CORPUS_HIDE_TEST=1 skips the fresh2 and fresh3 test halves entirely: it is neither evaluated nor printed,
 * and its floor is not asserted. Set it while tuning, so that not even the held-out half's
 * aggregate figure can steer a change; the lead evaluates that half once, without the switch.
 */
const HIDE_TEST = process.env['NL_CORPUS_HIDE_TEST'] === '1';
const fresh2 = readCorpus(FRESH2_PATH);
const fresh2Dev = corpusHalf(fresh2, 'dev');
const fresh2Test = HIDE_TEST ? [] : corpusHalf(fresh2, 'test');
if (fresh2.length === 0) console.log(`[nl-corpus] fresh2 corpus skipped: ${FRESH2_PATH} is absent`);
else if (HIDE_TEST) console.log('[nl-corpus] fresh2 test half hidden (NL_CORPUS_HIDE_TEST=1): not evaluated');

describe.skipIf(fresh2.length === 0)('natural-language corpus: fresh2 (split by FNV-1a of the id)', () => {
  test('ids are unique', () => {
    expect(new Set(fresh2.map((item) => item.id)).size).toBe(fresh2.length);
  });
  describe.each(configs)('%s config', (name, load, available) => {
    test.skipIf(!available || fresh2Dev.length === 0)('development half: no worse than measured', () => {
      const f = evaluate(fresh2Dev, load());
      report(name, 'fresh2-dev', 'development', f);
      expect(f.items).toBe(fresh2Dev.length);
      assertFloor(name, 'fresh2-dev', f, FRESH2_DEV_FLOORS[name]);
    });
    test.skipIf(!available || fresh2Test.length === 0)('test half: at least FRESH2_TEST_FLOORS (goal: 95% right, no wrong HIGH)', () => {
      const f = evaluate(fresh2Test, load());
      report(name, 'fresh2-test', 'test', f);
      assertFloor(name, 'fresh2-test', f, FRESH2_TEST_FLOORS[name]);
    });
  });
});

/**
 * The fifth corpus test/nl-corpus/fresh3.json (360 items by a fifth writer who read neither the
 * scorer nor any earlier corpus; FRESH3.md), split by the same rule. Evaluated by the lead once,
 * after round 3's last change (2026-12-01, "Merge nl3"): bundled 141/181 (10 wrong HIGH) and
 * 141/179 (8), Legion 140/181 (11) and 142/179 (8). The scorer before round 3 (a3af21a) scored
 * 137/181 (11) and 135/179 (10), 133/181 (13) and 133/179 (10).
 *
 * Round 4 studies its DEVELOPMENT half (development data: `NL_CORPUS_SHOW=fresh3-dev` prints its
 * misses; FRESH3_DEV_FLOORS hold the figures measured at the end of round 4). Its TEST half stays
 * held out: only aggregate figures are printed, never an item, and NL_CORPUS_HIDE_TEST=1 skips it
 * altogether (not evaluated, no figure, no floor). FRESH3_TEST_FLOORS hold the lead's measurement
 * after round 4 (session 5, "Merge nl4"): bundled 142/179 (8 wrong HIGH), Legion 143/179 (8).
 * Issue #25 (precision first: free text routes at HIGH only on evidence that cannot point
 * elsewhere) changed every floor: fewer exact routes (clear requests are confirmed, not
 * guessed), fewer wrong HIGH routes, and right in one step kept (docs/nl-scoring.md).
 */
export const FRESH3_DEV_FLOORS: Record<string, Floor> = {
  bundled: { accuracy: 93 / 181, wrongHigh: 0, oneStep: 174 / 181 },
  legion: { accuracy: 89 / 181, wrongHigh: 0, oneStep: 174 / 181 },
};
export const FRESH3_TEST_FLOORS: Record<string, Floor> = {
  bundled: { accuracy: 89 / 179, wrongHigh: 0, oneStep: 164 / 179 },
  legion: { accuracy: 86 / 179, wrongHigh: 0, oneStep: 165 / 179 },
};

const fresh3 = readCorpus(FRESH3_PATH);
const fresh3Dev = corpusHalf(fresh3, 'dev');
const fresh3Test = HIDE_TEST ? [] : corpusHalf(fresh3, 'test');
if (fresh3.length === 0) console.log(`[nl-corpus] fresh3 corpus skipped: ${FRESH3_PATH} is absent`);
else if (HIDE_TEST) console.log('[nl-corpus] fresh3 test half hidden (NL_CORPUS_HIDE_TEST=1): not evaluated');

describe.skipIf(fresh3.length === 0)('natural-language corpus: fresh3 (split by FNV-1a of the id)', () => {
  test('ids are unique', () => {
    expect(new Set(fresh3.map((item) => item.id)).size).toBe(fresh3.length);
  });
  describe.each(configs)('%s config', (name, load, available) => {
    test.skipIf(!available || fresh3Dev.length === 0)('development half: no worse than measured', () => {
      const f = evaluate(fresh3Dev, load());
      report(name, 'fresh3-dev', 'development', f);
      expect(f.items).toBe(fresh3Dev.length);
      assertFloor(name, 'fresh3-dev', f, FRESH3_DEV_FLOORS[name]);
    });
    test.skipIf(!available || fresh3Test.length === 0)('test half: at least FRESH3_TEST_FLOORS (goal: 95% right, no wrong HIGH)', () => {
      const f = evaluate(fresh3Test, load());
      report(name, 'fresh3-test', 'test', f);
      assertFloor(name, 'fresh3-test', f, FRESH3_TEST_FLOORS[name]);
    });
  });
});

/**
 * The sixth corpus test/nl-corpus/fresh4.json (360 items by a sixth writer who read neither the
 * scorer, its tests, its docs nor any earlier corpus; FRESH4.md), written while round 4 ran and
 * added only after it was merged. Held out WHOLE: both halves (split by the same rule, so that a
 * later round may study the development half) print aggregate figures only, never an item, and
 * NL_CORPUS_HIDE_TEST=1 skips it altogether. Evaluated by the lead once after "Merge nl4"
 * (session 5): bundled 145/179 (8 wrong HIGH) and 155/181 (7), Legion 145/179 (8) and 154/181
 * (7). The scorer before round 4 (ec0a32b) scored 140/179 (9) and 154/181 (7),
 * Legion 140/179 (9) and 153/181 (7).
 *
 * Issue #25 (precision first) studies its DEVELOPMENT half (`NL_CORPUS_SHOW=fresh4-dev`); its
 * TEST half stays held out (aggregates only; NL_CORPUS_HIDE_TEST=1 skips it). The floors are the
 * figures after precision first: exact, right in one step and wrong HIGH per half.
 */
export const FRESH4_FLOORS: Record<string, Record<'dev' | 'test', Floor>> = {
  bundled: { dev: { accuracy: 86 / 179, wrongHigh: 0, oneStep: 161 / 179 }, test: { accuracy: 96 / 181, wrongHigh: 0, oneStep: 165 / 181 } },
  legion: { dev: { accuracy: 85 / 179, wrongHigh: 0, oneStep: 161 / 179 }, test: { accuracy: 94 / 181, wrongHigh: 0, oneStep: 164 / 181 } },
};

const fresh4 = readCorpus(FRESH4_PATH);
const fresh4Halves = HIDE_TEST ? (['dev'] as const) : (['dev', 'test'] as const);
if (HIDE_TEST) console.log('[nl-corpus] fresh4 test half hidden (NL_CORPUS_HIDE_TEST=1): not evaluated');
if (fresh4.length === 0) console.log(`[nl-corpus] fresh4 corpus skipped: ${FRESH4_PATH} is absent`);

describe.skipIf(fresh4.length === 0)('natural-language corpus: fresh4, held out whole (aggregates only)', () => {
  test('ids are unique', () => {
    expect(new Set(fresh4.map((item) => item.id)).size).toBe(fresh4.length);
  });
  describe.each(configs)('%s config', (name, load, available) => {
    test.skipIf(!available).each(fresh4Halves)('%s half: at least FRESH4_FLOORS (goal: 95% right, no wrong HIGH)', (half) => {
      const f = evaluate(corpusHalf(fresh4, half), load());
      report(name, `fresh4-${half}`, half === 'dev' ? 'development' : 'test', f);
      assertFloor(name, `fresh4-${half}`, f, FRESH4_FLOORS[name]?.[half]);
    });
  });
});

/**
 * The seventh corpus test/nl-corpus/fresh5.json (120 items by a seventh writer who read only
 * Legion's command docs and the corpus conventions; FRESH5.md), written while issue #25's scorer
 * work ran and measured by the lead once, after it was merged. Held out WHOLE, never split:
 * aggregate figures only, never an item; NL_CORPUS_HIDE_TEST=1 skips it. The floors are that
 * measurement. The scorer before issue #25 (b6fc1dc) scored bundled 102/120 exact, 102 in one
 * step, 8 wrong HIGH; Legion 101/120, 101, 9.
 */
export const FRESH5_FLOORS: Record<string, Floor> = {
  bundled: { accuracy: 85 / 120, wrongHigh: 0, oneStep: 114 / 120 },
  legion: { accuracy: 83 / 120, wrongHigh: 0, oneStep: 114 / 120 },
};

const fresh5 = HIDE_TEST ? [] : readCorpus(FRESH5_PATH);
if (HIDE_TEST) console.log('[nl-corpus] fresh5 hidden (NL_CORPUS_HIDE_TEST=1): not evaluated');

describe.skipIf(fresh5.length === 0)('natural-language corpus: fresh5, held out whole (aggregates only)', () => {
  test('ids are unique', () => {
    expect(new Set(fresh5.map((item) => item.id)).size).toBe(fresh5.length);
  });
  describe.each(configs)('%s config', (name, load, available) => {
    test.skipIf(!available)('at least FRESH5_FLOORS (goal: no wrong HIGH, 90% right in one step)', () => {
      const f = evaluate(fresh5, load());
      report(name, 'fresh5', 'test', f);
      assertFloor(name, 'fresh5', f, FRESH5_FLOORS[name]);
    });
  });
});

/**
 * Precision round 3 (issue #25) studied, item by item, every wrong HIGH route and one-step miss of
 * the sets above that were held out until then (the test halves of fresh2, fresh3 and fresh4, and
 * fresh5), and of test/nl-corpus/fresh6.json (160 items by an eighth writer, FRESH6.md), which it
 * measured once first (bundled 109/160 exact, 141 in one step, 5 wrong HIGH; Legion 108, 142, 4;
 * the scorer before the round: 108, 138, 8 and 106, 139, 7). They are development data now: the
 * floors above and FRESH6_FLOORS are the figures after that round, with no wrong HIGH route.
 *
 * Held out whole: test/nl-corpus/fresh7.json and fresh8.json (160 items each, by a ninth and a
 * tenth writer; FRESH7.md, FRESH8.md), written while the round ran and measured once after it.
 * Aggregates only, never an item; NL_CORPUS_HIDE_TEST=1 skips them. HELD_OUT_FLOORS are that
 * measurement. The scorer before the round (8f34779) scored fresh7 bundled 108/160 exact, 143 in
 * one step, 5 wrong HIGH; Legion 109, 144, 4; fresh8 bundled 114, 147, 2; Legion 113, 148, 1.
 */
export const FRESH6_FLOORS: Record<string, Floor> = {
  bundled: { accuracy: 115 / 160, wrongHigh: 0, oneStep: 148 / 160 },
  legion: { accuracy: 112 / 160, wrongHigh: 0, oneStep: 148 / 160 },
};
export const HELD_OUT_FLOORS: Record<string, Record<string, Floor>> = {
  fresh7: {
    bundled: { accuracy: 104 / 160, wrongHigh: 3, oneStep: 146 / 160 },
    legion: { accuracy: 106 / 160, wrongHigh: 2, oneStep: 147 / 160 },
  },
  fresh8: {
    bundled: { accuracy: 110 / 160, wrongHigh: 1, oneStep: 148 / 160 },
    legion: { accuracy: 108 / 160, wrongHigh: 1, oneStep: 148 / 160 },
  },
};

const fresh6 = readCorpus(resolve(REPO_ROOT, 'test/nl-corpus/fresh6.json'));
describe.skipIf(fresh6.length === 0)('natural-language corpus: fresh6 (studied in precision round 3)', () => {
  test('ids are unique', () => {
    expect(new Set(fresh6.map((item) => item.id)).size).toBe(fresh6.length);
  });
  describe.each(configs)('%s config', (name, load, available) => {
    test.skipIf(!available)('at least FRESH6_FLOORS (no wrong HIGH)', () => {
      const f = evaluate(fresh6, load());
      report(name, 'fresh6', 'development', f);
      assertFloor(name, 'fresh6', f, FRESH6_FLOORS[name]);
    });
  });
});

for (const set of Object.keys(HELD_OUT_FLOORS)) {
  const items = HIDE_TEST ? [] : readCorpus(resolve(REPO_ROOT, `test/nl-corpus/${set}.json`));
  if (HIDE_TEST) console.log(`[nl-corpus] ${set} hidden (NL_CORPUS_HIDE_TEST=1): not evaluated`);
  describe.skipIf(items.length === 0)(`natural-language corpus: ${set}, held out whole (aggregates only)`, () => {
    test('ids are unique', () => {
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    });
    describe.each(configs)('%s config', (name, load, available) => {
      test.skipIf(!available)('at least HELD_OUT_FLOORS (goal: no wrong HIGH, 90% right in one step)', () => {
        const f = evaluate(items, load());
        report(name, set, 'test', f);
        assertFloor(name, set, f, HELD_OUT_FLOORS[set]?.[name]);
      });
    });
  });
}
