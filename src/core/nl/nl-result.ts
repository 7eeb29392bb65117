/**
 * The result of natural-language scoring (docs/nl-scoring.md): a command and intent flags with a
 * confidence tier, the scored candidates in order of preference, and why.
 */
import type { NaturalLanguageExplanation } from './explain.js';
import type { ClusterSource } from './score-candidate.js';

export type ConfidenceTier = 'HIGH' | 'MEDIUM' | 'LOW';

/** HIGH routes. */
export const HIGH_THRESHOLD = 0.8;
/** MEDIUM suggests (the caller asks for confirmation and does not route). */
export const MEDIUM_THRESHOLD = 0.5;

export interface NaturalLanguageCandidate {
  source: ClusterSource;
  key: string;
  /** 'build', 'review', 'start', ... (no slash). */
  command: string;
  /** e.g. ['--just-harden']; [] for command routes. */
  flags: string[];
  confidence: number;
  /** Position in the config (nl_patterns first, then command_routes). */
  order: number;
  /** Why: the parts of the score. */
  evidence?: {
    keywordScore: number;
    templateScore: number;
    exactNameBonus: number;
    commandConflict: number;
    /** Score given by an excluded or restricted area (skip intents), 0 otherwise. */
    areaScore?: number;
    keywords: string[];
    template: string | null;
  };
}

export interface NaturalLanguageResult {
  tier: ConfidenceTier;
  confidence: number;
  command: string | null;
  flags: string[];
  /** Sorted best first (after the tie-breaks); score > 0 only. */
  candidates: NaturalLanguageCandidate[];
  /** Why (for the summary and the log); see explain.ts. */
  explanation: NaturalLanguageExplanation;
  /** The command the text's first content word names (`review the docs` → review), or null. */
  leadCommand?: string | null;
}

export function tierOf(confidence: number): ConfidenceTier {
  if (confidence >= HIGH_THRESHOLD) return 'HIGH';
  if (confidence >= MEDIUM_THRESHOLD) return 'MEDIUM';
  return 'LOW';
}
