/**
 * Scale step of `npm run bench` (issue #14 goal 5): `--sizes scale` (alone or with other sizes).
 *
 * For every (plans, files) cell of the grid it writes a synthetic repository (bench/synth.ts
 * layout, `files_modified` globs per plan, a changed-files.txt) and routes it the way a user runs
 * it: the CLI, bundled from src/cli.ts, as its own process —
 *   legion-router --repo DIR --changed-files DIR/changed-files.txt --json build --skip-frontend --phase 1
 * — timing the process (wall, median of --scale-runs) and reading its peak RSS. With
 * --baseline-ref REF, the CLI is also bundled from that commit (git archive) and run alternately
 * with the current one on the diagonal cells, and their JSON outputs are compared. In the same
 * cells, selectPlans runs in one process with the fast globs and with the general matcher.
 *
 * Options (through bench/run.mjs): --scale-plans 1000,2500,5000,10000
 *                                  --scale-files 5000,12500,25000,50000
 *                                  --scale-runs 3  --baseline-ref 3899930
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const PRELOAD = `data:text/javascript,${encodeURIComponent("process.on('exit',()=>process.stderr.write('\\nSCALE_MAXRSS '+process.resourceUsage().maxRSS+'\\n'))")}`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const list = (text) =>
  text
    .split(',')
    .map((n) => Number(n.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

function bundleCli(root, entry, outDir) {
  const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  const result = spawnSync(process.execPath, [ncc, 'build', entry, '-o', outDir, '--transpile-only', '--no-cache', '--quiet'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ncc could not bundle ${entry}: ${result.stderr}`);
  return join(outDir, 'index.js');
}

/** The CLI as of a commit: its src/, config/ and manifests from git, bundled the same way. */
function bundleBaseline(root, out, ref) {
  const dir = join(out, 'baseline-src');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', ref, 'src', 'config', 'package.json', 'tsconfig.json'], { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  if (archive.status !== 0) throw new Error(`git archive ${ref} failed: ${archive.stderr}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error('tar failed');
  try {
    return bundleCli(root, join(dir, 'src', 'cli.ts'), join(out, 'cli-baseline'));
  } finally {
    // The extracted sources are not the project's: leave nothing for tsc or eslint to find.
    rmSync(dir, { recursive: true, force: true });
  }
}

function routeWithCli(node, cli, repoRoot) {
  const argv = ['--import', PRELOAD, cli, '--repo', repoRoot, '--changed-files', join(repoRoot, 'changed-files.txt'), '--json', 'build', '--skip-frontend', '--phase', '1'];
  const start = performance.now();
  const result = spawnSync(node, argv, { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  const ms = performance.now() - start;
  const rss = result.stderr.match(/SCALE_MAXRSS (\d+)/);
  let outputs;
  try {
    outputs = JSON.parse(result.stdout);
  } catch {
    throw new Error(`the CLI printed no JSON (exit ${result.status}): ${result.stderr.slice(0, 500)}`);
  }
  return {
    ms,
    maxRssMB: rss ? Number(rss[1]) / 1024 : NaN,
    status: result.status,
    errorCode: outputs['error-code'] ?? '',
    stdout: result.stdout,
    selected: (outputs.plans ?? []).filter((p) => p.decision === 'selected').length,
  };
}

export function scaleStep({ root, out, childNode, childJson, log, options }) {
  const plansGrid = list(options['scale-plans'] ?? '1000,2500,5000,10000');
  const filesGrid = list(options['scale-files'] ?? '5000,12500,25000,50000');
  const runs = Math.max(1, Number(options['scale-runs'] ?? 3));
  const ref = options['baseline-ref'];
  log(`\nscale: bundling the CLI${ref ? ` (current and ${ref})` : ''}`);
  const current = bundleCli(root, 'src/cli.ts', join(out, 'cli-current'));
  const baseline = ref ? bundleBaseline(root, out, ref) : undefined;
  const cells = [];
  for (const [pi, plans] of plansGrid.entries()) {
    for (const [fi, files] of filesGrid.entries()) {
      const diagonal = pi === fi || (plans === plansGrid.at(-1) && files === filesGrid.at(-1));
      const repo = childJson(['scale-generate', '--size', 'huge', '--plans', String(plans), '--files', String(files)]);
      try {
        const load = loadavg()[0];
        const now = [];
        const before = [];
        let identical;
        for (let i = 0; i < runs; i++) {
          const pair = baseline && diagonal ? (i % 2 === 0 ? ['now', 'before'] : ['before', 'now']) : ['now'];
          for (const which of pair) {
            const routed = routeWithCli(childNode, which === 'now' ? current : baseline, repo.root);
            (which === 'now' ? now : before).push(routed);
          }
          if (baseline && diagonal && i === 0) identical = now[0].stdout === before[0].stdout;
        }
        for (const r of [...now, ...before]) r.stdout = undefined;
        const select = diagonal ? childJson(['scale-select', '--size', 'huge', '--root', repo.root, '--runs', String(runs)]) : undefined;
        const cell = {
          plans,
          files: repo.files,
          load: Math.round(load * 100) / 100,
          ms: Math.round(median(now.map((r) => r.ms))),
          maxRssMB: Math.round(Math.max(...now.map((r) => r.maxRssMB))),
          errorCode: now[0].errorCode,
          selected: now[0].selected,
          ...(before.length
            ? { baselineMs: Math.round(median(before.map((r) => r.ms))), baselineRssMB: Math.round(Math.max(...before.map((r) => r.maxRssMB))), identicalOutputs: identical }
            : {}),
          ...(select ? { select } : {}),
        };
        cells.push(cell);
        log(
          `  ${plans} plans × ${repo.files} files: ${cell.ms} ms, ${cell.maxRssMB} MB (${cell.errorCode || 'ok'}, ${cell.selected} selected)` +
            (cell.baselineMs ? `; ${ref}: ${cell.baselineMs} ms, ${cell.baselineRssMB} MB, outputs ${identical ? 'identical' : 'DIFFER'}` : '') +
            (select
              ? `; select fast ${select.fastMs} ms vs general ${select.generalMs} ms (${select.ratio}×, ${select.identical ? 'same decisions' : 'DIFFERENT decisions'})`
              : ''),
        );
      } finally {
        rmSync(repo.root, { recursive: true, force: true });
      }
    }
  }
  return { runs, ref: ref ?? null, cells, cliExists: existsSync(current) };
}

export function scaleReport(scale) {
  const lines = [];
  const plansGrid = [...new Set(scale.cells.map((c) => c.plans))];
  const filesGrid = [...new Set(scale.cells.map((c) => c.files))];
  const cell = (p, f) => scale.cells.find((c) => c.plans === p && c.files === f);
  lines.push(`Scale: the CLI routes \`build --skip-frontend --phase 1\` in its own process (median of ${scale.runs}; peak RSS): ms / MB / µs per (plan + file)`);
  lines.push('');
  lines.push(`| plans \\ files | ${filesGrid.map((f) => f.toLocaleString('en')).join(' | ')} |`);
  lines.push(`|---|${filesGrid.map(() => '---:').join('|')}|`);
  for (const p of plansGrid) {
    lines.push(
      `| ${p.toLocaleString('en')} | ${filesGrid
        .map((f) => {
          const c = cell(p, f);
          return c ? `${c.ms} ms / ${c.maxRssMB} MB / ${((c.ms * 1000) / (c.plans + c.files)).toFixed(1)}` : '—';
        })
        .join(' | ')} |`,
    );
  }
  const compared = scale.cells.filter((c) => c.baselineMs !== undefined || c.select);
  if (compared.length) {
    lines.push('');
    lines.push(
      `| plans × files | load | CLI now | CLI at ${scale.ref ?? '—'} | ratio | outputs | select, fast globs | select, general matcher | ratio | decisions | patterns skipped / fast / parsed (positive index) |`,
    );
    lines.push('|---|---:|---:|---:|---:|---|---:|---:|---:|---|---|');
    for (const c of compared) {
      const s = c.select;
      const st = s?.stats?.positive;
      lines.push(
        `| ${c.plans.toLocaleString('en')} × ${c.files.toLocaleString('en')} | ${c.load} | ${c.ms} ms, ${c.maxRssMB} MB | ${c.baselineMs !== undefined ? `${c.baselineMs} ms, ${c.baselineRssMB} MB` : '—'} | ${c.baselineMs !== undefined ? `${(c.baselineMs / c.ms).toFixed(2)}×` : '—'} | ${c.identicalOutputs === undefined ? '—' : c.identicalOutputs ? 'identical' : 'DIFFER'} | ${s ? `${s.fastMs} ms` : '—'} | ${s ? `${s.generalMs} ms` : '—'} | ${s ? `${s.ratio}×` : '—'} | ${s ? (s.identical ? 'same' : 'DIFFER') : '—'} | ${st ? `${st.skippedAlternatives} / ${st.fastAlternatives} / ${st.parsedAlternatives}` : '—'} |`,
      );
    }
  }
  const big = scale.cells.find((c) => c.plans === 10000 && c.files >= 50000);
  if (big) {
    lines.push('');
    lines.push(
      `- 10,000 plans × 50,000 files ≤ 1.5 s and ≤ 300 MB: ${big.ms <= 1500 && big.maxRssMB <= 300 ? 'MET' : 'NOT MET'} (${big.ms} ms, ${big.maxRssMB} MB, load ${big.load})`,
    );
  }
  return lines.join('\n');
}
