/**
 * bench/wave/run.mjs runs end to end at a tiny size (5 plans, one run): every step succeeds,
 * land and `git am` give the same tree (the script checks it), and every figure is printed. No
 * timing assertions: the figures are BENCHMARKS.md's.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../support/legion-reference.js';
import { HAS_NODE24 } from '../support/run-action.js';
import { ensureWaveDist } from '../support/run-wave.js';

beforeAll(() => {
  if (HAS_NODE24) ensureWaveDist();
}, 240_000);

describe('bench/wave/run.mjs', () => {
  test.skipIf(!HAS_NODE24)(
    'runs collect, apply and land against git am and prints the figures',
    () => {
      const result = spawnSync(process.execPath, [join('bench', 'wave', 'run.mjs'), '--plans', '5', '--runs', '1'], { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 240_000 });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^phase +5 plans in 5 waves, 100 files, 2\.0 MB$/m);
      expect(result.stdout).toMatch(/^land \(5 commits, pushed\), median of 1 +\d+ ms/m);
      expect(result.stdout).toMatch(/^ {2}of which apply and commit \(land's log\), median +\d+ ms/m);
      expect(result.stdout).toMatch(/^land's apply and commit \/ git am +\d+\.\d\d×$/m);
    },
    240_000,
  );

  test('a bad option is one line and exit 2', () => {
    const result = spawnSync(process.execPath, [join('bench', 'wave', 'run.mjs'), '--plans', '7'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('bench:wave: --plans must be a multiple of 5 (plans per wave)\n');
  });
});
