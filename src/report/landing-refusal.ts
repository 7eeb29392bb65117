/**
 * The report's `land-error` input: the landing's `error-code` output. Pure. The value passed
 * through a job output, so only a wave-action code (E100–E129) is read, and the sentence shown is
 * always our own (plain words: the report escapes its notes): what the refusal means and how to
 * land the plans' records, which stay in the run's `legion-patch-*` artifacts (docs/wave.md).
 */

const WAVE_CODE = /^E1[0-2]\d$/;

const KEPT = "nothing was pushed, and every plan's record stays in this run's legion-patch artifacts";

const HOW_TO_LAND: Readonly<Record<string, string>> = {
  E104: 'two plans change the same lines: make one depend on the other (or give the file to one plan), then build again',
  E105: "a dependency's record is missing: re-run the failed jobs of this run, so every leg uploads its record",
  E106: 'the pull request moved after the route: comment /legion build again to route the new head, or re-run the landing job with a branch input to land on a new branch',
  E107: 'a record is malformed or from another run: re-run the failed jobs of this run',
  E108: 'a record writes an unsafe path or a link: it was refused before anything was applied; see the landing job log',
  E109: 'the patches directory is over its bounds: download only this run’s legion-patch artifacts',
  E110: 'git failed in the landing job: see its log, then re-run it',
  E111: 'the push was refused: give the landing job contents: write (and check branch protection), then re-run it',
  E113: 'the new branch already exists: delete it or set the branch input, then re-run the landing job',
};

/** The note for a landing that was refused, or null when it was not (or the value is no code). */
export function landingRefusalNote(code: string): string | null {
  const value = code.trim();
  if (!WAVE_CODE.test(value)) return null;
  const how = HOW_TO_LAND[value] ?? 'see the landing job log, then re-run it';
  return `Landing refused (${value}): ${KEPT}; ${how}.`;
}
