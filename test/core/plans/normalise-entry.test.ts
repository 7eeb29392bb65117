/**
 * files_modified entries as people write them (#10 item 4): notes, comments, backticks,
 * punctuation, Windows separators and directories without `/` are read as the path they name;
 * the route reports them once (I015). Fixtures are our own, in the forms found in Legion's
 * history (see the survey in the plans report) and the forms the issue lists.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkoutFromPaths } from '../../../src/core/plans/checkout-lookup.js';
import { entryNormalisationDiagnostic, normaliseEntry, normaliseText, normaliseTextGeneral, type EntryChange } from '../../../src/core/plans/normalise-entry.js';
import { parsePlan } from '../../../src/core/plans/parse-plan.js';
import type { Plan } from '../../../src/core/types.js';

const checkout = checkoutFromPaths(['src/app/main.ts', 'src/app/util.ts', 'docs/guide.md', 'skills/router/SKILL.md', 'notes - draft.md', 'ref (v2).md', 'README.md']);
const kind = (path: string) => checkout.kind(path);

const norm = (raw: string, withCheckout = false): [string, EntryChange[]] => {
  const result = normaliseEntry(raw, withCheckout ? kind : undefined);
  return [result.entry, result.changes];
};

describe('normaliseEntry: the forms of #10 item 4', () => {
  test.each<[string, string, EntryChange[]]>([
    ['skills/*/SKILL.md (15 directories created, 15 SKILL.md files)', 'skills/*/SKILL.md', ['parenthesised-note']],
    ['agents/ (whole directory removed)', 'agents/', ['parenthesised-note']],
    ['src/app/main.ts — entry point, rewritten', 'src/app/main.ts', ['dash-note']],
    ['src/app/main.ts – entry point', 'src/app/main.ts', ['dash-note']],
    ['src/app/main.ts - entry point', 'src/app/main.ts', ['dash-note']],
    ['src/app/main.ts -- entry point', 'src/app/main.ts', ['dash-note']],
    ['src/app/main.ts—entry point', 'src/app/main.ts', ['dash-note']],
    ['src/app/main.ts # the entry point', 'src/app/main.ts', ['comment']],
    ['`src/app/main.ts`', 'src/app/main.ts', ['backticks']],
    ['`src/app/main.ts` — entry point', 'src/app/main.ts', ['backticks', 'dash-note']],
    ['`src/app/main.ts` (new)', 'src/app/main.ts', ['backticks', 'parenthesised-note']],
    ['`src/app/main.ts` rewritten', 'src/app/main.ts', ['backticks', 'text-after-backticks']],
    ['`src/app/main.ts`,', 'src/app/main.ts', ['backticks', 'trailing-punctuation']],
    ['src/app/main.ts,', 'src/app/main.ts', ['trailing-punctuation']],
    ['src/app/main.ts:', 'src/app/main.ts', ['trailing-punctuation']],
    ['src/app/main.ts;', 'src/app/main.ts', ['trailing-punctuation']],
    ['src/app/main.ts (entry),', 'src/app/main.ts', ['parenthesised-note', 'trailing-punctuation']],
    ['src/app/main.ts, (entry)', 'src/app/main.ts', ['parenthesised-note', 'trailing-punctuation']],
    ['src\\app\\main.ts', 'src/app/main.ts', ['backslashes']],
    ['src\\\\app\\\\main.ts', 'src/app/main.ts', ['backslashes']],
    ['`src\\app\\main.ts` (Windows)', 'src/app/main.ts', ['backticks', 'parenthesised-note', 'backslashes']],
  ])('%j → %j', (raw, entry, changes) => {
    expect(norm(raw)).toEqual([entry, changes]);
  });

  test.each(['src/app/main.ts', 'src/**/*.{ts,tsx}', 'docs/', '!docs/drafts/**', 'src/a-b.ts', 'src/a_(b)/c.ts'])('%j is used as written', (raw) => {
    expect(norm(raw)).toEqual([raw, []]);
  });

  test('backticks inside a file name are not a path in backticks', () => {
    expect(norm('`x`.ts')).toEqual(['`x`.ts', []]);
    expect(norm('`x`y (note)')).toEqual(['`x`y', ['parenthesised-note']]);
  });

  test('a hyphen inside a name, or a dash without spaces, is not a note', () => {
    expect(norm('src/my-file.ts')).toEqual(['src/my-file.ts', []]);
    expect(norm('src/a-(b).ts')).toEqual(['src/a-(b).ts', []]);
    expect(norm('src/a (b).ts')).toEqual(['src/a (b).ts', []]); // does not end with ')': not a note
    expect(norm('src/C#/x.cs')).toEqual(['src/C#/x.cs', []]);
  });

  test('a glob escape stays an escape; other backslashes are separators', () => {
    expect(norm('src/\\*literal.ts')).toEqual(['src/\\*literal.ts', []]);
    expect(norm('src\\lib\\[x].ts')).toEqual(['src/lib\\[x].ts', ['backslashes']]);
  });

  test('a negation keeps its `!` and the rest is normalised', () => {
    expect(norm('!docs/drafts/** (not ours)')).toEqual(['!docs/drafts/**', ['parenthesised-note']]);
  });

  test('surrounding whitespace is dropped silently; empty and note-only entries stay as they are', () => {
    expect(norm('  src/a.ts  ')).toEqual(['src/a.ts', []]);
    expect(norm('')).toEqual(['', []]);
    expect(norm('(note only)')).toEqual(['(note only)', []]);
    expect(norm('`` x')).toEqual(['`` x', []]);
  });
});

describe('normaliseEntry with the checkout', () => {
  test('a directory named without its trailing / becomes dir/', () => {
    expect(norm('docs', true)).toEqual(['docs/', ['directory-slash']]);
    expect(norm('src/app', true)).toEqual(['src/app/', ['directory-slash']]);
    expect(norm('src\\app', true)).toEqual(['src/app/', ['backslashes', 'directory-slash']]);
    expect(norm('`skills/router` (the router skill)', true)).toEqual(['skills/router/', ['backticks', 'parenthesised-note', 'directory-slash']]);
    expect(norm('./docs', true)).toEqual(['./docs/', ['directory-slash']]);
  });

  test('only names that can be directories are looked up: a dot after the first character means a file', () => {
    const dotted = checkoutFromPaths(['conf.d/a.conf', '.github/workflows/ci.yml', 'bin/tool']);
    const lookups: string[] = [];
    const counting = (path: string) => {
      lookups.push(path);
      return dotted.kind(path);
    };
    expect(normaliseEntry('.github', counting)).toEqual({ entry: '.github/', changes: ['directory-slash'] });
    expect(normaliseEntry('bin', counting)).toEqual({ entry: 'bin/', changes: ['directory-slash'] });
    expect(normaliseEntry('conf.d', counting)).toEqual({ entry: 'conf.d', changes: [] }); // written conf.d/ it works
    expect(normaliseEntry('src/app.ts', counting).changes).toEqual([]);
    expect(lookups).toEqual(['.github', 'bin']);
  });

  test('without the checkout, or for a file, a glob or a missing path, no / is added', () => {
    expect(norm('docs')).toEqual(['docs', []]);
    expect(norm('docs/guide.md', true)).toEqual(['docs/guide.md', []]);
    expect(norm('src/*', true)).toEqual(['src/*', []]);
    expect(norm('missing', true)).toEqual(['missing', []]);
  });

  test('an entry that is exactly a checkout path is never cut', () => {
    expect(norm('notes - draft.md', true)).toEqual(['notes - draft.md', []]);
    expect(norm('ref (v2).md', true)).toEqual(['ref (v2).md', []]);
    expect(norm('notes - draft.md')).toEqual(['notes', ['dash-note']]); // without the checkout it cannot know
  });
});

describe('normaliseEntry: properties', () => {
  const alphabet = fc.constantFrom('a', 'b', '/', '.', ' ', '(', ')', '-', '—', '#', '`', ',', ':', '\\', '*', '!', '\t');
  const entries = fc.array(alphabet, { maxLength: 40 }).map((chars) => chars.join(''));

  test('never throws; a normalised entry normalises to itself (idempotent)', () => {
    fc.assert(
      fc.property(entries, fc.boolean(), (raw, withCheckout) => {
        const first = normaliseEntry(raw, withCheckout ? kind : undefined);
        const second = normaliseEntry(first.entry, withCheckout ? kind : undefined);
        expect(second.entry).toBe(first.entry);
        expect(second.changes).toEqual([]);
        if (first.changes.length === 0) expect(first.entry).toBe(raw.trim());
      }),
      { numRuns: 3000 },
    );
  });

  test('linear: a 200,000-character entry of spaces and dashes is handled (no quadratic scan)', () => {
    const raw = `a${' '.repeat(100_000)}x${' -'.repeat(50_000)}`;
    // Over MAX_NORMALISED_ENTRY: left alone, whatever it holds.
    expect(normaliseEntry(raw).changes).toEqual([]);
    const justUnder = `a${' '.repeat(2000)}b`;
    expect(normaliseEntry(justUnder).entry).toBe(justUnder);
  });
});

describe('parsePlan normalises files_modified and records it; one I015 per route', () => {
  const text = (entries: string[]) =>
    ['---', 'phase: 1', 'plan: "01-01"', 'wave: 1', 'agents: [a]', 'files_modified:', ...entries.map((e) => `  - ${JSON.stringify(e)}`), '---', '', '# Plan'].join('\n');
  const parse = (entries: string[], id = '01-01'): Plan => {
    const result = parsePlan({ path: `.planning/phases/01-x/${id}-PLAN.md`, fileName: `${id}-PLAN.md`, phaseDir: '01-x', phaseNumber: 1, text: text(entries), kind });
    if (!result.plan) throw new Error('expected a plan');
    return result.plan;
  };

  test('filesModified holds the paths; normalisedEntries what changed', () => {
    const plan = parse(['src/app/main.ts (entry)', 'docs', 'README.md']);
    expect(plan.filesModified).toEqual(['src/app/main.ts', 'docs/', 'README.md']);
    expect(plan.normalisedEntries).toEqual([
      { raw: 'src/app/main.ts (entry)', entry: 'src/app/main.ts', changes: ['parenthesised-note'] },
      { raw: 'docs', entry: 'docs/', changes: ['directory-slash'] },
    ]);
    expect(plan.diagnostics).toEqual([]);
  });

  test('a plan written with bare paths records nothing', () => {
    expect(parse(['src/app/main.ts', 'docs/']).normalisedEntries).toBeUndefined();
  });

  test('one info for the whole route, listing entries with their plan, bounded with a count', () => {
    const plans = [parse(['a.ts (x)', 'b.ts (y)', 'c.ts,'], '01-01'), parse(['d.ts — z', '`e.ts`', 'f.ts # g', 'docs'], '01-02'), parse(['src/app/main.ts'], '01-03')];
    const info = entryNormalisationDiagnostic(plans);
    expect(info).toMatchObject({ code: 'I015', severity: 'info' });
    expect(info?.message).toBe(
      "7 files_modified entries of 2 plans read as paths (parenthesised-note, trailing-punctuation, dash-note, backticks, comment, directory-slash): 'a.ts (x)' → 'a.ts' (01-01), 'b.ts (y)' → 'b.ts' (01-01), 'c.ts,' → 'c.ts' (01-01), 'd.ts — z' → 'd.ts' (01-02), '`e.ts`' → 'e.ts' (01-02) and 2 more.",
    );
    expect(entryNormalisationDiagnostic([plans[2] as Plan])).toBeUndefined();
  });

  test('entries in the info are bounded and on one line', () => {
    const long = `x.ts (${'n'.repeat(300)}\n)`;
    const info = entryNormalisationDiagnostic([parse([long])]);
    expect(info?.message).not.toContain('\n');
    expect(info?.message.length).toBeLessThan(300);
  });
});

describe('normaliseText: the plain-entry answer equals the general rules', () => {
  const alphabet = fc.constantFrom(
    'a',
    'B',
    '0',
    '/',
    '.',
    '_',
    '@',
    '+',
    '*',
    '?',
    '[',
    ']',
    '{',
    '}',
    ',',
    '!',
    '-',
    ' ',
    '(',
    ')',
    '—',
    '–',
    '#',
    '`',
    ':',
    ';',
    '\\',
    '\t',
    '\n',
    'é',
  );
  const plain = fc.constantFrom('a', 'B', '0', '/', '.', '_', '@', '+', '*', '?', '[', ']', '{', '}', ',', '!', '-');
  test('property: same text and same changes, on any entry body', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(alphabet, { maxLength: 16 }),
          fc.tuple(fc.array(plain, { maxLength: 12 }), fc.array(alphabet, { maxLength: 1 })).map(([a, b]) => [...a, ...b]),
        ),
        (chars) => {
          const body = chars.join('');
          const fast: EntryChange[] = [];
          const general: EntryChange[] = [];
          expect(normaliseText(body, fast)).toBe(normaliseTextGeneral(body, general));
          expect(fast).toEqual(general);
        },
      ),
      { numRuns: 20000 },
    );
  });
});
