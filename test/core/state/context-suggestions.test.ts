import { existsSync, readFileSync } from 'node:fs';
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
const commands = (r: { suggestions: { command: string }[] }): string[] =>
  r.suggestions.map((s) => s.command);

const ROADMAP = '### Phase 3: Control Modes\n### Phase 4: Observability\n';

describe('interpolate (§8.3)', () => {
  it('replaces {phase}, {phase_name}, {next_phase}, every occurrence', () => {
    expect(
      interpolate('{phase}/{phase} {phase_name} → {next_phase}', { phase: 3, phaseName: 'Modes' }),
    ).toBe('3/3 Modes → 4');
  });
  it('fallbacks: phase "?", name "current phase", next phase 1', () => {
    expect(interpolate('{phase} {phase_name} {next_phase}', {})).toBe('? current phase 1');
  });
  it('phase 0 is treated as missing (spec `phase || "?"`)', () => {
    expect(interpolate('{phase} {next_phase}', { phase: 0 })).toBe('? 1');
  });
  it('single pass: a phase name containing placeholders is not expanded again', () => {
    expect(interpolate('{phase_name}', { phase: 2, phaseName: '{phase} {next_phase}' })).toBe(
      '{phase} {next_phase}',
    );
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
  it('intent-teams.yaml missing context_rules → /legion:status + /legion:start defaults', () => {
    for (const rules of [undefined, null, 'x', [], 5]) {
      const r = getContextSuggestions('Phase: 2 of 5\nStatus: planned', undefined, rules as unknown as ContextRules);
      expect(r.position).toBe('planned_not_built');
      expect(r.suggestions).toEqual(DEFAULT_SUGGESTIONS);
    }
  });
  it('position detected but no matching rule → defaults', () => {
    const rules = { building: OUR_RULES['building'] } as ContextRules;
    const r = getContextSuggestions('Phase: 2 of 5\nStatus: planned', undefined, rules);
    expect(r.suggestions).toEqual(DEFAULT_SUGGESTIONS);
    expect(commands(r)).toEqual(DEFAULT_COMMANDS);
    expect(r.suggestions[0]).toMatchObject({ priority: 1, reason: 'Default orientation action' });
  });
  it('rule without suggestions, empty suggestions, or only malformed entries → defaults', () => {
    for (const rule of [{}, { suggestions: null }, { suggestions: [] }, { suggestions: [null, 3, { command: '' }, { description: 'x' }] }, 'x']) {
      const rules = { planned_not_built: rule } as unknown as ContextRules;
      const r = getContextSuggestions('Phase: 2 of 5\nStatus: planned', undefined, rules);
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
    const r = getContextSuggestions('Phase: 2 of 5\nStatus: planned', undefined, hostile);
    expect(r).toEqual({
      position: 'unknown',
      currentPosition: { phase: null, status: 'unknown', lastActivity: null },
      suggestions: ERROR_SUGGESTIONS,
      rawState: { exists: false },
    });
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
  it('real STATE.md + ROADMAP.md → milestone_complete, Phase 12 "Integration & Release"', () => {
    const r = getContextSuggestions(read('.planning/STATE.md'), read('.planning/ROADMAP.md'), OUR_RULES);
    expect(r.position).toBe('milestone_complete');
    expect(r.phaseName).toBe('Integration & Release');
    expect(r.currentPosition).toEqual({
      phase: 12,
      status: 'all 12 phases complete — v6.0.0 ready to publish',
      lastActivity: 'Phase 12 execution (2026-03-07)',
    });
    expect(commands(r)).toEqual(['/legion:status', '/legion:explore']);
  });
  it('state template → unknown, phase null (Phase 0)', () => {
    const r = getContextSuggestions(read('skills/questioning-flow/templates/state-template.md'), undefined, OUR_RULES);
    expect(r.position).toBe('unknown');
    expect(r.currentPosition.phase).toBeNull();
    expect(r.suggestions.length).toBeGreaterThan(0);
  });
  it('dry-run missing-summaries ("executed, pending review") → /legion:review', () => {
    const dir = 'tests/fixtures/dry-run/missing-summaries/.planning';
    const r = getContextSuggestions(read(`${dir}/STATE.md`), read(`${dir}/ROADMAP.md`), OUR_RULES);
    expect(r.position).toBe('needs_review');
    expect(r.phaseName).toBe('Foundation');
    expect(r.suggestions[0]).toMatchObject({ command: '/legion:review', description: 'Review what phase 1 built' });
  });
});
