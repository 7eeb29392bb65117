/**
 * Phrase-template matching against raw text, for tests: the router matches templates against a
 * read text (src/core/nl/template-input.ts), with its masks and readings.
 */
import {
  bindTemplate,
  compileTemplate,
  matchContiguous,
  matchOrdered,
  splitParts,
  Vocabulary,
  type BoundTemplate,
  type EncodedInput,
  type TemplateMatch,
} from '../../../src/core/nl/phrase-template.js';
import { isDigits, tokenize } from '../../../src/core/nl/tokenize.js';

export function encodeParts(parts: readonly string[], vocabulary: Vocabulary): EncodedInput {
  const ids = new Int32Array(parts.length);
  const digits = new Uint8Array(parts.length);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    ids[i] = vocabulary.lookup(part);
    digits[i] = isDigits(part) ? 1 : 0;
  }
  return { ids, digits };
}

export function matchTemplate(bound: BoundTemplate, input: EncodedInput): TemplateMatch {
  if (matchContiguous(bound, input)) return 'contiguous';
  if (matchOrdered(bound, input)) return 'ordered';
  return 'none';
}

/** Compile, bind and match a template against raw text. */
export function templateMatchesText(source: string, text: string): TemplateMatch | { ok: false; reason: string } {
  const compiled = compileTemplate(source);
  if (!compiled.ok) return { ok: false, reason: compiled.reason };
  const vocabulary = new Vocabulary();
  const bound = bindTemplate(compiled.template, vocabulary);
  return matchTemplate(bound, encodeParts(splitParts(tokenize(text)), vocabulary));
}
