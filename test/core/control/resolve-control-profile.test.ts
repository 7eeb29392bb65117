import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTROL_FLAGS, CONTROL_MODES, GUARDED_PROFILE, partialProfileMessage, resolveControlProfile } from '../../../src/core/control/resolve-control-profile.js';
import { ErrorCode, WarningCode } from '../../../src/core/error-codes.js';
import type { ControlProfile } from '../../../src/core/types.js';

import { LEGION_REF as REF, HAS_LEGION_REF } from '../../support/legion-reference.js';
const read = (rel: string): string => readFileSync(join(REF, rel), 'utf8');

const GUARDED: ControlProfile = {
  authority_enforcement: true,
  domain_filtering: true,
  human_approval_required: true,
  file_scope_restriction: false,
  read_only: false,
};
const ALL_FALSE: ControlProfile = {
  authority_enforcement: false,
  domain_filtering: false,
  human_approval_required: false,
  file_scope_restriction: false,
  read_only: false,
};

const yamlProfile = (name: string, flags: Record<string, unknown>): string =>
  `profiles:\n  ${name}:\n${Object.entries(flags)
    .map(([k, v]) => `    ${k}: ${String(v)}`)
    .join('\n')}\n`;
const full = (name: string, p: ControlProfile): string => yamlProfile(name, { ...p });

function expectFiveBooleans(profile: ControlProfile): void {
  expect(Object.keys(profile).sort()).toEqual([...CONTROL_FLAGS].sort());
  for (const flag of CONTROL_FLAGS) expect(typeof profile[flag]).toBe('boolean');
}

describe('GUARDED_PROFILE', () => {
  it('is the spec’s hard-coded guarded fallback and is frozen', () => {
    expect(GUARDED_PROFILE).toEqual(GUARDED);
    expect(Object.isFrozen(GUARDED_PROFILE)).toBe(true);
  });
  it('results never share the constant', () => {
    const r = resolveControlProfile('guarded', undefined);
    r.profile.read_only = true;
    expect(GUARDED_PROFILE.read_only).toBe(false);
  });
});

describe('resolveControlProfile: happy path', () => {
  it('valid mode found → its flags, no diagnostics', () => {
    const r = resolveControlProfile('autonomous', full('autonomous', ALL_FALSE));
    expect(r).toEqual({ mode: 'autonomous', profile: ALL_FALSE, diagnostics: [], blocked: false });
  });
  it('undefined mode means the default "guarded", silently', () => {
    const r = resolveControlProfile(undefined, full('guarded', { ...GUARDED, read_only: true }));
    expect(r.mode).toBe('guarded');
    expect(r.profile.read_only).toBe(true);
    expect(r.diagnostics).toEqual([]);
  });
  it('extra keys (description, unknown flags) are dropped; exactly 5 flags', () => {
    const r = resolveControlProfile(
      'surgical',
      `profiles:\n  surgical:\n    description: x\n    extra_flag: true\n${Object.entries(GUARDED)
        .map(([k, v]) => `    ${k}: ${v}`)
        .join('\n')}\n`,
    );
    expect(r.profile).toEqual(GUARDED);
    expectFiveBooleans(r.profile);
  });
  it('BOM is accepted', () => {
    const r = resolveControlProfile('autonomous', `\uFEFF${full('autonomous', ALL_FALSE)}`);
    expect(r.diagnostics).toEqual([]);
  });
});

describe('resolveControlProfile: case-sensitive mode names (precondition 1)', () => {
  it.each([['Guarded'], ['GUARDED'], ['Autonomous'], [' guarded'], ['yolo'], ['']])('%j → warning W032 and fall back to guarded', (name) => {
    const text =
      full('autonomous', ALL_FALSE) +
      `  guarded:\n${Object.entries(GUARDED)
        .map(([k, v]) => `    ${k}: ${v}`)
        .join('\n')}\n`;
    const r = resolveControlProfile(name, text);
    expect(r.mode).toBe('guarded');
    expect(r.profile).toEqual(GUARDED);
    expect(r.blocked).toBe(false);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: WarningCode.CONTROL_MODE_UNKNOWN, severity: 'warning' });
    expect(r.diagnostics[0]?.message).toContain(`control_mode '${name}'`);
  });
  it('case variant gets a "case-sensitive" hint with the right spelling', () => {
    const r = resolveControlProfile('Autonomous', full('autonomous', ALL_FALSE));
    expect(r.diagnostics[0]?.hint).toContain('"autonomous"');
    // …and it does NOT use the autonomous profile.
    expect(r.mode).toBe('guarded');
  });
  it('a custom profile name present in the file is still not a valid mode', () => {
    const r = resolveControlProfile('custom', full('custom', ALL_FALSE));
    expect(r.mode).toBe('guarded');
    expect(r.profile).toEqual(GUARDED);
    expect(r.diagnostics.map((d) => d.code)).toEqual([
      WarningCode.CONTROL_MODE_UNKNOWN,
      WarningCode.CONTROL_MODE_UNKNOWN, // guarded itself not defined in that file
    ]);
  });
  it('long / multi-line names are shortened in the message', () => {
    const r = resolveControlProfile(`x\n${'y'.repeat(500)}`, undefined);
    expect(r.diagnostics[0]?.message).not.toContain('\n');
    expect(r.diagnostics[0]!.message.length).toBeLessThan(250);
  });
});

describe('resolveControlProfile: missing file (step 2)', () => {
  it.each(CONTROL_MODES.map((m) => [m]))('%s → warning W031 with the escalation text, guarded', (mode) => {
    const r = resolveControlProfile(mode, undefined);
    expect(r.mode).toBe('guarded');
    expect(r.profile).toEqual(GUARDED);
    expect(r.blocked).toBe(false);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({
      code: WarningCode.CONTROL_MODES_MISSING,
      severity: 'warning',
      file: '.planning/config/control-modes.yaml',
    });
    expect(r.diagnostics[0]?.message).toContain('control-modes.yaml missing — falling back to hardcoded guarded defaults');
    expect(r.diagnostics[0]?.message).toContain('downstream gates will use hardcoded guarded flags');
  });
  it('the message states its path once, at the start (#10 item 6); the hint does not repeat it', () => {
    const d = resolveControlProfile('guarded', undefined).diagnostics[0]!;
    const path = '.planning/config/control-modes.yaml';
    expect(d.message.startsWith(`${path} missing — `)).toBe(true);
    expect(d.message.split(path)).toHaveLength(2);
    expect(d.hint).not.toContain('control-modes.yaml');
  });
  it('path parameter is used', () => {
    expect(resolveControlProfile('guarded', undefined, 'x/cm.yaml').diagnostics[0]?.file).toBe('x/cm.yaml');
  });
  it('wrong-case mode and missing file → both warnings', () => {
    const r = resolveControlProfile('Surgical', undefined);
    expect(r.diagnostics.map((d) => d.code)).toEqual([WarningCode.CONTROL_MODE_UNKNOWN, WarningCode.CONTROL_MODES_MISSING]);
  });
});

describe('resolveControlProfile: parse failure (step 3) → blocker, STOP', () => {
  it.each([
    ['unclosed flow sequence', 'profiles:\n  guarded: [a\n', 3, 1],
    ['tab indentation', 'profiles:\n\tguarded: x\n', 2, 1],
    ['duplicate key', 'profiles:\n  guarded: {}\n  guarded: {}\n', 3, 3],
  ])('%s', (_label, text, line, column) => {
    const r = resolveControlProfile('guarded', text);
    expect(r.blocked).toBe(true);
    expect(r.mode).toBe('guarded');
    expect(r.profile).toEqual(GUARDED);
    const blocker = r.diagnostics.find((d) => d.severity === 'blocker');
    expect(blocker).toMatchObject({
      code: ErrorCode.CONFIG_BLOCKER,
      file: '.planning/config/control-modes.yaml',
      line,
      column,
    });
    expect(blocker?.message).toContain('Cannot resolve control mode: control-modes.yaml present but YAML parse failed');
  });
  it('several documents → blocker', () => {
    expect(resolveControlProfile('guarded', 'a: 1\n---\nb: 2\n').blocked).toBe(true);
  });
  it('unresolved alias (throws inside yaml) → blocker, no throw', () => {
    const r = resolveControlProfile('guarded', 'a: &x [1]\nprofiles: *y\n');
    expect(r.blocked).toBe(true);
  });
  it('alias bomb → blocker quickly', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 12; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    const start = performance.now();
    const r = resolveControlProfile('guarded', `${lines.join('\n')}\n`);
    expect(r.blocked).toBe(true);
    expect(performance.now() - start).toBeLessThan(2000);
  });
  it('larger than 1 MiB → blocker', () => {
    const r = resolveControlProfile('guarded', `# ${'x'.repeat(1_048_576)}\n`);
    expect(r.blocked).toBe(true);
  });
});

describe('resolveControlProfile: mode not defined (step 5) and no profiles map', () => {
  it('valid mode absent from profiles → W032 "not defined", hardcoded guarded', () => {
    const r = resolveControlProfile('surgical', full('autonomous', ALL_FALSE));
    expect(r.mode).toBe('guarded');
    expect(r.profile).toEqual(GUARDED);
    expect(r.blocked).toBe(false);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]?.code).toBe(WarningCode.CONTROL_MODE_UNKNOWN);
    expect(r.diagnostics[0]?.message).toContain("control_mode 'surgical' not defined in control-modes.yaml — using hardcoded guarded defaults");
  });
  it.each([
    ['empty file', ''],
    ['comment only', '# nothing\n'],
    ['no profiles key', 'version: "1.0"\n'],
    ['profiles is a list', 'profiles:\n  - guarded\n'],
    ['profiles is a scalar', 'profiles: guarded\n'],
    ['top level is a list', '- a\n'],
    ['profile entry is a scalar', 'profiles:\n  guarded: true\n'],
    ['profile entry is null', 'profiles:\n  guarded:\n'],
  ])('%s → warning (not a blocker), hardcoded guarded', (_label, text) => {
    const r = resolveControlProfile('guarded', text);
    expect(r.blocked).toBe(false);
    expect(r.profile).toEqual(GUARDED);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: WarningCode.CONTROL_MODE_UNKNOWN, severity: 'warning' });
  });
  it('a mode named like an Object.prototype key is never looked up through the prototype', () => {
    const r = resolveControlProfile('constructor', 'profiles: {}\n');
    expect(r.mode).toBe('guarded');
    expectFiveBooleans(r.profile);
  });
});

describe('resolveControlProfile: partial profiles (precondition 3)', () => {
  it('exact warning text', () => {
    expect(partialProfileMessage('advisory', ['read_only', 'domain_filtering'])).toBe(
      "control-mode profile 'advisory' missing flags: read_only, domain_filtering. Falling back to guarded defaults for missing flags.",
    );
  });
  it('keeps the profile’s flags, merges guarded only for the missing ones', () => {
    const r = resolveControlProfile('advisory', yamlProfile('advisory', { authority_enforcement: false, read_only: true }));
    expect(r.mode).toBe('advisory');
    expect(r.blocked).toBe(false);
    expect(r.profile).toEqual({
      authority_enforcement: false, // from the profile (guarded would be true)
      domain_filtering: true, // guarded
      human_approval_required: true, // guarded
      file_scope_restriction: false, // guarded
      read_only: true, // from the profile (guarded would be false)
    });
    expect(r.diagnostics).toEqual([
      {
        code: WarningCode.CONTROL_PROFILE_PARTIAL,
        severity: 'warning',
        message:
          "control-mode profile 'advisory' missing flags: domain_filtering, human_approval_required, file_scope_restriction. Falling back to guarded defaults for missing flags.",
        file: '.planning/config/control-modes.yaml',
      },
    ]);
  });
  it('non-boolean values count as missing (YAML 1.2 `yes`, quoted "true", numbers, null)', () => {
    const r = resolveControlProfile(
      'autonomous',
      yamlProfile('autonomous', {
        authority_enforcement: 'yes',
        domain_filtering: '"false"',
        human_approval_required: 0,
        file_scope_restriction: '~',
        read_only: true,
      }),
    );
    expect(r.profile).toEqual({ ...GUARDED, read_only: true });
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]?.message).toBe(partialProfileMessage('autonomous', ['authority_enforcement', 'domain_filtering', 'human_approval_required', 'file_scope_restriction']));
    expect(r.diagnostics[0]?.hint).toContain('authority_enforcement');
  });
  it('empty map → every flag from guarded, all five listed', () => {
    const r = resolveControlProfile('surgical', 'profiles:\n  surgical: {}\n');
    expect(r.profile).toEqual(GUARDED);
    expect(r.mode).toBe('surgical');
    expect(r.diagnostics[0]?.message).toBe(partialProfileMessage('surgical', [...CONTROL_FLAGS]));
  });
  it('YAML booleans True/FALSE are booleans (core schema)', () => {
    const r = resolveControlProfile(
      'autonomous',
      yamlProfile('autonomous', {
        authority_enforcement: 'False',
        domain_filtering: 'FALSE',
        human_approval_required: 'false',
        file_scope_restriction: 'false',
        read_only: 'True',
      }),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.profile).toEqual({ ...ALL_FALSE, read_only: true });
  });
});

describe('resolveControlProfile: never throws', () => {
  it.each([
    [42, 'profiles: {}'],
    [null, undefined],
    [{}, 'x'],
  ])('odd inputs %j', (mode, text) => {
    const r = resolveControlProfile(mode as unknown as string, text as unknown as string);
    expectFiveBooleans(r.profile);
    expect(r.mode).toBe('guarded');
  });
});

describe.skipIf(!HAS_LEGION_REF)('resolveControlProfile: real Legion files', () => {
  const expected: Record<string, ControlProfile> = {
    autonomous: ALL_FALSE,
    guarded: GUARDED,
    advisory: { ...ALL_FALSE, read_only: true },
    surgical: { ...GUARDED, file_scope_restriction: true },
  };
  for (const [file, label] of [
    ['.planning/config/control-modes.yaml', 'control-modes.yaml'],
    ['tests/mocks/control-modes.json', 'mocks/control-modes.json (JSON is YAML)'],
  ] as const) {
    it.each(CONTROL_MODES.map((m) => [m]))(`${label}: %s`, (mode) => {
      const r = resolveControlProfile(mode, read(file));
      expect(r).toEqual({ mode, profile: expected[mode], diagnostics: [], blocked: false });
      expectFiveBooleans(r.profile);
    });
  }
  it('the real guarded profile equals the hard-coded one', () => {
    expect(resolveControlProfile('guarded', read('.planning/config/control-modes.yaml')).profile).toEqual(GUARDED_PROFILE);
  });
  it('wrong case against the real file → guarded from the file + warning', () => {
    const r = resolveControlProfile('Advisory', read('.planning/config/control-modes.yaml'));
    expect(r.mode).toBe('guarded');
    expect(r.profile).toEqual(GUARDED);
    expect(r.diagnostics).toHaveLength(1);
  });
});

describe('resolveControlProfile: five flags always (property)', () => {
  it('any mode and any YAML-ish text', async () => {
    const fc = (await import('fast-check')).default;
    const modes = fc.oneof(fc.constantFrom(...CONTROL_MODES, 'Guarded', ''), fc.string({ maxLength: 10 }));
    const flagValue = fc.constantFrom('true', 'false', 'yes', '1', '~', '"x"', '');
    const text = fc.oneof(
      fc.string(),
      fc
        .record({
          mode: fc.constantFrom(...CONTROL_MODES),
          flags: fc.dictionary(fc.constantFrom(...CONTROL_FLAGS), flagValue),
        })
        .map(({ mode, flags }) => yamlProfile(mode, flags)),
    );
    fc.assert(
      fc.property(modes, fc.option(text, { nil: undefined }), (mode, t) => {
        const r = resolveControlProfile(mode, t);
        expectFiveBooleans(r.profile);
        if (r.blocked) expect(r.diagnostics.some((d) => d.severity === 'blocker')).toBe(true);
        if (!CONTROL_MODES.includes(mode as never)) expect(r.mode).toBe('guarded');
      }),
    );
  });
});
