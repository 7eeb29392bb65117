import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRegularFile } from './repo-reader.js';

/** Bundled files are small (the default config is a few KiB): a bound all the same. */
const MAX_BUNDLED_BYTES = 1_048_576;

/**
 * Read a file shipped with legion-router (e.g. `config/intent-teams.yaml`). The code runs from
 * `dist/` (the action, the CLI and the report share one bundle) or from `src/**` (tests), so the
 * package root is found by walking up from this module to the folder that holds the file. The
 * file is read like a repository file: a regular file, opened without following a link and
 * without blocking.
 */
export function readBundledFile(relPath: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, relPath);
    if (existsSync(candidate) && existsSync(join(dir, 'package.json'))) {
      const read = readRegularFile(candidate, relPath, MAX_BUNDLED_BYTES);
      if (read.ok) return read.text;
      throw new Error(`legion-router cannot read its bundled file: ${read.message}; reinstall the action.`);
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`legion-router is missing its bundled file ${relPath}; reinstall the action.`);
}
