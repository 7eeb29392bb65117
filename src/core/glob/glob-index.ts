import { alternativeMatches, compileGlobWith, isPlainPath, MAX_PATH_LENGTH, MAX_PATTERN_LENGTH, stripDotSlash, type CompiledAlternative } from './compile-glob.js';
import type { DirectoryPrefixIndex } from './directory-prefix-index.js';

/**
 * An index over many globs, each with an owner id (a plan, an exclude pattern, a task-type
 * rule). Built once; `owners(path)` answers "which owners have a pattern matching this path"
 * with hash look-ups for the common shapes (exact paths, directories, `dir/**\/*.ext`) and
 * evaluates only the general globs whose literal prefix is an ancestor of the path. Identical
 * pattern texts are compiled once, however many owners share them.
 */

export interface GlobEntry {
  pattern: string;
  owner: number;
}

export interface RejectedPattern {
  pattern: string;
  owner: number;
  reason: string;
}

interface Matcher {
  alternative: CompiledAlternative;
  owners: number[];
}

export interface GlobIndexOptions {
  /** Hash-shaped patterns from their text, without segment objects (default true; false = the general parse, the baseline). */
  fastPaths?: boolean;
  /**
   * The paths that will be asked about (the changed files): a pattern whose literal directory
   * holds none of them is checked (its warning, if bad, is the same) but not compiled. The index
   * then answers only for those paths.
   */
  candidates?: DirectoryPrefixIndex;
}

/** What building the index did (operation counts for tests and the benchmark). */
export interface GlobIndexStats {
  /** Distinct pattern texts. */
  patterns: number;
  /** Alternatives shaped from their text (exact, directory, extension). */
  fastAlternatives: number;
  /** Alternatives parsed into segments. */
  parsedAlternatives: number;
  /** Alternatives not compiled: no candidate path lies under their literal directory. */
  skippedAlternatives: number;
}

const NO_CHAIN = new Int32Array(0);
/** The tables of an index without candidates: never written, read only at the root (undefined). */
const NO_TABLE: never[] = [];

function pushOwner(map: Map<string, number[]>, key: string, owner: number): void {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== owner) list.push(owner);
  } else map.set(key, [owner]);
}

export class GlobIndex {
  private readonly exact = new Map<string, number[]>();
  private readonly directories = new Map<string, number[]>();
  /** key: `${dir}\u0000${ext}` */
  private readonly extensions = new Map<string, number[]>();
  /** `dir/**\/*.a.b`, key `${dir}\u0000${ext}`: matchers, checked one by one only on irregular paths. */
  private readonly dottedExtensions = new Map<string, Matcher[]>();
  /** `dir/*.ext`, key `${dir}\u0000${ext}`: a file directly in dir. */
  private readonly shallowExtensions = new Map<string, number[]>();
  private readonly basenames: Matcher[] = [];
  /** General matchers grouped by their literal directory prefix. */
  private readonly general = new Map<string, Matcher[]>();
  /**
   * With `candidates`, the directory tables are keyed by the candidates' directory numbers
   * instead (the maps above keyed by directory stay empty; `exact` is used in both modes): an
   * entry whose directory holds no candidate is left out, since no candidate lies under it.
   */
  private readonly tree: DirectoryPrefixIndex | undefined;
  private readonly directoriesAt: (number[] | undefined)[] = NO_TABLE;
  /** Per directory number: extension → owners (`dir/**\/*.ext`). */
  private readonly extensionsAt: (Map<string, number[]> | undefined)[] = NO_TABLE;
  private readonly dottedExtensionsAt: (Map<string, Matcher[]> | undefined)[] = NO_TABLE;
  private readonly shallowExtensionsAt: (Map<string, number[]> | undefined)[] = NO_TABLE;
  private readonly generalAt: (Matcher[] | undefined)[] = NO_TABLE;
  /** Reused by the walk over a regular path's ancestors (root first). */
  private chain: Int32Array = new Int32Array(16);
  /** Reused by the same walk for the base name's extensions. */
  private extensionBuffer: string[] = [];
  readonly rejected: RejectedPattern[] = [];
  /** Number of distinct pattern texts compiled. */
  readonly compiledPatterns: number;
  readonly stats: GlobIndexStats;
  private readonly hasExtensions: boolean;
  private readonly hasShallowExtensions: boolean;
  /**
   * The directories of the `dir/**\/*.ext` keys (extension and dotted-extension maps): an
   * ancestor not in it has no extension key, so no `${dir}\u0000${ext}` string is built for it.
   */
  private readonly extensionDirectories = new Set<string>();
  /**
   * Longest directory key (directory, extension and general-prefix maps) and longest extension:
   * deeper ancestors and longer extensions cannot match, so a hostile path (thousands of
   * segments or dots) costs O(path) instead of O(segments × path).
   */
  private readonly maxAncestor: number;
  private readonly maxExtension: number;

  constructor(entries: Iterable<GlobEntry>, options: GlobIndexOptions = {}) {
    // Distinct pattern texts in first-seen order, with their owners (arrays, not a Map's entries:
    // no entry pair per pattern when iterating).
    const byPattern = new Map<string, number>();
    const patternTexts: string[] = [];
    const patternOwners: number[][] = [];
    for (const { pattern, owner } of entries) {
      const slot = byPattern.get(pattern);
      if (slot !== undefined) (patternOwners[slot] as number[]).push(owner);
      else {
        byPattern.set(pattern, patternTexts.length);
        patternTexts.push(pattern);
        patternOwners.push([owner]);
      }
    }
    this.compiledPatterns = byPattern.size;
    const basenameByText = new Map<string, Matcher>();
    const generalByText = new Map<string, Matcher>();
    const dottedByText = new Map<string, Matcher>();
    const candidates = options.candidates;
    this.tree = candidates;
    const tree = candidates;
    if (tree) {
      // Sized up front: assigning far past an array's end would turn it into a slow dictionary.
      const size = tree.directories;
      this.directoriesAt = new Array<number[] | undefined>(size);
      this.extensionsAt = new Array<Map<string, number[]> | undefined>(size);
      this.dottedExtensionsAt = new Array<Map<string, Matcher[]> | undefined>(size);
      this.shallowExtensionsAt = new Array<Map<string, number[]> | undefined>(size);
      this.generalAt = new Array<Matcher[] | undefined>(size);
    }
    const compileOptions = { fastPaths: options.fastPaths !== false, ...(candidates ? { mayMatchUnder: (dir: string) => candidates.has(dir) } : {}) };
    const stats: GlobIndexStats = { patterns: byPattern.size, fastAlternatives: 0, parsedAlternatives: 0, skippedAlternatives: 0 };
    this.stats = stats;
    let maxExtension = 0;
    let hasExtensions = false;
    let hasShallowExtensions = false;
    /** The table slot of a directory key in tree mode (-1: no candidate under it). */
    const at = (dir: string): number => (tree ? tree.directoryOf(dir) : -1);
    const pushAt = (table: (Map<string, number[]> | undefined)[], node: number, ext: string, owner: number): void => {
      let map = table[node];
      if (!map) table[node] = map = new Map();
      pushOwner(map, ext, owner);
    };
    for (let slot = 0; slot < patternTexts.length; slot++) {
      const pattern = patternTexts[slot] as string;
      const owners = patternOwners[slot] as number[];
      if (compileOptions.fastPaths && pattern.length <= MAX_PATTERN_LENGTH && isPlainPath(pattern)) {
        // What compileGlobWith answers for a plain path (one exact alternative, or one skipped when
        // no candidate lies in its directory), entered directly: no glob, alternative or shape
        // object per pattern (most declared entries are plain paths).
        if (tree) {
          const slash = pattern.lastIndexOf('/');
          if (!tree.has(slash === -1 ? '' : pattern.slice(0, slash))) {
            stats.skippedAlternatives++;
            continue;
          }
        }
        stats.fastAlternatives++;
        for (let k = 0; k < owners.length; k++) pushOwner(this.exact, pattern, owners[k] as number);
        continue;
      }
      const compiled = compileGlobWith(pattern, compileOptions);
      if (!compiled.ok) {
        for (const owner of owners) this.rejected.push({ pattern, owner, reason: compiled.reason });
        continue;
      }
      stats.skippedAlternatives += compiled.glob.skipped;
      for (const alternative of compiled.glob.alternatives) {
        const shape = alternative.shape;
        if (alternative.fast) stats.fastAlternatives++;
        else stats.parsedAlternatives++;
        if (shape.kind === 'extension' || shape.kind === 'dotted-extension' || shape.kind === 'shallow-extension') {
          maxExtension = Math.max(maxExtension, shape.ext.length);
          if (shape.kind === 'shallow-extension') hasShallowExtensions = true;
          else hasExtensions = true;
        }
        if (tree && shape.kind !== 'exact' && shape.kind !== 'basename') {
          const node = at(shape.kind === 'general' ? shape.prefix : shape.dir);
          if (node === -1) continue;
          for (const owner of owners) {
            switch (shape.kind) {
              case 'directory': {
                const list = this.directoriesAt[node];
                if (!list) this.directoriesAt[node] = [owner];
                else if (list[list.length - 1] !== owner) list.push(owner);
                break;
              }
              case 'extension':
                pushAt(this.extensionsAt, node, shape.ext, owner);
                break;
              case 'shallow-extension':
                pushAt(this.shallowExtensionsAt, node, shape.ext, owner);
                break;
              case 'dotted-extension': {
                let matcher = dottedByText.get(alternative.key);
                if (!matcher) {
                  matcher = { alternative, owners: [] };
                  dottedByText.set(alternative.key, matcher);
                  let map = this.dottedExtensionsAt[node];
                  if (!map) this.dottedExtensionsAt[node] = map = new Map();
                  const list = map.get(shape.ext);
                  if (list) list.push(matcher);
                  else map.set(shape.ext, [matcher]);
                }
                if (matcher.owners[matcher.owners.length - 1] !== owner) matcher.owners.push(owner);
                break;
              }
              case 'general': {
                const key = alternative.baseOnly ? `b${alternative.key}` : alternative.key;
                let matcher = generalByText.get(key);
                if (!matcher) {
                  matcher = { alternative, owners: [] };
                  generalByText.set(key, matcher);
                  const list = this.generalAt[node];
                  if (list) list.push(matcher);
                  else this.generalAt[node] = [matcher];
                }
                if (matcher.owners[matcher.owners.length - 1] !== owner) matcher.owners.push(owner);
                break;
              }
            }
          }
          continue;
        }
        for (const owner of owners) {
          switch (shape.kind) {
            case 'exact':
              pushOwner(this.exact, shape.path, owner);
              break;
            case 'directory':
              pushOwner(this.directories, shape.dir, owner);
              break;
            case 'extension':
              pushOwner(this.extensions, `${shape.dir}\u0000${shape.ext}`, owner);
              break;
            case 'shallow-extension':
              pushOwner(this.shallowExtensions, `${shape.dir}\u0000${shape.ext}`, owner);
              break;
            case 'dotted-extension': {
              const key = `${shape.dir}\u0000${shape.ext}`;
              let matcher = dottedByText.get(alternative.key);
              if (!matcher) {
                matcher = { alternative, owners: [] };
                dottedByText.set(alternative.key, matcher);
                const list = this.dottedExtensions.get(key);
                if (list) list.push(matcher);
                else this.dottedExtensions.set(key, [matcher]);
              }
              if (matcher.owners[matcher.owners.length - 1] !== owner) matcher.owners.push(owner);
              break;
            }
            case 'basename':
            case 'general': {
              const cache = shape.kind === 'basename' ? basenameByText : generalByText;
              const key = alternative.baseOnly ? `b${alternative.key}` : alternative.key;
              let matcher = cache.get(key);
              if (!matcher) {
                matcher = { alternative, owners: [] };
                cache.set(key, matcher);
                if (shape.kind === 'basename') this.basenames.push(matcher);
                else {
                  const list = this.general.get(shape.prefix);
                  if (list) list.push(matcher);
                  else this.general.set(shape.prefix, [matcher]);
                }
              }
              if (matcher.owners[matcher.owners.length - 1] !== owner) matcher.owners.push(owner);
              break;
            }
          }
        }
      }
    }
    this.hasExtensions = hasExtensions || hasShallowExtensions;
    this.hasShallowExtensions = hasShallowExtensions;
    let maxAncestor = 0;
    for (const dir of this.directories.keys()) maxAncestor = Math.max(maxAncestor, dir.length);
    for (const prefix of this.general.keys()) maxAncestor = Math.max(maxAncestor, prefix.length);
    for (const key of [...this.extensions.keys(), ...this.dottedExtensions.keys()]) this.extensionDirectories.add(key.slice(0, key.indexOf('\u0000')));
    for (const key of [...this.extensions.keys(), ...this.dottedExtensions.keys(), ...this.shallowExtensions.keys()]) {
      maxAncestor = Math.max(maxAncestor, key.indexOf('\u0000'));
    }
    this.maxAncestor = maxAncestor;
    this.maxExtension = maxExtension;
  }

  /**
   * The extensions of a path's base name an extension key may name (`src/a.test.ts`: `test.ts`,
   * `ts`), written from index 0 of `into`; returns how many (entries past that are stale).
   */
  private baseExtensionsInto(path: string, into: string[]): number {
    let count = 0;
    if (this.hasExtensions) {
      const maxExtension = this.maxExtension;
      for (let dot = path.indexOf('.', path.lastIndexOf('/') + 1); dot !== -1; dot = path.indexOf('.', dot + 1)) {
        if (path.length - dot - 1 <= maxExtension) into[count++] = path.slice(dot + 1);
      }
    }
    return count;
  }

  /** The extensions of a base name an extension key may name (`a.test.ts`: `test.ts`, `ts`). */
  private extensionsOf(base: string): string[] {
    const extensions: string[] = [];
    if (this.hasExtensions) {
      for (let dot = base.indexOf('.'); dot !== -1; dot = base.indexOf('.', dot + 1)) {
        if (base.length - dot - 1 <= this.maxExtension) extensions.push(base.slice(dot + 1));
      }
    }
    return extensions;
  }

  /** Owners with a pattern matching `path`, passed to `visit` (may repeat an owner). */
  visitOwners(path: string, visit: (owner: number) => void): void {
    if (this.tree) this.visitByDirectoryNumber(path, visit);
    else this.visitByDirectoryText(path, visit);
  }

  /**
   * {@link visitOwners} for the `index`-th path of the index's `candidates` (the same owners in
   * the same order). A regular path's ancestors are walked by directory number, with no ancestor
   * string built; any other path, or an index built without candidates, takes `visitOwners`.
   */
  visitOwnersOfPath(index: number, visit: (owner: number) => void): void {
    const tree = this.tree;
    const node = tree ? tree.directoryOfRegularPath(index) : -1;
    if (!tree || node === -1) {
      const path = tree?.list[index];
      if (path !== undefined) this.visitOwners(path, visit);
      return;
    }
    const path = tree.list[index] as string;
    const exact = this.exact.get(path);
    if (exact) for (let k = 0; k < exact.length; k++) visit(exact[k] as number);
    // The base name's extensions, into a buffer taken while in use (a `visit` that walks this
    // index again gets one of its own).
    const extensions = this.extensionBuffer;
    this.extensionBuffer = [];
    const count = this.baseExtensionsInto(path, extensions);
    let parts: readonly string[] | undefined;
    if (this.hasShallowExtensions) {
      const shallow = this.shallowExtensionsAt[node];
      if (shallow) {
        for (let e = 0; e < count; e++) {
          const owners = shallow.get(extensions[e] as string);
          if (owners) for (let k = 0; k < owners.length; k++) visit(owners[k] as number);
        }
      }
    }
    // The ancestors, root first (the order visitOwners visits them in).
    // Taken while in use: a `visit` that walks this index again gets a buffer of its own.
    let chain = this.chain;
    this.chain = NO_CHAIN;
    let depth = 0;
    for (let n = node; n !== -1; n = tree.parent(n)) {
      if (depth === chain.length) {
        const longer = new Int32Array(Math.max(16, depth * 2));
        longer.set(chain);
        chain = longer;
      }
      chain[depth++] = n;
    }
    while (depth > 0) {
      const n = chain[--depth] as number;
      const dirOwners = this.directoriesAt[n];
      if (dirOwners) for (let k = 0; k < dirOwners.length; k++) visit(dirOwners[k] as number);
      const byExtension = this.extensionsAt[n];
      const dotted = this.dottedExtensionsAt[n];
      if (byExtension || dotted) {
        for (let e = 0; e < count; e++) {
          const ext = extensions[e] as string;
          const owners = byExtension?.get(ext);
          if (owners) for (let k = 0; k < owners.length; k++) visit(owners[k] as number);
          // A regular path: `dir/**\/*.a.b` matches exactly the files under dir ending in `.a.b`.
          const matchers = dotted?.get(ext);
          if (matchers) for (const matcher of matchers) for (let k = 0; k < matcher.owners.length; k++) visit(matcher.owners[k] as number);
        }
      }
      const general = this.generalAt[n];
      if (general) {
        parts ??= tree.segmentsOf(index);
        for (const matcher of general) {
          if (alternativeMatches(matcher.alternative, path, parts)) for (let k = 0; k < matcher.owners.length; k++) visit(matcher.owners[k] as number);
        }
      }
    }
    this.chain = chain;
    this.extensionBuffer = extensions;
    if (this.basenames.length > 0) {
      parts ??= tree.segmentsOf(index);
      for (const matcher of this.basenames) {
        if (alternativeMatches(matcher.alternative, path, parts)) for (let k = 0; k < matcher.owners.length; k++) visit(matcher.owners[k] as number);
      }
    }
  }

  /**
   * The walk of an index built with candidates, for any path: the ancestors `visitByDirectoryText`
   * spells (`''`, `a`, `a/b`; a leading empty segment stays at the root, `a//b` has `a/`), each
   * followed in the directory tree one segment at a time (O(1) a step, whatever the depth).
   */
  private visitByDirectoryNumber(path: string, visit: (owner: number) => void): void {
    const tree = this.tree as DirectoryPrefixIndex;
    // The segments joined again are the path without its `./`: no join needed.
    const normalised = stripDotSlash(path);
    const parts = normalised.split('/');
    const exact = this.exact.get(normalised);
    if (exact) for (const owner of exact) visit(owner);
    const extensions = this.extensionsOf(parts[parts.length - 1] ?? '');
    if (this.hasShallowExtensions && normalised.length <= MAX_PATH_LENGTH) {
      // `dir/*.ext`: the file's own directory, as the path spells it (so `a//b.ts` is in `a/`, not `a`).
      const slash = normalised.lastIndexOf('/');
      const node = slash > 0 ? tree.directoryOf(normalised.slice(0, slash)) : -1;
      const shallow = node === -1 ? undefined : this.shallowExtensionsAt[node];
      if (shallow) {
        for (const ext of extensions) {
          const owners = shallow.get(ext);
          if (owners) for (const owner of owners) visit(owner);
        }
      }
    }
    let regular: boolean | undefined;
    let node = 0;
    let atRoot = true;
    for (let depth = 0; depth < parts.length; depth++) {
      if (depth > 0) {
        const part = parts[depth - 1] as string;
        if (!(atRoot && part === '')) {
          node = tree.child(node, part);
          atRoot = false;
          // No candidate lies deeper: no key names a directory below.
          if (node === -1) break;
        }
      }
      const dirOwners = this.directoriesAt[node];
      if (dirOwners) for (const owner of dirOwners) visit(owner);
      const byExtension = this.extensionsAt[node];
      const dotted = this.dottedExtensionsAt[node];
      if (byExtension || dotted) {
        for (const ext of extensions) {
          const owners = byExtension?.get(ext);
          if (owners) for (const owner of owners) visit(owner);
          const matchers = dotted?.get(ext);
          if (matchers && normalised.length <= MAX_PATH_LENGTH) {
            regular ??= !parts.some((part) => part === '' || part === '.' || part === '..');
            for (const matcher of matchers) {
              if (regular || alternativeMatches(matcher.alternative, normalised, parts)) for (const owner of matcher.owners) visit(owner);
            }
          }
        }
      }
      const general = this.generalAt[node];
      if (general) {
        for (const matcher of general) {
          if (alternativeMatches(matcher.alternative, normalised, parts)) for (const owner of matcher.owners) visit(owner);
        }
      }
    }
    for (const matcher of this.basenames) {
      if (alternativeMatches(matcher.alternative, normalised, parts)) for (const owner of matcher.owners) visit(owner);
    }
  }

  private visitByDirectoryText(path: string, visit: (owner: number) => void): void {
    // The segments joined again are the path without its `./`: no join needed.
    const normalised = stripDotSlash(path);
    const parts = normalised.split('/');
    const exact = this.exact.get(normalised);
    if (exact) for (let k = 0; k < exact.length; k++) visit(exact[k] as number);

    // The base name's extensions, into a buffer taken while in use (see visitOwnersOfPath).
    const extensions = this.extensionBuffer;
    this.extensionBuffer = [];
    const count = this.baseExtensionsInto(normalised, extensions);
    let regular: boolean | undefined;
    if (this.shallowExtensions.size > 0 && normalised.length <= MAX_PATH_LENGTH) {
      // `dir/*.ext`: the file's own directory, as the path spells it (so `a//b.ts` is in `a/`, not `a`).
      const slash = normalised.lastIndexOf('/');
      if (slash > 0) {
        const parent = normalised.slice(0, slash);
        for (let e = 0; e < count; e++) {
          const owners = this.shallowExtensions.get(`${parent}\u0000${extensions[e] as string}`);
          if (owners) for (let k = 0; k < owners.length; k++) visit(owners[k] as number);
        }
      }
    }
    // Ancestors: '' (root), 'a', 'a/b', ... (excluding the file itself for directories). Leading
    // empty segments (`/a`) stay at the root: the ancestor at a depth is the path from the first
    // non-`/` character to the end of the segment before that depth, as one slice.
    let from = 0;
    while (normalised.charCodeAt(from) === 0x2f) from++;
    let end = -1;
    for (let depth = 0; depth < parts.length; depth++) {
      if (depth > 0) end += (parts[depth - 1] as string).length + 1;
      const ancestor = end <= from ? '' : normalised.slice(from, end);
      if (ancestor.length > this.maxAncestor) break;
      const dirOwners = this.directories.get(ancestor);
      if (dirOwners) for (let k = 0; k < dirOwners.length; k++) visit(dirOwners[k] as number);
      if (count > 0 && this.extensionDirectories.has(ancestor)) {
        for (let e = 0; e < count; e++) {
          const key = `${ancestor}\u0000${extensions[e] as string}`;
          const owners = this.extensions.get(key);
          if (owners) for (let k = 0; k < owners.length; k++) visit(owners[k] as number);
          const dotted = this.dottedExtensions.get(key);
          if (dotted && normalised.length <= MAX_PATH_LENGTH) {
            // On a path without empty, `.` or `..` segments, `dir/**\/*.a.b` matches exactly the
            // files under dir whose name ends in `.a.b`; on others (`**` never spans `.`), ask the matcher.
            regular ??= !parts.some((part) => part === '' || part === '.' || part === '..');
            for (const matcher of dotted) {
              if (regular || alternativeMatches(matcher.alternative, normalised, parts)) for (let k = 0; k < matcher.owners.length; k++) visit(matcher.owners[k] as number);
            }
          }
        }
      }
      const general = this.general.get(ancestor);
      if (general) {
        for (const matcher of general) {
          if (alternativeMatches(matcher.alternative, normalised, parts)) for (let k = 0; k < matcher.owners.length; k++) visit(matcher.owners[k] as number);
        }
      }
    }
    this.extensionBuffer = extensions;
    for (const matcher of this.basenames) {
      if (alternativeMatches(matcher.alternative, normalised, parts)) for (let k = 0; k < matcher.owners.length; k++) visit(matcher.owners[k] as number);
    }
  }

  /** Distinct owners matching `path`. */
  owners(path: string): Set<number> {
    const result = new Set<number>();
    this.visitOwners(path, (owner) => result.add(owner));
    return result;
  }

  /** The smallest owner visited since {@link firstOwner} or {@link firstOwnerOfPath} started (-1: none). */
  private first = -1;
  /** One visitor for every first-owner question (no closure per question). */
  private readonly keepFirst = (owner: number): void => {
    if (this.first === -1 || owner < this.first) this.first = owner;
  };

  /** The smallest owner id matching `path` (first-match-wins lists), or -1. */
  firstOwner(path: string): number {
    const outer = this.first;
    this.first = -1;
    this.visitOwners(path, this.keepFirst);
    const first = this.first;
    this.first = outer;
    return first;
  }

  /** {@link firstOwner} for the `index`-th path of the index's `candidates`. */
  firstOwnerOfPath(index: number): number {
    const outer = this.first;
    this.first = -1;
    this.visitOwnersOfPath(index, this.keepFirst);
    const first = this.first;
    this.first = outer;
    return first;
  }
}
