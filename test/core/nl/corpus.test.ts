/**
 * Evaluation on independent corpora (format and conventions: test/nl-corpus/README.md). Every text
 * goes through what the router does with a comment: the trigger line is parsed, the command word
 * detected (typedCommandOf), the free text interpreted (interpretRequestText) and the flags
 * validated; the outcome is compared with the route its writer meant. Both configs: the bundled
 * one and Legion's real one (skipped when the reference data is absent).
 *
 * - Development data may be studied item by item (`NL_CORPUS_SHOW=<set>` prints a set's misses;
 *   `dev` prints phrasings, heldout and fresh's halves). Changes follow classes of phrasing,
 *   never single sentences.
 * - Held-out sets (`heldOut`) print aggregates only, never an item; `NL_CORPUS_HIDE_TEST=1`
 *   skips them, the setting while tuning. A set stops being held out once a round studies it.
 *
 * The floors are the figures now (docs/nl-scoring.md, "How it is measured"): no set may get a
 * wrong HIGH route more, or lose a right route or a right first suggestion. They were lowered on
 * purpose by precision first (issue #25): a clear request that names a thing rather than asks for
 * the work is suggested, not run.
 */
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { IntentTeamsConfig } from '../../../src/core/types.js';
import { corpusHalf, type CorpusHalf } from './corpus-split.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig, REPO_ROOT } from './load-config.js';
import { evaluate, readCorpus, type SetFigures } from './corpus-eval.js';

/**
 * A set's floors in one config: the exact routes, the routes right in one step (corpus-eval.ts
 * rightInOneStep: the HIGH route or the first suggestion), and the most wrong HIGH routes it may
 * have (0 when left out).
 */
type Floor = readonly [exact: number, oneStep: number, wrongHigh?: number];

interface CorpusSet {
  name: string;
  /** Under test/nl-corpus/. */
  file: string;
  /** A half of the file (corpus-split.ts: FNV-1a of the id), or the whole file. */
  half?: CorpusHalf;
  heldOut?: boolean;
  floors: Record<'bundled' | 'legion', Floor>;
}

const corpusSet = (name: string, bundled: Floor, legion: Floor, options: Partial<Pick<CorpusSet, 'file' | 'half' | 'heldOut'>> = {}): CorpusSet => ({
  name,
  file: `${name}.json`,
  ...options,
  floors: { bundled, legion },
});

/**
 * phrasings (489) and heldout (240) were written by the maintainers; each fresh* set by another
 * writer who read only Legion's command docs and the corpus conventions (FRESH*.md). Each fresh
 * set was measured once before it was studied; the held-out sets (fresh12, fresh24, fresh26,
 * fresh30, fresh34, fresh41 … fresh43, fresh45 … fresh48) have not been studied. The figures before the precision rounds are in the commit messages.
 */
export const CORPUS_SETS: readonly CorpusSet[] = [
  corpusSet('phrasings', [258, 469], [255, 469]),
  corpusSet('heldout', [132, 239], [130, 238]),
  corpusSet('fresh-dev', [99, 168], [99, 168], { file: 'fresh.json', half: 'dev' }),
  corpusSet('fresh-test', [85, 168], [84, 168], { file: 'fresh.json', half: 'test' }),
  corpusSet('fresh2-dev', [94, 169], [94, 169], { file: 'fresh2.json', half: 'dev' }),
  corpusSet('fresh2-test', [90, 162], [88, 162], { file: 'fresh2.json', half: 'test' }),
  corpusSet('fresh3-dev', [83, 175], [81, 175], { file: 'fresh3.json', half: 'dev' }),
  corpusSet('fresh3-test', [81, 164], [79, 165], { file: 'fresh3.json', half: 'test' }),
  corpusSet('fresh4-dev', [79, 161], [78, 161], { file: 'fresh4.json', half: 'dev' }),
  corpusSet('fresh4-test', [90, 167], [88, 166], { file: 'fresh4.json', half: 'test' }),
  corpusSet('fresh5', [81, 115], [79, 115]),
  corpusSet('fresh6', [110, 149], [107, 149]),
  corpusSet('fresh7', [108, 152], [108, 152]),
  corpusSet('fresh8', [107, 151], [105, 151]),
  corpusSet('fresh9', [108, 151], [107, 151]),
  corpusSet('fresh10', [106, 150], [103, 150]),
  corpusSet('fresh11', [137, 185], [135, 185]),
  corpusSet('fresh12', [130, 186], [128, 187], { heldOut: true }),
  corpusSet('fresh13', [142, 182], [138, 182]),
  corpusSet('fresh14', [142, 181], [139, 182]),
  corpusSet('fresh15', [132, 181], [130, 181]),
  corpusSet('fresh16', [125, 181], [124, 182]),
  corpusSet('fresh17', [132, 184], [131, 184]),
  corpusSet('fresh18', [135, 187], [133, 187]),
  corpusSet('fresh19', [127, 184], [126, 184]),
  corpusSet('fresh20', [124, 185], [121, 186]),
  corpusSet('fresh21', [129, 182], [128, 183]),
  corpusSet('fresh22', [124, 181], [124, 181]),
  corpusSet('fresh23', [121, 181], [121, 182]),
  corpusSet('fresh24', [124, 186], [125, 186], { heldOut: true }),
  corpusSet('fresh25', [126, 188], [125, 187, 1]),
  corpusSet('fresh26', [133, 189], [131, 189], { heldOut: true }),
  corpusSet('fresh27', [125, 185], [125, 185]),
  corpusSet('fresh28', [127, 187], [126, 188]),
  corpusSet('fresh29', [133, 183], [130, 183]),
  corpusSet('fresh30', [123, 186], [123, 186], { heldOut: true }),
  corpusSet('fresh31', [128, 190], [128, 190]),
  corpusSet('fresh32', [124, 184], [124, 184]),
  corpusSet('fresh33', [125, 181], [122, 180]),
  corpusSet('fresh34', [145, 182], [140, 182], { heldOut: true }),
  corpusSet('fresh35', [125, 190], [123, 190]),
  corpusSet('fresh36', [128, 185], [128, 185]),
  corpusSet('fresh37', [124, 185], [122, 185]),
  corpusSet('fresh38', [128, 183], [129, 183]),
  corpusSet('fresh39', [135, 185], [134, 185]),
  corpusSet('fresh40', [116, 180], [115, 180]),
  corpusSet('fresh41', [137, 184], [136, 184], { heldOut: true }),
  corpusSet('fresh42', [136, 186], [133, 187], { heldOut: true }),
  corpusSet('fresh43', [133, 187], [132, 187], { heldOut: true }),
  corpusSet('fresh44', [124, 186], [123, 186]),
  corpusSet('fresh45', [132, 183], [132, 183], { heldOut: true }),
  corpusSet('fresh46', [119, 182], [116, 182], { heldOut: true }),
  corpusSet('fresh47', [129, 182], [126, 182], { heldOut: true }),
  corpusSet('fresh48', [136, 187], [135, 187], { heldOut: true }),
];

const HIDE_HELD_OUT = process.env['NL_CORPUS_HIDE_TEST'] === '1';

const configs: [string, () => IntentTeamsConfig, boolean][] = [
  ['bundled', bundledConfig, true],
  ['legion', legionConfig, HAS_LEGION_REF],
];

const pct = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

/** The NL_CORPUS_SHOW value that prints a development set's misses. */
const showKey = (set: string): string => (['phrasings', 'heldout', 'fresh-dev', 'fresh-test'].includes(set) ? 'dev' : set);

function report(config: string, set: CorpusSet, f: SetFigures): void {
  console.log(
    `[nl-corpus] ${config} ${set.name}: ${f.right}/${f.items} right (${pct(f.right, f.items)}), one step ${f.oneStep} (${pct(f.oneStep, f.items)}), ` +
      `wrong HIGH ${f.wrongHigh}, MEDIUM ${f.medium} (${pct(f.medium, f.items)}), LOW ${f.low} (${pct(f.low, f.items)})`,
  );
  if (set.heldOut === true || process.env['NL_CORPUS_SHOW'] !== showKey(set.name)) return;
  for (const { item, outcome, verdict } of f.misses) {
    const expected = item.expect.tier === 'HIGH' ? `HIGH ${item.expect.command} ${item.expect.flags.join(' ')}` : item.expect.tier;
    console.log(
      `[nl-corpus] ${config} ${set.name} ${verdict} ${item.id} [${item.class}] "${item.text}" expected ${expected.trim()}; ` +
        `got ${outcome.tier} ${outcome.command} ${outcome.flags.join(' ')} ${outcome.suggested.length ? `(suggests ${outcome.suggested.join(', ')})` : ''} — ${outcome.why}`,
    );
  }
}

function assertFloor(config: string, set: string, f: SetFigures, [exact, oneStep, wrongHigh = 0]: Floor): void {
  expect(f.wrongHigh, `${config}: wrong HIGH routes in ${set}`).toBeLessThanOrEqual(wrongHigh);
  expect(f.oneStep, `${config}: ${set} right in one step ${f.oneStep}/${f.items}`).toBeGreaterThanOrEqual(oneStep);
  expect(f.right, `${config}: ${set} exact ${f.right}/${f.items}`).toBeGreaterThanOrEqual(exact);
}

for (const set of CORPUS_SETS) {
  const hidden = set.heldOut === true && HIDE_HELD_OUT;
  if (hidden) console.log(`[nl-corpus] ${set.name} hidden (NL_CORPUS_HIDE_TEST=1): not evaluated`);
  const whole = hidden ? [] : readCorpus(resolve(REPO_ROOT, 'test/nl-corpus', set.file));
  const items = set.half === undefined ? whole : corpusHalf(whole, set.half);
  describe.skipIf(hidden)(`natural-language corpus: ${set.name}${set.heldOut === true ? ', held out (aggregates only)' : ''}`, () => {
    test('the set is there and its ids are unique', () => {
      expect(items.length, `test/nl-corpus/${set.file}`).toBeGreaterThan(50);
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    });
    describe.each(configs)('%s config', (name, load, available) => {
      test.skipIf(!available)('no worse than the floors', () => {
        const f = evaluate(items, load());
        report(name, set, f);
        assertFloor(name, set.name, f, set.floors[name as 'bundled' | 'legion']);
      });
    });
  });
}
