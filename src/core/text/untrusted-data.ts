/** Type guards for parsed YAML/JSON, which is untrusted data of any shape. */
export type Dict = Record<string, unknown>;

/** A mapping (not null, not an array). */
export function isDict(value: unknown): value is Dict {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The string items of a list; [] for anything that is not a list. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
