export const id = 535;
export const ids = [535];
export const modules = {

/***/ 6535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/core/error-codes.ts
var error_codes = __webpack_require__(5694);
;// CONCATENATED MODULE: ./src/core/intent/intent-flags.ts
/** Flags every command accepts, whatever the config says. */
const GLOBAL_FLAGS = ['--dry-run', '--unsafe-unknown-flags', '--phase', '--sha', '--rerun'];
/**
 * The flag a user types for an intent key. Explicit `flag:` in the config wins; otherwise
 * `skip-x` → `--skip-x`, `x-only` → `--just-x`, anything else `x` → `--just-x`
 * (Legion's table: harden → --just-harden, security-only → --just-security).
 */
function intentFlagName(intentKey, definition) {
    if (definition?.flag)
        return normaliseFlagName(definition.flag);
    const key = intentKey.toLowerCase();
    if (key.startsWith('skip-'))
        return `--${key}`;
    if (key.endsWith('-only'))
        return `--just-${key.slice(0, -'-only'.length)}`;
    return `--just-${key}`;
}
/** `Just-Harden` / `--JUST-HARDEN` → `--just-harden`. */
function normaliseFlagName(flag) {
    const lower = flag.toLowerCase();
    return lower.startsWith('--') ? lower : `--${lower}`;
}
/** Map from normalised flag name to intent key, in config order. */
function flagToIntentMap(config) {
    const map = new Map();
    for (const [key, definition] of Object.entries(config.intents)) {
        map.set(intentFlagName(key, definition), key);
    }
    return map;
}
/** Every valid flag: the config's intent flags followed by the global flags. */
function validFlags(config) {
    return [...flagToIntentMap(config).keys(), ...GLOBAL_FLAGS];
}
/**
 * The command an intent belongs to: the first command of its `requires_command` rule, else
 * `review` for filter_review intents and `build` for the rest.
 */
function intentCommand(intentKey, config) {
    const rule = config.validation.requires_command.find((r) => r.flag === intentKey);
    const first = rule?.commands[0];
    if (first)
        return first;
    return config.intents[intentKey]?.mode === 'filter_review' ? 'review' : 'build';
}

;// CONCATENATED MODULE: ./src/core/nl/tokenize.ts
/**
 * Text normalisation and tokenisation for natural-language routing (§7).
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
/** Inputs are cut to this many UTF-16 code units (64 Ki) before tokenising. */
const MAX_NL_INPUT_CHARS = 65_536;
/** Cut `text` to at most `limit` code units without leaving half a surrogate pair. */
function boundInput(text, limit = MAX_NL_INPUT_CHARS) {
    if (text.length <= limit)
        return text;
    let end = limit;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end -= 1;
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
const LOOKALIKES = new Map([
    // Cyrillic
    ['а', 'a'], ['в', 'b'], ['е', 'e'], ['ё', 'e'], ['һ', 'h'], ['і', 'i'], ['ї', 'i'], ['ј', 'j'],
    ['к', 'k'], ['ӏ', 'l'], ['м', 'm'], ['н', 'h'], ['о', 'o'], ['р', 'p'], ['ԛ', 'q'], ['ѕ', 's'],
    ['с', 'c'], ['т', 't'], ['у', 'y'], ['ԝ', 'w'], ['х', 'x'], ['ԁ', 'd'], ['ɡ', 'g'],
    // Greek
    ['α', 'a'], ['β', 'b'], ['ε', 'e'], ['η', 'n'], ['ι', 'i'], ['κ', 'k'], ['ν', 'v'], ['ο', 'o'],
    ['ρ', 'p'], ['τ', 't'], ['υ', 'u'], ['χ', 'x'], ['ϲ', 'c'], ['ϳ', 'j'],
    // Latin small capitals / dotless i
    ['ı', 'i'], ['ȷ', 'j'], ['ᴀ', 'a'], ['ʙ', 'b'], ['ᴄ', 'c'], ['ᴅ', 'd'], ['ᴇ', 'e'], ['ɢ', 'g'],
    ['ʜ', 'h'], ['ɪ', 'i'], ['ᴊ', 'j'], ['ᴋ', 'k'], ['ʟ', 'l'], ['ᴍ', 'm'], ['ɴ', 'n'], ['ᴏ', 'o'],
    ['ᴘ', 'p'], ['ʀ', 'r'], ['ꜱ', 's'], ['ᴛ', 't'], ['ᴜ', 'u'], ['ᴠ', 'v'], ['ᴡ', 'w'], ['ʏ', 'y'],
    ['ᴢ', 'z'],
]);
/**
 * Normalise text for matching: bounded, NFKC, apostrophe/dash variants unified, format characters
 * removed, diacritics on Latin letters stripped, lower-cased. Punctuation is kept (the tokeniser drops it).
 */
function normalizeText(text) {
    return boundInput(text)
        .normalize('NFKC')
        .replace(APOSTROPHES, "'")
        .replace(DASHES, '-')
        .replace(FORMAT_CHARS, '')
        .normalize('NFKD')
        .replace(LATIN_DIACRITICS, '$1')
        .normalize('NFC')
        .toLowerCase();
}
function foldLookalikes(word) {
    let changed = false;
    let foldable = true;
    for (const ch of word) {
        if (LOOKALIKES.has(ch))
            changed = true;
        else if (!(ch >= 'a' && ch <= 'z') && !(ch >= '0' && ch <= '9') && ch !== '-' && ch !== "'")
            foldable = false;
    }
    if (!changed)
        return word;
    if (!foldable && !ASCII_LETTER.test(word))
        return word;
    let out = '';
    for (const ch of word)
        out += LOOKALIKES.get(ch) ?? ch;
    return out;
}
/** `'s` after these words is `is` (`what's` → `what is`); after other words it is a possessive. */
const IS_CONTRACTIONS = new Set([
    'what', 'where', 'how', 'who', 'when', 'why', 'it', 'that', 'there', 'here', 'this', 'he', 'she',
]);
const SPECIAL_CONTRACTIONS = new Map([
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
function expandContraction(word, out) {
    const special = SPECIAL_CONTRACTIONS.get(word);
    if (special) {
        out.push(...special);
        return;
    }
    if (!word.includes("'")) {
        out.push(word);
        return;
    }
    const suffixes = [
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
        if (IS_CONTRACTIONS.has(base))
            out.push('is');
        return;
    }
    out.push(word.replaceAll("'", ''));
}
/** Tokens of already-normalised text (see {@link normalizeText}). */
function tokenizeNormalized(normalized) {
    const tokens = [];
    for (const match of normalized.matchAll(WORD)) {
        expandContraction(foldLookalikes(match[0]), tokens);
    }
    return tokens.filter((t) => t.length > 0);
}
/** Normalise and tokenise: `"What's the STATUS?!"` → `['what', 'is', 'the', 'status']`. */
function tokenize_tokenize(text) {
    return tokenizeNormalized(normalizeText(text));
}
/**
 * The form used to look keywords up: hyphens removed and tokens concatenated, so `set up`,
 * `set-up` and `setup` all become `setup`, and `new project` ≡ `new-project`.
 */
function joinKey(tokens) {
    let out = '';
    for (const t of tokens)
        out += t.includes('-') ? t.replaceAll('-', '') : t;
    return out;
}
/** True for a token made only of ASCII digits (matches the `\d+` template token). */
function isDigits(token) {
    if (token.length === 0)
        return false;
    for (let i = 0; i < token.length; i += 1) {
        const c = token.charCodeAt(i);
        if (c < 48 || c > 57)
            return false;
    }
    return true;
}
const DOUBLE_CONSONANT_KEEP = new Set(['l', 's', 'z']);
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
function undouble(base) {
    const last = base[base.length - 1];
    if (base.length >= 4 &&
        last !== undefined &&
        last === base[base.length - 2] &&
        !VOWELS.has(last) &&
        !DOUBLE_CONSONANT_KEEP.has(last)) {
        return base.slice(0, -1);
    }
    return base;
}
/**
 * A deliberately light stemmer for matching inflected forms: plurals (`vulnerabilities` →
 * `vulnerability`, `docs` → `doc`), `-ing`/`-ed` (`planning` → `plan`, `hardened` → `harden`)
 * a final `e` (`initialize`/`initializing` → `initializ`) and British `-ise` (`initialise` →
 * `initializ`). Only ever compared with stems of keywords, never shown. Words of three letters or
 * fewer are left alone.
 */
function stem(token) {
    let t = token;
    if (t.length <= 3 || isDigits(t))
        return t;
    if (t.endsWith('ies') && t.length > 4)
        t = `${t.slice(0, -3)}y`;
    else if (t.endsWith('sses'))
        t = t.slice(0, -2);
    else if (t.endsWith('ss') || t.endsWith('us') || t.endsWith('is')) {
        // status, progress, analysis: not plurals
    }
    else if (t.endsWith('s'))
        t = t.slice(0, -1);
    if (t.endsWith('ing') && t.length - 3 >= 3)
        t = undouble(t.slice(0, -3));
    else if (t.endsWith('ed') && t.length - 2 >= 3)
        t = undouble(t.slice(0, -2));
    if (t.endsWith('e') && t.length > 3)
        t = t.slice(0, -1);
    // British -ise/-ises/-ised/-ising: `initialis` (from initialise) → `initializ`
    const british = ['ise', 'ises', 'ised', 'ising'].some((suffix) => token.endsWith(suffix));
    if (british && t.length >= 6 && t.endsWith('is'))
        t = `${t.slice(0, -1)}z`;
    return t;
}
/**
 * Function words. They never become implicit keywords (see score-candidate.ts); explicit keywords
 * and template words that happen to be stopwords still match normally.
 */
const STOPWORDS = new Set([
    'a', 'an', 'the', 'this', 'that', 'these', 'those', 'it', 'its', 'my', 'our', 'your', 'their',
    'me', 'we', 'us', 'you', 'i', 'he', 'she', 'they', 'them', 'to', 'of', 'for', 'on', 'in', 'at',
    'by', 'with', 'from', 'into', 'about', 'and', 'or', 'but', 'so', 'if', 'then', 'is', 'are', 'was',
    'were', 'be', 'been', 'am', 'do', 'does', 'did', 'done', 'doing', 'have', 'has', 'had', 'can',
    'could', 'would', 'should', 'will', 'shall', 'may', 'might', 'must', 'please', 'pls', 'let',
    'get', 'got', 'make', 'just', 'some', 'any', 'all', 'up', 'out', 'what', 'which', 'who', 'how',
    'when', 'why', 'not', 'no', 'yes', 'ok', 'okay', 'now', 'here', 'there', 'thing', 'things',
    'help', 'want', 'need', 'like', 'go',
]);
function isStopword(token) {
    return STOPWORDS.has(token);
}

;// CONCATENATED MODULE: ./src/core/nl/phrase-template.ts
/**
 * Phrase templates (§7.2 tier 2) compiled into token-level matchers.
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

/** Template source longer than this is rejected. */
const MAX_TEMPLATE_CHARS = 2_000;
/** More slots than this is rejected (Legion's longest template has 5). */
const MAX_TEMPLATE_SLOTS = 128;
/** More alternative words (summed over all slots) than this is rejected. */
const MAX_TEMPLATE_WORDS = 256;
/** An ordered (non-contiguous) match may span at most this many extra tokens. */
const MAX_ORDERED_GAP = 3;
/** Split hyphenated tokens into their parts: `['one-off', 'task']` → `['one', 'off', 'task']`. */
function splitParts(tokens) {
    const parts = [];
    for (const token of tokens) {
        if (token.includes('-')) {
            for (const p of token.split('-'))
                if (p.length > 0)
                    parts.push(p);
        }
        else
            parts.push(token);
    }
    return parts;
}
const REGEX_SYNTAX = new Set(['(', ')', '[', ']', '*', '+', '^', '$', '\\']);
function digitEscapeLength(text, at) {
    if (text.startsWith('\\d+', at))
        return 3;
    if (text.startsWith('\\\\d+', at))
        return 4;
    return 0;
}
function fail(source, reason) {
    return { ok: false, source, reason };
}
/** Compile a phrase template; never throws. */
function compileTemplate(source) {
    if (typeof source !== 'string')
        return fail(String(source), 'template is not a string');
    if (source.length > MAX_TEMPLATE_CHARS) {
        return fail(source, `template longer than ${MAX_TEMPLATE_CHARS} characters`);
    }
    const text = source.normalize('NFKC');
    const slots = [];
    let literal = '';
    let words = 0;
    const wordList = [];
    const flushLiteral = () => {
        const tokens = tokenize_tokenize(literal);
        wordList.push(...tokens);
        for (const part of splitParts(tokens)) {
            slots.push({ alternatives: [[part]], digits: false, optional: false });
            words += 1;
        }
        literal = '';
    };
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === '{') {
            flushLiteral();
            let j = i + 1;
            while (j < text.length && text[j] !== '}') {
                if (text[j] === '{')
                    return fail(source, `nested '{' at offset ${j}`);
                j += 1;
            }
            if (j >= text.length)
                return fail(source, `unbalanced '{' at offset ${i}`);
            const body = text.slice(i + 1, j);
            i = j + 1;
            let optional = false;
            if (text[i] === '?') {
                optional = true;
                i += 1;
            }
            const slot = { alternatives: [], digits: false, optional };
            const seen = new Set();
            for (const raw of body.split('|')) {
                const alt = raw.trim();
                const escape = digitEscapeLength(alt, 0);
                if (escape > 0 && escape === alt.length) {
                    slot.digits = true;
                    continue;
                }
                for (const ch of alt) {
                    if (REGEX_SYNTAX.has(ch))
                        return fail(source, `unsupported regex syntax '${ch}' in {${body}}`);
                }
                const altTokens = tokenize_tokenize(alt);
                const parts = splitParts(altTokens);
                if (parts.length === 0) {
                    // `{a|}`: an empty alternative makes the group optional.
                    slot.optional = true;
                    continue;
                }
                const key = parts.join(' ');
                if (seen.has(key))
                    continue;
                seen.add(key);
                wordList.push(...altTokens);
                slot.alternatives.push(parts);
                words += parts.length;
            }
            if (slot.alternatives.length === 0 && !slot.digits) {
                return fail(source, `group {${body}} has no words`);
            }
            slots.push(slot);
        }
        else if (c === '}') {
            return fail(source, `unbalanced '}' at offset ${i}`);
        }
        else if (c === '|') {
            return fail(source, `'|' outside a {group} at offset ${i}`);
        }
        else if (c === '\\') {
            const escape = digitEscapeLength(text, i);
            if (escape === 0)
                return fail(source, `unsupported escape at offset ${i} (only \\d+ is supported)`);
            flushLiteral();
            slots.push({ alternatives: [], digits: true, optional: false });
            words += 1;
            i += escape;
        }
        else if (REGEX_SYNTAX.has(c)) {
            return fail(source, `unsupported regex syntax '${c}' at offset ${i}`);
        }
        else {
            // Anything else (including a stray '?') is text; the tokeniser drops punctuation.
            literal += c;
            i += 1;
        }
        if (slots.length > MAX_TEMPLATE_SLOTS)
            return fail(source, `more than ${MAX_TEMPLATE_SLOTS} slots`);
        if (words > MAX_TEMPLATE_WORDS)
            return fail(source, `more than ${MAX_TEMPLATE_WORDS} words`);
    }
    flushLiteral();
    if (slots.length > MAX_TEMPLATE_SLOTS)
        return fail(source, `more than ${MAX_TEMPLATE_SLOTS} slots`);
    if (words > MAX_TEMPLATE_WORDS)
        return fail(source, `more than ${MAX_TEMPLATE_WORDS} words`);
    if (slots.length === 0)
        return fail(source, 'empty template');
    const requiredSlots = slots.filter((s) => !s.optional).length;
    if (requiredSlots === 0)
        return fail(source, 'every part is optional, so the template would match any input');
    let maxLength = 0;
    for (const slot of slots) {
        let longest = slot.digits ? 1 : 0;
        for (const alt of slot.alternatives)
            longest = Math.max(longest, alt.length);
        maxLength += longest;
    }
    return { ok: true, template: { source, slots, requiredSlots, maxLength, words: wordList, size: words } };
}
// ---------------------------------------------------------------------------
// Matching on interned token ids
// ---------------------------------------------------------------------------
/** Interns words to small integers so matching compares numbers. */
class Vocabulary {
    ids = new Map();
    intern(word) {
        let id = this.ids.get(word);
        if (id === undefined) {
            id = this.ids.size;
            this.ids.set(word, id);
        }
        return id;
    }
    /** Id of a known word, -1 otherwise (an unknown word never equals a template word). */
    lookup(word) {
        return this.ids.get(word) ?? -1;
    }
    get size() {
        return this.ids.size;
    }
}
function bindTemplate(template, vocabulary) {
    return {
        template,
        slots: template.slots.map((slot) => {
            const alternatives = slot.alternatives.map((alt) => Int32Array.from(alt, (w) => vocabulary.intern(w)));
            const singleIds = alternatives.filter((alt) => alt.length === 1).map((alt) => alt[0]);
            const single = new Uint8Array(singleIds.length > 0 ? Math.max(...singleIds) + 1 : 0);
            for (const id of singleIds)
                single[id] = 1;
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
function encodeParts(parts, vocabulary) {
    const ids = new Int32Array(parts.length);
    const digits = new Uint8Array(parts.length);
    for (let i = 0; i < parts.length; i += 1) {
        const part = parts[i];
        ids[i] = vocabulary.lookup(part);
        digits[i] = isDigits(part) ? 1 : 0;
    }
    return { ids, digits };
}
/**
 * Lengths of the ways `slot` can consume input starting at `at`, written to `out`; returns how
 * many (duplicates possible, harmless). `out` must hold `slot.multi.length + 1` entries.
 */
function slotMatches(slot, input, at, out) {
    const n = input.ids.length;
    let count = 0;
    if (at < n && ((slot.digits && input.digits[at] === 1) || slot.single[input.ids[at]] === 1)) {
        out[count++] = 1;
    }
    for (const alt of slot.multi) {
        const len = alt.length;
        if (at + len > n)
            continue;
        let k = 0;
        while (k < len && input.ids[at + k] === alt[k])
            k += 1;
        if (k === len)
            out[count++] = len;
    }
    return count;
}
function scratchFor(bound) {
    let most = 0;
    for (const slot of bound.slots)
        most = Math.max(most, slot.multi.length + 1);
    return new Int32Array(most);
}
/**
 * Does the template occur as a contiguous token sequence anywhere in the input?
 * reach[i] = "the slots so far match input[start..i) for some start"; one pass per slot.
 */
function matchContiguous(bound, input) {
    const n = input.ids.length;
    const lengths = scratchFor(bound);
    let reach = new Uint8Array(n + 1).fill(1);
    let next = new Uint8Array(n + 1);
    for (const slot of bound.slots) {
        next.fill(0);
        let any = false;
        for (let i = 0; i <= n; i += 1) {
            if (reach[i] !== 1)
                continue;
            if (slot.optional) {
                next[i] = 1;
                any = true;
            }
            const count = slotMatches(slot, input, i, lengths);
            for (let k = 0; k < count; k += 1) {
                next[i + lengths[k]] = 1;
                any = true;
            }
        }
        if (!any)
            return false;
        [reach, next] = [next, reach];
    }
    return true;
}
/**
 * Do all required slots occur in order within a window of at most `maxLength + maxGap` tokens,
 * with gaps allowed between slots? best[i] = latest start of a partial match ending at or before i
 * (-1: none). One pass per slot.
 */
function matchOrdered(bound, input, maxGap = MAX_ORDERED_GAP) {
    const n = input.ids.length;
    const limit = bound.template.maxLength + maxGap;
    const lengths = scratchFor(bound);
    let best = new Int32Array(n + 1);
    for (let i = 0; i <= n; i += 1)
        best[i] = i;
    let next = new Int32Array(n + 1);
    const slots = bound.slots;
    for (let s = 0; s < slots.length; s += 1) {
        const slot = slots[s];
        next.fill(-1);
        let any = false;
        for (let i = 0; i <= n; i += 1) {
            const start = best[i];
            if (start < 0)
                continue;
            if (slot.optional && start > next[i]) {
                next[i] = start;
                any = true;
            }
            const count = slotMatches(slot, input, i, lengths);
            for (let k = 0; k < count; k += 1) {
                const end = i + lengths[k];
                if (end - start <= limit && start > next[end]) {
                    next[end] = start;
                    any = true;
                }
            }
        }
        if (!any)
            return false;
        if (s < slots.length - 1) {
            // A gap: a partial match ending at i may continue at i+1, i+2, ... inside the window.
            for (let i = 1; i <= n; i += 1) {
                const carried = next[i - 1];
                if (carried > next[i] && i - carried <= limit)
                    next[i] = carried;
            }
        }
        [best, next] = [next, best];
    }
    return true;
}
function matchTemplate(bound, input) {
    if (matchContiguous(bound, input))
        return 'contiguous';
    if (matchOrdered(bound, input))
        return 'ordered';
    return 'none';
}
/** Convenience for tests and one-off use: compile, bind and match against raw text. */
function templateMatchesText(source, text) {
    const compiled = compileTemplate(source);
    if (!compiled.ok)
        return { ok: false, reason: compiled.reason };
    const vocabulary = new Vocabulary();
    const bound = bindTemplate(compiled.template, vocabulary);
    return matchTemplate(bound, encodeParts(splitParts(tokenize(text)), vocabulary));
}

;// CONCATENATED MODULE: ./src/core/nl/score-candidate.ts

const TEMPLATE_LEVEL = 0.8;
const ORDERED_TEMPLATE_LEVEL = 0.6;
const EXACT_NAME_BONUS = 0.2;
/** Subtracted from an intent when the text opens with another command's name (see below). */
const COMMAND_CONFLICT_PENALTY = 0.2;
/** Weight multiplier for a keyword matched only after stemming (`plans` for `plan`). */
const STEM_FACTOR = 0.8;
/** Weight of a word taken from a cluster's templates. */
const IMPLICIT_WEIGHT = 0.5;
/** §7.2 K: the literal formula normalises by the sum of the K heaviest weights. */
const TOP_K = 3;
function round6(value) {
    return Math.round(value * 1e6) / 1e6;
}
/** Keyword score from this cluster's hits; see the module comment. */
function keywordScore(cluster, hits) {
    if (hits.length === 0)
        return { score: 0, keywords: [] };
    const ordered = hits
        .map((hit) => ({ hit, value: hit.entry.weight * (hit.stemmed ? STEM_FACTOR : 1) }))
        .sort((a, b) => b.value - a.value ||
        b.hit.end - b.hit.start - (a.hit.end - a.hit.start) ||
        a.hit.start - b.hit.start);
    const counted = new Set();
    const used = new Set();
    const keywords = [];
    let best = 0;
    let sum = 0;
    for (const { hit, value } of ordered) {
        if (value <= 0 || counted.has(hit.entry))
            continue;
        let free = true;
        for (let p = hit.start; p < hit.end; p += 1) {
            if (used.has(p)) {
                free = false;
                break;
            }
        }
        if (!free)
            continue;
        counted.add(hit.entry);
        for (let p = hit.start; p < hit.end; p += 1)
            used.add(p);
        keywords.push(hit.entry.keyword);
        best = Math.max(best, value);
        sum += value;
    }
    const score = Math.min(1, Math.max(best / cluster.maxWeight, sum / cluster.topKSum));
    return { score, keywords };
}
/** Could the template match at all? Every required slot must have a possible first word. */
function anchorsPresent(anchors, present, hasDigits) {
    for (const slotAnchors of anchors) {
        let found = false;
        for (const id of slotAnchors) {
            if (id === -2 ? hasDigits : present.has(id)) {
                found = true;
                break;
            }
        }
        if (!found)
            return false;
    }
    return true;
}
/** Best template level of a cluster: contiguous (0.8) beats ordered (0.6) beats none. */
function templateScore(cluster, input) {
    const candidates = [];
    cluster.templates.forEach((bound, index) => {
        const anchors = cluster.templateAnchors[index];
        if (anchors && anchorsPresent(anchors, input.present, input.hasDigits))
            candidates.push(bound);
    });
    for (const bound of candidates) {
        if (matchContiguous(bound, input.encoded)) {
            return { score: TEMPLATE_LEVEL, template: bound.template.source, match: 'contiguous' };
        }
    }
    for (const bound of candidates) {
        if (matchOrdered(bound, input.encoded)) {
            return { score: ORDERED_TEMPLATE_LEVEL, template: bound.template.source, match: 'ordered' };
        }
    }
    return { score: 0, template: null, match: 'none' };
}
/** Score one cluster. */
function scoreCluster(cluster, hits, input, names) {
    const keywords = keywordScore(cluster, hits);
    const template = templateScore(cluster, input);
    const ownEvidence = keywords.score > 0 || template.score > 0;
    const named = names.ownName || (names.commandName && ownEvidence);
    const exactNameBonus = named ? EXACT_NAME_BONUS : 0;
    const commandConflict = cluster.source === 'nl_patterns' && names.conflictingLead ? COMMAND_CONFLICT_PENALTY : 0;
    const base = Math.max(keywords.score, template.score);
    const raw = base > 0 || named ? Math.min(1, base + exactNameBonus) - commandConflict : 0;
    const score = round6(Math.max(0, raw));
    return {
        keywordScore: round6(keywords.score),
        templateScore: template.score,
        exactNameBonus,
        commandConflict,
        score,
        keywords: keywords.keywords,
        template: template.template,
        templateMatch: template.match,
    };
}

;// CONCATENATED MODULE: ./src/core/nl/parse-natural-language.ts
/**
 * Natural-language routing (§7): free text → command + intent flags with a confidence tier.
 *
 * Pure: no I/O, no clock, no RegExp built from config or input. Compile the config once with
 * {@link compileNaturalLanguage}, then call {@link parseNaturalLanguage} per text.
 *
 * Bounds: only the first {@link MAX_NL_INPUT_CHARS} UTF-16 code units (64 Ki) of a text are
 * scored. Keyword lookup is O(words × n) Map lookups with n ≤ 4 (longest keyword + 1); each
 * template costs O(words × template words) and is skipped outright when one of its required words
 * is absent. A 64 KiB adversarial text scores in a few milliseconds (docs/nl-scoring.md).
 */





/** HIGH routes. */
const HIGH_THRESHOLD = 0.8;
/** MEDIUM suggests (the caller asks for confirmation and does not route). */
const MEDIUM_THRESHOLD = 0.5;
/**
 * Texts with a negation or cancel word never auto-route: their confidence is capped just below
 * HIGH, so "stop the build" or "don't run a security review" is at most a suggestion.
 */
const NEGATION_CUES = new Set(['not', 'never', 'stop', 'cancel', 'abort', 'halt']);
const NEGATED_CAP = 0.79;
/** §7.2 tie-break 1: an nl_patterns match within this much of a command route wins. */
const TIE_WINDOW = 0.1;
/**
 * Template words a whole config may hold (Legion's real config has about 240). Templates past the
 * budget are reported and skipped, which bounds matching at O(input words × this).
 */
const MAX_CONFIG_TEMPLATE_WORDS = 4_096;
/** Keyword occurrences looked at per keyword (more add nothing but cost). */
const MAX_HITS_PER_KEYWORD = 4;
const EPSILON = 1e-9;
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
function routeCommand(key) {
    const lower = key.trim().toLowerCase();
    return lower.startsWith('/legion:') ? lower.slice('/legion:'.length) : lower.replace(/^\//, '');
}
/** Compile both sections of the config once. Never throws on bad patterns: see `problems`. */
function compileNaturalLanguage(input) {
    // Tolerate partial configs (older files, hand-built objects): intentCommand reads validation.
    const config = Array.isArray(input.validation?.requires_command)
        ? input
        : { ...input, validation: { mutual_exclusion: [], requires_command: [], allowed_combinations: [] } };
    const vocabulary = new Vocabulary();
    const clusters = [];
    const problems = [];
    const exact = new Map();
    const stemmed = new Map();
    const names = new Map();
    /** Per cluster: stems of template words (candidates for implicit keywords). */
    const templateWords = [];
    /** Stems that are a keyword or a name somewhere: never implicit. */
    const reserved = new Set();
    let maxParts = 1;
    let templateBudget = MAX_CONFIG_TEMPLATE_WORDS;
    const sections = [
        ['nl_patterns', config.nl_patterns],
        ['command_routes', config.command_routes],
    ];
    for (const [source, section] of sections) {
        for (const [key, pattern] of Object.entries(section ?? {})) {
            const index = clusters.length;
            const isIntent = source === 'nl_patterns';
            const command = isIntent ? intentCommand(key, config) : routeCommand(key);
            const flag = isIntent ? intentFlagName(key, config.intents?.[key]) : null;
            // Keywords
            const weights = [];
            const explicitJoined = new Set();
            let primary = null;
            const keywordTable = isRecord(pattern?.keywords) ? pattern.keywords : {};
            const phrases = Array.isArray(pattern?.phrases) ? pattern.phrases : [];
            for (const [keyword, rawWeight] of Object.entries(keywordTable)) {
                if (typeof rawWeight !== 'number' || !Number.isFinite(rawWeight) || rawWeight < 0) {
                    problems.push({ source, key, kind: 'keyword', text: keyword, reason: 'weight is not a number ≥ 0' });
                    continue;
                }
                const parts = splitParts(tokenize_tokenize(keyword));
                if (parts.length === 0) {
                    problems.push({ source, key, kind: 'keyword', text: keyword, reason: 'keyword has no words' });
                    continue;
                }
                const weight = Math.min(1, rawWeight);
                const joined = joinKey(parts);
                if (explicitJoined.has(joined))
                    continue;
                explicitJoined.add(joined);
                weights.push(weight);
                const entry = { keyword, weight, origin: 'config' };
                push(exact, joined, { cluster: index, entry, parts: parts.length, stemNative: false });
                push(stemmed, stem(joined), { cluster: index, entry, parts: parts.length, stemNative: false });
                reserved.add(stem(joined));
                // The words of a multi-word keyword mean something together only (`break down`, `new
                // project`): none of them becomes an implicit keyword on its own.
                if (parts.length > 1)
                    for (const part of parts)
                        reserved.add(stem(part));
                maxParts = Math.max(maxParts, parts.length);
                if (primary === null && weight >= 1)
                    primary = { joined, parts: parts.length };
            }
            weights.sort((a, b) => b - a);
            const maxWeight = weights[0] && weights[0] > 0 ? weights[0] : 1;
            const topK = weights.slice(0, TOP_K).reduce((s, w) => s + w, 0);
            // Names: own name, flag, primary keyword → bonus; the command → bonus with evidence.
            const ownNames = new Set();
            const ownSources = [key, ...(flag ? [flag.replace(/^--/, '')] : [])];
            for (const name of ownSources) {
                const parts = splitParts(tokenize_tokenize(name));
                if (parts.length === 0)
                    continue;
                const joined = joinKey(parts);
                ownNames.add(joined);
                reserved.add(stem(joined));
                maxParts = Math.max(maxParts, parts.length);
                push(names, joined, { cluster: index, kind: 'own', parts: parts.length });
                if (!explicitJoined.has(joined)) {
                    // "exact name dominates": the name is a keyword of weight 1.
                    explicitJoined.add(joined);
                    const entry = { keyword: name, weight: 1, origin: 'name' };
                    push(exact, joined, { cluster: index, entry, parts: parts.length, stemNative: false });
                }
            }
            if (primary !== null && !ownNames.has(primary.joined)) {
                push(names, primary.joined, { cluster: index, kind: 'own', parts: primary.parts });
            }
            const commandParts = splitParts(tokenize_tokenize(command));
            if (commandParts.length > 0) {
                push(names, joinKey(commandParts), { cluster: index, kind: 'command', parts: commandParts.length });
                reserved.add(stem(joinKey(commandParts)));
            }
            // Templates
            const templates = [];
            const templateAnchors = [];
            const words = new Map();
            for (const phrase of phrases) {
                const compiled = compileTemplate(phrase);
                if (!compiled.ok) {
                    problems.push({ source, key, kind: 'template', text: String(phrase), reason: compiled.reason });
                    continue;
                }
                if (compiled.template.size > templateBudget) {
                    const reason = `the config's templates exceed ${MAX_CONFIG_TEMPLATE_WORDS} words in total`;
                    problems.push({ source, key, kind: 'template', text: String(phrase), reason });
                    continue;
                }
                templateBudget -= compiled.template.size;
                const bound = bindTemplate(compiled.template, vocabulary);
                templates.push(bound);
                const anchors = [];
                for (const slot of bound.slots) {
                    if (slot.optional)
                        continue;
                    const ids = slot.alternatives.map((alt) => alt[0] ?? -1);
                    if (slot.digits)
                        ids.push(-2);
                    anchors.push(Int32Array.from(ids));
                }
                templateAnchors.push(anchors);
                for (const word of compiled.template.words) {
                    if (word.length >= 3 && !word.includes('-') && !isStopword(word) && !isDigits(word)) {
                        if (!words.has(stem(word)))
                            words.set(stem(word), word);
                    }
                }
            }
            templateWords.push(words);
            clusters.push({
                source,
                key,
                order: index,
                command,
                flags: flag ? [flag] : [],
                maxWeight,
                topKSum: topK > 0 ? topK : 1,
                templates,
                templateAnchors,
            });
        }
    }
    // Implicit keywords: template words that belong to exactly one cluster and are no keyword.
    const owners = new Map();
    templateWords.forEach((words, index) => {
        for (const stemmedWord of words.keys())
            push(owners, stemmedWord, index);
    });
    for (const [stemmedWord, clusterIndices] of owners) {
        if (clusterIndices.length !== 1 || reserved.has(stemmedWord))
            continue;
        const index = clusterIndices[0];
        const word = templateWords[index]?.get(stemmedWord) ?? stemmedWord;
        const entry = { keyword: word, weight: IMPLICIT_WEIGHT, origin: 'template' };
        push(stemmed, stemmedWord, { cluster: index, entry, parts: 1, stemNative: true });
    }
    const commands = new Set(clusters.map((c) => c.command));
    const prefixes = new Set();
    for (const map of [exact, stemmed, names]) {
        for (const key of map.keys())
            for (let k = 1; k < key.length; k += 1)
                prefixes.add(key.slice(0, k));
    }
    return {
        clusters,
        problems,
        vocabulary,
        exact,
        stemmed,
        names,
        commands,
        maxGram: Math.min(4, maxParts + 1),
        prefixes,
    };
}
function tierOf(confidence) {
    if (confidence >= HIGH_THRESHOLD)
        return 'HIGH';
    if (confidence >= MEDIUM_THRESHOLD)
        return 'MEDIUM';
    return 'LOW';
}
const EMPTY = { tier: 'LOW', confidence: 0, command: null, flags: [], candidates: [] };
/**
 * §7.2 tie-breaks as a selection procedure (a total order even when scores chain):
 * repeatedly take the best remaining score; among the candidates within TIE_WINDOW of it, nl_patterns
 * beat command_routes (rule 1); then the highest score; on an exact tie, a candidate whose command
 * name is in the input (rule 2); then config order (rule 3).
 *
 * The selection runs for the first `selected` places only (the ones anybody reads: the route and
 * the three suggestions); the rest follow by score, then config order. That keeps ranking
 * O(selected × n) for a config with thousands of clusters matching one word.
 */
const RANKED_BY_TIE_BREAKS = 10;
function rankCandidates(scored, selected = RANKED_BY_TIE_BREAKS) {
    const remaining = [...scored];
    const ranked = [];
    while (remaining.length > 0 && ranked.length < selected) {
        const top = Math.max(...remaining.map((s) => s.candidate.confidence));
        const window = remaining.filter((s) => s.candidate.confidence >= top - TIE_WINDOW - EPSILON);
        const intents = window.filter((s) => s.candidate.source === 'nl_patterns');
        const pool = intents.length > 0 ? intents : window;
        const poolTop = Math.max(...pool.map((s) => s.candidate.confidence));
        let tied = pool.filter((s) => s.candidate.confidence >= poolTop - EPSILON);
        const named = tied.filter((s) => s.commandMentioned);
        if (named.length > 0)
            tied = named;
        let winner = tied[0];
        for (const s of tied)
            if (s.candidate.order < winner.candidate.order)
                winner = s;
        ranked.push(winner);
        remaining.splice(remaining.indexOf(winner), 1);
    }
    remaining.sort((a, b) => b.candidate.confidence - a.candidate.confidence || a.candidate.order - b.candidate.order);
    return [...ranked, ...remaining];
}
/** Parse free text. Empty (or punctuation-only) text → LOW, confidence 0, no candidates. */
function parseNaturalLanguage(text, compiled) {
    if (typeof text !== 'string' || text.length === 0 || compiled.clusters.length === 0)
        return EMPTY;
    const tokens = tokenize_tokenize(text); // bounded to MAX_NL_INPUT_CHARS inside
    // Word parts, remembering which boundaries were hyphens inside one token.
    const parts = [];
    const hyphenBefore = [];
    for (const token of tokens) {
        const pieces = token.includes('-') ? token.split('-').filter((p) => p.length > 0) : [token];
        pieces.forEach((piece, i) => {
            parts.push(piece);
            hyphenBefore.push(i > 0);
        });
    }
    if (parts.length === 0)
        return EMPTY;
    const clusterCount = compiled.clusters.length;
    const hits = Array.from({ length: clusterCount }, () => []);
    const hitCounts = new Map();
    const ownName = new Uint8Array(clusterCount);
    const commandName = new Uint8Array(clusterCount);
    const addHit = (lookup, start, end, viaStem) => {
        const count = hitCounts.get(lookup.entry) ?? 0;
        if (count >= MAX_HITS_PER_KEYWORD)
            return;
        hitCounts.set(lookup.entry, count + 1);
        hits[lookup.cluster]?.push({ entry: lookup.entry, start, end, stemmed: viaStem && !lookup.stemNative });
    };
    const stems = new Map();
    const stemOf = (word) => {
        let value = stems.get(word);
        if (value === undefined) {
            value = stem(word);
            stems.set(word, value);
        }
        return value;
    };
    for (let i = 0; i < parts.length; i += 1) {
        let joined = '';
        // A run of several words may stand for a one-word keyword (`set up` → `setup`) only when it
        // does not start with a function word and has no one-letter piece (`in it` ≠ `init`).
        const first = parts[i];
        let compoundOk = !isStopword(first);
        let allHyphens = true;
        for (let n = 1; n <= compiled.maxGram && i + n <= parts.length; n += 1) {
            const piece = parts[i + n - 1];
            joined += piece;
            if (piece.length < 2)
                compoundOk = false;
            if (n > 1 && !hyphenBefore[i + n - 1])
                allHyphens = false;
            const joinable = (entryParts) => entryParts >= n || compoundOk || allHyphens;
            for (const lookup of compiled.exact.get(joined) ?? []) {
                if (joinable(lookup.parts))
                    addHit(lookup, i, i + n, false);
            }
            for (const lookup of compiled.stemmed.get(n === 1 ? stemOf(joined) : stem(joined)) ?? []) {
                if (joinable(lookup.parts))
                    addHit(lookup, i, i + n, true);
            }
            for (const name of compiled.names.get(joined) ?? []) {
                if (!joinable(name.parts))
                    continue;
                if (name.kind === 'own')
                    ownName[name.cluster] = 1;
                else
                    commandName[name.cluster] = 1;
            }
            // Stemming only changes the end of a word, so a run that is no key's proper prefix cannot
            // grow into a key.
            if (!compiled.prefixes.has(joined))
                break;
        }
    }
    const encoded = encodeParts(parts, compiled.vocabulary);
    const present = new Set();
    let hasDigits = false;
    for (let i = 0; i < encoded.ids.length; i += 1) {
        const id = encoded.ids[i];
        if (id >= 0)
            present.add(id);
        if (encoded.digits[i] === 1)
            hasDigits = true;
    }
    const templateInput = { encoded, present, hasDigits };
    // The leading content word, when it names a command (`review the docs` → review).
    const lead = parts.find((p) => !isStopword(p));
    const leadCommand = lead !== undefined && compiled.commands.has(lead) ? lead : null;
    const scored = [];
    compiled.clusters.forEach((cluster, index) => {
        const result = scoreCluster(cluster, hits[index] ?? [], templateInput, {
            ownName: ownName[index] === 1,
            commandName: commandName[index] === 1,
            conflictingLead: leadCommand !== null && leadCommand !== cluster.command,
        });
        if (result.score <= 0)
            return;
        scored.push({
            candidate: {
                source: cluster.source,
                key: cluster.key,
                command: cluster.command,
                flags: [...cluster.flags],
                confidence: result.score,
                order: cluster.order,
                evidence: {
                    keywordScore: result.keywordScore,
                    templateScore: result.templateScore,
                    exactNameBonus: result.exactNameBonus,
                    commandConflict: result.commandConflict,
                    keywords: result.keywords,
                    template: result.template,
                },
            },
            // Rule 2's "exact command name": the route's own name, the intent's command.
            commandMentioned: cluster.source === 'command_routes' ? ownName[index] === 1 || commandName[index] === 1 : commandName[index] === 1,
        });
    });
    if (scored.length === 0)
        return EMPTY;
    const negated = parts.some((p) => NEGATION_CUES.has(p));
    const candidates = rankCandidates(scored).map((s) => s.candidate);
    if (negated) {
        for (const c of candidates)
            c.confidence = Math.min(c.confidence, NEGATED_CAP);
    }
    const best = candidates[0];
    const confidence = round6(best.confidence);
    const tier = tierOf(confidence);
    return {
        tier,
        confidence,
        command: tier === 'LOW' ? null : best.command,
        flags: tier === 'LOW' ? [] : [...best.flags],
        candidates,
    };
}
/**
 * §7.3 cross-command detection: a HIGH result whose command differs from the command the user
 * typed (`build`, `/legion:build`, `legion:build`) → the matched command; otherwise null.
 */
function crossCommand(result, typedCommand) {
    if (result.tier !== 'HIGH' || result.command === null)
        return null;
    let typed = typedCommand.trim().toLowerCase();
    if (typed.startsWith('/'))
        typed = typed.slice(1);
    if (typed.startsWith('legion:'))
        typed = typed.slice('legion:'.length);
    return result.command !== typed ? result.command : null;
}

;// CONCATENATED MODULE: ./src/core/state/lifecycle-position.ts
/**
 * §8.2 detectLifecyclePosition — the rules in the spec's exact order. The order matters:
 * "executed, pending review" must be needs_review (checked before "complete"), and
 * `phase === totalPhases` with "complete" is a milestone before it is a phase. Missing numbers
 * count as 0, as in the spec, so a STATE.md whose status says "complete" but that has no
 * `Phase: N of M` line is milestone_complete (0 === 0). A STATE.md with neither phase nor status
 * is 'unknown'; only a missing file is 'no_project'.
 */
const LIFECYCLE_POSITIONS = (/* unused pure expression or super */ null && ([
    'no_project',
    'just_started',
    'milestone_complete',
    'building',
    'planned_not_built',
    'needs_review',
    'review_in_progress',
    'review_failed',
    'phase_complete',
    'unknown',
]));
function detectLifecyclePosition(state) {
    if (!state || state.exists !== true)
        return 'no_project';
    const status = typeof state.status === 'string' ? state.status.toLowerCase() : '';
    const phase = typeof state.phase === 'number' && state.phase ? state.phase : 0;
    const totalPhases = typeof state.totalPhases === 'number' && state.totalPhases ? state.totalPhases : 0;
    if (phase === 1 && status.includes('initialized'))
        return 'just_started';
    if (phase === totalPhases && status.includes('complete'))
        return 'milestone_complete';
    if (status.includes('executing') || status.includes('in progress'))
        return 'building';
    if (status.includes('planned'))
        return 'planned_not_built';
    if (status.includes('pending review') ||
        status.includes('built') ||
        status.includes('executed')) {
        return 'needs_review';
    }
    if (status.includes('reviewing'))
        return 'review_in_progress';
    if (status.includes('needs work') || status.includes('rework'))
        return 'review_failed';
    if (status.includes('complete'))
        return 'phase_complete';
    return 'unknown';
}

// EXTERNAL MODULE: ./src/core/text/lines-outside-fences.ts
var lines_outside_fences = __webpack_require__(7317);
;// CONCATENATED MODULE: ./src/core/state/parse-state-md.ts
/**
 * §8.1 parseStateMd — STATE.md text → structured position data. Pure: takes the file's text
 * (`undefined` when the file does not exist), never a path, and never throws.
 *
 * Accepted forms (key names case-insensitive, CRLF/CR line ends, leading UTF-8 BOM):
 *
 *   Phase: 1 of 2                      (spec form, dry-run fixtures)
 *   - **Phase**: 12 of 12 (complete)   (real Legion STATE.md / state template)
 *   **Phase:** 3 of 5                  (colon inside the emphasis)
 *   * __Status__: Executing            (any list marker `-`, `*`, `+`; `**`, `__`, `*`, `_`)
 *   Status: planned / Last Activity: … / Next Action: … / Milestone: …
 *   ## Next Action                     (heading; the value is the next non-empty line)
 *
 * `Current Phase` is read as `Phase`. A phase value is `N` or `N of M`; when `M` is not a number
 * (the template's `0 of {total_phases}`) only `phase` is set. Numbers longer than 9 digits are
 * ignored.
 *
 * Differences from the spec's line regexes, on purpose:
 *   - The FIRST occurrence of a key wins. The current-position block comes first in every Legion
 *     STATE.md; later matches are history (session logs), which the spec's "last wins" loop would
 *     pick up.
 *   - Lines inside fenced code blocks (``` / ~~~) are skipped: they are examples, not state.
 *
 * Bounds (untrusted repository text): only the first MAX_STATE_CHARS (1 MiB) of the file and the
 * first MAX_LINE_CHARS (4 KiB) of each line are considered. Every pattern is anchored with
 * bounded quantifiers, so matching is linear in the line length.
 */

const MAX_STATE_CHARS = 1_048_576;
const MAX_LINE_CHARS = 4_096;
const KEYS = {
    phase: 'phase',
    'current phase': 'phase',
    status: 'status',
    'last activity': 'lastActivity',
    'next action': 'nextAction',
    milestone: 'milestone',
};
/**
 * `[indent][list marker][emphasis]Key[emphasis]:[emphasis] value`. The key is letters and spaces
 * (≤ 30 chars); each group is bounded, so backtracking is bounded by a constant per position and
 * the match is anchored at the line start.
 */
const KEY_LINE = /^[ \t]{0,12}(?:[-*+][ \t]{1,8})?(?:\*\*|__|\*|_)?([A-Za-z][A-Za-z ]{0,29}?)[ \t]{0,4}(?:\*\*|__|\*|_)?:(?:\*\*|__|\*|_)?[ \t]*(.*)$/;
/** `## Next Action` (ATX heading, any level, optional closing #s). */
const NEXT_ACTION_HEADING = /^[ \t]{0,3}#{1,6}[ \t]+next[ \t]+action[ \t]*#*[ \t]*$/i;
const ANY_HEADING = /^[ \t]{0,3}#{1,6}(?:[ \t]|$)/;
const PHASE_VALUE = /^(\d{1,9})(?!\d)(?:[ \t]+of[ \t]+(\d{1,9})(?!\d))?/i;
/** Split into bounded lines, BOM stripped. */
function parseStateMd(text) {
    if (typeof text !== 'string')
        return { exists: false };
    const result = { exists: true };
    try {
        let awaitingNextAction = false;
        for (const line of (0,lines_outside_fences/* linesOutsideFences */.Z)((0,lines_outside_fences/* boundedLines */.f)(text, MAX_STATE_CHARS, MAX_LINE_CHARS))) {
            const trimmed = line.trim();
            if (awaitingNextAction) {
                if (trimmed === '')
                    continue;
                awaitingNextAction = false;
                if (!ANY_HEADING.test(line) && result.nextAction === undefined) {
                    result.nextAction = trimmed;
                    continue;
                }
            }
            if (trimmed === '')
                continue;
            if (NEXT_ACTION_HEADING.test(line)) {
                awaitingNextAction = result.nextAction === undefined;
                continue;
            }
            const m = KEY_LINE.exec(line);
            if (!m)
                continue;
            const keyName = m[1].trim().replace(/ {2,}/g, ' ').toLowerCase();
            const key = Object.prototype.hasOwnProperty.call(KEYS, keyName) ? KEYS[keyName] : undefined;
            if (key === undefined)
                continue;
            const value = (m[2] ?? '').trim();
            if (value === '')
                continue;
            switch (key) {
                case 'phase': {
                    if (result.phase !== undefined)
                        break;
                    const pm = PHASE_VALUE.exec(value);
                    if (!pm)
                        break;
                    result.phase = Number.parseInt(pm[1], 10);
                    if (pm[2] !== undefined)
                        result.totalPhases = Number.parseInt(pm[2], 10);
                    break;
                }
                case 'status':
                    if (result.status === undefined)
                        result.status = value.toLowerCase();
                    break;
                case 'lastActivity':
                    if (result.lastActivity === undefined)
                        result.lastActivity = value;
                    break;
                case 'nextAction':
                    if (result.nextAction === undefined)
                        result.nextAction = value;
                    break;
                case 'milestone':
                    if (result.milestone === undefined)
                        result.milestone = value;
                    break;
            }
        }
    }
    catch {
        // Defensive: nothing above is expected to throw; keep whatever was parsed.
    }
    return result;
}

;// CONCATENATED MODULE: ./src/core/state/parse-roadmap.ts
/**
 * ROADMAP.md text → phase list, for `{phase_name}` (§8.3) and phase labels. Pure, never throws.
 *
 * Accepted forms (case-insensitive `Phase`, CRLF/CR, leading BOM):
 *
 *   ### Phase 3: Control Modes            (heading, any level 1–6)
 *   - [x] Phase 3: Control Modes (3 plans) (checklist; `[x]`/`[X]` → complete, `[ ]` → not)
 *   - [ ] **Phase 3: Control Modes**       (emphasis around the entry)
 *
 * Separators after the number: `:`, `-`, `–`, `—`. Only integer phase numbers are read
 * (`Phase 2.1` is skipped). A name from a heading wins over the checklist's; a trailing
 * `(N plans)` note is dropped from checklist names. Phases come back sorted by number, one per
 * number. Fenced code blocks are skipped. Bounds as for STATE.md: first 1 MiB of the file, first
 * 4 KiB of each line; all patterns anchored with bounded quantifiers.
 */


const HEADING_PHASE = /^[ \t]{0,3}#{1,6}[ \t]+(?:\*\*|__)?phase[ \t]+(\d{1,9})[ \t]*[:\-\u2013\u2014][ \t]*(.*)$/i;
const CHECKLIST_PHASE = /^[ \t]{0,12}[-*+][ \t]{1,8}\[([ xX])\][ \t]{1,8}(?:\*\*|__)?phase[ \t]+(\d{1,9})[ \t]*[:\-\u2013\u2014][ \t]*(.*)$/i;
/** `(3 plans)` / `(1 plan, done)`, tested on the suffix from the last `(` only (anchored). */
const PLANS_NOTE = /^\([ \t]*\d{1,6}[ \t]+plans?\b[^()]{0,200}\)$/i;
const MAX_NAME_CHARS = 200;
function stripTrailingEmphasis(name) {
    let out = name;
    while (out.endsWith('**') || out.endsWith('__'))
        out = out.slice(0, -2).trimEnd();
    return out;
}
function cleanName(raw, dropPlansNote) {
    let name = stripTrailingEmphasis(raw.trim());
    // Closing hashes of an ATX heading (`### Phase 1: Foo ###`).
    let end = name.length;
    while (end > 0 && name[end - 1] === '#')
        end--;
    if (end < name.length && (end === 0 || name[end - 1] === ' ' || name[end - 1] === '\t')) {
        name = name.slice(0, end).trimEnd();
    }
    if (dropPlansNote) {
        const open = name.lastIndexOf('(');
        if (open >= 0 && PLANS_NOTE.test(name.slice(open)))
            name = name.slice(0, open).trimEnd();
    }
    name = stripTrailingEmphasis(name);
    return name.length > MAX_NAME_CHARS ? name.slice(0, MAX_NAME_CHARS) : name;
}
function parseRoadmap(text) {
    if (typeof text !== 'string')
        return { phases: [] };
    const byNumber = new Map();
    try {
        for (const line of (0,lines_outside_fences/* linesOutsideFences */.Z)((0,lines_outside_fences/* boundedLines */.f)(text, MAX_STATE_CHARS, MAX_LINE_CHARS))) {
            const heading = HEADING_PHASE.exec(line);
            if (heading) {
                const n = Number.parseInt(heading[1], 10);
                const entry = byNumber.get(n) ?? {};
                const name = cleanName(heading[2] ?? '', false);
                if (entry.headingName === undefined && name !== '')
                    entry.headingName = name;
                byNumber.set(n, entry);
                continue;
            }
            const item = CHECKLIST_PHASE.exec(line);
            if (item) {
                const n = Number.parseInt(item[2], 10);
                const entry = byNumber.get(n) ?? {};
                if (entry.complete === undefined)
                    entry.complete = item[1] !== ' ';
                const name = cleanName(item[3] ?? '', true);
                if (entry.name === undefined && name !== '')
                    entry.name = name;
                byNumber.set(n, entry);
            }
        }
    }
    catch {
        // Defensive: keep what was parsed.
    }
    const phases = [...byNumber.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([number, e]) => {
        const phase = { number, name: e.headingName ?? e.name ?? '' };
        if (e.complete !== undefined)
            phase.complete = e.complete;
        return phase;
    });
    return { phases };
}
/** Name of phase `n`, or undefined when the roadmap does not name it. */
function phaseName(roadmap, n) {
    if (typeof n !== 'number' || !roadmap || !Array.isArray(roadmap.phases))
        return undefined;
    const found = roadmap.phases.find((p) => p.number === n);
    return found && found.name !== '' ? found.name : undefined;
}

;// CONCATENATED MODULE: ./src/core/state/context-suggestions.ts
/**
 * §8.1/§8.3/§8.4 getContextSuggestions — STATE.md + ROADMAP.md text + `context_rules` →
 * lifecycle position and ranked next commands. Pure and total: it never throws and always
 * returns at least one suggestion (§8.4 key invariant).
 *
 * Degradation (§8.4):
 *   - STATE.md missing                     → position 'no_project' (rule `no_project`)
 *   - STATE.md without parseable fields    → position 'unknown' (rule `unknown`)
 *   - context_rules missing / not a map    → DEFAULT_SUGGESTIONS (/legion:status, /legion:start)
 *   - no usable rule for the position      → DEFAULT_SUGGESTIONS
 *   - anything unexpected                  → ERROR_SUGGESTIONS (/legion:start, /legion:status)
 *
 * A rule is "usable" when `suggestions` is a non-empty array with at least one entry whose
 * `command` is a non-empty string (the spec's `!positionRules.suggestions` test, extended to the
 * empty array, which would otherwise break the non-empty invariant). Malformed entries are
 * skipped; priorities are 1.. over the kept entries.
 *
 * Interpolation (§8.3): `{phase}` → phase || '?', `{phase_name}` → ROADMAP name ||
 * 'current phase', `{next_phase}` → (phase || 0) + 1. It is applied to description, reason AND
 * command (our config writes `/legion:plan {next_phase}`), in a single pass, so a placeholder
 * inside a substituted value (a phase name containing `{phase}`) is never expanded again.
 */



/** §8.3 fallback when context_rules is missing or has no rule for the position. */
const DEFAULT_SUGGESTIONS = Object.freeze([
    Object.freeze({
        command: '/legion:status',
        description: 'Check project status',
        priority: 1,
        reason: 'Default orientation action',
    }),
    Object.freeze({
        command: '/legion:start',
        description: 'Initialize a project',
        priority: 2,
        reason: 'Start here if no project exists',
    }),
]);
/** §8.1 catch-path response. */
const ERROR_SUGGESTIONS = Object.freeze([
    Object.freeze({
        command: '/legion:start',
        description: 'Initialize a new project',
        priority: 1,
        reason: 'Unable to read project state',
    }),
    Object.freeze({
        command: '/legion:status',
        description: 'Check project status',
        priority: 2,
        reason: 'Retry after resolving state issues',
    }),
]);
/** Bound on suggestions taken from one rule (config is committed text). */
const MAX_SUGGESTIONS_PER_RULE = 10;
const PLACEHOLDER = /\{(phase|phase_name|next_phase)\}/g;
/** §8.3 interpolate: single pass over `{phase}`, `{phase_name}`, `{next_phase}`. */
function interpolate(template, data) {
    if (typeof template !== 'string' || template === '')
        return '';
    const phase = typeof data.phase === 'number' && data.phase ? data.phase : 0;
    return template.replace(PLACEHOLDER, (_match, name) => {
        if (name === 'phase')
            return phase ? String(phase) : '?';
        if (name === 'phase_name')
            return data.phaseName ? data.phaseName : 'current phase';
        return String(phase + 1);
    });
}
function copyDefaults(list) {
    return list.map((s) => ({ ...s }));
}
function context_suggestions_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** §8.3 mapPositionToSuggestions, over untrusted rule data. */
function mapPositionToSuggestions(position, data, contextRules) {
    if (!context_suggestions_isRecord(contextRules) || !Object.prototype.hasOwnProperty.call(contextRules, position)) {
        return copyDefaults(DEFAULT_SUGGESTIONS);
    }
    const rule = contextRules[position];
    const list = context_suggestions_isRecord(rule) ? rule['suggestions'] : undefined;
    if (!Array.isArray(list))
        return copyDefaults(DEFAULT_SUGGESTIONS);
    const out = [];
    for (const entry of list) {
        if (out.length >= MAX_SUGGESTIONS_PER_RULE)
            break;
        if (!context_suggestions_isRecord(entry))
            continue;
        const command = interpolate(entry['command'], data).trim();
        if (command === '')
            continue;
        out.push({
            command,
            description: interpolate(entry['description'], data),
            priority: out.length + 1,
            reason: interpolate(entry['reason'], data),
        });
    }
    return out.length > 0 ? out : copyDefaults(DEFAULT_SUGGESTIONS);
}
function getContextSuggestions(stateText, roadmapText, contextRules) {
    try {
        const state = parseStateMd(stateText);
        const position = detectLifecyclePosition(state);
        const name = phaseName(parseRoadmap(roadmapText), state.phase);
        const data = {};
        if (state.phase !== undefined)
            data.phase = state.phase;
        if (name !== undefined)
            data.phaseName = name;
        const result = {
            position,
            currentPosition: {
                phase: state.phase || null,
                status: state.status || 'unknown',
                lastActivity: state.lastActivity || null,
            },
            suggestions: mapPositionToSuggestions(position, data, contextRules),
            rawState: state,
        };
        if (name !== undefined)
            result.phaseName = name;
        return result;
    }
    catch {
        return {
            position: 'unknown',
            currentPosition: { phase: null, status: 'unknown', lastActivity: null },
            suggestions: copyDefaults(ERROR_SUGGESTIONS),
            rawState: { exists: false },
        };
    }
}

;// CONCATENATED MODULE: ./src/core/state/suggestion-command.ts
/**
 * Turn a suggestion's Legion command (`/legion:plan 13`, as written in context_rules) into the CI
 * form people type in a comment (`/legion plan 13`), or into a RouteRequest-like object for
 * `/legion continue`.
 *
 * The command comes from committed config text, so it is treated as untrusted: it must be
 * `/legion:<word>` with `<word>` made of `[a-z0-9-]` (lower case only), followed by at most
 * MAX_SUGGESTION_TOKENS tokens, each either a flag `--name` / `--name=value` (`[a-z0-9-]` names,
 * `[A-Za-z0-9._-]` values) or a plain word of `[A-Za-z0-9._-]`. Anything else — markdown,
 * backticks, `@mentions`, leftover `{placeholders}`, other prefixes — is rejected as a whole:
 * `toCiCommand` returns '' and `suggestionToRequest` returns null. Neither throws.
 */
const LEGION_PREFIX = '/legion:';
const MAX_SUGGESTION_CHARS = 256;
const MAX_SUGGESTION_TOKENS = 16;
const COMMAND_WORD = /^[a-z0-9][a-z0-9-]{0,63}$/;
const FLAG_TOKEN = /^--[a-z0-9][a-z0-9-]{0,63}(?:=[A-Za-z0-9._-]{1,64})?$/;
const PLAIN_TOKEN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const PHASE_TOKEN = /^\d{1,9}$/;
function parseSuggestion(legionCommand) {
    if (typeof legionCommand !== 'string')
        return null;
    const trimmed = legionCommand.trim();
    if (trimmed.length > MAX_SUGGESTION_CHARS || !trimmed.startsWith(LEGION_PREFIX))
        return null;
    const tokens = trimmed.slice(LEGION_PREFIX.length).split(/[ \t]+/);
    const word = tokens[0] ?? '';
    if (!COMMAND_WORD.test(word))
        return null;
    const args = tokens.slice(1);
    if (args.length > MAX_SUGGESTION_TOKENS)
        return null;
    for (const arg of args) {
        if (!FLAG_TOKEN.test(arg) && !PLAIN_TOKEN.test(arg))
            return null;
    }
    return { word, args };
}
/**
 * `/legion:plan 13` → `/legion plan 13` (trigger `/legion`); '' when the command is not a safe
 * Legion command. An empty or non-string trigger means `/legion`.
 */
function toCiCommand(legionCommand, trigger) {
    const parsed = parseSuggestion(legionCommand);
    if (!parsed)
        return '';
    const prefix = typeof trigger === 'string' && trigger.trim() !== '' ? trigger.trim() : '/legion';
    return [prefix, parsed.word, ...parsed.args].join(' ');
}
/** `/legion:plan 13` → `{ command: 'plan', phase: '13', flagTokens: [], text: '' }`; null if unsafe. */
function suggestionToRequest(legionCommand) {
    const parsed = parseSuggestion(legionCommand);
    if (!parsed)
        return null;
    const request = { command: parsed.word, flagTokens: [], text: '' };
    const words = [];
    for (const arg of parsed.args) {
        if (arg.startsWith('--'))
            request.flagTokens.push(arg);
        else if (request.phase === undefined && PHASE_TOKEN.test(arg))
            request.phase = arg;
        else
            words.push(arg);
    }
    request.text = words.join(' ');
    return request;
}

;// CONCATENATED MODULE: ./src/core/text/levenshtein.ts
/**
 * Levenshtein distance with an upper bound: returns `limit + 1` as soon as the distance is known
 * to exceed `limit`, so comparing a 4 KiB token against every flag stays cheap.
 */
function boundedLevenshtein(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit)
        return limit + 1;
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
            const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            current.push(value);
            if (value < rowMin)
                rowMin = value;
        }
        if (rowMin > limit)
            return limit + 1;
        previous = current;
    }
    return previous[b.length];
}
/** The closest candidate within `limit` edits (first in list order on ties), or null. */
function closestMatch(word, candidates, limit = 2) {
    let best = null;
    let bestDistance = limit + 1;
    for (const candidate of candidates) {
        const distance = boundedLevenshtein(word, candidate, limit);
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}

;// CONCATENATED MODULE: ./src/core/intent/parse-flags.ts



const TRUE_VALUES = new Set(['', 'true', '1', 'yes', 'on']);
const FALSE_VALUES = new Set(['false', '0', 'no', 'off']);
const MAX_SHOWN_TOKEN = 64;
function shown(token) {
    return token.length > MAX_SHOWN_TOKEN ? `${token.slice(0, MAX_SHOWN_TOKEN)}…` : token;
}
function splitToken(token) {
    const lower = token.toLowerCase();
    const equals = lower.indexOf('=');
    if (equals === -1)
        return { name: lower, value: undefined };
    return { name: lower.slice(0, equals), value: lower.slice(equals + 1) };
}
function booleanValue(value) {
    if (value === undefined)
        return true;
    const v = value;
    if (v === '')
        return undefined; // `--x=` with nothing after it is a typo, not "on"
    if (TRUE_VALUES.has(v))
        return true;
    if (FALSE_VALUES.has(v))
        return false;
    return undefined;
}
function emptyParsedFlags() {
    return {
        rawFlags: [],
        intents: [],
        filters: { skipFrontend: false, skipBackend: false },
        primaryIntent: null,
        hasConflicts: false,
        dryRun: false,
        unsafeUnknownFlags: false,
        unknownAccepted: [],
        disabled: [],
    };
}
/**
 * §1 parseIntentFlags, strict. Rules: `--x` and `--x=true` turn a flag on, `--x=false` turns it
 * off; names are case-insensitive; duplicates keep the first occurrence; unknown `--` flags fail
 * with a Levenshtein ≤ 2 suggestion unless `--unsafe-unknown-flags` is given explicitly.
 */
function parseIntentFlags(tokens, config) {
    const parsed = emptyParsedFlags();
    const errors = [];
    const notes = [];
    const intentByFlag = flagToIntentMap(config);
    const allFlags = validFlags(config);
    // The first occurrence decides, like every other flag (`=false` then a bare one stays strict).
    const unsafeToken = tokens.find((token) => splitToken(token).name === '--unsafe-unknown-flags');
    parsed.unsafeUnknownFlags = unsafeToken !== undefined && booleanValue(splitToken(unsafeToken).value) === true;
    const seen = new Set();
    for (const token of tokens) {
        const { name, value } = splitToken(token);
        if (seen.has(name)) {
            notes.push({
                code: error_codes/* InfoCode */.eS.DUPLICATE_FLAG,
                severity: 'info',
                message: `Duplicate flag ${shown(token)} ignored: the first occurrence of ${shown(name)} wins.`,
            });
            continue;
        }
        seen.add(name);
        if (name === '--phase') {
            if (value === undefined || !/^\d{1,4}$/.test(value)) {
                errors.push({
                    code: error_codes/* ErrorCode */.O4.INVALID_FLAG_VALUE,
                    severity: 'blocker',
                    message: `Invalid value for --phase: ${value === undefined ? 'no value' : `'${shown(value)}'`}. Use --phase=N with a phase number, e.g. --phase=3.`,
                });
            }
            else {
                parsed.phase = String(Number(value));
            }
            continue;
        }
        if (name === '--sha') {
            if (value === undefined || !/^[0-9a-fA-F]{7,40}$/.test(value)) {
                errors.push({
                    code: error_codes/* ErrorCode */.O4.INVALID_FLAG_VALUE,
                    severity: 'blocker',
                    message: `Invalid value for --sha: ${value === undefined ? 'no value' : `'${shown(value)}'`}. Use --sha=<7 to 40 hex digits> naming the pull request's head commit.`,
                });
            }
            else {
                parsed.sha = value.toLowerCase();
            }
            continue;
        }
        const known = intentByFlag.has(name) || name === '--dry-run' || name === '--unsafe-unknown-flags' || name === '--rerun';
        if (!known) {
            if (parsed.unsafeUnknownFlags) {
                parsed.unknownAccepted.push(shown(name));
                notes.push({
                    code: error_codes/* WarningCode */.qN.UNKNOWN_FLAG_ACCEPTED,
                    severity: 'info',
                    message: `Unknown flag ${shown(name)} accepted because --unsafe-unknown-flags was given; it has no effect.`,
                });
                continue;
            }
            const suggestion = closestMatch(name, allFlags, 2);
            errors.push({
                code: error_codes/* ErrorCode */.O4.UNKNOWN_FLAG,
                severity: 'blocker',
                message: suggestion
                    ? `Unknown flag: ${shown(name)}. Did you mean ${suggestion}?`
                    : `Unknown flag: ${shown(name)}. Valid flags: ${allFlags.join(', ')}`,
                hint: suggestion ? `Use ${suggestion}.` : 'Use one of the valid flags, or pass --unsafe-unknown-flags to let unknown flags through.',
            });
            continue;
        }
        const on = booleanValue(value);
        if (on === undefined) {
            errors.push({
                code: error_codes/* ErrorCode */.O4.INVALID_FLAG_VALUE,
                severity: 'blocker',
                message: `Invalid value for ${name}: '${shown(value ?? '')}'. Use ${name} to turn it on or ${name}=false to turn it off.`,
            });
            continue;
        }
        if (!on) {
            parsed.disabled.push(name);
            continue;
        }
        if (name === '--dry-run') {
            parsed.dryRun = true;
            continue;
        }
        if (name === '--rerun') {
            parsed.rerun = true;
            continue;
        }
        if (name === '--unsafe-unknown-flags')
            continue;
        const intent = intentByFlag.get(name);
        parsed.rawFlags.push(name);
        parsed.intents.push(intent);
        if (intent === 'skip-frontend')
            parsed.filters.skipFrontend = true;
        if (intent === 'skip-backend')
            parsed.filters.skipBackend = true;
    }
    const primaryCandidates = parsed.intents.filter((intent) => isJustIntent(intent, config));
    parsed.hasConflicts = primaryCandidates.length > 1;
    parsed.primaryIntent = primaryCandidates[0] ?? parsed.intents[0] ?? null;
    return { parsed, errors, notes };
}
/** An intent typed as `--just-…` (a primary intent) rather than a `--skip-…` filter. */
function isJustIntent(intent, config) {
    for (const [flag, key] of flagToIntentMap(config)) {
        if (key === intent)
            return !flag.startsWith('--skip-');
    }
    return false;
}

;// CONCATENATED MODULE: ./src/core/intent/validate-flags.ts

function pairKey(a, b) {
    return [a, b].sort().join('\u0000');
}
/**
 * §2 validateFlagCombination. Rules come from the config's `validation:` section
 * (mutual_exclusion, requires_command, allowed_combinations) plus the built-in checks: one
 * primary intent at most, not both skips, not document with skip-frontend. A built-in check is
 * silent when a config rule already reported the same pair, so a problem is reported once.
 */
function validateFlagCombination(flags, command, config, trigger = '/legion') {
    const errors = [];
    const suggestions = [];
    const active = new Set(flags.intents);
    const reportedPairs = new Set();
    const flagOf = (intent) => intentFlagName(intent, config.intents[intent]);
    const add = (list, text) => {
        if (!list.includes(text))
            list.push(text);
    };
    for (const rule of config.validation.mutual_exclusion) {
        if (rule.flags.length === 0 || !rule.flags.every((flag) => active.has(flag)))
            continue;
        add(errors, rule.error);
        for (let i = 0; i < rule.flags.length; i++) {
            for (let j = i + 1; j < rule.flags.length; j++)
                reportedPairs.add(pairKey(rule.flags[i], rule.flags[j]));
        }
        if (rule.flags.length === 2)
            add(suggestions, `Use only ${flagOf(rule.flags[0])} for this operation`);
    }
    for (const rule of config.validation.requires_command) {
        if (!active.has(rule.flag) || rule.commands.includes(command))
            continue;
        add(errors, `${rule.error} (used with ${command || 'no command'})`);
        if (rule.commands.length === 1)
            add(suggestions, `Use ${trigger} ${rule.commands[0]} ${flagOf(rule.flag)} instead`);
        else
            add(suggestions, `Use ${flagOf(rule.flag)} with one of: ${rule.commands.map((c) => `${trigger} ${c}`).join(', ')}`);
    }
    for (const rule of config.validation.allowed_combinations) {
        for (const owner of rule.flags) {
            if (!active.has(owner))
                continue;
            for (const other of active) {
                if (other === owner || rule.allows.includes(other) || rule.flags.includes(other))
                    continue;
                const key = pairKey(owner, other);
                if (reportedPairs.has(key))
                    continue;
                reportedPairs.add(key);
                add(errors, `${flagOf(owner)} cannot be combined with ${flagOf(other)}.`);
                add(suggestions, `Use ${flagOf(owner)} alone`);
            }
        }
    }
    const primaries = flags.intents.filter((intent) => !flagOf(intent).startsWith('--skip-'));
    if (primaries.length > 1) {
        const unreported = primaries.some((a, i) => primaries.slice(i + 1).some((b) => !reportedPairs.has(pairKey(a, b))));
        if (unreported) {
            add(errors, `Only one --just-* intent can be used at a time (got ${primaries.map(flagOf).join(', ')}).`);
            add(suggestions, `Use only ${flagOf(primaries[0])} for this operation`);
        }
    }
    if (flags.filters.skipFrontend && flags.filters.skipBackend && !reportedPairs.has(pairKey('skip-frontend', 'skip-backend'))) {
        add(errors, 'Cannot skip both frontend and backend — nothing to build.');
        add(suggestions, 'Remove one skip flag to proceed');
    }
    if (active.has('document') && flags.filters.skipFrontend && !reportedPairs.has(pairKey('document', 'skip-frontend'))) {
        add(errors, '--just-document already excludes implementation; --skip-frontend is redundant.');
        add(suggestions, 'Use --just-document alone');
    }
    return { valid: errors.length === 0, errors, suggestions };
}
/** The §2 error format, shown in the step log, the job summary and the reply comment. */
function formatValidationFailure(errors, suggestions) {
    const lines = ['❌ Intent Validation Failed', '', 'Errors:'];
    errors.forEach((error, index) => lines.push(`${index + 1}. ${error}`));
    if (suggestions.length > 0) {
        lines.push('', 'Suggestions:');
        for (const suggestion of suggestions)
            lines.push(`- ${suggestion}`);
    }
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/core/intent/resolve-intent.ts
/**
 * The intent stage: a request, read against the repository's config and state, becomes an intent
 * (which route kind runs, with which command, flags and phase) or a rejection (unknown flag,
 * invalid combination, unclear natural language, nothing to continue). Pure: the caller passes
 * the config and the texts of STATE.md and ROADMAP.md.
 *
 * Order of the rules:
 *  1. aliases (`next` → `continue`); an unknown command word becomes free text;
 *  2. flags (unknown flag → E010 with "did you mean"; bad value → E011);
 *  3. free text: without a command, natural language must reach HIGH to route (else E002 with the
 *     exact commands to type, or E013 for a mistyped command word); after a command, text that
 *     matches another command is E002 (cross-command), text that adds an intent of the same
 *     command adds its flag, anything else is kept as a note;
 *  4. no command: the primary intent's command, else `status`;
 *  5. `status` and `continue` resolve from STATE.md (continue routes the top suggestion as if typed);
 *  6. the flag combination is validated for the command (E012);
 *  7. the route kind follows from the command and the primary intent's execution mode.
 */








/** Commands legion-router routes; `next` is an alias of `continue`. */
const COMMANDS = ['build', 'review', 'plan', 'status', 'continue', 'start', 'quick', 'advise', 'explore'];
const ALIASES = { next: 'continue' };
/** The flags that are on, as the outputs show them. */
function shownFlags(flags) {
    return [...flags.parsed.rawFlags, ...(flags.parsed.dryRun ? ['--dry-run'] : []), ...(flags.parsed.rerun ? ['--rerun'] : [])];
}
function isKnownCommand(command, config) {
    return COMMANDS.includes(command) || Object.hasOwn(config.command_routes, command);
}
function emptyReport(request) {
    return { source: request.source, ...(request.actor ? { actor: request.actor } : {}), confidence: 0, notes: [], diagnostics: [], suggestions: [] };
}
function rejection(report, code, message, command = '', extra = []) {
    const rejected = { ...report, diagnostics: [...report.diagnostics, ...extra], code, message, command };
    return { ok: false, rejection: rejected };
}
function flagFailure(report, flags, command) {
    const first = flags.errors[0];
    const hints = flags.errors.map((e) => e.hint).filter((h) => typeof h === 'string');
    return rejection({ ...report, confidence: 0 }, first.code, formatValidationFailure(flags.errors.map((e) => e.message), [...new Set(hints)]), command);
}
function contextOf(context) {
    return getContextSuggestions(context.stateText, context.roadmapText, context.config.context_rules);
}
function ciSuggestions(suggestions, trigger) {
    return suggestions.suggestions
        .map((s) => ({ command: toCiCommand(s.command, trigger), description: s.description, reason: s.reason, priority: s.priority }))
        .filter((s) => s.command !== '');
}
function withPosition(report, suggestions, trigger) {
    return {
        ...report,
        position: { name: suggestions.position, phase: suggestions.currentPosition.phase, status: suggestions.currentPosition.status },
        suggestions: ciSuggestions(suggestions, trigger),
    };
}
function nlOutcome(text, nl, trigger) {
    return {
        text: text.slice(0, 200),
        tier: nl.tier,
        confidence: nl.confidence,
        candidates: nl.candidates.slice(0, 3).map((c) => ({ command: [trigger, c.command, ...c.flags].join(' '), confidence: c.confidence })),
    };
}
function unclear(report, nl, text, context) {
    const { trigger } = context;
    const lines = [];
    const candidates = nl.candidates.slice(0, 3).map((c) => [trigger, c.command, ...c.flags].join(' '));
    if (nl.tier === 'MEDIUM') {
        lines.push(`Not sure what "${text.slice(0, 80)}" means (confidence ${nl.confidence.toFixed(2)}). Did you mean:`, '', `    ${candidates[0]}`);
    }
    else if (candidates.length > 0) {
        lines.push(`Could not route "${text.slice(0, 80)}" (confidence ${nl.confidence.toFixed(2)}). Did you mean:`, '');
        candidates.forEach((c, i) => lines.push(`${i + 1}. ${c}`));
    }
    else {
        lines.push(`Could not route "${text.slice(0, 80)}": it matches no command.`);
    }
    let shown = { ...report, confidence: nl.confidence };
    if (nl.tier === 'LOW') {
        const suggestions = contextOf(context);
        shown = withPosition(shown, suggestions, trigger);
        const label = suggestions.currentPosition.phase ? `Phase ${suggestions.currentPosition.phase} (${suggestions.currentPosition.status})` : 'no active project';
        lines.push('', `Based on your current position (${label}):`);
        shown.suggestions.slice(0, 3).forEach((s, i) => lines.push(`${i + 1}. ${s.command} — ${s.description}`));
    }
    lines.push('', 'Type the command exactly as shown to run it.');
    return rejection(shown, error_codes/* ErrorCode */.O4.UNCLEAR_INTENT, lines.join('\n'));
}
function statusMessage(suggestions, shown) {
    const { currentPosition: at } = suggestions;
    return [
        `Position: ${suggestions.position}${at.phase ? ` — phase ${at.phase}${suggestions.phaseName ? ` (${suggestions.phaseName})` : ''}` : ''}, status: ${at.status}`,
        '',
        'Suggested next:',
        ...shown.map((s, i) => `${i + 1}. ${s.command} — ${s.description} (${s.reason})`),
    ].join('\n');
}
function statusIntent(report, flags, context, extraNotes = []) {
    const suggestions = contextOf(context);
    const shown = withPosition(report, suggestions, context.trigger);
    const intent = {
        ...shown,
        notes: [...shown.notes, ...extraNotes],
        kind: 'status',
        command: 'status',
        intent: '',
        mode: 'none',
        flags: flags.parsed,
        shownFlags: shownFlags(flags),
        dryRun: Boolean(context.dryRun) || flags.parsed.dryRun,
        text: '',
        message: statusMessage(suggestions, shown.suggestions),
    };
    return { ok: true, intent };
}
/** Resolve a request into an intent or a rejection. Never throws on user input. */
function resolveIntent(request, context, depth = 0) {
    const { config, trigger } = context;
    let report = emptyReport(request);
    let command = (Object.hasOwn(ALIASES, request.command) ? ALIASES[request.command] : undefined) ?? request.command;
    let text = request.text.trim();
    if (command !== '' && !isKnownCommand(command, config)) {
        text = [command, text].filter(Boolean).join(' ');
        command = '';
    }
    let flagTokens = [...request.flagTokens];
    let flags = parseIntentFlags(flagTokens, config);
    if (flags.errors.length > 0)
        return flagFailure(report, flags, command);
    report = { ...report, confidence: 1 };
    if (text !== '') {
        const nl = parseNaturalLanguage(text, context.naturalLanguage());
        report = { ...report, naturalLanguage: nlOutcome(text, nl, trigger) };
        if (command === '') {
            const words = text.split(/\s+/);
            const near = words.length === 1 ? closestMatch(words[0].toLowerCase(), [...COMMANDS, ...Object.keys(config.command_routes)], 2) : null;
            if (nl.tier !== 'HIGH' && near) {
                return rejection(report, error_codes/* ErrorCode */.O4.UNKNOWN_COMMAND, `Unknown command: ${words[0].slice(0, 40)}. Did you mean ${trigger} ${near}?`);
            }
            if (nl.tier !== 'HIGH')
                return unclear(report, nl, text, context);
            command = nl.command;
            flagTokens = [...flagTokens, ...nl.flags];
            flags = parseIntentFlags(flagTokens, config);
            if (flags.errors.length > 0)
                return flagFailure(report, flags, command);
            report = {
                ...report,
                confidence: nl.confidence,
                notes: [...report.notes, `Natural language "${text.slice(0, 80)}" → ${[trigger, command, ...nl.flags].join(' ')} (HIGH, ${nl.confidence.toFixed(2)}).`],
            };
        }
        else {
            // The typed command is context: "review the code for security" after `review` reads as a
            // security review (same command, with an intent), not as a hardening build elsewhere.
            const withCommand = parseNaturalLanguage(`${command} ${text}`, context.naturalLanguage());
            const sameCommandIntent = withCommand.tier === 'HIGH' && withCommand.command === command && withCommand.flags.length > 0;
            const other = sameCommandIntent ? null : crossCommand(nl, command);
            if (other) {
                const message = `You ran ${trigger} ${command}, but your input "${text.slice(0, 80)}" matches ${trigger} ${other}.\nDid you mean to run ${trigger} ${[other, ...nl.flags].join(' ')} instead?`;
                return rejection({ ...report, confidence: nl.confidence }, error_codes/* ErrorCode */.O4.UNCLEAR_INTENT, message, command, [
                    { code: error_codes/* WarningCode */.qN.CROSS_COMMAND, severity: 'warning', message: message.replace('\n', ' ') },
                ]);
            }
            if (sameCommandIntent) {
                flagTokens = [...flagTokens, ...withCommand.flags];
                flags = parseIntentFlags(flagTokens, config);
                if (flags.errors.length > 0)
                    return flagFailure(report, flags, command);
                report = { ...report, notes: [...report.notes, `Natural language "${text.slice(0, 80)}" added ${withCommand.flags.join(' ')} (HIGH, ${withCommand.confidence.toFixed(2)}).`] };
            }
            else {
                report = { ...report, notes: [...report.notes, `Free text "${text.slice(0, 80)}" did not change the route (natural-language confidence ${nl.tier}).`] };
            }
        }
    }
    if (command === '')
        command = flags.parsed.primaryIntent ? intentCommand(flags.parsed.primaryIntent, config) : 'status';
    report = { ...report, diagnostics: [...report.diagnostics, ...flags.notes] };
    if (command === 'status')
        return statusIntent(report, flags, context);
    if (command === 'continue')
        return continueIntent(request, report, flags, flagTokens, context, depth);
    const validation = validateFlagCombination(flags.parsed, command, config, trigger);
    if (!validation.valid) {
        return rejection(report, error_codes/* ErrorCode */.O4.VALIDATION_FAILED, formatValidationFailure(validation.errors, validation.suggestions), command);
    }
    const primary = flags.parsed.primaryIntent;
    const intentMode = primary ? config.intents[primary]?.mode ?? 'ad_hoc' : 'standard';
    let kind;
    if (command === 'build')
        kind = primary && intentMode === 'ad_hoc' ? 'team' : 'plans';
    else if (command === 'review')
        kind = primary && intentMode === 'filter_review' ? 'filtered-review' : 'review';
    else
        kind = 'command';
    const intent = {
        ...report,
        kind,
        command,
        intent: primary ?? '',
        mode: kind === 'review' && !primary ? 'standard' : intentMode,
        flags: flags.parsed,
        shownFlags: shownFlags(flags),
        dryRun: Boolean(context.dryRun) || flags.parsed.dryRun,
        text,
    };
    const phase = flags.parsed.phase ?? request.phase;
    if (phase !== undefined)
        intent.phaseRequest = phase;
    return { ok: true, intent };
}
function continueIntent(request, report, flags, flagTokens, context, depth) {
    const suggestions = contextOf(context);
    if (suggestions.position === 'no_project') {
        return rejection(withPosition(report, suggestions, context.trigger), error_codes/* ErrorCode */.O4.NO_PROJECT, `Nothing to continue: ${context.planningDir}/STATE.md does not exist.\nStart with ${context.trigger} start, or describe the task: ${context.trigger} <what you want done>.`, 'continue');
    }
    const top = suggestions.suggestions[0];
    const next = top ? suggestionToRequest(top.command) : null;
    if (!top || !next || next.command === 'continue' || next.command === 'next' || depth > 0) {
        return statusIntent(report, flags, context);
    }
    if (!isKnownCommand(next.command, context.config)) {
        // e.g. `/legion:milestone`: a Legion command with no CI route. Say so and show the status.
        return statusIntent(report, flags, context, [
            `continue: the next step for position ${suggestions.position} is ${toCiCommand(top.command, context.trigger) || top.command}, which legion-router does not route in CI; run it where Legion runs.`,
        ]);
    }
    const routed = {
        source: request.source,
        command: next.command,
        flagTokens: [...next.flagTokens, ...flagTokens],
        text: '',
        ...(next.phase ? { phase: next.phase } : {}),
        ...(request.actor ? { actor: request.actor } : {}),
    };
    const resolved = resolveIntent(routed, context, depth + 1);
    const note = `continue: position ${suggestions.position} → top suggestion ${toCiCommand(top.command, context.trigger)} (${top.reason}), routed as if typed.`;
    const shown = withPosition(report, suggestions, context.trigger);
    if (resolved.ok) {
        const { intent } = resolved;
        return {
            ok: true,
            intent: { ...intent, notes: [...shown.notes, note, ...intent.notes], diagnostics: [...shown.diagnostics, ...intent.diagnostics], position: shown.position, suggestions: shown.suggestions },
        };
    }
    const { rejection: rejected } = resolved;
    return {
        ok: false,
        rejection: { ...rejected, notes: [...shown.notes, note, ...rejected.notes], diagnostics: [...shown.diagnostics, ...rejected.diagnostics], position: shown.position, suggestions: shown.suggestions },
    };
}

;// CONCATENATED MODULE: ./src/core/matrix/batch-entries.ts
/** GitHub allows at most 256 jobs per matrix. */
const GITHUB_MATRIX_LIMIT = 256;
/**
 * Split entries into waves, ascending by their numeric `wave`, keeping the entries' order within
 * a wave. When any entry has no numeric `wave` (review, ad_hoc and single-command routes), all
 * entries are one group with wave null: those routes are a single stage.
 */
function groupByWave(entries) {
    if (entries.length === 0)
        return [];
    if (!entries.every((entry) => typeof entry.wave === 'number'))
        return [{ wave: null, entries: [...entries] }];
    const groups = new Map();
    for (const entry of entries) {
        const wave = entry.wave;
        const group = groups.get(wave);
        if (group)
            group.push(entry);
        else
            groups.set(wave, [entry]);
    }
    return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([wave, group]) => ({ wave, entries: group }));
}
/** The smallest batch size that puts `count` entries into at most `limit` jobs. */
function batchSize(count, limit) {
    return Math.ceil(count / limit);
}
function batchOf(items, number, total) {
    const first = items[0];
    const common = {};
    for (const [key, value] of Object.entries(first)) {
        if (key === 'id' || Array.isArray(value))
            continue;
        if (items.every((item) => item[key] === value))
            common[key] = value;
    }
    const batch = {
        ...common,
        id: `batch-${String(number).padStart(3, '0')}`,
        batch: number,
        batches: total,
        items: items.map((item) => String(item.id)),
    };
    if (items.every((item) => typeof item.path === 'string'))
        batch.paths = items.map((item) => item.path);
    return batch;
}
/**
 * Keep every wave within `maxJobs` jobs without dropping work: `max-jobs` applies per wave, and a
 * batch never mixes waves (a wave-2 plan never shares a job with the wave-1 plan it depends on).
 * A wave with at most `maxJobs` entries is left as it is; a larger wave is cut into contiguous
 * batches of the smallest size that fits. A batch entry lists the ids it covers (`items`), the
 * plans' paths (`paths`), and every non-list field whose value is the same for all its items
 * (so `wave`, `command`, `environment` …). Batches are numbered across all waves (`batch-001`,
 * `batch`, `batches`), so ids stay unique in the all-waves matrix.
 */
function batchWaves(groups, maxJobs) {
    const limit = Math.min(Math.max(1, Math.floor(Number.isFinite(maxJobs) ? maxJobs : GITHUB_MATRIX_LIMIT)), GITHUB_MATRIX_LIMIT);
    const chunked = groups.map((group) => {
        if (group.entries.length <= limit)
            return { group, chunks: null };
        const size = batchSize(group.entries.length, limit);
        const chunks = [];
        for (let start = 0; start < group.entries.length; start += size)
            chunks.push(group.entries.slice(start, start + size));
        return { group, chunks };
    });
    const total = chunked.reduce((sum, { chunks }) => sum + (chunks ? chunks.length : 0), 0);
    let number = 0;
    return chunked.map(({ group, chunks }) => ({
        wave: group.wave,
        entries: chunks ? chunks.map((items) => batchOf(items, ++number, total)) : [...group.entries],
    }));
}
/** {@link batchWaves} flattened back into one list, in wave order. */
function batchEntries(entries, maxJobs) {
    return batchWaves(groupByWave(entries), maxJobs).flatMap((group) => group.entries);
}

;// CONCATENATED MODULE: ./src/core/matrix/output-budget.ts

/**
 * GitHub fails a job whose outputs together exceed 1 MiB, and it counts them as UTF-16: the
 * error reads "Job outputs exceed 1,048,576 bytes", and GitHub's docs say the size is
 * approximated based on UTF-16 encoding. Two bytes per UTF-16 code unit make the limit 524,288
 * ASCII characters, not a million.
 */
const GITHUB_JOB_OUTPUTS_LIMIT_BYTES = 1_048_576;
/**
 * Room left for what the route job's workflow adds beside the action's outputs (its own step
 * outputs mapped to job outputs, output names): 64 KiB, i.e. 32,768 characters.
 */
const DEFAULT_OUTPUTS_RESERVE_BYTES = 65_536;
const DEFAULT_OUTPUT_BUDGET = { limitBytes: GITHUB_JOB_OUTPUTS_LIMIT_BYTES, reserveBytes: DEFAULT_OUTPUTS_RESERVE_BYTES };
/** 1048576 → `1,048,576`. */
function grouped(value) {
    const digits = String(Math.trunc(value));
    let out = '';
    for (let i = 0; i < digits.length; i++)
        out += (i > 0 && (digits.length - i) % 3 === 0 ? ',' : '') + digits[i];
    return out;
}
/** Bytes of a string as GitHub counts output size: 2 per UTF-16 code unit. */
function utf16Bytes(text) {
    return text.length * 2;
}
/** Bytes of a set of outputs: every name and value, as UTF-16. */
function outputsUtf16Bytes(outputs) {
    let units = 0;
    for (const [name, value] of Object.entries(outputs))
        units += name.length + value.length;
    return units * 2;
}
/** The budget in bytes for the action's own outputs. */
function budgetBytes(budget = {}) {
    const { limitBytes, reserveBytes } = { ...DEFAULT_OUTPUT_BUDGET, ...budget };
    return Math.max(0, limitBytes - reserveBytes);
}
/**
 * The last check before the action writes its outputs: all of them together (matrix, waves and
 * the rest, as name → value) must fit the budget, so GitHub never fails the job after the route
 * reported success. On failure (E064) the caller writes a rejection's outputs instead, which are
 * small.
 */
function checkOutputsBudget(outputs, budget = {}) {
    const bytes = outputsUtf16Bytes(outputs);
    const allowed = budgetBytes(budget);
    if (bytes <= allowed)
        return { ok: true, bytes, budgetBytes: allowed };
    const largest = Object.entries(outputs)
        .map(([name, value]) => [name, utf16Bytes(name) + utf16Bytes(value)])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name, size]) => `${name} ${grouped(size)}`)
        .join(', ');
    const limit = budget.limitBytes ?? GITHUB_JOB_OUTPUTS_LIMIT_BYTES;
    return {
        ok: false,
        bytes,
        budgetBytes: allowed,
        error: {
            code: error_codes/* ErrorCode */.O4.OUTPUTS_TOO_LARGE,
            severity: 'blocker',
            message: `The route's outputs would be ${grouped(bytes)} bytes counted as UTF-16 (largest: ${largest}), over the budget of ${grouped(allowed)} bytes; GitHub fails a job whose outputs exceed ${grouped(limit)} bytes. Nothing was started.`,
            hint: 'Route fewer plans at once: split the phase into smaller phases, or narrow the route with filters or changed files.',
        },
    };
}

;// CONCATENATED MODULE: ./src/core/matrix/slim-entry.ts
/**
 * Fields of a plan entry that a job can derive from the plan file at `path` (or from other
 * fields): `plan` is `id`; `phase` is the number in `phase_dir`; `agents`, `depends_on` and
 * `files` are the plan's frontmatter (`agent`, the primary, stays); `unsafe_values_omitted` and
 * `changed_files` are counts for the summary. `files` stays on a partial plan, whose surviving
 * files a filter chose.
 */
const DERIVABLE_FIELDS = ['plan', 'phase', 'agents', 'depends_on', 'files', 'unsafe_values_omitted', 'changed_files'];
/**
 * An entry without its derivable fields, marked `slim: true` so a job knows to read the plan
 * file. Entries that are not plan entries (no `path`) are returned as they are.
 */
function slimEntry(entry) {
    if (typeof entry.path !== 'string')
        return entry;
    const slim = {};
    for (const [key, value] of Object.entries(entry)) {
        if (DERIVABLE_FIELDS.includes(key) && !(key === 'files' && entry.partial === true))
            continue;
        slim[key] = value;
    }
    slim.slim = true;
    return slim;
}

;// CONCATENATED MODULE: ./src/core/matrix/wave-matrices.ts

/**
 * Matrix entries (each with the plan's `wave`) into wave slots: grouped by wave ascending, empty
 * waves left out, each wave batched to `maxJobs` on its own (a batch never mixes waves). Entries
 * without a numeric `wave` (single-stage routes) are one slot.
 */
function buildWaveSlots(entries, options) {
    const sequential = new Set(options.sequentialWaves ?? []);
    return batchWaves(groupByWave(entries), options.maxJobs).map((group, index) => {
        const isSequential = group.wave !== null && sequential.has(group.wave);
        return {
            slot: index + 1,
            wave: group.wave,
            include: group.entries,
            sequential: isSequential,
            maxParallel: isSequential ? 1 : group.entries.length,
        };
    });
}
/** Every entry of every slot, in slot order (the `matrix` output). */
function allEntries(slots) {
    return slots.flatMap((slot) => slot.include);
}
/** The four wave outputs of a set of slots. */
function waveOutputs(slots) {
    return {
        matrix: JSON.stringify({ include: allEntries(slots) }),
        waves: JSON.stringify(slots.map((slot) => ({ include: slot.include }))),
        'wave-count': String(slots.length),
        'wave-max-parallel': JSON.stringify(slots.map((slot) => slot.maxParallel)),
    };
}

;// CONCATENATED MODULE: ./src/core/matrix/fit-wave-outputs.ts





/**
 * Build `matrix`, `waves`, `wave-count` and `wave-max-parallel` so that all outputs together fit
 * GitHub's per-job limit. Tried in order, first fit wins:
 *
 * 1. the entries as they are, each wave batched to `maxJobs`;
 * 2. the same with derivable fields left out of plan entries (`slim: true`, see slimEntry);
 * 3. slim entries with fewer jobs per wave — half, a quarter, … down to one job per wave.
 *
 * Steps 2 and 3 warn (W072). When even one batch per wave does not fit, E064: nothing is left
 * out silently. Batching (step 1 or 3) is reported as W050; an all-waves `matrix` over GitHub's
 * 256 jobs warns (W073) — the `waves` slots are each within `maxJobs`.
 */
function fitWaveOutputs(input) {
    const maxJobs = Math.min(Math.max(1, Math.floor(Number.isFinite(input.maxJobs) ? input.maxJobs : GITHUB_MATRIX_LIMIT)), GITHUB_MATRIX_LIMIT);
    const sequentialWaves = [...(input.sequentialWaves ?? [])];
    const other = input.otherOutputs ?? {};
    const largestWave = groupByWave(input.entries).reduce((max, group) => Math.max(max, group.entries.length), 0);
    const attempts = [{ shrink: 'none', jobs: maxJobs }, { shrink: 'slim', jobs: maxJobs }];
    for (let jobs = Math.floor(Math.min(maxJobs, largestWave) / 2); jobs >= 1; jobs = jobs === 1 ? 0 : Math.max(1, Math.floor(jobs / 2))) {
        attempts.push({ shrink: 'batched', jobs });
    }
    let slimmed;
    let last;
    for (const attempt of attempts) {
        const entries = attempt.shrink === 'none' ? input.entries : (slimmed ??= input.entries.map(slimEntry));
        const slots = buildWaveSlots(entries, { maxJobs: attempt.jobs, sequentialWaves });
        const outputs = waveOutputs(slots);
        const check = checkOutputsBudget({ ...other, ...outputs }, input.budget);
        if (!check.ok) {
            last = check;
            continue;
        }
        const include = allEntries(slots);
        const diagnostics = [];
        const batched = slots.filter((slot) => slot.include.some((entry) => Array.isArray(entry.items)));
        if (batched.length > 0) {
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.MATRIX_BATCHED,
                severity: 'info',
                message: `${input.entries.length} entries run as ${include.length} jobs: ${batched.length === slots.length ? 'every wave was' : `${batched.length} of ${slots.length} waves were`} batched to at most ${attempt.jobs} job(s) per wave (max-jobs ${maxJobs}); nothing was dropped and no batch mixes waves.`,
            });
        }
        if (attempt.shrink !== 'none') {
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.ENTRIES_SHRUNK,
                severity: 'warning',
                message: attempt.shrink === 'slim'
                    ? 'To keep the outputs within GitHub\u2019s 1 MiB limit, plan entries leave out the fields a job can read from the plan file (slim: true; plan, phase, agents, depends_on, files, counts).'
                    : `To keep the outputs within GitHub\u2019s 1 MiB limit, plan entries leave out the fields a job can read from the plan file (slim: true) and each wave runs at most ${attempt.jobs} job(s) instead of ${maxJobs}.`,
                hint: 'Read each plan file at matrix.path (or matrix.paths for a batch) for the left-out fields, or route fewer plans at once.',
            });
        }
        if (include.length > GITHUB_MATRIX_LIMIT) {
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.MATRIX_OVER_GITHUB_LIMIT,
                severity: 'warning',
                message: `The all-waves matrix output has ${include.length} entries; GitHub runs at most ${GITHUB_MATRIX_LIMIT} jobs from one matrix. Each wave in output waves has at most ${attempt.jobs}.`,
                hint: 'Fan out over fromJSON(needs.route.outputs.waves)[k-1] per wave, or lower max-jobs.',
            });
        }
        return { ok: true, outputs, slots, include, shrink: attempt.shrink, jobsPerWave: attempt.jobs, bytes: check.bytes, budgetBytes: check.budgetBytes, diagnostics };
    }
    const failure = last;
    const tried = attempts.length > 1 ? ' It was still too large with slim entries and one job per wave.' : '';
    return { ok: false, error: { ...failure.error, message: `${failure.error.message}${tried}` }, bytes: failure.bytes, budgetBytes: failure.budgetBytes, diagnostics: [] };
}

;// CONCATENATED MODULE: ./src/core/waves/check-wave-jobs.ts

/** Wave jobs the example workflow declares (`wave-1` … `wave-4`); the `wave-jobs` input default. */
const DEFAULT_WAVE_JOBS = 4;
/**
 * Does the workflow have a job for every non-empty wave? `waveJobs` is the `wave-jobs` input: the
 * number of wave jobs (`wave-1` … `wave-N`) the workflow declares. When there are more non-empty
 * waves, the route must fail before anything runs (E063) — merging waves would break their order
 * and dropping them would lose work. `waveJobs` 0 means the workflow fans out over `matrix` only
 * (no wave jobs), so there is nothing to check. `waves` are the plans' wave numbers per slot,
 * used to name the waves without a job.
 *
 * Returns null when every wave has a job.
 */
function checkWaveJobs(waveCount, waveJobs = DEFAULT_WAVE_JOBS, waves = []) {
    const jobs = Number.isFinite(waveJobs) ? Math.max(0, Math.floor(waveJobs)) : DEFAULT_WAVE_JOBS;
    if (jobs === 0 || waveCount <= jobs)
        return null;
    const missing = [];
    for (let slot = jobs + 1; slot <= waveCount; slot++) {
        const wave = waves[slot - 1];
        missing.push(wave !== undefined && wave !== slot ? `wave-${slot} (plan wave ${wave})` : `wave-${slot}`);
    }
    return {
        code: error_codes/* ErrorCode */.O4.TOO_MANY_WAVES,
        severity: 'blocker',
        message: `This route has ${waveCount} waves, but the workflow declares ${jobs} wave job${jobs === 1 ? '' : 's'} (wave-jobs: ${jobs}); ${missing.length > 6 ? `${missing.slice(0, 6).join(', ')} and ${missing.length - 6} more` : missing.join(', ')} would never run. Nothing was started.`,
        hint: `Add jobs wave-${jobs + 1} … wave-${waveCount} to the workflow (each needing the route and the previous wave, reading fromJSON(needs.route.outputs.waves)[k-1]) and set the wave-jobs input to ${waveCount}. Waves are never merged or dropped.`,
    };
}

// EXTERNAL MODULE: ./src/app/route-outputs.ts
var route_outputs = __webpack_require__(6625);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/adapters/fs/repo-reader.ts


/** Files larger than this are not read (documented in SECURITY.md). */
const MAX_FILE_BYTES = 1_048_576;
/**
 * Reads repository files for the router: paths are repository-relative, symlinks that resolve
 * outside the repository are refused, files over {@link MAX_FILE_BYTES} are refused, and no
 * read throws.
 */
class RepoReader {
    root;
    realRoot;
    /** Repository-relative directory → its resolved path (directories do not change during a run). */
    directoryCache = new Map();
    constructor(root) {
        this.root = (0,external_node_path_.resolve)(root);
        let real = this.root;
        try {
            real = external_node_fs_.realpathSync.native(this.root);
        }
        catch {
            // root missing: every read reports 'missing'
        }
        this.realRoot = real;
    }
    inside(real) {
        const rel = (0,external_node_path_.relative)(this.realRoot, real);
        return rel === '' || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !(0,external_node_path_.isAbsolute)(rel));
    }
    /** Resolve a repository-relative path; null when it escapes the repository. */
    locate(relPath) {
        if ((0,external_node_path_.isAbsolute)(relPath) || relPath.split(/[\\/]/).includes('..')) {
            return { error: { ok: false, reason: 'outside', message: `${relPath} is outside the repository` } };
        }
        const path = (0,external_node_path_.join)(this.root, relPath);
        let real;
        try {
            // Fast path for the many files of one directory (plans of a phase): resolve the directory
            // once; a file that is not itself a symbolic link then needs no resolution of its own.
            const slash = relPath.lastIndexOf('/');
            if (slash > 0) {
                const dir = relPath.slice(0, slash);
                let realDir = this.directoryCache.get(dir);
                if (realDir === undefined) {
                    realDir = external_node_fs_.realpathSync.native((0,external_node_path_.join)(this.root, dir));
                    this.directoryCache.set(dir, realDir);
                }
                const candidate = (0,external_node_path_.join)(realDir, relPath.slice(slash + 1));
                real = (0,external_node_fs_.lstatSync)(candidate).isSymbolicLink() ? external_node_fs_.realpathSync.native(candidate) : candidate;
                if (!this.inside(realDir))
                    real = realDir;
            }
            else {
                real = external_node_fs_.realpathSync.native(path);
            }
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return { error: { ok: false, reason: 'missing', message: `${relPath} not found` } };
            return { error: { ok: false, reason: 'unreadable', message: `${relPath} cannot be read (${code ?? 'error'})` } };
        }
        if (!this.inside(real)) {
            return { error: { ok: false, reason: 'outside', message: `${relPath} is a symbolic link to a file outside the repository; it is not read` } };
        }
        return { path: real };
    }
    readText(relPath, maxBytes = MAX_FILE_BYTES) {
        const located = this.locate(relPath);
        if ('error' in located)
            return located.error;
        let fd;
        try {
            fd = (0,external_node_fs_.openSync)(located.path, 'r');
            const stat = (0,external_node_fs_.fstatSync)(fd);
            if (!stat.isFile())
                return { ok: false, reason: 'not-file', message: `${relPath} is not a regular file` };
            if (stat.size > maxBytes) {
                return { ok: false, reason: 'too-large', message: `${relPath} is ${stat.size} bytes, over the ${maxBytes}-byte limit` };
            }
            const buffer = Buffer.alloc(stat.size);
            let offset = 0;
            while (offset < stat.size) {
                const read = (0,external_node_fs_.readSync)(fd, buffer, offset, stat.size - offset, offset);
                if (read === 0)
                    break;
                offset += read;
            }
            return { ok: true, text: buffer.subarray(0, offset).toString('utf8') };
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT')
                return { ok: false, reason: 'missing', message: `${relPath} not found` };
            if (code === 'EISDIR')
                return { ok: false, reason: 'not-file', message: `${relPath} is a directory` };
            return { ok: false, reason: 'unreadable', message: `${relPath} cannot be read (${code ?? 'error'})` };
        }
        finally {
            if (fd !== undefined)
                (0,external_node_fs_.closeSync)(fd);
        }
    }
    /** Names of entries in a directory (files and directories); null when it is not there. */
    listDirectory(relPath, kind) {
        const located = this.locate(relPath);
        if ('error' in located)
            return null;
        try {
            return (0,external_node_fs_.readdirSync)(located.path, { withFileTypes: true })
                .filter((entry) => (kind === 'file' ? entry.isFile() || entry.isSymbolicLink() : entry.isDirectory()))
                .map((entry) => entry.name)
                .sort();
        }
        catch {
            return null;
        }
    }
    exists(relPath) {
        const located = this.locate(relPath);
        return !('error' in located);
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/core/yaml/parse-yaml.ts

const BOM = '\uFEFF';
/** Strip a UTF-8 byte-order mark (editors on Windows add one). */
function stripBom(text) {
    return text.startsWith(BOM) ? text.slice(1) : text;
}
function firstLine(message) {
    const line = message.split('\n')[0] ?? message;
    return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}
/**
 * Parse YAML keeping positions, so schema errors can point at a line. Aliases are capped by the
 * yaml library (no billion-laughs expansion), duplicate keys are errors.
 */
/**
 * The yaml library's composer slows down superlinearly on nested explicit keys (`? ? ? … x`:
 * 0.6 s at depth 200, a minute at 400). No Legion file uses explicit keys, so a text with more
 * than this many is refused before parsing.
 */
const MAX_EXPLICIT_KEYS = 32;
const EXPLICIT_KEY = /(?:^|[\s[{,:-])\?(?=[\s]|$)/gm;
/**
 * The first mapping key that is a list, a mapping or an alias (`? [a]`, `{a: 1}: x`), or null.
 * toJS() turns such keys into strings by printing them, and nested ones (`{{{…}: 1}: 1}`, no
 * `?` needed) cost it minutes for a 2 KB text. No Legion file has them, so they are refused.
 * Iterative: a deeply nested document cannot overflow the stack here.
 */
function complexKey(root) {
    const stack = [root];
    while (stack.length > 0) {
        const node = stack.pop();
        if (!(0,dist/* isMap */.jh)(node) && !(0,dist/* isSeq */.oP)(node))
            continue;
        for (const item of node.items) {
            if ((0,dist/* isPair */.tO)(item)) {
                if ((0,dist/* isCollection */.P3)(item.key) || (0,dist/* isAlias */.Vj)(item.key))
                    return item.key;
                stack.push(item.value);
            }
            else
                stack.push(item);
        }
    }
    return null;
}
function parseYaml(text) {
    let explicitKeys = 0;
    for (EXPLICIT_KEY.lastIndex = 0; EXPLICIT_KEY.exec(text) !== null;) {
        if (++explicitKeys > MAX_EXPLICIT_KEYS) {
            return {
                value: undefined,
                errors: [{ message: `uses more than ${MAX_EXPLICIT_KEYS} explicit "? " keys; legion-router does not read such YAML` }],
                locate: () => undefined,
            };
        }
    }
    const lineCounter = new dist/* LineCounter */.HN();
    let doc;
    try {
        doc = (0,dist/* parseDocument */.Tp)(stripBom(text), { lineCounter, prettyErrors: false, uniqueKeys: true });
    }
    catch (error) {
        // The yaml parser recurses per nesting level: `- - - … x` thousands deep overflows the stack
        // (RangeError) instead of becoming a document error. Report it like a syntax error.
        const reason = firstLine(error instanceof Error ? error.message : String(error));
        return { value: undefined, errors: [{ message: `YAML nested too deeply to parse (${reason})` }], locate: () => undefined };
    }
    const position = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line, column: col };
    };
    const errors = doc.errors.map((error) => {
        const at = error.pos ? position(error.pos[0]) : undefined;
        return { message: firstLine(error.message), ...(at ? { line: at.line, column: at.column } : {}) };
    });
    let value;
    if (errors.length === 0) {
        const key = complexKey(doc.contents);
        if (key) {
            const at = key.range ? position(key.range[0]) : undefined;
            errors.push({ message: 'a mapping key is a list, a mapping or an alias; only plain keys are read', ...(at ? { line: at.line, column: at.column } : {}) });
        }
    }
    if (errors.length === 0) {
        try {
            value = doc.toJS({ maxAliasCount: 100 });
        }
        catch (error) {
            errors.push({ message: firstLine(error instanceof Error ? error.message : String(error)) });
        }
    }
    const locate = (path) => {
        for (let length = path.length; length >= 0; length--) {
            // A mapping entry is reported at its key (`extra:` on line 7, not its block value on 8).
            const last = path[length - 1];
            if (length > 0 && typeof last === 'string') {
                const parent = length === 1 ? doc.contents : doc.getIn(path.slice(0, length - 1), true);
                if ((0,dist/* isMap */.jh)(parent)) {
                    const pair = parent.items.find((item) => (0,dist/* isScalar */.jn)(item.key) && String(item.key.value) === last);
                    // A scalar value is reported where it stands; a block value at its key.
                    if (pair && (0,dist/* isScalar */.jn)(pair.value) && pair.value.range)
                        return position(pair.value.range[0]);
                    if (pair && (0,dist/* isNode */.Ll)(pair.key) && pair.key.range)
                        return position(pair.key.range[0]);
                }
            }
            const node = length === 0 ? doc.contents : doc.getIn(path.slice(0, length), true);
            if ((0,dist/* isNode */.Ll)(node) && node.range)
                return position(node.range[0]);
        }
        return undefined;
    };
    return { value, errors, locate };
}

// EXTERNAL MODULE: ./src/core/control/guarded-defaults.ts
var guarded_defaults = __webpack_require__(5376);
;// CONCATENATED MODULE: ./src/core/control/resolve-control-profile.ts
/**
 * workflow-common-core "Mode Profile Resolution": control_mode + control-modes.yaml text → the
 * effective 5-flag profile. Pure (text in, `undefined` = file missing), never throws.
 *
 * Rules, in order:
 *   1. The mode name is case-sensitive: exactly autonomous | guarded | advisory | surgical.
 *      Anything else ('Guarded', 'GUARDED', 'yolo', '') → warning W032 and the mode becomes
 *      'guarded', which is then resolved like any other mode (the file's `profiles.guarded`
 *      when present). `undefined` means the settings default, 'guarded', silently.
 *   2. File missing → warning W031 (the spec's escalation text) and GUARDED_PROFILE.
 *   3. File present but not parseable (YAML error, several documents, alias bomb, > 1 MiB)
 *      → blocker E030 with line/column, `blocked: true`; the caller must STOP. The profile is
 *      GUARDED_PROFILE only so that the result is always well-formed.
 *   4. `profiles` missing or not a map, or `profiles[mode]` missing or not a map → warning
 *      W032 ("not defined in control-modes.yaml") and GUARDED_PROFILE. Decision: a valid YAML
 *      file without a usable `profiles` map is the same situation as an undefined mode, not a
 *      parse failure, so it does not block.
 *   5. Partial profile (a flag missing, or not a boolean — YAML 1.2 reads `yes` as a string)
 *      → warning W033 with the spec's exact text, the profile's own boolean flags kept and only
 *      the missing ones taken from GUARDED_PROFILE. Non-boolean values are named in the hint.
 *   6. The result always has exactly the 5 flags, all booleans (extra keys are dropped).
 */




/** The hard-coded guarded profile (same object as GUARDED_DEFAULTS). */
const GUARDED_PROFILE = guarded_defaults/* GUARDED_DEFAULTS */.y;
const CONTROL_MODES = ['autonomous', 'guarded', 'advisory', 'surgical'];
/** The 5-flag contract, in the spec's order. */
const CONTROL_FLAGS = [
    'authority_enforcement',
    'domain_filtering',
    'human_approval_required',
    'file_scope_restriction',
    'read_only',
];
const MAX_CONTROL_MODES_CHARS = 1_048_576;
const MAX_SHOWN_NAME = 64;
function isControlMode(name) {
    return typeof name === 'string' && CONTROL_MODES.includes(name);
}
function guarded() {
    return { ...GUARDED_PROFILE };
}
function resolve_control_profile_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function own(obj, key) {
    return Object.prototype.hasOwnProperty.call(obj, key);
}
function shownName(name) {
    const oneLine = name.replace(/[\u0000-\u001f\u007f]/g, ' ');
    return oneLine.length > MAX_SHOWN_NAME ? `${oneLine.slice(0, MAX_SHOWN_NAME)}…` : oneLine;
}
/** The spec's partial-profile warning text, exactly. */
function partialProfileMessage(name, missing) {
    return `control-mode profile '${name}' missing flags: ${missing.join(', ')}. Falling back to guarded defaults for missing flags.`;
}
function loadYaml(text) {
    if (text.length > MAX_CONTROL_MODES_CHARS) {
        return { kind: 'error', message: `file is larger than ${MAX_CONTROL_MODES_CHARS} characters` };
    }
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    try {
        const doc = (0,dist/* parseDocument */.Tp)(body);
        // Collection keys make toJS() superlinear (see complexKey); no profile file has them.
        if (doc.errors.length === 0 && complexKey(doc.contents)) {
            return { kind: 'error', message: 'a mapping key is a list, a mapping or an alias; only plain keys are read' };
        }
        const first = doc.errors[0];
        if (first) {
            const pos = first.linePos?.[0];
            const line = first.message.split('\n')[0] ?? first.message;
            const message = line.length > 300 ? `${line.slice(0, 300)}…` : line;
            return pos
                ? { kind: 'error', message, line: pos.line, column: pos.col }
                : { kind: 'error', message };
        }
        return { kind: 'ok', data: doc.toJS({ maxAliasCount: 100 }) };
    }
    catch (error) {
        return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
    }
}
function resolveControlProfile(controlMode, controlModesText, path = '.planning/config/control-modes.yaml') {
    const diagnostics = [];
    try {
        // 1. Case-sensitive mode name.
        let mode = 'guarded';
        if (controlMode !== undefined) {
            if (isControlMode(controlMode)) {
                mode = controlMode;
            }
            else {
                const raw = shownName(typeof controlMode === 'string' ? controlMode : String(controlMode));
                const lower = typeof controlMode === 'string' ? controlMode.trim().toLowerCase() : '';
                const caseVariant = isControlMode(lower);
                diagnostics.push({
                    code: error_codes/* WarningCode */.qN.CONTROL_MODE_UNKNOWN,
                    severity: 'warning',
                    message: `control_mode '${raw}' is not a valid mode (valid, case-sensitive: ` +
                        `${CONTROL_MODES.join(', ')}) — falling back to 'guarded'`,
                    file: 'settings.json',
                    hint: caseVariant
                        ? `Mode names are case-sensitive: write "${lower}" in settings.json.`
                        : `Set control_mode in settings.json to one of: ${CONTROL_MODES.join(', ')}.`,
                });
            }
        }
        // 2. File missing.
        if (typeof controlModesText !== 'string') {
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.CONTROL_MODES_MISSING,
                severity: 'warning',
                message: 'control-modes.yaml missing — falling back to hardcoded guarded defaults ' +
                    `(${path} not found; downstream gates will use hardcoded guarded flags)`,
                file: path,
                hint: `Add ${path} to define the control-mode profiles.`,
            });
            return { mode: 'guarded', profile: guarded(), diagnostics, blocked: false };
        }
        // 3. Parse failure → blocker.
        const loaded = loadYaml(controlModesText);
        if (loaded.kind === 'error') {
            const blocker = {
                code: error_codes/* ErrorCode */.O4.CONFIG_BLOCKER,
                severity: 'blocker',
                message: 'Cannot resolve control mode: control-modes.yaml present but YAML parse failed' +
                    ` (${loaded.message})`,
                file: path,
                hint: `Fix the YAML syntax of ${path}.`,
            };
            if (loaded.line !== undefined)
                blocker.line = loaded.line;
            if (loaded.column !== undefined)
                blocker.column = loaded.column;
            diagnostics.push(blocker);
            return { mode: 'guarded', profile: guarded(), diagnostics, blocked: true };
        }
        // 4. Look up profiles[mode].
        const profiles = resolve_control_profile_isRecord(loaded.data) ? loaded.data['profiles'] : undefined;
        const entry = resolve_control_profile_isRecord(profiles) && own(profiles, mode) ? profiles[mode] : undefined;
        if (!resolve_control_profile_isRecord(entry)) {
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.CONTROL_MODE_UNKNOWN,
                severity: 'warning',
                message: `control_mode '${mode}' not defined in control-modes.yaml — using hardcoded guarded defaults` +
                    (resolve_control_profile_isRecord(profiles)
                        ? ' (settings.json declared control_mode that is absent from profiles)'
                        : ` (${path} has no 'profiles' map)`),
                file: path,
                hint: `Define profiles.${mode} with the flags ${CONTROL_FLAGS.join(', ')}.`,
            });
            return { mode: 'guarded', profile: guarded(), diagnostics, blocked: false };
        }
        // 5/6. Build the 5-flag profile, merging guarded defaults for missing flags.
        const profile = guarded();
        const missing = [];
        const nonBoolean = [];
        for (const flag of CONTROL_FLAGS) {
            const value = own(entry, flag) ? entry[flag] : undefined;
            if (typeof value === 'boolean') {
                profile[flag] = value;
            }
            else {
                missing.push(flag);
                if (value !== undefined)
                    nonBoolean.push(flag);
            }
        }
        if (missing.length > 0) {
            const partial = {
                code: error_codes/* WarningCode */.qN.CONTROL_PROFILE_PARTIAL,
                severity: 'warning',
                message: partialProfileMessage(mode, missing),
                file: path,
            };
            if (nonBoolean.length > 0) {
                partial.hint = `Not booleans (treated as missing): ${nonBoolean.join(', ')}. Use true or false.`;
            }
            diagnostics.push(partial);
        }
        return { mode, profile, diagnostics, blocked: false };
    }
    catch (error) {
        // Defensive: nothing above is expected to throw.
        diagnostics.push({
            code: error_codes/* ErrorCode */.O4.CONFIG_BLOCKER,
            severity: 'blocker',
            message: `Cannot resolve control mode: ${error instanceof Error ? error.message : String(error)}`,
            file: path,
        });
        return { mode: 'guarded', profile: guarded(), diagnostics, blocked: true };
    }
}

;// CONCATENATED MODULE: ./src/core/text/untrusted-data.ts
/** A mapping (not null, not an array). */
function isDict(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** The string items of a list; [] for anything that is not a list. */
function stringList(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

;// CONCATENATED MODULE: ./src/core/settings/resolve-settings.ts
/**
 * settings.json (workflow-common-core "Settings Resolution"), reduced to what routing reads: the
 * `control_mode`. Everything else in the file is Legion's and is left alone. Pure, never throws.
 *
 *   - file missing (`undefined`)             → 'guarded', one info W030 (normal; nothing to fix)
 *   - too large / invalid JSON / not object  → 'guarded', one warning W030 (with line and column
 *                                              for JSON syntax errors; never the file's text)
 *   - `control_mode` a string                → kept as written (even 'Guarded' or 'yolo'): the
 *                                              control-mode resolver owns that check
 *   - `control_mode` not a string            → 'guarded', warning W030
 *
 * A leading UTF-8 BOM is stripped. Only own properties are read.
 */


const MAX_SETTINGS_CHARS = 1_048_576;
const DEFAULT_CONTROL_MODE = 'guarded';
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'object')
        return 'an object';
    return typeof value;
}
/** 1-based line and column of a 0-based offset. */
function lineColumn(text, offset) {
    const at = Math.max(0, Math.min(offset, text.length));
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < at; i++) {
        if (text.charCodeAt(i) === 10) {
            line++;
            lineStart = i + 1;
        }
    }
    return { line, column: at - lineStart + 1 };
}
/** Position of a JSON.parse error, when the engine's message gives one. */
function jsonErrorPosition(text, message) {
    const lc = /\(line (\d{1,9}) column (\d{1,9})\)/.exec(message);
    if (lc)
        return { line: Number(lc[1]), column: Number(lc[2]) };
    const pos = /at position (\d{1,9})/.exec(message);
    if (pos)
        return lineColumn(text, Number(pos[1]));
    if (/unexpected end of json input/i.test(message))
        return lineColumn(text, text.length);
    return undefined;
}
function resolveSettings(text, path = 'settings.json') {
    const fallback = (severity, message, extra = {}) => ({
        controlMode: DEFAULT_CONTROL_MODE,
        diagnostics: [{ code: error_codes/* WarningCode */.qN.SETTINGS_DEFAULTS, severity, message, file: path, ...extra }],
    });
    if (typeof text !== 'string')
        return fallback('info', `${path} not found — using default settings`);
    if (text.length > MAX_SETTINGS_CHARS)
        return fallback('warning', `${path} is larger than ${MAX_SETTINGS_CHARS} characters — using default settings`);
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    let data;
    try {
        data = JSON.parse(body);
    }
    catch (error) {
        // The engine's message can quote the file's text: only its position is reported.
        const position = jsonErrorPosition(body, error instanceof Error ? error.message : '');
        const where = position ? ` at line ${position.line}, column ${position.column}` : '';
        return fallback('warning', `${path} is not valid JSON${where} — using default settings`, position ?? {});
    }
    if (!isDict(data))
        return fallback('warning', `${path} must contain a JSON object, found ${describe(data)} — using default settings`);
    if (!Object.hasOwn(data, 'control_mode'))
        return { controlMode: DEFAULT_CONTROL_MODE, diagnostics: [] };
    const mode = data['control_mode'];
    if (typeof mode === 'string')
        return { controlMode: mode, diagnostics: [] };
    return fallback('warning', `${path}: control_mode is ${describe(mode)}, expected a string — using the default "${DEFAULT_CONTROL_MODE}"`, {
        hint: `Fix control_mode in ${path} or remove it to use the default.`,
    });
}

;// CONCATENATED MODULE: ./src/core/team/authority-matrix.ts


/** Parse authority-matrix.yaml, keeping what routing needs: agent → exclusive domains. */
function parseAuthorityMatrix(text, path) {
    const parsed = parseYaml(text);
    const fail = (message, line, column) => ({
        matrix: null,
        diagnostics: [{
                code: error_codes/* WarningCode */.qN.AUTHORITY_INVALID,
                severity: 'warning',
                message: `${path}: ${message}; domains are mapped without it (team agents only).`,
                file: path,
                ...(line !== undefined ? { line } : {}),
                ...(column !== undefined ? { column } : {}),
            }],
    });
    if (parsed.errors.length > 0) {
        const error = parsed.errors[0];
        return fail(`not valid YAML: ${error.message}`, error.line, error.column);
    }
    const value = parsed.value;
    if (!value || typeof value !== 'object' || !value.agents || typeof value.agents !== 'object' || Array.isArray(value.agents)) {
        return fail('has no `agents:` mapping', 1, 1);
    }
    const agents = Object.create(null);
    for (const [id, data] of Object.entries(value.agents)) {
        if (!data || typeof data !== 'object')
            continue;
        const record = data;
        const domains = Array.isArray(record.exclusive_domains) ? record.exclusive_domains.filter((d) => typeof d === 'string') : [];
        agents[id] = { exclusive_domains: domains, ...(typeof record.division === 'string' ? { division: record.division } : {}) };
    }
    return { matrix: { agents }, diagnostics: [] };
}
/** §3 mapDomainsToAgents: each domain → the agent that owns it exclusively (first in file order). */
function mapDomainsToAgents(domains, matrix) {
    const mapping = Object.create(null);
    if (!matrix)
        return mapping;
    for (const domain of domains) {
        for (const [agentId, data] of Object.entries(matrix.agents)) {
            if (data.exclusive_domains.includes(domain)) {
                mapping[domain] = agentId;
                break;
            }
        }
    }
    return mapping;
}

;// CONCATENATED MODULE: ./src/core/schema/validate-json-schema.ts
/**
 * A small JSON Schema validator for the subset our schemas use (draft-07 / 2020-12 keywords:
 * type, properties, required, additionalProperties, items, enum, const, minimum, maximum,
 * minItems, minLength, maxLength, pattern, oneOf, anyOf, if/then/else, $ref to local
 * definitions). Schemas are trusted (shipped with the action); data is not. Errors carry the
 * JSON path so callers can map them back to a file line.
 */
const MAX_ERRORS = 50;
function typeOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'integer' : 'number';
    return typeof value;
}
function matchesType(value, type) {
    const actual = typeOf(value);
    return actual === type || (type === 'number' && actual === 'integer');
}
function pathText(path) {
    if (path.length === 0)
        return '(top level)';
    return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
function formatSchemaPath(path) {
    return pathText(path);
}
const patternCache = new Map();
function compiledPattern(pattern) {
    let re = patternCache.get(pattern);
    if (!re) {
        re = new RegExp(pattern, 'u');
        patternCache.set(pattern, re);
    }
    return re;
}
function validateJsonSchema(value, schema) {
    const errors = [];
    const root = schema;
    const resolve = (s) => {
        const ref = s.$ref;
        if (typeof ref !== 'string')
            return s;
        const parts = ref.replace(/^#\//, '').split('/');
        let target = root;
        for (const part of parts)
            target = target?.[part];
        return target ?? {};
    };
    const check = (data, rawSchema, path, out) => {
        if (out.length >= MAX_ERRORS)
            return;
        const s = resolve(rawSchema);
        const push = (message, at = path) => {
            if (out.length < MAX_ERRORS)
                out.push({ path: at, message });
        };
        if (s.type !== undefined) {
            const types = Array.isArray(s.type) ? s.type : [s.type];
            if (!types.some((t) => matchesType(data, t))) {
                push(`${pathText(path)} must be ${types.join(' or ')}, found ${typeOf(data)}`);
                return;
            }
        }
        if (Array.isArray(s.enum) && !s.enum.some((option) => option === data)) {
            push(`${pathText(path)} must be one of ${s.enum.map((o) => JSON.stringify(o)).join(', ')}, found ${JSON.stringify(data)}`);
        }
        if ('const' in s && s.const !== data)
            push(`${pathText(path)} must be ${JSON.stringify(s.const)}`);
        if (typeof data === 'number') {
            if (typeof s.minimum === 'number' && data < s.minimum)
                push(`${pathText(path)} must be ≥ ${s.minimum}`);
            if (typeof s.maximum === 'number' && data > s.maximum)
                push(`${pathText(path)} must be ≤ ${s.maximum}`);
        }
        if (typeof data === 'string') {
            if (typeof s.minLength === 'number' && data.length < s.minLength)
                push(`${pathText(path)} must not be empty`);
            if (typeof s.maxLength === 'number' && data.length > s.maxLength)
                push(`${pathText(path)} is longer than ${s.maxLength} characters`);
            if (typeof s.pattern === 'string' && !compiledPattern(s.pattern).test(data)) {
                push(`${pathText(path)} ${JSON.stringify(data.length > 60 ? `${data.slice(0, 60)}…` : data)} does not match ${s.pattern}`);
            }
        }
        if (Array.isArray(data)) {
            if (typeof s.minItems === 'number' && data.length < s.minItems)
                push(`${pathText(path)} needs at least ${s.minItems} item(s)`);
            if (s.items && typeof s.items === 'object') {
                data.forEach((item, index) => check(item, s.items, [...path, index], out));
            }
        }
        if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
            const record = data;
            const properties = (s.properties ?? {});
            if (Array.isArray(s.required)) {
                for (const key of s.required) {
                    if (!(key in record))
                        push(`${pathText(path)} is missing required key '${key}'`);
                }
            }
            for (const [key, child] of Object.entries(record)) {
                const propertySchema = properties[key];
                if (propertySchema)
                    check(child, propertySchema, [...path, key], out);
                else if (s.additionalProperties === false)
                    push(`${pathText([...path, key])} is not a known key`, [...path, key]);
                else if (s.additionalProperties && typeof s.additionalProperties === 'object') {
                    check(child, s.additionalProperties, [...path, key], out);
                }
            }
        }
        if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) {
            const options = (s.oneOf ?? s.anyOf);
            const passing = options.filter((option) => {
                const scratch = [];
                check(data, option, path, scratch);
                return scratch.length === 0;
            }).length;
            if (passing === 0 || (s.oneOf && passing > 1)) {
                push(`${pathText(path)} does not match any allowed form`);
            }
        }
        if (s.if && typeof s.if === 'object') {
            const scratch = [];
            check(data, s.if, path, scratch);
            const branch = scratch.length === 0 ? s.then : s.else;
            if (branch && typeof branch === 'object')
                check(data, branch, path, out);
        }
    };
    check(value, schema, [], errors);
    return errors;
}

;// CONCATENATED MODULE: ./config/intent-teams.schema.json
const intent_teams_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://github.com/legion-router/legion-router/config/intent-teams.schema.json","title":"Legion intent-teams.yaml (legion-router)","description":"Intent flags, team templates, validation rules, natural-language patterns and context rules. Compatible with Legion\'s .planning/config/intent-teams.yaml; keys marked as extensions are read by legion-router only.","type":"object","additionalProperties":false,"properties":{"intents":{"type":"object","description":"Intent key → team template. Flag names: skip-x → --skip-x, x-only → --just-x, x → --just-x (or `flag`).","additionalProperties":{"$ref":"#/definitions/intent"}},"task_types":{"type":"object","description":"Task-type taxonomy: category → sub-types.","additionalProperties":{"$ref":"#/definitions/stringList"}},"validation":{"type":"object","additionalProperties":false,"properties":{"mutual_exclusion":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flags","error"],"properties":{"flags":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":2},"error":{"type":"string","minLength":1}}}},"requires_command":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flag","commands","error"],"properties":{"flag":{"$ref":"#/definitions/key"},"commands":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":1},"error":{"type":"string","minLength":1}}}},"allowed_combinations":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flags","allows"],"properties":{"flags":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":1},"allows":{"type":"array","items":{"$ref":"#/definitions/key"}}}}}}},"nl_patterns":{"type":"object","description":"Intent key → keyword cluster and phrase templates.","additionalProperties":{"$ref":"#/definitions/cluster"}},"command_routes":{"type":"object","description":"Command name → keyword cluster and phrase templates.","additionalProperties":{"$ref":"#/definitions/cluster"}},"context_rules":{"type":"object","description":"Lifecycle position → ranked suggestions. Placeholders {phase}, {phase_name}, {next_phase}.","additionalProperties":{"type":"object","additionalProperties":false,"required":["suggestions"],"properties":{"suggestions":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["command"],"properties":{"command":{"type":"string","pattern":"^/legion:[a-z][a-z0-9-]*( [^\\\\n]*)?$"},"description":{"type":"string"},"reason":{"type":"string"}}}}}}},"review_panel":{"type":"array","description":"legion-router extension: standard review panel, one matrix entry per dimension.","items":{"type":"object","additionalProperties":false,"required":["dimension","agent"],"properties":{"dimension":{"$ref":"#/definitions/key"},"agent":{"$ref":"#/definitions/key"},"domains":{"$ref":"#/definitions/stringList"}}}},"task_type_inference":{"type":"array","description":"legion-router extension: glob → task types for plans that declare none. First matching rule per file.","items":{"type":"object","additionalProperties":false,"required":["pattern","types"],"properties":{"pattern":{"type":"string","minLength":1,"maxLength":512},"types":{"$ref":"#/definitions/stringList"}}}},"agent_task_types":{"type":"object","description":"legion-router extension: agent id → task types it implies.","additionalProperties":{"$ref":"#/definitions/stringList"}}},"definitions":{"key":{"type":"string","pattern":"^[a-z0-9][a-z0-9._-]{0,127}$"},"stringList":{"type":"array","items":{"type":"string"}},"intent":{"type":"object","additionalProperties":false,"properties":{"description":{"type":"string"},"flag":{"type":"string","pattern":"^--[a-z0-9][a-z0-9-]{0,62}$"},"agents":{"type":"object","additionalProperties":false,"properties":{"primary":{"type":"array","items":{"$ref":"#/definitions/key"}},"secondary":{"type":"array","items":{"$ref":"#/definitions/key"}}}},"domains":{"$ref":"#/definitions/stringList"},"filter":{"type":"object","additionalProperties":false,"properties":{"include_task_types":{"$ref":"#/definitions/stringList"},"exclude_task_types":{"$ref":"#/definitions/stringList"},"exclude_agents":{"$ref":"#/definitions/stringList"},"exclude_file_patterns":{"type":"array","items":{"type":"string","minLength":1,"maxLength":512}}}},"mode":{"enum":["ad_hoc","filter_plans","filter_review"]}}},"cluster":{"type":"object","additionalProperties":false,"properties":{"keywords":{"type":"object","additionalProperties":{"type":"number","minimum":0,"maximum":1}},"phrases":{"type":"array","items":{"type":"string","minLength":1,"maxLength":256}}}}}}');
;// CONCATENATED MODULE: ./src/core/config/parse-intent-teams.ts





const MODES = ['ad_hoc', 'filter_plans', 'filter_review'];
/** A map with no prototype: a config key named `__proto__` or `constructor` is just a key. */
function dict() {
    return Object.create(null);
}
function emptyIntentTeams() {
    return {
        intents: dict(),
        task_types: dict(),
        validation: { mutual_exclusion: [], requires_command: [], allowed_combinations: [] },
        nl_patterns: dict(),
        command_routes: dict(),
        context_rules: dict(),
        review_panel: [],
        task_type_inference: [],
        agent_task_types: dict(),
    };
}
const strings = stringList;
const parse_intent_teams_text = (value) => (typeof value === 'string' ? value : '');
const entries = (value) => (isDict(value) ? Object.entries(value) : []);
function normaliseFilter(value) {
    if (!isDict(value))
        return null;
    return {
        include_task_types: strings(value.include_task_types),
        exclude_task_types: strings(value.exclude_task_types),
        exclude_agents: strings(value.exclude_agents),
        exclude_file_patterns: strings(value.exclude_file_patterns),
    };
}
function normaliseIntent(value) {
    const raw = isDict(value) ? value : {};
    const agents = isDict(raw.agents) ? raw.agents : {};
    const mode = MODES.includes(raw.mode) ? raw.mode : 'ad_hoc';
    const intent = {
        description: parse_intent_teams_text(raw.description),
        agents: { primary: strings(agents.primary), secondary: strings(agents.secondary) },
        domains: strings(raw.domains),
        filter: normaliseFilter(raw.filter),
        mode,
    };
    if (typeof raw.flag === 'string' && /^--[a-z0-9][a-z0-9-]{0,62}$/.test(raw.flag))
        intent.flag = raw.flag;
    return intent;
}
function normaliseCluster(value) {
    const raw = isDict(value) ? value : {};
    const keywords = dict();
    for (const [word, weight] of entries(raw.keywords)) {
        if (typeof weight === 'number' && Number.isFinite(weight) && weight >= 0)
            keywords[word] = Math.min(weight, 1);
    }
    return { keywords, phrases: strings(raw.phrases) };
}
function normalise(value) {
    const config = emptyIntentTeams();
    for (const [key, intent] of entries(value.intents))
        config.intents[key] = normaliseIntent(intent);
    for (const [key, list] of entries(value.task_types))
        config.task_types[key] = strings(list);
    const validation = isDict(value.validation) ? value.validation : {};
    for (const rule of Array.isArray(validation.mutual_exclusion) ? validation.mutual_exclusion : []) {
        if (isDict(rule) && strings(rule.flags).length >= 2) {
            config.validation.mutual_exclusion.push({ flags: strings(rule.flags), error: parse_intent_teams_text(rule.error) || `Cannot combine ${strings(rule.flags).join(' and ')}.` });
        }
    }
    for (const rule of Array.isArray(validation.requires_command) ? validation.requires_command : []) {
        if (isDict(rule) && typeof rule.flag === 'string' && strings(rule.commands).length > 0) {
            config.validation.requires_command.push({
                flag: rule.flag,
                commands: strings(rule.commands),
                error: parse_intent_teams_text(rule.error) || `${rule.flag} is not valid for this command`,
            });
        }
    }
    for (const rule of Array.isArray(validation.allowed_combinations) ? validation.allowed_combinations : []) {
        if (isDict(rule))
            config.validation.allowed_combinations.push({ flags: strings(rule.flags), allows: strings(rule.allows) });
    }
    for (const [key, cluster] of entries(value.nl_patterns))
        config.nl_patterns[key] = normaliseCluster(cluster);
    for (const [key, cluster] of entries(value.command_routes))
        config.command_routes[key] = normaliseCluster(cluster);
    for (const [position, rule] of entries(value.context_rules)) {
        const suggestions = isDict(rule) && Array.isArray(rule.suggestions) ? rule.suggestions : [];
        config.context_rules[position] = {
            suggestions: suggestions
                .filter((s) => isDict(s) && typeof s.command === 'string')
                .map((s) => ({ command: s.command, description: parse_intent_teams_text(s.description), reason: parse_intent_teams_text(s.reason) })),
        };
    }
    for (const item of Array.isArray(value.review_panel) ? value.review_panel : []) {
        if (isDict(item) && typeof item.dimension === 'string' && typeof item.agent === 'string') {
            const dimension = { dimension: item.dimension, agent: item.agent, domains: strings(item.domains) };
            config.review_panel.push(dimension);
        }
    }
    for (const item of Array.isArray(value.task_type_inference) ? value.task_type_inference : []) {
        if (isDict(item) && typeof item.pattern === 'string' && item.pattern.length <= 512) {
            const rule = { pattern: item.pattern, types: strings(item.types) };
            config.task_type_inference.push(rule);
        }
    }
    for (const [agent, types] of entries(value.agent_task_types))
        config.agent_task_types[agent] = strings(types);
    return config;
}
/**
 * Parse intent-teams.yaml text (§3 loadIntentTeams preconditions 4–5): a syntax error or a file
 * that is not a mapping makes it unusable (the caller degrades); schema violations are
 * warnings with file, line and column, and the valid part of the config is used.
 */
function parseIntentTeams(source, path) {
    const diagnostics = [];
    const parsed = parseYaml(source);
    if (parsed.errors.length > 0) {
        for (const error of parsed.errors.slice(0, 5)) {
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.CONFIG_INVALID,
                severity: 'warning',
                message: `${path} is not valid YAML: ${error.message}`,
                file: path,
                ...(error.line !== undefined ? { line: error.line } : {}),
                ...(error.column !== undefined ? { column: error.column } : {}),
                hint: 'Fix the YAML syntax; until then the bundled default config is used.',
            });
        }
        return { config: emptyIntentTeams(), usable: false, diagnostics };
    }
    if (!isDict(parsed.value)) {
        diagnostics.push({
            code: error_codes/* WarningCode */.qN.CONFIG_INVALID,
            severity: 'warning',
            message: parsed.value == null ? `${path} is empty.` : `${path} must be a mapping with keys such as intents, validation, nl_patterns.`,
            file: path,
            line: 1,
            column: 1,
            hint: 'Add the intent definitions; until then the bundled default config is used.',
        });
        return { config: emptyIntentTeams(), usable: false, diagnostics };
    }
    for (const error of validateJsonSchema(parsed.value, intent_teams_schema_namespaceObject)) {
        const at = parsed.locate(error.path);
        diagnostics.push({
            code: error_codes/* WarningCode */.qN.CONFIG_INVALID,
            severity: 'warning',
            message: `${path}: ${error.message}; that part is ignored.`,
            file: path,
            ...(at ? { line: at.line, column: at.column } : {}),
            hint: `See config/intent-teams.schema.json (at ${formatSchemaPath(error.path)}).`,
        });
    }
    return { config: normalise(parsed.value), usable: true, diagnostics };
}
/** Fill legion-router extension sections the repository config does not set from the bundled one. */
function withExtensionDefaults(config, bundled) {
    return {
        ...config,
        review_panel: config.review_panel.length > 0 ? config.review_panel : bundled.review_panel,
        task_type_inference: config.task_type_inference.length > 0 ? config.task_type_inference : bundled.task_type_inference,
        agent_task_types: Object.keys(config.agent_task_types).length > 0 ? config.agent_task_types : bundled.agent_task_types,
    };
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/adapters/fs/bundled-file.ts



/**
 * Read a file shipped with legion-router (e.g. `config/intent-teams.yaml`). The bundle runs from
 * `dist/index.js` (action), `dist/cli/index.js` (CLI) or `src/**` (tests), so the package root is
 * found by walking up from this module to the folder that holds the file.
 */
function readBundledFile(relPath) {
    let dir = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (let depth = 0; depth < 6; depth++) {
        const candidate = (0,external_node_path_.join)(dir, relPath);
        if ((0,external_node_fs_.existsSync)(candidate) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'package.json')))
            return (0,external_node_fs_.readFileSync)(candidate, 'utf8');
        const parent = (0,external_node_path_.dirname)(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    throw new Error(`legion-router is missing its bundled file ${relPath}; reinstall the action.`);
}

;// CONCATENATED MODULE: ./src/adapters/fs/load-config.ts



const DEFAULT_CONFIG_PATH = '.planning/config/intent-teams.yaml';
const BUNDLED_CONFIG_PATH = 'config/intent-teams.yaml';
let bundledCache;
/** The bundled default config (parsed once per process). */
function loadBundledConfig() {
    if (!bundledCache) {
        const parsed = parseIntentTeams(readBundledFile(BUNDLED_CONFIG_PATH), BUNDLED_CONFIG_PATH);
        if (!parsed.usable || parsed.diagnostics.length > 0) {
            throw new Error(`bundled ${BUNDLED_CONFIG_PATH} is invalid: ${parsed.diagnostics.map((d) => d.message).join('; ')}`);
        }
        bundledCache = { config: parsed.config, origin: 'bundled', path: BUNDLED_CONFIG_PATH, diagnostics: [] };
    }
    return { ...bundledCache, diagnostics: [] };
}
/**
 * §3 loadIntentTeams preconditions, for CI:
 * - default path missing → the bundled default (info);
 * - an explicit `config` input that does not exist → blocker (a typo must not silently change
 *   which teams run);
 * - unreadable (permissions, directory, symlink out of the repository, over 1 MiB) → blocker
 *   annotation, bundled default used;
 * - YAML syntax error / not a mapping → warning with line and column, bundled default used;
 * - schema violations → warnings with line and column, the valid part of the file is used.
 */
function loadConfig(reader, explicitPath) {
    const path = explicitPath && explicitPath.trim() !== '' ? explicitPath.trim() : DEFAULT_CONFIG_PATH;
    const bundled = loadBundledConfig();
    const read = reader.readText(path);
    if (!read.ok) {
        if (read.reason === 'missing' && path === DEFAULT_CONFIG_PATH) {
            bundled.diagnostics.push({
                code: error_codes/* WarningCode */.qN.CONFIG_DEFAULT_USED,
                severity: 'info',
                message: `${path} not found: using legion-router's bundled default config.`,
                hint: `Copy config/intent-teams.yaml from legion-router to ${path} to customise intents.`,
            });
            return { ok: true, loaded: bundled };
        }
        if (read.reason === 'missing') {
            return {
                ok: false,
                diagnostic: {
                    code: error_codes/* ErrorCode */.O4.CONFIG_BLOCKER,
                    severity: 'blocker',
                    message: `The config input names ${path}, which does not exist in the repository.`,
                    file: path,
                    hint: `Fix the path, or remove the input to use ${DEFAULT_CONFIG_PATH} or the bundled default.`,
                },
            };
        }
        bundled.diagnostics.push({
            code: error_codes/* WarningCode */.qN.CONFIG_INVALID,
            severity: 'blocker',
            message: `${read.message}: intent config not loaded; using the bundled default.`,
            file: path,
            hint: 'Make the file a regular, readable file inside the repository (at most 1 MiB).',
        });
        return { ok: true, loaded: bundled };
    }
    const parsed = parseIntentTeams(read.text, path);
    if (!parsed.usable) {
        bundled.diagnostics.push(...parsed.diagnostics);
        return { ok: true, loaded: bundled };
    }
    return {
        ok: true,
        loaded: {
            config: withExtensionDefaults(parsed.config, bundled.config),
            origin: 'repository',
            path,
            diagnostics: parsed.diagnostics,
        },
    };
}

;// CONCATENATED MODULE: ./src/core/plans/phase-directory.ts
const PHASE_DIR = /^(\d{1,4})(?:-[A-Za-z0-9._-]{1,200})?$/;
const PLAN_FILE = /^(\d{1,4})-(\d{1,4})-PLAN\.md$/;
/** `11-intent-routing-v2` → { name, number: 11 }; null for anything else. */
function parsePhaseDirectory(name) {
    const match = PHASE_DIR.exec(name);
    return match ? { name, number: Number(match[1]) } : null;
}
/** `11-02-PLAN.md` → '11-02'; null for other file names. */
function planIdFromFileName(fileName) {
    const match = PLAN_FILE.exec(fileName);
    if (!match)
        return null;
    return `${match[1].padStart(2, '0')}-${match[2].padStart(2, '0')}`;
}
/** Phase directories sorted by number (then name). */
function sortPhaseDirectories(names) {
    return names
        .map(parsePhaseDirectory)
        .filter((p) => p !== null)
        .sort((a, b) => a.number - b.number || a.name.localeCompare(b.name));
}

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(3243);
;// CONCATENATED MODULE: ./src/core/yaml/load-yaml-value.ts


/**
 * An anchor (`&a`) or alias (`*a`) where a node starts. Aliases are the one YAML feature whose
 * cost can explode (billion laughs): such texts go to the `yaml` library, which caps alias
 * expansion. A `*` inside a plain scalar (`src/**`) is not at a node start and does not match.
 */
const ANCHOR_OR_ALIAS = /(?:^|[\s[{,:-])[&*][^\s,\]}]/m;
/*
 * js-yaml's core schema still reads YAML 1.1 number forms (`1_000`, `0b101`, `._0`); the `yaml`
 * library, like the YAML 1.2 spec, reads them as strings. These two types use the YAML 1.2 core
 * patterns so both parsers give the same value (`- 2024_01` stays the string a path is).
 */
const INT = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;
const FLOAT = /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const int12 = new js_yaml/* Type */.ZU('tag:yaml.org,2002:int', {
    kind: 'scalar',
    resolve: (data) => typeof data === 'string' && INT.test(data),
    construct: (data) => data.startsWith('0o') ? parseInt(data.slice(2), 8) : data.startsWith('0x') ? parseInt(data.slice(2), 16) : Number(data),
});
const float12 = new js_yaml/* Type */.ZU('tag:yaml.org,2002:float', {
    kind: 'scalar',
    resolve: (data) => typeof data === 'string' && FLOAT.test(data) && !INT.test(data),
    construct: (data) => {
        const lower = data.toLowerCase();
        if (lower.endsWith('.nan'))
            return Number.NaN;
        if (lower.endsWith('.inf'))
            return lower.startsWith('-') ? -Infinity : Infinity;
        return Number(data);
    },
});
const coreTypes = js_yaml/* CORE_SCHEMA */.OU.compiledImplicit.filter((type) => type.tag === 'tag:yaml.org,2002:null' || type.tag === 'tag:yaml.org,2002:bool');
const YAML12_SCHEMA = js_yaml/* FAILSAFE_SCHEMA */.uH.extend({ implicit: [...coreTypes, int12, float12] });
/**
 * Load a YAML value fast. Plan frontmatter is read for every plan of a phase (thousands in a
 * monorepo), so the common case uses js-yaml with the core schema (YAML 1.2 types only: no
 * dates, no `!!` tags, duplicate keys are errors) — about 9× faster than building a `yaml`
 * Document. Texts with anchors or aliases, and any text js-yaml rejects for a reason other than
 * a plain syntax error, are parsed by the `yaml` library instead, so the result never depends on
 * which parser ran for valid input.
 */
function loadYamlValue(text) {
    const source = stripBom(text);
    if (!ANCHOR_OR_ALIAS.test(source)) {
        try {
            return { value: (0,js_yaml/* load */.Hh)(source, { schema: YAML12_SCHEMA, json: false }) };
        }
        catch {
            // Invalid for js-yaml: the `yaml` library decides and reports (its positions are the more
            // precise ones: where the missing `]` belongs, not the end of the text).
        }
    }
    const parsed = parseYaml(source);
    const first = parsed.errors[0];
    return first ? { value: undefined, error: first } : { value: parsed.value };
}

;// CONCATENATED MODULE: ./config/plan-frontmatter.schema.json
const plan_frontmatter_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://github.com/legion-router/legion-router/config/plan-frontmatter.schema.json","title":"Legion plan frontmatter (as read by legion-router)","description":"The YAML frontmatter of .planning/phases/NN-slug/NN-PP-PLAN.md. Follows Legion\'s plan-frontmatter schema; legacy forms Legion still ships (integer plan numbers, `agent`, flat artifact lists) are reported as warnings, and `task_types` is a legion-router extension.","type":"object","required":["phase","plan","wave"],"if":{"properties":{"autonomous":{"const":true}},"required":["autonomous"]},"then":{},"else":{"required":["agents"]},"additionalProperties":false,"properties":{"phase":{"oneOf":[{"type":"integer","minimum":1},{"type":"string","pattern":"^\\\\d{2}-[a-z0-9-]+$"}]},"plan":{"type":"string","pattern":"^\\\\d{2,4}-\\\\d{2,4}$","description":"NN-PP; up to 4 digits each for phases with more than 99 plans (Legion\'s schema: 2)."},"wave":{"type":"integer","minimum":0},"agents":{"type":"array","items":{"type":"string"},"minItems":1},"autonomous":{"type":"boolean"},"depends_on":{"type":"array","items":{"type":"string","pattern":"^\\\\d{2,4}-\\\\d{2,4}$"}},"files_modified":{"type":"array","items":{"type":"string"}},"files_forbidden":{"type":"array","items":{"type":"string"}},"sequential_files":{"type":"array","items":{"type":"string"}},"requirements":{"type":"array","items":{"type":"string"}},"requirement":{"type":"string"},"user_setup":{"type":"array","items":{"type":"object","properties":{"task":{"type":"string"},"options":{"type":"array","items":{"type":"string"}}}}},"tasks":{"type":"integer"},"expected_artifacts":{"type":"array","items":{"type":"object","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string"},"provides":{"type":"string"},"required":{"type":"boolean"}}}},"verification_commands":{"type":"array","items":{"type":"string"}},"must_haves":{"type":"object","additionalProperties":false,"properties":{"truths":{"type":"array","items":{"type":"string"}},"artifacts":{"type":"array","items":{"oneOf":[{"type":"string"},{"type":"object","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string"},"provides":{"type":"string"},"min_lines":{"type":"integer"},"min_tests":{"type":"integer"},"contains":{"oneOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]}}}]}},"key_links":{"type":"array","items":{"oneOf":[{"type":"string"},{"type":"object","required":["from"],"additionalProperties":false,"properties":{"from":{"type":"string"},"to":{"type":"string"},"via":{"type":"string"},"pattern":{"type":"string"}}}]}}}},"type":{"type":"string"},"title":{"type":"string"},"recommendation":{"type":"object"},"task_types":{"type":"array","items":{"type":"string"},"description":"legion-router extension: task types of this plan, used by include/exclude_task_types filters."}}}');
;// CONCATENATED MODULE: ./src/core/plans/split-frontmatter.ts

/** Extract `---`-fenced YAML frontmatter from a markdown file (CRLF and BOM tolerant). */
function splitFrontmatter(text) {
    const lines = stripBom(text).split(/\r\n|\r|\n/);
    if ((lines[0] ?? '').trimEnd() !== '---')
        return { yaml: null, firstLine: 1, unterminated: false };
    for (let i = 1; i < lines.length; i++) {
        const line = lines[i].trimEnd();
        if (line === '---' || line === '...')
            return { yaml: lines.slice(1, i).join('\n'), firstLine: 2, unterminated: false };
    }
    return { yaml: null, firstLine: 2, unterminated: true };
}

;// CONCATENATED MODULE: ./src/core/plans/parse-plan.ts








const pad2 = (n) => String(n).padStart(2, '0');
function planDiagnostic(input, message, line, column, hint) {
    return {
        code: error_codes/* WarningCode */.qN.PLAN_INVALID,
        severity: 'warning',
        message: `${input.path}: ${message}`,
        file: input.path,
        ...(line !== undefined ? { line } : {}),
        ...(column !== undefined ? { column } : {}),
        ...(hint ? { hint } : {}),
    };
}
function fallbackId(input) {
    return planIdFromFileName(input.fileName) ?? `${pad2(input.phaseNumber)}-${input.fileName.replace(/-?PLAN\.md$/i, '').replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 40)}`;
}
/**
 * Parse one PLAN.md. Real plans mix schema versions, so schema violations are warnings with the
 * line they are on and the plan still routes. A plan is malformed (fatal: reported, not routed)
 * only when routing cannot trust it: unparsable or unterminated frontmatter, frontmatter that is
 * not a mapping, a `wave` that is not a whole number ≥ 0, or `files_modified` that is not a list.
 * A file without frontmatter routes with its identity from the file name (Legion's own dry-run
 * fixtures have such plans) and a warning.
 */
function parsePlan(input) {
    const diagnostics = [];
    const id = fallbackId(input);
    const front = splitFrontmatter(input.text);
    const base = {
        id,
        path: input.path,
        phaseDir: input.phaseDir,
        phase: input.phaseNumber,
        wave: 1,
        dependsOn: [],
        agents: [],
        autonomous: false,
        filesModified: [],
        filesForbidden: [],
        taskTypes: [],
        taskTypesInferred: true,
        diagnostics,
    };
    if (front.unterminated) {
        return { fatal: planDiagnostic(input, 'frontmatter opened with --- on line 1 is never closed', 1, 1, 'Close the frontmatter with a --- line.'), id };
    }
    if (front.yaml === null) {
        diagnostics.push(planDiagnostic(input, 'no YAML frontmatter; routed as wave 1 with no declared files', 1, 1, 'Add frontmatter (phase, plan, wave, agents, files_modified).'));
        return { plan: base };
    }
    const yamlText = front.yaml;
    const parsed = loadYamlValue(yamlText);
    const offset = front.firstLine - 1;
    if (parsed.error) {
        const error = parsed.error;
        return {
            fatal: planDiagnostic(input, `frontmatter is not valid YAML: ${error.message}`, error.line !== undefined ? error.line + offset : undefined, error.column, 'Fix the YAML; the plan is not routed until then.'),
            id,
        };
    }
    if (parsed.value == null) {
        diagnostics.push(planDiagnostic(input, 'frontmatter is empty; routed as wave 1 with no declared files', 2, 1));
        return { plan: base };
    }
    if (!isDict(parsed.value)) {
        return { fatal: planDiagnostic(input, 'frontmatter must be a mapping of fields', 2, 1, 'Write the frontmatter as `key: value` lines.'), id };
    }
    const fm = parsed.value;
    // Positions are only needed for diagnostics: the located parse runs only then.
    let located;
    const at = (path) => {
        located ??= parseYaml(yamlText).locate;
        const location = located(path);
        return location ? { line: location.line + offset, column: location.column } : {};
    };
    for (const error of validateJsonSchema(fm, plan_frontmatter_schema_namespaceObject)) {
        const where = at(error.path);
        diagnostics.push(planDiagnostic(input, `frontmatter ${error.message} (plan-frontmatter schema)`, where.line, where.column, `Field ${formatSchemaPath(error.path)}.`));
    }
    if (fm.wave !== undefined && !(typeof fm.wave === 'number' && Number.isInteger(fm.wave) && fm.wave >= 0)) {
        const where = at(['wave']);
        return { fatal: planDiagnostic(input, `wave must be a whole number ≥ 0, found ${JSON.stringify(fm.wave)}`, where.line, where.column, 'Set wave: 1 (or the wave this plan runs in).'), id };
    }
    if (fm.files_modified !== undefined && fm.files_modified !== null && !Array.isArray(fm.files_modified)) {
        const where = at(['files_modified']);
        return { fatal: planDiagnostic(input, 'files_modified must be a list of paths', where.line, where.column, 'Write files_modified as a YAML list.'), id };
    }
    // The id comes from the file name (unique within its phase directory); frontmatter `plan`
    // only names files that do not follow NN-PP-PLAN.md, and a disagreement is reported.
    const plan = { ...base };
    const fromName = planIdFromFileName(input.fileName);
    const declared = typeof fm.plan === 'string' && /^\d{2,4}-\d{2,4}$/.test(fm.plan)
        ? fm.plan
        : typeof fm.plan === 'number' && Number.isInteger(fm.plan) && fm.plan >= 0 ? `${pad2(input.phaseNumber)}-${pad2(fm.plan)}` : undefined;
    if (!fromName && declared)
        plan.id = declared;
    if (fromName && typeof fm.plan === 'string' && declared && declared !== fromName) {
        const where = at(['plan']);
        diagnostics.push(planDiagnostic(input, `frontmatter plan "${declared}" differs from the file name; the file name (${fromName}) is used`, where.line, where.column));
    }
    if (typeof fm.wave === 'number')
        plan.wave = fm.wave;
    else
        diagnostics.push(planDiagnostic(input, 'no wave; routed as wave 1', 2, 1));
    plan.dependsOn = (Array.isArray(fm.depends_on) ? fm.depends_on : [])
        .map((d) => (typeof d === 'number' ? pad2(d) : d))
        .filter((d) => typeof d === 'string');
    plan.agents = stringList(fm.agents);
    if (plan.agents.length === 0 && typeof fm.agent === 'string')
        plan.agents = [fm.agent];
    plan.autonomous = fm.autonomous === true;
    plan.filesModified = stringList(fm.files_modified);
    plan.filesForbidden = stringList(fm.files_forbidden);
    if (Array.isArray(fm.task_types)) {
        plan.taskTypes = stringList(fm.task_types);
        plan.taskTypesInferred = false;
    }
    if (typeof fm.title === 'string')
        plan.title = fm.title;
    return { plan };
}

;// CONCATENATED MODULE: ./src/adapters/fs/load-phase-plans.ts



/** Phase directories under `<planning>/phases`, sorted by number; null when the folder is missing. */
function listPhaseDirectories(reader, planningDir) {
    const names = reader.listDirectory(`${planningDir}/phases`, 'directory');
    return names === null ? null : sortPhaseDirectories(names);
}
/** Plan file names (`NN-PP-PLAN.md`) in a phase directory. */
function listPlanFiles(reader, planningDir, phase) {
    return (reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? []).filter((name) => planIdFromFileName(name) !== null);
}
/** Read and parse every plan of a phase; unreadable or malformed files are reported, not fatal. */
function loadPhasePlans(reader, planningDir, phase) {
    const result = { plans: [], malformed: [], diagnostics: [] };
    for (const fileName of listPlanFiles(reader, planningDir, phase)) {
        const path = `${planningDir}/phases/${phase.name}/${fileName}`;
        const id = planIdFromFileName(fileName);
        const read = reader.readText(path);
        if (!read.ok) {
            const diagnostic = { code: error_codes/* WarningCode */.qN.PLAN_INVALID, severity: 'warning', message: `${read.message}; the plan is not routed.`, file: path };
            result.malformed.push({ id, path, diagnostic });
            result.diagnostics.push(diagnostic);
            continue;
        }
        const parsed = parsePlan({ path, fileName, phaseDir: phase.name, phaseNumber: phase.number, text: read.text });
        if (parsed.fatal) {
            result.malformed.push({ id: parsed.id, path, diagnostic: parsed.fatal });
            result.diagnostics.push(parsed.fatal);
        }
        else {
            result.plans.push(parsed.plan);
            result.diagnostics.push(...parsed.plan.diagnostics);
        }
    }
    return result;
}

;// CONCATENATED MODULE: ./src/app/load-project.ts







function optionalText(reader, path, diagnostics, code) {
    const read = reader.readText(path);
    if (read.ok)
        return read.text;
    if (read.reason !== 'missing') {
        diagnostics.push({ code, severity: 'warning', message: `${read.message}; treated as missing.`, file: path });
    }
    return undefined;
}
/** Load config, settings, control profile, authority matrix, STATE.md and ROADMAP.md. */
function loadProject(reader, planningDir, configPath) {
    const diagnostics = [];
    const config = loadConfig(reader, configPath);
    if (!config.ok)
        return { ok: false, diagnostic: config.diagnostic, diagnostics };
    diagnostics.push(...config.loaded.diagnostics);
    const settingsRead = reader.readText('settings.json');
    const settings = resolveSettings(settingsRead.ok ? settingsRead.text : undefined, 'settings.json');
    if (!settingsRead.ok && settingsRead.reason !== 'missing') {
        diagnostics.push({ code: error_codes/* WarningCode */.qN.SETTINGS_DEFAULTS, severity: 'warning', message: `${settingsRead.message}; settings defaults used.`, file: 'settings.json' });
    }
    diagnostics.push(...settings.diagnostics);
    const controlPath = `${planningDir}/config/control-modes.yaml`;
    const controlRead = reader.readText(controlPath);
    if (!controlRead.ok && controlRead.reason !== 'missing') {
        const diagnostic = {
            code: error_codes/* ErrorCode */.O4.CONFIG_BLOCKER,
            severity: 'blocker',
            message: `Cannot resolve control mode: ${controlRead.message}.`,
            file: controlPath,
            hint: 'Make control-modes.yaml a regular readable file in the repository, or delete it to use the guarded defaults.',
        };
        return { ok: false, diagnostic, diagnostics };
    }
    const control = resolveControlProfile(settings.controlMode, controlRead.ok ? controlRead.text : undefined, controlPath);
    const blocker = control.diagnostics.find((d) => d.severity === 'blocker' && d.code.startsWith('E'));
    if (control.blocked) {
        return {
            ok: false,
            diagnostic: blocker ?? { code: error_codes/* ErrorCode */.O4.CONFIG_BLOCKER, severity: 'blocker', message: `Cannot resolve control mode from ${controlPath}.`, file: controlPath },
            diagnostics: [...diagnostics, ...control.diagnostics.filter((d) => d !== blocker)],
        };
    }
    diagnostics.push(...control.diagnostics);
    let authority = null;
    const authorityPath = `${planningDir}/config/authority-matrix.yaml`;
    const authorityText = optionalText(reader, authorityPath, diagnostics, error_codes/* WarningCode */.qN.AUTHORITY_INVALID);
    if (authorityText !== undefined) {
        const parsed = parseAuthorityMatrix(authorityText, authorityPath);
        authority = parsed.matrix;
        diagnostics.push(...parsed.diagnostics);
    }
    let compiled;
    let directories;
    const plans = new Map();
    const project = {
        reader,
        planningDir,
        loaded: config.loaded,
        controlMode: control.mode,
        controlProfile: control.profile,
        authority,
        stateText: optionalText(reader, `${planningDir}/STATE.md`, diagnostics, error_codes/* WarningCode */.qN.PROJECT_FILE_UNREADABLE),
        roadmapText: optionalText(reader, `${planningDir}/ROADMAP.md`, diagnostics, error_codes/* WarningCode */.qN.PROJECT_FILE_UNREADABLE),
        diagnostics,
        naturalLanguage: () => (compiled ??= compileNaturalLanguage(config.loaded.config)),
        phaseDirectories: () => (directories === undefined ? (directories = listPhaseDirectories(reader, planningDir)) : directories),
        donePlans: () => [],
        phasePlans: (phase) => {
            let loaded = plans.get(phase.name);
            if (!loaded)
                plans.set(phase.name, (loaded = loadPhasePlans(reader, planningDir, phase)));
            return loaded;
        },
    };
    return { ok: true, project };
}
/** What the intent stage reads of a project. */
function intentContext(project, trigger, dryRun = false) {
    return {
        config: project.loaded.config,
        naturalLanguage: project.naturalLanguage,
        stateText: project.stateText,
        roadmapText: project.roadmapText,
        planningDir: project.planningDir,
        trigger,
        dryRun,
    };
}

;// CONCATENATED MODULE: ./src/app/rejected-result.ts

/** A result that routes nothing: not a command, unauthorized, API failure, bad input. */
function rejected_result_rejectedResult(options) {
    const result = {
        ok: options.errorCode === '',
        errorCode: options.errorCode,
        source: options.source,
        command: options.command ?? '',
        intent: '',
        mode: 'none',
        flags: [],
        confidence: 0,
        dryRun: false,
        controlMode: 'guarded',
        controlProfile: { ...guarded_defaults/* GUARDED_DEFAULTS */.y },
        matrix: { include: [] },
        waves: [],
        waveMaxParallel: [],
        hasWork: false,
        team: [],
        plans: [],
        diagnostics: options.diagnostics ?? [],
        suggestions: [],
        message: options.message,
        notes: [],
        configPath: '',
    };
    if (options.actor !== undefined)
        result.actor = options.actor;
    return result;
}
/** The result of a request the intent stage rejected, with what it found out on the way. */
function resultFromRejection(rejection, project) {
    const result = rejected_result_rejectedResult({
        errorCode: rejection.code,
        message: rejection.message,
        source: rejection.source,
        ...(rejection.actor ? { actor: rejection.actor } : {}),
        command: rejection.command,
        diagnostics: [...project.diagnostics, ...rejection.diagnostics],
    });
    return {
        ...result,
        confidence: rejection.confidence,
        controlMode: project.controlMode,
        controlProfile: { ...project.controlProfile },
        configPath: project.loaded.path,
        notes: rejection.notes,
        suggestions: rejection.suggestions,
        ...(rejection.position ? { position: rejection.position } : {}),
        ...(rejection.naturalLanguage ? { naturalLanguage: rejection.naturalLanguage } : {}),
    };
}

;// CONCATENATED MODULE: ./src/core/matrix/entry-context.ts
/** `read_only` and `environment` fields shared by all entries. */
function controlFields(context) {
    return {
        read_only: context.profile.read_only,
        environment: context.profile.human_approval_required ? context.approvalEnvironment : '',
        control_mode: context.controlMode,
    };
}

;// CONCATENATED MODULE: ./src/core/text/sanitize.ts
/**
 * Matrix values must be safe to paste into a shell by a careless downstream `run:` step. Values
 * that come from untrusted text (plan ids, agent names, file paths, branch names) are kept only
 * when they consist of safe characters and do not start with `-` (no option injection); other
 * values are left out and counted. See SECURITY.md.
 */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const SAFE_PATH = /^[A-Za-z0-9._@+][A-Za-z0-9._@+\/-]{0,1023}$/;
function isSafeId(value) {
    return SAFE_ID.test(value);
}
/**
 * A declared file pattern: a safe path that may also hold glob characters (`* ? [ ] { } , !`).
 * None of them runs code in a shell (no `$`, backquote, quote, `;`, `|`, `&`, `<`, `>`, `(`,
 * `)`, backslash, space or newline).
 */
const SAFE_PATTERN = /^!?[A-Za-z0-9._@+*?[\]{}][A-Za-z0-9._@+\/*?[\]{},-]{0,1023}$/;
function isSafePattern(value) {
    return SAFE_PATTERN.test(value) && !value.split('/').some((segment) => segment === '..' || segment.startsWith('-'));
}
function isSafePath(value) {
    return SAFE_PATH.test(value) && !value.split('/').some((segment) => segment === '..' || segment.startsWith('-'));
}
/** Keep safe ids; return the rest separately so callers can report them. */
function partitionSafe(values, test) {
    const safe = [];
    let unsafe = 0;
    for (const value of values) {
        if (test(value))
            safe.push(value);
        else
            unsafe++;
    }
    return { safe, unsafe };
}
/** A safe id derived from arbitrary text (for generated ids): unsafe characters become `_`. */
function toSafeId(value) {
    const cleaned = value.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^[^A-Za-z0-9]+/, '').slice(0, 128);
    return cleaned === '' ? 'x' : cleaned;
}

;// CONCATENATED MODULE: ./src/app/routes/command-route.ts
/**
 * Commands that run as one job (plan, start, quick, advise, explore and the config's own
 * command_routes): one entry with the command, the phase and the free text (base64, so no
 * character of it can reach a shell).
 */



/** Longest free text carried into the entry. */
const MAX_ENTRY_TEXT_CHARS = 4096;
function commandRoute({ intent, project, entry }) {
    const statePhase = parseStateMd(project.stateText).phase;
    const phase = intent.phaseRequest !== undefined ? Number(intent.phaseRequest) : statePhase ?? null;
    const text = intent.text;
    const single = {
        id: isSafeId(intent.command) ? intent.command : 'command',
        command: intent.command,
        intent: entry.intent,
        phase,
        text_b64: text === '' ? '' : Buffer.from(text.slice(0, MAX_ENTRY_TEXT_CHARS), 'utf8').toString('base64'),
        ...controlFields(entry),
    };
    return { entries: [single], notes: [], diagnostics: [] };
}

;// CONCATENATED MODULE: ./src/core/matrix/review-entries.ts


/** Standard review: one entry per review-panel dimension (spec, correctness, quality, security). */
function reviewPanelEntries(panel, scope, context) {
    return panel
        .filter((d) => isSafeId(d.dimension) && isSafeId(d.agent))
        .map((d) => ({
        id: `review-${d.dimension}`,
        command: context.command,
        intent: context.intent,
        dimension: d.dimension,
        agent: d.agent,
        domains: partitionSafe(d.domains, isSafeId).safe,
        phase: scope.phase,
        phase_dir: scope.phaseDir,
        review_file: scope.reviewFile && isSafePath(scope.reviewFile) ? scope.reviewFile : '',
        ...controlFields(context),
    }));
}
/**
 * filter_review: the panel restricted to the intent's domains. Dimensions whose domains overlap
 * the intent keep only the overlapping domains; the intent's own reviewers join with the intent
 * domains they own (or all of them when the authority matrix names none).
 */
function filteredReviewEntries(panel, team, scope, context) {
    const intentDomains = new Set(team.domains);
    const restricted = [];
    for (const dimension of panel) {
        const overlap = dimension.domains.filter((d) => intentDomains.has(d));
        if (overlap.length > 0)
            restricted.push({ ...dimension, domains: overlap });
    }
    const entries = reviewPanelEntries(restricted, scope, context);
    const present = new Set(entries.map((e) => e.agent));
    for (const member of team.members) {
        if (present.has(member.agent) || !isSafeId(member.agent))
            continue;
        present.add(member.agent);
        entries.push({
            id: `review-${team.intent}-${member.agent}`.slice(0, 128),
            command: context.command,
            intent: context.intent,
            dimension: team.intent,
            agent: member.agent,
            domains: partitionSafe(member.domains.length > 0 ? member.domains : team.domains, isSafeId).safe,
            phase: scope.phase,
            phase_dir: scope.phaseDir,
            review_file: scope.reviewFile && isSafePath(scope.reviewFile) ? scope.reviewFile : '',
            ...controlFields(context),
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/core/team/resolve-team.ts

/**
 * §3 resolveTeamTemplate + §4 detectExecutionMode, with mapDomainsToAgents applied: members are
 * exactly the template's primary then secondary agents (unique by id: §4 "no deduplication
 * beyond agent ID uniqueness"); each carries the intent domains it owns in the authority matrix.
 * `domainOwners` also names owners outside the team, for the summary.
 */
function resolveTeamTemplate(intent, config, authority) {
    const definition = config.intents[intent];
    if (!definition)
        return null;
    const owners = mapDomainsToAgents(definition.domains, authority);
    const members = [];
    const add = (agent, role) => {
        if (members.some((m) => m.agent === agent))
            return;
        members.push({ agent, role, domains: definition.domains.filter((d) => owners[d] === agent) });
    };
    for (const agent of definition.agents.primary)
        add(agent, 'primary');
    for (const agent of definition.agents.secondary)
        add(agent, 'secondary');
    return {
        intent,
        description: definition.description,
        mode: definition.mode ?? 'ad_hoc',
        domains: definition.domains,
        members,
        domainOwners: owners,
    };
}

;// CONCATENATED MODULE: ./src/app/routes/route-outcome.ts
function refused(code, message, extra = {}) {
    return { entries: [], notes: [], diagnostics: [], ...extra, refusal: { code, message } };
}

;// CONCATENATED MODULE: ./src/app/resolve-phase.ts

/**
 * Which phase a route works on: the request's phase when given, else STATE.md's current phase
 * when it has a directory, else the lowest phase that has plans.
 */
function resolvePhase(requested, statePhase, directories, planCount, planningDir) {
    const dirs = directories ?? [];
    const found = dirs.map((d) => d.name).slice(0, 10).join(', ') || 'none';
    if (requested !== undefined && requested !== '') {
        const number = Number(requested);
        const match = dirs.find((d) => d.number === number);
        if (match)
            return { ok: true, phase: match, how: `phase ${number} requested` };
        return {
            ok: false,
            code: error_codes/* ErrorCode */.O4.PHASE_DIR_MISSING,
            message: `Cannot route phase ${requested}: no directory ${planningDir}/phases/${String(number).padStart(2, '0')}-*/ (found: ${found}).`,
            hint: 'Plan the phase first (/legion plan N), or pick an existing phase.',
        };
    }
    let note = '';
    if (statePhase !== undefined && statePhase > 0) {
        const match = dirs.find((d) => d.number === statePhase);
        if (match)
            return { ok: true, phase: match, how: `phase ${statePhase} from STATE.md` };
        note = `STATE.md names phase ${statePhase}, which has no directory; `;
    }
    for (const dir of dirs) {
        if (planCount(dir) > 0)
            return { ok: true, phase: dir, how: `${note}lowest phase with plans (${dir.name})` };
    }
    return {
        ok: false,
        code: directories === null ? error_codes/* ErrorCode */.O4.PHASE_DIR_MISSING : error_codes/* ErrorCode */.O4.NO_PHASE,
        message: directories === null
            ? `Cannot route: ${planningDir}/phases/ does not exist.`
            : `Cannot route: no phase under ${planningDir}/phases/ has plans (found: ${found}).`,
        hint: 'Create plans with /legion plan N, or pass --phase=N.',
    };
}

;// CONCATENATED MODULE: ./src/app/routes/route-phase.ts
/** The phase a route works on, from the request, STATE.md and the phase directories. */



function routePhase(project, phaseRequest) {
    const { reader, planningDir } = project;
    const directories = project.phaseDirectories();
    return resolvePhase(phaseRequest, parseStateMd(project.stateText).phase, directories, (directory) => listPlanFiles(reader, planningDir, directory).length, planningDir);
}

;// CONCATENATED MODULE: ./src/app/routes/unsafe-agents.ts


/** A warning for team members whose agent id cannot go into the matrix (unsafe characters), or none. */
function unsafeAgentsDiagnostic(agents) {
    const unsafe = agents.filter((agent) => !isSafeId(agent));
    if (unsafe.length === 0)
        return [];
    return [
        {
            code: error_codes/* WarningCode */.qN.UNSAFE_VALUE_OMITTED,
            severity: 'warning',
            message: `${unsafe.length} agent id(s) with characters outside [A-Za-z0-9._-] were left out of the matrix.`,
            hint: 'Agent ids in intent-teams.yaml and review_panel must be plain ids such as engineering-security-engineer.',
        },
    ];
}

;// CONCATENATED MODULE: ./src/app/routes/filtered-review-route.ts
/**
 * `review` with a filter_review intent (--just-security): the review panel restricted to the
 * intent's domains, over the phase's prior review cycle (NN-REVIEW.md or REVIEW.md must exist).
 */







function filteredReviewRoute({ intent, project, settings, entry }) {
    const config = project.loaded.config;
    const phase = routePhase(project, intent.phaseRequest);
    if (!phase.ok)
        return refused(error_codes/* ErrorCode */.O4.PHASE_DIR_MISSING, `Cannot filter review — phase directory missing. ${phase.message}\n${phase.hint}`);
    const where = { number: phase.phase.number, dir: phase.phase.name };
    const directory = `${project.planningDir}/phases/${phase.phase.name}`;
    const reviewFile = `${directory}/${String(phase.phase.number).padStart(2, '0')}-REVIEW.md`;
    const found = [reviewFile, `${directory}/REVIEW.md`].find((path) => project.reader.exists(path));
    if (!found) {
        return refused(error_codes/* ErrorCode */.O4.REVIEW_MISSING, `Cannot filter review — no prior review cycle: ${reviewFile} is missing.\nRun ${settings.trigger} review first, then ${settings.trigger} review ${intentFlagName(intent.intent, config.intents[intent.intent])}.`, { phase: where });
    }
    const team = resolveTeamTemplate(intent.intent, config, project.authority);
    if (!team)
        return refused(error_codes/* ErrorCode */.O4.VALIDATION_FAILED, `Intent ${intent.intent} has no team template.`, { phase: where });
    return {
        entries: filteredReviewEntries(config.review_panel, team, { phase: phase.phase.number, phaseDir: phase.phase.name, reviewFile: found }, entry),
        phase: where,
        team: team.members.map((m) => ({ agent: m.agent, role: m.role, domains: m.domains })),
        notes: [],
        diagnostics: unsafeAgentsDiagnostic([...team.members.map((m) => m.agent), ...config.review_panel.map((d) => d.agent)]),
    };
}

;// CONCATENATED MODULE: ./src/core/waves/apply-schedule.ts
/**
 * The filters' decisions made to agree with the schedule, ready for `planEntries`:
 *
 * - a scheduled plan is kept; one the filters had dropped (a pulled-in dependency or an added
 *   dependent) runs whole — all its declared files and agents, not partial — since it is needed
 *   as written; its reason says why (`dependency of 01-03`);
 * - a plan skipped because it is done is not kept, with the done reason;
 * - a re-run done plan keeps its filter result and gets a note.
 *
 * A kept decision the schedule does not mention (its plan was not given to `scheduleWaves`) is
 * dropped with the reason `not in the wave schedule`; other decisions are returned unchanged.
 */
function applySchedule(decisions, schedule) {
    const scheduled = new Map(schedule.plans.map((plan) => [plan.id, plan]));
    const done = new Map(schedule.done.map((plan) => [plan.id, plan]));
    return decisions.map((decision) => {
        const entry = scheduled.get(decision.id);
        if (entry) {
            if (entry.how === 'selected' && decision.kept) {
                return entry.rerun === undefined ? decision : { ...decision, reasons: [...decision.reasons, `re-run although done (${entry.rerun})`] };
            }
            const plan = decision.plan;
            return {
                ...decision,
                kept: true,
                partial: false,
                reasons: [...decision.reasons, entry.reason],
                files: plan ? [...plan.filesModified] : [...decision.files],
                excludedFiles: [],
                excludedAgents: [],
                excludedTaskTypes: [],
            };
        }
        const skipped = done.get(decision.id);
        if (skipped)
            return { ...decision, kept: false, reasons: [...decision.reasons, `done, skipped (${skipped.reason})`] };
        if (decision.kept)
            return { ...decision, kept: false, reasons: [...decision.reasons, 'not in the wave schedule'] };
        return decision;
    });
}

;// CONCATENATED MODULE: ./src/core/waves/plan-ids.ts
const PLAN_ID = /^(\d{1,4})-(\d{1,4})$/;
const PHASE_PREFIX = /^(\d{1,4})-/;
/** The phase number in an `NN-PP` id (`16-01` → 16), or undefined for other ids. */
function idPhase(id) {
    const match = PLAN_ID.exec(id);
    return match ? Number(match[1]) : undefined;
}
/** The phase a plan belongs to: its declared phase, else its id's `NN-` prefix. */
function planPhase(plan) {
    if (typeof plan.phase === 'number' && Number.isInteger(plan.phase))
        return plan.phase;
    const match = PHASE_PREFIX.exec(plan.id);
    return match ? Number(match[1]) : undefined;
}
/** Plan order: `NN-PP` ids by phase then plan number (so 01-9 < 01-10), others after, by code unit. */
function compareIds(a, b) {
    const ma = PLAN_ID.exec(a);
    const mb = PLAN_ID.exec(b);
    if (ma && mb)
        return Number(ma[1]) - Number(mb[1]) || Number(ma[2]) - Number(mb[2]) || (a < b ? -1 : a > b ? 1 : 0);
    if (ma)
        return -1;
    if (mb)
        return 1;
    return a < b ? -1 : a > b ? 1 : 0;
}
/** `a, b, c and 4 more`: at most `max` items named. */
function listIds(ids, max = 5) {
    const shown = ids.slice(0, max).join(', ');
    return ids.length > max ? `${shown} and ${ids.length - max} more` : shown;
}

;// CONCATENATED MODULE: ./src/core/waves/one-line.ts
/** C0/C1 control characters (ANSI escapes start with one of these). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
/**
 * Untrusted text (a done reason read from a SUMMARY.md) as one plain line: control characters and
 * line breaks become spaces, runs of spaces collapse, at most `maxChars` characters (then `…`).
 * Renderers still escape it for markdown.
 */
function oneLine(text, maxChars) {
    const flat = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
    return flat.length > maxChars ? `${flat.slice(0, maxChars)}…` : flat;
}

;// CONCATENATED MODULE: ./src/core/waves/validate-wave-map.ts



/** A `depends_on` value for a message: the id when it is plain, never raw untrusted text. */
function shownId(value) {
    return isSafeId(value) ? value : '(a value with characters outside [A-Za-z0-9._-])';
}
/** Resolve one `depends_on` entry of `plan`. */
function dependencyTarget(plan, dependency, context) {
    const target = context.byId.get(dependency);
    if (target)
        return { kind: 'plan', plan: target };
    if (context.unroutable.has(dependency))
        return { kind: 'unroutable' };
    if (context.done.has(dependency))
        return { kind: 'done' };
    const own = planPhase(plan);
    const other = idPhase(dependency);
    if (own !== undefined && other !== undefined && other !== own)
        return other < own ? { kind: 'earlier-phase', phase: other } : { kind: 'later-phase', phase: other };
    return { kind: 'unknown' };
}
function where(plan) {
    return plan.path ? { file: plan.path } : {};
}
/**
 * Check the wave map the way Legion's wave executor does before it runs anything (plan discovery
 * Step 5): every `depends_on` must name a plan of this phase in an earlier (lower) wave. Checked
 * for every plan of the phase, selected or not, so a broken phase fails the same way on every
 * route. Errors name both plans:
 *
 * - E060: the dependency is not a plan of the phase (nor done), or its file could not be parsed;
 * - E061: the dependency is the plan itself, in the same or a later wave, or in a later phase;
 * - E065: two plans share an id.
 *
 * A dependency on a plan of an earlier phase (`16-01` → `15-01`, common in Legion's own history)
 * is not an error here: the schedule covers one phase and reports it (W071).
 */
function validateWaveMap(plans, done = [], unroutable = []) {
    const errors = [];
    const byId = new Map();
    for (const plan of plans) {
        const first = byId.get(plan.id);
        if (first) {
            errors.push({
                code: error_codes/* ErrorCode */.O4.DUPLICATE_PLAN_ID,
                severity: 'blocker',
                message: `Plans ${shownId(plan.id)}${first.path ? ` (${first.path})` : ''} and ${shownId(plan.id)}${plan.path ? ` (${plan.path})` : ''} have the same id, so their waves and dependencies cannot be told apart.`,
                hint: 'Give every plan of a phase its own NN-PP id (file name NN-PP-PLAN.md).',
                ...where(plan),
            });
            continue;
        }
        byId.set(plan.id, plan);
    }
    const context = { byId, done: new Set(done), unroutable: new Set(unroutable) };
    for (const plan of byId.values()) {
        for (const dependency of new Set(plan.dependsOn)) {
            const target = dependencyTarget(plan, dependency, context);
            const from = `${shownId(plan.id)} (wave ${plan.wave})`;
            const to = shownId(dependency);
            switch (target.kind) {
                case 'plan':
                    if (target.plan.wave < plan.wave && target.plan.id !== plan.id)
                        break;
                    errors.push({
                        code: error_codes/* ErrorCode */.O4.WAVE_DEPENDENCY_NOT_EARLIER,
                        severity: 'blocker',
                        message: target.plan.id === plan.id
                            ? `Plan ${from} depends on itself.`
                            : `Plan ${from} depends on ${to}, which is in wave ${target.plan.wave}: a plan can only depend on plans of an earlier wave.`,
                        hint: `Move ${to} to a wave before ${plan.wave}, or ${shownId(plan.id)} to a wave after ${target.plan.wave}, or drop the dependency (re-run Legion's plan step).`,
                        ...where(plan),
                    });
                    break;
                case 'later-phase':
                    errors.push({
                        code: error_codes/* ErrorCode */.O4.WAVE_DEPENDENCY_NOT_EARLIER,
                        severity: 'blocker',
                        message: `Plan ${from} depends on ${to}, a plan of the later phase ${target.phase}.`,
                        hint: `A plan can only depend on plans of earlier waves of its phase (or of earlier phases); fix depends_on of ${shownId(plan.id)}.`,
                        ...where(plan),
                    });
                    break;
                case 'unroutable':
                    errors.push({
                        code: error_codes/* ErrorCode */.O4.WAVE_DEPENDENCY_UNKNOWN,
                        severity: 'blocker',
                        message: `Plan ${from} depends on ${to}, whose plan file could not be parsed.`,
                        hint: `Fix ${to}-PLAN.md (see its W020 warning) so its wave is known.`,
                        ...where(plan),
                    });
                    break;
                case 'unknown':
                    errors.push({
                        code: error_codes/* ErrorCode */.O4.WAVE_DEPENDENCY_UNKNOWN,
                        severity: 'blocker',
                        message: `Plan ${from} depends on ${to}, which is not a plan of this phase.`,
                        hint: `Add ${to}-PLAN.md to the phase, or remove ${to} from depends_on of ${shownId(plan.id)}.`,
                        ...where(plan),
                    });
                    break;
                case 'done':
                case 'earlier-phase':
                    break;
            }
        }
    }
    return errors;
}

;// CONCATENATED MODULE: ./src/core/waves/wave-conflicts.ts



/** A declared path, compared the way people write it: `./a//b/` and `a/b` are the same file. */
function normalizeDeclaredPath(path) {
    return path.trim().replace(/\\/g, '/').replace(/\/{2,}/g, '/').replace(/^(\.\/)+/, '').replace(/\/$/, '');
}
function shownFile(path) {
    return isSafePattern(path) ? path : '(a path with unsafe characters)';
}
/** Files declared by two or more plans: file → plan ids (only shared files, sorted by file). */
function shared(plans, files) {
    const owners = new Map();
    for (const plan of plans) {
        for (const file of new Set(files(plan).map(normalizeDeclaredPath))) {
            if (file === '' || file.startsWith('!'))
                continue;
            const list = owners.get(file);
            if (list)
                list.push(plan.id);
            else
                owners.set(file, [plan.id]);
        }
    }
    return new Map([...owners].filter(([, ids]) => ids.length > 1).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/**
 * Conflicts inside one wave of scheduled plans, as the wave executor treats them:
 *
 * - two plans declaring the same `files_modified` entry (exact path after normalising `./`, `//`
 *   and a trailing `/`) is a warning (W070): they still run in parallel;
 * - two plans sharing a `sequential_files` entry make the whole wave sequential (I020), which
 *   the workflow applies as `max-parallel: 1` from output `wave-max-parallel`.
 */
function waveConflicts(wave, plans) {
    const diagnostics = [];
    const ordered = [...plans].sort((a, b) => compareIds(a.id, b.id));
    const modified = shared(ordered, (plan) => plan.filesModified);
    if (modified.size > 0) {
        const files = [...modified.keys()];
        const ids = [...new Set([...modified.values()].flat())].sort(compareIds);
        diagnostics.push({
            code: error_codes/* WarningCode */.qN.WAVE_FILES_SHARED,
            severity: 'warning',
            message: `Wave ${wave}: plans ${listIds(ids)} declare the same files_modified ${files.length === 1 ? 'entry' : 'entries'} ${listIds(files.map(shownFile), 3)} and run in parallel.`,
            hint: 'Plans of one wave should modify disjoint files: move one to a later wave, or declare the shared file in sequential_files of both to run the wave one job at a time.',
        });
    }
    const sequential = shared(ordered, (plan) => plan.sequentialFiles ?? []);
    const sequentialFiles = [...sequential.keys()];
    if (sequentialFiles.length > 0) {
        const ids = [...new Set([...sequential.values()].flat())].sort(compareIds);
        diagnostics.push({
            code: error_codes/* InfoCode */.eS.WAVE_SEQUENTIAL,
            severity: 'info',
            message: `Wave ${wave} runs one job at a time: plans ${listIds(ids)} share sequential_files ${listIds(sequentialFiles.map(shownFile), 3)}.`,
        });
    }
    return { sequentialFiles, diagnostics };
}

;// CONCATENATED MODULE: ./src/core/waves/schedule-waves.ts





const DEFAULT_SCHEDULE_OPTIONS = { includeDone: false, dependencies: 'pull', dependents: false };
const byWaveThenId = (a, b) => a.wave - b.wave || compareIds(a.id, b.id);
/**
 * Order a phase's plans into waves, as Legion's wave executor runs them (principles 1 and 7: all of
 * wave k completes before wave k+1 starts). Rules, in order:
 *
 * 1. The wave map is validated first (see {@link validateWaveMap}); any error stops here.
 * 2. `dependents`: the transitive dependents of the selected plans are selected too, each with
 *    the reason "dependent of X" (X the selected plan it was reached from).
 * 3. Done plans are skipped and listed with their reason, unless `includeDone` (re-run all).
 * 4. A scheduled plan depending on a plan of the phase that is neither done nor scheduled: with
 *    `pull` the dependency is added, transitively, in its own (earlier) wave with the reason
 *    "dependency of X"; with `refuse` the route fails with E062 naming both plans.
 * 5. Waves are the scheduled plans grouped by their `wave`, ascending, empty waves left out.
 *    Within a wave, shared `files_modified` warn (W070) and shared `sequential_files` make the
 *    wave sequential (I020).
 *
 * Every scheduled plan appears exactly once, and every dependency of a scheduled plan is either
 * done, outside the phase (W071), or scheduled in an earlier wave.
 */
function scheduleWaves(input) {
    const options = { ...DEFAULT_SCHEDULE_OPTIONS, ...input.options };
    const doneReasons = new Map();
    for (const done of input.done ?? [])
        if (!doneReasons.has(done.id))
            doneReasons.set(done.id, oneLine(done.reason, 200) || 'done');
    const unroutable = new Set(input.unroutable ?? []);
    const errors = validateWaveMap(input.plans, doneReasons.keys(), unroutable);
    if (errors.length > 0)
        return { ok: false, errors, diagnostics: [] };
    const byId = new Map(input.plans.map((plan) => [plan.id, plan]));
    const context = { byId, done: new Set(doneReasons.keys()), unroutable };
    const diagnostics = [];
    // 2. selection, then dependents (breadth first from the selected plans, in plan order).
    const chosen = new Map();
    const selected = [...new Set(input.selected)].map((id) => byId.get(id)).filter((p) => p !== undefined).sort(byWaveThenId);
    for (const plan of selected)
        chosen.set(plan.id, { how: 'selected' });
    if (options.dependents) {
        const dependentsOf = new Map();
        for (const plan of [...byId.values()].sort(byWaveThenId)) {
            for (const dependency of new Set(plan.dependsOn)) {
                const list = dependentsOf.get(dependency);
                if (list)
                    list.push(plan);
                else
                    dependentsOf.set(dependency, [plan]);
            }
        }
        const added = [];
        const queue = selected.map((plan) => ({ plan, root: plan.id }));
        for (let index = 0; index < queue.length; index++) {
            const next = queue[index];
            for (const dependent of dependentsOf.get(next.plan.id) ?? []) {
                if (chosen.has(dependent.id))
                    continue;
                chosen.set(dependent.id, { how: 'dependent', of: next.root });
                added.push(dependent.id);
                queue.push({ plan: dependent, root: next.root });
            }
        }
        if (added.length > 0) {
            added.sort(compareIds);
            diagnostics.push({
                code: error_codes/* InfoCode */.eS.DEPENDENTS_ADDED,
                severity: 'info',
                message: `Added ${added.length} plan(s) that depend on the selected plans: ${listIds(added.map((id) => `${id} (dependent of ${chosen.get(id)?.of})`), 10)}.`,
            });
        }
    }
    // 3. done plans.
    const scheduled = new Map();
    const skipped = [];
    const rerun = [];
    const describe = (how, of) => (how === 'selected' ? 'selected' : `${how} of ${of}`);
    for (const [id, choice] of chosen) {
        const plan = byId.get(id);
        const doneReason = doneReasons.get(id);
        if (doneReason !== undefined && !options.includeDone) {
            skipped.push({ id, wave: plan.wave, reason: doneReason });
            continue;
        }
        const entry = { id, wave: plan.wave, how: choice.how, reason: describe(choice.how, choice.of), ...(choice.of ? { of: choice.of } : {}) };
        if (doneReason !== undefined) {
            entry.rerun = doneReason;
            entry.reason = `${entry.reason}; re-run although done (${doneReason})`;
            rerun.push(id);
        }
        scheduled.set(id, entry);
    }
    // 4. unfinished dependencies, in wave order of the plans that need them.
    const refused = [];
    const crossPhase = [];
    const pulled = [];
    const queue = [...scheduled.keys()].map((id) => byId.get(id)).sort(byWaveThenId);
    for (let index = 0; index < queue.length; index++) {
        const plan = queue[index];
        for (const dependency of new Set(plan.dependsOn)) {
            const target = dependencyTarget(plan, dependency, context);
            if (target.kind === 'earlier-phase') {
                crossPhase.push(`${plan.id} → ${shownId(dependency)}`);
                continue;
            }
            if (target.kind !== 'plan')
                continue;
            const needed = target.plan;
            if (scheduled.has(needed.id) || doneReasons.has(needed.id))
                continue;
            if (options.dependencies === 'refuse') {
                refused.push({
                    code: error_codes/* ErrorCode */.O4.DEPENDENCY_NOT_SELECTED,
                    severity: 'blocker',
                    message: `Plan ${plan.id} depends on ${needed.id} (wave ${needed.wave}), which is neither done nor selected.`,
                    hint: `Select ${needed.id} as well, finish it first, or let the route pull unfinished dependencies in.`,
                    ...(plan.path ? { file: plan.path } : {}),
                });
                continue;
            }
            scheduled.set(needed.id, { id: needed.id, wave: needed.wave, how: 'dependency', of: plan.id, reason: `dependency of ${plan.id}` });
            pulled.push(needed.id);
            queue.push(needed);
        }
    }
    if (refused.length > 0)
        return { ok: false, errors: refused, diagnostics };
    if (skipped.length > 0) {
        skipped.sort((a, b) => a.wave - b.wave || compareIds(a.id, b.id));
        diagnostics.push({
            code: error_codes/* InfoCode */.eS.DONE_PLANS_SKIPPED,
            severity: 'info',
            message: `Skipped ${skipped.length} plan(s) already done: ${listIds(skipped.map((s) => `${s.id} (${s.reason})`), 10)}.`,
            hint: 'Re-include done plans to run them again (Legion\u2019s "re-run all plans").',
        });
    }
    if (rerun.length > 0) {
        rerun.sort(compareIds);
        diagnostics.push({ code: error_codes/* InfoCode */.eS.DONE_PLANS_RERUN, severity: 'info', message: `Running ${rerun.length} done plan(s) again: ${listIds(rerun, 10)}.` });
    }
    if (pulled.length > 0) {
        pulled.sort(compareIds);
        diagnostics.push({
            code: error_codes/* InfoCode */.eS.DEPENDENCY_PULLED,
            severity: 'info',
            message: `Added ${pulled.length} unfinished dependenc${pulled.length === 1 ? 'y' : 'ies'} in earlier waves: ${listIds(pulled.map((id) => `${id} (${scheduled.get(id)?.reason})`), 10)}.`,
        });
    }
    if (crossPhase.length > 0) {
        diagnostics.push({
            code: error_codes/* WarningCode */.qN.CROSS_PHASE_DEPENDENCY,
            severity: 'warning',
            message: `Dependencies on plans of earlier phases are not checked by this route: ${listIds(crossPhase, 5)}.`,
            hint: 'Make sure those phases are complete before running this one.',
        });
    }
    // 5. waves.
    const plans = [...scheduled.values()].sort((a, b) => a.wave - b.wave || compareIds(a.id, b.id));
    const waves = [];
    for (const entry of plans) {
        const last = waves[waves.length - 1];
        if (last && last.wave === entry.wave)
            last.plans.push(entry.id);
        else
            waves.push({ slot: waves.length + 1, wave: entry.wave, plans: [entry.id], sequential: false, sequentialFiles: [] });
    }
    for (const wave of waves) {
        const conflicts = waveConflicts(wave.wave, wave.plans.map((id) => byId.get(id)));
        wave.sequentialFiles = conflicts.sequentialFiles;
        wave.sequential = conflicts.sequentialFiles.length > 0;
        diagnostics.push(...conflicts.diagnostics);
    }
    return { ok: true, schedule: { waves, plans, done: skipped, diagnostics } };
}

;// CONCATENATED MODULE: ./src/core/matrix/plan-entries.ts


/**
 * One entry per kept plan, in wave order: everything a build job needs without reading the
 * plan again. Agents and files from the plan are untrusted text: only safe-character values are
 * listed (counted otherwise).
 */
function planEntries(decisions, context) {
    const kept = decisions
        .filter((d) => d.kept && d.plan)
        .sort((a, b) => (a.plan?.wave ?? 0) - (b.plan?.wave ?? 0) || a.id.localeCompare(b.id));
    const entries = [];
    for (const decision of kept) {
        const plan = decision.plan;
        if (!plan || !isSafeId(plan.id) || !isSafePath(plan.path) || !isSafeId(plan.phaseDir))
            continue;
        const agents = partitionSafe(plan.agents.filter((a) => !decision.excludedAgents.includes(a)), isSafeId);
        const files = partitionSafe(decision.files, isSafePattern);
        const dependsOn = partitionSafe(plan.dependsOn, isSafeId);
        entries.push({
            id: plan.id,
            command: context.command,
            intent: context.intent,
            plan: plan.id,
            path: plan.path,
            phase: plan.phase,
            phase_dir: plan.phaseDir,
            wave: plan.wave,
            depends_on: dependsOn.safe,
            agent: agents.safe[0] ?? '',
            agents: agents.safe,
            autonomous: plan.autonomous,
            files: files.safe,
            unsafe_values_omitted: agents.unsafe + files.unsafe + dependsOn.unsafe,
            partial: decision.partial,
            ...(decision.matchedChangedFiles !== undefined ? { changed_files: decision.matchedChangedFiles } : {}),
            ...controlFields(context),
        });
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/core/plans/filter-criteria.ts
function resolveFilterCriteria(intents, config) {
    const criteria = { intents: [], includeTaskTypes: [], excludeTaskTypes: [], excludeAgents: [], excludeFilePatterns: [] };
    const addAll = (target, values) => {
        for (const value of values)
            if (!target.includes(value))
                target.push(value);
    };
    for (const intent of intents) {
        const filter = config.intents[intent]?.filter;
        if (!filter)
            continue;
        criteria.intents.push(intent);
        addAll(criteria.includeTaskTypes, filter.include_task_types);
        addAll(criteria.excludeTaskTypes, filter.exclude_task_types);
        addAll(criteria.excludeAgents, filter.exclude_agents);
        addAll(criteria.excludeFilePatterns, filter.exclude_file_patterns);
    }
    return criteria.intents.length > 0 ? criteria : null;
}

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 8 modules
var esm = __webpack_require__(1138);
;// CONCATENATED MODULE: ./src/core/glob/compile-glob.ts

/**
 * Glob compilation with bounded cost. Patterns come from committed files (plans, config) and so
 * are untrusted: they are never turned into a JavaScript RegExp. A pattern is brace-expanded
 * (minimatch's braceExpand, with a bound on the number of alternatives), split into `/`
 * segments, and matched segment by segment with a linear-time wildcard matcher; `**` segments
 * are matched by dynamic programming over path segments. Cost is O(pattern × path) in the
 * worst case, whatever the input.
 *
 * Semantics follow minimatch with `{ dot: true }` (verified by a property test):
 * `*` and `?` do not cross `/`, `[a-z]` / `[!a]` classes, `**` spans zero or more segments,
 * `{a,b}` alternatives. Two conventions from gitignore, documented in the README:
 * - a pattern ending in `/` means the directory and everything below it;
 * - a slash-free pattern with a wildcard (`*.tsx`) matches the base name at any depth;
 *   a slash-free literal (`CLAUDE.md`) is a path from the repository root.
 */
const MAX_PATTERN_LENGTH = 512;
const MAX_BRACE_EXPANSIONS = 64;
const MAX_GLOBSTARS = 8;
const MAX_PATH_LENGTH = 4096;
function braceProductEstimate(pattern) {
    // Upper bound of the number of brace alternatives: product over groups of (commas + 1),
    // numeric ranges counted by their size.
    let product = 1;
    const stack = [];
    for (let i = 0; i < pattern.length; i++) {
        const ch = pattern[i];
        if (ch === '\\') {
            i++;
            continue;
        }
        if (ch === '{')
            stack.push(1);
        else if (ch === ',' && stack.length > 0)
            stack[stack.length - 1] = stack[stack.length - 1] + 1;
        else if (ch === '}' && stack.length > 0) {
            product *= stack.pop();
            if (product > MAX_BRACE_EXPANSIONS)
                return product;
        }
    }
    const range = /\{(-?\d{1,9})\.\.(-?\d{1,9})(?:\.\.\d{1,9})?\}/g;
    for (let m = range.exec(pattern); m; m = range.exec(pattern)) {
        product *= Math.abs(Number(m[2]) - Number(m[1])) + 1;
        if (product > MAX_BRACE_EXPANSIONS)
            return product;
    }
    if (/\{[a-zA-Z]\.\.[a-zA-Z]\}/.test(pattern))
        product *= 52;
    return product;
}
function parseClass(segment, start) {
    // segment[start] === '['
    let i = start + 1;
    let negated = false;
    if (segment[i] === '!' || segment[i] === '^') {
        negated = true;
        i++;
    }
    const ranges = [];
    let first = true;
    while (i < segment.length) {
        let ch = segment[i];
        if (ch === ']' && !first)
            return { unit: { kind: 'class', negated, ranges }, end: i };
        first = false;
        if (ch === '\\' && i + 1 < segment.length) {
            i++;
            ch = segment[i];
        }
        const low = ch.codePointAt(0);
        if (segment[i + 1] === '-' && i + 2 < segment.length && segment[i + 2] !== ']') {
            let highCh = segment[i + 2];
            let skip = 2;
            if (highCh === '\\' && i + 3 < segment.length) {
                highCh = segment[i + 3];
                skip = 3;
            }
            const high = highCh.codePointAt(0);
            if (high >= low)
                ranges.push([low, high]);
            i += skip + 1;
            continue;
        }
        ranges.push([low, low]);
        i++;
    }
    return null; // unterminated: the '[' is a literal
}
const SEGMENT_MAGIC = /[*?[\\]/;
function parseSegment(segment) {
    if (segment === '**')
        return { kind: 'globstar' };
    // Most segments of declared paths are plain names: no per-character work for them.
    if (!SEGMENT_MAGIC.test(segment))
        return { kind: 'literal', text: segment };
    const units = [];
    let literal = true;
    for (let i = 0; i < segment.length; i++) {
        const ch = segment[i];
        if (ch === '\\' && i + 1 < segment.length) {
            units.push({ kind: 'char', ch: segment[i + 1] });
            i++;
        }
        else if (ch === '*') {
            literal = false;
            if (units[units.length - 1]?.kind !== 'star')
                units.push({ kind: 'star' });
        }
        else if (ch === '?') {
            literal = false;
            units.push({ kind: 'any' });
        }
        else if (ch === '[') {
            const parsed = parseClass(segment, i);
            if (parsed) {
                literal = false;
                units.push(parsed.unit);
                i = parsed.end;
            }
            else
                units.push({ kind: 'char', ch });
        }
        else
            units.push({ kind: 'char', ch });
    }
    if (literal)
        return { kind: 'literal', text: units.map((u) => (u.kind === 'char' ? u.ch : '')).join('') };
    let literalSuffix = '';
    for (let k = units.length - 1; k >= 0; k--) {
        const unit = units[k];
        if (unit.kind !== 'char')
            break;
        literalSuffix = unit.ch + literalSuffix;
    }
    return { kind: 'wild', units, literalSuffix };
}
function unitMatches(unit, ch) {
    switch (unit.kind) {
        case 'char':
            return unit.ch === ch;
        case 'any':
            return true;
        case 'class': {
            const code = ch.codePointAt(0);
            const inside = unit.ranges.some(([low, high]) => code >= low && code <= high);
            return inside !== unit.negated;
        }
        default:
            return false;
    }
}
/**
 * Linear wildcard matching (the classic two-pointer algorithm with star backtracking to the
 * last star only): O(units × text) worst case, no exponential blow-up.
 */
function matchWild(units, text) {
    let u = 0;
    let t = 0;
    let starUnit = -1;
    let starText = 0;
    while (t < text.length) {
        const unit = units[u];
        if (unit && unit.kind === 'star') {
            starUnit = u++;
            starText = t;
        }
        else if (unit && unitMatches(unit, text[t])) {
            u++;
            t++;
        }
        else if (starUnit !== -1) {
            u = starUnit + 1;
            t = ++starText;
        }
        else
            return false;
    }
    while (u < units.length && units[u].kind === 'star')
        u++;
    return u === units.length;
}
function segmentMatches(segment, part) {
    if (segment.kind === 'literal')
        return segment.text === part;
    if (segment.kind === 'globstar')
        return true;
    if (segment.literalSuffix && !part.endsWith(segment.literalSuffix))
        return false;
    return matchWild(segment.units, part);
}
/** Match path segments against pattern segments; `**` via DP (no exponential recursion). */
function matchSegments(segments, parts) {
    const m = segments.length;
    const n = parts.length;
    // A pattern ending in a non-`**` segment matches only if that segment matches the path's last
    // part: a cheap rejection before the DP (most paths fail here).
    const final = segments[m - 1];
    if (final && final.kind !== 'globstar' && (n === 0 || !segmentMatches(final, parts[n - 1])))
        return false;
    // reachable[j] = pattern prefix of length i matches path prefix of length j
    let reachable = new Uint8Array(n + 1);
    let next = new Uint8Array(n + 1);
    reachable[0] = 1;
    for (let i = 0; i < m; i++) {
        const segment = segments[i];
        next.fill(0);
        if (segment.kind === 'globstar') {
            // `**` spans zero or more segments (one or more when it ends the pattern, as in
            // minimatch: `a/**` does not match `a`), never `.` or `..` segments.
            const last = i === m - 1;
            let any = 0;
            for (let j = 0; j <= n; j++) {
                if (any)
                    next[j] = 1;
                if (reachable[j] && !last)
                    next[j] = 1;
                if (reachable[j])
                    any = 1;
                if (j < n && (parts[j] === '.' || parts[j] === '..'))
                    any = 0;
            }
        }
        else {
            let anyReachable = false;
            for (let j = 0; j < n; j++) {
                if (reachable[j] && segmentMatches(segment, parts[j])) {
                    next[j + 1] = 1;
                    anyReachable = true;
                }
            }
            if (!anyReachable)
                return false;
        }
        [reachable, next] = [next, reachable];
    }
    return reachable[n] === 1;
}
function shapeOf(alternative) {
    const { segments } = alternative;
    const literals = [];
    let firstMagic = segments.length;
    for (let i = 0; i < segments.length; i++) {
        const segment = segments[i];
        if (segment.kind !== 'literal') {
            firstMagic = i;
            break;
        }
        literals.push(segment.text);
    }
    const self = alternative;
    if (alternative.baseOnly)
        return { kind: 'basename', matcher: self };
    if (firstMagic === segments.length) {
        const path = literals.join('/');
        return alternative.directory ? { kind: 'directory', dir: path } : { kind: 'exact', path };
    }
    const prefix = literals.join('/');
    const rest = segments.slice(firstMagic);
    if (rest.every((segment) => segment.kind === 'globstar'))
        return { kind: 'directory', dir: prefix };
    if (rest.length === 2 && rest[0]?.kind === 'globstar') {
        const last = rest[1];
        if (last.kind === 'wild' && last.units.length >= 2 && last.units[0]?.kind === 'star' && last.units.slice(1).every((u) => u.kind === 'char')) {
            const tail = last.literalSuffix;
            if (tail.startsWith('.') && tail.length > 1 && !tail.slice(1).includes('.')) {
                return { kind: 'extension', dir: prefix, ext: tail.slice(1) };
            }
        }
    }
    return { kind: 'general', prefix, matcher: self };
}
function compileAlternative(pattern, source) {
    let body = pattern;
    let directory = false;
    if (body.startsWith('./'))
        body = body.slice(2);
    if (body.startsWith('/'))
        body = body.replace(/^\/+/, '');
    if (body.endsWith('/')) {
        directory = true;
        body = body.replace(/\/+$/, '');
    }
    const rawSegments = body.split('/').filter((s, _index, all) => s !== '' || all.length === 1);
    const segments = rawSegments.map(parseSegment);
    if (directory)
        segments.push({ kind: 'globstar' });
    const baseOnly = !directory && segments.length === 1 && segments[0]?.kind === 'wild';
    const partial = { segments, baseOnly, directory, source, key: `${directory ? 'd' : 'f'}:${body}` };
    return { ...partial, shape: shapeOf(partial) };
}
/** Compile one pattern (with an optional leading `!`). Never throws. */
function compileGlob(pattern) {
    if (typeof pattern !== 'string' || pattern.trim() === '')
        return { ok: false, reason: 'empty pattern' };
    if (pattern.length > MAX_PATTERN_LENGTH)
        return { ok: false, reason: `pattern longer than ${MAX_PATTERN_LENGTH} characters` };
    if (/[\u0000-\u001f]/.test(pattern))
        return { ok: false, reason: 'pattern contains control characters' };
    let body = pattern.trim();
    let negated = false;
    while (body.startsWith('!')) {
        negated = !negated;
        body = body.slice(1);
    }
    if (body === '')
        return { ok: false, reason: 'empty pattern after !' };
    if (braceProductEstimate(body) > MAX_BRACE_EXPANSIONS) {
        return { ok: false, reason: `more than ${MAX_BRACE_EXPANSIONS} brace alternatives` };
    }
    // braceExpandMax stops the expansion early: the estimate above misses some forms (letter
    // ranges, stepped ranges), and a full expansion of `{a..z}` × 80 takes seconds.
    const expanded = body.includes('{') ? esm/* minimatch */.xF.braceExpand(body, { braceExpandMax: MAX_BRACE_EXPANSIONS + 1 }) : [body];
    if (expanded.length > MAX_BRACE_EXPANSIONS)
        return { ok: false, reason: `more than ${MAX_BRACE_EXPANSIONS} brace alternatives` };
    if (expanded.some((alt) => alt.split('/').some((segment) => segment === '.' || segment === '..') && !/^\.\//.test(alt))) {
        return { ok: false, reason: "'.' and '..' segments are not allowed; write the path from the repository root" };
    }
    const alternatives = [...new Set(expanded)].map((alt) => compileAlternative(alt, pattern));
    for (const alternative of alternatives) {
        if (alternative.segments.filter((s) => s.kind === 'globstar').length > MAX_GLOBSTARS) {
            return { ok: false, reason: `more than ${MAX_GLOBSTARS} ** segments` };
        }
    }
    return { ok: true, glob: { source: pattern, negated, alternatives } };
}
/** Split a repository path into segments (no leading `./`). */
function pathSegments(path) {
    let p = path;
    if (p.startsWith('./'))
        p = p.slice(2);
    return p.split('/');
}
/** Does one compiled alternative match a path? */
function alternativeMatches(alternative, path, parts = pathSegments(path)) {
    if (path.length > MAX_PATH_LENGTH)
        return false;
    if (alternative.baseOnly) {
        const base = parts[parts.length - 1] ?? '';
        return segmentMatches(alternative.segments[0], base);
    }
    return matchSegments(alternative.segments, parts);
}
/** Does a compiled glob (ignoring its negation flag) match a path? */
function globMatches(glob, path) {
    const parts = pathSegments(path);
    return glob.alternatives.some((alternative) => alternativeMatches(alternative, path, parts));
}

;// CONCATENATED MODULE: ./src/core/glob/glob-index.ts

function pushOwner(map, key, owner) {
    const list = map.get(key);
    if (list) {
        if (list[list.length - 1] !== owner)
            list.push(owner);
    }
    else
        map.set(key, [owner]);
}
class GlobIndex {
    exact = new Map();
    directories = new Map();
    /** key: `${dir}\u0000${ext}` */
    extensions = new Map();
    basenames = [];
    /** General matchers grouped by their literal directory prefix. */
    general = new Map();
    rejected = [];
    /** Number of distinct pattern texts compiled. */
    compiledPatterns;
    hasExtensions;
    /**
     * Longest directory key (directory, extension and general-prefix maps) and longest extension:
     * deeper ancestors and longer extensions cannot match, so a hostile path (thousands of
     * segments or dots) costs O(path) instead of O(segments × path).
     */
    maxAncestor;
    maxExtension;
    constructor(entries) {
        const byPattern = new Map();
        for (const { pattern, owner } of entries) {
            const owners = byPattern.get(pattern);
            if (owners)
                owners.push(owner);
            else
                byPattern.set(pattern, [owner]);
        }
        this.compiledPatterns = byPattern.size;
        const basenameByText = new Map();
        const generalByText = new Map();
        for (const [pattern, owners] of byPattern) {
            const compiled = compileGlob(pattern);
            if (!compiled.ok) {
                for (const owner of owners)
                    this.rejected.push({ pattern, owner, reason: compiled.reason });
                continue;
            }
            for (const alternative of compiled.glob.alternatives) {
                const shape = alternative.shape;
                for (const owner of owners) {
                    switch (shape.kind) {
                        case 'exact':
                            pushOwner(this.exact, shape.path, owner);
                            break;
                        case 'directory':
                            pushOwner(this.directories, shape.dir, owner);
                            break;
                        case 'extension':
                            pushOwner(this.extensions, `${shape.dir}\u0000${shape.ext}`, owner);
                            break;
                        case 'basename':
                        case 'general': {
                            const cache = shape.kind === 'basename' ? basenameByText : generalByText;
                            const key = alternative.baseOnly ? `b${alternative.key}` : alternative.key;
                            let matcher = cache.get(key);
                            if (!matcher) {
                                matcher = { alternative, owners: [] };
                                cache.set(key, matcher);
                                if (shape.kind === 'basename')
                                    this.basenames.push(matcher);
                                else {
                                    const list = this.general.get(shape.prefix);
                                    if (list)
                                        list.push(matcher);
                                    else
                                        this.general.set(shape.prefix, [matcher]);
                                }
                            }
                            if (matcher.owners[matcher.owners.length - 1] !== owner)
                                matcher.owners.push(owner);
                            break;
                        }
                    }
                }
            }
        }
        this.hasExtensions = this.extensions.size > 0;
        let maxAncestor = 0;
        let maxExtension = 0;
        for (const dir of this.directories.keys())
            maxAncestor = Math.max(maxAncestor, dir.length);
        for (const prefix of this.general.keys())
            maxAncestor = Math.max(maxAncestor, prefix.length);
        for (const key of this.extensions.keys()) {
            const split = key.indexOf('\u0000');
            maxAncestor = Math.max(maxAncestor, split);
            maxExtension = Math.max(maxExtension, key.length - split - 1);
        }
        this.maxAncestor = maxAncestor;
        this.maxExtension = maxExtension;
    }
    /** Owners with a pattern matching `path`, passed to `visit` (may repeat an owner). */
    visitOwners(path, visit) {
        const parts = pathSegments(path);
        const normalised = parts.join('/');
        const exact = this.exact.get(normalised);
        if (exact)
            for (const owner of exact)
                visit(owner);
        const base = parts[parts.length - 1] ?? '';
        const extensions = [];
        if (this.hasExtensions) {
            for (let dot = base.indexOf('.'); dot !== -1; dot = base.indexOf('.', dot + 1)) {
                if (base.length - dot - 1 <= this.maxExtension)
                    extensions.push(base.slice(dot + 1));
            }
        }
        // Ancestors: '' (root), 'a', 'a/b', ... (excluding the file itself for directories).
        let ancestor = '';
        for (let depth = 0; depth < parts.length; depth++) {
            if (depth > 0)
                ancestor = ancestor === '' ? parts[depth - 1] : `${ancestor}/${parts[depth - 1]}`;
            if (ancestor.length > this.maxAncestor)
                break;
            if (depth > 0) {
                const dirOwners = this.directories.get(ancestor);
                if (dirOwners)
                    for (const owner of dirOwners)
                        visit(owner);
            }
            else {
                const rootOwners = this.directories.get('');
                if (rootOwners)
                    for (const owner of rootOwners)
                        visit(owner);
            }
            for (const ext of extensions) {
                const owners = this.extensions.get(`${ancestor}\u0000${ext}`);
                if (owners)
                    for (const owner of owners)
                        visit(owner);
            }
            const general = this.general.get(ancestor);
            if (general) {
                for (const matcher of general) {
                    if (alternativeMatches(matcher.alternative, normalised, parts))
                        for (const owner of matcher.owners)
                            visit(owner);
                }
            }
        }
        for (const matcher of this.basenames) {
            if (alternativeMatches(matcher.alternative, normalised, parts))
                for (const owner of matcher.owners)
                    visit(owner);
        }
    }
    /** Distinct owners matching `path`. */
    owners(path) {
        const result = new Set();
        this.visitOwners(path, (owner) => result.add(owner));
        return result;
    }
    /** The smallest owner id matching `path` (first-match-wins lists), or -1. */
    firstOwner(path) {
        let first = -1;
        this.visitOwners(path, (owner) => {
            if (first === -1 || owner < first)
                first = owner;
        });
        return first;
    }
}

;// CONCATENATED MODULE: ./src/core/plans/infer-task-types.ts


/**
 * A concrete path standing for a declared entry, for rule matching: the first brace
 * alternative, wildcards replaced by `x`, a directory entry given a child. `docs/` → `docs/x`,
 * `src/**\/*.{ts,tsx}` → `src/x/x.ts`.
 */
function representativePath(entry) {
    let path = entry.trim();
    // Only the first alternative is needed: braceExpandMax 1 keeps `{a,b}` × 100 from expanding
    // (a full expansion of such an entry takes over a second).
    if (path.includes('{') && path.length <= 512)
        path = esm/* minimatch */.xF.braceExpand(path, { braceExpandMax: 1 })[0] ?? path;
    if (path.endsWith('/'))
        path = `${path}x`;
    return path.replace(/\[[^\]/]*\]/g, 'x').replace(/\*\*/g, 'x').replace(/[*?]/g, 'x');
}
/**
 * How task types are found (documented in the README): a plan's own `task_types` win;
 * otherwise each declared file adds the types of the first `task_type_inference` rule it
 * matches, and each agent adds its `agent_task_types`. Either way, a sub-type adds its category
 * from the `task_types` taxonomy (`readme` → `documentation`).
 */
function createTaskTypeResolver(config) {
    const rules = new GlobIndex(config.task_type_inference.map((rule, owner) => ({ pattern: rule.pattern, owner })));
    const categoryOf = new Map();
    for (const [category, subTypes] of Object.entries(config.task_types)) {
        for (const subType of subTypes)
            categoryOf.set(subType, [...(categoryOf.get(subType) ?? []), category]);
    }
    return (plan) => {
        const types = new Set();
        if (!plan.taskTypesInferred)
            for (const t of plan.taskTypes)
                types.add(t);
        else {
            for (const entry of plan.filesModified) {
                if (entry.startsWith('!'))
                    continue;
                const rule = rules.firstOwner(representativePath(entry));
                if (rule >= 0)
                    for (const t of config.task_type_inference[rule]?.types ?? [])
                        types.add(t);
            }
            // Own keys only: an agent named `constructor` or `__proto__` must not reach Object.prototype.
            for (const agent of plan.agents)
                for (const t of Object.hasOwn(config.agent_task_types, agent) ? config.agent_task_types[agent] ?? [] : [])
                    types.add(t);
        }
        for (const t of [...types])
            for (const category of categoryOf.get(t) ?? [])
                types.add(category);
        return [...types];
    };
}

;// CONCATENATED MODULE: ./src/core/plans/select-plans.ts




const MAX_LISTED = 5;
function list(values) {
    const shown = values.slice(0, MAX_LISTED).join(', ');
    return values.length > MAX_LISTED ? `${shown} and ${values.length - MAX_LISTED} more` : shown;
}
/**
 * First-match-wins exclusion (§5 createFileFilter): the first pattern that matches decides;
 * a `!pattern` re-includes. Compiled once for all files.
 */
function createExclusion(patterns, diagnostics) {
    if (patterns.length === 0)
        return () => false;
    const negated = patterns.map((p) => p.startsWith('!'));
    const index = new GlobIndex(patterns.map((pattern, owner) => ({ pattern: negated[owner] ? pattern.slice(1) : pattern, owner })));
    for (const rejected of index.rejected) {
        diagnostics.push({
            code: error_codes/* WarningCode */.qN.CONFIG_INVALID,
            severity: 'warning',
            message: `exclude_file_patterns entry '${rejected.pattern.slice(0, 80)}' is ignored: ${rejected.reason}.`,
        });
    }
    return (path) => {
        const first = index.firstOwner(path);
        return first !== -1 && !negated[first];
    };
}
/**
 * Select the plans a route runs (§5). Every plan gets a decision with its reasons; predicates
 * are combined with AND, in this order:
 *
 * 1. changed files — a plan is affected when a changed file matches one of its
 *    `files_modified` entries (path, `dir/`, or glob; `!glob` entries subtract). Without a
 *    complete changed-file list every plan is considered. A plan that declares no files cannot
 *    be scoped and is kept.
 * 2. agents — `exclude_agents` removes agents; the plan is dropped only when all its agents are
 *    excluded, otherwise kept and marked partial.
 * 3. task types — the plan must have one of `include_task_types` (when set); it is dropped when
 *    every one of its types is in `exclude_task_types`, partial when only some are.
 * 4. files — `exclude_file_patterns` (first match wins, `!` re-includes) removes declared files;
 *    the plan is dropped when all its declared files are excluded, or when every changed file
 *    that selected it is excluded; partial otherwise.
 *
 * Partial plans run with the surviving agents/files listed on their matrix entry.
 */
function selectPlans(input) {
    const diagnostics = [];
    const { plans, criteria, changedFiles, config } = input;
    const resolveTaskTypes = createTaskTypeResolver(config);
    const isExcluded = createExclusion(criteria?.excludeFilePatterns ?? [], diagnostics);
    const scoping = changedFiles !== undefined && changedFiles.complete;
    const matched = new Uint32Array(plans.length);
    const matchedExcluded = new Uint32Array(plans.length);
    const scoped = plans.map((plan) => plan.filesModified.length > 0);
    if (scoping) {
        const positive = [];
        const negative = [];
        const hasNegative = new Uint8Array(plans.length);
        plans.forEach((plan, owner) => {
            let positives = 0;
            for (const entry of plan.filesModified) {
                if (entry.startsWith('!')) {
                    negative.push({ pattern: entry.slice(1), owner });
                    hasNegative[owner] = 1;
                }
                else {
                    positive.push({ pattern: entry, owner });
                    positives++;
                }
            }
            if (positives === 0 && hasNegative[owner])
                positive.push({ pattern: '**', owner });
        });
        const positiveIndex = new GlobIndex(positive);
        const negativeIndex = new GlobIndex(negative);
        for (const rejected of [...positiveIndex.rejected, ...negativeIndex.rejected]) {
            const plan = plans[rejected.owner];
            if (!plan)
                continue;
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.PLAN_INVALID,
                severity: 'warning',
                message: `${plan.path}: files_modified entry '${rejected.pattern.slice(0, 80)}' is ignored: ${rejected.reason}.`,
                file: plan.path,
            });
        }
        const seen = new Uint32Array(plans.length);
        let stamp = 0;
        for (const file of changedFiles.files) {
            stamp++;
            let negatives;
            let excluded;
            positiveIndex.visitOwners(file, (owner) => {
                if (seen[owner] === stamp)
                    return;
                seen[owner] = stamp;
                if (hasNegative[owner]) {
                    negatives ??= negativeIndex.owners(file);
                    if (negatives.has(owner))
                        return;
                }
                matched[owner] = matched[owner] + 1;
                excluded ??= isExcluded(file);
                if (excluded)
                    matchedExcluded[owner] = matchedExcluded[owner] + 1;
            });
        }
    }
    const excludedAgentSet = new Set(criteria?.excludeAgents ?? []);
    // A category in a filter covers its sub-types (`ui-components` covers `react`).
    const withSubTypes = (types) => {
        const set = new Set(types);
        for (const type of types)
            if (Object.hasOwn(config.task_types, type))
                for (const sub of config.task_types[type] ?? [])
                    set.add(sub);
        return set;
    };
    const includeTypes = withSubTypes(criteria?.includeTaskTypes ?? []);
    const excludeTypes = withSubTypes(criteria?.excludeTaskTypes ?? []);
    const intentLabel = criteria ? criteria.intents.map((i) => intentFlagName(i, config.intents[i])).join(' ') : '';
    const decisions = plans.map((plan, index) => {
        const reasons = [];
        const decision = {
            id: plan.id,
            path: plan.path,
            kept: true,
            reasons,
            partial: false,
            plan,
            files: [...plan.filesModified],
            excludedFiles: [],
            excludedAgents: [],
            excludedTaskTypes: [],
        };
        const drop = (reason) => {
            decision.kept = false;
            reasons.push(reason);
            return decision;
        };
        // 1. changed files
        if (!changedFiles)
            reasons.push('no changed-file list: every plan of the phase is considered');
        else if (!changedFiles.complete)
            reasons.push(`changed-file list incomplete${changedFiles.note ? ` (${changedFiles.note})` : ''}: every plan of the phase is considered`);
        else if (!scoped[index])
            reasons.push('declares no files_modified, so it cannot be scoped to the changed files: kept');
        else {
            decision.matchedChangedFiles = matched[index];
            if (matched[index] === 0)
                return drop(`none of the ${changedFiles.files.length} changed files matches its files_modified`);
            reasons.push(`${matched[index]} changed file(s) match its files_modified`);
        }
        if (!criteria)
            return decision;
        // 2. agents
        if (excludedAgentSet.size > 0 && plan.agents.length > 0) {
            decision.excludedAgents = plan.agents.filter((agent) => excludedAgentSet.has(agent));
            if (decision.excludedAgents.length === plan.agents.length)
                return drop(`every agent (${list(plan.agents)}) is excluded by ${intentLabel}`);
            if (decision.excludedAgents.length > 0) {
                decision.partial = true;
                reasons.push(`agents ${list(decision.excludedAgents)} excluded by ${intentLabel}; the others run`);
            }
        }
        // 3. task types
        if (includeTypes.size > 0 || excludeTypes.size > 0) {
            const types = resolveTaskTypes(plan);
            const how = plan.taskTypesInferred ? 'inferred' : 'declared';
            if (includeTypes.size > 0 && !types.some((t) => includeTypes.has(t))) {
                return drop(`task types (${how}: ${types.length ? list(types) : 'none'}) include none of ${list(criteria.includeTaskTypes)}`);
            }
            decision.excludedTaskTypes = types.filter((t) => excludeTypes.has(t));
            const remaining = types.filter((t) => !excludeTypes.has(t));
            if (types.length > 0 && remaining.length === 0)
                return drop(`every task type (${how}: ${list(types)}) is excluded by ${intentLabel}`);
            if (decision.excludedTaskTypes.length > 0) {
                decision.partial = true;
                reasons.push(`task types ${list(decision.excludedTaskTypes)} excluded (${how}); ${list(remaining)} remain`);
            }
            else if (types.length > 0)
                reasons.push(`task types (${how}): ${list(types)}`);
        }
        // 4. files
        if (criteria.excludeFilePatterns.length > 0) {
            const declared = plan.filesModified.filter((entry) => !entry.startsWith('!'));
            decision.excludedFiles = declared.filter((entry) => isExcluded(representativePath(entry)));
            decision.files = plan.filesModified.filter((entry) => !decision.excludedFiles.includes(entry));
            if (declared.length > 0 && decision.excludedFiles.length === declared.length) {
                return drop(`every declared file (${list(declared)}) is excluded by ${intentLabel}`);
            }
            const hits = matched[index];
            if (scoping && hits > 0 && matchedExcluded[index] === hits) {
                return drop(`all ${hits} changed file(s) that select it are excluded by ${intentLabel}`);
            }
            if (decision.excludedFiles.length > 0) {
                decision.partial = true;
                reasons.push(`${decision.excludedFiles.length} of ${declared.length} declared files excluded by ${intentLabel}; the rest run`);
            }
        }
        return decision;
    });
    for (const bad of input.malformed ?? []) {
        decisions.push({
            id: bad.id,
            path: bad.path,
            kept: false,
            reasons: [`malformed plan${bad.diagnostic.line ? ` (line ${bad.diagnostic.line})` : ''}: ${bad.diagnostic.message.replace(`${bad.path}: `, '')}`],
            partial: false,
            files: [],
            excludedFiles: [],
            excludedAgents: [],
            excludedTaskTypes: [],
        });
    }
    return { decisions, diagnostics };
}

;// CONCATENATED MODULE: ./src/app/routes/plans-route.ts
/**
 * `build` over a phase's plans (standard build, or a filter_plans intent such as --skip-frontend):
 * the phase's plans selected by the changed files and the intent's filters, scheduled into waves
 * (done plans skipped, unfinished dependencies pulled in, the wave map validated), one entry per
 * plan, each with its wave.
 */









function plansRoute({ intent, project, settings, entry }) {
    const config = project.loaded.config;
    const phase = routePhase(project, intent.phaseRequest);
    if (!phase.ok) {
        const scope = intent.intent ? 'Cannot filter plans — phase directory missing. ' : '';
        return refused(phase.code, `${scope}${phase.message}\n${phase.hint}`, {
            diagnostics: [{ code: phase.code, severity: 'blocker', message: phase.message, hint: phase.hint }],
        });
    }
    const notes = [`Phase: ${phase.how}.`];
    const loaded = project.phasePlans(phase.phase);
    const selection = selectPlans({
        plans: loaded.plans,
        malformed: loaded.malformed,
        criteria: resolveFilterCriteria(intent.flags.intents, config),
        ...(settings.changedFiles ? { changedFiles: settings.changedFiles } : {}),
        config,
    });
    const diagnostics = [...loaded.diagnostics, ...selection.diagnostics];
    const changed = settings.changedFiles;
    if (changed && !changed.complete) {
        diagnostics.push({
            code: error_codes/* WarningCode */.qN.CHANGED_FILES_TRUNCATED,
            severity: 'warning',
            message: `The changed-file list is incomplete${changed.note ? ` (${changed.note})` : ''}: every plan of phase ${phase.phase.number} was considered instead of only the affected ones.`,
        });
    }
    const where = { number: phase.phase.number, dir: phase.phase.name };
    if (loaded.plans.length + loaded.malformed.length === 0)
        notes.push(`Phase ${phase.phase.name} has no plan files (NN-PP-PLAN.md).`);
    const scheduled = scheduleWaves({
        plans: loaded.plans,
        selected: selection.decisions.filter((d) => d.kept).map((d) => d.id),
        done: project.donePlans(phase.phase),
        unroutable: loaded.malformed.map((m) => m.id),
        options: { includeDone: intent.flags.rerun === true, dependencies: settings.dependencies, dependents: settings.dependents },
    });
    if (!scheduled.ok) {
        const [first] = scheduled.errors;
        const message = [`The wave map of phase ${phase.phase.name} cannot be run:`, ...scheduled.errors.map((e, i) => `${i + 1}. ${e.message}`)].join('\n');
        return refused(first.code, message, { phase: where, plans: selection.decisions, notes, diagnostics: [...diagnostics, ...scheduled.diagnostics, ...scheduled.errors] });
    }
    const { schedule } = scheduled;
    diagnostics.push(...schedule.diagnostics);
    const decisions = applySchedule(selection.decisions, schedule);
    const tooMany = settings.waveJobs > 0 ? checkWaveJobs(schedule.waves.length, settings.waveJobs, schedule.waves.map((w) => w.wave)) : null;
    if (tooMany)
        return refused(tooMany.code, `${tooMany.message}${tooMany.hint ? `\n${tooMany.hint}` : ''}`, { phase: where, plans: decisions, schedule, notes, diagnostics: [...diagnostics, tooMany] });
    const outcome = { entries: planEntries(decisions, entry), phase: where, plans: decisions, schedule, notes, diagnostics };
    const planFiles = loaded.plans.length + loaded.malformed.length;
    if (schedule.plans.length === 0 && planFiles > 0 && schedule.done.length === loaded.plans.length) {
        outcome.message = `Phase ${phase.phase.number} already executed: every plan has a SUMMARY.md that does not report failure.\nRun ${settings.trigger} build --rerun to run them again.`;
        diagnostics.push({ code: error_codes/* InfoCode */.eS.PHASE_ALREADY_EXECUTED, severity: 'info', message: `Phase ${phase.phase.number} already executed; nothing to build (--rerun runs the plans again).` });
    }
    return outcome;
}

;// CONCATENATED MODULE: ./src/app/routes/review-route.ts
/** `review` (standard): one entry per review-panel dimension, scoped to the phase when there is one. */



function reviewRoute({ intent, project, entry }) {
    const panel = project.loaded.config.review_panel;
    const phase = routePhase(project, intent.phaseRequest);
    const notes = [phase.ok ? `Phase: ${phase.how}.` : `No phase: ${phase.message} The review covers the pull request as a whole.`];
    const scope = phase.ok ? { phase: phase.phase.number, phaseDir: phase.phase.name } : { phase: 0, phaseDir: '' };
    return {
        entries: reviewPanelEntries(panel, scope, entry),
        ...(phase.ok ? { phase: { number: phase.phase.number, dir: phase.phase.name } } : {}),
        team: panel.map((d) => ({ agent: d.agent, role: d.dimension, domains: d.domains })),
        notes,
        diagnostics: unsafeAgentsDiagnostic(panel.map((d) => d.agent)),
    };
}

;// CONCATENATED MODULE: ./src/core/matrix/team-entries.ts


/** ad_hoc: one entry per team member (primary first), §4 count = primary + secondary. */
function teamEntries(team, context, phase) {
    return team.members
        .filter((member) => isSafeId(member.agent))
        .map((member) => ({
        id: `${team.intent}-${member.agent}`.slice(0, 128),
        command: context.command,
        intent: team.intent,
        agent: member.agent,
        role: member.role,
        domains: partitionSafe(member.domains.length > 0 ? member.domains : team.domains, isSafeId).safe,
        phase,
        ...controlFields(context),
    }));
}

;// CONCATENATED MODULE: ./src/app/routes/team-route.ts
/** `build` with an ad_hoc intent (--just-harden): the intent's team, one entry per member. */






function teamRoute({ intent, project, entry }) {
    const config = project.loaded.config;
    const team = resolveTeamTemplate(intent.intent, config, project.authority);
    if (!team)
        return refused(error_codes/* ErrorCode */.O4.VALIDATION_FAILED, `Intent ${intent.intent} has no team template.`);
    // A team needs no phase; it is named when there is one.
    const directories = project.phaseDirectories();
    const phase = directories && directories.length > 0 ? routePhase(project, intent.phaseRequest) : null;
    const teamPhase = phase && phase.ok ? phase.phase : null;
    const notes = [];
    const missingOwners = team.domains.filter((d) => Object.hasOwn(team.domainOwners, d) && !team.members.some((m) => m.agent === team.domainOwners[d]));
    if (missingOwners.length > 0) {
        notes.push(`Domains owned outside the team (authority matrix): ${missingOwners.map((d) => `${d} → ${team.domainOwners[d]}`).join(', ')}.`);
    }
    return {
        entries: teamEntries(team, entry, teamPhase ? teamPhase.number : null),
        ...(teamPhase ? { phase: { number: teamPhase.number, dir: teamPhase.name } } : {}),
        team: team.members.map((m) => ({ agent: m.agent, role: m.role, domains: m.domains })),
        notes,
        diagnostics: unsafeAgentsDiagnostic(team.members.map((m) => m.agent)),
    };
}

;// CONCATENATED MODULE: ./src/app/run-route.ts
/**
 * The one app-level route, used by the action and the CLI alike:
 *
 *   RouteRequest ──resolveIntent──▶ Intent ──route module──▶ RouteOutcome ──finish──▶ RouteResult
 *
 * The project is read once (src/app/load-project.ts); the intent stage is pure; each route kind
 * lives in src/app/routes/. Shells first call {@link resolveRequest} (no changed files needed), use
 * {@link needsChangedFiles} to decide whether to list them, then {@link runRoute} once.
 */














const DEFAULT_APPROVAL_ENVIRONMENT = 'legion-approval';
const DEFAULT_TRIGGER = '/legion';
/** Read the project (config, settings, control modes, STATE.md, ROADMAP.md) once for a run. */
function openProject(request, options) {
    const reader = new RepoReader(options.repoRoot);
    const planningDir = (options.planningDir ?? '.planning').replace(/\/+$/, '') || '.planning';
    const load = loadProject(reader, planningDir, options.configPath);
    if (load.ok)
        return { ok: true, project: load.project };
    return {
        ok: false,
        result: rejected_result_rejectedResult({
            errorCode: load.diagnostic.code,
            message: `${load.diagnostic.message}${load.diagnostic.hint ? `\n${load.diagnostic.hint}` : ''}`,
            source: request.source,
            ...(request.actor ? { actor: request.actor } : {}),
            diagnostics: [...load.diagnostics, load.diagnostic],
        }),
    };
}
/** The intent of a request in a project (pure given the project's texts). */
function resolveRequest(request, project, options = {}) {
    return resolveIntent(request, intentContext(project, options.trigger ?? DEFAULT_TRIGGER, Boolean(options.dryRun)));
}
/** Whether the route of an intent depends on the changed files (only plan selection does). */
function needsChangedFiles(resolution) {
    return resolution.ok && resolution.intent.kind === 'plans';
}
function settingsOf(options) {
    return {
        waveJobs: options.waveJobs ?? DEFAULT_WAVE_JOBS,
        dependencies: options.dependencies ?? 'pull',
        dependents: options.dependents ?? false,
        ...(options.changedFiles ? { changedFiles: options.changedFiles } : {}),
        maxJobs: Math.min(Math.max(1, Math.floor(options.maxJobs ?? GITHUB_MATRIX_LIMIT)), GITHUB_MATRIX_LIMIT),
        approvalEnvironment: options.approvalEnvironment ?? DEFAULT_APPROVAL_ENVIRONMENT,
        trigger: options.trigger ?? DEFAULT_TRIGGER,
    };
}
function outcomeOf(input) {
    switch (input.intent.kind) {
        case 'plans':
            return plansRoute(input);
        case 'team':
            return teamRoute(input);
        case 'review':
            return reviewRoute(input);
        case 'filtered-review':
            return filteredReviewRoute(input);
        case 'command':
            return commandRoute(input);
        case 'status':
            return { entries: [], notes: [], diagnostics: [] };
    }
}
/** Route a resolved request. Never throws on user input. */
function runRoute(resolution, project, options = {}) {
    if (!resolution.ok)
        return resultFromRejection(resolution.rejection, project);
    const { intent } = resolution;
    const settings = settingsOf(options);
    const entry = {
        command: intent.command,
        intent: intent.intent,
        controlMode: project.controlMode,
        profile: project.controlProfile,
        approvalEnvironment: settings.approvalEnvironment,
    };
    const outcome = outcomeOf({ intent, project, settings, entry });
    const result = {
        ok: true,
        errorCode: '',
        source: intent.source,
        ...(intent.actor ? { actor: intent.actor } : {}),
        command: intent.command,
        intent: intent.intent,
        mode: intent.mode,
        flags: intent.shownFlags,
        confidence: intent.confidence,
        dryRun: intent.dryRun,
        ...(outcome.phase ? { phase: outcome.phase } : {}),
        controlMode: project.controlMode,
        controlProfile: { ...project.controlProfile },
        matrix: { include: [] },
        waves: [],
        waveMaxParallel: [],
        hasWork: false,
        team: outcome.team ?? [],
        plans: outcome.plans ?? [],
        diagnostics: [...project.diagnostics, ...intent.diagnostics, ...outcome.diagnostics],
        ...(intent.position ? { position: intent.position } : {}),
        suggestions: intent.suggestions,
        ...(intent.naturalLanguage ? { naturalLanguage: intent.naturalLanguage } : {}),
        message: intent.message ?? '',
        notes: [...intent.notes, ...outcome.notes],
        configPath: project.loaded.path,
        ...(settings.changedFiles ? { changedFiles: settings.changedFiles.files.length } : {}),
    };
    if (outcome.refusal)
        return { ...result, ok: false, confidence: 0, errorCode: outcome.refusal.code, message: outcome.refusal.message };
    if (outcome.message)
        result.message = result.message ? `${result.message}\n\n${outcome.message}` : outcome.message;
    if (outcome.schedule)
        result.schedule = outcome.schedule;
    // The wave outputs, within GitHub's budget for all outputs of the job together.
    const otherOutputs = withoutWaveOutputs((0,route_outputs/* outputsFromResult */.K0)(result, '0'.repeat(40)));
    const fit = fitWaveOutputs({
        entries: outcome.entries,
        maxJobs: settings.maxJobs,
        sequentialWaves: outcome.schedule?.waves.filter((w) => w.sequential).map((w) => w.wave) ?? [],
        otherOutputs,
    });
    if (!fit.ok) {
        return { ...result, ok: false, confidence: 0, errorCode: fit.error.code, message: `${fit.error.message}${fit.error.hint ? `\n${fit.error.hint}` : ''}`, diagnostics: [...result.diagnostics, fit.error] };
    }
    result.diagnostics.push(...fit.diagnostics);
    result.matrix = { include: fit.include };
    result.waves = fit.slots.map((slot) => ({ include: slot.include }));
    result.waveMaxParallel = fit.slots.map((slot) => slot.maxParallel);
    result.hasWork = fit.include.length > 0 && !result.dryRun;
    if (result.dryRun)
        result.notes.push(`Dry run: ${fit.include.length} job(s) in ${fit.slots.length} wave(s) would run; has-work is false.`);
    return result;
}
function withoutWaveOutputs(outputs) {
    const { matrix: _matrix, waves: _waves, 'wave-count': _count, 'wave-max-parallel': _parallel, ...rest } = outputs;
    return rest;
}
/** The result of refusing an intent found valid (a pin that does not hold, a closed pull request). */
function refuseIntent(resolution, project, code, message) {
    const report = resolution.ok ? resolution.intent : resolution.rejection;
    const command = resolution.ok ? resolution.intent.command : resolution.rejection.command;
    return resultFromRejection({ ...report, confidence: 0, code, message, command }, project);
}
/** Open the project, resolve and route a request in one call (tests, benchmarks, the CLI). Never throws. */
function routeRepository(request, options) {
    try {
        const opened = openProject(request, options);
        if (!opened.ok)
            return opened.result;
        return runRoute(resolveRequest(request, opened.project, options), opened.project, options);
    }
    catch (error) {
        return internalErrorResult(request, error);
    }
}
/** A bug, reported without a stack trace. */
function internalErrorResult(request, error) {
    return rejectedResult({
        errorCode: ErrorCode.INTERNAL,
        message: `legion-router hit an internal error (${error instanceof Error ? error.message.slice(0, 200) : 'unknown'}). Please report it with this run's log.`,
        source: request.source,
        ...(request.actor ? { actor: request.actor } : {}),
    });
}

;// CONCATENATED MODULE: ./src/adapters/github/api-client.ts
/**
 * A small GitHub REST client with the retry policy legion-router needs, independent of the HTTP
 * library underneath (see octokit-transport.ts for the real one).
 *
 * - 5xx answers and network errors are retried with exponential backoff (honouring
 *   `retry-after` when the server sends one).
 * - 403/429 rate limits wait for `retry-after`, or for `x-ratelimit-reset` when
 *   `x-ratelimit-remaining` is 0 — but only when that wait fits the budget; otherwise the call
 *   fails at once with E041 instead of sleeping for nothing.
 * - Every attempt has a timeout (AbortSignal); all attempts of all calls share one total budget.
 *   When the budget runs out the error code says why: E044 (timeouts), E041 (rate limit),
 *   E040 (server or network errors).
 * - 401 → E042 at once; other 4xx are returned to the caller or fail with E040.
 */

class ApiError extends Error {
    code;
    status;
    name = 'ApiError';
    constructor(code, message, status) {
        super(message);
        this.code = code;
        this.status = status;
    }
}
const DEFAULT_BUDGET_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;
/** GitHub's advice for a secondary rate limit without headers: wait at least a minute. */
const SECONDARY_LIMIT_WAIT_MS = 60_000;
/** Positive integer from an environment variable, else the fallback. */
function envMilliseconds(env, name, fallback) {
    const value = env[name];
    if (value === undefined || !/^\d{1,9}$/.test(value.trim()))
        return fallback;
    const number = Number(value.trim());
    return number > 0 ? number : fallback;
}
const defaultSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function header(response, name) {
    return response.headers[name];
}
/** `retry-after` in ms: delta-seconds or an HTTP date. */
function retryAfterMs(value, now) {
    if (value === undefined)
        return undefined;
    const trimmed = value.trim();
    if (/^\d{1,7}$/.test(trimmed))
        return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - now);
}
function messageOf(data) {
    if (data !== null && typeof data === 'object' && 'message' in data) {
        const message = data.message;
        if (typeof message === 'string')
            return message.slice(0, 200).replace(/[\r\n]+/g, ' ');
    }
    return '';
}
class GitHubApi {
    #transport;
    #timeoutMs;
    #backoffMs;
    #now;
    #sleep;
    #log;
    #deadline;
    /** Requests sent, for the summary. */
    requests = 0;
    constructor(options) {
        this.#transport = options.transport;
        this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        this.#backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
        this.#now = options.now ?? Date.now;
        this.#sleep = options.sleep ?? defaultSleep;
        this.#log = options.log ?? (() => undefined);
        this.#deadline = this.#now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
    }
    remainingMs() {
        return this.#deadline - this.#now();
    }
    async call(request, options) {
        let attempt = 0;
        let lastKind = null;
        let lastDetail = '';
        for (;;) {
            let remaining = this.remainingMs();
            if (remaining <= 0) {
                if (lastKind !== null || !options.atLeastOnce)
                    throw this.#exhausted(options.what, lastKind, lastDetail);
                remaining = this.#timeoutMs;
            }
            attempt += 1;
            const timeout = Math.max(1, Math.min(this.#timeoutMs, remaining));
            const controller = new AbortController();
            const timer = setTimeout(() => controller.abort(), timeout);
            let response;
            this.requests += 1;
            try {
                response = await this.#transport(request, controller.signal);
            }
            catch (error) {
                lastKind = controller.signal.aborted ? 'timeout' : 'network';
                lastDetail =
                    lastKind === 'timeout'
                        ? `no answer within ${timeout} ms`
                        : `network error: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`;
                if (options.noRetry)
                    throw this.#exhausted(options.what, lastKind, lastDetail);
                await this.#backoff(options.what, attempt, lastKind, lastDetail, undefined);
                continue;
            }
            finally {
                clearTimeout(timer);
            }
            const { status } = response;
            if ((status >= 200 && status < 300) || options.accept?.includes(status))
                return response;
            const detail = messageOf(response.data);
            if (status === 401) {
                throw new ApiError(error_codes/* ErrorCode */.O4.API_BAD_CREDENTIALS, `GitHub rejected the token (401) while reading ${options.what}${detail ? `: ${detail}` : ''}. Check the "token" input.`, status);
            }
            if (status === 403 || status === 429) {
                const wait = this.#rateLimitWait(response);
                if (wait !== undefined) {
                    lastKind = 'rate';
                    lastDetail = `rate limited (${status})`;
                    if (options.noRetry || wait > this.remainingMs()) {
                        throw new ApiError(error_codes/* ErrorCode */.O4.API_RATE_LIMITED, `GitHub's rate limit for ${options.what} lifts in ${Math.ceil(wait / 1000)} s, beyond the retry budget.`, status);
                    }
                    this.#log(`GitHub rate limit on ${options.what}: waiting ${Math.ceil(wait / 1000)} s.`);
                    await this.#sleep(wait);
                    continue;
                }
                throw new ApiError(options.notFoundCode ?? error_codes/* ErrorCode */.O4.API_ERROR, `GitHub refused access to ${options.what} (403)${detail ? `: ${detail}` : ''}. Check the workflow's permissions.`, status);
            }
            if (status === 404) {
                throw new ApiError(options.notFoundCode ?? error_codes/* ErrorCode */.O4.API_ERROR, `GitHub found no ${options.what} (404).`, status);
            }
            if (status >= 500) {
                lastKind = 'server';
                lastDetail = `HTTP ${status}`;
                if (options.noRetry)
                    throw this.#exhausted(options.what, lastKind, lastDetail);
                const after = retryAfterMs(header(response, 'retry-after'), Date.now());
                await this.#backoff(options.what, attempt, lastKind, lastDetail, after);
                continue;
            }
            throw new ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub answered ${status} for ${options.what}${detail ? `: ${detail}` : ''}.`, status);
        }
    }
    /** Wait before the next attempt, or fail now when the wait would not fit the budget. */
    async #backoff(what, attempt, kind, detail, retryAfter) {
        const base = Math.min(MAX_BACKOFF_MS, this.#backoffMs * 2 ** (attempt - 1));
        const jittered = Math.round(base * (0.8 + Math.random() * 0.4));
        const wait = retryAfter !== undefined ? Math.max(retryAfter, jittered) : jittered;
        if (wait >= this.remainingMs())
            throw this.#exhausted(what, kind, detail);
        this.#log(`GitHub API ${what}: ${detail}; retrying in ${wait} ms (attempt ${attempt + 1}).`);
        await this.#sleep(wait);
    }
    /** How long a 403/429 asks to wait, or undefined when it is not a rate limit. */
    #rateLimitWait(response) {
        const now = Date.now();
        const after = retryAfterMs(header(response, 'retry-after'), now);
        if (after !== undefined)
            return after;
        if (header(response, 'x-ratelimit-remaining') === '0') {
            const reset = Number(header(response, 'x-ratelimit-reset'));
            if (Number.isFinite(reset) && reset > 0)
                return Math.max(0, reset * 1000 - now) + 1000;
            return SECONDARY_LIMIT_WAIT_MS;
        }
        if (response.status === 429)
            return SECONDARY_LIMIT_WAIT_MS;
        const message = messageOf(response.data).toLowerCase();
        if (message.includes('rate limit'))
            return SECONDARY_LIMIT_WAIT_MS;
        return undefined;
    }
    #exhausted(what, kind, detail) {
        const suffix = detail ? ` (last: ${detail})` : '';
        switch (kind) {
            case 'timeout':
                return new ApiError(error_codes/* ErrorCode */.O4.API_TIMEOUT, `GitHub did not answer in time for ${what}${suffix}.`);
            case 'rate':
                return new ApiError(error_codes/* ErrorCode */.O4.API_RATE_LIMITED, `GitHub's rate limit for ${what} did not lift within the retry budget.`);
            case 'server':
            case 'network':
                return new ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub API failed for ${what} after retries${suffix}.`);
            default:
                return new ApiError(error_codes/* ErrorCode */.O4.API_TIMEOUT, `No time left in the API budget for ${what}.`);
        }
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 22 modules
var github = __webpack_require__(2413);
;// CONCATENATED MODULE: ./src/adapters/github/octokit-transport.ts
/**
 * The real transport: @actions/github's Octokit (proxy-aware fetch, the runner's user agent).
 * @actions/github's Octokit carries no retry or throttling plugin, so the retry policy in
 * api-client.ts is the only one in charge. The base URL is read from GITHUB_API_URL at run time
 * and passed explicitly (GitHub Enterprise Server, and the fake server of the tests).
 */

function lowerHeaders(headers) {
    const out = {};
    for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined)
            out[name.toLowerCase()] = String(value);
    }
    return out;
}
function apiBaseUrl(env = process.env) {
    const value = (env['GITHUB_API_URL'] ?? '').trim();
    return (value || 'https://api.github.com').replace(/\/+$/, '');
}
function octokitTransport(token, baseUrl) {
    const octokit = (0,github/* getOctokit */.Q)(token, { baseUrl });
    return async (request, signal) => {
        const parameters = {
            method: request.method,
            url: request.path,
            headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
            request: { signal },
            ...(request.query ?? {}),
            ...(request.body ?? {}),
        };
        try {
            const response = await octokit.request(parameters);
            return {
                status: response.status,
                headers: lowerHeaders(response.headers),
                data: response.data,
            };
        }
        catch (error) {
            const failure = error;
            if (failure.response && typeof failure.response.status === 'number') {
                return {
                    status: failure.response.status,
                    headers: lowerHeaders(failure.response.headers ?? {}),
                    data: failure.response.data,
                };
            }
            throw error;
        }
    };
}

;// CONCATENATED MODULE: ./src/adapters/github/link-header.ts
/**
 * RFC 8288 `Link` headers as GitHub sends them:
 * `<https://api.github.com/repositories/1/pulls/2/files?per_page=100&page=2>; rel="next", <…>; rel="last"`.
 * Bounded and regex-free apart from fixed, linear patterns.
 */
const MAX_LINK_HEADER_CHARS = 8192;
function parseLinkHeader(value) {
    const links = new Map();
    if (!value || value.length > MAX_LINK_HEADER_CHARS)
        return links;
    for (const part of value.split(',')) {
        const open = part.indexOf('<');
        const close = part.indexOf('>', open + 1);
        if (open === -1 || close === -1)
            continue;
        const url = part.slice(open + 1, close).trim();
        for (const param of part.slice(close + 1).split(';')) {
            const equals = param.indexOf('=');
            if (equals === -1)
                continue;
            if (param.slice(0, equals).trim().toLowerCase() !== 'rel')
                continue;
            const rels = param.slice(equals + 1).trim().replace(/^"|"$/g, '');
            for (const rel of rels.split(/\s+/))
                if (rel && !links.has(rel))
                    links.set(rel.toLowerCase(), url);
        }
    }
    return links;
}
/**
 * The `page` number a link points at, or undefined. Only the number is used: the next request is
 * built from our own base URL, so a link to another host is never followed with the token.
 */
function pageOf(url) {
    if (!url)
        return undefined;
    let parsed;
    try {
        parsed = new URL(url, 'https://placeholder.invalid');
    }
    catch {
        return undefined;
    }
    const page = parsed.searchParams.get('page');
    if (page === null || !/^\d{1,6}$/.test(page))
        return undefined;
    const number = Number(page);
    return number >= 1 ? number : undefined;
}

;// CONCATENATED MODULE: ./src/adapters/github/pull-request.ts
/**
 * Pull-request reads: the pull request itself and its changed files.
 *
 * GitHub lists at most 3000 files for a pull request (30 pages of 100). The listing is compared
 * with the pull request's `changed_files`; a shortfall is reported as `truncated`, never hidden.
 */



const PER_PAGE = 100;
/** GitHub stops listing at 3000 files. */
const MAX_LISTED_FILES = 3000;
const MAX_PAGES = MAX_LISTED_FILES / PER_PAGE;
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
function repoPath(repo) {
    return `/repos/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}`;
}
function record(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}
async function getPullRequest(api, repo, number) {
    const what = `pull request #${number}`;
    const response = await api.call({ method: 'GET', path: `${repoPath(repo)}/pulls/${number}` }, { what, notFoundCode: error_codes/* ErrorCode */.O4.PR_NOT_FOUND });
    const data = record(response.data);
    const headSha = record(data?.['head'])?.['sha'];
    const baseSha = record(data?.['base'])?.['sha'];
    const changedFiles = data?.['changed_files'];
    const state = data?.['state'];
    if (typeof headSha !== 'string' ||
        !SHA.test(headSha) ||
        typeof baseSha !== 'string' ||
        !SHA.test(baseSha) ||
        typeof changedFiles !== 'number' ||
        !Number.isSafeInteger(changedFiles) ||
        changedFiles < 0) {
        throw new ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub's answer for ${what} lacks the head, base or changed_files fields.`);
    }
    return { number, headSha, baseSha, changedFiles, state: typeof state === 'string' ? state : '' };
}
/**
 * List the changed files, following the `Link` header's `rel="next"` page by page, at most
 * {@link MAX_PAGES} pages. `expected` is the pull request's `changed_files`.
 */
async function listPullRequestFiles(api, repo, number, expected) {
    const files = [];
    const seen = new Set();
    const add = (path) => {
        if (typeof path !== 'string' || path === '' || path.length > 4096 || path.includes('\0') || seen.has(path))
            return;
        seen.add(path);
        files.push(path);
    };
    let listed = 0;
    let pages = 0;
    let page = 1;
    while (page !== undefined && pages < MAX_PAGES) {
        const response = await api.call({
            method: 'GET',
            path: `${repoPath(repo)}/pulls/${number}/files`,
            query: { per_page: PER_PAGE, page },
        }, { what: `the changed files of pull request #${number} (page ${page})`, notFoundCode: error_codes/* ErrorCode */.O4.PR_NOT_FOUND });
        pages += 1;
        if (!Array.isArray(response.data)) {
            throw new ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub's file list for pull request #${number} is not a list.`);
        }
        for (const entry of response.data) {
            const item = record(entry);
            if (!item)
                continue;
            listed += 1;
            add(item['filename']);
            add(item['previous_filename']);
        }
        if (response.data.length === 0)
            break;
        const next = pageOf(parseLinkHeader(response.headers['link']).get('next'));
        // Only ever move forward: a link back to an earlier page would loop.
        page = next !== undefined && next > page ? next : undefined;
    }
    return { files, listed, truncated: listed < expected, pages };
}

;// CONCATENATED MODULE: ./src/adapters/github/permission.ts
/**
 * Repository permission of a commenter: GET /repos/{owner}/{repo}/collaborators/{username}/permission.
 *
 * `role_name` (admin, maintain, write, triage, read, or a custom role) is finer than the legacy
 * `permission` field (admin, write, read, none), so it is used when it is one of the known
 * levels; a custom role falls back to `permission`, the base level GitHub reports for it.
 * A 404 (not a collaborator, or a bot account) means no permission: the check fails closed.
 */



/** Repository permission levels, lowest first. */
const PERMISSION_LEVELS = ['none', 'read', 'triage', 'write', 'maintain', 'admin'];
function permissionRank(level) {
    return PERMISSION_LEVELS.indexOf(level);
}
function isKnownLevel(level) {
    return typeof level === 'string' && permissionRank(level) !== -1;
}
/** The effective level from an API answer's `role_name` / `permission`. */
function effectiveLevel(data) {
    if (data === null || typeof data !== 'object')
        return 'none';
    const roleName = data['role_name'];
    const permission = data['permission'];
    if (isKnownLevel(roleName))
        return roleName;
    if (isKnownLevel(permission))
        return permission;
    return 'none';
}
function meetsPermission(actual, required) {
    return permissionRank(actual) >= permissionRank(required) && permissionRank(actual) > 0;
}
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
async function getPermissionLevel(api, repo, login) {
    if (!LOGIN.test(login))
        return 'none';
    const response = await api.call({ method: 'GET', path: `${repoPath(repo)}/collaborators/${encodeURIComponent(login)}/permission` }, 
    // 404: not a collaborator / not a user; 403 here means the token cannot tell: fail closed.
    { what: `the permission of ${login}`, accept: [404, 403] });
    if (response.status === 404)
        return 'none';
    if (response.status === 403) {
        throw new ApiError(error_codes/* ErrorCode */.O4.UNAUTHORIZED, `The token cannot read ${login}'s permission (403), so the command is not trusted.`, 403);
    }
    return effectiveLevel(response.data);
}

;// CONCATENATED MODULE: ./src/action/markdown.ts
/**
 * Escaping for text that ends up in GitHub markdown (replies, job summary). Untrusted text —
 * comment words, labels, file names, config strings — is rendered inert: no HTML, no links or
 * images, no @mentions (which would notify people), no #references, no table breaks.
 */
/** C0/C1 control characters except tab and newline; ANSI escapes start with one of these. */
// eslint-disable-next-line no-control-regex
const markdown_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
function stripControl(text) {
    return text.replace(markdown_CONTROL, '');
}
/** Break @mentions and #/GH- references with a zero-width joiner, so GitHub links nothing. */
function breakMentions(text) {
    return text.replace(/@(?=[A-Za-z0-9_-])/g, '@\u200D').replace(/#(?=\d)/g, '#\u200D');
}
const INLINE_SPECIAL = /[\\`*_{}[\]()<>#+!|~&]/g;
const ENTITY = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '|': '&#124;' };
/** Plain text on one line: markdown and HTML characters escaped, mentions broken, newlines → space. */
function escapeInline(text, maxChars = 500) {
    const cut = text.length > maxChars;
    let value = stripControl(cut ? text.slice(0, maxChars) : text).replace(/[\r\n]+/g, ' ');
    if (cut)
        value = `${value}…`;
    return breakMentions(value).replace(INLINE_SPECIAL, (ch) => ENTITY[ch] ?? `\\${ch}`);
}
/** Inline code: a backtick run longer than any inside the text. Mentions do not fire in code. */
function markdown_inlineCode(text, maxChars = 300) {
    const cut = text.length > maxChars;
    let value = stripControl(cut ? text.slice(0, maxChars) : text).replace(/[\r\n]+/g, ' ');
    if (cut)
        value = `${value}…`;
    if (value === '')
        return '``';
    const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${value}${pad}${fence}`;
}
/** A fenced ```text block that nothing inside can close. */
function markdown_codeBlock(text, maxChars = 20_000) {
    let value = stripControl(text);
    if (value.length > maxChars)
        value = `${value.slice(0, maxChars)}\n…(truncated)`;
    const longest = Math.max(0, ...(value.match(/`{3,}/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return `${fence}text\n${value}\n${fence}`;
}
/** HTML-escaped text, for <pre>/<summary>/<td> content in the job summary. */
function escapeHtml(text, maxChars = 100_000) {
    let value = stripControl(text);
    if (value.length > maxChars)
        value = `${value.slice(0, maxChars)}\n…(truncated)`;
    return breakMentions(value).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}
/** A markdown table; every cell is escaped with {@link escapeInline} unless given pre-rendered. */
function table(headers, rows) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

;// CONCATENATED MODULE: ./src/action/annotations.ts

/** GitHub shows at most 10 annotations of each kind per step; more only clutters the log. */
const MAX_ANNOTATIONS = 50;
function annotate(diagnostics, sink) {
    for (const diagnostic of diagnostics.slice(0, MAX_ANNOTATIONS)) {
        const properties = { title: `legion-router ${diagnostic.code}` };
        if (diagnostic.file)
            properties.file = diagnostic.file;
        if (diagnostic.line !== undefined && diagnostic.line > 0)
            properties.startLine = diagnostic.line;
        if (diagnostic.column !== undefined && diagnostic.column > 0 && properties.startLine !== undefined) {
            properties.startColumn = diagnostic.column;
        }
        const message = `${diagnostic.code}: ${diagnostic.message}${diagnostic.hint ? ` — ${diagnostic.hint}` : ''}`;
        if (diagnostic.severity === 'blocker')
            sink.error(message, properties);
        else if (diagnostic.severity === 'warning')
            sink.warning(message, properties);
        else
            sink.notice(message, properties);
    }
}
/**
 * Multi-line untrusted text for the step log. Every line gets a visible prefix, so no line can
 * begin with `::` and be read by the runner as a workflow command (the runner trims leading
 * spaces, so indentation alone would not do).
 */
function logBlock(text, prefix = '│ ') {
    return stripControl(text)
        .split(/\r\n|\r|\n/)
        .map((line) => `${prefix}${line}`)
        .join('\n');
}
/** One untrusted value on one line: JSON-quoted, so no line breaks and no leading `::`. */
function quoted(value, maxChars = 300) {
    const text = value.length > maxChars ? `${value.slice(0, maxChars)}…` : value;
    return JSON.stringify(stripControl(text));
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/adapters/git/diff-names.ts
/**
 * Changed files from the checkout, for pull requests larger than the API lists (3000 files):
 * `git diff --name-only -z --no-renames <base>...<head>`.
 *
 * Only ever run with execFile and an argument array (no shell), with commit ids checked to be
 * hex object names first. Refuses shallow clones (the merge base may be missing or cut off) and
 * commits that are not present, so the answer is either complete or "not available".
 */

const diff_names_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const MAX_GIT_FILES = 1_000_000;
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;
function git(repoRoot, args, timeoutMs) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)('git', args, {
            cwd: repoRoot,
            timeout: timeoutMs,
            maxBuffer: MAX_OUTPUT_BYTES,
            encoding: 'utf8',
            windowsHide: true,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
        }, (error, stdout, stderr) => {
            resolve({ ok: error === null, stdout: String(stdout), stderr: String(stderr) });
        });
    });
}
function diff_names_firstLine(text) {
    return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 200);
}
async function gitChangedFiles(repoRoot, baseSha, headSha, timeoutMs = 60_000) {
    if (!diff_names_SHA.test(baseSha) || !diff_names_SHA.test(headSha))
        return { ok: false, reason: 'the base or head commit id is not a commit hash' };
    const shallow = await git(repoRoot, ['rev-parse', '--is-shallow-repository'], timeoutMs);
    if (!shallow.ok)
        return { ok: false, reason: `the checkout is not a git repository (${diff_names_firstLine(shallow.stderr) || 'git failed'})` };
    if (shallow.stdout.trim() === 'true') {
        return { ok: false, reason: 'the checkout is shallow (use actions/checkout with fetch-depth: 0)' };
    }
    for (const sha of [baseSha, headSha]) {
        const exists = await git(repoRoot, ['cat-file', '-e', `${sha}^{commit}`], timeoutMs);
        if (!exists.ok)
            return { ok: false, reason: `commit ${sha.slice(0, 12)} is not in the checkout` };
    }
    const diff = await git(repoRoot, ['-c', 'core.quotePath=false', 'diff', '--name-only', '-z', '--no-renames', '--no-ext-diff', '--no-textconv', `${baseSha}...${headSha}`, '--'], timeoutMs);
    if (!diff.ok)
        return { ok: false, reason: `git diff failed (${diff_names_firstLine(diff.stderr) || 'unknown error'})` };
    const files = diff.stdout.split('\0').filter((name) => name !== '');
    if (files.length > MAX_GIT_FILES)
        return { ok: false, reason: `git lists more than ${MAX_GIT_FILES} files` };
    return { ok: true, files };
}

// EXTERNAL MODULE: ./src/core/request/parse-command.ts
var parse_command = __webpack_require__(914);
// EXTERNAL MODULE: ./src/action/cold-start.ts
var cold_start = __webpack_require__(7511);
;// CONCATENATED MODULE: ./src/app/validate-settings.ts
/**
 * Checks of the settings the action's inputs and the CLI's options share. Written by the workflow
 * author or the person at the terminal (trusted), but bounded and validated so a typo gives a
 * clear E051/E052 instead of odd routing.
 */


class SettingError extends Error {
    code;
    name = 'SettingError';
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
const MAX_MAX_JOBS = GITHUB_MATRIX_LIMIT;
/** The comment prefix: one word of at most 32 characters. */
function checkTrigger(value, fallback) {
    const trigger = value || fallback;
    if (trigger.length > 32 || /\s/.test(trigger)) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'The trigger must be one word of at most 32 characters (like /legion).');
    }
    return trigger;
}
/** A phase number (1–4 digits), '' when not given. */
function checkPhase(value) {
    if (value === '')
        return '';
    if (!/^\d{1,4}$/.test(value)) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, `The phase must be a phase number (got ${JSON.stringify(value.slice(0, 40))}).`);
    }
    return String(Number(value));
}
/** The command routed for pull-request events (build when not given). */
function checkLabelCommand(value) {
    const command = (value || 'build').toLowerCase();
    if (!/^[a-z][a-z0-9_-]{0,31}$/.test(command)) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'The label command must be a command word such as build or review.');
    }
    return command;
}
function checkLabelPrefix(value) {
    if (value.length > 50) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'The label prefix is longer than 50 characters (GitHub labels are at most 50).');
    }
    return value;
}
/** Largest matrix per wave: 1–256 (GitHub's matrix limit). */
function checkMaxJobs(value) {
    const text = value || String(MAX_MAX_JOBS);
    const maxJobs = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(maxJobs) || maxJobs < 1 || maxJobs > MAX_MAX_JOBS) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, `max-jobs must be a whole number from 1 to ${MAX_MAX_JOBS} (GitHub's matrix limit).`);
    }
    return maxJobs;
}
/** How many wave jobs the workflow declares: 0–64 (0 = the workflow uses `matrix` only). */
function validate_settings_checkWaveJobs(value) {
    const text = value || '4';
    const waveJobs = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(waveJobs) || waveJobs > 64) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'wave-jobs must be a whole number from 0 to 64 (the number of wave jobs the workflow declares).');
    }
    return waveJobs;
}
/** What to do with unfinished dependencies that were not selected. */
function checkDependencies(value) {
    const mode = (value || 'pull').toLowerCase();
    if (mode !== 'pull' && mode !== 'refuse') {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'dependencies must be pull (run unfinished dependencies too) or refuse (fail with E062).');
    }
    return mode;
}

;// CONCATENATED MODULE: ./src/action/inputs.ts
/**
 * The action's inputs, read and checked once. Inputs are written by the workflow author (trusted),
 * but they are still bounded and validated so a typo gives a clear E051/E052 instead of odd
 * routing.
 */





/** A bad input; the same error class as the CLI's bad options. */

/** Read an input the way @actions/core does (INPUT_<NAME>, spaces → `_`, upper-cased, trimmed). */
function envInput(env = process.env) {
    return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

const MAX_CHANGED_FILES = 100_000;
const MAX_CHANGED_FILES_CHARS = 16 * 1024 * 1024;
const MAX_PATH_CHARS = 4096;
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
function booleanInput(get, name, fallback) {
    const value = get(name);
    if (value === '')
        return fallback;
    if (TRUE.includes(value))
        return true;
    if (FALSE.includes(value))
        return false;
    throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, `Input "${name}" must be true or false (got ${JSON.stringify(value.slice(0, 40))}).`);
}
function boundedText(get, name) {
    const value = get(name);
    if (value.length > parse_command/* MAX_COMMAND_LINE_CHARS */.eA) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INPUT_TOO_LARGE, `Input "${name}" is longer than ${parse_command/* MAX_COMMAND_LINE_CHARS */.eA} characters.`);
    }
    return (0,parse_command/* foldLookalikes */.mQ)(value);
}
function pathInput(get, name, fallback) {
    const value = get(name) || fallback;
    if (value.length > MAX_PATH_CHARS || value.includes('\0')) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, `Input "${name}" is not a usable path.`);
    }
    return value;
}
/** Split the `changed-files` input: one path per line, blank lines dropped, `./` removed. */
function parseChangedFilesInput(value) {
    if (value.trim() === '')
        return undefined;
    if (value.length > MAX_CHANGED_FILES_CHARS) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INPUT_TOO_LARGE, `Input "changed-files" is larger than ${MAX_CHANGED_FILES_CHARS} characters.`);
    }
    const files = [];
    const seen = new Set();
    for (const rawLine of value.split(/\r\n|\r|\n/)) {
        let line = rawLine.trim();
        if (line === '')
            continue;
        if (line.includes('\0') || line.length > MAX_PATH_CHARS) {
            throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'Input "changed-files" holds a line that is not a file path.');
        }
        while (line.startsWith('./'))
            line = line.slice(2);
        if (seen.has(line))
            continue;
        seen.add(line);
        files.push(line);
        if (files.length > MAX_CHANGED_FILES) {
            throw new SettingError(error_codes/* ErrorCode */.O4.INPUT_TOO_LARGE, `Input "changed-files" lists more than ${MAX_CHANGED_FILES} files.`);
        }
    }
    return files;
}
/** Run a shared check, naming the input in its message. */
function named(name, check) {
    try {
        return check();
    }
    catch (error) {
        if (error instanceof SettingError)
            throw new SettingError(error.code, `Input "${name}": ${error.message}`);
        throw error;
    }
}
function readInputs(get) {
    const trigger = named('trigger', () => checkTrigger(get('trigger'), cold_start/* DEFAULT_TRIGGER */.lI));
    const phase = named('phase', () => checkPhase(get('phase')));
    const labelCommand = named('label-command', () => checkLabelCommand(get('label-command')));
    const labelPrefix = named('label-prefix', () => checkLabelPrefix(get('label-prefix')));
    const permission = (get('permission') || 'write').toLowerCase();
    if (!PERMISSION_LEVELS.includes(permission) || permission === 'none') {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'Input "permission" must be one of read, triage, write, maintain, admin.');
    }
    const maxJobs = named('max-jobs', () => checkMaxJobs(get('max-jobs')));
    const waveJobs = named('wave-jobs', () => validate_settings_checkWaveJobs(get('wave-jobs')));
    const dependencies = named('dependencies', () => checkDependencies(get('dependencies')));
    const approvalEnvironment = get('approval-environment') || 'legion-approval';
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/.test(approvalEnvironment)) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'Input "approval-environment" must be an environment name of letters, digits, `.`, `_` and `-`.');
    }
    return {
        command: boundedText(get, 'command'),
        flags: boundedText(get, 'flags'),
        text: boundedText(get, 'text'),
        phase,
        trigger,
        labelPrefix,
        labelCommand,
        config: pathInput(get, 'config', ''),
        planningDir: pathInput(get, 'planning-dir', '.planning'),
        changedFiles: parseChangedFilesInput(get('changed-files')),
        token: get('token'),
        permission: permission,
        maxJobs,
        waveJobs,
        dependencies,
        dependents: booleanInput(get, 'dependents', false),
        dryRun: booleanInput(get, 'dry-run', false),
        feedback: booleanInput(get, 'feedback', true),
        approvalEnvironment,
    };
}

;// CONCATENATED MODULE: ./src/action/changed-files.ts
/**
 * Where the changed files of a run come from, in order:
 * 1. the `changed-files` input (no API listing at all);
 * 2. the pull request's file listing (per_page=100, following `Link: rel="next"`);
 * 3. when the listing stops short of the pull request's `changed_files` (GitHub lists at most
 *    3000), `git diff --name-only base...head` in the checkout;
 * 4. when that is not possible: `complete: false` — the router then routes every plan of the
 *    phase — with warning W021. A partial list is never passed off as complete.
 * Runs without a pull request (dispatch, comments on issues) have no changed files unless the
 * input gives them.
 */




async function resolveChangedFiles(request) {
    const { pullRequest, inputFiles } = request;
    const fromInput = inputFiles !== undefined ? { files: inputFiles, complete: true } : undefined;
    if (pullRequest === undefined) {
        return {
            changedFiles: fromInput,
            sha: request.fallbackSha,
            note: fromInput ? `${inputFiles?.length ?? 0} from the changed-files input` : 'no pull request: every plan of the phase routes',
            diagnostics: [],
        };
    }
    if (request.repo === null) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'GITHUB_REPOSITORY is not set (owner/repo); cannot read the pull request.');
    }
    const known = pullRequest.headSha !== undefined && pullRequest.baseSha !== undefined && pullRequest.changedFiles !== undefined
        ? { headSha: pullRequest.headSha, baseSha: pullRequest.baseSha, changedFiles: pullRequest.changedFiles, state: pullRequest.state ?? '' }
        : await getPullRequest(request.api(), request.repo, pullRequest.number);
    const state = { state: known.state };
    if (fromInput) {
        return { ...state, changedFiles: fromInput, sha: known.headSha, note: `${fromInput.files.length} from the changed-files input`, diagnostics: [] };
    }
    if (request.listFiles === false) {
        return { ...state, changedFiles: undefined, sha: known.headSha, note: 'not listed: this route selects no plans', diagnostics: [] };
    }
    const listing = await listPullRequestFiles(request.api(), request.repo, pullRequest.number, known.changedFiles);
    if (!listing.truncated) {
        return {
            ...state,
            changedFiles: { files: listing.files, complete: true },
            sha: known.headSha,
            note: `${listing.listed} listed by the API in ${listing.pages} page(s)`,
            diagnostics: [],
        };
    }
    const shortfall = `GitHub listed ${listing.listed} of the pull request's ${known.changedFiles} changed files`;
    request.log(`${shortfall}; trying git diff in the checkout.`);
    const git = await (request.git ?? gitChangedFiles)(request.repoRoot, known.baseSha, known.headSha);
    if (git.ok) {
        return {
            ...state,
            changedFiles: { files: git.files, complete: true, note: `${shortfall}; the list comes from git diff.` },
            sha: known.headSha,
            note: `${git.files.length} from git diff (the API listed ${listing.listed} of ${known.changedFiles})`,
            diagnostics: [],
        };
    }
    const message = `${shortfall} and git diff is not available (${git.reason}); every plan of the phase is routed.`;
    return {
        ...state,
        changedFiles: { files: listing.files, complete: false, note: message },
        sha: known.headSha,
        note: `incomplete: ${listing.listed} of ${known.changedFiles} listed`,
        diagnostics: [
            {
                code: error_codes/* WarningCode */.qN.CHANGED_FILES_TRUNCATED,
                severity: 'warning',
                message,
                hint: 'Check out the repository with fetch-depth: 0 so the full list can come from git, or pass the changed-files input.',
            },
        ],
    };
}

// EXTERNAL MODULE: ./src/action/event.ts + 1 modules
var action_event = __webpack_require__(32);
;// CONCATENATED MODULE: ./src/adapters/github/feedback.ts

/** GitHub's limit for a comment body. */
const MAX_COMMENT_CHARS = 65_536;
async function addReaction(api, repo, commentId, content) {
    await api.call({ method: 'POST', path: `${repoPath(repo)}/issues/comments/${commentId}/reactions`, body: { content } }, { what: `the ${content} reaction`, atLeastOnce: true, noRetry: true });
}
async function createReply(api, repo, issueNumber, body) {
    const text = body.length > MAX_COMMENT_CHARS ? `${body.slice(0, MAX_COMMENT_CHARS - 20)}\n\n…(truncated)` : body;
    await api.call({ method: 'POST', path: `${repoPath(repo)}/issues/${issueNumber}/comments`, body: { body: text } }, { what: 'the reply comment', atLeastOnce: true, noRetry: true });
}

;// CONCATENATED MODULE: ./src/action/feedback.ts

const MAX_FEEDBACK_CALLS = 2;
class Feedback {
    api;
    repo;
    comment;
    warn;
    #calls = 0;
    #made = [];
    constructor(api, repo, comment, warn) {
        this.api = api;
        this.repo = repo;
        this.comment = comment;
        this.warn = warn;
    }
    /** Calls made so far (`eyes`, `rocket`, `confused`, `reply`). */
    get made() {
        return this.#made;
    }
    get remaining() {
        return MAX_FEEDBACK_CALLS - this.#calls;
    }
    async react(content) {
        if (!this.#take(content))
            return;
        try {
            await addReaction(this.api(), this.repo, this.comment.id, content);
        }
        catch (error) {
            this.warn(`Could not add the ${content} reaction: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    async reply(body) {
        if (!this.#take('reply'))
            return;
        try {
            await createReply(this.api(), this.repo, this.comment.issueNumber, body);
        }
        catch (error) {
            this.warn(`Could not post the reply comment: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    #take(what) {
        if (this.#calls >= MAX_FEEDBACK_CALLS)
            return false;
        this.#calls += 1;
        this.#made.push(what);
        return true;
    }
}

;// CONCATENATED MODULE: ./src/core/waves/render-wave-schedule.ts

const MARKDOWN_SPECIAL = /[\\`*_{}[\]()<>#+!|~&"']/g;
const render_wave_schedule_ENTITY = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '|': '&#124;', '"': '&quot;', "'": '&#39;' };
/**
 * Text from plan files (ids, done reasons) for one line: control characters and line breaks
 * removed, bounded; for markdown also HTML/markdown characters escaped and @mentions and #refs
 * broken (a zero-width joiner), so nothing renders as a link, mention, tag or table cell break.
 */
function escapeScheduleText(text, format, maxChars = 200) {
    const flat = oneLine(text, maxChars);
    if (format === 'text')
        return flat;
    return flat
        .replace(/@(?=[A-Za-z0-9_-])/g, '@\u200D')
        .replace(/#(?=\d)/g, '#\u200D')
        .replace(MARKDOWN_SPECIAL, (ch) => render_wave_schedule_ENTITY[ch] ?? `\\${ch}`);
}
function some(items, max) {
    const shown = items.slice(0, max).join(', ');
    return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}
/**
 * The schedule for people — job summary, reply comment, CLI:
 *
 *     Wave 1: 01-01, 01-02 → Wave 2: 01-03 (one at a time)
 *     Done, skipped: 01-00 (01-00-SUMMARY.md: outcome success)
 *     Pulled in: 01-02 (dependency of 01-03)
 *
 * One string per line. A wave whose slot differs from its number (a gap) names the slot, so
 * `Wave 3 (job wave-2)` tells which wave job runs it.
 */
function renderWaveSchedule(schedule, options = {}) {
    const format = options.format ?? 'text';
    const perWave = Math.max(1, options.maxIdsPerWave ?? 20);
    const perLine = Math.max(1, options.maxDecisions ?? 20);
    const esc = (text) => escapeScheduleText(text, format);
    const lines = [];
    if (schedule.waves.length === 0)
        lines.push('No plans to run.');
    else {
        lines.push(schedule.waves
            .map((wave) => {
            const label = wave.slot === wave.wave ? `Wave ${wave.wave}` : `Wave ${wave.wave} (job wave-${wave.slot})`;
            const sequential = wave.sequential ? ' (one at a time)' : '';
            return `${label}: ${some(wave.plans.map(esc), perWave)}${sequential}`;
        })
            .join(' → '));
    }
    if (schedule.done.length > 0)
        lines.push(`Done, skipped: ${some(schedule.done.map((d) => `${esc(d.id)} (${esc(d.reason)})`), perLine)}`);
    const rerun = schedule.plans.filter((p) => p.rerun !== undefined);
    if (rerun.length > 0)
        lines.push(`Run again although done: ${some(rerun.map((p) => `${esc(p.id)} (${esc(p.rerun)})`), perLine)}`);
    const pulled = schedule.plans.filter((p) => p.how === 'dependency');
    if (pulled.length > 0)
        lines.push(`Pulled in: ${some(pulled.map((p) => `${esc(p.id)} (dependency of ${esc(p.of ?? '')})`), perLine)}`);
    const dependents = schedule.plans.filter((p) => p.how === 'dependent');
    if (dependents.length > 0)
        lines.push(`Added as dependents: ${some(dependents.map((p) => `${esc(p.id)} (dependent of ${esc(p.of ?? '')})`), perLine)}`);
    return lines;
}

;// CONCATENATED MODULE: ./src/action/reply.ts



const MAX_SUGGESTIONS = 5;
const MAX_MATRIX_ROWS = 20;
function suggestionLines(result) {
    const lines = [];
    const seen = new Set();
    const candidates = result.naturalLanguage?.candidates ?? [];
    for (const candidate of candidates.slice(0, 3)) {
        if (seen.has(candidate.command))
            continue;
        seen.add(candidate.command);
        lines.push(`- ${markdown_inlineCode(candidate.command)} (confidence ${Math.round(candidate.confidence * 100)} %)`);
    }
    for (const suggestion of [...result.suggestions].sort((a, b) => a.priority - b.priority).slice(0, MAX_SUGGESTIONS)) {
        if (seen.has(suggestion.command))
            continue;
        seen.add(suggestion.command);
        const description = suggestion.description ? ` — ${escapeInline(suggestion.description, 200)}` : '';
        const reason = suggestion.reason ? ` (${escapeInline(suggestion.reason, 200)})` : '';
        lines.push(`- ${markdown_inlineCode(suggestion.command)}${description}${reason}`);
    }
    return lines;
}
function withSuggestions(parts, result, heading) {
    const lines = suggestionLines(result);
    if (lines.length > 0)
        parts.push('', heading, ...lines);
}
function footer(runUrl) {
    return runUrl ? `\n<sub>legion-router · [workflow run](${runUrl})</sub>` : '\n<sub>legion-router</sub>';
}
/** Reply for a request that routed nothing because it was rejected (😕). */
function rejectionReply(result, runUrl) {
    const parts = [];
    const code = result.errorCode ? ` (${markdown_inlineCode(result.errorCode)})` : '';
    parts.push(`😕 **legion-router did not route this command**${code}. Nothing was run.`);
    if (result.message.trim() !== '')
        parts.push('', markdown_codeBlock(result.message));
    const heading = result.naturalLanguage ? '**Did you mean:**' : '**Try:**';
    withSuggestions(parts, result, heading);
    parts.push(footer(runUrl));
    return parts.join('\n');
}
/** Reply for a commenter without the required permission. */
function unauthorizedReply(required, trigger, runUrl) {
    return [
        `😕 **legion-router did not route this command** (${markdown_inlineCode(error_codes/* ErrorCode */.O4.UNAUTHORIZED)}). Nothing was run.`,
        '',
        `Only people with ${markdown_inlineCode(required)} permission (or higher) on this repository can run ${markdown_inlineCode(trigger)} commands.`,
        footer(runUrl),
    ].join('\n');
}
/** Reply for a routed request that runs nothing: dry run, status, or no matching work. */
function noWorkReply(result, runUrl) {
    const parts = [];
    const command = result.command ? markdown_inlineCode([result.command, ...result.flags].join(' ')) : 'the command';
    if (result.dryRun) {
        const count = result.matrix.include.length;
        parts.push(`🧪 **Dry run** of ${command}: ${count} job${count === 1 ? '' : 's'} would run. Nothing was run.`);
        if (result.schedule)
            parts.push('', ...renderWaveSchedule(result.schedule, { format: 'markdown' }).map((line) => `- ${line}`));
        const rows = result.matrix.include.slice(0, MAX_MATRIX_ROWS);
        if (rows.length > 0) {
            parts.push('', markdown_codeBlock(rows.map((entry) => JSON.stringify(entry)).join('\n')));
            if (count > rows.length)
                parts.push(`…and ${count - rows.length} more (see the job summary).`);
        }
    }
    else if (result.position) {
        const phase = result.position.phase === null ? '' : `, phase ${result.position.phase}`;
        parts.push(`📍 **${escapeInline(result.position.name, 100)}**${escapeInline(phase)} — ${escapeInline(result.position.status, 200)}`);
    }
    else {
        parts.push(`ℹ️ ${command} matched no work. Nothing was run.`);
    }
    const notes = result.notes.slice(0, 5).map((note) => `- ${escapeInline(note, 300)}`);
    if (notes.length > 0)
        parts.push('', ...notes);
    // A status message already lists the suggestions; otherwise list them here.
    if (result.message.trim() !== '')
        parts.push('', markdown_codeBlock(result.message));
    else
        withSuggestions(parts, result, '**Next:**');
    parts.push(footer(runUrl));
    return parts.join('\n');
}
/** Reply when the API failed after the request was accepted (rare; usually the reaction says it). */
function failureReply(errorCode, message, runUrl) {
    return [
        `😕 **legion-router could not finish** (${inlineCode(errorCode)}). Nothing was run.`,
        '',
        codeBlock(message),
        footer(runUrl),
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/action/summary.ts


const MAX_PLAN_ROWS = 500;
const summary_MAX_MATRIX_ROWS = 256;
const MAX_DIAGNOSTIC_ROWS = 200;
const MAX_MATRIX_COLUMNS = 12;
function summary_status(result) {
    if (!result.ok)
        return `❌ Rejected${result.errorCode ? ` (${result.errorCode})` : ''}`;
    if (result.dryRun)
        return `🧪 Dry run: ${result.matrix.include.length} job(s) would run, nothing runs`;
    if (result.hasWork)
        return `🚀 Routed: ${result.matrix.include.length} job(s)`;
    return 'ℹ️ Routed, nothing to run';
}
function cellValue(value) {
    if (value === undefined || value === null)
        return '';
    if (Array.isArray(value))
        return escapeInline(value.join(', '), 200);
    return escapeInline(String(value), 200);
}
function summary_location(diagnostic) {
    if (!diagnostic.file)
        return '';
    const line = diagnostic.line !== undefined ? `:${diagnostic.line}` : '';
    return markdown_inlineCode(`${diagnostic.file}${line}`);
}
function renderSummary(result, context) {
    const parts = [];
    parts.push('## legion-router', '', `**${summary_status(result)}**`, '');
    const command = result.command ? `${context.trigger} ${[result.command, ...result.flags].join(' ')}` : '';
    const rows = [
        ['Event', markdown_inlineCode(context.eventName || 'unknown')],
        ['Source', markdown_inlineCode(result.source)],
        ['Actor', result.actor ? markdown_inlineCode(result.actor) : ''],
        ['Command', command ? markdown_inlineCode(command) : ''],
        ['Flags', result.flags.map((flag) => markdown_inlineCode(flag)).join(' ')],
        ['Intent', result.intent ? markdown_inlineCode(result.intent) : ''],
        ['Mode', markdown_inlineCode(result.mode)],
        ['Confidence', String(Math.round(result.confidence * 100) / 100)],
        ['Phase', result.phase ? escapeInline(`${result.phase.number}${result.phase.dir ? ` (${result.phase.dir})` : ''}`) : ''],
        ['Control mode', `${markdown_inlineCode(result.controlMode)} — ${escapeInline(JSON.stringify(result.controlProfile))}`],
        ['Config', result.configPath ? markdown_inlineCode(result.configPath) : ''],
        [
            'Changed files',
            `${result.changedFiles === undefined ? 'unknown' : String(result.changedFiles)}${context.changedFilesNote ? ` — ${escapeInline(context.changedFilesNote, 300)}` : ''}`,
        ],
        ['Commit', context.sha ? markdown_inlineCode(context.sha) : ''],
        ['Error code', result.errorCode ? markdown_inlineCode(result.errorCode) : ''],
    ];
    if (context.apiRequests !== undefined)
        rows.push(['GitHub API requests', String(context.apiRequests)]);
    parts.push(table(['', ''], rows.filter(([, value]) => value !== '').map(([key, value]) => [`**${key}**`, value])), '');
    if (result.message.trim() !== '') {
        parts.push('### Message', '', `<pre>${escapeHtml(result.message, 20_000)}</pre>`, '');
    }
    if (result.naturalLanguage) {
        const nl = result.naturalLanguage;
        parts.push('### Natural language', '', `${markdown_inlineCode(nl.text, 200)} → ${escapeInline(nl.tier)} (${Math.round(nl.confidence * 100)} %)`, '');
        if (nl.candidates.length > 0) {
            parts.push(table(['Candidate', 'Confidence'], nl.candidates.map((c) => [markdown_inlineCode(c.command), `${Math.round(c.confidence * 100)} %`])), '');
        }
    }
    if (result.team.length > 0) {
        parts.push('### Team', '', table(['Agent', 'Role', 'Domains'], result.team.map((member) => [markdown_inlineCode(member.agent), escapeInline(member.role), escapeInline(member.domains.join(', '))])), '');
    }
    if (result.plans.length > 0) {
        const kept = result.plans.filter((plan) => plan.kept).length;
        parts.push(`### Plans (${kept} kept, ${result.plans.length - kept} dropped)`, '');
        const planRows = result.plans.slice(0, MAX_PLAN_ROWS).map((plan) => [
            markdown_inlineCode(plan.id),
            plan.kept ? (plan.partial ? '✅ partial' : '✅ kept') : '❌ dropped',
            markdown_inlineCode(plan.path),
            escapeInline(plan.reasons.join('; '), 600),
        ]);
        parts.push(table(['Plan', 'Decision', 'File', 'Reasons'], planRows));
        if (result.plans.length > MAX_PLAN_ROWS)
            parts.push('', `…and ${result.plans.length - MAX_PLAN_ROWS} more plans.`);
        parts.push('');
    }
    const include = result.matrix.include;
    if (result.schedule) {
        parts.push('### Waves', '', ...renderWaveSchedule(result.schedule, { format: 'markdown' }).map((line) => `- ${line}`), '');
    }
    parts.push(`### Matrix (${include.length} ${include.length === 1 ? 'entry' : 'entries'}${result.waves.length > 1 ? `, ${result.waves.length} waves` : ''})`, '');
    if (include.length > 0) {
        const columns = [];
        for (const entry of include) {
            for (const key of Object.keys(entry))
                if (!columns.includes(key) && columns.length < MAX_MATRIX_COLUMNS)
                    columns.push(key);
        }
        const matrixRows = include
            .slice(0, summary_MAX_MATRIX_ROWS)
            .map((entry) => columns.map((column) => cellValue(entry[column])));
        parts.push(table(columns.map((column) => escapeInline(column)), matrixRows), '');
    }
    parts.push('<details><summary>Matrix JSON</summary>', '', `<pre>${escapeHtml(JSON.stringify(result.matrix, null, 2), 200_000)}</pre>`, '', '</details>', '');
    if (result.diagnostics.length > 0) {
        parts.push('### Diagnostics', '');
        const diagnosticRows = result.diagnostics.slice(0, MAX_DIAGNOSTIC_ROWS).map((d) => [
            markdown_inlineCode(d.code),
            escapeInline(d.severity),
            summary_location(d),
            escapeInline(d.message, 600),
            d.hint ? escapeInline(d.hint, 300) : '',
        ]);
        parts.push(table(['Code', 'Severity', 'Where', 'Message', 'Hint'], diagnosticRows), '');
    }
    if (result.suggestions.length > 0) {
        parts.push('### Suggestions', '');
        for (const suggestion of result.suggestions) {
            parts.push(`- ${markdown_inlineCode(suggestion.command)} — ${escapeInline(suggestion.description)}${suggestion.reason ? ` (${escapeInline(suggestion.reason)})` : ''}`);
        }
        parts.push('');
    }
    if (result.notes.length > 0) {
        parts.push('### Notes', '', ...result.notes.map((note) => `- ${escapeInline(note, 600)}`), '');
    }
    return parts.join('\n');
}

;// CONCATENATED MODULE: ./src/core/request/labels-to-flags.ts

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
function labelsToFlagTokens(labels, prefix, validFlags) {
    const valid = new Set(validFlags.map((flag) => flag.toLowerCase()));
    const lowerPrefix = prefix.toLowerCase();
    const tokens = [];
    const seen = new Set();
    for (const rawLabel of labels.slice(0, MAX_LABELS)) {
        const token = labelToFlagToken(rawLabel, lowerPrefix, valid);
        if (token === null || seen.has(token))
            continue;
        seen.add(token);
        tokens.push(token);
    }
    return tokens;
}
/** The flag token one label stands for, or null when it is an ordinary label. */
function labelToFlagToken(label, lowerPrefix, valid) {
    if (typeof label !== 'string' || label.length === 0 || label.length > MAX_LABEL_CHARS)
        return null;
    const name = (0,parse_command/* foldLookalikes */.mQ)(label).trim().toLowerCase();
    if (name === '')
        return null;
    if (lowerPrefix !== '' && name.startsWith(lowerPrefix)) {
        const rest = name.slice(lowerPrefix.length).trim().replace(/^-+/, '');
        // `legion:` alone is not a flag of any kind; treat it as an ordinary label.
        if (rest === '')
            return null;
        return `--${rest}`;
    }
    const bare = name.replace(/^-+/, '');
    if (bare === '')
        return null;
    const token = `--${bare}`;
    const equals = token.indexOf('=');
    const flagName = equals === -1 ? token : token.slice(0, equals);
    return valid.has(flagName) ? token : null;
}
/** true when the label is one {@link labelsToFlagTokens} would turn into a flag token. */
function isFlagLabel(label, prefix, validFlags) {
    const valid = new Set(validFlags.map((flag) => flag.toLowerCase()));
    return labelToFlagToken(label, prefix.toLowerCase(), valid) !== null;
}

// EXTERNAL MODULE: ./src/core/request/event-names.ts
var event_names = __webpack_require__(1960);
// EXTERNAL MODULE: ./src/core/request/payload.ts
var request_payload = __webpack_require__(6395);
;// CONCATENATED MODULE: ./src/core/request/request-from-event.ts
/**
 * Which request a run carries, decided from the event and the inputs. Precedence:
 * explicit inputs (`command` / `flags` / `text`) > a comment command > pull-request labels.
 * Pure: no I/O. The valid flags (needed for labels) are passed in lazily because reading them
 * means loading the config.
 */





/** Request from the `command` / `flags` / `text` inputs (dispatch, workflow_call, any event). */
function requestFromInputs(inputs, actor) {
    const request = (0,parse_command/* parseCommandWords */.ij)((0,parse_command/* tokenize */.qw)((0,parse_command/* foldLookalikes */.mQ)(inputs.command)), 'input', actor || undefined);
    for (const word of (0,parse_command/* tokenize */.qw)((0,parse_command/* foldLookalikes */.mQ)(inputs.flags))) {
        // `flags: just-harden` means `--just-harden`; dashes are optional in the input.
        request.flagTokens.push(word.startsWith('--') ? word : `--${word.replace(/^-+/, '')}`);
    }
    const text = (0,parse_command/* tokenize */.qw)((0,parse_command/* foldLookalikes */.mQ)(inputs.text)).join(' ');
    if (text !== '')
        request.text = request.text === '' ? text : `${request.text} ${text}`;
    return request;
}
const request_from_event_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
function pullRequestFromPayload(pr) {
    const number = (0,request_payload/* getNumber */.WZ)(pr, 'number');
    if (number === undefined || number < 1)
        return null;
    const ref = { number };
    const headSha = (0,request_payload/* getString */.AA)((0,request_payload/* getObject */.iM)(pr, 'head'), 'sha');
    const baseSha = (0,request_payload/* getString */.AA)((0,request_payload/* getObject */.iM)(pr, 'base'), 'sha');
    const changedFiles = (0,request_payload/* getNumber */.WZ)(pr, 'changed_files');
    if (headSha !== undefined && request_from_event_SHA.test(headSha))
        ref.headSha = headSha;
    if (baseSha !== undefined && request_from_event_SHA.test(baseSha))
        ref.baseSha = baseSha;
    if (changedFiles !== undefined && changedFiles >= 0)
        ref.changedFiles = changedFiles;
    const state = (0,request_payload/* getString */.AA)(pr, 'state');
    if (state === 'open' || state === 'closed')
        ref.state = state;
    return ref;
}
function labelNames(pr) {
    const labels = pr['labels'];
    if (!Array.isArray(labels))
        return [];
    const names = [];
    for (const label of labels) {
        const name = (0,request_payload/* isObject */.Gv)(label) ? (0,request_payload/* getString */.AA)(label, 'name') : typeof label === 'string' ? label : undefined;
        if (name !== undefined)
            names.push(name);
    }
    return names;
}
function withPhase(request, inputs) {
    if (inputs.phase !== '')
        request.phase = inputs.phase;
    return request;
}
function resolveTrigger(context, inputs, validFlags) {
    const { eventName, action, payload } = context;
    const explicit = inputs.command !== '' || inputs.flags !== '' || inputs.text !== '';
    if (eventName === 'issue_comment') {
        const issue = (0,request_payload/* getObject */.iM)(payload, 'issue');
        const issueNumber = (0,request_payload/* getNumber */.WZ)(issue, 'number');
        const onPullRequest = (0,request_payload/* getObject */.iM)(issue, 'pull_request') !== undefined;
        const pullRequest = onPullRequest && issueNumber !== undefined ? { number: issueNumber } : undefined;
        // Only new comments route, whichever input carries the text: an edit could turn an old,
        // approved comment into a new command.
        if (action !== 'created') {
            return { kind: 'ignore', reason: `issue_comment "${(0,event_names/* shownAction */.w1)(action)}" events are ignored; only new comments are read.` };
        }
        const comment = (0,request_payload/* getObject */.iM)(payload, 'comment');
        const body = (0,request_payload/* getString */.AA)(comment, 'body') ?? '';
        const login = (0,request_payload/* getString */.AA)((0,request_payload/* getObject */.iM)(comment, 'user'), 'login') ?? '';
        const id = (0,request_payload/* getNumber */.WZ)(comment, 'id');
        const createdAt = (0,request_payload/* getString */.AA)(comment, 'created_at');
        const request = explicit ? requestFromInputs(inputs, login || context.actor) : (0,parse_command/* parseComment */.vj)(body, inputs.trigger, login || undefined);
        if (request === null)
            return { kind: 'ignore', reason: 'The comment is not a command; nothing to do.' };
        if (id === undefined || issueNumber === undefined || login === '') {
            return {
                kind: 'invalid',
                errorCode: error_codes/* ErrorCode */.O4.INVALID_INPUT,
                message: 'The issue_comment payload lacks the comment id, the issue number or the author.',
            };
        }
        if (explicit)
            request.source = 'comment';
        return {
            kind: 'route',
            request: withPhase(request, inputs),
            comment: { id, issueNumber, login, ...(createdAt && ISO_TIME.test(createdAt) ? { createdAt } : {}) },
            authorize: { login, role: 'commenter' },
            ...(pullRequest ? { pullRequest } : {}),
        };
    }
    if ((0,event_names/* isPullRequestEvent */.T5)(eventName)) {
        const pr = (0,request_payload/* getObject */.iM)(payload, 'pull_request');
        const pullRequest = pr ? pullRequestFromPayload(pr) : null;
        if (pr === undefined || pullRequest === null) {
            return { kind: 'invalid', errorCode: error_codes/* ErrorCode */.O4.INVALID_INPUT, message: `The ${(0,event_names/* shownAction */.w1)(eventName)} payload has no pull request.` };
        }
        // pull_request_target runs with the base repository's token and secrets: the person who
        // caused the event (the pusher, the labeler) must hold the permission, every time. A label
        // set earlier never approves a later push.
        const sender = (0,request_payload/* getString */.AA)((0,request_payload/* getObject */.iM)(payload, 'sender'), 'login') ?? context.actor;
        const authorize = eventName === 'pull_request_target' ? { login: sender, role: action === 'labeled' ? 'labeler' : `sender of ${(0,event_names/* shownAction */.w1)(action)}` } : undefined;
        if (explicit) {
            return { kind: 'route', request: withPhase(requestFromInputs(inputs, context.actor), inputs), pullRequest, ...(authorize ? { authorize } : {}) };
        }
        if (!event_names/* ROUTED_PR_ACTIONS */.nj.includes(action)) {
            return { kind: 'ignore', reason: `${(0,event_names/* shownAction */.w1)(eventName)} "${(0,event_names/* shownAction */.w1)(action)}" events are ignored.` };
        }
        const flags = validFlags();
        const labels = labelNames(pr);
        if (action === 'labeled') {
            const added = (0,request_payload/* getString */.AA)((0,request_payload/* getObject */.iM)(payload, 'label'), 'name');
            if (added === undefined || !isFlagLabel(added, inputs.labelPrefix, flags)) {
                return { kind: 'ignore', reason: 'The added label is not a flag; nothing to do.' };
            }
            if (!labels.includes(added))
                labels.push(added);
        }
        const request = {
            source: 'label',
            command: inputs.labelCommand,
            flagTokens: labelsToFlagTokens(labels, inputs.labelPrefix, flags),
            text: '',
        };
        const actor = context.actor || sender;
        if (actor)
            request.actor = actor;
        return { kind: 'route', request: withPhase(request, inputs), pullRequest, ...(authorize ? { authorize } : {}) };
    }
    // workflow_dispatch, workflow_call (which carries the caller's event name), schedule, push, ...
    return { kind: 'route', request: withPhase(requestFromInputs(inputs, context.actor), inputs) };
}

;// CONCATENATED MODULE: ./src/action/valid-flags.ts
/** The flags labels can stand for: the loaded config's intent flags plus the global flags. */



function loadValidFlags(repoRoot, inputs) {
    const load = loadConfig(new RepoReader(repoRoot), inputs.config || undefined);
    // A config that cannot be used makes the route itself fail with its own error (E030); the
    // bundled flags are enough to tell flag labels from ordinary ones until then.
    return validFlags(load.ok ? load.loaded.config : loadBundledConfig().config);
}

;// CONCATENATED MODULE: ./src/action/main.ts
/**
 * The action's full path (loaded by src/index.ts only when the run may route something).
 *
 *   event + inputs ──request-from-event──▶ request (input > comment > labels)
 *   comment?  ──permission check──▶ 😕 + reply (E020) | continue
 *   project (read once) ──resolveRequest──▶ intent | rejection (😕 + reply, before any listing)
 *   👀 ──changed-files.ts (only when the intent selects plans)──▶ files + head SHA
 *   ──runRoute (once)──▶ RouteResult ──▶ outputs, job summary, annotations, 🚀 or reply, exit code
 */


















/** Rejections that are an answer, not a failure: the step succeeds (exit 0). */
const EXIT_ZERO_CODES = new Set([error_codes/* ErrorCode */.O4.UNAUTHORIZED, error_codes/* ErrorCode */.O4.UNCLEAR_INTENT, error_codes/* ErrorCode */.O4.HEAD_MOVED, error_codes/* ErrorCode */.O4.SHA_MISMATCH, error_codes/* ErrorCode */.O4.PR_CLOSED]);
/** The step summary is capped by GitHub at 1 MiB. */
const MAX_SUMMARY_CHARS = 1_000_000;
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
function runUrl(env) {
    const server = env['GITHUB_SERVER_URL'] ?? '';
    const repository = env['GITHUB_REPOSITORY'] ?? '';
    const id = env['GITHUB_RUN_ID'] ?? '';
    if (!/^https?:\/\/[A-Za-z0-9.:-]+$/.test(server) || !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository) || !/^\d+$/.test(id)) {
        return undefined;
    }
    return `${server}/${repository}/actions/runs/${id}`;
}
function createApi(run) {
    if (run.inputs.token === '') {
        throw new ApiError(error_codes/* ErrorCode */.O4.API_BAD_CREDENTIALS, 'The "token" input is empty, but this run needs the GitHub API.');
    }
    core/* setSecret */.Pq(run.inputs.token);
    return new GitHubApi({
        transport: octokitTransport(run.inputs.token, apiBaseUrl(run.env)),
        budgetMs: envMilliseconds(run.env, 'LEGION_ROUTER_API_BUDGET_MS', DEFAULT_BUDGET_MS),
        timeoutMs: envMilliseconds(run.env, 'LEGION_ROUTER_API_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
        backoffMs: envMilliseconds(run.env, 'LEGION_ROUTER_API_BACKOFF_MS', 500),
        log: (message) => core/* info */.pq(message),
    });
}
/** The project, read once for the run; or the result that says why it cannot be read. */
function openRunProject(run, request) {
    return openProject(request, {
        repoRoot: run.repoRoot,
        planningDir: run.inputs.planningDir,
        ...(run.inputs.config !== '' ? { configPath: run.inputs.config } : {}),
    });
}
/**
 * Whether the pull request the route would run on is the one that was approved: open, and at the
 * head the command names with `--sha`. A refusal says how to approve the current head.
 */
function pinRefusal(run, project, resolution, files, pullRequest) {
    if (!resolution.ok || resolution.intent.kind === 'status' || pullRequest === undefined)
        return null;
    const head = files.sha.slice(0, 12);
    if (files.state === 'closed') {
        return refuseIntent(resolution, project, error_codes/* ErrorCode */.O4.PR_CLOSED, `Pull request #${pullRequest.number} is closed${files.merged ? ' (merged)' : ''}: nothing routes for it.\nReopen it to route work again.`);
    }
    const pinned = resolution.intent.flags.sha;
    if (pinned !== undefined && !files.sha.startsWith(pinned)) {
        return refuseIntent(resolution, project, error_codes/* ErrorCode */.O4.SHA_MISMATCH, `--sha=${pinned} is not the head of pull request #${pullRequest.number} (the head is ${head}): nothing was routed.\nLook at the new commits, then run the command again with --sha=${head}.`);
    }
    void run;
    return null;
}
function routeOnce(run, project, resolution, changedFiles) {
    return runRoute(resolution, project, {
        maxJobs: run.inputs.maxJobs,
        waveJobs: run.inputs.waveJobs,
        dependencies: run.inputs.dependencies,
        dependents: run.inputs.dependents,
        approvalEnvironment: run.inputs.approvalEnvironment,
        trigger: run.inputs.trigger,
        dryRun: run.inputs.dryRun,
        ...(changedFiles ? { changedFiles } : {}),
    });
}
function resolveFor(run, project, request) {
    return resolveRequest(request, project, { trigger: run.inputs.trigger, dryRun: run.inputs.dryRun });
}
function logRequest(request) {
    core/* info */.pq(`Request: source=${request.source} command=${quoted(request.command, 64)} flags=${quoted(JSON.stringify(request.flagTokens), 500)} text=${quoted(request.text, 200)}${request.phase ? ` phase=${quoted(request.phase, 8)}` : ''}${request.actor ? ` actor=${quoted(request.actor, 64)}` : ''}`);
}
function apiRejection(error, request) {
    const options = {
        errorCode: error.code,
        message: error.message,
        source: request.source,
        command: request.command,
    };
    if (request.actor)
        options.actor = request.actor;
    return rejected_result_rejectedResult(options);
}
function withChangedFileDiagnostics(result, files) {
    const extra = files.diagnostics.filter((d) => !result.diagnostics.some((existing) => existing.code === d.code));
    return extra.length === 0 ? result : { ...result, diagnostics: [...result.diagnostics, ...extra] };
}
/**
 * The permission check of the person the event names (a commenter, a pull_request_target
 * sender or labeler), before any work routes. null when allowed (or when the event needs none).
 */
async function authorize(run, trigger) {
    const who = trigger.authorize;
    if (!who)
        return null;
    const { request } = trigger;
    const repo = run.context.repo;
    if (repo === null)
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'GITHUB_REPOSITORY is not set (owner/repo).');
    let level;
    try {
        level = await getPermissionLevel(run.api(), repo, who.login);
    }
    catch (error) {
        if (!(error instanceof ApiError))
            throw error;
        return { result: apiRejection(error, request), sha: '' };
    }
    if (meetsPermission(level, run.inputs.permission))
        return null;
    core/* info */.pq(`The ${who.role} ${quoted(who.login, 64)} has ${level} permission; ${run.inputs.permission} is required.`);
    const approve = trigger.comment === undefined
        ? ` Nothing routes for this event until someone with ${run.inputs.permission} permission approves the current head: a ${run.inputs.trigger} comment, or a flag label added after the last push.`
        : '';
    const options = {
        errorCode: error_codes/* ErrorCode */.O4.UNAUTHORIZED,
        message: `Only people with ${run.inputs.permission} permission (or higher) can route work with ${run.inputs.trigger}; the ${who.role} ${who.login} has ${level}.${approve}`,
        source: request.source,
        command: request.command,
        actor: who.login,
    };
    return { result: rejected_result_rejectedResult(options), sha: '' };
}
/** The comment flow, with its feedback. */
async function routeComment(run, trigger) {
    const { request, pullRequest } = trigger;
    const comment = trigger.comment;
    if (!comment)
        throw new Error('routeComment needs a comment');
    const repo = run.context.repo;
    if (repo === null)
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'GITHUB_REPOSITORY is not set (owner/repo).');
    const feedback = run.inputs.feedback ? new Feedback(run.api, repo, comment, (m) => core/* warning */.$e(m)) : null;
    // 1. Authorization: the commenter's repository permission.
    const denied = await authorize(run, trigger);
    if (denied) {
        await feedback?.react('confused');
        if (denied.result.errorCode === error_codes/* ErrorCode */.O4.UNAUTHORIZED)
            await feedback?.reply(unauthorizedReply(run.inputs.permission, run.inputs.trigger, run.runUrl));
        return denied;
    }
    // 2. The project, read once, and the intent: rejections the changed files cannot change are
    // answered before 👀 and before any file listing.
    const opened = openRunProject(run, request);
    const fallbackSha = pullRequest ? '' : run.context.sha;
    if (!opened.ok) {
        await feedback?.react('confused');
        await feedback?.reply(rejectionReply(opened.result, run.runUrl));
        return { result: opened.result, sha: fallbackSha };
    }
    const resolution = resolveFor(run, opened.project, request);
    if (!resolution.ok) {
        const rejected = routeOnce(run, opened.project, resolution, undefined);
        await feedback?.react('confused');
        await feedback?.reply(rejectionReply(rejected, run.runUrl));
        return { result: rejected, sha: fallbackSha };
    }
    // 3. Receipt, then the (possibly long) read of the pull request.
    await feedback?.react('eyes');
    let result;
    let sha = run.context.sha;
    let changedFilesNote;
    if (pullRequest === undefined && run.inputs.changedFiles === undefined) {
        result = routeOnce(run, opened.project, resolution, undefined);
        changedFilesNote = 'comment on an issue: every plan of the phase routes';
    }
    else {
        let files;
        try {
            files = await resolveChangedFiles({
                api: run.api,
                repo,
                pullRequest,
                inputFiles: run.inputs.changedFiles,
                repoRoot: run.repoRoot,
                fallbackSha: run.context.sha,
                log: (m) => core/* info */.pq(m),
                listFiles: needsChangedFiles(resolution),
            });
        }
        catch (error) {
            if (!(error instanceof ApiError))
                throw error;
            await feedback?.react('confused');
            return { result: apiRejection(error, request), sha: '' };
        }
        sha = files.sha;
        changedFilesNote = files.note;
        result = pinRefusal(run, opened.project, resolution, files, pullRequest) ?? withChangedFileDiagnostics(routeOnce(run, opened.project, resolution, files.changedFiles), files);
    }
    // 4. Outcome: 🚀 when jobs run, otherwise a reply that says why not.
    if (result.ok && result.hasWork && (0,route_outputs/* unsafeMatrixProblem */.x2)(result.matrix) === null)
        await feedback?.react('rocket');
    else if (result.ok)
        await feedback?.reply(noWorkReply(result, run.runUrl));
    else
        await feedback?.reply(rejectionReply(result, run.runUrl));
    const finished = { result, sha };
    if (changedFilesNote !== undefined)
        finished.changedFilesNote = changedFilesNote;
    return finished;
}
/** Labels, dispatch and every other event: no feedback; pull_request_target senders are authorized. */
async function routeOther(run, trigger) {
    const { request, pullRequest } = trigger;
    const denied = await authorize(run, trigger);
    if (denied)
        return denied;
    const opened = openRunProject(run, request);
    if (!opened.ok)
        return { result: opened.result, sha: pullRequest?.headSha ?? '' };
    const resolution = resolveFor(run, opened.project, request);
    if (!resolution.ok)
        return { result: routeOnce(run, opened.project, resolution, undefined), sha: pullRequest?.headSha ?? '' };
    let files;
    try {
        files = await resolveChangedFiles({
            api: run.api,
            repo: run.context.repo,
            pullRequest,
            inputFiles: run.inputs.changedFiles,
            repoRoot: run.repoRoot,
            fallbackSha: run.context.sha,
            log: (m) => core/* info */.pq(m),
            listFiles: needsChangedFiles(resolution),
        });
    }
    catch (error) {
        if (!(error instanceof ApiError))
            throw error;
        return { result: apiRejection(error, request), sha: pullRequest?.headSha ?? '' };
    }
    const result = pinRefusal(run, opened.project, resolution, files, pullRequest) ?? withChangedFileDiagnostics(routeOnce(run, opened.project, resolution, files.changedFiles), files);
    return { result, sha: files.sha, changedFilesNote: files.note };
}
async function execute(env) {
    const inputs = readInputs((name) => core/* getInput */.V4(name));
    const context = (0,action_event/* readEventContext */.ws)(env);
    const repoRoot = env['GITHUB_WORKSPACE'] || process.cwd();
    const run = {
        env,
        inputs,
        context,
        repoRoot,
        apiClient: null,
        api: () => {
            run.apiClient ??= createApi(run);
            return run.apiClient;
        },
        runUrl: runUrl(env),
    };
    const trigger = resolveTrigger(context, inputs, () => loadValidFlags(repoRoot, inputs));
    if (trigger.kind === 'ignore')
        return { kind: 'quiet', reason: trigger.reason };
    if (trigger.kind === 'invalid') {
        return {
            kind: 'routed',
            result: rejected_result_rejectedResult({ errorCode: trigger.errorCode, message: trigger.message, source: 'none' }),
            sha: '',
        };
    }
    logRequest(trigger.request);
    const finished = trigger.comment ? await routeComment(run, trigger) : await routeOther(run, trigger);
    if (run.apiClient)
        finished.apiRequests = run.apiClient.requests;
    return { kind: 'routed', ...finished };
}
function publish(outputs) {
    for (const name of route_outputs/* OUTPUT_NAMES */.P0)
        core/* setOutput */.uH(name, outputs[name]);
}
async function writeSummary(markdown) {
    if (!process.env['GITHUB_STEP_SUMMARY'])
        return;
    const text = markdown.length > MAX_SUMMARY_CHARS ? `${markdown.slice(0, MAX_SUMMARY_CHARS)}\n\n…(summary truncated)\n` : markdown;
    try {
        await core/* summary */.z.addRaw(text, true).write();
    }
    catch (error) {
        core/* warning */.$e(`Could not write the job summary: ${errorMessage(error)}`);
    }
}
async function finish(outcome, env, trigger) {
    let { result } = outcome;
    const problem = [result.matrix, ...result.waves].map(route_outputs/* unsafeMatrixProblem */.x2).find((p) => p !== null) ?? null;
    if (problem !== null) {
        result = rejected_result_rejectedResult({
            errorCode: error_codes/* ErrorCode */.O4.INTERNAL,
            message: `legion-router refused to output the matrix: ${problem}. Please report this.`,
            source: result.source,
            command: result.command,
            diagnostics: result.diagnostics,
        });
    }
    let outputs = (0,route_outputs/* outputsFromResult */.K0)(result, outcome.sha);
    // The last guard: GitHub fails the job when all outputs together pass its limit, after the
    // route said it succeeded. Outputs that would are replaced by a rejection's (which are small).
    const budget = checkOutputsBudget(outputs);
    if (!budget.ok) {
        result = rejected_result_rejectedResult({ errorCode: budget.error.code, message: budget.error.message, source: result.source, command: result.command, diagnostics: [...result.diagnostics, budget.error] });
        outputs = (0,route_outputs/* outputsFromResult */.K0)(result, outcome.sha);
    }
    publish(outputs);
    annotate(result.diagnostics, {
        error: (m, p) => core/* error */.z3(m, p),
        warning: (m, p) => core/* warning */.$e(m, p),
        notice: (m, p) => core/* notice */.lm(m, p),
    });
    const summaryContext = {
        eventName: env['GITHUB_EVENT_NAME'] ?? '',
        sha: outcome.sha,
        trigger,
    };
    if (outcome.changedFilesNote)
        summaryContext.changedFilesNote = outcome.changedFilesNote;
    if (outcome.apiRequests !== undefined)
        summaryContext.apiRequests = outcome.apiRequests;
    await writeSummary(renderSummary(result, summaryContext));
    core/* info */.pq(`Result: ok=${result.ok} error-code=${result.errorCode || '-'} mode=${result.mode} jobs=${result.matrix.include.length} has-work=${result.hasWork} dry-run=${result.dryRun}`);
    if (result.message.trim() !== '')
        core/* info */.pq(logBlock(result.message));
    if (result.ok)
        return;
    if (EXIT_ZERO_CODES.has(result.errorCode)) {
        core/* warning */.$e(`${result.errorCode}: ${result.message || 'nothing was routed'}`, { title: 'legion-router' });
        return;
    }
    core/* setFailed */.C1(result.message || `legion-router failed with ${result.errorCode}`);
}
async function run(env = process.env) {
    let trigger = '/legion';
    try {
        const outcome = await execute(env);
        trigger = core/* getInput */.V4('trigger') || trigger;
        if (outcome.kind === 'quiet') {
            publish((0,route_outputs/* emptyOutputs */.q_)());
            core/* info */.pq(`legion-router: ${outcome.reason}`);
            return;
        }
        await finish(outcome, env, trigger);
    }
    catch (error) {
        // Known failures become a rejected result with their code; anything else is a bug, reported
        // without a stack trace in the log (the stack goes to the debug log).
        let code = error_codes/* ErrorCode */.O4.INTERNAL;
        let message = errorMessage(error);
        if (error instanceof SettingError || error instanceof ApiError)
            code = error.code;
        else if (error instanceof action_event/* EventError */.PM)
            code = error_codes/* ErrorCode */.O4.INVALID_INPUT;
        else {
            message = `legion-router hit an internal error: ${message}. Please report it with this run's log.`;
            if (error instanceof Error && error.stack)
                core/* debug */.Yz(error.stack);
        }
        const result = rejected_result_rejectedResult({ errorCode: code, message, source: 'none' });
        await finish({ result, sha: '' }, env, trigger);
    }
}


/***/ })

};
