/**
 * The route's `waves` output, read back: which matrix legs the wave jobs fan out over and which
 * plans each leg covers. Pure. Slot k (1-based) is wave job k (`wave-k`), as the example workflow
 * reads `fromJSON(needs.route.outputs.waves)[k-1]`.
 *
 * Ids are untrusted (they come from plan files): only entries whose id is a safe id (letters,
 * digits, `.`, `_`, `-`) are kept, so a job name is matched against a known, printable id and no
 * other text ever reaches the report. Entries that are not are counted.
 */
import { isSafeId } from '../core/text/sanitize.js';
import { isDict as isRecord } from '../core/text/untrusted-data.js';

/** GitHub caps a job's outputs at 1 MB; the input is the route's output, so twice that is generous. */
export const MAX_WAVES_CHARS = 2_000_000;
/** GitHub allows 256 jobs per matrix; more slots than this is not a route's output either. */
export const MAX_SLOTS = 64;
const MAX_LEGS_PER_SLOT = 256;
const MAX_ITEMS_PER_LEG = 10_000;

/** One matrix leg: the job `wave-k · <entryId>`, covering one plan or a batch of them. */
export interface RoutedLeg {
  /** Wave job number (1-based slot). */
  slot: number;
  /** The entry's `id`, as the job name shows it (`02-01`, `batch-001`, `review-security`). */
  entryId: string;
  /** Plans (or work items) the leg runs: its `items` for a batch, else its own id. */
  plans: string[];
}

/** One wave job: slot k of `waves`. */
export interface RoutedSlot {
  slot: number;
  /** The phase's wave number the slot runs (empty waves are left out, so slot 3 may be wave 4), or null. */
  phaseWave: number | null;
  legs: RoutedLeg[];
}

export interface RoutedWaves {
  slots: RoutedSlot[];
  /** Entries or batch items left out because their id is not a safe id (or is a duplicate). */
  unsafeIds: number;
}

export type RoutedWavesParse = { ok: true; waves: RoutedWaves } | { ok: false; message: string };

const invalid = (message: string): RoutedWavesParse => ({ ok: false, message });

/** Parse the `waves` input. '' and `[]` are no waves (nothing was routed). */
export function parseRoutedWaves(text: string): RoutedWavesParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, waves: { slots: [], unsafeIds: 0 } };
  if (trimmed.length > MAX_WAVES_CHARS) return invalid(`The "waves" input has ${trimmed.length} characters; the route's output is at most 1 MB.`);
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return invalid('The "waves" input is not JSON: pass the route\'s output, `${{ needs.route.outputs.waves }}`.');
  }
  if (!Array.isArray(value)) return invalid('The "waves" input is not a JSON array of matrices (`[{"include":[…]}, …]`).');
  if (value.length > MAX_SLOTS) return invalid(`The "waves" input has ${value.length} waves; at most ${MAX_SLOTS} are read.`);
  const seen = new Set<string>();
  let unsafeIds = 0;
  const slots: RoutedSlot[] = [];
  for (const [index, matrix] of value.entries()) {
    const include = isRecord(matrix) ? matrix['include'] : undefined;
    if (!Array.isArray(include)) return invalid(`Wave ${index + 1} of the "waves" input is not a matrix with an "include" list.`);
    if (include.length > MAX_LEGS_PER_SLOT) return invalid(`Wave ${index + 1} of the "waves" input has ${include.length} entries; GitHub runs at most ${MAX_LEGS_PER_SLOT}.`);
    const slot = index + 1;
    const legs: RoutedLeg[] = [];
    const phaseWaves = new Set<number>();
    for (const entry of include) {
      if (!isRecord(entry)) return invalid(`Wave ${slot} of the "waves" input has an entry that is not an object.`);
      const id = entry['id'];
      if (typeof id !== 'string' || !isSafeId(id) || seen.has(`entry:${id}`)) {
        unsafeIds += 1;
        continue;
      }
      seen.add(`entry:${id}`);
      const wave = entry['wave'];
      if (typeof wave === 'number' && Number.isSafeInteger(wave)) phaseWaves.add(wave);
      const items = entry['items'];
      let plans: string[];
      if (Array.isArray(items)) {
        plans = [];
        for (const item of items.slice(0, MAX_ITEMS_PER_LEG)) {
          if (typeof item === 'string' && isSafeId(item) && !seen.has(`plan:${item}`)) {
            seen.add(`plan:${item}`);
            plans.push(item);
          } else unsafeIds += 1;
        }
        unsafeIds += Math.max(0, items.length - MAX_ITEMS_PER_LEG);
      } else {
        const plan = typeof entry['plan'] === 'string' && isSafeId(entry['plan']) ? entry['plan'] : id;
        if (seen.has(`plan:${plan}`)) {
          unsafeIds += 1;
          continue;
        }
        seen.add(`plan:${plan}`);
        plans = [plan];
      }
      legs.push({ slot, entryId: id, plans });
    }
    slots.push({ slot, phaseWave: phaseWaves.size === 1 ? ([...phaseWaves][0] as number) : null, legs });
  }
  return { ok: true, waves: { slots, unsafeIds } };
}

/** Every plan of the route, in slot order. */
export function routedPlanIds(waves: RoutedWaves): string[] {
  return waves.slots.flatMap((slot) => slot.legs.flatMap((leg) => leg.plans));
}
