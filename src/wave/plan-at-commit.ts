/**
 * A plan file as a commit has it (the routed commit, or the commit a leg started from), read
 * through git rather than the workspace: an agent may have changed the file in the workspace,
 * and its own plan must not widen its scope. Used for a slim entry's fields, the plan's title
 * (commit messages) and its declared files (the workflow check at land).
 */
import type { WaveGit } from '../adapters/git/wave-git.js';
import { parsePlan } from '../core/plans/parse-plan.js';

export interface PlanFacts {
  title: string;
  files: string[];
  dependsOn: string[];
  phase: number;
}

export function planAtCommit(git: WaveGit, commit: string, path: string): PlanFacts | null {
  return planFromBlob(path, git.fileAt(commit, path));
}

/** The titles of several plans at a commit, read in one git process (land's commit messages). */
export function planTitles(git: WaveGit, commit: string, paths: readonly string[]): Map<string, string> {
  const blobs = git.filesAt(commit, [...new Set(paths.filter((path) => path !== ''))]);
  const titles = new Map<string, string>();
  for (const [path, blob] of blobs) titles.set(path, planFromBlob(path, blob)?.title ?? '');
  return titles;
}

function planFromBlob(path: string, blob: Buffer | null): PlanFacts | null {
  if (blob === null) return null;
  const parts = path.split('/');
  const fileName = parts[parts.length - 1] ?? path;
  const phaseDir = parts[parts.length - 2] ?? '';
  const phaseNumber = Number(/^(\d+)/.exec(phaseDir)?.[1] ?? '0');
  const parsed = parsePlan({ path, fileName, phaseDir, phaseNumber, text: blob.toString('utf8') });
  if (!parsed.plan) return null;
  return { title: parsed.plan.title ?? headingTitle(blob.toString('utf8')), files: parsed.plan.filesModified, dependsOn: parsed.plan.dependsOn, phase: parsed.plan.phase };
}

/** The first `# ` heading after the frontmatter, without a leading `Plan NN-PP:` (Legion's plan headings). */
export function headingTitle(text: string): string {
  const body = text.startsWith('---') ? text.slice(Math.max(0, text.indexOf('\n---', 3) + 4)) : text;
  const heading = /^# (.{1,300})$/m.exec(body.slice(0, 65_536))?.[1] ?? '';
  return heading.replace(/^Plan\s+[0-9A-Za-z._-]+\s*[:—–-]?\s*/i, '').trim();
}
