/**
 * A different HIGH decision, measured (issue #12; the git history of docs/nl-scoring.md, "Round 4"): the scorer as it
 * is, with a gate that lowers some HIGH routes to MEDIUM (the reply then suggests the exact
 * command). Development data only — phrasings, heldout, both fresh halves, and the development
 * halves of fresh2, fresh3 and fresh4; the held-out test halves are never read here. The gates
 * apply on top of the router as it is (issue #25's precision gate included), so a gate the router
 * already has changes nothing; issue #25 chose its gate from these lines.
 *
 * Off by default (it asserts nothing); `NL_MEASURE_HIGH=1 npx vitest run
 * test/core/nl/high-decision.test.ts` prints, per gate and config, `right/one step/items` and the
 * wrong HIGH count of each set.
 */
import { resolve } from 'node:path';
import { describe, test } from 'vitest';
import { corpusHalf } from './corpus-split.js';
import { evaluate, readCorpus, type CorpusItem } from './corpus-eval.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig, REPO_ROOT } from './load-config.js';
import type { Outcome } from './route-comment.js';

const MEASURE = process.env['NL_MEASURE_HIGH'] === '1';
const corpus = (name: string): CorpusItem[] => readCorpus(resolve(REPO_ROOT, `test/nl-corpus/${name}.json`));

const SETS: [string, () => CorpusItem[]][] = [
  ['phrasings', () => corpus('phrasings')],
  ['heldout', () => corpus('heldout')],
  ['fresh', () => corpus('fresh')],
  ['fresh2-dev', () => corpusHalf(corpus('fresh2'), 'dev')],
  ['fresh3-dev', () => corpusHalf(corpus('fresh3'), 'dev')],
  ['fresh4-dev', () => corpusHalf(corpus('fresh4'), 'dev')],
];

/** true: the HIGH route stands; false: it becomes MEDIUM with the command suggested. */
const free = (o: Outcome): boolean => o.kind === 'route' && o.typedCommand === '';
const top = (o: Outcome) => (o.reading?.kind === 'route' ? o.reading.result.candidates[0] : undefined);
const synonymOnly = (o: Outcome): boolean => {
  const e = top(o)?.evidence;
  if (e === undefined) return false;
  return e.template === null && e.exactNameBonus === 0 && e.keywords.length > 0 && e.keywords.every((k) => /\((synonym|typo)/.test(k));
};
const synonymOnlyNoTypo = (o: Outcome): boolean => {
  const e = top(o)?.evidence;
  if (e === undefined) return false;
  return e.template === null && e.exactNameBonus === 0 && e.keywords.length > 0 && e.keywords.every((k) => /\(synonym/.test(k));
};
const rivalAt = (o: Outcome, level: number): boolean => {
  const c = o.reading?.kind === 'route' ? o.reading.result.candidates : [];
  const first = c[0];
  return first !== undefined && c.slice(1).some((r) => r.command !== first.command && r.confidence >= level);
};
const GATES: [string, (o: Outcome) => boolean][] = [
  ['none (the scorer as it is)', () => true],
  ['free: all explained', (o) => !free(o) || o.unexplained === 0],
  ['free: not synonym-only', (o) => !free(o) || !synonymOnly(o)],
  ['free: no rival >= 0.5', (o) => !free(o) || !rivalAt(o, 0.5)],
  ['free: explained + not synonym-only', (o) => !free(o) || (o.unexplained === 0 && !synonymOnly(o))],
  ['free: explained + not synonym-only + no rival 0.5', (o) => !free(o) || (o.unexplained === 0 && !synonymOnly(o) && !rivalAt(o, 0.5))],
  ['free: <=1 unexplained + not synonym-only', (o) => !free(o) || (o.unexplained <= 1 && !synonymOnly(o))],
  ['free: explained + not synonym-only (typos count)', (o) => !free(o) || (o.unexplained === 0 && !synonymOnlyNoTypo(o))],
  ['typed refinement too: explained', (o) => o.kind !== 'route' || o.unexplained === 0],
];

const configs = [
  ['bundled', bundledConfig, true],
  ['legion', legionConfig, HAS_LEGION_REF],
] as const;

describe.skipIf(!MEASURE)('a different HIGH decision, measured on the development data', () => {
  test.each(configs)('%s config', (name, load, available) => {
    if (!available) return;
    const config = load();
    const sets = SETS.map(([set, items]) => [set, items()] as const);
    for (const [gate, keep] of GATES) {
      const cells = sets.map(([set, items]) => {
        const f = evaluate(items, config, keep);
        return `${set} ${f.right}/${f.oneStep}/${f.items} wH ${f.wrongHigh}`;
      });
      console.log(`[nl-high] ${name} | ${gate} | ${cells.join(' | ')}`);
    }
  });
});
