/**
 * STATE.md (+ ROADMAP.md as a second source) → where the project is: a Legion's lifecycle rules lifecycle position,
 * the current phase, and one sentence saying how that was read. Pure and total: takes texts,
 * never a path, never throws.
 *
 * Legion has written STATE.md in many shapes (see test/core/state/read-state-position.test.ts
 * for one fixture per shape). The reading prefers the most specific, most current statement:
 *
 *   A. The "Current Position" block names a phase — a `Phase:` line with a number
 *      (`5 of 6 (executing)`, `15 (Plugin Scaffold) — Not started`, `24 — Foundation`), or a
 *      Status line naming one ("Active — Phase 33 in progress"):
 *        stage = the Phase line's own status, else the Status line's words about that phase,
 *                else the milestone-level status (below). A review under way or stuck is only
 *                written to the Status line, so it beats the Phase line's "pending review".
 *      A phase-level statement beats the frontmatter's milestone-level `status`.
 *   B. No phase named there:
 *        - the milestone-level status says the milestone is done (frontmatter `status: complete`
 *          / `idle` / `archived`, "Between milestones", `Milestone: v1.0 complete and archived`)
 *          → milestone_complete (phase: the latest plan or phase the activity lines name);
 *        - it says a milestone is starting ("Defining requirements", "Initialized",
 *          `Phase: Not started (…)`) → just_started (phase: a `plan N` next step, if any);
 *        - otherwise the prose: Last activity, frontmatter `last_session`, Recent Activity
 *          headings and the Next Steps lines ("Completed 39-01 plan", "**Next:** Phase 37",
 *          "Phase 36 …: COMPLETE"). Phases only move forward, so the highest phase named is the
 *          current one, at the most advanced stage said of it;
 *        - otherwise, when STATE.md says a milestone is starting or under way, ROADMAP.md: the
 *          first unchecked phase of the current milestone (position unknown), or
 *          milestone_complete when every milestone is checked. An empty or unreadable STATE.md
 *          says nothing: no phase is made up for it.
 *      Milestone-level status comes from the newest frontmatter block first (when it says
 *      something: `unknown` and `null` say nothing), then a `Milestone:` line saying it is done,
 *      then the body's Status line: a current frontmatter beats a stale body.
 *   Then:
 *     - phase_complete of the last phase (`N of N`, or the last phase of the current milestone in
 *       ROADMAP.md) is milestone_complete;
 *     - the first command of Next Steps / Next Action, when it is about the current phase, bounds
 *       the stage: `review` → needs review (a "complete" phase whose next step is its review has
 *       not been reviewed), `build` → planned or building, `plan` → just_started, `milestone` →
 *       milestone_complete; `plan` of a later phase → the current phase is complete.
 *
 * "Defining requirements" and "ready to plan" map to `just_started`, never `unknown`.
 */

import type { LifecyclePosition } from './lifecycle-position.js';
import { currentMilestonePhases, openRoadmapPhases, phaseName as roadmapPhaseName, type Roadmap } from './parse-roadmap.js';
import { readKeyLine } from './parse-state-md.js';
import { splitStateDocument, type StateDocument, type StateFrontmatter, type StateSection } from './state-document.js';
import { nextStepHint, phaseFacts, phaseMentions, segmentAbout, type NextStepHint, type PhaseFact } from './state-mentions.js';
import { classifyMilestoneStatus, classifyPhaseStatus, plainStatus, STAGE_ORDER, type MilestoneStatus, type PhaseStage } from './status-words.js';

/** Which statement decided. */
export type PositionSource = 'phase-line' | 'status-line' | 'frontmatter' | 'milestone-line' | 'activity' | 'next-steps' | 'roadmap' | 'none';

export interface StatePosition {
  /** false when there is no STATE.md. */
  exists: boolean;
  position: LifecyclePosition;
  /** The current phase, when one could be read. */
  phase?: number;
  /** From `Phase: N of M`. */
  totalPhases?: number;
  /** From STATE.md (`15 (Plugin Scaffold)`, `24 — Foundation`), else ROADMAP.md. */
  phaseName?: string;
  /** The Status line (lower-cased, plain), else the frontmatter status, else 'unknown'. */
  status: string;
  milestone?: string;
  lastActivity?: string;
  nextAction?: string;
  /** The statement the position came from. */
  source: PositionSource;
  /** The statement the phase came from (absent when there is no phase). */
  phaseSource?: PositionSource;
  /** One sentence for the summary: what was read, from where. */
  how: string;
}

/** Headings of the block that holds the current position. */
const POSITION_HEADINGS = new Set(['current position', 'current status', 'current state', 'position', 'status']);
const NEXT_HEADINGS = new Set(['next steps', 'next step', 'next action', 'next actions', 'next']);
const NEXT_KEYS = new Set(['next', 'next up', 'next step', 'next steps']);
const MAX_TEXT = 300;
const PHASE_VALUE = /^(\d{1,9})(?!\d)(?:[ \t]+of[ \t]+(\d{1,9}|\{[a-z_]{1,30}\}))?/i;

function bounded(text: string): string {
  return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
}

interface PhaseLine {
  number?: number;
  total?: number;
  name?: string;
  status?: string;
}

const SEPARATORS = ['\u2014', '\u2013', '-', ':', ','];

/** The text after a run of separators (`—`, `--`, `:`), or undefined when it starts with none. */
function afterSeparator(text: string): string | undefined {
  let t = text.trim();
  let cut = false;
  for (let guard = 0; guard < 4; guard++) {
    const sep = SEPARATORS.find((s) => t.startsWith(s));
    if (sep === undefined) break;
    t = t.slice(sep.length).trim();
    cut = true;
  }
  return cut ? t : undefined;
}

/** `5 of 6 (executing)`, `15 (Plugin Scaffold) — Not started`, `24 — Foundation`, `Not started (…)`. */
export function parsePhaseValue(raw: string): PhaseLine {
  const value = raw.replaceAll('**', '').replaceAll('__', '').trim();
  const out: PhaseLine = {};
  let rest = value;
  const m = PHASE_VALUE.exec(value);
  if (m) {
    out.number = Number.parseInt(m[1] as string, 10);
    if (m[2] !== undefined && /^\d/.test(m[2])) out.total = Number.parseInt(m[2], 10);
    rest = value.slice(m[0].length).trim();
  } else {
    if (value !== '') out.status = bounded(value);
    return out;
  }
  if (rest === '') return out;
  if (rest.startsWith('(')) {
    let depth = 0;
    let close = -1;
    for (let i = 0; i < rest.length; i++) {
      if (rest[i] === '(') depth++;
      else if (rest[i] === ')' && --depth === 0) {
        close = i;
        break;
      }
    }
    const inside = (close < 0 ? rest.slice(1) : rest.slice(1, close)).trim();
    const after = close < 0 ? '' : (afterSeparator(rest.slice(close + 1)) ?? rest.slice(close + 1).trim());
    if (after !== '') {
      if (inside !== '') out.name = bounded(inside);
      out.status = bounded(after);
    } else if (classifyPhaseStatus(inside) !== undefined) out.status = bounded(inside);
    else if (inside !== '') out.name = bounded(inside);
    return out;
  }
  const tail = afterSeparator(rest) ?? rest;
  if (tail === '') return out;
  if (classifyPhaseStatus(tail) !== undefined) out.status = bounded(tail);
  else out.name = bounded(tail);
  return out;
}

interface PositionFields {
  phase?: string;
  status?: string;
  milestone?: string;
  lastActivity?: string;
  nextAction?: string;
}

function firstSection(doc: StateDocument, names: ReadonlySet<string>): StateSection | undefined {
  return doc.sections.find((s) => s.level > 0 && names.has(s.heading));
}

function positionFields(lines: readonly string[]): PositionFields {
  const out: PositionFields = {};
  for (const line of lines) {
    const kv = readKeyLine(line);
    if (!kv || kv.value === '') continue;
    const value = bounded(kv.value);
    switch (kv.key) {
      case 'phase':
      case 'current phase':
        out.phase ??= value;
        break;
      case 'status':
        out.status ??= value;
        break;
      case 'milestone':
      case 'current milestone':
        out.milestone ??= value;
        break;
      case 'last activity':
      case 'last updated':
        out.lastActivity ??= value;
        break;
      case 'next action':
        out.nextAction ??= value;
        break;
    }
  }
  return out;
}

/** Lines read from Next Steps / Next Action sections and from Recent Activity headings. */
const MAX_PROSE_LINES = 400;

function nextLines(doc: StateDocument, fields: PositionFields): string[] {
  const lines: string[] = [];
  if (fields.nextAction !== undefined) lines.push(fields.nextAction);
  for (const s of doc.sections) {
    if (!(s.level > 0 && NEXT_HEADINGS.has(s.heading))) continue;
    for (const line of s.lines) {
      if (lines.length >= MAX_PROSE_LINES) return lines;
      if (line.trim() !== '') lines.push(line);
    }
  }
  return lines;
}

function isNextLine(line: string): boolean {
  const kv = readKeyLine(line);
  return kv !== undefined && NEXT_KEYS.has(kv.key);
}

/** Lines that report what was last done: newest statements, in no particular order. */
function activityLines(doc: StateDocument, fields: PositionFields, fm: StateFrontmatter): string[] {
  const lines: string[] = [];
  if (fields.lastActivity !== undefined) lines.push(fields.lastActivity);
  if (fm.lastSession !== undefined) lines.push(fm.lastSession);
  for (const s of doc.sections) {
    if (lines.length >= MAX_PROSE_LINES) break;
    if (s.level >= 3 && s.parent === 'recent activity') lines.push(s.heading);
  }
  return lines;
}

function factsOf(lines: readonly string[], nextSection: boolean): PhaseFact[] {
  const out: PhaseFact[] = [];
  for (const line of lines) out.push(...phaseFacts(line, nextSection && isNextLine(line)));
  return out;
}

/** The highest phase named, at the most advanced stage said of it. */
function latest(facts: readonly PhaseFact[]): PhaseFact | undefined {
  let best: PhaseFact | undefined;
  for (const f of facts) {
    if (!best || f.phase > best.phase || (f.phase === best.phase && STAGE_ORDER[f.stage] > STAGE_ORDER[best.stage])) best = f;
  }
  return best;
}

function hintFact(hint: NextStepHint | undefined): PhaseFact | undefined {
  if (!hint || hint.phase === undefined) return undefined;
  if (hint.command === 'plan') return { phase: hint.phase, stage: 'just_started' };
  return undefined;
}

function clampStage(stage: PhaseStage, low: PhaseStage, high: PhaseStage): PhaseStage {
  if (STAGE_ORDER[stage] < STAGE_ORDER[low]) return low;
  if (STAGE_ORDER[stage] > STAGE_ORDER[high]) return high;
  return stage;
}

/** The Next Steps command, applied to the stage of phase `phase`. */
function applyHint(stage: PhaseStage, phase: number, hint: NextStepHint | undefined): { stage: PhaseStage; note?: string } {
  if (!hint) return { stage };
  const same = hint.phase === undefined || hint.phase === phase;
  let next = stage;
  if (same) {
    switch (hint.command) {
      case 'plan':
        next = 'just_started';
        break;
      case 'build':
        next = clampStage(stage, 'planned_not_built', 'building');
        break;
      case 'review':
        next = stage === 'review_in_progress' || stage === 'review_failed' ? stage : 'needs_review';
        break;
      case 'milestone':
        if (STAGE_ORDER[stage] >= STAGE_ORDER.needs_review) next = 'milestone_complete';
        break;
      case 'start':
        break;
    }
  } else if (hint.command === 'plan' && (hint.phase as number) > phase && STAGE_ORDER[stage] < STAGE_ORDER.phase_complete) {
    next = 'phase_complete';
  }
  if (next === stage) return { stage };
  const target = hint.phase !== undefined ? `${hint.command} phase ${hint.phase}` : hint.command;
  return { stage: next, note: `the next step in STATE.md is to ${target}` };
}

function lastPhaseOfMilestone(roadmap: Roadmap | undefined): number | undefined {
  const phases = currentMilestonePhases(roadmap);
  return phases.length > 0 ? (phases[phases.length - 1] as { number: number }).number : undefined;
}

const SOURCE_WORDS: Readonly<Record<PositionSource, string>> = {
  'phase-line': 'the Phase line',
  'status-line': 'the Status line',
  frontmatter: 'the frontmatter status',
  'milestone-line': 'the Milestone line',
  activity: 'the last activity',
  'next-steps': 'the next steps',
  roadmap: 'ROADMAP.md',
  none: 'nothing',
};

function milestoneLabel(fields: PositionFields, fm: StateFrontmatter): string | undefined {
  if (fields.milestone !== undefined) return plainStatus(fields.milestone) === '' ? undefined : fields.milestone.replaceAll('**', '').trim();
  if (fm.milestone === undefined) return undefined;
  return bounded(fm.milestoneName !== undefined ? `${fm.milestone} ${fm.milestoneName}` : fm.milestone);
}

function firstNonEmpty(lines: readonly string[]): string | undefined {
  const line = lines.find((l) => l.trim() !== '');
  return line === undefined ? undefined : bounded(line.trim());
}

export function readStatePosition(stateText: string | undefined, roadmap?: Roadmap): StatePosition {
  if (typeof stateText !== 'string') {
    return { exists: false, position: 'no_project', status: 'unknown', source: 'none', how: 'STATE.md does not exist.' };
  }
  try {
    return read(stateText, roadmap);
  } catch {
    return { exists: true, position: 'unknown', status: 'unknown', source: 'none', how: 'STATE.md could not be read.' };
  }
}

function read(stateText: string, roadmap: Roadmap | undefined): StatePosition {
  const doc = splitStateDocument(stateText);
  const fm: StateFrontmatter = doc.frontmatter[0] ?? {};
  const block = firstSection(doc, POSITION_HEADINGS);
  const fields = positionFields(block ? block.lines : doc.sections.flatMap((s) => s.lines));
  const nexts = nextLines(doc, fields);
  const hint = nextStepHint(nexts);
  const phaseLine = fields.phase !== undefined ? parsePhaseValue(fields.phase) : undefined;
  const statusText = fields.status !== undefined ? plainStatus(fields.status) : undefined;
  const statusMentions = statusText !== undefined ? phaseMentions(statusText) : [];

  const result: StatePosition = {
    exists: true,
    position: 'unknown',
    status: statusText ?? (fm.status !== undefined ? plainStatus(fm.status) : 'unknown'),
    source: 'none',
    how: '',
  };
  const milestone = milestoneLabel(fields, fm);
  if (milestone !== undefined) result.milestone = milestone;
  const lastActivity = fields.lastActivity ?? fm.lastSession;
  if (lastActivity !== undefined) result.lastActivity = lastActivity;
  const nextAction = fields.nextAction ?? firstNonEmpty(nexts);
  if (nextAction !== undefined) result.nextAction = nextAction;

  // Milestone-level status: newest frontmatter, a Milestone line that says it is done, the body.
  let milestoneStatus: MilestoneStatus | undefined;
  let milestoneSource: PositionSource = 'none';
  const fmStatus = fm.status !== undefined ? classifyMilestoneStatus(fm.status) : undefined;
  const milestoneLine = fields.milestone !== undefined ? classifyMilestoneStatus(fields.milestone) : undefined;
  const bodyStatus = statusText !== undefined && statusMentions.length === 0 ? classifyMilestoneStatus(statusText) : undefined;
  const phaseLineStatus = phaseLine && !phaseLine.number && phaseLine.status !== undefined ? classifyMilestoneStatus(phaseLine.status) : undefined;
  if (fmStatus !== undefined) [milestoneStatus, milestoneSource] = [fmStatus, 'frontmatter'];
  else if (milestoneLine === 'complete') [milestoneStatus, milestoneSource] = ['complete', 'milestone-line'];
  else if (bodyStatus !== undefined) [milestoneStatus, milestoneSource] = [bodyStatus, 'status-line'];
  else if (phaseLineStatus !== undefined) [milestoneStatus, milestoneSource] = [phaseLineStatus, 'phase-line'];

  let phase: number | undefined;
  let stage: PhaseStage | undefined;
  const notes: string[] = [];

  // A. The position block names a phase.
  if (phaseLine?.number) {
    phase = phaseLine.number;
    result.phaseSource = 'phase-line';
  } else if (statusMentions.length > 0) {
    phase = (statusMentions[0] as { number: number }).number;
    result.phaseSource = 'status-line';
  } else if (fm.currentPhase) {
    phase = fm.currentPhase;
    result.phaseSource = 'frontmatter';
  }
  if (phase !== undefined) {
    if (phaseLine?.number === phase && phaseLine.status !== undefined) {
      stage = classifyPhaseStatus(phaseLine.status);
      if (stage) result.source = 'phase-line';
    }
    const about = statusText === undefined ? undefined : statusMentions.length > 0 ? segmentAbout(statusText, phase) : statusText;
    const statusStage = about !== undefined ? classifyPhaseStatus(about) : undefined;
    if (!stage && statusStage) [stage, result.source] = [statusStage, 'status-line'];
    // The review updates only the Status line: "(executed, pending review)" + "under review".
    if (stage === 'needs_review' && (statusStage === 'review_in_progress' || statusStage === 'review_failed')) {
      [stage, result.source] = [statusStage, 'status-line'];
    }
    // "Phase: 20 — Not started" with "Status: Phase 19 complete": the project stands between the
    // two, phase 19 done and phase 20 to plan (Legion's commit 61b270d8). The Status line says
    // more than the Phase line's "not started", and a phase_complete position suggests planning
    // the next phase.
    if (stage === 'just_started' && result.phaseSource === 'phase-line' && statusText !== undefined) {
      const before = statusMentions.filter((m) => m.number > 0 && m.number < (phase as number)).map((m) => m.number);
      const finished = before.find((n) => classifyPhaseStatus(segmentAbout(statusText, n) ?? '') === 'phase_complete');
      if (finished !== undefined) {
        notes.push(`phase ${phase} is not started yet`);
        phase = finished;
        [stage, result.source, result.phaseSource] = ['phase_complete', 'status-line', 'status-line'];
      }
    }
    if (!stage && milestoneStatus === 'complete') [stage, result.source] = ['milestone_complete', milestoneSource];
    if (!stage && milestoneStatus === 'initializing') [stage, result.source] = ['just_started', milestoneSource];
    if (phaseLine?.total !== undefined) result.totalPhases = phaseLine.total;
    if (phaseLine?.name !== undefined) result.phaseName = phaseLine.name;
  } else if (milestoneStatus === 'complete') {
    // B1. The milestone is done.
    stage = 'milestone_complete';
    result.source = milestoneSource;
    const last = latest(factsOf(activityLines(doc, fields, fm), false));
    if (last) [phase, result.phaseSource] = [last.phase, 'activity'];
  } else {
    // B2/B3. Starting milestone, or the prose.
    const activity = factsOf(activityLines(doc, fields, fm), false);
    const next = factsOf(nexts, true);
    const planHint = hintFact(hint);
    const all =
      milestoneStatus === 'initializing'
        ? [...next.filter((f) => f.stage === 'just_started'), ...(planHint ? [planHint] : [])]
        : [...activity, ...next, ...(planHint ? [planHint] : [])];
    const last = latest(all);
    if (last) {
      phase = last.phase;
      stage = last.stage;
      const fromActivity = activity.some((f) => f.phase === last.phase && f.stage === last.stage);
      result.source = fromActivity ? 'activity' : 'next-steps';
      result.phaseSource = fromActivity ? 'activity' : 'next-steps';
      if (milestoneStatus === 'initializing' && stage === 'just_started') result.source = milestoneSource;
    } else if (milestoneStatus === 'initializing') {
      stage = 'just_started';
      result.source = milestoneSource;
    } else if (statusText !== undefined) {
      // The spec's bare form: `Status: planned` and no phase anywhere.
      stage = classifyPhaseStatus(statusText);
      if (stage) result.source = 'status-line';
    }
  }

  // Second source: ROADMAP.md, when STATE.md says a milestone is starting or under way but not
  // which phase (an empty or unreadable STATE.md says nothing, and no phase is made up for it).
  const saysSomething = milestoneStatus === 'in_progress' || milestoneStatus === 'initializing' || stage !== undefined;
  if (phase === undefined && stage !== 'milestone_complete' && roadmap && saysSomething) {
    const open = openRoadmapPhases(roadmap)[0];
    if (open) {
      phase = open.number;
      result.phaseSource = 'roadmap';
    } else if (!stage && roadmap.milestones && roadmap.milestones.length > 0 && roadmap.currentMilestone === undefined) {
      stage = 'milestone_complete';
      result.source = 'roadmap';
    }
  }

  if (stage === 'phase_complete' && phase !== undefined) {
    const last = result.totalPhases ?? lastPhaseOfMilestone(roadmap);
    if (last !== undefined && last > 0 && phase === last) {
      stage = 'milestone_complete';
      notes.push(`phase ${phase} is the last phase${result.totalPhases !== undefined ? '' : ' of the milestone in ROADMAP.md'}`);
    }
  }
  if (stage && phase !== undefined) {
    const hinted = applyHint(stage, phase, hint);
    if (hinted.note) notes.push(hinted.note);
    stage = hinted.stage;
  }

  if (phase !== undefined) {
    result.phase = phase;
    if (result.phaseName === undefined && roadmap) {
      const name = roadmapPhaseName(roadmap, phase);
      if (name !== undefined) result.phaseName = name;
    }
  } else delete result.phaseSource;
  if (stage) result.position = stage;
  else result.source = 'none';
  result.how = describe(result, notes);
  return result;
}

function describe(p: StatePosition, notes: readonly string[]): string {
  const where = p.phase !== undefined ? `phase ${p.phase}` : 'no phase';
  const parts = [`STATE.md: ${p.position.replaceAll('_', ' ')}, ${where}`];
  const from: string[] = [];
  if (p.source !== 'none') from.push(`position from ${SOURCE_WORDS[p.source]}`);
  if (p.phaseSource !== undefined && p.phaseSource !== p.source) from.push(`phase from ${SOURCE_WORDS[p.phaseSource]}`);
  if (from.length > 0) parts.push(` (${from.join(', ')})`);
  if (notes.length > 0) parts.push(`; ${notes.join('; ')}`);
  return `${parts.join('')}.`;
}
