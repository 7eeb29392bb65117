/**
 * What the peer workload's plans cost cold and hot (issue #14 goal 1): the CLI's route
 * (`runCli`, no API, no process start) over the peer benchmark's repository, several times in one
 * process — the first run is cold (code interpreted, then compiled), the later ones hot — once
 * with the 99 plans and once with the floor's single plan, each in a fresh process.
 *
 *   node --experimental-transform-types --no-warnings --import ./bench/replay/ts-resolve.mjs bench/peers/cold-and-hot.mjs [--runs 16]
 *
 * Prints the milliseconds of every run and, per repository, cold (run 1) and hot (median of the
 * second half: the runs after the first few are still being compiled); the difference between the
 * two repositories is what the plans cost.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '16' }, plans: { type: 'string' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 4) {
  console.error('cold-and-hot: --runs needs a whole number of at least 4 (for example --runs 16).');
  process.exit(2);
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

if (values.plans !== undefined) {
  // The child: route one repository `runs` times and print the times as JSON.
  const { writeRouterRepository, changedFiles } = await import('./workload.mjs');
  const { runCli } = await import('../../src/cli/main.ts');
  const dir = mkdtempSync(join(tmpdir(), 'legion-cold-hot-'));
  try {
    writeRouterRepository(dir, { plans: Number(values.plans) });
    writeFileSync(join(dir, 'changed.txt'), changedFiles().join('\n'));
    const times = [];
    let count;
    for (let i = 0; i < runs; i++) {
      let out = '';
      const start = performance.now();
      const code = await runCli({
        argv: ['--repo', dir, '--changed-files', join(dir, 'changed.txt'), '--json', 'build'],
        cwd: dir,
        stdout: (text) => {
          out += text;
        },
        stderr: () => {},
        readStdin: () => '',
      });
      times.push(performance.now() - start);
      if (code !== 0) throw new Error(`the route exited ${code}`);
      count = JSON.parse(out).count;
    }
    process.stdout.write(`${JSON.stringify({ times, count })}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  const self = fileURLToPath(import.meta.url);
  const resolveHook = fileURLToPath(new URL('../replay/ts-resolve.mjs', import.meta.url));
  const results = {};
  for (const plans of [99, 1]) {
    const child = spawnSync(
      process.execPath,
      ['--experimental-transform-types', '--no-warnings', '--import', resolveHook, self, '--plans', String(plans), '--runs', String(runs)],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(`the ${plans}-plan child failed: ${child.stderr}`);
    const { times, count } = JSON.parse(child.stdout.trim().split('\n').at(-1));
    results[plans] = { cold: times[0], hot: median(times.slice(Math.floor(runs / 2))) };
    console.log(`${plans} plan(s), ${count} job(s): ${times.map((t) => t.toFixed(1)).join(', ')} ms; cold ${times[0].toFixed(1)}, hot ${results[plans].hot.toFixed(1)}`);
  }
  console.log(
    `the 99 plans' share: cold ${(results[99].cold - results[1].cold).toFixed(1)} ms, hot ${(results[99].hot - results[1].hot).toFixed(1)} ms (Node ${process.versions.node})`,
  );
}
