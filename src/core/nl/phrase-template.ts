/**
 * Phrase templates (the second scoring tier) compiled into token-level matchers.
 *
 * Syntax (a template is a sequence of slots, one per word or group):
 *   word            a literal word (tokenised like user input, so `what's` is `what is`)
 *   {a|b|c}         one of the alternatives; an alternative may be several words (`{the plans}`)
 *   {a|b}?          the same, optional
 *   \d+  {\d+}      a run of digits (`{\d+}?` optional); `\\d+` is accepted too
 *
 * Templates are never turned into a JavaScript RegExp. A compiled template is a list of slots and
 * matching is a dynamic programme over (input position × slot), so its cost is
 * O(input tokens × template tokens) whatever the template or the input: there is no
 * backtracking and therefore no ReDoS.
 *
 * Malformed templates (unbalanced or nested braces, `|` outside braces, regex syntax such as `(`,
 * `*`, `+`, `[`, a template that can match empty input, oversized templates) do not throw:
 * {@link compileTemplate} returns `{ ok: false, reason }` and the scorer skips them.
 *
 * Hyphenated words are matched part by part (`one-off` is `one off`), on both sides.
 */
import { tokenize } from './tokenize.js';

/** Template source longer than this is rejected. */
export const MAX_TEMPLATE_CHARS = 2_000;
/** More slots than this is rejected (Legion's longest template has 5). */
export const MAX_TEMPLATE_SLOTS = 128;
/** More alternative words (summed over all slots) than this is rejected. */
export const MAX_TEMPLATE_WORDS = 256;
/** An ordered (non-contiguous) match may span at most this many extra tokens. */
export const MAX_ORDERED_GAP = 3;

export interface TemplateSlot {
  /** Each alternative is a sequence of word parts (hyphen-split tokens). */
  alternatives: string[][];
  /** The slot also accepts one run of digits. */
  digits: boolean;
  optional: boolean;
}

export interface CompiledTemplate {
  source: string;
  slots: TemplateSlot[];
  /** Number of non-optional slots (always ≥ 1). */
  requiredSlots: number;
  /** Longest possible match in tokens. */
  maxLength: number;
  /** The template's words as tokens (hyphenated words whole), for implicit keywords. */
  words: string[];
  /** Matching cost per input token: the number of alternative words over all slots. */
  size: number;
}

export type TemplateCompileResult = { ok: true; template: CompiledTemplate } | { ok: false; source: string; reason: string };

/** Split hyphenated tokens into their parts: `['one-off', 'task']` → `['one', 'off', 'task']`. */
export function splitParts(tokens: readonly string[]): string[] {
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.includes('-')) {
      for (const p of token.split('-')) if (p.length > 0) parts.push(p);
    } else parts.push(token);
  }
  return parts;
}

const REGEX_SYNTAX = new Set(['(', ')', '[', ']', '*', '+', '^', '$', '\\']);

function digitEscapeLength(text: string, at: number): number {
  if (text.startsWith('\\d+', at)) return 3;
  if (text.startsWith('\\\\d+', at)) return 4;
  return 0;
}

function fail(source: string, reason: string): TemplateCompileResult {
  return { ok: false, source, reason };
}

/** Compile a phrase template; never throws. */
export function compileTemplate(source: string): TemplateCompileResult {
  if (typeof source !== 'string') return fail(String(source), 'template is not a string');
  if (source.length > MAX_TEMPLATE_CHARS) {
    return fail(source, `template longer than ${MAX_TEMPLATE_CHARS} characters`);
  }
  const text = source.normalize('NFKC');
  const slots: TemplateSlot[] = [];
  let literal = '';
  let words = 0;
  const wordList: string[] = [];

  const flushLiteral = (): void => {
    const tokens = tokenize(literal);
    wordList.push(...tokens);
    for (const part of splitParts(tokens)) {
      slots.push({ alternatives: [[part]], digits: false, optional: false });
      words += 1;
    }
    literal = '';
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '{') {
      flushLiteral();
      let j = i + 1;
      while (j < text.length && text[j] !== '}') {
        if (text[j] === '{') return fail(source, `nested '{' at offset ${j}`);
        j += 1;
      }
      if (j >= text.length) return fail(source, `unbalanced '{' at offset ${i}`);
      const body = text.slice(i + 1, j);
      i = j + 1;
      let optional = false;
      if (text[i] === '?') {
        optional = true;
        i += 1;
      }
      const slot: TemplateSlot = { alternatives: [], digits: false, optional };
      const seen = new Set<string>();
      for (const raw of body.split('|')) {
        const alt = raw.trim();
        const escape = digitEscapeLength(alt, 0);
        if (escape > 0 && escape === alt.length) {
          slot.digits = true;
          continue;
        }
        for (const ch of alt) {
          if (REGEX_SYNTAX.has(ch)) return fail(source, `unsupported regex syntax '${ch}' in {${body}}`);
        }
        const altTokens = tokenize(alt);
        const parts = splitParts(altTokens);
        if (parts.length === 0) {
          // `{a|}`: an empty alternative makes the group optional.
          slot.optional = true;
          continue;
        }
        const key = parts.join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        wordList.push(...altTokens);
        slot.alternatives.push(parts);
        words += parts.length;
      }
      if (slot.alternatives.length === 0 && !slot.digits) {
        return fail(source, `group {${body}} has no words`);
      }
      slots.push(slot);
    } else if (c === '}') {
      return fail(source, `unbalanced '}' at offset ${i}`);
    } else if (c === '|') {
      return fail(source, `'|' outside a {group} at offset ${i}`);
    } else if (c === '\\') {
      const escape = digitEscapeLength(text, i);
      if (escape === 0) return fail(source, `unsupported escape at offset ${i} (only \\d+ is supported)`);
      flushLiteral();
      slots.push({ alternatives: [], digits: true, optional: false });
      words += 1;
      i += escape;
    } else if (REGEX_SYNTAX.has(c)) {
      return fail(source, `unsupported regex syntax '${c}' at offset ${i}`);
    } else {
      // Anything else (including a stray '?') is text; the tokeniser drops punctuation.
      literal += c;
      i += 1;
    }
    if (slots.length > MAX_TEMPLATE_SLOTS) return fail(source, `more than ${MAX_TEMPLATE_SLOTS} slots`);
    if (words > MAX_TEMPLATE_WORDS) return fail(source, `more than ${MAX_TEMPLATE_WORDS} words`);
  }
  flushLiteral();
  if (slots.length > MAX_TEMPLATE_SLOTS) return fail(source, `more than ${MAX_TEMPLATE_SLOTS} slots`);
  if (words > MAX_TEMPLATE_WORDS) return fail(source, `more than ${MAX_TEMPLATE_WORDS} words`);
  if (slots.length === 0) return fail(source, 'empty template');
  const requiredSlots = slots.filter((s) => !s.optional).length;
  if (requiredSlots === 0) return fail(source, 'every part is optional, so the template would match any input');
  let maxLength = 0;
  for (const slot of slots) {
    let longest = slot.digits ? 1 : 0;
    for (const alt of slot.alternatives) longest = Math.max(longest, alt.length);
    maxLength += longest;
  }
  return { ok: true, template: { source, slots, requiredSlots, maxLength, words: wordList, size: words } };
}

// ---------------------------------------------------------------------------
// Matching on interned token ids
// ---------------------------------------------------------------------------

/** Interns words to small integers so matching compares numbers. */
export class Vocabulary {
  private readonly ids = new Map<string, number>();

  intern(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(word, id);
    }
    return id;
  }

  /** Id of a known word, -1 otherwise (an unknown word never equals a template word). */
  lookup(word: string): number {
    return this.ids.get(word) ?? -1;
  }

  get size(): number {
    return this.ids.size;
  }
}

interface BoundSlot {
  alternatives: Int32Array[];
  /** Membership table of the one-word alternatives' ids (index = id; checked in O(1)). */
  single: Uint8Array;
  /** The alternatives of two or more words (compared word by word). */
  multi: Int32Array[];
  digits: boolean;
  optional: boolean;
}

/** A compiled template whose words are interned in a {@link Vocabulary}. */
export interface BoundTemplate {
  template: CompiledTemplate;
  slots: BoundSlot[];
}

export function bindTemplate(template: CompiledTemplate, vocabulary: Vocabulary): BoundTemplate {
  return {
    template,
    slots: template.slots.map((slot) => {
      const alternatives = slot.alternatives.map((alt) => Int32Array.from(alt, (w) => vocabulary.intern(w)));
      const singleIds = alternatives.filter((alt) => alt.length === 1).map((alt) => alt[0] as number);
      const single = new Uint8Array(singleIds.length > 0 ? Math.max(...singleIds) + 1 : 0);
      for (const id of singleIds) single[id] = 1;
      return {
        alternatives,
        single,
        multi: alternatives.filter((alt) => alt.length > 1),
        digits: slot.digits,
        optional: slot.optional,
      };
    }),
  };
}

/** Input word parts as ids (-1 for words no template uses) plus a digit-run flag per part. */
export interface EncodedInput {
  ids: Int32Array;
  digits: Uint8Array;
  /**
   * Optional second reading per part (-1: none): a synonym's canonical term or a typo's
   * correction (`ui` → `frontend`). A one-word template alternative matches it too, consuming
   * `altSpan` parts (a synonym of several words, `pull request` → `code`).
   */
  alt?: Int32Array;
  altSpan?: Uint8Array;
  /** Optional, per part: 1 when a sentence break precedes it; a match never spans one. */
  stop?: Uint8Array;
}

/**
 * Lengths of the ways `slot` can consume input starting at `at`, written to `out`; returns how
 * many (duplicates possible, harmless). `out` must hold `slot.multi.length + 2` entries.
 */
function slotMatches(slot: BoundSlot, input: EncodedInput, at: number, out: Int32Array): number {
  const n = input.ids.length;
  let count = 0;
  if (at < n && ((slot.digits && input.digits[at] === 1) || slot.single[input.ids[at] as number] === 1)) {
    out[count++] = 1;
  }
  const alt = input.alt?.[at] ?? -1;
  if (at < n && alt >= 0 && slot.single[alt] === 1) {
    const span = input.altSpan?.[at] ?? 1;
    if (at + span <= n) out[count++] = span;
  }
  for (const alt of slot.multi) {
    const len = alt.length;
    if (at + len > n) continue;
    let k = 0;
    while (k < len && input.ids[at + k] === alt[k]) k += 1;
    if (k === len) out[count++] = len;
  }
  return count;
}

function scratchFor(bound: BoundTemplate): Int32Array {
  let most = 0;
  for (const slot of bound.slots) most = Math.max(most, slot.multi.length + 2);
  return new Int32Array(most);
}

/**
 * Does the template occur as a contiguous token sequence anywhere in the input?
 * reach[i] = "the slots so far match input[start..i) for some start"; one pass per slot.
 */
export function matchContiguous(bound: BoundTemplate, input: EncodedInput): boolean {
  // Sentence by sentence (`server: no. client: yes.` holds no "no client"): views, no copies; the
  // sentences partition the input, so the cost is that of one pass.
  if (input.stop?.includes(1) === true) return sentencesOf(input, input.stop).some((sentence) => contiguousIn(bound, sentence));
  return contiguousIn(bound, input);
}

function contiguousIn(bound: BoundTemplate, input: EncodedInput): boolean {
  const n = input.ids.length;
  const lengths = scratchFor(bound);
  let reach = new Uint8Array(n + 1).fill(1);
  let next = new Uint8Array(n + 1);
  for (const slot of bound.slots) {
    next.fill(0);
    let any = false;
    for (let i = 0; i <= n; i += 1) {
      if (reach[i] !== 1) continue;
      if (slot.optional) {
        next[i] = 1;
        any = true;
      }
      const count = slotMatches(slot, input, i, lengths);
      for (let k = 0; k < count; k += 1) {
        next[i + (lengths[k] as number)] = 1;
        any = true;
      }
    }
    if (!any) return false;
    [reach, next] = [next, reach];
  }
  return true;
}

/**
 * Do all required slots occur in order within a window of at most `maxLength + maxGap` tokens,
 * with gaps allowed between slots? best[i] = latest start of a partial match ending at or before i
 * (-1: none). One pass per slot.
 */
export function matchOrdered(bound: BoundTemplate, input: EncodedInput, maxGap: number = MAX_ORDERED_GAP): boolean {
  if (input.stop?.includes(1) === true) return sentencesOf(input, input.stop).some((sentence) => orderedIn(bound, sentence, maxGap));
  return orderedIn(bound, input, maxGap);
}

function orderedIn(bound: BoundTemplate, input: EncodedInput, maxGap: number): boolean {
  const n = input.ids.length;
  const limit = bound.template.maxLength + maxGap;
  const lengths = scratchFor(bound);
  let best = new Int32Array(n + 1);
  for (let i = 0; i <= n; i += 1) best[i] = i;
  let next = new Int32Array(n + 1);
  const slots = bound.slots;
  for (let s = 0; s < slots.length; s += 1) {
    const slot = slots[s] as BoundSlot;
    next.fill(-1);
    let any = false;
    for (let i = 0; i <= n; i += 1) {
      const start = best[i] as number;
      if (start < 0) continue;
      if (slot.optional && start > (next[i] as number)) {
        next[i] = start;
        any = true;
      }
      const count = slotMatches(slot, input, i, lengths);
      for (let k = 0; k < count; k += 1) {
        const end = i + (lengths[k] as number);
        if (end - start <= limit && start > (next[end] as number)) {
          next[end] = start;
          any = true;
        }
      }
    }
    if (!any) return false;
    if (s < slots.length - 1) {
      // A gap: a partial match ending at i may continue at i+1, i+2, ... inside the window.
      for (let i = 1; i <= n; i += 1) {
        const carried = next[i - 1] as number;
        if (carried > (next[i] as number) && i - carried <= limit) next[i] = carried;
      }
    }
    [best, next] = [next, best];
  }
  return true;
}

export type TemplateMatch = 'contiguous' | 'ordered' | 'none';

/** The input cut at its sentence breaks, as subarray views. */
function sentencesOf(input: EncodedInput, stop: Uint8Array): EncodedInput[] {
  const out: EncodedInput[] = [];
  const n = input.ids.length;
  for (let start = 0; start < n;) {
    let end = start + 1;
    while (end < n && stop[end] !== 1) end += 1;
    const view: EncodedInput = { ids: input.ids.subarray(start, end), digits: input.digits.subarray(start, end) };
    if (input.alt !== undefined) view.alt = input.alt.subarray(start, end);
    if (input.altSpan !== undefined) view.altSpan = input.altSpan.subarray(start, end);
    out.push(view);
    start = end;
  }
  return out;
}
