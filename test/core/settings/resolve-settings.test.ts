import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WarningCode } from '../../../src/core/error-codes.js';
import { jsonErrorPosition, MAX_SETTINGS_CHARS, resolveSettings } from '../../../src/core/settings/resolve-settings.js';
import { HAS_LEGION_REF, LEGION_REF } from '../../support/legion-reference.js';

const read = (rel: string): string => readFileSync(join(LEGION_REF, rel), 'utf8');

describe('resolveSettings: control_mode, the one setting routing reads', () => {
  it('missing file → guarded + one info W030 naming the path', () => {
    const r = resolveSettings(undefined, 'sub/settings.json');
    expect(r.controlMode).toBe('guarded');
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: WarningCode.SETTINGS_DEFAULTS, severity: 'info', file: 'sub/settings.json' })]);
  });
  it('empty object → guarded, no diagnostics', () => {
    expect(resolveSettings('{}')).toEqual({ controlMode: 'guarded', diagnostics: [] });
  });
  it('a string control_mode is kept exactly as written (the control-mode resolver checks it)', () => {
    expect(resolveSettings('{"control_mode":"autonomous"}').controlMode).toBe('autonomous');
    expect(resolveSettings('{"control_mode":"Guarded"}').controlMode).toBe('Guarded');
  });
  it('a non-string control_mode → guarded + warning naming the key', () => {
    const r = resolveSettings('{"control_mode":3}');
    expect(r.controlMode).toBe('guarded');
    expect(r.diagnostics[0]).toMatchObject({ severity: 'warning', message: expect.stringContaining('control_mode is number') });
  });
  it('other sections are not validated: Legion owns them', () => {
    expect(resolveSettings('{"review":{"max_cycles":"lots"},"planning":7}')).toEqual({ controlMode: 'guarded', diagnostics: [] });
  });
  it('a BOM is stripped', () => {
    expect(resolveSettings('\uFEFF{"control_mode":"advisory"}').controlMode).toBe('advisory');
  });
  it('only own properties are read', () => {
    expect(resolveSettings('{"__proto__":{"control_mode":"autonomous"}}').controlMode).toBe('guarded');
  });
});

describe('resolveSettings: unusable files', () => {
  it('invalid JSON → guarded + warning with line and column, and never the file text', () => {
    const r = resolveSettings('{\n  "token": "ghp_secretsecret",\n  oops\n}');
    expect(r.controlMode).toBe('guarded');
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: WarningCode.SETTINGS_DEFAULTS, severity: 'warning', line: 3 });
    expect(r.diagnostics[0]?.message).not.toContain('ghp_');
    expect(r.diagnostics[0]?.message).not.toContain('oops');
  });
  it('not an object → guarded + warning', () => {
    for (const text of ['[]', '"x"', '3', 'null']) {
      expect(resolveSettings(text).diagnostics[0]?.message).toContain('must contain a JSON object');
    }
  });
  it('too large → guarded + warning', () => {
    const r = resolveSettings(' '.repeat(MAX_SETTINGS_CHARS + 1));
    expect(r.diagnostics[0]?.message).toContain('larger than');
  });
  it('jsonErrorPosition reads both engine wordings', () => {
    expect(jsonErrorPosition('{\n x', 'Unexpected token (line 2 column 2)')).toEqual({ line: 2, column: 2 });
    expect(jsonErrorPosition('{\n x', 'Unexpected token x in JSON at position 3')).toEqual({ line: 2, column: 2 });
    expect(jsonErrorPosition('{', 'Unexpected end of JSON input')).toEqual({ line: 1, column: 2 });
  });
});

describe.skipIf(!HAS_LEGION_REF)('resolveSettings: real Legion files', () => {
  it.each([['settings.json'], ['tests/fixtures/settings-validation/valid.json'], ['tests/fixtures/settings-validation/invalid-wrong-type.json']])(
    '%s → guarded, no diagnostics',
    (path) => {
      expect(resolveSettings(read(path))).toEqual({ controlMode: 'guarded', diagnostics: [] });
    },
  );
});

describe('resolveSettings: never throws (property)', () => {
  it('any text or JSON value → a string control mode and at most one diagnostic', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const r = resolveSettings(text);
          expect(typeof r.controlMode).toBe('string');
          expect(r.diagnostics.length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
