/**
 * The pure rules of the wave action (src/core/wave): the generated SUMMARY.md against Legion's
 * own schema and the router's reading of it, path safety, the leg's scope, where land pushes,
 * the commit trailers, and the record format's checks.
 */
import { existsSync, readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { summaryStatus } from '../../../src/core/plans/summary-status.js';
import { splitFrontmatter } from '../../../src/core/plans/split-frontmatter.js';
import { generatedSummary } from '../../../src/core/wave/generated-summary.js';
import { readHandoffFields, renderHandoff } from '../../../src/core/wave/handoff-context.js';
import { commitMessage, plainTitle, readLegionTrailers } from '../../../src/core/wave/landing-commit.js';
import { isSafeBranchName, landingTarget, type LandingFacts } from '../../../src/core/wave/landing-target.js';
import { scopeViolations } from '../../../src/core/wave/leg-scope.js';
import { unsafeModeReason, unsafePathReason } from '../../../src/core/wave/path-safety.js';
import { parseWaveEntry } from '../../../src/core/wave/wave-entry.js';
import { WaveError, shownPath } from '../../../src/core/wave/wave-error.js';
import { compareRecords, parseRecord, RECORD_FORMAT, recordFileName, serializeRecord, type WaveRecord } from '../../../src/core/wave/wave-record.js';
import { HAS_LEGION_REF, legionPath } from '../../support/legion-reference.js';

/** Legion's summary schema, from ../shared beside the clone (the tests that need it skip without it). */
const SCHEMA_PATH = legionPath('docs/schemas/summary.schema.json');
const HAS_SCHEMA = HAS_LEGION_REF && existsSync(SCHEMA_PATH);
const validate = HAS_SCHEMA ? new Ajv2020.default({ strict: false }).compile(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as object) : null;

function frontmatterOf(text: string): unknown {
  return parse(splitFrontmatter(text).yaml ?? '');
}

describe('generated SUMMARY.md', () => {
  test.skipIf(!HAS_SCHEMA).each(['success', 'failure', 'cancelled', 'skipped'] as const)("validates against Legion's summary schema (agent step: %s)", (outcome) => {
    const text = generatedSummary({
      plan: '01-02',
      agent: 'engineering-senior-developer',
      outcome,
      files: ['src/a.ts', 'odd `name`.txt', 'café.md'],
      runLink: 'https://github.com/o/r/actions/runs/1',
    });
    const data = frontmatterOf(text);
    expect(validate?.(data), JSON.stringify(validate?.errors)).toBe(true);
    expect(data).toMatchObject({ plan_id: '01-02', files_modified: ['src/a.ts', 'odd `name`.txt', 'café.md'] });
    expect(text).toContain('- Run: https://github.com/o/r/actions/runs/1');
    expect(summaryStatus(text).done).toBe(outcome === 'success');
    expect(summaryStatus(text).form).toBe('frontmatter-outcome');
  });

  test('a name with backquotes stays one code span', () => {
    expect(generatedSummary({ plan: '01-01', agent: '', outcome: 'success', files: ['a`b'], runLink: '' })).toContain('- `` a`b ``');
  });
});

describe('handoff context', () => {
  test('key outputs, conventions and open questions of the earlier plans, dependencies marked', () => {
    const summary =
      '---\noutcome: success\nhandoff_context:\n  key_outputs: [API at src/api.ts]\n  conventions_established: ["errors as values"]\n  open_questions: ["pagination?"]\n---\n';
    expect(readHandoffFields(summary)).toEqual({ outcome: 'success', keyOutputs: ['API at src/api.ts'], conventions: ['errors as values'], openQuestions: ['pagination?'] });
    const text = renderHandoff({ plan: '01-03', wave: 2 }, [
      { plan: '01-01', wave: 1, dependency: true, summaryText: summary, summaryPath: 'p/01-01-SUMMARY.md', files: ['src/api.ts'] },
      { plan: '01-02', wave: 1, dependency: false, summaryText: null, summaryPath: 'p/01-02-SUMMARY.md', files: [] },
    ]);
    expect(text).toContain('## Plan 01-01 (wave 1, a dependency of this plan)');
    expect(text).toContain('  - errors as values');
    expect(text).toContain('p/01-02-SUMMARY.md (not written)');
  });
});

describe('paths in messages', () => {
  test('never markup, a link, a mention or a table cell break', () => {
    const shown = shownPath('[x](https://evil.example)|@team `code` <b>');
    expect(shown).not.toMatch(/[[\]()<>|`]|https:|@team/);
    expect(JSON.parse(shown.replace(/@\u200b/g, '@').replace(/'/g, '`'))).toBe('[x](https://evil.example)|@team `code` <b>');
    expect(shownPath('a'.repeat(300))).toHaveLength(203);
  });
});

describe('path safety', () => {
  test.each([
    '../x',
    'a/../../x',
    '/etc/passwd',
    'C:/x',
    '\\\\server\\x',
    '.git/config',
    '.git/hooks/pre-commit',
    'sub/.GIT/config',
    '.git./x',
    'GIT~1/config',
    'a//b',
    './a',
    'a\u0000b',
    'a\nb',
    '',
  ])('refuses %j', (path) => {
    expect(unsafePathReason(path)).not.toBeNull();
  });
  test.each(['src/a.ts', 'café/ü.txt', 'with space/x', '.github/workflows/ci.yml', '.gitignore', '.gitkeep/x', 'a..b'])('accepts %j', (path) => {
    expect(unsafePathReason(path)).toBeNull();
  });
  test('modes: files only', () => {
    expect([unsafeModeReason('100644'), unsafeModeReason('100755'), unsafeModeReason('000000')]).toEqual([null, null, null]);
    expect(unsafeModeReason('120000')).toBe('a symbolic link');
    expect(unsafeModeReason('160000')).toBe('a submodule (gitlink)');
  });
});

describe('scope of a leg', () => {
  const scope = { summary: 'p/01-01-SUMMARY.md', files: ['src/api/', 'docs/*.md', '!docs/secret.md'], readOnly: false, fileScopeRestriction: true };
  test('declared files, its SUMMARY.md; negations; workflows; read-only', () => {
    expect(scopeViolations(scope, ['src/api/x/y.ts', 'docs/a.md', 'p/01-01-SUMMARY.md'])).toEqual([]);
    expect(scopeViolations(scope, ['docs/secret.md', 'src/other.ts'])).toEqual([
      { path: 'docs/secret.md', kind: 'scope' },
      { path: 'src/other.ts', kind: 'scope' },
    ]);
    expect(scopeViolations({ ...scope, fileScopeRestriction: false }, ['src/other.ts', '.github/workflows/ci.yml'])).toEqual([
      { path: '.github/workflows/ci.yml', kind: 'workflow' },
    ]);
    expect(scopeViolations({ ...scope, files: ['.github/workflows/'] }, ['.github/workflows/ci.yml'])).toEqual([]);
    expect(scopeViolations({ ...scope, readOnly: true }, ['p/01-01-SUMMARY.md'])).toEqual([{ path: 'p/01-01-SUMMARY.md', kind: 'read-only' }]);
  });
});

describe('landing target', () => {
  const facts: LandingFacts = { eventName: 'issue_comment', branchInput: '', refName: 'main', mergeGroupBase: '', defaultBranch: 'main', phase: 3, runId: '99' };
  test('same-repository pull request: its head; fork: a new branch against its base; others: a new branch', () => {
    expect(landingTarget({ ...facts, pull: { number: 2, headRef: 'feature', sameRepository: true, baseRef: 'main' } })).toEqual({
      ok: true,
      target: { kind: 'pull-head', branch: 'feature', pullNumber: 2 },
    });
    expect(landingTarget({ ...facts, pull: { number: 2, headRef: 'feature', sameRepository: false, baseRef: 'dev' } })).toMatchObject({
      ok: true,
      target: { kind: 'new-branch', branch: 'legion/phase-03-99', base: 'dev' },
    });
    expect(landingTarget({ ...facts, eventName: 'merge_group', mergeGroupBase: 'main' })).toMatchObject({ target: { kind: 'new-branch', base: 'main' } });
    expect(landingTarget({ ...facts, eventName: 'push', refName: 'release' })).toMatchObject({ target: { kind: 'new-branch', base: 'release' } });
    expect(landingTarget({ ...facts, branchInput: 'x/y', pull: { number: 2, headRef: 'feature', sameRepository: true, baseRef: 'main' } })).toEqual({
      ok: true,
      target: { kind: 'explicit', branch: 'x/y' },
    });
  });
  test.each(['-f', 'a..b', 'a b', 'x.lock', 'HEAD', 'a/', '@{1}', 'a/.b', ''])('refuses the branch name %j', (name) => {
    expect(isSafeBranchName(name)).toBe(false);
  });
  test('an unsafe head branch is refused, not pushed to', () => {
    expect(landingTarget({ ...facts, pull: { number: 2, headRef: '--force', sameRepository: true, baseRef: 'main' } }).ok).toBe(false);
  });
});

describe('commit message', () => {
  test('subject, body, trailers a later reader finds', () => {
    const message = commitMessage({
      plan: '01-02',
      title: 'Add @admin login #12 `now`',
      phase: 1,
      wave: 2,
      runId: '4242',
      runLink: 'https://github.com/o/r/actions/runs/4242',
      agent: 'dev',
    });
    expect(message.split('\n')[0]).toBe('01-02: Add admin login 12 now');
    expect(readLegionTrailers(message)).toEqual({ plan: '01-02', run: '4242' });
    expect(plainTitle('x'.repeat(100))).toHaveLength(72);
  });
});

describe('records', () => {
  const record: WaveRecord = {
    format: RECORD_FORMAT,
    id: '01-01',
    plan: '01-01',
    phase: 1,
    wave: 1,
    path: 'p/01-01-PLAN.md',
    summary: 'p/01-01-SUMMARY.md',
    agent: 'dev',
    read_only: false,
    depends_on: [],
    outcome: 'success',
    run_id: '1',
    run_attempt: '1',
    base: 'a'.repeat(40),
    changes: [{ status: 'A', path: 'x' }],
    summary_generated: false,
    patch_bytes: 3,
    patch: Buffer.from('abc').toString('base64'),
  };
  test('round trip; every field checked', () => {
    expect(parseRecord(recordFileName('01-01'), serializeRecord(record))).toEqual(record);
    const bad = (change: Partial<Record<keyof WaveRecord, unknown>>, name = recordFileName('01-01')): unknown => {
      try {
        parseRecord(name, JSON.stringify({ ...record, ...change }));
        return 'parsed';
      } catch (error) {
        return error instanceof WaveError ? error.code : error;
      }
    };
    expect(bad({}, recordFileName('01-02'))).toBe('E107');
    expect(bad({ format: 'x' })).toBe('E107');
    expect(bad({ base: 'HEAD' })).toBe('E107');
    expect(bad({ patch: 'not base64!' })).toBe('E107');
    expect(bad({ patch: 'abc' })).toBe('E107');
    expect(bad({ patch: '', patch_bytes: 0 })).toBe('E107');
    expect(bad({ outcome: 'great' })).toBe('E107');
    expect(bad({ id: '-x' }, recordFileName('-x'))).toBe('E107');
  });
  test('order: wave, then plan id numerically', () => {
    const ids = [
      { wave: 2, id: '01-03' },
      { wave: 1, id: '01-10' },
      { wave: 1, id: '01-9' },
    ].sort(compareRecords);
    expect(ids.map((r) => r.id)).toEqual(['01-9', '01-10', '01-03']);
  });
});

describe('entry', () => {
  test('a batched leg is refused with E112; missing or unsafe fields with E100', () => {
    const code = (text: string): string => {
      try {
        parseWaveEntry(text);
        return 'parsed';
      } catch (error) {
        return (error as WaveError).code;
      }
    };
    expect(code('{"id":"batch-1","items":["01-01","01-02"]}')).toBe('E112');
    expect(code('')).toBe('E100');
    expect(code('[1]')).toBe('E100');
    expect(code('{"id":"01-01","path":"../x"}')).toBe('E100');
    expect(parseWaveEntry('{"id":"01-01","path":"p/01-01-PLAN.md","depends_on":["01-00"],"slim":true}')).toMatchObject({
      summary: 'p/01-01-SUMMARY.md',
      dependsOnSummaries: ['p/01-00-SUMMARY.md'],
      slim: true,
    });
  });
});
