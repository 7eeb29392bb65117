/**
 * Running a `run:` step as a Linux runner does when the step names no shell (`bash -e {0}`): the
 * script in a file, the step's evaluated `env:` as the environment, in an empty temporary
 * directory. Lines such as `::error::…` are collected as annotations; what the script appends to
 * the file named by GITHUB_OUTPUT becomes the step's outputs, read as the runner reads it
 * (`name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ScriptResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** `::error::`, `::warning::` and `::notice::` lines, without the `::` prefix (`error::…`). */
  annotations: string[];
  /** The step's outputs, from GITHUB_OUTPUT. */
  outputs: Record<string, string>;
}

/** The runner's reading of a GITHUB_OUTPUT file; a block without its delimiter fails the step. */
export function readOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    const equals = line.indexOf('=');
    if (block && (equals === -1 || equals > line.indexOf('<<'))) {
      const end = lines.indexOf(block[2] as string, i + 1);
      if (end === -1) throw new Error(`GITHUB_OUTPUT: no closing delimiter for ${block[1]}`);
      outputs[block[1] as string] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (equals > 0) {
      outputs[line.slice(0, equals)] = line.slice(equals + 1);
    } else if (line.trim() !== '') {
      throw new Error(`GITHUB_OUTPUT: invalid line ${JSON.stringify(line.slice(0, 40))}`);
    }
  }
  return outputs;
}

const ANNOTATION = /^::(error|warning|notice)(?: [^:]*)?::(.*)$/;

export function runScript(script: string, env: Record<string, string>): ScriptResult {
  const dir = mkdtempSync(join(tmpdir(), 'legion-step-'));
  try {
    const file = join(dir, 'step.sh');
    const outputFile = join(dir, 'github-output');
    writeFileSync(file, script);
    writeFileSync(outputFile, '');
    const result = spawnSync('bash', ['-e', file], {
      cwd: dir,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: dir, RUNNER_TEMP: dir, ...env, GITHUB_OUTPUT: outputFile },
      encoding: 'utf8',
      timeout: 10_000,
    });
    const stdout = result.stdout ?? '';
    const annotations = stdout
      .split('\n')
      .map((line) => ANNOTATION.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => `${match[1]}::${match[2]}`);
    let exitCode = result.status ?? 1;
    let stderr = result.stderr ?? String(result.error ?? '');
    let outputs: Record<string, string> = {};
    try {
      outputs = readOutputFile(readFileSync(outputFile, 'utf8'));
    } catch (error) {
      exitCode = exitCode === 0 ? 1 : exitCode;
      stderr += (error as Error).message;
    }
    return { exitCode, stdout, stderr, annotations, outputs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
