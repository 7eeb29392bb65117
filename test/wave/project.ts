/**
 * The three-wave phase of issue 22 as a Legion project: 01-01 and 01-02 in wave 1, 01-03 in
 * wave 2 depending on 01-01, 01-04 in wave 3 depending on 01-03. 01-02 exercises what a patch
 * must carry exactly (a binary file, an executable bit set and a new executable, paths with a
 * space and non-ASCII characters, a deletion and a rename).
 */
import { join } from 'node:path';
import { ROOT } from '../support/run-action.js';

export const AGENT = join(ROOT, 'test', 'wave', 'fixtures', 'agent.mjs');
export const PHASE_DIR = '.planning/phases/01-core';

export function planText(id: string, wave: number, files: string[], dependsOn: string[] = [], extra = ''): string {
  return [
    '---',
    'phase: 01-core',
    `plan: ${id}`,
    'type: execute',
    `wave: ${wave}`,
    `depends_on: [${dependsOn.map((d) => `"${d}"`).join(', ')}]`,
    'files_modified:',
    ...files.map((f) => `  - ${f}`),
    'autonomous: true',
    'agents:',
    '  - engineering-senior-developer',
    extra,
    '---',
    '',
    `# Plan ${id}: build part ${id}`,
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .replace(/\n# /, '\n\n# ');
}

export function threeWaveProject(extraFiles: Record<string, string | Buffer> = {}): Record<string, string | Buffer> {
  return {
    'README.md': '# shop\n',
    'old/remove-me.txt': 'going away\n',
    'old/move-me.txt': 'moving\nto assets\n',
    'old/exec-me.sh': '#!/bin/sh\necho exec\n',
    '.planning/STATE.md': '# Project State\n\n## Current Position\n- **Phase**: 1 of 1 (Core)\n- **Status**: Planned — ready to build\n',
    '.planning/ROADMAP.md': '# Roadmap\n\n## Phases\n\n- [ ] Phase 1: Core (4 plans)\n',
    [`${PHASE_DIR}/01-01-PLAN.md`]: planText('01-01', 1, ['src/01-01.txt']).replace('build part 01-01', 'Lay the base file'),
    [`${PHASE_DIR}/01-02-PLAN.md`]: planText('01-02', 1, ['assets/', 'old/']),
    [`${PHASE_DIR}/01-03-PLAN.md`]: planText('01-03', 2, ['src/01-03.txt'], ['01-01']),
    [`${PHASE_DIR}/01-04-PLAN.md`]: planText('01-04', 3, ['src/01-04.txt'], ['01-03']),
    ...extraFiles,
  };
}

/** A plan leg's matrix entry as the route writes it (src/core/matrix/plan-entries.ts). */
export function planEntry(id: string, wave: number, files: string[], options: { dependsOn?: string[]; scope?: boolean; readOnly?: boolean } = {}): Record<string, unknown> {
  const dependsOn = options.dependsOn ?? [];
  return {
    id,
    command: 'build',
    intent: '',
    plan: id,
    path: `${PHASE_DIR}/${id}-PLAN.md`,
    summary: `${PHASE_DIR}/${id}-SUMMARY.md`,
    phase: 1,
    phase_dir: '01-core',
    wave,
    depends_on: dependsOn,
    depends_on_summaries: dependsOn.map((dep) => `${PHASE_DIR}/${dep}-SUMMARY.md`),
    agent: 'engineering-senior-developer',
    agents: ['engineering-senior-developer'],
    autonomous: true,
    files,
    unsafe_values_omitted: 0,
    partial: false,
    read_only: options.readOnly ?? false,
    environment: '',
    control_mode: options.scope ? 'surgical' : 'guarded',
    file_scope_restriction: options.scope ?? false,
  };
}
