/**
 * In-process comparison of ways to list a 3,000-file pull request (30 pages of 100 files, with
 * the fields GitHub sends) from the fake API: legion-router's adapter over node:http and over
 * @actions/github's undici fetch, with 1, 2 or 4 pages at a time; and plain octokit `paginate`
 * as the peers use it, with and without @octokit/plugin-retry and @octokit/plugin-throttling on
 * every request. Each sample builds a fresh client and lists all pages; module loading is
 * outside the samples (the process-level runs in run.mjs include it). Samples report wall time
 * and this process's CPU time (user + system): the fake API runs in another process, so the CPU
 * time is the client's own, and holds up on a loaded machine where wall time does not.
 *
 * Bundled with ncc and run by bench/peers/run.mjs, which serves the fake API and passes its URL:
 *   node bench/.bench-tmp/api-bench/index.js <api-url> [rounds]
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { GitHubApi } from '../../src/adapters/github/api-client.js';
import { octokitTransport, type HttpKind } from '../../src/adapters/github/octokit-transport.js';
import { listPullRequestFiles } from '../../src/adapters/github/pull-request.js';

const FILES = 3000;
const repo = { owner: 'Codertocat', repo: 'Hello-World' };

type Variant = { name: string; run: (url: string) => Promise<number> };

function adapter(http: HttpKind, pageConcurrency: number): Variant['run'] {
  return async (url) => {
    const api = new GitHubApi({ transport: octokitTransport('test-token', url, { http, pageConcurrency, env: {} }), budgetMs: 60_000, timeoutMs: 15_000 });
    const listing = await listPullRequestFiles(api, repo, 2, FILES);
    return listing.listed;
  };
}

function plainOctokit(withPlugins: boolean): Variant['run'] {
  return async (url) => {
    const throttle = { onRateLimit: () => false, onSecondaryRateLimit: () => false };
    const octokit = withPlugins
      ? getOctokit('test-token', { baseUrl: url, throttle } as Parameters<typeof getOctokit>[1], retry, throttling)
      : getOctokit('test-token', { baseUrl: url });
    let listed = 0;
    for await (const page of octokit.paginate.iterator(octokit.rest.pulls.listFiles, { owner: repo.owner, repo: repo.repo, pull_number: 2, per_page: 100 })) {
      listed += page.data.length;
    }
    return listed;
  };
}

const variants: Variant[] = [
  { name: 'adapter, node:http (default)', run: adapter('node', 1) },
  { name: 'adapter, undici fetch', run: adapter('fetch', 1) },
  { name: 'adapter, node:http, 2 pages at a time', run: adapter('node', 2) },
  { name: 'adapter, node:http, 4 pages at a time', run: adapter('node', 4) },
  { name: 'octokit paginate, undici, no plugins (as paths-filter)', run: plainOctokit(false) },
  { name: 'octokit paginate, undici, retry + throttling on every request', run: plainOctokit(true) },
];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: index.js <api-url> [rounds]');
  const rounds = Math.max(7, Number(process.argv[3]) || 15);
  const wall = new Map<string, number[]>(variants.map((v) => [v.name, []]));
  const cpu = new Map<string, number[]>(variants.map((v) => [v.name, []]));
  for (let round = 0; round <= rounds; round += 1) {
    for (let i = 0; i < variants.length; i += 1) {
      const variant = variants[(i + round) % variants.length] as Variant;
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const listed = await variant.run(url);
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpuBefore);
      if (listed !== FILES) throw new Error(`${variant.name}: listed ${listed} files`);
      if (round > 0) {
        wall.get(variant.name)?.push(ms);
        cpu.get(variant.name)?.push((used.user + used.system) / 1000);
      }
    }
  }
  const result = variants.map((v) => {
    const values = wall.get(v.name) ?? [];
    return { name: v.name, medianMs: median(values), minMs: Math.min(...values), cpuMedianMs: median(cpu.get(v.name) ?? []) };
  });
  process.stdout.write(`API_BENCH_JSON ${JSON.stringify({ rounds, samplesPerVariant: rounds, result })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
