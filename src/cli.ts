import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runCli } from './cli/main.js';

/**
 * Keep V8's young generation at its starting size instead of letting it double as the route
 * allocates. A route's garbage is short-lived (parsed frontmatter, glob alternatives, per-file
 * walks), so a small young generation costs no more collections' worth of time than a large one
 * and never holds the large one's memory. Measured on the CLI (BENCHMARKS.md, "Scale"): 10,000
 * plans × 50,000 files peak at 247–255 MB instead of 352–354 MB with median CPU 4.2 s instead of
 * 5.1 s, identical output; 1,000 × 5,000 and 2,500 × 12,500 peak 25 and 55 MB lower at the same
 * CPU; a 99-plan, 3,000-file route 8 MB lower at the same CPU. The flag is one V8 reads whenever
 * it would grow the young generation, so setting it at start takes effect (the semi-space size
 * flags do not: they are read once, when the heap is set up). Only the CLI: the action answers
 * most runs without routing and does not load node:v8.
 */
setFlagsFromString('--semi-space-growth-factor=1');

runCli({
  argv: process.argv.slice(2),
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin: () => readFileSync(0, 'utf8'),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`legion-router: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
