/**
 * Legion's three tie-breaks (intent-router spec §7.2; docs/nl-scoring.md, "Scoring") as a
 * selection procedure that always gives a total order.
 */
import type { NaturalLanguageCandidate } from './nl-result.js';

/** Tie-break 1: an nl_patterns match within this much of a command route wins. */
export const TIE_WINDOW = 0.1;
const EPSILON = 1e-9;

/** A candidate plus what rule 2 needs to know. */
export interface ScoredCandidate {
  candidate: NaturalLanguageCandidate;
  /** The candidate's command name occurs in the input. */
  commandMentioned: boolean;
}

/**
 * The tie-breaks as a selection procedure (a total order even when scores chain):
 * repeatedly take the best remaining score; among the candidates within TIE_WINDOW of it, nl_patterns
 * beat command_routes (rule 1); then the highest score; on an exact tie, a candidate whose command
 * name is in the input (rule 2); then config order (rule 3).
 *
 * The selection runs for the first `selected` places only (the ones anybody reads: the route and
 * the three suggestions); the rest follow by score, then config order. That keeps ranking
 * O(selected × n) for a config with thousands of clusters matching one word.
 */
export const RANKED_BY_TIE_BREAKS = 10;

export function rankCandidates<T extends ScoredCandidate>(scored: readonly T[], selected = RANKED_BY_TIE_BREAKS): T[] {
  const remaining = [...scored];
  const ranked: T[] = [];
  while (remaining.length > 0 && ranked.length < selected) {
    const top = Math.max(...remaining.map((s) => s.candidate.confidence));
    const window = remaining.filter((s) => s.candidate.confidence >= top - TIE_WINDOW - EPSILON);
    const intents = window.filter((s) => s.candidate.source === 'nl_patterns');
    const pool = intents.length > 0 ? intents : window;
    const poolTop = Math.max(...pool.map((s) => s.candidate.confidence));
    let tied = pool.filter((s) => s.candidate.confidence >= poolTop - EPSILON);
    const named = tied.filter((s) => s.commandMentioned);
    if (named.length > 0) tied = named;
    let winner = tied[0] as T;
    for (const s of tied) if (s.candidate.order < winner.candidate.order) winner = s;
    ranked.push(winner);
    remaining.splice(remaining.indexOf(winner), 1);
  }
  remaining.sort((a, b) => b.candidate.confidence - a.candidate.confidence || a.candidate.order - b.candidate.order);
  return [...ranked, ...remaining];
}
