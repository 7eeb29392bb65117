/** A repository as the REST paths name it. Dependency-free: the CLI imports it via inputs.ts. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** `/repos/{owner}/{repo}` with both segments encoded. */
export function repoPath(repo: RepoRef): string {
  return `/repos/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}`;
}
