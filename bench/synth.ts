/**
 * Synthetic Legion repositories for the benchmark (issue #5): a `.planning/` tree with one phase
 * directory of N plans, each declaring ~8 `files_modified` entries (exact paths, `dir/`, `**`
 * globs, `{a,b}` braces and `!negations`), a repository config that adds exclude patterns to
 * `--skip-frontend`, and a changed-file list. Everything derives from a seeded PRNG, so the same
 * spec always writes the same bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYamlText, stringify as stringifyYaml } from 'yaml';

export interface SizeSpec {
  name: string;
  plans: number;
  changedFiles: number;
  /** Take the changed files from `git diff --name-only base...head` of a real repository. */
  gitRange: boolean;
  seed: number;
}

export const SIZES: Record<'small' | 'large' | 'huge', SizeSpec> = {
  small: { name: 'small', plans: 50, changedFiles: 200, gitRange: false, seed: 0x5eed_0001 },
  large: { name: 'large', plans: 2_000, changedFiles: 3_000, gitRange: false, seed: 0x5eed_0002 },
  huge: { name: 'huge', plans: 10_000, changedFiles: 50_000, gitRange: true, seed: 0x5eed_0003 },
};

/** Phase directory every plan lives in (one phase per size). */
export const PHASE_NUMBER = 1;
export const PHASE_DIR = '01-synthetic-monorepo';
export const PLANNING_DIR = '.planning';
/** Refs the git-range repository carries: `bench-base...bench-head`. */
export const GIT_RANGE = 'bench-base...bench-head';

/** Exclude patterns the repository config adds to `--skip-frontend` (on top of the bundled ones). */
export const EXTRA_EXCLUDES = [
  'apps/*/public/**',
  '**/*.stories.tsx',
  '**/*.snap',
  'packages/*/assets/',
  '**/{i18n,locales}/**',
  '!**/locales/en.json',
  'packages/*/src/ui/**',
  '**/*.svg',
];

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

interface Layout {
  packages: number;
  apps: number;
  modules: number;
  filesPerModule: number;
  plans: number;
}

function layoutFor(spec: SizeSpec): Layout {
  return {
    // About four plans share a package, one plan in ~50 owns an app.
    packages: Math.max(4, Math.ceil(spec.plans / 4)),
    apps: Math.max(2, Math.ceil(spec.plans / 50)),
    modules: 8,
    filesPerModule: 200,
    plans: spec.plans,
  };
}

const pkgName = (k: number): string => `packages/pkg-${pad(k, 4)}`;
const appName = (k: number): string => `apps/app-${pad(k, 3)}`;

const EXTENSIONS: [string, number][] = [
  ['ts', 0.45],
  ['tsx', 0.14],
  ['test.ts', 0.1],
  ['css', 0.05],
  ['md', 0.05],
  ['json', 0.05],
  ['snap', 0.04],
  ['stories.tsx', 0.03],
  ['sql', 0.03],
  ['route.ts', 0.03],
  ['svg', 0.03],
];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

function weighted(rand: () => number, items: readonly [string, number][]): string {
  let r = rand();
  for (const [value, weight] of items) {
    if (r < weight) return value;
    r -= weight;
  }
  return (items[items.length - 1] as [string, number])[0];
}

/** One plausible file of the synthetic monorepo. */
function randomFile(rand: () => number, layout: Layout): string {
  const roll = rand();
  const ext = weighted(rand, EXTENSIONS);
  const file = `file-${pad(Math.floor(rand() * layout.filesPerModule), 3)}.${ext}`;
  if (roll < 0.78) {
    const pkg = pkgName(Math.floor(rand() * layout.packages));
    const sub = rand();
    if (sub < 0.08) return `${pkg}/assets/${file}`;
    if (sub < 0.13) return `${pkg}/src/ui/${file}`;
    if (sub < 0.16) return `${pkg}/locales/${pick(rand, ['en', 'de', 'fr', 'ja'])}.json`;
    if (sub < 0.2) return `${pkg}/README.md`;
    return `${pkg}/src/mod-${Math.floor(rand() * layout.modules)}/${file}`;
  }
  if (roll < 0.93) {
    const app = appName(Math.floor(rand() * layout.apps));
    const area = pick(rand, ['src/pages', 'src/components', 'src/api', 'public', 'src/styles']);
    return `${app}/${area}/${file}`;
  }
  if (roll < 0.97) return `docs/${pick(rand, ['guides', 'api', 'adr'])}/${file.replace(/\.[^.]+(\.[^.]+)?$/, '.md')}`;
  return `${pick(rand, ['src/frontend', 'src/api', 'prisma', 'tools'])}/${file}`;
}

export interface PlanSpec {
  number: number;
  fileName: string;
  id: string;
  wave: number;
  agents: string[];
  taskTypes?: string[];
  dependsOn: string[];
  filesModified: string[];
}

const BACKEND_AGENTS = ['engineering-backend-architect', 'engineering-senior-developer', 'testing-api-tester'];
const FRONTEND_AGENTS = ['engineering-frontend-developer', 'design-ui-designer'];
const BASENAME_GLOBS = ['*.graphql', '*.proto', 'Dockerfile*', '*.env.example'];

/** ~8 declared entries: 3 exact paths, a `dir/`, `**` globs, a brace glob, a `!negation`. */
function planFiles(rand: () => number, layout: Layout, index: number): string[] {
  const pkg = pkgName(index % layout.packages);
  const mod = (k: number): string => `mod-${(index + k) % layout.modules}`;
  const file = (): string => `file-${pad(Math.floor(rand() * layout.filesPerModule), 3)}.${pick(rand, ['ts', 'ts', 'tsx', 'test.ts'])}`;
  const entries = [
    `${pkg}/src/${mod(0)}/${file()}`,
    `${pkg}/src/${mod(1)}/${file()}`,
    `${pkg}/README.md`,
    `${pkg}/src/${mod(2)}/`,
    `${pkg}/**/*.test.ts`,
    `${pkg}/src/{${mod(3)},${mod(4)}}/*.{ts,tsx}`,
    `!${pkg}/src/${mod(2)}/**/*.snap`,
  ];
  const extra = rand();
  if (extra < 0.25) entries.push(`${appName(index % layout.apps)}/src/**/*.tsx`);
  else if (extra < 0.45) entries.push(`${appName(index % layout.apps)}/src/api/`);
  else if (extra < 0.6) entries.push(`${pkg}/src/mod-*/index.ts`);
  else if (extra < 0.63) entries.push(pick(rand, BASENAME_GLOBS));
  else if (extra < 0.8) entries.push(`${pkg}/**/*.css`);
  else entries.push(`docs/${pick(rand, ['guides', 'api', 'adr'])}/**`);
  return entries;
}

export function planSpecs(spec: SizeSpec): PlanSpec[] {
  const rand = prng(spec.seed);
  const layout = layoutFor(spec);
  // Legion's own ids are NN-PP; a phase of more than 99 plans needs 4-digit plan numbers (the
  // file-name regex allows \d{1,4}), and then `plan:` cannot follow the frontmatter schema.
  const width = spec.plans > 99 ? 4 : 2;
  const specs: PlanSpec[] = [];
  for (let i = 0; i < spec.plans; i++) {
    const number = width === 4 ? i : i + 1;
    const id = `${pad(PHASE_NUMBER, 2)}-${pad(number, width)}`;
    const frontend = rand() < 0.2;
    const agents = frontend ? [pick(rand, FRONTEND_AGENTS)] : [pick(rand, BACKEND_AGENTS), ...(rand() < 0.3 ? [pick(rand, FRONTEND_AGENTS)] : [])];
    const wave = 1 + Math.floor(rand() * 4);
    // A dependency is an earlier plan in an earlier wave (a same- or later-wave one, once refused
    // with E061, now only moves its plan later); the PRNG is drawn as before, so the other bytes
    // stay the same.
    const dependency = i > 0 && rand() < 0.3 ? specs[Math.floor(rand() * i)] : undefined;
    const dependsOn = dependency && dependency.wave < wave ? [dependency.id] : [];
    const plan: PlanSpec = { number, fileName: `${id}-PLAN.md`, id, wave, agents, dependsOn, filesModified: planFiles(rand, layout, i) };
    if (rand() < 0.25) plan.taskTypes = frontend ? ['ui-components'] : pick(rand, [['api-endpoints'], ['implementation', 'testing'], ['backend-logic']]);
    specs.push(plan);
  }
  return specs;
}

export function planMarkdown(plan: PlanSpec): string {
  const q = (s: string): string => JSON.stringify(s);
  const lines = [
    '---',
    `phase: ${pad(PHASE_NUMBER, 2)}-synthetic-monorepo`,
    `plan: ${q(plan.id)}`,
    'type: execute',
    `wave: ${plan.wave}`,
    `depends_on: [${plan.dependsOn.map(q).join(', ')}]`,
    'agents:',
    ...plan.agents.map((a) => `  - ${a}`),
    'autonomous: false',
    'files_modified:',
    ...plan.filesModified.map((f) => `  - ${q(f)}`),
    ...(plan.taskTypes ? [`task_types: [${plan.taskTypes.map(q).join(', ')}]`] : []),
    'requirements: ["REQ-01"]',
    'must_haves:',
    '  truths:',
    `    - "plan ${plan.id} keeps its package building"`,
    '  artifacts:',
    `    - path: ${q((plan.filesModified[0] as string).replace(/^!/, ''))}`,
    '      provides: "synthetic artifact"',
    '---',
    '',
    `# Plan ${plan.id}`,
    '',
    '<objective>Synthetic plan written by bench/synth.ts.</objective>',
    '',
    '<tasks>',
    '<task type="auto"><name>Task 1</name><action>Change the declared files.</action></task>',
    '</tasks>',
    '',
  ];
  return lines.join('\n');
}

/** Deterministic changed files: `count` distinct paths of the synthetic monorepo. */
export function changedFileList(spec: SizeSpec, count = spec.changedFiles): string[] {
  const rand = prng(spec.seed ^ 0x00c4_a77e);
  const layout = layoutFor(spec);
  const files = new Set<string>();
  let guard = 0;
  while (files.size < count && guard++ < count * 50) files.add(randomFile(rand, layout));
  return [...files];
}

/** The bundled config with EXTRA_EXCLUDES appended to skip-frontend's exclude_file_patterns. */
export function repositoryConfig(bundledYaml: string): string {
  const config = parseYamlText(bundledYaml) as { intents: Record<string, { filter?: { exclude_file_patterns?: string[] } }> };
  const filter = config.intents['skip-frontend']?.filter;
  if (!filter) throw new Error('bundled config has no skip-frontend filter');
  filter.exclude_file_patterns = [...(filter.exclude_file_patterns ?? []), ...EXTRA_EXCLUDES];
  return stringifyYaml(config);
}

export interface SyntheticRepo {
  spec: SizeSpec;
  root: string;
  plans: PlanSpec[];
  /** The changed files (for git-range sizes: as written into the two commits). */
  changedFiles: string[];
  /** Every declared pattern, per plan (for the naive baseline). */
  declared: string[][];
  cleanup(): void;
}

function git(cwd: string, args: string[], input?: string, env: NodeJS.ProcessEnv = {}): string {
  return execFileSync('git', args, {
    cwd,
    input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  }).trim();
}

/**
 * A real git repository whose `bench-base...bench-head` diff is exactly `files`: every file is in
 * both commits with different content (one shared blob per side). Written with one
 * `git fast-import` stream (a pack file, no working tree), which is much faster than a checkout.
 */
export function writeGitRange(root: string, files: readonly string[]): void {
  for (const file of files) if (!/^[A-Za-z0-9._/-]+$/.test(file)) throw new Error(`unexpected path for fast-import: ${file}`);
  git(root, ['init', '--quiet']);
  const who = 'bench <bench@example.invalid> 1704067200 +0000';
  const stream: string[] = [];
  const commit = (ref: string, mark: number, blob: number, message: string, parent?: number): void => {
    stream.push(`blob\nmark :${blob}\ndata ${message.length + 1}\n${message}\n`);
    stream.push(`commit ${ref}\nmark :${mark}\nauthor ${who}\ncommitter ${who}\ndata ${message.length}\n${message}`);
    if (parent !== undefined) stream.push(`from :${parent}`);
    for (const file of files) stream.push(`M 100644 :${blob} ${file}`);
    stream.push('');
  };
  commit('refs/heads/bench-base', 2, 1, 'base');
  commit('refs/heads/bench-head', 4, 3, 'head', 2);
  stream.push('done', '');
  git(root, ['fast-import', '--quiet', '--done'], stream.join('\n'));
}

/** Write a synthetic repository under os.tmpdir(). */
export function generateRepo(spec: SizeSpec, bundledYaml: string, parent = tmpdir()): SyntheticRepo {
  const root = mkdtempSync(join(parent, `legion-bench-${spec.name}-`));
  const phaseDir = join(root, PLANNING_DIR, 'phases', PHASE_DIR);
  mkdirSync(phaseDir, { recursive: true });
  mkdirSync(join(root, PLANNING_DIR, 'config'), { recursive: true });
  writeFileSync(join(root, PLANNING_DIR, 'config', 'intent-teams.yaml'), repositoryConfig(bundledYaml));
  writeFileSync(join(root, PLANNING_DIR, 'STATE.md'), `# State\n\n## Current Position\n\nPhase: ${PHASE_NUMBER} of 1 (synthetic)\nStatus: Executing\n`);
  const plans = planSpecs(spec);
  for (const plan of plans) writeFileSync(join(phaseDir, plan.fileName), planMarkdown(plan));
  const changedFiles = changedFileList(spec);
  if (spec.gitRange) writeGitRange(root, changedFiles);
  return {
    spec,
    root,
    plans,
    changedFiles,
    declared: plans.map((p) => p.filesModified),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

export function readText(path: string): string {
  return readFileSync(path, 'utf8');
}
