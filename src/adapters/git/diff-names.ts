/**
 * Changed files from the checkout, for pull requests larger than the API lists (3000 files):
 * `git diff --name-only -z --no-renames <base>...<head>`.
 *
 * Only ever run with execFile and an argument array (no shell), with commit ids checked to be
 * hex object names first. Refuses shallow clones (the merge base may be missing or cut off) and
 * commits that are not present, so the answer is either complete or "not available".
 */
import { execFile } from 'node:child_process';

export type GitChangedFiles = { ok: true; files: string[] } | { ok: false; reason: string };

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
export const MAX_GIT_FILES = 1_000_000;
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

interface GitRun {
  ok: boolean;
  stdout: string;
  stderr: string;
}

function git(repoRoot: string, args: readonly string[], timeoutMs: number): Promise<GitRun> {
  return new Promise((resolve) => {
    execFile(
      'git',
      args as string[],
      {
        cwd: repoRoot,
        timeout: timeoutMs,
        maxBuffer: MAX_OUTPUT_BYTES,
        encoding: 'utf8',
        windowsHide: true,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
      },
      (error, stdout, stderr) => {
        resolve({ ok: error === null, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 200);
}

/**
 * `range: 'merge-base'` (default) lists `base...head`: what head changed since the merge base.
 * `range: 'both'` lists `base head`: every file that differs between the two commits (a
 * force-push: the dropped commits' files too).
 */
export async function gitChangedFiles(
  repoRoot: string,
  baseSha: string,
  headSha: string,
  timeoutMs = 60_000,
  options: { range?: 'merge-base' | 'both' } = {},
): Promise<GitChangedFiles> {
  if (!SHA.test(baseSha) || !SHA.test(headSha)) return { ok: false, reason: 'the base or head commit id is not a commit hash' };
  const shallow = await git(repoRoot, ['rev-parse', '--is-shallow-repository'], timeoutMs);
  if (!shallow.ok) return { ok: false, reason: `the checkout is not a git repository (${firstLine(shallow.stderr) || 'git failed'})` };
  if (shallow.stdout.trim() === 'true') {
    return { ok: false, reason: 'the checkout is shallow (use actions/checkout with fetch-depth: 0)' };
  }
  for (const sha of [baseSha, headSha]) {
    const exists = await git(repoRoot, ['cat-file', '-e', `${sha}^{commit}`], timeoutMs);
    if (!exists.ok) return { ok: false, reason: `commit ${sha.slice(0, 12)} is not in the checkout` };
  }
  const diff = await git(
    repoRoot,
    [
      '-c',
      'core.quotePath=false',
      'diff',
      '--name-only',
      '-z',
      '--no-renames',
      '--no-ext-diff',
      '--no-textconv',
      ...(options.range === 'both' ? [baseSha, headSha] : [`${baseSha}...${headSha}`]),
      '--',
    ],
    timeoutMs,
  );
  if (!diff.ok) return { ok: false, reason: `git diff failed (${firstLine(diff.stderr) || 'unknown error'})` };
  const files = diff.stdout.split('\0').filter((name) => name !== '');
  if (files.length > MAX_GIT_FILES) return { ok: false, reason: `git lists more than ${MAX_GIT_FILES} files` };
  return { ok: true, files };
}
