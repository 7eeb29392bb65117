/**
 * Run the bundled report action (dist/report/index.js) the way the runner runs it: the Node 24
 * binary, inputs as INPUT_* variables (defaults from report/action.yml), the GITHUB_* variables
 * of a workflow run (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT), an event payload file, and fresh
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files. Builds dist/report/ first when it is missing or
 * older than src/ (outside CI), as `npm run build` does.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { parseGithubOutput } from './github-output.js';
import { GITHUB_SHA, NODE24, ROOT, ensureDist, inputVariable, tempDir, type ActionRun } from './run-action.js';

export const REPORT_DIST = join(ROOT, 'dist', 'report', 'index.js');
export const REPORT_ACTION = join(ROOT, 'report', 'action.yml');
export const RUN_ID = 4242;

export interface ReportRunOptions {
  eventName: string;
  payload: unknown;
  inputs?: Record<string, string>;
  apiUrl: string;
  /** GITHUB_RUN_ATTEMPT (default 1). */
  attempt?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}

function reportDefaults(): Record<string, string> {
  const action = parse(readFileSync(REPORT_ACTION, 'utf8')) as { inputs: Record<string, { default?: string }> };
  const defaults: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) defaults[name] = String(spec.default ?? '');
  defaults['token'] = 'test-token';
  return defaults;
}

export async function runReport(options: ReportRunOptions): Promise<ActionRun> {
  const dir = tempDir('legion-report-');
  const eventPath = join(dir, 'event.json');
  const outputPath = join(dir, 'output.txt');
  const summaryPath = join(dir, 'summary.md');
  writeFileSync(eventPath, JSON.stringify(options.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '/usr/bin:/bin',
    HOME: process.env['HOME'] ?? dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_WORKSPACE: dir,
    GITHUB_SHA,
    GITHUB_ACTOR: 'Codertocat',
    GITHUB_RUN_ID: String(RUN_ID),
    GITHUB_RUN_ATTEMPT: String(options.attempt ?? 1),
    GITHUB_JOB: 'legion-result',
    RUNNER_TEMP: dir,
    LEGION_ROUTER_API_BACKOFF_MS: '20',
    ...options.env,
  };
  for (const [name, value] of Object.entries({ ...reportDefaults(), ...options.inputs })) env[inputVariable(name)] = value;
  const started = Date.now();
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    execFile(NODE24, [REPORT_DIST], { cwd: dir, env, timeout: options.timeoutMs ?? 60_000, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
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

/** Build dist/ when dist/report/index.js is missing or (outside CI) older than src/ (one build, one lock). */
export function ensureReportDist(): void {
  ensureDist(REPORT_DIST);
}
