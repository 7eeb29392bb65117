/**
 * The local CLI: route a request against a checkout, offline, the way the action does. It shares
 * the app-level route (src/app/run-route.ts) and the event-to-request stage with the action, and
 * nothing of the action's shell (inputs, outputs file, feedback).
 *
 *   argv ──options──▶ request (typed words, --text, or --event payload) ──runRoute──▶ text | --json
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EventError, readPayload } from '../adapters/fs/read-event-payload.js';
import { loadBundledConfig, loadConfig } from '../adapters/fs/load-config.js';
import { RepoReader } from '../adapters/fs/repo-reader.js';
import { routeExplanation } from '../app/route-explanation.js';
import { ANSWER_CODES } from '../core/answer-codes.js';
import { outputsFromResult } from '../app/route-outputs.js';
import { rejectedResult } from '../app/rejected-result.js';
import type { RouteResult } from '../app/route-result.js';
import { DEFAULT_TRIGGER, internalErrorResult, openProject, resolveRequest, runRoute, type ChangedFiles } from '../app/run-route.js';
import { SettingError, checkDependencies, checkLabelCommand, checkLabelPrefix, checkMaxJobs, checkPhase, checkTrigger, checkWaveJobs } from '../app/validate-settings.js';
import { validFlags } from '../core/intent/intent-flags.js';
import { getObject, getString, type EventContext } from '../core/request/payload.js';
import { foldLookalikes, parseCommandWords, tokenize } from '../core/request/parse-command.js';
import { resolveTrigger, type EventRequestSettings } from '../core/request/request-from-event.js';
import type { RouteRequest } from '../core/types.js';
import { changedFilesFromRange } from './git-range.js';
import { renderRoute } from './render-route.js';

const USAGE = `Usage: legion-router [options] [command] [--flags…] [free text]

Route a Legion request against a repository, offline, the way the action does.

  legion-router --repo examples/basic build --just-harden
  legion-router --repo examples/basic --text "review the code for security" --json
  legion-router --repo examples/basic --event examples/basic/events/comment-harden.json --event-name issue_comment

Options:
  --repo DIR               repository checkout with a planning folder (default: current directory)
  --event FILE             event payload (as in GITHUB_EVENT_PATH); needs --event-name
  --event-name NAME        event name (issue_comment, pull_request, workflow_dispatch, …)
  --changed-files FILE     newline-separated changed files ('-' reads standard input)
  --git-range BASE..HEAD   changed files from git (merge-base diff)
  --text TEXT              natural-language request
  --phase N                phase override
  --config PATH            intent-teams.yaml (default .planning/config/intent-teams.yaml, then bundled)
  --planning-dir DIR       planning folder (default .planning)
  --trigger WORD           comment prefix (default /legion)
  --label-prefix P         prefix of flag labels
  --label-command CMD      command that labels route to (default build)
  --max-jobs N             matrix size limit per wave (default 256)
  --wave-jobs N            wave jobs the workflow declares (default 4; 0 = matrix only)
  --dependencies MODE      pull (default) or refuse unfinished dependencies that were not selected
  --dependents             also select the plans that depend on the selected ones
  --keep-unparsable-plans  route a plan with broken frontmatter unscoped instead of refusing
  --json                   print the action's outputs as one JSON object, with the plan decisions,
                           notes and diagnostics that explain them
  -h, --help               this help

Exit status: 0 routed (or nothing to do), 1 rejected (the formatted error is printed), 2 bad usage.`;

export interface CliIo {
  argv: string[];
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => string;
}

/** A usage problem: exit 2 with this message. */
class UsageError extends Error {
  override name = 'UsageError';
}

const OPTIONS = {
  repo: { type: 'string' },
  event: { type: 'string' },
  'event-name': { type: 'string' },
  'changed-files': { type: 'string' },
  'git-range': { type: 'string' },
  text: { type: 'string' },
  phase: { type: 'string' },
  config: { type: 'string' },
  'planning-dir': { type: 'string' },
  trigger: { type: 'string' },
  'label-prefix': { type: 'string' },
  'label-command': { type: 'string' },
  'max-jobs': { type: 'string' },
  'wave-jobs': { type: 'string' },
  dependencies: { type: 'string' },
  dependents: { type: 'boolean' },
  'keep-unparsable-plans': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

interface CliOptions {
  repoRoot: string;
  planningDir: string;
  config: string;
  settings: EventRequestSettings;
  maxJobs: number;
  waveJobs: number;
  dependencies: 'pull' | 'refuse';
  dependents: boolean;
  keepUnparsablePlans: boolean;
  json: boolean;
  /** Router words (command, --flags, free text) in the order typed. */
  words: string[];
  event?: { path: string; name: string };
  changedFiles?: ChangedFiles;
  gitRange?: string;
}

function readList(path: string, io: CliIo): string[] {
  let text: string;
  try {
    text = path === '-' ? io.readStdin() : readFileSync(resolve(io.cwd, path), 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read --changed-files ${path}: ${(error as NodeJS.ErrnoException).code ?? 'read error'}.`);
  }
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(/^(\.\/)+/, ''))
    .filter((line) => line !== '');
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function parseOptions(io: CliIo): CliOptions | 'help' {
  const parsed = parseArgs({ args: io.argv, allowPositionals: true, strict: false, tokens: true, options: OPTIONS });
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (values['help']) return 'help';
  const str = (name: string): string => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  for (const [name, spec] of Object.entries(OPTIONS)) {
    if (spec.type === 'string' && values[name] === true) throw new UsageError(`--${name} needs a value.`);
  }

  // Router flags (--just-harden, --dry-run, …) arrive as unknown options or positionals: keep
  // them in order as command words.
  const words: string[] = [];
  for (const token of parsed.tokens ?? []) {
    if (token.kind === 'positional') words.push(token.value);
    else if (token.kind === 'option' && !Object.hasOwn(OPTIONS, token.name) && token.name !== 'h') {
      words.push(token.rawName + (token.value !== undefined ? `=${token.value}` : ''));
    }
  }

  const repoRoot = resolve(io.cwd, str('repo') || '.');
  if (!isDirectory(repoRoot)) throw new UsageError(`--repo ${str('repo') || '.'}: no such directory.`);
  const planningDir = (str('planning-dir') || '.planning').replace(/\/+$/, '') || '.planning';
  if (!isDirectory(resolve(repoRoot, planningDir))) {
    throw new UsageError(
      `${repoRoot} has no ${planningDir}/ folder, so there is nothing to route.\nPoint --repo at a Legion project (for example --repo examples/basic), or pass --planning-dir.`,
    );
  }

  let settings: EventRequestSettings;
  let maxJobs: number;
  let waveJobs: number;
  let dependencies: 'pull' | 'refuse';
  try {
    settings = {
      command: '',
      flags: '',
      text: foldLookalikes(str('text')),
      phase: checkPhase(str('phase')),
      trigger: checkTrigger(str('trigger'), DEFAULT_TRIGGER),
      labelPrefix: checkLabelPrefix(str('label-prefix')),
      labelCommand: checkLabelCommand(str('label-command')),
    };
    maxJobs = checkMaxJobs(str('max-jobs'));
    waveJobs = checkWaveJobs(str('wave-jobs'));
    dependencies = checkDependencies(str('dependencies'));
  } catch (error) {
    if (error instanceof SettingError) throw new UsageError(error.message);
    throw error;
  }

  const options: CliOptions = {
    repoRoot,
    planningDir,
    config: str('config'),
    settings,
    maxJobs,
    waveJobs,
    dependencies,
    dependents: values['dependents'] === true,
    keepUnparsablePlans: values['keep-unparsable-plans'] === true,
    json: values['json'] === true,
    words,
  };
  if (str('event') !== '' || str('event-name') !== '') {
    if (str('event') === '') throw new UsageError('--event-name needs --event FILE (the payload).');
    if (str('event-name') === '') throw new UsageError('--event needs --event-name (issue_comment, pull_request, workflow_dispatch, …).');
    options.event = { path: resolve(io.cwd, str('event')), name: str('event-name') };
  }
  if (str('changed-files') !== '') options.changedFiles = { files: readList(str('changed-files'), io), complete: true };
  if (str('git-range') !== '') options.gitRange = str('git-range');
  return options;
}

/** The request an event payload carries, as the action would read it; or a result for events that route nothing. */
function requestFromEventFile(options: CliOptions): { request: RouteRequest } | { result: RouteResult; sha: string } {
  const event = options.event as { path: string; name: string };
  let payload;
  try {
    payload = readPayload(event.path, { missingIsEmpty: false, label: event.path });
  } catch (error) {
    if (error instanceof EventError) throw new UsageError(error.message);
    throw error;
  }
  const context: EventContext = {
    eventName: event.name,
    action: getString(payload, 'action') ?? '',
    payload,
    repo: null,
    actor: getString(getObject(payload, 'sender'), 'login') ?? '',
    sha: '',
  };
  const settings = { ...options.settings };
  const dispatchInputs = getObject(payload, 'inputs');
  if (event.name === 'workflow_dispatch' && dispatchInputs) {
    settings.command = getString(dispatchInputs, 'command') ?? '';
    settings.flags = getString(dispatchInputs, 'flags') ?? '';
    settings.text = getString(dispatchInputs, 'text') ?? settings.text;
    const phase = getString(dispatchInputs, 'phase');
    if (phase && /^\d{1,4}$/.test(phase)) settings.phase = phase;
  }
  const trigger = resolveTrigger(context, settings, () => {
    const config = loadConfig(new RepoReader(options.repoRoot), options.config || undefined);
    return validFlags(config.ok ? config.loaded.config : loadBundledConfig().config);
  });
  const sha = getString(getObject(getObject(payload, 'pull_request'), 'head'), 'sha') ?? '';
  if (trigger.kind === 'ignore') return { result: rejectedResult({ errorCode: '', message: trigger.reason, source: 'none' }), sha };
  if (trigger.kind === 'invalid') return { result: rejectedResult({ errorCode: trigger.errorCode, message: trigger.message, source: 'none' }), sha };
  return { request: trigger.request };
}

function typedRequest(options: CliOptions): RouteRequest {
  const request = parseCommandWords(tokenize(foldLookalikes(options.words.join(' '))), 'input');
  if (options.settings.text) request.text = [request.text, options.settings.text].filter(Boolean).join(' ');
  if (options.settings.phase) request.phase = options.settings.phase;
  return request;
}

function route(request: RouteRequest, options: CliOptions, changedFiles: ChangedFiles | undefined): RouteResult {
  try {
    const opened = openProject(request, {
      repoRoot: options.repoRoot,
      planningDir: options.planningDir,
      keepUnparsablePlans: options.keepUnparsablePlans,
      ...(options.config ? { configPath: options.config } : {}),
    });
    if (!opened.ok) return opened.result;
    const runOptions = {
      trigger: options.settings.trigger,
      maxJobs: options.maxJobs,
      waveJobs: options.waveJobs,
      dependencies: options.dependencies,
      dependents: options.dependents,
      // An event's payload cannot carry --dry-run the way the action's input can: a typed one counts.
      dryRun: options.event !== undefined && options.words.includes('--dry-run'),
      ...(changedFiles ? { changedFiles } : {}),
    };
    return runRoute(resolveRequest(request, opened.project, runOptions), opened.project, runOptions);
  } catch (error) {
    return internalErrorResult(request, error);
  }
}

export async function runCli(io: CliIo): Promise<number> {
  let options: CliOptions | 'help';
  try {
    options = parseOptions(io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`legion-router: ${error.message}\n\nRun legion-router --help for the options.\n`);
    return 2;
  }
  if (options === 'help') {
    io.stdout(`${USAGE}\n`);
    return 0;
  }

  let changedFiles = options.changedFiles;
  if (options.gitRange) {
    const range = await changedFilesFromRange(options.repoRoot, options.gitRange);
    if (!range.ok) {
      io.stderr(`legion-router: cannot list changed files: ${range.reason}\n`);
      return 2;
    }
    changedFiles = { files: range.files, complete: true };
  }

  let result: RouteResult;
  let sha = '';
  try {
    if (options.event) {
      const read = requestFromEventFile(options);
      if ('request' in read) result = route(read.request, options, changedFiles);
      else ({ result, sha } = read);
    } else {
      result = route(typedRequest(options), options, changedFiles);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`legion-router: ${error.message}\n`);
    return 2;
  }

  if (options.json) io.stdout(`${JSON.stringify({ ...outputsFromResult(result, sha), ...routeExplanation(result) }, null, 2)}\n`);
  else io.stdout(`${renderRoute(result)}\n`);
  if (!result.ok && result.errorCode !== '') {
    if (options.json) io.stderr(`${result.message}\n`);
    // An answer (a finished milestone, unclear text, …) exits 0, as the action's step does.
    return ANSWER_CODES.has(result.errorCode) ? 0 : 1;
  }
  return 0;
}
