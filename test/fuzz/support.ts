/**
 * Shared machinery of the property-based (fuzz) tests.
 *
 *   FUZZ_RUNS   cases per property (default 2000, what `npm test` and CI run;
 *               `npm run fuzz` sets 100,000). A property may scale it down (`scale`), e.g. the
 *               whole-router property that reads a repository from disk per case; the scale is
 *               part of the property's name in the report so the figures say what ran.
 *   FUZZ_SEED   replay a run (the seed of every property is printed and recorded).
 *   FUZZ_SHRINK=1  shrink a failure's counterexample (off by default: shrinking huge inputs is slow).
 *   FUZZ_REPORT_DIR  where the per-file JSON reports go (default: <tmpdir>/legion-router-fuzz).
 *               Nothing is written inside the repository.
 *
 * Every property goes through {@link checkProperty}: it runs fast-check, counts the cases the
 * predicate really executed, prints one summary line and records
 * `{ property, cases, numRuns, skipped, ms, seed }` in `<report dir>/<file>.json`.
 */
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export const RUNS = Math.max(1, Math.floor(Number(process.env['FUZZ_RUNS'] ?? 2000) || 2000));
export const SEED = process.env['FUZZ_SEED'] !== undefined ? Number(process.env['FUZZ_SEED']) : undefined;
export const REPORT_DIR = process.env['FUZZ_REPORT_DIR'] ?? join(tmpdir(), 'legion-router-fuzz');

/** Test timeout for a property that runs `runs` cases at up to `msPerCase` each (never below 60 s). */
export function timeoutFor(runs: number, msPerCase = 2): number {
  return Math.max(60_000, Math.ceil(runs * msPerCase * 3));
}

/** Cases a property runs: RUNS × scale, at least 20. */
export function runsFor(scale = 1): number {
  return Math.max(20, Math.round(RUNS * scale));
}

export interface PropertyRecord {
  property: string;
  file: string;
  /** Predicate executions (generated cases, including any shrinking steps). */
  cases: number;
  /** Runs fast-check counted as successful test cases. */
  numRuns: number;
  skipped: number;
  requested: number;
  scale: number;
  ms: number;
  seed: number;
  failed: boolean;
}

const records = new Map<string, PropertyRecord[]>();

function writeReport(file: string): void {
  try {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${file}.json`), `${JSON.stringify(records.get(file) ?? [], null, 2)}\n`);
  } catch {
    // The report is a convenience; a read-only tmpdir must not fail the property.
  }
}

/**
 * Run a synchronous property `runsFor(scale)` times; throw fast-check's report (seed, path,
 * counterexample) when it fails. `file` is the calling test file (import.meta.url).
 */
export function checkProperty<Ts extends [unknown, ...unknown[]]>(
  file: string,
  name: string,
  arbitraries: { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
  predicate: (...args: Ts) => boolean | void,
  options: { scale?: number; examples?: Ts[] } = {},
): PropertyRecord {
  const scale = options.scale ?? 1;
  const numRuns = runsFor(scale);
  let cases = 0;
  const property = fc.property(...arbitraries, (...args: Ts) => {
    cases++;
    return predicate(...args);
  });
  const seed = SEED ?? (Date.now() ^ (Math.random() * 0x100000000)) | 0;
  const started = performance.now();
  const details = fc.check(property, {
    numRuns,
    seed,
    // Shrinking a 64 KiB or 12,000-levels-deep counterexample can take many minutes; by default a
    // failure is reported as found (with its seed). FUZZ_SHRINK=1 (with FUZZ_SEED) shrinks it.
    endOnFailure: process.env['FUZZ_SHRINK'] !== '1',
    ...(options.examples ? { examples: options.examples } : {}),
  });
  const ms = Math.round(performance.now() - started);
  const fileName = basename(new URL(file).pathname).replace(/\.test\.ts$/, '');
  const record: PropertyRecord = {
    property: name,
    file: fileName,
    cases,
    numRuns: details.numRuns,
    skipped: details.numSkips,
    requested: numRuns,
    scale,
    ms,
    seed,
    failed: details.failed,
  };
  const list = records.get(fileName) ?? [];
  list.push(record);
  records.set(fileName, list);
  writeReport(fileName);
  console.log(
    `[fuzz] ${fileName} › ${name}: ${details.numRuns} runs (${cases} cases) in ${ms} ms, seed ${seed}${scale !== 1 ? `, scale ${scale}` : ''}${details.failed ? ' — FAILED' : ''}`,
  );
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? `property ${name} failed`);
  return record;
}

// ---------------------------------------------------------------------------
// Generators of hostile text
// ---------------------------------------------------------------------------

/** Dashes, spaces and invisible characters that look like (or hide inside) ASCII. */
export const SINGLE_DASHES = ['\u2010', '\u2011', '\u2012', '\u2212', '\uFE58', '\uFE63', '\uFF0D'] as const;
/** The en dash (U+2013) is read as `--` (phones turn `--` into `–`); the em dash and bar too. */
export const DOUBLE_DASHES = ['\u2013', '\u2014', '\u2015'] as const;
export const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD'] as const;
export const ODD_SPACES = ['\u00A0', '\u1680', '\u2000', '\u2003', '\u2009', '\u200A', '\u202F', '\u205F', '\u3000'] as const;
export const LINE_ENDS = ['\n', '\r\n', '\r'] as const;

/** Pieces that matter to the parsers: triggers, flags, fences, quotes, control characters. */
export const PIECES = [
  '/legion',
  '/legion:',
  '/LEGION',
  '/legionary',
  '/legion build',
  '/legion review',
  '/legion status',
  '/legion next',
  '--',
  '---',
  '--just-harden',
  '--just-document',
  '--skip-frontend',
  '--skip-backend',
  '--just-security',
  '--dry-run',
  '--unsafe-unknown-flags',
  '--phase=',
  '--phase=3',
  '=true',
  '=false',
  '=maybe',
  '\u2014just-harden',
  '\uFF0D\uFF0Djust-harden',
  '\u2010\u2010just-harden',
  '--just\u200B-harden',
  '```',
  '~~~',
  '> ',
  '\t',
  ' ',
  '\n',
  '\r\n',
  '\r',
  '\u0000',
  '\u2028',
  '\u2029',
  '\uFEFF',
  '${{ github.token }}',
  '$(id)',
  '`x`',
  ';rm -rf ~',
  '|',
  '&&',
  '{',
  '}',
  '{a|b}?',
  '\\d+',
  '*',
  '**',
  'harden',
  'security audit',
  'the',
  'build',
  'review',
  'plan',
  '3',
  '0',
  '9999',
  '99999',
  'a'.repeat(70),
  '\uD800',
  '\uDFFF',
] as const;

/** Strings from the whole UTF-16 range, including lone surrogates. */
export const anyUtf16 = fc.string({ unit: 'binary', maxLength: 200 });
/** Full unicode code points. */
export const anyUnicode = fc.string({ unit: 'grapheme', maxLength: 120 });
/** Random bytes read as UTF-8 (invalid sequences become U+FFFD) or as Latin-1. */
export const decodedBytes = fc
  .tuple(fc.uint8Array({ maxLength: 300 }), fc.constantFrom<BufferEncoding>('utf8', 'latin1'))
  .map(([bytes, encoding]) => Buffer.from(bytes).toString(encoding));
/** Strings assembled from the pieces above and short random strings. */
export const pieceString = fc
  .array(
    fc.oneof(
      fc.constantFrom(...PIECES),
      fc.string({ maxLength: 8 }),
      anyUnicode.map((s) => s.slice(0, 6)),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));
/** A short unit repeated up to `max` characters (64 KiB comments, 1 MiB files). */
export function huge(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.oneof(fc.constantFrom('--', '{', 'a', 'a!', '- ', '/legion ', '\u200B', '\r\n', '**', '{a|', ' '), fc.string({ minLength: 1, maxLength: 6 })),
      fc.integer({ min: 1, max }),
    )
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

/** Any hostile string; huge ones are rarer (weight) so 100k runs stay fast. */
export function hostileString(hugeMax = 70_000): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: anyUtf16, weight: 4 },
    { arbitrary: anyUnicode, weight: 3 },
    { arbitrary: decodedBytes, weight: 3 },
    { arbitrary: pieceString, weight: 6 },
    { arbitrary: huge(hugeMax), weight: 1 },
  );
}

/** Lines joined by random line ends. */
export function linesOf(line: fc.Arbitrary<string>, maxLines = 30): fc.Arbitrary<string> {
  return fc.array(fc.tuple(line, fc.constantFrom(...LINE_ENDS)), { maxLength: maxLines }).map((pairs) => pairs.map(([text, end]) => text + end).join(''));
}

/** Characters a shell (or a `${{ }}` expression) gives meaning to: never in an output value. */
export const EXECUTABLE = /[$`;|&<>()'"\\\r\n\u0000]|\$\{\{/;
