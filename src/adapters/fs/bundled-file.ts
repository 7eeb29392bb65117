import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Read a file shipped with legion-router (e.g. `config/intent-teams.yaml`). The bundle runs from
 * `dist/index.js` (action), `dist/cli/index.js` (CLI) or `src/**` (tests), so the package root is
 * found by walking up from this module to the folder that holds the file.
 */
export function readBundledFile(relPath: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, relPath);
    if (existsSync(candidate) && existsSync(join(dir, 'package.json'))) return readFileSync(candidate, 'utf8');
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`legion-router is missing its bundled file ${relPath}; reinstall the action.`);
}
