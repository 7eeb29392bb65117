/**
 * Run the bundled action (dist/index.js) the way the GitHub runner does: the Node 24 binary, the
 * action's inputs as INPUT_* variables (defaults from action.yml, as the runner sets them), the
 * GITHUB_* variables, an event payload file, and fresh GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { parseGithubOutput } from './github-output.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
import { NODE24 as NODE24_OR_NULL } from './node24.js';

/** The Node 24 binary (callers skip when there is none: see test/support/node24.ts). */
export const NODE24 = NODE24_OR_NULL ?? 'node';
export const HAS_NODE24 = NODE24_OR_NULL !== null;
export const DIST = join(ROOT, 'dist', 'index.js');
export const EXAMPLE = join(ROOT, 'examples', 'basic');
export const GITHUB_SHA = 'c0ffee0000000000000000000000000000000000';

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  durationMs: number;
}

export interface RunOptions {
  eventName: string;
  payload: unknown;
  inputs?: Record<string, string>;
  workspace: string;
  apiUrl?: string;
  env?: Record<string, string>;
  /** Run another entry file (e.g. a copy of dist/index.js without its chunks). */
  entry?: string;
  timeoutMs?: number;
}

/** Input defaults of an action.yml, as the runner sets them; the token default (an expression) becomes the fake's token. */
export function inputDefaults(actionYml: string): Record<string, string> {
  const action = parse(readFileSync(actionYml, 'utf8')) as { inputs: Record<string, { default?: string }> };
  const defaults: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) defaults[name] = String(spec.default ?? '');
  defaults['token'] = 'test-token';
  return defaults;
}

/** `max-jobs` → `INPUT_MAX-JOBS`: upper-cased, spaces → `_`, dashes kept (as the runner does). */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

const temps: string[] = [];

export function tempDir(prefix = 'legion-e2e-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

export function cleanupTemps(): void {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A fresh copy of examples/basic (its event files and notes are left out). */
export function exampleWorkspace(): string {
  const dir = tempDir('legion-ws-');
  cpSync(EXAMPLE, dir, { recursive: true, filter: (src) => !src.startsWith(join(EXAMPLE, 'events')) });
  return dir;
}

/** One run of a bundled entry the way the runner starts a `node24` action (shared by the action and the report). */
export interface EntryRun {
  /** A fresh temporary folder for the event, output and summary files. */
  dir: string;
  entry: string;
  cwd: string;
  eventName: string;
  payload: unknown;
  apiUrl: string;
  /** Every input, defaults included: set as INPUT_* variables. */
  inputs: Record<string, string>;
  /** GITHUB_* and other variables on top of the common ones (workspace, run, runner temp). */
  env: Record<string, string>;
  timeoutMs?: number;
}

export async function runEntry(run: EntryRun): Promise<ActionRun> {
  const eventPath = join(run.dir, 'event.json');
  const outputPath = join(run.dir, 'output.txt');
  const summaryPath = join(run.dir, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(run.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');

  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: process.env['HOME'] ?? run.dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: run.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: run.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_REPOSITORY_ID: '186853002', // FAKE_REPOSITORY_ID
    GITHUB_WORKFLOW_REF: 'Codertocat/Hello-World/.github/workflows/legion.yml@refs/heads/main',
    GITHUB_SHA,
    GITHUB_ACTOR: 'Codertocat',
    ...run.env,
  };
  for (const [name, value] of Object.entries(run.inputs)) env[inputVariable(name)] = value;

  const started = Date.now();
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    execFile(NODE24, [run.entry], { cwd: run.cwd, env, timeout: run.timeoutMs ?? 60_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      done({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
  return {
    ...result,
    outputs: parseGithubOutput(readFileSync(outputPath, 'utf8')),
    summary: readFileSync(summaryPath, 'utf8'),
    durationMs: Date.now() - started,
  };
}

export async function runAction(options: RunOptions): Promise<ActionRun> {
  const dir = tempDir('legion-run-');
  const runnerTemp = join(dir, 'runner-temp');
  mkdirSync(runnerTemp);
  return runEntry({
    dir,
    entry: options.entry ?? DIST,
    cwd: options.workspace,
    eventName: options.eventName,
    payload: options.payload,
    apiUrl: options.apiUrl ?? 'http://127.0.0.1:9',
    inputs: { ...inputDefaults(join(ROOT, 'action.yml')), ...options.inputs },
    env: { GITHUB_WORKSPACE: options.workspace, GITHUB_RUN_ID: '1234', RUNNER_TEMP: runnerTemp, LEGION_ROUTER_API_BACKOFF_MS: '50', ...options.env },
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Build dist/ when `target` (default dist/index.js) is missing — or, outside CI, older than src/ —
 * with the bundler of `npm run build` (scripts/build.mjs: the action, CLI and report together).
 * A lock directory keeps parallel test files from building at once.
 */
export function ensureDist(target: string = DIST): void {
  const stale = (): boolean => !existsSync(target) || (!process.env['CI'] && statSync(target).mtimeMs < newestMtime(join(ROOT, 'src')));
  if (!stale()) return;
  const lock = join(ROOT, 'dist', '.e2e-build-lock');
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('timed out waiting for another test file to build dist/');
      execFileSync('sleep', ['0.5']);
    }
  }
  try {
    if (stale()) execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
