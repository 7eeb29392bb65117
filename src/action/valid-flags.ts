/** The flags labels can stand for: the loaded config's intent flags plus the global flags. */
import { loadBundledConfig, loadConfig } from '../adapters/fs/load-config.js';
import { RepoReader } from '../adapters/fs/repo-reader.js';
import { validFlags } from '../core/intent/intent-flags.js';
import type { ActionInputs } from './inputs.js';

export function loadValidFlags(repoRoot: string, inputs: Pick<ActionInputs, 'config'>): string[] {
  const load = loadConfig(new RepoReader(repoRoot), inputs.config || undefined);
  // A config that cannot be used makes the route itself fail with its own error (E030); the
  // bundled flags are enough to tell flag labels from ordinary ones until then.
  return validFlags(load.ok ? load.loaded.config : loadBundledConfig().config);
}
