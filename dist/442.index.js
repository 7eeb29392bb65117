export const id = 442;
export const ids = [442];
export const modules = {

/***/ 1442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/core/error-codes.ts
var error_codes = __webpack_require__(5694);
;// CONCATENATED MODULE: ./src/core/nl/explain.ts
/**
 * Why a text scored what it did, for the run summary and one debug line of the log: the matched
 * keywords and phrase template of the winner, the synonyms and typo corrections applied, the
 * negations, exclusions and restrictions found, and the conflict that lowered the tier.
 *
 * Every word here comes out of the tokeniser (letters, digits and in-word `-` only) or out of the
 * config, and every list is bounded, so a caller can print it; it still escapes it like any text.
 */
/** At most this many items per list. */
const MAX_EXPLANATION_ITEMS = 8;
function emptyExplanation() {
    return {
        keywords: [],
        template: null,
        synonyms: [],
        typos: [],
        negations: [],
        excludedAreas: [],
        restrictedAreas: [],
        conflict: null,
        conflictKind: null,
        cancel: null,
    };
}
/** Keep the first MAX_EXPLANATION_ITEMS distinct items. */
function boundedList(items, key = String) {
    const seen = new Set();
    const out = [];
    for (const item of items) {
        const k = key(item);
        if (seen.has(k))
            continue;
        seen.add(k);
        out.push(item);
        if (out.length >= MAX_EXPLANATION_ITEMS)
            break;
    }
    return out;
}
/**
 * One line for the log: `keywords harden, security; template "harden {the}? security";
 * synonyms ui→frontend; typos reviw→review; negations no[hardening]; excluded frontend`.
 * Empty parts are left out; "nothing matched" when there is nothing at all.
 */
function formatExplanation(explanation) {
    const parts = [];
    if (explanation.keywords.length > 0)
        parts.push(`keywords ${explanation.keywords.join(', ')}`);
    if (explanation.template)
        parts.push(`template "${explanation.template}"`);
    const changes = (list) => list.map((c) => `${c.from}→${c.to}`).join(', ');
    if (explanation.synonyms.length > 0)
        parts.push(`synonyms ${changes(explanation.synonyms)}`);
    if (explanation.typos.length > 0)
        parts.push(`typos ${changes(explanation.typos)}`);
    if (explanation.negations.length > 0) {
        parts.push(`negations ${explanation.negations.map((n) => `${n.cue}[${n.scope.join(' ')}]`).join(', ')}`);
    }
    if (explanation.excludedAreas.length > 0)
        parts.push(`excluded ${explanation.excludedAreas.join(', ')}`);
    if (explanation.restrictedAreas.length > 0)
        parts.push(`only ${explanation.restrictedAreas.join(', ')}`);
    if (explanation.cancel)
        parts.push(`cancel word "${explanation.cancel}"`);
    if (explanation.conflict)
        parts.push(`conflict: ${explanation.conflict}`);
    return parts.length > 0 ? parts.join('; ') : 'nothing matched';
}

;// CONCATENATED MODULE: ./src/core/nl/area-requests.ts
function readAreaRequests(reading, compiled) {
    const { parts, scopes } = reading;
    const masked = scopes.masked;
    const areaEvidence = new Map();
    const addArea = (cluster, positions) => {
        const list = areaEvidence.get(cluster);
        if (list)
            for (const p of positions)
                list.push(p);
        else
            areaEvidence.set(cluster, [...positions]);
    };
    for (const mention of scopes.excluded) {
        const area = compiled.areas[mention.area];
        if (area)
            addArea(area.cluster, mention.positions);
    }
    const restrictedAreas = new Set(scopes.restricted.map((m) => m.area));
    for (const mention of scopes.restricted) {
        const others = compiled.areas.filter((_, i) => !restrictedAreas.has(i));
        if (others.length === 1)
            addArea(others[0].cluster, mention.positions);
    }
    // An area both excluded and asked for alone, or asked for alone and another area asked for as
    // well (`only the API but also the UI`): the text contradicts itself.
    const restrictedPositions = new Set(scopes.restricted.flatMap((m) => m.positions));
    let otherAreaNamed = false;
    if (restrictedAreas.size > 0) {
        for (let p = 0; p < parts.length; p += 1) {
            const area = reading.areaAt[p];
            // (the subject of a description is no request: `…, the UI is mid-redesign`)
            const described = compiled.lexicon.statementVerbs.has(parts[p + 1] ?? '');
            if (area >= 0 && masked[p] === 0 && !described && !restrictedPositions.has(p) && !restrictedAreas.has(area))
                otherAreaNamed = true;
        }
    }
    const areaConflict = scopes.excluded.some((m) => restrictedAreas.has(m.area)) || otherAreaNamed;
    // Two areas each asked for alone (`just the frontend and just the backend`) ask for nothing.
    const conflict = areaConflict
        ? otherAreaNamed
            ? 'one area is asked for alone and another one too'
            : 'an area is both excluded and asked for alone'
        : restrictedAreas.size > 1
            ? 'two areas are each asked for alone'
            : null;
    return { evidence: areaEvidence, restrictedPositions, conflict };
}

;// CONCATENATED MODULE: ./src/core/intent/intent-flags.ts
/** Flags every command accepts, whatever the config says. */
const GLOBAL_FLAGS = ['--dry-run', '--unsafe-unknown-flags', '--phase', '--sha', '--rerun', '--plan'];
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

;// CONCATENATED MODULE: ./src/core/text/untrusted-data.ts
/** A mapping (not null, not an array). */
function isDict(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** The string items of a list; [] for anything that is not a list. */
function stringList(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

;// CONCATENATED MODULE: ./src/core/nl/tokenize.ts
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
    ['а', 'a'],
    ['в', 'b'],
    ['е', 'e'],
    ['ё', 'e'],
    ['һ', 'h'],
    ['і', 'i'],
    ['ї', 'i'],
    ['ј', 'j'],
    ['к', 'k'],
    ['ӏ', 'l'],
    ['м', 'm'],
    ['н', 'h'],
    ['о', 'o'],
    ['р', 'p'],
    ['ԛ', 'q'],
    ['ѕ', 's'],
    ['с', 'c'],
    ['т', 't'],
    ['у', 'y'],
    ['ԝ', 'w'],
    ['х', 'x'],
    ['ԁ', 'd'],
    ['ɡ', 'g'],
    // Greek
    ['α', 'a'],
    ['β', 'b'],
    ['ε', 'e'],
    ['η', 'n'],
    ['ι', 'i'],
    ['κ', 'k'],
    ['ν', 'v'],
    ['ο', 'o'],
    ['ρ', 'p'],
    ['τ', 't'],
    ['υ', 'u'],
    ['χ', 'x'],
    ['ϲ', 'c'],
    ['ϳ', 'j'],
    // Latin small capitals / dotless i
    ['ı', 'i'],
    ['ȷ', 'j'],
    ['ᴀ', 'a'],
    ['ʙ', 'b'],
    ['ᴄ', 'c'],
    ['ᴅ', 'd'],
    ['ᴇ', 'e'],
    ['ɢ', 'g'],
    ['ʜ', 'h'],
    ['ɪ', 'i'],
    ['ᴊ', 'j'],
    ['ᴋ', 'k'],
    ['ʟ', 'l'],
    ['ᴍ', 'm'],
    ['ɴ', 'n'],
    ['ᴏ', 'o'],
    ['ᴘ', 'p'],
    ['ʀ', 'r'],
    ['ꜱ', 's'],
    ['ᴛ', 't'],
    ['ᴜ', 'u'],
    ['ᴠ', 'v'],
    ['ᴡ', 'w'],
    ['ʏ', 'y'],
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
const IS_CONTRACTIONS = new Set(['what', 'where', 'how', 'who', 'when', 'why', 'it', 'that', 'there', 'here', 'this', 'he', 'she']);
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
/** Characters between two words that end a clause (negation and restriction scopes stop there). */
const CLAUSE_BREAK_CHARS = new Set([',', '.', ';', ':', '!', '?', '(', ')', '[', ']', '\n', '\r']);
function hasBreak(gap) {
    for (let i = 0; i < gap.length; i += 1) {
        const ch = gap[i];
        // a dot right before the next word is part of a name, no full stop (`README.md`, `*.tsx`)
        if (ch === '.' && i === gap.length - 1)
            continue;
        if (CLAUSE_BREAK_CHARS.has(ch))
            return true;
    }
    // a free-standing dash (`build it - no docs`) separates clauses too
    return gap.includes(' - ') || gap.includes(' -- ');
}
/** {@link tokenize} that also reports clause breaks; linear in the input. */
function tokenizeWithBreaks(text) {
    const normalized = normalizeText(text);
    const tokens = [];
    const breakBefore = [];
    let last = 0;
    let pending = false;
    for (const match of normalized.matchAll(WORD)) {
        const at = match.index ?? 0;
        if (hasBreak(normalized.slice(last, at)))
            pending = true;
        last = at + match[0].length;
        const before = tokens.length;
        expandContraction(foldLookalikes(match[0]), tokens);
        for (let i = before; i < tokens.length; i += 1)
            breakBefore.push(i === before && pending);
        if (tokens.length > before)
            pending = false;
    }
    // contractions may leave empty pieces (`'s` alone): drop them with their break flag moved on
    const outTokens = [];
    const outBreaks = [];
    let carry = false;
    tokens.forEach((token, i) => {
        if (token.length === 0) {
            carry ||= breakBefore[i] === true;
            return;
        }
        outTokens.push(token);
        outBreaks.push(breakBefore[i] === true || carry);
        carry = false;
    });
    return { tokens: outTokens, breakBefore: outBreaks };
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
function tokenize_isDigits(token) {
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
function stem(token) {
    let t = token;
    if (t.length <= 3 || tokenize_isDigits(t))
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
    // agent nouns of seven letters or more: reviewer → review, planner → plan, explorer → explor
    else if (t.endsWith('er') && t.length >= 7)
        t = undouble(t.slice(0, -2));
    // -ization/-isation: initialization → initializ (as initialize)
    if ((t.endsWith('ization') || t.endsWith('isation')) && t.length >= 10)
        t = `${t.slice(0, -7)}iz`;
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
    'a',
    'an',
    'the',
    'this',
    'that',
    'these',
    'those',
    'it',
    'its',
    'my',
    'our',
    'your',
    'their',
    'me',
    'we',
    'us',
    'you',
    'i',
    'he',
    'she',
    'they',
    'them',
    'to',
    'of',
    'for',
    'on',
    'in',
    'at',
    'by',
    'with',
    'from',
    'into',
    'about',
    'and',
    'or',
    'but',
    'so',
    'if',
    'then',
    'is',
    'are',
    'was',
    'were',
    'be',
    'been',
    'am',
    'do',
    'does',
    'did',
    'done',
    'doing',
    'have',
    'has',
    'had',
    'can',
    'could',
    'would',
    'should',
    'will',
    'shall',
    'may',
    'might',
    'must',
    'please',
    'pls',
    'let',
    'get',
    'got',
    'make',
    'just',
    'some',
    'any',
    'all',
    'up',
    'out',
    'what',
    'which',
    'who',
    'how',
    'when',
    'why',
    'not',
    'no',
    'yes',
    'ok',
    'okay',
    'now',
    'here',
    'there',
    'thing',
    'things',
    'help',
    'want',
    'need',
    'like',
    'go',
]);
function isStopword(token) {
    return STOPWORDS.has(token);
}

;// CONCATENATED MODULE: ./src/core/nl/phrase-template.ts
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
 * many (duplicates possible, harmless). `out` must hold `slot.multi.length + 2` entries.
 */
function slotMatches(slot, input, at, out) {
    const n = input.ids.length;
    let count = 0;
    if (at < n && ((slot.digits && input.digits[at] === 1) || slot.single[input.ids[at]] === 1)) {
        out[count++] = 1;
    }
    const alt = input.alt?.[at] ?? -1;
    if (at < n && alt >= 0 && slot.single[alt] === 1) {
        const span = input.altSpan?.[at] ?? 1;
        if (at + span <= n)
            out[count++] = span;
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
        most = Math.max(most, slot.multi.length + 2);
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

;// CONCATENATED MODULE: ./src/core/nl/lexicon.ts


/** Entries longer than this many word parts are refused (a variant is a word or a short phrase). */
const MAX_LEXICON_PARTS = 4;
/** At most this many entries are read from one list (and from all synonym lists together). */
const MAX_LEXICON_ENTRIES = 4_096;
function partsOf(text) {
    return splitParts(tokenize_tokenize(text));
}
function push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
/** Compile a lexicon; `undefined` gives an empty lexicon (the scorer then uses the clusters only). */
function compileLexicon(lexicon) {
    const compiled = {
        synonyms: new Map(),
        synonymStems: new Map(),
        terms: new Map(),
        negationCues: new Map(),
        negationWraps: new Map(),
        restrictionCues: new Map(),
        negationSuffixes: new Map(),
        exclusionVerbs: new Set(),
        scopeFillers: new Set(),
        cancelCues: new Set(),
        clauseBreaks: new Map(),
        knownWords: new Set(),
        questionWords: new Set(),
        requestOpeners: new Map(),
        statementVerbs: new Set(),
        correctionCues: new Map(),
        acknowledgements: new Map(),
        hedges: new Map(),
        selfReports: new Map(),
        prefixes: new Set(),
        maxParts: 1,
        problems: [],
    };
    if (!lexicon)
        return compiled;
    let budget = MAX_LEXICON_ENTRIES;
    const usable = (list, text) => {
        if (typeof text !== 'string') {
            compiled.problems.push({ list, text: String(text), reason: 'entry is not a string' });
            return null;
        }
        if (budget <= 0) {
            compiled.problems.push({ list, text, reason: `more than ${MAX_LEXICON_ENTRIES} entries` });
            return null;
        }
        const parts = partsOf(text);
        if (parts.length === 0) {
            compiled.problems.push({ list, text, reason: 'entry has no words' });
            return null;
        }
        if (parts.length > MAX_LEXICON_PARTS) {
            compiled.problems.push({ list, text, reason: `entry has more than ${MAX_LEXICON_PARTS} words` });
            return null;
        }
        budget -= 1;
        compiled.maxParts = Math.max(compiled.maxParts, parts.length);
        return parts;
    };
    const addPrefixes = (key) => {
        for (let k = 1; k < key.length; k += 1)
            compiled.prefixes.add(key.slice(0, k));
    };
    for (const [term, variants] of Object.entries(lexicon.synonyms ?? {})) {
        const termParts = usable('synonyms', term);
        if (!termParts)
            continue;
        const canonical = { parts: termParts, key: joinKey(termParts) };
        compiled.terms.set(canonical.key, canonical);
        for (const variant of Array.isArray(variants) ? variants : []) {
            const parts = usable(`synonyms.${term}`, variant);
            if (!parts)
                continue;
            const key = joinKey(parts);
            // `backend` for `backend` says nothing; `back end` for `backend` is a reading of two words.
            if (key === canonical.key && parts.length === termParts.length)
                continue;
            const entry = { variant: variant, term: canonical, parts: parts.length };
            push(compiled.synonyms, key, entry);
            push(compiled.synonymStems, stem(key), entry);
            addPrefixes(key);
        }
    }
    const phraseList = (list, into) => {
        for (const text of lexicon[list] ?? []) {
            const parts = usable(list, text);
            if (!parts)
                continue;
            const key = joinKey(parts);
            into.set(key, parts.length);
            addPrefixes(key);
        }
    };
    phraseList('negation_cues', compiled.negationCues);
    phraseList('restriction_cues', compiled.restrictionCues);
    phraseList('negation_suffixes', compiled.negationSuffixes);
    phraseList('clause_breaks', compiled.clauseBreaks);
    phraseList('request_openers', compiled.requestOpeners);
    phraseList('correction_cues', compiled.correctionCues);
    phraseList('acknowledgements', compiled.acknowledgements);
    phraseList('hedges', compiled.hedges);
    phraseList('self_reports', compiled.selfReports);
    const wordList = (list, into, stemmed) => {
        for (const text of lexicon[list] ?? []) {
            const parts = usable(list, text);
            if (!parts)
                continue;
            for (const part of parts)
                into.add(stemmed ? stem(part) : part);
        }
    };
    wordList('exclusion_verbs', compiled.exclusionVerbs, true);
    wordList('scope_fillers', compiled.scopeFillers, true);
    wordList('cancel_cues', compiled.cancelCues, false);
    wordList('known_words', compiled.knownWords, false);
    wordList('question_words', compiled.questionWords, false);
    wordList('statement_verbs', compiled.statementVerbs, false);
    for (const text of lexicon.negation_wraps ?? []) {
        if (typeof text !== 'string')
            continue;
        const cut = text.includes('…') ? text.split('…') : text.split('...');
        const [opener, closer] = cut.map((piece) => partsOf(piece));
        if (cut.length !== 2 || !opener || !closer || opener.length !== 1 || closer.length !== 1) {
            compiled.problems.push({ list: 'negation_wraps', text, reason: 'write one opener word, "…", one closer word (leave … alone)' });
            continue;
        }
        const closers = compiled.negationWraps.get(opener[0]) ?? new Set();
        closers.add(closer[0]);
        compiled.negationWraps.set(opener[0], closers);
    }
    return compiled;
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
/** Legion's K: the literal formula normalises by the sum of the K heaviest weights. */
const TOP_K = 3;
/** Parts a hit occupies. */
function hitPositions(hit) {
    if (hit.positions)
        return hit.positions;
    const out = [];
    for (let p = hit.start; p < hit.end; p += 1)
        out.push(p);
    return out;
}
function round6(value) {
    return Math.round(value * 1e6) / 1e6;
}
/** Keyword score from this cluster's hits; see the module comment. */
function keywordScore(cluster, hits) {
    if (hits.length === 0)
        return { score: 0, keywords: [], positions: [], counted: [] };
    const ordered = hits
        .map((hit) => ({ hit, value: hit.entry.weight * (hit.stemmed ? STEM_FACTOR : 1) * (hit.factor ?? 1) }))
        .sort((a, b) => b.value - a.value || b.hit.end - b.hit.start - (a.hit.end - a.hit.start) || a.hit.start - b.hit.start);
    const counted = new Set();
    const used = new Set();
    const keywords = [];
    const countedHits = [];
    let best = 0;
    let sum = 0;
    for (const { hit, value } of ordered) {
        if (value <= 0 || counted.has(hit.entry))
            continue;
        const positions = hitPositions(hit);
        if (positions.some((p) => used.has(p)))
            continue;
        counted.add(hit.entry);
        for (const p of positions)
            used.add(p);
        keywords.push(hit.entry.keyword);
        countedHits.push(hit);
        best = Math.max(best, value);
        sum += value;
    }
    const score = Math.min(1, Math.max(best / cluster.maxWeight, sum / cluster.topKSum));
    return { score, keywords, positions: [...used], counted: countedHits };
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
            return { score: TEMPLATE_LEVEL, template: bound.template.source, match: 'contiguous', bound };
        }
    }
    for (const bound of candidates) {
        if (matchOrdered(bound, input.encoded)) {
            return { score: ORDERED_TEMPLATE_LEVEL, template: bound.template.source, match: 'ordered', bound };
        }
    }
    return { score: 0, template: null, match: 'none', bound: null };
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
        templateBound: template.bound,
        positions: keywords.positions,
        hits: keywords.counted,
    };
}

;// CONCATENATED MODULE: ./src/core/nl/typo-index.ts
/**
 * Typo tolerance for content words: a misspelt word of the input (`reviw`, `secuirty`) is read as
 * the one vocabulary word (a keyword, template word, name or lexicon word of the config) within a
 * small edit distance.
 *
 * Safety first, since a wrong correction could route wrong work:
 * - four-letter words only for one swap of neighbours after the first letter (`olny` → `only`) or
 *   one lost letter of a five-letter word (`buid` → `build`);
 * - otherwise only words of at least {@link TYPO_MIN_LENGTH} letters are corrected, with at most one edit
 *   (insertion, deletion, substitution or transposition of two neighbours) below
 *   {@link TYPO_TWO_EDITS_LENGTH} letters and at most two from there on (when the vocabulary word
 *   is at most one letter shorter);
 * - the first letter must agree (people rarely mistype it, and it keeps `smart` from `start`);
 * - words the lexicon lists as known (`known_words`), stopwords and vocabulary words are never
 *   corrected;
 * - a word with two different vocabulary words at the same smallest distance is left alone.
 *
 * Lookup is a deletion index (SymSpell): the vocabulary's words and their one- and two-letter
 * deletions are keys of a Map, and an input word is looked up through its own deletions, so the
 * cost per input word is O(length²) Map lookups, independent of the vocabulary's size. No RegExp.
 */
const TYPO_MIN_LENGTH = 5;
/** Words at least this long may carry two edits. */
const TYPO_TWO_EDITS_LENGTH = 8;
/** Longer words are not corrected (nothing in a routing vocabulary is that long). */
const TYPO_MAX_LENGTH = 24;
function isLetters(word) {
    for (let i = 0; i < word.length; i += 1) {
        const c = word.charCodeAt(i);
        if (c < 97 || c > 122)
            return false;
    }
    return true;
}
function commonPrefix(a, b) {
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i])
        i += 1;
    return i;
}
function maxEdits(length) {
    return length >= TYPO_TWO_EDITS_LENGTH ? 2 : 1;
}
/** Distinct deletions of up to `depth` letters (the word itself included). */
function deletions(word, depth) {
    const out = new Set([word]);
    let frontier = [word];
    for (let d = 0; d < depth; d += 1) {
        const next = [];
        for (const w of frontier) {
            for (let i = 0; i < w.length; i += 1) {
                const deleted = w.slice(0, i) + w.slice(i + 1);
                if (!out.has(deleted)) {
                    out.add(deleted);
                    next.push(deleted);
                }
            }
        }
        frontier = next;
    }
    return out;
}
/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), or `limit + 1`
 * as soon as it must exceed `limit`. O(|a| × |b|) on words of at most TYPO_MAX_LENGTH letters.
 */
function editDistanceWithin(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit)
        return limit + 1;
    const width = b.length + 1;
    let prev2 = new Array(width).fill(0);
    let prev = Array.from({ length: width }, (_, j) => j);
    let row = new Array(width).fill(0);
    for (let i = 1; i <= a.length; i += 1) {
        row[0] = i;
        let best = row[0];
        for (let j = 1; j <= b.length; j += 1) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                value = Math.min(value, prev2[j - 2] + 1);
            }
            row[j] = value;
            if (value < best)
                best = value;
        }
        if (best > limit)
            return limit + 1;
        [prev2, prev, row] = [prev, row, prev2];
    }
    return prev[b.length];
}
/** Four-letter words are corrected only for one swap of two neighbours after the first letter (`olny` → `only`). */
const TYPO_SWAP_LENGTH = 4;
class TypoIndex {
    vocabulary = new Set();
    short = new Set();
    byDeletion = new Map();
    /** Add a vocabulary word (ignored unless it is letters only and long enough). */
    add(word) {
        if (word.length === TYPO_SWAP_LENGTH && isLetters(word)) {
            this.short.add(word);
            return;
        }
        if (word.length < TYPO_MIN_LENGTH || word.length > TYPO_MAX_LENGTH || !isLetters(word))
            return;
        if (this.vocabulary.has(word))
            return;
        this.vocabulary.add(word);
        for (const key of deletions(word, maxEdits(word.length))) {
            const list = this.byDeletion.get(key);
            if (list)
                list.push(word);
            else
                this.byDeletion.set(key, [word]);
        }
    }
    has(word) {
        return this.vocabulary.has(word) || this.short.has(word);
    }
    get size() {
        return this.vocabulary.size;
    }
    /**
     * The vocabulary word `word` is a typo of, or null. The caller has already excluded known
     * words and stopwords. `sameWord(a, b)` tells two candidates apart that are one word inflected
     * (`review`/`reviews`): those are not an ambiguity.
     */
    correct(word, sameWord = (a, b) => a === b) {
        if (word.length === TYPO_SWAP_LENGTH && isLetters(word) && !this.short.has(word)) {
            const found = new Set();
            for (let i = 1; i + 1 < word.length; i += 1) {
                const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
                if (swapped !== word && this.short.has(swapped))
                    found.add(swapped);
            }
            // or a five-letter word that lost a letter after the first (`buid` → `build`)
            for (const candidate of this.byDeletion.get(word) ?? []) {
                if (candidate.length === TYPO_MIN_LENGTH && candidate[0] === word[0])
                    found.add(candidate);
            }
            const distinct = [...found].filter((w, i, all) => !all.slice(0, i).some((o) => sameWord(o, w)));
            return distinct.length === 1 ? { word: distinct[0], distance: 1 } : null;
        }
        if (word.length < TYPO_MIN_LENGTH || word.length > TYPO_MAX_LENGTH || !isLetters(word))
            return null;
        if (this.vocabulary.has(word))
            return null;
        const limit = maxEdits(word.length);
        let best = null;
        let bestDistance = limit + 1;
        let ambiguous = false;
        const seen = new Set();
        for (const key of deletions(word, limit)) {
            for (const candidate of this.byDeletion.get(key) ?? []) {
                if (seen.has(candidate))
                    continue;
                seen.add(candidate);
                if (candidate[0] !== word[0])
                    continue;
                // Two edits need a long word on both sides: the input, and a candidate at most one letter shorter
                // (`execture` → `execute`).
                const allowed = word.length >= TYPO_TWO_EDITS_LENGTH && candidate.length >= TYPO_TWO_EDITS_LENGTH - 1 ? limit : Math.min(limit, maxEdits(candidate.length));
                const distance = editDistanceWithin(word, candidate, allowed);
                if (distance > allowed)
                    continue;
                // Two edits at the very end are a different word form, not a typo (`validator`/`validate`).
                if (distance === 2 && commonPrefix(word, candidate) >= Math.min(word.length, candidate.length) - 2)
                    continue;
                if (distance < bestDistance) {
                    best = candidate;
                    bestDistance = distance;
                    ambiguous = false;
                }
                else if (distance === bestDistance && best !== null && !sameWord(candidate, best)) {
                    ambiguous = true;
                }
            }
        }
        if (best === null || ambiguous)
            return null;
        return { word: best, distance: bestDistance };
    }
}

;// CONCATENATED MODULE: ./src/core/nl/compile-natural-language.ts
/**
 * Compiling a config for natural-language routing, once per run: the keyword tables (exact,
 * stemmed, names, bags of words), the phrase templates bound to one vocabulary, the lexicon, the
 * typo index, the areas the skip intents leave out, and the word sets the precision-first checks
 * read (template openers and objects, leading keywords, clusters that answer questions).
 *
 * Never throws on bad patterns: unusable keywords, templates and lexicon entries are listed in
 * `problems` and skipped. No RegExp is built from config text.
 */







/**
 * Template words a whole config may hold (Legion's real config has about 240). Templates past the
 * budget are reported and skipped, which bounds matching at O(input words × this).
 */
const MAX_CONFIG_TEMPLATE_WORDS = 4_096;
/** One-word lexicon variants shorter than this are known words but no typo-correction targets. */
const MIN_VARIANT_TARGET_LENGTH = 6;
/** A keyword this heavy, of one command route only, names that command when it leads a text. */
const LEAD_KEYWORD_WEIGHT = 0.7;
function compile_natural_language_push(map, key, value) {
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
/** Compile both sections of the config and its lexicon once. Never throws on bad patterns: see `problems`. */
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
    const bags = [];
    const typos = new TypoIndex();
    const vocabularyStems = new Set();
    const templateIds = [];
    const questionClusters = new Set();
    const templateOpeners = [];
    const lexicon = compileLexicon(isDict(config.nl_lexicon) ? config.nl_lexicon : undefined);
    for (const p of lexicon.problems)
        problems.push({ source: 'nl_lexicon', key: p.list, kind: 'lexicon', text: p.text, reason: p.reason });
    /** A word a typo may be corrected to: keywords, names, commands, areas, cues, lexicon terms. */
    const learn = (word) => {
        typos.add(word);
        vocabularyStems.add(stem(word));
    };
    /** A word that is known (never corrected) but no correction target: template words, fillers. */
    const know = (word) => {
        vocabularyStems.add(stem(word));
    };
    /** Per cluster: stems of template words (candidates for implicit keywords). */
    const templateWords = [];
    /** Stems that are a keyword or a name somewhere: never implicit. */
    const reserved = new Set();
    let maxParts = 1;
    let templateBudget = MAX_CONFIG_TEMPLATE_WORDS;
    const cueWords = new Set([...lexicon.negationCues.keys(), ...lexicon.restrictionCues.keys()]);
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
            const keywordTable = isDict(pattern?.keywords) ? pattern.keywords : {};
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
                const entry = { keyword, weight, origin: 'config', key: stem(joined) };
                compile_natural_language_push(exact, joined, { cluster: index, entry, parts: parts.length, stemNative: false });
                compile_natural_language_push(stemmed, stem(joined), { cluster: index, entry, parts: parts.length, stemNative: false });
                reserved.add(stem(joined));
                for (const part of parts)
                    learn(part);
                learn(joined);
                // The words of a multi-word keyword mean something together only (`break down`, `new
                // project`): none of them becomes an implicit keyword on its own. Content-word pairs
                // (`security review`) also match as a bag of words, in either order.
                if (parts.length > 1) {
                    for (const part of parts)
                        reserved.add(stem(part));
                    if (parts.every((part) => part.length >= 2 && !isStopword(part) && !cueWords.has(part))) {
                        bags.push({ cluster: index, entry, stems: parts.map((part) => stem(part)) });
                    }
                }
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
                learn(joined);
                maxParts = Math.max(maxParts, parts.length);
                compile_natural_language_push(names, joined, { cluster: index, kind: 'own', parts: parts.length });
                if (!explicitJoined.has(joined)) {
                    // "exact name dominates": the name is a keyword of weight 1.
                    explicitJoined.add(joined);
                    const entry = { keyword: name, weight: 1, origin: 'name', key: stem(joined) };
                    compile_natural_language_push(exact, joined, { cluster: index, entry, parts: parts.length, stemNative: false });
                }
            }
            if (primary !== null && !ownNames.has(primary.joined)) {
                compile_natural_language_push(names, primary.joined, { cluster: index, kind: 'own', parts: primary.parts });
            }
            const commandParts = splitParts(tokenize_tokenize(command));
            if (commandParts.length > 0) {
                compile_natural_language_push(names, joinKey(commandParts), { cluster: index, kind: 'command', parts: commandParts.length });
                reserved.add(stem(joinKey(commandParts)));
                learn(joinKey(commandParts));
            }
            // Templates
            const templates = [];
            const templateAnchors = [];
            const words = new Map();
            const ids = new Set();
            const openerWords = new Set();
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
                    for (const alt of slot.alternatives)
                        for (const id of alt)
                            ids.add(id);
                    if (slot.optional)
                        continue;
                    const slotIds = slot.alternatives.map((alt) => alt[0] ?? -1);
                    if (slot.digits)
                        slotIds.push(-2);
                    anchors.push(Int32Array.from(slotIds));
                }
                templateAnchors.push(anchors);
                const opener = compiled.template.slots[0]?.alternatives.map((alt) => alt[0]) ?? [];
                if (opener.some((word) => word !== undefined && lexicon.questionWords.has(word)))
                    questionClusters.add(index);
                for (const word of opener)
                    if (word !== undefined)
                        openerWords.add(word);
                for (const word of compiled.template.words) {
                    for (const part of splitParts([word]))
                        know(part);
                    if (word.length >= 3 && !word.includes('-') && !isStopword(word) && !tokenize_isDigits(word)) {
                        if (!words.has(stem(word)))
                            words.set(stem(word), word);
                    }
                }
            }
            templateWords.push(words);
            templateIds.push(ids);
            templateOpeners.push(openerWords);
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
            compile_natural_language_push(owners, stemmedWord, index);
    });
    for (const [stemmedWord, clusterIndices] of owners) {
        if (clusterIndices.length !== 1 || reserved.has(stemmedWord))
            continue;
        const index = clusterIndices[0];
        const word = templateWords[index]?.get(stemmedWord) ?? stemmedWord;
        const entry = { keyword: word, weight: IMPLICIT_WEIGHT, origin: 'template', key: stemmedWord };
        compile_natural_language_push(stemmed, stemmedWord, { cluster: index, entry, parts: 1, stemNative: true });
    }
    // The lexicon's words are vocabulary too (a misspelt synonym or cue is still one).
    // A short one-word variant is jargon or an abbreviation (`redos`, `vulns`, `cors`): a real word
    // one letter away (`redis`) is no typo of it. Known, but no correction target.
    for (const [variantKey, entries] of lexicon.synonyms) {
        if (variantKey.length < MIN_VARIANT_TARGET_LENGTH && entries.every((entry) => !entry.variant.includes(' ')))
            know(variantKey);
        else
            learn(variantKey);
    }
    for (const table of [lexicon.negationCues, lexicon.restrictionCues])
        for (const [key, parts] of table)
            if (parts === 1)
                learn(key);
    // The parts of a multi-word variant are correction targets, but their stems make no inflection
    // known: `fronted` is no form of `front` (from `front end`) but a typo of `frontend`.
    for (const entries of lexicon.synonyms.values()) {
        for (const entry of entries) {
            const variantParts = splitParts(tokenize_tokenize(entry.variant));
            for (const part of variantParts) {
                if (variantParts.length === 1 && part.length < MIN_VARIANT_TARGET_LENGTH)
                    know(part);
                else if (variantParts.length === 1)
                    learn(part);
                else
                    typos.add(part);
            }
        }
    }
    for (const words of [lexicon.exclusionVerbs, lexicon.scopeFillers, lexicon.cancelCues, lexicon.questionWords, lexicon.statementVerbs]) {
        for (const word of words)
            know(word);
    }
    for (const [opener, closers] of lexicon.negationWraps)
        for (const word of [opener, ...closers])
            know(word);
    for (const word of lexicon.knownWords)
        vocabularyStems.add(stem(word));
    for (const [termKey, term] of lexicon.terms) {
        learn(termKey);
        for (const part of term.parts)
            learn(part);
    }
    // Areas: the skip intents (`--skip-frontend` leaves out `frontend`), named by the area word and
    // every lexicon synonym of it.
    const areas = [];
    const areaLexicon = { names: [], byKey: new Map() };
    clusters.forEach((cluster, index) => {
        const flag = cluster.flags[0];
        if (cluster.source !== 'nl_patterns' || !flag?.startsWith('--skip-'))
            return;
        const name = joinKey(splitParts(tokenize_tokenize(flag.slice('--skip-'.length))));
        if (name === '' || areaLexicon.byKey.has(stem(name)))
            return;
        const area = areas.length;
        areas.push({ name, cluster: index });
        areaLexicon.names.push(name);
        areaLexicon.byKey.set(stem(name), area);
        areaLexicon.byKey.set(name, area);
        learn(name);
    });
    const commands = new Set(clusters.map((c) => c.command));
    // Words other clusters' templates use after their first word are objects there (`phase` in
    // "implement the phase"): such a word does not name a command by leading a text.
    const objectStems = clusters.map(() => new Set());
    clusters.forEach((cluster, index) => {
        for (const bound of cluster.templates) {
            bound.template.slots.slice(1).forEach((slot) => {
                for (const alt of slot.alternatives)
                    for (const word of alt)
                        objectStems[index]?.add(stem(word));
            });
        }
    });
    const leadKeywords = new Map();
    for (const [key, lookups] of exact) {
        const configured = lookups.filter((l) => l.entry.origin === 'config' && l.parts === 1);
        if (configured.length !== lookups.length || configured.length !== 1)
            continue;
        const only = configured[0];
        const cluster = clusters[only.cluster];
        const object = objectStems.some((stems, index) => index !== only.cluster && stems.has(stem(key)));
        if (cluster.source === 'command_routes' && only.entry.weight >= LEAD_KEYWORD_WEIGHT && !commands.has(key) && !object) {
            leadKeywords.set(key, cluster.command);
        }
    }
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
        bags,
        commands,
        maxGram: Math.min(4, maxParts + 1),
        prefixes,
        lexicon,
        typos,
        vocabularyStems,
        areas,
        areaLexicon,
        templateIds,
        questionClusters,
        intentCommands: new Set(clusters.filter((c) => c.source === 'nl_patterns').map((c) => c.command)),
        templateOpeners,
        leadKeywords,
        objectStems,
    };
}

;// CONCATENATED MODULE: ./src/core/nl/find-keywords.ts

/** Weight multiplier for a keyword found through a lexicon synonym (`ui` for `frontend`). */
const SYNONYM_FACTOR = 0.9;
/**
 * Weight multiplier for a keyword found through a typo correction (`reviw` for `review`). 1: the
 * corrector's guards (typo-index.ts) make a correction as good as the word.
 */
const TYPO_FACTOR = 1;
/**
 * Weight multiplier for a keyword that is only a piece of a hyphenated word which is no key itself
 * (`started` in `getting-started guide`): the compound modifies something else.
 */
const HYPHEN_PART_FACTOR = 0.8;
/** Weight multiplier for a multi-word keyword found as a bag of words, apart or reversed. */
const BAG_FACTOR = 0.8;
/** Keyword occurrences looked at per keyword (more add nothing but cost). */
const MAX_HITS_PER_KEYWORD = 4;
/** Paths (readings of the following words) looked up from one part. */
const MAX_PATHS_PER_START = 32;
/** Occurrences of one word a bag looks at. */
const MAX_BAG_POSITIONS = 16;
function findKeywordHits(reading, compiled) {
    const { parts, forms, hyphenBefore, breakBefore } = reading;
    const masked = reading.scopes.masked;
    const n = parts.length;
    const clusterCount = compiled.clusters.length;
    const hits = Array.from({ length: clusterCount }, () => []);
    const ownName = new Uint8Array(clusterCount);
    const commandName = new Uint8Array(clusterCount);
    const namePositions = Array.from({ length: clusterCount }, () => []);
    const maskedWeight = new Array(clusterCount).fill(0);
    const hitCounts = new Map();
    const { typoAt, tokenStart, tokenEnd } = reading;
    // A phrase the lexicon reads as one term (`security holes` → vulnerability) speaks as that term:
    // shorter runs of its own words inside it do not vote separately.
    const phraseEnd = new Int32Array(n).fill(-1);
    const phraseStart = new Int32Array(n).fill(-1);
    forms.forEach((list, i) => {
        for (const form of list) {
            if (form.span < 2)
                continue;
            for (let p = i; p < i + form.span; p += 1) {
                if (phraseEnd[p] - phraseStart[p] < form.span) {
                    phraseStart[p] = i;
                    phraseEnd[p] = i + form.span;
                }
            }
        }
    });
    const insidePhrase = (start, end) => {
        const from = phraseStart[start];
        const to = phraseEnd[start];
        return from >= 0 && from <= start && end <= to && end - start < to - from;
    };
    const addHit = (lookup, hit) => {
        const count = hitCounts.get(lookup.entry) ?? 0;
        if (count >= MAX_HITS_PER_KEYWORD)
            return;
        hitCounts.set(lookup.entry, count + 1);
        const positions = hit.positions ?? Array.from({ length: hit.end - hit.start }, (_, k) => hit.start + k);
        let factor = hit.factor ?? 1;
        let via = hit.via;
        if (positions.some((p) => typoAt[p] === 1)) {
            factor *= TYPO_FACTOR;
            via = 'typo';
        }
        const covered = new Set(positions);
        const partial = positions.some((p) => {
            for (let q = tokenStart[p]; q < tokenEnd[p]; q += 1)
                if (!covered.has(q))
                    return true;
            return false;
        });
        if (partial)
            factor *= HYPHEN_PART_FACTOR;
        hits[lookup.cluster]?.push({ entry: lookup.entry, ...hit, factor, ...(via ? { via } : {}) });
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
    const edgesAt = (pos) => {
        const word = parts[pos];
        const edges = [{ end: pos + 1, joined: word, words: 1, factor: 1, via: undefined, primaryOnly: true, compoundOk: word.length >= 2, allHyphens: true }];
        for (const form of forms[pos]) {
            let spanMasked = false;
            for (let p = pos; p < pos + form.span; p += 1)
                if (masked[p] === 1)
                    spanMasked = true;
            if (spanMasked)
                continue;
            edges.push({
                end: pos + form.span,
                joined: form.key,
                words: form.parts.length,
                factor: SYNONYM_FACTOR,
                via: 'synonym',
                primaryOnly: false,
                compoundOk: true,
                allHyphens: false,
            });
        }
        return edges;
    };
    for (let i = 0; i < n; i += 1) {
        if (masked[i] === 1) {
            // Negated words never vote; remember what they would have said (negated and affirmed).
            for (const lookup of [...(compiled.exact.get(parts[i]) ?? []), ...(compiled.stemmed.get(stemOf(parts[i])) ?? [])]) {
                maskedWeight[lookup.cluster] = Math.max(maskedWeight[lookup.cluster] ?? 0, lookup.entry.weight);
            }
            continue;
        }
        // A run of several words may stand for a one-word keyword (`set up` → `setup`) only when it
        // does not start with a function word and has no one-letter piece (`in it` ≠ `init`).
        const startsWithStop = isStopword(parts[i]);
        let frontier = edgesAt(i).map((edge) => ({ ...edge, compoundOk: edge.compoundOk && (!startsWithStop || !edge.primaryOnly) }));
        let budget = MAX_PATHS_PER_START;
        while (frontier.length > 0 && budget > 0) {
            const next = [];
            for (const path of frontier) {
                if (budget-- <= 0)
                    break;
                const joinable = (entryParts) => entryParts >= path.words || path.compoundOk || path.allHyphens;
                const hit = { start: i, end: path.end, factor: path.factor };
                const silenced = path.primaryOnly && insidePhrase(i, path.end);
                for (const lookup of silenced ? [] : (compiled.exact.get(path.joined) ?? [])) {
                    if (joinable(lookup.parts))
                        addHit(lookup, { ...hit, stemmed: false, ...(path.via ? { via: path.via } : {}) });
                }
                const stemmedKey = path.words === 1 && path.primaryOnly ? stemOf(path.joined) : stem(path.joined);
                for (const lookup of silenced ? [] : (compiled.stemmed.get(stemmedKey) ?? [])) {
                    if (!joinable(lookup.parts))
                        continue;
                    // A synonym stands for a term, not a word form: no stem penalty through one.
                    const stemmed = !lookup.stemNative && path.via !== 'synonym';
                    const via = path.via ?? (stemmed ? 'stem' : undefined);
                    addHit(lookup, { ...hit, stemmed, ...(via ? { via } : {}) });
                }
                if (path.primaryOnly && !silenced) {
                    for (const name of compiled.names.get(path.joined) ?? []) {
                        if (!joinable(name.parts))
                            continue;
                        if (name.kind === 'own')
                            ownName[name.cluster] = 1;
                        else
                            commandName[name.cluster] = 1;
                        const list = namePositions[name.cluster];
                        if (list.length < 8)
                            for (let p = i; p < path.end; p += 1)
                                list.push(p);
                    }
                }
                // Stemming only changes the end of a word, so a run that is no key's proper prefix cannot
                // grow into a key.
                if (!compiled.prefixes.has(path.joined) || path.end >= n || masked[path.end] === 1 || breakBefore[path.end])
                    continue;
                if (path.words >= compiled.maxGram)
                    continue;
                for (const edge of edgesAt(path.end)) {
                    if (path.words + edge.words > compiled.maxGram)
                        continue;
                    next.push({
                        end: edge.end,
                        joined: path.joined + edge.joined,
                        words: path.words + edge.words,
                        factor: Math.min(path.factor, edge.factor),
                        via: path.via ?? edge.via,
                        primaryOnly: path.primaryOnly && edge.primaryOnly,
                        compoundOk: path.compoundOk && edge.compoundOk,
                        allHyphens: path.allHyphens && edge.primaryOnly && hyphenBefore[path.end] === true,
                    });
                }
            }
            frontier = next;
        }
    }
    if (compiled.bags.length > 0)
        findBags(reading, compiled, stemOf, addHit);
    return { hits, ownName, commandName, namePositions, maskedWeight };
}
/** Multi-word keywords whose words occur near each other in the same clause, in any order. */
function findBags(reading, compiled, stemOf, addHit) {
    const { parts, forms, breakBefore } = reading;
    const masked = reading.scopes.masked;
    const n = parts.length;
    const content = new Int32Array(n);
    const clause = new Int32Array(n);
    const index = new Map();
    let ci = 0;
    let cl = 0;
    const put = (key, pos, factor) => {
        const list = index.get(key) ?? [];
        if (list.length >= MAX_BAG_POSITIONS || list.some((e) => e.pos === pos))
            return;
        list.push({ pos, factor });
        index.set(key, list);
    };
    for (let p = 0; p < n; p += 1) {
        if (breakBefore[p])
            cl += 1;
        clause[p] = cl;
        content[p] = ci;
        const word = parts[p];
        if (!isStopword(word))
            ci += 1;
        if (masked[p] === 1)
            continue;
        put(stemOf(word), p, 1);
        for (const form of forms[p]) {
            if (form.parts.length === 1 && form.span === 1)
                put(stem(form.key), p, SYNONYM_FACTOR);
        }
    }
    for (const bag of compiled.bags) {
        const firsts = index.get(bag.stems[0]);
        if (!firsts)
            continue;
        const window = bag.stems.length;
        for (const first of firsts) {
            const chosen = [first.pos];
            let factor = first.factor;
            for (const wanted of bag.stems.slice(1)) {
                let best = null;
                for (const option of index.get(wanted) ?? []) {
                    if (chosen.includes(option.pos) || clause[option.pos] !== clause[first.pos])
                        continue;
                    if (Math.abs(content[option.pos] - content[first.pos]) > window)
                        continue;
                    if (best === null || Math.abs(option.pos - first.pos) < Math.abs(best.pos - first.pos))
                        best = option;
                }
                if (best === null)
                    break;
                chosen.push(best.pos);
                factor = Math.min(factor, best.factor);
            }
            if (chosen.length !== bag.stems.length)
                continue;
            // In order and adjacent is an n-gram, found already at full weight.
            const adjacent = chosen.every((p, k) => k === 0 || p === chosen[k - 1] + 1);
            if (adjacent && factor === 1)
                continue;
            const lookup = { cluster: bag.cluster, entry: bag.entry, parts: bag.stems.length, stemNative: false };
            addHit(lookup, {
                start: Math.min(...chosen),
                end: Math.max(...chosen) + 1,
                positions: chosen,
                stemmed: false,
                factor: adjacent ? factor : factor * BAG_FACTOR,
                via: adjacent ? 'synonym' : 'bag',
            });
            break;
        }
    }
}

;// CONCATENATED MODULE: ./src/core/nl/phrase-lookup.ts
/**
 * Lookups of the lexicon's phrase tables (joinKey → number of parts) in a text's parts, bounded to
 * phrases of at most four parts and extended only while the run is a proper prefix of a phrase.
 */

/** Does one of `table`'s phrases (joinKey → parts) start somewhere in parts[from, to)? */
function hasPhrase(parts, from, to, table, prefixes) {
    if (table.size === 0)
        return false;
    for (let i = from; i < to; i += 1) {
        let joined = '';
        for (let k = 1; k <= 4 && i + k <= to; k += 1) {
            joined += parts[i + k - 1];
            if (table.get(joined) === k)
                return true;
            if (!prefixes.has(joined))
                break;
        }
    }
    return false;
}
/** Length in parts of the longest phrase of `table` starting at `at` (0: none). */
function phraseLengthAt(parts, at, table, prefixes) {
    let joined = '';
    let found = 0;
    for (let k = 1; k <= 4 && at + k <= parts.length; k += 1) {
        joined += parts[at + k - 1];
        if (table.get(joined) === k)
            found = k;
        if (!prefixes.has(joined))
            break;
    }
    return found;
}
/** Does the text start with one of `table`'s phrases? */
function startsWithPhrase(parts, table, prefixes) {
    let joined = '';
    for (let k = 1; k <= 4 && k <= parts.length; k += 1) {
        joined += parts[k - 1];
        if (table.get(joined) === k)
            return true;
        if (!prefixes.has(joined))
            break;
    }
    return false;
}
const TRAILING_MARKS = new Set([' ', '\t', '\n', '\r', '!', '.', '?', '？', '！', ')', '"', "'", '…']);
/** Does the run of punctuation and spaces that ends the text hold a question mark (`done?!`)? */
function endsWithQuestionMark(text) {
    const end = Math.min(text.length, MAX_NL_INPUT_CHARS);
    for (let i = end - 1; i >= 0 && i >= end - 64; i -= 1) {
        const ch = text[i];
        if (ch === '?' || ch === '？')
            return true;
        if (!TRAILING_MARKS.has(ch))
            return false;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/core/nl/lead-command.ts


/** Words after which a command's name is a noun (`the plans`), not an imperative. */
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'our', 'my', 'your', 'its', 'their']);
function findLeadCommand(reading, compiled) {
    const { parts } = reading;
    const masked = reading.scopes.masked;
    let leadCommand = null;
    let leadAt = -1;
    const lexicon = compiled.lexicon;
    // A polite opener is no content (`would you mind building the plans` leads with `building`).
    const openerLength = phraseLengthAt(parts, 0, lexicon.requestOpeners, lexicon.prefixes);
    for (let i = openerLength; i < parts.length; i += 1) {
        const word = parts[i];
        // A phrase synonym that opens with a function word names its command (`go over` → review).
        const phrase = masked[i] === 1 ? undefined : (reading.forms[i] ?? []).find((f) => f.span > 1 && compiled.commands.has(f.key));
        if (phrase !== undefined && isStopword(word)) {
            leadAt = i;
            leadCommand = i > 0 && DETERMINERS.has(parts[i - 1]) ? null : phrase.key;
            break;
        }
        if (masked[i] === 1 || isStopword(word) || lexicon.negationCues.has(word) || lexicon.restrictionCues.has(word))
            continue;
        const readings = [word, stem(word), ...(reading.forms[i] ?? []).map((f) => f.key)];
        leadAt = i;
        // After a determiner the word is a noun, the object of the request (`get the plans
        // implemented`, `did the review pass?`), not the verb that names a command.
        if (i > 0 && DETERMINERS.has(parts[i - 1]))
            break;
        leadCommand = readings.find((r) => compiled.commands.has(r)) ?? compiled.leadKeywords.get(word) ?? null;
        break;
    }
    return { command: leadCommand, at: leadAt };
}
/** Clause segments: punctuation, clause-break words and `and`/`or` separate requests. */
function clauseSegments(reading, compiled) {
    const { parts } = reading;
    const lexicon = compiled.lexicon;
    const segment = new Int32Array(parts.length);
    for (let i = 0, id = 0; i < parts.length; i += 1) {
        const word = parts[i];
        if (i > 0 && (reading.breakBefore[i] || lexicon.clauseBreaks.get(word) === 1 || word === 'and' || word === 'or'))
            id += 1;
        segment[i] = id;
    }
    return segment;
}

;// CONCATENATED MODULE: ./src/core/nl/nl-result.ts
/** HIGH routes. */
const HIGH_THRESHOLD = 0.8;
/** MEDIUM suggests (the caller asks for confirmation and does not route). */
const MEDIUM_THRESHOLD = 0.5;
function tierOf(confidence) {
    if (confidence >= HIGH_THRESHOLD)
        return 'HIGH';
    if (confidence >= MEDIUM_THRESHOLD)
        return 'MEDIUM';
    return 'LOW';
}

;// CONCATENATED MODULE: ./src/core/nl/precision-first.ts




/** A second candidate this strong, with evidence of its own for another route, is a conflict. */
const CONFLICT_LEVEL = 0.7;
/** Candidates after the first that the conflict check looks at. */
const CONFLICT_RIVALS = 6;
/** Content words at the start of a clause that say what it is about (`also a full security audit`). */
const CLAUSE_HEAD_WORDS = 3;
/** Are two routes the same work, or one a refinement of the other (a route and an intent of its command)? */
function compatible(a, b) {
    if (a.command !== b.command)
        return false;
    if (a.flags.length === 0 || b.flags.length === 0)
        return true;
    return a.flags.join(' ') === b.flags.join(' ');
}
function label(c) {
    return [c.command, ...c.flags].join(' ');
}
/** The text's own mood: an area contradiction, a correction, a hedge, a statement, a question. */
function moodConflict({ mood, areaConflict, capped, ranked }) {
    const top = ranked[0];
    if (areaConflict !== null)
        return { kind: 'area', why: areaConflict };
    if (mood.correction)
        return { kind: 'correction', why: 'the text takes back what it asked for' };
    if (mood.hedge)
        return { kind: 'hedge', why: 'the writer is not sure what they want' };
    if (mood.statement)
        return { kind: 'statement', why: 'the text describes something rather than asking for work' };
    if (mood.question && capped.has(top.index))
        return { kind: 'question', why: 'a question about the work, not a request for it' };
    return null;
}
/**
 * Per part: the first content word of a clause segment after the lead's (`fix` in "… and fix
 * them"); per segment: it opens with a conjunction or a clause-break word (`and`, `but also`).
 */
function clauseOpeners(reading, compiled, segment, leadAt) {
    const { parts } = reading;
    const isConjunction = (word) => compiled.lexicon.clauseBreaks.has(word) || word === 'and' || word === 'or';
    const opener = new Uint8Array(parts.length);
    const conjoined = new Uint8Array((segment[parts.length - 1] ?? 0) + 1);
    // The first CLAUSE_HEAD_WORDS content words of every segment: what the clause is about.
    const head = new Uint8Array(parts.length);
    for (let p = 0, count = 0; p < parts.length; p += 1) {
        if (p > 0 && segment[p] !== segment[p - 1])
            count = 0;
        const word = parts[p];
        if (isStopword(word) || isConjunction(word))
            continue;
        count += 1;
        if (count <= CLAUSE_HEAD_WORDS)
            head[p] = 1;
    }
    for (let p = 0, last = leadAt >= 0 ? segment[leadAt] : -1; p < parts.length; p += 1) {
        const word = parts[p];
        if (p > 0 && segment[p] !== segment[p - 1] && isConjunction(word))
            conjoined[segment[p]] = 1;
        if (segment[p] === last || isStopword(word) || p <= leadAt || isConjunction(word))
            continue;
        last = segment[p];
        opener[p] = 1;
    }
    return { opener, conjoined, head };
}
/**
 * An intent, and then the whole command in a clause of its own (`review for security and also
 * check performance`): the intent restricts the work that the second clause widens again.
 */
function widenedIntent({ reading, compiled, ranked, lead, segment }) {
    const top = ranked[0];
    if (top.candidate.source !== 'nl_patterns' || compiled.areas.some((a) => a.cluster === top.index))
        return null;
    const { opener, conjoined } = clauseOpeners(reading, compiled, segment, lead.at);
    // (the top's keyword hits: its template words elsewhere in the text are no evidence of its own)
    const topHits = new Set(top.score?.positions ?? [...top.positions]);
    const topSegments = new Set([...topHits].map((p) => segment[p]));
    for (const e of ranked) {
        if (e === top || e.candidate.source !== 'command_routes' || !compatible(top.candidate, e.candidate))
            continue;
        const widening = [...e.positions].some((p) => !topHits.has(p) && opener[p] === 1 && !topSegments.has(segment[p]) && conjoined[segment[p]] === 1);
        if (widening)
            return { kind: 'second-request', why: `${label(top.candidate)} and then all of ${e.candidate.command} are asked for` };
    }
    return null;
}
/** Objects that make a clause-opening word a second action on the same thing (`… and update them`). */
const ACTION_OBJECTS = new Set(['it', 'them', 'those', 'these']);
/**
 * A later clause, joined by a conjunction, that opens with a word no compatible reading explains
 * and acts on the same thing (`review the docs and update them`, `build it and deploy it`): the
 * text asks for a second action the scorer does not understand.
 */
function unexplainedSecondAction({ reading, compiled, ranked, lead, segment }) {
    const { parts } = reading;
    const top = ranked[0];
    // The clause the request opens with: the leading command's, else the top reading's first word's.
    let anchor = lead.command !== null ? lead.at : Number.POSITIVE_INFINITY;
    if (lead.command === null)
        for (const p of top.positions)
            anchor = Math.min(anchor, p);
    if (anchor < 0 || !Number.isFinite(anchor))
        return null;
    const { opener, conjoined } = clauseOpeners(reading, compiled, segment, anchor);
    const explained = new Set(top.positions);
    for (const e of ranked)
        if (e !== top && compatible(top.candidate, e.candidate))
            for (const p of e.positions)
                explained.add(p);
    const compatibleClusters = new Set(ranked.filter((e) => compatible(top.candidate, e.candidate)).map((e) => e.index));
    // (or it opens templates of a reading the top is incompatible with: `… but also fix the button
    // colours`); once per distinct word, so the scan stays O(words + distinct words × clusters)
    const otherVerbOf = new Map();
    const opensOther = (word) => compiled.templateOpeners[top.index]?.has(word) !== true &&
        compiled.clusters.some((cluster, index) => index !== top.index &&
            !compatibleClusters.has(index) &&
            compiled.templateOpeners[index]?.has(word) === true &&
            !(cluster.command === top.candidate.command && cluster.source === 'command_routes'));
    for (let p = 0; p + 1 < parts.length; p += 1) {
        if (opener[p] !== 1 || conjoined[segment[p]] !== 1 || explained.has(p) || reading.scopes.masked[p] === 1)
            continue;
        const word = parts[p];
        if (!otherVerbOf.has(word))
            otherVerbOf.set(word, opensOther(word));
        const otherVerb = otherVerbOf.get(word) === true;
        if (ACTION_OBJECTS.has(parts[p + 1]) || otherVerb)
            return { kind: 'second-request', why: `"${parts[p]} ${parts[p + 1]}" asks for more than ${label(top.candidate)}` };
    }
    return null;
}
/** A second reading, of an incompatible route, with evidence of its own (or sharing the top's one word). */
function rivalConflict({ reading, compiled, ranked, lead, segment, capped }) {
    const { parts } = reading;
    const top = ranked[0];
    const leadCommand = lead.command;
    const leadAt = lead.at;
    let conflict = null;
    const leadWord = leadAt >= 0 ? parts[leadAt] : '';
    const leadBySynonym = leadCommand !== null && !compiled.commands.has(leadWord) && !compiled.exact.has(leadWord) && !compiled.stemmed.has(stem(leadWord)) && !compiled.typos.has(leadWord);
    const { opener: segmentOpener, conjoined, head: headOf } = clauseOpeners(reading, compiled, segment, leadAt);
    const setConflict = (kind, why) => {
        conflict ??= { kind, why };
    };
    // The leading word settles an ambiguity when it opens templates of the top reading only
    // (`patch the security holes`: patch → fix opens harden's templates, not security-only's).
    const leadWords = leadAt >= 0 ? [parts[leadAt], ...(reading.forms[leadAt] ?? []).map((f) => f.key)] : [];
    const leadDecides = (rival) => {
        const topOpeners = compiled.templateOpeners[top.index];
        const rivalOpeners = compiled.templateOpeners[compiled.clusters.findIndex((c) => c.key === rival.key && c.source === rival.source)] ?? new Set();
        return leadWords.some((w) => topOpeners.has(w)) && !leadWords.some((w) => rivalOpeners.has(w));
    };
    // The words the top reading explains: its own and those of every reading compatible with it
    // (`build the plans for the UI only`: the build route explains "build the plans").
    const explained = new Set(top.positions);
    for (const e of ranked)
        if (e !== top && compatible(top.candidate, e.candidate))
            for (const p of e.positions)
                explained.add(p);
    for (const rival of ranked.slice(1, 1 + CONFLICT_RIVALS)) {
        if (conflict !== null)
            break;
        const c = rival.candidate;
        if (compatible(top.candidate, c))
            continue;
        // In a question, the capped readings are its subject, unless asked for apart (`explore or advise?`).
        if (capped.has(rival.index) && ![...rival.positions].some((p) => !explained.has(p) && segment[p] !== segment[[...top.positions][0] ?? 0]))
            continue;
        // An intent demoted by the text's leading command word is its subject (`plan the docs work`),
        // unless an area asked for it: an exclusion or restriction the route cannot honour conflicts.
        const areaAsked = (c.evidence?.areaScore ?? 0) > 0;
        const ownPositions = [...rival.positions].filter((p) => !explained.has(p));
        // ... but not when it is asked for in a clause of its own (`review it and harden the auth`).
        // (After a command that takes its text as the task — quick, plan, explore — an intent is the task.)
        // A clause of its own that opens with the rival's word is a second request whatever the lead
        // (`explore the security issues and fix them`, `start a project and build it`).
        // So is a later clause that opens with a verb of the rival's templates only, which the top
        // reading does not explain (`… and fix them`), and a clause joined by a conjunction (`quick
        // fix but also a full security audit`).
        const rivalOpeners = compiled.templateOpeners[rival.index] ?? new Set();
        const opensClause = ownPositions.some((p) => segmentOpener[p] === 1) ||
            (ownPositions.length > 0 && parts.some((word, p) => segmentOpener[p] === 1 && !explained.has(p) && rivalOpeners.has(word)));
        const apart = ownPositions.every((p) => segment[p] !== segment[leadAt]);
        const conjoinedClause = apart && ownPositions.every((p) => conjoined[segment[p]] === 1 && (headOf[p] ?? 0) === 1);
        const besideLead = leadCommand !== null && ownPositions.length > 0 && (opensClause || conjoinedClause || (apart && (c.source === 'command_routes' || compiled.intentCommands.has(leadCommand))));
        // A reading of another command than the leading one, in the lead's clause, is its subject.
        // Only a word the config knows leads that way: a lexicon synonym (`tiny` → quick) is an
        // adjective as often as a verb (`tiny security fix` asks for a small hardening, or a quick fix).
        const demoted = leadCommand !== null && c.command !== leadCommand && !besideLead && !leadBySynonym;
        const strength = c.confidence + (besideLead ? (c.evidence?.commandConflict ?? 0) : 0);
        if (!areaAsked && (strength < CONFLICT_LEVEL || demoted))
            continue;
        // A rival resting only on nouns after a determiner that other readings' templates take as their
        // object (`front end only for this phase`: a phase is what builds and reviews work on) names
        // what the work is on, not a second request.
        const objectNouns = ownPositions.length > 0 &&
            ownPositions.every((p) => nounReference(reading, p) && compiled.objectStems.some((stems, index) => index !== rival.index && stems.has(stem(parts[p]))));
        if (objectNouns && !areaAsked)
            continue;
        const own = [...rival.positions].some((p) => !explained.has(p));
        // One word that two incompatible readings both list as a keyword (`security` alone) is ambiguous.
        const topKeys = new Set((top.score?.hits ?? []).map((h) => h.entry.key));
        const sameKeyword = (rival.score?.hits ?? []).some((h) => h.entry.key !== undefined && topKeys.has(h.entry.key));
        const oneReading = (top.score?.hits.length ?? 0) === 1 && (top.score?.templateScore ?? 0) === 0;
        const shared = oneReading && sameKeyword && [...rival.positions].every((p) => top.positions.has(p)) && c.confidence >= CONFLICT_LEVEL;
        if (own && besideLead && (opensClause || conjoinedClause))
            setConflict('second-request', `${label(top.candidate)} and then ${label(c)} are asked for`);
        else if (own)
            setConflict('two-readings', `${label(top.candidate)} and ${label(c)} both match`);
        else if (shared && !leadDecides(c))
            setConflict('ambiguous', `"${top.score?.hits[0]?.entry.keyword ?? ''}" alone could mean ${label(top.candidate)} or ${label(c)}`);
    }
    return conflict;
}
/**
 * The top reading rests only on nouns (after a determiner) that another reading's templates take
 * as their object (`get the plans implemented`: "the plans" are what build executes): the noun is
 * the object of the other reading, or the request is unclear; never the noun's command.
 */
function objectNounConflict({ reading, compiled, ranked }) {
    const { parts } = reading;
    const top = ranked[0];
    if (top.candidate.source !== 'command_routes' || (top.score?.templateScore ?? 0) !== 0 || top.positions.size === 0)
        return null;
    const topPositions = [...top.positions];
    const nouns = topPositions.every((p) => p > 0 && DETERMINERS.has(parts[p - 1]));
    if (!nouns)
        return null;
    const objectOf = ranked.find((e) => e !== top &&
        !compatible(top.candidate, e.candidate) &&
        topPositions.every((p) => compiled.objectStems[e.index]?.has(stem(parts[p]))) &&
        [...e.positions].some((p) => !top.positions.has(p)));
    if (objectOf === undefined)
        return null;
    return { kind: 'two-readings', why: `"${parts[topPositions[0]] ?? ''}" is what ${label(objectOf.candidate)} works on` };
}
/** An exclusion of something the scorer cannot identify (`skip the fronted`): routing the whole command would ignore it. */
function unidentifiedExclusion({ reading, compiled, ranked }) {
    const { parts, scopes } = reading;
    const top = ranked[0];
    if (!compiled.intentCommands.has(top.candidate.command))
        return null;
    const identified = (p) => {
        const word = parts[p];
        return (isStopword(word) ||
            reading.areaAt[p] !== -1 ||
            (reading.forms[p]?.length ?? 0) > 0 ||
            compiled.typos.has(word) ||
            compiled.vocabulary.lookup(word) >= 0 ||
            compiled.stemmed.has(stem(word)) ||
            compiled.lexicon.knownWords.has(word) ||
            compiled.lexicon.scopeFillers.has(stem(word)) ||
            compiled.lexicon.exclusionVerbs.has(stem(word)));
    };
    for (const negation of scopes.negations) {
        let any = false;
        let all = true;
        for (let p = negation.start; p < negation.end; p += 1) {
            if (isStopword(parts[p]))
                continue;
            any = true;
            if (!identified(p))
                all = false;
        }
        if (any && !all && ![...Array(negation.end - negation.start).keys()].some((k) => identified(negation.start + k) && !isStopword(parts[negation.start + k]))) {
            return { kind: 'unidentified', why: `"${negation.cue} ${negation.scope.join(' ')}" excludes something not recognised` };
        }
    }
    return null;
}
/**
 * Negated and asked for: a negated keyword of the top intent, or a negated word that opens one of
 * its templates, its verb (`check … for vulnerabilities but don't fix anything` is no fix).
 */
function negatedIntent({ reading, compiled, found, ranked }) {
    const { parts } = reading;
    const masked = reading.scopes.masked;
    const top = ranked[0];
    const topMasked = found.maskedWeight[top.index] ?? 0;
    const openers = compiled.templateOpeners[top.index];
    const negatedVerb = parts.some((word, p) => masked[p] === 1 && !isStopword(word) && reading.areaAt[p] === -1 && openers.has(word));
    if (top.candidate.source === 'nl_patterns' && (topMasked >= MEDIUM_THRESHOLD || negatedVerb)) {
        return { kind: 'negated', why: `${label(top.candidate)} is both asked for and negated` };
    }
    return null;
}
/**
 * Command and intent disagreeing: the text opens with a configured keyword of one command route
 * only (`check` → review) while the best reading is an intent of another command that no template
 * matched (`could you check this diff for security issues only?` is no hardening request).
 */
function leadDisagrees({ reading, compiled, ranked, lead }) {
    const top = ranked[0];
    // (a contiguous template of the intent settles it; an ordered one, words apart, does not)
    if (lead.at < 0 || top.candidate.source !== 'nl_patterns' || (top.score?.templateScore ?? 0) >= TEMPLATE_LEVEL)
        return null;
    const word = reading.parts[lead.at];
    const lookups = compiled.exact.get(word) ?? [];
    const routes = new Set();
    for (const l of lookups) {
        const cluster = compiled.clusters[l.cluster];
        // (a keyword lighter than MEDIUM_THRESHOLD names no command: `fix` 0.4 for review in Legion's config)
        if (cluster === undefined || l.entry.origin !== 'config' || l.entry.weight < MEDIUM_THRESHOLD)
            continue;
        if (cluster.source === 'nl_patterns')
            return null;
        routes.add(cluster.command);
    }
    const [command] = [...routes];
    if (routes.size !== 1 || command === undefined || command === top.candidate.command)
        return null;
    // ... and the verb has an object of that route's own templates (`this diff` → code): `check for
    // vulnerabilities` alone stays the intent's.
    const route = compiled.clusters.findIndex((c) => c.source === 'command_routes' && c.command === command);
    const ids = compiled.templateIds[route] ?? new Set();
    const object = reading.parts.some((part, p) => p !== lead.at &&
        !isStopword(part) &&
        !top.positions.has(p) &&
        (ids.has(compiled.vocabulary.lookup(part)) || (reading.forms[p] ?? []).some((f) => ids.has(compiled.vocabulary.lookup(f.key)))));
    if (!object)
        return null;
    return { kind: 'two-readings', why: `"${word}" asks for ${command}, the rest for ${label(top.candidate)}` };
}
/** A text that is a bare `not` and an area (`not the frontend`) answers something: it asks for no work. */
function bareNegation({ reading, ranked }) {
    const top = ranked[0];
    const { scopes } = reading;
    if ((top.score?.score ?? 0) > 0 || scopes.excluded.length === 0 || scopes.restricted.length > 0)
        return null;
    // (the text opens with it: `don't touch the UI` is `do not`, an exclusion verb's negation)
    if (reading.parts[0] !== 'not' || !scopes.excluded.every((m) => m.cue === 'not'))
        return null;
    const other = reading.parts.some((word, p) => !isStopword(word) && !top.positions.has(p) && reading.scopes.masked[p] === 0);
    return other ? null : { kind: 'ambiguous', why: '"not …" alone names no work' };
}
/**
 * Is the word at `p` a noun that names a thing: after a determiner, also through area words (`the
 * backend plans`), or numbered (`phase 2`)?
 */
function nounReference(reading, p) {
    const { parts } = reading;
    if (tokenize_isDigits(parts[p + 1] ?? ''))
        return true;
    let q = p - 1;
    while (q >= 0 && (reading.areaAt[q] ?? -1) >= 0)
        q -= 1;
    return q >= 0 && DETERMINERS.has(parts[q]);
}
/** The checks, in order; the first that fails names the conflict. */
const CHECKS = [
    moodConflict,
    rivalConflict,
    widenedIntent,
    unexplainedSecondAction,
    objectNounConflict,
    unidentifiedExclusion,
    negatedIntent,
    leadDisagrees,
    bareNegation,
];
/** Why the best reading must not route at HIGH, or null. */
function findConflict(context) {
    for (const check of CHECKS) {
        const conflict = check(context);
        if (conflict !== null)
            return conflict;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/core/nl/rank-candidates.ts
/** Tie-break 1: an nl_patterns match within this much of a command route wins. */
const TIE_WINDOW = 0.1;
const EPSILON = 1e-9;
/**
 * The tie-breaks as a selection procedure (a total order even when scores chain):
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

;// CONCATENATED MODULE: ./src/core/nl/text-scope.ts

/** Content words a negation scope covers at most (exclusion verbs and fillers do not count). */
const MAX_SCOPE_CONTENT_WORDS = 3;
/** Words between the opener and the closer of a wrap (`leave the whole UI alone`). */
const MAX_WRAP_WORDS = 6;
/** The longest cue of `kind` starting at `i`: its length in parts, 0 for none. */
function cueAt(input, i, table) {
    const { parts, lexicon } = input;
    let joined = '';
    let found = 0;
    for (let n = 1; n <= lexicon.maxParts && i + n <= parts.length; n += 1) {
        if (n > 1 && input.breakBefore[i + n - 1])
            break;
        joined += parts[i + n - 1];
        if (table.get(joined) === n)
            found = n;
        if (!lexicon.prefixes.has(joined))
            break;
    }
    return found;
}
function analyseScopes(input) {
    const { parts, breakBefore, areaAt, lexicon } = input;
    const n = parts.length;
    const masked = new Uint8Array(n);
    const result = { masked, negations: [], excluded: [], restricted: [], cancel: null, dismissal: null, restrictions: [] };
    if (n === 0)
        return result;
    // Cues per position (the longest wins; negation before restriction before break).
    const kind = new Array(n).fill(null);
    const length = new Int32Array(n);
    for (let i = 0; i < n;) {
        const neg = cueAt(input, i, lexicon.negationCues);
        const res = cueAt(input, i, lexicon.restrictionCues);
        const brk = cueAt(input, i, lexicon.clauseBreaks);
        const suf = cueAt(input, i, lexicon.negationSuffixes);
        const best = Math.max(neg, res, brk, suf);
        if (best === 0) {
            i += 1;
            continue;
        }
        kind[i] = neg === best ? 'negation' : res === best ? 'restriction' : suf === best ? 'suffix' : 'break';
        length[i] = best;
        i += best;
    }
    const isFiller = (p) => lexicon.scopeFillers.has(stem(parts[p]));
    const isVerb = (p) => lexicon.exclusionVerbs.has(stem(parts[p]));
    const isLink = (p) => parts[p] === 'and' || parts[p] === 'or' || parts[p] === 'nor';
    /** An unknown word of three letters or fewer is most likely a mistyped function word (`teh`). */
    const isShortUnknown = (p) => parts[p].length <= 3 && input.known !== undefined && !input.known(parts[p]);
    /** A word that may stand between a cue and its area: function word, filler, exclusion verb, `and`/`or`. */
    const passable = (p) => isStopword(parts[p]) || isFiller(p) || isVerb(p) || isLink(p) || isShortUnknown(p);
    const textOf = (from, to) => parts.slice(from, to).join(' ');
    /** Areas reached forwards from `from` (before `limit`), through passable words only. */
    const areasForward = (from, limit) => {
        const found = [];
        for (let p = from; p < limit; p += 1) {
            if (p > from && breakBefore[p])
                break;
            if (kind[p] !== null && p > from)
                break;
            if (areaAt[p] >= 0)
                found.push(p);
            else if (!passable(p))
                break;
        }
        return found;
    };
    /** Areas reached backwards from `from - 1` to the clause start. */
    const areasBackward = (from) => {
        const found = [];
        if (breakBefore[from])
            return found; // the cue opens its clause: nothing before it belongs to it
        for (let p = from - 1; p >= 0; p -= 1) {
            if (kind[p] !== null)
                break;
            if (areaAt[p] >= 0)
                found.push(p);
            else if (!passable(p) || isLink(p))
                break;
            if (breakBefore[p])
                break;
        }
        return found;
    };
    const mention = (into, positions, cue, cueStart, cueEnd) => {
        const byArea = new Map();
        for (const p of positions) {
            const area = areaAt[p];
            const list = byArea.get(area) ?? [];
            list.push(p);
            byArea.set(area, list);
        }
        for (const [area, list] of byArea) {
            // the cue, the area words and every word between them: all of it is this one request
            const from = Math.min(cueStart, ...list);
            const to = Math.max(cueEnd - 1, ...list);
            const span = [];
            for (let c = from; c <= to; c += 1)
                span.push(c);
            into.push({ area, cue, positions: span });
        }
    };
    for (let i = 0; i < n;) {
        const k = kind[i];
        const len = length[i];
        if (k === 'negation') {
            // A negated restriction (`but not just security`, `not only the API`) negates what follows
            // it: the cue takes the restriction in, so nothing is restricted and the words are masked.
            const negatedRestriction = i + len < n && kind[i + len] === 'restriction';
            const start = i + len + (negatedRestriction ? length[i + len] : 0);
            // `… or not` that ends its clause is a yes/no tag (`are we on track or not`), no negation.
            if (i > 0 && parts[i - 1] === 'or' && !breakBefore[i] && (start >= n || breakBefore[start])) {
                i = start;
                continue;
            }
            let end = start;
            let content = 0;
            while (end < n) {
                if (breakBefore[end] || kind[end] !== null)
                    break;
                const word = parts[end];
                if (isLink(end)) {
                    // `no frontend or backend work` goes on; `no docs and review it` stops. A negated list
                    // goes on after `or`/`nor` (`without hardening or docs`: neither is asked for).
                    let next = end + 1;
                    while (next < n && !breakBefore[next] && isStopword(parts[next]))
                        next += 1;
                    if (next >= n || breakBefore[next])
                        break;
                    const disjunction = word === 'or' || word === 'nor';
                    if (!disjunction && areaAt[next] < 0)
                        break;
                    if (disjunction && kind[next] !== null)
                        break;
                }
                else if (!isStopword(word) && !isFiller(end) && !isVerb(end)) {
                    content += 1;
                    if (content > MAX_SCOPE_CONTENT_WORDS)
                        break;
                }
                end += 1;
            }
            for (let p = start; p < end; p += 1)
                masked[p] = 1;
            const cue = textOf(i, start);
            if (end > start)
                result.negations.push({ cue, scope: parts.slice(start, end), start, end });
            // A cue that ends the text dismisses it (`test comment, please ignore`).
            else if (start >= n)
                result.dismissal ??= cue;
            // (`not just the UI` is the UI and more: no area is left out.)
            if (!negatedRestriction)
                mention(result.excluded, areasForward(start, end), cue, i, start);
            i = Math.max(end, i + 1);
            continue;
        }
        if (k === 'suffix') {
            // `the frontend excluded`: the area words just before the cue, back to the clause start
            const start = i + len;
            const cue = textOf(i, start);
            const before = areasBackward(i);
            if (before.length > 0) {
                const from = Math.min(...before);
                for (let p = from; p < i; p += 1)
                    masked[p] = 1;
                result.negations.push({ cue, scope: parts.slice(from, i), start: from, end: i });
                mention(result.excluded, before, cue, i, start);
            }
            else if (!breakBefore[i]) {
                // `hardening not needed this round`, `docs excluded`: the words just before, back to the
                // clause start (at most MAX_SCOPE_CONTENT_WORDS content words), are negated.
                let from = i;
                for (let p = i - 1, content = 0; p >= 0 && kind[p] === null; p -= 1) {
                    if (!isStopword(parts[p]) && (content += 1) > MAX_SCOPE_CONTENT_WORDS)
                        break;
                    from = p;
                    if (breakBefore[p])
                        break;
                }
                if (from < i) {
                    for (let p = from; p < i; p += 1)
                        masked[p] = 1;
                    result.negations.push({ cue, scope: parts.slice(from, i), start: from, end: i });
                }
            }
            i = start;
            continue;
        }
        if (k === 'restriction') {
            const start = i + len;
            const cue = textOf(i, start);
            mention(result.restricted, [...areasForward(start, n), ...areasBackward(i)], cue, i, start);
            const words = [];
            const positions = [];
            for (let p = start; p < n && words.length < 3; p += 1) {
                if (breakBefore[p] || kind[p] !== null)
                    break;
                if (!isStopword(parts[p])) {
                    words.push(parts[p]);
                    positions.push(p);
                }
            }
            // A cue that ends its clause restricts what comes before it (`report only`, `docs only`).
            if (words.length === 0 && (start >= n || breakBefore[start])) {
                for (let p = i - 1; p >= 0 && words.length < 3 && kind[p] === null; p -= 1) {
                    if (!isStopword(parts[p])) {
                        words.unshift(parts[p]);
                        positions.unshift(p);
                    }
                    if (breakBefore[p])
                        break;
                }
            }
            result.restrictions.push({ cue, words, start: i, positions });
            i = start;
            continue;
        }
        const closers = lexicon.negationWraps.get(parts[i]);
        if (closers) {
            let close = -1;
            for (let p = i + 1; p < n && p <= i + MAX_WRAP_WORDS + 1; p += 1) {
                if (breakBefore[p])
                    break;
                if (p > i + 1 && closers.has(parts[p])) {
                    close = p;
                    break;
                }
            }
            if (close > 0) {
                for (let p = i + 1; p < close; p += 1)
                    masked[p] = 1;
                const cue = `${parts[i]} … ${parts[close]}`;
                result.negations.push({ cue, scope: parts.slice(i + 1, close), start: i + 1, end: close });
                const inside = [];
                for (let p = i + 1; p < close; p += 1)
                    if (areaAt[p] >= 0)
                        inside.push(p);
                mention(result.excluded, inside, cue, i, i + 1);
                i = close + 1;
                continue;
            }
        }
        i += 1;
    }
    for (let p = 0; p < n && result.cancel === null; p += 1) {
        if (masked[p] === 0 && lexicon.cancelCues.has(parts[p]))
            result.cancel = parts[p];
    }
    return result;
}

;// CONCATENATED MODULE: ./src/core/nl/read-text.ts


/** Distinct unknown words looked up in the typo index per text (comments are short; a flood is not). */
const MAX_TYPO_LOOKUPS = 256;
/** Second readings kept per part. */
const MAX_FORMS_PER_PART = 3;
function formFor(term, span, from) {
    return { key: term.key, parts: term.parts, span, kind: 'synonym', from };
}
/** Split tokens into parts, remembering hyphens, tokens and clause breaks. */
function splitText(text) {
    const { tokens, breakBefore: tokenBreaks } = tokenizeWithBreaks(text);
    const parts = [];
    const hyphenBefore = [];
    const breakBefore = [];
    const starts = [];
    const ends = [];
    tokens.forEach((token, t) => {
        const pieces = token.includes('-') ? token.split('-').filter((p) => p.length > 0) : [token];
        const first = parts.length;
        pieces.forEach((piece, i) => {
            parts.push(piece);
            hyphenBefore.push(i > 0);
            breakBefore.push(i === 0 && tokenBreaks[t] === true);
            starts.push(first);
            ends.push(first + pieces.length);
        });
    });
    return { parts, hyphenBefore, breakBefore, tokenStart: Int32Array.from(starts), tokenEnd: Int32Array.from(ends) };
}
function readText(text, tables) {
    const { parts, hyphenBefore, breakBefore, tokenStart, tokenEnd } = splitText(text);
    const n = parts.length;
    const { lexicon } = tables;
    const forms = Array.from({ length: n }, () => []);
    // Typos first, corrected in place: unknown content words close to exactly one vocabulary word.
    const typoAt = new Uint8Array(n);
    const typos = [];
    const corrections = new Map();
    for (let i = 0; i < n; i += 1) {
        const word = parts[i];
        if (isStopword(word) || lexicon.knownWords.has(word))
            continue;
        if (tables.typos.has(word) || tables.vocabularyStems.has(stem(word)))
            continue;
        if (lexicon.synonyms.has(word) || lexicon.synonymStems.has(stem(word)))
            continue;
        let corrected = corrections.get(word);
        if (corrected === undefined) {
            if (corrections.size >= MAX_TYPO_LOOKUPS)
                continue;
            const found = tables.typos.correct(word, tables.sameWord ?? ((a, b) => stem(a) === stem(b)));
            corrected = found ? found.word : null;
            corrections.set(word, corrected);
        }
        if (corrected === null)
            continue;
        parts[i] = corrected;
        typoAt[i] = 1;
        typos.push({ at: i, from: word, to: corrected });
    }
    // Synonyms: the longest variants first, so `front end` is one reading, not `front` + `end`.
    for (let i = 0; i < n; i += 1) {
        let joined = '';
        // Several words may stand for a one-word variant (`back end` → `backend`) only when they do not
        // start with a function word and have no one-letter piece, as for keywords.
        let compoundOk = !isStopword(parts[i]);
        const found = [];
        for (let k = 1; k <= lexicon.maxParts && i + k <= n; k += 1) {
            if (k > 1 && breakBefore[i + k - 1])
                break;
            const piece = parts[i + k - 1];
            if (piece.length < 2)
                compoundOk = false;
            joined += piece;
            const fits = (e) => e.parts >= k || compoundOk;
            const exact = lexicon.synonyms.get(joined)?.filter(fits);
            // Stems of short words are unreliable (`flags` is no `flag` someone does): five letters or more.
            const byStem = joined.length >= 5 ? lexicon.synonymStems.get(stem(joined))?.filter((e) => fits(e) && e.variant.length >= 5) : undefined;
            const entries = exact && exact.length > 0 ? exact : byStem;
            if (entries && entries.length > 0)
                found.push({ entries, span: k });
            if (!lexicon.prefixes.has(joined))
                break;
        }
        for (const { entries, span } of found.reverse()) {
            for (const entry of entries) {
                if (span === 1 && entry.term.key === parts[i])
                    continue; // the word already says the term (`backend`)
                const list = forms[i];
                if (list.length >= MAX_FORMS_PER_PART || list.some((f) => f.key === entry.term.key))
                    continue;
                list.push(formFor(entry.term, span, parts.slice(i, i + span).join(' ')));
            }
        }
    }
    // The longest reading wins: a reading inside a longer one (`going` in `keep going`) is dropped.
    let coveredTo = 0;
    for (let i = 0; i < n; i += 1) {
        const list = forms[i];
        if (i < coveredTo) {
            forms[i] = list.filter((form) => i + form.span > coveredTo);
        }
        for (const form of forms[i])
            if (form.span > 1)
                coveredTo = Math.max(coveredTo, i + form.span);
    }
    // Areas, by the part's own stem or by one of its readings.
    const areaAt = new Int32Array(n).fill(-1);
    for (let i = 0; i < n; i += 1) {
        const own = tables.areas.byKey.get(stem(parts[i]));
        if (own !== undefined) {
            areaAt[i] = own;
            continue;
        }
        for (const form of forms[i]) {
            const area = tables.areas.byKey.get(form.key);
            if (area === undefined)
                continue;
            for (let p = i; p < i + form.span; p += 1)
                areaAt[p] = area;
            break;
        }
    }
    const known = (word) => isStopword(word) || tables.typos.has(word) || tables.vocabularyStems.has(stem(word));
    const scopes = analyseScopes({ parts, breakBefore, areaAt, lexicon, known });
    return { parts, typoAt, typos, tokenStart, tokenEnd, hyphenBefore, breakBefore, forms, areaAt, scopes };
}

;// CONCATENATED MODULE: ./src/core/nl/score-evidence.ts


/**
 * Added to a command route whose own keyword leads the text as its verb (`investigate the
 * memory leak`): an imperative that names the command, like the exact-name bonus of Legion's scoring.
 */
const LEAD_BONUS = 0.2;
/** Score a skip intent gets from an excluded or restricted area (`no UI`, `only the API`). */
const AREA_LEVEL = 0.9;
function scoreEvidence(reading, compiled, found, templateInput, lead, areas) {
    const { parts, scopes } = reading;
    const leadCommand = lead.command;
    const leadAt = lead.at;
    const areaEvidence = areas.evidence;
    // A leading keyword, inflection or synonym that names a command (`test the auth flow`, `flag …`)
    // names it for its intents too.
    if (leadCommand !== null && parts[leadAt] !== leadCommand) {
        compiled.clusters.forEach((cluster, index) => {
            if (cluster.source === 'nl_patterns' && cluster.command === leadCommand)
                found.commandName[index] = 1;
        });
    }
    const evidence = [];
    compiled.clusters.forEach((cluster, index) => {
        const result = scoreCluster(cluster, found.hits[index] ?? [], templateInput, {
            ownName: found.ownName[index] === 1,
            commandName: found.commandName[index] === 1,
            conflictingLead: leadCommand !== null && leadCommand !== cluster.command,
        });
        const fromArea = areaEvidence.get(index);
        const areaScore = fromArea ? Math.max(0, AREA_LEVEL - result.commandConflict) : 0;
        const leadBonus = cluster.source === 'command_routes' &&
            leadCommand === cluster.command &&
            compiled.leadKeywords.get(parts[leadAt]) === cluster.command &&
            result.exactNameBonus === 0
            ? LEAD_BONUS
            : 0;
        const score = Math.max(Math.min(1, result.score + leadBonus), areaScore);
        if (score <= 0)
            return;
        const positions = new Set([...result.positions, ...(fromArea ?? []), ...(found.namePositions[index] ?? [])]);
        if (result.templateScore > 0) {
            const ids = compiled.templateIds[index];
            const encoded = templateInput.encoded;
            for (let p = 0; p < parts.length; p += 1) {
                if (isStopword(parts[p]))
                    continue;
                if (ids.has(encoded.ids[p]) || ids.has(encoded.alt?.[p] ?? -1))
                    positions.add(p);
            }
        }
        const keywords = result.hits.map((hit) => (hit.via && hit.via !== 'stem' ? `${hit.entry.keyword} (${hit.via === 'bag' ? 'words apart' : hit.via})` : hit.entry.keyword));
        if (fromArea && areaScore >= result.score) {
            const area = compiled.areas.find((a) => a.cluster === index);
            if (area)
                keywords.push(`${area.name} (${scopes.excluded.some((m) => compiled.areas[m.area]?.cluster === index) ? 'excluded' : 'other area only'})`);
        }
        evidence.push({
            index,
            positions,
            score: result,
            candidate: {
                source: cluster.source,
                key: cluster.key,
                command: cluster.command,
                flags: [...cluster.flags],
                confidence: round6(score),
                order: cluster.order,
                evidence: {
                    keywordScore: result.keywordScore,
                    templateScore: result.templateScore,
                    exactNameBonus: result.exactNameBonus,
                    commandConflict: result.commandConflict,
                    ...(fromArea ? { areaScore: round6(areaScore) } : {}),
                    keywords,
                    template: result.template,
                },
            },
            // Rule 2's "exact command name": the route's own name, the intent's command.
            commandMentioned: cluster.source === 'command_routes' ? found.ownName[index] === 1 || found.commandName[index] === 1 : found.commandName[index] === 1,
        });
    });
    return evidence;
}

;// CONCATENATED MODULE: ./src/core/nl/template-input.ts

/** Encode the reading for template matching: masked parts never match; readings are second ids. */
function templateInputOf(reading, compiled) {
    const n = reading.parts.length;
    const ids = new Int32Array(n);
    const digits = new Uint8Array(n);
    const alt = new Int32Array(n).fill(-1);
    const altSpan = new Uint8Array(n).fill(1);
    const present = new Set();
    let hasDigits = false;
    const masked = reading.scopes.masked;
    for (let i = 0; i < n; i += 1) {
        if (masked[i] === 1) {
            ids[i] = -1;
            continue;
        }
        const part = reading.parts[i];
        const id = compiled.vocabulary.lookup(part);
        ids[i] = id;
        if (id >= 0)
            present.add(id);
        if (tokenize_isDigits(part)) {
            digits[i] = 1;
            hasDigits = true;
        }
        for (const form of reading.forms[i]) {
            if (form.parts.length !== 1)
                continue;
            let spanMasked = false;
            for (let p = i; p < i + form.span; p += 1)
                if (masked[p] === 1)
                    spanMasked = true;
            if (spanMasked)
                continue;
            const formId = compiled.vocabulary.lookup(form.parts[0]);
            if (formId < 0)
                continue;
            alt[i] = formId;
            altSpan[i] = form.span;
            present.add(formId);
            break;
        }
    }
    return { encoded: { ids, digits, alt, altSpan }, present, hasDigits };
}

;// CONCATENATED MODULE: ./src/core/nl/text-mood.ts


/** Pronouns that, followed by a statement verb, open a statement about a thing. */
const SUBJECT_PRONOUNS = new Set(['this', 'that', 'it', 'these', 'those']);
function readMood(text, reading, compiled, lead) {
    const { parts, scopes } = reading;
    const lexicon = compiled.lexicon;
    const leadCommand = lead.command;
    const leadAt = lead.at;
    const firstClauseEnd = (() => {
        for (let i = 1; i < parts.length; i += 1)
            if (reading.breakBefore[i])
                return i;
        return parts.length;
    })();
    const polite = hasPhrase(parts, 0, parts.length, lexicon.requestOpeners, lexicon.prefixes);
    // A clause that opens with a question word is a question; so is a text ending in `?` whose first
    // content word names no command (`review the changes?` is a request).
    let clauseOpensQuestion = false;
    for (let i = 0; i < parts.length; i += 1) {
        const opensClause = i === 0 || reading.breakBefore[i];
        if (opensClause && lexicon.questionWords.has(parts[i]))
            clauseOpensQuestion = true;
    }
    // (`harden the api?` opens with an intent's own name: a request too.)
    const namesCluster = leadAt >= 0 && (compiled.names.get(parts[leadAt]) ?? []).some((n) => n.kind === 'own' && n.parts === 1);
    const question = !polite && (clauseOpensQuestion || (endsWithQuestionMark(text) && leadCommand === null && !namesCluster));
    let statement = false;
    if (!question && !polite && startsWithPhrase(parts, lexicon.selfReports, lexicon.prefixes))
        statement = true;
    if (!question && !polite && isStopword(parts[0])) {
        for (let i = 1; i < Math.min(firstClauseEnd, 5); i += 1) {
            // `the tests passed`, and a pronoun subject: `this was discussed in standup`, `it looks fine`
            const subject = !isStopword(parts[i - 1]) || (i === 1 && firstClauseEnd === parts.length && SUBJECT_PRONOUNS.has(parts[0]));
            if (lexicon.statementVerbs.has(parts[i]) && subject)
                statement = true;
        }
    }
    const correction = hasPhrase(parts, 0, parts.length, lexicon.correctionCues, lexicon.prefixes);
    const hedge = hasPhrase(parts, 0, parts.length, lexicon.hedges, lexicon.prefixes);
    // A single clause that opens with thanks or approval is no request at all (`thanks for the review`).
    const acknowledgement = scopes.dismissal !== null || (firstClauseEnd === parts.length && startsWithPhrase(parts, lexicon.acknowledgements, lexicon.prefixes));
    return { question, statement, correction, hedge, acknowledgement };
}

;// CONCATENATED MODULE: ./src/core/nl/parse-natural-language.ts
/**
 * Natural-language routing (docs/nl-scoring.md): free text → command + intent flags with a confidence tier.
 *
 * Pure: no I/O, no clock, no RegExp built from config or input. Compile the config once with
 * {@link compileNaturalLanguage} (compile-natural-language.ts), then call
 * {@link parseNaturalLanguage} per text (or interpretRequestText in interpret-request-text.ts,
 * which adds the typed command's context).
 *
 * Stages (docs/nl-scoring.md), one file each:
 *   1. read the text (read-text.ts): word parts, clause breaks, synonyms and typo corrections from
 *      the lexicon, areas, negation and restriction scopes; its leading command (lead-command.ts),
 *      its mood (text-mood.ts) and what it asks of the areas (area-requests.ts);
 *   2. find keyword hits (find-keywords.ts): n-grams of words and their readings, and bags of
 *      words for multi-word keywords; masked (negated) words never vote;
 *   3. score every cluster (score-evidence.ts, score-candidate.ts), with the skip intents that
 *      excluded or restricted areas ask for, and rank by Legion's tie-breaks (rank-candidates.ts);
 *   4. precision first (precision-first.ts): a cancel word, the text's mood, or a second candidate
 *      with independent evidence for an incompatible route, lowers the result to MEDIUM, with the
 *      exact commands as candidates.
 *
 * Bounds: only the first {@link MAX_NL_INPUT_CHARS} UTF-16 code units (64 Ki) of a text are
 * scored. Keyword lookup is O(words × n) Map lookups with n ≤ 4; each template costs
 * O(words × template words) and is skipped outright when one of its required words is absent;
 * typo lookup is O(word length²) per distinct word for at most 256 words.
 */




















/**
 * Cancel words used when the config has no nl_lexicon (with a lexicon, its `cancel_cues` and
 * negation scopes apply instead): a text with one of them never auto-routes.
 */
const NEGATION_CUES = new Set(['not', 'never', 'stop', 'cancel', 'abort', 'halt']);
/** The cap on confidence for cancelling and conflicting texts: just below HIGH. */
const NEGATED_CAP = 0.79;
/** Confidence cap of a text that only thanks or approves (`thanks for the quick review`): LOW. */
const ACKNOWLEDGED_CAP = 0.49;
function emptyResult(explanation = emptyExplanation()) {
    return { tier: 'LOW', confidence: 0, command: null, flags: [], candidates: [], explanation };
}
/** The clusters a word is a configured keyword of, as a key (`advise`/`advice` → the advise cluster). */
function owners(compiled, word) {
    const lookups = compiled.exact.get(word) ?? compiled.stemmed.get(stem(word)) ?? [];
    return [...new Set(lookups.map((l) => l.cluster))].sort((x, y) => x - y).join(',');
}
/** Parse free text. Empty (or punctuation-only) text → LOW, confidence 0, no candidates. */
function parseNaturalLanguage(text, compiled) {
    if (typeof text !== 'string' || text.length === 0 || compiled.clusters.length === 0)
        return emptyResult();
    // bounded to MAX_NL_INPUT_CHARS inside
    const reading = readText(text, {
        lexicon: compiled.lexicon,
        typos: compiled.typos,
        vocabularyStems: compiled.vocabularyStems,
        areas: compiled.areaLexicon,
        sameWord: (a, b) => stem(a) === stem(b) || (owners(compiled, a) !== '' && owners(compiled, a) === owners(compiled, b)),
    });
    const { parts, scopes } = reading;
    if (parts.length === 0)
        return emptyResult();
    const masked = scopes.masked;
    const explanation = emptyExplanation();
    const synonyms = [];
    const typoList = [];
    reading.forms.forEach((forms, i) => {
        if (masked[i] === 1)
            return;
        for (const form of forms)
            synonyms.push({ from: form.from, to: form.parts.join(' ') });
    });
    for (const typo of reading.typos)
        typoList.push({ from: typo.from, to: typo.to });
    explanation.synonyms = boundedList(synonyms, (c) => `${c.from}>${c.to}`);
    explanation.typos = boundedList(typoList, (c) => `${c.from}>${c.to}`);
    explanation.negations = boundedList(scopes.negations.map((n) => ({ cue: n.cue, scope: n.scope.slice(0, 12) })), (n) => `${n.cue}:${n.scope.join(' ')}`);
    const areaName = (m) => compiled.areas[m.area]?.name ?? '';
    explanation.excludedAreas = boundedList(scopes.excluded.map(areaName));
    explanation.restrictedAreas = boundedList(scopes.restricted.map(areaName));
    const found = findKeywordHits(reading, compiled);
    const templateInput = templateInputOf(reading, compiled);
    const lead = findLeadCommand(reading, compiled);
    const leadCommand = lead.command;
    const segment = clauseSegments(reading, compiled);
    const mood = readMood(text, reading, compiled, lead);
    const areas = readAreaRequests(reading, compiled);
    const evidence = scoreEvidence(reading, compiled, found, templateInput, lead, areas);
    if (evidence.length === 0)
        return emptyResult(explanation);
    // A question routes only to a cluster that answers questions (one with a question template:
    // status, advise); anything else it mentions is its subject.
    const capped = new Set();
    if (mood.question) {
        for (const e of evidence) {
            if (compiled.questionClusters.has(e.index))
                continue;
            e.candidate.confidence = Math.min(e.candidate.confidence, NEGATED_CAP);
            capped.add(e.index);
        }
    }
    const ranked = rankCandidates(evidence);
    const candidates = ranked.map((s) => s.candidate);
    const top = ranked[0];
    explanation.keywords = boundedList(top.candidate.evidence?.keywords ?? []);
    explanation.template = top.candidate.evidence?.template ?? null;
    // Precision first.
    const conflict = findConflict({ reading, compiled, found, ranked, lead, segment, capped, mood, areaConflict: areas.conflict });
    const { acknowledgement } = mood;
    const cancel = compiled.lexicon.cancelCues.size > 0 || compiled.lexicon.negationCues.size > 0 ? scopes.cancel : (parts.find((p) => NEGATION_CUES.has(p)) ?? null);
    explanation.cancel = cancel ?? scopes.dismissal ?? (acknowledgement ? parts.slice(0, 2).join(' ') : null);
    explanation.conflict = conflict?.why ?? null;
    explanation.conflictKind = conflict?.kind ?? null;
    if (cancel !== null || conflict !== null) {
        for (const c of candidates)
            c.confidence = Math.min(c.confidence, NEGATED_CAP);
    }
    if (acknowledgement)
        for (const c of candidates)
            c.confidence = Math.min(c.confidence, ACKNOWLEDGED_CAP);
    const best = candidates[0];
    const confidence = round6(best.confidence);
    const tier = tierOf(confidence);
    // A restriction that named no area and no keyword a candidate used narrows the work unknowably.
    const used = new Set();
    for (const e of ranked.slice(0, 3))
        for (const p of e.positions)
            used.add(p);
    const restrictedPositions = areas.restrictedPositions;
    const unresolvedRestrictions = scopes.restrictions
        .filter((r) => r.words.length > 0 && !restrictedPositions.has(r.start))
        .filter((r) => {
        // (what a clause-final cue restricts lies before it: `report only`)
        if ((r.positions[0] ?? r.start) < r.start)
            return !r.positions.some((p) => used.has(p) || reading.areaAt[p] !== -1);
        for (let p = r.start + 1; p < Math.min(parts.length, r.start + 6); p += 1)
            if (used.has(p))
                return false;
        return true;
    })
        .map((r) => `${r.cue} ${r.words.join(' ')}`);
    return {
        tier,
        confidence,
        command: tier === 'LOW' ? null : best.command,
        flags: tier === 'LOW' ? [] : [...best.flags],
        candidates,
        explanation,
        leadCommand,
        unresolvedRestrictions,
        areaRequestLeads: areaRequestLeads(reading, lead.at),
        laterRestrictions: laterRestrictions(reading, compiled),
    };
}
/** Position of the first clause break (punctuation or a clause-break word) after the first word; parts.length if none. */
function firstClauseBreak(reading, compiled) {
    const { parts } = reading;
    for (let p = 1; p < parts.length; p += 1)
        if (reading.breakBefore[p] || compiled.lexicon.clauseBreaks.get(parts[p]) === 1)
            return p;
    return parts.length;
}
/** Restriction cues after the first clause break (`continue, but docs only`). */
function laterRestrictions(reading, compiled) {
    const breakAt = firstClauseBreak(reading, compiled);
    return reading.scopes.restrictions.filter((r) => r.start >= breakAt).length;
}
/** Does an area exclusion or restriction cover the first content word after the leading word? */
function areaRequestLeads(reading, leadAt) {
    const { parts, scopes } = reading;
    let next = leadAt + 1;
    while (next < parts.length && isStopword(parts[next]))
        next += 1;
    if (leadAt < 0 || next >= parts.length)
        return false;
    return [...scopes.excluded, ...scopes.restricted].some((m) => m.positions.includes(next));
}
/**
 * Cross-command detection: a HIGH result whose command differs from the command the user
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

;// CONCATENATED MODULE: ./src/core/nl/interpret-request-text.ts

/** Commands legion-router routes whatever the config says; `next` is an alias of `continue`. */
const ROUTER_COMMANDS = ['build', 'review', 'plan', 'status', 'continue', 'start', 'quick', 'advise', 'explore'];
const COMMAND_ALIASES = { next: 'continue' };
/**
 * Command word detection: `command` is the request's first word (lower case, parse-command.ts).
 * Trailing punctuation is dropped (`quick,` → `quick`). An alias becomes its command (`next` →
 * `continue`); a word that is no command (not routed by
 * legion-router and no `command_routes` key) goes back to the front of the text, so
 * `/legion reviw the changes` is the text "reviw the changes" with no typed command.
 */
function typedCommandOf(command, text, config) {
    // `quick,` and `review:` are the command followed by punctuation
    const word = trimTrailingPunctuation(command.trim().toLowerCase());
    const rest = text.trim();
    if (word === '')
        return { typedCommand: '', text: rest };
    const aliased = Object.hasOwn(COMMAND_ALIASES, word) ? COMMAND_ALIASES[word] : word;
    const known = ROUTER_COMMANDS.includes(aliased) || Object.hasOwn(config.command_routes ?? {}, aliased);
    if (known)
        return { typedCommand: aliased, text: rest };
    return { typedCommand: '', text: [command.trim(), rest].filter(Boolean).join(' ') };
}
const TRAILING_PUNCTUATION = new Set([',', '.', ':', ';', '!', '?']);
function trimTrailingPunctuation(word) {
    let end = word.length;
    while (end > 0 && TRAILING_PUNCTUATION.has(word[end - 1]))
        end -= 1;
    return word.slice(0, end);
}
function suggestions(result) {
    const out = [];
    const seen = new Set();
    for (const c of result.candidates) {
        const key = [c.command, ...c.flags].join(' ');
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push({ command: c.command, flags: [...c.flags], confidence: c.confidence });
        if (out.length >= 3)
            break;
    }
    return out;
}
/** Not routed; `why` says so in the explanation when the scored text itself had no conflict. */
function unclear(result, why) {
    const explanation = why !== undefined && result.explanation.conflict === null ? { ...result.explanation, conflict: why } : result.explanation;
    return {
        kind: 'unclear',
        tier: result.tier === 'HIGH' ? 'MEDIUM' : result.tier,
        confidence: Math.min(result.confidence, 0.79),
        candidates: suggestions(result),
        result,
        explanation,
    };
}
/** `only the REST handlers`: the restrictions the scorer could not turn into a flag, for the explanation. */
function unresolved(result) {
    return `"${(result.unresolvedRestrictions ?? []).slice(0, 2).join('", "')}" narrows the work in a way no flag expresses`;
}
/**
 * Interpret the free text of a request. `typedCommand` is the command the user typed ('' when
 * none; see {@link typedCommandOf}), `text` the words after it (flags and phase removed).
 */
function interpretRequestText(typedCommand, text, nl) {
    const typed = typedCommand.trim().toLowerCase();
    const words = text.trim();
    if (typed === '') {
        const result = parseNaturalLanguage(words, nl);
        // `implement only the REST handlers`: a restriction the scorer cannot turn into a flag.
        if (result.tier === 'HIGH' && result.command !== null && (result.unresolvedRestrictions?.length ?? 0) === 0) {
            return { kind: 'route', command: result.command, flags: [...result.flags], tier: 'HIGH', confidence: result.confidence, result, explanation: result.explanation };
        }
        return unclear(result, (result.unresolvedRestrictions?.length ?? 0) > 0 && result.tier === 'HIGH' ? unresolved(result) : undefined);
    }
    const result = parseNaturalLanguage(words === '' ? typed : `${typed} ${words}`, nl);
    const unchanged = () => ({
        kind: 'unchanged',
        typedCommand: typed,
        tier: result.tier,
        confidence: result.confidence,
        result,
        explanation: result.explanation,
    });
    if (words === '')
        return unchanged();
    const alone = parseNaturalLanguage(words, nl);
    // Another command counts only when the text names it (`review the code`, `harden security`,
    // `security review only`); a bare subject (`security holes` after review) is the typed command's.
    const named = (alone.candidates[0]?.evidence?.exactNameBonus ?? 0) > 0 || alone.leadCommand === alone.command;
    const other = named ? crossCommand(alone, typed) : null;
    const cross = () => ({
        kind: 'cross-command',
        typedCommand: typed,
        command: other,
        flags: [...alone.flags],
        confidence: alone.confidence,
        result: alone,
        explanation: alone.explanation,
    });
    // Commands no intent belongs to (plan, quick, advise, explore, ...) take their text as the task:
    // only a text that opens with another command's name asks for that command instead.
    if (!nl.intentCommands.has(typed)) {
        if (other !== null && alone.leadCommand === other)
            return cross();
        const doubt = result.explanation.conflictKind;
        if (doubt === 'hedge' || doubt === 'correction' || doubt === 'second-request' || doubt === 'area')
            return unclear(result);
        // An area left out or asked for alone asks for a skip flag this command cannot take (`plan only the frontend`).
        if (result.areaRequestLeads === true)
            return unclear(result, `an area left out or asked for alone needs a flag that ${typed} does not take`);
        // `continue, but docs only`: the work restricted to what an intent does, which this command cannot take.
        const intentAlone = alone.candidates[0];
        if ((result.laterRestrictions ?? 0) > 0 && intentAlone?.source === 'nl_patterns' && intentAlone.confidence >= CONFLICT_LEVEL)
            return unclear(result, `the work is restricted to what ${[intentAlone.command, ...intentAlone.flags].join(' ')} does, which ${typed} cannot take`);
        // `plan or build`: the text names another command of its own
        const rival = alone.leadCommand;
        if (rival !== null && rival !== undefined && rival !== typed && (alone.candidates[0]?.evidence?.exactNameBonus ?? 0) > 0)
            return unclear(result, `the text names ${rival} too`);
        return unchanged();
    }
    if (result.explanation.conflict !== null)
        return other !== null ? cross() : unclear(result);
    // The text on its own asks for another command (cross-command): `build` + "security review only".
    if (other !== null)
        return cross();
    // The text refines the typed command with one of its intents (`review` + "for injection holes").
    const refinement = result.candidates.find((c) => c.source === 'nl_patterns' && c.command === typed);
    if (refinement !== undefined && refinement.confidence >= HIGH_THRESHOLD) {
        return {
            kind: 'route',
            command: typed,
            flags: [...refinement.flags],
            tier: 'HIGH',
            confidence: refinement.confidence,
            result,
            explanation: result.explanation,
        };
    }
    // `review focusing only on <something unknown>`: running the whole command would ignore it.
    if ((result.unresolvedRestrictions?.length ?? 0) > 0)
        return unclear(result, unresolved(result));
    if (result.tier === 'HIGH' && result.command === typed)
        return unchanged();
    // The text wants something the typed command does not do.
    const top = result.candidates[0];
    if (top !== undefined && top.command !== typed && top.confidence >= CONFLICT_LEVEL)
        return unclear(result, `the text asks for ${[top.command, ...top.flags].join(' ')}, not ${typed}`);
    return unchanged();
}

;// CONCATENATED MODULE: ./src/core/text/lines-outside-fences.ts
/** An opening or closing code fence (CommonMark: up to 3 spaces, then ``` or ~~~). */
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
/**
 * The lines of a markdown text that are outside fenced code blocks, in order. A fence closes
 * only with the same character, at least as long as the opening one. Used wherever text from a
 * file or a comment is read as structure (commands, STATE.md, ROADMAP.md): an example inside a
 * code block is never taken for the real thing.
 */
function* linesOutsideFences(lines) {
    let fence = null;
    for (const line of lines) {
        const mark = FENCE.exec(line)?.[1];
        if (mark !== undefined) {
            if (fence === null)
                fence = mark;
            else if (mark[0] === fence[0] && mark.length >= fence.length)
                fence = null;
            continue;
        }
        if (fence === null)
            yield line;
    }
}
/** Split text into lines (any newline convention), dropping a BOM and bounding sizes. */
function boundedLines(text, maxChars, maxLineChars) {
    let body = text.length > maxChars ? text.slice(0, maxChars) : text;
    if (body.charCodeAt(0) === 0xfeff)
        body = body.slice(1);
    return body.split(/\r\n|\r|\n/).map((line) => (line.length > maxLineChars ? line.slice(0, maxLineChars) : line));
}

;// CONCATENATED MODULE: ./src/core/state/parse-state-md.ts
/**
 * Reading STATE.md: STATE.md text → structured position data. Pure: takes the file's text
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
/**
 * `- **Key**: value` / `Key: value` / `**Key:** value` → `{ key: 'key', value }` (key lower-cased,
 * inner spaces collapsed, value trimmed); undefined when the line is not a key line.
 */
function readKeyLine(line) {
    const m = KEY_LINE.exec(line);
    if (!m)
        return undefined;
    const key = m[1].trim().replace(/ {2,}/g, ' ').toLowerCase();
    return { key, value: (m[2] ?? '').trim() };
}
function parseStateMd(text) {
    if (typeof text !== 'string')
        return { exists: false };
    const result = { exists: true };
    try {
        let awaitingNextAction = false;
        for (const line of linesOutsideFences(boundedLines(text, MAX_STATE_CHARS, MAX_LINE_CHARS))) {
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
 * ROADMAP.md text → phases and milestones, for `{phase_name}` in suggestions, phase labels and the phase
 * choice (the first unchecked phase of the current milestone). Pure, never throws.
 *
 * Accepted forms (case-insensitive `Phase`, CRLF/CR, leading BOM), all found in Legion's history:
 *
 *   ### Phase 3: Control Modes               heading, any level 1–6
 *   - [x] Phase 3: Control Modes (3 plans)   checklist; `[x]`/`[X]` → complete, `[ ]` → not
 *   - [ ] **Phase 24: Foundation** — goal    emphasis around the entry; the name ends at `**`
 *   | 24. Foundation | 1/1 | Complete | … |  progress table row, read in the `Status` column
 *   - [x] **v1.0** — summary → [Archive]…    milestone list; the first unchecked one is current
 *   ## v3.0 — Legion Rebrand                 a heading naming a version: the phases after it
 *   # Legion v6.0 — Roadmap                  belong to that milestone
 *
 * Separators after the number: `:`, `-`, `–`, `—`. Only integer phase numbers are read
 * (`Phase 2.1` is skipped). A name from a heading wins over the checklist's and the table's; a
 * trailing `(N plans)` note is dropped from checklist names. Completion comes from the phase's
 * checkbox and its progress-table status (`Complete`/`Done` → complete, anything else → not). A phase belongs to the milestone whose heading precedes the place it first appears.
 * Either saying complete is enough: a progress table that says `Complete` next to a checkbox left
 * unchecked is the newer statement (Legion's tools update one and forget the other).
 * Phases come back sorted by number, one per number. Fenced code blocks are skipped. Bounds as for
 * STATE.md: first 1 MiB of the file, first 4 KiB of each line, at most MAX_ROADMAP_PHASES
 * phases; every pattern is anchored with bounded quantifiers.
 */


const HEADING_PHASE = /^[ \t]{0,3}#{1,6}[ \t]+(?:\*\*|__)?phase[ \t]+(\d{1,9})[ \t]*[:\-\u2013\u2014][ \t]*(.*)$/i;
const CHECKLIST_PHASE = /^[ \t]{0,12}[-*+][ \t]{1,8}\[([ xX])\][ \t]{1,8}(\*\*|__)?phase[ \t]+(\d{1,9})[ \t]*[:\-\u2013\u2014][ \t]*(.*)$/i;
const CHECKLIST_MILESTONE = /^[ \t]{0,12}[-*+][ \t]{1,8}\[([ xX])\][ \t]{1,8}(?:\*\*|__)?(v\d{1,4}(?:\.\d{1,4}){0,3})(?![\d.])/i;
/** A heading (not a phase heading) that names a version: `## v3.0 — Legion Rebrand`. */
const HEADING = /^[ \t]{0,3}#{1,6}[ \t]+(.*)$/;
const VERSION_IN_HEADING = /(?:^|[\s(*_])(v\d{1,4}(?:\.\d{1,4}){0,3})(?![\d.])/i;
/** Progress-table row whose first cell is `N. Name`. */
const TABLE_PHASE_CELL = /^(\d{1,9})\.[ \t]+(.*)$/;
/** `(3 plans)` / `(1 plan, done)`, tested on the suffix from the last `(` only (anchored). */
const PLANS_NOTE = /^\([ \t]*\d{1,6}[ \t]+plans?\b[^()]{0,200}\)$/i;
const MAX_NAME_CHARS = 200;
const MAX_TABLE_CELLS = 20;
/** Distinct phases kept (a real roadmap has tens). */
const MAX_ROADMAP_PHASES = 1000;
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
/** `Foundation** — goal` → `Foundation` when the entry opened with emphasis. */
function cutAtClosingEmphasis(rest, marker) {
    if (marker === undefined)
        return rest;
    const close = rest.indexOf(marker);
    return close >= 0 ? rest.slice(0, close) : rest;
}
function tableCells(line) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('|'))
        return null;
    const cells = trimmed.split('|', MAX_TABLE_CELLS + 2).slice(1);
    if (cells.length > 0 && cells[cells.length - 1]?.trim() === '')
        cells.pop();
    return cells.map((c) => c.trim());
}
function plainCell(cell) {
    return cell.replaceAll('**', '').replaceAll('__', '').replaceAll('`', '').trim().toLowerCase();
}
const DONE_CELLS = new Set(['complete', 'completed', 'done', 'shipped', '✓', '✅']);
function parseRoadmap(text) {
    if (typeof text !== 'string')
        return { phases: [] };
    const byNumber = new Map();
    const milestones = [];
    let section;
    let statusColumn = -1;
    const entry = (n) => {
        let e = byNumber.get(n);
        if (!e) {
            e = {};
            // Past the bound, new phases are read into a throw-away entry.
            if (byNumber.size >= MAX_ROADMAP_PHASES)
                return e;
            if (section !== undefined)
                e.milestone = section;
            byNumber.set(n, e);
        }
        return e;
    };
    try {
        for (const line of linesOutsideFences(boundedLines(text, MAX_STATE_CHARS, MAX_LINE_CHARS))) {
            const heading = HEADING_PHASE.exec(line);
            if (heading) {
                const e = entry(Number.parseInt(heading[1], 10));
                const name = cleanName(heading[2] ?? '', false);
                if (e.headingName === undefined && name !== '')
                    e.headingName = name;
                continue;
            }
            const other = HEADING.exec(line);
            if (other) {
                const version = VERSION_IN_HEADING.exec(other[1] ?? '');
                if (version)
                    section = version[1].toLowerCase();
                statusColumn = -1;
                continue;
            }
            const item = CHECKLIST_PHASE.exec(line);
            if (item) {
                const e = entry(Number.parseInt(item[3], 10));
                if (e.checkbox === undefined)
                    e.checkbox = item[1] !== ' ';
                const name = cleanName(cutAtClosingEmphasis(item[4] ?? '', item[2]), true);
                if (e.name === undefined && name !== '')
                    e.name = name;
                continue;
            }
            const milestone = CHECKLIST_MILESTONE.exec(line);
            if (milestone) {
                const version = milestone[2].toLowerCase();
                if (!milestones.some((m) => m.version === version)) {
                    milestones.push({ version, complete: milestone[1] !== ' ' });
                }
                continue;
            }
            const cells = tableCells(line);
            if (cells === null) {
                statusColumn = -1;
                continue;
            }
            if (plainCell(cells[0] ?? '') === 'phase') {
                const header = cells.findIndex((c) => plainCell(c) === 'status');
                if (header >= 0)
                    statusColumn = header;
                continue;
            }
            const first = TABLE_PHASE_CELL.exec(cells[0] ?? '');
            if (!first || statusColumn < 0)
                continue;
            const e = entry(Number.parseInt(first[1], 10));
            const name = cleanName(first[2] ?? '', false);
            if (e.tableName === undefined && name !== '')
                e.tableName = name;
            const status = cells[statusColumn];
            if (status !== undefined && e.tableComplete === undefined && plainCell(status) !== '') {
                e.tableComplete = DONE_CELLS.has(plainCell(status));
            }
        }
    }
    catch {
        // Defensive: keep what was parsed.
    }
    const phases = [...byNumber.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([number, e]) => {
        const phase = { number, name: e.headingName ?? e.name ?? e.tableName ?? '' };
        const complete = e.checkbox === true || e.tableComplete === true ? true : (e.checkbox ?? e.tableComplete);
        if (complete !== undefined)
            phase.complete = complete;
        if (e.milestone !== undefined)
            phase.milestone = e.milestone;
        return phase;
    });
    const roadmap = { phases };
    if (milestones.length > 0) {
        roadmap.milestones = milestones;
        const open = milestones.find((m) => !m.complete);
        if (open)
            roadmap.currentMilestone = open.version;
    }
    return roadmap;
}
/** Name of phase `n`, or undefined when the roadmap does not name it. */
function phaseName(roadmap, n) {
    if (typeof n !== 'number' || !roadmap || !Array.isArray(roadmap.phases))
        return undefined;
    const found = roadmap.phases.find((p) => p.number === n);
    return found && found.name !== '' ? found.name : undefined;
}
/**
 * The phases of the current milestone, in number order:
 *   - every milestone in the list is checked → none (the roadmap says nothing is open);
 *   - a current milestone with phases tagged to it → those;
 *   - otherwise the phases that belong to no milestone section (a roadmap that lists only the
 *     current milestone's phases, or one with no milestones at all).
 */
function currentMilestonePhases(roadmap) {
    if (!roadmap || !Array.isArray(roadmap.phases))
        return [];
    const { milestones, currentMilestone } = roadmap;
    if (milestones && milestones.length > 0 && currentMilestone === undefined)
        return [];
    if (currentMilestone !== undefined) {
        const tagged = roadmap.phases.filter((p) => p.milestone === currentMilestone);
        if (tagged.length > 0)
            return tagged;
    }
    return roadmap.phases.filter((p) => p.milestone === undefined);
}
/** Unchecked phases of the current milestone (explicitly `complete: false`), in number order. */
function openRoadmapPhases(roadmap) {
    return currentMilestonePhases(roadmap).filter((p) => p.complete === false);
}
/** The roadmap's next phase after `n` (any milestone), or undefined. */
function nextRoadmapPhase(roadmap, n) {
    if (!roadmap || !Array.isArray(roadmap.phases) || typeof n !== 'number')
        return undefined;
    return roadmap.phases.find((p) => p.number > n)?.number;
}

;// CONCATENATED MODULE: ./src/core/state/state-document.ts
/**
 * STATE.md text → its parts: the frontmatter blocks at the top and the markdown body cut into
 * sections at every heading. Pure, never throws; bounded like parseStateMd (first 1 MiB, 4 KiB per
 * line). Lines inside fenced code blocks are dropped from the body.
 *
 * Frontmatter, as Legion's tools have written it:
 *   - one `---` … `---` block with flat `key: value` lines and a nested `progress:` map;
 *   - several blocks in a row (a tool prepended a new block and kept the old ones): the first
 *     block is the newest, so `frontmatter[0]` is the one to believe;
 *   - `status: unknown`, `milestone: null`: no statement at all (the fields are left out).
 * A block is at most MAX_FRONTMATTER_LINES lines; an opening `---` with no closing one is body.
 */


const MAX_FRONTMATTER_BLOCKS = 8;
const MAX_FRONTMATTER_LINES = 200;
/** Bound on one kept value (a `last_session` sentence). */
const MAX_VALUE_CHARS = 300;
const FM_KEY = /^([A-Za-z_][A-Za-z0-9_]{0,40}):[ \t]*(.*)$/;
const FM_NESTED_KEY = /^[ \t]{1,8}([A-Za-z_][A-Za-z0-9_]{0,40}):[ \t]*(.*)$/;
const state_document_HEADING = /^[ \t]{0,3}(#{1,6})(?:[ \t]+(.*))?$/;
const INTEGER = /^\d{1,9}$/;
function scalar(raw) {
    let v = raw.trim();
    if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) {
        v = v.slice(1, -1).trim();
    }
    if (v === '' || v === '~' || v.toLowerCase() === 'null')
        return undefined;
    return v.length > MAX_VALUE_CHARS ? v.slice(0, MAX_VALUE_CHARS) : v;
}
function integer(raw) {
    const v = scalar(raw);
    return v !== undefined && INTEGER.test(v) ? Number.parseInt(v, 10) : undefined;
}
function readBlock(lines) {
    const fm = {};
    let parent = '';
    for (const line of lines) {
        const nested = FM_NESTED_KEY.exec(line);
        if (nested && parent === 'progress') {
            const key = nested[1].toLowerCase();
            const n = integer(nested[2] ?? '');
            if (n === undefined)
                continue;
            if (key === 'total_phases')
                fm.totalPhases = n;
            else if (key === 'completed_phases')
                fm.completedPhases = n;
            continue;
        }
        const top = FM_KEY.exec(line);
        if (!top)
            continue;
        const key = top[1].toLowerCase();
        parent = key;
        const value = scalar(top[2] ?? '');
        if (value === undefined)
            continue;
        switch (key) {
            case 'status':
                if (value.toLowerCase() !== 'unknown')
                    fm.status = value;
                break;
            case 'milestone':
                fm.milestone = value;
                break;
            case 'milestone_name':
                fm.milestoneName = value;
                break;
            case 'last_session':
            case 'last_activity':
                fm.lastSession ??= value;
                break;
            case 'current_phase':
            case 'phase': {
                const n = integer(top[2] ?? '');
                if (n !== undefined)
                    fm.currentPhase = n;
                break;
            }
        }
    }
    return fm;
}
function isFence(line) {
    return line !== undefined && line.trim() === '---';
}
/** Split the frontmatter blocks off the top; returns them and the index of the first body line. */
function frontmatterBlocks(lines) {
    const blocks = [];
    let at = 0;
    while (blocks.length < MAX_FRONTMATTER_BLOCKS) {
        let open = at;
        while (open < lines.length && blocks.length > 0 && (lines[open] ?? '').trim() === '')
            open++;
        if (!isFence(lines[open]))
            break;
        let close = -1;
        for (let i = open + 1; i < lines.length && i <= open + MAX_FRONTMATTER_LINES; i++) {
            if (isFence(lines[i])) {
                close = i;
                break;
            }
        }
        if (close < 0)
            break;
        blocks.push(readBlock(lines.slice(open + 1, close)));
        at = close + 1;
    }
    return { blocks, bodyStart: at };
}
/** Heading text without emphasis, code marks and closing `#`s, lower-cased. */
function plainHeading(text) {
    let end = text.length;
    while (end > 0 && (text[end - 1] === '#' || text[end - 1] === ' ' || text[end - 1] === '\t'))
        end--;
    return text.slice(0, end).replaceAll('**', '').replaceAll('__', '').replaceAll('`', '').trim().toLowerCase();
}
function splitStateDocument(text) {
    if (typeof text !== 'string')
        return { frontmatter: [], sections: [] };
    const all = boundedLines(text, MAX_STATE_CHARS, MAX_LINE_CHARS);
    const { blocks, bodyStart } = frontmatterBlocks(all);
    const sections = [];
    let current = { heading: '', level: 0, parent: '', lines: [] };
    sections.push(current);
    let parent = '';
    for (const line of linesOutsideFences(all.slice(bodyStart))) {
        const h = state_document_HEADING.exec(line);
        if (h) {
            const level = h[1].length;
            const heading = plainHeading(h[2] ?? '');
            if (level <= 2)
                parent = heading;
            current = { heading, level, parent, lines: [] };
            sections.push(current);
            continue;
        }
        current.lines.push(line);
    }
    return { frontmatter: blocks, sections };
}

;// CONCATENATED MODULE: ./src/core/state/status-words.ts
/**
 * What a status text in STATE.md says, in Legion's lifecycle rules terms. Two readings:
 *
 *   classifyPhaseStatus    a statement about one phase ("executed, pending review", "Planned",
 *                          "Phase 34 executing (Plan 1/2 complete)") → a lifecycle stage;
 *   classifyMilestoneStatus a statement about the milestone ("Between milestones", frontmatter
 *                          `status: building`, "Active — 3/6 phases complete") → complete,
 *                          initializing or in progress.
 *
 * Words are matched whole (a letter, `-` or `_` on either side is no match: "incomplete" and
 * "complete-milestone" are not "complete"),
 * case-insensitively, on text the caller has bounded. No RegExp runs on the text except anchored
 * ones over a slice of at most 24 characters.
 *
 * Phase stages, first match wins (the spec's order, extended):
 *   1. review_failed        needs work, rework, changes requested, review failed, review
 *                           escalated, review stale, unresolved blocker(s)
 *   2. review_in_progress   reviewing, review in progress, in review, under review
 *   3. needs_review         pending review, awaiting review, ready for review, needs review,
 *                           pending verification, awaiting verification, review needed, partial
 *                           (Legion's build writes "(partial — N plan(s) failed)")
 *   4. building             executing, in progress, building, underway, partially
 *   5. needs_review         executed, built — unless only single plans were ("plan 02 executed",
 *                           "Plan 05-01 complete"): that is a phase still building (rule 9)
 *   6. planned_not_built    planned, ready to build, ready to execute, ready for execution
 *   7. phase_complete       complete, completed, done, passed, verified, finished
 *   8. just_started         not started, ready to plan, needs planning, defining requirements,
 *                           initialized, roadmap defined/created, pending, not yet planned, planning
 *   9. building             single plans executed/complete and nothing else said
 *
 * "Defining requirements" and "ready to plan" are `just_started`: the phase (or the milestone) is
 * set up and the next step is to plan it. They are never `unknown`.
 */
/** Order along a phase's life, for "at least" / "at most" adjustments. */
const STAGE_ORDER = Object.freeze({
    just_started: 0,
    planned_not_built: 1,
    building: 2,
    needs_review: 3,
    review_in_progress: 4,
    review_failed: 4,
    phase_complete: 5,
    milestone_complete: 6,
});
/** A letter, `-` or `_`: "complete-milestone" and "in_progress" are other words. */
function isLetter(ch) {
    if (ch === undefined)
        return false;
    return ch === '-' || ch === '_' || ch.toLowerCase() !== ch.toUpperCase();
}
/** Start offsets of `word` in `text` (both lower-case) with no letter on either side. */
function wordOffsets(text, word) {
    const out = [];
    let from = 0;
    for (;;) {
        const at = text.indexOf(word, from);
        if (at < 0)
            return out;
        if (!isLetter(text[at - 1]) && !isLetter(text[at + word.length]))
            out.push(at);
        from = at + 1;
    }
}
function hasWord(text, word) {
    return wordOffsets(text, word).length > 0;
}
function hasAny(text, words) {
    return words.some((w) => hasWord(text, w));
}
/** Lower-case, markdown emphasis and code marks removed, dashes and spaces collapsed. */
function plainStatus(text) {
    return text
        .replaceAll('**', '')
        .replaceAll('__', '')
        .replaceAll('`', '')
        .replace(/[ \t]+/g, ' ')
        .trim()
        .toLowerCase();
}
const REVIEW_FAILED = [
    'needs work',
    'rework',
    'changes requested',
    'review failed',
    'failed review',
    'review escalated',
    'review stale',
    'unresolved blocker',
    'unresolved blockers',
];
const REVIEWING = ['reviewing', 'review in progress', 'in review', 'under review'];
const PENDING_REVIEW = ['pending review', 'awaiting review', 'ready for review', 'needs review', 'pending verification', 'awaiting verification', 'review needed', 'partial'];
const BUILDING = ['executing', 'in progress', 'in-progress', 'building', 'underway', 'partially'];
const EXECUTED = ['executed', 'built'];
const PLANNED = ['planned', 'ready to build', 'ready to execute', 'ready for execution'];
const COMPLETE = ['complete', 'completed', 'done', 'passed', 'verified', 'finished'];
const NOT_STARTED = [
    'not started',
    'ready to plan',
    'needs planning',
    'defining requirements',
    'initialized',
    'initialised',
    'roadmap defined',
    'roadmap created',
    'pending',
    'not yet planned',
    'planning',
];
/** `plan 02 `, `plan 05-01 `, `plan 1/2 ` right before a word: that word is about one plan. */
const SINGLE_PLAN_BEFORE = /plan[ \t]{1,3}[\d][\d\-/]{0,6}[ \t]{0,2}\(?$/;
/** Occurrences of `words` that are not about a single plan, and whether any were. */
function phaseLevel(text, words) {
    let phase = false;
    let plan = false;
    for (const w of words) {
        for (const at of wordOffsets(text, w)) {
            const before = text.slice(Math.max(0, at - 24), at);
            if (SINGLE_PLAN_BEFORE.test(before))
                plan = true;
            else
                phase = true;
        }
    }
    return { phase, plan };
}
/** Legion's lifecycle rules stage of one phase, from a status text about it; undefined when the text says nothing. */
function classifyPhaseStatus(raw) {
    const text = plainStatus(raw);
    if (text === '')
        return undefined;
    if (hasAny(text, REVIEW_FAILED))
        return 'review_failed';
    if (hasAny(text, REVIEWING))
        return 'review_in_progress';
    if (hasAny(text, PENDING_REVIEW))
        return 'needs_review';
    if (hasAny(text, BUILDING))
        return 'building';
    const executed = phaseLevel(text, EXECUTED);
    if (executed.phase)
        return 'needs_review';
    if (hasAny(text, PLANNED))
        return 'planned_not_built';
    const complete = phaseLevel(text, COMPLETE);
    if (complete.phase)
        return 'phase_complete';
    if (hasAny(text, NOT_STARTED))
        return 'just_started';
    if (executed.plan || complete.plan)
        return 'building';
    return undefined;
}
const MILESTONE_DONE = ['between milestones', 'archived', 'shipped', 'idle', 'no active milestone', 'milestone complete', 'milestone completed'];
const MILESTONE_STARTING = ['defining requirements', 'initialized', 'initialised', 'roadmap created', 'roadmap defined', 'ready to plan', 'not started'];
const MILESTONE_ACTIVE = ['active', 'building', 'executing', 'in progress', 'planning', 'ready to build'];
/** `3/6 phases` with 3 < 6 somewhere in the text. */
function partialFraction(text) {
    for (const at of wordOffsets(text, 'phases')) {
        const before = text.slice(Math.max(0, at - 14), at);
        const m = /(\d{1,4})\/(\d{1,4})[ \t]{0,2}$/.exec(before);
        if (m && Number(m[1]) < Number(m[2]))
            return true;
    }
    return false;
}
/** What a milestone-level status says; undefined for `unknown`, `null` and text that says nothing. */
function classifyMilestoneStatus(raw) {
    const text = plainStatus(raw);
    if (text === '' || text === 'unknown' || text === 'null' || text === '~')
        return undefined;
    if (hasAny(text, MILESTONE_DONE))
        return 'complete';
    if (hasAny(text, MILESTONE_STARTING))
        return 'initializing';
    if (partialFraction(text) || hasAny(text, MILESTONE_ACTIVE))
        return 'in_progress';
    if (hasAny(text, ['complete', 'completed', 'done']))
        return 'complete';
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/state/state-mentions.ts
/**
 * Phases, plans and commands named inside STATE.md prose, for the statements that have no
 * `Phase:` field: "Active — Phase 33 in progress", "Completed 39-01 plan", "**Next:** Phase 37",
 * "Run `/legion:review` to verify Phase 12". Pure; every scan is `indexOf` plus anchored,
 * bounded patterns on slices of a bounded line.
 */

const NUMBER_AFTER = /^[ \t]{1,3}(\d{1,4})(?![\d.]\d|\d)/;
/** Mentions kept per text (the rest of a pathological line is ignored). */
const MAX_MENTIONS = 64;
/** `Phase N` (singular, whole word; `Phase 2.1` and `Phases 29, 30` are not mentions). */
function phaseMentions(raw) {
    const text = raw.toLowerCase();
    const out = [];
    for (const at of wordOffsets(text, 'phase')) {
        if (out.length >= MAX_MENTIONS)
            break;
        const m = NUMBER_AFTER.exec(text.slice(at + 5, at + 16));
        if (!m)
            continue;
        out.push({ number: Number.parseInt(m[1], 10), at, end: at + 5 + m[0].length });
    }
    return out;
}
/** The text about phase `n`: from its first mention up to the next mention of another phase. */
function segmentAbout(raw, n) {
    const mentions = phaseMentions(raw);
    const first = mentions.findIndex((m) => m.number === n);
    if (first < 0)
        return undefined;
    const start = mentions[first].at;
    const next = mentions.slice(first + 1).find((m) => m.number !== n);
    return raw.slice(start, next ? next.at : raw.length);
}
const PLAN_ID = /^(\d{1,3})-(\d{2,3})(?![\w-])/;
/** Phase numbers of plan ids (`39-01`) written next to the word "plan" in a line. */
function planIdPhases(raw) {
    const text = raw.toLowerCase();
    if (!text.includes('plan'))
        return [];
    const out = [];
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 48 || c > 57)
            continue;
        const prev = text[i - 1];
        if (prev !== undefined && /[\w-]/.test(prev))
            continue;
        const m = PLAN_ID.exec(text.slice(i, i + 8));
        if (!m)
            continue;
        const around = text.slice(Math.max(0, i - 20), i + m[0].length + 8);
        if (around.includes('plan'))
            out.push(Number.parseInt(m[1], 10));
        i += m[0].length;
    }
    return out;
}
/** Phases read per line: prose names a handful; a line naming hundreds is not prose. */
const MAX_PHASES_PER_LINE = 16;
const DONE_WORDS = ['complete', 'completed', 'executed', 'done'];
const HOLD_WORDS = ['blocked', 'waiting on', 'waiting for', 'depends on'];
function hasAnyWord(text, words) {
    return words.some((w) => wordOffsets(text, w).length > 0);
}
/**
 * Facts in one line of prose. `isNext`: the line is a `Next:` line, so a phase it names is the
 * next one to work on (`just_started`, or `building` when it names a plan of it). A plan id next
 * to a done-word (`Completed 39-01 plan`) says its phase is under way (`building`). Otherwise each
 * `Phase N` is read with the words up to the next phase named. Lines that say a phase is blocked
 * or waiting state nothing about it.
 */
function phaseFacts(raw, isNext) {
    const text = plainStatus(raw);
    const facts = [];
    if (!isNext && hasAnyWord(text, DONE_WORDS)) {
        for (const phase of planIdPhases(text))
            facts.push({ phase, stage: 'building' });
    }
    const mentions = phaseMentions(text);
    const seen = new Set();
    for (let i = 0; i < mentions.length && seen.size < MAX_PHASES_PER_LINE; i++) {
        const mention = mentions[i];
        if (seen.has(mention.number))
            continue;
        seen.add(mention.number);
        const next = mentions.slice(i + 1).find((m) => m.number !== mention.number);
        const segment = text.slice(mention.at, next ? next.at : text.length);
        if (hasAnyWord(segment, HOLD_WORDS))
            continue;
        if (isNext) {
            facts.push({ phase: mention.number, stage: wordOffsets(segment, 'plan').length > 0 ? 'building' : 'just_started' });
            continue;
        }
        const stage = classifyPhaseStatus(segment);
        if (stage !== undefined)
            facts.push({ phase: mention.number, stage });
    }
    return facts;
}
/** Legion's, its earlier name's, and the GSD tool's command words, by what they do. */
const COMMANDS = {
    plan: 'plan',
    'plan-phase': 'plan',
    build: 'build',
    'execute-phase': 'build',
    execute: 'build',
    review: 'review',
    'verify-work': 'review',
    verify: 'review',
    milestone: 'milestone',
    'complete-milestone': 'milestone',
    start: 'start',
    'new-milestone': 'start',
    'new-project': 'start',
};
const PREFIXES = ['/legion:', '/agency:', '/gsd:'];
const COMMAND_WORD = /^([a-z][a-z-]{0,30})(?:[ \t]{1,3}(\d{1,4})(?!\d))?/;
const INSTRUCTION_WORDS = ['run', 'then', 'next', 'use', 'do'];
/**
 * Whether the text before a command makes it an instruction ("Run `/legion:review`", "then
 * `/legion:milestone`", a line that starts with the command) rather than a name in prose
 * ("into the /legion:review command").
 */
function isInstruction(before) {
    let end = before.length;
    while (end > 0 && ' \t`*_:(['.includes(before[end - 1]))
        end--;
    const head = before.slice(0, end);
    if (/^[ \t]{0,12}(?:[-*+]|\d{1,3}[.)])?$/.test(head))
        return true;
    return INSTRUCTION_WORDS.some((w) => head.endsWith(w) && !/[a-z]/.test(head[head.length - w.length - 1] ?? ''));
}
/**
 * The first Legion-like command given as an instruction in the lines, with the phase it is for.
 * `/legion:`, `/agency:` (Legion's earlier name) and `/gsd:` commands are read by what they do.
 */
function nextStepHint(lines) {
    for (const raw of lines) {
        const line = raw.toLowerCase();
        let best = -1;
        let prefixLength = 0;
        for (const prefix of PREFIXES) {
            const at = line.indexOf(prefix);
            if (at >= 0 && (best < 0 || at < best)) {
                best = at;
                prefixLength = prefix.length;
            }
        }
        if (best < 0 || !isInstruction(line.slice(Math.max(0, best - 16), best)))
            continue;
        const m = COMMAND_WORD.exec(line.slice(best + prefixLength, best + prefixLength + 40));
        if (!m)
            continue;
        const command = Object.prototype.hasOwnProperty.call(COMMANDS, m[1]) ? COMMANDS[m[1]] : undefined;
        if (command === undefined)
            continue;
        const hint = { command };
        if (m[2] !== undefined)
            hint.phase = Number.parseInt(m[2], 10);
        else {
            const after = phaseMentions(line.slice(best)).at(0);
            if (after)
                hint.phase = after.number;
        }
        return hint;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/state/read-state-position.ts
/**
 * STATE.md (+ ROADMAP.md as a second source) → where the project is: a Legion's lifecycle rules lifecycle position,
 * the current phase, and one sentence saying how that was read. Pure and total: takes texts,
 * never a path, never throws.
 *
 * Legion has written STATE.md in many shapes (see test/core/state/read-state-position.test.ts
 * for one fixture per shape). The reading prefers the most specific, most current statement:
 *
 *   A. The "Current Position" block names a phase — a `Phase:` line with a number
 *      (`5 of 6 (executing)`, `15 (Plugin Scaffold) — Not started`, `24 — Foundation`), or a
 *      Status line naming one ("Active — Phase 33 in progress"):
 *        stage = the Phase line's own status, else the Status line's words about that phase,
 *                else the milestone-level status (below). A review under way or stuck is only
 *                written to the Status line, so it beats the Phase line's "pending review".
 *      A phase-level statement beats the frontmatter's milestone-level `status`.
 *   B. No phase named there:
 *        - the milestone-level status says the milestone is done (frontmatter `status: complete`
 *          / `idle` / `archived`, "Between milestones", `Milestone: v1.0 complete and archived`)
 *          → milestone_complete (phase: the latest plan or phase the activity lines name);
 *        - it says a milestone is starting ("Defining requirements", "Initialized",
 *          `Phase: Not started (…)`) → just_started (phase: a `plan N` next step, if any);
 *        - otherwise the prose: Last activity, frontmatter `last_session`, Recent Activity
 *          headings and the Next Steps lines ("Completed 39-01 plan", "**Next:** Phase 37",
 *          "Phase 36 …: COMPLETE"). Phases only move forward, so the highest phase named is the
 *          current one, at the most advanced stage said of it;
 *        - otherwise, when STATE.md says a milestone is starting or under way, ROADMAP.md: the
 *          first unchecked phase of the current milestone (position unknown), or
 *          milestone_complete when every milestone is checked. An empty or unreadable STATE.md
 *          says nothing: no phase is made up for it.
 *      Milestone-level status comes from the newest frontmatter block first (when it says
 *      something: `unknown` and `null` say nothing), then a `Milestone:` line saying it is done,
 *      then the body's Status line: a current frontmatter beats a stale body.
 *   Then:
 *     - phase_complete of the last phase (`N of N`, or the last phase of the current milestone in
 *       ROADMAP.md) is milestone_complete;
 *     - the first command of Next Steps / Next Action, when it is about the current phase, bounds
 *       the stage: `review` → needs review (a "complete" phase whose next step is its review has
 *       not been reviewed), `build` → planned or building, `plan` → just_started, `milestone` →
 *       milestone_complete; `plan` of a later phase → the current phase is complete.
 *
 * "Defining requirements" and "ready to plan" map to `just_started`, never `unknown`.
 */





/** Headings of the block that holds the current position. */
const POSITION_HEADINGS = new Set(['current position', 'current status', 'current state', 'position', 'status']);
const NEXT_HEADINGS = new Set(['next steps', 'next step', 'next action', 'next actions', 'next']);
const NEXT_KEYS = new Set(['next', 'next up', 'next step', 'next steps']);
const MAX_TEXT = 300;
const read_state_position_PHASE_VALUE = /^(\d{1,9})(?!\d)(?:[ \t]+of[ \t]+(\d{1,9}|\{[a-z_]{1,30}\}))?/i;
function bounded(text) {
    return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
}
const SEPARATORS = ['\u2014', '\u2013', '-', ':', ','];
/** The text after a run of separators (`—`, `--`, `:`), or undefined when it starts with none. */
function afterSeparator(text) {
    let t = text.trim();
    let cut = false;
    for (let guard = 0; guard < 4; guard++) {
        const sep = SEPARATORS.find((s) => t.startsWith(s));
        if (sep === undefined)
            break;
        t = t.slice(sep.length).trim();
        cut = true;
    }
    return cut ? t : undefined;
}
/** `5 of 6 (executing)`, `15 (Plugin Scaffold) — Not started`, `24 — Foundation`, `Not started (…)`. */
function parsePhaseValue(raw) {
    const value = raw.replaceAll('**', '').replaceAll('__', '').trim();
    const out = {};
    let rest = value;
    const m = read_state_position_PHASE_VALUE.exec(value);
    if (m) {
        out.number = Number.parseInt(m[1], 10);
        if (m[2] !== undefined && /^\d/.test(m[2]))
            out.total = Number.parseInt(m[2], 10);
        rest = value.slice(m[0].length).trim();
    }
    else {
        if (value !== '')
            out.status = bounded(value);
        return out;
    }
    if (rest === '')
        return out;
    if (rest.startsWith('(')) {
        let depth = 0;
        let close = -1;
        for (let i = 0; i < rest.length; i++) {
            if (rest[i] === '(')
                depth++;
            else if (rest[i] === ')' && --depth === 0) {
                close = i;
                break;
            }
        }
        const inside = (close < 0 ? rest.slice(1) : rest.slice(1, close)).trim();
        const after = close < 0 ? '' : (afterSeparator(rest.slice(close + 1)) ?? rest.slice(close + 1).trim());
        if (after !== '') {
            if (inside !== '')
                out.name = bounded(inside);
            out.status = bounded(after);
        }
        else if (classifyPhaseStatus(inside) !== undefined)
            out.status = bounded(inside);
        else if (inside !== '')
            out.name = bounded(inside);
        return out;
    }
    const tail = afterSeparator(rest) ?? rest;
    if (tail === '')
        return out;
    if (classifyPhaseStatus(tail) !== undefined)
        out.status = bounded(tail);
    else
        out.name = bounded(tail);
    return out;
}
function firstSection(doc, names) {
    return doc.sections.find((s) => s.level > 0 && names.has(s.heading));
}
function positionFields(lines) {
    const out = {};
    for (const line of lines) {
        const kv = readKeyLine(line);
        if (!kv || kv.value === '')
            continue;
        const value = bounded(kv.value);
        switch (kv.key) {
            case 'phase':
            case 'current phase':
                out.phase ??= value;
                break;
            case 'status':
                out.status ??= value;
                break;
            case 'milestone':
            case 'current milestone':
                out.milestone ??= value;
                break;
            case 'last activity':
            case 'last updated':
                out.lastActivity ??= value;
                break;
            case 'next action':
                out.nextAction ??= value;
                break;
        }
    }
    return out;
}
/** Lines read from Next Steps / Next Action sections and from Recent Activity headings. */
const MAX_PROSE_LINES = 400;
function nextLines(doc, fields) {
    const lines = [];
    if (fields.nextAction !== undefined)
        lines.push(fields.nextAction);
    for (const s of doc.sections) {
        if (!(s.level > 0 && NEXT_HEADINGS.has(s.heading)))
            continue;
        for (const line of s.lines) {
            if (lines.length >= MAX_PROSE_LINES)
                return lines;
            if (line.trim() !== '')
                lines.push(line);
        }
    }
    return lines;
}
function isNextLine(line) {
    const kv = readKeyLine(line);
    return kv !== undefined && NEXT_KEYS.has(kv.key);
}
/** Lines that report what was last done: newest statements, in no particular order. */
function activityLines(doc, fields, fm) {
    const lines = [];
    if (fields.lastActivity !== undefined)
        lines.push(fields.lastActivity);
    if (fm.lastSession !== undefined)
        lines.push(fm.lastSession);
    for (const s of doc.sections) {
        if (lines.length >= MAX_PROSE_LINES)
            break;
        if (s.level >= 3 && s.parent === 'recent activity')
            lines.push(s.heading);
    }
    return lines;
}
function factsOf(lines, nextSection) {
    const out = [];
    for (const line of lines)
        out.push(...phaseFacts(line, nextSection && isNextLine(line)));
    return out;
}
/** The highest phase named, at the most advanced stage said of it. */
function latest(facts) {
    let best;
    for (const f of facts) {
        if (!best || f.phase > best.phase || (f.phase === best.phase && STAGE_ORDER[f.stage] > STAGE_ORDER[best.stage]))
            best = f;
    }
    return best;
}
function hintFact(hint) {
    if (!hint || hint.phase === undefined)
        return undefined;
    if (hint.command === 'plan')
        return { phase: hint.phase, stage: 'just_started' };
    return undefined;
}
function clampStage(stage, low, high) {
    if (STAGE_ORDER[stage] < STAGE_ORDER[low])
        return low;
    if (STAGE_ORDER[stage] > STAGE_ORDER[high])
        return high;
    return stage;
}
/** The Next Steps command, applied to the stage of phase `phase`. */
function applyHint(stage, phase, hint) {
    if (!hint)
        return { stage };
    const same = hint.phase === undefined || hint.phase === phase;
    let next = stage;
    if (same) {
        switch (hint.command) {
            case 'plan':
                next = 'just_started';
                break;
            case 'build':
                next = clampStage(stage, 'planned_not_built', 'building');
                break;
            case 'review':
                next = stage === 'review_in_progress' || stage === 'review_failed' ? stage : 'needs_review';
                break;
            case 'milestone':
                if (STAGE_ORDER[stage] >= STAGE_ORDER.needs_review)
                    next = 'milestone_complete';
                break;
            case 'start':
                break;
        }
    }
    else if (hint.command === 'plan' && hint.phase > phase && STAGE_ORDER[stage] < STAGE_ORDER.phase_complete) {
        next = 'phase_complete';
    }
    if (next === stage)
        return { stage };
    const target = hint.phase !== undefined ? `${hint.command} phase ${hint.phase}` : hint.command;
    return { stage: next, note: `the next step in STATE.md is to ${target}` };
}
function lastPhaseOfMilestone(roadmap) {
    const phases = currentMilestonePhases(roadmap);
    return phases.length > 0 ? phases[phases.length - 1].number : undefined;
}
const SOURCE_WORDS = {
    'phase-line': 'the Phase line',
    'status-line': 'the Status line',
    frontmatter: 'the frontmatter status',
    'milestone-line': 'the Milestone line',
    activity: 'the last activity',
    'next-steps': 'the next steps',
    roadmap: 'ROADMAP.md',
    none: 'nothing',
};
function milestoneLabel(fields, fm) {
    if (fields.milestone !== undefined)
        return plainStatus(fields.milestone) === '' ? undefined : fields.milestone.replaceAll('**', '').trim();
    if (fm.milestone === undefined)
        return undefined;
    return bounded(fm.milestoneName !== undefined ? `${fm.milestone} ${fm.milestoneName}` : fm.milestone);
}
function firstNonEmpty(lines) {
    const line = lines.find((l) => l.trim() !== '');
    return line === undefined ? undefined : bounded(line.trim());
}
function readStatePosition(stateText, roadmap) {
    if (typeof stateText !== 'string') {
        return { exists: false, position: 'no_project', status: 'unknown', source: 'none', how: 'STATE.md does not exist.' };
    }
    try {
        return read(stateText, roadmap);
    }
    catch {
        return { exists: true, position: 'unknown', status: 'unknown', source: 'none', how: 'STATE.md could not be read.' };
    }
}
function read(stateText, roadmap) {
    const doc = splitStateDocument(stateText);
    const fm = doc.frontmatter[0] ?? {};
    const block = firstSection(doc, POSITION_HEADINGS);
    const fields = positionFields(block ? block.lines : doc.sections.flatMap((s) => s.lines));
    const nexts = nextLines(doc, fields);
    const hint = nextStepHint(nexts);
    const phaseLine = fields.phase !== undefined ? parsePhaseValue(fields.phase) : undefined;
    const statusText = fields.status !== undefined ? plainStatus(fields.status) : undefined;
    const statusMentions = statusText !== undefined ? phaseMentions(statusText) : [];
    const result = {
        exists: true,
        position: 'unknown',
        status: statusText ?? (fm.status !== undefined ? plainStatus(fm.status) : 'unknown'),
        source: 'none',
        how: '',
    };
    const milestone = milestoneLabel(fields, fm);
    if (milestone !== undefined)
        result.milestone = milestone;
    const lastActivity = fields.lastActivity ?? fm.lastSession;
    if (lastActivity !== undefined)
        result.lastActivity = lastActivity;
    const nextAction = fields.nextAction ?? firstNonEmpty(nexts);
    if (nextAction !== undefined)
        result.nextAction = nextAction;
    // Milestone-level status: newest frontmatter, a Milestone line that says it is done, the body.
    let milestoneStatus;
    let milestoneSource = 'none';
    const fmStatus = fm.status !== undefined ? classifyMilestoneStatus(fm.status) : undefined;
    const milestoneLine = fields.milestone !== undefined ? classifyMilestoneStatus(fields.milestone) : undefined;
    const bodyStatus = statusText !== undefined && statusMentions.length === 0 ? classifyMilestoneStatus(statusText) : undefined;
    const phaseLineStatus = phaseLine && !phaseLine.number && phaseLine.status !== undefined ? classifyMilestoneStatus(phaseLine.status) : undefined;
    if (fmStatus !== undefined)
        [milestoneStatus, milestoneSource] = [fmStatus, 'frontmatter'];
    else if (milestoneLine === 'complete')
        [milestoneStatus, milestoneSource] = ['complete', 'milestone-line'];
    else if (bodyStatus !== undefined)
        [milestoneStatus, milestoneSource] = [bodyStatus, 'status-line'];
    else if (phaseLineStatus !== undefined)
        [milestoneStatus, milestoneSource] = [phaseLineStatus, 'phase-line'];
    let phase;
    let stage;
    const notes = [];
    // A. The position block names a phase.
    if (phaseLine?.number) {
        phase = phaseLine.number;
        result.phaseSource = 'phase-line';
    }
    else if (statusMentions.length > 0) {
        phase = statusMentions[0].number;
        result.phaseSource = 'status-line';
    }
    else if (fm.currentPhase) {
        phase = fm.currentPhase;
        result.phaseSource = 'frontmatter';
    }
    if (phase !== undefined) {
        if (phaseLine?.number === phase && phaseLine.status !== undefined) {
            stage = classifyPhaseStatus(phaseLine.status);
            if (stage)
                result.source = 'phase-line';
        }
        const about = statusText === undefined ? undefined : statusMentions.length > 0 ? segmentAbout(statusText, phase) : statusText;
        const statusStage = about !== undefined ? classifyPhaseStatus(about) : undefined;
        if (!stage && statusStage)
            [stage, result.source] = [statusStage, 'status-line'];
        // The review updates only the Status line: "(executed, pending review)" + "under review".
        if (stage === 'needs_review' && (statusStage === 'review_in_progress' || statusStage === 'review_failed')) {
            [stage, result.source] = [statusStage, 'status-line'];
        }
        if (!stage && milestoneStatus === 'complete')
            [stage, result.source] = ['milestone_complete', milestoneSource];
        if (!stage && milestoneStatus === 'initializing')
            [stage, result.source] = ['just_started', milestoneSource];
        if (phaseLine?.total !== undefined)
            result.totalPhases = phaseLine.total;
        if (phaseLine?.name !== undefined)
            result.phaseName = phaseLine.name;
    }
    else if (milestoneStatus === 'complete') {
        // B1. The milestone is done.
        stage = 'milestone_complete';
        result.source = milestoneSource;
        const last = latest(factsOf(activityLines(doc, fields, fm), false));
        if (last)
            [phase, result.phaseSource] = [last.phase, 'activity'];
    }
    else {
        // B2/B3. Starting milestone, or the prose.
        const activity = factsOf(activityLines(doc, fields, fm), false);
        const next = factsOf(nexts, true);
        const planHint = hintFact(hint);
        const all = milestoneStatus === 'initializing'
            ? [...next.filter((f) => f.stage === 'just_started'), ...(planHint ? [planHint] : [])]
            : [...activity, ...next, ...(planHint ? [planHint] : [])];
        const last = latest(all);
        if (last) {
            phase = last.phase;
            stage = last.stage;
            const fromActivity = activity.some((f) => f.phase === last.phase && f.stage === last.stage);
            result.source = fromActivity ? 'activity' : 'next-steps';
            result.phaseSource = fromActivity ? 'activity' : 'next-steps';
            if (milestoneStatus === 'initializing' && stage === 'just_started')
                result.source = milestoneSource;
        }
        else if (milestoneStatus === 'initializing') {
            stage = 'just_started';
            result.source = milestoneSource;
        }
        else if (statusText !== undefined) {
            // The spec's bare form: `Status: planned` and no phase anywhere.
            stage = classifyPhaseStatus(statusText);
            if (stage)
                result.source = 'status-line';
        }
    }
    // Second source: ROADMAP.md, when STATE.md says a milestone is starting or under way but not
    // which phase (an empty or unreadable STATE.md says nothing, and no phase is made up for it).
    const saysSomething = milestoneStatus === 'in_progress' || milestoneStatus === 'initializing' || stage !== undefined;
    if (phase === undefined && stage !== 'milestone_complete' && roadmap && saysSomething) {
        const open = openRoadmapPhases(roadmap)[0];
        if (open) {
            phase = open.number;
            result.phaseSource = 'roadmap';
        }
        else if (!stage && roadmap.milestones && roadmap.milestones.length > 0 && roadmap.currentMilestone === undefined) {
            stage = 'milestone_complete';
            result.source = 'roadmap';
        }
    }
    if (stage === 'phase_complete' && phase !== undefined) {
        const last = result.totalPhases ?? lastPhaseOfMilestone(roadmap);
        if (last !== undefined && last > 0 && phase === last) {
            stage = 'milestone_complete';
            notes.push(`phase ${phase} is the last phase${result.totalPhases !== undefined ? '' : ' of the milestone in ROADMAP.md'}`);
        }
    }
    if (stage && phase !== undefined) {
        const hinted = applyHint(stage, phase, hint);
        if (hinted.note)
            notes.push(hinted.note);
        stage = hinted.stage;
    }
    if (phase !== undefined) {
        result.phase = phase;
        if (result.phaseName === undefined && roadmap) {
            const name = phaseName(roadmap, phase);
            if (name !== undefined)
                result.phaseName = name;
        }
    }
    else
        delete result.phaseSource;
    if (stage)
        result.position = stage;
    else
        result.source = 'none';
    result.how = describe(result, notes);
    return result;
}
function describe(p, notes) {
    const where = p.phase !== undefined ? `phase ${p.phase}` : 'no phase';
    const parts = [`STATE.md: ${p.position.replaceAll('_', ' ')}, ${where}`];
    const from = [];
    if (p.source !== 'none')
        from.push(`position from ${SOURCE_WORDS[p.source]}`);
    if (p.phaseSource !== undefined && p.phaseSource !== p.source)
        from.push(`phase from ${SOURCE_WORDS[p.phaseSource]}`);
    if (from.length > 0)
        parts.push(` (${from.join(', ')})`);
    if (notes.length > 0)
        parts.push(`; ${notes.join('; ')}`);
    return `${parts.join('')}.`;
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
const suggestion_command_COMMAND_WORD = /^[a-z0-9][a-z0-9-]{0,63}$/;
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
    if (!suggestion_command_COMMAND_WORD.test(word))
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

;// CONCATENATED MODULE: ./src/core/state/context-suggestions.ts
/**
 * Context suggestions — STATE.md + ROADMAP.md text + `context_rules` →
 * lifecycle position and ranked next commands. Pure and total: it never throws and always
 * returns at least one suggestion (always at least one).
 *
 * The position is readStatePosition's (every STATE.md format Legion has written, ROADMAP.md as a
 * second source), so the suggestions follow the position read.
 *
 * Degradation:
 *   - STATE.md missing, project without phases → position 'no_project' (rule `no_project`)
 *   - STATE.md missing, project with phases    → position 'no_project', rule `unknown` (it is not
 *                                                a new project: nothing to start)
 *   - STATE.md without a readable position     → position 'unknown' (rule `unknown`)
 *   - context_rules missing / not a map        → DEFAULT_SUGGESTIONS (/legion:status, /legion:start)
 *   - no usable rule for the position          → DEFAULT_SUGGESTIONS
 *   - anything unexpected                      → ERROR_SUGGESTIONS (/legion:start, /legion:status)
 * A project with phases (ROADMAP.md lists phases, phase directories exist, or STATE.md names a
 * phase) never gets `/legion:start` among its suggestions: it is dropped from every list, and
 * `/legion:status` is suggested when nothing else is left.
 *
 * A rule is "usable" when `suggestions` is a non-empty array with at least one entry whose
 * `command` is a non-empty string (the spec's `!positionRules.suggestions` test, extended to the
 * empty array, which would otherwise break the non-empty invariant). Malformed entries are
 * skipped; priorities are 1.. over the kept entries.
 *
 * Interpolation: `{phase}` → phase || '?', `{phase_name}` → ROADMAP name ||
 * 'current phase', `{next_phase}` → the ROADMAP's next phase after `phase`, else (phase || 0) + 1.
 * It is applied to description, reason AND command (our config writes `/legion:plan
 * {next_phase}`), in a single pass, so a placeholder inside a substituted value (a phase name
 * containing `{phase}`) is never expanded again. For `just_started`, a rule written for a new
 * project (`/legion:plan 1`, "Plan Phase 1") is aimed at the phase to plan when that is not 1
 * (a new milestone starts at phase 24).
 */





/** The fallback when context_rules is missing or has no rule for the position. */
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
/** The answer when reading the state fails. */
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
/** Interpolation: single pass over `{phase}`, `{phase_name}`, `{next_phase}`. */
function interpolate(template, data) {
    if (typeof template !== 'string' || template === '')
        return '';
    const phase = typeof data.phase === 'number' && data.phase ? data.phase : 0;
    return template.replace(PLACEHOLDER, (_match, name) => {
        if (name === 'phase')
            return phase ? String(phase) : '?';
        if (name === 'phase_name')
            return data.phaseName ? data.phaseName : 'current phase';
        return String(typeof data.nextPhase === 'number' && data.nextPhase > 0 ? data.nextPhase : phase + 1);
    });
}
function copyDefaults(list) {
    return list.map((s) => ({ ...s }));
}
/** A position's suggestions from the config's context_rules (untrusted data). */
function mapPositionToSuggestions(position, data, contextRules) {
    if (!isDict(contextRules) || !Object.prototype.hasOwnProperty.call(contextRules, position)) {
        return copyDefaults(DEFAULT_SUGGESTIONS);
    }
    const rule = contextRules[position];
    const list = isDict(rule) ? rule['suggestions'] : undefined;
    if (!Array.isArray(list))
        return copyDefaults(DEFAULT_SUGGESTIONS);
    const out = [];
    for (const entry of list) {
        if (out.length >= MAX_SUGGESTIONS_PER_RULE)
            break;
        if (!isDict(entry))
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
const PHASE_ONE = /\b(phase) 1\b(?![.\d])/gi;
/** `just_started` rules name phase 1 (a new project); aim them at `target` instead. */
function aimAtPhase(list, target) {
    return list.map((s) => {
        const request = suggestionToRequest(s.command);
        const command = request && request.command === 'plan' && request.phase === '1' ? s.command.replace(/ 1$/, ` ${target}`) : s.command;
        return {
            ...s,
            command,
            description: s.description.replace(PHASE_ONE, `$1 ${target}`),
            reason: s.reason.replace(PHASE_ONE, `$1 ${target}`),
        };
    });
}
function isStart(s) {
    return suggestionToRequest(s.command)?.command === 'start';
}
/** Drop `/legion:start` from a project that has phases; never leave the list empty. */
function withoutStart(list) {
    const kept = list.filter((s) => !isStart(s)).map((s, i) => ({ ...s, priority: i + 1 }));
    return kept.length > 0 ? kept : copyDefaults(DEFAULT_SUGGESTIONS).filter((s) => !isStart(s));
}
function getContextSuggestions(stateText, roadmapText, contextRules, options = {}) {
    let hasPhases = false;
    try {
        const roadmap = parseRoadmap(roadmapText);
        const dirs = typeof options?.phaseDirectories === 'number' ? options.phaseDirectories : 0;
        const reading = readStatePosition(stateText, roadmap);
        hasPhases = roadmap.phases.length > 0 || dirs > 0 || reading.phase !== undefined;
        const position = reading.position;
        let how = reading.how;
        const phase = reading.phase;
        // STATE.md missing in a project with phases: not a new project, so not the no_project rule.
        let rulePosition = position;
        if (!reading.exists && hasPhases) {
            rulePosition = 'unknown';
            how = 'STATE.md does not exist, but the project has phases: suggestions for an unknown position.';
        }
        const data = {};
        if (phase !== undefined)
            data.phase = phase;
        if (reading.phaseName !== undefined && phase === reading.phase)
            data.phaseName = reading.phaseName;
        const next = nextRoadmapPhase(roadmap, phase);
        if (next !== undefined)
            data.nextPhase = next;
        let suggestions = mapPositionToSuggestions(rulePosition, data, contextRules);
        if (position === 'just_started' && phase !== undefined && phase !== 1)
            suggestions = aimAtPhase(suggestions, phase);
        if (hasPhases)
            suggestions = withoutStart(suggestions);
        const result = {
            position,
            currentPosition: {
                phase: phase || null,
                status: reading.status || 'unknown',
                lastActivity: reading.lastActivity || null,
            },
            suggestions,
            rawState: parseStateMd(stateText),
            reading,
            how,
        };
        if (data.phaseName !== undefined)
            result.phaseName = data.phaseName;
        return result;
    }
    catch {
        const suggestions = copyDefaults(ERROR_SUGGESTIONS);
        return {
            position: 'unknown',
            currentPosition: { phase: null, status: 'unknown', lastActivity: null },
            suggestions: hasPhases ? withoutStart(suggestions) : suggestions,
            rawState: { exists: false },
            how: 'STATE.md could not be read.',
        };
    }
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

;// CONCATENATED MODULE: ./src/core/intent/help-text.ts
/**
 * `/legion help` (and `--help` on any command): the commands, this repository's intent flags with
 * their descriptions, the labels that stand for them, and examples. Pure: built from the config.
 * Every config string is cut and stripped of line breaks; the shells escape it for Markdown.
 */

const COMMAND_HELP = [
    ['build [N]', "run the phase's plans the pull request touches, wave by wave (done plans skipped)"],
    ['review [N]', 'run the review panel over the phase (spec, correctness, quality, security)'],
    ['plan N', 'plan a phase'],
    ['status', 'where the project stands (STATE.md, ROADMAP.md) and what to run next'],
    ['continue (or next)', 'run the next step for the project’s state'],
    ['quick <task>', 'one small task'],
    ['advise <question>', 'ask for advice'],
    ['explore <idea>', 'shape an idea before planning'],
    ['start', 'set up a Legion project'],
    ['retry', 'run again the plans that failed in the last report on this pull request'],
    ['help', 'this help'],
];
const GLOBAL_HELP = {
    '--dry-run': 'route and report, run nothing',
    '--phase': '--phase=N: the phase to route',
    '--sha': '--sha=<7-40 hex>: the pull request head this command approves',
    '--rerun': 'run plans that are done (their SUMMARY.md exists) again',
    '--unsafe-unknown-flags': 'let unknown flags through instead of failing',
    '--plan': '--plan=NN-PP[,NN-PP]: build only these plans (and their unfinished dependencies)',
};
const oneLine = (text, max = 120) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
function helpText(config, options) {
    const { trigger } = options;
    const lines = ['Commands:', ...COMMAND_HELP.map(([command, what]) => `  ${trigger} ${command.padEnd(20)} ${what}`), '', 'Flags of this repository (intent-teams.yaml):'];
    for (const [key, definition] of Object.entries(config.intents)) {
        const flag = intentFlagName(key, definition);
        lines.push(`  ${flag.padEnd(22)} ${oneLine(definition.description || key)} (with ${intentCommand(key, config)})`);
    }
    lines.push('', 'Flags of every command:');
    for (const flag of GLOBAL_FLAGS)
        lines.push(`  ${flag.padEnd(22)} ${GLOBAL_HELP[flag]}`);
    const prefix = options.labelPrefix ?? '';
    const labels = Object.entries(config.intents).map(([key, definition]) => `${prefix}${intentFlagName(key, definition).slice(2)}`);
    lines.push('', `Labels: ${labels.join(', ')} (on a pull request, a label stands for its flag)`);
    lines.push('', 'Examples:', `  ${trigger} build --skip-frontend`, `  ${trigger} review --just-security`, `  ${trigger} harden the auth code`, `  ${trigger} build 2 --dry-run`, `  ${trigger} build --plan=01-02`, `  ${trigger} retry`);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/core/intent/parse-flags.ts



const TRUE_VALUES = new Set(['', 'true', '1', 'yes', 'on']);
const FALSE_VALUES = new Set(['false', '0', 'no', 'off']);
const MAX_SHOWN_TOKEN = 64;
/** A plan id as `--plan` takes it: `NN-PP`, each part 1–4 digits (`01-02`, `1-2`). */
const PLAN_ID_PATTERN = /^\d{1,4}-\d{1,4}$/;
/** Most plan ids one request may name. */
const MAX_NAMED_PLANS = 256;
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
 * Flag parsing, strict. Rules: `--x` and `--x=true` turn a flag on, `--x=false` turns it
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
        // `--plan` may be given more than once: the ids add up (a duplicate id is harmless).
        if (name === '--plan') {
            const problem = addPlanIds(parsed, value);
            if (problem !== null)
                errors.push({ code: error_codes/* ErrorCode */.O4.INVALID_FLAG_VALUE, severity: 'blocker', message: problem, hint: 'Use --plan=NN-PP, or several: --plan=01-02,01-03.' });
            continue;
        }
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
                message: suggestion ? `Unknown flag: ${shown(name)}. Did you mean ${suggestion}?` : `Unknown flag: ${shown(name)}. Valid flags: ${allFlags.join(', ')}`,
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
/**
 * Add the ids of one `--plan=` value to `parsed.plans`; a message when the value is not a
 * comma-separated list of `NN-PP` ids (nothing is added then).
 */
function addPlanIds(parsed, value) {
    const usage = 'Use --plan=NN-PP[,NN-PP…] with plan ids as in the file names (01-02 for 01-02-PLAN.md).';
    if (value === undefined || value.trim() === '')
        return `--plan needs plan ids: ${value === undefined ? 'no value' : 'an empty value'}. ${usage}`;
    const ids = value.split(',').map((id) => id.trim());
    const bad = ids.find((id) => !PLAN_ID_PATTERN.test(id));
    if (bad !== undefined)
        return `Invalid plan id in --plan: ${bad === '' ? 'an empty item' : `'${shown(bad)}'`}. ${usage}`;
    const plans = (parsed.plans ??= []);
    for (const id of ids)
        if (!plans.includes(id))
            plans.push(id);
    if (plans.length > MAX_NAMED_PLANS)
        return `--plan names ${plans.length} plans; at most ${MAX_NAMED_PLANS} can be named at once. Route the phase with build instead.`;
    return null;
}
/** An intent typed as `--just-…` (a primary intent) rather than a `--skip-…` filter. */
function isJustIntent(intent, config) {
    for (const [flag, key] of flagToIntentMap(config)) {
        if (key === intent)
            return !flag.startsWith('--skip-');
    }
    return false;
}

;// CONCATENATED MODULE: ./src/core/intent/plan-flag-rules.ts
/**
 * The rules of `--plan=NN-PP[,NN-PP…]` that the intent stage can check without the repository
 * (whether the plans exist is checked by the plans route, src/core/plans/named-plans.ts). Pure.
 *
 * - `--plan` routes plans of a phase: it goes with `build` (a request with `--plan` and no command
 *   is a build);
 * - it names the plans itself, so it takes no intent flag (`--skip-frontend`, `--just-harden`):
 *   a filter could drop a plan that was named, which would be a named plan silently not run;
 * - a route runs one phase: every id's `NN-` is that phase, and `--phase=N` (or `build N`), when
 *   given, must be the same number.
 */

const phaseOf = (id) => Number(id.slice(0, id.indexOf('-')));
function checkPlanFlag(flags, command, requestedPhase, config, trigger) {
    const ids = flags.plans ?? [];
    if (ids.length === 0)
        return { errors: [], suggestions: [] };
    const errors = [];
    const suggestions = [];
    const shownIds = ids.slice(0, 5).join(',');
    if (command !== 'build') {
        errors.push(`--plan selects plans to build; it does not work with ${command === '' ? 'no command' : command}.`);
        suggestions.push(`Use ${trigger} build --plan=${shownIds}`);
    }
    if (flags.intents.length > 0) {
        const named = flags.intents.map((intent) => intentFlagName(intent, config.intents[intent]));
        errors.push(`--plan names the plans to run, so it cannot be combined with ${named.join(', ')} (a filter could drop a plan you named).`);
        suggestions.push(`Use ${trigger} build --plan=${shownIds} alone, or ${trigger} build ${named.join(' ')} without --plan`);
    }
    const phases = [...new Set(ids.map(phaseOf))];
    if (phases.length > 1) {
        errors.push(`--plan names plans of ${phases.length} phases (${phases.slice(0, 5).join(', ')}); a route runs the plans of one phase.`);
        suggestions.push('Name plans of one phase, and route the other phase in another command');
        return { errors, suggestions };
    }
    const phase = String(phases[0]);
    if (requestedPhase !== undefined && requestedPhase !== '' && Number(requestedPhase) !== Number(phase)) {
        errors.push(`--plan names plans of phase ${phase}, but the request asks for phase ${requestedPhase}.`);
        suggestions.push(`Drop the phase, or name plans of phase ${requestedPhase}`);
    }
    return { errors, suggestions, phase };
}

;// CONCATENATED MODULE: ./src/core/intent/validate-flags.ts

function pairKey(a, b) {
    return [a, b].sort().join('\u0000');
}
/**
 * Flag combinations. Rules come from the config's `validation:` section
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
/** The 'Intent Validation Failed' error format, shown in the step log, the job summary and the reply comment. */
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
const resolve_intent_COMMANDS = ROUTER_COMMANDS;
/** The flags that are on, as the outputs show them. */
function shownFlags(flags) {
    return [
        ...flags.parsed.rawFlags,
        ...(flags.parsed.dryRun ? ['--dry-run'] : []),
        ...(flags.parsed.rerun ? ['--rerun'] : []),
        ...(flags.parsed.plans ?? []).map((id) => `--plan=${id}`),
    ];
}
/** Commands that resolve here before the natural-language stage (not in ROUTER_COMMANDS). */
const OWN_COMMANDS = ['help', 'retry'];
function isKnownCommand(command, config) {
    // The same list the natural-language stage knows (src/core/nl/interpret-request-text.ts).
    return resolve_intent_COMMANDS.includes(command) || Object.hasOwn(config.command_routes, command);
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
    return getContextSuggestions(context.stateText, context.roadmapText, context.config.context_rules, { phaseDirectories: context.phaseDirectories ?? 0 });
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
function nlOutcome(text, interpretation, trigger) {
    const { result } = interpretation;
    return {
        text: text.slice(0, 200),
        tier: interpretation.kind === 'unclear' ? interpretation.tier : result.tier,
        confidence: interpretation.confidence,
        candidates: (interpretation.kind === 'unclear' ? interpretation.candidates : result.candidates)
            .slice(0, 3)
            .map((c) => ({ command: [trigger, c.command, ...c.flags].join(' '), confidence: c.confidence })),
        explanation: [formatExplanation(interpretation.explanation)].filter((line) => line !== ''),
    };
}
function resolve_intent_unclear(report, interpretation, text, context) {
    const { trigger } = context;
    const lines = [];
    const nl = interpretation;
    const candidates = nl.candidates.slice(0, 3).map((c) => [trigger, c.command, ...c.flags].join(' '));
    if (nl.tier === 'MEDIUM' && candidates.length > 0) {
        lines.push(`Not sure what "${text.slice(0, 80)}" means (confidence ${nl.confidence.toFixed(2)}). Did you mean:`, '', ...candidates.map((c) => `    ${c}`));
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
function helpIntent(report, context) {
    const parsed = parseIntentFlags([], context.config).parsed;
    const intent = {
        ...report,
        confidence: 1,
        kind: 'status',
        command: 'help',
        intent: '',
        mode: 'none',
        flags: parsed,
        shownFlags: [],
        dryRun: false,
        text: '',
        message: helpText(context.config, { trigger: context.trigger }),
    };
    return { ok: true, intent };
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
    // `help`, or `--help` on any command: the help text, nothing routed.
    if (request.command.toLowerCase() === 'help' || request.flagTokens.some((token) => token.toLowerCase() === '--help')) {
        return helpIntent(report, context);
    }
    if (request.command.toLowerCase() === 'retry')
        return retryIntent(report, request, context);
    const typed = typedCommandOf(request.command, request.text, config);
    let command = typed.typedCommand;
    const text = typed.text;
    let flagTokens = [...request.flagTokens];
    let flags = parseIntentFlags(flagTokens, config);
    if (flags.errors.length > 0)
        return flagFailure(report, flags, command);
    report = { ...report, confidence: 1 };
    if (text !== '') {
        const compiled = context.naturalLanguage();
        const interpretation = interpretRequestText(command, text, compiled);
        const reading = formatExplanation(interpretation.explanation);
        report = {
            ...report,
            naturalLanguage: nlOutcome(text, interpretation, trigger),
            diagnostics: [
                ...report.diagnostics,
                ...compiled.problems.slice(0, 5).map((p) => ({
                    code: error_codes/* WarningCode */.qN.NL_PATTERN_UNUSABLE,
                    severity: 'warning',
                    message: `intent-teams.yaml ${p.source}.${p.key}: the ${p.kind} ${JSON.stringify(p.text.slice(0, 60))} is skipped (${p.reason}).`,
                    hint: 'Fix or remove that entry; the rest of the section is used.',
                })),
                ...(reading !== '' ? [{ code: error_codes/* InfoCode */.eS.NL_TEXT_READING, severity: 'info', message: `How the text was read: ${reading.slice(0, 600)}` }] : []),
            ],
        };
        const shown = `"${text.slice(0, 80)}"`;
        switch (interpretation.kind) {
            case 'unclear': {
                const words = text.split(/\s+/);
                const near = command === '' && words.length === 1 ? closestMatch(words[0].toLowerCase(), [...resolve_intent_COMMANDS, ...OWN_COMMANDS, ...Object.keys(config.command_routes)], 2) : null;
                if (near)
                    return rejection(report, error_codes/* ErrorCode */.O4.UNKNOWN_COMMAND, `Unknown command: ${words[0].slice(0, 40)}. Did you mean ${trigger} ${near}? (${trigger} help lists the commands.)`);
                return resolve_intent_unclear(report, interpretation, command === '' ? text : `${command} ${text}`, context);
            }
            case 'cross-command': {
                const message = `You ran ${trigger} ${command}, but your input ${shown} matches ${trigger} ${interpretation.command}.\nDid you mean to run ${trigger} ${[interpretation.command, ...interpretation.flags].join(' ')} instead?`;
                return rejection({ ...report, confidence: interpretation.confidence }, error_codes/* ErrorCode */.O4.UNCLEAR_INTENT, message, command, [
                    { code: error_codes/* WarningCode */.qN.CROSS_COMMAND, severity: 'warning', message: message.replace('\n', ' ') },
                ]);
            }
            case 'route': {
                const typedFirst = command;
                command = interpretation.command;
                flagTokens = [...flagTokens, ...interpretation.flags];
                flags = parseIntentFlags(flagTokens, config);
                if (flags.errors.length > 0)
                    return flagFailure(report, flags, command);
                const how = typedFirst === '' ? `→ ${[trigger, command, ...interpretation.flags].join(' ')}` : `added ${interpretation.flags.join(' ') || 'nothing'} to ${trigger} ${typedFirst}`;
                report = {
                    ...report,
                    ...(typedFirst === '' ? { confidence: interpretation.confidence } : {}),
                    notes: [...report.notes, `Natural language ${shown} ${how} (HIGH, ${interpretation.confidence.toFixed(2)}).`],
                };
                break;
            }
            case 'unchanged':
                report = { ...report, notes: [...report.notes, `Free text ${shown} did not change the route (natural-language confidence ${interpretation.tier}).`] };
                break;
        }
    }
    if (command === '')
        command = flags.parsed.primaryIntent ? intentCommand(flags.parsed.primaryIntent, config) : flags.parsed.plans ? 'build' : 'status';
    report = { ...report, diagnostics: [...report.diagnostics, ...flags.notes] };
    // `--plan`: with build only, no intent flag, one phase (continue checks the command it routes).
    const planCheck = command === 'continue' ? null : checkPlanFlag(flags.parsed, command, flags.parsed.phase ?? request.phase, config, trigger);
    if (planCheck && planCheck.errors.length > 0) {
        return rejection(report, error_codes/* ErrorCode */.O4.VALIDATION_FAILED, formatValidationFailure(planCheck.errors, planCheck.suggestions), command);
    }
    if (command === 'status')
        return statusIntent(report, flags, context);
    if (command === 'continue')
        return continueIntent(request, report, flags, flagTokens, context, depth);
    const validation = validateFlagCombination(flags.parsed, command, config, trigger);
    if (!validation.valid) {
        return rejection(report, error_codes/* ErrorCode */.O4.VALIDATION_FAILED, formatValidationFailure(validation.errors, validation.suggestions), command);
    }
    const primary = flags.parsed.primaryIntent;
    const intentMode = primary ? (config.intents[primary]?.mode ?? 'ad_hoc') : 'standard';
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
    const phase = planCheck?.phase ?? flags.parsed.phase ?? request.phase;
    if (phase !== undefined)
        intent.phaseRequest = phase;
    return { ok: true, intent };
}
/**
 * `/legion retry [--dry-run] [--sha=<hex>]`: a build whose plans the shell takes from the last
 * report on the pull request (see RetryRequest). It takes no plans, phase, intent or text of its
 * own: those come from the report, and anything typed besides would be ignored.
 */
function retryIntent(report, request, context) {
    const { config, trigger } = context;
    const flags = parseIntentFlags(request.flagTokens, config);
    if (flags.errors.length > 0)
        return flagFailure(report, flags, 'retry');
    const errors = [];
    if (request.text.trim() !== '')
        errors.push(`retry takes no text (got "${request.text.trim().slice(0, 40)}").`);
    if (flags.parsed.plans)
        errors.push('retry takes its plans from the last report; --plan cannot be added.');
    if (flags.parsed.phase !== undefined || request.phase !== undefined)
        errors.push('retry takes its phase from the plans of the last report; a phase cannot be given.');
    if (flags.parsed.intents.length > 0)
        errors.push(`retry runs the reported plans as they are; ${flags.parsed.rawFlags.join(', ')} cannot be added.`);
    if (flags.parsed.rerun)
        errors.push('retry runs the reported plans whether or not they are done; --rerun cannot be added.');
    if (errors.length > 0) {
        return rejection({ ...report, diagnostics: [...report.diagnostics, ...flags.notes] }, error_codes/* ErrorCode */.O4.VALIDATION_FAILED, formatValidationFailure(errors, [`Use ${trigger} retry, or ${trigger} build --plan=NN-PP to name plans`]), 'retry');
    }
    const intent = {
        ...report,
        diagnostics: [...report.diagnostics, ...flags.notes],
        confidence: 1,
        kind: 'plans',
        command: 'build',
        intent: '',
        mode: 'standard',
        flags: flags.parsed,
        shownFlags: shownFlags(flags),
        dryRun: Boolean(context.dryRun) || flags.parsed.dryRun,
        text: '',
        retry: {},
    };
    return { ok: true, intent };
}
function continueIntent(request, report, flags, flagTokens, context, depth) {
    const suggestions = contextOf(context);
    if (suggestions.position === 'no_project') {
        return rejection(withPosition(report, suggestions, context.trigger), error_codes/* ErrorCode */.O4.NO_PROJECT, (context.phaseDirectories ?? 0) > 0
            ? `Nothing to continue: ${context.planningDir}/STATE.md does not exist, so the next step is not known.\nName it: ${context.trigger} build --phase=N, or ${context.trigger} status to see where the project stands.`
            : `Nothing to continue: ${context.planningDir}/STATE.md does not exist.\nStart with ${context.trigger} start, or describe the task: ${context.trigger} <what you want done>.`, 'continue');
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
            intent: {
                ...intent,
                notes: [...shown.notes, note, ...intent.notes],
                diagnostics: [...shown.diagnostics, ...intent.diagnostics],
                position: shown.position,
                suggestions: shown.suggestions,
            },
        };
    }
    const { rejection: rejected } = resolved;
    return {
        ok: false,
        rejection: {
            ...rejected,
            notes: [...shown.notes, note, ...rejected.notes],
            diagnostics: [...shown.diagnostics, ...rejected.diagnostics],
            position: shown.position,
            suggestions: shown.suggestions,
        },
    };
}

// EXTERNAL MODULE: ./src/core/request/event-names.ts
var event_names = __webpack_require__(1960);
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
const DERIVABLE_FIELDS = ['plan', 'phase', 'agents', 'depends_on', 'files', 'unsafe_values_omitted', 'changed_files', 'changed_files_list', 'changed_files_more'];
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
    const attempts = [
        { shrink: 'none', jobs: maxJobs },
        { shrink: 'slim', jobs: maxJobs },
    ];
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
                    ? 'To keep the outputs within GitHub\u2019s 1 MiB limit, plan entries leave out the fields a job can read from the plan file (slim: true; plan, phase, agents, depends_on, files, counts, and changed_files, changed_files_list, changed_files_more: the changed-files-list output still lists every changed file).'
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

;// CONCATENATED MODULE: ./src/core/matrix/changed-files-list.ts
/**
 * The `changed-files-list` output: every changed file of the route, one path per line, each line
 * safe for a shell. Pure.
 *
 * Encoding of one path (a JavaScript string, as the API or git gave it):
 *
 * - **Plain**: a path made only of `A-Z a-z 0-9 . _ / + @ : , = -` is written as it is.
 * - **Quoted**: any other path is written between double quotes, with every byte of its UTF-8
 *   encoding outside that set (space, quote, backslash, `$`, a backtick, a line break, a control
 *   character, non-ASCII …) as a backslash and three octal digits (`a b` → `"a\040b"`, `é` →
 *   `"\303\251"`), like git's `core.quotePath` but escaping more. A lone UTF-16 surrogate (a name
 *   that is not valid Unicode) is written as its 3-byte WTF-8 form.
 *
 * So every line is one shell word that expands to itself: no whitespace, no quote that closes,
 * no `$`, backtick, glob character, `;`, `|`, `&`, `<`, `>`, `(`, `)` or line break inside it;
 * the output is newline-separated and has no NUL. A line that starts with `"` is quoted (no plain
 * path starts with `"`). When the list had to be cut, the last line is `#truncated:<N>` (N paths
 * left out; no path line starts with `#`). {@link decodeChangedFileLine} is the inverse.
 */
/** Characters a plain line may hold. */
const PLAIN = /^[A-Za-z0-9._/+@:,=-]+$/;
const PLAIN_CHAR = /[A-Za-z0-9._/+@:,=-]/;
const TRUNCATED_PREFIX = '#truncated:';
/** WTF-8 bytes of a string: UTF-8, with lone surrogates encoded as if they were code points. */
function wtf8Bytes(text) {
    const bytes = [];
    for (let i = 0; i < text.length; i++) {
        let code = text.charCodeAt(i);
        if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
            const low = text.charCodeAt(i + 1);
            if (low >= 0xdc00 && low <= 0xdfff) {
                code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                i += 1;
            }
        }
        if (code < 0x80)
            bytes.push(code);
        else if (code < 0x800)
            bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
        else if (code < 0x10000)
            bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
        else
            bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    }
    return bytes;
}
/** The string of WTF-8 bytes (the inverse of {@link wtf8Bytes}); null when they are not WTF-8. */
function fromWtf8(bytes) {
    let out = '';
    for (let i = 0; i < bytes.length;) {
        const first = bytes[i];
        let need;
        if (first < 0x80)
            need = 0;
        else if (first >= 0xc2 && first <= 0xdf)
            need = 1;
        else if (first >= 0xe0 && first <= 0xef)
            need = 2;
        else if (first >= 0xf0 && first <= 0xf4)
            need = 3;
        else
            return null;
        let code = need === 0 ? first : first & (0x3f >> need);
        for (let k = 1; k <= need; k++) {
            const next = bytes[i + k];
            if (next === undefined || (next & 0xc0) !== 0x80)
                return null;
            code = (code << 6) | (next & 0x3f);
        }
        const min = [0, 0x80, 0x800, 0x10000][need];
        if (code < min || code > 0x10ffff)
            return null;
        out += String.fromCodePoint(code);
        i += need + 1;
    }
    return out;
}
/** One path as a line of the output. */
function encodeChangedFilePath(path) {
    if (PLAIN.test(path))
        return path;
    let out = '"';
    for (const byte of wtf8Bytes(path)) {
        const char = String.fromCharCode(byte);
        out += byte < 0x80 && PLAIN_CHAR.test(char) ? char : `\\${byte.toString(8).padStart(3, '0')}`;
    }
    return `${out}"`;
}
/** The path a line stands for; null for the `#truncated:` line and for lines that are not an encoded path. */
function decodeChangedFileLine(line) {
    if (PLAIN.test(line))
        return line;
    if (line.length < 2 || !line.startsWith('"') || !line.endsWith('"'))
        return null;
    const bytes = [];
    const body = line.slice(1, -1);
    for (let i = 0; i < body.length; i++) {
        const char = body[i];
        if (char === '\\') {
            const octal = body.slice(i + 1, i + 4);
            if (!/^[0-3][0-7]{2}$/.test(octal))
                return null;
            bytes.push(parseInt(octal, 8));
            i += 3;
        }
        else if (PLAIN_CHAR.test(char))
            bytes.push(char.charCodeAt(0));
        else
            return null;
    }
    return fromWtf8(bytes);
}
/**
 * The output for `paths` within `maxChars` UTF-16 code units (the job-output budget left after
 * every other output, in characters). Paths are written in order; when they do not all fit, as
 * many as fit are written, followed by a `#truncated:<N>` line, within the budget too.
 */
function fitChangedFilesList(paths, maxChars) {
    const lines = paths.map(encodeChangedFilePath);
    const total = lines.reduce((sum, line) => sum + line.length, 0) + Math.max(0, lines.length - 1);
    if (total <= maxChars)
        return { value: lines.join('\n'), written: lines.length, omitted: 0 };
    // The truncation line's length depends on the count, which is at most paths.length.
    const reserve = TRUNCATED_PREFIX.length + String(paths.length).length;
    let used = 0;
    let written = 0;
    for (const line of lines) {
        const cost = line.length + 1; // the line and the newline after it
        if (used + cost + reserve > maxChars)
            break;
        used += cost;
        written += 1;
    }
    if (reserve > maxChars)
        return { value: '', written: 0, omitted: paths.length };
    const omitted = paths.length - written;
    return { value: [...lines.slice(0, written), `${TRUNCATED_PREFIX}${omitted}`].join('\n'), written, omitted };
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
 * `open(2)` flags for every read: never follow a symbolic link at the last component, and never
 * wait — a FIFO opened for reading would block until a writer appears (#11 R08: a FIFO at
 * STATE.md hung the action). `O_NOFOLLOW` / `O_NONBLOCK` are 0 where the platform lacks them; the
 * lstat check before the open covers that case.
 */
const OPEN_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
/** `.git` in any case, and Windows spellings of it (`.git.`, `.git ` and the 8.3 name `GIT~1`). */
function isGitDirName(name) {
    const lower = name.toLowerCase().replace(/[. ]+$/, '');
    return lower === '.git' || lower === 'git~1';
}
/** `… is not a regular file`, naming the kind when it is one people may not expect. */
function notRegular(label, stat) {
    const kind = stat.isFIFO() ? 'a FIFO (named pipe)' : stat.isCharacterDevice() || stat.isBlockDevice() ? 'a device' : stat.isSocket() ? 'a socket' : '';
    return kind ? `${label} is not a regular file (${kind})` : `${label} is not a regular file`;
}
const repo_reader_fail = (reason, message) => ({ ok: false, reason, message });
/**
 * Open `path` as a regular file and read at most `maxBytes` of it: the file must be a regular
 * file both before the open (lstat: no symbolic link, FIFO, socket or device is ever opened) and
 * after it (fstat on the open descriptor), opened with `O_NOFOLLOW | O_NONBLOCK`. `label` names
 * the file in messages. Never throws.
 *
 * Exported for inputs that name a file outside the repository (a `changed-files-file` input in
 * RUNNER_TEMP, for instance): they get the same checks.
 */
function readRegularFile(path, label, maxBytes = MAX_FILE_BYTES) {
    let fd;
    try {
        const before = (0,external_node_fs_.lstatSync)(path);
        if (before.isSymbolicLink())
            return repo_reader_fail('symlink', `${label} is a symbolic link; legion-router does not follow symbolic links`);
        if (!before.isFile())
            return repo_reader_fail('not-file', notRegular(label, before));
        fd = (0,external_node_fs_.openSync)(path, OPEN_FLAGS);
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile())
            return repo_reader_fail('not-file', notRegular(label, stat));
        if (stat.size > maxBytes)
            return repo_reader_fail('too-large', `${label} is ${stat.size} bytes, over the ${maxBytes}-byte limit`);
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
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return repo_reader_fail('missing', `${label} not found`);
        if (code === 'ELOOP' || code === 'EMLINK')
            return repo_reader_fail('symlink', `${label} is a symbolic link; legion-router does not follow symbolic links`);
        if (code === 'EISDIR')
            return repo_reader_fail('not-file', `${label} is not a regular file`);
        if (code === 'EAGAIN' || code === 'ENXIO' || code === 'EWOULDBLOCK')
            return repo_reader_fail('not-file', `${label} is not a regular file`);
        return repo_reader_fail('unreadable', `${label} cannot be read (${code ?? 'error'})`);
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * Reads repository files for the router. Paths are repository-relative; every file and every
 * directory on the way to it must be what it claims to be:
 * - no component may be a symbolic link — not even one that stays inside the workspace (a
 *   committed `.planning/config/intent-teams.yaml -> ../../.git/config` used to be followed and
 *   its credential echoed in a YAML error, #11 I09);
 * - nothing under a `.git` directory is read, whatever the path says;
 * - only regular files are opened, without blocking (no FIFO, socket or device);
 * - `..` and absolute paths are refused; files over {@link MAX_FILE_BYTES} are refused;
 * - no read throws.
 * Symbolic links are reported, never silently skipped: a plan that is a link is refused (E076, or W085 when kept), a
 * config that is one its W011 / E030, a STATE.md its W034.
 */
class RepoReader {
    root;
    realRoot;
    /** Repository-relative directory → null when it is a real directory, else why it is not. */
    directoryCache = new Map();
    constructor(root) {
        this.root = (0,external_node_path_.resolve)(root);
        let real = this.root;
        try {
            // The workspace itself may be reached through a link (the runner's own layout): resolved
            // once, here; nothing below it is ever resolved again.
            real = external_node_fs_.realpathSync.native(this.root);
        }
        catch {
            // root missing: every read reports 'missing'
        }
        this.realRoot = real;
    }
    /** For a refused link, where it points, in the message's words (never the target's content). */
    linkMessage(relPath, linkPath) {
        let outside = false;
        try {
            const target = external_node_fs_.realpathSync.native((0,external_node_path_.join)(this.realRoot, ...linkPath.split('/')));
            const rel = (0,external_node_path_.relative)(this.realRoot, target);
            outside = rel === '..' || rel.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(rel);
        }
        catch {
            // a dangling link: reported as a link
        }
        const what = linkPath === relPath ? relPath : `${relPath}: ${linkPath}`;
        return outside
            ? repo_reader_fail('outside', `${what} is a symbolic link to a file outside the repository; it is not read`)
            : repo_reader_fail('symlink', `${what} is a symbolic link; symbolic links in the repository are not followed (commit the file itself)`);
    }
    /** Check a repository-relative directory: exists, is a directory, is no link, is not .git. */
    checkDirectory(dir) {
        const cached = this.directoryCache.get(dir);
        if (cached !== undefined)
            return cached;
        const slash = dir.lastIndexOf('/');
        let verdict = slash > 0 ? this.checkDirectory(dir.slice(0, slash)) : null;
        if (verdict === null) {
            try {
                const stat = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(this.realRoot, ...dir.split('/')));
                if (stat.isSymbolicLink())
                    verdict = this.linkMessage(dir, dir);
                else if (!stat.isDirectory())
                    verdict = repo_reader_fail('missing', `${dir} is not a directory`);
            }
            catch (error) {
                const code = error.code;
                verdict = code === 'ENOENT' || code === 'ENOTDIR' ? repo_reader_fail('missing', `${dir} not found`) : repo_reader_fail('unreadable', `${dir} cannot be read (${code ?? 'error'})`);
            }
        }
        this.directoryCache.set(dir, verdict);
        return verdict;
    }
    /** Validate a repository-relative path; the absolute path to open, or why not. */
    locate(relPath) {
        const parts = relPath.split(/[\\/]/);
        if (relPath === '' || (0,external_node_path_.isAbsolute)(relPath) || parts.includes('..') || relPath.includes('\0')) {
            return { error: repo_reader_fail('outside', `${relPath} is outside the repository`) };
        }
        const clean = parts.filter((part) => part !== '' && part !== '.');
        if (clean.length === 0)
            return { error: repo_reader_fail('outside', `${relPath} is outside the repository`) };
        if (clean.some(isGitDirName))
            return { error: repo_reader_fail('git-dir', `${relPath} is inside a .git directory; legion-router never reads it`) };
        const normalised = clean.join('/');
        const slash = normalised.lastIndexOf('/');
        if (slash > 0) {
            const problem = this.checkDirectory(normalised.slice(0, slash));
            if (problem && !problem.ok) {
                if (problem.reason === 'missing')
                    return { error: repo_reader_fail('missing', `${relPath} not found`) };
                // Name the file asked for, and what is wrong on the way to it.
                return { error: repo_reader_fail(problem.reason, `${relPath}: ${problem.message}`) };
            }
        }
        return { path: (0,external_node_path_.join)(this.realRoot, ...clean) };
    }
    readText(relPath, maxBytes = MAX_FILE_BYTES) {
        const located = this.locate(relPath);
        if ('error' in located)
            return located.error;
        const read = readRegularFile(located.path, relPath, maxBytes);
        if (!read.ok && read.reason === 'symlink')
            return this.linkMessage(relPath, relPath
                .split(/[\\/]/)
                .filter((p) => p !== '' && p !== '.')
                .join('/'));
        return read;
    }
    /**
     * Names of entries in a directory: everything but directories (links, FIFOs and devices too,
     * so that reading one reports it) or real directories (a linked directory is not listed). null when the directory
     * is not there or is not a real directory.
     */
    listDirectory(relPath, kind) {
        const dir = relPath
            .split(/[\\/]/)
            .filter((p) => p !== '' && p !== '.')
            .join('/');
        let path;
        if (dir === '')
            path = this.realRoot; // the repository's root
        else {
            const located = this.locate(`${relPath}/.`);
            if ('error' in located)
                return null;
            if (this.checkDirectory(dir))
                return null;
            path = located.path;
        }
        try {
            return ((0,external_node_fs_.readdirSync)(path, { withFileTypes: true })
                .filter((entry) => !isGitDirName(entry.name))
                // Files: anything that is not a directory, so that reading a link, a FIFO or a device
                // reports it (W020 for a plan) instead of skipping it in silence.
                .filter((entry) => (kind === 'file' ? !entry.isDirectory() : entry.isDirectory()))
                .map((entry) => entry.name)
                .sort());
        }
        catch {
            return null;
        }
    }
    /** Is there a regular file (or a real directory) at this path that the reader would open? */
    exists(relPath) {
        const located = this.locate(relPath);
        if ('error' in located)
            return false;
        try {
            const stat = (0,external_node_fs_.lstatSync)(located.path);
            return stat.isFile() || stat.isDirectory();
        }
        catch {
            return false;
        }
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
/**
 * What each of the yaml library's error codes means, in our words. The library's own messages
 * quote the offending token (`Unexpected scalar token in YAML stream: "basic eC1h…"`), which can be
 * a credential when the "YAML" is something else — a git config reached through a symbolic link
 * was one (#11 I09). A diagnostic therefore gives the line and column and this description,
 * never text from the file.
 */
const YAML_ERROR_TEXT = {
    ALIAS_PROPS: 'an alias cannot have an anchor or a tag',
    BAD_ALIAS: 'an alias names no anchor defined before it',
    BAD_COLLECTION_TYPE: 'a tag does not fit the collection it is on',
    BAD_DIRECTIVE: 'a % directive is not valid',
    BAD_DQ_ESCAPE: 'a double-quoted string has an invalid escape',
    BAD_INDENT: 'the indentation is inconsistent',
    BAD_PROP_ORDER: 'an anchor or tag is misplaced',
    BAD_SCALAR_START: 'a plain value starts with a reserved character (quote it)',
    BLOCK_AS_IMPLICIT_KEY: 'a block value is used as a key',
    BLOCK_IN_FLOW: 'a block value is inside a [ ] or { } collection',
    // The library's own wording (it quotes nothing), kept: configs and tests know it.
    DUPLICATE_KEY: 'Map keys must be unique',
    IMPOSSIBLE: 'the YAML cannot be read',
    KEY_OVER_1024_CHARS: 'a key is longer than 1024 characters',
    MISSING_CHAR: 'a closing character (quote, ] or }) or a separator is missing',
    MULTILINE_IMPLICIT_KEY: 'a key spans more than one line',
    MULTIPLE_ANCHORS: 'a node has more than one anchor',
    MULTIPLE_DOCS: 'the text holds more than one YAML document',
    MULTIPLE_TAGS: 'a node has more than one tag',
    NON_STRING_KEY: 'a key is not a string',
    RESOURCE_EXHAUSTION: 'aliases expand too often',
    TAB_AS_INDENT: 'a tab is used for indentation (use spaces)',
    TAG_RESOLVE_FAILED: 'a tag is not supported',
    UNEXPECTED_TOKEN: 'unexpected content (a missing indent, colon or quote?)',
};
/** Every message parseYaml can report: fixed texts only (tested against random input). */
const YAML_ERROR_MESSAGES = [
    ...Object.values(YAML_ERROR_TEXT),
    'invalid YAML',
    'a mapping key is a list, a mapping or an alias; only plain keys are read',
    'YAML nested too deeply to parse',
];
/** Our description of a yaml library error: by its code, never its message (which quotes the text). */
function describeYamlError(code) {
    return (code !== undefined && Object.hasOwn(YAML_ERROR_TEXT, code) ? YAML_ERROR_TEXT[code] : undefined) ?? 'invalid YAML';
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
/**
 * The first complex key (see {@link complexKey}) or repeated key, in one pass over the document.
 * Duplicates are found here with a set per mapping: the yaml library's own `uniqueKeys` check
 * compares each key with every earlier one, which is quadratic in the keys of a mapping (a
 * 6,400-key authority matrix took a second). Keys compare like the library's: by scalar value and
 * type, so `1` and `"1"` differ.
 */
function checkKeys(root) {
    const stack = [root];
    while (stack.length > 0) {
        const node = stack.pop();
        if (!(0,dist/* isMap */.jh)(node) && !(0,dist/* isSeq */.oP)(node))
            continue;
        const seen = (0,dist/* isMap */.jh)(node) ? new Set() : undefined;
        for (const item of node.items) {
            if ((0,dist/* isPair */.tO)(item)) {
                if ((0,dist/* isCollection */.P3)(item.key) || (0,dist/* isAlias */.Vj)(item.key))
                    return { kind: 'complex', node: item.key };
                if (seen) {
                    const value = (0,dist/* isScalar */.jn)(item.key) ? item.key.value : item.key;
                    const id = `${value === null ? 'null' : typeof value}:${String(value)}`;
                    if (seen.has(id))
                        return { kind: 'duplicate', node: ((0,dist/* isNode */.Ll)(item.key) ? item.key : node) };
                    seen.add(id);
                }
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
        doc = (0,dist/* parseDocument */.Tp)(stripBom(text), { lineCounter, prettyErrors: false, uniqueKeys: false });
    }
    catch {
        // The yaml parser recurses per nesting level: `- - - … x` thousands deep overflows the stack
        // (RangeError) instead of becoming a document error. Report it like a syntax error.
        return { value: undefined, errors: [{ message: 'YAML nested too deeply to parse' }], locate: () => undefined };
    }
    const position = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line, column: col };
    };
    const errors = doc.errors.map((error) => {
        const at = error.pos ? position(error.pos[0]) : undefined;
        return { message: describeYamlError(error.code), ...(at ? { line: at.line, column: at.column } : {}) };
    });
    let value;
    if (errors.length === 0) {
        const problem = checkKeys(doc.contents);
        if (problem) {
            const at = problem.node.range ? position(problem.node.range[0]) : undefined;
            const message = problem.kind === 'complex' ? 'a mapping key is a list, a mapping or an alias; only plain keys are read' : describeYamlError('DUPLICATE_KEY');
            errors.push({ message, ...(at ? { line: at.line, column: at.column } : {}) });
        }
    }
    if (errors.length === 0) {
        try {
            value = doc.toJS({ maxAliasCount: 100 });
        }
        catch (error) {
            const code = error.code;
            const tooManyAliases = error instanceof Error && /alias/i.test(error.message.slice(0, 200));
            errors.push({ message: describeYamlError(typeof code === 'string' ? code : tooManyAliases ? 'RESOURCE_EXHAUSTION' : undefined) });
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
            return pos ? { kind: 'error', message, line: pos.line, column: pos.col } : { kind: 'error', message };
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
                    message: `control_mode '${raw}' is not a valid mode (valid, case-sensitive: ` + `${CONTROL_MODES.join(', ')}) — falling back to 'guarded'`,
                    file: 'settings.json',
                    hint: caseVariant ? `Mode names are case-sensitive: write "${lower}" in settings.json.` : `Set control_mode in settings.json to one of: ${CONTROL_MODES.join(', ')}.`,
                });
            }
        }
        // 2. File missing.
        if (typeof controlModesText !== 'string') {
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.CONTROL_MODES_MISSING,
                severity: 'warning',
                // The path once, at the start (the default path ends with the spec's decision text,
                // `control-modes.yaml missing — falling back to hardcoded guarded defaults`).
                message: `${path.endsWith('control-modes.yaml') ? path : `${path} (control-modes.yaml)`} missing — falling back to hardcoded guarded defaults (not found; downstream gates will use hardcoded guarded flags)`,
                file: path,
                hint: 'Add the file to define the control-mode profiles.',
            });
            return { mode: 'guarded', profile: guarded(), diagnostics, blocked: false };
        }
        // 3. Parse failure → blocker.
        const loaded = loadYaml(controlModesText);
        if (loaded.kind === 'error') {
            const blocker = {
                code: error_codes/* ErrorCode */.O4.CONFIG_BLOCKER,
                severity: 'blocker',
                message: 'Cannot resolve control mode: control-modes.yaml present but YAML parse failed' + ` (${loaded.message})`,
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
        const profiles = isDict(loaded.data) ? loaded.data['profiles'] : undefined;
        const entry = isDict(profiles) && own(profiles, mode) ? profiles[mode] : undefined;
        if (!isDict(entry)) {
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.CONTROL_MODE_UNKNOWN,
                severity: 'warning',
                message: `control_mode '${mode}' not defined in control-modes.yaml — using hardcoded guarded defaults` +
                    (isDict(profiles) ? ' (settings.json declared control_mode that is absent from profiles)' : ` (${path} has no 'profiles' map)`),
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
function resolve_settings_describe(value) {
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
        return fallback('warning', `${path} must contain a JSON object, found ${resolve_settings_describe(data)} — using default settings`);
    if (!Object.hasOwn(data, 'control_mode'))
        return { controlMode: DEFAULT_CONTROL_MODE, diagnostics: [] };
    const mode = data['control_mode'];
    if (typeof mode === 'string')
        return { controlMode: mode, diagnostics: [] };
    return fallback('warning', `${path}: control_mode is ${resolve_settings_describe(mode)}, expected a string — using the default "${DEFAULT_CONTROL_MODE}"`, {
        hint: `Fix control_mode in ${path} or remove it to use the default.`,
    });
}

;// CONCATENATED MODULE: ./src/core/team/authority-matrix.ts


/** Parse authority-matrix.yaml, keeping what routing needs: agent → exclusive domains. */
function parseAuthorityMatrix(text, path) {
    const parsed = parseYaml(text);
    const fail = (message, line, column) => ({
        matrix: null,
        diagnostics: [
            {
                code: error_codes/* WarningCode */.qN.AUTHORITY_INVALID,
                severity: 'warning',
                message: `${path}: ${message}; domains are mapped without it (team agents only).`,
                file: path,
                ...(line !== undefined ? { line } : {}),
                ...(column !== undefined ? { column } : {}),
            },
        ],
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
/** Domains to agents: each domain → the agent that owns it exclusively (first in file order). */
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

;// CONCATENATED MODULE: ./src/core/schema/compiled-validators.js
// GENERATED FILE: do not edit. Regenerate with `npm run build:schemas` (`npm run build` does it first);
// CI (.ci/run) and test/core/schema fail when this file is not current.
// Made by scripts/compile-schemas.mjs with ajv 8.20.0 (standalone code, options {"allErrors":true,"strict":true,"strictRequired":false,"messages":false}) from:
//   config/plan-frontmatter.schema.json
//   config/intent-teams.schema.json
/* eslint-disable */

// ajv/dist/runtime/ucs2length (ajv 8, MIT licence), inlined
const ajvRuntime_ucs2length = function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
};
const planFrontmatter = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://github.com/legion-router/legion-router/config/plan-frontmatter.schema.json","title":"Legion plan frontmatter (as read by legion-router)","description":"The YAML frontmatter of .planning/phases/NN-slug/NN-PP-PLAN.md. Follows Legion's plan-frontmatter schema; the older integer plan number is accepted (noted once per route), other legacy forms Legion still ships (`agent`, flat artifact lists) are reported as warnings, and `task_types` is a legion-router extension.","type":"object","required":["phase","plan","wave"],"if":{"properties":{"autonomous":{"const":true}},"required":["autonomous"]},"then":{},"else":{"required":["agents"]},"additionalProperties":false,"properties":{"phase":{"oneOf":[{"type":"integer","minimum":1},{"type":"string","pattern":"^\\d{2}-[a-z0-9-]+$"}]},"plan":{"description":"NN-PP; up to 4 digits each for phases with more than 99 plans (Legion's schema: 2). The older form, Legion's plans before the schema, numbers the plan within its phase: an integer (`plan: 01`) or a digit string; it is accepted (one info per route, I016) and the id is read from the file name.","oneOf":[{"type":"string","pattern":"^\\d{2,4}-\\d{2,4}$"},{"type":"integer","minimum":0},{"type":"string","pattern":"^\\d{1,4}$"}]},"wave":{"type":"integer","minimum":0},"agents":{"type":"array","items":{"type":"string"},"minItems":1},"autonomous":{"type":"boolean"},"depends_on":{"type":"array","items":{"type":"string","pattern":"^\\d{2,4}-\\d{2,4}$"}},"files_modified":{"type":"array","items":{"type":"string"}},"files_forbidden":{"type":"array","items":{"type":"string"}},"sequential_files":{"type":"array","items":{"type":"string"}},"requirements":{"type":"array","items":{"type":"string"}},"requirement":{"type":"string"},"user_setup":{"type":"array","items":{"type":"object","properties":{"task":{"type":"string"},"options":{"type":"array","items":{"type":"string"}}}}},"tasks":{"type":"integer"},"expected_artifacts":{"type":"array","items":{"type":"object","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string"},"provides":{"type":"string"},"required":{"type":"boolean"}}}},"verification_commands":{"type":"array","items":{"type":"string"}},"must_haves":{"type":"object","additionalProperties":false,"properties":{"truths":{"type":"array","items":{"type":"string"}},"artifacts":{"type":"array","items":{"oneOf":[{"type":"string"},{"type":"object","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string"},"provides":{"type":"string"},"min_lines":{"type":"integer"},"min_tests":{"type":"integer"},"contains":{"oneOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]}}}]}},"key_links":{"type":"array","items":{"oneOf":[{"type":"string"},{"type":"object","required":["from"],"additionalProperties":false,"properties":{"from":{"type":"string"},"to":{"type":"string"},"via":{"type":"string"},"pattern":{"type":"string"}}}]}}}},"type":{"type":"string"},"title":{"type":"string"},"recommendation":{"type":"object"},"task_types":{"type":"array","items":{"type":"string"},"description":"legion-router extension: task types of this plan, used by include/exclude_task_types filters."}}};
const func2 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^\\d{2}-[a-z0-9-]+$", "u");
const pattern1 = new RegExp("^\\d{2,4}-\\d{2,4}$", "u");
const pattern2 = new RegExp("^\\d{1,4}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://github.com/legion-router/legion-router/config/plan-frontmatter.schema.json" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.autonomous === undefined) && (missing0 = "autonomous")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.autonomous !== undefined){
if(true !== data.autonomous){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(!_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agents === undefined){
const err2 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "agents"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.phase === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phase"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.plan === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "plan"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.wave === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "wave"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err7 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.phase !== undefined){
let data1 = data.phase;
const _errs7 = errors;
let valid3 = false;
let passing0 = null;
const _errs8 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/oneOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs8 === errors;
if(_valid1){
valid3 = true;
passing0 = 0;
}
const _errs10 = errors;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err10 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^\\d{2}-[a-z0-9-]+$"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/oneOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid1 = _errs10 === errors;
if(_valid1 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err12 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.plan !== undefined){
let data2 = data.plan;
const _errs13 = errors;
let valid4 = false;
let passing1 = null;
const _errs14 = errors;
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err13 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^\\d{2,4}-\\d{2,4}$"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs14 === errors;
if(_valid2){
valid4 = true;
passing1 = 0;
}
const _errs16 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid2 = _errs16 === errors;
if(_valid2 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid2){
valid4 = true;
passing1 = 1;
}
const _errs18 = errors;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err17 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/2/pattern",keyword:"pattern",params:{pattern: "^\\d{1,4}$"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf/2/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid2 = _errs18 === errors;
if(_valid2 && valid4){
valid4 = false;
passing1 = [passing1, 2];
}
else {
if(_valid2){
valid4 = true;
passing1 = 2;
}
}
}
if(!valid4){
const err19 = {instancePath:instancePath+"/plan",schemaPath:"#/properties/plan/oneOf",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.wave !== undefined){
let data3 = data.wave;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err20 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err21 = {instancePath:instancePath+"/wave",schemaPath:"#/properties/wave/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.agents !== undefined){
let data4 = data.agents;
if(Array.isArray(data4)){
if(data4.length < 1){
const err22 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(typeof data4[i0] !== "string"){
const err23 = {instancePath:instancePath+"/agents/" + i0,schemaPath:"#/properties/agents/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.autonomous !== undefined){
if(typeof data.autonomous !== "boolean"){
const err25 = {instancePath:instancePath+"/autonomous",schemaPath:"#/properties/autonomous/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.depends_on !== undefined){
let data7 = data.depends_on;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if(!pattern1.test(data8)){
const err26 = {instancePath:instancePath+"/depends_on/" + i1,schemaPath:"#/properties/depends_on/items/pattern",keyword:"pattern",params:{pattern: "^\\d{2,4}-\\d{2,4}$"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/depends_on/" + i1,schemaPath:"#/properties/depends_on/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/depends_on",schemaPath:"#/properties/depends_on/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.files_modified !== undefined){
let data9 = data.files_modified;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
if(typeof data9[i2] !== "string"){
const err29 = {instancePath:instancePath+"/files_modified/" + i2,schemaPath:"#/properties/files_modified/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/files_modified",schemaPath:"#/properties/files_modified/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.files_forbidden !== undefined){
let data11 = data.files_forbidden;
if(Array.isArray(data11)){
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
if(typeof data11[i3] !== "string"){
const err31 = {instancePath:instancePath+"/files_forbidden/" + i3,schemaPath:"#/properties/files_forbidden/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/files_forbidden",schemaPath:"#/properties/files_forbidden/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.sequential_files !== undefined){
let data13 = data.sequential_files;
if(Array.isArray(data13)){
const len4 = data13.length;
for(let i4=0; i4<len4; i4++){
if(typeof data13[i4] !== "string"){
const err33 = {instancePath:instancePath+"/sequential_files/" + i4,schemaPath:"#/properties/sequential_files/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/sequential_files",schemaPath:"#/properties/sequential_files/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.requirements !== undefined){
let data15 = data.requirements;
if(Array.isArray(data15)){
const len5 = data15.length;
for(let i5=0; i5<len5; i5++){
if(typeof data15[i5] !== "string"){
const err35 = {instancePath:instancePath+"/requirements/" + i5,schemaPath:"#/properties/requirements/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/requirements",schemaPath:"#/properties/requirements/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.requirement !== undefined){
if(typeof data.requirement !== "string"){
const err37 = {instancePath:instancePath+"/requirement",schemaPath:"#/properties/requirement/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.user_setup !== undefined){
let data18 = data.user_setup;
if(Array.isArray(data18)){
const len6 = data18.length;
for(let i6=0; i6<len6; i6++){
let data19 = data18[i6];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.task !== undefined){
if(typeof data19.task !== "string"){
const err38 = {instancePath:instancePath+"/user_setup/" + i6+"/task",schemaPath:"#/properties/user_setup/items/properties/task/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data19.options !== undefined){
let data21 = data19.options;
if(Array.isArray(data21)){
const len7 = data21.length;
for(let i7=0; i7<len7; i7++){
if(typeof data21[i7] !== "string"){
const err39 = {instancePath:instancePath+"/user_setup/" + i6+"/options/" + i7,schemaPath:"#/properties/user_setup/items/properties/options/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/user_setup/" + i6+"/options",schemaPath:"#/properties/user_setup/items/properties/options/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/user_setup/" + i6,schemaPath:"#/properties/user_setup/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/user_setup",schemaPath:"#/properties/user_setup/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.tasks !== undefined){
let data23 = data.tasks;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err43 = {instancePath:instancePath+"/tasks",schemaPath:"#/properties/tasks/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.expected_artifacts !== undefined){
let data24 = data.expected_artifacts;
if(Array.isArray(data24)){
const len8 = data24.length;
for(let i8=0; i8<len8; i8++){
let data25 = data24[i8];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.path === undefined){
const err44 = {instancePath:instancePath+"/expected_artifacts/" + i8,schemaPath:"#/properties/expected_artifacts/items/required",keyword:"required",params:{missingProperty: "path"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
for(const key1 in data25){
if(!(((key1 === "path") || (key1 === "provides")) || (key1 === "required"))){
const err45 = {instancePath:instancePath+"/expected_artifacts/" + i8,schemaPath:"#/properties/expected_artifacts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data25.path !== undefined){
if(typeof data25.path !== "string"){
const err46 = {instancePath:instancePath+"/expected_artifacts/" + i8+"/path",schemaPath:"#/properties/expected_artifacts/items/properties/path/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data25.provides !== undefined){
if(typeof data25.provides !== "string"){
const err47 = {instancePath:instancePath+"/expected_artifacts/" + i8+"/provides",schemaPath:"#/properties/expected_artifacts/items/properties/provides/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data25.required !== undefined){
if(typeof data25.required !== "boolean"){
const err48 = {instancePath:instancePath+"/expected_artifacts/" + i8+"/required",schemaPath:"#/properties/expected_artifacts/items/properties/required/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/expected_artifacts/" + i8,schemaPath:"#/properties/expected_artifacts/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/expected_artifacts",schemaPath:"#/properties/expected_artifacts/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.verification_commands !== undefined){
let data29 = data.verification_commands;
if(Array.isArray(data29)){
const len9 = data29.length;
for(let i9=0; i9<len9; i9++){
if(typeof data29[i9] !== "string"){
const err51 = {instancePath:instancePath+"/verification_commands/" + i9,schemaPath:"#/properties/verification_commands/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/verification_commands",schemaPath:"#/properties/verification_commands/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.must_haves !== undefined){
let data31 = data.must_haves;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key2 in data31){
if(!(((key2 === "truths") || (key2 === "artifacts")) || (key2 === "key_links"))){
const err53 = {instancePath:instancePath+"/must_haves",schemaPath:"#/properties/must_haves/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data31.truths !== undefined){
let data32 = data31.truths;
if(Array.isArray(data32)){
const len10 = data32.length;
for(let i10=0; i10<len10; i10++){
if(typeof data32[i10] !== "string"){
const err54 = {instancePath:instancePath+"/must_haves/truths/" + i10,schemaPath:"#/properties/must_haves/properties/truths/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/must_haves/truths",schemaPath:"#/properties/must_haves/properties/truths/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data31.artifacts !== undefined){
let data34 = data31.artifacts;
if(Array.isArray(data34)){
const len11 = data34.length;
for(let i11=0; i11<len11; i11++){
let data35 = data34[i11];
const _errs87 = errors;
let valid32 = false;
let passing2 = null;
const _errs88 = errors;
if(typeof data35 !== "string"){
const err56 = {instancePath:instancePath+"/must_haves/artifacts/" + i11,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid3 = _errs88 === errors;
if(_valid3){
valid32 = true;
passing2 = 0;
}
const _errs90 = errors;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.path === undefined){
const err57 = {instancePath:instancePath+"/must_haves/artifacts/" + i11,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/required",keyword:"required",params:{missingProperty: "path"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
for(const key3 in data35){
if(!(((((key3 === "path") || (key3 === "provides")) || (key3 === "min_lines")) || (key3 === "min_tests")) || (key3 === "contains"))){
const err58 = {instancePath:instancePath+"/must_haves/artifacts/" + i11,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data35.path !== undefined){
if(typeof data35.path !== "string"){
const err59 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/path",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/path/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data35.provides !== undefined){
if(typeof data35.provides !== "string"){
const err60 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/provides",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/provides/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data35.min_lines !== undefined){
let data38 = data35.min_lines;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err61 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/min_lines",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/min_lines/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data35.min_tests !== undefined){
let data39 = data35.min_tests;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err62 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/min_tests",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/min_tests/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data35.contains !== undefined){
let data40 = data35.contains;
const _errs102 = errors;
let valid34 = false;
let passing3 = null;
const _errs103 = errors;
if(typeof data40 !== "string"){
const err63 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/contains",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/contains/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid4 = _errs103 === errors;
if(_valid4){
valid34 = true;
passing3 = 0;
}
const _errs105 = errors;
if(Array.isArray(data40)){
const len12 = data40.length;
for(let i12=0; i12<len12; i12++){
if(typeof data40[i12] !== "string"){
const err64 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/contains/" + i12,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/contains/oneOf/1/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/contains",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/contains/oneOf/1/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var _valid4 = _errs105 === errors;
if(_valid4 && valid34){
valid34 = false;
passing3 = [passing3, 1];
}
else {
if(_valid4){
valid34 = true;
passing3 = 1;
}
}
if(!valid34){
const err66 = {instancePath:instancePath+"/must_haves/artifacts/" + i11+"/contains",schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/properties/contains/oneOf",keyword:"oneOf",params:{passingSchemas: passing3}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
errors = _errs102;
if(vErrors !== null){
if(_errs102){
vErrors.length = _errs102;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err67 = {instancePath:instancePath+"/must_haves/artifacts/" + i11,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var _valid3 = _errs90 === errors;
if(_valid3 && valid32){
valid32 = false;
passing2 = [passing2, 1];
}
else {
if(_valid3){
valid32 = true;
passing2 = 1;
}
}
if(!valid32){
const err68 = {instancePath:instancePath+"/must_haves/artifacts/" + i11,schemaPath:"#/properties/must_haves/properties/artifacts/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing2}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/must_haves/artifacts",schemaPath:"#/properties/must_haves/properties/artifacts/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data31.key_links !== undefined){
let data42 = data31.key_links;
if(Array.isArray(data42)){
const len13 = data42.length;
for(let i13=0; i13<len13; i13++){
let data43 = data42[i13];
const _errs112 = errors;
let valid39 = false;
let passing4 = null;
const _errs113 = errors;
if(typeof data43 !== "string"){
const err70 = {instancePath:instancePath+"/must_haves/key_links/" + i13,schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid5 = _errs113 === errors;
if(_valid5){
valid39 = true;
passing4 = 0;
}
const _errs115 = errors;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.from === undefined){
const err71 = {instancePath:instancePath+"/must_haves/key_links/" + i13,schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/required",keyword:"required",params:{missingProperty: "from"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
for(const key4 in data43){
if(!((((key4 === "from") || (key4 === "to")) || (key4 === "via")) || (key4 === "pattern"))){
const err72 = {instancePath:instancePath+"/must_haves/key_links/" + i13,schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data43.from !== undefined){
if(typeof data43.from !== "string"){
const err73 = {instancePath:instancePath+"/must_haves/key_links/" + i13+"/from",schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/properties/from/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data43.to !== undefined){
if(typeof data43.to !== "string"){
const err74 = {instancePath:instancePath+"/must_haves/key_links/" + i13+"/to",schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/properties/to/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data43.via !== undefined){
if(typeof data43.via !== "string"){
const err75 = {instancePath:instancePath+"/must_haves/key_links/" + i13+"/via",schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/properties/via/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data43.pattern !== undefined){
if(typeof data43.pattern !== "string"){
const err76 = {instancePath:instancePath+"/must_haves/key_links/" + i13+"/pattern",schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/properties/pattern/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/must_haves/key_links/" + i13,schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf/1/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid5 = _errs115 === errors;
if(_valid5 && valid39){
valid39 = false;
passing4 = [passing4, 1];
}
else {
if(_valid5){
valid39 = true;
passing4 = 1;
}
}
if(!valid39){
const err78 = {instancePath:instancePath+"/must_haves/key_links/" + i13,schemaPath:"#/properties/must_haves/properties/key_links/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing4}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs112;
if(vErrors !== null){
if(_errs112){
vErrors.length = _errs112;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err79 = {instancePath:instancePath+"/must_haves/key_links",schemaPath:"#/properties/must_haves/properties/key_links/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
else {
const err80 = {instancePath:instancePath+"/must_haves",schemaPath:"#/properties/must_haves/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err81 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err82 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.recommendation !== undefined){
let data50 = data.recommendation;
if(!(data50 && typeof data50 == "object" && !Array.isArray(data50))){
const err83 = {instancePath:instancePath+"/recommendation",schemaPath:"#/properties/recommendation/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.task_types !== undefined){
let data51 = data.task_types;
if(Array.isArray(data51)){
const len14 = data51.length;
for(let i14=0; i14<len14; i14++){
if(typeof data51[i14] !== "string"){
const err84 = {instancePath:instancePath+"/task_types/" + i14,schemaPath:"#/properties/task_types/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/task_types",schemaPath:"#/properties/task_types/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

const intentTeams = validate11;
const schema12 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://github.com/legion-router/legion-router/config/intent-teams.schema.json","title":"Legion intent-teams.yaml (legion-router)","description":"Intent flags, team templates, validation rules, natural-language patterns and context rules. Compatible with Legion's .planning/config/intent-teams.yaml; keys marked as extensions are read by legion-router only.","type":"object","additionalProperties":false,"properties":{"intents":{"type":"object","description":"Intent key → team template. Flag names: skip-x → --skip-x, x-only → --just-x, x → --just-x (or `flag`).","additionalProperties":{"$ref":"#/definitions/intent"}},"task_types":{"type":"object","description":"Task-type taxonomy: category → sub-types.","additionalProperties":{"$ref":"#/definitions/stringList"}},"validation":{"type":"object","additionalProperties":false,"properties":{"mutual_exclusion":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flags","error"],"properties":{"flags":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":2},"error":{"type":"string","minLength":1}}}},"requires_command":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flag","commands","error"],"properties":{"flag":{"$ref":"#/definitions/key"},"commands":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":1},"error":{"type":"string","minLength":1}}}},"allowed_combinations":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flags","allows"],"properties":{"flags":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":1},"allows":{"type":"array","items":{"$ref":"#/definitions/key"}}}}}}},"nl_patterns":{"type":"object","description":"Intent key → keyword cluster and phrase templates.","additionalProperties":{"$ref":"#/definitions/cluster"}},"command_routes":{"type":"object","description":"Command name → keyword cluster and phrase templates.","additionalProperties":{"$ref":"#/definitions/cluster"}},"nl_lexicon":{"type":"object","description":"legion-router extension: words the natural-language scorer knows beyond the clusters' keywords (docs/nl-scoring.md). Each list overrides the bundled list of the same name; synonyms override canonical term by canonical term.","additionalProperties":false,"properties":{"synonyms":{"type":"object","description":"Canonical term → words and phrases that mean it (frontend: [ui, client, front end]). An empty list removes a bundled term.","additionalProperties":{"type":"array","items":{"type":"string","minLength":1,"maxLength":64}}},"negation_cues":{"type":"array","description":"Words or phrases that exclude what follows them, to the end of the clause (no, without, except, leave out).","items":{"type":"string","minLength":1,"maxLength":64}},"negation_suffixes":{"type":"array","description":"Words that exclude the area just before them (the frontend excluded, UI aside).","items":{"type":"string","minLength":1,"maxLength":64}},"negation_wraps":{"type":"array","description":"Opener … closer pairs that exclude what they enclose (leave … alone).","items":{"type":"string","minLength":1,"maxLength":64}},"restriction_cues":{"type":"array","description":"Words that restrict the request to an area (only, just).","items":{"type":"string","minLength":1,"maxLength":64}},"exclusion_verbs":{"type":"array","description":"Verbs that may stand between a negation and the area it excludes (touch, change).","items":{"type":"string","minLength":1,"maxLength":64}},"scope_fillers":{"type":"array","description":"Nouns that may stand next to an area word without ending the scope (code, work, side).","items":{"type":"string","minLength":1,"maxLength":64}},"cancel_cues":{"type":"array","description":"Words that cancel rather than request (stop, cancel): such a text never routes at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"clause_breaks":{"type":"array","description":"Words that end a negation or restriction scope; punctuation always does.","items":{"type":"string","minLength":1,"maxLength":64}},"known_words":{"type":"array","description":"Real words the typo corrector never changes (smart is not start).","items":{"type":"string","minLength":1,"maxLength":64}},"question_words":{"type":"array","description":"Words that open a question (how, why, are): a question asks about work and routes only to a cluster whose templates are questions (status, advise).","items":{"type":"string","minLength":1,"maxLength":64}},"request_openers":{"type":"array","description":"Openers that make a question a polite request (can you, could you).","items":{"type":"string","minLength":1,"maxLength":64}},"statement_verbs":{"type":"array","description":"Verbs of a statement about a thing (the docs look fine): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"correction_cues":{"type":"array","description":"Words by which a writer takes back what they said (actually, scratch that): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"acknowledgements":{"type":"array","description":"Thanks and approvals (thanks, lgtm): a single clause that opens with one is not a request (LOW).","items":{"type":"string","minLength":1,"maxLength":64}},"hedges":{"type":"array","description":"Words of a writer who is unsure (not sure, maybe, whichever): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"self_reports":{"type":"array","description":"Openers of a report by the writer (i will, we already): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}}}},"context_rules":{"type":"object","description":"Lifecycle position → ranked suggestions. Placeholders {phase}, {phase_name}, {next_phase}.","additionalProperties":{"type":"object","additionalProperties":false,"required":["suggestions"],"properties":{"suggestions":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["command"],"properties":{"command":{"type":"string","pattern":"^/legion:[a-z][a-z0-9-]*( [^\\n]*)?$"},"description":{"type":"string"},"reason":{"type":"string"}}}}}}},"review_panel":{"type":"array","description":"legion-router extension: standard review panel, one matrix entry per dimension.","items":{"type":"object","additionalProperties":false,"required":["dimension","agent"],"properties":{"dimension":{"$ref":"#/definitions/key"},"agent":{"$ref":"#/definitions/key"},"domains":{"$ref":"#/definitions/stringList"}}}},"task_type_inference":{"type":"array","description":"legion-router extension: glob → task types for plans that declare none. First matching rule per file.","items":{"type":"object","additionalProperties":false,"required":["pattern","types"],"properties":{"pattern":{"type":"string","minLength":1,"maxLength":512},"types":{"$ref":"#/definitions/stringList"}}}},"agent_task_types":{"type":"object","description":"legion-router extension: agent id → task types it implies.","additionalProperties":{"$ref":"#/definitions/stringList"}}},"definitions":{"key":{"type":"string","pattern":"^[a-z0-9][a-z0-9._-]{0,127}$"},"stringList":{"type":"array","items":{"type":"string"}},"intent":{"type":"object","additionalProperties":false,"properties":{"description":{"type":"string"},"flag":{"type":"string","pattern":"^--[a-z0-9][a-z0-9-]{0,62}$"},"agents":{"type":"object","additionalProperties":false,"properties":{"primary":{"type":"array","items":{"$ref":"#/definitions/key"}},"secondary":{"type":"array","items":{"$ref":"#/definitions/key"}}}},"domains":{"$ref":"#/definitions/stringList"},"filter":{"type":"object","additionalProperties":false,"properties":{"include_task_types":{"$ref":"#/definitions/stringList"},"exclude_task_types":{"$ref":"#/definitions/stringList"},"exclude_agents":{"$ref":"#/definitions/stringList"},"exclude_file_patterns":{"type":"array","items":{"type":"string","minLength":1,"maxLength":512}}}},"mode":{"enum":["ad_hoc","filter_plans","filter_review"]}}},"cluster":{"type":"object","additionalProperties":false,"properties":{"keywords":{"type":"object","additionalProperties":{"type":"number","minimum":0,"maximum":1}},"phrases":{"type":"array","items":{"type":"string","minLength":1,"maxLength":256}}}}}};
const schema16 = {"type":"array","items":{"type":"string"}};
const schema14 = {"type":"string","pattern":"^[a-z0-9][a-z0-9._-]{0,127}$"};
const schema26 = {"type":"object","additionalProperties":false,"properties":{"keywords":{"type":"object","additionalProperties":{"type":"number","minimum":0,"maximum":1}},"phrases":{"type":"array","items":{"type":"string","minLength":1,"maxLength":256}}}};
const func4 = ajvRuntime_ucs2length;
const schema13 = {"type":"object","additionalProperties":false,"properties":{"description":{"type":"string"},"flag":{"type":"string","pattern":"^--[a-z0-9][a-z0-9-]{0,62}$"},"agents":{"type":"object","additionalProperties":false,"properties":{"primary":{"type":"array","items":{"$ref":"#/definitions/key"}},"secondary":{"type":"array","items":{"$ref":"#/definitions/key"}}}},"domains":{"$ref":"#/definitions/stringList"},"filter":{"type":"object","additionalProperties":false,"properties":{"include_task_types":{"$ref":"#/definitions/stringList"},"exclude_task_types":{"$ref":"#/definitions/stringList"},"exclude_agents":{"$ref":"#/definitions/stringList"},"exclude_file_patterns":{"type":"array","items":{"type":"string","minLength":1,"maxLength":512}}}},"mode":{"enum":["ad_hoc","filter_plans","filter_review"]}}};
const pattern4 = new RegExp("^--[a-z0-9][a-z0-9-]{0,62}$", "u");
const pattern5 = new RegExp("^[a-z0-9][a-z0-9._-]{0,127}$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "description") || (key0 === "flag")) || (key0 === "agents")) || (key0 === "domains")) || (key0 === "filter")) || (key0 === "mode"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err1 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.flag !== undefined){
let data1 = data.flag;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err2 = {instancePath:instancePath+"/flag",schemaPath:"#/properties/flag/pattern",keyword:"pattern",params:{pattern: "^--[a-z0-9][a-z0-9-]{0,62}$"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/flag",schemaPath:"#/properties/flag/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.agents !== undefined){
let data2 = data.agents;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
if(!((key1 === "primary") || (key1 === "secondary"))){
const err4 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.primary !== undefined){
let data3 = data2.primary;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err5 = {instancePath:instancePath+"/agents/primary/" + i0,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/agents/primary/" + i0,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath:instancePath+"/agents/primary",schemaPath:"#/properties/agents/properties/primary/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.secondary !== undefined){
let data5 = data2.secondary;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err8 = {instancePath:instancePath+"/agents/secondary/" + i1,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/agents/secondary/" + i1,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/agents/secondary",schemaPath:"#/properties/agents/properties/secondary/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/agents",schemaPath:"#/properties/agents/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.domains !== undefined){
let data7 = data.domains;
if(Array.isArray(data7)){
const len2 = data7.length;
for(let i2=0; i2<len2; i2++){
if(typeof data7[i2] !== "string"){
const err12 = {instancePath:instancePath+"/domains/" + i2,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/domains",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.filter !== undefined){
let data9 = data.filter;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key2 in data9){
if(!((((key2 === "include_task_types") || (key2 === "exclude_task_types")) || (key2 === "exclude_agents")) || (key2 === "exclude_file_patterns"))){
const err14 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data9.include_task_types !== undefined){
let data10 = data9.include_task_types;
if(Array.isArray(data10)){
const len3 = data10.length;
for(let i3=0; i3<len3; i3++){
if(typeof data10[i3] !== "string"){
const err15 = {instancePath:instancePath+"/filter/include_task_types/" + i3,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/filter/include_task_types",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9.exclude_task_types !== undefined){
let data12 = data9.exclude_task_types;
if(Array.isArray(data12)){
const len4 = data12.length;
for(let i4=0; i4<len4; i4++){
if(typeof data12[i4] !== "string"){
const err17 = {instancePath:instancePath+"/filter/exclude_task_types/" + i4,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/filter/exclude_task_types",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data9.exclude_agents !== undefined){
let data14 = data9.exclude_agents;
if(Array.isArray(data14)){
const len5 = data14.length;
for(let i5=0; i5<len5; i5++){
if(typeof data14[i5] !== "string"){
const err19 = {instancePath:instancePath+"/filter/exclude_agents/" + i5,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/filter/exclude_agents",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9.exclude_file_patterns !== undefined){
let data16 = data9.exclude_file_patterns;
if(Array.isArray(data16)){
const len6 = data16.length;
for(let i6=0; i6<len6; i6++){
let data17 = data16[i6];
if(typeof data17 === "string"){
if(func4(data17) > 512){
const err21 = {instancePath:instancePath+"/filter/exclude_file_patterns/" + i6,schemaPath:"#/properties/filter/properties/exclude_file_patterns/items/maxLength",keyword:"maxLength",params:{limit: 512}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func4(data17) < 1){
const err22 = {instancePath:instancePath+"/filter/exclude_file_patterns/" + i6,schemaPath:"#/properties/filter/properties/exclude_file_patterns/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/filter/exclude_file_patterns/" + i6,schemaPath:"#/properties/filter/properties/exclude_file_patterns/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/filter/exclude_file_patterns",schemaPath:"#/properties/filter/properties/exclude_file_patterns/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.mode !== undefined){
let data18 = data.mode;
if(!(((data18 === "ad_hoc") || (data18 === "filter_plans")) || (data18 === "filter_review"))){
const err26 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema13.properties.mode.enum}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

const pattern12 = new RegExp("^/legion:[a-z][a-z0-9-]*( [^\\n]*)?$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://github.com/legion-router/legion-router/config/intent-teams.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema12.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.intents !== undefined){
let data0 = data.intents;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!(validate12(data0[key1], {instancePath:instancePath+"/intents/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/intents",schemaPath:"#/properties/intents/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.task_types !== undefined){
let data2 = data.task_types;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
let data3 = data2[key2];
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(typeof data3[i0] !== "string"){
const err2 = {instancePath:instancePath+"/task_types/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/task_types/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/task_types",schemaPath:"#/properties/task_types/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.validation !== undefined){
let data5 = data.validation;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key3 in data5){
if(!(((key3 === "mutual_exclusion") || (key3 === "requires_command")) || (key3 === "allowed_combinations"))){
const err5 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data5.mutual_exclusion !== undefined){
let data6 = data5.mutual_exclusion;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.flags === undefined){
const err6 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1,schemaPath:"#/properties/validation/properties/mutual_exclusion/items/required",keyword:"required",params:{missingProperty: "flags"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data7.error === undefined){
const err7 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1,schemaPath:"#/properties/validation/properties/mutual_exclusion/items/required",keyword:"required",params:{missingProperty: "error"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key4 in data7){
if(!((key4 === "flags") || (key4 === "error"))){
const err8 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1,schemaPath:"#/properties/validation/properties/mutual_exclusion/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data7.flags !== undefined){
let data8 = data7.flags;
if(Array.isArray(data8)){
if(data8.length < 2){
const err9 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/flags",schemaPath:"#/properties/validation/properties/mutual_exclusion/items/properties/flags/minItems",keyword:"minItems",params:{limit: 2}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
let data9 = data8[i2];
if(typeof data9 === "string"){
if(!pattern5.test(data9)){
const err10 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/flags/" + i2,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/flags/" + i2,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/flags",schemaPath:"#/properties/validation/properties/mutual_exclusion/items/properties/flags/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.error !== undefined){
let data10 = data7.error;
if(typeof data10 === "string"){
if(func4(data10) < 1){
const err13 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/error",schemaPath:"#/properties/validation/properties/mutual_exclusion/items/properties/error/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1+"/error",schemaPath:"#/properties/validation/properties/mutual_exclusion/items/properties/error/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/validation/mutual_exclusion/" + i1,schemaPath:"#/properties/validation/properties/mutual_exclusion/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/validation/mutual_exclusion",schemaPath:"#/properties/validation/properties/mutual_exclusion/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.requires_command !== undefined){
let data11 = data5.requires_command;
if(Array.isArray(data11)){
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
let data12 = data11[i3];
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.flag === undefined){
const err17 = {instancePath:instancePath+"/validation/requires_command/" + i3,schemaPath:"#/properties/validation/properties/requires_command/items/required",keyword:"required",params:{missingProperty: "flag"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data12.commands === undefined){
const err18 = {instancePath:instancePath+"/validation/requires_command/" + i3,schemaPath:"#/properties/validation/properties/requires_command/items/required",keyword:"required",params:{missingProperty: "commands"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data12.error === undefined){
const err19 = {instancePath:instancePath+"/validation/requires_command/" + i3,schemaPath:"#/properties/validation/properties/requires_command/items/required",keyword:"required",params:{missingProperty: "error"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key5 in data12){
if(!(((key5 === "flag") || (key5 === "commands")) || (key5 === "error"))){
const err20 = {instancePath:instancePath+"/validation/requires_command/" + i3,schemaPath:"#/properties/validation/properties/requires_command/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data12.flag !== undefined){
let data13 = data12.flag;
if(typeof data13 === "string"){
if(!pattern5.test(data13)){
const err21 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/flag",schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/flag",schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data12.commands !== undefined){
let data14 = data12.commands;
if(Array.isArray(data14)){
if(data14.length < 1){
const err23 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/commands",schemaPath:"#/properties/validation/properties/requires_command/items/properties/commands/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len4 = data14.length;
for(let i4=0; i4<len4; i4++){
let data15 = data14[i4];
if(typeof data15 === "string"){
if(!pattern5.test(data15)){
const err24 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/commands/" + i4,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/commands/" + i4,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/commands",schemaPath:"#/properties/validation/properties/requires_command/items/properties/commands/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data12.error !== undefined){
let data16 = data12.error;
if(typeof data16 === "string"){
if(func4(data16) < 1){
const err27 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/error",schemaPath:"#/properties/validation/properties/requires_command/items/properties/error/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/validation/requires_command/" + i3+"/error",schemaPath:"#/properties/validation/properties/requires_command/items/properties/error/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/validation/requires_command/" + i3,schemaPath:"#/properties/validation/properties/requires_command/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/validation/requires_command",schemaPath:"#/properties/validation/properties/requires_command/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data5.allowed_combinations !== undefined){
let data17 = data5.allowed_combinations;
if(Array.isArray(data17)){
const len5 = data17.length;
for(let i5=0; i5<len5; i5++){
let data18 = data17[i5];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.flags === undefined){
const err31 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5,schemaPath:"#/properties/validation/properties/allowed_combinations/items/required",keyword:"required",params:{missingProperty: "flags"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data18.allows === undefined){
const err32 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5,schemaPath:"#/properties/validation/properties/allowed_combinations/items/required",keyword:"required",params:{missingProperty: "allows"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key6 in data18){
if(!((key6 === "flags") || (key6 === "allows"))){
const err33 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5,schemaPath:"#/properties/validation/properties/allowed_combinations/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data18.flags !== undefined){
let data19 = data18.flags;
if(Array.isArray(data19)){
if(data19.length < 1){
const err34 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/flags",schemaPath:"#/properties/validation/properties/allowed_combinations/items/properties/flags/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len6 = data19.length;
for(let i6=0; i6<len6; i6++){
let data20 = data19[i6];
if(typeof data20 === "string"){
if(!pattern5.test(data20)){
const err35 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/flags/" + i6,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/flags/" + i6,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/flags",schemaPath:"#/properties/validation/properties/allowed_combinations/items/properties/flags/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data18.allows !== undefined){
let data21 = data18.allows;
if(Array.isArray(data21)){
const len7 = data21.length;
for(let i7=0; i7<len7; i7++){
let data22 = data21[i7];
if(typeof data22 === "string"){
if(!pattern5.test(data22)){
const err38 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/allows/" + i7,schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/allows/" + i7,schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5+"/allows",schemaPath:"#/properties/validation/properties/allowed_combinations/items/properties/allows/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/validation/allowed_combinations/" + i5,schemaPath:"#/properties/validation/properties/allowed_combinations/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/validation/allowed_combinations",schemaPath:"#/properties/validation/properties/allowed_combinations/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/validation",schemaPath:"#/properties/validation/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.nl_patterns !== undefined){
let data23 = data.nl_patterns;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
for(const key7 in data23){
let data24 = data23[key7];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key8 in data24){
if(!((key8 === "keywords") || (key8 === "phrases"))){
const err44 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data24.keywords !== undefined){
let data25 = data24.keywords;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key9 in data25){
let data26 = data25[key9];
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 1 || isNaN(data26)){
const err45 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data26 < 0 || isNaN(data26)){
const err46 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords",schemaPath:"#/definitions/cluster/properties/keywords/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data24.phrases !== undefined){
let data27 = data24.phrases;
if(Array.isArray(data27)){
const len8 = data27.length;
for(let i8=0; i8<len8; i8++){
let data28 = data27[i8];
if(typeof data28 === "string"){
if(func4(data28) > 256){
const err49 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i8,schemaPath:"#/definitions/cluster/properties/phrases/items/maxLength",keyword:"maxLength",params:{limit: 256}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(func4(data28) < 1){
const err50 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i8,schemaPath:"#/definitions/cluster/properties/phrases/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i8,schemaPath:"#/definitions/cluster/properties/phrases/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases",schemaPath:"#/definitions/cluster/properties/phrases/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/nl_patterns/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
else {
const err54 = {instancePath:instancePath+"/nl_patterns",schemaPath:"#/properties/nl_patterns/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.command_routes !== undefined){
let data29 = data.command_routes;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key10 in data29){
let data30 = data29[key10];
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key11 in data30){
if(!((key11 === "keywords") || (key11 === "phrases"))){
const err55 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data30.keywords !== undefined){
let data31 = data30.keywords;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key12 in data31){
let data32 = data31[key12];
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 1 || isNaN(data32)){
const err56 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data32 < 0 || isNaN(data32)){
const err57 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/properties/keywords/additionalProperties/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/keywords",schemaPath:"#/definitions/cluster/properties/keywords/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data30.phrases !== undefined){
let data33 = data30.phrases;
if(Array.isArray(data33)){
const len9 = data33.length;
for(let i9=0; i9<len9; i9++){
let data34 = data33[i9];
if(typeof data34 === "string"){
if(func4(data34) > 256){
const err60 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i9,schemaPath:"#/definitions/cluster/properties/phrases/items/maxLength",keyword:"maxLength",params:{limit: 256}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func4(data34) < 1){
const err61 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i9,schemaPath:"#/definitions/cluster/properties/phrases/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases/" + i9,schemaPath:"#/definitions/cluster/properties/phrases/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/phrases",schemaPath:"#/definitions/cluster/properties/phrases/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/command_routes/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/cluster/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/command_routes",schemaPath:"#/properties/command_routes/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.nl_lexicon !== undefined){
let data35 = data.nl_lexicon;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
for(const key13 in data35){
if(!(func2.call(schema12.properties.nl_lexicon.properties, key13))){
const err66 = {instancePath:instancePath+"/nl_lexicon",schemaPath:"#/properties/nl_lexicon/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data35.synonyms !== undefined){
let data36 = data35.synonyms;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const key14 in data36){
let data37 = data36[key14];
if(Array.isArray(data37)){
const len10 = data37.length;
for(let i10=0; i10<len10; i10++){
let data38 = data37[i10];
if(typeof data38 === "string"){
if(func4(data38) > 64){
const err67 = {instancePath:instancePath+"/nl_lexicon/synonyms/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i10,schemaPath:"#/properties/nl_lexicon/properties/synonyms/additionalProperties/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(func4(data38) < 1){
const err68 = {instancePath:instancePath+"/nl_lexicon/synonyms/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i10,schemaPath:"#/properties/nl_lexicon/properties/synonyms/additionalProperties/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/nl_lexicon/synonyms/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i10,schemaPath:"#/properties/nl_lexicon/properties/synonyms/additionalProperties/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/nl_lexicon/synonyms/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/nl_lexicon/properties/synonyms/additionalProperties/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/nl_lexicon/synonyms",schemaPath:"#/properties/nl_lexicon/properties/synonyms/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data35.negation_cues !== undefined){
let data39 = data35.negation_cues;
if(Array.isArray(data39)){
const len11 = data39.length;
for(let i11=0; i11<len11; i11++){
let data40 = data39[i11];
if(typeof data40 === "string"){
if(func4(data40) > 64){
const err72 = {instancePath:instancePath+"/nl_lexicon/negation_cues/" + i11,schemaPath:"#/properties/nl_lexicon/properties/negation_cues/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(func4(data40) < 1){
const err73 = {instancePath:instancePath+"/nl_lexicon/negation_cues/" + i11,schemaPath:"#/properties/nl_lexicon/properties/negation_cues/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/nl_lexicon/negation_cues/" + i11,schemaPath:"#/properties/nl_lexicon/properties/negation_cues/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/nl_lexicon/negation_cues",schemaPath:"#/properties/nl_lexicon/properties/negation_cues/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data35.negation_suffixes !== undefined){
let data41 = data35.negation_suffixes;
if(Array.isArray(data41)){
const len12 = data41.length;
for(let i12=0; i12<len12; i12++){
let data42 = data41[i12];
if(typeof data42 === "string"){
if(func4(data42) > 64){
const err76 = {instancePath:instancePath+"/nl_lexicon/negation_suffixes/" + i12,schemaPath:"#/properties/nl_lexicon/properties/negation_suffixes/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(func4(data42) < 1){
const err77 = {instancePath:instancePath+"/nl_lexicon/negation_suffixes/" + i12,schemaPath:"#/properties/nl_lexicon/properties/negation_suffixes/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/nl_lexicon/negation_suffixes/" + i12,schemaPath:"#/properties/nl_lexicon/properties/negation_suffixes/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/nl_lexicon/negation_suffixes",schemaPath:"#/properties/nl_lexicon/properties/negation_suffixes/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data35.negation_wraps !== undefined){
let data43 = data35.negation_wraps;
if(Array.isArray(data43)){
const len13 = data43.length;
for(let i13=0; i13<len13; i13++){
let data44 = data43[i13];
if(typeof data44 === "string"){
if(func4(data44) > 64){
const err80 = {instancePath:instancePath+"/nl_lexicon/negation_wraps/" + i13,schemaPath:"#/properties/nl_lexicon/properties/negation_wraps/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(func4(data44) < 1){
const err81 = {instancePath:instancePath+"/nl_lexicon/negation_wraps/" + i13,schemaPath:"#/properties/nl_lexicon/properties/negation_wraps/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/nl_lexicon/negation_wraps/" + i13,schemaPath:"#/properties/nl_lexicon/properties/negation_wraps/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/nl_lexicon/negation_wraps",schemaPath:"#/properties/nl_lexicon/properties/negation_wraps/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data35.restriction_cues !== undefined){
let data45 = data35.restriction_cues;
if(Array.isArray(data45)){
const len14 = data45.length;
for(let i14=0; i14<len14; i14++){
let data46 = data45[i14];
if(typeof data46 === "string"){
if(func4(data46) > 64){
const err84 = {instancePath:instancePath+"/nl_lexicon/restriction_cues/" + i14,schemaPath:"#/properties/nl_lexicon/properties/restriction_cues/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(func4(data46) < 1){
const err85 = {instancePath:instancePath+"/nl_lexicon/restriction_cues/" + i14,schemaPath:"#/properties/nl_lexicon/properties/restriction_cues/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/nl_lexicon/restriction_cues/" + i14,schemaPath:"#/properties/nl_lexicon/properties/restriction_cues/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/nl_lexicon/restriction_cues",schemaPath:"#/properties/nl_lexicon/properties/restriction_cues/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data35.exclusion_verbs !== undefined){
let data47 = data35.exclusion_verbs;
if(Array.isArray(data47)){
const len15 = data47.length;
for(let i15=0; i15<len15; i15++){
let data48 = data47[i15];
if(typeof data48 === "string"){
if(func4(data48) > 64){
const err88 = {instancePath:instancePath+"/nl_lexicon/exclusion_verbs/" + i15,schemaPath:"#/properties/nl_lexicon/properties/exclusion_verbs/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(func4(data48) < 1){
const err89 = {instancePath:instancePath+"/nl_lexicon/exclusion_verbs/" + i15,schemaPath:"#/properties/nl_lexicon/properties/exclusion_verbs/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/nl_lexicon/exclusion_verbs/" + i15,schemaPath:"#/properties/nl_lexicon/properties/exclusion_verbs/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/nl_lexicon/exclusion_verbs",schemaPath:"#/properties/nl_lexicon/properties/exclusion_verbs/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data35.scope_fillers !== undefined){
let data49 = data35.scope_fillers;
if(Array.isArray(data49)){
const len16 = data49.length;
for(let i16=0; i16<len16; i16++){
let data50 = data49[i16];
if(typeof data50 === "string"){
if(func4(data50) > 64){
const err92 = {instancePath:instancePath+"/nl_lexicon/scope_fillers/" + i16,schemaPath:"#/properties/nl_lexicon/properties/scope_fillers/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(func4(data50) < 1){
const err93 = {instancePath:instancePath+"/nl_lexicon/scope_fillers/" + i16,schemaPath:"#/properties/nl_lexicon/properties/scope_fillers/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/nl_lexicon/scope_fillers/" + i16,schemaPath:"#/properties/nl_lexicon/properties/scope_fillers/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
else {
const err95 = {instancePath:instancePath+"/nl_lexicon/scope_fillers",schemaPath:"#/properties/nl_lexicon/properties/scope_fillers/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data35.cancel_cues !== undefined){
let data51 = data35.cancel_cues;
if(Array.isArray(data51)){
const len17 = data51.length;
for(let i17=0; i17<len17; i17++){
let data52 = data51[i17];
if(typeof data52 === "string"){
if(func4(data52) > 64){
const err96 = {instancePath:instancePath+"/nl_lexicon/cancel_cues/" + i17,schemaPath:"#/properties/nl_lexicon/properties/cancel_cues/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(func4(data52) < 1){
const err97 = {instancePath:instancePath+"/nl_lexicon/cancel_cues/" + i17,schemaPath:"#/properties/nl_lexicon/properties/cancel_cues/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/nl_lexicon/cancel_cues/" + i17,schemaPath:"#/properties/nl_lexicon/properties/cancel_cues/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
else {
const err99 = {instancePath:instancePath+"/nl_lexicon/cancel_cues",schemaPath:"#/properties/nl_lexicon/properties/cancel_cues/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data35.clause_breaks !== undefined){
let data53 = data35.clause_breaks;
if(Array.isArray(data53)){
const len18 = data53.length;
for(let i18=0; i18<len18; i18++){
let data54 = data53[i18];
if(typeof data54 === "string"){
if(func4(data54) > 64){
const err100 = {instancePath:instancePath+"/nl_lexicon/clause_breaks/" + i18,schemaPath:"#/properties/nl_lexicon/properties/clause_breaks/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(func4(data54) < 1){
const err101 = {instancePath:instancePath+"/nl_lexicon/clause_breaks/" + i18,schemaPath:"#/properties/nl_lexicon/properties/clause_breaks/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/nl_lexicon/clause_breaks/" + i18,schemaPath:"#/properties/nl_lexicon/properties/clause_breaks/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath:instancePath+"/nl_lexicon/clause_breaks",schemaPath:"#/properties/nl_lexicon/properties/clause_breaks/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data35.known_words !== undefined){
let data55 = data35.known_words;
if(Array.isArray(data55)){
const len19 = data55.length;
for(let i19=0; i19<len19; i19++){
let data56 = data55[i19];
if(typeof data56 === "string"){
if(func4(data56) > 64){
const err104 = {instancePath:instancePath+"/nl_lexicon/known_words/" + i19,schemaPath:"#/properties/nl_lexicon/properties/known_words/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(func4(data56) < 1){
const err105 = {instancePath:instancePath+"/nl_lexicon/known_words/" + i19,schemaPath:"#/properties/nl_lexicon/properties/known_words/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/nl_lexicon/known_words/" + i19,schemaPath:"#/properties/nl_lexicon/properties/known_words/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath:instancePath+"/nl_lexicon/known_words",schemaPath:"#/properties/nl_lexicon/properties/known_words/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data35.question_words !== undefined){
let data57 = data35.question_words;
if(Array.isArray(data57)){
const len20 = data57.length;
for(let i20=0; i20<len20; i20++){
let data58 = data57[i20];
if(typeof data58 === "string"){
if(func4(data58) > 64){
const err108 = {instancePath:instancePath+"/nl_lexicon/question_words/" + i20,schemaPath:"#/properties/nl_lexicon/properties/question_words/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(func4(data58) < 1){
const err109 = {instancePath:instancePath+"/nl_lexicon/question_words/" + i20,schemaPath:"#/properties/nl_lexicon/properties/question_words/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/nl_lexicon/question_words/" + i20,schemaPath:"#/properties/nl_lexicon/properties/question_words/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
else {
const err111 = {instancePath:instancePath+"/nl_lexicon/question_words",schemaPath:"#/properties/nl_lexicon/properties/question_words/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data35.request_openers !== undefined){
let data59 = data35.request_openers;
if(Array.isArray(data59)){
const len21 = data59.length;
for(let i21=0; i21<len21; i21++){
let data60 = data59[i21];
if(typeof data60 === "string"){
if(func4(data60) > 64){
const err112 = {instancePath:instancePath+"/nl_lexicon/request_openers/" + i21,schemaPath:"#/properties/nl_lexicon/properties/request_openers/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if(func4(data60) < 1){
const err113 = {instancePath:instancePath+"/nl_lexicon/request_openers/" + i21,schemaPath:"#/properties/nl_lexicon/properties/request_openers/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/nl_lexicon/request_openers/" + i21,schemaPath:"#/properties/nl_lexicon/properties/request_openers/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath:instancePath+"/nl_lexicon/request_openers",schemaPath:"#/properties/nl_lexicon/properties/request_openers/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data35.statement_verbs !== undefined){
let data61 = data35.statement_verbs;
if(Array.isArray(data61)){
const len22 = data61.length;
for(let i22=0; i22<len22; i22++){
let data62 = data61[i22];
if(typeof data62 === "string"){
if(func4(data62) > 64){
const err116 = {instancePath:instancePath+"/nl_lexicon/statement_verbs/" + i22,schemaPath:"#/properties/nl_lexicon/properties/statement_verbs/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(func4(data62) < 1){
const err117 = {instancePath:instancePath+"/nl_lexicon/statement_verbs/" + i22,schemaPath:"#/properties/nl_lexicon/properties/statement_verbs/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/nl_lexicon/statement_verbs/" + i22,schemaPath:"#/properties/nl_lexicon/properties/statement_verbs/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
else {
const err119 = {instancePath:instancePath+"/nl_lexicon/statement_verbs",schemaPath:"#/properties/nl_lexicon/properties/statement_verbs/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data35.correction_cues !== undefined){
let data63 = data35.correction_cues;
if(Array.isArray(data63)){
const len23 = data63.length;
for(let i23=0; i23<len23; i23++){
let data64 = data63[i23];
if(typeof data64 === "string"){
if(func4(data64) > 64){
const err120 = {instancePath:instancePath+"/nl_lexicon/correction_cues/" + i23,schemaPath:"#/properties/nl_lexicon/properties/correction_cues/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(func4(data64) < 1){
const err121 = {instancePath:instancePath+"/nl_lexicon/correction_cues/" + i23,schemaPath:"#/properties/nl_lexicon/properties/correction_cues/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
else {
const err122 = {instancePath:instancePath+"/nl_lexicon/correction_cues/" + i23,schemaPath:"#/properties/nl_lexicon/properties/correction_cues/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
else {
const err123 = {instancePath:instancePath+"/nl_lexicon/correction_cues",schemaPath:"#/properties/nl_lexicon/properties/correction_cues/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data35.acknowledgements !== undefined){
let data65 = data35.acknowledgements;
if(Array.isArray(data65)){
const len24 = data65.length;
for(let i24=0; i24<len24; i24++){
let data66 = data65[i24];
if(typeof data66 === "string"){
if(func4(data66) > 64){
const err124 = {instancePath:instancePath+"/nl_lexicon/acknowledgements/" + i24,schemaPath:"#/properties/nl_lexicon/properties/acknowledgements/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(func4(data66) < 1){
const err125 = {instancePath:instancePath+"/nl_lexicon/acknowledgements/" + i24,schemaPath:"#/properties/nl_lexicon/properties/acknowledgements/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/nl_lexicon/acknowledgements/" + i24,schemaPath:"#/properties/nl_lexicon/properties/acknowledgements/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/nl_lexicon/acknowledgements",schemaPath:"#/properties/nl_lexicon/properties/acknowledgements/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data35.hedges !== undefined){
let data67 = data35.hedges;
if(Array.isArray(data67)){
const len25 = data67.length;
for(let i25=0; i25<len25; i25++){
let data68 = data67[i25];
if(typeof data68 === "string"){
if(func4(data68) > 64){
const err128 = {instancePath:instancePath+"/nl_lexicon/hedges/" + i25,schemaPath:"#/properties/nl_lexicon/properties/hedges/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(func4(data68) < 1){
const err129 = {instancePath:instancePath+"/nl_lexicon/hedges/" + i25,schemaPath:"#/properties/nl_lexicon/properties/hedges/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/nl_lexicon/hedges/" + i25,schemaPath:"#/properties/nl_lexicon/properties/hedges/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
else {
const err131 = {instancePath:instancePath+"/nl_lexicon/hedges",schemaPath:"#/properties/nl_lexicon/properties/hedges/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data35.self_reports !== undefined){
let data69 = data35.self_reports;
if(Array.isArray(data69)){
const len26 = data69.length;
for(let i26=0; i26<len26; i26++){
let data70 = data69[i26];
if(typeof data70 === "string"){
if(func4(data70) > 64){
const err132 = {instancePath:instancePath+"/nl_lexicon/self_reports/" + i26,schemaPath:"#/properties/nl_lexicon/properties/self_reports/items/maxLength",keyword:"maxLength",params:{limit: 64}};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(func4(data70) < 1){
const err133 = {instancePath:instancePath+"/nl_lexicon/self_reports/" + i26,schemaPath:"#/properties/nl_lexicon/properties/self_reports/items/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
else {
const err134 = {instancePath:instancePath+"/nl_lexicon/self_reports/" + i26,schemaPath:"#/properties/nl_lexicon/properties/self_reports/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
else {
const err135 = {instancePath:instancePath+"/nl_lexicon/self_reports",schemaPath:"#/properties/nl_lexicon/properties/self_reports/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
else {
const err136 = {instancePath:instancePath+"/nl_lexicon",schemaPath:"#/properties/nl_lexicon/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data.context_rules !== undefined){
let data71 = data.context_rules;
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
for(const key15 in data71){
let data72 = data71[key15];
if(data72 && typeof data72 == "object" && !Array.isArray(data72)){
if(data72.suggestions === undefined){
const err137 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/context_rules/additionalProperties/required",keyword:"required",params:{missingProperty: "suggestions"}};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
for(const key16 in data72){
if(!(key16 === "suggestions")){
const err138 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/context_rules/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16}};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data72.suggestions !== undefined){
let data73 = data72.suggestions;
if(Array.isArray(data73)){
const len27 = data73.length;
for(let i27=0; i27<len27; i27++){
let data74 = data73[i27];
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
if(data74.command === undefined){
const err139 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i27,schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/required",keyword:"required",params:{missingProperty: "command"}};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
for(const key17 in data74){
if(!(((key17 === "command") || (key17 === "description")) || (key17 === "reason"))){
const err140 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i27,schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17}};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
if(data74.command !== undefined){
let data75 = data74.command;
if(typeof data75 === "string"){
if(!pattern12.test(data75)){
const err141 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i27+"/command",schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/properties/command/pattern",keyword:"pattern",params:{pattern: "^/legion:[a-z][a-z0-9-]*( [^\\n]*)?$"}};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
else {
const err142 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i27+"/command",schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/properties/command/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data74.description !== undefined){
if(typeof data74.description !== "string"){
const err143 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i27+"/description",schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/properties/description/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data74.reason !== undefined){
if(typeof data74.reason !== "string"){
const err144 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i27+"/reason",schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/properties/reason/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
}
else {
const err145 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions/" + i27,schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
}
else {
const err146 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/suggestions",schemaPath:"#/properties/context_rules/additionalProperties/properties/suggestions/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
}
else {
const err147 = {instancePath:instancePath+"/context_rules/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/context_rules/additionalProperties/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
else {
const err148 = {instancePath:instancePath+"/context_rules",schemaPath:"#/properties/context_rules/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data.review_panel !== undefined){
let data78 = data.review_panel;
if(Array.isArray(data78)){
const len28 = data78.length;
for(let i28=0; i28<len28; i28++){
let data79 = data78[i28];
if(data79 && typeof data79 == "object" && !Array.isArray(data79)){
if(data79.dimension === undefined){
const err149 = {instancePath:instancePath+"/review_panel/" + i28,schemaPath:"#/properties/review_panel/items/required",keyword:"required",params:{missingProperty: "dimension"}};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(data79.agent === undefined){
const err150 = {instancePath:instancePath+"/review_panel/" + i28,schemaPath:"#/properties/review_panel/items/required",keyword:"required",params:{missingProperty: "agent"}};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
for(const key18 in data79){
if(!(((key18 === "dimension") || (key18 === "agent")) || (key18 === "domains"))){
const err151 = {instancePath:instancePath+"/review_panel/" + i28,schemaPath:"#/properties/review_panel/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18}};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data79.dimension !== undefined){
let data80 = data79.dimension;
if(typeof data80 === "string"){
if(!pattern5.test(data80)){
const err152 = {instancePath:instancePath+"/review_panel/" + i28+"/dimension",schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
else {
const err153 = {instancePath:instancePath+"/review_panel/" + i28+"/dimension",schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data79.agent !== undefined){
let data81 = data79.agent;
if(typeof data81 === "string"){
if(!pattern5.test(data81)){
const err154 = {instancePath:instancePath+"/review_panel/" + i28+"/agent",schemaPath:"#/definitions/key/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9._-]{0,127}$"}};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
else {
const err155 = {instancePath:instancePath+"/review_panel/" + i28+"/agent",schemaPath:"#/definitions/key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data79.domains !== undefined){
let data82 = data79.domains;
if(Array.isArray(data82)){
const len29 = data82.length;
for(let i29=0; i29<len29; i29++){
if(typeof data82[i29] !== "string"){
const err156 = {instancePath:instancePath+"/review_panel/" + i28+"/domains/" + i29,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
}
else {
const err157 = {instancePath:instancePath+"/review_panel/" + i28+"/domains",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
}
else {
const err158 = {instancePath:instancePath+"/review_panel/" + i28,schemaPath:"#/properties/review_panel/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
}
else {
const err159 = {instancePath:instancePath+"/review_panel",schemaPath:"#/properties/review_panel/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data.task_type_inference !== undefined){
let data84 = data.task_type_inference;
if(Array.isArray(data84)){
const len30 = data84.length;
for(let i30=0; i30<len30; i30++){
let data85 = data84[i30];
if(data85 && typeof data85 == "object" && !Array.isArray(data85)){
if(data85.pattern === undefined){
const err160 = {instancePath:instancePath+"/task_type_inference/" + i30,schemaPath:"#/properties/task_type_inference/items/required",keyword:"required",params:{missingProperty: "pattern"}};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(data85.types === undefined){
const err161 = {instancePath:instancePath+"/task_type_inference/" + i30,schemaPath:"#/properties/task_type_inference/items/required",keyword:"required",params:{missingProperty: "types"}};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
for(const key19 in data85){
if(!((key19 === "pattern") || (key19 === "types"))){
const err162 = {instancePath:instancePath+"/task_type_inference/" + i30,schemaPath:"#/properties/task_type_inference/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19}};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data85.pattern !== undefined){
let data86 = data85.pattern;
if(typeof data86 === "string"){
if(func4(data86) > 512){
const err163 = {instancePath:instancePath+"/task_type_inference/" + i30+"/pattern",schemaPath:"#/properties/task_type_inference/items/properties/pattern/maxLength",keyword:"maxLength",params:{limit: 512}};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(func4(data86) < 1){
const err164 = {instancePath:instancePath+"/task_type_inference/" + i30+"/pattern",schemaPath:"#/properties/task_type_inference/items/properties/pattern/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
else {
const err165 = {instancePath:instancePath+"/task_type_inference/" + i30+"/pattern",schemaPath:"#/properties/task_type_inference/items/properties/pattern/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data85.types !== undefined){
let data87 = data85.types;
if(Array.isArray(data87)){
const len31 = data87.length;
for(let i31=0; i31<len31; i31++){
if(typeof data87[i31] !== "string"){
const err166 = {instancePath:instancePath+"/task_type_inference/" + i30+"/types/" + i31,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
else {
const err167 = {instancePath:instancePath+"/task_type_inference/" + i30+"/types",schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
else {
const err168 = {instancePath:instancePath+"/task_type_inference/" + i30,schemaPath:"#/properties/task_type_inference/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
else {
const err169 = {instancePath:instancePath+"/task_type_inference",schemaPath:"#/properties/task_type_inference/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
if(data.agent_task_types !== undefined){
let data89 = data.agent_task_types;
if(data89 && typeof data89 == "object" && !Array.isArray(data89)){
for(const key20 in data89){
let data90 = data89[key20];
if(Array.isArray(data90)){
const len32 = data90.length;
for(let i32=0; i32<len32; i32++){
if(typeof data90[i32] !== "string"){
const err170 = {instancePath:instancePath+"/agent_task_types/" + key20.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i32,schemaPath:"#/definitions/stringList/items/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath:instancePath+"/agent_task_types/" + key20.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/stringList/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
}
else {
const err172 = {instancePath:instancePath+"/agent_task_types",schemaPath:"#/properties/agent_task_types/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
else {
const err173 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

/** Compiled validator by schema $id. */
const validatorsById = Object.freeze({
  "https://github.com/legion-router/legion-router/config/plan-frontmatter.schema.json": planFrontmatter,
  "https://github.com/legion-router/legion-router/config/intent-teams.schema.json": intentTeams,
});

;// CONCATENATED MODULE: ./src/core/schema/schema-error.ts
/**
 * What schema validation reports: one SchemaError per broken rule, with the JSON path of the value
 * so callers can map it back to a line of the YAML file.
 */
/** `must_haves.artifacts[0].path`; `(top level)` for the document itself. */
function formatSchemaPath(path) {
    if (path.length === 0)
        return '(top level)';
    return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

;// CONCATENATED MODULE: ./src/core/schema/schema-errors-from-ajv.ts

const MAX_SCHEMA_ERRORS = 50;
/** Keywords whose failure ajv reports together with the errors of each subschema it tried. */
const TRIAL_KEYWORDS = new Set(['oneOf', 'anyOf', 'contains', 'propertyNames']);
/** Longest quoted value in a message, in UTF-16 units. */
const QUOTE_LIMIT = 60;
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function within(instancePath, ancestor) {
    return instancePath === ancestor || instancePath.startsWith(`${ancestor}/`);
}
function parentPointer(schemaPath) {
    return schemaPath.slice(0, schemaPath.lastIndexOf('/'));
}
/** JSON Pointer → path; segments that index an array become numbers. */
function pathOf(pointer, root) {
    const path = [];
    if (pointer === '')
        return path;
    let node = root;
    for (const raw of pointer.slice(1).split('/')) {
        const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        if (Array.isArray(node) && /^(?:0|[1-9]\d*)$/.test(key)) {
            path.push(Number(key));
            node = node[Number(key)];
        }
        else {
            path.push(key);
            node = isObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
        }
    }
    return path;
}
function valueAt(root, path) {
    let node = root;
    for (const segment of path) {
        if (typeof segment === 'number')
            node = Array.isArray(node) ? node[segment] : undefined;
        else
            node = isObject(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
    }
    return node;
}
function typeOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'number') {
        if (!Number.isFinite(value))
            return String(value); // NaN, Infinity: YAML has .nan and .inf
        return Number.isInteger(value) ? 'integer' : 'number';
    }
    return typeof value;
}
function truncate(text) {
    return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
}
/** A value as JSON, strings cut to 60 characters first, anything else cut after encoding. */
function quote(value) {
    if (typeof value === 'string')
        return JSON.stringify(truncate(value));
    try {
        return truncate(JSON.stringify(value) ?? String(value));
    }
    catch {
        return truncate(String(value));
    }
}
function typeNames(type) {
    if (Array.isArray(type))
        return type.join(' or ');
    return String(type).split(',').join(' or ');
}
/** A person's wording of one ajv error; `path` is where it is reported. */
function messageFor(error, path, root) {
    const at = formatSchemaPath(path);
    const p = error.params;
    const value = valueAt(root, path);
    switch (error.keyword) {
        case 'type':
            return `${at} must be ${typeNames(p.type)}, found ${typeOf(value)}`;
        case 'enum':
            return `${at} must be one of ${p.allowedValues.map((o) => JSON.stringify(o)).join(', ')}, found ${quote(value)}`;
        case 'const':
            return `${at} must be ${JSON.stringify(p.allowedValue)}`;
        case 'minimum':
            return `${at} must be ≥ ${String(p.limit)}`;
        case 'maximum':
            return `${at} must be ≤ ${String(p.limit)}`;
        case 'exclusiveMinimum':
            return `${at} must be > ${String(p.limit)}`;
        case 'exclusiveMaximum':
            return `${at} must be < ${String(p.limit)}`;
        case 'multipleOf':
            return `${at} must be a multiple of ${String(p.multipleOf)}`;
        case 'minLength':
            return p.limit === 1 ? `${at} must not be empty` : `${at} is shorter than ${String(p.limit)} characters`;
        case 'maxLength':
            return `${at} is longer than ${String(p.limit)} characters`;
        case 'pattern':
            return `${at} ${quote(value)} does not match ${String(p.pattern)}`;
        case 'format':
            return `${at} ${quote(value)} is not a valid ${String(p.format)}`;
        case 'minItems':
            return `${at} needs at least ${String(p.limit)} item(s)`;
        case 'maxItems':
        case 'additionalItems':
        case 'items':
            return `${at} has more than ${String(p.limit)} item(s)`;
        case 'uniqueItems':
            return `${at} has the same item twice (at [${String(p.j)}] and [${String(p.i)}])`;
        case 'contains':
            return `${at} needs at least ${String(p.minContains ?? 1)} item(s) of the form its schema requires`;
        case 'minProperties':
            return `${at} needs at least ${String(p.limit)} key(s)`;
        case 'maxProperties':
            return `${at} has more than ${String(p.limit)} key(s)`;
        case 'required':
            return `${at} is missing required key '${String(p.missingProperty)}'`;
        case 'dependencies':
        case 'dependentRequired':
            return `${at} is missing key '${String(p.missingProperty)}', required when '${String(p.property)}' is present`;
        case 'additionalProperties':
            return `${at} is not a known key`;
        case 'propertyNames':
            return `${at} has a key that is not allowed: ${quote(p.propertyName)}`;
        case 'oneOf':
        case 'anyOf':
            return `${at} does not match any allowed form`;
        case 'not':
            return `${at} must not match the form its schema excludes`;
        case 'false schema':
            return `${at} is not allowed here`;
        default:
            return `${at} breaks the schema rule "${error.keyword}"`;
    }
}
/** Pass 1: drop the trial errors of failed oneOf/anyOf/contains/propertyNames and the "if" wrappers. */
function withoutTrials(errors) {
    const kept = [];
    for (const error of errors) {
        if (error.keyword === 'if') {
            const branch = `${parentPointer(error.schemaPath)}/${String(error.params.failingKeyword)}/`;
            for (let i = kept.length - 1; i >= 0; i--) {
                const entry = kept[i];
                if (!within(entry.error.instancePath, error.instancePath))
                    break;
                if (entry.error.schemaPath.startsWith(branch))
                    entry.branchOf = error.instancePath;
            }
            continue;
        }
        if (TRIAL_KEYWORDS.has(error.keyword)) {
            const own = `${error.schemaPath}/`;
            const siblings = `${parentPointer(error.schemaPath)}/`;
            while (kept.length > 0) {
                const last = kept[kept.length - 1].error;
                if (!within(last.instancePath, error.instancePath))
                    break;
                if (last.schemaPath.startsWith(siblings) && !last.schemaPath.startsWith(own))
                    break;
                kept.pop();
            }
        }
        kept.push({ error });
    }
    return kept;
}
/** Pass 2: where a value has the wrong type, keep only the type error of that schema. */
function withoutNoiseAfterTypeErrors(kept) {
    const typeFailures = new Map();
    for (const { error } of kept) {
        if (error.keyword !== 'type')
            continue;
        const list = typeFailures.get(error.instancePath) ?? [];
        list.push(`${parentPointer(error.schemaPath)}/`);
        typeFailures.set(error.instancePath, list);
    }
    if (typeFailures.size === 0)
        return kept;
    return kept.filter(({ error }) => {
        if (error.keyword === 'type')
            return true;
        const schemas = typeFailures.get(error.instancePath);
        return !schemas?.some((prefix) => error.schemaPath.startsWith(prefix));
    });
}
/**
 * Sort key in document order, as a depth-first walk reports: a value's own errors, then its
 * children in key order, then its oneOf/anyOf summary, then its if/then/else branch's errors.
 */
const OWN = -1;
const AFTER_CHILDREN = Number.MAX_SAFE_INTEGER - 1;
const BRANCH = Number.MAX_SAFE_INTEGER;
function orderKey(path, root, rank, branchDepth, keyIndex) {
    const key = [];
    let node = root;
    path.forEach((segment, depth) => {
        if (depth === branchDepth)
            key.push(BRANCH);
        if (typeof segment === 'number') {
            key.push(segment);
            node = Array.isArray(node) ? node[segment] : undefined;
        }
        else {
            key.push(isObject(node) ? (keyIndex(node).get(segment) ?? AFTER_CHILDREN) : AFTER_CHILDREN);
            node = isObject(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
        }
    });
    if (branchDepth === path.length)
        key.push(BRANCH);
    key.push(rank);
    return key;
}
function compareKeys(a, b) {
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i++) {
        const d = a[i] - b[i];
        if (d !== 0)
            return d;
    }
    return a.length - b.length;
}
/** ajv's errors for `value` → at most 50 SchemaErrors in document order. */
function schemaErrorsFromAjv(errors, value, limit = MAX_SCHEMA_ERRORS) {
    const indexCache = new WeakMap();
    const keyIndex = (o) => {
        let index = indexCache.get(o);
        if (!index) {
            index = new Map(Object.keys(o).map((k, i) => [k, i]));
            indexCache.set(o, index);
        }
        return index;
    };
    const located = withoutNoiseAfterTypeErrors(withoutTrials(errors)).map(({ error, branchOf }, order) => {
        const base = pathOf(error.instancePath, value);
        const path = error.keyword === 'additionalProperties' ? [...base, String(error.params.additionalProperty)] : base;
        const rank = TRIAL_KEYWORDS.has(error.keyword) ? AFTER_CHILDREN : OWN;
        const branchDepth = branchOf === undefined ? undefined : pathOf(branchOf, value).length;
        return { error, path, order, key: orderKey(path, value, rank, branchDepth, keyIndex) };
    });
    located.sort((a, b) => compareKeys(a.key, b.key) || a.order - b.order);
    return located.slice(0, limit).map(({ error, path }) => ({ path, message: messageFor(error, path, value) }));
}

;// CONCATENATED MODULE: ./src/core/schema/validate-json-schema.ts
/**
 * Validates a value against one of the shipped JSON Schemas (config/*.schema.json) with the ajv
 * validators compiled at build time (compiled-validators.js, made by scripts/compile-schemas.mjs),
 * so the router enforces every keyword an editor enforces, and cold start does not pay for ajv's
 * compiler. Schemas are trusted (shipped with the action); data is not.
 */



function compiledValidatorFor(schema) {
    const id = schema.$id;
    if (typeof id === 'string' && Object.hasOwn(validatorsById, id))
        return validatorsById[id];
    throw new Error(`validateJsonSchema: no compiled validator for the schema ${typeof id === 'string' ? `with $id ${id}` : 'without an $id'}; ` +
        'add its file to SCHEMAS in scripts/compile-schemas.mjs and run npm run build:schemas');
}
/**
 * The rules `value` breaks, in document order, at most 50; [] when it is valid. `schema` must be
 * one of the compiled schemas (found by its `$id`); any other schema is a programming error and
 * throws.
 */
function validateJsonSchema(value, schema) {
    const validate = compiledValidatorFor(schema);
    if (validate(value))
        return [];
    return schemaErrorsFromAjv(validate.errors ?? [], value);
}

;// CONCATENATED MODULE: ./config/intent-teams.schema.json
const intent_teams_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://github.com/legion-router/legion-router/config/intent-teams.schema.json","title":"Legion intent-teams.yaml (legion-router)","description":"Intent flags, team templates, validation rules, natural-language patterns and context rules. Compatible with Legion\'s .planning/config/intent-teams.yaml; keys marked as extensions are read by legion-router only.","type":"object","additionalProperties":false,"properties":{"intents":{"type":"object","description":"Intent key → team template. Flag names: skip-x → --skip-x, x-only → --just-x, x → --just-x (or `flag`).","additionalProperties":{"$ref":"#/definitions/intent"}},"task_types":{"type":"object","description":"Task-type taxonomy: category → sub-types.","additionalProperties":{"$ref":"#/definitions/stringList"}},"validation":{"type":"object","additionalProperties":false,"properties":{"mutual_exclusion":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flags","error"],"properties":{"flags":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":2},"error":{"type":"string","minLength":1}}}},"requires_command":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flag","commands","error"],"properties":{"flag":{"$ref":"#/definitions/key"},"commands":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":1},"error":{"type":"string","minLength":1}}}},"allowed_combinations":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["flags","allows"],"properties":{"flags":{"type":"array","items":{"$ref":"#/definitions/key"},"minItems":1},"allows":{"type":"array","items":{"$ref":"#/definitions/key"}}}}}}},"nl_patterns":{"type":"object","description":"Intent key → keyword cluster and phrase templates.","additionalProperties":{"$ref":"#/definitions/cluster"}},"command_routes":{"type":"object","description":"Command name → keyword cluster and phrase templates.","additionalProperties":{"$ref":"#/definitions/cluster"}},"nl_lexicon":{"type":"object","description":"legion-router extension: words the natural-language scorer knows beyond the clusters\' keywords (docs/nl-scoring.md). Each list overrides the bundled list of the same name; synonyms override canonical term by canonical term.","additionalProperties":false,"properties":{"synonyms":{"type":"object","description":"Canonical term → words and phrases that mean it (frontend: [ui, client, front end]). An empty list removes a bundled term.","additionalProperties":{"type":"array","items":{"type":"string","minLength":1,"maxLength":64}}},"negation_cues":{"type":"array","description":"Words or phrases that exclude what follows them, to the end of the clause (no, without, except, leave out).","items":{"type":"string","minLength":1,"maxLength":64}},"negation_suffixes":{"type":"array","description":"Words that exclude the area just before them (the frontend excluded, UI aside).","items":{"type":"string","minLength":1,"maxLength":64}},"negation_wraps":{"type":"array","description":"Opener … closer pairs that exclude what they enclose (leave … alone).","items":{"type":"string","minLength":1,"maxLength":64}},"restriction_cues":{"type":"array","description":"Words that restrict the request to an area (only, just).","items":{"type":"string","minLength":1,"maxLength":64}},"exclusion_verbs":{"type":"array","description":"Verbs that may stand between a negation and the area it excludes (touch, change).","items":{"type":"string","minLength":1,"maxLength":64}},"scope_fillers":{"type":"array","description":"Nouns that may stand next to an area word without ending the scope (code, work, side).","items":{"type":"string","minLength":1,"maxLength":64}},"cancel_cues":{"type":"array","description":"Words that cancel rather than request (stop, cancel): such a text never routes at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"clause_breaks":{"type":"array","description":"Words that end a negation or restriction scope; punctuation always does.","items":{"type":"string","minLength":1,"maxLength":64}},"known_words":{"type":"array","description":"Real words the typo corrector never changes (smart is not start).","items":{"type":"string","minLength":1,"maxLength":64}},"question_words":{"type":"array","description":"Words that open a question (how, why, are): a question asks about work and routes only to a cluster whose templates are questions (status, advise).","items":{"type":"string","minLength":1,"maxLength":64}},"request_openers":{"type":"array","description":"Openers that make a question a polite request (can you, could you).","items":{"type":"string","minLength":1,"maxLength":64}},"statement_verbs":{"type":"array","description":"Verbs of a statement about a thing (the docs look fine): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"correction_cues":{"type":"array","description":"Words by which a writer takes back what they said (actually, scratch that): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"acknowledgements":{"type":"array","description":"Thanks and approvals (thanks, lgtm): a single clause that opens with one is not a request (LOW).","items":{"type":"string","minLength":1,"maxLength":64}},"hedges":{"type":"array","description":"Words of a writer who is unsure (not sure, maybe, whichever): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}},"self_reports":{"type":"array","description":"Openers of a report by the writer (i will, we already): such a text is not routed at HIGH.","items":{"type":"string","minLength":1,"maxLength":64}}}},"context_rules":{"type":"object","description":"Lifecycle position → ranked suggestions. Placeholders {phase}, {phase_name}, {next_phase}.","additionalProperties":{"type":"object","additionalProperties":false,"required":["suggestions"],"properties":{"suggestions":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["command"],"properties":{"command":{"type":"string","pattern":"^/legion:[a-z][a-z0-9-]*( [^\\\\n]*)?$"},"description":{"type":"string"},"reason":{"type":"string"}}}}}}},"review_panel":{"type":"array","description":"legion-router extension: standard review panel, one matrix entry per dimension.","items":{"type":"object","additionalProperties":false,"required":["dimension","agent"],"properties":{"dimension":{"$ref":"#/definitions/key"},"agent":{"$ref":"#/definitions/key"},"domains":{"$ref":"#/definitions/stringList"}}}},"task_type_inference":{"type":"array","description":"legion-router extension: glob → task types for plans that declare none. First matching rule per file.","items":{"type":"object","additionalProperties":false,"required":["pattern","types"],"properties":{"pattern":{"type":"string","minLength":1,"maxLength":512},"types":{"$ref":"#/definitions/stringList"}}}},"agent_task_types":{"type":"object","description":"legion-router extension: agent id → task types it implies.","additionalProperties":{"$ref":"#/definitions/stringList"}}},"definitions":{"key":{"type":"string","pattern":"^[a-z0-9][a-z0-9._-]{0,127}$"},"stringList":{"type":"array","items":{"type":"string"}},"intent":{"type":"object","additionalProperties":false,"properties":{"description":{"type":"string"},"flag":{"type":"string","pattern":"^--[a-z0-9][a-z0-9-]{0,62}$"},"agents":{"type":"object","additionalProperties":false,"properties":{"primary":{"type":"array","items":{"$ref":"#/definitions/key"}},"secondary":{"type":"array","items":{"$ref":"#/definitions/key"}}}},"domains":{"$ref":"#/definitions/stringList"},"filter":{"type":"object","additionalProperties":false,"properties":{"include_task_types":{"$ref":"#/definitions/stringList"},"exclude_task_types":{"$ref":"#/definitions/stringList"},"exclude_agents":{"$ref":"#/definitions/stringList"},"exclude_file_patterns":{"type":"array","items":{"type":"string","minLength":1,"maxLength":512}}}},"mode":{"enum":["ad_hoc","filter_plans","filter_review"]}}},"cluster":{"type":"object","additionalProperties":false,"properties":{"keywords":{"type":"object","additionalProperties":{"type":"number","minimum":0,"maximum":1}},"phrases":{"type":"array","items":{"type":"string","minLength":1,"maxLength":256}}}}}}');
;// CONCATENATED MODULE: ./src/core/config/parse-intent-teams.ts





/** Sections of Legion's own format that older versions of intent-teams.yaml lack. */
const DEFAULTABLE_LEGION_SECTIONS = ['nl_patterns', 'command_routes', 'context_rules'];
/** The lists of an nl_lexicon section (everything but `synonyms`). */
const LEXICON_LISTS = [
    'negation_cues',
    'negation_wraps',
    'negation_suffixes',
    'restriction_cues',
    'exclusion_verbs',
    'scope_fillers',
    'cancel_cues',
    'clause_breaks',
    'known_words',
    'question_words',
    'request_openers',
    'statement_verbs',
    'correction_cues',
    'acknowledgements',
    'hedges',
    'self_reports',
];
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
function normaliseLexicon(value) {
    if (!isDict(value))
        return undefined;
    const lexicon = {};
    if (isDict(value.synonyms)) {
        const synonyms = dict();
        for (const [term, variants] of entries(value.synonyms))
            synonyms[term] = strings(variants);
        lexicon.synonyms = synonyms;
    }
    for (const list of LEXICON_LISTS) {
        if (Array.isArray(value[list]))
            lexicon[list] = strings(value[list]);
    }
    return lexicon;
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
    const lexicon = normaliseLexicon(value.nl_lexicon);
    if (lexicon)
        config.nl_lexicon = lexicon;
    return config;
}
/**
 * Parse intent-teams.yaml text (Legion's config preconditions: a syntax error or an unusable file): a syntax error or a file
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
        return { config: emptyIntentTeams(), usable: false, diagnostics, absentSections: [] };
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
        return { config: emptyIntentTeams(), usable: false, diagnostics, absentSections: [] };
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
    const value = parsed.value;
    const absentSections = DEFAULTABLE_LEGION_SECTIONS.filter((section) => value[section] === undefined || value[section] === null);
    return { config: normalise(value), usable: true, diagnostics, absentSections };
}
/**
 * The nl_lexicon in force: the bundled lexicon, overridden list by list by the repository's
 * (synonyms: canonical term by canonical term; `term: []` removes a bundled term).
 */
function mergeLexicon(own, bundled) {
    if (!own)
        return bundled;
    if (!bundled)
        return own;
    const merged = { ...bundled, ...own };
    if (own.synonyms && bundled.synonyms) {
        const synonyms = dict();
        for (const [term, variants] of Object.entries(bundled.synonyms))
            synonyms[term] = variants;
        for (const [term, variants] of Object.entries(own.synonyms))
            synonyms[term] = variants;
        merged.synonyms = synonyms;
    }
    return merged;
}
/**
 * Fill legion-router extension sections the repository config does not set from the bundled one
 * (review_panel, task_type_inference, agent_task_types, nl_lexicon). Silent: Legion's own files
 * never have them.
 */
function withExtensionDefaults(config, bundled) {
    const merged = {
        ...config,
        review_panel: config.review_panel.length > 0 ? config.review_panel : bundled.review_panel,
        task_type_inference: config.task_type_inference.length > 0 ? config.task_type_inference : bundled.task_type_inference,
        agent_task_types: Object.keys(config.agent_task_types).length > 0 ? config.agent_task_types : bundled.agent_task_types,
    };
    const lexicon = mergeLexicon(config.nl_lexicon, bundled.nl_lexicon);
    if (lexicon)
        merged.nl_lexicon = lexicon;
    return merged;
}
/**
 * The repository's parsed config completed from the bundled one: the extension sections as
 * {@link withExtensionDefaults} does, and the Legion sections the file lacks altogether
 * (`nl_patterns`, `command_routes`, `context_rules`; older intent-teams.yaml versions), said in
 * one info diagnostic. A section present but empty (`nl_patterns: {}`) is the repository's choice
 * and is kept.
 */
function withBundledDefaults(parsed, bundled, path) {
    const config = withExtensionDefaults(parsed.config, bundled);
    const taken = parsed.absentSections.filter((section) => Object.keys(bundled[section]).length > 0);
    if (taken.length === 0)
        return { config, diagnostics: [] };
    for (const section of taken) {
        if (section === 'context_rules')
            config.context_rules = bundled.context_rules;
        else
            config[section] = bundled[section];
    }
    const names = taken.join(', ');
    return {
        config,
        diagnostics: [
            {
                code: error_codes/* InfoCode */.eS.CONFIG_SECTIONS_FROM_BUNDLED,
                severity: 'info',
                message: `${path} has no ${names}: legion-router's bundled ${taken.length === 1 ? 'section is' : 'sections are'} used.`,
                file: path,
                hint: `Copy ${names} from legion-router's config/intent-teams.yaml into ${path} to tune ${taken.length === 1 ? 'it' : 'them'}.`,
            },
        ],
    };
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/adapters/fs/bundled-file.ts




/** Bundled files are small (the default config is a few KiB): a bound all the same. */
const MAX_BUNDLED_BYTES = 1_048_576;
/**
 * Read a file shipped with legion-router (e.g. `config/intent-teams.yaml`). The bundle runs from
 * `dist/index.js` (action), `dist/cli/index.js` (CLI) or `src/**` (tests), so the package root is
 * found by walking up from this module to the folder that holds the file. The file is read like a
 * repository file: a regular file, opened without following a link and without blocking.
 */
function readBundledFile(relPath) {
    let dir = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (let depth = 0; depth < 6; depth++) {
        const candidate = (0,external_node_path_.join)(dir, relPath);
        if ((0,external_node_fs_.existsSync)(candidate) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'package.json'))) {
            const read = readRegularFile(candidate, relPath, MAX_BUNDLED_BYTES);
            if (read.ok)
                return read.text;
            throw new Error(`legion-router cannot read its bundled file: ${read.message}; reinstall the action.`);
        }
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
 * Legion's config preconditions, for CI:
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
    // Older Legion configs lack context_rules, nl_patterns or command_routes: those come from the
    // bundled config, said once (I025); extension sections likewise.
    const defaulted = withBundledDefaults(parsed, bundled.config, path);
    return {
        ok: true,
        loaded: { config: defaulted.config, origin: 'repository', path, diagnostics: [...parsed.diagnostics, ...defaulted.diagnostics] },
    };
}

;// CONCATENATED MODULE: ./src/core/plans/checkout-lookup.ts
/** Strip `./` and leading or trailing `/` so lookups use one spelling. */
function lookupKey(path) {
    let key = path;
    while (key.startsWith('./'))
        key = key.slice(2);
    let start = 0;
    while (start < key.length && key[start] === '/')
        start++;
    let end = key.length;
    while (end > start && key[end - 1] === '/')
        end--;
    return key.slice(start, end);
}
/** A checkout given as its list of file paths (for example `git ls-files`, or a test). */
function checkoutFromPaths(paths) {
    const files = new Set();
    const directories = new Set(['']);
    for (const path of paths) {
        const key = lookupKey(path);
        if (key === '')
            continue;
        files.add(key);
        for (let slash = key.indexOf('/'); slash !== -1; slash = key.indexOf('/', slash + 1))
            directories.add(key.slice(0, slash));
    }
    const sorted = [...files].sort();
    return {
        kind(path) {
            const key = lookupKey(path);
            if (files.has(key))
                return 'file';
            return directories.has(key) ? 'directory' : undefined;
        },
        filesUnder(directory, limit) {
            const key = lookupKey(directory);
            const prefix = key === '' ? '' : `${key}/`;
            const found = prefix === '' ? sorted : sorted.filter((file) => file.startsWith(prefix));
            return found.length > limit ? undefined : found;
        },
    };
}

;// CONCATENATED MODULE: ./src/core/plans/normalise-entry.ts


/** Entries longer than this are left alone (the glob compiler rejects them anyway). */
const MAX_NORMALISED_ENTRY = 2048;
const GLOB_CHARS = '*?[]{}!';
const isSpace = (ch) => ch === ' ' || ch === '\t';
const hasGlob = (text) => /[*?[{]/.test(text);
/**
 * Whether a glob-free entry could name a directory: its last segment has no dot after its first
 * character (`docs`, `src/app`, `.github`, `Makefile`). `src/app.ts` is not looked up, so the
 * checkout is asked about a few entries, not every declared file; a directory whose name has a
 * dot in it (`conf.d`) is written with its `/`.
 */
function looksLikeDirectory(entry) {
    const base = entry.slice(entry.lastIndexOf('/') + 1);
    return base.indexOf('.', 1) === -1;
}
/** Index where a trailing note starts, and which kind; null when there is none. */
function noteStart(text) {
    const endsWithParen = text.endsWith(')');
    for (let i = 1; i < text.length; i++) {
        const ch = text[i];
        if (ch === '—' || ch === '–')
            return { index: i, change: 'dash-note' };
        if (!isSpace(ch))
            continue;
        let j = i;
        while (isSpace(text[j]))
            j++;
        const next = text[j];
        if (next === '(' && endsWithParen)
            return { index: i, change: 'parenthesised-note' };
        if (next === '#')
            return { index: i, change: 'comment' };
        if (next === '—' || next === '–')
            return { index: i, change: 'dash-note' };
        if (next === '-') {
            const after = text[j + 1] === '-' ? j + 2 : j + 1;
            if (isSpace(text[after]) || after >= text.length)
                return { index: i, change: 'dash-note' };
        }
        i = j - 1;
    }
    return null;
}
/** `path,` / `path:` → `path` (never down to nothing). */
function withoutTrailingPunctuation(text) {
    let end = text.length;
    while (end > 0 && (text[end - 1] === ',' || text[end - 1] === ';' || text[end - 1] === ':'))
        end--;
    return end > 0 ? text.slice(0, end).trimEnd() : text;
}
/** What follows a backtick span: a note of some form, or plain words. */
function restKind(rest) {
    const first = rest[0];
    if (first === '(')
        return 'parenthesised-note';
    if (first === '#')
        return 'comment';
    if (first === '-' || first === '—' || first === '–')
        return 'dash-note';
    if (/^[,;:]+$/.test(rest))
        return 'trailing-punctuation';
    return 'text-after-backticks';
}
/**
 * Rules 3–6: the text forms, without looking at the checkout. Applied until nothing changes
 * (at most a few passes: `` `a (note)` `` needs two), so a normalised entry stays as it is.
 */
function normaliseText(body, changes) {
    let text = body;
    for (let pass = 0; pass < 4; pass++) {
        const found = [];
        const next = normaliseOnce(text, found);
        for (const change of found)
            if (!changes.includes(change))
                changes.push(change);
        if (next === text)
            break;
        text = next;
    }
    return text;
}
function normaliseOnce(body, changes) {
    let text = body.trim();
    let punctuated = false;
    const close = text.startsWith('`') ? text.indexOf('`', 1) : -1;
    // A backtick span is the path only when what follows it is separate from it: `` `x`.ts `` is
    // a file name with backticks in it, not a path in backticks.
    const after = close > 1 ? text[close + 1] : undefined;
    if (close > 1 && (after === undefined || isSpace(after) || after === ',' || after === ';' || after === ':')) {
        const rest = text.slice(close + 1).trim();
        text = text.slice(1, close).trim();
        changes.push('backticks');
        if (rest !== '') {
            const kind = restKind(rest);
            changes.push(kind);
            punctuated = kind === 'trailing-punctuation';
        }
    }
    else {
        // `path (note),` — punctuation after the note goes first, so that the note is found.
        const before = withoutTrailingPunctuation(text);
        punctuated = before !== text;
        const note = noteStart(before);
        text = note ? before.slice(0, note.index).trimEnd() : before;
        if (note)
            changes.push(note.change);
    }
    // `path, (note)` or `` `path,` ``: punctuation left before the note.
    const unpunctuated = withoutTrailingPunctuation(text);
    if (unpunctuated !== text) {
        text = unpunctuated;
        punctuated = true;
    }
    if (punctuated && !changes.includes('trailing-punctuation'))
        changes.push('trailing-punctuation');
    if (text.includes('\\')) {
        let out = '';
        let changed = false;
        for (let i = 0; i < text.length; i++) {
            const ch = text[i];
            const next = text[i + 1];
            if (ch === '\\' && !(next !== undefined && GLOB_CHARS.includes(next))) {
                out += '/';
                changed = true;
            }
            else if (ch === '\\') {
                out += ch + next;
                i++;
            }
            else
                out += ch;
        }
        if (changed) {
            text = out.replace(/\/{2,}/g, '/');
            changes.push('backslashes');
        }
    }
    return text;
}
/**
 * Read one files_modified entry as a path (see the rules above). `kind` answers what is at a
 * path of the checkout; without it, rules 2 and 7 do not apply.
 */
function normaliseEntry(raw, kind) {
    const changes = [];
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.length > MAX_NORMALISED_ENTRY)
        return { entry: trimmed, changes };
    let bang = 0;
    while (trimmed[bang] === '!')
        bang++;
    const negation = trimmed.slice(0, bang);
    let body = trimmed.slice(bang);
    const text = normaliseText(body, changes);
    let asWritten;
    if (changes.length > 0 && kind) {
        asWritten = kind(lookupKey(body));
        if (asWritten !== undefined)
            changes.length = 0;
    }
    if (text === '')
        changes.length = 0;
    if (changes.length > 0)
        body = text;
    if (kind && body !== '' && !body.endsWith('/') && !hasGlob(body) && !body.includes('\\') && looksLikeDirectory(body)) {
        const at = asWritten ?? kind(lookupKey(body));
        if (at === 'directory') {
            body = `${body}/`;
            changes.push('directory-slash');
        }
    }
    return { entry: negation + body, changes };
}
const SHOWN_ENTRIES = 5;
const SHOWN_CHARS = 80;
function normalise_entry_shown(text) {
    const oneLine = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
    return oneLine.length > SHOWN_CHARS ? `${oneLine.slice(0, SHOWN_CHARS)}…` : oneLine;
}
/**
 * One info (I015) for every normalised entry of the route's plans, or undefined when there is
 * none. Decision (#10 item 4): one per route, not per plan — notes after paths are Legion's
 * own style, so a per-plan line would be noise; the message lists the first entries with their
 * plan and says how many there are in all.
 */
function entryNormalisationDiagnostic(plans) {
    const all = [];
    const kinds = new Set();
    for (const plan of plans) {
        for (const record of plan.normalisedEntries ?? []) {
            all.push({ plan, raw: record.raw, entry: record.entry });
            for (const change of record.changes)
                kinds.add(change);
        }
    }
    if (all.length === 0)
        return undefined;
    const planCount = new Set(all.map((item) => item.plan.path)).size;
    const listed = all
        .slice(0, SHOWN_ENTRIES)
        .map((item) => `'${normalise_entry_shown(item.raw)}' → '${normalise_entry_shown(item.entry)}' (${item.plan.id})`)
        .join(', ');
    const more = all.length > SHOWN_ENTRIES ? ` and ${all.length - SHOWN_ENTRIES} more` : '';
    return {
        code: error_codes/* InfoCode */.eS.PLAN_ENTRIES_NORMALISED,
        severity: 'info',
        message: `${all.length} files_modified ${all.length === 1 ? 'entry' : 'entries'} of ${planCount} plan${planCount === 1 ? '' : 's'} read as paths (${[...kinds].join(', ')}): ${listed}${more}.`,
        hint: 'Write files_modified entries as bare paths or globs (a directory as dir/) to silence this note.',
    };
}

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(3243);
;// CONCATENATED MODULE: ./src/core/yaml/load-yaml-value.ts


/**
 * An anchor (`&a`) or alias (`*a`) where a node starts. Aliases are the one YAML feature whose
 * cost can explode (billion laughs): such texts go to the `yaml` library, which caps alias
 * expansion. A `*` inside a plain scalar (`src/**`) is not at a node start and does not match;
 * nor is one right after a `-` (`- pkg/mod-*` in a path): a sequence entry's `-` is followed by a
 * space, so `-*a` starts a plain scalar (this sent 15% of synthetic plans to the slow parser).
 */
const ANCHOR_OR_ALIAS = /(?:^|[\s[{,:])[&*][^\s,\]}]/m;
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
    construct: (data) => (data.startsWith('0o') ? parseInt(data.slice(2), 8) : data.startsWith('0x') ? parseInt(data.slice(2), 16) : Number(data)),
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
/** YAML 1.2 core null: `~`, `null`, `Null`, `NULL` and the empty scalar (js-yaml's public Type API). */
const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const null12 = new js_yaml/* Type */.ZU('tag:yaml.org,2002:null', {
    kind: 'scalar',
    resolve: (data) => data === null || (typeof data === 'string' && NULLS.has(data)),
    construct: () => null,
});
/** YAML 1.2 core booleans: `true`/`True`/`TRUE`, `false`/`False`/`FALSE` (not YAML 1.1's `yes`/`no`). */
const TRUES = new Set(['true', 'True', 'TRUE']);
const FALSES = new Set(['false', 'False', 'FALSE']);
const bool12 = new js_yaml/* Type */.ZU('tag:yaml.org,2002:bool', {
    kind: 'scalar',
    resolve: (data) => typeof data === 'string' && (TRUES.has(data) || FALSES.has(data)),
    construct: (data) => TRUES.has(data),
});
const YAML12_SCHEMA = js_yaml/* FAILSAFE_SCHEMA */.uH.extend({ implicit: [null12, bool12, int12, float12] });
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
const plan_frontmatter_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://github.com/legion-router/legion-router/config/plan-frontmatter.schema.json","title":"Legion plan frontmatter (as read by legion-router)","description":"The YAML frontmatter of .planning/phases/NN-slug/NN-PP-PLAN.md. Follows Legion\'s plan-frontmatter schema; the older integer plan number is accepted (noted once per route), other legacy forms Legion still ships (`agent`, flat artifact lists) are reported as warnings, and `task_types` is a legion-router extension.","type":"object","required":["phase","plan","wave"],"if":{"properties":{"autonomous":{"const":true}},"required":["autonomous"]},"then":{},"else":{"required":["agents"]},"additionalProperties":false,"properties":{"phase":{"oneOf":[{"type":"integer","minimum":1},{"type":"string","pattern":"^\\\\d{2}-[a-z0-9-]+$"}]},"plan":{"description":"NN-PP; up to 4 digits each for phases with more than 99 plans (Legion\'s schema: 2). The older form, Legion\'s plans before the schema, numbers the plan within its phase: an integer (`plan: 01`) or a digit string; it is accepted (one info per route, I016) and the id is read from the file name.","oneOf":[{"type":"string","pattern":"^\\\\d{2,4}-\\\\d{2,4}$"},{"type":"integer","minimum":0},{"type":"string","pattern":"^\\\\d{1,4}$"}]},"wave":{"type":"integer","minimum":0},"agents":{"type":"array","items":{"type":"string"},"minItems":1},"autonomous":{"type":"boolean"},"depends_on":{"type":"array","items":{"type":"string","pattern":"^\\\\d{2,4}-\\\\d{2,4}$"}},"files_modified":{"type":"array","items":{"type":"string"}},"files_forbidden":{"type":"array","items":{"type":"string"}},"sequential_files":{"type":"array","items":{"type":"string"}},"requirements":{"type":"array","items":{"type":"string"}},"requirement":{"type":"string"},"user_setup":{"type":"array","items":{"type":"object","properties":{"task":{"type":"string"},"options":{"type":"array","items":{"type":"string"}}}}},"tasks":{"type":"integer"},"expected_artifacts":{"type":"array","items":{"type":"object","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string"},"provides":{"type":"string"},"required":{"type":"boolean"}}}},"verification_commands":{"type":"array","items":{"type":"string"}},"must_haves":{"type":"object","additionalProperties":false,"properties":{"truths":{"type":"array","items":{"type":"string"}},"artifacts":{"type":"array","items":{"oneOf":[{"type":"string"},{"type":"object","required":["path"],"additionalProperties":false,"properties":{"path":{"type":"string"},"provides":{"type":"string"},"min_lines":{"type":"integer"},"min_tests":{"type":"integer"},"contains":{"oneOf":[{"type":"string"},{"type":"array","items":{"type":"string"}}]}}}]}},"key_links":{"type":"array","items":{"oneOf":[{"type":"string"},{"type":"object","required":["from"],"additionalProperties":false,"properties":{"from":{"type":"string"},"to":{"type":"string"},"via":{"type":"string"},"pattern":{"type":"string"}}}]}}}},"type":{"type":"string"},"title":{"type":"string"},"recommendation":{"type":"object"},"task_types":{"type":"array","items":{"type":"string"},"description":"legion-router extension: task types of this plan, used by include/exclude_task_types filters."}}}');
;// CONCATENATED MODULE: ./src/core/plans/phase-directory.ts
const PHASE_DIR = /^(\d{1,4})(?:-[A-Za-z0-9._-]{1,200})?$/;
const PLAN_FILE = /^(\d{1,4})-(\d{1,4})-PLAN\.md$/;
/** `11-intent-routing-v2` → { name, number: 11 }; null for anything else. */
function parsePhaseDirectory(name) {
    const match = PHASE_DIR.exec(name);
    return match ? { name, number: Number(match[1]) } : null;
}
/** `11-02-PLAN.md` → '11-02'; null for other file names. */
function phase_directory_planIdFromFileName(fileName) {
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
function unroutable(input, message, line, column, hint) {
    return {
        code: error_codes/* ErrorCode */.O4.PLAN_UNPARSABLE,
        severity: 'blocker',
        message: `${input.path}: ${message}`,
        file: input.path,
        ...(line !== undefined ? { line } : {}),
        ...(column !== undefined ? { column } : {}),
        ...(hint ? { hint } : {}),
    };
}
function fallbackId(input) {
    return (phase_directory_planIdFromFileName(input.fileName) ??
        `${pad2(input.phaseNumber)}-${input.fileName
            .replace(/-?PLAN\.md$/i, '')
            .replace(/[^A-Za-z0-9._-]/g, '_')
            .slice(0, 40)}`);
}
/**
 * Parse one PLAN.md. Real plans mix schema versions, so schema violations are warnings (W020,
 * a schema nit) with the line they are on and the plan still routes. A plan cannot be routed
 * (fatal: E075 with file and line) only when routing cannot trust it: unparsable or
 * unterminated frontmatter, frontmatter that is not a mapping, a `wave` that is not a whole
 * number ≥ 0, or `files_modified` that is not a list. A file without frontmatter routes with
 * its identity from the file name (Legion's own dry-run fixtures have such plans) and a warning.
 * files_modified entries are normalised (normalise-entry.ts) and the changes recorded on the
 * plan (`normalisedEntries`).
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
        return { fatal: unroutable(input, 'frontmatter opened with --- on line 1 is never closed', 1, 1, 'Close the frontmatter with a --- line.'), id };
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
            fatal: unroutable(input, `frontmatter is not valid YAML: ${error.message}`, error.line !== undefined ? error.line + offset : undefined, error.column, 'Fix the YAML; the plan is not routed until then.'),
            id,
        };
    }
    if (parsed.value == null) {
        diagnostics.push(planDiagnostic(input, 'frontmatter is empty; routed as wave 1 with no declared files', 2, 1));
        return { plan: base };
    }
    if (!isDict(parsed.value)) {
        return { fatal: unroutable(input, 'frontmatter must be a mapping of fields', 2, 1, 'Write the frontmatter as `key: value` lines.'), id };
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
        return {
            fatal: unroutable(input, `wave must be a whole number ≥ 0, found ${JSON.stringify(fm.wave)}`, where.line, where.column, 'Set wave: 1 (or the wave this plan runs in).'),
            id,
        };
    }
    if (fm.files_modified !== undefined && fm.files_modified !== null && !Array.isArray(fm.files_modified)) {
        const where = at(['files_modified']);
        return { fatal: unroutable(input, 'files_modified must be a list of paths', where.line, where.column, 'Write files_modified as a YAML list.'), id };
    }
    // The id comes from the file name (unique within its phase directory); frontmatter `plan`
    // only names files that do not follow NN-PP-PLAN.md, and a disagreement is reported.
    const plan = { ...base, filesModified: [] };
    const fromName = phase_directory_planIdFromFileName(input.fileName);
    // Legion's older plans number `plan:` as an integer (`plan: 01`, read as 1) or a digit string;
    // the schema accepts that form and the route notes it once (I016), not per plan.
    const legacyNumber = typeof fm.plan === 'number' && Number.isInteger(fm.plan) && fm.plan >= 0 ? fm.plan : typeof fm.plan === 'string' && /^\d{1,4}$/.test(fm.plan) ? Number(fm.plan) : undefined;
    if (legacyNumber !== undefined)
        plan.legacyPlanNumber = true;
    const declared = typeof fm.plan === 'string' && /^\d{2,4}-\d{2,4}$/.test(fm.plan) ? fm.plan : legacyNumber !== undefined ? `${pad2(input.phaseNumber)}-${pad2(legacyNumber)}` : undefined;
    if (!fromName && declared)
        plan.id = declared;
    if (fromName && typeof fm.plan === 'string' && legacyNumber === undefined && declared && declared !== fromName) {
        const where = at(['plan']);
        diagnostics.push(planDiagnostic(input, `frontmatter plan "${declared}" differs from the file name; the file name (${fromName}) is used`, where.line, where.column));
    }
    if (typeof fm.wave === 'number')
        plan.wave = fm.wave;
    else
        diagnostics.push(planDiagnostic(input, 'no wave; routed as wave 1', 2, 1));
    plan.dependsOn = (Array.isArray(fm.depends_on) ? fm.depends_on : []).map((d) => (typeof d === 'number' ? pad2(d) : d)).filter((d) => typeof d === 'string');
    plan.agents = stringList(fm.agents);
    if (plan.agents.length === 0 && typeof fm.agent === 'string')
        plan.agents = [fm.agent];
    plan.autonomous = fm.autonomous === true;
    for (const raw of stringList(fm.files_modified)) {
        const normalised = normaliseEntry(raw, input.kind);
        plan.filesModified.push(normalised.entry);
        if (normalised.changes.length > 0)
            (plan.normalisedEntries ??= []).push({ raw, entry: normalised.entry, changes: normalised.changes });
    }
    plan.filesForbidden = stringList(fm.files_forbidden);
    if (Array.isArray(fm.task_types)) {
        plan.taskTypes = stringList(fm.task_types);
        plan.taskTypesInferred = false;
    }
    if (typeof fm.title === 'string')
        plan.title = fm.title;
    return { plan };
}
/**
 * The plan a `keep-unparsable-plans` route keeps for a file that cannot be routed: its id from
 * the file name, wave 1, no agents, no declared files, marked `unscoped` so selection keeps it
 * whatever the changed files. The warning (W085) is the loader's.
 */
function unscopedPlan(input, id, fatal) {
    const reason = fatal.message.startsWith(`${input.path}: `) ? fatal.message.slice(input.path.length + 2) : fatal.message;
    return {
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
        diagnostics: [],
        unscoped: { reason, ...(fatal.line !== undefined ? { line: fatal.line } : {}) },
    };
}

;// CONCATENATED MODULE: ./src/core/plans/plan-number-note.ts

const SHOWN = 8;
/**
 * One info (I016) for all plans of the route that number `plan:` as an integer (Legion's older
 * form, accepted by the plan schema), or undefined when there is none. Never a warning per plan.
 */
function planNumberNote(plans) {
    const legacy = plans.filter((plan) => plan.legacyPlanNumber);
    if (legacy.length === 0)
        return undefined;
    const ids = legacy
        .slice(0, SHOWN)
        .map((plan) => plan.id)
        .join(', ');
    const more = legacy.length > SHOWN ? ` and ${legacy.length - SHOWN} more` : '';
    return {
        code: error_codes/* InfoCode */.eS.PLAN_NUMBER_INTEGER,
        severity: 'info',
        message: `${legacy.length === 1 ? '1 plan numbers' : `${legacy.length} plans number`} \`plan:\` as an integer (Legion's older form); the id is read from the file name: ${ids}${more}.`,
        hint: 'Nothing to do; the current form is plan: "NN-PP".',
    };
}

;// CONCATENATED MODULE: ./src/core/plans/summary-status.ts




const MAX_SUMMARY_CHARS = 1_048_576;
const summary_status_MAX_LINE_CHARS = 2000;
const MAX_STATUS_TEXT = 80;
const SUCCESS = new Set(['complete', 'completed', 'success', 'successful', 'succeeded', 'done', 'passed', 'pass', 'finished', 'shipped', 'executed', 'ok']);
const PARTIAL = new Set(['partial', 'partially', 'incomplete', 'blocked']);
const IN_PROGRESS = new Set([
    'pending',
    'wip',
    'ongoing',
    'started',
    'planned',
    'executing',
    'running',
    'paused',
    'todo',
    'draft',
    'progress',
    'in-progress',
    'in_progress',
    'inprogress',
]);
const FAILED = new Set(['failed', 'failure', 'fail', 'failing', 'error', 'errored', 'aborted', 'abandoned', 'cancelled', 'canceled', 'broken', 'rejected']);
/** The outcome a status wording states, or 'unrecognised'. */
function classifyStatusWording(text) {
    const words = text
        .toLowerCase()
        .slice(0, 200)
        .replace(/[^a-z0-9_\s-]+/g, ' ')
        .split(/\s+/)
        .filter((word) => word !== '' && word !== '-');
    const first = words[0];
    if (first === undefined)
        return 'unrecognised';
    if (first === 'not' || first === 'no')
        return FAILED.has(words[1] ?? '') ? 'unrecognised' : 'in_progress';
    if (first === 'in' && words[1] === 'progress')
        return 'in_progress';
    if (FAILED.has(first))
        return 'failed';
    if (PARTIAL.has(first))
        return 'partial';
    if (IN_PROGRESS.has(first))
        return 'in_progress';
    if (SUCCESS.has(first))
        return 'success';
    return 'unrecognised';
}
const DONE = {
    success: true,
    partial: false,
    failed: false,
    in_progress: false,
    unrecognised: false,
};
function summary_status_shown(text) {
    const oneLine = text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
    return oneLine.length > MAX_STATUS_TEXT ? `${oneLine.slice(0, MAX_STATUS_TEXT)}…` : oneLine;
}
function stated(form, statusText, line, outcome = classifyStatusWording(statusText)) {
    const text = summary_status_shown(statusText);
    const what = form === 'frontmatter-outcome' ? `outcome: ${text}` : form === 'frontmatter-status' ? `status: ${text}` : `Status: ${text}`;
    const verdict = outcome === 'success'
        ? 'done'
        : outcome === 'unrecognised'
            ? 'not done (the status is not one legion-router reads as success or failure)'
            : `not done (${outcome === 'in_progress' ? 'in progress' : outcome})`;
    return { done: DONE[outcome], outcome, reason: `SUMMARY.md reports ${what}: ${verdict}`, form, statusText: text, line };
}
/** A scalar frontmatter value as text (`outcome: success`, `status: complete`). */
function summary_status_scalar(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'boolean' || typeof value === 'number')
        return String(value);
    return undefined;
}
/**
 * `## Status: Complete` → 'Complete'; a bare `## Result` opens a status section; `## Results`
 * or `## Status Report` are other headings.
 */
const STATUS_HEADING = /^\s{0,3}(#{1,6})\s+(?:\*\*|__)?(status|result|outcome)(?:\*\*|__)?\s*(?:(?::|—|–|-)\s*(.*))?$/i;
const OTHER_HEADING = /^\s{0,3}(#{1,6})\s/;
/** `**Status**: x`, `**Status:** x`, `- **Status**: x`, `Status: x`. */
const STATUS_LINE = /^\s{0,3}(?:[-*+]\s+)?(?:\*\*|__)?(status|result|outcome|completed)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.+)$/i;
/** An opening or closing code fence (as in src/core/text/lines-outside-fences.ts). */
const summary_status_FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
/** The body's status statement, and a `**Completed**: <date>` line of the preamble if any. */
function bodyStatus(lines, firstLine) {
    let fence = null;
    let completed;
    let inScope = true; // the preamble counts
    for (let index = 0; index < lines.length; index++) {
        const text = lines[index];
        const mark = summary_status_FENCE.exec(text)?.[1];
        if (mark !== undefined) {
            if (fence === null)
                fence = mark;
            else if (mark[0] === fence[0] && mark.length >= fence.length)
                fence = null;
            continue;
        }
        if (fence !== null)
            continue;
        const line = firstLine + index;
        const heading = STATUS_HEADING.exec(text);
        if (heading) {
            const rest = (heading[3] ?? '').replace(/[*_]+$/g, '').trim();
            if (rest !== '')
                return { status: stated('status-heading', rest, line) };
            inScope = true;
            continue;
        }
        const other = OTHER_HEADING.exec(text);
        if (other) {
            // A title (`# Plan 01-02 Summary`) keeps the preamble; any other section ends the scope.
            if (other[1].length >= 2)
                inScope = false;
            continue;
        }
        if (!inScope)
            continue;
        const status = STATUS_LINE.exec(text);
        if (status) {
            const value = status[2].replace(/^[*_\s]+|[*_\s]+$/g, '');
            if (value === '')
                continue;
            if (status[1].toLowerCase() === 'completed')
                completed ??= { key: 'Completed', value, line };
            else
                return { status: stated('status-line', value, line) };
        }
    }
    return completed ? { completed } : undefined;
}
const COMPLETION_KEYS = ['completed', 'completed_date', 'completed_at'];
/** A top-level `key: value` line of frontmatter YAML (for frontmatter that does not parse). */
const TOP_LEVEL_KEY = /^([A-Za-z_][A-Za-z0-9_-]{0,40})\s*:\s*(.*)$/;
/**
 * The status fields of a SUMMARY's frontmatter. Real summaries sometimes carry frontmatter that
 * is not valid YAML (an unquoted `: ` inside a list item): then the top-level `key: value` lines
 * are read one by one, which is all these fields need.
 */
function frontmatterFields(yaml, firstLine) {
    const lines = yaml.split('\n');
    const lineOf = (key) => {
        const index = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`${key} :`));
        return index >= 0 ? index + firstLine : firstLine;
    };
    const fields = {};
    const parsed = loadYamlValue(yaml);
    const text = (value) => {
        const t = value instanceof Date ? value.toISOString().slice(0, 10) : summary_status_scalar(value);
        return t !== undefined && t.trim() !== '' ? t : undefined;
    };
    if (!parsed.error && isDict(parsed.value)) {
        const top = parsed.value;
        const outcome = text(top['outcome']);
        if (outcome !== undefined)
            fields.outcome = { value: outcome, line: lineOf('outcome') };
        const status = text(top['status']);
        if (status !== undefined)
            fields.status = { value: status, line: lineOf('status') };
        const metrics = isDict(top['metrics']) ? top['metrics'] : {};
        for (const key of COMPLETION_KEYS) {
            const own = text(top[key]);
            const nested = text(metrics[key]);
            if (own !== undefined && own !== 'false')
                fields.completed = { key, value: own, line: lineOf(key) };
            else if (nested !== undefined && nested !== 'false')
                fields.completed = { key: `metrics.${key}`, value: nested, line: lineOf('metrics') };
            if (fields.completed)
                break;
        }
        return fields;
    }
    lines.forEach((line, index) => {
        const match = TOP_LEVEL_KEY.exec(line.length > summary_status_MAX_LINE_CHARS ? line.slice(0, summary_status_MAX_LINE_CHARS) : line);
        if (!match)
            return;
        const key = match[1];
        const value = match[2]
            .replace(/\s+#.*$/, '')
            .replace(/^(['"])(.*)\1$/, '$2')
            .trim();
        if (value === '')
            return;
        const at = { value, line: index + firstLine };
        if (key === 'outcome')
            fields.outcome ??= at;
        else if (key === 'status')
            fields.status ??= at;
        else if (COMPLETION_KEYS.includes(key) && value !== 'false')
            fields.completed ??= { key, ...at };
    });
    return fields;
}
/** The done-ness of a plan from the text of its SUMMARY.md. Pure; never throws. */
function summaryStatus(text) {
    if (text.trim() === '')
        return { done: false, outcome: 'empty', reason: 'SUMMARY.md is empty: not done', form: 'none' };
    const front = splitFrontmatter(text.length > MAX_SUMMARY_CHARS ? text.slice(0, MAX_SUMMARY_CHARS) : text);
    const all = boundedLines(text, MAX_SUMMARY_CHARS, summary_status_MAX_LINE_CHARS);
    let bodyStart = 0;
    let fields = {};
    if (front.yaml !== null) {
        bodyStart = (front.yaml === '' ? 0 : front.yaml.split('\n').length) + 2;
        fields = frontmatterFields(front.yaml, front.firstLine);
    }
    else if (front.unterminated) {
        bodyStart = 1;
    }
    if (fields.outcome) {
        const exact = fields.outcome.value.trim().toLowerCase();
        const known = exact === 'success' || exact === 'partial' || exact === 'failed' ? exact : classifyStatusWording(fields.outcome.value);
        return stated('frontmatter-outcome', fields.outcome.value, fields.outcome.line, known);
    }
    if (fields.status)
        return stated('frontmatter-status', fields.status.value, fields.status.line);
    const body = bodyStatus(all.slice(bodyStart), bodyStart + 1);
    if (body?.status)
        return body.status;
    const completed = fields.completed ?? body?.completed;
    if (completed) {
        return {
            done: true,
            outcome: 'success',
            reason: `SUMMARY.md records completion (${completed.key}: ${summary_status_shown(completed.value)}): done`,
            form: 'completion-date',
            statusText: summary_status_shown(completed.value),
            line: completed.line,
        };
    }
    return {
        done: true,
        outcome: 'unstated',
        reason: 'SUMMARY.md exists and states no outcome: done (Legion writes a SUMMARY for every executed plan; only a reported failure or partial result keeps it open)',
        form: 'none',
    };
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
/** `11-02-PLAN.md` → `11-02-SUMMARY.md` (the SUMMARY Legion writes next to the plan). */
function summaryFileName(planFileName) {
    return planFileName.replace(/-PLAN\.md$/, '-SUMMARY.md');
}
/** Directories the checkout walk never enters. */
const SKIPPED_DIRECTORIES = new Set(['.git']);
/**
 * The checkout as the plan core asks about it (see core/plans/checkout-lookup.ts), through the
 * RepoReader: paths escaping the repository or through symbolic links out of it are "nothing
 * there". Each directory is listed once and cached; `filesUnder` walks breadth-first and stops
 * as soon as it has seen more than `limit` files or directories.
 */
function createCheckoutLookup(reader) {
    const listings = new Map();
    const listing = (dir) => {
        let cached = listings.get(dir);
        if (cached === undefined) {
            const path = dir === '' ? '.' : dir;
            const directories = reader.listDirectory(path, 'directory');
            const entries = directories === null ? null : reader.listDirectory(path, 'file');
            cached = directories === null || entries === null ? null : { files: new Set(entries), directories: new Set(directories) };
            listings.set(dir, cached);
        }
        return cached;
    };
    const kind = (path) => {
        const key = lookupKey(path);
        if (key === '')
            return 'directory';
        if (key.split('/').some((segment) => segment === '..' || segment === '.' || segment === ''))
            return undefined;
        const slash = key.lastIndexOf('/');
        const parent = slash === -1 ? '' : key.slice(0, slash);
        const name = key.slice(slash + 1);
        const list = listing(parent);
        if (!list)
            return undefined;
        if (list.directories.has(name))
            return 'directory';
        return list.files.has(name) ? 'file' : undefined;
    };
    return {
        kind,
        filesUnder(directory, limit) {
            const start = lookupKey(directory);
            if (start !== '' && kind(start) !== 'directory')
                return [];
            const files = [];
            const queue = [start];
            let visited = 0;
            for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
                if (++visited > limit)
                    return undefined;
                const list = listing(next);
                if (!list)
                    continue;
                const prefix = next === '' ? '' : `${next}/`;
                for (const name of list.files) {
                    if (list.directories.has(name))
                        continue;
                    files.push(prefix + name);
                    if (files.length > limit)
                        return undefined;
                }
                for (const name of list.directories)
                    if (!SKIPPED_DIRECTORIES.has(name))
                        queue.push(prefix + name);
            }
            return files;
        },
    };
}
/**
 * Read the SUMMARY.md next to each plan (`fileNames`: the phase's plan files) and say whether
 * it makes the plan done. Files are read through the RepoReader: a symbolic link out of the
 * repository, a file over the size limit or an unreadable one is a warning (W087) and the plan
 * is not done; a status the parser does not recognise is a warning (W088), not done either.
 */
function loadPhaseSummaries(reader, planningDir, phase, planFiles, present) {
    const summaries = new Map();
    const diagnostics = [];
    const names = present ?? new Set(reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? []);
    for (const { fileName, id } of planFiles) {
        const name = summaryFileName(fileName);
        if (name === fileName || !names.has(name))
            continue;
        const path = `${planningDir}/phases/${phase.name}/${name}`;
        const read = reader.readText(path);
        if (!read.ok) {
            const reason = `${read.message}: not done`;
            summaries.set(id, { path, done: false, outcome: 'unreadable', reason: `SUMMARY.md cannot be read (${reason})` });
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.SUMMARY_UNREADABLE,
                severity: 'warning',
                message: `${path}: cannot be read (${read.message}); plan ${id} is treated as not done.`,
                file: path,
                hint: 'Make the SUMMARY a regular file inside the repository, under the size limit.',
            });
            continue;
        }
        const status = summaryStatus(read.text);
        summaries.set(id, { path, done: status.done, outcome: status.outcome, reason: status.reason });
        if (status.outcome === 'unrecognised') {
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.SUMMARY_STATUS_UNRECOGNISED,
                severity: 'warning',
                message: `${path}: status '${status.statusText ?? ''}' is neither a success nor a failure legion-router recognises; plan ${id} is treated as not done.`,
                file: path,
                ...(status.line !== undefined ? { line: status.line } : {}),
                hint: 'Write Status: Complete, Partial or Failed (or frontmatter outcome: success | partial | failed).',
            });
        }
    }
    return { summaries, diagnostics };
}
/**
 * Read and parse every plan of a phase, with its SUMMARY.md (#10 items 4–6, #9 item 4).
 * Every plan file ends up in `plans` or in `malformed` (then also in `blockers`, unless kept).
 */
function loadPhase(reader, planningDir, phase, options = {}) {
    const result = { plans: [], malformed: [], blockers: [], summaries: new Map(), diagnostics: [] };
    const checkout = options.checkout ?? createCheckoutLookup(reader);
    const names = reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? [];
    const planFiles = [];
    /** `what`: the problem without the path (`frontmatter is not valid YAML: …`). */
    const cannotRoute = (path, id, blocker, what) => {
        if (options.keepUnparsablePlans) {
            result.plans.push(unscopedPlan({ path, phaseDir: phase.name, phaseNumber: phase.number }, id, { ...blocker, message: `${path}: ${what}` }));
            result.diagnostics.push({
                code: error_codes/* WarningCode */.qN.PLAN_KEPT_UNSCOPED,
                severity: 'warning',
                message: `${path}: ${what.replace(/[.;]\s*$/, '')}; kept as keep-unparsable-plans asks, routed unscoped (every file, wave 1, no agents).`,
                file: path,
                ...(blocker.line !== undefined ? { line: blocker.line } : {}),
                ...(blocker.column !== undefined ? { column: blocker.column } : {}),
                ...(blocker.hint ? { hint: blocker.hint } : {}),
            });
        }
        else {
            result.malformed.push({ id, path, diagnostic: blocker });
            result.blockers.push(blocker);
        }
    };
    for (const fileName of names) {
        const fromName = phase_directory_planIdFromFileName(fileName);
        if (fromName === null)
            continue;
        const path = `${planningDir}/phases/${phase.name}/${fileName}`;
        const read = reader.readText(path);
        if (!read.ok) {
            planFiles.push({ fileName, id: fromName });
            const what = read.message.startsWith(`${path} `) ? `the file ${read.message.slice(path.length + 1)}` : read.message;
            cannotRoute(path, fromName, {
                code: error_codes/* ErrorCode */.O4.PLAN_UNREADABLE,
                severity: 'blocker',
                message: `${read.message}; the plan cannot be routed.`,
                file: path,
                hint: 'Make the plan a regular file inside the repository, under the size limit.',
            }, what);
            continue;
        }
        const parsed = parsePlan({ path, fileName, phaseDir: phase.name, phaseNumber: phase.number, text: read.text, kind: (p) => checkout.kind(p) });
        if (parsed.fatal) {
            planFiles.push({ fileName, id: parsed.id });
            const what = parsed.fatal.message.startsWith(`${path}: `) ? parsed.fatal.message.slice(path.length + 2) : parsed.fatal.message;
            cannotRoute(path, parsed.id, parsed.fatal, what);
        }
        else {
            planFiles.push({ fileName, id: parsed.plan.id });
            result.plans.push(parsed.plan);
            result.diagnostics.push(...parsed.plan.diagnostics);
        }
    }
    const normalised = entryNormalisationDiagnostic(result.plans);
    if (normalised)
        result.diagnostics.push(normalised);
    const numbering = planNumberNote(result.plans);
    if (numbering)
        result.diagnostics.push(numbering);
    if (options.readSummaries !== false) {
        const loaded = loadPhaseSummaries(reader, planningDir, phase, planFiles, new Set(names));
        result.summaries = loaded.summaries;
        result.diagnostics.push(...loaded.diagnostics);
    }
    return result;
}
/**
 * @deprecated The loader the route used before #10: plans that cannot be routed are warnings
 * (W020) and left out. Kept only until the route calls {@link loadPhase}; same result shape.
 */
function loadPhasePlans(reader, planningDir, phase) {
    const loaded = loadPhase(reader, planningDir, phase, { readSummaries: false });
    const asWarning = (d) => ({
        ...d,
        code: WarningCode.PLAN_INVALID,
        severity: 'warning',
        message: d.code === ErrorCode.PLAN_UNREADABLE ? d.message.replace(/; the plan cannot be routed\.$/, '; the plan is not routed.') : d.message,
    });
    const malformed = loaded.malformed.map((bad) => ({ ...bad, diagnostic: asWarning(bad.diagnostic) }));
    const byPath = new Map(malformed.map((bad) => [bad.path, bad.diagnostic]));
    // Same order as before: each plan's diagnostics where its file was read.
    const diagnostics = [];
    const planDiagnostics = new Map(loaded.plans.map((plan) => [plan.path, plan.diagnostics]));
    for (const name of reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? []) {
        const path = `${planningDir}/phases/${phase.name}/${name}`;
        const bad = byPath.get(path);
        if (bad)
            diagnostics.push(bad);
        else
            diagnostics.push(...(planDiagnostics.get(path) ?? []));
    }
    diagnostics.push(...loaded.diagnostics.filter((d) => d.severity === 'info'));
    return { plans: loaded.plans, malformed, diagnostics };
}

;// CONCATENATED MODULE: ./src/adapters/fs/read-phase-summaries.ts
/**
 * Which plans of a phase are done, without parsing any plan: a plan `NN-PP` is done when its
 * `NN-PP-SUMMARY.md` exists next to its `NN-PP-PLAN.md` and does not report failure
 * (src/core/plans/summary-status.ts reads both real forms).
 */


function readPhaseSummaries(reader, planningDir, phase) {
    const names = reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? [];
    const planFiles = names.flatMap((fileName) => {
        const id = phase_directory_planIdFromFileName(fileName);
        return id === null ? [] : [{ fileName, id }];
    });
    const { summaries, diagnostics } = loadPhaseSummaries(reader, planningDir, phase, planFiles, new Set(names));
    const done = [];
    for (const [id, summary] of summaries)
        if (summary.done)
            done.push({ id, reason: summary.reason });
    return { planIds: planFiles.map((f) => f.id), done, diagnostics };
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
function loadProject(reader, planningDir, configPath, options = {}) {
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
    let roadmap;
    let position;
    const plans = new Map();
    const checkout = createCheckoutLookup(reader);
    const summaryCache = new Map();
    const summaries = (phase) => {
        let found = summaryCache.get(phase.name);
        if (!found)
            summaryCache.set(phase.name, (found = readPhaseSummaries(reader, planningDir, phase)));
        return found;
    };
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
        checkout,
        donePlans: (phase) => summaries(phase).done,
        phaseInventory: (phase) => {
            const { planIds, done } = summaries(phase);
            return { plans: planIds.length, done: done.length };
        },
        roadmap: () => (roadmap ??= parseRoadmap(project.roadmapText)),
        statePosition: () => (position ??= readStatePosition(project.stateText, project.roadmap())),
        phasePlans: (phase) => {
            let loaded = plans.get(phase.name);
            if (!loaded)
                plans.set(phase.name, (loaded = loadPhase(reader, planningDir, phase, { checkout, keepUnparsablePlans: options.keepUnparsablePlans === true })));
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
        phaseDirectories: project.phaseDirectories()?.length ?? 0,
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
const SAFE_PATH = /^[A-Za-z0-9._@+][A-Za-z0-9._@+/-]{0,1023}$/;
function sanitize_isSafeId(value) {
    return SAFE_ID.test(value);
}
/**
 * A declared file pattern: a safe path that may also hold glob characters (`* ? [ ] { } , !`).
 * None of them runs code in a shell (no `$`, backquote, quote, `;`, `|`, `&`, `<`, `>`, `(`,
 * `)`, backslash, space or newline).
 */
const SAFE_PATTERN = /^!?[A-Za-z0-9._@+*?[\]{}][A-Za-z0-9._@+/*?[\]{},-]{0,1023}$/;
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
    const cleaned = value
        .replace(/[^A-Za-z0-9._-]/g, '_')
        .replace(/^[^A-Za-z0-9]+/, '')
        .slice(0, 128);
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
    const statePhase = project.statePosition().phase;
    const phase = intent.phaseRequest !== undefined ? Number(intent.phaseRequest) : (statePhase ?? null);
    const text = intent.text;
    const single = {
        id: sanitize_isSafeId(intent.command) ? intent.command : 'command',
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
        .filter((d) => sanitize_isSafeId(d.dimension) && sanitize_isSafeId(d.agent))
        .map((d) => ({
        id: `review-${d.dimension}`,
        command: context.command,
        intent: context.intent,
        dimension: d.dimension,
        agent: d.agent,
        domains: partitionSafe(d.domains, sanitize_isSafeId).safe,
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
        if (present.has(member.agent) || !sanitize_isSafeId(member.agent))
            continue;
        present.add(member.agent);
        entries.push({
            id: `review-${team.intent}-${member.agent}`.slice(0, 128),
            command: context.command,
            intent: context.intent,
            dimension: team.intent,
            agent: member.agent,
            domains: partitionSafe(member.domains.length > 0 ? member.domains : team.domains, sanitize_isSafeId).safe,
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
 * The intent's team template and execution mode, with domains mapped to agents: members are
 * exactly the template's primary then secondary agents (unique by id: "no deduplication
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

;// CONCATENATED MODULE: ./src/core/state/choose-phase.ts
/**
 * Which phase a route works on — pure. The caller lists the phase directories (with plan counts);
 * this decides, says how in one sentence for the summary, and never falls back to "the lowest
 * phase with plans" (a phase of a milestone that shipped long ago).
 *
 *   1. A requested phase must be a phase number (else E072) and have a directory (else E031).
 *   2. STATE.md's phase, when it has a directory.
 *   3. When STATE.md names a phase with no directory (W080), or names none: the first unchecked
 *      phase of the current milestone in ROADMAP.md that has a directory (I010). Phases the
 *      roadmap gives no checkbox or status for are not "unchecked".
 *   4. Failing that: the lowest phase whose plans are not all done — plans without a SUMMARY.md
 *      (I011).
 *   5. Failing that: no phase, no work (E033), with what was looked at.
 *
 * Two directories with one number (`01-plugin-foundation`, `01-plan-schema-hardening`, from two
 * milestones): the one whose name matches ROADMAP.md's name for the phase, else the one with
 * unfinished plans, else the first by name (W082).
 *
 * Directory names are file names from the repository: a message quotes one only when it is a
 * safe id (letters, digits, `.`, `_`, `-`), else it says "a directory".
 */



const REQUESTED = /^\d{1,6}$/;
const MAX_LISTED = 10;
function choose_phase_label(dir) {
    return sanitize_isSafeId(dir.name) ? dir.name : 'a directory with an unsafe name';
}
function slug(text) {
    return text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
function padded(n) {
    return String(n).padStart(2, '0');
}
function found(dirs) {
    if (dirs.length === 0)
        return 'none';
    const shown = dirs.slice(0, MAX_LISTED).map(choose_phase_label).join(', ');
    return dirs.length > MAX_LISTED ? `${shown}, … ${dirs.length - MAX_LISTED} more` : shown;
}
/** The directory for phase `n`, disambiguating duplicates; undefined when there is none. */
function directoryFor(n, dirs, roadmap, diagnostics, planningDir) {
    const matches = dirs.filter((d) => d.number === n);
    if (matches.length <= 1)
        return matches[0];
    const sorted = [...matches].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const name = phaseName(roadmap ?? { phases: [] }, n);
    const wanted = name !== undefined ? slug(name) : undefined;
    const chosen = (wanted !== undefined && wanted !== '' ? sorted.find((d) => slug(d.name.replace(/^\d+-?/, '')) === wanted) : undefined) ??
        sorted.find((d) => d.unfinishedPlans > 0) ??
        sorted[0];
    diagnostics.push({
        code: error_codes/* WarningCode */.qN.PHASE_NUMBER_AMBIGUOUS,
        severity: 'warning',
        message: `${matches.length} directories under ${planningDir}/phases/ have phase number ${n} (${found(sorted)}); ${choose_phase_label(chosen)} was used.`,
        hint: 'Give each phase directory its own number, or pass the phase you mean.',
    });
    return chosen;
}
function chosen(phase, source, how, diagnostics) {
    return { ok: true, phase, source, how, allPlansDone: phase.plans > 0 && phase.unfinishedPlans === 0, diagnostics };
}
function choosePhase(input) {
    const planningDir = typeof input.planningDir === 'string' && input.planningDir !== '' ? input.planningDir : '.planning';
    const dirs = input.directories ?? [];
    const diagnostics = [];
    const { roadmap } = input;
    // 1. Requested.
    const requested = typeof input.requested === 'number' ? String(input.requested) : (input.requested ?? '').trim();
    if (requested !== '') {
        if (!REQUESTED.test(requested)) {
            return {
                ok: false,
                code: error_codes/* ErrorCode */.O4.REQUESTED_PHASE_INVALID,
                message: `Cannot route phase "${requested.slice(0, 20).replace(/[^A-Za-z0-9._-]/g, '?')}": a phase is a whole number such as 3.`,
                hint: 'Pass the phase number, e.g. --phase=3.',
                diagnostics,
            };
        }
        const n = Number.parseInt(requested, 10);
        const dir = directoryFor(n, dirs, roadmap, diagnostics, planningDir);
        if (dir)
            return chosen(dir, 'requested', `Phase ${n} (${choose_phase_label(dir)}) was requested.`, diagnostics);
        return {
            ok: false,
            code: error_codes/* ErrorCode */.O4.PHASE_DIR_MISSING,
            message: input.directories === null
                ? `Cannot route phase ${n}: ${planningDir}/phases/ does not exist.`
                : `Cannot route phase ${n}: no directory ${planningDir}/phases/${padded(n)}-*/ (found: ${found(dirs)}).`,
            hint: 'Plan the phase first (/legion plan N), or pick an existing phase.',
            diagnostics,
        };
    }
    // 2. STATE.md's phase.
    const statePhase = typeof input.statePhase === 'number' && Number.isSafeInteger(input.statePhase) && input.statePhase > 0 ? input.statePhase : undefined;
    let why = 'STATE.md names no phase';
    if (statePhase !== undefined) {
        const dir = directoryFor(statePhase, dirs, roadmap, diagnostics, planningDir);
        if (dir)
            return chosen(dir, 'state', `Phase ${statePhase} (${choose_phase_label(dir)}) from STATE.md.`, diagnostics);
        why = `STATE.md names phase ${statePhase}, which has no directory`;
        diagnostics.push({
            code: error_codes/* WarningCode */.qN.STATE_PHASE_WITHOUT_DIRECTORY,
            severity: 'warning',
            message: `STATE.md names phase ${statePhase}, but ${planningDir}/phases/ has no ${padded(statePhase)}-*/ directory; the phase was chosen from ROADMAP.md or the unfinished plans.`,
            hint: 'Plan the phase (/legion plan N) or update STATE.md.',
        });
    }
    // 3. ROADMAP.md: first unchecked phase of the current milestone that has a directory.
    const open = openRoadmapPhases(roadmap);
    for (const phase of open) {
        const dir = directoryFor(phase.number, dirs, roadmap, diagnostics, planningDir);
        if (!dir)
            continue;
        const milestone = roadmap?.currentMilestone !== undefined ? ` of milestone ${roadmap.currentMilestone}` : '';
        const how = `${why}; phase ${phase.number} (${choose_phase_label(dir)}) is the first unchecked phase${milestone} in ROADMAP.md with a directory.`;
        diagnostics.push({ code: error_codes/* InfoCode */.eS.PHASE_FROM_ROADMAP, severity: 'info', message: how });
        return chosen(dir, 'roadmap', how, diagnostics);
    }
    // 4. The lowest phase with unfinished plans.
    const unfinished = [...dirs].filter((d) => d.unfinishedPlans > 0).sort((a, b) => a.number - b.number)[0];
    if (unfinished) {
        const dir = directoryFor(unfinished.number, dirs.filter((d) => d.unfinishedPlans > 0), roadmap, diagnostics, planningDir) ?? unfinished;
        const roadmapNote = open.length > 0 ? 'no unchecked ROADMAP.md phase has a directory' : roadmap ? 'ROADMAP.md has no unchecked phase' : 'there is no ROADMAP.md';
        const how = `${why} and ${roadmapNote}; phase ${dir.number} (${choose_phase_label(dir)}) is the lowest phase with unfinished plans (${dir.unfinishedPlans} of ${dir.plans} without a SUMMARY.md).`;
        diagnostics.push({ code: error_codes/* InfoCode */.eS.PHASE_FROM_UNFINISHED_PLANS, severity: 'info', message: how });
        return chosen(dir, 'unfinished-plans', how, diagnostics);
    }
    // 5. Nothing.
    const looked = [
        why,
        open.length > 0 ? 'no unchecked ROADMAP.md phase has a directory' : roadmap ? 'ROADMAP.md has no unchecked phase' : 'there is no ROADMAP.md',
        input.directories === null
            ? `${planningDir}/phases/ does not exist`
            : dirs.length === 0
                ? `${planningDir}/phases/ is empty`
                : `every plan under ${planningDir}/phases/ has a SUMMARY.md`,
    ];
    return {
        ok: false,
        code: input.directories === null ? error_codes/* ErrorCode */.O4.PHASE_DIR_MISSING : error_codes/* ErrorCode */.O4.NO_PHASE,
        message: `No phase to route: ${looked.join('; ')}.`,
        hint: 'Plan the next phase (/legion plan N), or pass the phase to re-run (--phase=N).',
        diagnostics,
    };
}
/**
 * I012 for a build of a phase whose plans are all done (Legion's build.md: "Phase N already
 * executed"). `rerunFlag` names the flag that re-runs done plans (the waves helper owns it).
 */
function phaseAlreadyExecuted(phase, rerunFlag) {
    const flag = typeof rerunFlag === 'string' && /^--[a-z][a-z0-9-]{0,40}$/.test(rerunFlag) ? rerunFlag : undefined;
    const diagnostic = {
        code: error_codes/* InfoCode */.eS.PHASE_ALREADY_EXECUTED,
        severity: 'info',
        message: `Phase ${phase.number} already executed: all ${phase.plans} plan${phase.plans === 1 ? ' has a' : 's have a'} SUMMARY.md.`,
    };
    diagnostic.hint = flag !== undefined ? `Review it (/legion review ${phase.number}), or re-run its plans with ${flag}.` : `Review it (/legion review ${phase.number}).`;
    return diagnostic;
}

;// CONCATENATED MODULE: ./src/core/state/position-diagnostics.ts
/**
 * The diagnostics a route reports about its reading of STATE.md: I013 says how the position was
 * read (one line for the summary), W081 says that STATE.md exists but no position could be read
 * from it. Pure; the message holds only our own words and numbers, never STATE.md's text.
 */

function positionDiagnostics(reading, file = '.planning/STATE.md') {
    if (!reading.exists)
        return [];
    if (reading.position === 'unknown' && reading.phase === undefined) {
        return [
            {
                code: error_codes/* WarningCode */.qN.STATE_POSITION_UNREAD,
                severity: 'warning',
                message: 'STATE.md has no position legion-router can read (no Phase or Status line, frontmatter status, or next step naming a phase).',
                file,
                hint: 'Add a "## Current Position" block with "Phase: N of M (status)", or pass the phase (--phase=N).',
            },
        ];
    }
    return [{ code: error_codes/* InfoCode */.eS.STATE_POSITION_READ, severity: 'info', message: reading.how, file }];
}

;// CONCATENATED MODULE: ./src/app/routes/route-phase.ts
/**
 * The phase a route works on (src/core/state/choose-phase.ts decides): the request's phase,
 * STATE.md's, ROADMAP.md's first open phase of the current milestone, or the lowest phase with
 * unfinished plans; never "the lowest phase with plans".
 */


/** The choice, plus the notes on how STATE.md was read. */
function routePhase(project, phaseRequest) {
    const directories = project.phaseDirectories();
    const infos = directories === null
        ? null
        : directories.map((directory) => {
            const inventory = project.phaseInventory(directory);
            return { ...directory, plans: inventory.plans, unfinishedPlans: inventory.plans - inventory.done };
        });
    const reading = project.statePosition();
    const choice = choosePhase({
        ...(phaseRequest !== undefined && phaseRequest !== '' ? { requested: phaseRequest } : {}),
        ...(reading.phase !== undefined ? { statePhase: reading.phase } : {}),
        roadmap: project.roadmap(),
        directories: infos,
        planningDir: project.planningDir,
    });
    return { ...choice, readingDiagnostics: positionDiagnostics(reading, `${project.planningDir}/STATE.md`) };
}

;// CONCATENATED MODULE: ./src/app/routes/unsafe-agents.ts


/** A warning for team members whose agent id cannot go into the matrix (unsafe characters), or none. */
function unsafeAgentsDiagnostic(agents) {
    const unsafe = agents.filter((agent) => !sanitize_isSafeId(agent));
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

;// CONCATENATED MODULE: ./src/core/waves/plan-ids.ts
const plan_ids_PLAN_ID = /^(\d{1,4})-(\d{1,4})$/;
const PHASE_PREFIX = /^(\d{1,4})-/;
/** The phase number in an `NN-PP` id (`16-01` → 16), or undefined for other ids. */
function idPhase(id) {
    const match = plan_ids_PLAN_ID.exec(id);
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
    const ma = plan_ids_PLAN_ID.exec(a);
    const mb = plan_ids_PLAN_ID.exec(b);
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
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
/**
 * Untrusted text (a done reason read from a SUMMARY.md) as one plain line: control characters and
 * line breaks become spaces, runs of spaces collapse, at most `maxChars` characters (then `…`).
 * Renderers still escape it for markdown.
 */
function one_line_oneLine(text, maxChars) {
    const flat = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
    return flat.length > maxChars ? `${flat.slice(0, maxChars)}…` : flat;
}

;// CONCATENATED MODULE: ./src/core/waves/validate-wave-map.ts



/** A `depends_on` value for a message: the id when it is plain, never raw untrusted text. */
function shownId(value) {
    return sanitize_isSafeId(value) ? value : '(a value with characters outside [A-Za-z0-9._-])';
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
    return path
        .trim()
        .replace(/\\/g, '/')
        .replace(/\/{2,}/g, '/')
        .replace(/^(\.\/)+/, '')
        .replace(/\/$/, '');
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
 * 1. The wave map is validated first (see {@link validateWaveMap}). An error in a plan the route
 *    would run (the selected plans, their dependents when asked, and their dependencies) stops
 *    here; an error in a plan of the phase the route does not touch is a warning (W074), so one
 *    inconsistent plan does not block every route of its phase.
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
            doneReasons.set(done.id, one_line_oneLine(done.reason, 200) || 'done');
    const unroutable = new Set(input.unroutable ?? []);
    const byId = new Map(input.plans.map((plan) => [plan.id, plan]));
    const context = { byId, done: new Set(doneReasons.keys()), unroutable };
    const diagnostics = [];
    const mapErrors = validateWaveMap(input.plans, doneReasons.keys(), unroutable);
    if (mapErrors.length > 0) {
        const touched = touchedPaths(input.selected, byId, options.dependents);
        const blocking = mapErrors.filter((e) => e.file === undefined || touched.has(e.file));
        if (blocking.length > 0)
            return { ok: false, errors: blocking, diagnostics: [] };
        for (const e of mapErrors) {
            diagnostics.push({ ...e, code: error_codes/* WarningCode */.qN.WAVE_MAP_OUTSIDE_ROUTE, severity: 'warning', message: `${e.message} (The route does not run that plan, so it goes on.)` });
        }
    }
    // 2. selection, then dependents (breadth first from the selected plans, in plan order).
    const chosen = new Map();
    const selected = [...new Set(input.selected)]
        .map((id) => byId.get(id))
        .filter((p) => p !== undefined)
        .sort(byWaveThenId);
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
/**
 * The paths of the plans a route could run: the selected ones, their dependents (when asked) and
 * the dependencies of all of them, transitively. Errors of the wave map outside it do not block.
 */
function touchedPaths(selected, byId, dependents) {
    const ids = new Set(selected.filter((id) => byId.has(id)));
    if (dependents) {
        let grew = true;
        while (grew) {
            grew = false;
            for (const plan of byId.values()) {
                if (!ids.has(plan.id) && plan.dependsOn.some((d) => ids.has(d))) {
                    ids.add(plan.id);
                    grew = true;
                }
            }
        }
    }
    const queue = [...ids];
    for (let index = 0; index < queue.length; index++) {
        for (const dependency of byId.get(queue[index])?.dependsOn ?? []) {
            if (byId.has(dependency) && !ids.has(dependency)) {
                ids.add(dependency);
                queue.push(dependency);
            }
        }
    }
    const paths = new Set();
    for (const id of ids) {
        const path = byId.get(id)?.path;
        if (path !== undefined)
            paths.add(path);
    }
    return paths;
}

;// CONCATENATED MODULE: ./src/core/plans/named-plans.ts
/**
 * `--plan=NN-PP[,NN-PP…]` (and `/legion retry`, which names the plans of the last report): the
 * plans a request names explicitly, instead of the ones the changed files select. Pure.
 *
 *   names ──resolvePlanNames──▶ found ids | unknown names (+ "did you mean" over the repository)
 *   PlanDecision[] (selectPlans) ──applyNamedPlans──▶ named plans kept, the others dropped
 *   found ids ──scheduleNamedPlans──▶ WaveSchedule: the named plans plus their unfinished
 *                                     dependencies, transitively, in their earlier waves
 *
 * Rules: a name matches a plan id exactly, else by number (`1-2` is `01-02`); a named plan runs
 * whether or not the changed files touch it, and even when it is done (naming it is asking for
 * it, as `--rerun` does); its dependencies that are done are not run again; the `dependents`
 * input does not apply (only the named plans and what they need run); `dependencies: refuse`
 * refuses an unfinished dependency that was not named (E062), as for any build.
 */


const named_plans_PLAN_ID = /^(\d{1,4})-(\d{1,4})$/;
/** `01-02` and `1-2` → `1-2`; null for other ids. */
function numericKey(id) {
    const match = named_plans_PLAN_ID.exec(id);
    return match ? `${Number(match[1])}-${Number(match[2])}` : null;
}
/** Match names against a phase's plan ids: exactly, else by number when that is unambiguous. */
function resolvePlanNames(names, ids) {
    const exact = new Set(ids);
    const byNumber = new Map();
    for (const id of ids) {
        const key = numericKey(id);
        if (key !== null)
            byNumber.set(key, byNumber.has(key) ? null : id);
    }
    const found = [];
    const unknown = [];
    for (const name of names) {
        const key = numericKey(name);
        const id = exact.has(name) ? name : key !== null ? byNumber.get(key) : undefined;
        if (id === undefined || id === null) {
            if (!unknown.includes(name))
                unknown.push(name);
        }
        else if (!found.includes(id))
            found.push(id);
    }
    return { found, unknown };
}
/** The closest plan id of the repository (edit distance at most 2), or null. */
function suggestPlanId(name, repositoryIds) {
    return closestMatch(name, repositoryIds, 2);
}
/**
 * The decisions of selectPlans made to agree with the names: a named plan is kept whole (its
 * declared files, not partial) with the reason `named by --plan`; every other plan is not kept
 * (a done one stays `done`) with the reason `not named by --plan`. Dependencies the schedule
 * pulls in are kept later by applySchedule.
 */
function applyNamedPlans(decisions, named, by = '--plan') {
    const wanted = new Set(named);
    return decisions.map((decision) => {
        if (!wanted.has(decision.id)) {
            const status = decision.status === 'done' ? 'done' : 'dropped';
            return { ...decision, kept: false, status, reasons: [...decision.reasons, `not named by ${by}`] };
        }
        if (decision.kept)
            return { ...decision, reasons: [...decision.reasons, `named by ${by}`] };
        const plan = decision.plan;
        return {
            ...decision,
            kept: true,
            status: 'selected',
            partial: false,
            files: plan ? [...plan.filesModified] : [...decision.files],
            excludedFiles: [],
            excludedAgents: [],
            excludedTaskTypes: [],
            reasons: [...decision.reasons, decision.status === 'done' ? `named by ${by}: runs although done` : `named by ${by}`],
        };
    });
}
/**
 * The wave schedule of named plans: exactly the named plans (done or not) and their unfinished
 * dependencies, transitively (a done dependency ends the chain: what it needed was run before).
 */
function scheduleNamedPlans(input) {
    return scheduleWaves({
        plans: input.plans,
        selected: input.named,
        ...(input.done ? { done: input.done } : {}),
        ...(input.unroutable ? { unroutable: input.unroutable } : {}),
        // includeDone re-runs a done plan that is *chosen*; with dependents off only the named plans
        // are chosen, and done dependencies are never pulled in.
        options: { includeDone: true, dependencies: input.dependencies, dependents: false },
    });
}

;// CONCATENATED MODULE: ./src/core/plans/phase-load-refusal.ts

const phase_load_refusal_SHOWN = 5;
/**
 * No silent partial route (#10 item 5): when plans of the phase cannot be routed (E075, E076)
 * and the route does not keep them, the whole route is refused with this code and message.
 * undefined when there is nothing to refuse. The code is E075 when any plan's frontmatter is
 * the problem, E076 when only unreadable files are.
 */
function phaseLoadRefusal(blockers, phaseLabel) {
    if (blockers.length === 0)
        return undefined;
    const code = blockers.some((b) => b.code === error_codes/* ErrorCode */.O4.PLAN_UNPARSABLE) ? error_codes/* ErrorCode */.O4.PLAN_UNPARSABLE : blockers[0].code;
    const listed = blockers
        .slice(0, phase_load_refusal_SHOWN)
        .map((b) => {
        const where = `${b.file ?? '(plan)'}${b.line !== undefined ? ` line ${b.line}` : ''}`;
        const text = b.message.replace(/;?\s*the plan cannot be routed\.?\s*$/, '').replace(/[.;]\s*$/, '');
        if (b.file && text.startsWith(`${b.file}: `))
            return `${where}: ${text.slice(b.file.length + 2)}`;
        // "PATH is a symbolic link …": the sentence already starts with the file.
        if (b.file && text.startsWith(`${b.file} `))
            return `${where} ${text.slice(b.file.length + 1)}`;
        return `${where}: ${text}`;
    })
        .join('; ');
    const more = blockers.length > phase_load_refusal_SHOWN ? `; and ${blockers.length - phase_load_refusal_SHOWN} more` : '';
    const count = blockers.length === 1 ? 'A plan' : `${blockers.length} plans`;
    return {
        code,
        message: `${count} of ${phaseLabel} cannot be routed, so nothing is routed (a partial route would leave ${blockers.length === 1 ? 'it' : 'them'} out silently): ${listed}${more}.`,
        hint: code === error_codes/* ErrorCode */.O4.PLAN_UNPARSABLE
            ? 'Fix the plan frontmatter at the line named, or set the input keep-unparsable-plans: true to route such plans unscoped (every file) with a warning.'
            : 'Make each plan a regular file inside the repository (no symbolic link, at most 1 MiB), or set the input keep-unparsable-plans: true to route such plans unscoped with a warning.',
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

;// CONCATENATED MODULE: ./src/core/matrix/plan-entries.ts


/**
 * One entry per kept plan, in wave order: everything a build job needs without reading the
 * plan again. Agents and files from the plan are untrusted text: only safe-character values are
 * listed (counted otherwise).
 */
function planEntries(decisions, context) {
    const kept = decisions.filter((d) => d.kept && d.plan).sort((a, b) => (a.plan?.wave ?? 0) - (b.plan?.wave ?? 0) || a.id.localeCompare(b.id));
    const entries = [];
    for (const decision of kept) {
        const plan = decision.plan;
        if (!plan || !sanitize_isSafeId(plan.id) || !isSafePath(plan.path) || !sanitize_isSafeId(plan.phaseDir))
            continue;
        const agents = partitionSafe(plan.agents.filter((a) => !decision.excludedAgents.includes(a)), sanitize_isSafeId);
        const files = partitionSafe(decision.files, isSafePattern);
        const dependsOn = partitionSafe(plan.dependsOn, sanitize_isSafeId);
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
            ...(decision.matchedChangedFiles !== undefined ? changedFileFields(decision) : {}),
            ...controlFields(context),
        });
    }
    return entries;
}
/**
 * Which changed files selected a plan: the count, the names (at most the ones selectPlans kept,
 * safe-character paths only) and how many more there were, so a long list is cut visibly.
 */
function changedFileFields(decision) {
    const count = decision.matchedChangedFiles ?? 0;
    const names = partitionSafe(decision.matchedChangedFileNames ?? [], isSafePath).safe;
    return { changed_files: count, changed_files_list: names, changed_files_more: Math.max(0, count - names.length) };
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

;// CONCATENATED MODULE: ./src/core/glob/directory-prefix-index.ts
class DirectoryPrefixIndex {
    root = { children: undefined };
    /** Paths indexed (duplicates counted). */
    paths;
    constructor(paths) {
        let count = 0;
        for (const path of paths) {
            count++;
            let from = path.startsWith('./') ? 2 : 0;
            while (path.charCodeAt(from) === 0x2f)
                from++;
            let node = this.root;
            // Every segment but the last (the file's own name) is a directory.
            for (let slash = path.indexOf('/', from); slash !== -1; slash = path.indexOf('/', from)) {
                const name = path.slice(from, slash);
                node.children ??= new Map();
                let child = node.children.get(name);
                if (!child)
                    node.children.set(name, (child = { children: undefined }));
                node = child;
                from = slash + 1;
            }
        }
        this.paths = count;
    }
    /** Does some path lie under `dir` (`''`: is there any path at all)? */
    has(dir) {
        if (dir === '')
            return this.paths > 0;
        let node = this.root;
        let from = 0;
        for (;;) {
            const slash = dir.indexOf('/', from);
            node = node.children?.get(slash === -1 ? dir.slice(from) : dir.slice(from, slash));
            if (!node)
                return false;
            if (slash === -1)
                return true;
            from = slash + 1;
        }
    }
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
    // Once a `[` finds no closing `]` (its scan reached the end of the segment), every later `[` of
    // the segment is literal too: their scans would end the same way, and repeating them made a
    // segment of `[a[a[a…` quadratic (1.2 ms for a 512-character pattern, per pattern of a plan).
    let unterminatedClass = false;
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
        else if (ch === '[' && !unterminatedClass) {
            const parsed = parseClass(segment, i);
            if (!parsed)
                unterminatedClass = true;
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
function normaliseAlternative(pattern) {
    let body = pattern;
    let directory = false;
    if (body.startsWith('./'))
        body = body.slice(2);
    // Index loops, not `/\/+$/`: that one backtracks quadratically on a run of `/` inside the text.
    let from = 0;
    while (body.charCodeAt(from) === 0x2f)
        from++;
    let to = body.length;
    while (to > from && body.charCodeAt(to - 1) === 0x2f)
        to--;
    if (to < body.length)
        directory = true;
    body = body.slice(from, to);
    const segments = body.split('/').filter((s, _index, all) => s !== '' || all.length === 1);
    return { body, directory, segments };
}
/** `**` segments of an alternative, counted on its text (a directory pattern ends in one more). */
function globstarCount(alternative) {
    let count = alternative.directory ? 1 : 0;
    for (const segment of alternative.segments)
        if (segment === '**')
            count++;
    return count;
}
/**
 * The literal directory a path must lie under for the alternative to match it: the leading
 * segments without a wildcard or escape character (for an exact path, its directory; `''` is the
 * root). A segment with `\` or an unterminated `[` may still be literal once parsed: stopping
 * before it gives an ancestor of the parsed prefix, which is the safe side for skipping.
 */
function literalDirectoryPrefix(alternative) {
    const { segments } = alternative;
    let k = 0;
    while (k < segments.length && !SEGMENT_MAGIC.test(segments[k]))
        k++;
    if (k === segments.length && !alternative.directory)
        k--;
    return k <= 0 ? '' : segments.slice(0, k).join('/');
}
const EXTENSION_SEGMENT = /^\*+\.[^.*?[\\]+$/;
/** `*.a`, `*.a.b`, `**.a`: stars, then a literal suffix that starts with `.` and has more than the dot. */
const SUFFIX_SEGMENT = /^\*+\.[^*?[\\]+$/;
/**
 * The shape of the common alternatives (`a/b.ts`, `dir/`, `dir/**`, `dir/**\/*.ext`, `**\/*.ext`)
 * read from the text, with no segment objects: exactly what {@link shapeOf} gives for them
 * (property-tested). Null for anything else, which takes the general parse.
 */
function fastShape(alternative) {
    const { segments, directory } = alternative;
    let k = 0;
    while (k < segments.length && !SEGMENT_MAGIC.test(segments[k]))
        k++;
    const literal = (end) => (end === segments.length && !alternative.body.includes('//') ? alternative.body : segments.slice(0, end).join('/'));
    if (k === segments.length)
        return directory ? { kind: 'directory', dir: literal(k) } : { kind: 'exact', path: literal(k) };
    let j = k;
    while (j < segments.length && segments[j] === '**')
        j++;
    if (j === segments.length)
        return { kind: 'directory', dir: literal(k) };
    if (directory || j !== segments.length - 1)
        return null;
    const last = segments[j];
    if (!SUFFIX_SEGMENT.test(last))
        return null;
    const ext = last.slice(last.indexOf('.') + 1);
    if (j === k + 1)
        return { kind: EXTENSION_SEGMENT.test(last) ? 'extension' : 'dotted-extension', dir: literal(k), ext };
    // `dir/*.ext`: at least one literal directory (a slash-free `*.ext` is a base-name pattern).
    if (j === k && k > 0)
        return { kind: 'shallow-extension', dir: literal(k), ext };
    return null;
}
function parseAlternative(normalised) {
    const segments = normalised.segments.map(parseSegment);
    if (normalised.directory)
        segments.push({ kind: 'globstar' });
    return segments;
}
/**
 * An alternative shaped from its text: the index matches it by hash look-up, so its segments are
 * parsed only if something matches it one by one (lint, tests). A class, so that the lazy getter
 * lives on the prototype (no closure per alternative).
 */
class FastAlternative {
    normalised;
    shape;
    source;
    baseOnly = false;
    fast = true;
    directory;
    key;
    parsed;
    constructor(normalised, shape, source) {
        this.normalised = normalised;
        this.shape = shape;
        this.source = source;
        this.directory = normalised.directory;
        this.key = `${normalised.directory ? 'd' : 'f'}:${normalised.body}`;
    }
    get segments() {
        return (this.parsed ??= parseAlternative(this.normalised));
    }
}
function compileAlternative(normalised, source, fastPaths) {
    const fast = fastPaths ? fastShape(normalised) : null;
    if (fast)
        return new FastAlternative(normalised, fast, source);
    const { body, directory } = normalised;
    const segments = parseAlternative(normalised);
    const baseOnly = !directory && segments.length === 1 && segments[0]?.kind === 'wild';
    const partial = { segments, baseOnly, directory, source, key: `${directory ? 'd' : 'f'}:${body}` };
    return { ...partial, shape: shapeOf(partial) };
}
/** Compile one pattern (with an optional leading `!`). Never throws. */
function compileGlob(pattern) {
    return compileGlobWith(pattern, {});
}
/** {@link compileGlob} with options: fast paths off (the baseline), skipping by literal directory. */
function compileGlobWith(pattern, options) {
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
    const normalised = (expanded.length > 1 ? [...new Set(expanded)] : expanded).map(normaliseAlternative);
    // Every check runs on every alternative, compiled or skipped: a bad pattern is reported the same
    // whatever the changed files.
    if (normalised.some((alternative) => globstarCount(alternative) > MAX_GLOBSTARS))
        return { ok: false, reason: `more than ${MAX_GLOBSTARS} ** segments` };
    const fastPaths = options.fastPaths !== false;
    const mayMatch = options.mayMatchUnder;
    const alternatives = [];
    let skipped = 0;
    for (const alternative of normalised) {
        if (mayMatch && !mayMatch(literalDirectoryPrefix(alternative)))
            skipped++;
        else
            alternatives.push(compileAlternative(alternative, pattern, fastPaths));
    }
    return { ok: true, glob: { source: pattern, negated, alternatives, skipped } };
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
    /** `dir/**\/*.a.b`, key `${dir}\u0000${ext}`: matchers, checked one by one only on irregular paths. */
    dottedExtensions = new Map();
    /** `dir/*.ext`, key `${dir}\u0000${ext}`: a file directly in dir. */
    shallowExtensions = new Map();
    basenames = [];
    /** General matchers grouped by their literal directory prefix. */
    general = new Map();
    rejected = [];
    /** Number of distinct pattern texts compiled. */
    compiledPatterns;
    stats;
    hasExtensions;
    /**
     * Longest directory key (directory, extension and general-prefix maps) and longest extension:
     * deeper ancestors and longer extensions cannot match, so a hostile path (thousands of
     * segments or dots) costs O(path) instead of O(segments × path).
     */
    maxAncestor;
    maxExtension;
    constructor(entries, options = {}) {
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
        const dottedByText = new Map();
        const candidates = options.candidates;
        const compileOptions = { fastPaths: options.fastPaths !== false, ...(candidates ? { mayMatchUnder: (dir) => candidates.has(dir) } : {}) };
        const stats = { patterns: byPattern.size, fastAlternatives: 0, parsedAlternatives: 0, skippedAlternatives: 0 };
        this.stats = stats;
        for (const [pattern, owners] of byPattern) {
            const compiled = compileGlobWith(pattern, compileOptions);
            if (!compiled.ok) {
                for (const owner of owners)
                    this.rejected.push({ pattern, owner, reason: compiled.reason });
                continue;
            }
            stats.skippedAlternatives += compiled.glob.skipped;
            for (const alternative of compiled.glob.alternatives) {
                const shape = alternative.shape;
                if (alternative.fast)
                    stats.fastAlternatives++;
                else
                    stats.parsedAlternatives++;
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
                        case 'shallow-extension':
                            pushOwner(this.shallowExtensions, `${shape.dir}\u0000${shape.ext}`, owner);
                            break;
                        case 'dotted-extension': {
                            const key = `${shape.dir}\u0000${shape.ext}`;
                            let matcher = dottedByText.get(alternative.key);
                            if (!matcher) {
                                matcher = { alternative, owners: [] };
                                dottedByText.set(alternative.key, matcher);
                                const list = this.dottedExtensions.get(key);
                                if (list)
                                    list.push(matcher);
                                else
                                    this.dottedExtensions.set(key, [matcher]);
                            }
                            if (matcher.owners[matcher.owners.length - 1] !== owner)
                                matcher.owners.push(owner);
                            break;
                        }
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
        this.hasExtensions = this.extensions.size > 0 || this.dottedExtensions.size > 0 || this.shallowExtensions.size > 0;
        let maxAncestor = 0;
        let maxExtension = 0;
        for (const dir of this.directories.keys())
            maxAncestor = Math.max(maxAncestor, dir.length);
        for (const prefix of this.general.keys())
            maxAncestor = Math.max(maxAncestor, prefix.length);
        for (const key of [...this.extensions.keys(), ...this.dottedExtensions.keys(), ...this.shallowExtensions.keys()]) {
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
        let regular;
        if (this.shallowExtensions.size > 0 && normalised.length <= MAX_PATH_LENGTH) {
            // `dir/*.ext`: the file's own directory, as the path spells it (so `a//b.ts` is in `a/`, not `a`).
            const slash = normalised.lastIndexOf('/');
            if (slash > 0) {
                const parent = normalised.slice(0, slash);
                for (const ext of extensions) {
                    const owners = this.shallowExtensions.get(`${parent}\u0000${ext}`);
                    if (owners)
                        for (const owner of owners)
                            visit(owner);
                }
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
                const key = `${ancestor}\u0000${ext}`;
                const owners = this.extensions.get(key);
                if (owners)
                    for (const owner of owners)
                        visit(owner);
                const dotted = this.dottedExtensions.get(key);
                if (dotted && normalised.length <= MAX_PATH_LENGTH) {
                    // On a path without empty, `.` or `..` segments, `dir/**\/*.a.b` matches exactly the
                    // files under dir whose name ends in `.a.b`; on others (`**` never spans `.`), ask the matcher.
                    regular ??= !parts.some((part) => part === '' || part === '.' || part === '..');
                    for (const matcher of dotted) {
                        if (regular || alternativeMatches(matcher.alternative, normalised, parts))
                            for (const owner of matcher.owners)
                                visit(owner);
                    }
                }
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

;// CONCATENATED MODULE: ./src/core/glob/representative-path.ts


/**
 * A concrete path standing for a declared `files_modified` entry, for rule matching: the first
 * brace alternative, wildcards replaced by `x`, a directory entry given a child. `docs/` →
 * `docs/x`, `src/**\/*.{ts,tsx}` → `src/x/x.ts`.
 *
 * Entries come from committed plan files, so the cost must stay linear in the entry's length
 * whatever it holds. The former `/\[[^\]/]*\]/g` replacement was quadratic on a run of `[`
 * (every `[` scanned to the end of the run looking for its `]`: 5.6 s at 40,000 characters, R09).
 * Here one right-to-left pass records, for each position, where the next `]` or `/` is; a
 * second pass then decides each `[` in O(1).
 */
function representativePath(entry) {
    let path = entry.trim();
    // Only the first alternative is needed: braceExpandMax 1 keeps `{a,b}` × 100 from expanding
    // (a full expansion of such an entry takes over a second). Longer entries are not globs the
    // router compiles (MAX_PATTERN_LENGTH), so their braces stay as they are.
    if (path.includes('{') && path.length <= MAX_PATTERN_LENGTH)
        path = esm/* minimatch */.xF.braceExpand(path, { braceExpandMax: 1 })[0] ?? path;
    if (path.endsWith('/'))
        path = `${path}x`;
    return replaceWildcards(path);
}
/**
 * `[…]` classes (no `/` inside) → `x`, then `**` → `x`, then `*` and `?` → `x`: the same result
 * as the three chained regular-expression replacements it replaces (property-tested against
 * them), in O(length).
 */
function replaceWildcards(path) {
    const length = path.length;
    if (!/[[*?]/.test(path))
        return path;
    // nextStop[i]: index of the first `]` or `/` at or after i (length when there is none).
    const nextStop = new Int32Array(length + 1);
    nextStop[length] = length;
    for (let i = length - 1; i >= 0; i--) {
        const ch = path.charCodeAt(i);
        nextStop[i] = ch === 0x5d /* ] */ || ch === 0x2f /* / */ ? i : nextStop[i + 1];
    }
    let out = '';
    let copyFrom = 0;
    let i = 0;
    while (i < length) {
        const ch = path.charCodeAt(i);
        let skip = 0;
        if (ch === 0x5b /* [ */) {
            const stop = nextStop[i + 1];
            if (stop < length && path.charCodeAt(stop) === 0x5d)
                skip = stop - i + 1;
        }
        else if (ch === 0x2a /* * */) {
            skip = path.charCodeAt(i + 1) === 0x2a ? 2 : 1;
        }
        else if (ch === 0x3f /* ? */) {
            skip = 1;
        }
        if (skip === 0) {
            i++;
            continue;
        }
        out += `${path.slice(copyFrom, i)}x`;
        i += skip;
        copyFrom = i;
    }
    return out + path.slice(copyFrom);
}

;// CONCATENATED MODULE: ./src/core/plans/infer-task-types.ts


// Linear-time since #11 R09 (it lives with the glob code it mirrors).

/**
 * How task types are found (documented in the README): a plan's own `task_types` win;
 * otherwise each declared file adds the types of the first `task_type_inference` rule it
 * matches, and each agent adds its `agent_task_types`. Either way, a sub-type adds its category
 * from the `task_types` taxonomy (`readme` → `documentation`).
 */
function createTaskTypeResolver(config, options = {}) {
    const rules = new GlobIndex(config.task_type_inference.map((rule, owner) => ({ pattern: rule.pattern, owner })), { fastPaths: options.fastPaths !== false });
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
                for (const t of Object.hasOwn(config.agent_task_types, agent) ? (config.agent_task_types[agent] ?? []) : [])
                    types.add(t);
        }
        for (const t of [...types])
            for (const category of categoryOf.get(t) ?? [])
                types.add(category);
        return [...types];
    };
}

;// CONCATENATED MODULE: ./src/core/plans/lint-plan-entries.ts




const DEFAULT_LINT_LIST_LIMIT = 20_000;
const lint_plan_entries_SHOWN = 5;
const lint_plan_entries_SHOWN_CHARS = 80;
function lint_plan_entries_shown(text) {
    const oneLine = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
    return oneLine.length > lint_plan_entries_SHOWN_CHARS ? `${oneLine.slice(0, lint_plan_entries_SHOWN_CHARS)}…` : oneLine;
}
/** Classify one entry against the checkout: fine (null), not lintable (null), or a candidate. */
function checkEntry(entry, checkout) {
    const compiled = compileGlob(entry);
    if (!compiled.ok)
        return null;
    const prefixes = [];
    const globs = [];
    for (const alternative of compiled.glob.alternatives) {
        const shape = alternative.shape;
        switch (shape.kind) {
            case 'exact':
                if (checkout.kind(lookupKey(shape.path)) !== undefined)
                    return null;
                break;
            case 'directory':
                if (shape.dir === '' || checkout.kind(lookupKey(shape.dir)) === 'directory')
                    return null;
                break;
            case 'extension':
            case 'dotted-extension':
            case 'shallow-extension':
                prefixes.push(shape.dir);
                globs.push(alternative);
                break;
            case 'general':
                prefixes.push(shape.prefix);
                globs.push(alternative);
                break;
            case 'basename':
                prefixes.push('');
                globs.push(alternative);
                break;
        }
    }
    return { entry, prefixes, alternatives: globs, matched: false };
}
function lintPlanEntries(input) {
    const { plans, checkout } = input;
    const limit = input.listLimit ?? DEFAULT_LINT_LIST_LIMIT;
    // Work is per distinct entry text (compiled and looked up once, however many plans declare
    // it); plans refer to their candidates.
    const byText = new Map();
    const planCandidates = [];
    plans.forEach((plan, index) => {
        if (plan.unscoped)
            return;
        const own = [];
        for (const entry of new Set(plan.filesModified)) {
            if (entry.trim() === '' || entry.trimStart().startsWith('!'))
                continue;
            let candidate = byText.get(entry);
            if (candidate === undefined) {
                candidate = checkEntry(entry, checkout);
                byText.set(entry, candidate);
            }
            if (candidate)
                own.push(candidate);
        }
        if (own.length > 0)
            planCandidates.push({ plan: index, candidates: own });
    });
    const candidates = [...byText.values()].filter((c) => c !== null);
    if (candidates.length === 0)
        return [];
    // Changed files (deleted ones are not in the checkout, but an entry naming them is right).
    if (input.changedFiles && input.changedFiles.length > 0) {
        const index = new GlobIndex(candidates.map((candidate, owner) => ({ pattern: candidate.entry, owner })));
        for (const file of input.changedFiles) {
            index.visitOwners(file, (owner) => {
                candidates[owner].matched = true;
            });
        }
    }
    // Globs still unmatched: the files under their literal directories.
    // The budget is shared: all listings together hold at most `limit` files.
    const listings = new Map();
    let budget = limit;
    const listed = (prefix) => {
        if (!listings.has(prefix)) {
            const files = budget > 0 ? checkout.filesUnder(prefix, budget) : undefined;
            if (files)
                budget -= files.length;
            listings.set(prefix, files);
        }
        return listings.get(prefix);
    };
    for (const candidate of candidates) {
        if (candidate.matched || candidate.alternatives.length === 0)
            continue;
        for (let i = 0; i < candidate.alternatives.length && !candidate.matched; i++) {
            const files = listed(candidate.prefixes[i]);
            if (files === undefined) {
                candidate.matched = true; // too many files to tell: say nothing
                break;
            }
            const alternative = candidate.alternatives[i];
            for (const file of files) {
                if (alternativeMatches(alternative, file, pathSegments(file))) {
                    candidate.matched = true;
                    break;
                }
            }
        }
    }
    const diagnostics = [];
    for (const { plan: index, candidates: own } of planCandidates) {
        const entries = own.filter((candidate) => !candidate.matched).map((candidate) => candidate.entry);
        if (entries.length === 0)
            continue;
        const plan = plans[index];
        const names = entries
            .slice(0, lint_plan_entries_SHOWN)
            .map((entry) => `'${lint_plan_entries_shown(entry)}'`)
            .join(', ');
        const more = entries.length > lint_plan_entries_SHOWN ? ` and ${entries.length - lint_plan_entries_SHOWN} more` : '';
        diagnostics.push({
            code: error_codes/* WarningCode */.qN.PLAN_ENTRY_UNMATCHED,
            severity: 'warning',
            message: `${plan.path}: ${entries.length === 1 ? '1 files_modified entry matches' : `${entries.length} files_modified entries match`} no file in the checkout and no changed file: ${names}${more}.`,
            file: plan.path,
            hint: 'Check the spelling (paths are from the repository root; a directory is written dir/). An entry for a file this plan will create matches nothing until it exists.',
        });
    }
    return diagnostics;
}

;// CONCATENATED MODULE: ./src/core/plans/select-plans.ts






const select_plans_MAX_LISTED = 5;
const DEFAULT_LISTED_CHANGED_FILES = 20;
function list(values) {
    const shown = values.slice(0, select_plans_MAX_LISTED).join(', ');
    return values.length > select_plans_MAX_LISTED ? `${shown} and ${values.length - select_plans_MAX_LISTED} more` : shown;
}
/** The first changed files of a plan for its reason, with how many are not shown. */
function listNames(names, total) {
    // Changed-file names are untrusted: one line each, bounded (the field keeps them exact).
    const shown = names.slice(0, select_plans_MAX_LISTED).map((name) => {
        const oneLine = name.replace(/[\u0000-\u001f\u007f]/g, '?');
        return oneLine.length > 120 ? `${oneLine.slice(0, 120)}…` : oneLine;
    });
    return total > shown.length ? `${shown.join(', ')} and ${total - shown.length} more` : shown.join(', ');
}
/**
 * First-match-wins exclusion (Legion's file filter): the first pattern that matches decides;
 * a `!pattern` re-includes. Compiled once for all files.
 */
function createExclusion(patterns, diagnostics, fastPaths) {
    if (patterns.length === 0)
        return () => false;
    const negated = patterns.map((p) => p.startsWith('!'));
    const index = new GlobIndex(patterns.map((pattern, owner) => ({ pattern: negated[owner] ? pattern.slice(1) : pattern, owner })), { fastPaths });
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
 * Select the plans a route runs (agent, task-type and file predicates, combined with AND). Every plan gets a decision with its reasons and a
 * `status`: `selected`, `done` or `dropped` (a malformed plan is dropped with its reason).
 * Predicates are combined with AND, in this order:
 *
 * 0. done — with `summaries`, a plan whose SUMMARY.md makes it done is `done` and does not run
 *    (unless `includeDone`); a SUMMARY reporting failure or a partial result keeps it routable.
 * 1. changed files — a plan is affected when a changed file matches one of its
 *    `files_modified` entries (path, `dir/`, or glob; `!glob` entries subtract). Without a
 *    complete changed-file list every plan is considered. A plan that declares no files cannot
 *    be scoped and is kept, as is a plan kept unscoped by `keep-unparsable-plans`. A selected
 *    plan lists the changed files that selected it (`matchedChangedFileNames`, bounded by
 *    `maxListedChangedFiles`, with the full count in `matchedChangedFiles`).
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
    const fastPaths = input.globs !== 'general';
    const resolveTaskTypes = createTaskTypeResolver(config, { fastPaths });
    const isExcluded = createExclusion(criteria?.excludeFilePatterns ?? [], diagnostics, fastPaths);
    let globStats;
    const scoping = changedFiles !== undefined && changedFiles.complete;
    const matched = new Uint32Array(plans.length);
    const matchedExcluded = new Uint32Array(plans.length);
    const listLimit = Math.max(0, input.maxListedChangedFiles ?? DEFAULT_LISTED_CHANGED_FILES);
    const matchedNames = plans.map(() => []);
    const scoped = plans.map((plan) => plan.filesModified.length > 0 && !plan.unscoped);
    const doneOf = (plan) => input.summaries?.get(plan.id);
    const skipDone = plans.map((plan) => !input.includeDone && doneOf(plan)?.done === true);
    if (scoping) {
        const positive = [];
        const negative = [];
        const hasNegative = new Uint8Array(plans.length);
        plans.forEach((plan, owner) => {
            if (skipDone[owner] || !scoped[owner])
                return;
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
        // Only the changed files are asked about: patterns under none of their directories are not compiled.
        const indexOptions = fastPaths ? { candidates: new DirectoryPrefixIndex(changedFiles.files) } : { fastPaths: false };
        const positiveIndex = new GlobIndex(positive, indexOptions);
        const negativeIndex = new GlobIndex(negative, indexOptions);
        globStats = { positive: positiveIndex.stats, negative: negativeIndex.stats };
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
                const names = matchedNames[owner];
                if (names.length < listLimit)
                    names.push(file);
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
            decision.status = 'dropped';
            reasons.push(reason);
            return decision;
        };
        decision.status = 'selected';
        // 0. done plans (their SUMMARY.md reports them complete)
        const summary = doneOf(plan);
        if (summary) {
            decision.summary = { ...summary };
            if (skipDone[index]) {
                decision.kept = false;
                decision.status = 'done';
                reasons.push(`done: ${summary.reason}`);
                return decision;
            }
            reasons.push(summary.done ? `done, re-run as asked: ${summary.reason}` : summary.reason);
        }
        // 1. changed files
        if (plan.unscoped)
            reasons.push(`frontmatter cannot be read (${plan.unscoped.line ? `line ${plan.unscoped.line}: ` : ''}${plan.unscoped.reason}): kept as asked and routed unscoped, for every file`);
        else if (!changedFiles)
            reasons.push('no changed-file list: every plan of the phase is considered');
        else if (!changedFiles.complete)
            reasons.push(`changed-file list incomplete${changedFiles.note ? ` (${changedFiles.note})` : ''}: every plan of the phase is considered`);
        else if (!scoped[index])
            reasons.push('declares no files_modified, so it cannot be scoped to the changed files: kept');
        else {
            const hits = matched[index];
            decision.matchedChangedFiles = hits;
            if (hits === 0)
                return drop(`none of the ${changedFiles.files.length} changed files matches its files_modified`);
            const names = matchedNames[index];
            decision.matchedChangedFileNames = names;
            reasons.push(`${hits} changed file(s) match its files_modified: ${listNames(names, hits)}`);
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
        const summary = input.summaries?.get(bad.id);
        decisions.push({
            id: bad.id,
            path: bad.path,
            kept: false,
            status: 'dropped',
            reasons: [`malformed plan${bad.diagnostic.line ? ` (line ${bad.diagnostic.line})` : ''}: ${bad.diagnostic.message.replace(`${bad.path}: `, '')}`],
            partial: false,
            files: [],
            excludedFiles: [],
            excludedAgents: [],
            excludedTaskTypes: [],
            ...(summary ? { summary: { ...summary } } : {}),
        });
    }
    if (input.checkout) {
        const linted = input.lintEntries === 'all' ? plans : plans.filter((plan) => doneOf(plan)?.done === true);
        diagnostics.push(...lintPlanEntries({ plans: linted, checkout: input.checkout, ...(changedFiles ? { changedFiles: changedFiles.files } : {}) }));
    }
    return { decisions, diagnostics, ...(globStats ? { globStats } : {}) };
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
    const named = intent.flags.plans;
    const namedBy = intent.retry ? 'the last report' : '--plan';
    if (intent.retry && !named) {
        return {
            entries: [],
            notes: [],
            diagnostics: [],
            message: `${settings.trigger} retry takes its plans from the last report on the pull request, which the action reads when the command is a comment on a pull request: nothing was routed here.\nName the plans instead: ${settings.trigger} build --plan=NN-PP.`,
        };
    }
    const phase = routePhase(project, intent.phaseRequest);
    if (!phase.ok && named && !intent.retry) {
        const message = unknownPlansMessage(named, `${phase.message}`, repositoryPlanIds(project));
        return refused(error_codes/* ErrorCode */.O4.UNKNOWN_PLAN, message, {
            diagnostics: [...phase.readingDiagnostics, { code: error_codes/* ErrorCode */.O4.UNKNOWN_PLAN, severity: 'blocker', message, hint: 'Name plans by the ids of their NN-PP-PLAN.md files.' }],
        });
    }
    if (!phase.ok && named && intent.retry) {
        const message = `Nothing to retry: the plans the last report names (${listIds(named, 10)}) are of phase ${intent.phaseRequest ?? '?'}, which the pull request's head no longer has (${phase.message}).`;
        return { entries: [], notes: [], diagnostics: [{ code: error_codes/* WarningCode */.qN.RETRY_PLANS_GONE, severity: 'warning', message }], message };
    }
    if (!phase.ok) {
        const scope = intent.intent ? 'Cannot filter plans: ' : '';
        return refused(phase.code, `${scope}${phase.message}\n${phase.hint}`, {
            diagnostics: [...phase.readingDiagnostics, ...phase.diagnostics, { code: phase.code, severity: 'blocker', message: phase.message, hint: phase.hint }],
        });
    }
    const where = { number: phase.phase.number, dir: phase.phase.name };
    const notes = [phase.how];
    const loaded = project.phasePlans(phase.phase);
    const rerun = intent.flags.rerun === true;
    const selection = selectPlans({
        plans: loaded.plans,
        malformed: loaded.malformed,
        criteria: resolveFilterCriteria(intent.flags.intents, config),
        ...(settings.changedFiles ? { changedFiles: settings.changedFiles } : {}),
        summaries: loaded.summaries,
        includeDone: rerun,
        checkout: project.checkout,
        config,
    });
    const diagnostics = [...phase.readingDiagnostics, ...phase.diagnostics, ...loaded.diagnostics, ...selection.diagnostics];
    // A plan that cannot be parsed refuses the whole route: a pull request that breaks a plan is told.
    const refusal = phaseLoadRefusal(loaded.blockers, `phase ${phase.phase.number} (${phase.phase.name})`);
    if (refusal) {
        return refused(refusal.code, `${refusal.message}\n${refusal.hint}`, {
            phase: where,
            plans: notRun(selection.decisions, refusal.code),
            notes,
            diagnostics: [...diagnostics, ...loaded.blockers],
        });
    }
    const changed = settings.changedFiles;
    if (changed && !changed.complete && changed.incompleteReported !== true) {
        diagnostics.push({
            code: error_codes/* WarningCode */.qN.CHANGED_FILES_TRUNCATED,
            severity: 'warning',
            message: `The changed-file list is incomplete${changed.note ? ` (${changed.note})` : ''}: every plan of phase ${phase.phase.number} was considered instead of only the affected ones.`,
        });
    }
    const planFiles = loaded.plans.length + loaded.malformed.length;
    if (planFiles === 0)
        notes.push(`Phase ${phase.phase.name} has no plan files (NN-PP-PLAN.md).`);
    // `--plan` (or retry): the named plans instead of the ones the changed files select.
    let selected = selection.decisions;
    let namedIds;
    if (named) {
        const phaseIds = [...loaded.plans.map((p) => p.id), ...loaded.malformed.map((m) => m.id)].sort(compareIds);
        const names = resolvePlanNames(named, phaseIds);
        if (names.unknown.length > 0 && !intent.retry) {
            const message = unknownPlansMessage(names.unknown, `phase ${phase.phase.number} (${phase.phase.name}) has ${phaseIds.length === 0 ? 'no plans' : `the plans ${listIds(phaseIds, 12)}`}`, repositoryPlanIds(project));
            return refused(error_codes/* ErrorCode */.O4.UNKNOWN_PLAN, message, {
                phase: where,
                plans: notRun(selection.decisions, error_codes/* ErrorCode */.O4.UNKNOWN_PLAN),
                notes,
                diagnostics: [...diagnostics, { code: error_codes/* ErrorCode */.O4.UNKNOWN_PLAN, severity: 'blocker', message, hint: 'Name plans by the ids of their NN-PP-PLAN.md files.' }],
            });
        }
        if (names.unknown.length > 0) {
            diagnostics.push({
                code: error_codes/* WarningCode */.qN.RETRY_PLANS_GONE,
                severity: 'warning',
                message: `The last report names ${names.unknown.length} plan(s) that phase ${phase.phase.number} no longer has: ${listIds(names.unknown, 10)}. They are left out of the retry.`,
                hint: 'Route them under their new ids with build --plan=NN-PP.',
            });
        }
        if (names.found.length === 0) {
            return {
                entries: [],
                phase: where,
                plans: applyNamedPlans(selection.decisions, [], namedBy),
                notes,
                diagnostics,
                message: `Nothing to retry: none of the plans the last report names as failed (${listIds(names.unknown, 10)}) is a plan of phase ${phase.phase.number} any more.`,
            };
        }
        if (settings.dependents)
            notes.push(`The dependents input does not apply to plans named by ${namedBy}: only those plans and their unfinished dependencies run.`);
        selected = applyNamedPlans(selection.decisions, names.found, namedBy);
        namedIds = names.found;
    }
    const done = [...loaded.summaries].filter(([, summary]) => summary.done).map(([id, summary]) => ({ id, reason: summary.reason }));
    const unroutable = loaded.malformed.map((m) => m.id);
    const scheduled = namedIds
        ? scheduleNamedPlans({ plans: loaded.plans, named: namedIds, done, unroutable, dependencies: settings.dependencies })
        : scheduleWaves({
            plans: loaded.plans,
            selected: selection.decisions.filter((d) => d.kept).map((d) => d.id),
            done,
            unroutable,
            options: { includeDone: rerun, dependencies: settings.dependencies, dependents: settings.dependents },
        });
    if (!scheduled.ok) {
        const [first] = scheduled.errors;
        const message = [`The wave map of phase ${phase.phase.name} cannot be run:`, ...scheduled.errors.map((e, i) => `${i + 1}. ${e.message}`)].join('\n');
        return refused(first.code, message, {
            phase: where,
            plans: notRun(selected, first.code),
            notes,
            diagnostics: [...diagnostics, ...scheduled.diagnostics, ...scheduled.errors],
        });
    }
    const { schedule } = scheduled;
    diagnostics.push(...schedule.diagnostics);
    const decisions = applySchedule(selected, schedule);
    const tooMany = settings.waveJobs > 0
        ? checkWaveJobs(schedule.waves.length, settings.waveJobs, schedule.waves.map((w) => w.wave))
        : null;
    if (tooMany)
        return refused(tooMany.code, `${tooMany.message}${tooMany.hint ? `\n${tooMany.hint}` : ''}`, {
            phase: where,
            plans: notRun(decisions, tooMany.code),
            schedule,
            notes,
            diagnostics: [...diagnostics, tooMany],
        });
    const outcome = { entries: planEntries(decisions, entry), phase: where, plans: decisions, schedule, notes, diagnostics };
    if (schedule.plans.length === 0 && decisions.length > 0 && decisions.every((d) => d.status === 'done')) {
        outcome.message = `Phase ${phase.phase.number} already executed: every plan has a SUMMARY.md that does not report failure.\nRun ${settings.trigger} build --rerun to run them again.`;
        diagnostics.push(phaseAlreadyExecuted(phase.phase, '--rerun'));
    }
    return outcome;
}
/** When the route is refused, no plan runs: the ones that were selected say so, with the code. */
function notRun(decisions, code) {
    return decisions.map((d) => (d.kept ? { ...d, kept: false, status: 'dropped', reasons: [...d.reasons, `not run: the route was refused (${code})`] } : d));
}
/** The "unknown plan" message, with the closest plan id of the repository for each name. */
function unknownPlansMessage(names, context, repositoryIds) {
    const lines = names.slice(0, 10).map((name) => {
        const near = suggestPlanId(name, repositoryIds);
        return `Unknown plan in --plan: ${name}.${near ? ` Did you mean ${near}?` : ''}`;
    });
    if (names.length > 10)
        lines.push(`…and ${names.length - 10} more unknown plan ids.`);
    return [...lines, `(${context}.)`, 'Nothing was routed.'].join('\n');
}
/** Every plan id of the repository (all phases), for "did you mean"; read only on that error. */
function repositoryPlanIds(project) {
    const ids = [];
    for (const directory of project.phaseDirectories() ?? []) {
        const loaded = project.phasePlans(directory);
        ids.push(...loaded.plans.map((p) => p.id), ...loaded.malformed.map((m) => m.id));
        if (ids.length >= 10_000)
            break;
    }
    return ids;
}

;// CONCATENATED MODULE: ./src/app/routes/review-route.ts
/** `review` (standard): one entry per review-panel dimension, scoped to the phase when there is one. */



function reviewRoute({ intent, project, entry }) {
    const panel = project.loaded.config.review_panel;
    const phase = routePhase(project, intent.phaseRequest);
    const notes = [phase.ok ? phase.how : `${phase.message} The review covers the pull request as a whole.`];
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


/** ad_hoc: one entry per team member (primary first): as many jobs as primary + secondary agents. */
function teamEntries(team, context, phase) {
    return team.members
        .filter((member) => sanitize_isSafeId(member.agent))
        .map((member) => ({
        id: `${team.intent}-${member.agent}`.slice(0, 128),
        command: context.command,
        intent: team.intent,
        agent: member.agent,
        role: member.role,
        domains: partitionSafe(member.domains.length > 0 ? member.domains : team.domains, sanitize_isSafeId).safe,
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

/** Read the project (config, settings, control modes, STATE.md, ROADMAP.md) once for a run. */
function openProject(request, options) {
    const reader = new RepoReader(options.repoRoot);
    const planningDir = (options.planningDir ?? '.planning').replace(/\/+$/, '') || '.planning';
    const load = loadProject(reader, planningDir, options.configPath, { keepUnparsablePlans: options.keepUnparsablePlans === true });
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
    return resolveIntent(request, intentContext(project, options.trigger ?? event_names/* DEFAULT_TRIGGER */.lI, Boolean(options.dryRun)));
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
        trigger: options.trigger ?? event_names/* DEFAULT_TRIGGER */.lI,
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
        return {
            ...result,
            ok: false,
            confidence: 0,
            errorCode: fit.error.code,
            message: `${fit.error.message}${fit.error.hint ? `\n${fit.error.hint}` : ''}`,
            diagnostics: [...result.diagnostics, fit.error],
        };
    }
    result.diagnostics.push(...fit.diagnostics);
    result.matrix = { include: fit.include };
    result.waves = fit.slots.map((slot) => ({ include: slot.include }));
    result.waveMaxParallel = fit.slots.map((slot) => slot.maxParallel);
    result.hasWork = fit.include.length > 0 && !result.dryRun;
    // `changed-files-list` gets what the budget leaves after every other output: cut visibly (W113).
    if (settings.changedFiles) {
        const list = fitChangedFilesList(settings.changedFiles.files, Math.floor(Math.max(0, fit.budgetBytes - fit.bytes) / 2));
        result.changedFilesList = list.value;
        if (list.omitted > 0) {
            result.diagnostics.push({
                code: error_codes/* WarningCode */.qN.CHANGED_FILES_LIST_TRUNCATED,
                severity: 'warning',
                message: `The changed-files-list output holds ${list.written} of ${settings.changedFiles.files.length} changed files: the other ${list.omitted} did not fit GitHub's job-output limit after the matrices. Its last line is #truncated:${list.omitted}.`,
                hint: 'Read the full list from the pull request (GET /repos/{owner}/{repo}/pulls/{n}/files, or git diff) in the step that needs it.',
            });
        }
    }
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

;// CONCATENATED MODULE: ./src/adapters/github/api-error.ts
/** One line of GitHub's error `message`, bounded, for error texts. */
function messageOf(data) {
    if (data !== null && typeof data === 'object' && 'message' in data) {
        const message = data.message;
        if (typeof message === 'string')
            return message.slice(0, 200).replace(/[\r\n]+/g, ' ');
    }
    return '';
}
class api_error_ApiError extends Error {
    code;
    status;
    name = 'ApiError';
    constructor(code, message, status) {
        super(message);
        this.code = code;
        this.status = status;
    }
}

// EXTERNAL MODULE: ./src/adapters/github/call-context.ts
var call_context = __webpack_require__(8302);
;// CONCATENATED MODULE: ./src/adapters/github/fetch-like.ts
/**
 * The slice of the Fetch API that @octokit/request uses, and a small fully-read response.
 *
 * @octokit/request calls `fetch(url, { method, headers, body, signal, redirect })` and reads
 * `status`, `url`, `headers` (iterated, and `get('content-type')`), then `text()` or
 * `arrayBuffer()`, or `body` when `parseSuccessResponseBody` is false. {@link BufferedResponse}
 * provides exactly that over a body that is already in memory, so an answer can be inspected
 * (rate-limit message), handed to octokit and, on the retry path, delivered a second time.
 */
/** Headers with lower-cased names; repeated headers joined with `, ` as fetch does. */
class BufferedHeaders {
    #map;
    constructor(entries) {
        this.#map = new Map();
        for (const [name, value] of entries) {
            if (value === undefined)
                continue;
            this.#map.set(name.toLowerCase(), typeof value === 'string' ? value : value.join(', '));
        }
    }
    get(name) {
        return this.#map.get(name.toLowerCase()) ?? null;
    }
    has(name) {
        return this.#map.has(name.toLowerCase());
    }
    [Symbol.iterator]() {
        return this.#map[Symbol.iterator]();
    }
    toRecord() {
        return Object.fromEntries(this.#map);
    }
}
class BufferedResponse {
    status;
    statusText;
    url;
    headers;
    body;
    constructor(status, statusText, url, headers, body) {
        this.status = status;
        this.statusText = statusText;
        this.url = url;
        this.headers = headers;
        this.body = body;
    }
    text() {
        return Promise.resolve(this.body);
    }
    arrayBuffer() {
        const bytes = Buffer.from(this.body, 'utf8');
        return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    }
}

// EXTERNAL MODULE: ./src/adapters/github/rate-limit.ts
var rate_limit = __webpack_require__(6220);
;// CONCATENATED MODULE: ./src/adapters/github/guarded-fetch.ts
/**
 * The fetch octokit is given (`request.fetch`): every HTTP attempt of every API call goes through
 * here, around the real transport (http-fetch.ts, or undici's fetch).
 *
 * - **Origin.** A request goes out only to GITHUB_API_URL's origin. A pagination link to another
 *   host is refused before anything is sent (no token leaves), and so is a redirect to another
 *   origin, whose answer is never used: both are E048. Same-origin redirects (a renamed
 *   repository) are followed, at most {@link MAX_REDIRECTS}.
 * - **Time.** Each attempt gets `min(timeout, time left in the budget)`; when the budget is spent
 *   no attempt starts. Which failures are retried, and how often, is the retry plugins' call
 *   (retry-path.ts); the waits are slept here and in the rate-limit handlers, with an
 *   injectable `sleep`, and only when they fit the budget: the plugins are configured to wait 0
 *   themselves. After attempt n of a 5xx, a network error or a timeout, the wait is the retry
 *   plugin's own schedule, n² × backoff.
 * - **Book-keeping** on the call's context (call-context.ts): attempts, the last failure (for
 *   E040/E041/E044), the last answer's headers (for the rate-limit handlers), the request
 *   count, and a "retrying" line in the log before each retry.
 *
 * Errors that must end the call at once (foreign origin, budget spent) are thrown with the name
 * `AbortError`: @octokit/request re-throws those unwrapped and the retry plugins never retry
 * them. A timed-out attempt is a plain error, which octokit wraps as a retryable status 500.
 */



const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Ends the call without a retry (see the module comment for the name). */
class TransportStop extends Error {
    reason;
    name = 'AbortError';
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
/** One attempt got no answer in time; retryable. */
class AttemptTimeout extends Error {
    timeoutMs;
    name = 'AttemptTimeout';
    constructor(timeoutMs) {
        super(`no answer within ${timeoutMs} ms`);
        this.timeoutMs = timeoutMs;
    }
}
/** The origin of a URL, or '' when it is not an absolute http(s) URL. */
function originOf(url) {
    try {
        const parsed = new URL(url);
        return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
    }
    catch {
        return '';
    }
}
function guarded_fetch_messageOf(body) {
    if (!body.startsWith('{'))
        return '';
    try {
        const data = JSON.parse(body);
        return typeof data.message === 'string' ? data.message : '';
    }
    catch {
        return '';
    }
}
function record(context, response) {
    if (!context)
        return;
    const headers = response.headers instanceof BufferedHeaders ? response.headers.toRecord() : Object.fromEntries(response.headers);
    context.lastResponse = { status: response.status, headers };
    context.lastRaw = response;
    if (response.status >= 500)
        context.lastFailure = { kind: 'server', detail: `HTTP ${response.status}` };
    else if ((response.status === 403 || response.status === 429) && (0,rate_limit/* isRateLimited */.Jz)(response.status, headers, guarded_fetch_messageOf(response.body))) {
        context.lastFailure = { kind: 'rate', detail: `rate limited (${response.status})` };
    }
}
/**
 * On the retry path, after a failure the retry plugin retries (5xx and the other statuses it
 * retries, a network error, a timeout):
 * schedule its wait (n² × backoff after attempt n), or end the call now when that wait would
 * not fit the budget.
 */
function scheduleRetryWait(context, now) {
    if (!context || context.retryBackoffMs === undefined)
        return;
    const wait = Math.max(1, context.attempts) ** 2 * context.retryBackoffMs;
    if (wait >= context.deadline - now)
        throw new TransportStop('budget', 'no time left in the API budget for another retry');
    context.pendingWaitMs = wait;
}
function guardedFetch(options) {
    const now = options.now ?? Date.now;
    const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    const origin = options.origin;
    return async (url, init) => {
        const context = call_context/* callContext */.a.getStore();
        const replay = context?.replay;
        if (context && replay) {
            context.replay = undefined;
            if ('error' in replay) {
                scheduleRetryWait(context, now());
                throw replay.error;
            }
            if ((0,rate_limit/* retryPluginRetries */.kz)(replay.response.status))
                scheduleRetryWait(context, now());
            return replay.response;
        }
        if (context?.pendingWaitMs !== undefined) {
            const wait = context.pendingWaitMs;
            context.pendingWaitMs = undefined;
            await sleep(wait);
        }
        let current = url;
        let method = (init.method ?? 'GET').toUpperCase();
        let body = init.body;
        for (let hop = 0;; hop += 1) {
            const target = originOf(current);
            if (target !== origin) {
                throw new TransportStop('foreign-origin', hop === 0
                    ? `a request to another origin (${target || 'not an http(s) URL'}) than GITHUB_API_URL's (${origin}) was refused`
                    : `GitHub redirected to another origin (${target || 'not an http(s) URL'}) than GITHUB_API_URL's (${origin}); the answer was not used`);
            }
            const remaining = context ? context.deadline - now() : Number.POSITIVE_INFINITY;
            if (remaining <= 0)
                throw new TransportStop('budget', 'no time left in the API budget');
            const timeout = Math.max(1, Math.min(context?.timeoutMs ?? options.defaultTimeoutMs, remaining));
            if (context && hop === 0) {
                if (context.attempts > 0 && context.lastFailure) {
                    options.log(`GitHub API ${context.what}: ${context.lastFailure.detail}; retrying (attempt ${context.attempts + 1}).`);
                }
                context.attempts += 1;
            }
            options.onRequest();
            const controller = new AbortController();
            const timeoutError = new AttemptTimeout(timeout);
            const timer = setTimeout(() => controller.abort(timeoutError), timeout);
            let response;
            try {
                response = await options.inner(current, { ...init, method, body: body ?? null, signal: controller.signal, redirect: 'manual' });
            }
            catch (error) {
                if (controller.signal.aborted) {
                    if (context)
                        context.lastFailure = { kind: 'timeout', detail: timeoutError.message };
                    scheduleRetryWait(context, now());
                    throw timeoutError;
                }
                const detail = (error instanceof Error ? error.message : String(error)).replace(/[\r\n]+/g, ' ').slice(0, 200);
                if (context)
                    context.lastFailure = { kind: 'network', detail: `network error: ${detail}` };
                scheduleRetryWait(context, now());
                throw error;
            }
            finally {
                clearTimeout(timer);
            }
            const location = response.headers.get('location');
            if (REDIRECTS.has(response.status) && location !== null) {
                let next;
                try {
                    next = new URL(location, current).href;
                }
                catch {
                    next = '';
                }
                if (originOf(next) !== origin) {
                    throw new TransportStop('foreign-origin', `GitHub redirected to another origin (${originOf(next) || 'not an http(s) URL'}) than GITHUB_API_URL's (${origin}); the answer was not used`);
                }
                if (hop >= MAX_REDIRECTS)
                    throw new TransportStop('redirects', `more than ${MAX_REDIRECTS} redirects`);
                if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
                    method = 'GET';
                    body = undefined;
                }
                current = next;
                continue;
            }
            record(context, response);
            if ((0,rate_limit/* retryPluginRetries */.kz)(response.status))
                scheduleRetryWait(context, now());
            return response;
        }
    };
}
/** Adapts a WHATWG fetch (undici) to {@link FetchLike}: reads the body once, into memory. */
function bufferedFetch(fetchImpl) {
    return async (url, init) => {
        const response = await fetchImpl(url, init);
        const text = await response.text();
        return new BufferedResponse(response.status, response.statusText, url, new BufferedHeaders(response.headers.entries()), text);
    };
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/adapters/github/proxy-env.ts
/**
 * Which proxy a request goes through, read from the environment the way the Actions toolkit
 * (@actions/http-client) reads it, so the action behaves like every other action on a runner:
 *
 * - `https_proxy` / `HTTPS_PROXY` for https URLs, `http_proxy` / `HTTP_PROXY` for http URLs
 *   (lower case first); a value without a scheme means `http://`;
 * - `no_proxy` / `NO_PROXY`: comma-separated host names, `host:port`, `.suffix` or `*`; a name
 *   also matches its subdomains; case-insensitive;
 * - loopback hosts (`localhost`, `127.*`, `[::1]`) never go through a proxy.
 */
/** The proxy URL for `target`, or undefined for a direct connection. */
function proxyFor(target, env) {
    if (bypassesProxy(target, env))
        return undefined;
    const value = target.protocol === 'https:' ? (env['https_proxy'] ?? env['HTTPS_PROXY']) : (env['http_proxy'] ?? env['HTTP_PROXY']);
    const trimmed = value?.trim();
    if (!trimmed)
        return undefined;
    try {
        return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
    }
    catch {
        return undefined;
    }
}
function isLoopback(host) {
    const lower = host.toLowerCase();
    return lower === 'localhost' || lower.startsWith('127.') || lower === '[::1]' || lower === '[0:0:0:0:0:0:0:1]';
}
function bypassesProxy(target, env) {
    if (!target.hostname)
        return false;
    if (isLoopback(target.hostname))
        return true;
    const noProxy = env['no_proxy'] || env['NO_PROXY'] || '';
    if (noProxy === '')
        return false;
    const port = target.port !== '' ? Number(target.port) : target.protocol === 'https:' ? 443 : 80;
    const host = target.hostname.toUpperCase();
    const candidates = [host, `${host}:${port}`];
    for (const raw of noProxy.split(',')) {
        const item = raw.trim().toUpperCase();
        if (item === '')
            continue;
        if (item === '*')
            return true;
        for (const candidate of candidates) {
            if (candidate === item || candidate.endsWith(`.${item}`) || (item.startsWith('.') && candidate.endsWith(item)))
                return true;
        }
    }
    return false;
}
/** `Proxy-Authorization` for a proxy URL with credentials, else undefined. */
function proxyAuthorization(proxy) {
    if (proxy.username === '' && proxy.password === '')
        return undefined;
    const user = decodeURIComponent(proxy.username);
    const password = decodeURIComponent(proxy.password);
    return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

;// CONCATENATED MODULE: ./src/adapters/github/http-fetch.ts
/**
 * A fetch for octokit (`request.fetch`) over node:http / node:https with keep-alive agents.
 *
 * Why: measured against @actions/github's undici fetch on the 30-page listing of a 3,000-file
 * pull request, this is faster and loads less (see BENCHMARKS.md, "Peers"). What it does, and
 * no more:
 * - one keep-alive agent per origin and proxy (idle sockets do not keep the process alive);
 * - `HTTPS_PROXY` / `HTTP_PROXY` / `NO_PROXY` as the Actions toolkit reads them
 *   (proxy-env.ts): absolute-form requests for http targets, a CONNECT tunnel for https;
 * - `accept-encoding: gzip, deflate, br`, decoded here, with bounded sizes;
 * - never follows a redirect (the caller, guarded-fetch.ts, decides), never reads cookies;
 * - node:https, node:tls and node:zlib are loaded only when a request needs them.
 */



/** Largest body accepted, compressed or not: far above any REST page GitHub sends. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;
const builtin = (name) => process.getBuiltinModule(name);
function decode(body, encoding) {
    const name = (encoding ?? '').trim().toLowerCase();
    if (name === '' || name === 'identity')
        return body;
    const z = builtin('node:zlib');
    const limit = { maxOutputLength: MAX_BODY_BYTES };
    if (name === 'gzip' || name === 'x-gzip')
        return z.gunzipSync(body, limit);
    if (name === 'br')
        return z.brotliDecompressSync(body, limit);
    if (name === 'deflate') {
        // RFC 9110 deflate is zlib-wrapped; some servers send raw deflate.
        try {
            return z.inflateSync(body, limit);
        }
        catch {
            return z.inflateRawSync(body, limit);
        }
    }
    throw new Error(`unsupported content-encoding ${JSON.stringify(name.slice(0, 40))}`);
}
/** node:http wants IPv6 literals without brackets. */
function bareHost(hostname) {
    return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}
function defaultPort(url) {
    return url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}
function createHttpFetch(options = {}) {
    const env = options.env ?? process.env;
    const maxSockets = options.maxSockets ?? 4;
    const agents = new Map();
    const agentFor = (key, make) => {
        let agent = agents.get(key);
        if (!agent) {
            agent = make();
            agents.set(key, agent);
        }
        return agent;
    };
    /** An https agent whose sockets are TLS over a CONNECT tunnel through `proxy`. */
    const tunnelAgent = (proxy) => {
        const httpsModule = builtin('node:https');
        const tlsModule = builtin('node:tls');
        const agent = new httpsModule.Agent({ keepAlive: true, maxSockets, ...(options.ca ? { ca: options.ca } : {}) });
        const authorization = proxyAuthorization(proxy);
        // Agent#createConnection may hand the socket to its callback later; Node's Agent supports it.
        agent.createConnection = (connectOptions, done) => {
            const proxyModule = proxy.protocol === 'https:' ? builtin('node:https') : external_node_http_;
            const authority = `${connectOptions.host}:${connectOptions.port}`;
            const connect = proxyModule.request({
                host: bareHost(proxy.hostname),
                port: defaultPort(proxy),
                method: 'CONNECT',
                path: authority,
                headers: { host: authority, ...(authorization ? { 'proxy-authorization': authorization } : {}) },
                agent: false,
            });
            connect.once('connect', (response, socket) => {
                if (response.statusCode !== 200) {
                    socket.destroy();
                    done(new Error(`the proxy answered ${response.statusCode} to CONNECT ${authority}`));
                    return;
                }
                const secure = tlsModule.connect({
                    socket,
                    servername: connectOptions.servername ?? connectOptions.host,
                    ...(options.ca ? { ca: options.ca } : {}),
                });
                done(null, secure);
            });
            connect.once('error', (error) => done(error));
            connect.end();
            return undefined;
        };
        return agent;
    };
    const send = (url, init, retryReset) => {
        const target = new URL(url);
        if (target.protocol !== 'http:' && target.protocol !== 'https:') {
            return Promise.reject(new Error(`unsupported protocol ${target.protocol}`));
        }
        const secure = target.protocol === 'https:';
        const proxy = proxyFor(target, env);
        const method = (init.method ?? 'GET').toUpperCase();
        const headers = { ...(init.headers ?? {}) };
        if (!Object.keys(headers).some((name) => name.toLowerCase() === 'accept-encoding')) {
            headers['accept-encoding'] = 'gzip, deflate, br';
        }
        const body = init.body ?? undefined;
        if (body !== undefined)
            headers['content-length'] = String(Buffer.byteLength(body));
        let request;
        if (!secure && proxy) {
            // Absolute-form request to the proxy (RFC 9112 §3.2.2).
            const viaModule = proxy.protocol === 'https:' ? builtin('node:https') : external_node_http_;
            const authorization = proxyAuthorization(proxy);
            request = viaModule.request({
                host: bareHost(proxy.hostname),
                port: defaultPort(proxy),
                method,
                path: target.href,
                headers: { ...headers, host: target.host, ...(authorization ? { 'proxy-authorization': authorization } : {}) },
                agent: agentFor(`proxy ${proxy.href}`, () => proxy.protocol === 'https:' ? new (builtin('node:https').Agent)({ keepAlive: true, maxSockets }) : new external_node_http_.Agent({ keepAlive: true, maxSockets })),
            });
        }
        else {
            const module = secure ? builtin('node:https') : external_node_http_;
            const agent = secure
                ? agentFor(`https ${proxy?.href ?? ''}`, () => proxy ? tunnelAgent(proxy) : new (builtin('node:https').Agent)({ keepAlive: true, maxSockets, ...(options.ca ? { ca: options.ca } : {}) }))
                : agentFor('http', () => new external_node_http_.Agent({ keepAlive: true, maxSockets }));
            request = module.request({
                host: bareHost(target.hostname),
                port: defaultPort(target),
                method,
                path: `${target.pathname}${target.search}`,
                headers,
                agent,
            });
        }
        return new Promise((resolve, reject) => {
            const signal = init.signal ?? undefined;
            const onAbort = () => {
                request.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
            };
            if (signal?.aborted) {
                onAbort();
            }
            else {
                signal?.addEventListener('abort', onAbort, { once: true });
            }
            const settle = () => signal?.removeEventListener('abort', onAbort);
            request.once('error', (error) => {
                settle();
                // A kept-alive socket the server closed meanwhile: send once more on a fresh one
                // (Node's documented pattern; only for requests without side effects).
                if (retryReset && request.reusedSocket && error.code === 'ECONNRESET' && (method === 'GET' || method === 'HEAD')) {
                    send(url, init, false).then(resolve, reject);
                    return;
                }
                reject(error);
            });
            request.once('response', (response) => {
                const chunks = [];
                let size = 0;
                response.on('data', (chunk) => {
                    size += chunk.length;
                    if (size > MAX_BODY_BYTES) {
                        request.destroy(new Error(`the answer is larger than ${MAX_BODY_BYTES} bytes`));
                        return;
                    }
                    chunks.push(chunk);
                });
                let ended = false;
                response.once('error', (error) => {
                    settle();
                    reject(error);
                });
                response.once('close', () => {
                    // Destroyed mid-answer (abort, size bound): the promise is already settled or is now.
                    if (!ended)
                        reject(signal?.reason instanceof Error ? signal.reason : new Error('the connection closed before the answer was complete'));
                });
                response.once('end', () => {
                    ended = true;
                    settle();
                    let text;
                    try {
                        const raw = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
                        text = decode(raw, response.headers['content-encoding']).toString('utf8');
                    }
                    catch (error) {
                        reject(error);
                        return;
                    }
                    resolve(new BufferedResponse(response.statusCode ?? 0, response.statusMessage ?? '', url, new BufferedHeaders(Object.entries(response.headers)), text));
                });
            });
            request.end(body);
        });
    };
    return Object.assign((url, init) => send(url, init, true), {
        close() {
            for (const agent of agents.values())
                agent.destroy();
            agents.clear();
        },
    });
}

;// CONCATENATED MODULE: ./src/adapters/github/api-client.ts
/**
 * legion-router's GitHub REST client: octokit (@actions/github's `getOctokit`, its `paginate`,
 * and its retry and throttling plugins on the retry path) with the policy the action needs on
 * top:
 *
 * - **One budget.** All attempts of all calls share `budgetMs`; each attempt also has
 *   `timeoutMs` (guarded-fetch.ts). When time runs out the code says why: E044 (timeouts),
 *   E041 (rate limit), E040 (server or network errors).
 * - **Retries** only where octokit's plugins would retry (5xx, network errors, timeouts, rate
 *   limits), and only within the budget (retry-path.ts explains why the plugins are not on the
 *   first attempt).
 * - **Coded errors**, one line each: 401 → E042; a 403 that is not a rate limit → E046 naming
 *   the permission the token lacks; 404 → the caller's code (E043 for pull requests); an answer
 *   from, or a link to, another origin than GITHUB_API_URL's → E048.
 * - **No bigint-aware JSON parsing** on success: octokit hands the body over as text
 *   (`parseSuccessResponseBody: false`) and it is parsed here with JSON.parse.
 *
 * @actions/github (and with it octokit) is imported on the first call, so runs that make no API
 * call never load it.
 */








const api_client_DEFAULT_BUDGET_MS = 60_000;
const api_client_DEFAULT_TIMEOUT_MS = 15_000;
const api_client_DEFAULT_BACKOFF_MS = 500;
/** Positive integer from an environment variable, else the fallback. */
function api_client_envMilliseconds(env, name, fallback) {
    const value = env[name];
    if (value === undefined || !/^\d{1,9}$/.test(value.trim()))
        return fallback;
    const number = Number(value.trim());
    return number > 0 ? number : fallback;
}
const HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' };
const defaultSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
function isRequestFailure(error) {
    return error instanceof Error && error.name === 'HttpError' && typeof error.status === 'number';
}
function lowerHeaders(headers) {
    const out = {};
    for (const [name, value] of Object.entries(headers ?? {})) {
        if (value !== undefined && value !== null)
            out[name.toLowerCase()] = String(value);
    }
    return out;
}
/** JSON bodies arrive as text (`parseSuccessResponseBody: false`): parse them once, here. */
function parseBody(response) {
    if (typeof response.data === 'string' && response.data !== '') {
        const type = String(response.headers['content-type'] ?? '');
        if (type === '' || type.includes('json')) {
            try {
                response.data = JSON.parse(response.data);
            }
            catch {
                // Not JSON after all: the callers' shape checks report it.
            }
        }
    }
    return response;
}
function toApiResponse(response) {
    return { status: response.status, headers: lowerHeaders(response.headers), data: response.data };
}
/** GitHub's own list of the permissions an endpoint accepts, made safe for a message. */
function acceptedPermissions(headers) {
    const value = headers['x-accepted-github-permissions'];
    if (value === undefined)
        return undefined;
    const safe = value
        .replace(/[^A-Za-z0-9_=;, -]/g, '')
        .slice(0, 200)
        .trim();
    return safe === '' ? undefined : safe;
}
class api_client_GitHubApi {
    #transport;
    #timeoutMs;
    #backoffMs;
    #now;
    #sleep;
    #log;
    #deadline;
    #origin;
    #requests = 0;
    #client;
    #retryPath;
    constructor(options) {
        this.#transport = options.transport;
        this.#timeoutMs = options.timeoutMs ?? api_client_DEFAULT_TIMEOUT_MS;
        this.#backoffMs = options.backoffMs ?? api_client_DEFAULT_BACKOFF_MS;
        this.#now = options.now ?? Date.now;
        this.#sleep = options.sleep ?? defaultSleep;
        this.#log = options.log ?? (() => undefined);
        this.#deadline = this.#now() + (options.budgetMs ?? api_client_DEFAULT_BUDGET_MS);
        this.#origin = originOf(this.#transport.baseUrl);
    }
    /** HTTP requests sent so far (retries and redirect hops included), for the summary. */
    get requests() {
        return this.#requests;
    }
    /** Pages of a file listing to fetch at a time (see octokit-transport.ts). */
    get pageConcurrency() {
        return this.#transport.pageConcurrency;
    }
    remainingMs() {
        return this.#deadline - this.#now();
    }
    async call(request, options) {
        const { octokit } = await this.#ensureClient();
        const context = this.#context(options);
        try {
            const response = await call_context/* callContext */.a.run(context, () => octokit.request({ method: request.method, url: request.path, headers: HEADERS, ...(request.query ?? {}), ...(request.body ?? {}) }));
            return toApiResponse(response);
        }
        catch (error) {
            if (isRequestFailure(error) && error.response && options.accept?.includes(error.status ?? 0)) {
                return toApiResponse(error.response);
            }
            throw this.#failure(error, context, options);
        }
    }
    /**
     * The pages of a list, following `Link: rel="next"` with octokit's `paginate`, at most
     * `maxPages`. Every link must stay on GITHUB_API_URL's origin (else E048).
     */
    async *pages(request, options) {
        const { octokit } = await this.#ensureClient();
        const pages = octokit.paginate.iterator({ method: 'GET', url: request.path, headers: HEADERS, ...(request.query ?? {}) });
        const iterator = pages[Symbol.asyncIterator]();
        for (let page = 1; page <= options.maxPages; page += 1) {
            const pageOptions = { ...options, what: `${options.what} (page ${page})` };
            const context = this.#context(pageOptions);
            let step;
            try {
                step = await call_context/* callContext */.a.run(context, () => iterator.next());
            }
            catch (error) {
                throw this.#failure(error, context, pageOptions);
            }
            if (step.done)
                return;
            yield toApiResponse(step.value);
        }
    }
    #context(options) {
        const now = this.#now();
        const deadline = options.atLeastOnce ? Math.max(this.#deadline, now + this.#timeoutMs) : this.#deadline;
        return (0,call_context/* newCallContext */.s)({
            what: options.what,
            deadline,
            timeoutMs: this.#timeoutMs,
            noRetry: options.noRetry === true,
            permission: options.permission,
        });
    }
    #ensureClient() {
        this.#client ??= this.#createClient();
        return this.#client;
    }
    async #createClient() {
        const transport = this.#transport;
        const [{ getOctokit }, inner] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(555), __webpack_require__.e(351)]).then(__webpack_require__.bind(__webpack_require__, 1351)), this.#innerFetch()]);
        const fetch = guardedFetch({
            inner,
            origin: this.#origin,
            defaultTimeoutMs: this.#timeoutMs,
            onRequest: () => {
                this.#requests += 1;
            },
            log: this.#log,
            now: this.#now,
            sleep: this.#sleep,
        });
        const octokit = getOctokit(transport.token, {
            baseUrl: transport.baseUrl,
            request: { fetch, parseSuccessResponseBody: false },
            log: { debug: () => undefined, info: () => undefined, warn: (message) => this.#log(message), error: (message) => this.#log(message) },
        });
        octokit.hook.wrap('request', (send, options) => this.#firstAttempt(send, options, fetch));
        return { octokit, fetch };
    }
    async #innerFetch() {
        const transport = this.#transport;
        if (transport.http === 'fetch') {
            // @actions/github's own proxy-aware undici fetch (its proxy is chosen for GITHUB_API_URL).
            const { defaults } = (await __webpack_require__.e(/* import() */ 555).then(__webpack_require__.bind(__webpack_require__, 5555)));
            return bufferedFetch(defaults.request.fetch);
        }
        const options = { env: transport.env, maxSockets: Math.max(2, transport.pageConcurrency) };
        if (transport.ca !== undefined)
            options.ca = transport.ca;
        return createHttpFetch(options);
    }
    /** The first attempt of every request: plain, and handed to the retry path when it fails. */
    async #firstAttempt(send, options, fetch) {
        try {
            return parseBody(await send(options));
        }
        catch (error) {
            const context = call_context/* callContext */.a.getStore();
            if (!context || context.noRetry || !this.#worthRetrying(error, context))
                throw error;
            const retryPath = await this.#ensureRetryPath(fetch);
            return parseBody((await retryPath.request(options, error, context)));
        }
    }
    /** Would octokit's plugins retry this, with time left to do so? */
    #worthRetrying(error, context) {
        if (!isRequestFailure(error))
            return false;
        const status = error.status ?? 0;
        // Also timeouts and network errors, which octokit wraps as 500; the first wait must fit.
        if (status >= 500)
            return this.#backoffMs < context.deadline - this.#now();
        if (status !== 403 && status !== 429)
            return false;
        const headers = lowerHeaders(error.response?.headers);
        if (!(0,rate_limit/* throttlingRetries */.Uh)(headers, messageOf(error.response?.data)))
            return false;
        return (0,rate_limit/* rateLimitWaitMs */.JR)(headers, this.#now()) < context.deadline - this.#now();
    }
    #ensureRetryPath(fetch) {
        this.#retryPath ??= Promise.all(/* import() */[__webpack_require__.e(555), __webpack_require__.e(392), __webpack_require__.e(146)]).then(__webpack_require__.bind(__webpack_require__, 5146)).then(({ createRetryPath }) => createRetryPath({
            token: this.#transport.token,
            baseUrl: this.#transport.baseUrl,
            fetch,
            backoffMs: this.#backoffMs,
            now: this.#now,
            sleep: this.#sleep,
            log: this.#log,
        }));
        return this.#retryPath;
    }
    /** The coded error for a failed call. */
    #failure(error, context, options) {
        if (error instanceof api_error_ApiError)
            return error;
        const { what } = options;
        if (error instanceof TransportStop) {
            if (error.reason === 'foreign-origin') {
                return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_FOREIGN_ORIGIN, `GitHub API ${what}: ${error.message}. Check GITHUB_API_URL; the token was not sent there.`);
            }
            if (error.reason === 'redirects')
                return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub API ${what}: ${error.message}.`);
            return this.#exhausted(what, context);
        }
        if (!isRequestFailure(error)) {
            const message = error instanceof Error ? error.message : String(error);
            return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub API failed for ${what}: ${message.replace(/[\r\n]+/g, ' ').slice(0, 200)}.`);
        }
        const status = error.status ?? 0;
        const response = error.response;
        if (response === undefined) {
            // Octokit wraps a timed-out attempt and a network error as status 500 without an answer.
            if (error.cause instanceof AttemptTimeout || context.lastFailure?.kind === 'timeout') {
                return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_TIMEOUT, `GitHub did not answer in time for ${what} (last: ${context.lastFailure?.detail ?? 'timeout'}).`);
            }
            return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub API failed for ${what} after retries (last: ${context.lastFailure?.detail ?? 'network error'}).`);
        }
        const headers = lowerHeaders(response.headers);
        const detail = messageOf(response.data);
        const suffix = detail ? `: ${detail}` : '';
        if (status === 401) {
            return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_BAD_CREDENTIALS, `GitHub rejected the token (401) while reading ${what}${suffix}. Check the "token" input.`, status);
        }
        if (status === 403 || status === 429) {
            if ((0,rate_limit/* isRateLimited */.Jz)(status, headers, detail)) {
                const wait = (0,rate_limit/* rateLimitWaitMs */.JR)(headers, this.#now());
                return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_RATE_LIMITED, wait >= context.deadline - this.#now()
                    ? `GitHub's rate limit for ${what} lifts in ${Math.ceil(wait / 1000)} s, beyond the retry budget.`
                    : `GitHub's rate limit for ${what} did not lift within the retry budget.`, status);
            }
            return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_PERMISSION_DENIED, permissionDeniedMessage(what, status, detail, headers, options.permission), status);
        }
        if (status === 404) {
            const hint = options.permission ? ` If it exists, the token may lack access (${options.permission}).` : '';
            return new api_error_ApiError(options.notFoundCode ?? error_codes/* ErrorCode */.O4.API_ERROR, `GitHub found no ${what} (404).${hint}`, status);
        }
        if (status >= 500) {
            return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub API failed for ${what} after ${context.attempts} attempt(s) (last: HTTP ${status}).`, status);
        }
        return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub answered ${status} for ${what}${suffix}.`, status);
    }
    #exhausted(what, context) {
        const failure = context.lastFailure;
        const suffix = failure ? ` (last: ${failure.detail})` : '';
        switch (failure?.kind) {
            case 'rate':
                return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_RATE_LIMITED, `GitHub's rate limit for ${what} did not lift within the retry budget.`);
            case 'server':
            case 'network':
                return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub API failed for ${what} after retries${suffix}.`);
            case 'timeout':
                return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_TIMEOUT, `GitHub did not answer in time for ${what}${suffix}.`);
            default:
                return new api_error_ApiError(error_codes/* ErrorCode */.O4.API_TIMEOUT, `No time left in the API budget for ${what}.`);
        }
    }
}
function permissionDeniedMessage(what, status, detail, headers, permission) {
    const accepted = acceptedPermissions(headers);
    const sso = headers['x-github-sso'] !== undefined ? ' The organization requires SAML single sign-on: authorize the token for it.' : '';
    const needs = accepted
        ? ` GitHub accepts these token permissions for it: ${accepted}.`
        : permission
            ? ` The token needs ${permission}: grant it in the workflow's \`permissions:\` block (or to the token).`
            : " Check the token and the workflow's `permissions:`.";
    return `GitHub refused the token access to ${what} (${status}${detail ? `: ${detail}` : ''}); this is not a rate limit.${needs}${sso}`;
}

;// CONCATENATED MODULE: ./src/adapters/github/octokit-transport.ts
/**
 * How the action reaches GitHub: the settings {@link GitHubApi} builds its octokit clients from
 * (@actions/github's `getOctokit`, with an explicit base URL: @actions/github reads
 * GITHUB_API_URL only once, when it is imported).
 *
 * `LEGION_ROUTER_HTTP=fetch` swaps the node:http transport for @actions/github's own
 * proxy-aware undici fetch (for comparisons; see BENCHMARKS.md). `LEGION_ROUTER_PAGE_CONCURRENCY`
 * (1–4, default 1) lets the file listing fetch that many pages at a time; GitHub discourages
 * concurrent requests (secondary rate limits), so 1 stays the default.
 */
const MAX_PAGE_CONCURRENCY = 4;
function octokit_transport_apiBaseUrl(env = process.env) {
    const value = (env['GITHUB_API_URL'] ?? '').trim();
    return (value || 'https://api.github.com').replace(/\/+$/, '');
}
function pageConcurrencyFrom(env) {
    const value = (env['LEGION_ROUTER_PAGE_CONCURRENCY'] ?? '').trim();
    if (!/^\d$/.test(value))
        return 1;
    return Math.min(MAX_PAGE_CONCURRENCY, Math.max(1, Number(value)));
}
function octokit_transport_octokitTransport(token, baseUrl, options = {}) {
    const env = options.env ?? process.env;
    const transport = {
        token,
        baseUrl: baseUrl.replace(/\/+$/, ''),
        http: options.http ?? (env['LEGION_ROUTER_HTTP'] === 'fetch' ? 'fetch' : 'node'),
        env,
        pageConcurrency: Math.min(MAX_PAGE_CONCURRENCY, Math.max(1, Math.floor(options.pageConcurrency ?? pageConcurrencyFrom(env)))),
    };
    if (options.ca !== undefined)
        transport.ca = options.ca;
    return transport;
}

;// CONCATENATED MODULE: ./src/adapters/github/repo-ref.ts
/** `/repos/{owner}/{repo}` with both segments encoded. */
function repoPath(repo) {
    return `/repos/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}`;
}

;// CONCATENATED MODULE: ./src/adapters/github/permission.ts

/** Repository permission levels, lowest first. */
const PERMISSION_LEVELS = ['none', 'read', 'triage', 'write', 'maintain', 'admin'];
/** Token permission of the check, named when GitHub refuses it. */
const COLLABORATOR_PERMISSION = 'metadata: read (for a fine-grained token: "Metadata" repository permission)';
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
    // 404: not a collaborator / not a user. A 403 throws E046 (see the module comment).
    { what: `the permission of ${login}`, accept: [404], permission: COLLABORATOR_PERMISSION });
    if (response.status === 404)
        return 'none';
    return effectiveLevel(response.data);
}

;// CONCATENATED MODULE: ./src/core/yaml/mask-secrets.ts
/**
 * Mask credentials in text that is about to be shown: diagnostics, the job summary, replies,
 * annotations and log lines. Parsers already avoid quoting file content (YAML errors give a line
 * and a column, not the text), so this is the second line of defence for anything that still
 * carries a fragment of a file or an API answer — e.g. a git config's `extraheader` line.
 *
 * What is masked (each replaced by `***`, the rest of the text kept):
 * - GitHub tokens: `ghp_…`, `gho_…`, `ghu_…`, `ghs_…`, `ghr_…`, `github_pat_…`;
 * - credentials in URLs: `https://user:secret@host` → `https://***@host`;
 * - HTTP credentials: `Basic …`, `Bearer …` followed by a token-like word (12+ characters with a
 *   digit or a base64 sign, so prose such as "basic settings" is left alone);
 * - the value after a secret-like key and `:` or `=` (`token: …`, `password=…`, `extraheader = …`,
 *   `authorization: …`, `api_key: …`, `client_secret: …`);
 * - PEM private-key blocks.
 *
 * Every pattern has bounded repetition around a literal, so the cost is linear in the text
 * (test/security/redos.test.ts).
 */
const SECRET_MASK = '***';
const GITHUB_TOKEN = /\b(?:gh[pousr]_[A-Za-z0-9]{16,255}|github_pat_[A-Za-z0-9_]{16,255})/g;
const URL_CREDENTIALS = /\b([A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/)[^\s/@]{1,512}@/g;
const HTTP_SCHEME_CREDENTIAL = /\b(basic|bearer)([ \t]{1,8})([A-Za-z0-9+/=._~-]{12,})/gi;
/** A word after `Basic` / `Bearer` is a credential when it has a digit or a base64 sign (prose has neither). */
const CREDENTIAL_LIKE = /[0-9+/=]/;
const KEYED_VALUE = /\b(authorization|proxy-authorization|extraheader|password|passwd|pwd|secret|client[-_]?secret|token|access[-_]?token|auth[-_]?token|api[-_]?key|access[-_]?key|secret[-_]?key|private[-_]?key)(["']?[ \t]{0,8}[:=][ \t]{0,8}["']?(?:(?:basic|bearer|token|digest)[ \t]{1,8})?)[^\s"',;]{1,}/gi;
const PEM_BEGIN = /-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----/g;
const PEM_END = '-----END';
function maskPem(text) {
    if (!text.includes('PRIVATE KEY-----'))
        return text;
    let out = '';
    let from = 0;
    PEM_BEGIN.lastIndex = 0;
    for (let match = PEM_BEGIN.exec(text); match !== null; match = PEM_BEGIN.exec(text)) {
        const start = match.index + match[0].length;
        const end = text.indexOf(PEM_END, start);
        out += `${text.slice(from, start)}${SECRET_MASK}`;
        if (end === -1)
            return out;
        from = end;
        PEM_BEGIN.lastIndex = end;
    }
    return out + text.slice(from);
}
/** The text with every credential-looking fragment replaced by `***`. */
function maskSecrets(text) {
    if (text === '')
        return text;
    return maskPem(text)
        .replace(GITHUB_TOKEN, SECRET_MASK)
        .replace(URL_CREDENTIALS, (_match, scheme) => `${scheme}${SECRET_MASK}@`)
        .replace(KEYED_VALUE, (_match, key, separator) => `${key}${separator}${SECRET_MASK}`)
        .replace(HTTP_SCHEME_CREDENTIAL, (match, scheme, space, value) => (CREDENTIAL_LIKE.test(value) ? `${scheme}${space}${SECRET_MASK}` : match));
}

;// CONCATENATED MODULE: ./src/action/markdown.ts
/**
 * Escaping for text that ends up in GitHub markdown (replies, job summary). Untrusted text —
 * comment words, labels, file names, config strings, diagnostics — is rendered inert:
 * - no HTML: `<`, `>`, `&` become entities, so no tag or comment from the text reaches the page;
 * - no markdown structure: link, image, emphasis, code, heading and list characters are escaped,
 *   `|` is `&#124;` (a table cell cannot be split), line breaks become spaces;
 * - no GitHub auto-links: a zero-width joiner (U+200D) breaks `@mentions`, `#12`,
 *   `owner/repo#12`, `GH-12` (and custom `ABC-12` prefixes), `http(s)://`, `ftp://`, `www.`,
 *   e-mail addresses and every run of 7 or more hex digits (commit SHAs);
 * - credentials are masked (src/core/yaml/mask-secrets.ts).
 * Code spans and fenced blocks (which GitHub never links or mentions from) keep their text, except
 * that a code span holding `|` is written as `<code>` with escaped content, so it cannot split a
 * table cell either. test/security/markdown-inert.test.ts renders all of it with micromark's GFM.
 *
 * Every function here is a single pass over its input (linear, test/security/redos.test.ts).
 */

/** C0/C1 control characters except tab and newline; ANSI escapes start with one of these. */
const markdown_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** Zero-width joiner: invisible, and GitHub's auto-linkers do not see through it. */
const ZWJ = '\u200D';
/** Longest run of hex digits left intact: GitHub links 7 to 40 (a short or full commit SHA). */
const MAX_HEX_RUN = 6;
function stripControl(text) {
    return text.replace(markdown_CONTROL, '');
}
const isDigit = (code) => code >= 0x30 && code <= 0x39;
const markdown_isLetter = (code) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isHex = (code) => isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);
/**
 * Break every GitHub auto-link in plain text with zero-width joiners (see the file comment). One
 * pass; the visible text is unchanged.
 */
function breakAutolinks(text) {
    let out = '';
    let copied = 0;
    let hexRun = 0;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        const next = text.charCodeAt(i + 1);
        let breakAfter = false;
        let breakBefore = false;
        if (isHex(code)) {
            hexRun++;
            if (hexRun === MAX_HEX_RUN && isHex(next)) {
                breakAfter = true;
                hexRun = 0;
            }
        }
        else
            hexRun = 0;
        if (code === 0x40 /* @ */)
            breakAfter = true; // mentions and e-mail links (`a@.b` links too)
        else if (code === 0x23 /* # */ && isDigit(next))
            breakAfter = true;
        else if (code === 0x2d /* - */ && isDigit(next) && i > 0 && markdown_isLetter(text.charCodeAt(i - 1)))
            breakAfter = true;
        else if (code === 0x3a /* : */ && next === 0x2f && text.charCodeAt(i + 2) === 0x2f)
            breakAfter = true;
        else if (code === 0x2e /* . */ && i >= 3 && (text.charCodeAt(i - 1) | 0x20) === 0x77 && (text.charCodeAt(i - 2) | 0x20) === 0x77 && (text.charCodeAt(i - 3) | 0x20) === 0x77) {
            breakBefore = true;
        }
        if (breakBefore) {
            out += `${text.slice(copied, i)}${ZWJ}`;
            copied = i;
        }
        if (breakAfter) {
            out += `${text.slice(copied, i + 1)}${ZWJ}`;
            copied = i + 1;
        }
    }
    return copied === 0 ? text : out + text.slice(copied);
}
const INLINE_SPECIAL = /[\\`*_{}[\]()<>#+!|~&]/g;
const ENTITY = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '|': '&#124;' };
/** At the start of inline text, these would open a list, a heading underline or a numbered list. */
const LEADING_BLOCK_MARK = /^(?:[-=]|\d{1,9}[.)])/;
function cut(text, maxChars) {
    const long = text.length > maxChars;
    const value = stripControl(long ? text.slice(0, maxChars) : text).replace(/[\r\n]+/g, ' ');
    return long ? `${value}…` : value;
}
/** Plain text on one line: markdown and HTML characters escaped, auto-links broken, newlines → space. */
function escapeInline(text, maxChars = 500) {
    const value = breakAutolinks(maskSecrets(cut(text, maxChars)).trim()).replace(INLINE_SPECIAL, (ch) => ENTITY[ch] ?? `\\${ch}`);
    const lead = LEADING_BLOCK_MARK.exec(value);
    if (!lead)
        return value;
    // `-` / `=` / `1.` first in a list item or a paragraph would start a nested list or a heading.
    const mark = lead[0];
    return `${mark.slice(0, -1)}\\${mark.slice(-1)}${value.slice(mark.length)}`;
}
/** The longest run of `ch` in `text` (a loop: no spread of a huge match array). */
function longestRun(text, ch) {
    let longest = 0;
    let run = 0;
    for (let i = 0; i < text.length; i++) {
        if (text[i] === ch) {
            run++;
            if (run > longest)
                longest = run;
        }
        else
            run = 0;
    }
    return longest;
}
/**
 * Code inside a table cell (or anywhere): `<code>` with the text escaped like
 * {@link escapeInline}, so a `|` or a backslash cannot split the cell (GFM splits cells before it
 * reads code spans; `\|` inside a code span is not enough when the text has a backslash of its own).
 */
function tableCode(text, maxChars = 300) {
    return `<code>${escapeInline(text, maxChars)}</code>`;
}
/**
 * Inline code: a backtick run longer than any inside the text. GitHub neither links nor mentions
 * inside code. A text with `|` goes through {@link tableCode}, so this is safe in table cells too.
 */
function markdown_inlineCode(text, maxChars = 300) {
    const value = maskSecrets(cut(text, maxChars));
    // Not '``': an empty pair of backticks is no code span, it opens one that a later `` closes.
    if (value === '')
        return '<code></code>';
    if (value.includes('|'))
        return tableCode(value, maxChars + 1);
    const fence = '`'.repeat(longestRun(value, '`') + 1);
    const pad = value.startsWith('`') || value.endsWith('`') || (value.startsWith(' ') && value.endsWith(' ')) ? ' ' : '';
    return `${fence}${pad}${value}${pad}${fence}`;
}
/** A fenced ```text block that nothing inside can close. */
function markdown_codeBlock(text, maxChars = 20_000) {
    let value = maskSecrets(stripControl(text));
    if (value.length > maxChars)
        value = `${value.slice(0, maxChars)}\n…(truncated)`;
    const fence = '`'.repeat(Math.max(3, longestRun(value, '`') + 1));
    return `${fence}text\n${value}\n${fence}`;
}
const HTML_ENTITY = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** HTML-escaped text, for <pre>/<summary>/<td> content in the job summary. */
function escapeHtml(text, maxChars = 100_000) {
    let value = maskSecrets(stripControl(text));
    if (value.length > maxChars)
        value = `${value.slice(0, maxChars)}\n…(truncated)`;
    return breakAutolinks(value).replace(/[&<>"']/g, (ch) => HTML_ENTITY[ch] ?? ch);
}
/** A markdown table; every cell is escaped with {@link escapeInline} unless given pre-rendered. */
function table(headers, rows) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

;// CONCATENATED MODULE: ./src/action/annotations.ts


/** GitHub shows at most 10 annotations of each kind per step; more only clutters the log. */
const MAX_ANNOTATIONS = 50;
/** An annotation message longer than this is cut (GitHub shows about 64 KiB, people read less). */
const MAX_ANNOTATION_CHARS = 4_000;
const MAX_ANNOTATION_FILE_CHARS = 1_000;
function annotations_bounded(text, max) {
    const value = maskSecrets(stripControl(text.length > max ? `${text.slice(0, max)}…` : text));
    return value;
}
function annotate(diagnostics, sink) {
    for (const diagnostic of diagnostics.slice(0, MAX_ANNOTATIONS)) {
        const properties = { title: `legion-router ${diagnostic.code}` };
        if (diagnostic.file)
            properties.file = annotations_bounded(diagnostic.file, MAX_ANNOTATION_FILE_CHARS).replace(/[\r\n]+/g, ' ');
        if (diagnostic.line !== undefined && diagnostic.line > 0)
            properties.startLine = diagnostic.line;
        if (diagnostic.column !== undefined && diagnostic.column > 0 && properties.startLine !== undefined) {
            properties.startColumn = diagnostic.column;
        }
        const message = annotations_bounded(`${diagnostic.code}: ${diagnostic.message}${diagnostic.hint ? ` — ${diagnostic.hint}` : ''}`, MAX_ANNOTATION_CHARS);
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
    return maskSecrets(stripControl(text))
        .split(/\r\n|\r|\n/)
        .map((line) => `${prefix}${line}`)
        .join('\n');
}
/** One untrusted value on one line: JSON-quoted, so no line breaks and no leading `::`. */
function quoted(value, maxChars = 300) {
    const text = value.length > maxChars ? `${value.slice(0, maxChars)}…` : value;
    return JSON.stringify(maskSecrets(stripControl(text)));
}

;// CONCATENATED MODULE: ./src/adapters/github/head-history.ts
/**
 * Did the pull request's head move after a given time (the approving comment's `created_at`)?
 *
 * The evidence is GitHub's repository activity log, `GET /repos/{owner}/{repo}/activity`: one
 * entry per change of a ref (push, force push, branch creation or deletion, merge) with
 * `before`, `after` and a `timestamp` that GitHub's servers set when the ref changed. Commit
 * dates are not evidence: the pusher writes them. The pull request's timeline is not used
 * either: an ordinary push appears there only as `committed` events carrying those commit dates,
 * and only force pushes (`head_ref_force_pushed`) carry a server time.
 *
 * One request: the newest entry for the head branch (`ref=refs/heads/<head>`, `per_page=1`) in
 * the head repository (the fork, for fork pull requests).
 * - Its timestamp at or after `since` → `moved` (the branch changed after the comment; even a
 *   change that came back to the same commit counts: approve again).
 * - Before `since` and its `after` is the current head → `unchanged`: the head has been this
 *   commit since before the comment, so a file listing made after `since` also belongs to it.
 * - Anything else (no entry, an entry that does not end at the current head, the log not
 *   readable) → `unknown`, with the reason: the caller refuses (E049) rather than guess.
 */



/** Token permission of the activity read, named when GitHub refuses it. */
const ACTIVITY_PERMISSION = 'contents: read (on the head repository)';
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const ACTIVITY_TYPE = /^[a-z_]{1,40}$/;
function head_history_record(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}
async function headHistorySince(api, pull, since) {
    const headSha = pull.headSha;
    const sinceMs = Date.parse(since);
    if (Number.isNaN(sinceMs))
        return { kind: 'unknown', headSha, reason: `the time ${JSON.stringify(since.slice(0, 40))} is not a date` };
    if (pull.headRepo === null)
        return { kind: 'unknown', headSha, reason: 'the head repository of the pull request no longer exists' };
    if (pull.headRef === '')
        return { kind: 'unknown', headSha, reason: 'GitHub did not name the head branch' };
    let response;
    try {
        response = await api.call({
            method: 'GET',
            path: `${repoPath(pull.headRepo)}/activity`,
            query: { ref: `refs/heads/${pull.headRef}`, per_page: 1, direction: 'desc' },
        }, { what: `the push activity of ${pull.headRepo.owner}/${pull.headRepo.repo}`, accept: [404, 422], permission: ACTIVITY_PERMISSION });
    }
    catch (error) {
        // Rate limits, timeouts and server errors stay errors; refusals become `unknown` below.
        if (error instanceof api_error_ApiError && error.code === error_codes/* ErrorCode */.O4.API_PERMISSION_DENIED) {
            return { kind: 'unknown', headSha, reason: error.message };
        }
        throw error;
    }
    if (response.status !== 200) {
        const detail = messageOf(response.data);
        return { kind: 'unknown', headSha, reason: `GitHub answered ${response.status} for the push activity${detail ? ` (${detail})` : ''}` };
    }
    if (!Array.isArray(response.data))
        return { kind: 'unknown', headSha, reason: "GitHub's push activity is not a list" };
    const newest = head_history_record(response.data[0]);
    if (!newest)
        return { kind: 'unknown', headSha, reason: `GitHub records no push to ${pull.headRef}` };
    const at = newest['timestamp'];
    const after = newest['after'];
    const type = newest['activity_type'];
    const atMs = typeof at === 'string' ? Date.parse(at) : Number.NaN;
    if (typeof at !== 'string' || Number.isNaN(atMs) || typeof after !== 'string') {
        return { kind: 'unknown', headSha, reason: "GitHub's push activity lacks a timestamp or commit" };
    }
    const activityType = typeof type === 'string' && ACTIVITY_TYPE.test(type) ? type : 'push';
    if (atMs >= sinceMs) {
        return { kind: 'moved', headSha, at: new Date(atMs).toISOString(), activityType, to: SHA.test(after) ? after : '' };
    }
    if (after === headSha)
        return { kind: 'unchanged', headSha, changedAt: new Date(atMs).toISOString() };
    return {
        kind: 'unknown',
        headSha,
        reason: `the last recorded change of ${pull.headRef} (${new Date(atMs).toISOString()}) does not end at the head ${headSha.slice(0, 12)}`,
    };
}
/**
 * The refusal for a comment command when the head is not provably the one the comment saw, or
 * null when it is. `trigger` is the command word (`/legion`) for the hint.
 */
function headRefusal(history, pullNumber, trigger) {
    const short = history.headSha.slice(0, 12);
    const hint = `Review the new commits, then comment again (\`${trigger} …\`), or name the commit: \`${trigger} … --sha=${short}\`.`;
    switch (history.kind) {
        case 'unchanged':
            return null;
        case 'moved':
            return {
                code: error_codes/* ErrorCode */.O4.HEAD_MOVED,
                message: `The head of pull request #${pullNumber} changed at ${history.at} (${history.activityType}), after the comment was written; the comment does not approve ${short}. Nothing was routed.`,
                hint,
            };
        case 'unknown':
            return {
                code: error_codes/* ErrorCode */.O4.HEAD_UNVERIFIED,
                message: `Could not establish that the head of pull request #${pullNumber} (${short}) is the one the comment saw: ${history.reason}. Nothing was routed.`,
                hint,
            };
    }
}

;// CONCATENATED MODULE: ./src/adapters/github/pull-request.ts
/**
 * Pull-request reads: the pull request itself and its changed files.
 *
 * GitHub lists at most 3000 files for a pull request (30 pages of 100). The listing is compared
 * with the pull request's `changed_files`; a shortfall is reported as `truncated`, never hidden.
 * The pages follow `Link: rel="next"` through octokit's `paginate` (one request per page:
 * ceil(files / 100)); `listPullRequestFilesAt` also proves that the list belongs to the head
 * commit that is routed.
 */




const PER_PAGE = 100;
/** GitHub stops listing at 3000 files. */
const MAX_LISTED_FILES = 3000;
const MAX_PAGES = MAX_LISTED_FILES / PER_PAGE;
/** Token permission of the pull-request reads, for E046 messages. */
const PULL_REQUEST_PERMISSION = 'pull-requests: read';
const pull_request_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;
function pull_request_record(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}
function repoOf(value) {
    const repo = pull_request_record(value);
    const owner = pull_request_record(repo?.['owner'])?.['login'];
    const name = repo?.['name'];
    if (typeof owner !== 'string' || typeof name !== 'string' || !NAME.test(owner) || !NAME.test(name))
        return null;
    return { owner, repo: name };
}
/** `open`, `closed` or `merged`: a pull request that is not open routes no build work. */
function pullRequestStatus(pull) {
    if (pull.merged)
        return 'merged';
    return pull.state === 'open' ? 'open' : 'closed';
}
async function getPullRequest(api, repo, number) {
    const what = `pull request #${number}`;
    const response = await api.call({ method: 'GET', path: `${repoPath(repo)}/pulls/${number}` }, { what, notFoundCode: error_codes/* ErrorCode */.O4.PR_NOT_FOUND, permission: PULL_REQUEST_PERMISSION });
    const data = pull_request_record(response.data);
    const head = pull_request_record(data?.['head']);
    const headSha = head?.['sha'];
    const baseSha = pull_request_record(data?.['base'])?.['sha'];
    const changedFiles = data?.['changed_files'];
    const state = data?.['state'];
    const headRef = head?.['ref'];
    if (typeof headSha !== 'string' ||
        !pull_request_SHA.test(headSha) ||
        typeof baseSha !== 'string' ||
        !pull_request_SHA.test(baseSha) ||
        typeof changedFiles !== 'number' ||
        !Number.isSafeInteger(changedFiles) ||
        changedFiles < 0) {
        throw new api_error_ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub's answer for ${what} lacks the head, base or changed_files fields.`);
    }
    return {
        number,
        headSha,
        baseSha,
        changedFiles,
        state: state === 'open' || state === 'closed' ? state : '',
        merged: data?.['merged'] === true,
        headRef: typeof headRef === 'string' && headRef.length <= 255 ? headRef : '',
        headRepo: repoOf(head?.['repo']),
    };
}
/** Collects paths from file entries: deduplicated, bounded, renames counted once. */
class FileCollector {
    files = [];
    #seen = new Set();
    listed = 0;
    addPage(data, number) {
        if (!Array.isArray(data)) {
            throw new api_error_ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub's file list for pull request #${number} is not a list.`);
        }
        for (const entry of data) {
            const item = pull_request_record(entry);
            if (!item)
                continue;
            this.listed += 1;
            this.#add(item['filename']);
            this.#add(item['previous_filename']);
        }
        return data.length;
    }
    #add(path) {
        if (typeof path !== 'string' || path === '' || path.length > 4096 || path.includes('\0') || this.#seen.has(path))
            return;
        this.#seen.add(path);
        this.files.push(path);
    }
}
function filesRequest(repo, number, page) {
    return {
        method: 'GET',
        path: `${repoPath(repo)}/pulls/${number}/files`,
        query: page === undefined ? { per_page: PER_PAGE } : { per_page: PER_PAGE, page },
    };
}
/**
 * List the changed files. `expected` is the pull request's `changed_files`. Pages follow
 * `Link: rel="next"` (octokit's `paginate`), at most {@link MAX_PAGES}; with
 * `concurrency` > 1 (default: the client's `pageConcurrency`) the ceil(expected / 100) pages are
 * requested by number, that many at a time.
 */
async function listPullRequestFiles(api, repo, number, expected, options = {}) {
    const concurrency = options.concurrency ?? api.pageConcurrency;
    const collector = new FileCollector();
    const what = `the changed files of pull request #${number}`;
    const callOptions = { what, notFoundCode: error_codes/* ErrorCode */.O4.PR_NOT_FOUND, permission: PULL_REQUEST_PERMISSION };
    let pages = 0;
    const known = Math.min(MAX_PAGES, Math.ceil(expected / PER_PAGE));
    if (concurrency > 1 && known > 1) {
        const answers = new Array(known);
        let next = 1;
        const worker = async () => {
            while (next <= known) {
                const page = next;
                next += 1;
                const response = await api.call(filesRequest(repo, number, page), { ...callOptions, what: `${what} (page ${page})` });
                answers[page - 1] = response.data;
            }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, known) }, worker));
        let lastLength = 0;
        for (const data of answers) {
            lastLength = collector.addPage(data, number);
            pages += 1;
        }
        // The count was stale (more files than changed_files said): go on page by page.
        for (let page = known + 1; lastLength === PER_PAGE && page <= MAX_PAGES; page += 1) {
            const response = await api.call(filesRequest(repo, number, page), { ...callOptions, what: `${what} (page ${page})` });
            lastLength = collector.addPage(response.data, number);
            pages += 1;
        }
    }
    else {
        for await (const response of api.pages(filesRequest(repo, number), { ...callOptions, maxPages: MAX_PAGES })) {
            pages += 1;
            if (collector.addPage(response.data, number) === 0)
                break;
        }
    }
    return { files: collector.files, listed: collector.listed, truncated: collector.listed < expected, pages };
}
/**
 * List the changed files of exactly `head.sha`: the pages, then one more read of the pull
 * request; when its head is no longer `head.sha` the listing may mix two commits and is refused
 * with E047 (HEAD_MOVED). Truncation is judged against `changed_files` of that second read.
 * Cost: the pages plus one request.
 */
async function listPullRequestFilesAt(api, repo, number, head, options = {}) {
    const listing = await listPullRequestFiles(api, repo, number, head.changedFiles ?? 0, options);
    const pull = await getPullRequest(api, repo, number);
    if (pull.headSha !== head.sha) {
        throw new api_error_ApiError(error_codes/* ErrorCode */.O4.HEAD_MOVED, `The head of pull request #${number} moved from ${head.sha.slice(0, 12)} to ${pull.headSha.slice(0, 12)} while its changed files were listed, so the list would not belong to the commit routed. Nothing was routed; run again for the new head.`);
    }
    return { ...listing, truncated: listing.listed < pull.changedFiles, pull };
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
function firstLine(text) {
    return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 200);
}
/**
 * `range: 'merge-base'` (default) lists `base...head`: what head changed since the merge base.
 * `range: 'both'` lists `base head`: every file that differs between the two commits (a
 * force-push: the dropped commits' files too).
 */
async function gitChangedFiles(repoRoot, baseSha, headSha, timeoutMs = 60_000, options = {}) {
    if (!diff_names_SHA.test(baseSha) || !diff_names_SHA.test(headSha))
        return { ok: false, reason: 'the base or head commit id is not a commit hash' };
    const shallow = await git(repoRoot, ['rev-parse', '--is-shallow-repository'], timeoutMs);
    if (!shallow.ok)
        return { ok: false, reason: `the checkout is not a git repository (${firstLine(shallow.stderr) || 'git failed'})` };
    if (shallow.stdout.trim() === 'true') {
        return { ok: false, reason: 'the checkout is shallow (use actions/checkout with fetch-depth: 0)' };
    }
    for (const sha of [baseSha, headSha]) {
        const exists = await git(repoRoot, ['cat-file', '-e', `${sha}^{commit}`], timeoutMs);
        if (!exists.ok)
            return { ok: false, reason: `commit ${sha.slice(0, 12)} is not in the checkout` };
    }
    const diff = await git(repoRoot, [
        '-c',
        'core.quotePath=false',
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        '--no-ext-diff',
        '--no-textconv',
        ...(options.range === 'both' ? [baseSha, headSha] : [`${baseSha}...${headSha}`]),
        '--',
    ], timeoutMs);
    if (!diff.ok)
        return { ok: false, reason: `git diff failed (${firstLine(diff.stderr) || 'unknown error'})` };
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
    // '' routes label-command: one knob unless push and merge_group need their own.
    const pushCommand = get('push-command') === '' ? '' : named('push-command', () => checkLabelCommand(get('push-command')));
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
    const reportAuthor = get('report-author') || 'github-actions[bot]';
    if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\[bot\]$/.test(reportAuthor)) {
        throw new SettingError(error_codes/* ErrorCode */.O4.INVALID_INPUT, 'Input "report-author" must be a bot login, e.g. github-actions[bot] or my-app[bot].');
    }
    return {
        command: boundedText(get, 'command'),
        flags: boundedText(get, 'flags'),
        text: boundedText(get, 'text'),
        phase,
        trigger,
        labelPrefix,
        labelCommand,
        pushCommand,
        config: pathInput(get, 'config', ''),
        planningDir: pathInput(get, 'planning-dir', '.planning'),
        changedFiles: parseChangedFilesInput(get('changed-files')),
        token: get('token'),
        permission: permission,
        maxJobs,
        waveJobs,
        dependencies,
        dependents: booleanInput(get, 'dependents', false),
        keepUnparsablePlans: booleanInput(get, 'keep-unparsable-plans', false),
        dryRun: booleanInput(get, 'dry-run', false),
        feedback: booleanInput(get, 'feedback', true),
        approvalEnvironment,
        reportAuthor,
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
    const state = { state: known.state, ...('merged' in known ? { merged: known.merged } : {}) };
    // A comment approves the head it saw: refuse when the head moved after the comment was written,
    // or when that cannot be established (unless the command names the head with --sha).
    const pinnedHere = request.pinnedSha !== undefined && known.headSha.startsWith(request.pinnedSha);
    if (request.approvedAt !== undefined && 'headRepo' in known && !pinnedHere && known.state === 'open') {
        const refusal = headRefusal(await headHistorySince(request.api(), known, request.approvedAt), pullRequest.number, request.trigger ?? '/legion');
        if (refusal)
            throw new api_error_ApiError(refusal.code, `${refusal.message}\n${refusal.hint}`);
    }
    if (fromInput) {
        return { ...state, changedFiles: fromInput, sha: known.headSha, note: `${fromInput.files.length} from the changed-files input`, diagnostics: [] };
    }
    if (request.listFiles === false) {
        return { ...state, changedFiles: undefined, sha: known.headSha, note: 'not listed: this route selects no plans', diagnostics: [] };
    }
    // The listing belongs to the head routed: the pull request is read again after the pages, and a
    // head that moved meanwhile is refused (E047).
    const listing = await listPullRequestFilesAt(request.api(), request.repo, pullRequest.number, { sha: known.headSha, changedFiles: known.changedFiles });
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

;// CONCATENATED MODULE: ./src/adapters/github/compare.ts
/**
 * The changed files between two commits: `GET /repos/{o}/{r}/compare/{base}...{head}`.
 *
 * Three dots: the files `head` changes since the merge base of the two (what `git diff
 * base...head` lists). GitHub puts the files only on the first page of the comparison, at most
 * {@link MAX_COMPARE_FILES} for the whole comparison, and says nothing about how many more there
 * are: a list of exactly that length is reported as `truncated` (it may be complete, it cannot be
 * shown to be). Only one commit per page is asked for (`per_page=1`): the commits are not used.
 */



/** GitHub lists at most this many files for a comparison. */
const MAX_COMPARE_FILES = 300;
/** Token permission of the comparison, for E046 messages. */
const COMPARE_PERMISSION = 'contents: read';
const compare_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const STATUSES = ['ahead', 'behind', 'diverged', 'identical'];
function compare_record(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}
function refPart(ref) {
    return ref.split('/').map(encodeURIComponent).join('/');
}
/**
 * Compare `base...head`. `base` and `head` are commit ids or a branch name already checked by
 * `isSafeBranchName` (src/core/request/commit-range.ts).
 */
async function compareCommits(api, repo, base, head) {
    const what = `the comparison ${compare_SHA.test(base) ? base.slice(0, 12) : 'of the default branch'}...${head.slice(0, 12)}`;
    const response = await api.call({ method: 'GET', path: `${repoPath(repo)}/compare/${refPart(base)}...${refPart(head)}`, query: { per_page: 1, page: 1 } }, { what, accept: [404, 422], permission: COMPARE_PERMISSION });
    if (response.status === 404 || response.status === 422) {
        return { unavailable: `GitHub cannot compare the two commits (HTTP ${response.status}: a commit it does not know, or no common history)` };
    }
    const data = compare_record(response.data);
    const entries = data?.['files'] ?? [];
    if (!Array.isArray(entries))
        throw new api_error_ApiError(error_codes/* ErrorCode */.O4.API_ERROR, `GitHub's answer for ${what} has no list of files.`);
    const files = [];
    const seen = new Set();
    const add = (path) => {
        if (typeof path !== 'string' || path === '' || path.length > 4096 || path.includes('\0') || seen.has(path))
            return;
        seen.add(path);
        files.push(path);
    };
    let listed = 0;
    for (const entry of entries) {
        const item = compare_record(entry);
        if (!item)
            continue;
        listed += 1;
        add(item['filename']);
        add(item['previous_filename']);
    }
    const status = data?.['status'];
    const mergeBase = compare_record(data?.['merge_base_commit'])?.['sha'];
    return {
        files,
        listed,
        truncated: listed >= MAX_COMPARE_FILES,
        status: typeof status === 'string' && STATUSES.includes(status) ? status : '',
        mergeBase: typeof mergeBase === 'string' && compare_SHA.test(mergeBase) ? mergeBase : '',
    };
}

// EXTERNAL MODULE: ./src/core/request/payload.ts
var request_payload = __webpack_require__(6395);
;// CONCATENATED MODULE: ./src/core/request/commit-range.ts
/**
 * Which commits a `push` or `merge_group` run is about: the range whose changed files select the
 * plans. Pure: read from the (untrusted) payload through the typed getters, no I/O.
 *
 *   push, branch updated        → before...after (when GitHub says before is not an ancestor of
 *                                 after — a force-push — the other side, after...before, is added:
 *                                 see docs/action.md "push")
 *   push, new branch            → <default branch>...after (the merge base with the default branch)
 *   push, new default branch    → no base: every plan routes (W109)
 *   push, branch deleted        → nothing to route (quiet)
 *   push, tag                   → nothing to route (quiet): the commit was routed when its branch was pushed
 *   push, merge queue branch    → nothing to route (quiet): its merge_group event routes it
 *   merge_group checks_requested → base_sha...head_sha of the group
 *
 * Branch names are untrusted text: the default branch is only used when it passes
 * {@link isSafeBranchName}, and no branch name is ever put in a message.
 */

const commit_range_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const ZERO = /^0+$/;
/** Git ref characters legion-router accepts in a URL path: no spaces, `..`, `~^:?*[\`, control characters. */
const commit_range_BRANCH = /^[A-Za-z0-9_][A-Za-z0-9._/-]{0,254}$/;
/** A branch name that can be put in a compare path as it is (each `/`-separated part encoded). */
function isSafeBranchName(name) {
    return commit_range_BRANCH.test(name) && !name.includes('..') && !name.includes('//') && !name.endsWith('/') && !name.endsWith('.lock') && !name.endsWith('.');
}
function isCommitId(value) {
    return value !== undefined && commit_range_SHA.test(value) && !ZERO.test(value);
}
/** The range of a `push` event, or why it routes nothing. */
function pushRange(payload) {
    const ref = (0,request_payload/* getString */.AA)(payload, 'ref') ?? '';
    if (payload['deleted'] === true)
        return { kind: 'ignore', reason: 'push: a branch or tag was deleted; nothing to route.' };
    if (ref.startsWith('refs/tags/')) {
        return {
            kind: 'ignore',
            reason: 'push: a tag push is not routed (its commit was routed when its branch was pushed); use workflow_dispatch or the command input to route a release.',
        };
    }
    if (!ref.startsWith('refs/heads/'))
        return { kind: 'ignore', reason: 'push: the ref is not a branch; nothing to route.' };
    if (ref.startsWith('refs/heads/gh-readonly-queue/')) {
        return { kind: 'ignore', reason: 'push: a merge queue branch; its merge_group checks_requested event routes it.' };
    }
    const after = (0,request_payload/* getString */.AA)(payload, 'after');
    if (!isCommitId(after))
        return { kind: 'invalid', message: 'The push payload has no usable `after` commit id.' };
    const before = (0,request_payload/* getString */.AA)(payload, 'before');
    const forced = payload['forced'] === true;
    const defaultBranch = (0,request_payload/* getString */.AA)((0,request_payload/* getObject */.iM)(payload, 'repository'), 'default_branch') ?? '';
    const usableDefault = isSafeBranchName(defaultBranch) && ref !== `refs/heads/${defaultBranch}`;
    if (isCommitId(before)) {
        return { kind: 'range', range: { event: 'push', head: after, base: before, forced, created: false, ...(usableDefault ? { defaultBranch } : {}) } };
    }
    if (before !== undefined && !(commit_range_SHA.test(before) && ZERO.test(before))) {
        return { kind: 'invalid', message: 'The push payload has an unusable `before` commit id.' };
    }
    // A new branch (before is all zeros): its own commits are those since the default branch.
    const range = { event: 'push', head: after, forced, created: true };
    if (!isSafeBranchName(defaultBranch)) {
        range.unknownReason = 'a new branch, and the payload names no usable default branch to compare it with';
    }
    else if (ref === `refs/heads/${defaultBranch}`) {
        range.unknownReason = 'the first push of the default branch: there is no earlier commit to compare with';
    }
    else {
        range.defaultBranch = defaultBranch;
    }
    return { kind: 'range', range };
}
/** The range of a `merge_group` event (`checks_requested`), or why it routes nothing. */
function mergeGroupRange(payload, action) {
    if (action !== 'checks_requested') {
        return { kind: 'ignore', reason: 'merge_group: only checks_requested events are routed.' };
    }
    const group = (0,request_payload/* getObject */.iM)(payload, 'merge_group');
    const head = (0,request_payload/* getString */.AA)(group, 'head_sha');
    const base = (0,request_payload/* getString */.AA)(group, 'base_sha');
    if (!isCommitId(head) || !isCommitId(base)) {
        return { kind: 'invalid', message: 'The merge_group payload lacks a usable merge_group.head_sha or merge_group.base_sha.' };
    }
    return { kind: 'range', range: { event: 'merge_group', head, base, forced: false, created: false } };
}
/** One line naming the range, for logs and the summary (commit ids only, never branch names). */
function describeRange(range) {
    const head = range.head.slice(0, 12);
    if (range.event === 'merge_group')
        return `merge group ${range.base?.slice(0, 12) ?? '?'}...${head}`;
    if (range.base !== undefined)
        return `push ${range.base.slice(0, 12)}...${head}${range.forced ? ' (forced)' : ''}`;
    if (range.created && range.defaultBranch !== undefined)
        return `new branch: the default branch...${head} (from the merge base)`;
    return `push of ${head} (no earlier commit)`;
}

;// CONCATENATED MODULE: ./src/action/range-changed-files.ts
/**
 * The changed files of a `push` or `merge_group` run (the range comes from
 * src/core/request/commit-range.ts), in order:
 * 1. the `changed-files` input (no API call);
 * 2. `GET /repos/{o}/{r}/compare/{base}...{head}` — for a new branch, `{default branch}...{head}`
 *    (the merge base with the default branch). When GitHub says the old head is not an ancestor
 *    of the new one (a force-push: `diverged` or `behind`), `{head}...{base}` is listed too, so
 *    the files of the dropped commits route as well: together, every file that differs between
 *    the old and the new head;
 * 3. when a comparison lists {@link MAX_COMPARE_FILES} files (GitHub's cap: it may stop short) or
 *    GitHub cannot compare the commits, `git diff` in the checkout (it needs the history:
 *    `fetch-depth: 0`);
 * 4. otherwise every plan of the phase routes, with W021 (a list that may be partial) or W109
 *    (no range at all). The list is never silently partial.
 * Each outcome carries an I044 info that says which commits were compared and how.
 */




const HISTORY_HINT = 'Check out the repository with fetch-depth: 0 so the list can come from git, or pass the changed-files input.';
function info(message) {
    return { code: error_codes/* InfoCode */.eS.RANGE_ROUTED, severity: 'info', message };
}
function outcome(range, files, note, how) {
    return {
        changedFiles: { files, complete: true },
        sha: range.head,
        note: `${note}; ${describeRange(range)}`,
        diagnostics: [info(`${describeRange(range)}: ${files.length} changed file(s), ${how}.`)],
    };
}
function everything(range, code, why, partial = []) {
    const message = `The changed files of the ${describeRange(range)} cannot be determined (${why}): every plan of the phase is routed.`;
    return {
        changedFiles: { files: partial, complete: false, note: why, incompleteReported: true },
        sha: range.head,
        note: `unknown (${describeRange(range)}): ${why}`,
        diagnostics: [{ code, severity: 'warning', message, hint: HISTORY_HINT }, info(`${describeRange(range)}: files not determined, every plan routes.`)],
    };
}
function union(a, b) {
    const seen = new Set(a);
    return [...a, ...b.filter((file) => !seen.has(file))];
}
async function resolveRangeFiles(request) {
    const { range } = request;
    if (request.inputFiles !== undefined) {
        return outcome(range, request.inputFiles, `${request.inputFiles.length} from the changed-files input`, 'from the changed-files input');
    }
    if (request.listFiles === false) {
        return { changedFiles: undefined, sha: range.head, note: 'not listed: this route selects no plans', diagnostics: [] };
    }
    if (range.unknownReason !== undefined)
        return everything(range, error_codes/* WarningCode */.qN.RANGE_FILES_UNKNOWN, range.unknownReason);
    if (request.repo === null)
        return everything(range, error_codes/* WarningCode */.qN.RANGE_FILES_UNKNOWN, 'GITHUB_REPOSITORY is not set, so the commits cannot be compared');
    const git = request.git ?? gitChangedFiles;
    const base = range.created ? range.defaultBranch : range.base;
    if (base === undefined)
        return everything(range, error_codes/* WarningCode */.qN.RANGE_FILES_UNKNOWN, 'no commit to compare with');
    const first = await compareCommits(request.api(), request.repo, base, range.head);
    if ('unavailable' in first) {
        // The old head of a force-push may be gone from GitHub; the checkout may still have it.
        request.log(`${first.unavailable}; trying git diff in the checkout.`);
        if (range.base !== undefined) {
            const local = await git(request.repoRoot, range.base, range.head, undefined, { range: 'both' });
            if (local.ok)
                return outcome(range, local.files, `${local.files.length} from git diff (GitHub could not compare)`, 'from git diff (GitHub could not compare the commits)');
            if (range.defaultBranch !== undefined && !range.created) {
                // Last resort for a branch: what it holds beyond the default branch.
                const fromDefault = await compareCommits(request.api(), request.repo, range.defaultBranch, range.head);
                if (!('unavailable' in fromDefault) && !fromDefault.truncated) {
                    return outcome(range, fromDefault.files, `${fromDefault.files.length} from the compare API, since the merge base with the default branch (the old head is unknown)`, 'from the compare API since the merge base with the default branch (GitHub does not know the old head)');
                }
            }
            return everything(range, error_codes/* WarningCode */.qN.RANGE_FILES_UNKNOWN, `${first.unavailable}, and git diff is not available: ${local.reason}`);
        }
        return everything(range, error_codes/* WarningCode */.qN.RANGE_FILES_UNKNOWN, first.unavailable);
    }
    // A force-push (the old head is not an ancestor of the new one): the old side counts too.
    const rewritten = range.event === 'push' && range.base !== undefined && (first.status === 'diverged' || first.status === 'behind');
    let other;
    if (rewritten && range.base !== undefined) {
        const second = await compareCommits(request.api(), request.repo, range.head, range.base);
        if ('unavailable' in second)
            other = { files: [], listed: 0, truncated: true, status: '', mergeBase: '' };
        else
            other = second;
    }
    const truncated = first.truncated || other?.truncated === true;
    const files = other ? union(first.files, other.files) : first.files;
    const how = rewritten
        ? `from the compare API, both sides since the old and the new head parted (${first.status}: a force-push)`
        : range.created
            ? 'from the compare API, since the merge base with the default branch'
            : 'from the compare API';
    if (!truncated)
        return outcome(range, files, `${files.length} from the compare API${rewritten ? ' (force-push: both sides)' : ''}`, how);
    const shortfall = `GitHub lists at most ${MAX_COMPARE_FILES} files of a comparison, and the list reached that`;
    request.log(`${shortfall}; trying git diff in the checkout.`);
    let local;
    if (rewritten && range.base !== undefined)
        local = await git(request.repoRoot, range.base, range.head, undefined, { range: 'both' });
    else if (range.created) {
        local = first.mergeBase !== '' ? await git(request.repoRoot, first.mergeBase, range.head) : { ok: false, reason: 'GitHub named no merge base' };
    }
    else
        local = await git(request.repoRoot, base, range.head);
    if (local.ok)
        return outcome(range, local.files, `${local.files.length} from git diff (the compare API lists at most ${MAX_COMPARE_FILES})`, `from git diff (${shortfall})`);
    return everything(range, error_codes/* WarningCode */.qN.CHANGED_FILES_TRUNCATED, `${shortfall}, and git diff is not available: ${local.reason}`, files);
}

;// CONCATENATED MODULE: ./src/action/range-notes.ts
/**
 * What a `push` or `merge_group` route says when it runs nothing. A merge queue requires a green
 * check: a route that selects no work passes it, so the summary (and a notice) say why, in words,
 * never leaving an empty green run to be guessed at. Pure.
 */


/** The I045 note for a routed result with no work (not for dry runs or rejections), else null. */
function nothingSelectedNote(result, range) {
    if (!result.ok || result.hasWork || result.dryRun)
        return null;
    const what = describeRange(range);
    const command = result.command === '' ? 'the route' : `\`${result.command}\``;
    const files = result.changedFiles === undefined ? '' : ` (${result.changedFiles} changed file(s))`;
    const kept = result.plans.filter((plan) => plan.kept).length;
    const why = result.plans.length > 0 ? `no plan of the phase is left to run (${kept} of ${result.plans.length} kept; the plans table gives each reason)` : `${command} has no jobs to run`;
    return {
        code: error_codes/* InfoCode */.eS.RANGE_SELECTS_NOTHING,
        severity: 'info',
        message: `Nothing runs for the ${what}${files}: ${why}. This is a deliberate no-op, not a skipped check.`,
    };
}

// EXTERNAL MODULE: ./src/action/event.ts + 1 modules
var action_event = __webpack_require__(32);
;// CONCATENATED MODULE: ./src/adapters/github/feedback.ts

/** Token permission of reactions and replies, named when GitHub refuses it. */
const FEEDBACK_PERMISSION = 'issues: write (or pull-requests: write)';
/** GitHub's limit for a comment body. */
const MAX_COMMENT_CHARS = 65_536;
async function addReaction(api, repo, commentId, content) {
    await api.call({ method: 'POST', path: `${repoPath(repo)}/issues/comments/${commentId}/reactions`, body: { content } }, { what: `the ${content} reaction`, atLeastOnce: true, noRetry: true, permission: FEEDBACK_PERMISSION });
}
async function createReply(api, repo, issueNumber, body) {
    const text = body.length > MAX_COMMENT_CHARS ? `${body.slice(0, MAX_COMMENT_CHARS - 20)}\n\n…(truncated)` : body;
    await api.call({ method: 'POST', path: `${repoPath(repo)}/issues/${issueNumber}/comments`, body: { body: text } }, { what: 'the reply comment', atLeastOnce: true, noRetry: true, permission: FEEDBACK_PERMISSION });
}
/** Token permission of reactions and replies on review comments. */
const REVIEW_FEEDBACK_PERMISSION = 'pull-requests: write';
/** A reaction on a pull-request review comment (`POST …/pulls/comments/{id}/reactions`). */
async function addReviewCommentReaction(api, repo, commentId, content) {
    await api.call({ method: 'POST', path: `${repoPath(repo)}/pulls/comments/${commentId}/reactions`, body: { content } }, { what: `the ${content} reaction`, atLeastOnce: true, noRetry: true, permission: REVIEW_FEEDBACK_PERMISSION });
}
/**
 * A reply in a review comment's thread (`POST …/pulls/{n}/comments/{id}/replies`). GitHub takes
 * the id of the thread's first comment: replies to replies are not supported.
 */
async function createReviewThreadReply(api, repo, pullNumber, threadId, body) {
    const text = body.length > MAX_COMMENT_CHARS ? `${body.slice(0, MAX_COMMENT_CHARS - 20)}\n\n…(truncated)` : body;
    await api.call({ method: 'POST', path: `${repoPath(repo)}/pulls/${pullNumber}/comments/${threadId}/replies`, body: { body: text } }, { what: 'the reply in the review thread', atLeastOnce: true, noRetry: true, permission: REVIEW_FEEDBACK_PERMISSION });
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
        const kind = this.comment.kind ?? 'issue_comment';
        if (kind === 'review')
            return;
        if (!this.#take(content))
            return;
        try {
            if (kind === 'review_comment')
                await addReviewCommentReaction(this.api(), this.repo, this.comment.id, content);
            else
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
            const thread = this.comment.kind === 'review_comment' ? this.comment.threadId : undefined;
            if (thread !== undefined)
                await createReviewThreadReply(this.api(), this.repo, this.comment.issueNumber, thread, body);
            else
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
    const flat = one_line_oneLine(text, maxChars);
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
    return [`😕 **legion-router could not finish** (${inlineCode(errorCode)}). Nothing was run.`, '', codeBlock(message), footer(runUrl)].join('\n');
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
        const planRows = result.plans
            .slice(0, MAX_PLAN_ROWS)
            .map((plan) => [
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
        const matrixRows = include.slice(0, summary_MAX_MATRIX_ROWS).map((entry) => columns.map((column) => cellValue(entry[column])));
        parts.push(table(columns.map((column) => escapeInline(column)), matrixRows), '');
    }
    parts.push('<details><summary>Matrix JSON</summary>', '', `<pre>${escapeHtml(JSON.stringify(result.matrix, null, 2), 200_000)}</pre>`, '', '</details>', '');
    if (result.diagnostics.length > 0) {
        parts.push('### Diagnostics', '');
        const diagnosticRows = result.diagnostics
            .slice(0, MAX_DIAGNOSTIC_ROWS)
            .map((d) => [markdown_inlineCode(d.code), escapeInline(d.severity), summary_location(d), escapeInline(d.message, 600), d.hint ? escapeInline(d.hint, 300) : '']);
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

// EXTERNAL MODULE: ./src/core/request/review-source.ts
var review_source = __webpack_require__(7779);
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
    if ((0,review_source/* isReviewEvent */.z)(eventName)) {
        const decision = (0,review_source/* reviewText */.a)(eventName, action, payload);
        if (decision.kind === 'ignore')
            return decision;
        const { text } = decision;
        const request = explicit ? requestFromInputs(inputs, text.login || context.actor) : (0,parse_command/* parseComment */.vj)(text.body, inputs.trigger, text.login || undefined);
        if (request === null) {
            return { kind: 'ignore', reason: text.kind === 'review' ? 'The review has no command; nothing to do.' : 'The review comment is not a command; nothing to do.' };
        }
        if (text.id === undefined || text.pullNumber === undefined || text.pullNumber < 1 || text.login === '') {
            return {
                kind: 'invalid',
                errorCode: error_codes/* ErrorCode */.O4.INVALID_INPUT,
                message: `The ${eventName === 'pull_request_review' ? 'pull_request_review' : 'pull_request_review_comment'} payload lacks the ${text.kind === 'review' ? 'review' : 'comment'} id, the pull request number or the author.`,
            };
        }
        request.source = 'comment';
        const comment = { id: text.id, issueNumber: text.pullNumber, login: text.login, kind: text.kind };
        if (text.writtenAt !== undefined && ISO_TIME.test(text.writtenAt))
            comment.createdAt = text.writtenAt;
        if (text.threadId !== undefined)
            comment.threadId = text.threadId;
        return {
            kind: 'route',
            request: withPhase(request, inputs),
            comment,
            authorize: { login: text.login, role: text.kind === 'review' ? 'reviewer' : 'review commenter' },
            // Only the number: the pull request is read (head, changed_files) and its head pinned to
            // when the text was written, as for issue comments.
            pullRequest: { number: text.pullNumber },
        };
    }
    if (eventName === 'push' || eventName === 'merge_group') {
        // Written by people with write access (a push, or a merge queue entry): no permission check.
        const decision = eventName === 'push' ? pushRange(payload) : mergeGroupRange(payload, action);
        if (decision.kind === 'ignore') {
            // A tag push with explicit inputs routes them, as any other event would (no range).
            if (explicit && eventName === 'push' && payload['deleted'] !== true)
                return { kind: 'route', request: withPhase(requestFromInputs(inputs, context.actor), inputs) };
            return decision;
        }
        if (decision.kind === 'invalid')
            return { kind: 'invalid', errorCode: error_codes/* ErrorCode */.O4.INVALID_INPUT, message: decision.message };
        const request = explicit
            ? requestFromInputs(inputs, context.actor)
            : { source: eventName, command: inputs.pushCommand || inputs.labelCommand, flagTokens: [], text: '' };
        const sender = context.actor || (0,request_payload/* getString */.AA)((0,request_payload/* getObject */.iM)(payload, 'sender'), 'login') || '';
        if (!explicit && sender)
            request.actor = sender;
        return { kind: 'route', request: withPhase(request, inputs), range: decision.range };
    }
    // workflow_dispatch, workflow_call (which carries the caller's event name), schedule, ...
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

;// CONCATENATED MODULE: ./src/report/report-marker.ts
/**
 * The report's state, kept in its comment as a hidden HTML comment, so a later `/legion retry`
 * can route only the plans that did not pass, and a re-run attempt updates the same comment:
 *
 *   <!-- legion-router:report {"v":1,"run":123,"attempt":2,"sha":"…","result":"failure","failed":["02-03"],"not_run":["02-04"]} -->
 *
 * Pure. Writing: the ids are safe ids (letters, digits, `.`, `_`, `-`), so the JSON can never
 * hold `-->` and close the comment early. Reading ({@link readReportMarker}) treats the body as
 * untrusted: bounded, the last marker wins, every field is checked, and a marker that does not
 * check out is no marker (null). Anyone can type a marker into a comment: whoever acts on one
 * must check the comment was written by the bot that posts reports (see docs/report.md).
 */

const REPORT_MARKER_OPEN = '<!-- legion-router:report ';
const REPORT_MARKER_CLOSE = ' -->';
const REPORT_MARKER_VERSION = 1;
/** A comment body is at most 65,536 characters; a marker longer than this is not one of ours. */
const MAX_MARKER_CHARS = 65_536;
const MAX_IDS = 10_000;
const report_marker_SHA = /^[0-9a-f]{40}$/;
const RESULTS = ['success', 'failure', 'pending', 'none'];
function renderReportMarker(marker) {
    const json = JSON.stringify({
        v: marker.version,
        run: marker.runId,
        attempt: marker.attempt,
        sha: report_marker_SHA.test(marker.sha) ? marker.sha : '',
        result: marker.result,
        failed: marker.failed.filter(isSafeId),
        not_run: marker.notRun.filter(isSafeId),
    });
    return `${REPORT_MARKER_OPEN}${json}${REPORT_MARKER_CLOSE}`;
}
function positiveInteger(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
function safeIds(value) {
    if (!Array.isArray(value) || value.length > MAX_IDS)
        return undefined;
    const ids = new Set();
    for (const item of value) {
        if (typeof item !== 'string' || !sanitize_isSafeId(item))
            return undefined;
        ids.add(item);
    }
    return [...ids];
}
/**
 * The report state of a comment body, or null when it holds no valid marker. For the retry
 * command: `readReportMarker(body)?.failed` are the plans to route again (with `notRun` when the
 * plans that never started should run too).
 */
function readReportMarker(body) {
    if (typeof body !== 'string')
        return null;
    const start = body.lastIndexOf(REPORT_MARKER_OPEN);
    if (start === -1)
        return null;
    const from = start + REPORT_MARKER_OPEN.length;
    const end = body.indexOf(REPORT_MARKER_CLOSE, from);
    if (end === -1 || end - from > MAX_MARKER_CHARS)
        return null;
    let data;
    try {
        data = JSON.parse(body.slice(from, end));
    }
    catch {
        return null;
    }
    if (data === null || typeof data !== 'object' || Array.isArray(data))
        return null;
    const record = data;
    if (record['v'] !== REPORT_MARKER_VERSION)
        return null;
    const runId = positiveInteger(record['run']);
    const attempt = positiveInteger(record['attempt']);
    const sha = record['sha'];
    const result = record['result'];
    const failed = safeIds(record['failed']);
    const notRun = safeIds(record['not_run']);
    if (runId === undefined || attempt === undefined || failed === undefined || notRun === undefined)
        return null;
    if (typeof sha !== 'string' || (sha !== '' && !report_marker_SHA.test(sha)))
        return null;
    if (typeof result !== 'string' || !RESULTS.includes(result))
        return null;
    return { version: REPORT_MARKER_VERSION, runId, attempt, sha, result: result, failed, notRun };
}

;// CONCATENATED MODULE: ./src/report/latest-report.ts
/**
 * The last report on a pull request or issue, from its comments as the API lists them
 * (`GET /repos/{owner}/{repo}/issues/{n}/comments`): for `/legion retry`, which routes the plans
 * that report names as failed (or not run). Pure.
 *
 * Only a comment written by a bot (`user.type === 'Bot'`, the account of the workflow's token)
 * counts: anyone can type a marker into a comment of their own. With `login`, only that bot
 * (e.g. `github-actions[bot]`). The newest comment (highest id) with a valid marker wins.
 */


function latestReport(comments, options = {}) {
    let latest = null;
    for (const comment of comments) {
        if (!isDict(comment))
            continue;
        const { id, body, user } = comment;
        if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || typeof body !== 'string')
            continue;
        if (!isDict(user) || user['type'] !== 'Bot')
            continue;
        // Logins are case-insensitive on GitHub.
        if (options.login !== undefined && (typeof user['login'] !== 'string' || user['login'].toLowerCase() !== options.login.toLowerCase()))
            continue;
        if (latest !== null && id < latest.commentId)
            continue;
        const marker = readReportMarker(body);
        if (marker)
            latest = { commentId: id, marker };
    }
    return latest;
}

;// CONCATENATED MODULE: ./src/report/report-api.ts
/**
 * The report's GitHub client: the router's own (src/adapters/github: GitHubApi's retry policy
 * and budget over @actions/github's Octokit), with the base URL read from GITHUB_API_URL and
 * passed explicitly. Created on first use, so a report that calls nothing loads nothing.
 */



/** `/repos/{owner}/{repo}` with both parts encoded. */
function report_api_repoPath(repo) {
    return `/repos/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}`;
}
/**
 * One call through GitHubApi. GitHubApi's request type names GET and POST only; its transport
 * hands the method to Octokit's `request` unchanged, which sends PATCH like any other method.
 * (The lead may widen ApiRequest['method'] and drop this cast.)
 */
function send(api, request, options) {
    return api.call(request, options);
}
function createReportApi(token, env, log) {
    if (token === '')
        throw new ApiError(ErrorCode.API_BAD_CREDENTIALS, 'The "token" input is empty, so the report cannot call the GitHub API.');
    return new GitHubApi({
        transport: octokitTransport(token, apiBaseUrl(env)),
        budgetMs: envMilliseconds(env, 'LEGION_ROUTER_API_BUDGET_MS', DEFAULT_BUDGET_MS),
        timeoutMs: envMilliseconds(env, 'LEGION_ROUTER_API_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
        backoffMs: envMilliseconds(env, 'LEGION_ROUTER_API_BACKOFF_MS', DEFAULT_BACKOFF_MS),
        log,
    });
}

;// CONCATENATED MODULE: ./src/report/find-last-report.ts


const MAX_RETRY_COMMENT_PAGES = 100;
const find_last_report_PER_PAGE = 100;
const MAX_LINK_CHARS = 8192;
/** The page number of `rel="last"` in a Link header (only the number is taken), or 1. */
function lastPageOf(link) {
    if (typeof link !== 'string' || link.length > MAX_LINK_CHARS)
        return 1;
    for (const part of link.split(',')) {
        const [target, ...params] = part.split(';');
        if (!params.some((p) => p.trim() === 'rel="last"') || target === undefined)
            continue;
        const url = target.trim();
        if (!url.startsWith('<') || !url.endsWith('>'))
            continue;
        const query = url.slice(1, -1).split('?')[1] ?? '';
        for (const pair of query.split('&')) {
            const [name, value] = pair.split('=');
            if (name === 'page' && value !== undefined && /^\d{1,7}$/.test(value))
                return Math.max(1, Number(value));
        }
    }
    return 1;
}
async function findLastReport(api, repo, issueNumber, login) {
    const read = async (page) => {
        const response = await send(api, { method: 'GET', path: `${report_api_repoPath(repo)}/issues/${issueNumber}/comments`, query: { per_page: find_last_report_PER_PAGE, page } }, { what: `the comments of #${issueNumber}`, permission: 'issues: read' });
        return { items: Array.isArray(response.data) ? response.data : [], link: response.headers['link'] };
    };
    const first = await read(1);
    const last = lastPageOf(first.link);
    let pages = 1;
    for (let page = last; page > 1; page -= 1) {
        if (pages >= MAX_RETRY_COMMENT_PAGES) {
            return { latest: latestReport(first.items, { login }), pages, capped: true };
        }
        const { items } = await read(page);
        pages += 1;
        const found = latestReport(items, { login });
        if (found)
            return { latest: found, pages, capped: false };
    }
    return { latest: latestReport(first.items, { login }), pages, capped: false };
}

;// CONCATENATED MODULE: ./src/report/retry-plans.ts
/**
 * `/legion retry`: which plans the last report asks to run again, or why there are none. Pure.
 *
 * | last report (see latest-report.ts)          | retry                                                   |
 * | ------------------------------------------- | ------------------------------------------------------- |
 * | none on the pull request (by the bot)       | nothing routed; says how a report comes to be           |
 * | `pending` (some plans have no result yet)   | nothing routed; wait for the run to end                 |
 * | `success` or `none`                         | nothing routed: nothing failed                          |
 * | `failure`, plans failed or did not run      | those plans (`failed` and `not_run`), in plan order     |
 * | `failure`, but no plan is named             | nothing routed: the route itself failed; run it again   |
 * | ids that are not plan ids (`NN-PP`)         | nothing routed: the report was not of a build           |
 *
 * `not_run` of a failed report are the plans skipped after the failure (a later wave): they never
 * ran, so a retry runs them too.
 */

const retry_plans_PLAN_ID = /^(\d{1,4})-(\d{1,4})$/;
const MAX_SHOWN = 10;
const shownList = (ids) => (ids.length > MAX_SHOWN ? `${ids.slice(0, MAX_SHOWN).join(', ')} and ${ids.length - MAX_SHOWN} more` : ids.join(', '));
function retryChoice(latest, trigger) {
    if (latest === null) {
        return {
            kind: 'nothing',
            message: `Nothing to retry: this pull request has no report yet. The report step (uses: ./report, in the workflow's final job) writes one after a routed run; run ${trigger} build first.`,
        };
    }
    const { marker } = latest;
    const run = `run ${marker.runId}, attempt ${marker.attempt}${marker.sha ? `, commit ${marker.sha.slice(0, 12)}` : ''}`;
    if (marker.result === 'pending') {
        return { kind: 'nothing', message: `Nothing to retry yet: the last report (${run}) has no final result. Wait for that run to finish, then ${trigger} retry.` };
    }
    if (marker.result !== 'failure') {
        return { kind: 'nothing', message: `Nothing to retry: no plan failed in the last report (${run}; result ${marker.result}).` };
    }
    const plans = [...new Set([...marker.failed, ...marker.notRun])].sort(compareIds);
    if (plans.length === 0) {
        return { kind: 'nothing', message: `Nothing to retry: in the last report (${run}) the route itself failed, so no plan ran. Run the command again.` };
    }
    const notPlans = plans.filter((id) => !retry_plans_PLAN_ID.test(id));
    if (notPlans.length > 0) {
        return {
            kind: 'nothing',
            message: `Nothing to retry: the last report (${run}) names jobs that are not plans (${shownList(notPlans)}); retry runs the plans of a build. Run that command again.`,
        };
    }
    const phases = [...new Set(plans.map((id) => Number(retry_plans_PLAN_ID.exec(id)[1])))];
    if (phases.length > 1) {
        return {
            kind: 'nothing',
            message: `Nothing to retry: the last report (${run}) names plans of ${phases.length} phases (${phases.join(', ')}); a route runs one phase. Use ${trigger} build --plan=NN-PP per phase.`,
        };
    }
    const failed = marker.failed.length;
    const skipped = plans.length - failed;
    return {
        kind: 'plans',
        plans,
        phase: String(phases[0]),
        report: { runId: marker.runId, attempt: marker.attempt, sha: marker.sha, commentId: latest.commentId },
        note: `Retry of the last report (${run}): ${failed} failed plan(s)${skipped > 0 ? ` and ${skipped} that did not run` : ''}: ${shownList(plans)}.`,
    };
}

;// CONCATENATED MODULE: ./src/action/retry.ts
/**
 * `/legion retry` in the action: read the last report on the pull request through the API
 * (src/report/find-last-report.ts: only the report bot's comments count), then route the plans
 * it names as failed or not run, like `build --plan=…` (src/core/plans/named-plans.ts), at the
 * pull request's current head. When there is nothing to retry, the intent becomes an answer
 * (kind `status`: a reply, exit 0, no work).
 *
 * The plans are re-checked at the current head by the plans route: one that no longer exists is
 * left out with W114; when the pull request moved on since the report, a note says which commit
 * the report was for and that the plans run at the new head.
 */



/** The retry intent with its plans from the last report, or an answer saying why there are none. Throws ApiError. */
async function resolveRetry(intent, place) {
    const search = await findLastReport(place.api, place.repo, place.issueNumber, place.login);
    const diagnostics = [...intent.diagnostics];
    if (search.capped) {
        diagnostics.push({
            code: error_codes/* WarningCode */.qN.RETRY_COMMENTS_CAPPED,
            severity: 'warning',
            message: `#${place.issueNumber} has more than ${MAX_RETRY_COMMENT_PAGES * 100} comments: only the first page and the newest ${MAX_RETRY_COMMENT_PAGES - 1} pages were searched for the last report.`,
        });
    }
    const choice = retryChoice(search.latest, place.trigger);
    if (choice.kind === 'nothing') {
        return { ...intent, diagnostics, kind: 'status', command: 'retry', mode: 'none', message: choice.message };
    }
    diagnostics.push({ code: error_codes/* InfoCode */.eS.RETRY_FROM_REPORT, severity: 'info', message: choice.note });
    return {
        ...intent,
        diagnostics,
        notes: [...intent.notes, choice.note],
        flags: { ...intent.flags, plans: choice.plans },
        shownFlags: [...intent.shownFlags, ...choice.plans.map((id) => `--plan=${id}`)],
        phaseRequest: choice.phase,
        retry: { report: choice.report },
    };
}
/** A note when the pull request's head is not the commit the report was for, else null. */
function retryHeadNote(intent, headSha) {
    const reported = intent.retry?.report?.sha;
    if (!reported || headSha === '' || reported === headSha.toLowerCase())
        return null;
    return `The last report was for commit ${reported.slice(0, 12)}; the pull request's head is now ${headSha.slice(0, 12)}. The plans it named were checked against the new head and run there.`;
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
const EXIT_ZERO_CODES = new Set([
    error_codes/* ErrorCode */.O4.UNAUTHORIZED,
    error_codes/* ErrorCode */.O4.UNCLEAR_INTENT,
    error_codes/* ErrorCode */.O4.HEAD_MOVED,
    error_codes/* ErrorCode */.O4.HEAD_UNVERIFIED,
    error_codes/* ErrorCode */.O4.SHA_MISMATCH,
    error_codes/* ErrorCode */.O4.PR_CLOSED,
]);
/** The step summary is capped by GitHub at 1 MiB. */
const main_MAX_SUMMARY_CHARS = 1_000_000;
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
        throw new api_error_ApiError(error_codes/* ErrorCode */.O4.API_BAD_CREDENTIALS, 'The "token" input is empty, but this run needs the GitHub API.');
    }
    core/* setSecret */.Pq(run.inputs.token);
    return new api_client_GitHubApi({
        transport: octokit_transport_octokitTransport(run.inputs.token, octokit_transport_apiBaseUrl(run.env)),
        budgetMs: api_client_envMilliseconds(run.env, 'LEGION_ROUTER_API_BUDGET_MS', api_client_DEFAULT_BUDGET_MS),
        timeoutMs: api_client_envMilliseconds(run.env, 'LEGION_ROUTER_API_TIMEOUT_MS', api_client_DEFAULT_TIMEOUT_MS),
        backoffMs: api_client_envMilliseconds(run.env, 'LEGION_ROUTER_API_BACKOFF_MS', 500),
        log: (message) => core/* info */.pq(message),
    });
}
/** The project, read once for the run; or the result that says why it cannot be read. */
function openRunProject(run, request) {
    return openProject(request, {
        repoRoot: run.repoRoot,
        planningDir: run.inputs.planningDir,
        keepUnparsablePlans: run.inputs.keepUnparsablePlans,
        ...(run.inputs.config !== '' ? { configPath: run.inputs.config } : {}),
    });
}
/**
 * Whether the pull request the route would run on is the one that was approved: open, and at the
 * head the command names with `--sha`. A refusal says how to approve the current head.
 */
function pinRefusal(project, resolution, files, pullRequest) {
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
        if (!(error instanceof api_error_ApiError))
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
    let resolution = resolveFor(run, opened.project, request);
    if (!resolution.ok) {
        const rejected = routeOnce(run, opened.project, resolution, undefined);
        await feedback?.react('confused');
        await feedback?.reply(rejectionReply(rejected, run.runUrl));
        return { result: rejected, sha: fallbackSha };
    }
    // `/legion retry`: the plans of the last report on this pull request (src/action/retry.ts).
    if (resolution.intent.retry) {
        try {
            const intent = await resolveRetry(resolution.intent, { api: run.api(), repo, issueNumber: comment.issueNumber, login: run.inputs.reportAuthor, trigger: run.inputs.trigger });
            resolution = { ok: true, intent };
        }
        catch (error) {
            if (!(error instanceof api_error_ApiError))
                throw error;
            await feedback?.react('confused');
            return { result: apiRejection(error, request), sha: '' };
        }
        if (resolution.intent.kind === 'status') {
            const answer = routeOnce(run, opened.project, resolution, undefined);
            await feedback?.reply(noWorkReply(answer, run.runUrl));
            return { result: answer, sha: fallbackSha };
        }
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
                // A status answer runs nothing: only work is pinned to the head the comment saw.
                ...(comment.createdAt && resolution.intent.kind !== 'status' ? { approvedAt: comment.createdAt } : {}),
                ...(resolution.intent.flags.sha ? { pinnedSha: resolution.intent.flags.sha } : {}),
                trigger: run.inputs.trigger,
            });
        }
        catch (error) {
            if (!(error instanceof api_error_ApiError))
                throw error;
            if (error.code === error_codes/* ErrorCode */.O4.HEAD_MOVED || error.code === error_codes/* ErrorCode */.O4.HEAD_UNVERIFIED) {
                const refused = refuseIntent(resolution, opened.project, error.code, error.message);
                // 👀 was given: the second (last) feedback call is the reply that says how to approve.
                await feedback?.reply(rejectionReply(refused, run.runUrl));
                return { result: refused, sha: '' };
            }
            await feedback?.react('confused');
            return { result: apiRejection(error, request), sha: '' };
        }
        sha = files.sha;
        changedFilesNote = files.note;
        result = pinRefusal(opened.project, resolution, files, pullRequest) ?? withChangedFileDiagnostics(routeOnce(run, opened.project, resolution, files.changedFiles), files);
        const moved = retryHeadNote(resolution.intent, files.sha);
        if (moved !== null && result.ok)
            result = { ...result, notes: [...result.notes, moved] };
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
    const { range } = trigger;
    try {
        const common = {
            api: run.api,
            repo: run.context.repo,
            inputFiles: run.inputs.changedFiles,
            repoRoot: run.repoRoot,
            log: (m) => core/* info */.pq(m),
            listFiles: needsChangedFiles(resolution),
        };
        files = range ? await resolveRangeFiles({ ...common, range }) : await resolveChangedFiles({ ...common, pullRequest, fallbackSha: run.context.sha });
    }
    catch (error) {
        if (!(error instanceof api_error_ApiError))
            throw error;
        return { result: apiRejection(error, request), sha: range?.head ?? pullRequest?.headSha ?? '' };
    }
    let result = pinRefusal(opened.project, resolution, files, pullRequest) ?? withChangedFileDiagnostics(routeOnce(run, opened.project, resolution, files.changedFiles), files);
    // push and merge_group: a route that runs nothing says so (a merge queue's check is never a silent no-op).
    const nothing = range ? nothingSelectedNote(result, range) : null;
    if (nothing)
        result = { ...result, diagnostics: [...result.diagnostics, nothing] };
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
    const text = markdown.length > main_MAX_SUMMARY_CHARS ? `${markdown.slice(0, main_MAX_SUMMARY_CHARS)}\n\n…(summary truncated)\n` : markdown;
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
        result = rejected_result_rejectedResult({
            errorCode: budget.error.code,
            message: budget.error.message,
            source: result.source,
            command: result.command,
            diagnostics: [...result.diagnostics, budget.error],
        });
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
        if (error instanceof SettingError || error instanceof api_error_ApiError)
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


/***/ }),

/***/ 8302:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ callContext),
/* harmony export */   s: () => (/* binding */ newCallContext)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What the transport needs to know about the API call an HTTP attempt belongs to.
 *
 * Octokit's `paginate` passes only method, URL and headers to each page request, so per-call
 * settings cannot travel in the request options. They travel in an AsyncLocalStorage instead:
 * {@link GitHubApi} runs every call inside `callContext.run(context, …)`, and the transport, the
 * retry path and the rate-limit handlers read it with `callContext.getStore()`.
 */

const callContext = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
function newCallContext(fields) {
    return { ...fields, attempts: 0, lastFailure: undefined, lastResponse: undefined, lastRaw: undefined, replay: undefined, retryBackoffMs: undefined, pendingWaitMs: undefined };
}


/***/ }),

/***/ 6220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hm: () => (/* binding */ DO_NOT_RETRY),
/* harmony export */   JR: () => (/* binding */ rateLimitWaitMs),
/* harmony export */   Jz: () => (/* binding */ isRateLimited),
/* harmony export */   Uh: () => (/* binding */ throttlingRetries),
/* harmony export */   kz: () => (/* binding */ retryPluginRetries)
/* harmony export */ });
/* unused harmony exports SECONDARY_LIMIT_WAIT_MS, retryAfterMs */
/**
 * GitHub's rate-limit signals, as its REST documentation ("Rate limits for the REST API") gives
 * them:
 * - a primary limit answers 403 or 429 with `x-ratelimit-remaining: 0`; retry after
 *   `x-ratelimit-reset` (epoch seconds);
 * - a secondary limit answers 403 or 429 with a message about a secondary rate limit; retry
 *   after `retry-after` seconds when present, else after `x-ratelimit-reset` when the remaining
 *   count is 0, else after at least one minute.
 * `retry-after`, when present, always wins: @octokit/plugin-throttling reads it only for
 * secondary limits, so retry-path.ts tops its wait up to {@link rateLimitWaitMs}.
 */
/**
 * Statuses @octokit/plugin-retry leaves alone: its defaults plus 429 (a rate limit, which is the
 * throttling plugin's). It retries every other status from 400 up.
 */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
/** Whether @octokit/plugin-retry (configured with {@link DO_NOT_RETRY}) retries this status. */
function retryPluginRetries(status) {
    return status >= 400 && !DO_NOT_RETRY.includes(status);
}
/** GitHub's advice for a secondary rate limit without headers: wait at least a minute. */
const SECONDARY_LIMIT_WAIT_MS = 60_000;
/** `retry-after` in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
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
/** Whether a 403/429 answer is a rate limit (rather than a refused permission). */
function isRateLimited(status, headers, message) {
    if (status === 429)
        return true;
    if (status !== 403)
        return false;
    if (headers['x-ratelimit-remaining'] === '0' || headers['retry-after'] !== undefined)
        return true;
    return /rate limit/i.test(message.slice(0, 2000));
}
/**
 * Whether @octokit/plugin-throttling retries this 403/429: a secondary-limit message, or
 * `x-ratelimit-remaining: 0`. A 429 without either (not GitHub's format) is a rate limit (E041)
 * that is not retried.
 */
function throttlingRetries(headers, message) {
    return headers['x-ratelimit-remaining'] === '0' || /\bsecondary rate\b/i.test(message.slice(0, 2000));
}
/** How long GitHub asks to wait before retrying a rate-limited request, ms. */
function rateLimitWaitMs(headers, now) {
    const after = retryAfterMs(headers['retry-after'], now);
    if (after !== undefined)
        return after;
    if (headers['x-ratelimit-remaining'] === '0') {
        const reset = Number(headers['x-ratelimit-reset']);
        if (Number.isFinite(reset) && reset > 0)
            return Math.max(0, reset * 1000 - now) + 1000;
    }
    return SECONDARY_LIMIT_WAIT_MS;
}


/***/ })

};
