import { MAX_PATH_LENGTH } from './compile-glob.js';

/**
 * The directories that hold a set of paths (the changed files), asked "does some path lie under
 * `dir`?" A glob whose literal directory prefix holds none of the paths cannot match any of them,
 * so {@link GlobIndex} skips compiling it when given this index. Answers are only valid for the
 * paths the index was built from.
 *
 * "Under" is what {@link GlobIndex.visitOwners} walks: the proper ancestors of a path after its
 * leading `./` and leading slashes (`a/b/c` has `''`, `a` and `a/b`; `a//b/c` has `a` and `a/`
 * too). The directories are a tree of segment names: building it reads each path once and a
 * question walks the segments of `dir`, so a path of thousands of segments costs what its length
 * costs (no ancestor strings are built).
 *
 * Each directory of the tree has a number (`0` is the root). A {@link GlobIndex} built with this
 * index keys its directory tables by these numbers, and for a *regular* path (no leading `./` or
 * `/`, no empty, `.` or `..` segment, at most MAX_PATH_LENGTH characters: nearly every changed
 * file) the number of its directory is kept here, so the index walks the path's ancestors as
 * numbers without building or hashing one ancestor string ({@link GlobIndex.visitOwnersOfPath}).
 */
export class DirectoryPrefixIndex {
  /** Child directories of each directory, by name (undefined: none). */
  private readonly children: (Map<string, number> | undefined)[] = [undefined];
  /** Parent of each directory (-1 for the root). */
  private readonly parents: number[] = [-1];
  /** The directory of each regular path, in the order given; -1 for any other path. */
  private readonly directoryOfPath: Int32Array;
  /** The paths, in the order given. */
  readonly list: readonly string[];
  /** Paths indexed (duplicates counted). */
  readonly paths: number;

  constructor(paths: Iterable<string>) {
    const list = Array.isArray(paths) ? (paths as readonly string[]) : [...paths];
    this.list = list;
    this.paths = list.length;
    this.directoryOfPath = new Int32Array(list.length);
    for (let i = 0; i < list.length; i++) {
      const path = list[i] as string;
      let from = path.startsWith('./') ? 2 : 0;
      while (path.charCodeAt(from) === 0x2f) from++;
      let regular = from === 0 && path.length <= MAX_PATH_LENGTH;
      let node = 0;
      // Every segment but the last (the file's own name) is a directory.
      for (let slash = path.indexOf('/', from); slash !== -1; slash = path.indexOf('/', from)) {
        const name = path.slice(from, slash);
        if (regular && (name === '' || name === '.' || name === '..')) regular = false;
        node = this.childOrNew(node, name);
        from = slash + 1;
      }
      if (regular) {
        const base = path.length - from;
        // The file's own name: not empty (a trailing `/`), `.` or `..`.
        if (base === 0 || (path.charCodeAt(from) === 0x2e && (base === 1 || (base === 2 && path.charCodeAt(from + 1) === 0x2e)))) regular = false;
      }
      this.directoryOfPath[i] = regular ? node : -1;
    }
  }

  private childOrNew(node: number, name: string): number {
    let map = this.children[node];
    if (!map) this.children[node] = map = new Map();
    let child = map.get(name);
    if (child === undefined) {
      child = this.parents.length;
      map.set(name, child);
      this.parents.push(node);
      this.children.push(undefined);
    }
    return child;
  }

  /** Number of directories (the root included): directory numbers are below it. */
  get directories(): number {
    return this.parents.length;
  }

  /** The parent of directory `node` (-1 for the root). */
  parent(node: number): number {
    return this.parents[node] as number;
  }

  /** The directory `name` in directory `node`, or -1. */
  child(node: number, name: string): number {
    return this.children[node]?.get(name) ?? -1;
  }

  /** The last directory asked and its answer: compiling asks for an alternative's directory twice (skip, then table slot). */
  private lastDirectory = '';
  private lastDirectoryNode = 0;

  /** The number of directory `dir` (`''`: the root, 0), or -1 when no path lies under it. */
  directoryOf(dir: string): number {
    if (dir === this.lastDirectory) return this.lastDirectoryNode;
    const node = this.walkTo(dir);
    this.lastDirectory = dir;
    this.lastDirectoryNode = node;
    return node;
  }

  private walkTo(dir: string): number {
    if (dir === '') return 0;
    let node = 0;
    let from = 0;
    for (;;) {
      const slash = dir.indexOf('/', from);
      node = this.child(node, slash === -1 ? dir.slice(from) : dir.slice(from, slash));
      if (node === -1 || slash === -1) return node;
      from = slash + 1;
    }
  }

  /** The directory of the `index`-th path when it is regular (see the class comment), else -1. */
  directoryOfRegularPath(index: number): number {
    return this.directoryOfPath[index] ?? -1;
  }

  private lastSplit = -1;
  private lastSegments: readonly string[] = [];

  /**
   * The `/` segments of the `index`-th path (`split('/')`), kept for the last index asked: the
   * indexes walking one changed file after another (plans, `!` entries, exclusions) share one
   * split. Read-only for callers.
   */
  segmentsOf(index: number): readonly string[] {
    if (index !== this.lastSplit) {
      this.lastSegments = (this.list[index] as string).split('/');
      this.lastSplit = index;
    }
    return this.lastSegments;
  }

  /** Does some path lie under `dir` (`''`: is there any path at all)? */
  has(dir: string): boolean {
    if (dir === '') return this.paths > 0;
    return this.directoryOf(dir) !== -1;
  }
}
