/**
 * The newest comment of the report identity that carries a marker, from comments as the API
 * lists them (`GET /repos/{owner}/{repo}/issues/{n}/comments`). Pure. The trust rule of
 * `/legion retry`'s report and `/legion yes`'s suggestion reply alike:
 *
 * - only a bot (`user.type === 'Bot'`) with the `report-author` login counts (logins are
 *   case-insensitive on GitHub): anyone can type a marker into a comment of their own;
 * - only a marker `read` finds on the comment's first line (each marker reader looks there only);
 * - the newest such comment (highest id) wins.
 */
import { isDict } from './untrusted-data.js';

export interface MarkedComment<M> {
  commentId: number;
  /** The comment's body as listed. */
  body: string;
  marker: M;
}

export function newestMarkedComment<M>(comments: readonly unknown[], login: string, read: (body: string) => M | null): MarkedComment<M> | null {
  let latest: MarkedComment<M> | null = null;
  for (const comment of comments) {
    if (!isDict(comment)) continue;
    const { id, body, user } = comment;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || typeof body !== 'string') continue;
    if (!isDict(user) || user['type'] !== 'Bot' || typeof user['login'] !== 'string' || user['login'].toLowerCase() !== login.toLowerCase()) continue;
    if (latest !== null && id < latest.commentId) continue;
    const marker = read(body);
    if (marker !== null) latest = { commentId: id, body, marker };
  }
  return latest;
}
