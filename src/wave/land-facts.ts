/**
 * What `step: land` needs to know about the event to choose where to push
 * (src/core/wave/landing-target.ts): the pull request (from the payload, or for a comment from
 * the API), the pushed or dispatched branch, the merge queue's base, the default branch. The
 * payload is untrusted: read through the typed getters.
 */
import type { GitHubApi } from '../adapters/github/api-client.js';
import { getPullRequest } from '../adapters/github/pull-request.js';
import { getNumber, getObject, getString, type EventContext } from '../action/event.js';
import type { LandingFacts } from '../core/wave/landing-target.js';

const PULL_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment']);

function stripHeads(ref: string): string {
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : ref;
}

export async function landingFacts(
  event: EventContext,
  env: NodeJS.ProcessEnv,
  options: { branchInput: string; phase: number; runId: string; repository: string; api: () => GitHubApi },
): Promise<LandingFacts> {
  const { eventName, payload } = event;
  const facts: LandingFacts = {
    eventName,
    branchInput: options.branchInput,
    refName: (env['GITHUB_REF_NAME'] ?? '').trim() || stripHeads(getString(payload, 'ref') ?? ''),
    mergeGroupBase: stripHeads(getString(getObject(payload, 'merge_group'), 'base_ref') ?? ''),
    defaultBranch: getString(getObject(payload, 'repository'), 'default_branch') ?? '',
    phase: options.phase,
    runId: options.runId,
  };
  if (options.branchInput !== '') return facts;
  const same = (fullName: string | undefined): boolean => fullName !== undefined && fullName.toLowerCase() === options.repository.toLowerCase();
  if (PULL_EVENTS.has(eventName)) {
    const pull = getObject(payload, 'pull_request');
    const number = getNumber(pull, 'number');
    const head = getObject(pull, 'head');
    if (pull && number !== undefined) {
      facts.pull = {
        number,
        headRef: getString(head, 'ref') ?? '',
        sameRepository: same(getString(getObject(head, 'repo'), 'full_name')),
        baseRef: getString(getObject(pull, 'base'), 'ref') ?? '',
      };
    }
  } else if (eventName === 'issue_comment') {
    const issue = getObject(payload, 'issue');
    const number = getNumber(issue, 'number');
    if (getObject(issue, 'pull_request') && number !== undefined) {
      const [owner = '', repo = ''] = options.repository.split('/');
      const info = await getPullRequest(options.api(), { owner, repo }, number);
      facts.pull = {
        number,
        headRef: info.headRef,
        sameRepository: info.headRepo !== null && same(`${info.headRepo.owner}/${info.headRepo.repo}`),
        baseRef: info.baseRef,
      };
    }
  }
  return facts;
}
