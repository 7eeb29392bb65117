/**
 * A different HIGH decision, measured (issue #12; docs/nl-scoring.md, "Round 4"): the scorer as it
 * is, with a gate that lowers some HIGH routes to MEDIUM (the reply then suggests the exact
 * command). Development data only — phrasings, heldout, both fresh halves, and the development
 * halves of fresh2 and fresh3; the held-out test halves are never read here.
 *
 * Off by default (it asserts nothing); `NL_MEASURE_HIGH=1 npx vitest run
 * test/core/nl/high-decision.test.ts` prints one line per gate and config.
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
];

/** true: the HIGH route stands; false: it becomes MEDIUM with the command suggested. */
const GATES: [string, (o: Outcome) => boolean][] = [
  ['none (the scorer as it is)', () => true],
  // HIGH only for a typed command (with its typed flags) and for text whose every content word is explained
  ['every content word explained (typed or not)', (o) => o.kind === 'typed' || o.unexplained === 0],
  // a typed command whose text changes nothing runs as typed; text that decides the route must be explained
  ['deciding text explained (typed command unchanged stays HIGH)', (o) => o.kind !== 'route' || o.unexplained === 0],
  ['deciding text: at most 1 unexplained word', (o) => o.kind !== 'route' || o.unexplained <= 1],
  ['deciding text: at most 2 unexplained words', (o) => o.kind !== 'route' || o.unexplained <= 2],
  // the strict reading: HIGH only for what was typed (no free-text route at all)
  ['typed only (free text never HIGH)', (o) => o.kind !== 'route'],
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
        return `${set} ${f.right}/${f.items} wH ${f.wrongHigh}`;
      });
      console.log(`[nl-high] ${name} | ${gate} | ${cells.join(' | ')}`);
    }
  });
});
