/**
 * Run the bundled report action (dist/report/index.js) the way the runner runs it: the Node 24
 * binary, inputs as INPUT_* variables (defaults from report/action.yml), the GITHUB_* variables
 * of a workflow run (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT), an event payload file, and fresh
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files. Builds dist/report/ first when it is missing or
 * older than src/ (outside CI), as `npm run build` does.
 */
import { join } from 'node:path';
import { ROOT, ensureDist, inputDefaults, runEntry, tempDir, type ActionRun } from './run-action.js';

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

export async function runReport(options: ReportRunOptions): Promise<ActionRun> {
  const dir = tempDir('legion-report-');
  return runEntry({
    dir,
    entry: REPORT_DIST,
    cwd: dir,
    eventName: options.eventName,
    payload: options.payload,
    apiUrl: options.apiUrl,
    inputs: { ...inputDefaults(REPORT_ACTION), ...options.inputs },
    env: {
      GITHUB_WORKSPACE: dir,
      GITHUB_RUN_ID: String(RUN_ID),
      GITHUB_RUN_ATTEMPT: String(options.attempt ?? 1),
      GITHUB_JOB: 'legion-result',
      RUNNER_TEMP: dir,
      LEGION_ROUTER_API_BACKOFF_MS: '20',
      ...options.env,
    },
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
}

/** Build dist/ when dist/report/index.js is missing or (outside CI) older than src/ (one build, one lock). */
export function ensureReportDist(): void {
  ensureDist(REPORT_DIST);
}
