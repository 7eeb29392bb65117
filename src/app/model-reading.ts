/**
 * GitHub Models for the words no lexicon holds (the `nl-model` input): free text the scorer could
 * not route at HIGH (E002, no command typed) is sent to the model with this repository's closed
 * set (src/core/nl-model/). A valid answer is resolved as if typed; it becomes the **first
 * suggestion** of the reply, never a route of its own, unless `nl-model-routes` opts in to routing
 * the model's HIGH answers. Every failure degrades to the scorer's suggestions with one warning
 * that names the cause (and `models: read` when the token was refused).
 *
 * Authorization has already happened (the commenter's permission), and the answer can only name a
 * route the commenter could have typed: a command of the set, its flags, a phase that exists,
 * validated again by the normal intent stage.
 */
import { ErrorCode, InfoCode, WarningCode, type WarningCodeValue } from '../core/error-codes.js';
import type { IntentResolution } from '../core/intent/intent.js';
import { closedSet } from '../core/nl-model/closed-set.js';
import { readModelAnswer, type ModelAnswer } from '../core/nl-model/model-answer.js';
import { modelRequestBody, type ModelConfidence } from '../core/nl-model/model-request.js';
import { parseCommandWords } from '../core/request/parse-command.js';
import type { Diagnostic, RouteRequest } from '../core/types.js';
import type { ModelsClient, ModelsFailure } from '../adapters/github/models-inference.js';
import { confirmableCommand } from './confirmable-command.js';
import type { Project } from './load-project.js';
import { resolveRequest } from './run-route.js';

export interface ModelSettings {
  client: ModelsClient;
  /** The `nl-model` input (`openai/gpt-4.1-mini`). */
  model: string;
  /** `nl-model-routes`: route the model's HIGH answers instead of suggesting them. */
  routes: boolean;
  trigger: string;
  dryRun?: boolean;
}

/** How sure the reply says the model is (the reply shows it as a percentage). */
const SHOWN_CONFIDENCE: Record<ModelConfidence, number> = { HIGH: 0.9, MEDIUM: 0.7, LOW: 0.4 };

const FAILURES: Record<ModelsFailure, { code: WarningCodeValue; why: string }> = {
  denied: { code: WarningCode.NL_MODEL_DENIED, why: 'refused the token: the route job needs `permissions: models: read`' },
  'rate-limited': { code: WarningCode.NL_MODEL_RATE_LIMITED, why: 'is rate limiting this repository (HTTP 429)' },
  timeout: { code: WarningCode.NL_MODEL_TIMEOUT, why: 'did not answer in time' },
  failed: { code: WarningCode.NL_MODEL_FAILED, why: 'failed' },
};

function warning(code: WarningCodeValue, message: string): Diagnostic {
  return { code, severity: 'warning', message: `${message} The scorer's suggestions are shown instead.` };
}

/** Whether a resolution is free text the scorer could not route at HIGH (and so may go to the model). */
export function wantsModelReading(resolution: IntentResolution): boolean {
  return !resolution.ok && resolution.rejection.code === ErrorCode.UNCLEAR_INTENT && resolution.rejection.command === '' && resolution.rejection.naturalLanguage !== undefined;
}

function answerProblem(answer: ModelAnswer): Diagnostic | null {
  if (answer.kind === 'malformed') return warning(WarningCode.NL_MODEL_MALFORMED, `GitHub Models' answer was discarded: ${answer.detail}.`);
  if (answer.kind === 'outside') return warning(WarningCode.NL_MODEL_OUTSIDE_SET, `GitHub Models' answer was discarded: ${answer.detail}.`);
  return null;
}

/** The resolution with the model's reading applied (see the file comment). Never throws for the model's sake. */
export async function withModelReading(resolution: IntentResolution, request: RouteRequest, project: Project, settings: ModelSettings): Promise<IntentResolution> {
  if (resolution.ok || !wantsModelReading(resolution)) return resolution;
  const { rejection } = resolution;
  const add = (diagnostic: Diagnostic, extra: Partial<typeof rejection> = {}): IntentResolution => ({
    ok: false,
    rejection: { ...rejection, ...extra, diagnostics: [...rejection.diagnostics, diagnostic] },
  });
  const text = [request.command, request.text].filter((part) => part !== '').join(' ');
  const phases = (project.phaseDirectories() ?? []).map((p) => p.number);
  const set = closedSet(project.loaded.config, phases);
  const outcome = await settings.client.complete(modelRequestBody(settings.model, text, set, settings.trigger));
  if (!outcome.ok) {
    const failure = FAILURES[outcome.failure];
    return add(warning(failure.code, `GitHub Models (${settings.model}) ${failure.why} (${outcome.detail}).`));
  }
  const answer = readModelAnswer(outcome.data, set);
  const problem = answerProblem(answer);
  if (problem) return add(problem);
  if (answer.kind !== 'route') return resolution;
  const shown = `${settings.trigger} ${answer.command}`;
  const command = confirmableCommand(shown, project, settings.trigger);
  if (command === null) return add(warning(WarningCode.NL_MODEL_OUTSIDE_SET, `GitHub Models' answer ${shown} was discarded: it does not validate as typed in this repository.`));

  if (settings.routes && answer.confidence === 'HIGH') {
    const routed = resolveRequest(parseCommandWords(command.split(' '), request.source, request.actor), project, { trigger: settings.trigger, dryRun: Boolean(settings.dryRun) });
    if (routed.ok) {
      const note = `GitHub Models (${settings.model}) read the text as ${shown} at HIGH confidence; nl-model-routes routed it as if typed.`;
      const { intent } = routed;
      return {
        ok: true,
        intent: {
          ...intent,
          naturalLanguage: rejection.naturalLanguage,
          notes: [note, ...intent.notes],
          diagnostics: [...rejection.diagnostics, { code: InfoCode.NL_MODEL_ROUTED, severity: 'info', message: note }, ...intent.diagnostics],
        },
      };
    }
  }
  const nl = rejection.naturalLanguage;
  if (!nl) return resolution;
  const candidate = { command: shown, confidence: SHOWN_CONFIDENCE[answer.confidence], source: 'model' as const };
  const note = `GitHub Models (${settings.model}) read the text as ${shown} (${answer.confidence}): shown as the first suggestion.`;
  return add(
    { code: InfoCode.NL_MODEL_SUGGESTED, severity: 'info', message: note },
    { naturalLanguage: { ...nl, candidates: [candidate, ...nl.candidates.filter((c) => c.command !== shown)].slice(0, 3) }, notes: [...rejection.notes, note] },
  );
}
