/**
 * Matrix expansion as GitHub documents it ("Using a matrix for your jobs"): neither
 * @actions/workflow-parser nor @actions/expressions contains it, so this is an emulation.
 *
 * - Every key other than `include`/`exclude` is a vector (a non-empty array); the combinations
 *   are their cartesian product. No vector means no combination.
 * - `exclude` removes the combinations that match every key:value of one of its objects.
 * - `include`: each object is added to every original combination whose original values it does
 *   not change; when it fits none, it becomes a new combination of its own. So an include-only
 *   matrix (`{"include":[…]}`, what the router emits) runs one job per object.
 * - A matrix with no combination fails the job, and so does one over 256 combinations.
 */

/** GitHub's limit of jobs per matrix. */
export const MATRIX_JOB_LIMIT = 256;

export type MatrixCombination = Record<string, unknown>;

/** The matrix value is unusable: GitHub fails the job before any leg starts. */
export class MatrixError extends Error {}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function objects(value: unknown, what: string): Record<string, unknown>[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new MatrixError(`matrix ${what} must be a list of objects`);
  return value.map((item, index) => {
    if (!isObject(item)) throw new MatrixError(`matrix ${what}[${index}] is not an object`);
    return item;
  });
}

/** The combinations (job legs) of an evaluated `strategy.matrix` value. */
export function expandMatrix(matrix: unknown): MatrixCombination[] {
  if (!isObject(matrix)) throw new MatrixError(`the matrix must be a mapping, got ${matrix === null ? 'null' : typeof matrix}`);
  const vectors: [string, unknown[]][] = [];
  for (const [key, value] of Object.entries(matrix)) {
    if (key === 'include' || key === 'exclude') continue;
    if (!Array.isArray(value) || value.length === 0) throw new MatrixError(`matrix vector '${key}' does not contain any values`);
    vectors.push([key, value]);
  }
  let original: MatrixCombination[] = [];
  if (vectors.length > 0) {
    original = [{}];
    for (const [key, values] of vectors) original = original.flatMap((combination) => values.map((value) => ({ ...combination, [key]: value })));
  }
  const vectorKeys = new Set(vectors.map(([key]) => key));
  for (const rule of objects(matrix['exclude'], 'exclude')) {
    for (const key of Object.keys(rule)) if (!vectorKeys.has(key)) throw new MatrixError(`matrix exclude key '${key}' does not match any key within the matrix`);
    original = original.filter((combination) => !Object.entries(rule).every(([key, value]) => same(combination[key], value)));
  }
  const combinations = original.map((combination) => ({ ...combination }));
  const added: MatrixCombination[] = [];
  for (const extra of objects(matrix['include'], 'include')) {
    let fitted = false;
    for (const [index, base] of original.entries()) {
      const keepsOriginal = Object.entries(extra).every(([key, value]) => !vectorKeys.has(key) || same(base[key], value));
      if (!keepsOriginal) continue;
      Object.assign(combinations[index] as MatrixCombination, extra);
      fitted = true;
    }
    if (!fitted) added.push({ ...extra });
  }
  const all = [...combinations, ...added];
  if (all.length === 0) throw new MatrixError('the matrix has no combination (an empty include list and no vector)');
  if (all.length > MATRIX_JOB_LIMIT) throw new MatrixError(`the matrix has ${all.length} combinations, over GitHub's ${MATRIX_JOB_LIMIT}`);
  return all;
}
