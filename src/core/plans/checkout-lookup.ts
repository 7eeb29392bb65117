/**
 * What the plan core may ask about the checkout, without doing I/O itself: the fs adapter
 * implements it over the working tree (src/adapters/fs/load-phase-plans.ts
 * `createCheckoutLookup`), tests and callers that already hold a file list use
 * {@link checkoutFromPaths}. Paths are repository-relative, `/`-separated, without `./`.
 */
export type PathKind = 'file' | 'directory';

export interface CheckoutLookup {
  /** What is at `path` in the checkout: a file, a directory, or nothing (undefined). */
  kind(path: string): PathKind | undefined;
  /**
   * Every file under `directory` ('' is the repository root), recursively, as repository
   * paths. undefined when there are more than `limit` (the caller then cannot tell, and says
   * nothing). A missing directory has no files: [].
   */
  filesUnder(directory: string, limit: number): readonly string[] | undefined;
}

/** Strip `./` and leading or trailing `/` so lookups use one spelling. */
export function lookupKey(path: string): string {
  let key = path;
  while (key.startsWith('./')) key = key.slice(2);
  let start = 0;
  while (start < key.length && key[start] === '/') start++;
  let end = key.length;
  while (end > start && key[end - 1] === '/') end--;
  return key.slice(start, end);
}

/** A checkout given as its list of file paths (for example `git ls-files`, or a test). */
export function checkoutFromPaths(paths: Iterable<string>): CheckoutLookup {
  const files = new Set<string>();
  const directories = new Set<string>(['']);
  for (const path of paths) {
    const key = lookupKey(path);
    if (key === '') continue;
    files.add(key);
    for (let slash = key.indexOf('/'); slash !== -1; slash = key.indexOf('/', slash + 1)) directories.add(key.slice(0, slash));
  }
  const sorted = [...files].sort();
  return {
    kind(path) {
      const key = lookupKey(path);
      if (files.has(key)) return 'file';
      return directories.has(key) ? 'directory' : undefined;
    },
    filesUnder(directory, limit) {
      const key = lookupKey(directory);
      const prefix = key === '' ? '' : `${key}/`;
      const found = prefix === '' ? sorted : sorted.filter((file) => file.startsWith(prefix));
      return found.length > limit ? undefined : found;
    },
  };
}
