/**
 * Entry point of the action (dist/index.js).
 *
 * Most runs of a comment-triggered workflow are comments that are not commands. They are answered
 * here, before @actions/github, yaml, minimatch or the router are loaded: read the event, scan
 * the comment with the dependency-free scanner, write the "nothing to do" outputs straight to
 * GITHUB_OUTPUT, and stop — no network call, no reply. Everything else goes through the dynamic
 * import of ./action/main.js, which ncc emits as a separate chunk.
 */
import { coldDecision } from './action/cold-start.js';
import { readEventContext, EventError } from './action/event.js';
import { emptyOutputs } from './app/route-outputs.js';
import { writeOutputs } from './action/output-file.js';

async function start(): Promise<void> {
  let quietReason: string | null = null;
  try {
    const context = readEventContext(process.env);
    const decision = coldDecision(context.eventName, context.payload, process.env);
    if (decision.quiet) quietReason = decision.reason;
  } catch (error) {
    // A broken payload is reported by the full path with a proper error code.
    if (!(error instanceof EventError)) throw error;
  }
  if (quietReason !== null) {
    writeOutputs(emptyOutputs());
    process.stdout.write(`legion-router: ${quietReason}\n`);
    return;
  }
  const { run } = await import('./action/main.js');
  await run();
}

start().catch((error: unknown) => {
  // Last resort: never print a stack trace for a user's mistake; main.ts handles those itself.
  const message = error instanceof Error ? error.message : String(error);
  try {
    writeOutputs(emptyOutputs());
  } catch {
    // GITHUB_OUTPUT not writable: the error below says what went wrong first.
  }
  process.stdout.write(`::error title=legion-router::${message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
  process.exitCode = 1;
});
