/**
 * The message of a plan's commit (`step: land`): the plan and its title in the subject, the
 * run in the body, and trailers the report and a later route can read with
 * `git interpret-trailers` (or {@link readLegionTrailers}):
 *
 *   01-02: Add the login form
 *
 *   Legion plan 01-02 (phase 1, wave 1), landed by legion-router from run 4242.
 *
 *   Legion-Plan: 01-02
 *   Legion-Run: 4242
 *
 * The title comes from the plan file (committed, untrusted): one line, only plain characters
 * (no `@` mention, no `#123` reference, no markup), at most 72 characters.
 */

export interface CommitMessageInput {
  plan: string;
  title: string;
  phase: number;
  wave: number;
  runId: string;
  /** Link to the run ('' when unknown). */
  runLink: string;
  agent: string;
}

export const PLAN_TRAILER = 'Legion-Plan';
export const RUN_TRAILER = 'Legion-Run';
const MAX_TITLE = 72;

/** A plan title fit for a commit subject. */
export function plainTitle(title: string): string {
  const plain = title
    .replace(/[^A-Za-z0-9 .,:;_()'/+=-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > MAX_TITLE ? `${plain.slice(0, MAX_TITLE - 1).trimEnd()}…` : plain;
}

export function commitMessage(input: CommitMessageInput): string {
  const title = plainTitle(input.title);
  const subject = `${input.plan}: ${title === '' ? `plan ${input.plan}` : title}`;
  const body = `Legion plan ${input.plan} (phase ${input.phase}, wave ${input.wave}${input.agent !== '' ? `, agent ${input.agent}` : ''}), landed by legion-router from run ${input.runId}${input.runLink !== '' ? ` (${input.runLink})` : ''}.`;
  return `${subject}\n\n${body}\n\n${PLAN_TRAILER}: ${input.plan}\n${RUN_TRAILER}: ${input.runId}\n`;
}

/** The Legion trailers of a commit message (the last paragraph), or null when it has none. */
export function readLegionTrailers(message: string): { plan: string; run: string } | null {
  const paragraphs = message.trimEnd().split(/\n\s*\n/);
  const last = paragraphs[paragraphs.length - 1] ?? '';
  const plan = /^Legion-Plan: ([A-Za-z0-9][A-Za-z0-9._-]{0,127})$/m.exec(last)?.[1];
  const run = /^Legion-Run: (\d{1,20})$/m.exec(last)?.[1];
  return plan !== undefined && run !== undefined ? { plan, run } : null;
}
