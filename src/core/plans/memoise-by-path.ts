/**
 * A pure look-up keyed by a path or `files_modified` entry, computed once per distinct string.
 * Routing asks the same questions many times over (thousands of plans declaring the same
 * `docs/**` or a package's `dir/`; every changed file asked about the exclusions): the answers
 * depend only on the string, so the first answer is kept. The cache lives as long as the
 * function (one `selectPlans` call), and holds at most one entry per distinct string asked.
 */
export function memoiseByPath<T>(compute: (path: string) => T): (path: string) => T {
  const answers = new Map<string, T>();
  return (path) => {
    const known = answers.get(path);
    if (known !== undefined || answers.has(path)) return known as T;
    const answer = compute(path);
    answers.set(path, answer);
    return answer;
  };
}

/** {@link memoiseByPath} for a yes/no question (no `has` probe needed: a boolean is never undefined). */
export function memoisePathPredicate(compute: (path: string) => boolean): (path: string) => boolean {
  const answers = new Map<string, boolean>();
  return (path) => {
    const known = answers.get(path);
    if (known !== undefined) return known;
    const answer = compute(path);
    answers.set(path, answer);
    return answer;
  };
}
