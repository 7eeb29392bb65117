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

interface Floor {
  accuracy: number;
  wrongHigh: number;
  /** Right in one step (corpus-eval.ts rightInOneStep): the HIGH route or the first suggestion. */
  oneStep: number;
}

interface CorpusSet {
  name: string;
  /** Under test/nl-corpus/. */
  file: string;
  /** A half of the file (corpus-split.ts: FNV-1a of the id), or the whole file. */
  half?: CorpusHalf;
  heldOut?: boolean;
  floors: Record<'bundled' | 'legion', Floor>;
}

/**
 * phrasings (489) and heldout (240) were written by the maintainers; each fresh* set by another
 * writer who read only Legion's command docs and the corpus conventions (FRESH*.md). Each fresh
 * set was measured once before it was studied; the held-out sets (fresh12, fresh24, fresh26,
 * fresh30, fresh34, fresh41 … fresh43, fresh45 … fresh48) have not been studied. The figures before the precision rounds are in the commit messages.
 */
export const CORPUS_SETS: readonly CorpusSet[] = [
  {
    name: 'phrasings',
    file: 'phrasings.json',
    floors: { bundled: { accuracy: 258 / 489, wrongHigh: 0, oneStep: 469 / 489 }, legion: { accuracy: 255 / 489, wrongHigh: 0, oneStep: 469 / 489 } },
  },
  {
    name: 'heldout',
    file: 'heldout.json',
    floors: { bundled: { accuracy: 132 / 240, wrongHigh: 0, oneStep: 239 / 240 }, legion: { accuracy: 130 / 240, wrongHigh: 0, oneStep: 238 / 240 } },
  },
  {
    name: 'fresh-dev',
    file: 'fresh.json',
    half: 'dev',
    floors: { bundled: { accuracy: 99 / 173, wrongHigh: 0, oneStep: 168 / 173 }, legion: { accuracy: 99 / 173, wrongHigh: 0, oneStep: 168 / 173 } },
  },
  {
    name: 'fresh-test',
    file: 'fresh.json',
    half: 'test',
    floors: { bundled: { accuracy: 85 / 171, wrongHigh: 0, oneStep: 168 / 171 }, legion: { accuracy: 84 / 171, wrongHigh: 0, oneStep: 168 / 171 } },
  },
  {
    name: 'fresh2-dev',
    file: 'fresh2.json',
    half: 'dev',
    floors: { bundled: { accuracy: 94 / 176, wrongHigh: 0, oneStep: 169 / 176 }, legion: { accuracy: 94 / 176, wrongHigh: 0, oneStep: 169 / 176 } },
  },
  {
    name: 'fresh2-test',
    file: 'fresh2.json',
    half: 'test',
    floors: { bundled: { accuracy: 90 / 176, wrongHigh: 0, oneStep: 162 / 176 }, legion: { accuracy: 88 / 176, wrongHigh: 0, oneStep: 162 / 176 } },
  },
  {
    name: 'fresh3-dev',
    file: 'fresh3.json',
    half: 'dev',
    floors: { bundled: { accuracy: 83 / 181, wrongHigh: 0, oneStep: 175 / 181 }, legion: { accuracy: 81 / 181, wrongHigh: 0, oneStep: 175 / 181 } },
  },
  {
    name: 'fresh3-test',
    file: 'fresh3.json',
    half: 'test',
    floors: { bundled: { accuracy: 81 / 179, wrongHigh: 0, oneStep: 164 / 179 }, legion: { accuracy: 79 / 179, wrongHigh: 0, oneStep: 165 / 179 } },
  },
  {
    name: 'fresh4-dev',
    file: 'fresh4.json',
    half: 'dev',
    floors: { bundled: { accuracy: 79 / 179, wrongHigh: 0, oneStep: 161 / 179 }, legion: { accuracy: 78 / 179, wrongHigh: 0, oneStep: 161 / 179 } },
  },
  {
    name: 'fresh4-test',
    file: 'fresh4.json',
    half: 'test',
    floors: { bundled: { accuracy: 90 / 181, wrongHigh: 0, oneStep: 167 / 181 }, legion: { accuracy: 88 / 181, wrongHigh: 0, oneStep: 166 / 181 } },
  },
  {
    name: 'fresh5',
    file: 'fresh5.json',
    floors: { bundled: { accuracy: 81 / 120, wrongHigh: 0, oneStep: 115 / 120 }, legion: { accuracy: 79 / 120, wrongHigh: 0, oneStep: 115 / 120 } },
  },
  {
    name: 'fresh6',
    file: 'fresh6.json',
    floors: { bundled: { accuracy: 110 / 160, wrongHigh: 0, oneStep: 149 / 160 }, legion: { accuracy: 107 / 160, wrongHigh: 0, oneStep: 149 / 160 } },
  },
  {
    name: 'fresh7',
    file: 'fresh7.json',
    floors: { bundled: { accuracy: 108 / 160, wrongHigh: 0, oneStep: 152 / 160 }, legion: { accuracy: 108 / 160, wrongHigh: 0, oneStep: 152 / 160 } },
  },
  {
    name: 'fresh8',
    file: 'fresh8.json',
    floors: { bundled: { accuracy: 107 / 160, wrongHigh: 0, oneStep: 151 / 160 }, legion: { accuracy: 105 / 160, wrongHigh: 0, oneStep: 151 / 160 } },
  },
  {
    name: 'fresh9',
    file: 'fresh9.json',
    floors: { bundled: { accuracy: 108 / 160, wrongHigh: 0, oneStep: 151 / 160 }, legion: { accuracy: 107 / 160, wrongHigh: 0, oneStep: 151 / 160 } },
  },
  {
    name: 'fresh10',
    file: 'fresh10.json',
    floors: { bundled: { accuracy: 106 / 160, wrongHigh: 0, oneStep: 150 / 160 }, legion: { accuracy: 103 / 160, wrongHigh: 0, oneStep: 150 / 160 } },
  },
  {
    name: 'fresh11',
    file: 'fresh11.json',
    floors: { bundled: { accuracy: 137 / 200, wrongHigh: 0, oneStep: 185 / 200 }, legion: { accuracy: 135 / 200, wrongHigh: 0, oneStep: 185 / 200 } },
  },
  {
    name: 'fresh12',
    file: 'fresh12.json',
    heldOut: true,
    floors: { bundled: { accuracy: 130 / 200, wrongHigh: 0, oneStep: 186 / 200 }, legion: { accuracy: 128 / 200, wrongHigh: 0, oneStep: 187 / 200 } },
  },
  {
    name: 'fresh13',
    file: 'fresh13.json',
    floors: { bundled: { accuracy: 142 / 200, wrongHigh: 0, oneStep: 182 / 200 }, legion: { accuracy: 138 / 200, wrongHigh: 0, oneStep: 182 / 200 } },
  },
  {
    name: 'fresh14',
    file: 'fresh14.json',
    floors: { bundled: { accuracy: 142 / 200, wrongHigh: 0, oneStep: 181 / 200 }, legion: { accuracy: 139 / 200, wrongHigh: 0, oneStep: 182 / 200 } },
  },
  {
    name: 'fresh15',
    file: 'fresh15.json',
    floors: { bundled: { accuracy: 132 / 200, wrongHigh: 0, oneStep: 181 / 200 }, legion: { accuracy: 130 / 200, wrongHigh: 0, oneStep: 181 / 200 } },
  },
  {
    name: 'fresh16',
    file: 'fresh16.json',
    floors: { bundled: { accuracy: 125 / 200, wrongHigh: 0, oneStep: 181 / 200 }, legion: { accuracy: 124 / 200, wrongHigh: 0, oneStep: 182 / 200 } },
  },
  {
    name: 'fresh17',
    file: 'fresh17.json',
    floors: { bundled: { accuracy: 132 / 200, wrongHigh: 0, oneStep: 184 / 200 }, legion: { accuracy: 131 / 200, wrongHigh: 0, oneStep: 184 / 200 } },
  },
  {
    name: 'fresh18',
    file: 'fresh18.json',
    floors: { bundled: { accuracy: 135 / 200, wrongHigh: 0, oneStep: 187 / 200 }, legion: { accuracy: 133 / 200, wrongHigh: 0, oneStep: 187 / 200 } },
  },
  {
    name: 'fresh19',
    file: 'fresh19.json',
    floors: { bundled: { accuracy: 127 / 200, wrongHigh: 0, oneStep: 184 / 200 }, legion: { accuracy: 126 / 200, wrongHigh: 0, oneStep: 184 / 200 } },
  },
  {
    name: 'fresh20',
    file: 'fresh20.json',
    floors: { bundled: { accuracy: 124 / 200, wrongHigh: 0, oneStep: 185 / 200 }, legion: { accuracy: 121 / 200, wrongHigh: 0, oneStep: 186 / 200 } },
  },
  {
    name: 'fresh21',
    file: 'fresh21.json',
    floors: { bundled: { accuracy: 129 / 200, wrongHigh: 0, oneStep: 182 / 200 }, legion: { accuracy: 128 / 200, wrongHigh: 0, oneStep: 183 / 200 } },
  },
  {
    name: 'fresh22',
    file: 'fresh22.json',
    floors: { bundled: { accuracy: 124 / 200, wrongHigh: 0, oneStep: 181 / 200 }, legion: { accuracy: 124 / 200, wrongHigh: 0, oneStep: 181 / 200 } },
  },
  {
    name: 'fresh23',
    file: 'fresh23.json',
    floors: { bundled: { accuracy: 121 / 200, wrongHigh: 0, oneStep: 181 / 200 }, legion: { accuracy: 121 / 200, wrongHigh: 0, oneStep: 182 / 200 } },
  },
  {
    name: 'fresh24',
    file: 'fresh24.json',
    heldOut: true,
    floors: { bundled: { accuracy: 124 / 200, wrongHigh: 0, oneStep: 186 / 200 }, legion: { accuracy: 125 / 200, wrongHigh: 0, oneStep: 186 / 200 } },
  },
  {
    name: 'fresh25',
    file: 'fresh25.json',
    floors: { bundled: { accuracy: 126 / 200, wrongHigh: 0, oneStep: 188 / 200 }, legion: { accuracy: 125 / 200, wrongHigh: 1, oneStep: 187 / 200 } },
  },
  {
    name: 'fresh26',
    file: 'fresh26.json',
    heldOut: true,
    floors: { bundled: { accuracy: 133 / 200, wrongHigh: 0, oneStep: 189 / 200 }, legion: { accuracy: 131 / 200, wrongHigh: 0, oneStep: 189 / 200 } },
  },
  {
    name: 'fresh27',
    file: 'fresh27.json',
    floors: { bundled: { accuracy: 125 / 200, wrongHigh: 0, oneStep: 185 / 200 }, legion: { accuracy: 125 / 200, wrongHigh: 0, oneStep: 185 / 200 } },
  },
  {
    name: 'fresh28',
    file: 'fresh28.json',
    floors: { bundled: { accuracy: 127 / 200, wrongHigh: 0, oneStep: 187 / 200 }, legion: { accuracy: 126 / 200, wrongHigh: 0, oneStep: 188 / 200 } },
  },
  {
    name: 'fresh29',
    file: 'fresh29.json',
    floors: { bundled: { accuracy: 133 / 200, wrongHigh: 0, oneStep: 183 / 200 }, legion: { accuracy: 130 / 200, wrongHigh: 0, oneStep: 183 / 200 } },
  },
  {
    name: 'fresh30',
    file: 'fresh30.json',
    heldOut: true,
    floors: { bundled: { accuracy: 123 / 200, wrongHigh: 0, oneStep: 186 / 200 }, legion: { accuracy: 123 / 200, wrongHigh: 0, oneStep: 186 / 200 } },
  },
  {
    name: 'fresh31',
    file: 'fresh31.json',
    floors: { bundled: { accuracy: 128 / 200, wrongHigh: 0, oneStep: 190 / 200 }, legion: { accuracy: 128 / 200, wrongHigh: 0, oneStep: 190 / 200 } },
  },
  {
    name: 'fresh32',
    file: 'fresh32.json',
    floors: { bundled: { accuracy: 124 / 200, wrongHigh: 0, oneStep: 184 / 200 }, legion: { accuracy: 124 / 200, wrongHigh: 0, oneStep: 184 / 200 } },
  },
  {
    name: 'fresh33',
    file: 'fresh33.json',
    floors: { bundled: { accuracy: 125 / 200, wrongHigh: 0, oneStep: 181 / 200 }, legion: { accuracy: 122 / 200, wrongHigh: 0, oneStep: 180 / 200 } },
  },
  {
    name: 'fresh34',
    file: 'fresh34.json',
    heldOut: true,
    floors: { bundled: { accuracy: 145 / 200, wrongHigh: 0, oneStep: 182 / 200 }, legion: { accuracy: 140 / 200, wrongHigh: 0, oneStep: 182 / 200 } },
  },
  {
    name: 'fresh35',
    file: 'fresh35.json',
    floors: { bundled: { accuracy: 125 / 200, wrongHigh: 0, oneStep: 190 / 200 }, legion: { accuracy: 123 / 200, wrongHigh: 0, oneStep: 190 / 200 } },
  },
  {
    name: 'fresh36',
    file: 'fresh36.json',
    floors: { bundled: { accuracy: 128 / 200, wrongHigh: 0, oneStep: 185 / 200 }, legion: { accuracy: 128 / 200, wrongHigh: 0, oneStep: 185 / 200 } },
  },
  {
    name: 'fresh37',
    file: 'fresh37.json',
    floors: { bundled: { accuracy: 124 / 200, wrongHigh: 0, oneStep: 185 / 200 }, legion: { accuracy: 122 / 200, wrongHigh: 0, oneStep: 185 / 200 } },
  },
  {
    name: 'fresh38',
    file: 'fresh38.json',
    floors: { bundled: { accuracy: 128 / 200, wrongHigh: 0, oneStep: 183 / 200 }, legion: { accuracy: 129 / 200, wrongHigh: 0, oneStep: 183 / 200 } },
  },
  {
    name: 'fresh39',
    file: 'fresh39.json',
    floors: { bundled: { accuracy: 135 / 200, wrongHigh: 0, oneStep: 185 / 200 }, legion: { accuracy: 134 / 200, wrongHigh: 0, oneStep: 185 / 200 } },
  },
  {
    name: 'fresh40',
    file: 'fresh40.json',
    floors: { bundled: { accuracy: 116 / 200, wrongHigh: 0, oneStep: 180 / 200 }, legion: { accuracy: 115 / 200, wrongHigh: 0, oneStep: 180 / 200 } },
  },
  {
    name: 'fresh41',
    file: 'fresh41.json',
    heldOut: true,
    floors: { bundled: { accuracy: 137 / 200, wrongHigh: 0, oneStep: 184 / 200 }, legion: { accuracy: 136 / 200, wrongHigh: 0, oneStep: 184 / 200 } },
  },
  {
    name: 'fresh42',
    file: 'fresh42.json',
    heldOut: true,
    floors: { bundled: { accuracy: 136 / 200, wrongHigh: 0, oneStep: 186 / 200 }, legion: { accuracy: 133 / 200, wrongHigh: 0, oneStep: 187 / 200 } },
  },
  {
    name: 'fresh43',
    file: 'fresh43.json',
    heldOut: true,
    floors: { bundled: { accuracy: 133 / 200, wrongHigh: 0, oneStep: 187 / 200 }, legion: { accuracy: 132 / 200, wrongHigh: 0, oneStep: 187 / 200 } },
  },
  {
    name: 'fresh44',
    file: 'fresh44.json',
    floors: { bundled: { accuracy: 124 / 200, wrongHigh: 0, oneStep: 186 / 200 }, legion: { accuracy: 123 / 200, wrongHigh: 0, oneStep: 186 / 200 } },
  },
  {
    name: 'fresh45',
    file: 'fresh45.json',
    heldOut: true,
    floors: { bundled: { accuracy: 132 / 200, wrongHigh: 0, oneStep: 183 / 200 }, legion: { accuracy: 132 / 200, wrongHigh: 0, oneStep: 183 / 200 } },
  },
  {
    name: 'fresh46',
    file: 'fresh46.json',
    heldOut: true,
    floors: { bundled: { accuracy: 119 / 200, wrongHigh: 0, oneStep: 182 / 200 }, legion: { accuracy: 116 / 200, wrongHigh: 0, oneStep: 182 / 200 } },
  },
  {
    name: 'fresh47',
    file: 'fresh47.json',
    heldOut: true,
    floors: { bundled: { accuracy: 129 / 200, wrongHigh: 0, oneStep: 182 / 200 }, legion: { accuracy: 126 / 200, wrongHigh: 0, oneStep: 182 / 200 } },
  },
  {
    name: 'fresh48',
    file: 'fresh48.json',
    heldOut: true,
    floors: { bundled: { accuracy: 136 / 200, wrongHigh: 0, oneStep: 187 / 200 }, legion: { accuracy: 135 / 200, wrongHigh: 0, oneStep: 187 / 200 } },
  },
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

function assertFloor(config: string, set: string, f: SetFigures, floor: Floor): void {
  expect(f.wrongHigh, `${config}: wrong HIGH routes in ${set}`).toBeLessThanOrEqual(floor.wrongHigh);
  expect(f.oneStep / Math.max(1, f.items), `${config}: ${set} right in one step ${f.oneStep}/${f.items}`).toBeGreaterThanOrEqual(floor.oneStep - 1e-9);
  expect(f.accuracy, `${config}: ${set} accuracy ${f.right}/${f.items}`).toBeGreaterThanOrEqual(floor.accuracy - 1e-9);
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
