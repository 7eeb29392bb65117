/**
 * `step: land`, in the final job after every wave succeeded: every record applied in (wave,
 * plan id) order and committed, one commit per plan (src/core/wave/landing-commit.ts), then
 * pushed through the checkout's `origin` with the `token` input:
 *
 *   records ──▶ nothing to land? (I120: dry run, review route, no change) ──▶ dependencies (E105)
 *   ──▶ temporary index, each tree checked (E104, E108, E102, E103) ──▶ commits on `sha`
 *   ──▶ target (landing-target.ts) ──▶ head check (E106) ──▶ push with a lease ──▶ pull request
 *
 * Nothing is pushed unless every record applied and passed. Same-repository pull requests get a
 * fast-forward of their head branch, refused when the head is no longer the routed commit; the
 * commits then stay in the artifacts and the message says how to land them. Every other route
 * gets a new branch and a pull request.
 */
import type { GitHubApi } from '../adapters/github/api-client.js';
import { createPullRequest } from '../adapters/github/create-pull-request.js';
import { firstGitLine } from '../adapters/git/git-command.js';
import { pushAuthEnvironment } from '../adapters/git/push-auth.js';
import { WaveGit } from '../adapters/git/wave-git.js';
import type { EventContext } from '../action/event.js';
import { ErrorCode, InfoCode, WarningCode } from '../core/error-codes.js';
import { commitMessage } from '../core/wave/landing-commit.js';
import { landingTarget, type LandingTarget } from '../core/wave/landing-target.js';
import { WaveError, shownPath } from '../core/wave/wave-error.js';
import { isEmptyRecord } from '../core/wave/wave-record.js';
import { applyRecordsInOrder, checkCommits } from './apply-records.js';
import { landingFacts } from './land-facts.js';
import { planTitles } from './plan-at-commit.js';
import { checkDeclaredChanges, checkDependencies } from './record-checks.js';
import { loadRecords } from './records.js';
import type { StepReport } from './step-report.js';
import type { WaveContext } from './wave-context.js';

export interface LandedCommit {
  plan: string;
  sha: string;
}

export interface LandResult {
  landed: boolean;
  branch: string;
  commits: LandedCommit[];
  pullRequest: number | null;
}

export interface LandInputs {
  patches: string;
  sha: string;
  token: string;
  branch: string;
}

const NOTHING: LandResult = { landed: false, branch: '', commits: [], pullRequest: null };

function howToLand(branch: string): string {
  return `Nothing was pushed, and the records stay in this run's legion-patch-* artifacts. To land them, route again on the new head (comment /legion build: done plans are skipped), or re-run this job with the "branch" input set to a new branch (then open a pull request from it), or bring ${shownPath(branch)} back to the routed commit and re-run this job.`;
}

export async function land(inputs: LandInputs, context: WaveContext, event: EventContext, env: NodeJS.ProcessEnv, api: () => GitHubApi, report: StepReport): Promise<LandResult> {
  const started = performance.now();
  const { records, foreign } = loadRecords(inputs.patches, context.runId, null);
  if (foreign > 0) report.warn(WarningCode.WAVE_FOREIGN_FILES, `The patches directory holds ${foreign} entr${foreign === 1 ? 'y' : 'ies'} that are not records; left alone.`);
  const changing = records.filter((record) => !isEmptyRecord(record));
  if (changing.length === 0) {
    report.info(
      InfoCode.WAVE_NOTHING_TO_LAND,
      records.length === 0
        ? 'Nothing to land: no leg left a record (a dry run, a route without plans, or a route whose wave jobs did not run).'
        : `Nothing to land: the ${records.length} leg${records.length === 1 ? '' : 's'} of this route changed nothing.`,
    );
    return NOTHING;
  }
  const git = new WaveGit(context.workspace);
  git.topLevel();
  if (inputs.sha === '') throw new WaveError(ErrorCode.WAVE_INPUT_INVALID, 'The "sha" input is required to land: the routed commit (sha: ${{ needs.route.outputs.sha }}).');
  const parent = git.commitOf(inputs.sha);
  if (parent === null)
    throw new WaveError(
      ErrorCode.WAVE_GIT_FAILED,
      `The routed commit ${inputs.sha.slice(0, 12)} is not in the checkout: check it out (actions/checkout with ref: \${{ needs.route.outputs.sha }}) before this step.`,
    );

  for (const record of changing) {
    if (record.plan === '') throw new WaveError(ErrorCode.WAVE_READ_ONLY_CHANGED, `Leg ${shownPath(record.id)} is not a plan but its record changes files. Nothing was pushed.`);
    for (const note of checkDependencies(git, parent, { id: record.plan, path: record.path, dependsOn: record.depends_on, dependsOnSummaries: [] }, records))
      report.warn(note.code, note.message);
  }
  const applied = applyRecordsInOrder(git, parent, changing);
  const commits: LandedCommit[] = [];
  const titles = planTitles(
    git,
    parent,
    applied.map((item) => item.record.path),
  );
  let tip = parent;
  for (const item of applied) {
    const message = commitMessage({
      plan: item.record.plan,
      title: titles.get(item.record.path) ?? '',
      phase: item.record.phase,
      wave: item.record.wave,
      runId: context.runId,
      runLink: context.runLink,
      agent: item.record.agent,
    });
    tip = git.commitTree(item.tree, tip, message);
    commits.push({ plan: item.record.plan, sha: tip });
  }
  // What each commit actually changes, checked before anything is pushed.
  checkCommits(
    git,
    applied.map((item, i) => ({ record: item.record, commit: (commits[i] as LandedCommit).sha })),
  );
  for (const item of applied)
    checkDeclaredChanges(
      git,
      parent,
      item.record,
      item.record.changes.map((c) => c.path),
    );

  report.line(
    `Applied and committed ${commits.length} plan${commits.length === 1 ? '' : 's'} on ${parent.slice(0, 12)} in ${Math.round(performance.now() - started)} ms (records read, checked, applied, committed and read back; nothing pushed yet).`,
  );
  const phase = applied[0]?.record.phase ?? 0;
  const facts = await landingFacts(event, env, { branchInput: inputs.branch, phase, runId: context.runId, repository: context.repository, api });
  const chosen = landingTarget(facts);
  if (!chosen.ok) throw new WaveError(ErrorCode.WAVE_INPUT_INVALID, chosen.message);
  const target: LandingTarget = chosen.target;
  const auth = pushAuthEnvironment(git.originUrl(), inputs.token);
  const current = git.remoteBranch(target.branch, auth);

  let expected: string;
  if (target.kind === 'new-branch') {
    if (current !== null)
      throw new WaveError(
        ErrorCode.WAVE_BRANCH_EXISTS,
        `The branch ${shownPath(target.branch)} already exists on origin (an earlier attempt of this run landed there?). Nothing was pushed. Delete it, or re-run this job with the "branch" input set to another branch.`,
      );
    expected = '';
  } else if (current !== null && current !== parent) {
    throw new WaveError(
      ErrorCode.WAVE_HEAD_MOVED,
      `The branch ${shownPath(target.branch)} is at ${current.slice(0, 12)}, no longer at the routed commit ${parent.slice(0, 12)}: someone pushed while the waves ran. ${howToLand(target.branch)}`,
    );
  } else {
    if (current === null && target.kind === 'pull-head')
      throw new WaveError(ErrorCode.WAVE_HEAD_MOVED, `The pull request's head branch ${shownPath(target.branch)} is gone from origin. ${howToLand(target.branch)}`);
    expected = current ?? '';
  }
  const pushed = git.push(tip, target.branch, expected, auth);
  if (!pushed.ok) {
    const stale = /stale info|fetch first|non-fast-forward|rejected/.test(pushed.stderr + pushed.stdout.toString('utf8'));
    if (stale && target.kind !== 'new-branch')
      throw new WaveError(ErrorCode.WAVE_HEAD_MOVED, `The branch ${shownPath(target.branch)} moved while this job pushed. ${howToLand(target.branch)}`);
    throw new WaveError(
      ErrorCode.WAVE_PUSH_FAILED,
      `The push to ${shownPath(target.branch)} was refused: ${firstGitLine(pushed.stderr) || `git exit ${pushed.status}`}. The job needs contents: write (and the token must be allowed to push to the branch). Nothing was landed.`,
    );
  }
  let pullRequest: number | null = null;
  if (target.kind === 'new-branch') {
    const [owner = '', repo = ''] = context.repository.split('/');
    try {
      pullRequest = await createPullRequest(
        api(),
        { owner, repo },
        {
          title: `Legion phase ${String(phase).padStart(2, '0')}: ${commits.length} plan${commits.length === 1 ? '' : 's'} from run ${context.runId}`,
          head: target.branch,
          base: target.base,
          body: pullRequestBody(
            commits,
            applied.map((a) => a.record.wave),
            context,
            target.reason,
          ),
        },
      );
    } catch (error) {
      report.warn(
        WarningCode.WAVE_PULL_REQUEST_NOT_OPENED,
        `The commits are on ${shownPath(target.branch)}, but the pull request against ${shownPath(target.base)} could not be opened (${error instanceof Error ? error.message : String(error)}). Open it by hand, or give the job pull-requests: write and allow GitHub Actions to create pull requests (Settings → Actions → General).`,
      );
    }
  }
  report.info(
    InfoCode.WAVE_LANDED,
    `Landed ${commits.length} plan${commits.length === 1 ? '' : 's'} (${commits.map((c) => c.plan).join(', ')}) on ${shownPath(target.branch)}${target.kind === 'new-branch' ? ` (a new branch: ${target.reason})` : ''}${pullRequest !== null ? `, pull request #${pullRequest}` : ''}.`,
  );
  return { landed: true, branch: target.branch, commits, pullRequest };
}

function pullRequestBody(commits: readonly LandedCommit[], waves: readonly number[], context: WaveContext, reason: string): string {
  return [
    `The plans legion-router ran in run ${context.runId}${context.runLink !== '' ? ` (${context.runLink})` : ''}, one commit per plan in (wave, plan id) order. A new branch because ${reason}.`,
    '',
    '| Plan | Wave | Commit |',
    '| --- | --- | --- |',
    ...commits.map((c, i) => `| ${c.plan} | ${waves[i] ?? ''} | ${c.sha} |`),
    '',
  ].join('\n');
}
