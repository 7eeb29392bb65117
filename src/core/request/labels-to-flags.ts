import { foldLookalikes } from './parse-command.js';

/** Labels longer than this are never flags (GitHub caps label names at 50 characters anyway). */
const MAX_LABEL_CHARS = 100;
/** At most this many labels are looked at (a pull request can carry 100). */
const MAX_LABELS = 100;

/**
 * Turn pull-request labels into `--flag` tokens, in label order, duplicates removed.
 *
 * - A label whose name is a valid flag without its dashes becomes that flag:
 *   `just-harden` → `--just-harden` (case-insensitive). A `name=value` label works the same way
 *   when `--name` is a valid flag (`phase=3` → `--phase=3`).
 * - With a prefix (`legion:`), a label starting with the prefix is *always* a flag token:
 *   `legion:just-harden` → `--just-harden`, and `legion:just-hardne` → `--just-hardne`, which
 *   the flag parser then rejects as an unknown flag with a suggestion. Unprefixed labels keep
 *   working as above.
 * - Every other label is an ordinary label and is ignored.
 *
 * Pure: no I/O, no config loading; `validFlags` comes from `validFlags(config)`.
 */
export function labelsToFlagTokens(labels: readonly string[], prefix: string, validFlags: readonly string[]): string[] {
  const valid = new Set(validFlags.map((flag) => flag.toLowerCase()));
  const lowerPrefix = prefix.toLowerCase();
  const tokens: string[] = [];
  const seen = new Set<string>();
  for (const rawLabel of labels.slice(0, MAX_LABELS)) {
    const token = labelToFlagToken(rawLabel, lowerPrefix, valid);
    if (token === null || seen.has(token)) continue;
    seen.add(token);
    tokens.push(token);
  }
  return tokens;
}

/** The flag token one label stands for, or null when it is an ordinary label. */
export function labelToFlagToken(label: string, lowerPrefix: string, valid: ReadonlySet<string>): string | null {
  if (typeof label !== 'string' || label.length === 0 || label.length > MAX_LABEL_CHARS) return null;
  const name = foldLookalikes(label).trim().toLowerCase();
  if (name === '') return null;
  if (lowerPrefix !== '' && name.startsWith(lowerPrefix)) {
    const rest = name.slice(lowerPrefix.length).trim().replace(/^-+/, '');
    // `legion:` alone is not a flag of any kind; treat it as an ordinary label.
    if (rest === '') return null;
    return `--${rest}`;
  }
  const bare = name.replace(/^-+/, '');
  if (bare === '') return null;
  const token = `--${bare}`;
  const equals = token.indexOf('=');
  const flagName = equals === -1 ? token : token.slice(0, equals);
  return valid.has(flagName) ? token : null;
}

/** true when the label is one {@link labelsToFlagTokens} would turn into a flag token. */
export function isFlagLabel(label: string, prefix: string, validFlags: readonly string[]): boolean {
  const valid = new Set(validFlags.map((flag) => flag.toLowerCase()));
  return labelToFlagToken(label, prefix.toLowerCase(), valid) !== null;
}
