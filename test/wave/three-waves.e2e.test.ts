/**
 * Issue 22 end to end: the three-wave phase taken from the route to a pushed branch, every job
 * run as the example workflow runs it, with the bundles on Node 24 and real git repositories:
 *
 *   route (dist/index.js) ─▶ per leg: checkout at sha ─▶ apply ─▶ agent ─▶ collect
 *   ─▶ "upload" (a directory per leg) ─▶ "download" (merged) ─▶ land ─▶ the pull request's head
 *
 * The pull request's remote is a local bare repository; the GitHub API (the pull request a
 * comment is on) is the suite.fake on 127.0.0.1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLegionTrailers } from '../../src/core/wave/landing-commit.js';
import { commentPayload, dispatchPayload } from '../support/payloads.js';
import { NODE24, runAction } from '../support/run-action.js';
import { checkout, git, makeProject, mergeArtifacts, remoteHead, runWave, tempDir, type Project, useWaveSuite } from '../support/run-wave.js';
import { AGENT, PHASE_DIR, threeWaveProject } from './project.js';

type Entry = Record<string, unknown> & { id: string; wave: number; files: string[]; summary: string };

const suite = useWaveSuite({ withRoute: true });

async function route(project: Project, sha: string): Promise<{ outputs: Record<string, string>; summary: string }> {
  const result = await runAction({
    workspace: checkout(project, sha),
    eventName: 'workflow_dispatch',
    payload: dispatchPayload({ command: 'build' }),
    inputs: { command: 'build' },
    apiUrl: suite.fake.url,
    env: { GITHUB_SHA: sha },
  });
  expect(result.code, result.stdout + result.stderr).toBe(0);
  return { outputs: result.outputs, summary: result.summary };
}

describe('three waves from the route to the pull request', () => {
  it('each wave starts from the earlier ones; land pushes one commit per plan, in order; the next route finds the plans done', async () => {
    const project = makeProject(threeWaveProject());
    const routed = await route(project, project.sha);
    expect(routed.outputs['error-code']).toBe('');
    expect(routed.outputs['sha']).toBe(project.sha);
    const entries = (JSON.parse(routed.outputs['matrix'] as string) as { include: Entry[] }).include;
    expect(entries.map((e) => [e.id, e.wave])).toEqual([
      ['01-01', 1],
      ['01-02', 1],
      ['01-03', 2],
      ['01-04', 3],
    ]);
    expect(entries[2]).toMatchObject({
      summary: `${PHASE_DIR}/01-03-SUMMARY.md`,
      depends_on: ['01-01'],
      depends_on_summaries: [`${PHASE_DIR}/01-01-SUMMARY.md`],
      file_scope_restriction: false,
    });

    const artifacts: string[] = [];
    for (const wave of [1, 2, 3]) {
      const downloaded = mergeArtifacts(artifacts);
      for (const entry of entries.filter((e) => e.wave === wave)) {
        const workspace = checkout(project, routed.outputs['sha']);
        // As the example workflow does: apply in every wave (in wave 1 it only marks the start).
        {
          const applied = await runWave({ workspace, inputs: { step: 'apply', entry: JSON.stringify(entry), patches: downloaded } });
          expect(applied.code, applied.stdout).toBe(0);
          expect(applied.outputs['error-code']).toBe('');
          const handoff = readFileSync(applied.outputs['handoff'] as string, 'utf8');
          if (entry.id === '01-03') {
            // Wave 2 sees wave 1's files, and 01-01's SUMMARY.md handoff.
            expect(readFileSync(join(workspace, 'src/01-01.txt'), 'utf8')).toBe('01-01 built\n');
            expect(readFileSync(join(workspace, 'assets/logo.bin')).length).toBe(4096);
            expect(handoff).toContain('## Plan 01-01 (wave 1, a dependency of this plan)');
            expect(handoff).toContain('src/01-01.txt holds the base');
            expect(handoff).toContain('one line per file');
            expect(handoff).toContain('should 01-03 reuse it?');
            expect(handoff).toContain('## Plan 01-02 (wave 1)');
          }
        }
        execFileSync(NODE24, [AGENT, JSON.stringify(entry)], { cwd: workspace });
        const out = tempDir('legion-wave-artifact-');
        const collected = await runWave({ workspace, inputs: { step: 'collect', entry: JSON.stringify(entry), patches: out } });
        expect(collected.code, collected.stdout).toBe(0);
        expect(collected.outputs['error-code']).toBe('');
        expect(collected.outputs['patch']).toBe(join(out, `legion-record-${entry.id}.json`));
        expect(Number(collected.outputs['changed'])).toBeGreaterThan(0);
        artifacts.push(out);
      }
    }
    expect(readFileSync(join(checkout(project), 'README.md'), 'utf8')).toBe('# shop\n');

    // The final job: a comment on pull request #2, whose head is `feature` in this repository.
    suite.fake.pulls.set(2, { number: 2, headSha: project.sha, baseSha: project.sha, files: [], headRef: 'feature' });
    const landing = checkout(project, routed.outputs['sha']);
    const landed = await runWave({
      workspace: landing,
      eventName: 'issue_comment',
      payload: commentPayload('/legion build'),
      apiUrl: suite.fake.url,
      inputs: { step: 'land', patches: mergeArtifacts(artifacts), sha: routed.outputs['sha'] as string },
    });
    expect(landed.code, landed.stdout).toBe(0);
    expect(landed.outputs).toMatchObject({ 'error-code': '', landed: 'true', branch: 'feature', 'pull-request': '' });
    const head = remoteHead(project, 'feature');
    const commits = JSON.parse(landed.outputs['commits'] as string) as { plan: string; sha: string }[];
    expect(commits.map((c) => c.plan)).toEqual(['01-01', '01-02', '01-03', '01-04']);
    expect(commits[3]?.sha).toBe(head);
    expect(remoteHead(project, 'main')).toBe(project.sha);

    // Exactly one commit per plan, in order, each touching its own files and SUMMARY.md only.
    const log = git(project.remote, 'rev-list', '--reverse', `${project.sha}..${head}`).trim().split('\n');
    expect(log).toEqual(commits.map((c) => c.sha));
    const touched = (sha: string): string[] =>
      git(project.remote, '-c', 'core.quotePath=false', 'diff-tree', '--no-commit-id', '-r', '--name-only', '--no-renames', sha).trim().split('\n').sort();
    const summary = (id: string): string => `${PHASE_DIR}/${id}-SUMMARY.md`;
    expect(touched(log[0] as string)).toEqual([summary('01-01'), 'src/01-01.txt'].sort());
    expect(touched(log[1] as string)).toEqual(
      [summary('01-02'), 'assets/café ünïcode.txt', 'assets/logo.bin', 'assets/moved.txt', 'assets/run me.sh', 'old/exec-me.sh', 'old/move-me.txt', 'old/remove-me.txt'].sort(),
    );
    expect(touched(log[2] as string)).toEqual([summary('01-03'), 'src/01-03.txt'].sort());
    expect(touched(log[3] as string)).toEqual([summary('01-04'), 'src/01-04.txt'].sort());
    for (const [i, plan] of ['01-01', '01-02', '01-03', '01-04'].entries()) {
      const message = git(project.remote, 'log', '-1', '--format=%B', log[i] as string);
      expect(readLegionTrailers(message)).toEqual({ plan, run: '7001' });
      expect(message.startsWith(`${plan}: `)).toBe(true);
    }
    expect(git(project.remote, 'log', '-1', '--format=%s', log[0] as string).trim()).toBe('01-01: Lay the base file');

    // What crossed the waves survived exactly: bytes, modes, names, the deletion and the rename.
    const final = checkout(project, head);
    const bytes = readFileSync(join(final, 'assets/logo.bin'));
    expect([...bytes.subarray(0, 4)]).toEqual([7, 138, 13, 144]);
    expect(
      git(final, 'ls-tree', head, '--', 'assets/run me.sh', 'old/exec-me.sh')
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(' ')[0]),
    ).toEqual(['100755', '100755']);
    expect(readFileSync(join(final, 'assets/café ünïcode.txt'), 'utf8')).toBe('non-ASCII name\n');
    expect(readFileSync(join(final, 'assets/moved.txt'), 'utf8')).toBe('moving\nto assets\n');
    expect(existsSync(join(final, 'old/remove-me.txt'))).toBe(false);
    expect(readFileSync(join(final, 'src/01-04.txt'), 'utf8')).toBe('01-04 built on 01-03 built on 01-01 built\n');
    // 01-02 and 01-03 wrote no SUMMARY.md: theirs were generated (Legion's schema, outcome success).
    expect(readFileSync(join(final, summary('01-03')), 'utf8')).toMatch(/^---\nplan_id: 01-03\nagent: engineering-senior-developer\noutcome: success\n/);

    // A second route on the landed head finds every plan done.
    const again = await route(project, head);
    expect(again.outputs['has-work']).toBe('false');
    expect(JSON.parse(again.outputs['matrix'] as string)).toEqual({ include: [] });
  }, 300_000);
});
