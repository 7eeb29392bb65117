/**
 * §8.1/§8.3/§8.4 getContextSuggestions — STATE.md + ROADMAP.md text + `context_rules` →
 * lifecycle position and ranked next commands. Pure and total: it never throws and always
 * returns at least one suggestion (§8.4 key invariant).
 *
 * Degradation (§8.4):
 *   - STATE.md missing                     → position 'no_project' (rule `no_project`)
 *   - STATE.md without parseable fields    → position 'unknown' (rule `unknown`)
 *   - context_rules missing / not a map    → DEFAULT_SUGGESTIONS (/legion:status, /legion:start)
 *   - no usable rule for the position      → DEFAULT_SUGGESTIONS
 *   - anything unexpected                  → ERROR_SUGGESTIONS (/legion:start, /legion:status)
 *
 * A rule is "usable" when `suggestions` is a non-empty array with at least one entry whose
 * `command` is a non-empty string (the spec's `!positionRules.suggestions` test, extended to the
 * empty array, which would otherwise break the non-empty invariant). Malformed entries are
 * skipped; priorities are 1.. over the kept entries.
 *
 * Interpolation (§8.3): `{phase}` → phase || '?', `{phase_name}` → ROADMAP name ||
 * 'current phase', `{next_phase}` → (phase || 0) + 1. It is applied to description, reason AND
 * command (our config writes `/legion:plan {next_phase}`), in a single pass, so a placeholder
 * inside a substituted value (a phase name containing `{phase}`) is never expanded again.
 */

import type { IntentTeamsConfig } from '../types.js';
import { detectLifecyclePosition, type LifecyclePosition } from './lifecycle-position.js';
import { parseRoadmap, phaseName as roadmapPhaseName } from './parse-roadmap.js';
import { parseStateMd, type StateInfo } from './parse-state-md.js';

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
}

export type ContextRules = IntentTeamsConfig['context_rules'];

/** §8.3 fallback when context_rules is missing or has no rule for the position. */
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

/** §8.1 catch-path response. */
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
}

const PLACEHOLDER = /\{(phase|phase_name|next_phase)\}/g;

/** §8.3 interpolate: single pass over `{phase}`, `{phase_name}`, `{next_phase}`. */
export function interpolate(template: unknown, data: InterpolationData): string {
  if (typeof template !== 'string' || template === '') return '';
  const phase = typeof data.phase === 'number' && data.phase ? data.phase : 0;
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    if (name === 'phase') return phase ? String(phase) : '?';
    if (name === 'phase_name') return data.phaseName ? data.phaseName : 'current phase';
    return String(phase + 1);
  });
}

function copyDefaults(list: readonly Readonly<ContextSuggestion>[]): ContextSuggestion[] {
  return list.map((s) => ({ ...s }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** §8.3 mapPositionToSuggestions, over untrusted rule data. */
export function mapPositionToSuggestions(
  position: LifecyclePosition,
  data: InterpolationData,
  contextRules: unknown,
): ContextSuggestion[] {
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

export function getContextSuggestions(
  stateText: string | undefined,
  roadmapText: string | undefined,
  contextRules: ContextRules | undefined | null,
): ContextSuggestions {
  try {
    const state = parseStateMd(stateText);
    const position = detectLifecyclePosition(state);
    const name = roadmapPhaseName(parseRoadmap(roadmapText), state.phase);
    const data: InterpolationData = {};
    if (state.phase !== undefined) data.phase = state.phase;
    if (name !== undefined) data.phaseName = name;
    const result: ContextSuggestions = {
      position,
      currentPosition: {
        phase: state.phase || null,
        status: state.status || 'unknown',
        lastActivity: state.lastActivity || null,
      },
      suggestions: mapPositionToSuggestions(position, data, contextRules),
      rawState: state,
    };
    if (name !== undefined) result.phaseName = name;
    return result;
  } catch {
    return {
      position: 'unknown',
      currentPosition: { phase: null, status: 'unknown', lastActivity: null },
      suggestions: copyDefaults(ERROR_SUGGESTIONS),
      rawState: { exists: false },
    };
  }
}
