import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WarningCode } from '../../../src/core/error-codes.js';
import {
  defaultSettings,
  jsonErrorPosition,
  MAX_SETTINGS_CHARS,
  resolveSettings,
} from '../../../src/core/settings/resolve-settings.js';

import { LEGION_REF as REF, HAS_LEGION_REF } from '../../support/legion-reference.js';
const read = (rel: string): string => readFileSync(join(REF, rel), 'utf8');

const DEFAULTS = {
  control_mode: 'guarded',
  planning: { max_tasks_per_plan: 3 },
  review: { max_cycles: 3 },
  execution: { agent_personality_verbosity: 'full' },
  integrations: { github: 'prompt' },
  memory: { enabled: true, project_scoped_only: true },
};

describe('resolveSettings: defaults (spec list)', () => {
  it('defaultSettings() matches the spec', () => {
    expect(defaultSettings()).toEqual(DEFAULTS);
  });
  it('missing file → defaults + one info W030', () => {
    const r = resolveSettings(undefined);
    expect(r.settings).toEqual(DEFAULTS);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({
      code: WarningCode.SETTINGS_DEFAULTS,
      severity: 'info',
      file: 'settings.json',
    });
  });
  it('uses the given path in diagnostics', () => {
    expect(resolveSettings(undefined, 'sub/settings.json').diagnostics[0]?.file).toBe('sub/settings.json');
  });
  it('empty object → defaults, no diagnostics', () => {
    expect(resolveSettings('{}')).toEqual({ settings: DEFAULTS, diagnostics: [] });
  });
  it('each call returns a fresh object', () => {
    const a = resolveSettings(undefined).settings;
    a.planning.max_tasks_per_plan = 99;
    expect(resolveSettings(undefined).settings.planning.max_tasks_per_plan).toBe(3);
  });
});

describe('resolveSettings: invalid files', () => {
  it('invalid JSON → defaults + warning with line and column', () => {
    const r = resolveSettings('{\n  "review": {\n    "max_cycles": 2,\n  }\n}');
    expect(r.settings).toEqual(DEFAULTS);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({
      code: WarningCode.SETTINGS_DEFAULTS,
      severity: 'warning',
      line: 4,
      column: 3,
    });
    expect(r.diagnostics[0]?.message).toContain('not valid JSON');
  });
  it('truncated JSON → position at the end', () => {
    const r = resolveSettings('{\n  "a": ');
    expect(r.diagnostics[0]).toMatchObject({ line: 2, column: 8 });
  });
  it('jsonErrorPosition understands both V8 message styles and unknown ones', () => {
    expect(jsonErrorPosition('ab\ncd', 'Unexpected token in JSON at position 4')).toEqual({ line: 2, column: 2 });
    expect(jsonErrorPosition('', 'Bad thing (line 7 column 9)')).toEqual({ line: 7, column: 9 });
    expect(jsonErrorPosition('x', 'Unexpected token x, "x" is not valid JSON')).toBeUndefined();
  });
  it.each([['[]'], ['null'], ['3'], ['"guarded"'], ['true']])('not an object (%s) → defaults + warning', (text) => {
    const r = resolveSettings(text);
    expect(r.settings).toEqual(DEFAULTS);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]?.severity).toBe('warning');
    expect(r.diagnostics[0]?.message).toContain('must contain a JSON object');
  });
  it('BOM is stripped', () => {
    const r = resolveSettings('\uFEFF{"review": {"max_cycles": 2}}');
    expect(r.diagnostics).toEqual([]);
    expect(r.settings.review.max_cycles).toBe(2);
  });
  it('too large → defaults + warning, without parsing', () => {
    const r = resolveSettings(`{"a":"${'x'.repeat(MAX_SETTINGS_CHARS)}"}`);
    expect(r.settings).toEqual(DEFAULTS);
    expect(r.diagnostics[0]?.message).toContain('larger than');
  });
});

describe('resolveSettings: per-value validation', () => {
  it('keeps valid known values', () => {
    const r = resolveSettings(
      JSON.stringify({
        control_mode: 'surgical',
        planning: { max_tasks_per_plan: 5 },
        review: { max_cycles: 1 },
        execution: { agent_personality_verbosity: 'condensed' },
        integrations: { github: 'disabled' },
        memory: { enabled: false, project_scoped_only: true },
      }),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.settings).toEqual({
      control_mode: 'surgical',
      planning: { max_tasks_per_plan: 5 },
      review: { max_cycles: 1 },
      execution: { agent_personality_verbosity: 'condensed' },
      integrations: { github: 'disabled' },
      memory: { enabled: false, project_scoped_only: true },
    });
  });
  it('control_mode is kept as written (wrong case is the control resolver’s job)', () => {
    const r = resolveSettings('{"control_mode": "Guarded"}');
    expect(r.settings.control_mode).toBe('Guarded');
    expect(r.diagnostics).toEqual([]);
  });
  it('non-string control_mode → guarded + warning naming the key', () => {
    const r = resolveSettings('{"control_mode": 1}');
    expect(r.settings.control_mode).toBe('guarded');
    expect(r.diagnostics[0]?.message).toContain('control_mode');
  });
  it.each([
    ['planning.max_tasks_per_plan', { planning: { max_tasks_per_plan: '3' } }],
    ['planning.max_tasks_per_plan', { planning: { max_tasks_per_plan: 2.5 } }],
    ['planning.max_tasks_per_plan', { planning: { max_tasks_per_plan: 6 } }],
    ['review.max_cycles', { review: { max_cycles: 0 } }],
    ['review.max_cycles', { review: { max_cycles: null } }],
    ['execution.agent_personality_verbosity', { execution: { agent_personality_verbosity: 'verbose' } }],
    ['execution.agent_personality_verbosity', { execution: { agent_personality_verbosity: 'FULL' } }],
    ['integrations.github', { integrations: { github: true } }],
    ['memory.enabled', { memory: { enabled: 'yes' } }],
    ['memory.project_scoped_only', { memory: { project_scoped_only: false } }],
  ])('invalid %s → that default + warning with the key path', (key, data) => {
    const r = resolveSettings(JSON.stringify(data));
    expect(r.settings).toEqual(DEFAULTS);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: WarningCode.SETTINGS_DEFAULTS, severity: 'warning' });
    expect(r.diagnostics[0]?.message).toContain(`: ${key} is `);
  });
  it('one bad value does not reset its neighbours', () => {
    const r = resolveSettings('{"memory": {"enabled": false, "project_scoped_only": "yes"}, "review": {"max_cycles": 4}}');
    expect(r.settings.memory).toEqual({ enabled: false, project_scoped_only: true });
    expect(r.settings.review.max_cycles).toBe(4);
    expect(r.diagnostics).toHaveLength(1);
  });
  it('a section that is not an object → its defaults + warning naming the section', () => {
    const r = resolveSettings('{"planning": 5, "review": [1], "memory": null}');
    expect(r.settings).toEqual(DEFAULTS);
    expect(r.diagnostics.map((d) => d.message.split(' is ')[0])).toEqual([
      'settings.json: planning',
      'settings.json: review',
      'settings.json: memory',
    ]);
  });
  it('unknown keys are ignored; __proto__ is never followed', () => {
    const r = resolveSettings('{"unknown_field": 1, "__proto__": {"control_mode": "autonomous"}, "planning": {"__proto__": {"max_tasks_per_plan": 5}}}');
    expect(r.settings).toEqual(DEFAULTS);
    expect(r.diagnostics).toEqual([]);
  });
});

describe.skipIf(!HAS_LEGION_REF)('resolveSettings: real Legion files', () => {
  it('settings.json → all values from the file, no diagnostics', () => {
    const r = resolveSettings(read('settings.json'));
    expect(r.diagnostics).toEqual([]);
    expect(r.settings).toEqual(DEFAULTS);
  });
  it.each([['valid.json'], ['invalid-extra-field.json'], ['invalid-missing-required.json'], ['invalid-wrong-type.json']])(
    'settings-validation/%s: routing keys all valid → no diagnostics (schema issues are outside routing keys)',
    (name) => {
      const r = resolveSettings(read(`tests/fixtures/settings-validation/${name}`));
      expect(r.diagnostics).toEqual([]);
      expect(r.settings.control_mode).toBe('guarded');
    },
  );
});

describe('resolveSettings: never throws (property)', () => {
  it('any text or JSON value → a complete settings object', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v))), (text) => {
        const r = resolveSettings(text);
        expect(Object.keys(r.settings).sort()).toEqual(Object.keys(DEFAULTS).sort());
        expect(Number.isInteger(r.settings.planning.max_tasks_per_plan)).toBe(true);
        expect(typeof r.settings.memory.enabled).toBe('boolean');
        expect(typeof r.settings.control_mode).toBe('string');
      }),
    );
  });
});
