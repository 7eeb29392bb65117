/** One leg of a wave job for the refusal and hostile-input tests: checkout, (apply), edits, collect. */
import { readdirSync } from 'node:fs';
import { checkout, runWave, tempDir, writeFiles, type ActionRun, type Project } from '../support/run-wave.js';

export interface Leg {
  workspace: string;
  artifact: string;
  collected: ActionRun;
}

export async function runLeg(project: Project, entry: Record<string, unknown>, edit: (workspace: string) => void, options: { patches?: string } = {}): Promise<Leg> {
  const workspace = checkout(project);
  if (options.patches !== undefined) {
    const applied = await runWave({ workspace, inputs: { step: 'apply', entry: JSON.stringify(entry), patches: options.patches } });
    if (applied.code !== 0) throw new Error(`apply failed: ${applied.stdout}`);
  }
  edit(workspace);
  const artifact = tempDir('legion-wave-artifact-');
  const collected = await runWave({ workspace, inputs: { step: 'collect', entry: JSON.stringify(entry), patches: artifact } });
  return { workspace, artifact, collected };
}

export function writeIn(workspace: string, files: Record<string, string | Buffer>): void {
  writeFiles(workspace, files);
}

export function listDir(dir: string): string[] {
  return readdirSync(dir).sort();
}
