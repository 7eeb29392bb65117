/**
 * Routing and judging corpus items (semantics in test/nl-corpus/README.md), shared by
 * corpus.test.ts and high-decision.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { compileNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import type { IntentTeamsConfig } from '../../../src/core/types.js';
import { routeComment, type Outcome } from './route-comment.js';

export interface CorpusItem {
  id: string;
  text: string;
  class: string;
  expect: { tier: 'HIGH'; command: string; flags: string[] } | { tier: 'NOT_HIGH'; suggest?: string } | { tier: 'LOW' };
}

export type Verdict = 'right' | 'wrong-high' | 'miss';

export function judge(item: CorpusItem, outcome: Outcome): Verdict {
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

/**
 * Right in one step (issue #25): the HIGH route is the expected one, or — when nothing routed — the
 * reply's first suggestion is (so one word confirms it). A NOT_HIGH item is right in one step when
 * nothing routed and, if it names a `suggest`, the first suggestion is that command; a LOW item
 * when nothing routed.
 */
export function rightInOneStep(item: CorpusItem, outcome: Outcome): boolean {
  const expected = item.expect;
  if (expected.tier === 'HIGH') {
    const want = [expected.command, ...[...expected.flags].sort()].join(' ');
    if (outcome.tier === 'HIGH') return [outcome.command, ...[...outcome.flags].sort()].join(' ') === want;
    const first = (outcome.suggested[0] ?? '').split(' ');
    return [first[0], ...first.slice(1).sort()].join(' ') === want;
  }
  if (outcome.tier === 'HIGH') return false;
  if (expected.tier === 'NOT_HIGH' && expected.suggest !== undefined) return (outcome.suggested[0] ?? '').split(' ')[0] === expected.suggest;
  return true;
}

export interface SetFigures {
  items: number;
  right: number;
  /** Items right in one step ({@link rightInOneStep}). */
  oneStep: number;
  accuracy: number;
  wrongHigh: number;
  medium: number;
  low: number;
  misses: { item: CorpusItem; outcome: Outcome; verdict: Verdict }[];
}

/**
 * Route every item and judge it. `gate`, when given, may lower a HIGH outcome to MEDIUM (a
 * different HIGH decision, measured in high-decision.test.ts); it never raises one.
 */
export function evaluate(items: readonly CorpusItem[], config: IntentTeamsConfig, gate?: (outcome: Outcome) => boolean): SetFigures {
  const compiled = compileNaturalLanguage(config);
  const figures: SetFigures = { items: 0, right: 0, oneStep: 0, accuracy: 0, wrongHigh: 0, medium: 0, low: 0, misses: [] };
  for (const item of items) {
    const routed = routeComment(item.text, config, compiled);
    const outcome: Outcome =
      routed.tier === 'HIGH' && gate !== undefined && !gate(routed) ? { ...routed, tier: 'MEDIUM', suggested: [[routed.command, ...routed.flags].join(' ')] } : routed;
    const verdict = judge(item, outcome);
    figures.items += 1;
    if (verdict === 'right') figures.right += 1;
    if (rightInOneStep(item, outcome)) figures.oneStep += 1;
    else figures.misses.push({ item, outcome, verdict });
    if (verdict === 'wrong-high') figures.wrongHigh += 1;
    if (outcome.tier === 'MEDIUM') figures.medium += 1;
    if (outcome.tier === 'LOW') figures.low += 1;
  }
  figures.accuracy = figures.items === 0 ? 0 : figures.right / figures.items;
  return figures;
}

export const readCorpus = (path: string): CorpusItem[] => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as CorpusItem[]) : []);
