/**
 * `/legion yes [N]` in the action: read the last suggestion reply on the pull request or issue
 * through the API, take its suggestion N, record the confirmation on that reply, and hand back
 * the request the suggestion stands for. The caller routes it through the normal comment path,
 * exactly as if the commenter had typed it (same permission check, already done; same head pin,
 * the `yes` comment's time).
 *
 * The comments are searched as retry searches them (find-last-report.ts: newest page first, at
 * most 100 pages, nothing found past that bound). Trust, as for `/legion retry`'s report: only a comment of the report identity (the
 * `report-author` bot, `user.type === 'Bot'`) counts, and only the marker on its first line
 * (src/core/confirm/latest-suggestion.ts). The marker holds only commands that validated when the
 * reply was written; the substituted request is validated again as typed.
 *
 * Recording: the reply's marker line is rewritten with the number added to `done`
 * (`PATCH /repos/{o}/{r}/issues/comments/{id}`, token permission `issues: write` or
 * `pull-requests: write`, which replies already need). It is written before anything routes: a
 * confirmation that cannot be recorded routes nothing (E089), so a suggestion never runs twice
 * through `yes` (two `yes` comments read at the same instant are the one race left: both read the
 * marker before either writes it).
 */
import { ErrorCode, InfoCode, type ErrorCodeValue } from '../core/error-codes.js';
import { confirmChoice, confirmedRequest, nothingToConfirmMessage, pickSuggestion } from '../core/confirm/confirm-choice.js';
import { latestSuggestion } from '../core/confirm/latest-suggestion.js';
import { withSuggestionMarker } from '../core/confirm/suggestion-marker.js';
import type { Diagnostic, RouteRequest } from '../core/types.js';
import { ApiError, type GitHubApi } from '../adapters/github/api-client.js';
import { findNewestComment, MAX_RETRY_COMMENT_PAGES } from '../report/find-last-report.js';
import { repoPath, send, type Repo } from '../report/report-api.js';

export interface ConfirmPlace {
  api: GitHubApi;
  repo: Repo;
  issueNumber: number;
  /** The `report-author` input: the login replies are posted as. */
  login: string;
  trigger: string;
}

export type Confirmation =
  { ok: true; request: RouteRequest; diagnostics: Diagnostic[]; note: string } | { ok: false; code: ErrorCodeValue; message: string; diagnostics: Diagnostic[] };

/** Resolve `yes [N]` into the request of the suggestion it confirms, recording the confirmation. Throws ApiError for the listing. */
export async function resolveConfirmation(request: RouteRequest, place: ConfirmPlace): Promise<Confirmation> {
  const diagnostics: Diagnostic[] = [];
  const choice = confirmChoice(request, place.trigger);
  if (!choice.ok) return { ok: false, code: choice.code, message: choice.message, diagnostics };
  const search = await findNewestComment(place.api, place.repo, place.issueNumber, (items) => latestSuggestion(items, place.login));
  // Past the bound, as for retry: nothing found, never an older reply of the first page.
  if (search.capped) {
    const message = `Last suggestion reply not found: #${place.issueNumber} has more than ${MAX_RETRY_COMMENT_PAGES * 100} comments, more than ${place.trigger} yes searches. Nothing was routed.\nType the command itself (${place.trigger} help lists them).`;
    return { ok: false, code: ErrorCode.NOTHING_TO_CONFIRM, message, diagnostics };
  }
  if (!search.latest) return { ok: false, code: ErrorCode.NOTHING_TO_CONFIRM, message: nothingToConfirmMessage(place.trigger, place.issueNumber, place.login), diagnostics };
  const { latest } = search;
  const picked = pickSuggestion(latest.marker, choice.number, place.trigger);
  if (!picked.ok) return { ok: false, code: picked.code, message: picked.message, diagnostics };

  const recorded = { ...latest.marker, confirmed: [...latest.marker.confirmed, choice.number] };
  try {
    await send(
      place.api,
      { method: 'PATCH', path: `${repoPath(place.repo)}/issues/comments/${latest.commentId}`, body: { body: withSuggestionMarker(latest.body, recorded) } },
      { what: 'the confirmation on the suggestion reply', permission: 'issues: write (or pull-requests: write)' },
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      code: ErrorCode.CONFIRMATION_NOT_RECORDED,
      message: `The confirmation of suggestion ${choice.number} could not be recorded on the suggestion reply (${error.message.split('\n')[0]}), so nothing was routed: a suggestion runs at most once through ${place.trigger} yes.\nType the command instead:\n\n    ${place.trigger} ${picked.command}`,
      diagnostics,
    };
  }
  const note = `${place.trigger} yes${choice.number === 1 ? '' : ` ${choice.number}`}: suggestion ${choice.number} of reply ${latest.commentId} (answering comment ${latest.marker.id}), ${place.trigger} ${picked.command}, routed as if typed.`;
  diagnostics.push({ code: InfoCode.SUGGESTION_CONFIRMED, severity: 'info', message: note });
  return { ok: true, request: confirmedRequest(picked.command, request), diagnostics, note };
}
