/**
 * Running a `run:` step as a Linux runner does when the step names no shell (`bash -e {0}`): the
 * script in a file, the step's evaluated `env:` as the environment, in an empty temporary
 * directory. Lines such as `::error::…` are collected as annotations.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ScriptResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** `::error::`, `::warning::` and `::notice::` lines, without the `::` prefix (`error::…`). */
  annotations: string[];
}

const ANNOTATION = /^::(error|warning|notice)(?: [^:]*)?::(.*)$/;

export function runScript(script: string, env: Record<string, string>): ScriptResult {
  const dir = mkdtempSync(join(tmpdir(), 'legion-step-'));
  try {
    const file = join(dir, 'step.sh');
    writeFileSync(file, script);
    const result = spawnSync('bash', ['-e', file], {
      cwd: dir,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: dir, RUNNER_TEMP: dir, ...env },
      encoding: 'utf8',
      timeout: 10_000,
    });
    const stdout = result.stdout ?? '';
    const annotations = stdout
      .split('\n')
      .map((line) => ANNOTATION.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => `${match[1]}::${match[2]}`);
    return { exitCode: result.status ?? 1, stdout, stderr: result.stderr ?? String(result.error ?? ''), annotations };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
