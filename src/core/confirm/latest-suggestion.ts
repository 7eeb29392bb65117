/**
 * The last suggestion reply on a pull request or issue, for `/legion yes [N]`. Pure. The same
 * trust rule as `/legion retry`'s report (src/core/text/marked-comment.ts): a comment of the
 * report identity whose first line is a suggestion marker (suggestion-marker.ts); the newest wins.
 */
import { newestMarkedComment, type MarkedComment } from '../text/marked-comment.js';
import { readSuggestionMarker, type SuggestionMarker } from './suggestion-marker.js';

/** The reply, its body (the confirmation rewrites its first line) and its marker. */
export type LatestSuggestion = MarkedComment<SuggestionMarker>;

export function latestSuggestion(comments: readonly unknown[], login: string): LatestSuggestion | null {
  return newestMarkedComment(comments, login, readSuggestionMarker);
}
