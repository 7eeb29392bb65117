import { execFile } from 'node:child_process';
import { gitChangedFiles } from '../adapters/git/diff-names.js';

const REF = /^[A-Za-z0-9][A-Za-z0-9._/~^@{}-]{0,199}$/;

function revParse(repoRoot: string, ref: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: repoRoot, timeout: 30_000, encoding: 'utf8' }, (error, stdout) => {
      resolve(error ? null : String(stdout).trim());
    });
  });
}

/** `base..head` or `base...head` → changed file names (merge-base diff), via git without a shell. */
export async function changedFilesFromRange(repoRoot: string, range: string): Promise<{ ok: true; files: string[] } | { ok: false; reason: string }> {
  const parts = range.split(/\.{2,3}/);
  if (parts.length !== 2 || !parts.every((p) => REF.test(p))) {
    return { ok: false, reason: `--git-range must look like main..HEAD (got ${JSON.stringify(range.slice(0, 60))})` };
  }
  const [base, head] = await Promise.all(parts.map((p) => revParse(repoRoot, p)));
  if (!base || !head) return { ok: false, reason: `cannot resolve ${!base ? parts[0] : parts[1]} to a commit in ${repoRoot}` };
  return gitChangedFiles(repoRoot, base, head);
}
