/**
 * A read text encoded for phrase-template matching (phrase-template.ts): vocabulary ids per part,
 * masked (negated) parts never match, a synonym or typo reading is a second id.
 */
import type { CompiledNaturalLanguage } from './compile-natural-language.js';
import type { TextReading } from './read-text.js';
import type { TemplateInput } from './score-candidate.js';
import { isDigits } from './tokenize.js';

/** Encode the reading for template matching: masked parts never match; readings are second ids. */
export function templateInputOf(reading: TextReading, compiled: CompiledNaturalLanguage): TemplateInput {
  const n = reading.parts.length;
  const ids = new Int32Array(n);
  const digits = new Uint8Array(n);
  const alt = new Int32Array(n).fill(-1);
  const altSpan = new Uint8Array(n).fill(1);
  const stop = new Uint8Array(n);
  const present = new Set<number>();
  let hasDigits = false;
  const masked = reading.scopes.masked;
  for (let i = 0; i < n; i += 1) {
    if (i > 0 && reading.stopBefore[i] === true) stop[i] = 1;
    if (masked[i] === 1) {
      ids[i] = -1;
      continue;
    }
    const part = reading.parts[i] as string;
    const id = compiled.vocabulary.lookup(part);
    ids[i] = id;
    if (id >= 0) present.add(id);
    if (isDigits(part)) {
      digits[i] = 1;
      hasDigits = true;
    }
    for (const form of reading.forms[i] as TextReading['forms'][number]) {
      if (form.parts.length !== 1) continue;
      let spanMasked = false;
      for (let p = i; p < i + form.span; p += 1) if (masked[p] === 1) spanMasked = true;
      if (spanMasked) continue;
      const formId = compiled.vocabulary.lookup(form.parts[0] as string);
      if (formId < 0) continue;
      alt[i] = formId;
      altSpan[i] = form.span;
      present.add(formId);
      break;
    }
  }
  return { encoded: { ids, digits, alt, altSpan, stop }, present, hasDigits };
}
