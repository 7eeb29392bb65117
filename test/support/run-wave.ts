/**
 * The wave action (dist/wave/index.js) run the way the runner runs it, and the git scaffolding
 * its end-to-end tests need: a project repository with a local bare `origin`, clones checked out
 * at a commit (what actions/checkout gives a job), artifacts as directories.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { FakeGitHub } from './fake-github.js';
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HAS_NODE24, ROOT, cleanupTemps, ensureDist, inputDefaults, runEntry, tempDir, type ActionRun } from './run-action.js';

export const WAVE_DIST = join(ROOT, 'dist', 'wave', 'index.js');
export const WAVE_ACTION = join(ROOT, 'wave', 'action.yml');
export const WAVE_RUN_ID = '7001';

export function ensureWaveDist(): void {
  ensureDist(WAVE_DIST);
}

/**
 * A wave end-to-end suite: the bundles built (`dist/` for a route too when `withRoute`), one
 * GitHub stand-in for the file, reset before each test and held to GitHub's description after it;
 * skipped without Node 24.
 */
export function useWaveSuite(options: { withRoute?: boolean } = {}): { readonly fake: FakeGitHub } {
  let fake: FakeGitHub | undefined;
  beforeAll(async () => {
    if (!HAS_NODE24) return;
    if (options.withRoute) ensureDist();
    ensureWaveDist();
    fake = await FakeGitHub.start();
  }, 240_000);
  afterAll(async () => {
    await fake?.close();
    cleanupTemps();
  });
  beforeEach((context) => {
    if (!HAS_NODE24) context.skip();
    fake?.reset();
  });
  afterEach(() => {
    if (fake) expect(fake.violations, 'requests and answers off GitHub’s REST description (test/support/github-spec.ts)').toEqual([]);
  });
  return {
    get fake(): FakeGitHub {
      if (!fake) throw new Error('the stand-in starts in beforeAll');
      return fake;
    },
  };
}

export interface WaveRunOptions {
  workspace: string;
  inputs: Record<string, string>;
  eventName?: string;
  payload?: unknown;
  apiUrl?: string;
  runId?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}

export async function runWave(options: WaveRunOptions): Promise<ActionRun> {
  const dir = tempDir('legion-wave-run-');
  const runnerTemp = join(dir, 'runner-temp');
  mkdirSync(runnerTemp);
  return runEntry({
    dir,
    entry: WAVE_DIST,
    cwd: options.workspace,
    eventName: options.eventName ?? 'workflow_dispatch',
    payload: options.payload ?? { inputs: {}, ref: 'refs/heads/main', repository: { full_name: 'Codertocat/Hello-World', default_branch: 'main' } },
    apiUrl: options.apiUrl ?? 'http://127.0.0.1:9',
    inputs: { ...inputDefaults(WAVE_ACTION), ...options.inputs },
    env: {
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_RUN_ID: options.runId ?? WAVE_RUN_ID,
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_REF_NAME: 'main',
      RUNNER_TEMP: runnerTemp,
      LEGION_ROUTER_API_BACKOFF_MS: '20',
      ...options.env,
    },
    timeoutMs: options.timeoutMs ?? 120_000,
  });
}

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

export function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

export interface Project {
  /** The bare repository every clone's `origin` is. */
  remote: string;
  /** The commit the route runs on (the head of `feature` and of `main`). */
  sha: string;
}

/** A bare `origin` holding `files` as one commit on `main` and on `feature` (the pull request's head). */
export function makeProject(files: Record<string, string | Buffer>, options: { exec?: string[] } = {}): Project {
  const remote = join(tempDir('legion-wave-remote-'), 'origin.git');
  git(dirname(remote), 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const seed = tempDir('legion-wave-seed-');
  git(seed, 'init', '--quiet', '--initial-branch=main');
  writeFiles(seed, files);
  for (const path of options.exec ?? []) execFileSync('chmod', ['+x', join(seed, path)]);
  git(seed, 'add', '--all');
  git(seed, 'commit', '--quiet', '-m', 'project');
  git(seed, 'remote', 'add', 'origin', remote);
  git(seed, 'push', '--quiet', 'origin', 'main', 'main:feature');
  return { remote, sha: git(seed, 'rev-parse', 'HEAD').trim() };
}

/** What actions/checkout gives a job: a clone with `origin`, detached at `sha`. */
export function checkout(project: Project, sha = project.sha): string {
  const dir = join(tempDir('legion-wave-job-'), 'workspace');
  git(dirname(dir), 'clone', '--quiet', project.remote, dir);
  git(dir, 'checkout', '--quiet', '--detach', sha);
  return dir;
}

/** The commit a branch of the bare remote is at, or '' when it has none. */
export function remoteHead(project: Project, branch: string): string {
  try {
    return git(project.remote, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`).trim();
  } catch {
    return '';
  }
}

export function remoteBranches(project: Project): string[] {
  return git(project.remote, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/')
    .split('\n')
    .filter((l) => l !== '')
    .sort();
}

/** upload-artifact + download-artifact with merge-multiple: every leg's directory copied into one. */
export function mergeArtifacts(dirs: readonly string[]): string {
  const merged = tempDir('legion-wave-download-');
  for (const dir of dirs) for (const name of readdirSync(dir)) cpSync(join(dir, name), join(merged, name));
  return merged;
}

export { tempDir };
export type { ActionRun };
