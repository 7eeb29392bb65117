/**
 * What schema validation reports: one SchemaError per broken rule, with the JSON path of the value
 * so callers can map it back to a line of the YAML file.
 */

/** A JSON Schema document (draft-07), as read from config/*.schema.json. */
export type JsonSchema = { [keyword: string]: unknown };

/** Keys and array indices from the top of the document to a value. */
export type JsonPath = (string | number)[];

export interface SchemaError {
  path: JsonPath;
  /** Starts with the formatted path, e.g. "wave must be integer, found string". */
  message: string;
}

/** `must_haves.artifacts[0].path`; `(top level)` for the document itself. */
export function formatSchemaPath(path: JsonPath): string {
  if (path.length === 0) return '(top level)';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
