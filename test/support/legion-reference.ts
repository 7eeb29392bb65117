/**
 * Where the real Legion reference data lives for the tests that read it.
 *
 * LEGION_REFERENCE_DIR names the folder (a copy of Legion's repository files, as laid out in
 * ../shared/reference/legion); the default is ../shared/reference/legion beside this clone.
 * Tests that need it use `describe.skipIf(!HAS_LEGION_REF)`: on a fresh clone with nothing beside
 * it they skip, and test/support/global-setup.ts prints one notice saying what was skipped and how
 * to run it. CI sets LEGION_REFERENCE_REQUIRED=1, which turns a missing folder into a failure.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_LEGION_REF = resolve(PROJECT_ROOT, '..', 'shared', 'reference', 'legion');

/** The Legion reference folder (read-only; never copied into the project). */
export const LEGION_REF = process.env['LEGION_REFERENCE_DIR'] ? resolve(process.env['LEGION_REFERENCE_DIR']) : DEFAULT_LEGION_REF;
export const HAS_LEGION_REF = existsSync(join(LEGION_REF, '.planning', 'config', 'intent-teams.yaml'));

/** A file of the Legion reference folder, by repository path. */
export function legionPath(relPath: string): string {
  return join(LEGION_REF, relPath);
}
