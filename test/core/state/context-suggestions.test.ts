import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  DEFAULT_SUGGESTIONS,
  ERROR_SUGGESTIONS,
  getContextSuggestions,
  interpolate,
  mapPositionToSuggestions,
  type ContextRules,
} from '../../../src/core/state/context-suggestions.js';
import { LIFECYCLE_POSITIONS } from '../../../src/core/state/lifecycle-position.js';

const HERE = dirname(fileURLToPath(import.meta.url));
import { LEGION_REF as REF, HAS_LEGION_REF } from '../../support/legion-reference.js';
const read = (rel: string): string => readFileSync(join(REF, rel), 'utf8');
const OUR_RULES = (
  parse(readFileSync(resolve(HERE, '../../../config/intent-teams.yaml'), 'utf8')) as {
    context_rules: ContextRules;
  }
).context_rules;

const DEFAULT_COMMANDS = ['/legion:status', '/legion:start'];
const commands = (r: { suggestions: { command: string }[] }): string[] => r.suggestions.map((s) => s.command);

const ROADMAP = '### Phase 3: Control Modes\n### Phase 4: Observability\n';

describe('interpolate (§8.3)', () => {
  it('replaces {phase}, {phase_name}, {next_phase}, every occurrence', () => {
    expect(interpolate('{phase}/{phase} {phase_name} → {next_phase}', { phase: 3, phaseName: 'Modes' })).toBe('3/3 Modes → 4');
  });
  it('fallbacks: phase "?", name "current phase", next phase 1', () => {
    expect(interpolate('{phase} {phase_name} {next_phase}', {})).toBe('? current phase 1');
  });
  it('phase 0 is treated as missing (spec `phase || "?"`)', () => {
    expect(interpolate('{phase} {next_phase}', { phase: 0 })).toBe('? 1');
  });
  it('single pass: a phase name containing placeholders is not expanded again', () => {
    expect(interpolate('{phase_name}', { phase: 2, phaseName: '{phase} {next_phase}' })).toBe('{phase} {next_phase}');
  });
  it('unknown placeholders stay; non-strings and empty become ""', () => {
    expect(interpolate('{date} {PHASE}', { phase: 1 })).toBe('{date} {PHASE}');
    expect(interpolate(undefined, {})).toBe('');
    expect(interpolate(3, {})).toBe('');
    expect(interpolate('', {})).toBe('');
  });
});

describe('getContextSuggestions with our config/intent-teams.yaml', () => {
  it('every position has a rule in our config', () => {
    for (const position of LIFECYCLE_POSITIONS) expect(OUR_RULES).toHaveProperty(position);
  });
  it('phase_complete: interpolates command, description and reason with the ROADMAP name', () => {
    const r = getContextSuggestions('Phase: 3 of 5\nStatus: complete\n', ROADMAP, OUR_RULES);
    expect(r.position).toBe('phase_complete');
    expect(r.phaseName).toBe('Control Modes');
    expect(r.currentPosition).toEqual({ phase: 3, status: 'complete', lastActivity: null });
    expect(r.suggestions[0]).toEqual({
      command: '/legion:plan 4',
      description: 'Plan phase 4',
      priority: 1,
      reason: 'Phase 3 (Control Modes) is complete',
    });
    expect(r.suggestions.map((s) => s.priority)).toEqual([1, 2]);
  });
  it('phaseName absent when ROADMAP is missing → "current phase"', () => {
    const r = getContextSuggestions('Phase: 3 of 5\nStatus: complete\n', undefined, OUR_RULES);
    expect(r.phaseName).toBeUndefined();
    expect(r.suggestions[0]?.reason).toBe('Phase 3 (current phase) is complete');
  });
  it('planned_not_built → /legion:build first', () => {
    const r = getContextSuggestions('Phase: 2 of 5\nStatus: planned', ROADMAP, OUR_RULES);
    expect(r.position).toBe('planned_not_built');
    expect(commands(r)).toEqual(['/legion:build', '/legion:status']);
    expect(r.suggestions[0]?.description).toBe('Build the plans of phase 2');
  });
  it('currentPosition carries lastActivity and rawState', () => {
    const r = getContextSuggestions('Phase: 2 of 5\nStatus: built\nLast Activity: today', undefined, OUR_RULES);
    expect(r.currentPosition.lastActivity).toBe('today');
    expect(r.rawState).toMatchObject({ exists: true, phase: 2, totalPhases: 5, status: 'built' });
  });
});

describe('getContextSuggestions: §8.4 degradation rows', () => {
  it('STATE.md does not exist → no_project, suggests /legion:start', () => {
    const r = getContextSuggestions(undefined, undefined, OUR_RULES);
    expect(r.position).toBe('no_project');
    expect(r.currentPosition).toEqual({ phase: null, status: 'unknown', lastActivity: null });
    expect(r.suggestions[0]?.command).toBe('/legion:start');
    expect(r.rawState).toEqual({ exists: false });
  });
  it('STATE.md malformed (no parseable fields) → unknown with the unknown rule', () => {
    const r = getContextSuggestions('just some prose\n\n- a list', undefined, OUR_RULES);
    expect(r.position).toBe('unknown');
    expect(r.currentPosition).toEqual({ phase: null, status: 'unknown', lastActivity: null });
    expect(r.suggestions.length).toBeGreaterThan(0);
  });
  it('intent-teams.yaml missing context_rules → /legion:status + /legion:start defaults (project without phases)', () => {
    for (const rules of [undefined, null, 'x', [], 5]) {
      const r = getContextSuggestions('Status: planned', undefined, rules as unknown as ContextRules);
      expect(r.position).toBe('planned_not_built');
      expect(r.suggestions).toEqual(DEFAULT_SUGGESTIONS);
    }
  });
  it('the same defaults in a project with phases: /legion:start is dropped', () => {
    const r = getContextSuggestions('Phase: 2 of 5\nStatus: planned', undefined, undefined);
    expect(r.suggestions).toEqual([{ ...DEFAULT_SUGGESTIONS[0] }]);
  });
  it('position detected but no matching rule → defaults', () => {
    const rules = { building: OUR_RULES['building'] } as ContextRules;
    const r = getContextSuggestions('Status: planned', undefined, rules);
    expect(r.suggestions).toEqual(DEFAULT_SUGGESTIONS);
    expect(commands(r)).toEqual(DEFAULT_COMMANDS);
    expect(r.suggestions[0]).toMatchObject({ priority: 1, reason: 'Default orientation action' });
  });
  it('rule without suggestions, empty suggestions, or only malformed entries → defaults', () => {
    for (const rule of [{}, { suggestions: null }, { suggestions: [] }, { suggestions: [null, 3, { command: '' }, { description: 'x' }] }, 'x']) {
      const rules = { planned_not_built: rule } as unknown as ContextRules;
      const r = getContextSuggestions('Status: planned', undefined, rules);
      expect(commands(r)).toEqual(DEFAULT_COMMANDS);
    }
  });
  it('malformed entries are skipped and priorities renumbered over kept ones', () => {
    const rules = {
      planned_not_built: { suggestions: [{ command: 7 }, { command: '/legion:build' }, null, { command: '/legion:status', reason: 9 }] },
    } as unknown as ContextRules;
    const r = getContextSuggestions('Phase: 2 of 5\nStatus: planned', undefined, rules);
    expect(r.suggestions).toEqual([
      { command: '/legion:build', description: '', priority: 1, reason: '' },
      { command: '/legion:status', description: '', priority: 2, reason: '' },
    ]);
  });
  it('a rule inherited from Object.prototype is not a rule', () => {
    const r = getContextSuggestions('Status: x', undefined, {} as ContextRules);
    expect(commands(r)).toEqual(DEFAULT_COMMANDS);
  });
  it('any unexpected error → valid empty-state response (§8.1 catch path)', () => {
    const hostile = new Proxy(
      {},
      {
        has() {
          throw new Error('boom');
        },
        getOwnPropertyDescriptor() {
          throw new Error('boom');
        },
        get() {
          throw new Error('boom');
        },
      },
    ) as ContextRules;
    const r = getContextSuggestions('Status: planned', undefined, hostile);
    expect(r).toEqual({
      position: 'unknown',
      currentPosition: { phase: null, status: 'unknown', lastActivity: null },
      suggestions: ERROR_SUGGESTIONS,
      rawState: { exists: false },
      how: 'STATE.md could not be read.',
    });
    // In a project with phases, even the error path does not suggest /legion:start.
    expect(commands(getContextSuggestions('Phase: 2 of 5\nStatus: planned', undefined, hostile))).toEqual(['/legion:status']);
  });
  it('returned suggestions are copies (mutating them does not change the defaults)', () => {
    const r = getContextSuggestions(undefined, undefined, undefined);
    r.suggestions[0]!.command = 'changed';
    expect(DEFAULT_SUGGESTIONS[0]?.command).toBe('/legion:status');
  });
  it('suggestions per rule are capped', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ command: `/legion:c${i}` }));
    const r = mapPositionToSuggestions('unknown', {}, { unknown: { suggestions: many } });
    expect(r).toHaveLength(10);
  });
});

describe.skipIf(!HAS_LEGION_REF)('getContextSuggestions: real Legion files', () => {
  it('real STATE.md + ROADMAP.md → needs_review (its next action is the review of phase 12)', () => {
    const r = getContextSuggestions(read('.planning/STATE.md'), read('.planning/ROADMAP.md'), OUR_RULES);
    expect(r.position).toBe('needs_review');
    expect(r.phaseName).toBe('Integration & Release');
    expect(r.currentPosition).toEqual({
      phase: 12,
      status: 'all 12 phases complete — v6.0.0 ready to publish',
      lastActivity: 'Phase 12 execution (2026-03-07)',
    });
    expect(commands(r)).toEqual(['/legion:review', '/legion:status']);
  });
  it('state template (Phase 0, Initialized) → just_started, plan phase 1', () => {
    const r = getContextSuggestions(read('skills/questioning-flow/templates/state-template.md'), undefined, OUR_RULES);
    expect(r.position).toBe('just_started');
    expect(r.currentPosition.phase).toBe(1);
    expect(r.suggestions[0]?.command).toBe('/legion:plan 1');
  });
  it("Legion's own context_rules in its own project never put /legion:start first", () => {
    const legionRules = (parse(read('.planning/config/intent-teams.yaml')) as { context_rules: ContextRules }).context_rules;
    for (const state of ['# State\n\nsome prose only\n', read('.planning/STATE.md')]) {
      const r = getContextSuggestions(state, read('.planning/ROADMAP.md'), legionRules);
      expect(commands(r)).not.toContain('/legion:start');
    }
  });
  it('dry-run missing-summaries ("executed, pending review") → /legion:review', () => {
    const dir = 'tests/fixtures/dry-run/missing-summaries/.planning';
    const r = getContextSuggestions(read(`${dir}/STATE.md`), read(`${dir}/ROADMAP.md`), OUR_RULES);
    expect(r.position).toBe('needs_review');
    expect(r.phaseName).toBe('Foundation');
    expect(r.suggestions[0]).toMatchObject({ command: '/legion:review', description: 'Review what phase 1 built' });
  });
});

describe('getContextSuggestions: suggestions follow the position read (issue #10)', () => {
  /** Rules shaped like Legion's own: `unknown` offers /legion:start second, just_started plans phase 1. */
  const LEGION_LIKE = {
    no_project: { suggestions: [{ command: '/legion:start', description: 'Set up', reason: 'No state' }] },
    unknown: {
      suggestions: [
        { command: '/legion:start', description: 'Start over', reason: 'State unclear' },
        { command: '/legion:status', description: 'Dashboard', reason: 'Orient' },
      ],
    },
    just_started: {
      suggestions: [
        { command: '/legion:plan 1', description: 'Plan Phase 1: {phase_name}', reason: 'Ready for phase 1 planning' },
        { command: '/legion:status', description: 'Dashboard', reason: 'Orient' },
      ],
    },
    phase_complete: { suggestions: [{ command: '/legion:plan {next_phase}', description: 'Plan phase {next_phase}', reason: 'Phase {phase} done' }] },
    needs_review: { suggestions: [{ command: '/legion:review', description: 'Review phase {phase}', reason: 'Built' }] },
  } as unknown as ContextRules;
  const TWENTY = Array.from({ length: 20 }, (_, i) => `- [${i < 12 ? 'x' : ' '}] Phase ${i + 1}: P${i + 1}`).join('\n');

  it('a project with twenty phases and an unreadable STATE.md never gets /legion:start', () => {
    const r = getContextSuggestions('# Project State\n\nnotes only\n', TWENTY, LEGION_LIKE);
    expect(r.position).toBe('unknown');
    expect(commands(r)).toEqual(['/legion:status']);
    expect(r.suggestions[0]?.priority).toBe(1);
  });
  it('STATE.md missing but the project has phases → no_project, with the suggestions of an unknown position', () => {
    const r = getContextSuggestions(undefined, TWENTY, LEGION_LIKE);
    expect(r.position).toBe('no_project');
    expect(r.currentPosition.phase).toBeNull();
    expect(commands(r)).toEqual(['/legion:status']);
    expect(r.how).toContain('has phases');
  });
  it('phase directories alone (no ROADMAP.md) count as phases', () => {
    expect(commands(getContextSuggestions(undefined, undefined, LEGION_LIKE, { phaseDirectories: 3 }))).toEqual(['/legion:status']);
    expect(commands(getContextSuggestions(undefined, undefined, LEGION_LIKE, { phaseDirectories: 0 }))).toEqual(['/legion:start']);
  });
  it('"Phase 34 complete (both plans executed, pending review)" → /legion:review of phase 34 first', () => {
    const r = getContextSuggestions('## Current Position\nStatus: Active — Phase 34 complete (both plans executed, pending review)\n', undefined, LEGION_LIKE);
    expect(r.suggestions[0]).toMatchObject({ command: '/legion:review', description: 'Review phase 34' });
  });
  it('just_started at phase 24: a rule written for phase 1 is aimed at phase 24', () => {
    const r = getContextSuggestions('## Current Position\nPhase: 24 — Foundation\nStatus: Ready to plan\n', '### Phase 24: Foundation', LEGION_LIKE);
    expect(r.position).toBe('just_started');
    expect(r.suggestions[0]).toEqual({ command: '/legion:plan 24', description: 'Plan Phase 24: Foundation', priority: 1, reason: 'Ready for phase 24 planning' });
  });
  it('just_started at phase 1 keeps the rule as written; "defining requirements" (no phase) too', () => {
    expect(getContextSuggestions('Phase: 1 of 3\nStatus: initialized\n', undefined, LEGION_LIKE).suggestions[0]?.command).toBe('/legion:plan 1');
    const r = getContextSuggestions('## Current Position\nPhase: Not started (defining requirements)\nStatus: Defining requirements\n', undefined, LEGION_LIKE);
    expect(r.position).toBe('just_started');
    expect(r.suggestions[0]?.command).toBe('/legion:plan 1');
  });
  it('{next_phase} is the next phase ROADMAP.md lists, not always phase + 1', () => {
    const r = getContextSuggestions('Phase: 8\nStatus: complete\n', '### Phase 8: A\n### Phase 10: C\n### Phase 11: D\n', LEGION_LIKE);
    expect(r.suggestions[0]).toMatchObject({ command: '/legion:plan 10', description: 'Plan phase 10', reason: 'Phase 8 done' });
  });
  it('the reading is returned with how it was made', () => {
    const r = getContextSuggestions('- **Phase**: 5 of 6 (executing)\n', undefined, OUR_RULES);
    expect(r.reading).toMatchObject({ position: 'building', phase: 5, source: 'phase-line' });
    expect(r.how).toBe('STATE.md: building, phase 5 (position from the Phase line).');
  });
});
