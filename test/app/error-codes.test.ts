/**
 * The error, warning and info codes are a contract: workflows branch on `error-code`. Every code
 * listed in src/core/error-codes.ts is emitted somewhere in src/ and documented in the README,
 * and nothing in src/ emits a code that is not listed (a code is always referenced by name).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ErrorCode, InfoCode, WarningCode } from '../../src/core/error-codes.js';
import { PROJECT_ROOT } from '../support/legion-reference.js';

const SRC = join(PROJECT_ROOT, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('error-codes.ts') ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path: relative(PROJECT_ROOT, path), text: readFileSync(path, 'utf8') }));
const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
const groups = { ErrorCode, WarningCode, InfoCode } as const;
const listed = Object.entries(groups).flatMap(([group, codes]) => Object.entries(codes).map(([name, code]) => ({ group, name, code: code as string })));

describe('error codes', () => {
  test('codes are unique and well-formed', () => {
    const codes = listed.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { group, code } of listed) expect(code).toMatch(group === 'ErrorCode' ? /^E\d{3}$/ : group === 'WarningCode' ? /^W\d{3}$/ : /^I\d{3}$/);
  });

  test.each(listed.map((c) => [c.code, c.group, c.name] as const))('%s (%s.%s) is emitted in src/ and documented in the README', (code, group, name) => {
    const use = new RegExp(`\\b${group}\\.${name}\\b`);
    expect(
      files.some((f) => use.test(f.text)),
      `${group}.${name} is never used in src/`,
    ).toBe(true);
    expect(readme.includes(code), `${code} is not in the README`).toBe(true);
  });

  test('no source file writes a code as a literal string (codes are referenced by name)', () => {
    const literal = /['"`][EWI]\d{3}['"`]/;
    const offenders = files.filter((f) => literal.test(f.text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''))).map((f) => f.path);
    expect(offenders).toEqual([]);
  });
});
