/**
 * Temporary repositories for routing tests: a fresh directory under the OS temp folder with the
 * files a test needs, removed after the test. Paths given to `write` are repository-relative and
 * use `/`.
 *
 *   const repos = useTempRepos();            // registers afterEach cleanup
 *   const repo = repos.make({ '.planning/STATE.md': 'Phase: 1 of 1\nStatus: planned\n' });
 *   repo.write('.planning/phases/01-x/01-01-PLAN.md', planText({ wave: 1 }));
 *
 * The Legion reference checkout (LEGION_REF) is used by path; tests that need it skip when it is
 * not there (`describe.skipIf(!HAS_LEGION_REF)`), as the other suites of this repository do.
 */
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';
import { loadBundledConfig } from '../../src/adapters/fs/load-config.js';
import { parseIntentTeams } from '../../src/core/config/parse-intent-teams.js';
import type { IntentTeamsConfig } from '../../src/core/types.js';

import { HAS_LEGION_REF, LEGION_REF, PROJECT_ROOT, legionPath } from './legion-reference.js';

export { HAS_LEGION_REF, LEGION_REF, PROJECT_ROOT, legionPath };
export const EXAMPLE_BASIC = join(PROJECT_ROOT, 'examples', 'basic');
export const BUNDLED_CONFIG_FILE = join(PROJECT_ROOT, 'config', 'intent-teams.yaml');

export function readLegion(relPath: string): string {
  return readFileSync(legionPath(relPath), 'utf8');
}

/** Legion's real intent-teams.yaml through the real loader (throws when it has any diagnostic). */
export function legionConfig(): IntentTeamsConfig {
  return configFrom(readLegion('.planning/config/intent-teams.yaml'), 'legion/intent-teams.yaml');
}

/** legion-router's bundled config/intent-teams.yaml. */
export function bundledConfig(): IntentTeamsConfig {
  return loadBundledConfig().config;
}

/** YAML text through the real loader; throws when it is unusable or has diagnostics. */
export function configFrom(yaml: string, path = 'intent-teams.yaml'): IntentTeamsConfig {
  const parsed = parseIntentTeams(yaml, path);
  if (!parsed.usable || parsed.diagnostics.length > 0) {
    throw new Error(`${path}: ${parsed.diagnostics.map((d) => d.message).join('; ') || 'unusable'}`);
  }
  return parsed.config;
}

/** Repository-relative paths of every file under `dir` (recursive, sorted, `/`-separated). */
export function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else out.push(rel);
  }
  return out.sort();
}

export interface TempRepo {
  /** Absolute path of the repository root. */
  root: string;
  /** Absolute path of a repository-relative path. */
  path(relPath: string): string;
  /** Write a file (parents created); returns its absolute path. */
  write(relPath: string, text: string | Buffer): string;
  mkdir(relPath: string): string;
  /** Create a symbolic link at `relPath` pointing to `target` (absolute or relative). */
  symlink(target: string, relPath: string): string;
  /** Copy a directory (or file) from anywhere into the repository, made writable. */
  copyIn(source: string, relPath: string): void;
  remove(relPath: string): void;
}

function makeWritable(path: string): void {
  const stat = statSync(path);
  chmodSync(path, stat.isDirectory() ? 0o755 : 0o644);
  if (stat.isDirectory()) for (const name of readdirSync(path)) makeWritable(join(path, name));
}

/** Create a temporary repository holding `files`. The caller removes it with `dispose`. */
export function createTempRepo(files: Record<string, string> = {}): TempRepo & { dispose(): void } {
  const root = mkdtempSync(join(tmpdir(), 'legion-router-test-'));
  const abs = (relPath: string): string => join(root, ...relPath.split('/'));
  const repo = {
    root,
    path: abs,
    write(relPath: string, text: string | Buffer): string {
      const target = abs(relPath);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
      return target;
    },
    mkdir(relPath: string): string {
      const target = abs(relPath);
      mkdirSync(target, { recursive: true });
      return target;
    },
    symlink(target: string, relPath: string): string {
      const link = abs(relPath);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(target, link);
      return link;
    },
    copyIn(source: string, relPath: string): void {
      const target = abs(relPath);
      mkdirSync(dirname(target), { recursive: true });
      cpSync(source, target, { recursive: true });
      makeWritable(target);
    },
    remove(relPath: string): void {
      rmSync(abs(relPath), { recursive: true, force: true });
    },
    dispose(): void {
      try {
        makeWritable(root);
      } catch {
        // best effort
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  for (const [relPath, text] of Object.entries(files)) repo.write(relPath, text);
  return repo;
}

/** `make()` creates temp repos that are removed after each test of the calling file. */
export function useTempRepos(): { make(files?: Record<string, string>): TempRepo } {
  const made: (TempRepo & { dispose(): void })[] = [];
  afterEach(() => {
    for (const repo of made.splice(0)) repo.dispose();
  });
  return {
    make(files: Record<string, string> = {}): TempRepo {
      const repo = createTempRepo(files);
      made.push(repo);
      return repo;
    },
  };
}

/**
 * A PLAN.md with the given frontmatter lines (written verbatim, one per array item, so tests
 * control YAML types exactly) and a body.
 */
export function planText(frontmatter: readonly string[], body = '# Plan\n'): string {
  return ['---', ...frontmatter, '---', '', body].join('\n');
}

/** A typical valid plan's frontmatter. */
export function validPlan(options: { phase: string; plan: string; wave?: number; agents?: readonly string[]; files?: readonly string[]; extra?: readonly string[] }): string {
  const lines = [`phase: ${options.phase}`, `plan: "${options.plan}"`, `wave: ${options.wave ?? 1}`];
  const agents = options.agents ?? ['engineering-senior-developer'];
  if (agents.length > 0) lines.push('agents:', ...agents.map((a) => `  - ${JSON.stringify(a)}`));
  if (options.files) lines.push('files_modified:', ...options.files.map((f) => `  - ${JSON.stringify(f)}`));
  lines.push(...(options.extra ?? []));
  return planText(lines, `# Plan ${options.plan}\n`);
}

/** STATE.md in the form real Legion projects write it. */
export function stateText(phase: number, total: number, status: string): string {
  return `# Project State\n\n## Current Position\n- **Phase**: ${phase} of ${total}\n- **Status**: ${status}\n`;
}
