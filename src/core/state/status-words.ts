/**
 * What a status text in STATE.md says, in Legion's lifecycle rules terms. Two readings:
 *
 *   classifyPhaseStatus    a statement about one phase ("executed, pending review", "Planned",
 *                          "Phase 34 executing (Plan 1/2 complete)") → a lifecycle stage;
 *   classifyMilestoneStatus a statement about the milestone ("Between milestones", frontmatter
 *                          `status: building`, "Active — 3/6 phases complete") → complete,
 *                          initializing or in progress.
 *
 * Words are matched whole (a letter, `-` or `_` on either side is no match: "incomplete" and
 * "complete-milestone" are not "complete"),
 * case-insensitively, on text the caller has bounded. No RegExp runs on the text except anchored
 * ones over a slice of at most 24 characters.
 *
 * Phase stages, first match wins (the spec's order, extended):
 *   1. review_failed        needs work, rework, changes requested, review failed, review
 *                           escalated, review stale, unresolved blocker(s)
 *   2. review_in_progress   reviewing, review in progress, in review, under review
 *   3. needs_review         pending review, awaiting review, ready for review, needs review,
 *                           pending verification, awaiting verification, review needed, partial
 *                           (Legion's build writes "(partial — N plan(s) failed)")
 *   4. building             executing, in progress, building, underway, partially
 *   5. needs_review         executed, built — unless only single plans were ("plan 02 executed",
 *                           "Plan 05-01 complete"): that is a phase still building (rule 9)
 *   6. planned_not_built    planned, ready to build, ready to execute, ready for execution
 *   7. phase_complete       complete, completed, done, passed, verified, finished
 *   8. just_started         not started, ready to plan, needs planning, defining requirements,
 *                           initialized, roadmap defined/created, pending, not yet planned, planning
 *   9. building             single plans executed/complete and nothing else said
 *
 * "Defining requirements" and "ready to plan" are `just_started`: the phase (or the milestone) is
 * set up and the next step is to plan it. They are never `unknown`.
 */

import type { LifecyclePosition } from './lifecycle-position.js';

/** A lifecycle position that describes a phase of an existing project. */
export type PhaseStage = Exclude<LifecyclePosition, 'no_project' | 'unknown'>;

/** Order along a phase's life, for "at least" / "at most" adjustments. */
export const STAGE_ORDER: Readonly<Record<PhaseStage, number>> = Object.freeze({
  just_started: 0,
  planned_not_built: 1,
  building: 2,
  needs_review: 3,
  review_in_progress: 4,
  review_failed: 4,
  phase_complete: 5,
  milestone_complete: 6,
});

export type MilestoneStatus = 'complete' | 'initializing' | 'in_progress';

/** A letter, `-` or `_`: "complete-milestone" and "in_progress" are other words. */
function isLetter(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  return ch === '-' || ch === '_' || ch.toLowerCase() !== ch.toUpperCase();
}

/** Start offsets of `word` in `text` (both lower-case) with no letter on either side. */
export function wordOffsets(text: string, word: string): number[] {
  const out: number[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf(word, from);
    if (at < 0) return out;
    if (!isLetter(text[at - 1]) && !isLetter(text[at + word.length])) out.push(at);
    from = at + 1;
  }
}

export function hasWord(text: string, word: string): boolean {
  return wordOffsets(text, word).length > 0;
}

function hasAny(text: string, words: readonly string[]): boolean {
  return words.some((w) => hasWord(text, w));
}

/** Lower-case, markdown emphasis and code marks removed, dashes and spaces collapsed. */
export function plainStatus(text: string): string {
  return text
    .replaceAll('**', '')
    .replaceAll('__', '')
    .replaceAll('`', '')
    .replace(/[ \t]+/g, ' ')
    .trim()
    .toLowerCase();
}

const REVIEW_FAILED = [
  'needs work',
  'rework',
  'changes requested',
  'review failed',
  'failed review',
  'review escalated',
  'review stale',
  'unresolved blocker',
  'unresolved blockers',
];
const REVIEWING = ['reviewing', 'review in progress', 'in review', 'under review'];
const PENDING_REVIEW = ['pending review', 'awaiting review', 'ready for review', 'needs review', 'pending verification', 'awaiting verification', 'review needed', 'partial'];
const BUILDING = ['executing', 'in progress', 'in-progress', 'building', 'underway', 'partially'];
const EXECUTED = ['executed', 'built'];
const PLANNED = ['planned', 'ready to build', 'ready to execute', 'ready for execution'];
const COMPLETE = ['complete', 'completed', 'done', 'passed', 'verified', 'finished'];
const NOT_STARTED = [
  'not started',
  'ready to plan',
  'needs planning',
  'defining requirements',
  'initialized',
  'initialised',
  'roadmap defined',
  'roadmap created',
  'pending',
  'not yet planned',
  'planning',
];

/** `plan 02 `, `plan 05-01 `, `plan 1/2 ` right before a word: that word is about one plan. */
const SINGLE_PLAN_BEFORE = /plan[ \t]{1,3}[\d][\d\-/]{0,6}[ \t]{0,2}\(?$/;

/** Occurrences of `words` that are not about a single plan, and whether any were. */
function phaseLevel(text: string, words: readonly string[]): { phase: boolean; plan: boolean } {
  let phase = false;
  let plan = false;
  for (const w of words) {
    for (const at of wordOffsets(text, w)) {
      const before = text.slice(Math.max(0, at - 24), at);
      if (SINGLE_PLAN_BEFORE.test(before)) plan = true;
      else phase = true;
    }
  }
  return { phase, plan };
}

/** Legion's lifecycle rules stage of one phase, from a status text about it; undefined when the text says nothing. */
export function classifyPhaseStatus(raw: string): PhaseStage | undefined {
  const text = plainStatus(raw);
  if (text === '') return undefined;
  if (hasAny(text, REVIEW_FAILED)) return 'review_failed';
  if (hasAny(text, REVIEWING)) return 'review_in_progress';
  if (hasAny(text, PENDING_REVIEW)) return 'needs_review';
  if (hasAny(text, BUILDING)) return 'building';
  const executed = phaseLevel(text, EXECUTED);
  if (executed.phase) return 'needs_review';
  if (hasAny(text, PLANNED)) return 'planned_not_built';
  const complete = phaseLevel(text, COMPLETE);
  if (complete.phase) return 'phase_complete';
  if (hasAny(text, NOT_STARTED)) return 'just_started';
  if (executed.plan || complete.plan) return 'building';
  return undefined;
}

const MILESTONE_DONE = ['between milestones', 'archived', 'shipped', 'idle', 'no active milestone', 'milestone complete', 'milestone completed'];
const MILESTONE_STARTING = ['defining requirements', 'initialized', 'initialised', 'roadmap created', 'roadmap defined', 'ready to plan', 'not started'];
const MILESTONE_ACTIVE = ['active', 'building', 'executing', 'in progress', 'planning', 'ready to build'];

/** `3/6 phases` with 3 < 6 somewhere in the text. */
function partialFraction(text: string): boolean {
  for (const at of wordOffsets(text, 'phases')) {
    const before = text.slice(Math.max(0, at - 14), at);
    const m = /(\d{1,4})\/(\d{1,4})[ \t]{0,2}$/.exec(before);
    if (m && Number(m[1]) < Number(m[2])) return true;
  }
  return false;
}

/** What a milestone-level status says; undefined for `unknown`, `null` and text that says nothing. */
export function classifyMilestoneStatus(raw: string): MilestoneStatus | undefined {
  const text = plainStatus(raw);
  if (text === '' || text === 'unknown' || text === 'null' || text === '~') return undefined;
  if (hasAny(text, MILESTONE_DONE)) return 'complete';
  if (hasAny(text, MILESTONE_STARTING)) return 'initializing';
  if (partialFraction(text) || hasAny(text, MILESTONE_ACTIVE)) return 'in_progress';
  if (hasAny(text, ['complete', 'completed', 'done'])) return 'complete';
  return undefined;
}
