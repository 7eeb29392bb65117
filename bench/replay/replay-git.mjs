/**
 * What the replays of bench/replay/ share: running programs with argument vectors only (no
 * shell), reading a repository with git, extracting a commit's `.planning/` folder, the built
 * CLI's location and stamp, and making untrusted text (commit subjects, file names) safe for a
 * terminal line.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built CLI: bin/legion-router.js runs dist/index.js (the bundle the action runs). */
export const CLI = join(ROOT, 'bin', 'legion-router.js');

/**
 * LEGION_REPO, checked: a missing variable or path skips the replay (one line, exit 0, for runs
 * without the repository); a path that is not a git repository, or a CLI that is not built, is an
 * error (one line, exit 2).
 */
export function legionRepoOrExit(name) {
  const repo = process.env['LEGION_REPO'];
  if (!repo || !existsSync(repo)) {
    console.log(`${name}: LEGION_REPO is not set or does not exist; skipped (set it to a clone of github:9thLevelSoftware/legion).`);
    process.exit(0);
  }
  if (spawnSync('git', ['-C', repo, 'rev-parse', '--git-dir'], { stdio: 'ignore' }).status !== 0) {
    console.error(`${name}: LEGION_REPO (${repo}) is not a git repository; give the path of a clone (or bare git directory) of github:9thLevelSoftware/legion.`);
    process.exit(2);
  }
  if (!existsSync(CLI) || !existsSync(join(ROOT, 'dist', 'index.js'))) {
    console.log(`${name}: the CLI is not built (bin/legion-router.js runs dist/index.js); run npm run build first. Skipped.`);
    process.exit(0);
  }
  return repo;
}

/** Runs a program; resolves with its exit code, stdout and stderr (never rejects on exit ≠ 0). */
export function run(file, args, options = {}) {
  return new Promise((done) => {
    execFile(file, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 120_000, ...options }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      done({ code, stdout: String(stdout ?? ''), stderr: String(stderr ?? ''), error: error && typeof error.code !== 'number' ? error : undefined });
    });
  });
}

/** `git -C repo …`; its stdout, or an error naming the subcommand. */
export async function git(repo, args) {
  const result = await run('git', ['-C', repo, ...args]);
  if (result.code !== 0) throw new Error(`git ${args[0]} failed: ${firstLine(result.stderr) || `exit ${result.code}`}`);
  return result.stdout;
}

/** `git archive <rev> .planning | tar -x -C <dir>`, as two processes joined by a pipe. */
export function extractPlanning(repo, rev, dir) {
  return new Promise((done, fail) => {
    const archive = spawn('git', ['-C', repo, 'archive', '--format=tar', rev, '.planning'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const tar = spawn('tar', ['-x', '-f', '-', '-C', dir], { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    archive.stderr.on('data', (chunk) => (errors += chunk));
    tar.stderr.on('data', (chunk) => (errors += chunk));
    archive.stdout.pipe(tar.stdin);
    let pending = 2;
    let failed = false;
    const finish = (name) => (code) => {
      if (code !== 0) failed = true;
      if (--pending === 0) {
        if (failed) fail(new Error(`${name}: ${firstLine(errors) || 'failed'}`));
        else done();
      }
    };
    archive.on('error', fail);
    tar.on('error', fail);
    archive.on('close', finish('git archive'));
    tar.on('close', finish('tar'));
  });
}

export function firstLine(text) {
  return (
    String(text)
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

/** Untrusted text (commit subjects, reasons naming files) made safe for a terminal line. */
export function printable(text, max = 160) {
  const flat = String(text).replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Size and modification time of every file of the bundle (dist/index.js and its chunks, which the
 * CLI shares with the action): a rebuild during a replay changes them.
 */
export function bundleStamp() {
  try {
    const dist = join(ROOT, 'dist');
    return readdirSync(dist)
      .filter((name) => name.endsWith('.js'))
      .sort()
      .map((name) => {
        const stat = statSync(join(dist, name));
        return `${name}:${stat.size}@${Math.round(stat.mtimeMs)}`;
      })
      .join(' ');
  } catch {
    return 'missing';
  }
}
