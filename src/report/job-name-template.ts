/**
 * The wave jobs' name template (`wave-{k} · {id}` for `name: wave-k · ${{ matrix.id }}`): how
 * the report finds each matrix leg in the run's job list. Pure and regex-free: a job name is
 * compared with the literal text around the placeholders, so an untrusted name (it holds a plan
 * id from a committed file) is never read by a pattern.
 *
 * `{k}` is the wave job's number (the slot of `waves`), `{id}` the matrix entry's id. `{id}`
 * must appear exactly once; `{k}` may appear any number of times (or not at all, when the ids
 * alone tell the legs apart, which they do: ids are unique across waves).
 */
export const DEFAULT_JOB_NAME_TEMPLATE = 'wave-{k} · {id}';
export const MAX_TEMPLATE_CHARS = 200;

const ID = '{id}';
const SLOT = '{k}';

export interface JobNameTemplate {
  readonly text: string;
  /** The text before `{id}`, with `{k}` still in it. */
  readonly before: string;
  /** The text after `{id}`, with `{k}` still in it. */
  readonly after: string;
}

export type JobNameTemplateParse = { ok: true; template: JobNameTemplate } | { ok: false; message: string };

function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

export function parseJobNameTemplate(text: string): JobNameTemplateParse {
  const value = text.trim() === '' ? DEFAULT_JOB_NAME_TEMPLATE : text.trim();
  if (value.length > MAX_TEMPLATE_CHARS) {
    return { ok: false, message: `The "job-name" template has ${value.length} characters; at most ${MAX_TEMPLATE_CHARS}.` };
  }
  if (hasControl(value)) return { ok: false, message: 'The "job-name" template holds control characters (a line break?): write it on one line.' };
  const first = value.indexOf(ID);
  if (first === -1 || value.indexOf(ID, first + 1) !== -1) {
    return {
      ok: false,
      message: `The "job-name" template must contain {id} exactly once, where the wave job's name has \${{ matrix.id }} (got "${value.replace(/[^\x20-\x7e·]/g, '?').slice(0, 80)}"; the default is "${DEFAULT_JOB_NAME_TEMPLATE}").`,
    };
  }
  return { ok: true, template: { text: value, before: value.slice(0, first), after: value.slice(first + ID.length) } };
}

function withSlot(text: string, slot: number): string {
  return text.split(SLOT).join(String(slot));
}

/** The name GitHub shows for leg `id` of wave job `slot`. */
export function jobNameFor(template: JobNameTemplate, slot: number, id: string): string {
  return `${withSlot(template.before, slot)}${id}${withSlot(template.after, slot)}`;
}

/**
 * Whether `name` belongs to wave job `slot` without naming one of its legs: GitHub lists a wave
 * job that was skipped by its `if:` once, with the matrix expression unexpanded
 * (`wave-2 · ${{ matrix.id }}`), because the matrix is never evaluated.
 */
export function isUnexpandedWaveJob(template: JobNameTemplate, slot: number, name: string): boolean {
  const before = withSlot(template.before, slot);
  const after = withSlot(template.after, slot);
  if (name.length < before.length + after.length || !name.startsWith(before) || !name.endsWith(after)) return false;
  const middle = name.slice(before.length, name.length - after.length);
  return middle.startsWith('${{') && middle.endsWith('}}');
}
