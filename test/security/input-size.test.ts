/**
 * #11 item 8: the real bound of an action input. The runner passes each input to the action's
 * process as one environment variable, `INPUT_<NAME>=<value>`. Linux refuses to start a process
 * with any single argument or environment string longer than MAX_ARG_STRLEN (32 pages: 131,072
 * bytes, the terminating NUL included): execve fails with E2BIG and the step fails before the
 * action runs a line. So `changed-files` holds at most
 *
 *   131,072 − 1 − len("INPUT_CHANGED-FILES=") = 131,051 bytes of UTF-8
 *
 * (about 3,200 paths of 40 characters). This test measures the bound by starting Node 24 (the
 * runner's) with a variable of exactly that size and one byte more. Larger lists need a file
 * (SECURITY.md, "Bounds").
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE24 } from '../support/run-action.js';

const MAX_ARG_STRLEN = 131_072;
const NAME = 'INPUT_CHANGED-FILES';
export const CHANGED_FILES_INPUT_MAX_BYTES = MAX_ARG_STRLEN - 1 - `${NAME}=`.length;

function start(value: string): string {
  const run = spawnSync(NODE24, ['-e', 'process.exit(0)'], { env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', [NAME]: value } });
  return run.error ? ((run.error as NodeJS.ErrnoException).code ?? 'error') : run.status === 0 ? 'started' : `exit ${run.status}`;
}

describe.skipIf(process.platform !== 'linux' || !existsSync(NODE24))('item 8: input size (E2BIG)', () => {
  it(`item 8: changed-files holds at most ${CHANGED_FILES_INPUT_MAX_BYTES} bytes; one more and the process cannot start (E2BIG)`, () => {
    expect(CHANGED_FILES_INPUT_MAX_BYTES).toBe(131_051);
    const line = 'src/components/feature/SomeComponent.tsx\n';
    const list = line.repeat(Math.ceil(CHANGED_FILES_INPUT_MAX_BYTES / line.length)).slice(0, CHANGED_FILES_INPUT_MAX_BYTES);
    expect(start(list)).toBe('started');
    expect(start(`${list}x`)).toBe('E2BIG');
    expect(Math.floor(CHANGED_FILES_INPUT_MAX_BYTES / line.length)).toBe(3_196);
  });
  it('item 8: the bound is in bytes: two-byte characters halve it', () => {
    const half = Math.floor(CHANGED_FILES_INPUT_MAX_BYTES / 2);
    expect(start('é'.repeat(half))).toBe('started');
    expect(start('é'.repeat(half + 1))).toBe('E2BIG');
  });
});
