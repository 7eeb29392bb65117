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
 */
interface DirectoryNode {
  children: Map<string, DirectoryNode> | undefined;
}

export class DirectoryPrefixIndex {
  private readonly root: DirectoryNode = { children: undefined };
  /** Paths indexed (duplicates counted). */
  readonly paths: number;

  constructor(paths: Iterable<string>) {
    let count = 0;
    for (const path of paths) {
      count++;
      let from = path.startsWith('./') ? 2 : 0;
      while (path.charCodeAt(from) === 0x2f) from++;
      let node = this.root;
      // Every segment but the last (the file's own name) is a directory.
      for (let slash = path.indexOf('/', from); slash !== -1; slash = path.indexOf('/', from)) {
        const name = path.slice(from, slash);
        node.children ??= new Map();
        let child = node.children.get(name);
        if (!child) node.children.set(name, (child = { children: undefined }));
        node = child;
        from = slash + 1;
      }
    }
    this.paths = count;
  }

  /** Does some path lie under `dir` (`''`: is there any path at all)? */
  has(dir: string): boolean {
    if (dir === '') return this.paths > 0;
    let node: DirectoryNode | undefined = this.root;
    let from = 0;
    for (;;) {
      const slash = dir.indexOf('/', from);
      node = node.children?.get(slash === -1 ? dir.slice(from) : dir.slice(from, slash));
      if (!node) return false;
      if (slash === -1) return true;
      from = slash + 1;
    }
  }
}
