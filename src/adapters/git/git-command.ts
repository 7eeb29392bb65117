/**
 * Running git for the wave action: an argument vector (never a shell string), a fixed
 * environment (no prompt, no pager, C locale, no optional locks), bounded output and time.
 * Callers put `--` before paths and never pass an untrusted value where git reads options.
 */
import { spawnSync } from 'node:child_process';

export interface GitResult {
  ok: boolean;
  status: number | null;
  stdout: Buffer;
  stderr: string;
}

export interface GitOptions {
  cwd: string;
  /** Bytes for git's standard input. */
  input?: Buffer | string;
  /** Extra environment (GIT_INDEX_FILE, identities, GIT_CONFIG_*). */
  env?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
}

export const GIT_TIMEOUT_MS = 300_000;
export const GIT_MAX_BYTES = 1024 * 1024 * 1024;

/** Environment variables of the job that would change what git does here. */
const DROPPED =
  /^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|NAMESPACE|CEILING_DIRECTORIES|CONFIG_COUNT|CONFIG_KEY_\d+|CONFIG_VALUE_\d+|CONFIG_PARAMETERS|EXTERNAL_DIFF|DIFF_OPTS)$/;

export function gitEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!DROPPED.test(name)) env[name] = value;
  return { ...env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', GIT_PAGER: 'cat', LC_ALL: 'C', ...extra };
}

export function runGit(args: readonly string[], options: GitOptions): GitResult {
  const result = spawnSync('git', args as string[], {
    cwd: options.cwd,
    input: options.input,
    env: gitEnvironment(options.env),
    timeout: options.timeoutMs ?? GIT_TIMEOUT_MS,
    maxBuffer: options.maxBytes ?? GIT_MAX_BYTES,
    windowsHide: true,
  });
  const stdout = Buffer.isBuffer(result.stdout) ? result.stdout : Buffer.alloc(0);
  const stderr = Buffer.isBuffer(result.stderr) ? result.stderr.toString('utf8') : '';
  const failure = result.error ? `${result.error.message}\n` : '';
  return { ok: result.status === 0 && !result.error, status: result.status, stdout, stderr: failure + stderr };
}

/** git's first message line, bounded, for an error message (git's own words about our arguments). */
export function firstGitLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '')
    .trim()
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .slice(0, 300);
}
