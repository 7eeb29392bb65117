/**
 * `git diff-tree -r -z --raw --no-renames` output, parsed: one change per path, with both modes.
 * Pure: the adapter runs git, this reads its bytes (as latin1-free UTF-8 text; a path that is not
 * UTF-8 is kept as git wrote it, replacement characters and all, and is then refused or shown).
 */

export interface TreeChange {
  oldMode: string;
  newMode: string;
  /** A, M, D or T (no renames, no copies). */
  status: string;
  path: string;
}

export function parseRawDiff(output: string): TreeChange[] {
  const changes: TreeChange[] = [];
  const fields = output.split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const meta = fields[i] as string;
    const path = fields[i + 1] as string;
    const match = /^:(\d{6}) (\d{6}) [0-9a-f]+ [0-9a-f]+ ([AMDT])$/.exec(meta);
    if (!match) throw new Error(`unexpected git diff-tree output: ${JSON.stringify(meta.slice(0, 80))}`);
    changes.push({ oldMode: match[1] as string, newMode: match[2] as string, status: match[3] as string, path });
  }
  return changes;
}
