import { minimatch } from 'minimatch';

/**
 * Glob compilation with bounded cost. Patterns come from committed files (plans, config) and so
 * are untrusted: they are never turned into a JavaScript RegExp. A pattern is brace-expanded
 * (minimatch's braceExpand, with a bound on the number of alternatives), split into `/`
 * segments, and matched segment by segment with a linear-time wildcard matcher; `**` segments
 * are matched by dynamic programming over path segments. Cost is O(pattern × path) in the
 * worst case, whatever the input.
 *
 * Semantics follow minimatch with `{ dot: true }` (verified by a property test):
 * `*` and `?` do not cross `/`, `[a-z]` / `[!a]` classes, `**` spans zero or more segments,
 * `{a,b}` alternatives. Two conventions from gitignore, documented in the README:
 * - a pattern ending in `/` means the directory and everything below it;
 * - a slash-free pattern with a wildcard (`*.tsx`) matches the base name at any depth;
 *   a slash-free literal (`CLAUDE.md`) is a path from the repository root.
 */

export const MAX_PATTERN_LENGTH = 512;
export const MAX_BRACE_EXPANSIONS = 64;
export const MAX_GLOBSTARS = 8;
export const MAX_PATH_LENGTH = 4096;

/** One `/` segment of a pattern. */
export type Segment = { kind: 'literal'; text: string } | { kind: 'globstar' } | { kind: 'wild'; units: Unit[]; literalSuffix: string };

/** A single-character unit or a star inside a wildcard segment. */
type Unit = { kind: 'char'; ch: string } | { kind: 'any' } | { kind: 'star' } | { kind: 'class'; negated: boolean; ranges: [number, number][] };

/** What a compiled alternative looks like, used by the index for fast paths. */
export type Shape =
  | { kind: 'exact'; path: string }
  | { kind: 'directory'; dir: string }
  | { kind: 'extension'; dir: string; ext: string }
  /** `dir/**\/*.a.b`: like `extension`, with a dotted suffix (`test.ts`); verified on paths with empty, `.` or `..` segments. */
  | { kind: 'dotted-extension'; dir: string; ext: string }
  /** `dir/*.ext` (suffix with or without more dots): a file directly in `dir` whose name ends in `.ext`. */
  | { kind: 'shallow-extension'; dir: string; ext: string }
  | { kind: 'basename'; matcher: CompiledAlternative }
  | { kind: 'general'; prefix: string; matcher: CompiledAlternative };

export interface CompiledAlternative {
  segments: Segment[];
  /** Match the base name only (slash-free wildcard pattern). */
  baseOnly: boolean;
  /** Pattern ended with `/`: match the directory and everything below. */
  directory: boolean;
  shape: Shape;
  source: string;
  /** Normalised alternative text: equal keys compile to equal segments (the index dedupes on it). */
  key: string;
  /** Shaped from its text (exact, directory, extension): `segments` is built only when read. */
  readonly fast?: true;
}

export interface CompiledGlob {
  source: string;
  negated: boolean;
  alternatives: CompiledAlternative[];
  /** Alternatives left out because no path can lie under their literal directory (`mayMatchUnder`). */
  skipped: number;
}

export type GlobCompileResult = { ok: true; glob: CompiledGlob } | { ok: false; reason: string };

function braceProductEstimate(pattern: string): number {
  // Upper bound of the number of brace alternatives: product over groups of (commas + 1),
  // numeric ranges counted by their size.
  let product = 1;
  const stack: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{') stack.push(1);
    else if (ch === ',' && stack.length > 0) stack[stack.length - 1] = (stack[stack.length - 1] as number) + 1;
    else if (ch === '}' && stack.length > 0) {
      product *= stack.pop() as number;
      if (product > MAX_BRACE_EXPANSIONS) return product;
    }
  }
  const range = /\{(-?\d{1,9})\.\.(-?\d{1,9})(?:\.\.\d{1,9})?\}/g;
  for (let m = range.exec(pattern); m; m = range.exec(pattern)) {
    product *= Math.abs(Number(m[2]) - Number(m[1])) + 1;
    if (product > MAX_BRACE_EXPANSIONS) return product;
  }
  if (/\{[a-zA-Z]\.\.[a-zA-Z]\}/.test(pattern)) product *= 52;
  return product;
}

function parseClass(segment: string, start: number): { unit: Unit; end: number } | null {
  // segment[start] === '['
  let i = start + 1;
  let negated = false;
  if (segment[i] === '!' || segment[i] === '^') {
    negated = true;
    i++;
  }
  const ranges: [number, number][] = [];
  let first = true;
  while (i < segment.length) {
    let ch = segment[i] as string;
    // A class left with no member (only reversed ranges such as `z-a`, which are dropped) matches
    // nothing, negated or not: minimatch's reading (`[!z-a]` matches no character).
    if (ch === ']' && !first) return { unit: { kind: 'class', negated: negated && ranges.length > 0, ranges }, end: i };
    first = false;
    if (ch === '\\' && i + 1 < segment.length) {
      i++;
      ch = segment[i] as string;
    }
    const low = ch.codePointAt(0) as number;
    if (segment[i + 1] === '-' && i + 2 < segment.length && segment[i + 2] !== ']') {
      let highCh = segment[i + 2] as string;
      let skip = 2;
      if (highCh === '\\' && i + 3 < segment.length) {
        highCh = segment[i + 3] as string;
        skip = 3;
      }
      const high = highCh.codePointAt(0) as number;
      if (high >= low) ranges.push([low, high]);
      i += skip + 1;
      continue;
    }
    ranges.push([low, low]);
    i++;
  }
  return null; // unterminated: the '[' is a literal
}

const SEGMENT_MAGIC = /[*?[\\]/;

function parseSegment(segment: string): Segment {
  if (segment === '**') return { kind: 'globstar' };
  // Most segments of declared paths are plain names: no per-character work for them.
  if (!SEGMENT_MAGIC.test(segment)) return { kind: 'literal', text: segment };
  const units: Unit[] = [];
  let literal = true;
  // Once a `[` finds no closing `]` (its scan reached the end of the segment), every later `[` of
  // the segment is literal too: their scans would end the same way, and repeating them made a
  // segment of `[a[a[a…` quadratic (1.2 ms for a 512-character pattern, per pattern of a plan).
  let unterminatedClass = false;
  for (let i = 0; i < segment.length; i++) {
    const ch = segment[i] as string;
    if (ch === '\\' && i + 1 < segment.length) {
      units.push({ kind: 'char', ch: segment[i + 1] as string });
      i++;
    } else if (ch === '*') {
      literal = false;
      if (units[units.length - 1]?.kind !== 'star') units.push({ kind: 'star' });
    } else if (ch === '?') {
      literal = false;
      units.push({ kind: 'any' });
    } else if (ch === '[' && !unterminatedClass) {
      const parsed = parseClass(segment, i);
      if (!parsed) unterminatedClass = true;
      if (parsed) {
        literal = false;
        units.push(parsed.unit);
        i = parsed.end;
      } else units.push({ kind: 'char', ch });
    } else units.push({ kind: 'char', ch });
  }
  if (literal) return { kind: 'literal', text: units.map((u) => (u.kind === 'char' ? u.ch : '')).join('') };
  let literalSuffix = '';
  for (let k = units.length - 1; k >= 0; k--) {
    const unit = units[k] as Unit;
    if (unit.kind !== 'char') break;
    literalSuffix = unit.ch + literalSuffix;
  }
  return { kind: 'wild', units, literalSuffix };
}

function unitMatches(unit: Unit, ch: string): boolean {
  switch (unit.kind) {
    case 'char':
      return unit.ch === ch;
    case 'any':
      return true;
    case 'class': {
      const code = ch.codePointAt(0) as number;
      const inside = unit.ranges.some(([low, high]) => code >= low && code <= high);
      return inside !== unit.negated;
    }
    default:
      return false;
  }
}

/**
 * Linear wildcard matching (the classic two-pointer algorithm with star backtracking to the
 * last star only): O(units × text) worst case, no exponential blow-up.
 */
function matchWild(units: Unit[], text: string): boolean {
  let u = 0;
  let t = 0;
  let starUnit = -1;
  let starText = 0;
  while (t < text.length) {
    const unit = units[u];
    if (unit && unit.kind === 'star') {
      starUnit = u++;
      starText = t;
    } else if (unit && unitMatches(unit, text[t] as string)) {
      u++;
      t++;
    } else if (starUnit !== -1) {
      u = starUnit + 1;
      t = ++starText;
    } else return false;
  }
  while (u < units.length && (units[u] as Unit).kind === 'star') u++;
  return u === units.length;
}

/** Does one pattern segment match one path segment? (Exported for the matcher's differential test.) */
export function segmentMatches(segment: Segment, part: string): boolean {
  if (segment.kind === 'literal') return segment.text === part;
  if (segment.kind === 'globstar') return true;
  if (segment.literalSuffix && !part.endsWith(segment.literalSuffix)) return false;
  return matchWild(segment.units, part);
}

/**
 * The DP rows of {@link matchSegments}, reused across calls (a match never calls back into
 * another: segment matching is plain string work). Two typed arrays per call were the largest
 * single source of garbage of a large route (~100 MB for 10,000 plans × 50,000 files).
 */
let rowA = new Uint8Array(64);
let rowB = new Uint8Array(64);

/** Match path segments against pattern segments; `**` via DP (no exponential recursion). */
function matchSegments(segments: Segment[], parts: readonly string[]): boolean {
  const m = segments.length;
  const n = parts.length;
  // A pattern ending in a non-`**` segment matches only if that segment matches the path's last
  // part: a cheap rejection before the DP (most paths fail here).
  const final = segments[m - 1];
  if (final && final.kind !== 'globstar' && (n === 0 || !segmentMatches(final, parts[n - 1] as string))) return false;
  // A literal segment matches only a part equal to it: a path lacking one cannot match
  // (`**\/locales/**` on a path with no `locales` segment), so no DP for it.
  for (let i = 0; i < m; i++) {
    const segment = segments[i] as Segment;
    if (segment.kind === 'literal' && !parts.includes(segment.text)) return false;
  }
  if (rowA.length <= n) {
    rowA = new Uint8Array(2 * (n + 1));
    rowB = new Uint8Array(2 * (n + 1));
  }
  // reachable[j] = pattern prefix of length i matches path prefix of length j
  let reachable = rowA;
  let next = rowB;
  reachable.fill(0, 0, n + 1);
  reachable[0] = 1;
  for (let i = 0; i < m; i++) {
    const segment = segments[i] as Segment;
    next.fill(0, 0, n + 1);
    if (segment.kind === 'globstar') {
      // `**` spans zero or more segments (one or more when it ends the pattern, as in
      // minimatch: `a/**` does not match `a`), never `.` or `..` segments.
      const last = i === m - 1;
      let any = 0;
      for (let j = 0; j <= n; j++) {
        if (any) next[j] = 1;
        if (reachable[j] && !last) next[j] = 1;
        if (reachable[j]) any = 1;
        if (j < n && (parts[j] === '.' || parts[j] === '..')) any = 0;
      }
    } else {
      let anyReachable = false;
      for (let j = 0; j < n; j++) {
        if (reachable[j] && segmentMatches(segment, parts[j] as string)) {
          next[j + 1] = 1;
          anyReachable = true;
        }
      }
      if (!anyReachable) return false;
    }
    const swap = reachable;
    reachable = next;
    next = swap;
  }
  return reachable[n] === 1;
}

function shapeOf(alternative: Omit<CompiledAlternative, 'shape'>): Shape {
  const { segments } = alternative;
  const literals: string[] = [];
  let firstMagic = segments.length;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Segment;
    if (segment.kind !== 'literal') {
      firstMagic = i;
      break;
    }
    literals.push(segment.text);
  }
  const self = alternative as CompiledAlternative;
  if (alternative.baseOnly) return { kind: 'basename', matcher: self };
  if (firstMagic === segments.length) {
    const path = literals.join('/');
    return alternative.directory ? { kind: 'directory', dir: path } : { kind: 'exact', path };
  }
  const prefix = literals.join('/');
  const rest = segments.slice(firstMagic);
  if (rest.every((segment) => segment.kind === 'globstar')) return { kind: 'directory', dir: prefix };
  if (rest.length === 2 && rest[0]?.kind === 'globstar') {
    const last = rest[1] as Segment;
    if (last.kind === 'wild' && last.units.length >= 2 && last.units[0]?.kind === 'star' && last.units.slice(1).every((u) => u.kind === 'char')) {
      const tail = last.literalSuffix;
      if (tail.startsWith('.') && tail.length > 1 && !tail.slice(1).includes('.')) {
        return { kind: 'extension', dir: prefix, ext: tail.slice(1) };
      }
    }
  }
  return { kind: 'general', prefix, matcher: self };
}

/** An alternative's text as the matcher reads it: `./`, leading and trailing `/` stripped, empty segments dropped. */
interface NormalisedAlternative {
  body: string;
  /** Pattern ended with `/`. */
  directory: boolean;
  segments: string[];
}

function normaliseAlternative(pattern: string): NormalisedAlternative {
  let body = pattern;
  let directory = false;
  if (body.startsWith('./')) body = body.slice(2);
  // Index loops, not `/\/+$/`: that one backtracks quadratically on a run of `/` inside the text.
  let from = 0;
  while (body.charCodeAt(from) === 0x2f) from++;
  let to = body.length;
  while (to > from && body.charCodeAt(to - 1) === 0x2f) to--;
  if (to < body.length) directory = true;
  body = body.slice(from, to);
  const segments = body.split('/').filter((s, _index, all) => s !== '' || all.length === 1);
  return { body, directory, segments };
}

/** `**` segments of an alternative, counted on its text (a directory pattern ends in one more). */
function globstarCount(alternative: NormalisedAlternative): number {
  let count = alternative.directory ? 1 : 0;
  for (const segment of alternative.segments) if (segment === '**') count++;
  return count;
}

/**
 * The literal directory a path must lie under for the alternative to match it: the leading
 * segments without a wildcard or escape character (for an exact path, its directory; `''` is the
 * root). A segment with `\` or an unterminated `[` may still be literal once parsed: stopping
 * before it gives an ancestor of the parsed prefix, which is the safe side for skipping.
 */
function literalDirectoryPrefix(alternative: NormalisedAlternative): string {
  const { segments } = alternative;
  let k = 0;
  while (k < segments.length && !SEGMENT_MAGIC.test(segments[k] as string)) k++;
  if (k === segments.length && !alternative.directory) k--;
  return k <= 0 ? '' : segments.slice(0, k).join('/');
}

const EXTENSION_SEGMENT = /^\*+\.[^.*?[\\]+$/;
/** `*.a`, `*.a.b`, `**.a`: stars, then a literal suffix that starts with `.` and has more than the dot. */
const SUFFIX_SEGMENT = /^\*+\.[^*?[\\]+$/;

/**
 * The shape of the common alternatives (`a/b.ts`, `dir/`, `dir/**`, `dir/**\/*.ext`, `**\/*.ext`)
 * read from the text, with no segment objects: exactly what {@link shapeOf} gives for them
 * (property-tested). Null for anything else, which takes the general parse.
 */
function fastShape(alternative: NormalisedAlternative): Shape | null {
  const { segments, directory } = alternative;
  let k = 0;
  while (k < segments.length && !SEGMENT_MAGIC.test(segments[k] as string)) k++;
  const literal = (end: number): string => (end === segments.length && !alternative.body.includes('//') ? alternative.body : segments.slice(0, end).join('/'));
  if (k === segments.length) return directory ? { kind: 'directory', dir: literal(k) } : { kind: 'exact', path: literal(k) };
  let j = k;
  while (j < segments.length && segments[j] === '**') j++;
  if (j === segments.length) return { kind: 'directory', dir: literal(k) };
  if (directory || j !== segments.length - 1) return null;
  const last = segments[j] as string;
  if (!SUFFIX_SEGMENT.test(last)) return null;
  const ext = last.slice(last.indexOf('.') + 1);
  if (j === k + 1) return { kind: EXTENSION_SEGMENT.test(last) ? 'extension' : 'dotted-extension', dir: literal(k), ext };
  // `dir/*.ext`: at least one literal directory (a slash-free `*.ext` is a base-name pattern).
  if (j === k && k > 0) return { kind: 'shallow-extension', dir: literal(k), ext };
  return null;
}

function parseAlternative(normalised: NormalisedAlternative): Segment[] {
  const segments = normalised.segments.map(parseSegment);
  if (normalised.directory) segments.push({ kind: 'globstar' });
  return segments;
}

/**
 * An alternative shaped from its text: the index matches it by hash look-up, so its segments are
 * parsed only if something matches it one by one (lint, tests). A class, so that the lazy getter
 * lives on the prototype (no closure per alternative).
 */
class FastAlternative implements CompiledAlternative {
  readonly baseOnly = false;
  readonly fast = true;
  readonly directory: boolean;
  readonly key: string;
  private parsed: Segment[] | undefined;

  constructor(
    private readonly normalised: NormalisedAlternative,
    readonly shape: Shape,
    readonly source: string,
  ) {
    this.directory = normalised.directory;
    this.key = `${normalised.directory ? 'd' : 'f'}:${normalised.body}`;
  }

  get segments(): Segment[] {
    return (this.parsed ??= parseAlternative(this.normalised));
  }
}

function compileAlternative(normalised: NormalisedAlternative, source: string, fastPaths: boolean): CompiledAlternative {
  const fast = fastPaths ? fastShape(normalised) : null;
  if (fast) return new FastAlternative(normalised, fast, source);
  const { body, directory } = normalised;
  const segments = parseAlternative(normalised);
  const baseOnly = !directory && segments.length === 1 && segments[0]?.kind === 'wild';
  const partial = { segments, baseOnly, directory, source, key: `${directory ? 'd' : 'f'}:${body}` };
  return { ...partial, shape: shapeOf(partial) } as CompiledAlternative;
}

export interface CompileOptions {
  /** Shape exact, directory and extension patterns from their text (default true; false = the general parse for every pattern, the baseline the fast paths are tested against). */
  fastPaths?: boolean;
  /**
   * Whether a path under this literal directory (`''` = the root) can be among the paths matched:
   * an alternative for which it answers false is checked but not compiled (see
   * DirectoryPrefixIndex). Default: every directory can.
   */
  mayMatchUnder?: (dir: string) => boolean;
}

/** Compile one pattern (with an optional leading `!`). Never throws. */
export function compileGlob(pattern: string): GlobCompileResult {
  return compileGlobWith(pattern, {});
}

/**
 * The brace expansion of the common forms (`src/{a,b}/*.{ts,tsx}`) in minimatch's order (the
 * first group varies slowest; empty results dropped): each `{` closed by a `}` before the next
 * `{`, with a `,` inside, and no `\\`, `$` or `..` anywhere (escapes, `\${`, ranges), no stray
 * `}`, at most MAX_BRACE_EXPANSIONS results. Null for anything else, which minimatch's
 * braceExpand answers; property-tested against it.
 */
export function simpleBraceExpansion(pattern: string): string[] | null {
  if (pattern.includes('\\') || pattern.includes('$') || pattern.includes('..')) return null;
  let results = [''];
  let from = 0;
  for (let open = pattern.indexOf('{'); open !== -1; open = pattern.indexOf('{', from)) {
    const close = pattern.indexOf('}', open + 1);
    if (close === -1) return null;
    if (pattern.indexOf('}', from) < open) return null;
    const next = pattern.indexOf('{', open + 1);
    if (next !== -1 && next < close) return null;
    const options = pattern.slice(open + 1, close).split(',');
    if (options.length < 2 || results.length * options.length > MAX_BRACE_EXPANSIONS) return null;
    const text = pattern.slice(from, open);
    const product: string[] = [];
    for (const prefix of results) for (const option of options) product.push(prefix + text + option);
    results = product;
    from = close + 1;
  }
  if (pattern.indexOf('}', from) !== -1) return null;
  const tail = pattern.slice(from);
  const expanded = results.map((prefix) => prefix + tail).filter((text) => text !== '');
  return expanded.length > 0 ? expanded : null;
}

/** Characters of a plain path: no white space, `!`, brace, wildcard, class, escape or control character. */
const PLAIN_PATH = /^[A-Za-z0-9._@+/-]+$/;

/**
 * A path the general steps would leave as it is (property-tested against them): plain characters
 * only, no leading or trailing `/`, no `//`, no `.` or `..` segment. Most declared entries are
 * such exact paths (`packages/a/src/x.ts`).
 */
export function isPlainPath(pattern: string): boolean {
  if (!PLAIN_PATH.test(pattern)) return false;
  if (pattern.charCodeAt(0) === 0x2f || pattern.charCodeAt(pattern.length - 1) === 0x2f || pattern.includes('//')) return false;
  if (!pattern.includes('.')) return true;
  const segments = `/${pattern}/`;
  return !segments.includes('/./') && !segments.includes('/../');
}

/** A segment list computed only when read (a plain path's segments are its `/`-separated names). */
class PlainPathText implements NormalisedAlternative {
  readonly directory = false;
  constructor(readonly body: string) {}
  get segments(): string[] {
    return this.body.split('/');
  }
}

/**
 * A plain path (see {@link isPlainPath}): what the general steps give for it — one exact
 * alternative, or none when no path can lie under its directory — without expanding, splitting or
 * testing each segment.
 */
function compilePlainPath(pattern: string, mayMatch: ((dir: string) => boolean) | undefined): GlobCompileResult {
  if (mayMatch) {
    const slash = pattern.lastIndexOf('/');
    if (!mayMatch(slash === -1 ? '' : pattern.slice(0, slash))) return { ok: true, glob: { source: pattern, negated: false, alternatives: [], skipped: 1 } };
  }
  const alternative = new FastAlternative(new PlainPathText(pattern), { kind: 'exact', path: pattern }, pattern);
  return { ok: true, glob: { source: pattern, negated: false, alternatives: [alternative], skipped: 0 } };
}

/** {@link compileGlob} with options: fast paths off (the baseline), skipping by literal directory. */
export function compileGlobWith(pattern: string, options: CompileOptions): GlobCompileResult {
  if (typeof pattern !== 'string' || pattern.trim() === '') return { ok: false, reason: 'empty pattern' };
  if (pattern.length > MAX_PATTERN_LENGTH) return { ok: false, reason: `pattern longer than ${MAX_PATTERN_LENGTH} characters` };
  if (options.fastPaths !== false && isPlainPath(pattern)) return compilePlainPath(pattern, options.mayMatchUnder);
  if (/[\u0000-\u001f]/.test(pattern)) return { ok: false, reason: 'pattern contains control characters' };
  let body = pattern.trim();
  let negated = false;
  while (body.startsWith('!')) {
    negated = !negated;
    body = body.slice(1);
  }
  if (body === '') return { ok: false, reason: 'empty pattern after !' };
  if (braceProductEstimate(body) > MAX_BRACE_EXPANSIONS) {
    return { ok: false, reason: `more than ${MAX_BRACE_EXPANSIONS} brace alternatives` };
  }
  // braceExpandMax stops the expansion early: the estimate above misses some forms (letter
  // ranges, stepped ranges), and a full expansion of `{a..z}` × 80 takes seconds.
  const expanded = body.includes('{') ? (simpleBraceExpansion(body) ?? minimatch.braceExpand(body, { braceExpandMax: MAX_BRACE_EXPANSIONS + 1 })) : [body];
  if (expanded.length > MAX_BRACE_EXPANSIONS) return { ok: false, reason: `more than ${MAX_BRACE_EXPANSIONS} brace alternatives` };
  if (expanded.some((alt) => alt.split('/').some((segment) => segment === '.' || segment === '..') && !/^\.\//.test(alt))) {
    return { ok: false, reason: "'.' and '..' segments are not allowed; write the path from the repository root" };
  }
  const normalised = (expanded.length > 1 ? [...new Set(expanded)] : expanded).map(normaliseAlternative);
  // Every check runs on every alternative, compiled or skipped: a bad pattern is reported the same
  // whatever the changed files.
  if (normalised.some((alternative) => globstarCount(alternative) > MAX_GLOBSTARS)) return { ok: false, reason: `more than ${MAX_GLOBSTARS} ** segments` };
  const fastPaths = options.fastPaths !== false;
  const mayMatch = options.mayMatchUnder;
  const alternatives: CompiledAlternative[] = [];
  let skipped = 0;
  for (const alternative of normalised) {
    if (mayMatch && !mayMatch(literalDirectoryPrefix(alternative))) skipped++;
    else alternatives.push(compileAlternative(alternative, pattern, fastPaths));
  }
  return { ok: true, glob: { source: pattern, negated, alternatives, skipped } };
}

/** A path without its leading `./` (the text {@link pathSegments} splits: its segments joined by `/`). */
export function stripDotSlash(path: string): string {
  return path.startsWith('./') ? path.slice(2) : path;
}

/** Split a repository path into segments (no leading `./`). */
export function pathSegments(path: string): string[] {
  return stripDotSlash(path).split('/');
}

/** Does one compiled alternative match a path? */
export function alternativeMatches(alternative: CompiledAlternative, path: string, parts: readonly string[] = pathSegments(path)): boolean {
  if (path.length > MAX_PATH_LENGTH) return false;
  if (alternative.baseOnly) {
    const base = parts[parts.length - 1] ?? '';
    return segmentMatches(alternative.segments[0] as Segment, base);
  }
  return matchSegments(alternative.segments, parts);
}

/** Does a compiled glob (ignoring its negation flag) match a path? */
export function globMatches(glob: CompiledGlob, path: string): boolean {
  const parts = pathSegments(path);
  return glob.alternatives.some((alternative) => alternativeMatches(alternative, path, parts));
}
