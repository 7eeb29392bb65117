/**
 * The directories that hold a set of paths (the changed files), asked "does some path lie under
 * `dir`?" A glob whose literal directory prefix holds none of the paths cannot match any of them,
 * so {@link GlobIndex} skips compiling it when given this index. Answers are only valid for the
 * paths the index was built from.
 *
 * "Under" is what {@link GlobIndex.visitOwners} walks: the proper ancestors of a path after its
 * leading `./` and leading slashes (`a/b/c` has `''`, `a` and `a/b`; `a//b/c` has `a` and `a/`
 * too). The paths are kept sorted, and a question is a binary search for `dir/`: O(|dir| × log n),
 * whatever the paths hold (no ancestor strings are built, so a path of thousands of segments costs
 * no more than a short one).
 */
export class DirectoryPrefixIndex {
  private readonly sorted: string[];

  constructor(paths: Iterable<string>) {
    const normalised: string[] = [];
    for (const path of paths) {
      let from = path.startsWith('./') ? 2 : 0;
      while (path.charCodeAt(from) === 0x2f) from++;
      normalised.push(from === 0 ? path : path.slice(from));
    }
    this.sorted = normalised.sort();
  }

  /** Paths indexed (duplicates counted). */
  get paths(): number {
    return this.sorted.length;
  }

  /** Does some path lie under `dir` (`''`: is there any path at all)? */
  has(dir: string): boolean {
    if (dir === '') return this.sorted.length > 0;
    const prefix = `${dir}/`;
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.sorted[mid] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    return low < this.sorted.length && (this.sorted[low] as string).startsWith(prefix);
  }
}
