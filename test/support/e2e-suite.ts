/**
 * The shared set-up of an end-to-end test file: build dist/ if needed, start the fake GitHub API
 * on 127.0.0.1, copy the example workspace, reset the fake before each test, fail a test whose
 * requests or answers are off GitHub's REST description, and clean up.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { FakeGitHub } from './fake-github.js';
import { HAS_NODE24, cleanupTemps, ensureDist, exampleWorkspace, runAction, type ActionRun, type RunOptions } from './run-action.js';

export interface E2ESuite {
  readonly fake: FakeGitHub;
  readonly workspace: string;
  /** Run the action with this suite's workspace and fake API (and default event name). */
  run(options: Omit<RunOptions, 'workspace' | 'apiUrl' | 'eventName'> & { eventName?: string; workspace?: string }): Promise<ActionRun>;
}

export function useE2ESuite(options: { eventName?: string; prepare?: (workspace: string) => void; eachTest?: (fake: FakeGitHub) => void } = {}): E2ESuite {
  let fake: FakeGitHub | undefined;
  let workspace = '';
  beforeAll(async () => {
    if (!HAS_NODE24) return;
    ensureDist();
    fake = await FakeGitHub.start();
    workspace = exampleWorkspace();
    options.prepare?.(workspace);
  }, 180_000);
  afterAll(async () => {
    await fake?.close();
    cleanupTemps();
  });
  // The stand-in is held to GitHub's description: a request or answer off it fails the test.
  afterEach(() => {
    if (fake) expect(fake.violations, 'requests and answers off GitHub’s REST description (test/support/github-spec.ts)').toEqual([]);
  });
  beforeEach((context) => {
    if (!HAS_NODE24) context.skip();
    fake?.reset();
    if (fake) options.eachTest?.(fake);
  });
  const suite: E2ESuite = {
    get fake() {
      if (!fake) throw new Error('the fake GitHub API is not started yet');
      return fake;
    },
    get workspace() {
      return workspace;
    },
    run: (runOptions) => runAction({ eventName: options.eventName ?? 'issue_comment', workspace, apiUrl: suite.fake.url, ...runOptions } as RunOptions),
  };
  return suite;
}
