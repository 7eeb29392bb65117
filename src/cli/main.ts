import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../adapters/fs/load-config.js';
import { RepoReader } from '../adapters/fs/repo-reader.js';
import { routeRepository, type ChangedFiles } from '../app/route-repository.js';
import { rejectedResult } from '../app/rejected-result.js';
import type { RouteResult } from '../app/route-result.js';
import { ErrorCode } from '../core/error-codes.js';
import { validFlags } from '../core/intent/intent-flags.js';
import { foldLookalikes, parseCommandWords, tokenize } from '../core/request/parse-command.js';
import type { RouteRequest } from '../core/types.js';
import { getString, getObject, readPayload, type EventContext } from '../action/event.js';
import { readInputs } from '../action/inputs.js';
import { outputsFromResult } from '../action/outputs.js';
import { resolveTrigger } from '../action/trigger.js';
import { changedFilesFromRange } from './git-range.js';
import { renderRoute } from './render-route.js';

const USAGE = `Usage: legion-router [options] [command] [--flags…] [free text]

Route a Legion request against a repository, offline, the way the action does.

  legion-router build --just-harden             route a typed command
  legion-router --text "harden the auth code"   natural language
  legion-router --event e.json --event-name issue_comment   route an event payload

Options:
  --repo DIR               repository checkout (default: current directory)
  --event FILE             event payload (as in GITHUB_EVENT_PATH)
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
  --max-jobs N             matrix size limit (default 256)
  --dry-run                route and report, has-work=false
  --json                   print the action's outputs as one JSON object
  -h, --help               this help

Exit status: 0 routed (or nothing to do), 1 rejected (the formatted error is printed), 2 bad usage.`;

export interface CliIo {
  argv: string[];
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => string;
}

function readList(path: string, io: CliIo): string[] {
  const text = path === '-' ? io.readStdin() : readFileSync(resolve(io.cwd, path), 'utf8');
  return text.split(/\r\n|\r|\n/).map((line) => line.trim().replace(/^(\.\/)+/, '')).filter((line) => line !== '');
}

export async function runCli(io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: io.argv,
      allowPositionals: true,
      strict: false,
      tokens: true,
      options: {
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
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (values.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const str = (name: string): string => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const repoRoot = resolve(io.cwd, str('repo') || '.');

  // Router flags (--just-harden, --dry-run, …) arrive as unknown options or positionals: keep
  // them in order as command words.
  const routerOptions = new Set(['repo', 'event', 'event-name', 'changed-files', 'git-range', 'text', 'phase', 'config', 'planning-dir', 'trigger', 'label-prefix', 'label-command', 'max-jobs', 'json', 'help', 'h']);
  const words: string[] = [];
  for (const token of parsed.tokens ?? []) {
    if (token.kind === 'positional') words.push(token.value);
    else if (token.kind === 'option' && !routerOptions.has(token.name)) words.push(token.rawName + (token.value !== undefined ? `=${token.value}` : ''));
  }

  let inputs;
  try {
    inputs = readInputs((name) => {
      const map: Record<string, string> = {
        text: str('text'),
        phase: str('phase'),
        trigger: str('trigger'),
        'label-prefix': str('label-prefix'),
        'label-command': str('label-command'),
        config: str('config'),
        'planning-dir': str('planning-dir'),
        'max-jobs': str('max-jobs'),
      };
      return (map[name] ?? '').trim();
    });
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }

  let changedFiles: ChangedFiles | undefined;
  try {
    if (str('changed-files')) changedFiles = { files: readList(str('changed-files'), io), complete: true };
  } catch (error) {
    io.stderr(`Cannot read --changed-files: ${(error as NodeJS.ErrnoException).code ?? 'error'}\n`);
    return 2;
  }
  if (str('git-range')) {
    const range = await changedFilesFromRange(repoRoot, str('git-range'));
    if (!range.ok) {
      io.stderr(`Cannot list changed files: ${range.reason}\n`);
      return 2;
    }
    changedFiles = { files: range.files, complete: true };
  }

  let request: RouteRequest | null = null;
  let result: RouteResult | undefined;
  let sha = '';
  if (str('event')) {
    let payload;
    try {
      payload = readPayload(resolve(io.cwd, str('event')));
    } catch (error) {
      io.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
      return 2;
    }
    const context: EventContext = {
      eventName: str('event-name') || 'workflow_dispatch',
      action: getString(payload, 'action') ?? '',
      payload,
      repo: null,
      actor: getString(getObject(payload, 'sender'), 'login') ?? '',
      sha: '',
    };
    const dispatchInputs = getObject(payload, 'inputs');
    const eventInputs = { ...inputs };
    if (context.eventName === 'workflow_dispatch' && dispatchInputs) {
      eventInputs.command = getString(dispatchInputs, 'command') ?? '';
      eventInputs.flags = getString(dispatchInputs, 'flags') ?? '';
      eventInputs.text = getString(dispatchInputs, 'text') ?? eventInputs.text;
      const phase = getString(dispatchInputs, 'phase');
      if (phase && /^\d{1,4}$/.test(phase)) eventInputs.phase = phase;
    }
    const trigger = resolveTrigger(context, eventInputs, () => {
      const config = loadConfig(new RepoReader(repoRoot), inputs.config || undefined);
      return config.ok ? validFlags(config.loaded.config) : [];
    });
    sha = getString(getObject(getObject(payload, 'pull_request'), 'head'), 'sha') ?? '';
    if (trigger.kind === 'ignore') {
      result = rejectedResult({ errorCode: '', message: trigger.reason, source: 'none' });
    } else if (trigger.kind === 'invalid') {
      result = rejectedResult({ errorCode: trigger.errorCode, message: trigger.message, source: 'none' });
    } else request = trigger.request;
  } else {
    request = parseCommandWords(tokenize(foldLookalikes(words.join(' '))), 'input');
    if (inputs.text) request.text = [request.text, inputs.text].filter(Boolean).join(' ');
    if (inputs.phase) request.phase = inputs.phase;
  }

  if (request) {
    result = routeRepository(request, {
      repoRoot,
      planningDir: inputs.planningDir,
      ...(inputs.config ? { configPath: inputs.config } : {}),
      ...(changedFiles ? { changedFiles } : {}),
      maxJobs: inputs.maxJobs,
      dryRun: words.includes('--dry-run') && str('event') !== '',
      trigger: inputs.trigger,
    });
  }
  const final = result ?? rejectedResult({ errorCode: ErrorCode.INTERNAL, message: 'no route', source: 'none' });
  if (values.json) io.stdout(`${JSON.stringify(outputsFromResult(final, sha), null, 2)}\n`);
  else io.stdout(`${renderRoute(final)}\n`);
  if (!final.ok && final.errorCode !== '') {
    if (values.json) io.stderr(`${final.message}\n`);
    return 1;
  }
  return 0;
}
