/**
 * Text normalisation and tokenisation for natural-language routing.
 *
 * The same function tokenises user input, keywords and phrase templates, so whatever folding
 * happens here happens on both sides of every comparison. No RegExp is built from input or config
 * text; the few regular expressions below are fixed literals with linear-time behaviour.
 *
 * Pipeline (see docs/nl-scoring.md):
 *   1. bound the input to {@link MAX_NL_INPUT_CHARS} code units (never splitting a surrogate pair);
 *   2. NFKC (full-width letters, ligatures), curly apostrophes → `'`, unicode dashes → `-`,
 *      format characters (zero-width spaces/joiners, BOM, soft hyphen, bidi controls) removed,
 *      diacritics on Latin letters stripped (`résumé` → `resume`), lower-cased;
 *   3. words are runs of letters/digits joined by single in-word `-` or `'`; everything else is a
 *      separator (so `--just-harden` → `just-harden`, `"build!"` → `build`);
 *   4. Cyrillic/Greek letters that look like Latin ones are folded inside words that are visibly
 *      Latin (the word has an ASCII letter, or every letter is a lookalike): `hаrden` with a
 *      Cyrillic `а` reads — and routes — as `harden`;
 *   5. English contractions are expanded (`what's` → `what is`, `don't` → `do not`), other
 *      apostrophes dropped (`project's` → `project`).
 */

/** A set of words written as one space-separated list. */
const wordSet = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

/** Inputs are cut to this many UTF-16 code units (64 Ki) before tokenising. */
export const MAX_NL_INPUT_CHARS = 65_536;

/** Cut `text` to at most `limit` code units without leaving half a surrogate pair. */
export function boundInput(text: string, limit: number = MAX_NL_INPUT_CHARS): string {
  if (text.length <= limit) return text;
  let end = limit;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end);
}

const APOSTROPHES = /[\u2018\u2019\u201b\u02bc\u02b9\u2032\u0060\u00b4\uff07]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d]/g;
const FORMAT_CHARS = /\p{Cf}/gu;
/** Combining marks on a Latin letter (diacritics); marks on other scripts are kept. */
const LATIN_DIACRITICS = /([A-Za-z])\p{Mn}+/gu;
/** A word: letters/digits, optionally joined by single `'` or `-`. Unambiguous, so linear. */
const WORD = /[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu;
const ASCII_LETTER = /[a-z]/;

/** Cyrillic and Greek lower-case letters that render like a Latin letter. */
const LOOKALIKES: ReadonlyMap<string, string> = new Map(
  [
    // each pair: the lookalike, then the Latin letter
    // Cyrillic
    'аa вb еe ёe һh іi їi јj кk ӏl мm нh оo рp ԛq ѕs сc тt уy ԝw хx ԁd ɡg',
    // Greek
    'αa βb εe ηn ιi κk νv οo ρp τt υu χx ϲc ϳj',
    // Latin small capitals / dotless i
    'ıi ȷj ᴀa ʙb ᴄc ᴅd ᴇe ɢg ʜh ɪi ᴊj ᴋk ʟl ᴍm ɴn ᴏo ᴘp ʀr ꜱs ᴛt ᴜu ᴠv ᴡw ʏy ᴢz',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [pair.slice(0, -1), pair.slice(-1)] as [string, string]),
);

/**
 * Normalise text for matching: bounded, NFKC, apostrophe/dash variants unified, format characters
 * removed, diacritics on Latin letters stripped, lower-cased. Punctuation is kept (the tokeniser drops it).
 */
export function normalizeText(text: string): string {
  return withoutPaths(boundInput(text))
    .normalize('NFKC')
    .replace(APOSTROPHES, "'")
    .replace(DASHES, '-')
    .replace(FORMAT_CHARS, '')
    .normalize('NFKD')
    .replace(LATIN_DIACRITICS, '$1')
    .normalize('NFC')
    .toLowerCase();
}

/** A file name with an extension (`session.ts`, `README.md,`). */
const FILE_NAME = /^[\p{L}\p{N}_-]{1,64}\.[a-z][a-z0-9]{0,4}[,.;:!?)]?$/iu;

/**
 * A file path or name is a name, not words (`review the changes in src/auth/session.ts` asks for
 * no security review): a whitespace-separated piece with two slashes, or a file name with an
 * extension, is dropped. `w/o` and `frontend/backend` (one slash, no extension) stay words.
 */
function withoutPaths(text: string): string {
  const pathLike = (piece: string): boolean => {
    const parts = piece.split(/[/\\]/);
    return parts.length >= 3 || FILE_NAME.test(parts[parts.length - 1] ?? '');
  };
  return text
    .split(/(\s+)/)
    .map((piece) => (piece.trim() !== '' && pathLike(piece) ? ' ' : piece))
    .join('');
}

function foldLookalikes(word: string): string {
  let changed = false;
  let foldable = true;
  for (const ch of word) {
    if (LOOKALIKES.has(ch)) changed = true;
    else if (!(ch >= 'a' && ch <= 'z') && !(ch >= '0' && ch <= '9') && ch !== '-' && ch !== "'") foldable = false;
  }
  if (!changed) return word;
  if (!foldable && !ASCII_LETTER.test(word)) return word;
  let out = '';
  for (const ch of word) out += LOOKALIKES.get(ch) ?? ch;
  return out;
}

/** `'s` after these words is `is` (`what's` → `what is`); after other words it is a possessive. */
const IS_CONTRACTIONS: ReadonlySet<string> = new Set(['what', 'where', 'how', 'who', 'when', 'why', 'it', 'that', 'there', 'here', 'this', 'he', 'she']);
const SPECIAL_CONTRACTIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ["let's", ['let', 'us']],
  ["won't", ['will', 'not']],
  ["can't", ['can', 'not']],
  ["shan't", ['shall', 'not']],
  ["ain't", ['is', 'not']],
  // apostrophe-less spellings that are not words of their own
  ['whats', ['what', 'is']],
  ['wheres', ['where', 'is']],
  ['hows', ['how', 'is']],
  ['dont', ['do', 'not']],
  ['doesnt', ['does', 'not']],
  ['didnt', ['did', 'not']],
  ['isnt', ['is', 'not']],
]);

function expandContraction(word: string, out: string[]): void {
  const special = SPECIAL_CONTRACTIONS.get(word);
  if (special) {
    out.push(...special);
    return;
  }
  if (!word.includes("'")) {
    out.push(word);
    return;
  }
  const suffixes: [string, string | null][] = [
    ["n't", 'not'],
    ["'re", 'are'],
    ["'ve", 'have'],
    ["'ll", 'will'],
    ["'m", 'am'],
    ["'d", 'would'],
  ];
  for (const [suffix, expansion] of suffixes) {
    if (word.endsWith(suffix) && word.length > suffix.length) {
      out.push(word.slice(0, -suffix.length).replaceAll("'", ''), expansion ?? '');
      return;
    }
  }
  if (word.endsWith("'s") && word.length > 2) {
    const base = word.slice(0, -2).replaceAll("'", '');
    out.push(base);
    if (IS_CONTRACTIONS.has(base)) out.push('is');
    return;
  }
  out.push(word.replaceAll("'", ''));
}

/** Normalise and tokenise: `"What's the STATUS?!"` → `['what', 'is', 'the', 'status']`. */
export function tokenize(text: string): string[] {
  return tokenizeWithBreaks(text).tokens;
}

/** Tokens plus, per token, whether a clause break (`, . ; : ! ?`, brackets, a line break) precedes it. */
export interface TokensWithBreaks {
  tokens: string[];
  breakBefore: boolean[];
  /** Per token: a sentence break (`. ; : ! ?`, a line break, a free-standing dash) precedes it; implies breakBefore. */
  stopBefore: boolean[];
}

/** Characters between two words that end a clause (negation and restriction scopes stop there). */
const CLAUSE_BREAK_CHARS: ReadonlySet<string> = new Set([',', '.', ';', ':', '!', '?', '(', ')', '[', ']', '\n', '\r']);
/** Characters between two words that end a sentence (a phrase template never spans them; a comma does not). */
const SENTENCE_BREAK_CHARS: ReadonlySet<string> = new Set(['.', ';', ':', '!', '?', '\n', '\r']);

function hasBreak(gap: string, breaks: ReadonlySet<string>): boolean {
  for (let i = 0; i < gap.length; i += 1) {
    const ch = gap[i] as string;
    // a dot right before the next word is part of a name, no full stop (`README.md`, `*.tsx`)
    if (ch === '.' && i === gap.length - 1) continue;
    if (breaks.has(ch)) return true;
  }
  // a free-standing dash (`build it - no docs`) separates clauses too
  return gap.includes(' - ') || gap.includes(' -- ');
}

/** {@link tokenize} that also reports clause breaks; linear in the input. */
export function tokenizeWithBreaks(text: string): TokensWithBreaks {
  const normalized = normalizeText(text);
  const out: TokensWithBreaks = { tokens: [], breakBefore: [], stopBefore: [] };
  let last = 0;
  let pending = false;
  let pendingStop = false;
  for (const match of normalized.matchAll(WORD)) {
    const at = match.index ?? 0;
    const gap = normalized.slice(last, at);
    pending ||= hasBreak(gap, CLAUSE_BREAK_CHARS);
    pendingStop ||= hasBreak(gap, SENTENCE_BREAK_CHARS);
    last = at + match[0].length;
    const pieces: string[] = [];
    expandContraction(foldLookalikes(match[0]), pieces);
    // (a contraction may leave an empty piece: the break goes to the next word)
    for (const piece of pieces.filter((p) => p.length > 0)) {
      out.tokens.push(piece);
      out.breakBefore.push(pending);
      out.stopBefore.push(pendingStop);
      pending = false;
      pendingStop = false;
    }
  }
  return out;
}

/**
 * The form used to look keywords up: hyphens removed and tokens concatenated, so `set up`,
 * `set-up` and `setup` all become `setup`, and `new project` ≡ `new-project`.
 */
export function joinKey(tokens: readonly string[]): string {
  let out = '';
  for (const t of tokens) out += t.includes('-') ? t.replaceAll('-', '') : t;
  return out;
}

/** True for a token made only of ASCII digits (matches the `\d+` template token). */
export function isDigits(token: string): boolean {
  if (token.length === 0) return false;
  for (let i = 0; i < token.length; i += 1) {
    const c = token.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

const DOUBLE_CONSONANT_KEEP: ReadonlySet<string> = new Set(['l', 's', 'z']);
const VOWELS: ReadonlySet<string> = new Set(['a', 'e', 'i', 'o', 'u']);

function undouble(base: string): string {
  const last = base[base.length - 1];
  if (base.length >= 4 && last !== undefined && last === base[base.length - 2] && !VOWELS.has(last) && !DOUBLE_CONSONANT_KEEP.has(last)) {
    return base.slice(0, -1);
  }
  return base;
}

/**
 * A deliberately light stemmer for matching inflected forms: plurals (`vulnerabilities` →
 * `vulnerability`, `docs` → `doc`), `-ing`/`-ed` (`planning` → `plan`, `hardened` → `harden`),
 * `-er` on words of seven letters or more (`reviewer` → `review`), `-ization` (`initialization`
 * → `initializ`), a final `e` (`initialize`/`initializing` → `initializ`) and British `-ise` (`initialise` →
 * `initializ`). Only ever compared with stems of keywords, never shown. Words of three letters or
 * fewer are left alone.
 */
export function stem(token: string): string {
  let t = token;
  if (t.length <= 3 || isDigits(t)) return t;
  if (t.endsWith('ies') && t.length > 4) t = `${t.slice(0, -3)}y`;
  else if (t.endsWith('sses')) t = t.slice(0, -2);
  else if (t.endsWith('ss') || t.endsWith('us') || t.endsWith('is')) {
    // status, progress, analysis: not plurals
  } else if (t.endsWith('s')) t = t.slice(0, -1);
  if (t.endsWith('ing') && t.length - 3 >= 3) t = undouble(t.slice(0, -3));
  else if (t.endsWith('ed') && t.length - 2 >= 3) t = undouble(t.slice(0, -2));
  // agent nouns of seven letters or more: reviewer → review, planner → plan, explorer → explor
  else if (t.endsWith('er') && t.length >= 7) t = undouble(t.slice(0, -2));
  // -ization/-isation: initialization → initializ (as initialize)
  if ((t.endsWith('ization') || t.endsWith('isation')) && t.length >= 10) t = `${t.slice(0, -7)}iz`;
  if (t.endsWith('e') && t.length > 3) t = t.slice(0, -1);
  // British -ise/-ises/-ised/-ising: `initialis` (from initialise) → `initializ`
  const british = ['ise', 'ises', 'ised', 'ising'].some((suffix) => token.endsWith(suffix));
  if (british && t.length >= 6 && t.endsWith('is')) t = `${t.slice(0, -1)}z`;
  return t;
}

/**
 * Function words. They never become implicit keywords (see score-candidate.ts); explicit keywords
 * and template words that happen to be stopwords still match normally.
 */
export const STOPWORDS: ReadonlySet<string> = wordSet(`
  though although myself yourself ourselves themselves itself a an the this that these those it its my our your their me we us you i he she they them to
  of for on in at by with from into about and or but so if then is are was were be been am do does did done doing have has had can could would should
  will shall may might must please pls let get got make just some any all up out what which who how when why not no yes ok okay now here there thing
  things help want need like go
`);

export function isStopword(token: string): boolean {
  return STOPWORDS.has(token);
}
