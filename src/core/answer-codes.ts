import { ErrorCode } from './error-codes.js';

/**
 * Route error codes that are an answer, not a failure: the request was understood and the answer
 * is "nothing runs, and here is why". The route step exits 0 for them (one warning), the report
 * step's verdict is `none`, and the example workflow's final check stays green. Every other code
 * is a rejection: the step fails and so does the check.
 *
 * - E002: the text was not clear enough; the reply lists the commands to type.
 * - E020: the commenter lacks the permission; the reply says which is needed.
 * - E033: no phase is left to route and none was requested (every plan done, a finished
 *   milestone; none planned yet; phases archived). A pull request, push or merge group of such a
 *   project must not fail for it. A requested phase without a directory is E031, a failure.
 * - E047, E049: the pull request's head moved after the command, or cannot be established.
 * - E082: `--sha` is not the pull request's head.
 * - E083: the pull request is closed or merged.
 * - E054: `/legion retry` found no report of the report identity within the comments it reads.
 * - E085–E088: `/legion yes` has nothing to confirm (no suggestion reply; a dispatch, label or
 *   the CLI), the suggestion was already confirmed, or there is no such suggestion; the reply
 *   shows the command to type. (E089, a confirmation that could not be recorded, is a failure.)
 *
 * `.github/workflows/legion-router-example.yml` lists the same codes in its final check
 * (test/workflow/example-workflow.test.ts compares the two).
 */
export const ANSWER_CODES: ReadonlySet<string> = new Set([
  ErrorCode.UNCLEAR_INTENT,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.NO_PHASE,
  ErrorCode.HEAD_MOVED,
  ErrorCode.HEAD_UNVERIFIED,
  ErrorCode.SHA_MISMATCH,
  ErrorCode.PR_CLOSED,
  ErrorCode.RETRY_REPORT_NOT_FOUND,
  ErrorCode.NOTHING_TO_CONFIRM,
  ErrorCode.CONFIRM_WITHOUT_REPLY,
  ErrorCode.SUGGESTION_ALREADY_CONFIRMED,
  ErrorCode.NO_SUCH_SUGGESTION,
]);
