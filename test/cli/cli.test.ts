/**
 * The CLI, in process (runCli) and through the bundle (bin/legion-router.js → dist/index.js): exit
 * codes, bad input, --json with the decisions that explain the route, and the README's examples
 * exactly as written.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { OUTPUT_NAMES } from '../../src/app/route-outputs.js';
import { EXAMPLE_BASIC, PROJECT_ROOT, useTempRepos, validPlan } from '../support/temp-repo.js';

async function cli(argv: string[], cwd = PROJECT_ROOT, stdin = ''): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli({ argv, cwd, stdout: (t) => (out += t), stderr: (t) => (err += t), readStdin: () => stdin });
  return { code, out, err };
}

describe('bad input: exit 2 and a message that says what to do', () => {
  const repos = useTempRepos();

  test('--repo naming a directory that does not exist', async () => {
    const run = await cli(['--repo', '/nonexistent/legion', 'status']);
    expect(run.code).toBe(2);
    expect(run.err).toContain('--repo /nonexistent/legion: no such directory');
    expect(run.out).toBe('');
  });

  test('--repo naming a directory without a planning folder', async () => {
    const repo = repos.make({ 'README.md': 'x\n' });
    const run = await cli(['--repo', repo.root, 'build']);
    expect(run.code).toBe(2);
    expect(run.err).toContain('has no .planning/ folder');
    expect(run.err).toContain('--repo examples/basic');
  });

  test('--planning-dir naming a folder the repository lacks', async () => {
    const run = await cli(['--repo', EXAMPLE_BASIC, '--planning-dir', 'plans', 'status']);
    expect(run.code).toBe(2);
    expect(run.err).toContain('has no plans/ folder');
  });

  test('--event naming a missing file', async () => {
    const run = await cli(['--repo', EXAMPLE_BASIC, '--event', 'missing.json', '--event-name', 'issue_comment']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/Cannot read the event payload at .*missing\.json \(ENOENT\)/);
  });

  test('--event naming a file that is not JSON, or not an object', async () => {
    const repo = repos.make({ 'bad.json': '{not json', 'list.json': '[1,2]' });
    const bad = await cli(['--repo', EXAMPLE_BASIC, '--event', join(repo.root, 'bad.json'), '--event-name', 'issue_comment']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('is not valid JSON');
    const list = await cli(['--repo', EXAMPLE_BASIC, '--event', join(repo.root, 'list.json'), '--event-name', 'issue_comment']);
    expect(list.code).toBe(2);
    expect(list.err).toContain('is not a JSON object');
  });

  test('--event naming a directory (unreadable as a file)', async () => {
    const run = await cli(['--repo', EXAMPLE_BASIC, '--event', EXAMPLE_BASIC, '--event-name', 'issue_comment']);
    expect(run.code).toBe(2);
    expect(run.err).toContain('Cannot read the event payload');
  });

  test('--event without --event-name, and the reverse', async () => {
    const event = join(EXAMPLE_BASIC, 'events', 'comment-harden.json');
    const noName = await cli(['--repo', EXAMPLE_BASIC, '--event', event]);
    expect(noName.code).toBe(2);
    expect(noName.err).toContain('--event needs --event-name');
    const noEvent = await cli(['--repo', EXAMPLE_BASIC, '--event-name', 'issue_comment']);
    expect(noEvent.code).toBe(2);
    expect(noEvent.err).toContain('--event-name needs --event');
  });

  test('an option without its value, a bad --max-jobs, an unreadable --changed-files', async () => {
    expect((await cli(['--repo'])).code).toBe(2);
    const maxJobs = await cli(['--repo', EXAMPLE_BASIC, '--max-jobs', '0', 'build']);
    expect(maxJobs.code).toBe(2);
    expect(maxJobs.err).toContain('max-jobs must be a whole number from 1 to 256');
    const files = await cli(['--repo', EXAMPLE_BASIC, '--changed-files', 'nope.txt', 'build']);
    expect(files.code).toBe(2);
    expect(files.err).toContain('Cannot read --changed-files nope.txt: ENOENT');
  });

  test('no stack trace in any of them', async () => {
    for (const argv of [
      ['--repo', '/nonexistent'],
      ['--repo', EXAMPLE_BASIC, '--event', 'x.json', '--event-name', 'push'],
    ]) {
      const run = await cli(argv);
      expect(run.err).not.toMatch(/\n\s+at /);
    }
  });
});

describe('routing', () => {
  const repos = useTempRepos();
  test('a typed command routes (exit 0), a rejected one exits 1 with the formatted error', async () => {
    const ok = await cli(['--repo', EXAMPLE_BASIC, 'build', '--just-harden']);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('legion-router: routed');
    const bad = await cli(['--repo', EXAMPLE_BASIC, 'build', '--just-hardne']);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('Unknown flag: --just-hardne. Did you mean --just-harden?');
  });

  test('an answer exits 0, as the action does: a finished milestone (E033), unclear text (E002)', async () => {
    const repo = repos.make({
      '.planning/STATE.md': '# Project State\n\n## Current Position\n- **Status**: Milestone complete\n',
      '.planning/phases/01-core/01-01-PLAN.md': validPlan({ phase: '01-core', plan: '01-01', files: ['src/a.ts'] }),
      '.planning/phases/01-core/01-01-SUMMARY.md': '# Summary\n\nStatus: Complete\n',
    });
    const finished = await cli(['--repo', repo.root, 'build']);
    expect(finished.code).toBe(0);
    expect(finished.out).toContain('rejected (E033)');
    const unclear = await cli(['--repo', EXAMPLE_BASIC, '--json', '--text', 'do the thing']);
    expect(unclear.code).toBe(0);
    expect(JSON.parse(unclear.out)).toMatchObject({ 'error-code': 'E002', 'has-work': 'false' });
  });

  test('--json: the action outputs plus the plan decisions, notes and diagnostics', async () => {
    const run = await cli(['--repo', EXAMPLE_BASIC, '--changed-files', '-', '--json', 'build', '--skip-frontend'], PROJECT_ROOT, 'src/api/users.ts\n');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.out) as Record<string, unknown>;
    for (const name of OUTPUT_NAMES) expect(typeof json[name]).toBe('string');
    const plans = json['plans'] as { id: string; decision: string; reasons: string[] }[];
    expect(plans.length).toBeGreaterThan(1);
    const dropped = plans.filter((p) => p.decision === 'dropped');
    expect(dropped.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan.reasons.length).toBeGreaterThan(0);
    expect(Array.isArray(json['diagnostics'])).toBe(true);
    expect(Array.isArray(json['notes'])).toBe(true);
    const selected = plans.filter((p) => p.decision === 'selected').map((p) => p.id);
    const matrix = JSON.parse(json['matrix'] as string) as { include: { id: string }[] };
    expect(matrix.include.map((e) => e.id).sort()).toEqual(selected.sort());
  });

  test('help: the same text as /legion help', async () => {
    const run = await cli(['--repo', EXAMPLE_BASIC, 'help']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Commands:');
    expect(run.out).toContain('--skip-frontend');
  });

  test('--event routes a payload the way the action does', async () => {
    const run = await cli(['--repo', EXAMPLE_BASIC, '--event', join(EXAMPLE_BASIC, 'events', 'comment-harden.json'), '--event-name', 'issue_comment', '--json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.out) as Record<string, string>;
    expect(json['command']).toBe('build');
    expect(json['intent']).toBe('harden');
    expect(json['source']).toBe('comment');
  });
});

describe("the README's CLI examples, exactly as written, from the project root", () => {
  const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
  const examples = [...readme.matchAll(/^(?:npx )?legion-router (.+)$/gm)].map((m) => m[1] as string);

  test('the README has CLI examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  test.each(examples)('legion-router %s', (line) => {
    // The examples are simple words and double-quoted strings; split them as a shell would.
    const argv = [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? (m[2] as string));
    const result = spawnSync(process.execPath, [join(PROJECT_ROOT, 'bin', 'legion-router.js'), ...argv], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('the bundled CLI (bin/legion-router.js → dist/index.js)', () => {
  const repos = useTempRepos();
  test('exit 2 for a bad --event, through the bundle', () => {
    const repo = repos.make({ 'bad.json': 'nope' });
    writeFileSync(join(repo.root, 'bad.json'), 'nope');
    const result = spawnSync(process.execPath, ['bin/legion-router.js', '--repo', 'examples/basic', '--event', join(repo.root, 'bad.json'), '--event-name', 'issue_comment'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('is not valid JSON');
  });

  test('--help exits 0', () => {
    const out = execFileSync(process.execPath, ['bin/legion-router.js', '--help'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    expect(out).toContain('Usage: legion-router');
  });
});
