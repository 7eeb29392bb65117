/**
 * The report action's inputs (report/action.yml), read and checked. Pure: `getInput` is passed
 * in. Every value that reaches a message, a comment or an API path is checked here against a
 * strict pattern; a value that does not pass stops the step with a coded error that names the
 * input, before any API call.
 */
import { ErrorCode, type ErrorCodeValue } from '../core/error-codes.js';
import { WAVE_JOB_RESULTS, type WaveJobResult } from './plan-results.js';
import { DEFAULT_STATUS_CONTEXT } from './commit-status.js';
import { MAX_SLOTS } from './routed-plans.js';

export class ReportInputError extends Error {
  override name = 'ReportInputError';
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message);
  }
}

export type RouteJobResult = 'success' | 'failure' | 'cancelled' | 'skipped';

/** What the report posts besides the job summary (always written). */
export interface PostTargets {
  comment: boolean;
  reaction: boolean;
  status: boolean;
}

export interface ReportInputs {
  token: string;
  /** The route's `waves` output, parsed later (routed-plans.ts). */
  waves: string;
  /** The route's `has-work`; undefined when not given (then: work when `waves` has plans). */
  hasWork: boolean | undefined;
  /** The routed commit (40 hex, lower case) or ''. */
  sha: string;
  /** The route's `error-code` (`E010`) or ''. */
  errorCode: string;
  /** The route's `command` (a word) or ''. */
  command: string;
  /** The route's `source` (`comment`, `label`, `input`, `none`) or ''. */
  source: string;
  /** `needs.route.result`, or '' when not given. */
  routeResult: RouteJobResult | '';
  /** `needs.wave-k.result` per wave job, or null when not given. */
  waveResults: (WaveJobResult | undefined)[] | null;
  /** The route's reply comment to update. */
  commentId: number | undefined;
  /** The job-name template, parsed later (job-name-template.ts). */
  jobName: string;
  post: PostTargets;
  statusContext: string;
  /** The landing's `commits` output, read later (landed-commits.ts): a bad value is a warning. */
  commits: string;
  /** The landing's `error-code` output (landing-refusal.ts): a wave code adds a note on how to land. */
  landError: string;
  /**
   * `report-author`: the login the report posts as (the token's bot, `github-actions[bot]` by
   * default, or a GitHub App's `<slug>[bot]`). A re-run attempt updates only this bot's report.
   */
  reportAuthor: string;
}

export const POST_WORDS = ['comment', 'reaction', 'status'] as const;
export const DEFAULT_POST = 'comment, reaction, status';

const WORD = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const CODE = /^[EWI]\d{3}$/;
const SHA = /^[0-9a-f]{40}$/;
const ID = /^\d{1,15}$/;
const STATUS_CONTEXT = /^[A-Za-z0-9][A-Za-z0-9 ._/:()-]{0,99}$/;
const ROUTE_RESULTS: readonly string[] = ['success', 'failure', 'cancelled', 'skipped'];

function bad(message: string): never {
  throw new ReportInputError(ErrorCode.REPORT_INPUT_INVALID, message);
}

function shown(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value).replace(/[^\x20-\x7e]/g, '?');
}

function readBoolean(name: string, value: string): boolean | undefined {
  if (value === '') return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return bad(`The "${name}" input must be 'true' or 'false' (got ${shown(value)}).`);
}

function readPost(value: string): PostTargets {
  const words = (value.trim() === '' ? DEFAULT_POST : value).split(/[\s,]+/).filter((word) => word !== '');
  const post: PostTargets = { comment: false, reaction: false, status: false };
  for (const word of words) {
    if (word === 'none') continue;
    if (!(POST_WORDS as readonly string[]).includes(word)) bad(`The "post" input names ${shown(word)}; use comment, reaction, status (any of them, comma-separated) or none.`);
    post[word as keyof PostTargets] = true;
  }
  return post;
}

function readWaveResults(value: string): (WaveJobResult | undefined)[] | null {
  if (value.trim() === '') return null;
  const words = value.trim().split(/\s+/);
  if (words.length > MAX_SLOTS) bad(`The "wave-results" input has ${words.length} words; at most ${MAX_SLOTS}.`);
  return words.map((word) => {
    if (!(WAVE_JOB_RESULTS as readonly string[]).includes(word))
      bad(`The "wave-results" input has ${shown(word)}; each word is a wave job's result (success, failure, cancelled or skipped).`);
    return word as WaveJobResult;
  });
}

export function readReportInputs(getInput: (name: string) => string): ReportInputs {
  const input = (name: string): string => getInput(name).trim();
  const sha = input('sha').toLowerCase();
  if (sha !== '' && !SHA.test(sha)) bad(`The "sha" input is not a commit sha (40 hex digits): ${shown(sha)}. Pass \${{ needs.route.outputs.sha }}.`);
  const errorCode = input('error-code');
  if (errorCode !== '' && !CODE.test(errorCode)) bad(`The "error-code" input is not a legion-router code (E000): ${shown(errorCode)}.`);
  const command = input('command');
  if (command !== '' && !WORD.test(command)) bad(`The "command" input is not a command word: ${shown(command)}.`);
  const source = input('source');
  if (source !== '' && !WORD.test(source)) bad(`The "source" input is not a source word (comment, label, input, none): ${shown(source)}.`);
  const routeResult = input('route-result');
  if (routeResult !== '' && !ROUTE_RESULTS.includes(routeResult))
    bad(`The "route-result" input must be a job result (success, failure, cancelled, skipped): ${shown(routeResult)}.`);
  const commentId = input('comment-id');
  if (commentId !== '' && (!ID.test(commentId) || Number(commentId) === 0)) bad(`The "comment-id" input is not a comment id: ${shown(commentId)}.`);
  const reportAuthor = input('report-author') || 'github-actions[bot]';
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\[bot\]$/.test(reportAuthor))
    bad(`The "report-author" input must be a bot login, e.g. github-actions[bot] or my-app[bot]: ${shown(reportAuthor)}.`);
  const statusContext = input('status-context') || DEFAULT_STATUS_CONTEXT;
  if (!STATUS_CONTEXT.test(statusContext)) bad(`The "status-context" input may hold letters, digits, spaces and . _ / : ( ) - (at most 100): ${shown(statusContext)}.`);
  return {
    token: getInput('token').trim(),
    waves: getInput('waves'),
    hasWork: readBoolean('has-work', input('has-work')),
    sha,
    errorCode,
    command,
    source,
    routeResult: routeResult as RouteJobResult | '',
    waveResults: readWaveResults(input('wave-results')),
    commentId: commentId === '' ? undefined : Number(commentId),
    jobName: getInput('job-name'),
    post: readPost(input('post')),
    statusContext,
    commits: getInput('commits'),
    landError: getInput('land-error'),
    reportAuthor,
  };
}
