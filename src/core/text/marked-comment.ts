/**
 * The newest comment of the report identity that carries a marker, from comments as the API
 * lists them (`GET /repos/{owner}/{repo}/issues/{n}/comments`). Pure. The trust rule of
 * `/legion retry`'s report and `/legion yes`'s suggestion reply alike:
 *
 * - only a bot (`user.type === 'Bot'`) with the `report-author` login counts (logins are
 *   case-insensitive on GitHub): anyone can type a marker into a comment of their own;
 * - only a marker `read` finds on the comment's first line (each marker reader looks there only);
 * - the newest such comment (highest id) wins.
 *
 * A marker is a hidden HTML comment that is the whole first line: `<open>{json}<close>`
 * ({@link firstLineMarkerData}); each marker checks its own fields.
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

/**
 * The JSON object of a marker that is the whole first line of `body` (`open`, the JSON, `close`;
 * a trailing CR allowed), or null: no marker there, JSON over `maxJsonChars`, not JSON, or not an
 * object. Markers anywhere else in the body are never read.
 */
export function firstLineMarkerData(body: unknown, open: string, close: string, maxJsonChars: number): Record<string, unknown> | null {
  if (typeof body !== 'string' || !body.startsWith(open)) return null;
  const end = body.indexOf('\n');
  const line = (end === -1 ? body : body.slice(0, end)).replace(/\r$/, '');
  if (line.length > open.length + maxJsonChars + close.length || !line.endsWith(close) || line.length < open.length + close.length) return null;
  let data: unknown;
  try {
    data = JSON.parse(line.slice(open.length, line.length - close.length));
  } catch {
    return null;
  }
  return isDict(data) ? data : null;
}
