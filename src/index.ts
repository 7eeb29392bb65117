/**
 * Entry point of the bundle (dist/index.js). One ncc build serves three programs, so they share
 * one set of chunks:
 * - the action (action.yml `runs.main: dist/index.js`): below;
 * - the CLI: bin/legion-router.js sets {@link ENTRY} to 'cli' and imports this file;
 * - the report action: dist/report/index.js (report/action.yml; written by scripts/build.mjs)
 *   sets it to 'report';
 * - the wave action: dist/wave/index.js (wave/action.yml; written by scripts/build.mjs) sets it
 *   to 'wave'.
 *
 * Most runs of a comment-triggered workflow are comments that are not commands. They are answered
 * here, before @actions/github, yaml, minimatch or the router are loaded: read the event, scan
 * the comment with the dependency-free scanner, write the "nothing to do" outputs straight to
 * GITHUB_OUTPUT, and stop — no network call, no reply. Everything else goes through the dynamic
 * import of ./action/main.js, which ncc emits as a separate chunk.
 */
import { writeSync } from 'node:fs';
import { coldDecision } from './action/cold-start.js';
import { readEventContext, EventError } from './action/event.js';
import { emptyOutputs } from './app/route-outputs.js';
import { writeOutputs } from './action/output-file.js';

/**
 * The cold answer goes out with one plain write to file descriptor 1: touching process.stdout
 * would build a stream for the pipe the runner reads (net, stream and their dependencies), which
 * costs more than the rest of the cold path.
 */
function sayQuietly(text: string): void {
  try {
    writeSync(1, text);
  } catch {
    // No stdout (closed pipe): the outputs are written, which is what the workflow reads.
  }
}

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
    sayQuietly(`legion-router: ${quietReason}\n`);
    return;
  }
  const { run } = await import('./action/main.js');
  await run();
  exitWhenFlushed();
}

/**
 * The action's run is over (every request, write and log awaited): exit once stdout and stderr
 * have taken what was written, with the exit code set by the run. Waiting for the event loop to
 * drain instead lets V8 finish an incremental marking first, which was a ~20 ms tail of GC after
 * the last line of work on the 3,000-file workload (BENCHMARKS.md, "Peers"). The cold answer
 * (one writeSync, no stdout stream) ends on its own.
 */
function exitWhenFlushed(): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit()));
}

/** Which program the bundle runs: set by the CLI's and the report's entry files. */
export const ENTRY = Symbol.for('legion-router.entry');

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const annotation = (title: string, error: unknown): string => `::error title=${title}::${messageOf(error).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`;

function failAction(error: unknown): void {
  // Last resort: never print a stack trace for a user's mistake; main.ts handles those itself.
  try {
    writeOutputs(emptyOutputs());
  } catch {
    // GITHUB_OUTPUT not writable: the error below says what went wrong first.
  }
  process.stdout.write(annotation('legion-router', error));
  process.exitCode = 1;
}

const entry = (globalThis as Record<symbol, unknown>)[ENTRY];
if (entry === 'cli') {
  import('./cli.js').catch((error: unknown) => {
    process.stderr.write(`legion-router: internal error: ${messageOf(error)}\n`);
    process.exitCode = 1;
  });
} else if (entry === 'wave') {
  import('./wave/index.js').catch((error: unknown) => {
    process.stdout.write(annotation('legion-router wave', error));
    process.exitCode = 1;
  });
} else if (entry === 'report') {
  import('./report/index.js').catch((error: unknown) => {
    process.stdout.write(annotation('legion-router report', error));
    process.exitCode = 1;
  });
} else {
  start().catch(failAction);
}
