/**
 * No text from a comment, a label, a file name, a plan, STATE.md or the config makes parsing or
 * matching superlinear (#11 item 3). Every parser and matcher that reads such text is fed
 * adversarial inputs at size n and 8n, and its cost growth is compared with a linear reference
 * workload measured in the same rounds (test/security/growth.ts): linear ≈ 1, quadratic ≈ 8,
 * failure above 4. No wall-clock time is asserted, so a loaded machine slows the case and the
 * reference alike instead of failing the test.
 *
 * The sizes stay within the documented bounds (SECURITY.md, "Bounds"): inputs past a bound are
 * cut, so 8n is at most the bound. The figures are printed as `[growth] …` lines.
 */
import { resolve } from 'node:path';
import { describe, it } from 'vitest';
import { codeBlock, escapeHtml, escapeInline, inlineCode, tableCode } from '../../src/action/markdown.js';
import { parseChangedFilesInput } from '../../src/action/inputs.js';
import { renderSummary } from '../../src/action/summary.js';
import { rejectedResult } from '../../src/app/rejected-result.js';
import { routeRepository } from '../../src/app/run-route.js';
import { parseIntentTeams } from '../../src/core/config/parse-intent-teams.js';
import { resolveControlProfile } from '../../src/core/control/resolve-control-profile.js';
import { compileGlob, globMatches, MAX_PATH_LENGTH, MAX_PATTERN_LENGTH } from '../../src/core/glob/compile-glob.js';
import { GlobIndex } from '../../src/core/glob/glob-index.js';
import { representativePath } from '../../src/core/glob/representative-path.js';
import { validFlags } from '../../src/core/intent/intent-flags.js';
import { parseIntentFlags } from '../../src/core/intent/parse-flags.js';
import { compileNaturalLanguage, MAX_NL_INPUT_CHARS, parseNaturalLanguage, rankCandidates } from '../../src/core/nl/parse-natural-language.js';
import { tokenize as tokenizeNl } from '../../src/core/nl/tokenize.js';
import { parsePlan } from '../../src/core/plans/parse-plan.js';
import { selectPlans } from '../../src/core/plans/select-plans.js';
import { splitFrontmatter } from '../../src/core/plans/split-frontmatter.js';
import { labelsToFlagTokens } from '../../src/core/request/labels-to-flags.js';
import { findCommandLine, MAX_COMMENT_BYTES, MAX_TOKENS, parseComment } from '../../src/core/request/parse-command.js';
import { resolveSettings } from '../../src/core/settings/resolve-settings.js';
import { parseRoadmap } from '../../src/core/state/parse-roadmap.js';
import { MAX_STATE_CHARS, parseStateMd } from '../../src/core/state/parse-state-md.js';
import { parseAuthorityMatrix } from '../../src/core/team/authority-matrix.js';
import type { IntentTeamsConfig, Plan } from '../../src/core/types.js';
import { loadYamlValue } from '../../src/core/yaml/load-yaml-value.js';
import { maskSecrets } from '../../src/core/yaml/mask-secrets.js';
import { parseYaml } from '../../src/core/yaml/parse-yaml.js';
import { bundledConfig } from '../core/nl/load-config.js';
import { expectLinearGrowth, expectSuperlinearGrowth, fill, GROWTH_FACTOR } from './growth.js';
import { planFixture } from '../support/plan-fixture.js';

const EXAMPLE = resolve('examples', 'basic');
/** The largest n whose 8n stays within a bound. */
const within = (bound: number): number => Math.floor(bound / GROWTH_FACTOR);
const COMMENT_N = within(MAX_COMMENT_BYTES);

describe('the growth check itself', () => {
  it('R09: flags the former representativePath expression `/\\[[^\\]/]*\\]/g` as superlinear (and a linear scan as linear)', () => {
    expectSuperlinearGrowth(
      'former /\\[[^\\]/]*\\]/g on "["',
      1_000,
      (n) => fill('[', n),
      (text) => text.replace(/\[[^\]/]*\]/g, 'x'),
    );
    expectLinearGrowth(
      'indexOf scan',
      1_000,
      (n) => fill('[', n),
      (text) => text.indexOf(']'),
    );
  });
});

describe('R09: representativePath on plan entries (was O(n²): 5.6 s at 40,000 `[`)', () => {
  it.each([
    ['a run of "["', '['],
    ['"[a" pairs', '[a'],
    ['"[/" (class cut by a slash)', '[/'],
    ['"[*?" mixed', '[*?'],
    ['"**[" ', '**['],
    ['"{[" (braces on a long entry are left alone)', '{['],
  ])('R09: representativePath on %s', (label, unit) => {
    expectLinearGrowth(`R09 representativePath ${label}`, 5_000, (n) => fill(unit, n), representativePath);
  });
  it('R09: the plan filter of a route (files_modified entry of N × "[" with --skip-frontend)', () => {
    const plan = (n: number): Plan => planFixture('01-01', [fill('[', n), 'src/x.ts'], { agents: ['a'], autonomous: true });
    const config = bundledConfig();
    const criteria = { intents: ['skip-frontend'], includeTaskTypes: [], excludeTaskTypes: [], excludeAgents: [], excludeFilePatterns: ['src/frontend/**', '**/*.tsx'] };
    expectLinearGrowth(
      'R09 selectPlans(--skip-frontend) over a "[" entry',
      5_000,
      (n) => [plan(n)],
      (plans) => selectPlans({ plans, criteria, changedFiles: { files: ['src/x.ts'], complete: true }, config }),
    );
  });
});

describe(`comments (bound: first ${MAX_COMMENT_BYTES} code units, one command line ≤ 4096 chars, ≤ ${MAX_TOKENS} tokens)`, () => {
  const units: [string, string][] = [
    ['"--"', '--'],
    ['"{"', '{'],
    ['"aaaa…!"', 'aaaaaaaaaaaaaaa!'],
    ['newlines', '\n'],
    ['CRLF lines of spaces', ' \t \r\n'],
    ['fences', '```\n'],
    ['quoted commands', '> /legion build\n'],
    ['zero-width characters', '\u200B\u2060\uFEFF'],
    ['em dashes', '\u2014'],
    ['"/legion" prefixes', '/legionary\n'],
    ['"<!--" openers', '<!--'],
    ['"<!-- -->" on one line', '<!-- x -->\n'],
    ['"<" runs', '<'],
    ['"<details>" openers', '<details>'],
    ['"</details>" closers', '</details>\n'],
    ['"<pre" without ">"', '<pre'],
    ['"<code" attributes', '<code a=b c=d '],
    ['indented commands', '    /legion build\n'],
    ['tab-indented lines', '\t\t/legion\n'],
    ['unclosed tags', '<a<b<c<d\n'],
  ];
  it.each(units)('findCommandLine on 64 KiB of %s', (label, unit) => {
    expectLinearGrowth(
      `findCommandLine ${label}`,
      COMMENT_N,
      (n) => `${fill(unit, n)}\n/legion build`,
      (body) => findCommandLine(body, '/legion'),
    );
  });
  it.each(units)('parseComment of a command line full of %s', (label, unit) => {
    expectLinearGrowth(
      `parseComment /legion ${label}`,
      within(4_096),
      (n) => `/legion build ${fill(unit.replace(/\n/g, ' '), n)}`,
      (body) => parseComment(body, '/legion'),
    );
  });
  it('the whole route of a comment (NL text, flags, fences) grows linearly', () => {
    const body = (size: number): string => `${fill('```\nx\n', size / 2)}\n/legion build ${fill('harden the auth --just-harden {a|b}? ', Math.min(size / 2, 4_000))}`;
    expectLinearGrowth('routeRepository(comment)', COMMENT_N, body, (text) =>
      routeRepository(parseComment(text, '/legion', 'a') ?? { source: 'comment', command: '', flagTokens: [], text: '' }, { repoRoot: EXAMPLE }),
    );
  });
});

describe(`flags and labels (bound: ${MAX_TOKENS} tokens, 100 labels of ≤ 100 chars)`, () => {
  const config = bundledConfig();
  it('near-miss flags', () => {
    expectLinearGrowth(
      'parseIntentFlags near-misses',
      within(MAX_TOKENS),
      (n) => Array.from({ length: n }, (_, i) => `--just-hardne${i % 10}`),
      (tokens) => parseIntentFlags(tokens, config),
    );
  });
  it('flags of 4 KiB each', () => {
    expectLinearGrowth(
      'parseIntentFlags 4 KiB flags',
      40,
      (n) => Array.from({ length: n }, (_, i) => `--${fill(String.fromCharCode(97 + (i % 26)), 4_094)}`),
      (tokens) => parseIntentFlags(tokens, config),
    );
  });
  it('labels: long ones (only 100 chars of the first 100 are read)', () => {
    const flags = validFlags(config);
    expectLinearGrowth(
      'labelsToFlagTokens',
      12,
      (n) => Array.from({ length: n }, (_, i) => `legion:${fill('just-harden', 100)}${i}`),
      (labels) => labelsToFlagTokens(labels, 'legion:', flags),
    );
  });
});

describe(`natural language (bound: first ${MAX_NL_INPUT_CHARS} UTF-16 units)`, () => {
  const compiled = compileNaturalLanguage(bundledConfig());
  it.each([
    ['a run of one letter', 'a'],
    ['"{a|b}? "', '{a|b}? '],
    ['"what\'s "', "what's "],
    ['"harden security audit "', 'harden security audit '],
    ['hyphen chains', 'a-'],
    ['apostrophe chains', "a'"],
    ['combining marks', 'e\u0301\u0301 '],
  ])('64 KiB of %s', (label, unit) => {
    expectLinearGrowth(
      `parseNaturalLanguage ${label}`,
      within(MAX_NL_INPUT_CHARS),
      (n) => fill(unit, n),
      (text) => parseNaturalLanguage(text, compiled),
    );
    expectLinearGrowth(`nl tokenize ${label}`, within(MAX_NL_INPUT_CHARS), (n) => fill(unit, n), tokenizeNl);
  });

  function configWith(phrases: string[]): IntentTeamsConfig {
    const config = bundledConfig();
    config.nl_patterns['adversarial'] = { keywords: { adversarial: 1 }, phrases };
    return config;
  }
  it.each([
    ['`{a|a|a}?` repeated', (n: number) => [`harden ${'{a|a|a}? '.repeat(n)}`]],
    ['thousands of alternatives', (n: number) => [`{${Array.from({ length: n }, (_, i) => `w${i}`).join('|')}} harden`]],
    ['nested-looking braces', (n: number) => [`${'{'.repeat(n)}a${'}'.repeat(n)}`, `${'{a|'.repeat(n)}b}`]],
    ['many templates', (n: number) => Array.from({ length: n }, (_, i) => `harden {the|a}? w${i} {x|y|z}?`)],
    ['regex-looking templates', (n: number) => [`(a+)+${'a'.repeat(n)}!`, `${'\\d+'.repeat(n)}`, `${'.*'.repeat(n)}`]],
  ] as const)('config phrase templates: %s (compile + score 64 KiB)', (label, make) => {
    const text = fill('harden a a a w1 x ', MAX_NL_INPUT_CHARS);
    expectLinearGrowth(
      `NL config ${label}`,
      60,
      (n) => configWith([...make(n)]),
      (config) => parseNaturalLanguage(text, compileNaturalLanguage(config)),
    );
  });
  it('ranking many matching clusters (was O(n²), SECURITY.md finding 8)', () => {
    const scored = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        candidate: { source: 'nl_patterns' as const, key: `k${i}`, command: 'build', flags: [], confidence: 0.9, order: i },
        commandMentioned: false,
      }));
    expectLinearGrowth('rankCandidates', 1_000, scored, rankCandidates);
  });
});

describe(`file names and globs (bounds: path ≤ ${MAX_PATH_LENGTH}, pattern ≤ ${MAX_PATTERN_LENGTH}, ≤ 64 brace alternatives, ≤ 8 **)`, () => {
  const adversarial = [
    `${'*a'.repeat(250)}*b`,
    `${'**/'.repeat(8)}*a*a*a*a*b`,
    'src/**/x/**/y/**/z/**/*.{ts,tsx}',
    `${'{a,b}'.repeat(6)}/**`,
    '**/*.ts',
    'docs/',
    '[!a]*[a-z]?*.md',
  ];
  const index = new GlobIndex(adversarial.map((pattern, owner) => ({ pattern, owner })));
  const globs = adversarial.map((p) => compileGlob(p)).flatMap((g) => (g.ok ? [g.glob] : []));
  it.each([
    ['one name of "a"', (n: number) => fill('a', n)],
    ['deep paths (a/a/a/…)', (n: number) => `${fill('a/', n - 5)}/x.ts`],
    ['names full of dots', (n: number) => `src/${fill('a.', n - 6)}ts`],
    ['wildcard bait (aaaa…ab)', (n: number) => `${fill('a', n - 1)}b`],
  ] as const)('GlobIndex and globMatches on %s', (label, make) => {
    expectLinearGrowth(`globs vs ${label}`, within(MAX_PATH_LENGTH), make, (path) => {
      index.owners(path);
      for (const glob of globs) globMatches(glob, path);
    });
  });
  it.each([
    ['brace bombs', (n: number) => ['{a,b}', '{a..z}', '{a..z..1}', '{A..z}'].map((unit) => fill(unit, n))],
    ['runs of "/" before a final "/" (was `/\\/+$/`)', (n: number) => [`a${fill('/', n - 3)}b/`, `${fill('/', n - 1)}x`]],
    ['"*a" chains', (n: number) => [fill('*a', n), fill('[a', n), fill('[!', n), fill('\\', n)]],
  ] as const)('compileGlob on %s', (label, make) => {
    expectLinearGrowth(`compileGlob ${label}`, within(MAX_PATTERN_LENGTH), make, (patterns) => patterns.map(compileGlob));
  });
  it('selectPlans: hostile changed files × plans with adversarial globs grows linearly in the number of files', () => {
    const plans: Plan[] = Array.from({ length: 50 }, (_, i) => ({
      id: `01-${String(i).padStart(2, '0')}`,
      path: `.planning/phases/01-x/01-${i}-PLAN.md`,
      phaseDir: '01-x',
      phase: 1,
      wave: 1,
      dependsOn: [],
      agents: ['a'],
      autonomous: true,
      filesModified: [adversarial[i % adversarial.length] as string, `src/p${i}/**`, `!src/p${i}/gen/**`],
      filesForbidden: [],
      taskTypes: [],
      taskTypesInferred: true,
      diagnostics: [],
    }));
    const config = bundledConfig();
    const criteria = {
      intents: ['skip-frontend'],
      includeTaskTypes: [],
      excludeTaskTypes: [],
      excludeAgents: [],
      excludeFilePatterns: ['src/frontend/**', '**/*.tsx', `${'*a'.repeat(100)}*b`],
    };
    expectLinearGrowth(
      'selectPlans over hostile changed files',
      within(3_000),
      (n) => Array.from({ length: n }, (_, i) => (i % 3 === 0 ? `${fill('a/', 4_000)}${i}.ts` : i % 3 === 1 ? `src/p${i % 50}/${fill('a', 3_000)}.tsx` : `$(id)-${i}.ts`)),
      (files) => selectPlans({ plans, criteria, changedFiles: { files, complete: true }, config }),
    );
  });
  it('the changed-files input (one path per line)', () => {
    expectLinearGrowth('parseChangedFilesInput', 2_000, (n) => Array.from({ length: n }, (_, i) => ` ./././src/${fill('a', 200)}${i}.ts \r`).join('\n'), parseChangedFilesInput);
  });
});

describe(`STATE.md, ROADMAP.md, plans and config files (bounds: ${MAX_STATE_CHARS} chars per STATE/ROADMAP, 4096 per line, 1 MiB per file)`, () => {
  const lines: [string, string][] = [
    ['emphasis runs', '- **__**__*_*_**__ Phase __**: '],
    ['key-like words without a colon', `${fill('Phase Status ', 4_000)}\n`],
    ['whitespace runs', ' \t'.repeat(2_000) + 'x\n'],
    ['long numbers', `Phase: ${fill('9', 4_000)} of ${fill('9', 4_000)}\n`],
    ['headings', `${fill('#', 100)} Next Action ${fill('#', 3_000)}\n`],
    ['phase headings', `## Phase ${fill(' ', 3_000)}1${fill(' ', 1_000)}x\n`],
    ['checkbox items', `- [x] Phase ${fill('\t', 4_000)}\n`],
    ['fence toggles', '```\n~~~~\n'],
    ['long single lines', `${fill('a', 100_000)}\n`],
  ];
  it.each(lines)('parseStateMd and parseRoadmap on %s', (label, unit) => {
    expectLinearGrowth(
      `STATE.md ${label}`,
      within(MAX_STATE_CHARS),
      (n) => fill(unit, n),
      (text) => {
        parseStateMd(text);
        parseRoadmap(text);
      },
    );
  });
  it('parsePlan: a long files_modified list', () => {
    expectLinearGrowth(
      'parsePlan files_modified',
      500,
      (n) =>
        `---\nphase: 1\nplan: "01-01"\nwave: 1\nagents: [a]\nfiles_modified:\n${Array.from({ length: n }, (_, i) => `  - "src/${i}/${'*a'.repeat(10)}.ts"`).join('\n')}\n---\n`,
      (text) => parsePlan({ path: 'p.md', fileName: '01-01-PLAN.md', phaseDir: '01-x', phaseNumber: 1, text }),
    );
  });
  it('splitFrontmatter: many dashes and long lines', () => {
    expectLinearGrowth('splitFrontmatter', 20_000, (n) => `---\n${fill('--- -\n', n)}`, splitFrontmatter);
  });
  it('parseIntentTeams: a large config', () => {
    expectLinearGrowth(
      'parseIntentTeams intents',
      50,
      (n) =>
        `intents:\n${Array.from({ length: n }, (_, i) => `  i${i}:\n    mode: filter_plans\n    filter:\n      exclude_file_patterns: ["${'*a'.repeat(20)}", "src/${i}/**"]`).join('\n')}\n`,
      (text) => parseIntentTeams(text, 'c.yaml'),
    );
  });
  it.each([
    ['a long flow list', (n: number) => `a: [${fill('x, ', n)}x]\n`],
    ['runs of "["', (n: number) => `a: ${fill('[', n)}\n`],
    ['a long quoted scalar', (n: number) => `a: "${fill('\\\\x', n)}"\n`],
    ['anchors and aliases', (n: number) => `a: &a x\nb: [${fill('*a, ', n)}*a]\n`],
    ['explicit keys under the cap', (n: number) => `${'? x\n: 1\n'.repeat(30)}c: ${fill('? ', n)}\n`],
    ['"- " runs', (n: number) => `a:\n  ${fill('- ', Math.min(n, 8_000))}x\n`],
    ['a git config (syntax errors)', (n: number) => fill('[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW4=\n', n)],
  ] as const)('parseYaml and loadYamlValue on %s', (label, make) => {
    expectLinearGrowth(`YAML ${label}`, 4_000, make, (text) => {
      parseYaml(text);
      loadYamlValue(text);
    });
  });
  it('resolveSettings: large and broken JSON', () => {
    expectLinearGrowth(
      'resolveSettings',
      10_000,
      (n) => `{ "control_mode": "guarded", "x": [${fill('1, ', n)}1], "y": "${fill('a', n)}`,
      (text) => resolveSettings(text, 'settings.json'),
    );
  });
  it('resolveControlProfile and parseAuthorityMatrix: large files', () => {
    expectLinearGrowth(
      'resolveControlProfile',
      200,
      (n) => `profiles:\n${Array.from({ length: n }, (_, i) => `  p${i}:\n    read_only: true\n    human_approval_required: false`).join('\n')}\n`,
      (text) => resolveControlProfile('guarded', text, 'c.yaml'),
    );
    expectLinearGrowth(
      'parseAuthorityMatrix',
      200,
      (n) => `domains:\n${Array.from({ length: n }, (_, i) => `  d${i}:\n    owner: a${i}\n    agents: [x, y]`).join('\n')}\n`,
      (text) => parseAuthorityMatrix(text, 'a.yaml'),
    );
  });
});

describe('rendering untrusted text: summary, replies, annotations, masking', () => {
  const units: [string, string][] = [
    ['"@"', '@'],
    ['"#1"', '#1'],
    ['"www."', 'www.'],
    ['"://"', '://'],
    ['hex runs', 'deadbeef0'],
    ['backticks', '`'],
    ['"GH-1"', 'GH-1'],
    ['markdown specials', '|<>&[]()*_\\'],
    ['"token" and spaces', 'token      '],
    ['"authorization: basic "', 'authorization: basic '],
    ['"https://u:p@"', 'https://u:p@'],
  ];
  it.each(units)('escapeInline, tableCode, inlineCode, codeBlock, escapeHtml and maskSecrets on %s', (label, unit) => {
    expectLinearGrowth(
      `markdown ${label}`,
      2_500,
      (n) => fill(unit, n),
      (text) => {
        escapeInline(text, 100_000);
        tableCode(text, 100_000);
        inlineCode(text, 100_000);
        codeBlock(text, 100_000);
        escapeHtml(text, 100_000);
        maskSecrets(text);
      },
    );
  });
  it('renderSummary with many plans and diagnostics', () => {
    const result = (n: number) => ({
      ...rejectedResult({ errorCode: 'E012', message: fill('@x #1 www.a.b | ', 1_000), source: 'comment', actor: 'a' }),
      plans: Array.from({ length: n }, (_, i) => ({
        id: `01-${i}`,
        path: `p/${i}|x.md`,
        kept: i % 2 === 0,
        partial: false,
        reasons: [fill('<a>|@b ', 100)],
        files: [],
        excludedFiles: [],
        excludedAgents: [],
        excludedTaskTypes: [],
      })),
      diagnostics: Array.from({ length: n }, (_, i) => ({ code: 'W020' as const, severity: 'warning' as const, message: fill('token: ghp_x |', 200), file: `a|${i}.md`, line: i })),
    });
    expectLinearGrowth('renderSummary', 20, result, (r) => renderSummary(r, { eventName: 'issue_comment', sha: 'a'.repeat(40), trigger: '/legion' }));
  });
});
