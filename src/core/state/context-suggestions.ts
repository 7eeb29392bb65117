/**
 * Context suggestions — STATE.md + ROADMAP.md text + `context_rules` →
 * lifecycle position and ranked next commands. Pure and total: it never throws and always
 * returns at least one suggestion (always at least one).
 *
 * The position is readStatePosition's (every STATE.md format Legion has written, ROADMAP.md as a
 * second source), so the suggestions follow the position read.
 *
 * Degradation:
 *   - STATE.md missing, project without phases → position 'no_project' (rule `no_project`)
 *   - STATE.md missing, project with phases    → position 'no_project', rule `unknown` (it is not
 *                                                a new project: nothing to start)
 *   - STATE.md without a readable position     → position 'unknown' (rule `unknown`)
 *   - context_rules missing / not a map        → DEFAULT_SUGGESTIONS (/legion:status, /legion:start)
 *   - no usable rule for the position          → DEFAULT_SUGGESTIONS
 *   - anything unexpected                      → ERROR_SUGGESTIONS (/legion:start, /legion:status)
 * A project with phases (ROADMAP.md lists phases, phase directories exist, or STATE.md names a
 * phase) never gets `/legion:start` among its suggestions: it is dropped from every list, and
 * `/legion:status` is suggested when nothing else is left.
 *
 * A rule is "usable" when `suggestions` is a non-empty array with at least one entry whose
 * `command` is a non-empty string (the spec's `!positionRules.suggestions` test, extended to the
 * empty array, which would otherwise break the non-empty invariant). Malformed entries are
 * skipped; priorities are 1.. over the kept entries.
 *
 * Interpolation: `{phase}` → phase || '?', `{phase_name}` → ROADMAP name ||
 * 'current phase', `{next_phase}` → the ROADMAP's next phase after `phase`, else (phase || 0) + 1.
 * It is applied to description, reason AND command (our config writes `/legion:plan
 * {next_phase}`), in a single pass, so a placeholder inside a substituted value (a phase name
 * containing `{phase}`) is never expanded again. For `just_started`, a rule written for a new
 * project (`/legion:plan 1`, "Plan Phase 1") is aimed at the phase to plan when that is not 1
 * (a new milestone starts at phase 24).
 */

import type { IntentTeamsConfig } from '../types.js';
import type { LifecyclePosition } from './lifecycle-position.js';
import { nextRoadmapPhase, parseRoadmap } from './parse-roadmap.js';
import { parseStateMd, type StateInfo } from './parse-state-md.js';
import { readStatePosition, type StatePosition } from './read-state-position.js';
import { suggestionToRequest } from './suggestion-command.js';
import { isDict as isRecord } from '../text/untrusted-data.js';

export interface ContextSuggestion {
  /** Legion form as written in the config, interpolated (`/legion:plan 13`). */
  command: string;
  description: string;
  reason: string;
  /** 1 = first choice. */
  priority: number;
}

export interface ContextSuggestions {
  position: LifecyclePosition;
  currentPosition: { phase: number | null; status: string; lastActivity: string | null };
  /** Name of the current phase from ROADMAP.md, when it names it. */
  phaseName?: string;
  /** Non-empty. */
  suggestions: ContextSuggestion[];
  /** parseStateMd output (spec `rawState`); `{ exists: false }` on the error path. */
  rawState: StateInfo;
  /** The full reading (phase source, milestone, how); absent on the error path. */
  reading?: StatePosition;
  /** One sentence: how the position was read. */
  how: string;
}

export interface ContextOptions {
  /** Number of phase directories under phases/ (the app lists them); 0 or absent when none. */
  phaseDirectories?: number;
}

export type ContextRules = IntentTeamsConfig['context_rules'];

/** The fallback when context_rules is missing or has no rule for the position. */
export const DEFAULT_SUGGESTIONS: readonly Readonly<ContextSuggestion>[] = Object.freeze([
  Object.freeze({
    command: '/legion:status',
    description: 'Check project status',
    priority: 1,
    reason: 'Default orientation action',
  }),
  Object.freeze({
    command: '/legion:start',
    description: 'Initialize a project',
    priority: 2,
    reason: 'Start here if no project exists',
  }),
]);

/** The answer when reading the state fails. */
export const ERROR_SUGGESTIONS: readonly Readonly<ContextSuggestion>[] = Object.freeze([
  Object.freeze({
    command: '/legion:start',
    description: 'Initialize a new project',
    priority: 1,
    reason: 'Unable to read project state',
  }),
  Object.freeze({
    command: '/legion:status',
    description: 'Check project status',
    priority: 2,
    reason: 'Retry after resolving state issues',
  }),
]);

/** Bound on suggestions taken from one rule (config is committed text). */
export const MAX_SUGGESTIONS_PER_RULE = 10;

export interface InterpolationData {
  phase?: number;
  phaseName?: string;
  /** `{next_phase}`; default (phase || 0) + 1. */
  nextPhase?: number;
}

const PLACEHOLDER = /\{(phase|phase_name|next_phase)\}/g;

/** Interpolation: single pass over `{phase}`, `{phase_name}`, `{next_phase}`. */
export function interpolate(template: unknown, data: InterpolationData): string {
  if (typeof template !== 'string' || template === '') return '';
  const phase = typeof data.phase === 'number' && data.phase ? data.phase : 0;
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    if (name === 'phase') return phase ? String(phase) : '?';
    if (name === 'phase_name') return data.phaseName ? data.phaseName : 'current phase';
    return String(typeof data.nextPhase === 'number' && data.nextPhase > 0 ? data.nextPhase : phase + 1);
  });
}

function copyDefaults(list: readonly Readonly<ContextSuggestion>[]): ContextSuggestion[] {
  return list.map((s) => ({ ...s }));
}

/** A position's suggestions from the config's context_rules (untrusted data). */
export function mapPositionToSuggestions(position: LifecyclePosition, data: InterpolationData, contextRules: unknown): ContextSuggestion[] {
  if (!isRecord(contextRules) || !Object.prototype.hasOwnProperty.call(contextRules, position)) {
    return copyDefaults(DEFAULT_SUGGESTIONS);
  }
  const rule = contextRules[position];
  const list = isRecord(rule) ? rule['suggestions'] : undefined;
  if (!Array.isArray(list)) return copyDefaults(DEFAULT_SUGGESTIONS);

  const out: ContextSuggestion[] = [];
  for (const entry of list) {
    if (out.length >= MAX_SUGGESTIONS_PER_RULE) break;
    if (!isRecord(entry)) continue;
    const command = interpolate(entry['command'], data).trim();
    if (command === '') continue;
    out.push({
      command,
      description: interpolate(entry['description'], data),
      priority: out.length + 1,
      reason: interpolate(entry['reason'], data),
    });
  }
  return out.length > 0 ? out : copyDefaults(DEFAULT_SUGGESTIONS);
}

const PHASE_ONE = /\b(phase) 1\b(?![.\d])/gi;

/** `just_started` rules name phase 1 (a new project); aim them at `target` instead. */
function aimAtPhase(list: ContextSuggestion[], target: number): ContextSuggestion[] {
  return list.map((s) => {
    const request = suggestionToRequest(s.command);
    const command = request && request.command === 'plan' && request.phase === '1' ? s.command.replace(/ 1$/, ` ${target}`) : s.command;
    return {
      ...s,
      command,
      description: s.description.replace(PHASE_ONE, `$1 ${target}`),
      reason: s.reason.replace(PHASE_ONE, `$1 ${target}`),
    };
  });
}

function isStart(s: ContextSuggestion): boolean {
  return suggestionToRequest(s.command)?.command === 'start';
}

/** Drop `/legion:start` from a project that has phases; never leave the list empty. */
function withoutStart(list: ContextSuggestion[]): ContextSuggestion[] {
  const kept = list.filter((s) => !isStart(s)).map((s, i) => ({ ...s, priority: i + 1 }));
  return kept.length > 0 ? kept : copyDefaults(DEFAULT_SUGGESTIONS).filter((s) => !isStart(s));
}

export function getContextSuggestions(
  stateText: string | undefined,
  roadmapText: string | undefined,
  contextRules: ContextRules | undefined | null,
  options: ContextOptions = {},
): ContextSuggestions {
  let hasPhases = false;
  try {
    const roadmap = parseRoadmap(roadmapText);
    const dirs = typeof options?.phaseDirectories === 'number' ? options.phaseDirectories : 0;
    const reading = readStatePosition(stateText, roadmap);
    hasPhases = roadmap.phases.length > 0 || dirs > 0 || reading.phase !== undefined;
    const position = reading.position;
    let how = reading.how;
    const phase = reading.phase;
    // STATE.md missing in a project with phases: not a new project, so not the no_project rule.
    let rulePosition: LifecyclePosition = position;
    if (!reading.exists && hasPhases) {
      rulePosition = 'unknown';
      how = 'STATE.md does not exist, but the project has phases: suggestions for an unknown position.';
    }
    const data: InterpolationData = {};
    if (phase !== undefined) data.phase = phase;
    if (reading.phaseName !== undefined && phase === reading.phase) data.phaseName = reading.phaseName;
    const next = nextRoadmapPhase(roadmap, phase);
    if (next !== undefined) data.nextPhase = next;
    let suggestions = mapPositionToSuggestions(rulePosition, data, contextRules);
    if (position === 'just_started' && phase !== undefined && phase !== 1) suggestions = aimAtPhase(suggestions, phase);
    if (hasPhases) suggestions = withoutStart(suggestions);
    const result: ContextSuggestions = {
      position,
      currentPosition: {
        phase: phase || null,
        status: reading.status || 'unknown',
        lastActivity: reading.lastActivity || null,
      },
      suggestions,
      rawState: parseStateMd(stateText),
      reading,
      how,
    };
    if (data.phaseName !== undefined) result.phaseName = data.phaseName;
    return result;
  } catch {
    const suggestions = copyDefaults(ERROR_SUGGESTIONS);
    return {
      position: 'unknown',
      currentPosition: { phase: null, status: 'unknown', lastActivity: null },
      suggestions: hasPhases ? withoutStart(suggestions) : suggestions,
      rawState: { exists: false },
      how: 'STATE.md could not be read.',
    };
  }
}
