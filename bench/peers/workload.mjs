/**
 * The peer benchmark's workload (issue #14): a pull request of 3,000 changed files, and one
 * filter per plan — 99 plans × 42 globs — written three ways:
 * - for legion-router, a Legion `.planning/` tree whose phase has the 99 plans (`files_modified`);
 * - for dorny/paths-filter, a `filters` YAML with one filter per plan;
 * - for tj-actions/changed-files, the same YAML as `files_yaml`.
 * Deterministic: the same call writes the same bytes. About 55% of the plans match a file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PLANS = 99;
export const GLOBS_PER_PLAN = 42;
export const CHANGED_FILES = 3000;

const pad = (n, width = 3) => String(n).padStart(width, '0');

/** The 42 `files_modified` entries of plan `i` (router syntax: `dir/` means everything under it). */
export function planGlobs(i) {
  const pkg = `packages/pkg-${pad(i)}`;
  const app = `apps/app-${pad(i % 20, 2)}`;
  const globs = [];
  for (let k = 0; k < 10; k += 1) globs.push(`${pkg}/src/mod-${k}/**`);
  for (let k = 0; k < 6; k += 1) globs.push(`${pkg}/src/mod-${k}/*.{ts,tsx}`);
  for (let k = 0; k < 6; k += 1) globs.push(`${pkg}/src/mod-${k}/index.ts`);
  globs.push(`${pkg}/test/**/*.test.ts`, `${pkg}/**/*.snap`, `${pkg}/assets/`, `${pkg}/docs/`);
  globs.push(`${app}/src/feature-${pad(i)}/**`, `${app}/src/routes/r${pad(i)}-*.ts`, `docs/pkg-${pad(i)}/**`, `docs/pkg-${pad(i)}.md`);
  for (const name of ['tsconfig.json', 'vite.config.ts', 'package.json', 'README.md', 'CHANGELOG.md', 'LICENSE']) globs.push(`${pkg}/${name}`);
  for (const ext of ['css', 'json', 'sql', 'graphql', 'svg', 'md']) globs.push(`${pkg}/src/**/*.${ext}`);
  if (globs.length !== GLOBS_PER_PLAN) throw new Error(`plan ${i} has ${globs.length} globs`);
  return globs;
}

/** The same entries for picomatch/micromatch, which have no `dir/` shorthand. */
export function peerGlobs(i) {
  return planGlobs(i).map((glob) => (glob.endsWith('/') ? `${glob}**` : glob));
}

/** 3,000 paths: 45 in each of packages 1–60 (source, tests, styles, data), 300 notes that match nothing. */
export function changedFiles() {
  const files = [];
  const exts = ['ts', 'tsx', 'css', 'json', 'ts'];
  for (let p = 1; p <= 60; p += 1) {
    for (let j = 0; j < 45; j += 1) {
      const ext = exts[j % exts.length];
      files.push(j % 9 === 8 ? `packages/pkg-${pad(p)}/test/unit/t${j}.test.ts` : `packages/pkg-${pad(p)}/src/mod-${j % 10}/file-${j}.${ext}`);
    }
  }
  for (let n = 0; files.length < CHANGED_FILES; n += 1) files.push(`notes/2026/note-${pad(n, 4)}.md`);
  return files;
}

/** One YAML mapping, plan id → globs (single-quoted: every glob is safe in single quotes). */
export function filtersYaml() {
  const lines = [];
  for (let i = 1; i <= PLANS; i += 1) {
    lines.push(`plan_${pad(i, 2)}:`);
    for (const glob of peerGlobs(i)) lines.push(`  - '${glob}'`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Write the router's repository: STATE.md, ROADMAP.md and one phase of 99 plans. With
 * `{ plans: n }`, only the first n plans (the "floor" contender routes one plan).
 */
export function writeRouterRepository(dir, { plans = PLANS } = {}) {
  const planning = join(dir, '.planning');
  const phase = join(planning, 'phases', '01-synthetic');
  mkdirSync(phase, { recursive: true });
  writeFileSync(join(planning, 'STATE.md'), '# Project State\n\n## Current Position\n- **Phase**: 1 of 1 (Synthetic)\n- **Status**: Planned — ready to build\n');
  writeFileSync(join(planning, 'ROADMAP.md'), `# Roadmap\n\n## Phases\n\n- [ ] Phase 1: Synthetic (${plans} plans)\n`);
  for (let i = 1; i <= plans; i += 1) {
    const id = `01-${pad(i, 2)}`;
    const text = [
      '---',
      'phase: 01-synthetic',
      `plan: ${id}`,
      'type: execute',
      `wave: ${1 + (i % 3)}`,
      'depends_on: []',
      'files_modified:',
      ...planGlobs(i).map((glob) => `  - "${glob}"`),
      'autonomous: true',
      'agents:',
      `  - ${i % 4 === 0 ? 'engineering-frontend-developer' : 'engineering-backend-architect'}`,
      '---',
      '',
      `# Plan ${id}: package ${pad(i)}`,
      '',
    ].join('\n');
    writeFileSync(join(phase, `${id}-PLAN.md`), text);
  }
}
