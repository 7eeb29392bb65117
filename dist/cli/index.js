import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 7349:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveBlockMap = __nccwpck_require__(7103);
var resolveBlockSeq = __nccwpck_require__(334);
var resolveFlowCollection = __nccwpck_require__(3142);

function resolveCollection(CN, ctx, token, onError, tagName, tag) {
    const coll = token.type === 'block-map'
        ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag)
        : token.type === 'block-seq'
            ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag)
            : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
    const Coll = coll.constructor;
    // If we got a tagName matching the class, or the tag name is '!',
    // then use the tagName from the node class used to create it.
    if (tagName === '!' || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
    }
    if (tagName)
        coll.tag = tagName;
    return coll;
}
function composeCollection(CN, ctx, token, props, onError) {
    const tagToken = props.tag;
    const tagName = !tagToken
        ? null
        : ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg));
    if (token.type === 'block-seq') {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken
            ? anchor.offset > tagToken.offset
                ? anchor
                : tagToken
            : (anchor ?? tagToken);
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
            const message = 'Missing newline after block sequence props';
            onError(lastProp, 'MISSING_CHAR', message);
        }
    }
    const expType = token.type === 'block-map'
        ? 'map'
        : token.type === 'block-seq'
            ? 'seq'
            : token.start.source === '{'
                ? 'map'
                : 'seq';
    // shortcut: check if it's a generic YAMLMap or YAMLSeq
    // before jumping into the custom tag logic.
    if (!tagToken ||
        !tagName ||
        tagName === '!' ||
        (tagName === YAMLMap.YAMLMap.tagName && expType === 'map') ||
        (tagName === YAMLSeq.YAMLSeq.tagName && expType === 'seq')) {
        return resolveCollection(CN, ctx, token, onError, tagName);
    }
    let tag = ctx.schema.tags.find(t => t.tag === tagName && t.collection === expType);
    if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
            ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
            tag = kt;
        }
        else {
            if (kt) {
                onError(tagToken, 'BAD_COLLECTION_TYPE', `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? 'scalar'}`, true);
            }
            else {
                onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, true);
            }
            return resolveCollection(CN, ctx, token, onError, tagName);
        }
    }
    const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
    const res = tag.resolve?.(coll, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg), ctx.options) ?? coll;
    const node = identity.isNode(res)
        ? res
        : new Scalar.Scalar(res);
    node.range = coll.range;
    node.tag = tagName;
    if (tag?.format)
        node.format = tag.format;
    return node;
}

exports.composeCollection = composeCollection;


/***/ }),

/***/ 3683:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Document = __nccwpck_require__(3021);
var composeNode = __nccwpck_require__(5937);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);

function composeDoc(options, directives, { offset, start, value, end }, onError) {
    const opts = Object.assign({ _directives: directives }, options);
    const doc = new Document.Document(undefined, opts);
    const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
    };
    const props = resolveProps.resolveProps(start, {
        indicator: 'doc-start',
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
    });
    if (props.found) {
        doc.directives.docStart = true;
        if (value &&
            (value.type === 'block-map' || value.type === 'block-seq') &&
            !props.hasNewline)
            onError(props.end, 'MISSING_CHAR', 'Block collection cannot start on same line with directives-end marker');
    }
    // @ts-expect-error If Contents is set, let's trust the user
    doc.contents = value
        ? composeNode.composeNode(ctx, value, props, onError)
        : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
    const contentEnd = doc.contents.range[2];
    const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
    if (re.comment)
        doc.comment = re.comment;
    doc.range = [offset, contentEnd, re.offset];
    return doc;
}

exports.composeDoc = composeDoc;


/***/ }),

/***/ 5937:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var composeCollection = __nccwpck_require__(7349);
var composeScalar = __nccwpck_require__(5413);
var resolveEnd = __nccwpck_require__(7788);
var utilEmptyScalarPosition = __nccwpck_require__(2599);

const CN = { composeNode, composeEmptyNode };
function composeNode(ctx, token, props, onError) {
    const atKey = ctx.atKey;
    const { spaceBefore, comment, anchor, tag } = props;
    let node;
    let isSrcToken = true;
    switch (token.type) {
        case 'alias':
            node = composeAlias(ctx, token, onError);
            if (anchor || tag)
                onError(token, 'ALIAS_PROPS', 'An alias node must not specify any properties');
            break;
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'block-scalar':
            node = composeScalar.composeScalar(ctx, token, tag, onError);
            if (anchor)
                node.anchor = anchor.source.substring(1);
            break;
        case 'block-map':
        case 'block-seq':
        case 'flow-collection':
            try {
                node = composeCollection.composeCollection(CN, ctx, token, props, onError);
                if (anchor)
                    node.anchor = anchor.source.substring(1);
            }
            catch (error) {
                // Almost certainly here due to a stack overflow
                const message = error instanceof Error ? error.message : String(error);
                onError(token, 'RESOURCE_EXHAUSTION', message);
            }
            break;
        default: {
            const message = token.type === 'error'
                ? token.message
                : `Unsupported token (type: ${token.type})`;
            onError(token, 'UNEXPECTED_TOKEN', message);
            isSrcToken = false;
        }
    }
    node ?? (node = composeEmptyNode(ctx, token.offset, undefined, null, props, onError));
    if (anchor && node.anchor === '')
        onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    if (atKey &&
        ctx.options.stringKeys &&
        (!identity.isScalar(node) ||
            typeof node.value !== 'string' ||
            (node.tag && node.tag !== 'tag:yaml.org,2002:str'))) {
        const msg = 'With stringKeys, all keys must be strings';
        onError(tag ?? token, 'NON_STRING_KEY', msg);
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        if (token.type === 'scalar' && token.source === '')
            node.comment = comment;
        else
            node.commentBefore = comment;
    }
    // @ts-expect-error Type checking misses meaning of isSrcToken
    if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
    return node;
}
function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
    const token = {
        type: 'scalar',
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ''
    };
    const node = composeScalar.composeScalar(ctx, token, tag, onError);
    if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === '')
            onError(anchor, 'BAD_ALIAS', 'Anchor cannot be an empty string');
    }
    if (spaceBefore)
        node.spaceBefore = true;
    if (comment) {
        node.comment = comment;
        node.range[2] = end;
    }
    return node;
}
function composeAlias({ options }, { offset, source, end }, onError) {
    const alias = new Alias.Alias(source.substring(1));
    if (alias.source === '')
        onError(offset, 'BAD_ALIAS', 'Alias cannot be an empty string');
    if (alias.source.endsWith(':'))
        onError(offset + source.length - 1, 'BAD_ALIAS', 'Alias ending in : is ambiguous', true);
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
    alias.range = [offset, valueEnd, re.offset];
    if (re.comment)
        alias.comment = re.comment;
    return alias;
}

exports.composeEmptyNode = composeEmptyNode;
exports.composeNode = composeNode;


/***/ }),

/***/ 5413:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);

function composeScalar(ctx, token, tagToken, onError) {
    const { value, type, comment, range } = token.type === 'block-scalar'
        ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError)
        : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
    const tagName = tagToken
        ? ctx.directives.tagName(tagToken.source, msg => onError(tagToken, 'TAG_RESOLVE_FAILED', msg))
        : null;
    let tag;
    if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
    }
    else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
    else if (token.type === 'scalar')
        tag = findScalarTagByTest(ctx, value, token, onError);
    else
        tag = ctx.schema[identity.SCALAR];
    let scalar;
    try {
        const res = tag.resolve(value, msg => onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
    }
    catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, 'TAG_RESOLVE_FAILED', msg);
        scalar = new Scalar.Scalar(value);
    }
    scalar.range = range;
    scalar.source = value;
    if (type)
        scalar.type = type;
    if (tagName)
        scalar.tag = tagName;
    if (tag.format)
        scalar.format = tag.format;
    if (comment)
        scalar.comment = comment;
    return scalar;
}
function findScalarTagByName(schema, value, tagName, tagToken, onError) {
    if (tagName === '!')
        return schema[identity.SCALAR]; // non-specific tag
    const matchWithTest = [];
    for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
            if (tag.default && tag.test)
                matchWithTest.push(tag);
            else
                return tag;
        }
    }
    for (const tag of matchWithTest)
        if (tag.test?.test(value))
            return tag;
    const kt = schema.knownTags[tagName];
    if (kt && !kt.collection) {
        // Ensure that the known tag is available for stringifying,
        // but does not get used by default.
        schema.tags.push(Object.assign({}, kt, { default: false, test: undefined }));
        return kt;
    }
    onError(tagToken, 'TAG_RESOLVE_FAILED', `Unresolved tag: ${tagName}`, tagName !== 'tag:yaml.org,2002:str');
    return schema[identity.SCALAR];
}
function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
    const tag = schema.tags.find(tag => (tag.default === true || (atKey && tag.default === 'key')) &&
        tag.test?.test(value)) || schema[identity.SCALAR];
    if (schema.compat) {
        const compat = schema.compat.find(tag => tag.default && tag.test?.test(value)) ??
            schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
            const ts = directives.tagString(tag.tag);
            const cs = directives.tagString(compat.tag);
            const msg = `Value may be parsed as either ${ts} or ${cs}`;
            onError(token, 'TAG_RESOLVE_FAILED', msg, true);
        }
    }
    return tag;
}

exports.composeScalar = composeScalar;


/***/ }),

/***/ 9984:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var directives = __nccwpck_require__(1342);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var identity = __nccwpck_require__(1127);
var composeDoc = __nccwpck_require__(3683);
var resolveEnd = __nccwpck_require__(7788);

function getErrorPos(src) {
    if (typeof src === 'number')
        return [src, src + 1];
    if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
    const { offset, source } = src;
    return [offset, offset + (typeof source === 'string' ? source.length : 1)];
}
function parsePrelude(prelude) {
    let comment = '';
    let atComment = false;
    let afterEmptyLine = false;
    for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
            case '#':
                comment +=
                    (comment === '' ? '' : afterEmptyLine ? '\n\n' : '\n') +
                        (source.substring(1) || ' ');
                atComment = true;
                afterEmptyLine = false;
                break;
            case '%':
                if (prelude[i + 1]?.[0] !== '#')
                    i += 1;
                atComment = false;
                break;
            default:
                // This may be wrong after doc-end, but in that case it doesn't matter
                if (!atComment)
                    afterEmptyLine = true;
                atComment = false;
        }
    }
    return { comment, afterEmptyLine };
}
/**
 * Compose a stream of CST nodes into a stream of YAML Documents.
 *
 * ```ts
 * import { Composer, Parser } from 'yaml'
 *
 * const src: string = ...
 * const tokens = new Parser().parse(src)
 * const docs = new Composer().compose(tokens)
 * ```
 */
class Composer {
    constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
            const pos = getErrorPos(source);
            if (warning)
                this.warnings.push(new errors.YAMLWarning(pos, code, message));
            else
                this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        this.directives = new directives.Directives({ version: options.version || '1.2' });
        this.options = options;
    }
    decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        //console.log({ dc: doc.comment, prelude, comment })
        if (comment) {
            const dc = doc.contents;
            if (afterDoc) {
                doc.comment = doc.comment ? `${doc.comment}\n${comment}` : comment;
            }
            else if (afterEmptyLine || doc.directives.docStart || !dc) {
                doc.commentBefore = comment;
            }
            else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
                let it = dc.items[0];
                if (identity.isPair(it))
                    it = it.key;
                const cb = it.commentBefore;
                it.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
            else {
                const cb = dc.commentBefore;
                dc.commentBefore = cb ? `${comment}\n${cb}` : comment;
            }
        }
        if (afterDoc) {
            for (let i = 0; i < this.errors.length; ++i)
                doc.errors.push(this.errors[i]);
            for (let i = 0; i < this.warnings.length; ++i)
                doc.warnings.push(this.warnings[i]);
        }
        else {
            doc.errors = this.errors;
            doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
    }
    /**
     * Current stream status information.
     *
     * Mostly useful at the end of input for an empty stream.
     */
    streamInfo() {
        return {
            comment: parsePrelude(this.prelude).comment,
            directives: this.directives,
            errors: this.errors,
            warnings: this.warnings
        };
    }
    /**
     * Compose tokens into documents.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
            yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
    }
    /** Advance the composer by one CST token. */
    *next(token) {
        if (node_process.env.LOG_STREAM)
            console.dir(token, { depth: null });
        switch (token.type) {
            case 'directive':
                this.directives.add(token.source, (offset, message, warning) => {
                    const pos = getErrorPos(token);
                    pos[0] += offset;
                    this.onError(pos, 'BAD_DIRECTIVE', message, warning);
                });
                this.prelude.push(token.source);
                this.atDirectives = true;
                break;
            case 'document': {
                const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
                if (this.atDirectives && !doc.directives.docStart)
                    this.onError(token, 'MISSING_CHAR', 'Missing directives-end/doc-start indicator line');
                this.decorate(doc, false);
                if (this.doc)
                    yield this.doc;
                this.doc = doc;
                this.atDirectives = false;
                break;
            }
            case 'byte-order-mark':
            case 'space':
                break;
            case 'comment':
            case 'newline':
                this.prelude.push(token.source);
                break;
            case 'error': {
                const msg = token.source
                    ? `${token.message}: ${JSON.stringify(token.source)}`
                    : token.message;
                const error = new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg);
                if (this.atDirectives || !this.doc)
                    this.errors.push(error);
                else
                    this.doc.errors.push(error);
                break;
            }
            case 'doc-end': {
                if (!this.doc) {
                    const msg = 'Unexpected doc-end without preceding document';
                    this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', msg));
                    break;
                }
                this.doc.directives.docEnd = true;
                const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
                this.decorate(this.doc, true);
                if (end.comment) {
                    const dc = this.doc.comment;
                    this.doc.comment = dc ? `${dc}\n${end.comment}` : end.comment;
                }
                this.doc.range[2] = end.offset;
                break;
            }
            default:
                this.errors.push(new errors.YAMLParseError(getErrorPos(token), 'UNEXPECTED_TOKEN', `Unsupported token ${token.type}`));
        }
    }
    /**
     * Call at end of input to yield any remaining document.
     *
     * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
     * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
     */
    *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
            this.decorate(this.doc, true);
            yield this.doc;
            this.doc = null;
        }
        else if (forceDoc) {
            const opts = Object.assign({ _directives: this.directives }, this.options);
            const doc = new Document.Document(undefined, opts);
            if (this.atDirectives)
                this.onError(endOffset, 'MISSING_CHAR', 'Missing directives-end indicator line');
            doc.range = [0, endOffset, endOffset];
            this.decorate(doc, false);
            yield doc;
        }
    }
}

exports.Composer = Composer;


/***/ }),

/***/ 7103:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilFlowIndentCheck = __nccwpck_require__(4051);
var utilMapIncludes = __nccwpck_require__(1187);

const startColMsg = 'All mapping items must start at the same column';
function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
    const map = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    let offset = bm.offset;
    let commentEnd = null;
    for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        // key properties
        const keyProps = resolveProps.resolveProps(start, {
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: bm.indent,
            startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
            if (key) {
                if (key.type === 'block-seq')
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'A block sequence may not be used as an implicit map key');
                else if ('indent' in key && key.indent !== bm.indent)
                    onError(offset, 'BAD_INDENT', startColMsg);
            }
            if (!keyProps.anchor && !keyProps.tag && !sep) {
                commentEnd = keyProps.end;
                if (keyProps.comment) {
                    if (map.comment)
                        map.comment += '\n' + keyProps.comment;
                    else
                        map.comment = keyProps.comment;
                }
                continue;
            }
            if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
                onError(key ?? start[start.length - 1], 'MULTILINE_IMPLICIT_KEY', 'Implicit keys need to be on a single line');
            }
        }
        else if (keyProps.found?.indent !== bm.indent) {
            onError(offset, 'BAD_INDENT', startColMsg);
        }
        // key value
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key
            ? composeNode(ctx, key, keyProps, onError)
            : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
            onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
        // value properties
        const valueProps = resolveProps.resolveProps(sep ?? [], {
            indicator: 'map-value-ind',
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: bm.indent,
            startOnNewline: !key || key.type === 'block-scalar'
        });
        offset = valueProps.end;
        if (valueProps.found) {
            if (implicitKey) {
                if (value?.type === 'block-map' && !valueProps.hasNewline)
                    onError(offset, 'BLOCK_AS_IMPLICIT_KEY', 'Nested mappings are not allowed in compact mappings');
                if (ctx.options.strict &&
                    keyProps.start < valueProps.found.offset - 1024)
                    onError(keyNode.range, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit block mapping key');
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
            if (ctx.schema.compat)
                utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
            offset = valueNode.range[2];
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
        else {
            // key with no value
            if (implicitKey)
                onError(keyNode.range, 'MISSING_CHAR', 'Implicit map keys need to be followed by map values');
            if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            map.items.push(pair);
        }
    }
    if (commentEnd && commentEnd < offset)
        onError(commentEnd, 'IMPOSSIBLE', 'Map comment with trailing content');
    map.range = [bm.offset, offset, commentEnd ?? offset];
    return map;
}

exports.resolveBlockMap = resolveBlockMap;


/***/ }),

/***/ 8913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function resolveBlockScalar(ctx, scalar, onError) {
    const start = scalar.offset;
    const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
    if (!header)
        return { value: '', type: null, comment: '', range: [start, start, start] };
    const type = header.mode === '>' ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
    const lines = scalar.source ? splitLines(scalar.source) : [];
    // determine the end of content & start of chomping
    let chompStart = lines.length;
    for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === '' || content === '\r')
            chompStart = i;
        else
            break;
    }
    // shortcut for empty contents
    if (chompStart === 0) {
        const value = header.chomp === '+' && lines.length > 0
            ? '\n'.repeat(Math.max(1, lines.length - 1))
            : '';
        let end = start + header.length;
        if (scalar.source)
            end += scalar.source.length;
        return { value, type, comment: header.comment, range: [start, end, end] };
    }
    // find the indentation level to trim from start
    let trimIndent = scalar.indent + header.indent;
    let offset = scalar.offset + header.length;
    let contentStart = 0;
    for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === '' || content === '\r') {
            if (header.indent === 0 && indent.length > trimIndent)
                trimIndent = indent.length;
        }
        else {
            if (indent.length < trimIndent) {
                const message = 'Block scalars with more-indented leading empty lines must use an explicit indentation indicator';
                onError(offset + indent.length, 'MISSING_CHAR', message);
            }
            if (header.indent === 0)
                trimIndent = indent.length;
            contentStart = i;
            if (trimIndent === 0 && !ctx.atRoot) {
                const message = 'Block scalar values in collections must be indented';
                onError(offset, 'BAD_INDENT', message);
            }
            break;
        }
        offset += indent.length + content.length + 1;
    }
    // include trailing more-indented empty lines in content
    for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
            chompStart = i + 1;
    }
    let value = '';
    let sep = '';
    let prevMoreIndented = false;
    // leading whitespace is kept intact
    for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + '\n';
    for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === '\r';
        if (crlf)
            content = content.slice(0, -1);
        /* istanbul ignore if already caught in lexer */
        if (content && indent.length < trimIndent) {
            const src = header.indent
                ? 'explicit indentation indicator'
                : 'first line';
            const message = `Block scalar lines must not be less indented than their ${src}`;
            onError(offset - content.length - (crlf ? 2 : 1), 'BAD_INDENT', message);
            indent = '';
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
        }
        else if (indent.length > trimIndent || content[0] === '\t') {
            // more-indented content within a folded block
            if (sep === ' ')
                sep = '\n';
            else if (!prevMoreIndented && sep === '\n')
                sep = '\n\n';
            value += sep + indent.slice(trimIndent) + content;
            sep = '\n';
            prevMoreIndented = true;
        }
        else if (content === '') {
            // empty line
            if (sep === '\n')
                value += '\n';
            else
                sep = '\n';
        }
        else {
            value += sep + content;
            sep = ' ';
            prevMoreIndented = false;
        }
    }
    switch (header.chomp) {
        case '-':
            break;
        case '+':
            for (let i = chompStart; i < lines.length; ++i)
                value += '\n' + lines[i][0].slice(trimIndent);
            if (value[value.length - 1] !== '\n')
                value += '\n';
            break;
        default:
            value += '\n';
    }
    const end = start + header.length + scalar.source.length;
    return { value, type, comment: header.comment, range: [start, end, end] };
}
function parseBlockScalarHeader({ offset, props }, strict, onError) {
    /* istanbul ignore if should not happen */
    if (props[0].type !== 'block-scalar-header') {
        onError(props[0], 'IMPOSSIBLE', 'Block scalar header not found');
        return null;
    }
    const { source } = props[0];
    const mode = source[0];
    let indent = 0;
    let chomp = '';
    let error = -1;
    for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === '-' || ch === '+'))
            chomp = ch;
        else {
            const n = Number(ch);
            if (!indent && n)
                indent = n;
            else if (error === -1)
                error = offset + i;
        }
    }
    if (error !== -1)
        onError(error, 'UNEXPECTED_TOKEN', `Block scalar header includes extra characters: ${source}`);
    let hasSpace = false;
    let comment = '';
    let length = source.length;
    for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
            case 'space':
                hasSpace = true;
            // fallthrough
            case 'newline':
                length += token.source.length;
                break;
            case 'comment':
                if (strict && !hasSpace) {
                    const message = 'Comments must be separated from other tokens by white space characters';
                    onError(token, 'MISSING_CHAR', message);
                }
                length += token.source.length;
                comment = token.source.substring(1);
                break;
            case 'error':
                onError(token, 'UNEXPECTED_TOKEN', token.message);
                length += token.source.length;
                break;
            /* istanbul ignore next should not happen */
            default: {
                const message = `Unexpected token in block scalar header: ${token.type}`;
                onError(token, 'UNEXPECTED_TOKEN', message);
                const ts = token.source;
                if (ts && typeof ts === 'string')
                    length += ts.length;
            }
        }
    }
    return { mode, indent, chomp, comment, length };
}
/** @returns Array of lines split up as `[indent, content]` */
function splitLines(source) {
    const split = source.split(/\n( *)/);
    const first = split[0];
    const m = first.match(/^( *)/);
    const line0 = m?.[1]
        ? [m[1], first.slice(m[1].length)]
        : ['', first];
    const lines = [line0];
    for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
    return lines;
}

exports.resolveBlockScalar = resolveBlockScalar;


/***/ }),

/***/ 334:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var YAMLSeq = __nccwpck_require__(2223);
var resolveProps = __nccwpck_require__(4631);
var utilFlowIndentCheck = __nccwpck_require__(4051);

function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
    const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
    const seq = new NodeClass(ctx.schema);
    if (ctx.atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = bs.offset;
    let commentEnd = null;
    for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
            indicator: 'seq-item-ind',
            next: value,
            offset,
            onError,
            parentIndent: bs.indent,
            startOnNewline: true
        });
        if (!props.found) {
            if (props.anchor || props.tag || value) {
                if (value?.type === 'block-seq')
                    onError(props.end, 'BAD_INDENT', 'All sequence items must start at the same column');
                else
                    onError(offset, 'MISSING_CHAR', 'Sequence item without - indicator');
            }
            else {
                commentEnd = props.end;
                if (props.comment)
                    seq.comment = props.comment;
                continue;
            }
        }
        const node = value
            ? composeNode(ctx, value, props, onError)
            : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
    }
    seq.range = [bs.offset, offset, commentEnd ?? offset];
    return seq;
}

exports.resolveBlockSeq = resolveBlockSeq;


/***/ }),

/***/ 7788:
/***/ ((__unused_webpack_module, exports) => {



function resolveEnd(end, offset, reqSpace, onError) {
    let comment = '';
    if (end) {
        let hasSpace = false;
        let sep = '';
        for (const token of end) {
            const { source, type } = token;
            switch (type) {
                case 'space':
                    hasSpace = true;
                    break;
                case 'comment': {
                    if (reqSpace && !hasSpace)
                        onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                    const cb = source.substring(1) || ' ';
                    if (!comment)
                        comment = cb;
                    else
                        comment += sep + cb;
                    sep = '';
                    break;
                }
                case 'newline':
                    if (comment)
                        sep += source;
                    hasSpace = true;
                    break;
                default:
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${type} at node end`);
            }
            offset += source.length;
        }
    }
    return { comment, offset };
}

exports.resolveEnd = resolveEnd;


/***/ }),

/***/ 3142:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var resolveEnd = __nccwpck_require__(7788);
var resolveProps = __nccwpck_require__(4631);
var utilContainsNewline = __nccwpck_require__(9499);
var utilMapIncludes = __nccwpck_require__(1187);

const blockMsg = 'Block collections are not allowed within flow collections';
const isBlock = (token) => token && (token.type === 'block-map' || token.type === 'block-seq');
function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
    const isMap = fc.start.source === '{';
    const fcName = isMap ? 'flow map' : 'flow sequence';
    const NodeClass = (tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq));
    const coll = new NodeClass(ctx.schema);
    coll.flow = true;
    const atRoot = ctx.atRoot;
    if (atRoot)
        ctx.atRoot = false;
    if (ctx.atKey)
        ctx.atKey = false;
    let offset = fc.offset + fc.start.source.length;
    for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
            flow: fcName,
            indicator: 'explicit-key-ind',
            next: key ?? sep?.[0],
            offset,
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
        });
        if (!props.found) {
            if (!props.anchor && !props.tag && !sep && !value) {
                if (i === 0 && props.comma)
                    onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
                else if (i < fc.items.length - 1)
                    onError(props.start, 'UNEXPECTED_TOKEN', `Unexpected empty item in ${fcName}`);
                if (props.comment) {
                    if (coll.comment)
                        coll.comment += '\n' + props.comment;
                    else
                        coll.comment = props.comment;
                }
                offset = props.end;
                continue;
            }
            if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
                onError(key, // checked by containsNewline()
                'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
        }
        if (i === 0) {
            if (props.comma)
                onError(props.comma, 'UNEXPECTED_TOKEN', `Unexpected , in ${fcName}`);
        }
        else {
            if (!props.comma)
                onError(props.start, 'MISSING_CHAR', `Missing , between ${fcName} items`);
            if (props.comment) {
                let prevItemComment = '';
                loop: for (const st of start) {
                    switch (st.type) {
                        case 'comma':
                        case 'space':
                            break;
                        case 'comment':
                            prevItemComment = st.source.substring(1);
                            break loop;
                        default:
                            break loop;
                    }
                }
                if (prevItemComment) {
                    let prev = coll.items[coll.items.length - 1];
                    if (identity.isPair(prev))
                        prev = prev.value ?? prev.key;
                    if (prev.comment)
                        prev.comment += '\n' + prevItemComment;
                    else
                        prev.comment = prevItemComment;
                    props.comment = props.comment.substring(prevItemComment.length + 1);
                }
            }
        }
        if (!isMap && !sep && !props.found) {
            // item is a value in a seq
            // → key & sep are empty, start does not include ? or :
            const valueNode = value
                ? composeNode(ctx, value, props, onError)
                : composeEmptyNode(ctx, props.end, sep, null, props, onError);
            coll.items.push(valueNode);
            offset = valueNode.range[2];
            if (isBlock(value))
                onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
        }
        else {
            // item is a key+value pair
            // key value
            ctx.atKey = true;
            const keyStart = props.end;
            const keyNode = key
                ? composeNode(ctx, key, props, onError)
                : composeEmptyNode(ctx, keyStart, start, null, props, onError);
            if (isBlock(key))
                onError(keyNode.range, 'BLOCK_IN_FLOW', blockMsg);
            ctx.atKey = false;
            // value properties
            const valueProps = resolveProps.resolveProps(sep ?? [], {
                flow: fcName,
                indicator: 'map-value-ind',
                next: value,
                offset: keyNode.range[2],
                onError,
                parentIndent: fc.indent,
                startOnNewline: false
            });
            if (valueProps.found) {
                if (!isMap && !props.found && ctx.options.strict) {
                    if (sep)
                        for (const st of sep) {
                            if (st === valueProps.found)
                                break;
                            if (st.type === 'newline') {
                                onError(st, 'MULTILINE_IMPLICIT_KEY', 'Implicit keys of flow sequence pairs need to be on a single line');
                                break;
                            }
                        }
                    if (props.start < valueProps.found.offset - 1024)
                        onError(valueProps.found, 'KEY_OVER_1024_CHARS', 'The : indicator must be at most 1024 chars after the start of an implicit flow sequence key');
                }
            }
            else if (value) {
                if ('source' in value && value.source?.[0] === ':')
                    onError(value, 'MISSING_CHAR', `Missing space after : in ${fcName}`);
                else
                    onError(valueProps.start, 'MISSING_CHAR', `Missing , or : between ${fcName} items`);
            }
            // value value
            const valueNode = value
                ? composeNode(ctx, value, valueProps, onError)
                : valueProps.found
                    ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError)
                    : null;
            if (valueNode) {
                if (isBlock(value))
                    onError(valueNode.range, 'BLOCK_IN_FLOW', blockMsg);
            }
            else if (valueProps.comment) {
                if (keyNode.comment)
                    keyNode.comment += '\n' + valueProps.comment;
                else
                    keyNode.comment = valueProps.comment;
            }
            const pair = new Pair.Pair(keyNode, valueNode);
            if (ctx.options.keepSourceTokens)
                pair.srcToken = collItem;
            if (isMap) {
                const map = coll;
                if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
                    onError(keyStart, 'DUPLICATE_KEY', 'Map keys must be unique');
                map.items.push(pair);
            }
            else {
                const map = new YAMLMap.YAMLMap(ctx.schema);
                map.flow = true;
                map.items.push(pair);
                const endRange = (valueNode ?? keyNode).range;
                map.range = [keyNode.range[0], endRange[1], endRange[2]];
                coll.items.push(map);
            }
            offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
    }
    const expectedEnd = isMap ? '}' : ']';
    const [ce, ...ee] = fc.end;
    let cePos = offset;
    if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
    else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot
            ? `${name} must end with a ${expectedEnd}`
            : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? 'MISSING_CHAR' : 'BAD_INDENT', msg);
        if (ce && ce.source.length !== 1)
            ee.unshift(ce);
    }
    if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
            if (coll.comment)
                coll.comment += '\n' + end.comment;
            else
                coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
    }
    else {
        coll.range = [fc.offset, cePos, cePos];
    }
    return coll;
}

exports.resolveFlowCollection = resolveFlowCollection;


/***/ }),

/***/ 6842:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var resolveEnd = __nccwpck_require__(7788);

function resolveFlowScalar(scalar, strict, onError) {
    const { offset, type, source, end } = scalar;
    let _type;
    let value;
    const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
    switch (type) {
        case 'scalar':
            _type = Scalar.Scalar.PLAIN;
            value = plainValue(source, _onError);
            break;
        case 'single-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_SINGLE;
            value = singleQuotedValue(source, _onError);
            break;
        case 'double-quoted-scalar':
            _type = Scalar.Scalar.QUOTE_DOUBLE;
            value = doubleQuotedValue(source, _onError);
            break;
        /* istanbul ignore next should not happen */
        default:
            onError(scalar, 'UNEXPECTED_TOKEN', `Expected a flow scalar value, but found: ${type}`);
            return {
                value: '',
                type: null,
                comment: '',
                range: [offset, offset + source.length, offset + source.length]
            };
    }
    const valueEnd = offset + source.length;
    const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
    return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
    };
}
function plainValue(source, onError) {
    let badChar = '';
    switch (source[0]) {
        /* istanbul ignore next should not happen */
        case '\t':
            badChar = 'a tab character';
            break;
        case ',':
            badChar = 'flow indicator character ,';
            break;
        case '%':
            badChar = 'directive indicator character %';
            break;
        case '|':
        case '>': {
            badChar = `block scalar indicator ${source[0]}`;
            break;
        }
        case '@':
        case '`': {
            badChar = `reserved character ${source[0]}`;
            break;
        }
    }
    if (badChar)
        onError(0, 'BAD_SCALAR_START', `Plain value cannot start with ${badChar}`);
    return unfoldLines(source);
}
function singleQuotedValue(source, onError) {
    if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, 'MISSING_CHAR', "Missing closing 'quote");
    return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}
function unfoldLines(source) {
    const line = /(.*?)\r?\n/sy;
    let match = line.exec(source);
    if (!match)
        return source;
    /**
     * The negative lookbehinds in these RegExps are to
     * prevent causing a polynomial search time in certain cases.
     *
     * The try-catch is for Safari < 16.4 and other old browsers:
     * https://caniuse.com/js-regexp-lookbehind
     */
    let trimEnd, trimBoth;
    try {
        trimEnd = new RegExp('(?<![ \t])[ \t]+$');
        trimBoth = new RegExp('^[ \t]+|(?<![ \t])[ \t]+$', 'g');
    }
    catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
    }
    let res = match[1].replace(trimEnd, '');
    let sep = ' ';
    let pos = line.lastIndex;
    while ((match = line.exec(source))) {
        const lm = match[1].replace(trimBoth, '');
        if (lm === '') {
            if (sep === '\n')
                res += sep;
            else
                sep = '\n';
        }
        else {
            res += sep + lm;
            sep = ' ';
        }
        pos = line.lastIndex;
    }
    const last = /[ \t]*(.*)/sy;
    last.lastIndex = pos;
    match = last.exec(source);
    return res + sep + (match?.[1] ?? '');
}
function doubleQuotedValue(source, onError) {
    let res = '';
    for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === '\r' && source[i + 1] === '\n')
            continue;
        if (ch === '\n') {
            const { fold, offset } = foldNewline(source, i);
            res += fold;
            i = offset;
        }
        else if (ch === '\\') {
            let next = source[++i];
            const cc = escapeCodes[next];
            if (cc)
                res += cc;
            else if (next === '\n') {
                // skip escaped newlines, but still trim the following line
                next = source[i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === '\r' && source[i + 1] === '\n') {
                // skip escaped CRLF newlines, but still trim the following line
                next = source[++i + 1];
                while (next === ' ' || next === '\t')
                    next = source[++i + 1];
            }
            else if (next === 'x' || next === 'u' || next === 'U') {
                const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
                res += parseCharCode(source, i + 1, length, onError);
                i += length;
            }
            else {
                const raw = source.substr(i - 1, 2);
                onError(i - 1, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
                res += raw;
            }
        }
        else if (ch === ' ' || ch === '\t') {
            // trim trailing whitespace
            const wsStart = i;
            let next = source[i + 1];
            while (next === ' ' || next === '\t')
                next = source[++i + 1];
            if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
                res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        }
        else {
            res += ch;
        }
    }
    if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, 'MISSING_CHAR', 'Missing closing "quote');
    return res;
}
/**
 * Fold a single newline into a space, multiple newlines to N - 1 newlines.
 * Presumes `source[offset] === '\n'`
 */
function foldNewline(source, offset) {
    let fold = '';
    let ch = source[offset + 1];
    while (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
        if (ch === '\r' && source[offset + 2] !== '\n')
            break;
        if (ch === '\n')
            fold += '\n';
        offset += 1;
        ch = source[offset + 1];
    }
    if (!fold)
        fold = ' ';
    return { fold, offset };
}
const escapeCodes = {
    '0': '\0', // null character
    a: '\x07', // bell character
    b: '\b', // backspace
    e: '\x1b', // escape character
    f: '\f', // form feed
    n: '\n', // line feed
    r: '\r', // carriage return
    t: '\t', // horizontal tab
    v: '\v', // vertical tab
    N: '\u0085', // Unicode next line
    _: '\u00a0', // Unicode non-breaking space
    L: '\u2028', // Unicode line separator
    P: '\u2029', // Unicode paragraph separator
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
    '\t': '\t'
};
function parseCharCode(source, offset, length, onError) {
    const cc = source.substr(offset, length);
    const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
    const code = ok ? parseInt(cc, 16) : NaN;
    try {
        return String.fromCodePoint(code);
    }
    catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, 'BAD_DQ_ESCAPE', `Invalid escape sequence ${raw}`);
        return raw;
    }
}

exports.resolveFlowScalar = resolveFlowScalar;


/***/ }),

/***/ 4631:
/***/ ((__unused_webpack_module, exports) => {



function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
    let spaceBefore = false;
    let atNewline = startOnNewline;
    let hasSpace = startOnNewline;
    let comment = '';
    let commentSep = '';
    let hasNewline = false;
    let reqSpace = false;
    let tab = null;
    let anchor = null;
    let tag = null;
    let newlineAfterProp = null;
    let comma = null;
    let found = null;
    let start = null;
    for (const token of tokens) {
        if (reqSpace) {
            if (token.type !== 'space' &&
                token.type !== 'newline' &&
                token.type !== 'comma')
                onError(token.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
            reqSpace = false;
        }
        if (tab) {
            if (atNewline && token.type !== 'comment' && token.type !== 'newline') {
                onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
            }
            tab = null;
        }
        switch (token.type) {
            case 'space':
                // At the doc level, tabs at line start may be parsed
                // as leading white space rather than indentation.
                // In a flow collection, only the parser handles indent.
                if (!flow &&
                    (indicator !== 'doc-start' || next?.type !== 'flow-collection') &&
                    token.source.includes('\t')) {
                    tab = token;
                }
                hasSpace = true;
                break;
            case 'comment': {
                if (!hasSpace)
                    onError(token, 'MISSING_CHAR', 'Comments must be separated from other tokens by white space characters');
                const cb = token.source.substring(1) || ' ';
                if (!comment)
                    comment = cb;
                else
                    comment += commentSep + cb;
                commentSep = '';
                atNewline = false;
                break;
            }
            case 'newline':
                if (atNewline) {
                    if (comment)
                        comment += token.source;
                    else if (!found || indicator !== 'seq-item-ind')
                        spaceBefore = true;
                }
                else
                    commentSep += token.source;
                atNewline = true;
                hasNewline = true;
                if (anchor || tag)
                    newlineAfterProp = token;
                hasSpace = true;
                break;
            case 'anchor':
                if (anchor)
                    onError(token, 'MULTIPLE_ANCHORS', 'A node can have at most one anchor');
                if (token.source.endsWith(':'))
                    onError(token.offset + token.source.length - 1, 'BAD_ALIAS', 'Anchor ending in : is ambiguous', true);
                anchor = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            case 'tag': {
                if (tag)
                    onError(token, 'MULTIPLE_TAGS', 'A node can have at most one tag');
                tag = token;
                start ?? (start = token.offset);
                atNewline = false;
                hasSpace = false;
                reqSpace = true;
                break;
            }
            case indicator:
                // Could here handle preceding comments differently
                if (anchor || tag)
                    onError(token, 'BAD_PROP_ORDER', `Anchors and tags must be after the ${token.source} indicator`);
                if (found)
                    onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.source} in ${flow ?? 'collection'}`);
                found = token;
                atNewline =
                    indicator === 'seq-item-ind' || indicator === 'explicit-key-ind';
                hasSpace = false;
                break;
            case 'comma':
                if (flow) {
                    if (comma)
                        onError(token, 'UNEXPECTED_TOKEN', `Unexpected , in ${flow}`);
                    comma = token;
                    atNewline = false;
                    hasSpace = false;
                    break;
                }
            // else fallthrough
            default:
                onError(token, 'UNEXPECTED_TOKEN', `Unexpected ${token.type} token`);
                atNewline = false;
                hasSpace = false;
        }
    }
    const last = tokens[tokens.length - 1];
    const end = last ? last.offset + last.source.length : offset;
    if (reqSpace &&
        next &&
        next.type !== 'space' &&
        next.type !== 'newline' &&
        next.type !== 'comma' &&
        (next.type !== 'scalar' || next.source !== '')) {
        onError(next.offset, 'MISSING_CHAR', 'Tags and anchors must be separated from the next token by white space');
    }
    if (tab &&
        ((atNewline && tab.indent <= parentIndent) ||
            next?.type === 'block-map' ||
            next?.type === 'block-seq'))
        onError(tab, 'TAB_AS_INDENT', 'Tabs are not allowed as indentation');
    return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
    };
}

exports.resolveProps = resolveProps;


/***/ }),

/***/ 9499:
/***/ ((__unused_webpack_module, exports) => {



function containsNewline(key) {
    if (!key)
        return null;
    switch (key.type) {
        case 'alias':
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            if (key.source.includes('\n'))
                return true;
            if (key.end)
                for (const st of key.end)
                    if (st.type === 'newline')
                        return true;
            return false;
        case 'flow-collection':
            for (const it of key.items) {
                for (const st of it.start)
                    if (st.type === 'newline')
                        return true;
                if (it.sep)
                    for (const st of it.sep)
                        if (st.type === 'newline')
                            return true;
                if (containsNewline(it.key) || containsNewline(it.value))
                    return true;
            }
            return false;
        default:
            return true;
    }
}

exports.containsNewline = containsNewline;


/***/ }),

/***/ 2599:
/***/ ((__unused_webpack_module, exports) => {



function emptyScalarPosition(offset, before, pos) {
    if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
            let st = before[i];
            switch (st.type) {
                case 'space':
                case 'comment':
                case 'newline':
                    offset -= st.source.length;
                    continue;
            }
            // Technically, an empty scalar is immediately after the last non-empty
            // node, but it's more useful to place it after any whitespace.
            st = before[++i];
            while (st?.type === 'space') {
                offset += st.source.length;
                st = before[++i];
            }
            break;
        }
    }
    return offset;
}

exports.emptyScalarPosition = emptyScalarPosition;


/***/ }),

/***/ 4051:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var utilContainsNewline = __nccwpck_require__(9499);

function flowIndentCheck(indent, fc, onError) {
    if (fc?.type === 'flow-collection') {
        const end = fc.end[0];
        if (end.indent === indent &&
            (end.source === ']' || end.source === '}') &&
            utilContainsNewline.containsNewline(fc)) {
            const msg = 'Flow end indicator should be more indented than parent';
            onError(end, 'BAD_INDENT', msg, true);
        }
    }
}

exports.flowIndentCheck = flowIndentCheck;


/***/ }),

/***/ 1187:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

function mapIncludes(ctx, items, search) {
    const { uniqueKeys } = ctx.options;
    if (uniqueKeys === false)
        return false;
    const isEqual = typeof uniqueKeys === 'function'
        ? uniqueKeys
        : (a, b) => a === b || (identity.isScalar(a) && identity.isScalar(b) && a.value === b.value);
    return items.some(pair => isEqual(pair.key, search));
}

exports.mapIncludes = mapIncludes;


/***/ }),

/***/ 3021:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var toJS = __nccwpck_require__(4043);
var Schema = __nccwpck_require__(5840);
var stringifyDocument = __nccwpck_require__(6829);
var anchors = __nccwpck_require__(1596);
var applyReviver = __nccwpck_require__(3661);
var createNode = __nccwpck_require__(2404);
var directives = __nccwpck_require__(1342);

class Document {
    constructor(value, replacer, options) {
        /** A comment before this Document */
        this.commentBefore = null;
        /** A comment immediately after this Document */
        this.comment = null;
        /** Errors encountered during parsing. */
        this.errors = [];
        /** Warnings encountered during parsing. */
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === 'function' || Array.isArray(replacer)) {
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const opt = Object.assign({
            intAsBigInt: false,
            keepSourceTokens: false,
            logLevel: 'warn',
            prettyErrors: true,
            strict: true,
            stringKeys: false,
            uniqueKeys: true,
            version: '1.2'
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
            this.directives = options._directives.atDocument();
            if (this.directives.yaml.explicit)
                version = this.directives.yaml.version;
        }
        else
            this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        // @ts-expect-error We can't really know that this matches Contents.
        this.contents =
            value === undefined ? null : this.createNode(value, _replacer, options);
    }
    /**
     * Create a deep copy of this Document and its contents.
     *
     * Custom Node values that inherit from `Object` still refer to their original instances.
     */
    clone() {
        const copy = Object.create(Document.prototype, {
            [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
            copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        // @ts-expect-error We can't really know that this matches Contents.
        copy.contents = identity.isNode(this.contents)
            ? this.contents.clone(copy.schema)
            : this.contents;
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** Adds a value to the document. */
    add(value) {
        if (assertCollection(this.contents))
            this.contents.add(value);
    }
    /** Adds a value to the document. */
    addIn(path, value) {
        if (assertCollection(this.contents))
            this.contents.addIn(path, value);
    }
    /**
     * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
     *
     * If `node` already has an anchor, `name` is ignored.
     * Otherwise, the `node.anchor` value will be set to `name`,
     * or if an anchor with that name is already present in the document,
     * `name` will be used as a prefix for a new unique anchor.
     * If `name` is undefined, the generated anchor will use 'a' as a prefix.
     */
    createAlias(node, name) {
        if (!node.anchor) {
            const prev = anchors.anchorNames(this);
            node.anchor =
                // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
                !name || prev.has(name) ? anchors.findNewAnchor(name || 'a', prev) : name;
        }
        return new Alias.Alias(node.anchor);
    }
    createNode(value, replacer, options) {
        let _replacer = undefined;
        if (typeof replacer === 'function') {
            value = replacer.call({ '': value }, '', value);
            _replacer = replacer;
        }
        else if (Array.isArray(replacer)) {
            const keyToStr = (v) => typeof v === 'number' || v instanceof String || v instanceof Number;
            const asStr = replacer.filter(keyToStr).map(String);
            if (asStr.length > 0)
                replacer = replacer.concat(asStr);
            _replacer = replacer;
        }
        else if (options === undefined && replacer) {
            options = replacer;
            replacer = undefined;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(this, 
        // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
        anchorPrefix || 'a');
        const ctx = {
            aliasDuplicateObjects: aliasDuplicateObjects ?? true,
            keepUndefined: keepUndefined ?? false,
            onAnchor,
            onTagObj,
            replacer: _replacer,
            schema: this.schema,
            sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
            node.flow = true;
        setAnchors();
        return node;
    }
    /**
     * Convert a key and a value into a `Pair` using the current schema,
     * recursively wrapping all values as `Scalar` or `Collection` nodes.
     */
    createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
    }
    /**
     * Removes a value from the document.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
            if (this.contents == null)
                return false;
            // @ts-expect-error Presumed impossible if Strict extends false
            this.contents = null;
            return true;
        }
        return assertCollection(this.contents)
            ? this.contents.deleteIn(path)
            : false;
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    get(key, keepScalar) {
        return identity.isCollection(this.contents)
            ? this.contents.get(key, keepScalar)
            : undefined;
    }
    /**
     * Returns item at `path`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
            return !keepScalar && identity.isScalar(this.contents)
                ? this.contents.value
                : this.contents;
        return identity.isCollection(this.contents)
            ? this.contents.getIn(path, keepScalar)
            : undefined;
    }
    /**
     * Checks if the document includes a value with the key `key`.
     */
    has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
    }
    /**
     * Checks if the document includes a value at `path`.
     */
    hasIn(path) {
        if (Collection.isEmptyPath(path))
            return this.contents !== undefined;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    set(key, value) {
        if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, [key], value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.set(key, value);
        }
    }
    /**
     * Sets a value in this document. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = value;
        }
        else if (this.contents == null) {
            // @ts-expect-error We can't really know that this matches Contents.
            this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        }
        else if (assertCollection(this.contents)) {
            this.contents.setIn(path, value);
        }
    }
    /**
     * Change the YAML version and schema used by the document.
     * A `null` version disables support for directives, explicit tags, anchors, and aliases.
     * It also requires the `schema` option to be given as a `Schema` instance value.
     *
     * Overrides all previously set schema options.
     */
    setSchema(version, options = {}) {
        if (typeof version === 'number')
            version = String(version);
        let opt;
        switch (version) {
            case '1.1':
                if (this.directives)
                    this.directives.yaml.version = '1.1';
                else
                    this.directives = new directives.Directives({ version: '1.1' });
                opt = { resolveKnownTags: false, schema: 'yaml-1.1' };
                break;
            case '1.2':
            case 'next':
                if (this.directives)
                    this.directives.yaml.version = version;
                else
                    this.directives = new directives.Directives({ version });
                opt = { resolveKnownTags: true, schema: 'core' };
                break;
            case null:
                if (this.directives)
                    delete this.directives;
                opt = null;
                break;
            default: {
                const sv = JSON.stringify(version);
                throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
            }
        }
        // Not using `instanceof Schema` to allow for duck typing
        if (options.schema instanceof Object)
            this.schema = options.schema;
        else if (opt)
            this.schema = new Schema.Schema(Object.assign(opt, options));
        else
            throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
    }
    // json & jsonArg are only used from toJSON()
    toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
            anchors: new Map(),
            doc: this,
            keep: !json,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
    /**
     * A JSON representation of the document `contents`.
     *
     * @param jsonArg Used by `JSON.stringify` to indicate the array index or
     *   property name.
     */
    toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
    }
    /** A YAML representation of the document. */
    toString(options = {}) {
        if (this.errors.length > 0)
            throw new Error('Document with errors cannot be stringified');
        if ('indent' in options &&
            (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
            const s = JSON.stringify(options.indent);
            throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
    }
}
function assertCollection(contents) {
    if (identity.isCollection(contents))
        return true;
    throw new Error('Expected a YAML collection as document contents');
}

exports.Document = Document;


/***/ }),

/***/ 1596:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

/**
 * Verify that the input string is a valid anchor.
 *
 * Will throw on errors.
 */
function anchorIsValid(anchor) {
    if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
    }
    return true;
}
function anchorNames(root) {
    const anchors = new Set();
    visit.visit(root, {
        Value(_key, node) {
            if (node.anchor)
                anchors.add(node.anchor);
        }
    });
    return anchors;
}
/** Find a new anchor name with the given `prefix` and a one-indexed suffix. */
function findNewAnchor(prefix, exclude) {
    for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
            return name;
    }
}
function createNodeAnchors(doc, prefix) {
    const aliasObjects = [];
    const sourceObjects = new Map();
    let prevAnchors = null;
    return {
        onAnchor: (source) => {
            aliasObjects.push(source);
            prevAnchors ?? (prevAnchors = anchorNames(doc));
            const anchor = findNewAnchor(prefix, prevAnchors);
            prevAnchors.add(anchor);
            return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
            for (const source of aliasObjects) {
                const ref = sourceObjects.get(source);
                if (typeof ref === 'object' &&
                    ref.anchor &&
                    (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
                    ref.node.anchor = ref.anchor;
                }
                else {
                    const error = new Error('Failed to resolve repeated object (this should not happen)');
                    error.source = source;
                    throw error;
                }
            }
        },
        sourceObjects
    };
}

exports.anchorIsValid = anchorIsValid;
exports.anchorNames = anchorNames;
exports.createNodeAnchors = createNodeAnchors;
exports.findNewAnchor = findNewAnchor;


/***/ }),

/***/ 3661:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Applies the JSON.parse reviver algorithm as defined in the ECMA-262 spec,
 * in section 24.5.1.1 "Runtime Semantics: InternalizeJSONProperty" of the
 * 2021 edition: https://tc39.es/ecma262/#sec-json.parse
 *
 * Includes extensions for handling Map and Set objects.
 */
function applyReviver(reviver, obj, key, val) {
    if (val && typeof val === 'object') {
        if (Array.isArray(val)) {
            for (let i = 0, len = val.length; i < len; ++i) {
                const v0 = val[i];
                const v1 = applyReviver(reviver, val, String(i), v0);
                // eslint-disable-next-line @typescript-eslint/no-array-delete
                if (v1 === undefined)
                    delete val[i];
                else if (v1 !== v0)
                    val[i] = v1;
            }
        }
        else if (val instanceof Map) {
            for (const k of Array.from(val.keys())) {
                const v0 = val.get(k);
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    val.delete(k);
                else if (v1 !== v0)
                    val.set(k, v1);
            }
        }
        else if (val instanceof Set) {
            for (const v0 of Array.from(val)) {
                const v1 = applyReviver(reviver, val, v0, v0);
                if (v1 === undefined)
                    val.delete(v0);
                else if (v1 !== v0) {
                    val.delete(v0);
                    val.add(v1);
                }
            }
        }
        else {
            for (const [k, v0] of Object.entries(val)) {
                const v1 = applyReviver(reviver, val, k, v0);
                if (v1 === undefined)
                    delete val[k];
                else if (v1 !== v0)
                    val[k] = v1;
            }
        }
    }
    return reviver.call(obj, key, val);
}

exports.applyReviver = applyReviver;


/***/ }),

/***/ 2404:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

const defaultTagPrefix = 'tag:yaml.org,2002:';
function findTagObject(value, tagName, tags) {
    if (tagName) {
        const match = tags.filter(t => t.tag === tagName);
        const tagObj = match.find(t => !t.format) ?? match[0];
        if (!tagObj)
            throw new Error(`Tag ${tagName} not found`);
        return tagObj;
    }
    return tags.find(t => t.identify?.(value) && !t.format);
}
function createNode(value, tagName, ctx) {
    if (identity.isDocument(value))
        value = value.contents;
    if (identity.isNode(value))
        return value;
    if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
    }
    if (value instanceof String ||
        value instanceof Number ||
        value instanceof Boolean ||
        (typeof BigInt !== 'undefined' && value instanceof BigInt) // not supported everywhere
    ) {
        // https://tc39.es/ecma262/#sec-serializejsonproperty
        value = value.valueOf();
    }
    const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
    // Detect duplicate references to the same object & use Alias nodes for all
    // after first. The `ref` wrapper allows for circular references to resolve.
    let ref = undefined;
    if (aliasDuplicateObjects && value && typeof value === 'object') {
        ref = sourceObjects.get(value);
        if (ref) {
            ref.anchor ?? (ref.anchor = onAnchor(value));
            return new Alias.Alias(ref.anchor);
        }
        else {
            ref = { anchor: null, node: null };
            sourceObjects.set(value, ref);
        }
    }
    if (tagName?.startsWith('!!'))
        tagName = defaultTagPrefix + tagName.slice(2);
    let tagObj = findTagObject(value, tagName, schema.tags);
    if (!tagObj) {
        if (value && typeof value.toJSON === 'function') {
            // eslint-disable-next-line @typescript-eslint/no-unsafe-call
            value = value.toJSON();
        }
        if (!value || typeof value !== 'object') {
            const node = new Scalar.Scalar(value);
            if (ref)
                ref.node = node;
            return node;
        }
        tagObj =
            value instanceof Map
                ? schema[identity.MAP]
                : Symbol.iterator in Object(value)
                    ? schema[identity.SEQ]
                    : schema[identity.MAP];
    }
    if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
    }
    const node = tagObj?.createNode
        ? tagObj.createNode(ctx.schema, value, ctx)
        : typeof tagObj?.nodeClass?.from === 'function'
            ? tagObj.nodeClass.from(ctx.schema, value, ctx)
            : new Scalar.Scalar(value);
    if (tagName)
        node.tag = tagName;
    else if (!tagObj.default)
        node.tag = tagObj.tag;
    if (ref)
        ref.node = node;
    return node;
}

exports.createNode = createNode;


/***/ }),

/***/ 1342:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var visit = __nccwpck_require__(204);

const escapeChars = {
    '!': '%21',
    ',': '%2C',
    '[': '%5B',
    ']': '%5D',
    '{': '%7B',
    '}': '%7D'
};
const escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, ch => escapeChars[ch]);
class Directives {
    constructor(yaml, tags) {
        /**
         * The directives-end/doc-start marker `---`. If `null`, a marker may still be
         * included in the document's stringified representation.
         */
        this.docStart = null;
        /** The doc-end marker `...`.  */
        this.docEnd = false;
        this.yaml = Object.assign({}, Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, Directives.defaultTags, tags);
    }
    clone() {
        const copy = new Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
    }
    /**
     * During parsing, get a Directives instance for the current document and
     * update the stream state according to the current version's spec.
     */
    atDocument() {
        const res = new Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
            case '1.1':
                this.atNextDocument = true;
                break;
            case '1.2':
                this.atNextDocument = false;
                this.yaml = {
                    explicit: Directives.defaultYaml.explicit,
                    version: '1.2'
                };
                this.tags = Object.assign({}, Directives.defaultTags);
                break;
        }
        return res;
    }
    /**
     * @param onError - May be called even if the action was successful
     * @returns `true` on success
     */
    add(line, onError) {
        if (this.atNextDocument) {
            this.yaml = { explicit: Directives.defaultYaml.explicit, version: '1.1' };
            this.tags = Object.assign({}, Directives.defaultTags);
            this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
            case '%TAG': {
                if (parts.length !== 2) {
                    onError(0, '%TAG directive should contain exactly two parts');
                    if (parts.length < 2)
                        return false;
                }
                const [handle, prefix] = parts;
                this.tags[handle] = prefix;
                return true;
            }
            case '%YAML': {
                this.yaml.explicit = true;
                if (parts.length !== 1) {
                    onError(0, '%YAML directive should contain exactly one part');
                    return false;
                }
                const [version] = parts;
                if (version === '1.1' || version === '1.2') {
                    this.yaml.version = version;
                    return true;
                }
                else {
                    const isValid = /^\d+\.\d+$/.test(version);
                    onError(6, `Unsupported YAML version ${version}`, isValid);
                    return false;
                }
            }
            default:
                onError(0, `Unknown directive ${name}`, true);
                return false;
        }
    }
    /**
     * Resolves a tag, matching handles to those defined in %TAG directives.
     *
     * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
     *   `'!local'` tag, or `null` if unresolvable.
     */
    tagName(source, onError) {
        if (source === '!')
            return '!'; // non-specific tag
        if (source[0] !== '!') {
            onError(`Not a valid tag: ${source}`);
            return null;
        }
        if (source[1] === '<') {
            const verbatim = source.slice(2, -1);
            if (verbatim === '!' || verbatim === '!!') {
                onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
                return null;
            }
            if (source[source.length - 1] !== '>')
                onError('Verbatim tags must end with a >');
            return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
            onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
            try {
                return prefix + decodeURIComponent(suffix);
            }
            catch (error) {
                onError(String(error));
                return null;
            }
        }
        if (handle === '!')
            return source; // local tag
        onError(`Could not resolve tag: ${source}`);
        return null;
    }
    /**
     * Given a fully resolved tag, returns its printable string form,
     * taking into account current tag prefixes and defaults.
     */
    tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
            if (tag.startsWith(prefix))
                return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === '!' ? tag : `!<${tag}>`;
    }
    toString(doc) {
        const lines = this.yaml.explicit
            ? [`%YAML ${this.yaml.version || '1.2'}`]
            : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
            const tags = {};
            visit.visit(doc.contents, (_key, node) => {
                if (identity.isNode(node) && node.tag)
                    tags[node.tag] = true;
            });
            tagNames = Object.keys(tags);
        }
        else
            tagNames = [];
        for (const [handle, prefix] of tagEntries) {
            if (handle === '!!' && prefix === 'tag:yaml.org,2002:')
                continue;
            if (!doc || tagNames.some(tn => tn.startsWith(prefix)))
                lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join('\n');
    }
}
Directives.defaultYaml = { explicit: false, version: '1.2' };
Directives.defaultTags = { '!!': 'tag:yaml.org,2002:' };

exports.Directives = Directives;


/***/ }),

/***/ 1464:
/***/ ((__unused_webpack_module, exports) => {



class YAMLError extends Error {
    constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
    }
}
class YAMLParseError extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLParseError', pos, code, message);
    }
}
class YAMLWarning extends YAMLError {
    constructor(pos, code, message) {
        super('YAMLWarning', pos, code, message);
    }
}
const prettifyError = (src, lc) => (error) => {
    if (error.pos[0] === -1)
        return;
    error.linePos = error.pos.map(pos => lc.linePos(pos));
    const { line, col } = error.linePos[0];
    error.message += ` at line ${line}, column ${col}`;
    let ci = col - 1;
    let lineStr = src
        .substring(lc.lineStarts[line - 1], lc.lineStarts[line])
        .replace(/[\n\r]+$/, '');
    // Trim to max 80 chars, keeping col position near the middle
    if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = '…' + lineStr.substring(trimStart);
        ci -= trimStart - 1;
    }
    if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + '…';
    // Include previous line in context if pointing at line start
    if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        // Regexp won't match if start is trimmed
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
            prev = prev.substring(0, 79) + '…\n';
        lineStr = prev + lineStr;
    }
    if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
            count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = ' '.repeat(ci) + '^'.repeat(count);
        error.message += `:\n\n${lineStr}\n${pointer}\n`;
    }
};

exports.YAMLError = YAMLError;
exports.YAMLParseError = YAMLParseError;
exports.YAMLWarning = YAMLWarning;
exports.prettifyError = prettifyError;


/***/ }),

/***/ 8815:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var Schema = __nccwpck_require__(5840);
var errors = __nccwpck_require__(1464);
var Alias = __nccwpck_require__(4065);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);
var publicApi = __nccwpck_require__(4047);
var visit = __nccwpck_require__(204);



__webpack_unused_export__ = composer.Composer;
__webpack_unused_export__ = Document.Document;
__webpack_unused_export__ = Schema.Schema;
__webpack_unused_export__ = errors.YAMLError;
__webpack_unused_export__ = errors.YAMLParseError;
__webpack_unused_export__ = errors.YAMLWarning;
__webpack_unused_export__ = Alias.Alias;
exports.Vj = identity.isAlias;
exports.P3 = identity.isCollection;
__webpack_unused_export__ = identity.isDocument;
exports.jh = identity.isMap;
exports.Ll = identity.isNode;
exports.tO = identity.isPair;
exports.jn = identity.isScalar;
exports.oP = identity.isSeq;
__webpack_unused_export__ = Pair.Pair;
__webpack_unused_export__ = Scalar.Scalar;
__webpack_unused_export__ = YAMLMap.YAMLMap;
__webpack_unused_export__ = YAMLSeq.YAMLSeq;
__webpack_unused_export__ = cst;
__webpack_unused_export__ = lexer.Lexer;
exports.HN = lineCounter.LineCounter;
__webpack_unused_export__ = parser.Parser;
__webpack_unused_export__ = publicApi.parse;
__webpack_unused_export__ = publicApi.parseAllDocuments;
exports.Tp = publicApi.parseDocument;
__webpack_unused_export__ = publicApi.stringify;
__webpack_unused_export__ = visit.visit;
__webpack_unused_export__ = visit.visitAsync;


/***/ }),

/***/ 7249:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);

function debug(logLevel, ...messages) {
    if (logLevel === 'debug')
        console.log(...messages);
}
function warn(logLevel, warning) {
    if (logLevel === 'debug' || logLevel === 'warn') {
        if (typeof node_process.emitWarning === 'function')
            node_process.emitWarning(warning);
        else
            console.warn(warning);
    }
}

exports.debug = debug;
exports.warn = warn;


/***/ }),

/***/ 4065:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var visit = __nccwpck_require__(204);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

class Alias extends Node.NodeBase {
    constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, 'tag', {
            set() {
                throw new Error('Alias nodes cannot have tags');
            }
        });
    }
    /**
     * Resolve the value of this alias within `doc`, finding the last
     * instance of the `source` anchor before this node.
     */
    resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
            throw new ReferenceError('Alias resolution is disabled');
        let nodes;
        if (ctx?.aliasResolveCache) {
            nodes = ctx.aliasResolveCache;
        }
        else {
            nodes = [];
            visit.visit(doc, {
                Node: (_key, node) => {
                    if (identity.isAlias(node) || identity.hasAnchor(node))
                        nodes.push(node);
                }
            });
            if (ctx)
                ctx.aliasResolveCache = nodes;
        }
        let found = undefined;
        for (const node of nodes) {
            if (node === this)
                break;
            if (node.anchor === this.source)
                found = node;
        }
        if (found && ctx) {
            const { anchors, doc, maxAliasCount } = ctx;
            let data = anchors.get(found);
            if (!data) {
                // Resolve anchors for Node.prototype.toJS()
                toJS.toJS(found, null, ctx);
                data = anchors.get(found);
            }
            /* istanbul ignore if */
            if (data?.res === undefined) {
                const msg = 'This should not happen: Alias anchor was not resolved?';
                throw new ReferenceError(msg);
            }
            if (maxAliasCount >= 0) {
                data.count += 1;
                if (data.aliasCount === 0)
                    data.aliasCount = getAliasCount(doc, found, anchors);
                if (data.count * data.aliasCount > maxAliasCount) {
                    const msg = 'Excessive alias count indicates a resource exhaustion attack';
                    throw new ReferenceError(msg);
                }
            }
        }
        return found;
    }
    toJSON(_arg, ctx) {
        if (!ctx)
            return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
    }
    toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
            anchors.anchorIsValid(this.source);
            if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
                const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
                throw new Error(msg);
            }
            if (ctx.implicitKey)
                return `${src} `;
        }
        return src;
    }
}
function getAliasCount(doc, node, anchors) {
    if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors && source && anchors.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
    }
    else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
            const c = getAliasCount(doc, item, anchors);
            if (c > count)
                count = c;
        }
        return count;
    }
    else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors);
        const vc = getAliasCount(doc, node.value, anchors);
        return Math.max(kc, vc);
    }
    return 1;
}

exports.Alias = Alias;


/***/ }),

/***/ 101:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);

function collectionFromPath(schema, path, value) {
    let v = value;
    for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === 'number' && Number.isInteger(k) && k >= 0) {
            const a = [];
            a[k] = v;
            v = a;
        }
        else {
            v = new Map([[k, v]]);
        }
    }
    return createNode.createNode(v, undefined, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
            throw new Error('This should not happen, please report a bug.');
        },
        schema,
        sourceObjects: new Map()
    });
}
// Type guard is intentionally a little wrong so as to be more useful,
// as it does not cover untypable empty non-string iterables (e.g. []).
const isEmptyPath = (path) => path == null ||
    (typeof path === 'object' && !!path[Symbol.iterator]().next().done);
class Collection extends Node.NodeBase {
    constructor(type, schema) {
        super(type);
        Object.defineProperty(this, 'schema', {
            value: schema,
            configurable: true,
            enumerable: false,
            writable: true
        });
    }
    /**
     * Create a copy of this collection.
     *
     * @param schema - If defined, overwrites the original's schema
     */
    clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
            copy.schema = schema;
        copy.items = copy.items.map(it => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /**
     * Adds a value to the collection. For `!!map` and `!!omap` the value must
     * be a Pair instance or a `{ key, value }` object, which may not have a key
     * that already exists in the map.
     */
    addIn(path, value) {
        if (isEmptyPath(path))
            this.add(value);
        else {
            const [key, ...rest] = path;
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.addIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
    /**
     * Removes a value from the collection.
     * @returns `true` if the item was found and removed.
     */
    deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
            return node.deleteIn(rest);
        else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
    }
    /**
     * Returns item at `key`, or `undefined` if not found. By default unwraps
     * scalar values from their surrounding node; to disable set `keepScalar` to
     * `true` (collections are always returned intact).
     */
    getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
            return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
            return identity.isCollection(node) ? node.getIn(rest, keepScalar) : undefined;
    }
    hasAllNullValues(allowScalar) {
        return this.items.every(node => {
            if (!identity.isPair(node))
                return false;
            const n = node.value;
            return (n == null ||
                (allowScalar &&
                    identity.isScalar(n) &&
                    n.value == null &&
                    !n.commentBefore &&
                    !n.comment &&
                    !n.tag));
        });
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     */
    hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
            return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     */
    setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
            this.set(key, value);
        }
        else {
            const node = this.get(key, true);
            if (identity.isCollection(node))
                node.setIn(rest, value);
            else if (node === undefined && this.schema)
                this.set(key, collectionFromPath(this.schema, rest, value));
            else
                throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
    }
}

exports.Collection = Collection;
exports.collectionFromPath = collectionFromPath;
exports.isEmptyPath = isEmptyPath;


/***/ }),

/***/ 6673:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var applyReviver = __nccwpck_require__(3661);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

class NodeBase {
    constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
    }
    /** Create a copy of this node.  */
    clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
            copy.range = this.range.slice();
        return copy;
    }
    /** A plain JavaScript representation of this node. */
    toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
            throw new TypeError('A document argument is required');
        const ctx = {
            anchors: new Map(),
            doc,
            keep: true,
            mapAsMap: mapAsMap === true,
            mapKeyWarned: false,
            maxAliasCount: typeof maxAliasCount === 'number' ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, '', ctx);
        if (typeof onAnchor === 'function')
            for (const { count, res } of ctx.anchors.values())
                onAnchor(res, count);
        return typeof reviver === 'function'
            ? applyReviver.applyReviver(reviver, { '': res }, '', res)
            : res;
    }
}

exports.NodeBase = NodeBase;


/***/ }),

/***/ 7165:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyPair = __nccwpck_require__(9748);
var addPairToJSMap = __nccwpck_require__(7104);
var identity = __nccwpck_require__(1127);

function createPair(key, value, ctx) {
    const k = createNode.createNode(key, undefined, ctx);
    const v = createNode.createNode(value, undefined, ctx);
    return new Pair(k, v);
}
class Pair {
    constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
    }
    clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
            key = key.clone(schema);
        if (identity.isNode(value))
            value = value.clone(schema);
        return new Pair(key, value);
    }
    toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
    }
    toString(ctx, onComment, onChompKeep) {
        return ctx?.doc
            ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep)
            : JSON.stringify(this);
    }
}

exports.Pair = Pair;
exports.createPair = createPair;


/***/ }),

/***/ 3301:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Node = __nccwpck_require__(6673);
var toJS = __nccwpck_require__(4043);

const isScalarValue = (value) => !value || (typeof value !== 'function' && typeof value !== 'object');
class Scalar extends Node.NodeBase {
    constructor(value) {
        super(identity.SCALAR);
        this.value = value;
    }
    toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
    }
    toString() {
        return String(this.value);
    }
}
Scalar.BLOCK_FOLDED = 'BLOCK_FOLDED';
Scalar.BLOCK_LITERAL = 'BLOCK_LITERAL';
Scalar.PLAIN = 'PLAIN';
Scalar.QUOTE_DOUBLE = 'QUOTE_DOUBLE';
Scalar.QUOTE_SINGLE = 'QUOTE_SINGLE';

exports.Scalar = Scalar;
exports.isScalarValue = isScalarValue;


/***/ }),

/***/ 4454:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyCollection = __nccwpck_require__(1212);
var addPairToJSMap = __nccwpck_require__(7104);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);

function findPair(items, key) {
    const k = identity.isScalar(key) ? key.value : key;
    for (const it of items) {
        if (identity.isPair(it)) {
            if (it.key === key || it.key === k)
                return it;
            if (identity.isScalar(it.key) && it.key.value === k)
                return it;
        }
    }
    return undefined;
}
class YAMLMap extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:map';
    }
    constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
    }
    /**
     * A generic collection parsing method that can be extended
     * to other node classes that inherit from YAMLMap
     */
    static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
            if (typeof replacer === 'function')
                value = replacer.call(obj, key, value);
            else if (Array.isArray(replacer) && !replacer.includes(key))
                return;
            if (value !== undefined || keepUndefined)
                map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
            for (const [key, value] of obj)
                add(key, value);
        }
        else if (obj && typeof obj === 'object') {
            for (const key of Object.keys(obj))
                add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === 'function') {
            map.items.sort(schema.sortMapEntries);
        }
        return map;
    }
    /**
     * Adds a value to the collection.
     *
     * @param overwrite - If not set `true`, using a key that is already in the
     *   collection will throw. Otherwise, overwrites the previous value.
     */
    add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
            _pair = pair;
        else if (!pair || typeof pair !== 'object' || !('key' in pair)) {
            // In TypeScript, this never happens.
            _pair = new Pair.Pair(pair, pair?.value);
        }
        else
            _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
            if (!overwrite)
                throw new Error(`Key ${_pair.key} already set`);
            // For scalars, keep the old node & its comments and anchors
            if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
                prev.value.value = _pair.value;
            else
                prev.value = _pair.value;
        }
        else if (sortEntries) {
            const i = this.items.findIndex(item => sortEntries(_pair, item) < 0);
            if (i === -1)
                this.items.push(_pair);
            else
                this.items.splice(i, 0, _pair);
        }
        else {
            this.items.push(_pair);
        }
    }
    delete(key) {
        const it = findPair(this.items, key);
        if (!it)
            return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? undefined;
    }
    has(key) {
        return !!findPair(this.items, key);
    }
    set(key, value) {
        this.add(new Pair.Pair(key, value), true);
    }
    /**
     * @param ctx - Conversion context, originally set in Document#toJS()
     * @param {Class} Type - If set, forces the returned collection type
     * @returns Instance of Type, Map, or Object
     */
    toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? new Map() : {};
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const item of this.items)
            addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        for (const item of this.items) {
            if (!identity.isPair(item))
                throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
            ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '',
            flowChars: { start: '{', end: '}' },
            itemIndent: ctx.indent || '',
            onChompKeep,
            onComment
        });
    }
}

exports.YAMLMap = YAMLMap;
exports.findPair = findPair;


/***/ }),

/***/ 2223:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var createNode = __nccwpck_require__(2404);
var stringifyCollection = __nccwpck_require__(1212);
var Collection = __nccwpck_require__(101);
var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var toJS = __nccwpck_require__(4043);

class YAMLSeq extends Collection.Collection {
    static get tagName() {
        return 'tag:yaml.org,2002:seq';
    }
    constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
    }
    add(value) {
        this.items.push(value);
    }
    /**
     * Removes a value from the collection.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     *
     * @returns `true` if the item was found and removed.
     */
    delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
    }
    get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            return undefined;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
    }
    /**
     * Checks if the collection includes a value with the key `key`.
     *
     * `key` must contain a representation of an integer for this to succeed.
     * It may be wrapped in a `Scalar`.
     */
    has(key) {
        const idx = asItemIndex(key);
        return typeof idx === 'number' && idx < this.items.length;
    }
    /**
     * Sets a value in this collection. For `!!set`, `value` needs to be a
     * boolean to add/remove the item from the set.
     *
     * If `key` does not contain a representation of an integer, this will throw.
     * It may be wrapped in a `Scalar`.
     */
    set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== 'number')
            throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
            prev.value = value;
        else
            this.items[idx] = value;
    }
    toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
            ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
            seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
            blockItemPrefix: '- ',
            flowChars: { start: '[', end: ']' },
            itemIndent: (ctx.indent || '') + '  ',
            onChompKeep,
            onComment
        });
    }
    static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
            let i = 0;
            for (let it of obj) {
                if (typeof replacer === 'function') {
                    const key = obj instanceof Set ? it : String(i++);
                    it = replacer.call(obj, key, it);
                }
                seq.items.push(createNode.createNode(it, undefined, ctx));
            }
        }
        return seq;
    }
}
function asItemIndex(key) {
    let idx = identity.isScalar(key) ? key.value : key;
    if (idx && typeof idx === 'string')
        idx = Number(idx);
    return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0
        ? idx
        : null;
}

exports.YAMLSeq = YAMLSeq;


/***/ }),

/***/ 7104:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var log = __nccwpck_require__(7249);
var merge = __nccwpck_require__(452);
var stringify = __nccwpck_require__(2148);
var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);

function addPairToJSMap(ctx, map, { key, value }) {
    if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
    // TODO: Should drop this special case for bare << handling
    else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
    else {
        const jsKey = toJS.toJS(key, '', ctx);
        if (map instanceof Map) {
            map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        }
        else if (map instanceof Set) {
            map.add(jsKey);
        }
        else {
            const stringKey = stringifyKey(key, jsKey, ctx);
            const jsValue = toJS.toJS(value, stringKey, ctx);
            if (stringKey in map)
                Object.defineProperty(map, stringKey, {
                    value: jsValue,
                    writable: true,
                    enumerable: true,
                    configurable: true
                });
            else
                map[stringKey] = jsValue;
        }
    }
    return map;
}
function stringifyKey(key, jsKey, ctx) {
    if (jsKey === null)
        return '';
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (typeof jsKey !== 'object')
        return String(jsKey);
    if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = new Set();
        for (const node of ctx.anchors.keys())
            strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
            let jsonStr = JSON.stringify(strKey);
            if (jsonStr.length > 40)
                jsonStr = jsonStr.substring(0, 36) + '..."';
            log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
            ctx.mapKeyWarned = true;
        }
        return strKey;
    }
    return JSON.stringify(jsKey);
}

exports.addPairToJSMap = addPairToJSMap;


/***/ }),

/***/ 1127:
/***/ ((__unused_webpack_module, exports) => {



const ALIAS = Symbol.for('yaml.alias');
const DOC = Symbol.for('yaml.document');
const MAP = Symbol.for('yaml.map');
const PAIR = Symbol.for('yaml.pair');
const SCALAR = Symbol.for('yaml.scalar');
const SEQ = Symbol.for('yaml.seq');
const NODE_TYPE = Symbol.for('yaml.node.type');
const isAlias = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === ALIAS;
const isDocument = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === DOC;
const isMap = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === MAP;
const isPair = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === PAIR;
const isScalar = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SCALAR;
const isSeq = (node) => !!node && typeof node === 'object' && node[NODE_TYPE] === SEQ;
function isCollection(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case MAP:
            case SEQ:
                return true;
        }
    return false;
}
function isNode(node) {
    if (node && typeof node === 'object')
        switch (node[NODE_TYPE]) {
            case ALIAS:
            case MAP:
            case SCALAR:
            case SEQ:
                return true;
        }
    return false;
}
const hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;

exports.ALIAS = ALIAS;
exports.DOC = DOC;
exports.MAP = MAP;
exports.NODE_TYPE = NODE_TYPE;
exports.PAIR = PAIR;
exports.SCALAR = SCALAR;
exports.SEQ = SEQ;
exports.hasAnchor = hasAnchor;
exports.isAlias = isAlias;
exports.isCollection = isCollection;
exports.isDocument = isDocument;
exports.isMap = isMap;
exports.isNode = isNode;
exports.isPair = isPair;
exports.isScalar = isScalar;
exports.isSeq = isSeq;


/***/ }),

/***/ 4043:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

/**
 * Recursively convert any node or its contents to native JavaScript
 *
 * @param value - The input value
 * @param arg - If `value` defines a `toJSON()` method, use this
 *   as its first argument
 * @param ctx - Conversion context, originally set in Document#toJS(). If
 *   `{ keep: true }` is not set, output should be suitable for JSON
 *   stringification.
 */
function toJS(value, arg, ctx) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
    if (value && typeof value.toJSON === 'function') {
        // eslint-disable-next-line @typescript-eslint/no-unsafe-call
        if (!ctx || !identity.hasAnchor(value))
            return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: undefined };
        ctx.anchors.set(value, data);
        ctx.onCreate = res => {
            data.res = res;
            delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
            ctx.onCreate(res);
        return res;
    }
    if (typeof value === 'bigint' && !ctx?.keep)
        return Number(value);
    return value;
}

exports.toJS = toJS;


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var resolveBlockScalar = __nccwpck_require__(8913);
var resolveFlowScalar = __nccwpck_require__(6842);
var errors = __nccwpck_require__(1464);
var stringifyString = __nccwpck_require__(3069);

function resolveAsScalar(token, strict = true, onError) {
    if (token) {
        const _onError = (pos, code, message) => {
            const offset = typeof pos === 'number' ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
            if (onError)
                onError(offset, code, message);
            else
                throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
            case 'block-scalar':
                return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
    }
    return null;
}
/**
 * Create a new scalar token with `value`
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.end Comments and whitespace after the end of the value, or after the block scalar header. If undefined, a newline will be added.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.indent The indent level of the token.
 * @param context.inFlow Is this scalar within a flow collection? This may affect the resolved type of the token's value.
 * @param context.offset The offset position of the token.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function createScalarToken(value, context) {
    const { implicitKey = false, indent, inFlow = false, offset = -1, type = 'PLAIN' } = context;
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    const end = context.end ?? [
        { type: 'newline', offset: -1, indent, source: '\n' }
    ];
    switch (source[0]) {
        case '|':
        case '>': {
            const he = source.indexOf('\n');
            const head = source.substring(0, he);
            const body = source.substring(he + 1) + '\n';
            const props = [
                { type: 'block-scalar-header', offset, indent, source: head }
            ];
            if (!addEndtoBlockProps(props, end))
                props.push({ type: 'newline', offset: -1, indent, source: '\n' });
            return { type: 'block-scalar', offset, indent, props, source: body };
        }
        case '"':
            return { type: 'double-quoted-scalar', offset, indent, source, end };
        case "'":
            return { type: 'single-quoted-scalar', offset, indent, source, end };
        default:
            return { type: 'scalar', offset, indent, source, end };
    }
}
/**
 * Set the value of `token` to the given string `value`, overwriting any previous contents and type that it may have.
 *
 * Best efforts are made to retain any comments previously associated with the `token`,
 * though all contents within a collection's `items` will be overwritten.
 *
 * Values that represent an actual string but may be parsed as a different type should use a `type` other than `'PLAIN'`,
 * as this function does not support any schema operations and won't check for such conflicts.
 *
 * @param token Any token. If it does not include an `indent` value, the value will be stringified as if it were an implicit key.
 * @param value The string representation of the value, which will have its content properly indented.
 * @param context.afterKey In most cases, values after a key should have an additional level of indentation.
 * @param context.implicitKey Being within an implicit key may affect the resolved type of the token's value.
 * @param context.inFlow Being within a flow collection may affect the resolved type of the token's value.
 * @param context.type The preferred type of the scalar token. If undefined, the previous type of the `token` will be used, defaulting to `'PLAIN'`.
 */
function setScalarValue(token, value, context = {}) {
    let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
    let indent = 'indent' in token ? token.indent : null;
    if (afterKey && typeof indent === 'number')
        indent += 2;
    if (!type)
        switch (token.type) {
            case 'single-quoted-scalar':
                type = 'QUOTE_SINGLE';
                break;
            case 'double-quoted-scalar':
                type = 'QUOTE_DOUBLE';
                break;
            case 'block-scalar': {
                const header = token.props[0];
                if (header.type !== 'block-scalar-header')
                    throw new Error('Invalid block scalar header');
                type = header.source[0] === '>' ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
                break;
            }
            default:
                type = 'PLAIN';
        }
    const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? ' '.repeat(indent) : '',
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
    });
    switch (source[0]) {
        case '|':
        case '>':
            setBlockScalarValue(token, source);
            break;
        case '"':
            setFlowScalarValue(token, source, 'double-quoted-scalar');
            break;
        case "'":
            setFlowScalarValue(token, source, 'single-quoted-scalar');
            break;
        default:
            setFlowScalarValue(token, source, 'scalar');
    }
}
function setBlockScalarValue(token, source) {
    const he = source.indexOf('\n');
    const head = source.substring(0, he);
    const body = source.substring(he + 1) + '\n';
    if (token.type === 'block-scalar') {
        const header = token.props[0];
        if (header.type !== 'block-scalar-header')
            throw new Error('Invalid block scalar header');
        header.source = head;
        token.source = body;
    }
    else {
        const { offset } = token;
        const indent = 'indent' in token ? token.indent : -1;
        const props = [
            { type: 'block-scalar-header', offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, 'end' in token ? token.end : undefined))
            props.push({ type: 'newline', offset: -1, indent, source: '\n' });
        for (const key of Object.keys(token))
            if (key !== 'type' && key !== 'offset')
                delete token[key];
        Object.assign(token, { type: 'block-scalar', indent, props, source: body });
    }
}
/** @returns `true` if last token is a newline */
function addEndtoBlockProps(props, end) {
    if (end)
        for (const st of end)
            switch (st.type) {
                case 'space':
                case 'comment':
                    props.push(st);
                    break;
                case 'newline':
                    props.push(st);
                    return true;
            }
    return false;
}
function setFlowScalarValue(token, source, type) {
    switch (token.type) {
        case 'scalar':
        case 'double-quoted-scalar':
        case 'single-quoted-scalar':
            token.type = type;
            token.source = source;
            break;
        case 'block-scalar': {
            const end = token.props.slice(1);
            let oa = source.length;
            if (token.props[0].type === 'block-scalar-header')
                oa -= token.props[0].source.length;
            for (const tok of end)
                tok.offset += oa;
            delete token.props;
            Object.assign(token, { type, source, end });
            break;
        }
        case 'block-map':
        case 'block-seq': {
            const offset = token.offset + source.length;
            const nl = { type: 'newline', offset, indent: token.indent, source: '\n' };
            delete token.items;
            Object.assign(token, { type, source, end: [nl] });
            break;
        }
        default: {
            const indent = 'indent' in token ? token.indent : -1;
            const end = 'end' in token && Array.isArray(token.end)
                ? token.end.filter(st => st.type === 'space' ||
                    st.type === 'comment' ||
                    st.type === 'newline')
                : [];
            for (const key of Object.keys(token))
                if (key !== 'type' && key !== 'offset')
                    delete token[key];
            Object.assign(token, { type, indent, source, end });
        }
    }
}

exports.createScalarToken = createScalarToken;
exports.resolveAsScalar = resolveAsScalar;
exports.setScalarValue = setScalarValue;


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringify a CST document, token, or collection item
 *
 * Fair warning: This applies no validation whatsoever, and
 * simply concatenates the sources in their logical order.
 */
const stringify = (cst) => 'type' in cst ? stringifyToken(cst) : stringifyItem(cst);
function stringifyToken(token) {
    switch (token.type) {
        case 'block-scalar': {
            let res = '';
            for (const tok of token.props)
                res += stringifyToken(tok);
            return res + token.source;
        }
        case 'block-map':
        case 'block-seq': {
            let res = '';
            for (const item of token.items)
                res += stringifyItem(item);
            return res;
        }
        case 'flow-collection': {
            let res = token.start.source;
            for (const item of token.items)
                res += stringifyItem(item);
            for (const st of token.end)
                res += st.source;
            return res;
        }
        case 'document': {
            let res = stringifyItem(token);
            if (token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
        default: {
            let res = token.source;
            if ('end' in token && token.end)
                for (const st of token.end)
                    res += st.source;
            return res;
        }
    }
}
function stringifyItem({ start, key, sep, value }) {
    let res = '';
    for (const st of start)
        res += st.source;
    if (key)
        res += stringifyToken(key);
    if (sep)
        for (const st of sep)
            res += st.source;
    if (value)
        res += stringifyToken(value);
    return res;
}

exports.stringify = stringify;


/***/ }),

/***/ 7715:
/***/ ((__unused_webpack_module, exports) => {



const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove item');
/**
 * Apply a visitor to a CST document or item.
 *
 * Walks through the tree (depth-first) starting from the root, calling a
 * `visitor` function with two arguments when entering each item:
 *   - `item`: The current item, which included the following members:
 *     - `start: SourceToken[]` – Source tokens before the key or value,
 *       possibly including its anchor or tag.
 *     - `key?: Token | null` – Set for pair values. May then be `null`, if
 *       the key before the `:` separator is empty.
 *     - `sep?: SourceToken[]` – Source tokens between the key and the value,
 *       which should include the `:` map value indicator if `value` is set.
 *     - `value?: Token` – The value of a sequence item, or of a map pair.
 *   - `path`: The steps from the root to the current node, as an array of
 *     `['key' | 'value', number]` tuples.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this token, continue with
 *      next sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current item, then continue with the next one
 *   - `number`: Set the index of the next step. This is useful especially if
 *     the index of the current token has changed.
 *   - `function`: Define the next visitor for this item. After the original
 *     visitor is called on item entry, next visitors are called after handling
 *     a non-empty `key` and when exiting the item.
 */
function visit(cst, visitor) {
    if ('type' in cst && cst.type === 'document')
        cst = { start: cst.start, value: cst.value };
    _visit(Object.freeze([]), cst, visitor);
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current item */
visit.SKIP = SKIP;
/** Remove the current item */
visit.REMOVE = REMOVE;
/** Find the item at `path` from `cst` as the root */
visit.itemAtPath = (cst, path) => {
    let item = cst;
    for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && 'items' in tok) {
            item = tok.items[index];
        }
        else
            return undefined;
    }
    return item;
};
/**
 * Get the immediate parent collection of the item at `path` from `cst` as the root.
 *
 * Throws an error if the collection is not found, which should never happen if the item itself exists.
 */
visit.parentCollection = (cst, path) => {
    const parent = visit.itemAtPath(cst, path.slice(0, -1));
    const field = path[path.length - 1][0];
    const coll = parent?.[field];
    if (coll && 'items' in coll)
        return coll;
    throw new Error('Parent collection not found');
};
function _visit(path, item, visitor) {
    let ctrl = visitor(item, path);
    if (typeof ctrl === 'symbol')
        return ctrl;
    for (const field of ['key', 'value']) {
        const token = item[field];
        if (token && 'items' in token) {
            for (let i = 0; i < token.items.length; ++i) {
                const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    token.items.splice(i, 1);
                    i -= 1;
                }
            }
            if (typeof ctrl === 'function' && field === 'key')
                ctrl = ctrl(item, path);
        }
    }
    return typeof ctrl === 'function' ? ctrl(item, path) : ctrl;
}

exports.visit = visit;


/***/ }),

/***/ 3461:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cstScalar = __nccwpck_require__(110);
var cstStringify = __nccwpck_require__(1733);
var cstVisit = __nccwpck_require__(7715);

/** The byte order mark */
const BOM = '\u{FEFF}';
/** Start of doc-mode */
const DOCUMENT = '\x02'; // C0: Start of Text
/** Unexpected end of flow-mode */
const FLOW_END = '\x18'; // C0: Cancel
/** Next token is a scalar value */
const SCALAR = '\x1f'; // C0: Unit Separator
/** @returns `true` if `token` is a flow or block collection */
const isCollection = (token) => !!token && 'items' in token;
/** @returns `true` if `token` is a flow or block scalar; not an alias */
const isScalar = (token) => !!token &&
    (token.type === 'scalar' ||
        token.type === 'single-quoted-scalar' ||
        token.type === 'double-quoted-scalar' ||
        token.type === 'block-scalar');
/* istanbul ignore next */
/** Get a printable representation of a lexer token */
function prettyToken(token) {
    switch (token) {
        case BOM:
            return '<BOM>';
        case DOCUMENT:
            return '<DOC>';
        case FLOW_END:
            return '<FLOW_END>';
        case SCALAR:
            return '<SCALAR>';
        default:
            return JSON.stringify(token);
    }
}
/** Identify the type of a lexer token. May return `null` for unknown tokens. */
function tokenType(source) {
    switch (source) {
        case BOM:
            return 'byte-order-mark';
        case DOCUMENT:
            return 'doc-mode';
        case FLOW_END:
            return 'flow-error-end';
        case SCALAR:
            return 'scalar';
        case '---':
            return 'doc-start';
        case '...':
            return 'doc-end';
        case '':
        case '\n':
        case '\r\n':
            return 'newline';
        case '-':
            return 'seq-item-ind';
        case '?':
            return 'explicit-key-ind';
        case ':':
            return 'map-value-ind';
        case '{':
            return 'flow-map-start';
        case '}':
            return 'flow-map-end';
        case '[':
            return 'flow-seq-start';
        case ']':
            return 'flow-seq-end';
        case ',':
            return 'comma';
    }
    switch (source[0]) {
        case ' ':
        case '\t':
            return 'space';
        case '#':
            return 'comment';
        case '%':
            return 'directive-line';
        case '*':
            return 'alias';
        case '&':
            return 'anchor';
        case '!':
            return 'tag';
        case "'":
            return 'single-quoted-scalar';
        case '"':
            return 'double-quoted-scalar';
        case '|':
        case '>':
            return 'block-scalar-header';
    }
    return null;
}

exports.createScalarToken = cstScalar.createScalarToken;
exports.resolveAsScalar = cstScalar.resolveAsScalar;
exports.setScalarValue = cstScalar.setScalarValue;
exports.stringify = cstStringify.stringify;
exports.visit = cstVisit.visit;
exports.BOM = BOM;
exports.DOCUMENT = DOCUMENT;
exports.FLOW_END = FLOW_END;
exports.SCALAR = SCALAR;
exports.isCollection = isCollection;
exports.isScalar = isScalar;
exports.prettyToken = prettyToken;
exports.tokenType = tokenType;


/***/ }),

/***/ 361:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var cst = __nccwpck_require__(3461);

/*
START -> stream

stream
  directive -> line-end -> stream
  indent + line-end -> stream
  [else] -> line-start

line-end
  comment -> line-end
  newline -> .
  input-end -> END

line-start
  doc-start -> doc
  doc-end -> stream
  [else] -> indent -> block-start

block-start
  seq-item-start -> block-start
  explicit-key-start -> block-start
  map-value-start -> block-start
  [else] -> doc

doc
  line-end -> line-start
  spaces -> doc
  anchor -> doc
  tag -> doc
  flow-start -> flow -> doc
  flow-end -> error -> doc
  seq-item-start -> error -> doc
  explicit-key-start -> error -> doc
  map-value-start -> doc
  alias -> doc
  quote-start -> quoted-scalar -> doc
  block-scalar-header -> line-end -> block-scalar(min) -> line-start
  [else] -> plain-scalar(false, min) -> doc

flow
  line-end -> flow
  spaces -> flow
  anchor -> flow
  tag -> flow
  flow-start -> flow -> flow
  flow-end -> .
  seq-item-start -> error -> flow
  explicit-key-start -> flow
  map-value-start -> flow
  alias -> flow
  quote-start -> quoted-scalar -> flow
  comma -> flow
  [else] -> plain-scalar(true, 0) -> flow

quoted-scalar
  quote-end -> .
  [else] -> quoted-scalar

block-scalar(min)
  newline + peek(indent < min) -> .
  [else] -> block-scalar(min)

plain-scalar(is-flow, min)
  scalar-end(is-flow) -> .
  peek(newline + (indent < min)) -> .
  [else] -> plain-scalar(min)
*/
function isEmpty(ch) {
    switch (ch) {
        case undefined:
        case ' ':
        case '\n':
        case '\r':
        case '\t':
            return true;
        default:
            return false;
    }
}
const hexDigits = new Set('0123456789ABCDEFabcdef');
const tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
const flowIndicatorChars = new Set(',[]{}');
const invalidAnchorChars = new Set(' ,[]{}\n\r\t');
const isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
/**
 * Splits an input string into lexical tokens, i.e. smaller strings that are
 * easily identifiable by `tokens.tokenType()`.
 *
 * Lexing starts always in a "stream" context. Incomplete input may be buffered
 * until a complete token can be emitted.
 *
 * In addition to slices of the original input, the following control characters
 * may also be emitted:
 *
 * - `\x02` (Start of Text): A document starts with the next token
 * - `\x18` (Cancel): Unexpected end of flow-mode (indicates an error)
 * - `\x1f` (Unit Separator): Next token is a scalar value
 * - `\u{FEFF}` (Byte order mark): Emitted separately outside documents
 */
class Lexer {
    constructor() {
        /**
         * Flag indicating whether the end of the current buffer marks the end of
         * all input
         */
        this.atEnd = false;
        /**
         * Explicit indent set in block scalar header, as an offset from the current
         * minimum indent, so e.g. set to 1 from a header `|2+`. Set to -1 if not
         * explicitly set.
         */
        this.blockScalarIndent = -1;
        /**
         * Block scalars that include a + (keep) chomping indicator in their header
         * include trailing empty lines, which are otherwise excluded from the
         * scalar's contents.
         */
        this.blockScalarKeep = false;
        /** Current input */
        this.buffer = '';
        /**
         * Flag noting whether the map value indicator : can immediately follow this
         * node within a flow context.
         */
        this.flowKey = false;
        /** Count of surrounding flow collection levels. */
        this.flowLevel = 0;
        /**
         * Minimum level of indentation required for next lines to be parsed as a
         * part of the current scalar value.
         */
        this.indentNext = 0;
        /** Indentation level of the current line. */
        this.indentValue = 0;
        /** Position of the next \n character. */
        this.lineEndPos = null;
        /** Stores the state of the lexer if reaching the end of incpomplete input */
        this.next = null;
        /** A pointer to `buffer`; the current position of the lexer. */
        this.pos = 0;
    }
    /**
     * Generate YAML tokens from the `source` string. If `incomplete`,
     * a part of the last line may be left as a buffer for the next call.
     *
     * @returns A generator of lexical tokens
     */
    *lex(source, incomplete = false) {
        if (source) {
            if (typeof source !== 'string')
                throw TypeError('source is not a string');
            this.buffer = this.buffer ? this.buffer + source : source;
            this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? 'stream';
        while (next && (incomplete || this.hasChars(1)))
            next = yield* this.parseNext(next);
    }
    atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === ' ' || ch === '\t')
            ch = this.buffer[++i];
        if (!ch || ch === '#' || ch === '\n')
            return true;
        if (ch === '\r')
            return this.buffer[i + 1] === '\n';
        return false;
    }
    charAt(n) {
        return this.buffer[this.pos + n];
    }
    continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
            let indent = 0;
            while (ch === ' ')
                ch = this.buffer[++indent + offset];
            if (ch === '\r') {
                const next = this.buffer[indent + offset + 1];
                if (next === '\n' || (!next && !this.atEnd))
                    return offset + indent + 1;
            }
            return ch === '\n' || indent >= this.indentNext || (!ch && !this.atEnd)
                ? offset + indent
                : -1;
        }
        if (ch === '-' || ch === '.') {
            const dt = this.buffer.substr(offset, 3);
            if ((dt === '---' || dt === '...') && isEmpty(this.buffer[offset + 3]))
                return -1;
        }
        return offset;
    }
    getLine() {
        let end = this.lineEndPos;
        if (typeof end !== 'number' || (end !== -1 && end < this.pos)) {
            end = this.buffer.indexOf('\n', this.pos);
            this.lineEndPos = end;
        }
        if (end === -1)
            return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === '\r')
            end -= 1;
        return this.buffer.substring(this.pos, end);
    }
    hasChars(n) {
        return this.pos + n <= this.buffer.length;
    }
    setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
    }
    peek(n) {
        return this.buffer.substr(this.pos, n);
    }
    *parseNext(next) {
        switch (next) {
            case 'stream':
                return yield* this.parseStream();
            case 'line-start':
                return yield* this.parseLineStart();
            case 'block-start':
                return yield* this.parseBlockStart();
            case 'doc':
                return yield* this.parseDocument();
            case 'flow':
                return yield* this.parseFlowCollection();
            case 'quoted-scalar':
                return yield* this.parseQuotedScalar();
            case 'block-scalar':
                return yield* this.parseBlockScalar();
            case 'plain-scalar':
                return yield* this.parsePlainScalar();
        }
    }
    *parseStream() {
        let line = this.getLine();
        if (line === null)
            return this.setNext('stream');
        if (line[0] === cst.BOM) {
            yield* this.pushCount(1);
            line = line.substring(1);
        }
        if (line[0] === '%') {
            let dirEnd = line.length;
            let cs = line.indexOf('#');
            while (cs !== -1) {
                const ch = line[cs - 1];
                if (ch === ' ' || ch === '\t') {
                    dirEnd = cs - 1;
                    break;
                }
                else {
                    cs = line.indexOf('#', cs + 1);
                }
            }
            while (true) {
                const ch = line[dirEnd - 1];
                if (ch === ' ' || ch === '\t')
                    dirEnd -= 1;
                else
                    break;
            }
            const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
            yield* this.pushCount(line.length - n); // possible comment
            this.pushNewline();
            return 'stream';
        }
        if (this.atLineEnd()) {
            const sp = yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - sp);
            yield* this.pushNewline();
            return 'stream';
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
    }
    *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
            return this.setNext('line-start');
        if (ch === '-' || ch === '.') {
            if (!this.atEnd && !this.hasChars(4))
                return this.setNext('line-start');
            const s = this.peek(3);
            if ((s === '---' || s === '...') && isEmpty(this.charAt(3))) {
                yield* this.pushCount(3);
                this.indentValue = 0;
                this.indentNext = 0;
                return s === '---' ? 'doc' : 'stream';
            }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
            this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
    }
    *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
            return this.setNext('block-start');
        if ((ch0 === '-' || ch0 === '?' || ch0 === ':') && isEmpty(ch1)) {
            const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
            this.indentNext = this.indentValue + 1;
            this.indentValue += n;
            return 'block-start';
        }
        return 'doc';
    }
    *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
            return this.setNext('doc');
        let n = yield* this.pushIndicators();
        switch (line[n]) {
            case '#':
                yield* this.pushCount(line.length - n);
            // fallthrough
            case undefined:
                yield* this.pushNewline();
                return yield* this.parseLineStart();
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel = 1;
                return 'flow';
            case '}':
            case ']':
                // this is an error
                yield* this.pushCount(1);
                return 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'doc';
            case '"':
            case "'":
                return yield* this.parseQuotedScalar();
            case '|':
            case '>':
                n += yield* this.parseBlockScalarHeader();
                n += yield* this.pushSpaces(true);
                yield* this.pushCount(line.length - n);
                yield* this.pushNewline();
                return yield* this.parseBlockScalar();
            default:
                return yield* this.parsePlainScalar();
        }
    }
    *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
            nl = yield* this.pushNewline();
            if (nl > 0) {
                sp = yield* this.pushSpaces(false);
                this.indentValue = indent = sp;
            }
            else {
                sp = 0;
            }
            sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
            return this.setNext('flow');
        if ((indent !== -1 && indent < this.indentNext && line[0] !== '#') ||
            (indent === 0 &&
                (line.startsWith('---') || line.startsWith('...')) &&
                isEmpty(line[3]))) {
            // Allowing for the terminal ] or } at the same (rather than greater)
            // indent level as the initial [ or { is technically invalid, but
            // failing here would be surprising to users.
            const atFlowEndMarker = indent === this.indentNext - 1 &&
                this.flowLevel === 1 &&
                (line[0] === ']' || line[0] === '}');
            if (!atFlowEndMarker) {
                // this is an error
                this.flowLevel = 0;
                yield cst.FLOW_END;
                return yield* this.parseLineStart();
            }
        }
        let n = 0;
        while (line[n] === ',') {
            n += yield* this.pushCount(1);
            n += yield* this.pushSpaces(true);
            this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
            case undefined:
                return 'flow';
            case '#':
                yield* this.pushCount(line.length - n);
                return 'flow';
            case '{':
            case '[':
                yield* this.pushCount(1);
                this.flowKey = false;
                this.flowLevel += 1;
                return 'flow';
            case '}':
            case ']':
                yield* this.pushCount(1);
                this.flowKey = true;
                this.flowLevel -= 1;
                return this.flowLevel ? 'flow' : 'doc';
            case '*':
                yield* this.pushUntil(isNotAnchorChar);
                return 'flow';
            case '"':
            case "'":
                this.flowKey = true;
                return yield* this.parseQuotedScalar();
            case ':': {
                const next = this.charAt(1);
                if (this.flowKey || isEmpty(next) || next === ',') {
                    this.flowKey = false;
                    yield* this.pushCount(1);
                    yield* this.pushSpaces(true);
                    return 'flow';
                }
            }
            // fallthrough
            default:
                this.flowKey = false;
                return yield* this.parsePlainScalar();
        }
    }
    *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
            while (end !== -1 && this.buffer[end + 1] === "'")
                end = this.buffer.indexOf("'", end + 2);
        }
        else {
            // double-quote
            while (end !== -1) {
                let n = 0;
                while (this.buffer[end - 1 - n] === '\\')
                    n += 1;
                if (n % 2 === 0)
                    break;
                end = this.buffer.indexOf('"', end + 1);
            }
        }
        // Only looking for newlines within the quotes
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf('\n', this.pos);
        if (nl !== -1) {
            while (nl !== -1) {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = qb.indexOf('\n', cs);
            }
            if (nl !== -1) {
                // this is an error caused by an unexpected unindent
                end = nl - (qb[nl - 1] === '\r' ? 2 : 1);
            }
        }
        if (end === -1) {
            if (!this.atEnd)
                return this.setNext('quoted-scalar');
            end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? 'flow' : 'doc';
    }
    *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
            const ch = this.buffer[++i];
            if (ch === '+')
                this.blockScalarKeep = true;
            else if (ch > '0' && ch <= '9')
                this.blockScalarIndent = Number(ch) - 1;
            else if (ch !== '-')
                break;
        }
        return yield* this.pushUntil(ch => isEmpty(ch) || ch === '#');
    }
    *parseBlockScalar() {
        let nl = this.pos - 1; // may be -1 if this.pos === 0
        let indent = 0;
        let ch;
        loop: for (let i = this.pos; (ch = this.buffer[i]); ++i) {
            switch (ch) {
                case ' ':
                    indent += 1;
                    break;
                case '\n':
                    nl = i;
                    indent = 0;
                    break;
                case '\r': {
                    const next = this.buffer[i + 1];
                    if (!next && !this.atEnd)
                        return this.setNext('block-scalar');
                    if (next === '\n')
                        break;
                } // fallthrough
                default:
                    break loop;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('block-scalar');
        if (indent >= this.indentNext) {
            if (this.blockScalarIndent === -1)
                this.indentNext = indent;
            else {
                this.indentNext =
                    this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
            }
            do {
                const cs = this.continueScalar(nl + 1);
                if (cs === -1)
                    break;
                nl = this.buffer.indexOf('\n', cs);
            } while (nl !== -1);
            if (nl === -1) {
                if (!this.atEnd)
                    return this.setNext('block-scalar');
                nl = this.buffer.length;
            }
        }
        // Trailing insufficiently indented tabs are invalid.
        // To catch that during parsing, we include them in the block scalar value.
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === ' ')
            ch = this.buffer[++i];
        if (ch === '\t') {
            while (ch === '\t' || ch === ' ' || ch === '\r' || ch === '\n')
                ch = this.buffer[++i];
            nl = i - 1;
        }
        else if (!this.blockScalarKeep) {
            do {
                let i = nl - 1;
                let ch = this.buffer[i];
                if (ch === '\r')
                    ch = this.buffer[--i];
                const lastChar = i; // Drop the line if last char not more indented
                while (ch === ' ')
                    ch = this.buffer[--i];
                if (ch === '\n' && i >= this.pos && i + 1 + indent > lastChar)
                    nl = i;
                else
                    break;
            } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
    }
    *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while ((ch = this.buffer[++i])) {
            if (ch === ':') {
                const next = this.buffer[i + 1];
                if (isEmpty(next) || (inFlow && flowIndicatorChars.has(next)))
                    break;
                end = i;
            }
            else if (isEmpty(ch)) {
                let next = this.buffer[i + 1];
                if (ch === '\r') {
                    if (next === '\n') {
                        i += 1;
                        ch = '\n';
                        next = this.buffer[i + 1];
                    }
                    else
                        end = i;
                }
                if (next === '#' || (inFlow && flowIndicatorChars.has(next)))
                    break;
                if (ch === '\n') {
                    const cs = this.continueScalar(i + 1);
                    if (cs === -1)
                        break;
                    i = Math.max(i, cs - 2); // to advance, but still account for ' #'
                }
            }
            else {
                if (inFlow && flowIndicatorChars.has(ch))
                    break;
                end = i;
            }
        }
        if (!ch && !this.atEnd)
            return this.setNext('plain-scalar');
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? 'flow' : 'doc';
    }
    *pushCount(n) {
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos += n;
            return n;
        }
        return 0;
    }
    *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
            yield s;
            this.pos += s.length;
            return s.length;
        }
        else if (allowEmpty)
            yield '';
        return 0;
    }
    *pushIndicators() {
        let n = 0;
        loop: while (true) {
            switch (this.charAt(0)) {
                case '!':
                    n += yield* this.pushTag();
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '&':
                    n += yield* this.pushUntil(isNotAnchorChar);
                    n += yield* this.pushSpaces(true);
                    continue loop;
                case '-': // this is an error
                case '?': // this is an error outside flow collections
                case ':': {
                    const inFlow = this.flowLevel > 0;
                    const ch1 = this.charAt(1);
                    if (isEmpty(ch1) || (inFlow && flowIndicatorChars.has(ch1))) {
                        if (!inFlow)
                            this.indentNext = this.indentValue + 1;
                        else if (this.flowKey)
                            this.flowKey = false;
                        n += yield* this.pushCount(1);
                        n += yield* this.pushSpaces(true);
                        continue loop;
                    }
                }
            }
            break loop;
        }
        return n;
    }
    *pushTag() {
        if (this.charAt(1) === '<') {
            let i = this.pos + 2;
            let ch = this.buffer[i];
            while (!isEmpty(ch) && ch !== '>')
                ch = this.buffer[++i];
            return yield* this.pushToIndex(ch === '>' ? i + 1 : i, false);
        }
        else {
            let i = this.pos + 1;
            let ch = this.buffer[i];
            while (ch) {
                if (tagChars.has(ch))
                    ch = this.buffer[++i];
                else if (ch === '%' &&
                    hexDigits.has(this.buffer[i + 1]) &&
                    hexDigits.has(this.buffer[i + 2])) {
                    ch = this.buffer[(i += 3)];
                }
                else
                    break;
            }
            return yield* this.pushToIndex(i, false);
        }
    }
    *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === '\n')
            return yield* this.pushCount(1);
        else if (ch === '\r' && this.charAt(1) === '\n')
            return yield* this.pushCount(2);
        else
            return 0;
    }
    *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
            ch = this.buffer[++i];
        } while (ch === ' ' || (allowTabs && ch === '\t'));
        const n = i - this.pos;
        if (n > 0) {
            yield this.buffer.substr(this.pos, n);
            this.pos = i;
        }
        return n;
    }
    *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
            ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
    }
}

exports.Lexer = Lexer;


/***/ }),

/***/ 6628:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Tracks newlines during parsing in order to provide an efficient API for
 * determining the one-indexed `{ line, col }` position for any offset
 * within the input.
 */
class LineCounter {
    constructor() {
        this.lineStarts = [];
        /**
         * Should be called in ascending order. Otherwise, call
         * `lineCounter.lineStarts.sort()` before calling `linePos()`.
         */
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        /**
         * Performs a binary search and returns the 1-indexed { line, col }
         * position of `offset`. If `line === 0`, `addNewLine` has never been
         * called or `offset` is before the first known newline.
         */
        this.linePos = (offset) => {
            let low = 0;
            let high = this.lineStarts.length;
            while (low < high) {
                const mid = (low + high) >> 1; // Math.floor((low + high) / 2)
                if (this.lineStarts[mid] < offset)
                    low = mid + 1;
                else
                    high = mid;
            }
            if (this.lineStarts[low] === offset)
                return { line: low + 1, col: 1 };
            if (low === 0)
                return { line: 0, col: offset };
            const start = this.lineStarts[low - 1];
            return { line: low, col: offset - start + 1 };
        };
    }
}

exports.LineCounter = LineCounter;


/***/ }),

/***/ 3456:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_process = __nccwpck_require__(932);
var cst = __nccwpck_require__(3461);
var lexer = __nccwpck_require__(361);

function includesToken(list, type) {
    for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
            return true;
    return false;
}
function findNonEmptyIndex(list) {
    for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
            case 'space':
            case 'comment':
            case 'newline':
                break;
            default:
                return i;
        }
    }
    return -1;
}
function isFlowToken(token) {
    switch (token?.type) {
        case 'alias':
        case 'scalar':
        case 'single-quoted-scalar':
        case 'double-quoted-scalar':
        case 'flow-collection':
            return true;
        default:
            return false;
    }
}
function getPrevProps(parent) {
    switch (parent.type) {
        case 'document':
            return parent.start;
        case 'block-map': {
            const it = parent.items[parent.items.length - 1];
            return it.sep ?? it.start;
        }
        case 'block-seq':
            return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
            return [];
    }
}
/** Note: May modify input array */
function getFirstKeyStartProps(prev) {
    if (prev.length === 0)
        return [];
    let i = prev.length;
    loop: while (--i >= 0) {
        switch (prev[i].type) {
            case 'doc-start':
            case 'explicit-key-ind':
            case 'map-value-ind':
            case 'seq-item-ind':
            case 'newline':
                break loop;
        }
    }
    while (prev[++i]?.type === 'space') {
        /* loop */
    }
    return prev.splice(i, prev.length);
}
function arrayPushArray(target, source) {
    // May exhaust call stack with large `source` array
    if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
    else
        for (let i = 0; i < source.length; ++i)
            target.push(source[i]);
}
function fixFlowSeqItems(fc) {
    if (fc.start.type === 'flow-seq-start') {
        for (const it of fc.items) {
            if (it.sep &&
                !it.value &&
                !includesToken(it.start, 'explicit-key-ind') &&
                !includesToken(it.sep, 'map-value-ind')) {
                if (it.key)
                    it.value = it.key;
                delete it.key;
                if (isFlowToken(it.value)) {
                    if (it.value.end)
                        arrayPushArray(it.value.end, it.sep);
                    else
                        it.value.end = it.sep;
                }
                else
                    arrayPushArray(it.start, it.sep);
                delete it.sep;
            }
        }
    }
}
/**
 * A YAML concrete syntax tree (CST) parser
 *
 * ```ts
 * const src: string = ...
 * for (const token of new Parser().parse(src)) {
 *   // token: Token
 * }
 * ```
 *
 * To use the parser with a user-provided lexer:
 *
 * ```ts
 * function* parse(source: string, lexer: Lexer) {
 *   const parser = new Parser()
 *   for (const lexeme of lexer.lex(source))
 *     yield* parser.next(lexeme)
 *   yield* parser.end()
 * }
 *
 * const src: string = ...
 * const lexer = new Lexer()
 * for (const token of parse(src, lexer)) {
 *   // token: Token
 * }
 * ```
 */
class Parser {
    /**
     * @param onNewLine - If defined, called separately with the start position of
     *   each new line (in `parse()`, including the start of input).
     */
    constructor(onNewLine) {
        /** If true, space and sequence indicators count as indentation */
        this.atNewLine = true;
        /** If true, next token is a scalar value */
        this.atScalar = false;
        /** Current indentation level */
        this.indent = 0;
        /** Current offset since the start of parsing */
        this.offset = 0;
        /** On the same line with a block map key */
        this.onKeyLine = false;
        /** Top indicates the node that's currently being built */
        this.stack = [];
        /** The source of the current token, set in parse() */
        this.source = '';
        /** The type of the current token, set in parse() */
        this.type = '';
        // Must be defined after `next()`
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
    }
    /**
     * Parse `source` as a YAML stream.
     * If `incomplete`, a part of the last line may be left as a buffer for the next call.
     *
     * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
     *
     * @returns A generator of tokens representing each directive, document, and other structure.
     */
    *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
            this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
            yield* this.next(lexeme);
        if (!incomplete)
            yield* this.end();
    }
    /**
     * Advance the parser by the `source` of one lexical token.
     */
    *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
            console.log('|', cst.prettyToken(source));
        if (this.atScalar) {
            this.atScalar = false;
            yield* this.step();
            this.offset += source.length;
            return;
        }
        const type = cst.tokenType(source);
        if (!type) {
            const message = `Not a YAML token: ${source}`;
            yield* this.pop({ type: 'error', offset: this.offset, message, source });
            this.offset += source.length;
        }
        else if (type === 'scalar') {
            this.atNewLine = false;
            this.atScalar = true;
            this.type = 'scalar';
        }
        else {
            this.type = type;
            yield* this.step();
            switch (type) {
                case 'newline':
                    this.atNewLine = true;
                    this.indent = 0;
                    if (this.onNewLine)
                        this.onNewLine(this.offset + source.length);
                    break;
                case 'space':
                    if (this.atNewLine && source[0] === ' ')
                        this.indent += source.length;
                    break;
                case 'explicit-key-ind':
                case 'map-value-ind':
                case 'seq-item-ind':
                    if (this.atNewLine)
                        this.indent += source.length;
                    break;
                case 'doc-mode':
                case 'flow-error-end':
                    return;
                default:
                    this.atNewLine = false;
            }
            this.offset += source.length;
        }
    }
    /** Call at end of input to push out any remaining constructions */
    *end() {
        while (this.stack.length > 0)
            yield* this.pop();
    }
    get sourceToken() {
        const st = {
            type: this.type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
        return st;
    }
    *step() {
        const top = this.peek(1);
        if (this.type === 'doc-end' && top?.type !== 'doc-end') {
            while (this.stack.length > 0)
                yield* this.pop();
            this.stack.push({
                type: 'doc-end',
                offset: this.offset,
                source: this.source
            });
            return;
        }
        if (!top)
            return yield* this.stream();
        switch (top.type) {
            case 'document':
                return yield* this.document(top);
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return yield* this.scalar(top);
            case 'block-scalar':
                return yield* this.blockScalar(top);
            case 'block-map':
                return yield* this.blockMap(top);
            case 'block-seq':
                return yield* this.blockSequence(top);
            case 'flow-collection':
                return yield* this.flowCollection(top);
            case 'doc-end':
                return yield* this.documentEnd(top);
        }
        /* istanbul ignore next should not happen */
        yield* this.pop();
    }
    peek(n) {
        return this.stack[this.stack.length - n];
    }
    *pop(error) {
        const token = error ?? this.stack.pop();
        /* istanbul ignore if should not happen */
        if (!token) {
            const message = 'Tried to pop an empty stack';
            yield { type: 'error', offset: this.offset, source: '', message };
        }
        else if (this.stack.length === 0) {
            yield token;
        }
        else {
            const top = this.peek(1);
            if (token.type === 'block-scalar') {
                // Block scalars use their parent rather than header indent
                token.indent = 'indent' in top ? top.indent : 0;
            }
            else if (token.type === 'flow-collection' && top.type === 'document') {
                // Ignore all indent for top-level flow collections
                token.indent = 0;
            }
            if (token.type === 'flow-collection')
                fixFlowSeqItems(token);
            switch (top.type) {
                case 'document':
                    top.value = token;
                    break;
                case 'block-scalar':
                    top.props.push(token); // error
                    break;
                case 'block-map': {
                    const it = top.items[top.items.length - 1];
                    if (it.value) {
                        top.items.push({ start: [], key: token, sep: [] });
                        this.onKeyLine = true;
                        return;
                    }
                    else if (it.sep) {
                        it.value = token;
                    }
                    else {
                        Object.assign(it, { key: token, sep: [] });
                        this.onKeyLine = !it.explicitKey;
                        return;
                    }
                    break;
                }
                case 'block-seq': {
                    const it = top.items[top.items.length - 1];
                    if (it.value)
                        top.items.push({ start: [], value: token });
                    else
                        it.value = token;
                    break;
                }
                case 'flow-collection': {
                    const it = top.items[top.items.length - 1];
                    if (!it || it.value)
                        top.items.push({ start: [], key: token, sep: [] });
                    else if (it.sep)
                        it.value = token;
                    else
                        Object.assign(it, { key: token, sep: [] });
                    return;
                }
                /* istanbul ignore next should not happen */
                default:
                    yield* this.pop();
                    yield* this.pop(token);
            }
            if ((top.type === 'document' ||
                top.type === 'block-map' ||
                top.type === 'block-seq') &&
                (token.type === 'block-map' || token.type === 'block-seq')) {
                const last = token.items[token.items.length - 1];
                if (last &&
                    !last.sep &&
                    !last.value &&
                    last.start.length > 0 &&
                    findNonEmptyIndex(last.start) === -1 &&
                    (token.indent === 0 ||
                        last.start.every(st => st.type !== 'comment' || st.indent < token.indent))) {
                    if (top.type === 'document')
                        top.end = last.start;
                    else
                        top.items.push({ start: last.start });
                    token.items.splice(-1, 1);
                }
            }
        }
    }
    *stream() {
        switch (this.type) {
            case 'directive-line':
                yield { type: 'directive', offset: this.offset, source: this.source };
                return;
            case 'byte-order-mark':
            case 'space':
            case 'comment':
            case 'newline':
                yield this.sourceToken;
                return;
            case 'doc-mode':
            case 'doc-start': {
                const doc = {
                    type: 'document',
                    offset: this.offset,
                    start: []
                };
                if (this.type === 'doc-start')
                    doc.start.push(this.sourceToken);
                this.stack.push(doc);
                return;
            }
        }
        yield {
            type: 'error',
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML stream`,
            source: this.source
        };
    }
    *document(doc) {
        if (doc.value)
            return yield* this.lineEnd(doc);
        switch (this.type) {
            case 'doc-start': {
                if (findNonEmptyIndex(doc.start) !== -1) {
                    yield* this.pop();
                    yield* this.step();
                }
                else
                    doc.start.push(this.sourceToken);
                return;
            }
            case 'anchor':
            case 'tag':
            case 'space':
            case 'comment':
            case 'newline':
                doc.start.push(this.sourceToken);
                return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
            this.stack.push(bv);
        else {
            yield {
                type: 'error',
                offset: this.offset,
                message: `Unexpected ${this.type} token in YAML document`,
                source: this.source
            };
        }
    }
    *scalar(scalar) {
        if (this.type === 'map-value-ind') {
            const prev = getPrevProps(this.peek(2));
            const start = getFirstKeyStartProps(prev);
            let sep;
            if (scalar.end) {
                sep = scalar.end;
                sep.push(this.sourceToken);
                delete scalar.end;
            }
            else
                sep = [this.sourceToken];
            const map = {
                type: 'block-map',
                offset: scalar.offset,
                indent: scalar.indent,
                items: [{ start, key: scalar, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
        }
        else
            yield* this.lineEnd(scalar);
    }
    *blockScalar(scalar) {
        switch (this.type) {
            case 'space':
            case 'comment':
            case 'newline':
                scalar.props.push(this.sourceToken);
                return;
            case 'scalar':
                scalar.source = this.source;
                // block-scalar source includes trailing newline
                this.atNewLine = true;
                this.indent = 0;
                if (this.onNewLine) {
                    let nl = this.source.indexOf('\n') + 1;
                    while (nl !== 0) {
                        this.onNewLine(this.offset + nl);
                        nl = this.source.indexOf('\n', nl) + 1;
                    }
                }
                yield* this.pop();
                break;
            /* istanbul ignore next should not happen */
            default:
                yield* this.pop();
                yield* this.step();
        }
    }
    *blockMap(map) {
        const it = map.items[map.items.length - 1];
        // it.sep is true-ish if pair already has key or : separator
        switch (this.type) {
            case 'newline':
                this.onKeyLine = false;
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    it.start.push(this.sourceToken);
                }
                return;
            case 'space':
            case 'comment':
                if (it.value) {
                    map.items.push({ start: [this.sourceToken] });
                }
                else if (it.sep) {
                    it.sep.push(this.sourceToken);
                }
                else {
                    if (this.atIndentedComment(it.start, map.indent)) {
                        const prev = map.items[map.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            map.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
        }
        if (this.indent >= map.indent) {
            const atMapIndent = !this.onKeyLine && this.indent === map.indent;
            const atNextItem = atMapIndent &&
                (it.sep || it.explicitKey) &&
                this.type !== 'seq-item-ind';
            // For empty nodes, assign newline-separated not indented empty tokens to following node
            let start = [];
            if (atNextItem && it.sep && !it.value) {
                const nl = [];
                for (let i = 0; i < it.sep.length; ++i) {
                    const st = it.sep[i];
                    switch (st.type) {
                        case 'newline':
                            nl.push(i);
                            break;
                        case 'space':
                            break;
                        case 'comment':
                            if (st.indent > map.indent)
                                nl.length = 0;
                            break;
                        default:
                            nl.length = 0;
                    }
                }
                if (nl.length >= 2)
                    start = it.sep.splice(nl[1]);
            }
            switch (this.type) {
                case 'anchor':
                case 'tag':
                    if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        it.sep.push(this.sourceToken);
                    }
                    else {
                        it.start.push(this.sourceToken);
                    }
                    return;
                case 'explicit-key-ind':
                    if (!it.sep && !it.explicitKey) {
                        it.start.push(this.sourceToken);
                        it.explicitKey = true;
                    }
                    else if (atNextItem || it.value) {
                        start.push(this.sourceToken);
                        map.items.push({ start, explicitKey: true });
                    }
                    else {
                        this.stack.push({
                            type: 'block-map',
                            offset: this.offset,
                            indent: this.indent,
                            items: [{ start: [this.sourceToken], explicitKey: true }]
                        });
                    }
                    this.onKeyLine = true;
                    return;
                case 'map-value-ind':
                    if (it.explicitKey) {
                        if (!it.sep) {
                            if (includesToken(it.start, 'newline')) {
                                Object.assign(it, { key: null, sep: [this.sourceToken] });
                            }
                            else {
                                const start = getFirstKeyStartProps(it.start);
                                this.stack.push({
                                    type: 'block-map',
                                    offset: this.offset,
                                    indent: this.indent,
                                    items: [{ start, key: null, sep: [this.sourceToken] }]
                                });
                            }
                        }
                        else if (it.value) {
                            map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else if (isFlowToken(it.key) &&
                            !includesToken(it.sep, 'newline')) {
                            const start = getFirstKeyStartProps(it.start);
                            const key = it.key;
                            const sep = it.sep;
                            sep.push(this.sourceToken);
                            // @ts-expect-error type guard is wrong here
                            delete it.key;
                            // @ts-expect-error type guard is wrong here
                            delete it.sep;
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start, key, sep }]
                            });
                        }
                        else if (start.length > 0) {
                            // Not actually at next item
                            it.sep = it.sep.concat(start, this.sourceToken);
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    else {
                        if (!it.sep) {
                            Object.assign(it, { key: null, sep: [this.sourceToken] });
                        }
                        else if (it.value || atNextItem) {
                            map.items.push({ start, key: null, sep: [this.sourceToken] });
                        }
                        else if (includesToken(it.sep, 'map-value-ind')) {
                            this.stack.push({
                                type: 'block-map',
                                offset: this.offset,
                                indent: this.indent,
                                items: [{ start: [], key: null, sep: [this.sourceToken] }]
                            });
                        }
                        else {
                            it.sep.push(this.sourceToken);
                        }
                    }
                    this.onKeyLine = true;
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (atNextItem || it.value) {
                        map.items.push({ start, key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    else if (it.sep) {
                        this.stack.push(fs);
                    }
                    else {
                        Object.assign(it, { key: fs, sep: [] });
                        this.onKeyLine = true;
                    }
                    return;
                }
                default: {
                    const bv = this.startBlockValue(map);
                    if (bv) {
                        if (bv.type === 'block-seq') {
                            if (!it.explicitKey &&
                                it.sep &&
                                !includesToken(it.sep, 'newline')) {
                                yield* this.pop({
                                    type: 'error',
                                    offset: this.offset,
                                    message: 'Unexpected block-seq-ind on same line with key',
                                    source: this.source
                                });
                                return;
                            }
                        }
                        else if (atMapIndent) {
                            map.items.push({ start });
                        }
                        this.stack.push(bv);
                        return;
                    }
                }
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
            case 'newline':
                if (it.value) {
                    const end = 'end' in it.value ? it.value.end : undefined;
                    const last = Array.isArray(end) ? end[end.length - 1] : undefined;
                    if (last?.type === 'comment')
                        end?.push(this.sourceToken);
                    else
                        seq.items.push({ start: [this.sourceToken] });
                }
                else
                    it.start.push(this.sourceToken);
                return;
            case 'space':
            case 'comment':
                if (it.value)
                    seq.items.push({ start: [this.sourceToken] });
                else {
                    if (this.atIndentedComment(it.start, seq.indent)) {
                        const prev = seq.items[seq.items.length - 2];
                        const end = prev?.value?.end;
                        if (Array.isArray(end)) {
                            arrayPushArray(end, it.start);
                            end.push(this.sourceToken);
                            seq.items.pop();
                            return;
                        }
                    }
                    it.start.push(this.sourceToken);
                }
                return;
            case 'anchor':
            case 'tag':
                if (it.value || this.indent <= seq.indent)
                    break;
                it.start.push(this.sourceToken);
                return;
            case 'seq-item-ind':
                if (this.indent !== seq.indent)
                    break;
                if (it.value || includesToken(it.start, 'seq-item-ind'))
                    seq.items.push({ start: [this.sourceToken] });
                else
                    it.start.push(this.sourceToken);
                return;
        }
        if (this.indent > seq.indent) {
            const bv = this.startBlockValue(seq);
            if (bv) {
                this.stack.push(bv);
                return;
            }
        }
        yield* this.pop();
        yield* this.step();
    }
    *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === 'flow-error-end') {
            let top;
            do {
                yield* this.pop();
                top = this.peek(1);
            } while (top?.type === 'flow-collection');
        }
        else if (fc.end.length === 0) {
            switch (this.type) {
                case 'comma':
                case 'explicit-key-ind':
                    if (!it || it.sep)
                        fc.items.push({ start: [this.sourceToken] });
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'map-value-ind':
                    if (!it || it.value)
                        fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        Object.assign(it, { key: null, sep: [this.sourceToken] });
                    return;
                case 'space':
                case 'comment':
                case 'newline':
                case 'anchor':
                case 'tag':
                    if (!it || it.value)
                        fc.items.push({ start: [this.sourceToken] });
                    else if (it.sep)
                        it.sep.push(this.sourceToken);
                    else
                        it.start.push(this.sourceToken);
                    return;
                case 'alias':
                case 'scalar':
                case 'single-quoted-scalar':
                case 'double-quoted-scalar': {
                    const fs = this.flowScalar(this.type);
                    if (!it || it.value)
                        fc.items.push({ start: [], key: fs, sep: [] });
                    else if (it.sep)
                        this.stack.push(fs);
                    else
                        Object.assign(it, { key: fs, sep: [] });
                    return;
                }
                case 'flow-map-end':
                case 'flow-seq-end':
                    fc.end.push(this.sourceToken);
                    return;
            }
            const bv = this.startBlockValue(fc);
            /* istanbul ignore else should not happen */
            if (bv)
                this.stack.push(bv);
            else {
                yield* this.pop();
                yield* this.step();
            }
        }
        else {
            const parent = this.peek(2);
            if (parent.type === 'block-map' &&
                ((this.type === 'map-value-ind' && parent.indent === fc.indent) ||
                    (this.type === 'newline' &&
                        !parent.items[parent.items.length - 1].sep))) {
                yield* this.pop();
                yield* this.step();
            }
            else if (this.type === 'map-value-ind' &&
                parent.type !== 'flow-collection') {
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                fixFlowSeqItems(fc);
                const sep = fc.end.splice(1, fc.end.length);
                sep.push(this.sourceToken);
                const map = {
                    type: 'block-map',
                    offset: fc.offset,
                    indent: fc.indent,
                    items: [{ start, key: fc, sep }]
                };
                this.onKeyLine = true;
                this.stack[this.stack.length - 1] = map;
            }
            else {
                yield* this.lineEnd(fc);
            }
        }
    }
    flowScalar(type) {
        if (this.onNewLine) {
            let nl = this.source.indexOf('\n') + 1;
            while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf('\n', nl) + 1;
            }
        }
        return {
            type,
            offset: this.offset,
            indent: this.indent,
            source: this.source
        };
    }
    startBlockValue(parent) {
        switch (this.type) {
            case 'alias':
            case 'scalar':
            case 'single-quoted-scalar':
            case 'double-quoted-scalar':
                return this.flowScalar(this.type);
            case 'block-scalar-header':
                return {
                    type: 'block-scalar',
                    offset: this.offset,
                    indent: this.indent,
                    props: [this.sourceToken],
                    source: ''
                };
            case 'flow-map-start':
            case 'flow-seq-start':
                return {
                    type: 'flow-collection',
                    offset: this.offset,
                    indent: this.indent,
                    start: this.sourceToken,
                    items: [],
                    end: []
                };
            case 'seq-item-ind':
                return {
                    type: 'block-seq',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [this.sourceToken] }]
                };
            case 'explicit-key-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                start.push(this.sourceToken);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, explicitKey: true }]
                };
            }
            case 'map-value-ind': {
                this.onKeyLine = true;
                const prev = getPrevProps(parent);
                const start = getFirstKeyStartProps(prev);
                return {
                    type: 'block-map',
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                };
            }
        }
        return null;
    }
    atIndentedComment(start, indent) {
        if (this.type !== 'comment')
            return false;
        if (this.indent <= indent)
            return false;
        return start.every(st => st.type === 'newline' || st.type === 'space');
    }
    *documentEnd(docEnd) {
        if (this.type !== 'doc-mode') {
            if (docEnd.end)
                docEnd.end.push(this.sourceToken);
            else
                docEnd.end = [this.sourceToken];
            if (this.type === 'newline')
                yield* this.pop();
        }
    }
    *lineEnd(token) {
        switch (this.type) {
            case 'comma':
            case 'doc-start':
            case 'doc-end':
            case 'flow-seq-end':
            case 'flow-map-end':
            case 'map-value-ind':
                yield* this.pop();
                yield* this.step();
                break;
            case 'newline':
                this.onKeyLine = false;
            // fallthrough
            case 'space':
            case 'comment':
            default:
                // all other values are errors
                if (token.end)
                    token.end.push(this.sourceToken);
                else
                    token.end = [this.sourceToken];
                if (this.type === 'newline')
                    yield* this.pop();
        }
    }
}

exports.Parser = Parser;


/***/ }),

/***/ 4047:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var composer = __nccwpck_require__(9984);
var Document = __nccwpck_require__(3021);
var errors = __nccwpck_require__(1464);
var log = __nccwpck_require__(7249);
var identity = __nccwpck_require__(1127);
var lineCounter = __nccwpck_require__(6628);
var parser = __nccwpck_require__(3456);

function parseOptions(options) {
    const prettyErrors = options.prettyErrors !== false;
    const lineCounter$1 = options.lineCounter || (prettyErrors && new lineCounter.LineCounter()) || null;
    return { lineCounter: lineCounter$1, prettyErrors };
}
/**
 * Parse the input as a stream of YAML documents.
 *
 * Documents should be separated from each other by `...` or `---` marker lines.
 *
 * @returns If an empty `docs` array is returned, it will be of type
 *   EmptyStream and contain additional stream information. In
 *   TypeScript, you should use `'empty' in docs` as a type guard for it.
 */
function parseAllDocuments(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    const docs = Array.from(composer$1.compose(parser$1.parse(source)));
    if (prettyErrors && lineCounter)
        for (const doc of docs) {
            doc.errors.forEach(errors.prettifyError(source, lineCounter));
            doc.warnings.forEach(errors.prettifyError(source, lineCounter));
        }
    if (docs.length > 0)
        return docs;
    return Object.assign([], { empty: true }, composer$1.streamInfo());
}
/** Parse an input string into a single YAML.Document */
function parseDocument(source, options = {}) {
    const { lineCounter, prettyErrors } = parseOptions(options);
    const parser$1 = new parser.Parser(lineCounter?.addNewLine);
    const composer$1 = new composer.Composer(options);
    // `doc` is always set by compose.end(true) at the very latest
    let doc = null;
    for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
            doc = _doc;
        else if (doc.options.logLevel !== 'silent') {
            doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), 'MULTIPLE_DOCS', 'Source contains multiple documents; please use YAML.parseAllDocuments()'));
            break;
        }
    }
    if (prettyErrors && lineCounter) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter));
    }
    return doc;
}
function parse(src, reviver, options) {
    let _reviver = undefined;
    if (typeof reviver === 'function') {
        _reviver = reviver;
    }
    else if (options === undefined && reviver && typeof reviver === 'object') {
        options = reviver;
    }
    const doc = parseDocument(src, options);
    if (!doc)
        return null;
    doc.warnings.forEach(warning => log.warn(doc.options.logLevel, warning));
    if (doc.errors.length > 0) {
        if (doc.options.logLevel !== 'silent')
            throw doc.errors[0];
        else
            doc.errors = [];
    }
    return doc.toJS(Object.assign({ reviver: _reviver }, options));
}
function stringify(value, replacer, options) {
    let _replacer = null;
    if (typeof replacer === 'function' || Array.isArray(replacer)) {
        _replacer = replacer;
    }
    else if (options === undefined && replacer) {
        options = replacer;
    }
    if (typeof options === 'string')
        options = options.length;
    if (typeof options === 'number') {
        const indent = Math.round(options);
        options = indent < 1 ? undefined : indent > 8 ? { indent: 8 } : { indent };
    }
    if (value === undefined) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
            return undefined;
    }
    if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
    return new Document.Document(value, _replacer, options).toString(options);
}

exports.parse = parse;
exports.parseAllDocuments = parseAllDocuments;
exports.parseDocument = parseDocument;
exports.stringify = stringify;


/***/ }),

/***/ 5840:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var tags = __nccwpck_require__(18);

const sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
class Schema {
    constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat)
            ? tags.getTags(compat, 'compat')
            : compat
                ? tags.getTags(null, compat)
                : null;
        this.name = (typeof schema === 'string' && schema) || 'core';
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        // Used by createMap()
        this.sortMapEntries =
            typeof sortMapEntries === 'function'
                ? sortMapEntries
                : sortMapEntries === true
                    ? sortMapEntriesByKey
                    : null;
    }
    clone() {
        const copy = Object.create(Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
    }
}

exports.Schema = Schema;


/***/ }),

/***/ 7451:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLMap = __nccwpck_require__(4454);

const map = {
    collection: 'map',
    default: true,
    nodeClass: YAMLMap.YAMLMap,
    tag: 'tag:yaml.org,2002:map',
    resolve(map, onError) {
        if (!identity.isMap(map))
            onError('Expected a mapping for this tag');
        return map;
    },
    createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
};

exports.map = map;


/***/ }),

/***/ 3632:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const nullTag = {
    identify: value => value == null,
    createNode: () => new Scalar.Scalar(null),
    default: true,
    tag: 'tag:yaml.org,2002:null',
    test: /^(?:~|[Nn]ull|NULL)?$/,
    resolve: () => new Scalar.Scalar(null),
    stringify: ({ source }, ctx) => typeof source === 'string' && nullTag.test.test(source)
        ? source
        : ctx.options.nullStr
};

exports.nullTag = nullTag;


/***/ }),

/***/ 1706:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var YAMLSeq = __nccwpck_require__(2223);

const seq = {
    collection: 'seq',
    default: true,
    nodeClass: YAMLSeq.YAMLSeq,
    tag: 'tag:yaml.org,2002:seq',
    resolve(seq, onError) {
        if (!identity.isSeq(seq))
            onError('Expected a sequence for this tag');
        return seq;
    },
    createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
};

exports.seq = seq;


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyString = __nccwpck_require__(3069);

const string = {
    identify: value => typeof value === 'string',
    default: true,
    tag: 'tag:yaml.org,2002:str',
    resolve: str => str,
    stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
    }
};

exports.string = string;


/***/ }),

/***/ 3959:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

const boolTag = {
    identify: value => typeof value === 'boolean',
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
    resolve: str => new Scalar.Scalar(str[0] === 't' || str[0] === 'T'),
    stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
            const sv = source[0] === 't' || source[0] === 'T';
            if (value === sv)
                return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
};

exports.boolTag = boolTag;


/***/ }),

/***/ 8405:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: str => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
    resolve: str => parseFloat(str),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf('.');
        if (dot !== -1 && str[str.length - 1] === '0')
            node.minFractionDigits = str.length - dot - 1;
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 9874:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
const intResolve = (str, offset, radix, { intAsBigInt }) => (intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix));
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
    return stringifyNumber.stringifyNumber(node);
}
const intOct = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^0o[0-7]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
    stringify: node => intStringify(node, 8, '0o')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: value => intIdentify(value) && value >= 0,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^0x[0-9a-fA-F]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 896:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.boolTag,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float
];

exports.schema = schema;


/***/ }),

/***/ 3559:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var map = __nccwpck_require__(7451);
var seq = __nccwpck_require__(1706);

function intIdentify(value) {
    return typeof value === 'bigint' || Number.isInteger(value);
}
const stringifyJSON = ({ value }) => JSON.stringify(value);
const jsonScalars = [
    {
        identify: value => typeof value === 'string',
        default: true,
        tag: 'tag:yaml.org,2002:str',
        resolve: str => str,
        stringify: stringifyJSON
    },
    {
        identify: value => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: 'tag:yaml.org,2002:null',
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
    },
    {
        identify: value => typeof value === 'boolean',
        default: true,
        tag: 'tag:yaml.org,2002:bool',
        test: /^true$|^false$/,
        resolve: str => str === 'true',
        stringify: stringifyJSON
    },
    {
        identify: intIdentify,
        default: true,
        tag: 'tag:yaml.org,2002:int',
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
    },
    {
        identify: value => typeof value === 'number',
        default: true,
        tag: 'tag:yaml.org,2002:float',
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: str => parseFloat(str),
        stringify: stringifyJSON
    }
];
const jsonError = {
    default: true,
    tag: '',
    test: /^/,
    resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
    }
};
const schema = [map.map, seq.seq].concat(jsonScalars, jsonError);

exports.schema = schema;


/***/ }),

/***/ 18:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var bool = __nccwpck_require__(3959);
var float = __nccwpck_require__(8405);
var int = __nccwpck_require__(9874);
var schema = __nccwpck_require__(896);
var schema$1 = __nccwpck_require__(3559);
var binary = __nccwpck_require__(6083);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var schema$2 = __nccwpck_require__(5913);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schemas = new Map([
    ['core', schema.schema],
    ['failsafe', [map.map, seq.seq, string.string]],
    ['json', schema$1.schema],
    ['yaml11', schema$2.schema],
    ['yaml-1.1', schema$2.schema]
]);
const tagsByName = {
    binary: binary.binary,
    bool: bool.boolTag,
    float: float.float,
    floatExp: float.floatExp,
    floatNaN: float.floatNaN,
    floatTime: timestamp.floatTime,
    int: int.int,
    intHex: int.intHex,
    intOct: int.intOct,
    intTime: timestamp.intTime,
    map: map.map,
    merge: merge.merge,
    null: _null.nullTag,
    omap: omap.omap,
    pairs: pairs.pairs,
    seq: seq.seq,
    set: set.set,
    timestamp: timestamp.timestamp
};
const coreKnownTags = {
    'tag:yaml.org,2002:binary': binary.binary,
    'tag:yaml.org,2002:merge': merge.merge,
    'tag:yaml.org,2002:omap': omap.omap,
    'tag:yaml.org,2002:pairs': pairs.pairs,
    'tag:yaml.org,2002:set': set.set,
    'tag:yaml.org,2002:timestamp': timestamp.timestamp
};
function getTags(customTags, schemaName, addMergeTag) {
    const schemaTags = schemas.get(schemaName);
    if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge)
            ? schemaTags.concat(merge.merge)
            : schemaTags.slice();
    }
    let tags = schemaTags;
    if (!tags) {
        if (Array.isArray(customTags))
            tags = [];
        else {
            const keys = Array.from(schemas.keys())
                .filter(key => key !== 'yaml11')
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
    }
    if (Array.isArray(customTags)) {
        for (const tag of customTags)
            tags = tags.concat(tag);
    }
    else if (typeof customTags === 'function') {
        tags = customTags(tags.slice());
    }
    if (addMergeTag)
        tags = tags.concat(merge.merge);
    return tags.reduce((tags, tag) => {
        const tagObj = typeof tag === 'string' ? tagsByName[tag] : tag;
        if (!tagObj) {
            const tagName = JSON.stringify(tag);
            const keys = Object.keys(tagsByName)
                .map(key => JSON.stringify(key))
                .join(', ');
            throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags.includes(tagObj))
            tags.push(tagObj);
        return tags;
    }, []);
}

exports.coreKnownTags = coreKnownTags;
exports.getTags = getTags;


/***/ }),

/***/ 6083:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var node_buffer = __nccwpck_require__(181);
var Scalar = __nccwpck_require__(3301);
var stringifyString = __nccwpck_require__(3069);

const binary = {
    identify: value => value instanceof Uint8Array, // Buffer inherits from Uint8Array
    default: false,
    tag: 'tag:yaml.org,2002:binary',
    /**
     * Returns a Buffer in node and an Uint8Array in browsers
     *
     * To use the resulting buffer as an image, you'll want to do something like:
     *
     *   const blob = new Blob([buffer], { type: 'image/jpeg' })
     *   document.querySelector('#photo').src = URL.createObjectURL(blob)
     */
    resolve(src, onError) {
        if (typeof node_buffer.Buffer === 'function') {
            return node_buffer.Buffer.from(src, 'base64');
        }
        else if (typeof atob === 'function') {
            // On IE 11, atob() can't handle newlines
            const str = atob(src.replace(/[\n\r]/g, ''));
            const buffer = new Uint8Array(str.length);
            for (let i = 0; i < str.length; ++i)
                buffer[i] = str.charCodeAt(i);
            return buffer;
        }
        else {
            onError('This environment does not support reading binary tags; either Buffer or atob is required');
            return src;
        }
    },
    stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
            return '';
        const buf = value; // checked earlier by binary.identify()
        let str;
        if (typeof node_buffer.Buffer === 'function') {
            str =
                buf instanceof node_buffer.Buffer
                    ? buf.toString('base64')
                    : node_buffer.Buffer.from(buf.buffer).toString('base64');
        }
        else if (typeof btoa === 'function') {
            let s = '';
            for (let i = 0; i < buf.length; ++i)
                s += String.fromCharCode(buf[i]);
            str = btoa(s);
        }
        else {
            throw new Error('This environment does not support writing binary tags; either Buffer or btoa is required');
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
            const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
            const n = Math.ceil(str.length / lineWidth);
            const lines = new Array(n);
            for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
                lines[i] = str.substr(o, lineWidth);
            }
            str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? '\n' : ' ');
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
    }
};

exports.binary = binary;


/***/ }),

/***/ 8398:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);

function boolStringify({ value, source }, ctx) {
    const boolObj = value ? trueTag : falseTag;
    if (source && boolObj.test.test(source))
        return source;
    return value ? ctx.options.trueStr : ctx.options.falseStr;
}
const trueTag = {
    identify: value => value === true,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
    resolve: () => new Scalar.Scalar(true),
    stringify: boolStringify
};
const falseTag = {
    identify: value => value === false,
    default: true,
    tag: 'tag:yaml.org,2002:bool',
    test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
    resolve: () => new Scalar.Scalar(false),
    stringify: boolStringify
};

exports.falseTag = falseTag;
exports.trueTag = trueTag;


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var stringifyNumber = __nccwpck_require__(8689);

const floatNaN = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    resolve: (str) => str.slice(-3).toLowerCase() === 'nan'
        ? NaN
        : str[0] === '-'
            ? Number.NEGATIVE_INFINITY
            : Number.POSITIVE_INFINITY,
    stringify: stringifyNumber.stringifyNumber
};
const floatExp = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'EXP',
    test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
    resolve: (str) => parseFloat(str.replace(/_/g, '')),
    stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
    }
};
const float = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
    resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, '')));
        const dot = str.indexOf('.');
        if (dot !== -1) {
            const f = str.substring(dot + 1).replace(/_/g, '');
            if (f[f.length - 1] === '0')
                node.minFractionDigits = f.length;
        }
        return node;
    },
    stringify: stringifyNumber.stringifyNumber
};

exports.float = float;
exports.floatExp = floatExp;
exports.floatNaN = floatNaN;


/***/ }),

/***/ 873:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

const intIdentify = (value) => typeof value === 'bigint' || Number.isInteger(value);
function intResolve(str, offset, radix, { intAsBigInt }) {
    const sign = str[0];
    if (sign === '-' || sign === '+')
        offset += 1;
    str = str.substring(offset).replace(/_/g, '');
    if (intAsBigInt) {
        switch (radix) {
            case 2:
                str = `0b${str}`;
                break;
            case 8:
                str = `0o${str}`;
                break;
            case 16:
                str = `0x${str}`;
                break;
        }
        const n = BigInt(str);
        return sign === '-' ? BigInt(-1) * n : n;
    }
    const n = parseInt(str, radix);
    return sign === '-' ? -1 * n : n;
}
function intStringify(node, radix, prefix) {
    const { value } = node;
    if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? '-' + prefix + str.substr(1) : prefix + str;
    }
    return stringifyNumber.stringifyNumber(node);
}
const intBin = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'BIN',
    test: /^[-+]?0b[0-1_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
    stringify: node => intStringify(node, 2, '0b')
};
const intOct = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'OCT',
    test: /^[-+]?0[0-7_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
    stringify: node => intStringify(node, 8, '0')
};
const int = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    test: /^[-+]?[0-9][0-9_]*$/,
    resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
    stringify: stringifyNumber.stringifyNumber
};
const intHex = {
    identify: intIdentify,
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'HEX',
    test: /^[-+]?0x[0-9a-fA-F_]+$/,
    resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
    stringify: node => intStringify(node, 16, '0x')
};

exports.int = int;
exports.intBin = intBin;
exports.intHex = intHex;
exports.intOct = intOct;


/***/ }),

/***/ 452:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);

// If the value associated with a merge key is a single mapping node, each of
// its key/value pairs is inserted into the current mapping, unless the key
// already exists in it. If the value associated with the merge key is a
// sequence, then this sequence is expected to contain mapping nodes and each
// of these nodes is merged in turn according to its order in the sequence.
// Keys in mapping nodes earlier in the sequence override keys specified in
// later mapping nodes. -- http://yaml.org/type/merge.html
const MERGE_KEY = '<<';
const merge = {
    identify: value => value === MERGE_KEY ||
        (typeof value === 'symbol' && value.description === MERGE_KEY),
    default: 'key',
    tag: 'tag:yaml.org,2002:merge',
    test: /^<<$/,
    resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
    }),
    stringify: () => MERGE_KEY
};
const isMergeKey = (ctx, key) => (merge.identify(key) ||
    (identity.isScalar(key) &&
        (!key.type || key.type === Scalar.Scalar.PLAIN) &&
        merge.identify(key.value))) &&
    ctx?.doc.schema.tags.some(tag => tag.tag === merge.tag && tag.default);
function addMergeToJSMap(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (identity.isSeq(source))
        for (const it of source.items)
            mergeValue(ctx, map, it);
    else if (Array.isArray(source))
        for (const it of source)
            mergeValue(ctx, map, it);
    else
        mergeValue(ctx, map, source);
}
function mergeValue(ctx, map, value) {
    const source = resolveAliasValue(ctx, value);
    if (!identity.isMap(source))
        throw new Error('Merge sources must be maps or map aliases');
    const srcMap = source.toJSON(null, ctx, Map);
    for (const [key, value] of srcMap) {
        if (map instanceof Map) {
            if (!map.has(key))
                map.set(key, value);
        }
        else if (map instanceof Set) {
            map.add(key);
        }
        else if (!Object.prototype.hasOwnProperty.call(map, key)) {
            Object.defineProperty(map, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true
            });
        }
    }
    return map;
}
function resolveAliasValue(ctx, value) {
    return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
}

exports.addMergeToJSMap = addMergeToJSMap;
exports.isMergeKey = isMergeKey;
exports.merge = merge;


/***/ }),

/***/ 303:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var toJS = __nccwpck_require__(4043);
var YAMLMap = __nccwpck_require__(4454);
var YAMLSeq = __nccwpck_require__(2223);
var pairs = __nccwpck_require__(8385);

class YAMLOMap extends YAMLSeq.YAMLSeq {
    constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = YAMLOMap.tag;
    }
    /**
     * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
     * but TypeScript won't allow widening the signature of a child method.
     */
    toJSON(_, ctx) {
        if (!ctx)
            return super.toJSON(_);
        const map = new Map();
        if (ctx?.onCreate)
            ctx.onCreate(map);
        for (const pair of this.items) {
            let key, value;
            if (identity.isPair(pair)) {
                key = toJS.toJS(pair.key, '', ctx);
                value = toJS.toJS(pair.value, key, ctx);
            }
            else {
                key = toJS.toJS(pair, '', ctx);
            }
            if (map.has(key))
                throw new Error('Ordered maps must not include duplicate keys');
            map.set(key, value);
        }
        return map;
    }
    static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap = new this();
        omap.items = pairs$1.items;
        return omap;
    }
}
YAMLOMap.tag = 'tag:yaml.org,2002:omap';
const omap = {
    collection: 'seq',
    identify: value => value instanceof Map,
    nodeClass: YAMLOMap,
    default: false,
    tag: 'tag:yaml.org,2002:omap',
    resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
            if (identity.isScalar(key)) {
                if (seenKeys.includes(key.value)) {
                    onError(`Ordered maps must not include duplicate keys: ${key.value}`);
                }
                else {
                    seenKeys.push(key.value);
                }
            }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
    },
    createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
};

exports.YAMLOMap = YAMLOMap;
exports.omap = omap;


/***/ }),

/***/ 8385:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var Scalar = __nccwpck_require__(3301);
var YAMLSeq = __nccwpck_require__(2223);

function resolvePairs(seq, onError) {
    if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
            let item = seq.items[i];
            if (identity.isPair(item))
                continue;
            else if (identity.isMap(item)) {
                if (item.items.length > 1)
                    onError('Each pair must have its own sequence indicator');
                const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
                if (item.commentBefore)
                    pair.key.commentBefore = pair.key.commentBefore
                        ? `${item.commentBefore}\n${pair.key.commentBefore}`
                        : item.commentBefore;
                if (item.comment) {
                    const cn = pair.value ?? pair.key;
                    cn.comment = cn.comment
                        ? `${item.comment}\n${cn.comment}`
                        : item.comment;
                }
                item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
    }
    else
        onError('Expected a sequence for this tag');
    return seq;
}
function createPairs(schema, iterable, ctx) {
    const { replacer } = ctx;
    const pairs = new YAMLSeq.YAMLSeq(schema);
    pairs.tag = 'tag:yaml.org,2002:pairs';
    let i = 0;
    if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
            if (typeof replacer === 'function')
                it = replacer.call(iterable, String(i++), it);
            let key, value;
            if (Array.isArray(it)) {
                if (it.length === 2) {
                    key = it[0];
                    value = it[1];
                }
                else
                    throw new TypeError(`Expected [key, value] tuple: ${it}`);
            }
            else if (it && it instanceof Object) {
                const keys = Object.keys(it);
                if (keys.length === 1) {
                    key = keys[0];
                    value = it[key];
                }
                else {
                    throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
                }
            }
            else {
                key = it;
            }
            pairs.items.push(Pair.createPair(key, value, ctx));
        }
    return pairs;
}
const pairs = {
    collection: 'seq',
    default: false,
    tag: 'tag:yaml.org,2002:pairs',
    resolve: resolvePairs,
    createNode: createPairs
};

exports.createPairs = createPairs;
exports.pairs = pairs;
exports.resolvePairs = resolvePairs;


/***/ }),

/***/ 5913:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var map = __nccwpck_require__(7451);
var _null = __nccwpck_require__(3632);
var seq = __nccwpck_require__(1706);
var string = __nccwpck_require__(6464);
var binary = __nccwpck_require__(6083);
var bool = __nccwpck_require__(8398);
var float = __nccwpck_require__(5782);
var int = __nccwpck_require__(873);
var merge = __nccwpck_require__(452);
var omap = __nccwpck_require__(303);
var pairs = __nccwpck_require__(8385);
var set = __nccwpck_require__(1528);
var timestamp = __nccwpck_require__(6752);

const schema = [
    map.map,
    seq.seq,
    string.string,
    _null.nullTag,
    bool.trueTag,
    bool.falseTag,
    int.intBin,
    int.intOct,
    int.int,
    int.intHex,
    float.floatNaN,
    float.floatExp,
    float.float,
    binary.binary,
    merge.merge,
    omap.omap,
    pairs.pairs,
    set.set,
    timestamp.intTime,
    timestamp.floatTime,
    timestamp.timestamp
];

exports.schema = schema;


/***/ }),

/***/ 1528:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Pair = __nccwpck_require__(7165);
var YAMLMap = __nccwpck_require__(4454);

class YAMLSet extends YAMLMap.YAMLMap {
    constructor(schema) {
        super(schema);
        this.tag = YAMLSet.tag;
    }
    add(key) {
        let pair;
        if (identity.isPair(key))
            pair = key;
        else if (key &&
            typeof key === 'object' &&
            'key' in key &&
            'value' in key &&
            key.value === null)
            pair = new Pair.Pair(key.key, null);
        else
            pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
            this.items.push(pair);
    }
    /**
     * If `keepPair` is `true`, returns the Pair matching `key`.
     * Otherwise, returns the value of that Pair's key.
     */
    get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair)
            ? identity.isScalar(pair.key)
                ? pair.key.value
                : pair.key
            : pair;
    }
    set(key, value) {
        if (typeof value !== 'boolean')
            throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
            this.items.splice(this.items.indexOf(prev), 1);
        }
        else if (!prev && value) {
            this.items.push(new Pair.Pair(key));
        }
    }
    toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
    }
    toString(ctx, onComment, onChompKeep) {
        if (!ctx)
            return JSON.stringify(this);
        if (this.hasAllNullValues(true))
            return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
            throw new Error('Set items must all have null values');
    }
    static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
            for (let value of iterable) {
                if (typeof replacer === 'function')
                    value = replacer.call(iterable, value, value);
                set.items.push(Pair.createPair(value, null, ctx));
            }
        return set;
    }
}
YAMLSet.tag = 'tag:yaml.org,2002:set';
const set = {
    collection: 'map',
    identify: value => value instanceof Set,
    nodeClass: YAMLSet,
    default: false,
    tag: 'tag:yaml.org,2002:set',
    createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
    resolve(map, onError) {
        if (identity.isMap(map)) {
            if (map.hasAllNullValues(true))
                return Object.assign(new YAMLSet(), map);
            else
                onError('Set items must all have null values');
        }
        else
            onError('Expected a mapping for this tag');
        return map;
    }
};

exports.YAMLSet = YAMLSet;
exports.set = set;


/***/ }),

/***/ 6752:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var stringifyNumber = __nccwpck_require__(8689);

/** Internal types handle bigint as number, because TS can't figure it out. */
function parseSexagesimal(str, asBigInt) {
    const sign = str[0];
    const parts = sign === '-' || sign === '+' ? str.substring(1) : str;
    const num = (n) => asBigInt ? BigInt(n) : Number(n);
    const res = parts
        .replace(/_/g, '')
        .split(':')
        .reduce((res, p) => res * num(60) + num(p), num(0));
    return (sign === '-' ? num(-1) * res : res);
}
/**
 * hhhh:mm:ss.sss
 *
 * Internal types handle bigint as number, because TS can't figure it out.
 */
function stringifySexagesimal(node) {
    let { value } = node;
    let num = (n) => n;
    if (typeof value === 'bigint')
        num = n => BigInt(n);
    else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
    let sign = '';
    if (value < 0) {
        sign = '-';
        value *= num(-1);
    }
    const _60 = num(60);
    const parts = [value % _60]; // seconds, including ms
    if (value < 60) {
        parts.unshift(0); // at least one : is required
    }
    else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60); // minutes
        if (value >= 60) {
            value = (value - parts[0]) / _60;
            parts.unshift(value); // hours
        }
    }
    return (sign +
        parts
            .map(n => String(n).padStart(2, '0'))
            .join(':')
            .replace(/000000\d*$/, '') // % 60 may introduce error
    );
}
const intTime = {
    identify: value => typeof value === 'bigint' || Number.isInteger(value),
    default: true,
    tag: 'tag:yaml.org,2002:int',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
    resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
    stringify: stringifySexagesimal
};
const floatTime = {
    identify: value => typeof value === 'number',
    default: true,
    tag: 'tag:yaml.org,2002:float',
    format: 'TIME',
    test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
    resolve: str => parseSexagesimal(str, false),
    stringify: stringifySexagesimal
};
const timestamp = {
    identify: value => value instanceof Date,
    default: true,
    tag: 'tag:yaml.org,2002:timestamp',
    // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
    // may be omitted altogether, resulting in a date format. In such a case, the time part is
    // assumed to be 00:00:00Z (start of day, UTC).
    test: RegExp('^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})' + // YYYY-Mm-Dd
        '(?:' + // time is optional
        '(?:t|T|[ \\t]+)' + // t | T | whitespace
        '([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)' + // Hh:Mm:Ss(.ss)?
        '(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?' + // Z | +5 | -03:30
        ')?$'),
    resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
            throw new Error('!!timestamp expects a date, starting with yyyy-mm-dd');
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + '00').substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== 'Z') {
            let d = parseSexagesimal(tz, false);
            if (Math.abs(d) < 30)
                d *= 60;
            date -= 60000 * d;
        }
        return new Date(date);
    },
    stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, '') ?? ''
};

exports.floatTime = floatTime;
exports.intTime = intTime;
exports.timestamp = timestamp;


/***/ }),

/***/ 4475:
/***/ ((__unused_webpack_module, exports) => {



const FOLD_FLOW = 'flow';
const FOLD_BLOCK = 'block';
const FOLD_QUOTED = 'quoted';
/**
 * Tries to keep input at up to `lineWidth` characters, splitting only on spaces
 * not followed by newlines or spaces unless `mode` is `'quoted'`. Lines are
 * terminated with `\n` and started with `indent`.
 */
function foldFlowLines(text, indent, mode = 'flow', { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
    if (!lineWidth || lineWidth < 0)
        return text;
    if (lineWidth < minContentWidth)
        minContentWidth = 0;
    const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
    if (text.length <= endStep)
        return text;
    const folds = [];
    const escapedFolds = {};
    let end = lineWidth - indent.length;
    if (typeof indentAtStart === 'number') {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
            folds.push(0);
        else
            end = lineWidth - indentAtStart;
    }
    let split = undefined;
    let prev = undefined;
    let overflow = false;
    let i = -1;
    let escStart = -1;
    let escEnd = -1;
    if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
            end = i + endStep;
    }
    for (let ch; (ch = text[(i += 1)]);) {
        if (mode === FOLD_QUOTED && ch === '\\') {
            escStart = i;
            switch (text[i + 1]) {
                case 'x':
                    i += 3;
                    break;
                case 'u':
                    i += 5;
                    break;
                case 'U':
                    i += 9;
                    break;
                default:
                    i += 1;
            }
            escEnd = i;
        }
        if (ch === '\n') {
            if (mode === FOLD_BLOCK)
                i = consumeMoreIndentedLines(text, i, indent.length);
            end = i + indent.length + endStep;
            split = undefined;
        }
        else {
            if (ch === ' ' &&
                prev &&
                prev !== ' ' &&
                prev !== '\n' &&
                prev !== '\t') {
                // space surrounded by non-space can be replaced with newline + indent
                const next = text[i + 1];
                if (next && next !== ' ' && next !== '\n' && next !== '\t')
                    split = i;
            }
            if (i >= end) {
                if (split) {
                    folds.push(split);
                    end = split + endStep;
                    split = undefined;
                }
                else if (mode === FOLD_QUOTED) {
                    // white-space collected at end may stretch past lineWidth
                    while (prev === ' ' || prev === '\t') {
                        prev = ch;
                        ch = text[(i += 1)];
                        overflow = true;
                    }
                    // Account for newline escape, but don't break preceding escape
                    const j = i > escEnd + 1 ? i - 2 : escStart - 1;
                    // Bail out if lineWidth & minContentWidth are shorter than an escape string
                    if (escapedFolds[j])
                        return text;
                    folds.push(j);
                    escapedFolds[j] = true;
                    end = j + endStep;
                    split = undefined;
                }
                else {
                    overflow = true;
                }
            }
        }
        prev = ch;
    }
    if (overflow && onOverflow)
        onOverflow();
    if (folds.length === 0)
        return text;
    if (onFold)
        onFold();
    let res = text.slice(0, folds[0]);
    for (let i = 0; i < folds.length; ++i) {
        const fold = folds[i];
        const end = folds[i + 1] || text.length;
        if (fold === 0)
            res = `\n${indent}${text.slice(0, end)}`;
        else {
            if (mode === FOLD_QUOTED && escapedFolds[fold])
                res += `${text[fold]}\\`;
            res += `\n${indent}${text.slice(fold + 1, end)}`;
        }
    }
    return res;
}
/**
 * Presumes `i + 1` is at the start of a line
 * @returns index of last newline in more-indented block
 */
function consumeMoreIndentedLines(text, i, indent) {
    let end = i;
    let start = i + 1;
    let ch = text[start];
    while (ch === ' ' || ch === '\t') {
        if (i < start + indent) {
            ch = text[++i];
        }
        else {
            do {
                ch = text[++i];
            } while (ch && ch !== '\n');
            end = i;
            start = i + 1;
            ch = text[start];
        }
    }
    return end;
}

exports.FOLD_BLOCK = FOLD_BLOCK;
exports.FOLD_FLOW = FOLD_FLOW;
exports.FOLD_QUOTED = FOLD_QUOTED;
exports.foldFlowLines = foldFlowLines;


/***/ }),

/***/ 2148:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var anchors = __nccwpck_require__(1596);
var identity = __nccwpck_require__(1127);
var stringifyComment = __nccwpck_require__(9799);
var stringifyString = __nccwpck_require__(3069);

function createStringifyContext(doc, options) {
    const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: 'PLAIN',
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: 'false',
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: 'null',
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: 'true',
        verifyAliasOrder: true
    }, doc.schema.toStringOptions, options);
    let inFlow;
    switch (opt.collectionStyle) {
        case 'block':
            inFlow = false;
            break;
        case 'flow':
            inFlow = true;
            break;
        default:
            inFlow = null;
    }
    return {
        anchors: new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? ' ' : '',
        indent: '',
        indentStep: typeof opt.indent === 'number' ? ' '.repeat(opt.indent) : '  ',
        inFlow,
        options: opt
    };
}
function getTagObject(tags, item) {
    if (item.tag) {
        const match = tags.filter(t => t.tag === item.tag);
        if (match.length > 0)
            return match.find(t => t.format === item.format) ?? match[0];
    }
    let tagObj = undefined;
    let obj;
    if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter(t => t.identify?.(obj));
        if (match.length > 1) {
            const testMatch = match.filter(t => t.test);
            if (testMatch.length > 0)
                match = testMatch;
        }
        tagObj =
            match.find(t => t.format === item.format) ?? match.find(t => !t.format);
    }
    else {
        obj = item;
        tagObj = tags.find(t => t.nodeClass && obj instanceof t.nodeClass);
    }
    if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? 'null' : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
    }
    return tagObj;
}
// needs to be called before value stringifier to allow for circular anchor refs
function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
    if (!doc.directives)
        return '';
    const props = [];
    const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
    if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
    }
    const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
    if (tag)
        props.push(doc.directives.tagString(tag));
    return props.join(' ');
}
function stringify(item, ctx, onComment, onChompKeep) {
    if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
    if (identity.isAlias(item)) {
        if (ctx.doc.directives)
            return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
            throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        }
        else {
            if (ctx.resolvedAliases)
                ctx.resolvedAliases.add(item);
            else
                ctx.resolvedAliases = new Set([item]);
            item = item.resolve(ctx.doc);
        }
    }
    let tagObj = undefined;
    const node = identity.isNode(item)
        ? item
        : ctx.doc.createNode(item, { onTagObj: o => (tagObj = o) });
    tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
    const props = stringifyProps(node, tagObj, ctx);
    if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
    const str = typeof tagObj.stringify === 'function'
        ? tagObj.stringify(node, ctx, onComment, onChompKeep)
        : identity.isScalar(node)
            ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep)
            : node.toString(ctx, onComment, onChompKeep);
    if (!props)
        return str;
    return identity.isScalar(node) || str[0] === '{' || str[0] === '['
        ? `${props} ${str}`
        : `${props}\n${ctx.indent}${str}`;
}

exports.createStringifyContext = createStringifyContext;
exports.stringify = stringify;


/***/ }),

/***/ 1212:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyCollection(collection, ctx, options) {
    const flow = ctx.inFlow ?? collection.flow;
    const stringify = flow ? stringifyFlowCollection : stringifyBlockCollection;
    return stringify(collection, ctx, options);
}
function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
    const { indent, options: { commentString } } = ctx;
    const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
    let chompKeep = false; // flag for the preceding node's status
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (!chompKeep && item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (!chompKeep && ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
            }
        }
        chompKeep = false;
        let str = stringify.stringify(item, itemCtx, () => (comment = null), () => (chompKeep = true));
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        if (chompKeep && comment)
            chompKeep = false;
        lines.push(blockItemPrefix + str);
    }
    let str;
    if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
    }
    else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
            const line = lines[i];
            str += line ? `\n${indent}${line}` : '\n';
        }
    }
    if (comment) {
        str += '\n' + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
            onComment();
    }
    else if (chompKeep && onChompKeep)
        onChompKeep();
    return str;
}
function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
    const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
    itemIndent += indentStep;
    const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
    });
    let reqNewline = false;
    let linesAtValue = 0;
    const lines = [];
    for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
            if (item.spaceBefore)
                lines.push('');
            addCommentBefore(ctx, lines, item.commentBefore, false);
            if (item.comment)
                comment = item.comment;
        }
        else if (identity.isPair(item)) {
            const ik = identity.isNode(item.key) ? item.key : null;
            if (ik) {
                if (ik.spaceBefore)
                    lines.push('');
                addCommentBefore(ctx, lines, ik.commentBefore, false);
                if (ik.comment)
                    reqNewline = true;
            }
            const iv = identity.isNode(item.value) ? item.value : null;
            if (iv) {
                if (iv.comment)
                    comment = iv.comment;
                if (iv.commentBefore)
                    reqNewline = true;
            }
            else if (item.value == null && ik?.comment) {
                comment = ik.comment;
            }
        }
        if (comment)
            reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => (comment = null));
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes('\n'));
        if (i < items.length - 1) {
            str += ',';
        }
        else if (ctx.options.trailingComma) {
            if (ctx.options.lineWidth > 0) {
                reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) +
                    (str.length + 2) >
                    ctx.options.lineWidth);
            }
            if (reqNewline) {
                str += ',';
            }
        }
        if (comment)
            str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
    }
    const { start, end } = flowChars;
    if (lines.length === 0) {
        return start + end;
    }
    else {
        if (!reqNewline) {
            const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
            reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
            let str = start;
            for (const line of lines)
                str += line ? `\n${indentStep}${indent}${line}` : '\n';
            return `${str}\n${indent}${end}`;
        }
        else {
            return `${start}${fcPadding}${lines.join(' ')}${fcPadding}${end}`;
        }
    }
}
function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
    if (comment && chompKeep)
        comment = comment.replace(/^\n+/, '');
    if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart()); // Avoid double indent on first line
    }
}

exports.stringifyCollection = stringifyCollection;


/***/ }),

/***/ 9799:
/***/ ((__unused_webpack_module, exports) => {



/**
 * Stringifies a comment.
 *
 * Empty comment lines are left empty,
 * lines consisting of a single space are replaced by `#`,
 * and all other lines are prefixed with a `#`.
 */
const stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, '#');
function indentComment(comment, indent) {
    if (/^\n+$/.test(comment))
        return comment.substring(1);
    return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
}
const lineComment = (str, indent, comment) => str.endsWith('\n')
    ? indentComment(comment, indent)
    : comment.includes('\n')
        ? '\n' + indentComment(comment, indent)
        : (str.endsWith(' ') ? '' : ' ') + comment;

exports.indentComment = indentComment;
exports.lineComment = lineComment;
exports.stringifyComment = stringifyComment;


/***/ }),

/***/ 6829:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyDocument(doc, options) {
    const lines = [];
    let hasDirectives = options.directives === true;
    if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
            lines.push(dir);
            hasDirectives = true;
        }
        else if (doc.directives.docStart)
            hasDirectives = true;
    }
    if (hasDirectives)
        lines.push('---');
    const ctx = stringify.createStringifyContext(doc, options);
    const { commentString } = ctx.options;
    if (doc.commentBefore) {
        if (lines.length !== 1)
            lines.unshift('');
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ''));
    }
    let chompKeep = false;
    let contentComment = null;
    if (doc.contents) {
        if (identity.isNode(doc.contents)) {
            if (doc.contents.spaceBefore && hasDirectives)
                lines.push('');
            if (doc.contents.commentBefore) {
                const cs = commentString(doc.contents.commentBefore);
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            // top-level block scalars need to be indented if followed by a comment
            ctx.forceBlockIndent = !!doc.comment;
            contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? undefined : () => (chompKeep = true);
        let body = stringify.stringify(doc.contents, ctx, () => (contentComment = null), onChompKeep);
        if (contentComment)
            body += stringifyComment.lineComment(body, '', commentString(contentComment));
        if ((body[0] === '|' || body[0] === '>') &&
            lines[lines.length - 1] === '---') {
            // Top-level block scalars with a preceding doc marker ought to use the
            // same line for their header.
            lines[lines.length - 1] = `--- ${body}`;
        }
        else
            lines.push(body);
    }
    else {
        lines.push(stringify.stringify(doc.contents, ctx));
    }
    if (doc.directives?.docEnd) {
        if (doc.comment) {
            const cs = commentString(doc.comment);
            if (cs.includes('\n')) {
                lines.push('...');
                lines.push(stringifyComment.indentComment(cs, ''));
            }
            else {
                lines.push(`... ${cs}`);
            }
        }
        else {
            lines.push('...');
        }
    }
    else {
        let dc = doc.comment;
        if (dc && chompKeep)
            dc = dc.replace(/^\n+/, '');
        if (dc) {
            if ((!chompKeep || contentComment) && lines[lines.length - 1] !== '')
                lines.push('');
            lines.push(stringifyComment.indentComment(commentString(dc), ''));
        }
    }
    return lines.join('\n') + '\n';
}

exports.stringifyDocument = stringifyDocument;


/***/ }),

/***/ 8689:
/***/ ((__unused_webpack_module, exports) => {



function stringifyNumber({ format, minFractionDigits, tag, value }) {
    if (typeof value === 'bigint')
        return String(value);
    const num = typeof value === 'number' ? value : Number(value);
    if (!isFinite(num))
        return isNaN(num) ? '.nan' : num < 0 ? '-.inf' : '.inf';
    let n = Object.is(value, -0) ? '-0' : JSON.stringify(value);
    if (!format &&
        minFractionDigits &&
        (!tag || tag === 'tag:yaml.org,2002:float') &&
        /^-?\d/.test(n) &&
        !n.includes('e')) {
        let i = n.indexOf('.');
        if (i < 0) {
            i = n.length;
            n += '.';
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
            n += '0';
    }
    return n;
}

exports.stringifyNumber = stringifyNumber;


/***/ }),

/***/ 9748:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);
var Scalar = __nccwpck_require__(3301);
var stringify = __nccwpck_require__(2148);
var stringifyComment = __nccwpck_require__(9799);

function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
    const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
    let keyComment = (identity.isNode(key) && key.comment) || null;
    if (simpleKeys) {
        if (keyComment) {
            throw new Error('With simple keys, key nodes cannot have comments');
        }
        if (identity.isCollection(key) || (!identity.isNode(key) && typeof key === 'object')) {
            const msg = 'With simple keys, collection cannot be used as a key value';
            throw new Error(msg);
        }
    }
    let explicitKey = !simpleKeys &&
        (!key ||
            (keyComment && value == null && !ctx.inFlow) ||
            identity.isCollection(key) ||
            (identity.isScalar(key)
                ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL
                : typeof key === 'object'));
    ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
    });
    let keyCommentDone = false;
    let chompKeep = false;
    let str = stringify.stringify(key, ctx, () => (keyCommentDone = true), () => (chompKeep = true));
    if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
            throw new Error('With simple keys, single line scalar must not span more than 1024 characters');
        explicitKey = true;
    }
    if (ctx.inFlow) {
        if (allNullValues || value == null) {
            if (keyCommentDone && onComment)
                onComment();
            return str === '' ? '?' : explicitKey ? `? ${str}` : str;
        }
    }
    else if ((allNullValues && !simpleKeys) || (value == null && explicitKey)) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        }
        else if (chompKeep && onChompKeep)
            onChompKeep();
        return str;
    }
    if (keyCommentDone)
        keyComment = null;
    if (explicitKey) {
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}\n${indent}:`;
    }
    else {
        str = `${str}:`;
        if (keyComment)
            str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
    }
    let vsb, vcb, valueComment;
    if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
    }
    else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === 'object')
            value = doc.createNode(value);
    }
    ctx.implicitKey = false;
    if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
    chompKeep = false;
    if (!indentSeq &&
        indentStep.length >= 2 &&
        !ctx.inFlow &&
        !explicitKey &&
        identity.isSeq(value) &&
        !value.flow &&
        !value.tag &&
        !value.anchor) {
        // If indentSeq === false, consider '- ' as part of indentation where possible
        ctx.indent = ctx.indent.substring(2);
    }
    let valueCommentDone = false;
    const valueStr = stringify.stringify(value, ctx, () => (valueCommentDone = true), () => (chompKeep = true));
    let ws = ' ';
    if (keyComment || vsb || vcb) {
        ws = vsb ? '\n' : '';
        if (vcb) {
            const cs = commentString(vcb);
            ws += `\n${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === '' && !ctx.inFlow) {
            if (ws === '\n' && valueComment)
                ws = '\n\n';
        }
        else {
            ws += `\n${ctx.indent}`;
        }
    }
    else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf('\n');
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
            let hasPropsLine = false;
            if (hasNewline && (vs0 === '&' || vs0 === '!')) {
                let sp0 = valueStr.indexOf(' ');
                if (vs0 === '&' &&
                    sp0 !== -1 &&
                    sp0 < nl0 &&
                    valueStr[sp0 + 1] === '!') {
                    sp0 = valueStr.indexOf(' ', sp0 + 1);
                }
                if (sp0 === -1 || nl0 < sp0)
                    hasPropsLine = true;
            }
            if (!hasPropsLine)
                ws = `\n${ctx.indent}`;
        }
    }
    else if (valueStr === '' || valueStr[0] === '\n') {
        ws = '';
    }
    str += ws + valueStr;
    if (ctx.inFlow) {
        if (valueCommentDone && onComment)
            onComment();
    }
    else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
    }
    else if (chompKeep && onChompKeep) {
        onChompKeep();
    }
    return str;
}

exports.stringifyPair = stringifyPair;


/***/ }),

/***/ 3069:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var Scalar = __nccwpck_require__(3301);
var foldFlowLines = __nccwpck_require__(4475);

const getFoldOptions = (ctx, isBlock) => ({
    indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
    lineWidth: ctx.options.lineWidth,
    minContentWidth: ctx.options.minContentWidth
});
// Also checks for lines starting with %, as parsing the output as YAML 1.1 will
// presume that's starting a new document.
const containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
function lineLengthOverLimit(str, lineWidth, indentLength) {
    if (!lineWidth || lineWidth < 0)
        return false;
    const limit = lineWidth - indentLength;
    const strLen = str.length;
    if (strLen <= limit)
        return false;
    for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === '\n') {
            if (i - start > limit)
                return true;
            start = i + 1;
            if (strLen - start <= limit)
                return false;
        }
    }
    return true;
}
function doubleQuotedString(value, ctx) {
    const json = JSON.stringify(value);
    if (ctx.options.doubleQuotedAsJSON)
        return json;
    const { implicitKey } = ctx;
    const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    let str = '';
    let start = 0;
    for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === ' ' && json[i + 1] === '\\' && json[i + 2] === 'n') {
            // space before newline needs to be escaped to not be folded
            str += json.slice(start, i) + '\\ ';
            i += 1;
            start = i;
            ch = '\\';
        }
        if (ch === '\\')
            switch (json[i + 1]) {
                case 'u':
                    {
                        str += json.slice(start, i);
                        const code = json.substr(i + 2, 4);
                        switch (code) {
                            case '0000':
                                str += '\\0';
                                break;
                            case '0007':
                                str += '\\a';
                                break;
                            case '000b':
                                str += '\\v';
                                break;
                            case '001b':
                                str += '\\e';
                                break;
                            case '0085':
                                str += '\\N';
                                break;
                            case '00a0':
                                str += '\\_';
                                break;
                            case '2028':
                                str += '\\L';
                                break;
                            case '2029':
                                str += '\\P';
                                break;
                            default:
                                if (code.substr(0, 2) === '00')
                                    str += '\\x' + code.substr(2);
                                else
                                    str += json.substr(i, 6);
                        }
                        i += 5;
                        start = i + 1;
                    }
                    break;
                case 'n':
                    if (implicitKey ||
                        json[i + 2] === '"' ||
                        json.length < minMultiLineLength) {
                        i += 1;
                    }
                    else {
                        // folding will eat first newline
                        str += json.slice(start, i) + '\n\n';
                        while (json[i + 2] === '\\' &&
                            json[i + 3] === 'n' &&
                            json[i + 4] !== '"') {
                            str += '\n';
                            i += 2;
                        }
                        str += indent;
                        // space after newline needs to be escaped to not be folded
                        if (json[i + 2] === ' ')
                            str += '\\';
                        i += 1;
                        start = i + 1;
                    }
                    break;
                default:
                    i += 1;
            }
    }
    str = start ? str + json.slice(start) : json;
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
}
function singleQuotedString(value, ctx) {
    if (ctx.options.singleQuote === false ||
        (ctx.implicitKey && value.includes('\n')) ||
        /[ \t]\n|\n[ \t]/.test(value) // single quoted string can't have leading or trailing whitespace around newline
    )
        return doubleQuotedString(value, ctx);
    const indent = ctx.indent || (containsDocumentMarker(value) ? '  ' : '');
    const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&\n${indent}`) + "'";
    return ctx.implicitKey
        ? res
        : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function quotedString(value, ctx) {
    const { singleQuote } = ctx.options;
    let qs;
    if (singleQuote === false)
        qs = doubleQuotedString;
    else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
            qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
            qs = doubleQuotedString;
        else
            qs = singleQuote ? singleQuotedString : doubleQuotedString;
    }
    return qs(value, ctx);
}
// The negative lookbehind avoids a polynomial search,
// but isn't supported yet on Safari: https://caniuse.com/js-regexp-lookbehind
let blockEndNewlines;
try {
    blockEndNewlines = new RegExp('(^|(?<!\n))\n+(?!\n|$)', 'g');
}
catch {
    blockEndNewlines = /\n+(?!\n|$)/g;
}
function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
    const { blockQuote, commentString, lineWidth } = ctx.options;
    // 1. Block can't end in whitespace unless the last line is non-empty.
    // 2. Strings consisting of only whitespace are best rendered explicitly.
    if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
    }
    const indent = ctx.indent ||
        (ctx.forceBlockIndent || containsDocumentMarker(value) ? '  ' : '');
    const literal = blockQuote === 'literal'
        ? true
        : blockQuote === 'folded' || type === Scalar.Scalar.BLOCK_FOLDED
            ? false
            : type === Scalar.Scalar.BLOCK_LITERAL
                ? true
                : !lineLengthOverLimit(value, lineWidth, indent.length);
    if (!value)
        return literal ? '|\n' : '>\n';
    // determine chomping from whitespace at value end
    let chomp;
    let endStart;
    for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== '\n' && ch !== '\t' && ch !== ' ')
            break;
    }
    let end = value.substring(endStart);
    const endNlPos = end.indexOf('\n');
    if (endNlPos === -1) {
        chomp = '-'; // strip
    }
    else if (value === end || endNlPos !== end.length - 1) {
        chomp = '+'; // keep
        if (onChompKeep)
            onChompKeep();
    }
    else {
        chomp = ''; // clip
    }
    if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === '\n')
            end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
    }
    // determine indent indicator from whitespace at value start
    let startWithSpace = false;
    let startEnd;
    let startNlPos = -1;
    for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === ' ')
            startWithSpace = true;
        else if (ch === '\n')
            startNlPos = startEnd;
        else
            break;
    }
    let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
    if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
    }
    const indentSize = indent ? '2' : '1'; // root is at -1
    // Leading | or > is added later
    let header = (startWithSpace ? indentSize : '') + chomp;
    if (comment) {
        header += ' ' + commentString(comment.replace(/ ?[\r\n]+/g, ' '));
        if (onComment)
            onComment();
    }
    if (!literal) {
        const foldedValue = value
            .replace(/\n+/g, '\n$&')
            .replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, '$1$2') // more-indented lines aren't folded
            //                ^ more-ind. ^ empty     ^ capture next empty lines only at end of indent
            .replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== 'folded' && type !== Scalar.Scalar.BLOCK_FOLDED) {
            foldOptions.onOverflow = () => {
                literalFallback = true;
            };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
            return `>${header}\n${indent}${body}`;
    }
    value = value.replace(/\n+/g, `$&${indent}`);
    return `|${header}\n${indent}${start}${value}${end}`;
}
function plainString(item, ctx, onComment, onChompKeep) {
    const { type, value } = item;
    const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
    if ((implicitKey && value.includes('\n')) ||
        (inFlow && /[[\]{},]/.test(value))) {
        return quotedString(value, ctx);
    }
    if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        // not allowed:
        // - '-' or '?'
        // - start with an indicator character (except [?:-]) or /[?-] /
        // - '\n ', ': ' or ' \n' anywhere
        // - '#' not preceded by a non-space char
        // - end with ' ' or ':'
        return implicitKey || inFlow || !value.includes('\n')
            ? quotedString(value, ctx)
            : blockString(item, ctx, onComment, onChompKeep);
    }
    if (!implicitKey &&
        !inFlow &&
        type !== Scalar.Scalar.PLAIN &&
        value.includes('\n')) {
        // Where allowed & type not set explicitly, prefer block style for multiline strings
        return blockString(item, ctx, onComment, onChompKeep);
    }
    if (containsDocumentMarker(value)) {
        if (indent === '') {
            ctx.forceBlockIndent = true;
            return blockString(item, ctx, onComment, onChompKeep);
        }
        else if (implicitKey && indent === indentStep) {
            return quotedString(value, ctx);
        }
    }
    const str = value.replace(/\n+/g, `$&\n${indent}`);
    // Verify that output will be parsed as a string, as e.g. plain numbers and
    // booleans get parsed with those types in v1.2 (e.g. '42', 'true' & '0.9e-3'),
    // and others in v1.1.
    if (actualString) {
        const test = (tag) => tag.default && tag.tag !== 'tag:yaml.org,2002:str' && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
            return quotedString(value, ctx);
    }
    return implicitKey
        ? str
        : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
}
function stringifyString(item, ctx, onComment, onChompKeep) {
    const { implicitKey, inFlow } = ctx;
    const ss = typeof item.value === 'string'
        ? item
        : Object.assign({}, item, { value: String(item.value) });
    let { type } = item;
    if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        // force double quotes on control characters & unpaired surrogates
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
            type = Scalar.Scalar.QUOTE_DOUBLE;
    }
    const _stringify = (_type) => {
        switch (_type) {
            case Scalar.Scalar.BLOCK_FOLDED:
            case Scalar.Scalar.BLOCK_LITERAL:
                return implicitKey || inFlow
                    ? quotedString(ss.value, ctx) // blocks are not valid inside flow containers
                    : blockString(ss, ctx, onComment, onChompKeep);
            case Scalar.Scalar.QUOTE_DOUBLE:
                return doubleQuotedString(ss.value, ctx);
            case Scalar.Scalar.QUOTE_SINGLE:
                return singleQuotedString(ss.value, ctx);
            case Scalar.Scalar.PLAIN:
                return plainString(ss, ctx, onComment, onChompKeep);
            default:
                return null;
        }
    };
    let res = _stringify(type);
    if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = (implicitKey && defaultKeyType) || defaultStringType;
        res = _stringify(t);
        if (res === null)
            throw new Error(`Unsupported default string type ${t}`);
    }
    return res;
}

exports.stringifyString = stringifyString;


/***/ }),

/***/ 204:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



var identity = __nccwpck_require__(1127);

const BREAK = Symbol('break visit');
const SKIP = Symbol('skip children');
const REMOVE = Symbol('remove node');
/**
 * Apply a visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
function visit(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        visit_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visit.BREAK = BREAK;
/** Do not visit the children of the current node */
visit.SKIP = SKIP;
/** Remove the current node */
visit.REMOVE = REMOVE;
function visit_(key, node, visitor, path) {
    const ctrl = callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = visit_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = visit_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = visit_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
/**
 * Apply an async visitor to an AST node or document.
 *
 * Walks through the tree (depth-first) starting from `node`, calling a
 * `visitor` function with three arguments:
 *   - `key`: For sequence values and map `Pair`, the node's index in the
 *     collection. Within a `Pair`, `'key'` or `'value'`, correspondingly.
 *     `null` for the root node.
 *   - `node`: The current node.
 *   - `path`: The ancestry of the current node.
 *
 * The return value of the visitor may be used to control the traversal:
 *   - `Promise`: Must resolve to one of the following values
 *   - `undefined` (default): Do nothing and continue
 *   - `visit.SKIP`: Do not visit the children of this node, continue with next
 *     sibling
 *   - `visit.BREAK`: Terminate traversal completely
 *   - `visit.REMOVE`: Remove the current node, then continue with the next one
 *   - `Node`: Replace the current node, then continue by visiting it
 *   - `number`: While iterating the items of a sequence or map, set the index
 *     of the next step. This is useful especially if the index of the current
 *     node has changed.
 *
 * If `visitor` is a single function, it will be called with all values
 * encountered in the tree, including e.g. `null` values. Alternatively,
 * separate visitor functions may be defined for each `Map`, `Pair`, `Seq`,
 * `Alias` and `Scalar` node. To define the same visitor function for more than
 * one node type, use the `Collection` (map and seq), `Value` (map, seq & scalar)
 * and `Node` (alias, map, seq & scalar) targets. Of all these, only the most
 * specific defined one will be used for each node.
 */
async function visitAsync(node, visitor) {
    const visitor_ = initVisitor(visitor);
    if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
            node.contents = null;
    }
    else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
}
// Without the `as symbol` casts, TS declares these in the `visit`
// namespace using `var`, but then complains about that because
// `unique symbol` must be `const`.
/** Terminate visit traversal completely */
visitAsync.BREAK = BREAK;
/** Do not visit the children of the current node */
visitAsync.SKIP = SKIP;
/** Remove the current node */
visitAsync.REMOVE = REMOVE;
async function visitAsync_(key, node, visitor, path) {
    const ctrl = await callVisitor(key, node, visitor, path);
    if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
    }
    if (typeof ctrl !== 'symbol') {
        if (identity.isCollection(node)) {
            path = Object.freeze(path.concat(node));
            for (let i = 0; i < node.items.length; ++i) {
                const ci = await visitAsync_(i, node.items[i], visitor, path);
                if (typeof ci === 'number')
                    i = ci - 1;
                else if (ci === BREAK)
                    return BREAK;
                else if (ci === REMOVE) {
                    node.items.splice(i, 1);
                    i -= 1;
                }
            }
        }
        else if (identity.isPair(node)) {
            path = Object.freeze(path.concat(node));
            const ck = await visitAsync_('key', node.key, visitor, path);
            if (ck === BREAK)
                return BREAK;
            else if (ck === REMOVE)
                node.key = null;
            const cv = await visitAsync_('value', node.value, visitor, path);
            if (cv === BREAK)
                return BREAK;
            else if (cv === REMOVE)
                node.value = null;
        }
    }
    return ctrl;
}
function initVisitor(visitor) {
    if (typeof visitor === 'object' &&
        (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
            Alias: visitor.Node,
            Map: visitor.Node,
            Scalar: visitor.Node,
            Seq: visitor.Node
        }, visitor.Value && {
            Map: visitor.Value,
            Scalar: visitor.Value,
            Seq: visitor.Value
        }, visitor.Collection && {
            Map: visitor.Collection,
            Seq: visitor.Collection
        }, visitor);
    }
    return visitor;
}
function callVisitor(key, node, visitor, path) {
    if (typeof visitor === 'function')
        return visitor(key, node, path);
    if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
    if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
    if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
    if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
    if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    return undefined;
}
function replaceNode(key, path, node) {
    const parent = path[path.length - 1];
    if (identity.isCollection(parent)) {
        parent.items[key] = node;
    }
    else if (identity.isPair(parent)) {
        if (key === 'key')
            parent.key = node;
        else
            parent.value = node;
    }
    else if (identity.isDocument(parent)) {
        parent.contents = node;
    }
    else {
        const pt = identity.isAlias(parent) ? 'alias' : 'scalar';
        throw new Error(`Cannot replace node with ${pt} parent`);
    }
}

exports.visit = visit;
exports.visitAsync = visitAsync;


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/core/request/payload.ts
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function getObject(value, key) {
    if (!isObject(value))
        return undefined;
    const child = value[key];
    return isObject(child) ? child : undefined;
}
function getString(value, key) {
    if (!isObject(value))
        return undefined;
    const child = value[key];
    return typeof child === 'string' ? child : undefined;
}
function getNumber(value, key) {
    if (!isObject(value))
        return undefined;
    const child = value[key];
    return typeof child === 'number' && Number.isSafeInteger(child) ? child : undefined;
}

;// CONCATENATED MODULE: ./src/adapters/fs/read-event-payload.ts
/**
 * Reading an event payload file (${label}, or the CLI's --event): bounded, parsed,
 * checked to be a JSON object. What it holds is untrusted; read it with src/core/request/payload.ts.
 */


/** Largest event payload read (GitHub's own webhook limit is 25 MB). */
const MAX_EVENT_BYTES = 32 * 1024 * 1024;
class EventError extends Error {
    name = 'EventError';
}
/** Read and parse the payload; a missing path gives `{}` (workflow_dispatch run locally). */
function readPayload(path, options = {}) {
    if (!path)
        return {};
    const label = options.label ?? 'GITHUB_EVENT_PATH';
    let text;
    try {
        const buffer = (0,external_node_fs_namespaceObject.readFileSync)(path);
        if (buffer.byteLength > MAX_EVENT_BYTES) {
            throw new EventError(`The event payload at ${label} is larger than ${MAX_EVENT_BYTES} bytes.`);
        }
        text = buffer.toString('utf8');
    }
    catch (error) {
        if (error instanceof EventError)
            throw error;
        const code = error.code;
        if (code === 'ENOENT' && options.missingIsEmpty !== false)
            return {};
        throw new EventError(`Cannot read the event payload at ${label} (${code ?? 'read error'}).`);
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        throw new EventError(`The event payload at ${label} is not valid JSON.`);
    }
    if (!isObject(parsed))
        throw new EventError(`The event payload at ${label} is not a JSON object.`);
    return parsed;
}

;// CONCATENATED MODULE: ./src/core/error-codes.ts
/**
 * Stable error and warning codes. Workflows branch on the `error-code` output, so a code never
 * changes meaning once released. E0xx follow maestro-coordinator's numbering where it applies;
 * the rest are legion-router's own. The README lists each with what to do about it.
 */
const ErrorCode = {
    /** No intent and no project (no STATE.md) — nothing to route. */
    NO_PROJECT: 'E001',
    /** Natural-language request not confident enough to route (MEDIUM/LOW). */
    UNCLEAR_INTENT: 'E002',
    /** A `--flag` that is not declared in the config. */
    UNKNOWN_FLAG: 'E010',
    /** A flag value that is not a boolean (or not a number for --phase). */
    INVALID_FLAG_VALUE: 'E011',
    /** Flag combination rejected by validation rules (§2). */
    VALIDATION_FAILED: 'E012',
    /** Command word that is not a legion command. */
    UNKNOWN_COMMAND: 'E013',
    /** Commenter lacks the required repository permission. */
    UNAUTHORIZED: 'E020',
    /** A configuration file exists but cannot be used (blocker escalation). */
    CONFIG_BLOCKER: 'E030',
    /** filter_plans intent, or a build, with no phase directory. */
    PHASE_DIR_MISSING: 'E031',
    /** filter_review intent without a prior REVIEW.md. */
    REVIEW_MISSING: 'E032',
    /** No phase could be determined (no STATE.md phase, no phase with plans). */
    NO_PHASE: 'E033',
    /** GitHub API failed after retries (5xx, network). */
    API_ERROR: 'E040',
    /** GitHub API rate limit not lifted within the retry budget. */
    API_RATE_LIMITED: 'E041',
    /** GitHub API rejected the token (401). */
    API_BAD_CREDENTIALS: 'E042',
    /** Pull request not found (404) or not accessible. */
    PR_NOT_FOUND: 'E043',
    /** GitHub API did not answer in time. */
    API_TIMEOUT: 'E044',
    /** The pull request's head moved after the command was written: the new head is not approved. */
    HEAD_MOVED: 'E081',
    /** `--sha=<hex>` does not name the pull request's current head. */
    SHA_MISMATCH: 'E082',
    /** The pull request is closed or merged: no work routes for it. */
    PR_CLOSED: 'E083',
    /** An input exceeded its documented size bound. */
    INPUT_TOO_LARGE: 'E051',
    /** Action inputs are inconsistent or invalid. */
    INVALID_INPUT: 'E052',
    /** A plan's `depends_on` names a plan that is not in its phase (and not done), or one whose file could not be parsed. */
    WAVE_DEPENDENCY_UNKNOWN: 'E060',
    /** A plan's `depends_on` names a plan of the same or a later wave (or itself, or a later phase). */
    WAVE_DEPENDENCY_NOT_EARLIER: 'E061',
    /** A selected plan depends on a plan that is neither done nor selected, and the route refuses to pull it in. */
    DEPENDENCY_NOT_SELECTED: 'E062',
    /** More non-empty waves than the workflow declares wave jobs for (`wave-jobs`). */
    TOO_MANY_WAVES: 'E063',
    /** All outputs of the route together would exceed GitHub's per-job output limit, even after shrinking entries. */
    OUTPUTS_TOO_LARGE: 'E064',
    /** Two plans of one phase have the same id, so waves cannot tell them apart. */
    DUPLICATE_PLAN_ID: 'E065',
    /** A bug in legion-router: reported without a stack trace, please file an issue. */
    INTERNAL: 'E099',
};
/** Warning codes: reported in annotations and the summary, never in `error-code`. */
const WarningCode = {
    /** Cross-command match: the text matches another command than the one typed. */
    CROSS_COMMAND: 'W001',
    /** intent-teams.yaml missing: bundled default used. */
    CONFIG_DEFAULT_USED: 'W010',
    /** intent-teams.yaml unparsable or schema-invalid: bundled default or partial config used. */
    CONFIG_INVALID: 'W011',
    /** A plan file is malformed or violates the frontmatter schema. */
    PLAN_INVALID: 'W020',
    /** Changed-file list truncated by the API; every plan of the phase routed. */
    CHANGED_FILES_TRUNCATED: 'W021',
    /** settings.json missing or invalid: defaults used. */
    SETTINGS_DEFAULTS: 'W030',
    /** control-modes.yaml missing: hard-coded guarded profile used. */
    CONTROL_MODES_MISSING: 'W031',
    /** control_mode not defined (or wrong case): guarded used. */
    CONTROL_MODE_UNKNOWN: 'W032',
    /** Partial control-mode profile merged with guarded defaults. */
    CONTROL_PROFILE_PARTIAL: 'W033',
    /** STATE.md or ROADMAP.md exists but cannot be read: treated as missing. */
    PROJECT_FILE_UNREADABLE: 'W034',
    /** Unknown flag accepted by --unsafe-unknown-flags. */
    UNKNOWN_FLAG_ACCEPTED: 'W040',
    /** authority-matrix.yaml unreadable or invalid. */
    AUTHORITY_INVALID: 'W041',
    /** Work was split into batches to respect max-jobs. */
    MATRIX_BATCHED: 'W050',
    /** A value with unsafe characters (agent id, path) was left out of the matrix. */
    UNSAFE_VALUE_OMITTED: 'W060',
    /** Two plans of one wave declare the same file in `files_modified` (they run in parallel). */
    WAVE_FILES_SHARED: 'W070',
    /** A plan depends on a plan of an earlier phase, which this route neither schedules nor checks. */
    CROSS_PHASE_DEPENDENCY: 'W071',
    /** Entries were made smaller (derivable fields left out, more batching) to keep the outputs within GitHub's limit. */
    ENTRIES_SHRUNK: 'W072',
    /** The all-waves `matrix` has more entries than GitHub allows in one matrix (256); fan out over `waves` instead. */
    MATRIX_OVER_GITHUB_LIMIT: 'W073',
};
/** Info codes: notes that explain a route (shown in the summary), never a problem. */
const InfoCode = {
    /** A flag was given twice: the first occurrence wins. */
    DUPLICATE_FLAG: 'I001',
    /** Every plan of the phase is done: nothing to build (re-run with --rerun). */
    PHASE_ALREADY_EXECUTED: 'I040',
    /** A wave runs one job at a time: plans in it share a `sequential_files` entry. */
    WAVE_SEQUENTIAL: 'I020',
    /** Plans already done (SUMMARY.md reports success) were skipped. */
    DONE_PLANS_SKIPPED: 'I021',
    /** An unfinished plan that a selected plan depends on was added, in its own earlier wave. */
    DEPENDENCY_PULLED: 'I022',
    /** Plans that depend on the selected plans were added (affected semantics). */
    DEPENDENTS_ADDED: 'I023',
    /** Done plans run again because the route re-includes done plans. */
    DONE_PLANS_RERUN: 'I024',
};

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

;// CONCATENATED MODULE: ./src/core/text/untrusted-data.ts
/** A mapping (not null, not an array). */
function isDict(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** The string items of a list; [] for anything that is not a list. */
function stringList(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __nccwpck_require__(8815);
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
                code: WarningCode.CONFIG_INVALID,
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
            code: WarningCode.CONFIG_INVALID,
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
            code: WarningCode.CONFIG_INVALID,
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

;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/adapters/fs/bundled-file.ts



/**
 * Read a file shipped with legion-router (e.g. `config/intent-teams.yaml`). The bundle runs from
 * `dist/index.js` (action), `dist/cli/index.js` (CLI) or `src/**` (tests), so the package root is
 * found by walking up from this module to the folder that holds the file.
 */
function readBundledFile(relPath) {
    let dir = (0,external_node_path_namespaceObject.dirname)((0,external_node_url_namespaceObject.fileURLToPath)(import.meta.url));
    for (let depth = 0; depth < 6; depth++) {
        const candidate = (0,external_node_path_namespaceObject.join)(dir, relPath);
        if ((0,external_node_fs_namespaceObject.existsSync)(candidate) && (0,external_node_fs_namespaceObject.existsSync)((0,external_node_path_namespaceObject.join)(dir, 'package.json')))
            return (0,external_node_fs_namespaceObject.readFileSync)(candidate, 'utf8');
        const parent = (0,external_node_path_namespaceObject.dirname)(dir);
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
                code: WarningCode.CONFIG_DEFAULT_USED,
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
                    code: ErrorCode.CONFIG_BLOCKER,
                    severity: 'blocker',
                    message: `The config input names ${path}, which does not exist in the repository.`,
                    file: path,
                    hint: `Fix the path, or remove the input to use ${DEFAULT_CONFIG_PATH} or the bundled default.`,
                },
            };
        }
        bundled.diagnostics.push({
            code: WarningCode.CONFIG_INVALID,
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
        this.root = (0,external_node_path_namespaceObject.resolve)(root);
        let real = this.root;
        try {
            real = external_node_fs_namespaceObject.realpathSync.native(this.root);
        }
        catch {
            // root missing: every read reports 'missing'
        }
        this.realRoot = real;
    }
    inside(real) {
        const rel = (0,external_node_path_namespaceObject.relative)(this.realRoot, real);
        return rel === '' || (!rel.startsWith(`..${external_node_path_namespaceObject.sep}`) && rel !== '..' && !(0,external_node_path_namespaceObject.isAbsolute)(rel));
    }
    /** Resolve a repository-relative path; null when it escapes the repository. */
    locate(relPath) {
        if ((0,external_node_path_namespaceObject.isAbsolute)(relPath) || relPath.split(/[\\/]/).includes('..')) {
            return { error: { ok: false, reason: 'outside', message: `${relPath} is outside the repository` } };
        }
        const path = (0,external_node_path_namespaceObject.join)(this.root, relPath);
        let real;
        try {
            // Fast path for the many files of one directory (plans of a phase): resolve the directory
            // once; a file that is not itself a symbolic link then needs no resolution of its own.
            const slash = relPath.lastIndexOf('/');
            if (slash > 0) {
                const dir = relPath.slice(0, slash);
                let realDir = this.directoryCache.get(dir);
                if (realDir === undefined) {
                    realDir = external_node_fs_namespaceObject.realpathSync.native((0,external_node_path_namespaceObject.join)(this.root, dir));
                    this.directoryCache.set(dir, realDir);
                }
                const candidate = (0,external_node_path_namespaceObject.join)(realDir, relPath.slice(slash + 1));
                real = (0,external_node_fs_namespaceObject.lstatSync)(candidate).isSymbolicLink() ? external_node_fs_namespaceObject.realpathSync.native(candidate) : candidate;
                if (!this.inside(realDir))
                    real = realDir;
            }
            else {
                real = external_node_fs_namespaceObject.realpathSync.native(path);
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
            fd = (0,external_node_fs_namespaceObject.openSync)(located.path, 'r');
            const stat = (0,external_node_fs_namespaceObject.fstatSync)(fd);
            if (!stat.isFile())
                return { ok: false, reason: 'not-file', message: `${relPath} is not a regular file` };
            if (stat.size > maxBytes) {
                return { ok: false, reason: 'too-large', message: `${relPath} is ${stat.size} bytes, over the ${maxBytes}-byte limit` };
            }
            const buffer = Buffer.alloc(stat.size);
            let offset = 0;
            while (offset < stat.size) {
                const read = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, offset, stat.size - offset, offset);
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
                (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
    }
    /** Names of entries in a directory (files and directories); null when it is not there. */
    listDirectory(relPath, kind) {
        const located = this.locate(relPath);
        if ('error' in located)
            return null;
        try {
            return (0,external_node_fs_namespaceObject.readdirSync)(located.path, { withFileTypes: true })
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

;// CONCATENATED MODULE: ./src/app/route-explanation.ts
function routeExplanation(result) {
    return {
        message: result.message,
        plans: result.plans.map((p) => ({
            id: p.id,
            path: p.path,
            decision: p.kept ? 'selected' : 'dropped',
            partial: p.partial,
            reasons: [...p.reasons],
            ...(p.matchedChangedFiles !== undefined ? { changed_files: p.matchedChangedFiles } : {}),
        })),
        notes: [...result.notes],
        diagnostics: result.diagnostics.map((d) => ({
            code: d.code,
            severity: d.severity,
            message: d.message,
            ...(d.file !== undefined ? { file: d.file } : {}),
            ...(d.line !== undefined ? { line: d.line } : {}),
            ...(d.column !== undefined ? { column: d.column } : {}),
            ...(d.hint !== undefined ? { hint: d.hint } : {}),
        })),
    };
}

;// CONCATENATED MODULE: ./src/core/control/guarded-defaults.ts
/** workflow-common-core's hard-coded guarded profile (the fallback for every failure). */
const guarded_defaults_GUARDED_DEFAULTS = Object.freeze({
    authority_enforcement: true,
    domain_filtering: true,
    human_approval_required: true,
    file_scope_restriction: false,
    read_only: false,
});

;// CONCATENATED MODULE: ./src/app/route-outputs.ts
/**
 * The action's outputs. Pure and dependency-free: the cold-start path in src/index.ts uses it
 * without loading @actions/* or the router.
 *
 * Every value written here is either produced by the router from validated data or checked
 * against a conservative pattern, so no output carries comment text, label names or branch
 * names that a downstream `run:` could execute.
 */


const OUTPUT_NAMES = (/* unused pure expression or super */ null && ([
    'matrix',
    'waves',
    'wave-count',
    'wave-max-parallel',
    'has-work',
    'count',
    'command',
    'intent',
    'mode',
    'flags',
    'source',
    'confidence',
    'sha',
    'control-profile',
    'error-code',
]));
/** Command words, intent keys, modes, sources. */
const WORD = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** Normalised flags (`--just-harden`, `--phase=3`). */
const FLAG = /^--[a-z0-9][a-z0-9_-]{0,63}(=[a-z0-9._-]{1,64})?$/;
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const CODE = /^[EW]\d{3}$/;
/**
 * Characters allowed in matrix string values: what plan ids, agent names, repository paths,
 * declared file patterns (globs: `* ? [ ] { } , !`), environment names, flags and base64 text
 * need. The router sanitises each field more strictly (src/core/sanitize.ts); this is the last
 * guard before an output. None of these characters makes a shell run anything: no quotes, `$`,
 * backticks, `;`, `|`, `&`, redirections, parentheses, backslashes or line breaks.
 */
const SAFE_MATRIX_STRING = /^[A-Za-z0-9 ._@+/:,=!*?[\]{}-]{0,4096}$/;
/** Matrix keys are identifiers. */
const SAFE_MATRIX_KEY = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const PROFILE_KEYS = [
    'authority_enforcement',
    'domain_filtering',
    'human_approval_required',
    'file_scope_restriction',
    'read_only',
];
function safeWord(value) {
    return value !== undefined && WORD.test(value) ? value : '';
}
function safeSha(value) {
    const lower = (value ?? '').toLowerCase();
    return SHA.test(lower) ? lower : '';
}
function safeFlags(flags) {
    return flags.filter((flag) => FLAG.test(flag));
}
function profileJson(profile) {
    const out = {};
    for (const key of PROFILE_KEYS)
        out[key] = profile[key] === true;
    return JSON.stringify(out);
}
function safeValue(value) {
    if (value === null || typeof value === 'boolean')
        return true;
    if (typeof value === 'number')
        return Number.isFinite(value);
    if (typeof value === 'string')
        return SAFE_MATRIX_STRING.test(value);
    if (Array.isArray(value))
        return value.every((item) => typeof item === 'string' && SAFE_MATRIX_STRING.test(item));
    return false;
}
/** The first problem found in a matrix that must not reach an output, or null when it is safe. */
function unsafeMatrixProblem(matrix) {
    if (!matrix || !Array.isArray(matrix.include))
        return 'the matrix has no include list';
    for (const [index, entry] of matrix.include.entries()) {
        if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
            return `matrix entry ${index} is not an object`;
        for (const [key, value] of Object.entries(entry)) {
            if (!SAFE_MATRIX_KEY.test(key))
                return `matrix entry ${index} has a key with unsafe characters`;
            if (!safeValue(value))
                return `matrix entry ${index} has a value for "${key}" with unsafe characters`;
        }
    }
    return null;
}
function formatConfidence(confidence) {
    if (!Number.isFinite(confidence) || confidence <= 0)
        return '0';
    return String(Math.round(Math.min(confidence, 1) * 1000) / 1000);
}
/** Outputs of a run that routed nothing (ignored event, comment that is not a command). */
function emptyOutputs(sha = '') {
    return {
        matrix: '{"include":[]}',
        waves: '[]',
        'wave-count': '0',
        'wave-max-parallel': '[]',
        'has-work': 'false',
        count: '0',
        command: '',
        intent: '',
        mode: 'none',
        flags: '[]',
        source: 'none',
        confidence: '0',
        sha: safeSha(sha),
        'control-profile': profileJson(GUARDED_DEFAULTS),
        'error-code': '',
    };
}
/**
 * Outputs for a route result. The caller has already checked the matrix with
 * {@link unsafeMatrixProblem}; an unsafe matrix is replaced by an empty one here as a last guard.
 */
function outputsFromResult(result, sha) {
    const matrixSafe = unsafeMatrixProblem(result.matrix) === null && result.waves.every((wave) => unsafeMatrixProblem(wave) === null);
    const include = matrixSafe ? result.matrix.include : [];
    const waves = matrixSafe ? result.waves.map((wave) => ({ include: wave.include })) : [];
    const parallel = matrixSafe && result.waveMaxParallel.length === waves.length ? result.waveMaxParallel.map((n) => (Number.isSafeInteger(n) && n > 0 ? n : 1)) : waves.map(() => 1);
    const hasWork = matrixSafe && result.ok && result.hasWork && include.length > 0;
    return {
        matrix: JSON.stringify({ include }),
        waves: JSON.stringify(waves),
        'wave-count': String(waves.length),
        'wave-max-parallel': JSON.stringify(parallel),
        'has-work': hasWork ? 'true' : 'false',
        count: String(include.length),
        command: safeWord(result.command),
        intent: safeWord(result.intent),
        mode: safeWord(result.mode) || 'none',
        flags: JSON.stringify(safeFlags(result.flags)),
        source: safeWord(result.source) || 'none',
        confidence: formatConfidence(result.confidence),
        sha: safeSha(sha),
        'control-profile': profileJson(result.controlProfile),
        'error-code': CODE.test(result.errorCode) ? result.errorCode : result.errorCode === '' ? '' : ErrorCode.INTERNAL,
    };
}

;// CONCATENATED MODULE: ./src/app/rejected-result.ts

/** A result that routes nothing: not a command, unauthorized, API failure, bad input. */
function rejectedResult(options) {
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
        controlProfile: { ...guarded_defaults_GUARDED_DEFAULTS },
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
function rejected_result_resultFromRejection(rejection, project) {
    const result = rejectedResult({
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
const tokenize_WORD = /[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu;
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
    for (const match of normalized.matchAll(tokenize_WORD)) {
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
        for (const line of linesOutsideFences(boundedLines(text, MAX_STATE_CHARS, MAX_LINE_CHARS))) {
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
                code: InfoCode.DUPLICATE_FLAG,
                severity: 'info',
                message: `Duplicate flag ${shown(token)} ignored: the first occurrence of ${shown(name)} wins.`,
            });
            continue;
        }
        seen.add(name);
        if (name === '--phase') {
            if (value === undefined || !/^\d{1,4}$/.test(value)) {
                errors.push({
                    code: ErrorCode.INVALID_FLAG_VALUE,
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
                    code: ErrorCode.INVALID_FLAG_VALUE,
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
                    code: WarningCode.UNKNOWN_FLAG_ACCEPTED,
                    severity: 'info',
                    message: `Unknown flag ${shown(name)} accepted because --unsafe-unknown-flags was given; it has no effect.`,
                });
                continue;
            }
            const suggestion = closestMatch(name, allFlags, 2);
            errors.push({
                code: ErrorCode.UNKNOWN_FLAG,
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
                code: ErrorCode.INVALID_FLAG_VALUE,
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
    return rejection(shown, ErrorCode.UNCLEAR_INTENT, lines.join('\n'));
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
                return rejection(report, ErrorCode.UNKNOWN_COMMAND, `Unknown command: ${words[0].slice(0, 40)}. Did you mean ${trigger} ${near}?`);
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
                return rejection({ ...report, confidence: nl.confidence }, ErrorCode.UNCLEAR_INTENT, message, command, [
                    { code: WarningCode.CROSS_COMMAND, severity: 'warning', message: message.replace('\n', ' ') },
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
        return rejection(report, ErrorCode.VALIDATION_FAILED, formatValidationFailure(validation.errors, validation.suggestions), command);
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
        return rejection(withPosition(report, suggestions, context.trigger), ErrorCode.NO_PROJECT, `Nothing to continue: ${context.planningDir}/STATE.md does not exist.\nStart with ${context.trigger} start, or describe the task: ${context.trigger} <what you want done>.`, 'continue');
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
            code: ErrorCode.OUTPUTS_TOO_LARGE,
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
                code: WarningCode.MATRIX_BATCHED,
                severity: 'info',
                message: `${input.entries.length} entries run as ${include.length} jobs: ${batched.length === slots.length ? 'every wave was' : `${batched.length} of ${slots.length} waves were`} batched to at most ${attempt.jobs} job(s) per wave (max-jobs ${maxJobs}); nothing was dropped and no batch mixes waves.`,
            });
        }
        if (attempt.shrink !== 'none') {
            diagnostics.push({
                code: WarningCode.ENTRIES_SHRUNK,
                severity: 'warning',
                message: attempt.shrink === 'slim'
                    ? 'To keep the outputs within GitHub\u2019s 1 MiB limit, plan entries leave out the fields a job can read from the plan file (slim: true; plan, phase, agents, depends_on, files, counts).'
                    : `To keep the outputs within GitHub\u2019s 1 MiB limit, plan entries leave out the fields a job can read from the plan file (slim: true) and each wave runs at most ${attempt.jobs} job(s) instead of ${maxJobs}.`,
                hint: 'Read each plan file at matrix.path (or matrix.paths for a batch) for the left-out fields, or route fewer plans at once.',
            });
        }
        if (include.length > GITHUB_MATRIX_LIMIT) {
            diagnostics.push({
                code: WarningCode.MATRIX_OVER_GITHUB_LIMIT,
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
        code: ErrorCode.TOO_MANY_WAVES,
        severity: 'blocker',
        message: `This route has ${waveCount} waves, but the workflow declares ${jobs} wave job${jobs === 1 ? '' : 's'} (wave-jobs: ${jobs}); ${missing.length > 6 ? `${missing.slice(0, 6).join(', ')} and ${missing.length - 6} more` : missing.join(', ')} would never run. Nothing was started.`,
        hint: `Add jobs wave-${jobs + 1} … wave-${waveCount} to the workflow (each needing the route and the previous wave, reading fromJSON(needs.route.outputs.waves)[k-1]) and set the wave-jobs input to ${waveCount}. Waves are never merged or dropped.`,
    };
}

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
const GUARDED_PROFILE = guarded_defaults_GUARDED_DEFAULTS;
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
                    code: WarningCode.CONTROL_MODE_UNKNOWN,
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
                code: WarningCode.CONTROL_MODES_MISSING,
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
                code: ErrorCode.CONFIG_BLOCKER,
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
                code: WarningCode.CONTROL_MODE_UNKNOWN,
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
                code: WarningCode.CONTROL_PROFILE_PARTIAL,
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
            code: ErrorCode.CONFIG_BLOCKER,
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
        diagnostics: [{ code: WarningCode.SETTINGS_DEFAULTS, severity, message, file: path, ...extra }],
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
                code: WarningCode.AUTHORITY_INVALID,
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

;// CONCATENATED MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs

/*! js-yaml 4.1.0 https://github.com/nodeca/js-yaml @license MIT */
function isNothing(subject) {
  return (typeof subject === 'undefined') || (subject === null);
}


function js_yaml_isObject(subject) {
  return (typeof subject === 'object') && (subject !== null);
}


function toArray(sequence) {
  if (Array.isArray(sequence)) return sequence;
  else if (isNothing(sequence)) return [];

  return [ sequence ];
}


function extend(target, source) {
  var index, length, key, sourceKeys;

  if (source) {
    sourceKeys = Object.keys(source);

    for (index = 0, length = sourceKeys.length; index < length; index += 1) {
      key = sourceKeys[index];
      target[key] = source[key];
    }
  }

  return target;
}


function repeat(string, count) {
  var result = '', cycle;

  for (cycle = 0; cycle < count; cycle += 1) {
    result += string;
  }

  return result;
}


function isNegativeZero(number) {
  return (number === 0) && (Number.NEGATIVE_INFINITY === 1 / number);
}


var isNothing_1      = isNothing;
var isObject_1       = js_yaml_isObject;
var toArray_1        = toArray;
var repeat_1         = repeat;
var isNegativeZero_1 = isNegativeZero;
var extend_1         = extend;

var common = {
	isNothing: isNothing_1,
	isObject: isObject_1,
	toArray: toArray_1,
	repeat: repeat_1,
	isNegativeZero: isNegativeZero_1,
	extend: extend_1
};

// YAML error class. http://stackoverflow.com/questions/8458984


function formatError(exception, compact) {
  var where = '', message = exception.reason || '(unknown reason)';

  if (!exception.mark) return message;

  if (exception.mark.name) {
    where += 'in "' + exception.mark.name + '" ';
  }

  where += '(' + (exception.mark.line + 1) + ':' + (exception.mark.column + 1) + ')';

  if (!compact && exception.mark.snippet) {
    where += '\n\n' + exception.mark.snippet;
  }

  return message + ' ' + where;
}


function YAMLException$1(reason, mark) {
  // Super constructor
  Error.call(this);

  this.name = 'YAMLException';
  this.reason = reason;
  this.mark = mark;
  this.message = formatError(this, false);

  // Include stack trace in error object
  if (Error.captureStackTrace) {
    // Chrome and NodeJS
    Error.captureStackTrace(this, this.constructor);
  } else {
    // FF, IE 10+ and Safari 6+. Fallback for others
    this.stack = (new Error()).stack || '';
  }
}


// Inherit from Error
YAMLException$1.prototype = Object.create(Error.prototype);
YAMLException$1.prototype.constructor = YAMLException$1;


YAMLException$1.prototype.toString = function toString(compact) {
  return this.name + ': ' + formatError(this, compact);
};


var exception = YAMLException$1;

// get snippet for a single line, respecting maxLength
function getLine(buffer, lineStart, lineEnd, position, maxLineLength) {
  var head = '';
  var tail = '';
  var maxHalfLength = Math.floor(maxLineLength / 2) - 1;

  if (position - lineStart > maxHalfLength) {
    head = ' ... ';
    lineStart = position - maxHalfLength + head.length;
  }

  if (lineEnd - position > maxHalfLength) {
    tail = ' ...';
    lineEnd = position + maxHalfLength - tail.length;
  }

  return {
    str: head + buffer.slice(lineStart, lineEnd).replace(/\t/g, '→') + tail,
    pos: position - lineStart + head.length // relative position
  };
}


function padStart(string, max) {
  return common.repeat(' ', max - string.length) + string;
}


function makeSnippet(mark, options) {
  options = Object.create(options || null);

  if (!mark.buffer) return null;

  if (!options.maxLength) options.maxLength = 79;
  if (typeof options.indent      !== 'number') options.indent      = 1;
  if (typeof options.linesBefore !== 'number') options.linesBefore = 3;
  if (typeof options.linesAfter  !== 'number') options.linesAfter  = 2;

  var re = /\r?\n|\r|\0/g;
  var lineStarts = [ 0 ];
  var lineEnds = [];
  var match;
  var foundLineNo = -1;

  while ((match = re.exec(mark.buffer))) {
    lineEnds.push(match.index);
    lineStarts.push(match.index + match[0].length);

    if (mark.position <= match.index && foundLineNo < 0) {
      foundLineNo = lineStarts.length - 2;
    }
  }

  if (foundLineNo < 0) foundLineNo = lineStarts.length - 1;

  var result = '', i, line;
  var lineNoLength = Math.min(mark.line + options.linesAfter, lineEnds.length).toString().length;
  var maxLineLength = options.maxLength - (options.indent + lineNoLength + 3);

  for (i = 1; i <= options.linesBefore; i++) {
    if (foundLineNo - i < 0) break;
    line = getLine(
      mark.buffer,
      lineStarts[foundLineNo - i],
      lineEnds[foundLineNo - i],
      mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo - i]),
      maxLineLength
    );
    result = common.repeat(' ', options.indent) + padStart((mark.line - i + 1).toString(), lineNoLength) +
      ' | ' + line.str + '\n' + result;
  }

  line = getLine(mark.buffer, lineStarts[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
  result += common.repeat(' ', options.indent) + padStart((mark.line + 1).toString(), lineNoLength) +
    ' | ' + line.str + '\n';
  result += common.repeat('-', options.indent + lineNoLength + 3 + line.pos) + '^' + '\n';

  for (i = 1; i <= options.linesAfter; i++) {
    if (foundLineNo + i >= lineEnds.length) break;
    line = getLine(
      mark.buffer,
      lineStarts[foundLineNo + i],
      lineEnds[foundLineNo + i],
      mark.position - (lineStarts[foundLineNo] - lineStarts[foundLineNo + i]),
      maxLineLength
    );
    result += common.repeat(' ', options.indent) + padStart((mark.line + i + 1).toString(), lineNoLength) +
      ' | ' + line.str + '\n';
  }

  return result.replace(/\n$/, '');
}


var snippet = makeSnippet;

var TYPE_CONSTRUCTOR_OPTIONS = [
  'kind',
  'multi',
  'resolve',
  'construct',
  'instanceOf',
  'predicate',
  'represent',
  'representName',
  'defaultStyle',
  'styleAliases'
];

var YAML_NODE_KINDS = [
  'scalar',
  'sequence',
  'mapping'
];

function compileStyleAliases(map) {
  var result = {};

  if (map !== null) {
    Object.keys(map).forEach(function (style) {
      map[style].forEach(function (alias) {
        result[String(alias)] = style;
      });
    });
  }

  return result;
}

function Type$1(tag, options) {
  options = options || {};

  Object.keys(options).forEach(function (name) {
    if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1) {
      throw new exception('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
    }
  });

  // TODO: Add tag format check.
  this.options       = options; // keep original options in case user wants to extend this type later
  this.tag           = tag;
  this.kind          = options['kind']          || null;
  this.resolve       = options['resolve']       || function () { return true; };
  this.construct     = options['construct']     || function (data) { return data; };
  this.instanceOf    = options['instanceOf']    || null;
  this.predicate     = options['predicate']     || null;
  this.represent     = options['represent']     || null;
  this.representName = options['representName'] || null;
  this.defaultStyle  = options['defaultStyle']  || null;
  this.multi         = options['multi']         || false;
  this.styleAliases  = compileStyleAliases(options['styleAliases'] || null);

  if (YAML_NODE_KINDS.indexOf(this.kind) === -1) {
    throw new exception('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
  }
}

var type = Type$1;

/*eslint-disable max-len*/





function compileList(schema, name) {
  var result = [];

  schema[name].forEach(function (currentType) {
    var newIndex = result.length;

    result.forEach(function (previousType, previousIndex) {
      if (previousType.tag === currentType.tag &&
          previousType.kind === currentType.kind &&
          previousType.multi === currentType.multi) {

        newIndex = previousIndex;
      }
    });

    result[newIndex] = currentType;
  });

  return result;
}


function compileMap(/* lists... */) {
  var result = {
        scalar: {},
        sequence: {},
        mapping: {},
        fallback: {},
        multi: {
          scalar: [],
          sequence: [],
          mapping: [],
          fallback: []
        }
      }, index, length;

  function collectType(type) {
    if (type.multi) {
      result.multi[type.kind].push(type);
      result.multi['fallback'].push(type);
    } else {
      result[type.kind][type.tag] = result['fallback'][type.tag] = type;
    }
  }

  for (index = 0, length = arguments.length; index < length; index += 1) {
    arguments[index].forEach(collectType);
  }
  return result;
}


function Schema$1(definition) {
  return this.extend(definition);
}


Schema$1.prototype.extend = function extend(definition) {
  var implicit = [];
  var explicit = [];

  if (definition instanceof type) {
    // Schema.extend(type)
    explicit.push(definition);

  } else if (Array.isArray(definition)) {
    // Schema.extend([ type1, type2, ... ])
    explicit = explicit.concat(definition);

  } else if (definition && (Array.isArray(definition.implicit) || Array.isArray(definition.explicit))) {
    // Schema.extend({ explicit: [ type1, type2, ... ], implicit: [ type1, type2, ... ] })
    if (definition.implicit) implicit = implicit.concat(definition.implicit);
    if (definition.explicit) explicit = explicit.concat(definition.explicit);

  } else {
    throw new exception('Schema.extend argument should be a Type, [ Type ], ' +
      'or a schema definition ({ implicit: [...], explicit: [...] })');
  }

  implicit.forEach(function (type$1) {
    if (!(type$1 instanceof type)) {
      throw new exception('Specified list of YAML types (or a single Type object) contains a non-Type object.');
    }

    if (type$1.loadKind && type$1.loadKind !== 'scalar') {
      throw new exception('There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.');
    }

    if (type$1.multi) {
      throw new exception('There is a multi type in the implicit list of a schema. Multi tags can only be listed as explicit.');
    }
  });

  explicit.forEach(function (type$1) {
    if (!(type$1 instanceof type)) {
      throw new exception('Specified list of YAML types (or a single Type object) contains a non-Type object.');
    }
  });

  var result = Object.create(Schema$1.prototype);

  result.implicit = (this.implicit || []).concat(implicit);
  result.explicit = (this.explicit || []).concat(explicit);

  result.compiledImplicit = compileList(result, 'implicit');
  result.compiledExplicit = compileList(result, 'explicit');
  result.compiledTypeMap  = compileMap(result.compiledImplicit, result.compiledExplicit);

  return result;
};


var schema = Schema$1;

var str = new type('tag:yaml.org,2002:str', {
  kind: 'scalar',
  construct: function (data) { return data !== null ? data : ''; }
});

var seq = new type('tag:yaml.org,2002:seq', {
  kind: 'sequence',
  construct: function (data) { return data !== null ? data : []; }
});

var map = new type('tag:yaml.org,2002:map', {
  kind: 'mapping',
  construct: function (data) { return data !== null ? data : {}; }
});

var failsafe = new schema({
  explicit: [
    str,
    seq,
    map
  ]
});

function resolveYamlNull(data) {
  if (data === null) return true;

  var max = data.length;

  return (max === 1 && data === '~') ||
         (max === 4 && (data === 'null' || data === 'Null' || data === 'NULL'));
}

function constructYamlNull() {
  return null;
}

function isNull(object) {
  return object === null;
}

var _null = new type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: resolveYamlNull,
  construct: constructYamlNull,
  predicate: isNull,
  represent: {
    canonical: function () { return '~';    },
    lowercase: function () { return 'null'; },
    uppercase: function () { return 'NULL'; },
    camelcase: function () { return 'Null'; },
    empty:     function () { return '';     }
  },
  defaultStyle: 'lowercase'
});

function resolveYamlBoolean(data) {
  if (data === null) return false;

  var max = data.length;

  return (max === 4 && (data === 'true' || data === 'True' || data === 'TRUE')) ||
         (max === 5 && (data === 'false' || data === 'False' || data === 'FALSE'));
}

function constructYamlBoolean(data) {
  return data === 'true' ||
         data === 'True' ||
         data === 'TRUE';
}

function isBoolean(object) {
  return Object.prototype.toString.call(object) === '[object Boolean]';
}

var bool = new type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: resolveYamlBoolean,
  construct: constructYamlBoolean,
  predicate: isBoolean,
  represent: {
    lowercase: function (object) { return object ? 'true' : 'false'; },
    uppercase: function (object) { return object ? 'TRUE' : 'FALSE'; },
    camelcase: function (object) { return object ? 'True' : 'False'; }
  },
  defaultStyle: 'lowercase'
});

function isHexCode(c) {
  return ((0x30/* 0 */ <= c) && (c <= 0x39/* 9 */)) ||
         ((0x41/* A */ <= c) && (c <= 0x46/* F */)) ||
         ((0x61/* a */ <= c) && (c <= 0x66/* f */));
}

function isOctCode(c) {
  return ((0x30/* 0 */ <= c) && (c <= 0x37/* 7 */));
}

function isDecCode(c) {
  return ((0x30/* 0 */ <= c) && (c <= 0x39/* 9 */));
}

function resolveYamlInteger(data) {
  if (data === null) return false;

  var max = data.length,
      index = 0,
      hasDigits = false,
      ch;

  if (!max) return false;

  ch = data[index];

  // sign
  if (ch === '-' || ch === '+') {
    ch = data[++index];
  }

  if (ch === '0') {
    // 0
    if (index + 1 === max) return true;
    ch = data[++index];

    // base 2, base 8, base 16

    if (ch === 'b') {
      // base 2
      index++;

      for (; index < max; index++) {
        ch = data[index];
        if (ch === '_') continue;
        if (ch !== '0' && ch !== '1') return false;
        hasDigits = true;
      }
      return hasDigits && ch !== '_';
    }


    if (ch === 'x') {
      // base 16
      index++;

      for (; index < max; index++) {
        ch = data[index];
        if (ch === '_') continue;
        if (!isHexCode(data.charCodeAt(index))) return false;
        hasDigits = true;
      }
      return hasDigits && ch !== '_';
    }


    if (ch === 'o') {
      // base 8
      index++;

      for (; index < max; index++) {
        ch = data[index];
        if (ch === '_') continue;
        if (!isOctCode(data.charCodeAt(index))) return false;
        hasDigits = true;
      }
      return hasDigits && ch !== '_';
    }
  }

  // base 10 (except 0)

  // value should not start with `_`;
  if (ch === '_') return false;

  for (; index < max; index++) {
    ch = data[index];
    if (ch === '_') continue;
    if (!isDecCode(data.charCodeAt(index))) {
      return false;
    }
    hasDigits = true;
  }

  // Should have digits and should not end with `_`
  if (!hasDigits || ch === '_') return false;

  return true;
}

function constructYamlInteger(data) {
  var value = data, sign = 1, ch;

  if (value.indexOf('_') !== -1) {
    value = value.replace(/_/g, '');
  }

  ch = value[0];

  if (ch === '-' || ch === '+') {
    if (ch === '-') sign = -1;
    value = value.slice(1);
    ch = value[0];
  }

  if (value === '0') return 0;

  if (ch === '0') {
    if (value[1] === 'b') return sign * parseInt(value.slice(2), 2);
    if (value[1] === 'x') return sign * parseInt(value.slice(2), 16);
    if (value[1] === 'o') return sign * parseInt(value.slice(2), 8);
  }

  return sign * parseInt(value, 10);
}

function isInteger(object) {
  return (Object.prototype.toString.call(object)) === '[object Number]' &&
         (object % 1 === 0 && !common.isNegativeZero(object));
}

var js_yaml_int = new type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: resolveYamlInteger,
  construct: constructYamlInteger,
  predicate: isInteger,
  represent: {
    binary:      function (obj) { return obj >= 0 ? '0b' + obj.toString(2) : '-0b' + obj.toString(2).slice(1); },
    octal:       function (obj) { return obj >= 0 ? '0o'  + obj.toString(8) : '-0o'  + obj.toString(8).slice(1); },
    decimal:     function (obj) { return obj.toString(10); },
    /* eslint-disable max-len */
    hexadecimal: function (obj) { return obj >= 0 ? '0x' + obj.toString(16).toUpperCase() :  '-0x' + obj.toString(16).toUpperCase().slice(1); }
  },
  defaultStyle: 'decimal',
  styleAliases: {
    binary:      [ 2,  'bin' ],
    octal:       [ 8,  'oct' ],
    decimal:     [ 10, 'dec' ],
    hexadecimal: [ 16, 'hex' ]
  }
});

var YAML_FLOAT_PATTERN = new RegExp(
  // 2.5e4, 2.5 and integers
  '^(?:[-+]?(?:[0-9][0-9_]*)(?:\\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?' +
  // .2e4, .2
  // special case, seems not from spec
  '|\\.[0-9_]+(?:[eE][-+]?[0-9]+)?' +
  // .inf
  '|[-+]?\\.(?:inf|Inf|INF)' +
  // .nan
  '|\\.(?:nan|NaN|NAN))$');

function resolveYamlFloat(data) {
  if (data === null) return false;

  if (!YAML_FLOAT_PATTERN.test(data) ||
      // Quick hack to not allow integers end with `_`
      // Probably should update regexp & check speed
      data[data.length - 1] === '_') {
    return false;
  }

  return true;
}

function constructYamlFloat(data) {
  var value, sign;

  value  = data.replace(/_/g, '').toLowerCase();
  sign   = value[0] === '-' ? -1 : 1;

  if ('+-'.indexOf(value[0]) >= 0) {
    value = value.slice(1);
  }

  if (value === '.inf') {
    return (sign === 1) ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;

  } else if (value === '.nan') {
    return NaN;
  }
  return sign * parseFloat(value, 10);
}


var SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;

function representYamlFloat(object, style) {
  var res;

  if (isNaN(object)) {
    switch (style) {
      case 'lowercase': return '.nan';
      case 'uppercase': return '.NAN';
      case 'camelcase': return '.NaN';
    }
  } else if (Number.POSITIVE_INFINITY === object) {
    switch (style) {
      case 'lowercase': return '.inf';
      case 'uppercase': return '.INF';
      case 'camelcase': return '.Inf';
    }
  } else if (Number.NEGATIVE_INFINITY === object) {
    switch (style) {
      case 'lowercase': return '-.inf';
      case 'uppercase': return '-.INF';
      case 'camelcase': return '-.Inf';
    }
  } else if (common.isNegativeZero(object)) {
    return '-0.0';
  }

  res = object.toString(10);

  // JS stringifier can build scientific format without dots: 5e-100,
  // while YAML requres dot: 5.e-100. Fix it with simple hack

  return SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace('e', '.e') : res;
}

function isFloat(object) {
  return (Object.prototype.toString.call(object) === '[object Number]') &&
         (object % 1 !== 0 || common.isNegativeZero(object));
}

var js_yaml_float = new type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: resolveYamlFloat,
  construct: constructYamlFloat,
  predicate: isFloat,
  represent: representYamlFloat,
  defaultStyle: 'lowercase'
});

var json = failsafe.extend({
  implicit: [
    _null,
    bool,
    js_yaml_int,
    js_yaml_float
  ]
});

var core = json;

var YAML_DATE_REGEXP = new RegExp(
  '^([0-9][0-9][0-9][0-9])'          + // [1] year
  '-([0-9][0-9])'                    + // [2] month
  '-([0-9][0-9])$');                   // [3] day

var YAML_TIMESTAMP_REGEXP = new RegExp(
  '^([0-9][0-9][0-9][0-9])'          + // [1] year
  '-([0-9][0-9]?)'                   + // [2] month
  '-([0-9][0-9]?)'                   + // [3] day
  '(?:[Tt]|[ \\t]+)'                 + // ...
  '([0-9][0-9]?)'                    + // [4] hour
  ':([0-9][0-9])'                    + // [5] minute
  ':([0-9][0-9])'                    + // [6] second
  '(?:\\.([0-9]*))?'                 + // [7] fraction
  '(?:[ \\t]*(Z|([-+])([0-9][0-9]?)' + // [8] tz [9] tz_sign [10] tz_hour
  '(?::([0-9][0-9]))?))?$');           // [11] tz_minute

function resolveYamlTimestamp(data) {
  if (data === null) return false;
  if (YAML_DATE_REGEXP.exec(data) !== null) return true;
  if (YAML_TIMESTAMP_REGEXP.exec(data) !== null) return true;
  return false;
}

function constructYamlTimestamp(data) {
  var match, year, month, day, hour, minute, second, fraction = 0,
      delta = null, tz_hour, tz_minute, date;

  match = YAML_DATE_REGEXP.exec(data);
  if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(data);

  if (match === null) throw new Error('Date resolve error');

  // match: [1] year [2] month [3] day

  year = +(match[1]);
  month = +(match[2]) - 1; // JS month starts with 0
  day = +(match[3]);

  if (!match[4]) { // no hour
    return new Date(Date.UTC(year, month, day));
  }

  // match: [4] hour [5] minute [6] second [7] fraction

  hour = +(match[4]);
  minute = +(match[5]);
  second = +(match[6]);

  if (match[7]) {
    fraction = match[7].slice(0, 3);
    while (fraction.length < 3) { // milli-seconds
      fraction += '0';
    }
    fraction = +fraction;
  }

  // match: [8] tz [9] tz_sign [10] tz_hour [11] tz_minute

  if (match[9]) {
    tz_hour = +(match[10]);
    tz_minute = +(match[11] || 0);
    delta = (tz_hour * 60 + tz_minute) * 60000; // delta in mili-seconds
    if (match[9] === '-') delta = -delta;
  }

  date = new Date(Date.UTC(year, month, day, hour, minute, second, fraction));

  if (delta) date.setTime(date.getTime() - delta);

  return date;
}

function representYamlTimestamp(object /*, style*/) {
  return object.toISOString();
}

var timestamp = new type('tag:yaml.org,2002:timestamp', {
  kind: 'scalar',
  resolve: resolveYamlTimestamp,
  construct: constructYamlTimestamp,
  instanceOf: Date,
  represent: representYamlTimestamp
});

function resolveYamlMerge(data) {
  return data === '<<' || data === null;
}

var merge = new type('tag:yaml.org,2002:merge', {
  kind: 'scalar',
  resolve: resolveYamlMerge
});

/*eslint-disable no-bitwise*/





// [ 64, 65, 66 ] -> [ padding, CR, LF ]
var BASE64_MAP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\n\r';


function resolveYamlBinary(data) {
  if (data === null) return false;

  var code, idx, bitlen = 0, max = data.length, map = BASE64_MAP;

  // Convert one by one.
  for (idx = 0; idx < max; idx++) {
    code = map.indexOf(data.charAt(idx));

    // Skip CR/LF
    if (code > 64) continue;

    // Fail on illegal characters
    if (code < 0) return false;

    bitlen += 6;
  }

  // If there are any bits left, source was corrupted
  return (bitlen % 8) === 0;
}

function constructYamlBinary(data) {
  var idx, tailbits,
      input = data.replace(/[\r\n=]/g, ''), // remove CR/LF & padding to simplify scan
      max = input.length,
      map = BASE64_MAP,
      bits = 0,
      result = [];

  // Collect by 6*4 bits (3 bytes)

  for (idx = 0; idx < max; idx++) {
    if ((idx % 4 === 0) && idx) {
      result.push((bits >> 16) & 0xFF);
      result.push((bits >> 8) & 0xFF);
      result.push(bits & 0xFF);
    }

    bits = (bits << 6) | map.indexOf(input.charAt(idx));
  }

  // Dump tail

  tailbits = (max % 4) * 6;

  if (tailbits === 0) {
    result.push((bits >> 16) & 0xFF);
    result.push((bits >> 8) & 0xFF);
    result.push(bits & 0xFF);
  } else if (tailbits === 18) {
    result.push((bits >> 10) & 0xFF);
    result.push((bits >> 2) & 0xFF);
  } else if (tailbits === 12) {
    result.push((bits >> 4) & 0xFF);
  }

  return new Uint8Array(result);
}

function representYamlBinary(object /*, style*/) {
  var result = '', bits = 0, idx, tail,
      max = object.length,
      map = BASE64_MAP;

  // Convert every three bytes to 4 ASCII characters.

  for (idx = 0; idx < max; idx++) {
    if ((idx % 3 === 0) && idx) {
      result += map[(bits >> 18) & 0x3F];
      result += map[(bits >> 12) & 0x3F];
      result += map[(bits >> 6) & 0x3F];
      result += map[bits & 0x3F];
    }

    bits = (bits << 8) + object[idx];
  }

  // Dump tail

  tail = max % 3;

  if (tail === 0) {
    result += map[(bits >> 18) & 0x3F];
    result += map[(bits >> 12) & 0x3F];
    result += map[(bits >> 6) & 0x3F];
    result += map[bits & 0x3F];
  } else if (tail === 2) {
    result += map[(bits >> 10) & 0x3F];
    result += map[(bits >> 4) & 0x3F];
    result += map[(bits << 2) & 0x3F];
    result += map[64];
  } else if (tail === 1) {
    result += map[(bits >> 2) & 0x3F];
    result += map[(bits << 4) & 0x3F];
    result += map[64];
    result += map[64];
  }

  return result;
}

function isBinary(obj) {
  return Object.prototype.toString.call(obj) ===  '[object Uint8Array]';
}

var binary = new type('tag:yaml.org,2002:binary', {
  kind: 'scalar',
  resolve: resolveYamlBinary,
  construct: constructYamlBinary,
  predicate: isBinary,
  represent: representYamlBinary
});

var _hasOwnProperty$3 = Object.prototype.hasOwnProperty;
var _toString$2       = Object.prototype.toString;

function resolveYamlOmap(data) {
  if (data === null) return true;

  var objectKeys = [], index, length, pair, pairKey, pairHasKey,
      object = data;

  for (index = 0, length = object.length; index < length; index += 1) {
    pair = object[index];
    pairHasKey = false;

    if (_toString$2.call(pair) !== '[object Object]') return false;

    for (pairKey in pair) {
      if (_hasOwnProperty$3.call(pair, pairKey)) {
        if (!pairHasKey) pairHasKey = true;
        else return false;
      }
    }

    if (!pairHasKey) return false;

    if (objectKeys.indexOf(pairKey) === -1) objectKeys.push(pairKey);
    else return false;
  }

  return true;
}

function constructYamlOmap(data) {
  return data !== null ? data : [];
}

var omap = new type('tag:yaml.org,2002:omap', {
  kind: 'sequence',
  resolve: resolveYamlOmap,
  construct: constructYamlOmap
});

var _toString$1 = Object.prototype.toString;

function resolveYamlPairs(data) {
  if (data === null) return true;

  var index, length, pair, keys, result,
      object = data;

  result = new Array(object.length);

  for (index = 0, length = object.length; index < length; index += 1) {
    pair = object[index];

    if (_toString$1.call(pair) !== '[object Object]') return false;

    keys = Object.keys(pair);

    if (keys.length !== 1) return false;

    result[index] = [ keys[0], pair[keys[0]] ];
  }

  return true;
}

function constructYamlPairs(data) {
  if (data === null) return [];

  var index, length, pair, keys, result,
      object = data;

  result = new Array(object.length);

  for (index = 0, length = object.length; index < length; index += 1) {
    pair = object[index];

    keys = Object.keys(pair);

    result[index] = [ keys[0], pair[keys[0]] ];
  }

  return result;
}

var pairs = new type('tag:yaml.org,2002:pairs', {
  kind: 'sequence',
  resolve: resolveYamlPairs,
  construct: constructYamlPairs
});

var _hasOwnProperty$2 = Object.prototype.hasOwnProperty;

function resolveYamlSet(data) {
  if (data === null) return true;

  var key, object = data;

  for (key in object) {
    if (_hasOwnProperty$2.call(object, key)) {
      if (object[key] !== null) return false;
    }
  }

  return true;
}

function constructYamlSet(data) {
  return data !== null ? data : {};
}

var set = new type('tag:yaml.org,2002:set', {
  kind: 'mapping',
  resolve: resolveYamlSet,
  construct: constructYamlSet
});

var _default = core.extend({
  implicit: [
    timestamp,
    merge
  ],
  explicit: [
    binary,
    omap,
    pairs,
    set
  ]
});

/*eslint-disable max-len,no-use-before-define*/







var _hasOwnProperty$1 = Object.prototype.hasOwnProperty;


var CONTEXT_FLOW_IN   = 1;
var CONTEXT_FLOW_OUT  = 2;
var CONTEXT_BLOCK_IN  = 3;
var CONTEXT_BLOCK_OUT = 4;


var CHOMPING_CLIP  = 1;
var CHOMPING_STRIP = 2;
var CHOMPING_KEEP  = 3;


var PATTERN_NON_PRINTABLE         = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
var PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/;
var PATTERN_FLOW_INDICATORS       = /[,\[\]\{\}]/;
var PATTERN_TAG_HANDLE            = /^(?:!|!!|![a-z\-]+!)$/i;
var PATTERN_TAG_URI               = /^(?:!|[^,\[\]\{\}])(?:%[0-9a-f]{2}|[0-9a-z\-#;\/\?:@&=\+\$,_\.!~\*'\(\)\[\]])*$/i;


function _class(obj) { return Object.prototype.toString.call(obj); }

function is_EOL(c) {
  return (c === 0x0A/* LF */) || (c === 0x0D/* CR */);
}

function is_WHITE_SPACE(c) {
  return (c === 0x09/* Tab */) || (c === 0x20/* Space */);
}

function is_WS_OR_EOL(c) {
  return (c === 0x09/* Tab */) ||
         (c === 0x20/* Space */) ||
         (c === 0x0A/* LF */) ||
         (c === 0x0D/* CR */);
}

function is_FLOW_INDICATOR(c) {
  return c === 0x2C/* , */ ||
         c === 0x5B/* [ */ ||
         c === 0x5D/* ] */ ||
         c === 0x7B/* { */ ||
         c === 0x7D/* } */;
}

function fromHexCode(c) {
  var lc;

  if ((0x30/* 0 */ <= c) && (c <= 0x39/* 9 */)) {
    return c - 0x30;
  }

  /*eslint-disable no-bitwise*/
  lc = c | 0x20;

  if ((0x61/* a */ <= lc) && (lc <= 0x66/* f */)) {
    return lc - 0x61 + 10;
  }

  return -1;
}

function escapedHexLen(c) {
  if (c === 0x78/* x */) { return 2; }
  if (c === 0x75/* u */) { return 4; }
  if (c === 0x55/* U */) { return 8; }
  return 0;
}

function fromDecimalCode(c) {
  if ((0x30/* 0 */ <= c) && (c <= 0x39/* 9 */)) {
    return c - 0x30;
  }

  return -1;
}

function simpleEscapeSequence(c) {
  /* eslint-disable indent */
  return (c === 0x30/* 0 */) ? '\x00' :
        (c === 0x61/* a */) ? '\x07' :
        (c === 0x62/* b */) ? '\x08' :
        (c === 0x74/* t */) ? '\x09' :
        (c === 0x09/* Tab */) ? '\x09' :
        (c === 0x6E/* n */) ? '\x0A' :
        (c === 0x76/* v */) ? '\x0B' :
        (c === 0x66/* f */) ? '\x0C' :
        (c === 0x72/* r */) ? '\x0D' :
        (c === 0x65/* e */) ? '\x1B' :
        (c === 0x20/* Space */) ? ' ' :
        (c === 0x22/* " */) ? '\x22' :
        (c === 0x2F/* / */) ? '/' :
        (c === 0x5C/* \ */) ? '\x5C' :
        (c === 0x4E/* N */) ? '\x85' :
        (c === 0x5F/* _ */) ? '\xA0' :
        (c === 0x4C/* L */) ? '\u2028' :
        (c === 0x50/* P */) ? '\u2029' : '';
}

function charFromCodepoint(c) {
  if (c <= 0xFFFF) {
    return String.fromCharCode(c);
  }
  // Encode UTF-16 surrogate pair
  // https://en.wikipedia.org/wiki/UTF-16#Code_points_U.2B010000_to_U.2B10FFFF
  return String.fromCharCode(
    ((c - 0x010000) >> 10) + 0xD800,
    ((c - 0x010000) & 0x03FF) + 0xDC00
  );
}

var simpleEscapeCheck = new Array(256); // integer, for fast access
var simpleEscapeMap = new Array(256);
for (var i = 0; i < 256; i++) {
  simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
  simpleEscapeMap[i] = simpleEscapeSequence(i);
}


function State$1(input, options) {
  this.input = input;

  this.filename  = options['filename']  || null;
  this.schema    = options['schema']    || _default;
  this.onWarning = options['onWarning'] || null;
  // (Hidden) Remove? makes the loader to expect YAML 1.1 documents
  // if such documents have no explicit %YAML directive
  this.legacy    = options['legacy']    || false;

  this.json      = options['json']      || false;
  this.listener  = options['listener']  || null;

  this.implicitTypes = this.schema.compiledImplicit;
  this.typeMap       = this.schema.compiledTypeMap;

  this.length     = input.length;
  this.position   = 0;
  this.line       = 0;
  this.lineStart  = 0;
  this.lineIndent = 0;

  // position of first leading tab in the current line,
  // used to make sure there are no tabs in the indentation
  this.firstTabInLine = -1;

  this.documents = [];

  /*
  this.version;
  this.checkLineBreaks;
  this.tagMap;
  this.anchorMap;
  this.tag;
  this.anchor;
  this.kind;
  this.result;*/

}


function generateError(state, message) {
  var mark = {
    name:     state.filename,
    buffer:   state.input.slice(0, -1), // omit trailing \0
    position: state.position,
    line:     state.line,
    column:   state.position - state.lineStart
  };

  mark.snippet = snippet(mark);

  return new exception(message, mark);
}

function throwError(state, message) {
  throw generateError(state, message);
}

function throwWarning(state, message) {
  if (state.onWarning) {
    state.onWarning.call(null, generateError(state, message));
  }
}


var directiveHandlers = {

  YAML: function handleYamlDirective(state, name, args) {

    var match, major, minor;

    if (state.version !== null) {
      throwError(state, 'duplication of %YAML directive');
    }

    if (args.length !== 1) {
      throwError(state, 'YAML directive accepts exactly one argument');
    }

    match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);

    if (match === null) {
      throwError(state, 'ill-formed argument of the YAML directive');
    }

    major = parseInt(match[1], 10);
    minor = parseInt(match[2], 10);

    if (major !== 1) {
      throwError(state, 'unacceptable YAML version of the document');
    }

    state.version = args[0];
    state.checkLineBreaks = (minor < 2);

    if (minor !== 1 && minor !== 2) {
      throwWarning(state, 'unsupported YAML version of the document');
    }
  },

  TAG: function handleTagDirective(state, name, args) {

    var handle, prefix;

    if (args.length !== 2) {
      throwError(state, 'TAG directive accepts exactly two arguments');
    }

    handle = args[0];
    prefix = args[1];

    if (!PATTERN_TAG_HANDLE.test(handle)) {
      throwError(state, 'ill-formed tag handle (first argument) of the TAG directive');
    }

    if (_hasOwnProperty$1.call(state.tagMap, handle)) {
      throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle');
    }

    if (!PATTERN_TAG_URI.test(prefix)) {
      throwError(state, 'ill-formed tag prefix (second argument) of the TAG directive');
    }

    try {
      prefix = decodeURIComponent(prefix);
    } catch (err) {
      throwError(state, 'tag prefix is malformed: ' + prefix);
    }

    state.tagMap[handle] = prefix;
  }
};


function captureSegment(state, start, end, checkJson) {
  var _position, _length, _character, _result;

  if (start < end) {
    _result = state.input.slice(start, end);

    if (checkJson) {
      for (_position = 0, _length = _result.length; _position < _length; _position += 1) {
        _character = _result.charCodeAt(_position);
        if (!(_character === 0x09 ||
              (0x20 <= _character && _character <= 0x10FFFF))) {
          throwError(state, 'expected valid JSON character');
        }
      }
    } else if (PATTERN_NON_PRINTABLE.test(_result)) {
      throwError(state, 'the stream contains non-printable characters');
    }

    state.result += _result;
  }
}

function mergeMappings(state, destination, source, overridableKeys) {
  var sourceKeys, key, index, quantity;

  if (!common.isObject(source)) {
    throwError(state, 'cannot merge mappings; the provided source object is unacceptable');
  }

  sourceKeys = Object.keys(source);

  for (index = 0, quantity = sourceKeys.length; index < quantity; index += 1) {
    key = sourceKeys[index];

    if (!_hasOwnProperty$1.call(destination, key)) {
      destination[key] = source[key];
      overridableKeys[key] = true;
    }
  }
}

function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode,
  startLine, startLineStart, startPos) {

  var index, quantity;

  // The output is a plain object here, so keys can only be strings.
  // We need to convert keyNode to a string, but doing so can hang the process
  // (deeply nested arrays that explode exponentially using aliases).
  if (Array.isArray(keyNode)) {
    keyNode = Array.prototype.slice.call(keyNode);

    for (index = 0, quantity = keyNode.length; index < quantity; index += 1) {
      if (Array.isArray(keyNode[index])) {
        throwError(state, 'nested arrays are not supported inside keys');
      }

      if (typeof keyNode === 'object' && _class(keyNode[index]) === '[object Object]') {
        keyNode[index] = '[object Object]';
      }
    }
  }

  // Avoid code execution in load() via toString property
  // (still use its own toString for arrays, timestamps,
  // and whatever user schema extensions happen to have @@toStringTag)
  if (typeof keyNode === 'object' && _class(keyNode) === '[object Object]') {
    keyNode = '[object Object]';
  }


  keyNode = String(keyNode);

  if (_result === null) {
    _result = {};
  }

  if (keyTag === 'tag:yaml.org,2002:merge') {
    if (Array.isArray(valueNode)) {
      for (index = 0, quantity = valueNode.length; index < quantity; index += 1) {
        mergeMappings(state, _result, valueNode[index], overridableKeys);
      }
    } else {
      mergeMappings(state, _result, valueNode, overridableKeys);
    }
  } else {
    if (!state.json &&
        !_hasOwnProperty$1.call(overridableKeys, keyNode) &&
        _hasOwnProperty$1.call(_result, keyNode)) {
      state.line = startLine || state.line;
      state.lineStart = startLineStart || state.lineStart;
      state.position = startPos || state.position;
      throwError(state, 'duplicated mapping key');
    }

    // used for this specific key only because Object.defineProperty is slow
    if (keyNode === '__proto__') {
      Object.defineProperty(_result, keyNode, {
        configurable: true,
        enumerable: true,
        writable: true,
        value: valueNode
      });
    } else {
      _result[keyNode] = valueNode;
    }
    delete overridableKeys[keyNode];
  }

  return _result;
}

function readLineBreak(state) {
  var ch;

  ch = state.input.charCodeAt(state.position);

  if (ch === 0x0A/* LF */) {
    state.position++;
  } else if (ch === 0x0D/* CR */) {
    state.position++;
    if (state.input.charCodeAt(state.position) === 0x0A/* LF */) {
      state.position++;
    }
  } else {
    throwError(state, 'a line break is expected');
  }

  state.line += 1;
  state.lineStart = state.position;
  state.firstTabInLine = -1;
}

function skipSeparationSpace(state, allowComments, checkIndent) {
  var lineBreaks = 0,
      ch = state.input.charCodeAt(state.position);

  while (ch !== 0) {
    while (is_WHITE_SPACE(ch)) {
      if (ch === 0x09/* Tab */ && state.firstTabInLine === -1) {
        state.firstTabInLine = state.position;
      }
      ch = state.input.charCodeAt(++state.position);
    }

    if (allowComments && ch === 0x23/* # */) {
      do {
        ch = state.input.charCodeAt(++state.position);
      } while (ch !== 0x0A/* LF */ && ch !== 0x0D/* CR */ && ch !== 0);
    }

    if (is_EOL(ch)) {
      readLineBreak(state);

      ch = state.input.charCodeAt(state.position);
      lineBreaks++;
      state.lineIndent = 0;

      while (ch === 0x20/* Space */) {
        state.lineIndent++;
        ch = state.input.charCodeAt(++state.position);
      }
    } else {
      break;
    }
  }

  if (checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent) {
    throwWarning(state, 'deficient indentation');
  }

  return lineBreaks;
}

function testDocumentSeparator(state) {
  var _position = state.position,
      ch;

  ch = state.input.charCodeAt(_position);

  // Condition state.position === state.lineStart is tested
  // in parent on each call, for efficiency. No needs to test here again.
  if ((ch === 0x2D/* - */ || ch === 0x2E/* . */) &&
      ch === state.input.charCodeAt(_position + 1) &&
      ch === state.input.charCodeAt(_position + 2)) {

    _position += 3;

    ch = state.input.charCodeAt(_position);

    if (ch === 0 || is_WS_OR_EOL(ch)) {
      return true;
    }
  }

  return false;
}

function writeFoldedLines(state, count) {
  if (count === 1) {
    state.result += ' ';
  } else if (count > 1) {
    state.result += common.repeat('\n', count - 1);
  }
}


function readPlainScalar(state, nodeIndent, withinFlowCollection) {
  var preceding,
      following,
      captureStart,
      captureEnd,
      hasPendingContent,
      _line,
      _lineStart,
      _lineIndent,
      _kind = state.kind,
      _result = state.result,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (is_WS_OR_EOL(ch)      ||
      is_FLOW_INDICATOR(ch) ||
      ch === 0x23/* # */    ||
      ch === 0x26/* & */    ||
      ch === 0x2A/* * */    ||
      ch === 0x21/* ! */    ||
      ch === 0x7C/* | */    ||
      ch === 0x3E/* > */    ||
      ch === 0x27/* ' */    ||
      ch === 0x22/* " */    ||
      ch === 0x25/* % */    ||
      ch === 0x40/* @ */    ||
      ch === 0x60/* ` */) {
    return false;
  }

  if (ch === 0x3F/* ? */ || ch === 0x2D/* - */) {
    following = state.input.charCodeAt(state.position + 1);

    if (is_WS_OR_EOL(following) ||
        withinFlowCollection && is_FLOW_INDICATOR(following)) {
      return false;
    }
  }

  state.kind = 'scalar';
  state.result = '';
  captureStart = captureEnd = state.position;
  hasPendingContent = false;

  while (ch !== 0) {
    if (ch === 0x3A/* : */) {
      following = state.input.charCodeAt(state.position + 1);

      if (is_WS_OR_EOL(following) ||
          withinFlowCollection && is_FLOW_INDICATOR(following)) {
        break;
      }

    } else if (ch === 0x23/* # */) {
      preceding = state.input.charCodeAt(state.position - 1);

      if (is_WS_OR_EOL(preceding)) {
        break;
      }

    } else if ((state.position === state.lineStart && testDocumentSeparator(state)) ||
               withinFlowCollection && is_FLOW_INDICATOR(ch)) {
      break;

    } else if (is_EOL(ch)) {
      _line = state.line;
      _lineStart = state.lineStart;
      _lineIndent = state.lineIndent;
      skipSeparationSpace(state, false, -1);

      if (state.lineIndent >= nodeIndent) {
        hasPendingContent = true;
        ch = state.input.charCodeAt(state.position);
        continue;
      } else {
        state.position = captureEnd;
        state.line = _line;
        state.lineStart = _lineStart;
        state.lineIndent = _lineIndent;
        break;
      }
    }

    if (hasPendingContent) {
      captureSegment(state, captureStart, captureEnd, false);
      writeFoldedLines(state, state.line - _line);
      captureStart = captureEnd = state.position;
      hasPendingContent = false;
    }

    if (!is_WHITE_SPACE(ch)) {
      captureEnd = state.position + 1;
    }

    ch = state.input.charCodeAt(++state.position);
  }

  captureSegment(state, captureStart, captureEnd, false);

  if (state.result) {
    return true;
  }

  state.kind = _kind;
  state.result = _result;
  return false;
}

function readSingleQuotedScalar(state, nodeIndent) {
  var ch,
      captureStart, captureEnd;

  ch = state.input.charCodeAt(state.position);

  if (ch !== 0x27/* ' */) {
    return false;
  }

  state.kind = 'scalar';
  state.result = '';
  state.position++;
  captureStart = captureEnd = state.position;

  while ((ch = state.input.charCodeAt(state.position)) !== 0) {
    if (ch === 0x27/* ' */) {
      captureSegment(state, captureStart, state.position, true);
      ch = state.input.charCodeAt(++state.position);

      if (ch === 0x27/* ' */) {
        captureStart = state.position;
        state.position++;
        captureEnd = state.position;
      } else {
        return true;
      }

    } else if (is_EOL(ch)) {
      captureSegment(state, captureStart, captureEnd, true);
      writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
      captureStart = captureEnd = state.position;

    } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
      throwError(state, 'unexpected end of the document within a single quoted scalar');

    } else {
      state.position++;
      captureEnd = state.position;
    }
  }

  throwError(state, 'unexpected end of the stream within a single quoted scalar');
}

function readDoubleQuotedScalar(state, nodeIndent) {
  var captureStart,
      captureEnd,
      hexLength,
      hexResult,
      tmp,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch !== 0x22/* " */) {
    return false;
  }

  state.kind = 'scalar';
  state.result = '';
  state.position++;
  captureStart = captureEnd = state.position;

  while ((ch = state.input.charCodeAt(state.position)) !== 0) {
    if (ch === 0x22/* " */) {
      captureSegment(state, captureStart, state.position, true);
      state.position++;
      return true;

    } else if (ch === 0x5C/* \ */) {
      captureSegment(state, captureStart, state.position, true);
      ch = state.input.charCodeAt(++state.position);

      if (is_EOL(ch)) {
        skipSeparationSpace(state, false, nodeIndent);

        // TODO: rework to inline fn with no type cast?
      } else if (ch < 256 && simpleEscapeCheck[ch]) {
        state.result += simpleEscapeMap[ch];
        state.position++;

      } else if ((tmp = escapedHexLen(ch)) > 0) {
        hexLength = tmp;
        hexResult = 0;

        for (; hexLength > 0; hexLength--) {
          ch = state.input.charCodeAt(++state.position);

          if ((tmp = fromHexCode(ch)) >= 0) {
            hexResult = (hexResult << 4) + tmp;

          } else {
            throwError(state, 'expected hexadecimal character');
          }
        }

        state.result += charFromCodepoint(hexResult);

        state.position++;

      } else {
        throwError(state, 'unknown escape sequence');
      }

      captureStart = captureEnd = state.position;

    } else if (is_EOL(ch)) {
      captureSegment(state, captureStart, captureEnd, true);
      writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
      captureStart = captureEnd = state.position;

    } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
      throwError(state, 'unexpected end of the document within a double quoted scalar');

    } else {
      state.position++;
      captureEnd = state.position;
    }
  }

  throwError(state, 'unexpected end of the stream within a double quoted scalar');
}

function readFlowCollection(state, nodeIndent) {
  var readNext = true,
      _line,
      _lineStart,
      _pos,
      _tag     = state.tag,
      _result,
      _anchor  = state.anchor,
      following,
      terminator,
      isPair,
      isExplicitPair,
      isMapping,
      overridableKeys = Object.create(null),
      keyNode,
      keyTag,
      valueNode,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch === 0x5B/* [ */) {
    terminator = 0x5D;/* ] */
    isMapping = false;
    _result = [];
  } else if (ch === 0x7B/* { */) {
    terminator = 0x7D;/* } */
    isMapping = true;
    _result = {};
  } else {
    return false;
  }

  if (state.anchor !== null) {
    state.anchorMap[state.anchor] = _result;
  }

  ch = state.input.charCodeAt(++state.position);

  while (ch !== 0) {
    skipSeparationSpace(state, true, nodeIndent);

    ch = state.input.charCodeAt(state.position);

    if (ch === terminator) {
      state.position++;
      state.tag = _tag;
      state.anchor = _anchor;
      state.kind = isMapping ? 'mapping' : 'sequence';
      state.result = _result;
      return true;
    } else if (!readNext) {
      throwError(state, 'missed comma between flow collection entries');
    } else if (ch === 0x2C/* , */) {
      // "flow collection entries can never be completely empty", as per YAML 1.2, section 7.4
      throwError(state, "expected the node content, but found ','");
    }

    keyTag = keyNode = valueNode = null;
    isPair = isExplicitPair = false;

    if (ch === 0x3F/* ? */) {
      following = state.input.charCodeAt(state.position + 1);

      if (is_WS_OR_EOL(following)) {
        isPair = isExplicitPair = true;
        state.position++;
        skipSeparationSpace(state, true, nodeIndent);
      }
    }

    _line = state.line; // Save the current line.
    _lineStart = state.lineStart;
    _pos = state.position;
    composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
    keyTag = state.tag;
    keyNode = state.result;
    skipSeparationSpace(state, true, nodeIndent);

    ch = state.input.charCodeAt(state.position);

    if ((isExplicitPair || state.line === _line) && ch === 0x3A/* : */) {
      isPair = true;
      ch = state.input.charCodeAt(++state.position);
      skipSeparationSpace(state, true, nodeIndent);
      composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
      valueNode = state.result;
    }

    if (isMapping) {
      storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos);
    } else if (isPair) {
      _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos));
    } else {
      _result.push(keyNode);
    }

    skipSeparationSpace(state, true, nodeIndent);

    ch = state.input.charCodeAt(state.position);

    if (ch === 0x2C/* , */) {
      readNext = true;
      ch = state.input.charCodeAt(++state.position);
    } else {
      readNext = false;
    }
  }

  throwError(state, 'unexpected end of the stream within a flow collection');
}

function readBlockScalar(state, nodeIndent) {
  var captureStart,
      folding,
      chomping       = CHOMPING_CLIP,
      didReadContent = false,
      detectedIndent = false,
      textIndent     = nodeIndent,
      emptyLines     = 0,
      atMoreIndented = false,
      tmp,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch === 0x7C/* | */) {
    folding = false;
  } else if (ch === 0x3E/* > */) {
    folding = true;
  } else {
    return false;
  }

  state.kind = 'scalar';
  state.result = '';

  while (ch !== 0) {
    ch = state.input.charCodeAt(++state.position);

    if (ch === 0x2B/* + */ || ch === 0x2D/* - */) {
      if (CHOMPING_CLIP === chomping) {
        chomping = (ch === 0x2B/* + */) ? CHOMPING_KEEP : CHOMPING_STRIP;
      } else {
        throwError(state, 'repeat of a chomping mode identifier');
      }

    } else if ((tmp = fromDecimalCode(ch)) >= 0) {
      if (tmp === 0) {
        throwError(state, 'bad explicit indentation width of a block scalar; it cannot be less than one');
      } else if (!detectedIndent) {
        textIndent = nodeIndent + tmp - 1;
        detectedIndent = true;
      } else {
        throwError(state, 'repeat of an indentation width identifier');
      }

    } else {
      break;
    }
  }

  if (is_WHITE_SPACE(ch)) {
    do { ch = state.input.charCodeAt(++state.position); }
    while (is_WHITE_SPACE(ch));

    if (ch === 0x23/* # */) {
      do { ch = state.input.charCodeAt(++state.position); }
      while (!is_EOL(ch) && (ch !== 0));
    }
  }

  while (ch !== 0) {
    readLineBreak(state);
    state.lineIndent = 0;

    ch = state.input.charCodeAt(state.position);

    while ((!detectedIndent || state.lineIndent < textIndent) &&
           (ch === 0x20/* Space */)) {
      state.lineIndent++;
      ch = state.input.charCodeAt(++state.position);
    }

    if (!detectedIndent && state.lineIndent > textIndent) {
      textIndent = state.lineIndent;
    }

    if (is_EOL(ch)) {
      emptyLines++;
      continue;
    }

    // End of the scalar.
    if (state.lineIndent < textIndent) {

      // Perform the chomping.
      if (chomping === CHOMPING_KEEP) {
        state.result += common.repeat('\n', didReadContent ? 1 + emptyLines : emptyLines);
      } else if (chomping === CHOMPING_CLIP) {
        if (didReadContent) { // i.e. only if the scalar is not empty.
          state.result += '\n';
        }
      }

      // Break this `while` cycle and go to the funciton's epilogue.
      break;
    }

    // Folded style: use fancy rules to handle line breaks.
    if (folding) {

      // Lines starting with white space characters (more-indented lines) are not folded.
      if (is_WHITE_SPACE(ch)) {
        atMoreIndented = true;
        // except for the first content line (cf. Example 8.1)
        state.result += common.repeat('\n', didReadContent ? 1 + emptyLines : emptyLines);

      // End of more-indented block.
      } else if (atMoreIndented) {
        atMoreIndented = false;
        state.result += common.repeat('\n', emptyLines + 1);

      // Just one line break - perceive as the same line.
      } else if (emptyLines === 0) {
        if (didReadContent) { // i.e. only if we have already read some scalar content.
          state.result += ' ';
        }

      // Several line breaks - perceive as different lines.
      } else {
        state.result += common.repeat('\n', emptyLines);
      }

    // Literal style: just add exact number of line breaks between content lines.
    } else {
      // Keep all line breaks except the header line break.
      state.result += common.repeat('\n', didReadContent ? 1 + emptyLines : emptyLines);
    }

    didReadContent = true;
    detectedIndent = true;
    emptyLines = 0;
    captureStart = state.position;

    while (!is_EOL(ch) && (ch !== 0)) {
      ch = state.input.charCodeAt(++state.position);
    }

    captureSegment(state, captureStart, state.position, false);
  }

  return true;
}

function readBlockSequence(state, nodeIndent) {
  var _line,
      _tag      = state.tag,
      _anchor   = state.anchor,
      _result   = [],
      following,
      detected  = false,
      ch;

  // there is a leading tab before this token, so it can't be a block sequence/mapping;
  // it can still be flow sequence/mapping or a scalar
  if (state.firstTabInLine !== -1) return false;

  if (state.anchor !== null) {
    state.anchorMap[state.anchor] = _result;
  }

  ch = state.input.charCodeAt(state.position);

  while (ch !== 0) {
    if (state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, 'tab characters must not be used in indentation');
    }

    if (ch !== 0x2D/* - */) {
      break;
    }

    following = state.input.charCodeAt(state.position + 1);

    if (!is_WS_OR_EOL(following)) {
      break;
    }

    detected = true;
    state.position++;

    if (skipSeparationSpace(state, true, -1)) {
      if (state.lineIndent <= nodeIndent) {
        _result.push(null);
        ch = state.input.charCodeAt(state.position);
        continue;
      }
    }

    _line = state.line;
    composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
    _result.push(state.result);
    skipSeparationSpace(state, true, -1);

    ch = state.input.charCodeAt(state.position);

    if ((state.line === _line || state.lineIndent > nodeIndent) && (ch !== 0)) {
      throwError(state, 'bad indentation of a sequence entry');
    } else if (state.lineIndent < nodeIndent) {
      break;
    }
  }

  if (detected) {
    state.tag = _tag;
    state.anchor = _anchor;
    state.kind = 'sequence';
    state.result = _result;
    return true;
  }
  return false;
}

function readBlockMapping(state, nodeIndent, flowIndent) {
  var following,
      allowCompact,
      _line,
      _keyLine,
      _keyLineStart,
      _keyPos,
      _tag          = state.tag,
      _anchor       = state.anchor,
      _result       = {},
      overridableKeys = Object.create(null),
      keyTag        = null,
      keyNode       = null,
      valueNode     = null,
      atExplicitKey = false,
      detected      = false,
      ch;

  // there is a leading tab before this token, so it can't be a block sequence/mapping;
  // it can still be flow sequence/mapping or a scalar
  if (state.firstTabInLine !== -1) return false;

  if (state.anchor !== null) {
    state.anchorMap[state.anchor] = _result;
  }

  ch = state.input.charCodeAt(state.position);

  while (ch !== 0) {
    if (!atExplicitKey && state.firstTabInLine !== -1) {
      state.position = state.firstTabInLine;
      throwError(state, 'tab characters must not be used in indentation');
    }

    following = state.input.charCodeAt(state.position + 1);
    _line = state.line; // Save the current line.

    //
    // Explicit notation case. There are two separate blocks:
    // first for the key (denoted by "?") and second for the value (denoted by ":")
    //
    if ((ch === 0x3F/* ? */ || ch === 0x3A/* : */) && is_WS_OR_EOL(following)) {

      if (ch === 0x3F/* ? */) {
        if (atExplicitKey) {
          storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
          keyTag = keyNode = valueNode = null;
        }

        detected = true;
        atExplicitKey = true;
        allowCompact = true;

      } else if (atExplicitKey) {
        // i.e. 0x3A/* : */ === character after the explicit key.
        atExplicitKey = false;
        allowCompact = true;

      } else {
        throwError(state, 'incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line');
      }

      state.position += 1;
      ch = following;

    //
    // Implicit notation case. Flow-style node as the key first, then ":", and the value.
    //
    } else {
      _keyLine = state.line;
      _keyLineStart = state.lineStart;
      _keyPos = state.position;

      if (!composeNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) {
        // Neither implicit nor explicit notation.
        // Reading is done. Go to the epilogue.
        break;
      }

      if (state.line === _line) {
        ch = state.input.charCodeAt(state.position);

        while (is_WHITE_SPACE(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }

        if (ch === 0x3A/* : */) {
          ch = state.input.charCodeAt(++state.position);

          if (!is_WS_OR_EOL(ch)) {
            throwError(state, 'a whitespace character is expected after the key-value separator within a block mapping');
          }

          if (atExplicitKey) {
            storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
            keyTag = keyNode = valueNode = null;
          }

          detected = true;
          atExplicitKey = false;
          allowCompact = false;
          keyTag = state.tag;
          keyNode = state.result;

        } else if (detected) {
          throwError(state, 'can not read an implicit mapping pair; a colon is missed');

        } else {
          state.tag = _tag;
          state.anchor = _anchor;
          return true; // Keep the result of `composeNode`.
        }

      } else if (detected) {
        throwError(state, 'can not read a block mapping entry; a multiline key may not be an implicit key');

      } else {
        state.tag = _tag;
        state.anchor = _anchor;
        return true; // Keep the result of `composeNode`.
      }
    }

    //
    // Common reading code for both explicit and implicit notations.
    //
    if (state.line === _line || state.lineIndent > nodeIndent) {
      if (atExplicitKey) {
        _keyLine = state.line;
        _keyLineStart = state.lineStart;
        _keyPos = state.position;
      }

      if (composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, allowCompact)) {
        if (atExplicitKey) {
          keyNode = state.result;
        } else {
          valueNode = state.result;
        }
      }

      if (!atExplicitKey) {
        storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _keyLine, _keyLineStart, _keyPos);
        keyTag = keyNode = valueNode = null;
      }

      skipSeparationSpace(state, true, -1);
      ch = state.input.charCodeAt(state.position);
    }

    if ((state.line === _line || state.lineIndent > nodeIndent) && (ch !== 0)) {
      throwError(state, 'bad indentation of a mapping entry');
    } else if (state.lineIndent < nodeIndent) {
      break;
    }
  }

  //
  // Epilogue.
  //

  // Special case: last mapping's node contains only the key in explicit notation.
  if (atExplicitKey) {
    storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
  }

  // Expose the resulting mapping.
  if (detected) {
    state.tag = _tag;
    state.anchor = _anchor;
    state.kind = 'mapping';
    state.result = _result;
  }

  return detected;
}

function readTagProperty(state) {
  var _position,
      isVerbatim = false,
      isNamed    = false,
      tagHandle,
      tagName,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch !== 0x21/* ! */) return false;

  if (state.tag !== null) {
    throwError(state, 'duplication of a tag property');
  }

  ch = state.input.charCodeAt(++state.position);

  if (ch === 0x3C/* < */) {
    isVerbatim = true;
    ch = state.input.charCodeAt(++state.position);

  } else if (ch === 0x21/* ! */) {
    isNamed = true;
    tagHandle = '!!';
    ch = state.input.charCodeAt(++state.position);

  } else {
    tagHandle = '!';
  }

  _position = state.position;

  if (isVerbatim) {
    do { ch = state.input.charCodeAt(++state.position); }
    while (ch !== 0 && ch !== 0x3E/* > */);

    if (state.position < state.length) {
      tagName = state.input.slice(_position, state.position);
      ch = state.input.charCodeAt(++state.position);
    } else {
      throwError(state, 'unexpected end of the stream within a verbatim tag');
    }
  } else {
    while (ch !== 0 && !is_WS_OR_EOL(ch)) {

      if (ch === 0x21/* ! */) {
        if (!isNamed) {
          tagHandle = state.input.slice(_position - 1, state.position + 1);

          if (!PATTERN_TAG_HANDLE.test(tagHandle)) {
            throwError(state, 'named tag handle cannot contain such characters');
          }

          isNamed = true;
          _position = state.position + 1;
        } else {
          throwError(state, 'tag suffix cannot contain exclamation marks');
        }
      }

      ch = state.input.charCodeAt(++state.position);
    }

    tagName = state.input.slice(_position, state.position);

    if (PATTERN_FLOW_INDICATORS.test(tagName)) {
      throwError(state, 'tag suffix cannot contain flow indicator characters');
    }
  }

  if (tagName && !PATTERN_TAG_URI.test(tagName)) {
    throwError(state, 'tag name cannot contain such characters: ' + tagName);
  }

  try {
    tagName = decodeURIComponent(tagName);
  } catch (err) {
    throwError(state, 'tag name is malformed: ' + tagName);
  }

  if (isVerbatim) {
    state.tag = tagName;

  } else if (_hasOwnProperty$1.call(state.tagMap, tagHandle)) {
    state.tag = state.tagMap[tagHandle] + tagName;

  } else if (tagHandle === '!') {
    state.tag = '!' + tagName;

  } else if (tagHandle === '!!') {
    state.tag = 'tag:yaml.org,2002:' + tagName;

  } else {
    throwError(state, 'undeclared tag handle "' + tagHandle + '"');
  }

  return true;
}

function readAnchorProperty(state) {
  var _position,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch !== 0x26/* & */) return false;

  if (state.anchor !== null) {
    throwError(state, 'duplication of an anchor property');
  }

  ch = state.input.charCodeAt(++state.position);
  _position = state.position;

  while (ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch)) {
    ch = state.input.charCodeAt(++state.position);
  }

  if (state.position === _position) {
    throwError(state, 'name of an anchor node must contain at least one character');
  }

  state.anchor = state.input.slice(_position, state.position);
  return true;
}

function readAlias(state) {
  var _position, alias,
      ch;

  ch = state.input.charCodeAt(state.position);

  if (ch !== 0x2A/* * */) return false;

  ch = state.input.charCodeAt(++state.position);
  _position = state.position;

  while (ch !== 0 && !is_WS_OR_EOL(ch) && !is_FLOW_INDICATOR(ch)) {
    ch = state.input.charCodeAt(++state.position);
  }

  if (state.position === _position) {
    throwError(state, 'name of an alias node must contain at least one character');
  }

  alias = state.input.slice(_position, state.position);

  if (!_hasOwnProperty$1.call(state.anchorMap, alias)) {
    throwError(state, 'unidentified alias "' + alias + '"');
  }

  state.result = state.anchorMap[alias];
  skipSeparationSpace(state, true, -1);
  return true;
}

function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
  var allowBlockStyles,
      allowBlockScalars,
      allowBlockCollections,
      indentStatus = 1, // 1: this>parent, 0: this=parent, -1: this<parent
      atNewLine  = false,
      hasContent = false,
      typeIndex,
      typeQuantity,
      typeList,
      type,
      flowIndent,
      blockIndent;

  if (state.listener !== null) {
    state.listener('open', state);
  }

  state.tag    = null;
  state.anchor = null;
  state.kind   = null;
  state.result = null;

  allowBlockStyles = allowBlockScalars = allowBlockCollections =
    CONTEXT_BLOCK_OUT === nodeContext ||
    CONTEXT_BLOCK_IN  === nodeContext;

  if (allowToSeek) {
    if (skipSeparationSpace(state, true, -1)) {
      atNewLine = true;

      if (state.lineIndent > parentIndent) {
        indentStatus = 1;
      } else if (state.lineIndent === parentIndent) {
        indentStatus = 0;
      } else if (state.lineIndent < parentIndent) {
        indentStatus = -1;
      }
    }
  }

  if (indentStatus === 1) {
    while (readTagProperty(state) || readAnchorProperty(state)) {
      if (skipSeparationSpace(state, true, -1)) {
        atNewLine = true;
        allowBlockCollections = allowBlockStyles;

        if (state.lineIndent > parentIndent) {
          indentStatus = 1;
        } else if (state.lineIndent === parentIndent) {
          indentStatus = 0;
        } else if (state.lineIndent < parentIndent) {
          indentStatus = -1;
        }
      } else {
        allowBlockCollections = false;
      }
    }
  }

  if (allowBlockCollections) {
    allowBlockCollections = atNewLine || allowCompact;
  }

  if (indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext) {
    if (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext) {
      flowIndent = parentIndent;
    } else {
      flowIndent = parentIndent + 1;
    }

    blockIndent = state.position - state.lineStart;

    if (indentStatus === 1) {
      if (allowBlockCollections &&
          (readBlockSequence(state, blockIndent) ||
           readBlockMapping(state, blockIndent, flowIndent)) ||
          readFlowCollection(state, flowIndent)) {
        hasContent = true;
      } else {
        if ((allowBlockScalars && readBlockScalar(state, flowIndent)) ||
            readSingleQuotedScalar(state, flowIndent) ||
            readDoubleQuotedScalar(state, flowIndent)) {
          hasContent = true;

        } else if (readAlias(state)) {
          hasContent = true;

          if (state.tag !== null || state.anchor !== null) {
            throwError(state, 'alias node should not have any properties');
          }

        } else if (readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext)) {
          hasContent = true;

          if (state.tag === null) {
            state.tag = '?';
          }
        }

        if (state.anchor !== null) {
          state.anchorMap[state.anchor] = state.result;
        }
      }
    } else if (indentStatus === 0) {
      // Special case: block sequences are allowed to have same indentation level as the parent.
      // http://www.yaml.org/spec/1.2/spec.html#id2799784
      hasContent = allowBlockCollections && readBlockSequence(state, blockIndent);
    }
  }

  if (state.tag === null) {
    if (state.anchor !== null) {
      state.anchorMap[state.anchor] = state.result;
    }

  } else if (state.tag === '?') {
    // Implicit resolving is not allowed for non-scalar types, and '?'
    // non-specific tag is only automatically assigned to plain scalars.
    //
    // We only need to check kind conformity in case user explicitly assigns '?'
    // tag, for example like this: "!<?> [0]"
    //
    if (state.result !== null && state.kind !== 'scalar') {
      throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"');
    }

    for (typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1) {
      type = state.implicitTypes[typeIndex];

      if (type.resolve(state.result)) { // `state.result` updated in resolver if matched
        state.result = type.construct(state.result);
        state.tag = type.tag;
        if (state.anchor !== null) {
          state.anchorMap[state.anchor] = state.result;
        }
        break;
      }
    }
  } else if (state.tag !== '!') {
    if (_hasOwnProperty$1.call(state.typeMap[state.kind || 'fallback'], state.tag)) {
      type = state.typeMap[state.kind || 'fallback'][state.tag];
    } else {
      // looking for multi type
      type = null;
      typeList = state.typeMap.multi[state.kind || 'fallback'];

      for (typeIndex = 0, typeQuantity = typeList.length; typeIndex < typeQuantity; typeIndex += 1) {
        if (state.tag.slice(0, typeList[typeIndex].tag.length) === typeList[typeIndex].tag) {
          type = typeList[typeIndex];
          break;
        }
      }
    }

    if (!type) {
      throwError(state, 'unknown tag !<' + state.tag + '>');
    }

    if (state.result !== null && type.kind !== state.kind) {
      throwError(state, 'unacceptable node kind for !<' + state.tag + '> tag; it should be "' + type.kind + '", not "' + state.kind + '"');
    }

    if (!type.resolve(state.result, state.tag)) { // `state.result` updated in resolver if matched
      throwError(state, 'cannot resolve a node with !<' + state.tag + '> explicit tag');
    } else {
      state.result = type.construct(state.result, state.tag);
      if (state.anchor !== null) {
        state.anchorMap[state.anchor] = state.result;
      }
    }
  }

  if (state.listener !== null) {
    state.listener('close', state);
  }
  return state.tag !== null ||  state.anchor !== null || hasContent;
}

function readDocument(state) {
  var documentStart = state.position,
      _position,
      directiveName,
      directiveArgs,
      hasDirectives = false,
      ch;

  state.version = null;
  state.checkLineBreaks = state.legacy;
  state.tagMap = Object.create(null);
  state.anchorMap = Object.create(null);

  while ((ch = state.input.charCodeAt(state.position)) !== 0) {
    skipSeparationSpace(state, true, -1);

    ch = state.input.charCodeAt(state.position);

    if (state.lineIndent > 0 || ch !== 0x25/* % */) {
      break;
    }

    hasDirectives = true;
    ch = state.input.charCodeAt(++state.position);
    _position = state.position;

    while (ch !== 0 && !is_WS_OR_EOL(ch)) {
      ch = state.input.charCodeAt(++state.position);
    }

    directiveName = state.input.slice(_position, state.position);
    directiveArgs = [];

    if (directiveName.length < 1) {
      throwError(state, 'directive name must not be less than one character in length');
    }

    while (ch !== 0) {
      while (is_WHITE_SPACE(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }

      if (ch === 0x23/* # */) {
        do { ch = state.input.charCodeAt(++state.position); }
        while (ch !== 0 && !is_EOL(ch));
        break;
      }

      if (is_EOL(ch)) break;

      _position = state.position;

      while (ch !== 0 && !is_WS_OR_EOL(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }

      directiveArgs.push(state.input.slice(_position, state.position));
    }

    if (ch !== 0) readLineBreak(state);

    if (_hasOwnProperty$1.call(directiveHandlers, directiveName)) {
      directiveHandlers[directiveName](state, directiveName, directiveArgs);
    } else {
      throwWarning(state, 'unknown document directive "' + directiveName + '"');
    }
  }

  skipSeparationSpace(state, true, -1);

  if (state.lineIndent === 0 &&
      state.input.charCodeAt(state.position)     === 0x2D/* - */ &&
      state.input.charCodeAt(state.position + 1) === 0x2D/* - */ &&
      state.input.charCodeAt(state.position + 2) === 0x2D/* - */) {
    state.position += 3;
    skipSeparationSpace(state, true, -1);

  } else if (hasDirectives) {
    throwError(state, 'directives end mark is expected');
  }

  composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, true);
  skipSeparationSpace(state, true, -1);

  if (state.checkLineBreaks &&
      PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position))) {
    throwWarning(state, 'non-ASCII line breaks are interpreted as content');
  }

  state.documents.push(state.result);

  if (state.position === state.lineStart && testDocumentSeparator(state)) {

    if (state.input.charCodeAt(state.position) === 0x2E/* . */) {
      state.position += 3;
      skipSeparationSpace(state, true, -1);
    }
    return;
  }

  if (state.position < (state.length - 1)) {
    throwError(state, 'end of the stream or a document separator is expected');
  } else {
    return;
  }
}


function loadDocuments(input, options) {
  input = String(input);
  options = options || {};

  if (input.length !== 0) {

    // Add tailing `\n` if not exists
    if (input.charCodeAt(input.length - 1) !== 0x0A/* LF */ &&
        input.charCodeAt(input.length - 1) !== 0x0D/* CR */) {
      input += '\n';
    }

    // Strip BOM
    if (input.charCodeAt(0) === 0xFEFF) {
      input = input.slice(1);
    }
  }

  var state = new State$1(input, options);

  var nullpos = input.indexOf('\0');

  if (nullpos !== -1) {
    state.position = nullpos;
    throwError(state, 'null byte is not allowed in input');
  }

  // Use 0 as string terminator. That significantly simplifies bounds check.
  state.input += '\0';

  while (state.input.charCodeAt(state.position) === 0x20/* Space */) {
    state.lineIndent += 1;
    state.position += 1;
  }

  while (state.position < (state.length - 1)) {
    readDocument(state);
  }

  return state.documents;
}


function loadAll$1(input, iterator, options) {
  if (iterator !== null && typeof iterator === 'object' && typeof options === 'undefined') {
    options = iterator;
    iterator = null;
  }

  var documents = loadDocuments(input, options);

  if (typeof iterator !== 'function') {
    return documents;
  }

  for (var index = 0, length = documents.length; index < length; index += 1) {
    iterator(documents[index]);
  }
}


function load$1(input, options) {
  var documents = loadDocuments(input, options);

  if (documents.length === 0) {
    /*eslint-disable no-undefined*/
    return undefined;
  } else if (documents.length === 1) {
    return documents[0];
  }
  throw new exception('expected a single document in the stream, but found more');
}


var loadAll_1 = loadAll$1;
var load_1    = load$1;

var loader = {
	loadAll: loadAll_1,
	load: load_1
};

/*eslint-disable no-use-before-define*/





var _toString       = Object.prototype.toString;
var _hasOwnProperty = Object.prototype.hasOwnProperty;

var CHAR_BOM                  = 0xFEFF;
var CHAR_TAB                  = 0x09; /* Tab */
var CHAR_LINE_FEED            = 0x0A; /* LF */
var CHAR_CARRIAGE_RETURN      = 0x0D; /* CR */
var CHAR_SPACE                = 0x20; /* Space */
var CHAR_EXCLAMATION          = 0x21; /* ! */
var CHAR_DOUBLE_QUOTE         = 0x22; /* " */
var CHAR_SHARP                = 0x23; /* # */
var CHAR_PERCENT              = 0x25; /* % */
var CHAR_AMPERSAND            = 0x26; /* & */
var CHAR_SINGLE_QUOTE         = 0x27; /* ' */
var CHAR_ASTERISK             = 0x2A; /* * */
var CHAR_COMMA                = 0x2C; /* , */
var CHAR_MINUS                = 0x2D; /* - */
var CHAR_COLON                = 0x3A; /* : */
var CHAR_EQUALS               = 0x3D; /* = */
var CHAR_GREATER_THAN         = 0x3E; /* > */
var CHAR_QUESTION             = 0x3F; /* ? */
var CHAR_COMMERCIAL_AT        = 0x40; /* @ */
var CHAR_LEFT_SQUARE_BRACKET  = 0x5B; /* [ */
var CHAR_RIGHT_SQUARE_BRACKET = 0x5D; /* ] */
var CHAR_GRAVE_ACCENT         = 0x60; /* ` */
var CHAR_LEFT_CURLY_BRACKET   = 0x7B; /* { */
var CHAR_VERTICAL_LINE        = 0x7C; /* | */
var CHAR_RIGHT_CURLY_BRACKET  = 0x7D; /* } */

var ESCAPE_SEQUENCES = {};

ESCAPE_SEQUENCES[0x00]   = '\\0';
ESCAPE_SEQUENCES[0x07]   = '\\a';
ESCAPE_SEQUENCES[0x08]   = '\\b';
ESCAPE_SEQUENCES[0x09]   = '\\t';
ESCAPE_SEQUENCES[0x0A]   = '\\n';
ESCAPE_SEQUENCES[0x0B]   = '\\v';
ESCAPE_SEQUENCES[0x0C]   = '\\f';
ESCAPE_SEQUENCES[0x0D]   = '\\r';
ESCAPE_SEQUENCES[0x1B]   = '\\e';
ESCAPE_SEQUENCES[0x22]   = '\\"';
ESCAPE_SEQUENCES[0x5C]   = '\\\\';
ESCAPE_SEQUENCES[0x85]   = '\\N';
ESCAPE_SEQUENCES[0xA0]   = '\\_';
ESCAPE_SEQUENCES[0x2028] = '\\L';
ESCAPE_SEQUENCES[0x2029] = '\\P';

var DEPRECATED_BOOLEANS_SYNTAX = [
  'y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON',
  'n', 'N', 'no', 'No', 'NO', 'off', 'Off', 'OFF'
];

var DEPRECATED_BASE60_SYNTAX = /^[-+]?[0-9_]+(?::[0-9_]+)+(?:\.[0-9_]*)?$/;

function compileStyleMap(schema, map) {
  var result, keys, index, length, tag, style, type;

  if (map === null) return {};

  result = {};
  keys = Object.keys(map);

  for (index = 0, length = keys.length; index < length; index += 1) {
    tag = keys[index];
    style = String(map[tag]);

    if (tag.slice(0, 2) === '!!') {
      tag = 'tag:yaml.org,2002:' + tag.slice(2);
    }
    type = schema.compiledTypeMap['fallback'][tag];

    if (type && _hasOwnProperty.call(type.styleAliases, style)) {
      style = type.styleAliases[style];
    }

    result[tag] = style;
  }

  return result;
}

function encodeHex(character) {
  var string, handle, length;

  string = character.toString(16).toUpperCase();

  if (character <= 0xFF) {
    handle = 'x';
    length = 2;
  } else if (character <= 0xFFFF) {
    handle = 'u';
    length = 4;
  } else if (character <= 0xFFFFFFFF) {
    handle = 'U';
    length = 8;
  } else {
    throw new exception('code point within a string may not be greater than 0xFFFFFFFF');
  }

  return '\\' + handle + common.repeat('0', length - string.length) + string;
}


var QUOTING_TYPE_SINGLE = 1,
    QUOTING_TYPE_DOUBLE = 2;

function State(options) {
  this.schema        = options['schema'] || _default;
  this.indent        = Math.max(1, (options['indent'] || 2));
  this.noArrayIndent = options['noArrayIndent'] || false;
  this.skipInvalid   = options['skipInvalid'] || false;
  this.flowLevel     = (common.isNothing(options['flowLevel']) ? -1 : options['flowLevel']);
  this.styleMap      = compileStyleMap(this.schema, options['styles'] || null);
  this.sortKeys      = options['sortKeys'] || false;
  this.lineWidth     = options['lineWidth'] || 80;
  this.noRefs        = options['noRefs'] || false;
  this.noCompatMode  = options['noCompatMode'] || false;
  this.condenseFlow  = options['condenseFlow'] || false;
  this.quotingType   = options['quotingType'] === '"' ? QUOTING_TYPE_DOUBLE : QUOTING_TYPE_SINGLE;
  this.forceQuotes   = options['forceQuotes'] || false;
  this.replacer      = typeof options['replacer'] === 'function' ? options['replacer'] : null;

  this.implicitTypes = this.schema.compiledImplicit;
  this.explicitTypes = this.schema.compiledExplicit;

  this.tag = null;
  this.result = '';

  this.duplicates = [];
  this.usedDuplicates = null;
}

// Indents every line in a string. Empty lines (\n only) are not indented.
function indentString(string, spaces) {
  var ind = common.repeat(' ', spaces),
      position = 0,
      next = -1,
      result = '',
      line,
      length = string.length;

  while (position < length) {
    next = string.indexOf('\n', position);
    if (next === -1) {
      line = string.slice(position);
      position = length;
    } else {
      line = string.slice(position, next + 1);
      position = next + 1;
    }

    if (line.length && line !== '\n') result += ind;

    result += line;
  }

  return result;
}

function generateNextLine(state, level) {
  return '\n' + common.repeat(' ', state.indent * level);
}

function testImplicitResolving(state, str) {
  var index, length, type;

  for (index = 0, length = state.implicitTypes.length; index < length; index += 1) {
    type = state.implicitTypes[index];

    if (type.resolve(str)) {
      return true;
    }
  }

  return false;
}

// [33] s-white ::= s-space | s-tab
function isWhitespace(c) {
  return c === CHAR_SPACE || c === CHAR_TAB;
}

// Returns true if the character can be printed without escaping.
// From YAML 1.2: "any allowed characters known to be non-printable
// should also be escaped. [However,] This isn’t mandatory"
// Derived from nb-char - \t - #x85 - #xA0 - #x2028 - #x2029.
function isPrintable(c) {
  return  (0x00020 <= c && c <= 0x00007E)
      || ((0x000A1 <= c && c <= 0x00D7FF) && c !== 0x2028 && c !== 0x2029)
      || ((0x0E000 <= c && c <= 0x00FFFD) && c !== CHAR_BOM)
      ||  (0x10000 <= c && c <= 0x10FFFF);
}

// [34] ns-char ::= nb-char - s-white
// [27] nb-char ::= c-printable - b-char - c-byte-order-mark
// [26] b-char  ::= b-line-feed | b-carriage-return
// Including s-white (for some reason, examples doesn't match specs in this aspect)
// ns-char ::= c-printable - b-line-feed - b-carriage-return - c-byte-order-mark
function isNsCharOrWhitespace(c) {
  return isPrintable(c)
    && c !== CHAR_BOM
    // - b-char
    && c !== CHAR_CARRIAGE_RETURN
    && c !== CHAR_LINE_FEED;
}

// [127]  ns-plain-safe(c) ::= c = flow-out  ⇒ ns-plain-safe-out
//                             c = flow-in   ⇒ ns-plain-safe-in
//                             c = block-key ⇒ ns-plain-safe-out
//                             c = flow-key  ⇒ ns-plain-safe-in
// [128] ns-plain-safe-out ::= ns-char
// [129]  ns-plain-safe-in ::= ns-char - c-flow-indicator
// [130]  ns-plain-char(c) ::=  ( ns-plain-safe(c) - “:” - “#” )
//                            | ( /* An ns-char preceding */ “#” )
//                            | ( “:” /* Followed by an ns-plain-safe(c) */ )
function isPlainSafe(c, prev, inblock) {
  var cIsNsCharOrWhitespace = isNsCharOrWhitespace(c);
  var cIsNsChar = cIsNsCharOrWhitespace && !isWhitespace(c);
  return (
    // ns-plain-safe
    inblock ? // c = flow-in
      cIsNsCharOrWhitespace
      : cIsNsCharOrWhitespace
        // - c-flow-indicator
        && c !== CHAR_COMMA
        && c !== CHAR_LEFT_SQUARE_BRACKET
        && c !== CHAR_RIGHT_SQUARE_BRACKET
        && c !== CHAR_LEFT_CURLY_BRACKET
        && c !== CHAR_RIGHT_CURLY_BRACKET
  )
    // ns-plain-char
    && c !== CHAR_SHARP // false on '#'
    && !(prev === CHAR_COLON && !cIsNsChar) // false on ': '
    || (isNsCharOrWhitespace(prev) && !isWhitespace(prev) && c === CHAR_SHARP) // change to true on '[^ ]#'
    || (prev === CHAR_COLON && cIsNsChar); // change to true on ':[^ ]'
}

// Simplified test for values allowed as the first character in plain style.
function isPlainSafeFirst(c) {
  // Uses a subset of ns-char - c-indicator
  // where ns-char = nb-char - s-white.
  // No support of ( ( “?” | “:” | “-” ) /* Followed by an ns-plain-safe(c)) */ ) part
  return isPrintable(c) && c !== CHAR_BOM
    && !isWhitespace(c) // - s-white
    // - (c-indicator ::=
    // “-” | “?” | “:” | “,” | “[” | “]” | “{” | “}”
    && c !== CHAR_MINUS
    && c !== CHAR_QUESTION
    && c !== CHAR_COLON
    && c !== CHAR_COMMA
    && c !== CHAR_LEFT_SQUARE_BRACKET
    && c !== CHAR_RIGHT_SQUARE_BRACKET
    && c !== CHAR_LEFT_CURLY_BRACKET
    && c !== CHAR_RIGHT_CURLY_BRACKET
    // | “#” | “&” | “*” | “!” | “|” | “=” | “>” | “'” | “"”
    && c !== CHAR_SHARP
    && c !== CHAR_AMPERSAND
    && c !== CHAR_ASTERISK
    && c !== CHAR_EXCLAMATION
    && c !== CHAR_VERTICAL_LINE
    && c !== CHAR_EQUALS
    && c !== CHAR_GREATER_THAN
    && c !== CHAR_SINGLE_QUOTE
    && c !== CHAR_DOUBLE_QUOTE
    // | “%” | “@” | “`”)
    && c !== CHAR_PERCENT
    && c !== CHAR_COMMERCIAL_AT
    && c !== CHAR_GRAVE_ACCENT;
}

// Simplified test for values allowed as the last character in plain style.
function isPlainSafeLast(c) {
  // just not whitespace or colon, it will be checked to be plain character later
  return !isWhitespace(c) && c !== CHAR_COLON;
}

// Same as 'string'.codePointAt(pos), but works in older browsers.
function codePointAt(string, pos) {
  var first = string.charCodeAt(pos), second;
  if (first >= 0xD800 && first <= 0xDBFF && pos + 1 < string.length) {
    second = string.charCodeAt(pos + 1);
    if (second >= 0xDC00 && second <= 0xDFFF) {
      // https://mathiasbynens.be/notes/javascript-encoding#surrogate-formulae
      return (first - 0xD800) * 0x400 + second - 0xDC00 + 0x10000;
    }
  }
  return first;
}

// Determines whether block indentation indicator is required.
function needIndentIndicator(string) {
  var leadingSpaceRe = /^\n* /;
  return leadingSpaceRe.test(string);
}

var STYLE_PLAIN   = 1,
    STYLE_SINGLE  = 2,
    STYLE_LITERAL = 3,
    STYLE_FOLDED  = 4,
    STYLE_DOUBLE  = 5;

// Determines which scalar styles are possible and returns the preferred style.
// lineWidth = -1 => no limit.
// Pre-conditions: str.length > 0.
// Post-conditions:
//    STYLE_PLAIN or STYLE_SINGLE => no \n are in the string.
//    STYLE_LITERAL => no lines are suitable for folding (or lineWidth is -1).
//    STYLE_FOLDED => a line > lineWidth and can be folded (and lineWidth != -1).
function chooseScalarStyle(string, singleLineOnly, indentPerLevel, lineWidth,
  testAmbiguousType, quotingType, forceQuotes, inblock) {

  var i;
  var char = 0;
  var prevChar = null;
  var hasLineBreak = false;
  var hasFoldableLine = false; // only checked if shouldTrackWidth
  var shouldTrackWidth = lineWidth !== -1;
  var previousLineBreak = -1; // count the first line correctly
  var plain = isPlainSafeFirst(codePointAt(string, 0))
          && isPlainSafeLast(codePointAt(string, string.length - 1));

  if (singleLineOnly || forceQuotes) {
    // Case: no block styles.
    // Check for disallowed characters to rule out plain and single.
    for (i = 0; i < string.length; char >= 0x10000 ? i += 2 : i++) {
      char = codePointAt(string, i);
      if (!isPrintable(char)) {
        return STYLE_DOUBLE;
      }
      plain = plain && isPlainSafe(char, prevChar, inblock);
      prevChar = char;
    }
  } else {
    // Case: block styles permitted.
    for (i = 0; i < string.length; char >= 0x10000 ? i += 2 : i++) {
      char = codePointAt(string, i);
      if (char === CHAR_LINE_FEED) {
        hasLineBreak = true;
        // Check if any line can be folded.
        if (shouldTrackWidth) {
          hasFoldableLine = hasFoldableLine ||
            // Foldable line = too long, and not more-indented.
            (i - previousLineBreak - 1 > lineWidth &&
             string[previousLineBreak + 1] !== ' ');
          previousLineBreak = i;
        }
      } else if (!isPrintable(char)) {
        return STYLE_DOUBLE;
      }
      plain = plain && isPlainSafe(char, prevChar, inblock);
      prevChar = char;
    }
    // in case the end is missing a \n
    hasFoldableLine = hasFoldableLine || (shouldTrackWidth &&
      (i - previousLineBreak - 1 > lineWidth &&
       string[previousLineBreak + 1] !== ' '));
  }
  // Although every style can represent \n without escaping, prefer block styles
  // for multiline, since they're more readable and they don't add empty lines.
  // Also prefer folding a super-long line.
  if (!hasLineBreak && !hasFoldableLine) {
    // Strings interpretable as another type have to be quoted;
    // e.g. the string 'true' vs. the boolean true.
    if (plain && !forceQuotes && !testAmbiguousType(string)) {
      return STYLE_PLAIN;
    }
    return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
  }
  // Edge case: block indentation indicator can only have one digit.
  if (indentPerLevel > 9 && needIndentIndicator(string)) {
    return STYLE_DOUBLE;
  }
  // At this point we know block styles are valid.
  // Prefer literal style unless we want to fold.
  if (!forceQuotes) {
    return hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
  }
  return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
}

// Note: line breaking/folding is implemented for only the folded style.
// NB. We drop the last trailing newline (if any) of a returned block scalar
//  since the dumper adds its own newline. This always works:
//    • No ending newline => unaffected; already using strip "-" chomping.
//    • Ending newline    => removed then restored.
//  Importantly, this keeps the "+" chomp indicator from gaining an extra line.
function writeScalar(state, string, level, iskey, inblock) {
  state.dump = (function () {
    if (string.length === 0) {
      return state.quotingType === QUOTING_TYPE_DOUBLE ? '""' : "''";
    }
    if (!state.noCompatMode) {
      if (DEPRECATED_BOOLEANS_SYNTAX.indexOf(string) !== -1 || DEPRECATED_BASE60_SYNTAX.test(string)) {
        return state.quotingType === QUOTING_TYPE_DOUBLE ? ('"' + string + '"') : ("'" + string + "'");
      }
    }

    var indent = state.indent * Math.max(1, level); // no 0-indent scalars
    // As indentation gets deeper, let the width decrease monotonically
    // to the lower bound min(state.lineWidth, 40).
    // Note that this implies
    //  state.lineWidth ≤ 40 + state.indent: width is fixed at the lower bound.
    //  state.lineWidth > 40 + state.indent: width decreases until the lower bound.
    // This behaves better than a constant minimum width which disallows narrower options,
    // or an indent threshold which causes the width to suddenly increase.
    var lineWidth = state.lineWidth === -1
      ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent);

    // Without knowing if keys are implicit/explicit, assume implicit for safety.
    var singleLineOnly = iskey
      // No block styles in flow mode.
      || (state.flowLevel > -1 && level >= state.flowLevel);
    function testAmbiguity(string) {
      return testImplicitResolving(state, string);
    }

    switch (chooseScalarStyle(string, singleLineOnly, state.indent, lineWidth,
      testAmbiguity, state.quotingType, state.forceQuotes && !iskey, inblock)) {

      case STYLE_PLAIN:
        return string;
      case STYLE_SINGLE:
        return "'" + string.replace(/'/g, "''") + "'";
      case STYLE_LITERAL:
        return '|' + blockHeader(string, state.indent)
          + dropEndingNewline(indentString(string, indent));
      case STYLE_FOLDED:
        return '>' + blockHeader(string, state.indent)
          + dropEndingNewline(indentString(foldString(string, lineWidth), indent));
      case STYLE_DOUBLE:
        return '"' + escapeString(string) + '"';
      default:
        throw new exception('impossible error: invalid scalar style');
    }
  }());
}

// Pre-conditions: string is valid for a block scalar, 1 <= indentPerLevel <= 9.
function blockHeader(string, indentPerLevel) {
  var indentIndicator = needIndentIndicator(string) ? String(indentPerLevel) : '';

  // note the special case: the string '\n' counts as a "trailing" empty line.
  var clip =          string[string.length - 1] === '\n';
  var keep = clip && (string[string.length - 2] === '\n' || string === '\n');
  var chomp = keep ? '+' : (clip ? '' : '-');

  return indentIndicator + chomp + '\n';
}

// (See the note for writeScalar.)
function dropEndingNewline(string) {
  return string[string.length - 1] === '\n' ? string.slice(0, -1) : string;
}

// Note: a long line without a suitable break point will exceed the width limit.
// Pre-conditions: every char in str isPrintable, str.length > 0, width > 0.
function foldString(string, width) {
  // In folded style, $k$ consecutive newlines output as $k+1$ newlines—
  // unless they're before or after a more-indented line, or at the very
  // beginning or end, in which case $k$ maps to $k$.
  // Therefore, parse each chunk as newline(s) followed by a content line.
  var lineRe = /(\n+)([^\n]*)/g;

  // first line (possibly an empty line)
  var result = (function () {
    var nextLF = string.indexOf('\n');
    nextLF = nextLF !== -1 ? nextLF : string.length;
    lineRe.lastIndex = nextLF;
    return foldLine(string.slice(0, nextLF), width);
  }());
  // If we haven't reached the first content line yet, don't add an extra \n.
  var prevMoreIndented = string[0] === '\n' || string[0] === ' ';
  var moreIndented;

  // rest of the lines
  var match;
  while ((match = lineRe.exec(string))) {
    var prefix = match[1], line = match[2];
    moreIndented = (line[0] === ' ');
    result += prefix
      + (!prevMoreIndented && !moreIndented && line !== ''
        ? '\n' : '')
      + foldLine(line, width);
    prevMoreIndented = moreIndented;
  }

  return result;
}

// Greedy line breaking.
// Picks the longest line under the limit each time,
// otherwise settles for the shortest line over the limit.
// NB. More-indented lines *cannot* be folded, as that would add an extra \n.
function foldLine(line, width) {
  if (line === '' || line[0] === ' ') return line;

  // Since a more-indented line adds a \n, breaks can't be followed by a space.
  var breakRe = / [^ ]/g; // note: the match index will always be <= length-2.
  var match;
  // start is an inclusive index. end, curr, and next are exclusive.
  var start = 0, end, curr = 0, next = 0;
  var result = '';

  // Invariants: 0 <= start <= length-1.
  //   0 <= curr <= next <= max(0, length-2). curr - start <= width.
  // Inside the loop:
  //   A match implies length >= 2, so curr and next are <= length-2.
  while ((match = breakRe.exec(line))) {
    next = match.index;
    // maintain invariant: curr - start <= width
    if (next - start > width) {
      end = (curr > start) ? curr : next; // derive end <= length-2
      result += '\n' + line.slice(start, end);
      // skip the space that was output as \n
      start = end + 1;                    // derive start <= length-1
    }
    curr = next;
  }

  // By the invariants, start <= length-1, so there is something left over.
  // It is either the whole string or a part starting from non-whitespace.
  result += '\n';
  // Insert a break if the remainder is too long and there is a break available.
  if (line.length - start > width && curr > start) {
    result += line.slice(start, curr) + '\n' + line.slice(curr + 1);
  } else {
    result += line.slice(start);
  }

  return result.slice(1); // drop extra \n joiner
}

// Escapes a double-quoted string.
function escapeString(string) {
  var result = '';
  var char = 0;
  var escapeSeq;

  for (var i = 0; i < string.length; char >= 0x10000 ? i += 2 : i++) {
    char = codePointAt(string, i);
    escapeSeq = ESCAPE_SEQUENCES[char];

    if (!escapeSeq && isPrintable(char)) {
      result += string[i];
      if (char >= 0x10000) result += string[i + 1];
    } else {
      result += escapeSeq || encodeHex(char);
    }
  }

  return result;
}

function writeFlowSequence(state, level, object) {
  var _result = '',
      _tag    = state.tag,
      index,
      length,
      value;

  for (index = 0, length = object.length; index < length; index += 1) {
    value = object[index];

    if (state.replacer) {
      value = state.replacer.call(object, String(index), value);
    }

    // Write only valid elements, put null instead of invalid elements.
    if (writeNode(state, level, value, false, false) ||
        (typeof value === 'undefined' &&
         writeNode(state, level, null, false, false))) {

      if (_result !== '') _result += ',' + (!state.condenseFlow ? ' ' : '');
      _result += state.dump;
    }
  }

  state.tag = _tag;
  state.dump = '[' + _result + ']';
}

function writeBlockSequence(state, level, object, compact) {
  var _result = '',
      _tag    = state.tag,
      index,
      length,
      value;

  for (index = 0, length = object.length; index < length; index += 1) {
    value = object[index];

    if (state.replacer) {
      value = state.replacer.call(object, String(index), value);
    }

    // Write only valid elements, put null instead of invalid elements.
    if (writeNode(state, level + 1, value, true, true, false, true) ||
        (typeof value === 'undefined' &&
         writeNode(state, level + 1, null, true, true, false, true))) {

      if (!compact || _result !== '') {
        _result += generateNextLine(state, level);
      }

      if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
        _result += '-';
      } else {
        _result += '- ';
      }

      _result += state.dump;
    }
  }

  state.tag = _tag;
  state.dump = _result || '[]'; // Empty sequence if no valid values.
}

function writeFlowMapping(state, level, object) {
  var _result       = '',
      _tag          = state.tag,
      objectKeyList = Object.keys(object),
      index,
      length,
      objectKey,
      objectValue,
      pairBuffer;

  for (index = 0, length = objectKeyList.length; index < length; index += 1) {

    pairBuffer = '';
    if (_result !== '') pairBuffer += ', ';

    if (state.condenseFlow) pairBuffer += '"';

    objectKey = objectKeyList[index];
    objectValue = object[objectKey];

    if (state.replacer) {
      objectValue = state.replacer.call(object, objectKey, objectValue);
    }

    if (!writeNode(state, level, objectKey, false, false)) {
      continue; // Skip this pair because of invalid key;
    }

    if (state.dump.length > 1024) pairBuffer += '? ';

    pairBuffer += state.dump + (state.condenseFlow ? '"' : '') + ':' + (state.condenseFlow ? '' : ' ');

    if (!writeNode(state, level, objectValue, false, false)) {
      continue; // Skip this pair because of invalid value.
    }

    pairBuffer += state.dump;

    // Both key and value are valid.
    _result += pairBuffer;
  }

  state.tag = _tag;
  state.dump = '{' + _result + '}';
}

function writeBlockMapping(state, level, object, compact) {
  var _result       = '',
      _tag          = state.tag,
      objectKeyList = Object.keys(object),
      index,
      length,
      objectKey,
      objectValue,
      explicitPair,
      pairBuffer;

  // Allow sorting keys so that the output file is deterministic
  if (state.sortKeys === true) {
    // Default sorting
    objectKeyList.sort();
  } else if (typeof state.sortKeys === 'function') {
    // Custom sort function
    objectKeyList.sort(state.sortKeys);
  } else if (state.sortKeys) {
    // Something is wrong
    throw new exception('sortKeys must be a boolean or a function');
  }

  for (index = 0, length = objectKeyList.length; index < length; index += 1) {
    pairBuffer = '';

    if (!compact || _result !== '') {
      pairBuffer += generateNextLine(state, level);
    }

    objectKey = objectKeyList[index];
    objectValue = object[objectKey];

    if (state.replacer) {
      objectValue = state.replacer.call(object, objectKey, objectValue);
    }

    if (!writeNode(state, level + 1, objectKey, true, true, true)) {
      continue; // Skip this pair because of invalid key.
    }

    explicitPair = (state.tag !== null && state.tag !== '?') ||
                   (state.dump && state.dump.length > 1024);

    if (explicitPair) {
      if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
        pairBuffer += '?';
      } else {
        pairBuffer += '? ';
      }
    }

    pairBuffer += state.dump;

    if (explicitPair) {
      pairBuffer += generateNextLine(state, level);
    }

    if (!writeNode(state, level + 1, objectValue, true, explicitPair)) {
      continue; // Skip this pair because of invalid value.
    }

    if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
      pairBuffer += ':';
    } else {
      pairBuffer += ': ';
    }

    pairBuffer += state.dump;

    // Both key and value are valid.
    _result += pairBuffer;
  }

  state.tag = _tag;
  state.dump = _result || '{}'; // Empty mapping if no valid pairs.
}

function detectType(state, object, explicit) {
  var _result, typeList, index, length, type, style;

  typeList = explicit ? state.explicitTypes : state.implicitTypes;

  for (index = 0, length = typeList.length; index < length; index += 1) {
    type = typeList[index];

    if ((type.instanceOf  || type.predicate) &&
        (!type.instanceOf || ((typeof object === 'object') && (object instanceof type.instanceOf))) &&
        (!type.predicate  || type.predicate(object))) {

      if (explicit) {
        if (type.multi && type.representName) {
          state.tag = type.representName(object);
        } else {
          state.tag = type.tag;
        }
      } else {
        state.tag = '?';
      }

      if (type.represent) {
        style = state.styleMap[type.tag] || type.defaultStyle;

        if (_toString.call(type.represent) === '[object Function]') {
          _result = type.represent(object, style);
        } else if (_hasOwnProperty.call(type.represent, style)) {
          _result = type.represent[style](object, style);
        } else {
          throw new exception('!<' + type.tag + '> tag resolver accepts not "' + style + '" style');
        }

        state.dump = _result;
      }

      return true;
    }
  }

  return false;
}

// Serializes `object` and writes it to global `result`.
// Returns true on success, or false on invalid object.
//
function writeNode(state, level, object, block, compact, iskey, isblockseq) {
  state.tag = null;
  state.dump = object;

  if (!detectType(state, object, false)) {
    detectType(state, object, true);
  }

  var type = _toString.call(state.dump);
  var inblock = block;
  var tagStr;

  if (block) {
    block = (state.flowLevel < 0 || state.flowLevel > level);
  }

  var objectOrArray = type === '[object Object]' || type === '[object Array]',
      duplicateIndex,
      duplicate;

  if (objectOrArray) {
    duplicateIndex = state.duplicates.indexOf(object);
    duplicate = duplicateIndex !== -1;
  }

  if ((state.tag !== null && state.tag !== '?') || duplicate || (state.indent !== 2 && level > 0)) {
    compact = false;
  }

  if (duplicate && state.usedDuplicates[duplicateIndex]) {
    state.dump = '*ref_' + duplicateIndex;
  } else {
    if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex]) {
      state.usedDuplicates[duplicateIndex] = true;
    }
    if (type === '[object Object]') {
      if (block && (Object.keys(state.dump).length !== 0)) {
        writeBlockMapping(state, level, state.dump, compact);
        if (duplicate) {
          state.dump = '&ref_' + duplicateIndex + state.dump;
        }
      } else {
        writeFlowMapping(state, level, state.dump);
        if (duplicate) {
          state.dump = '&ref_' + duplicateIndex + ' ' + state.dump;
        }
      }
    } else if (type === '[object Array]') {
      if (block && (state.dump.length !== 0)) {
        if (state.noArrayIndent && !isblockseq && level > 0) {
          writeBlockSequence(state, level - 1, state.dump, compact);
        } else {
          writeBlockSequence(state, level, state.dump, compact);
        }
        if (duplicate) {
          state.dump = '&ref_' + duplicateIndex + state.dump;
        }
      } else {
        writeFlowSequence(state, level, state.dump);
        if (duplicate) {
          state.dump = '&ref_' + duplicateIndex + ' ' + state.dump;
        }
      }
    } else if (type === '[object String]') {
      if (state.tag !== '?') {
        writeScalar(state, state.dump, level, iskey, inblock);
      }
    } else if (type === '[object Undefined]') {
      return false;
    } else {
      if (state.skipInvalid) return false;
      throw new exception('unacceptable kind of an object to dump ' + type);
    }

    if (state.tag !== null && state.tag !== '?') {
      // Need to encode all characters except those allowed by the spec:
      //
      // [35] ns-dec-digit    ::=  [#x30-#x39] /* 0-9 */
      // [36] ns-hex-digit    ::=  ns-dec-digit
      //                         | [#x41-#x46] /* A-F */ | [#x61-#x66] /* a-f */
      // [37] ns-ascii-letter ::=  [#x41-#x5A] /* A-Z */ | [#x61-#x7A] /* a-z */
      // [38] ns-word-char    ::=  ns-dec-digit | ns-ascii-letter | “-”
      // [39] ns-uri-char     ::=  “%” ns-hex-digit ns-hex-digit | ns-word-char | “#”
      //                         | “;” | “/” | “?” | “:” | “@” | “&” | “=” | “+” | “$” | “,”
      //                         | “_” | “.” | “!” | “~” | “*” | “'” | “(” | “)” | “[” | “]”
      //
      // Also need to encode '!' because it has special meaning (end of tag prefix).
      //
      tagStr = encodeURI(
        state.tag[0] === '!' ? state.tag.slice(1) : state.tag
      ).replace(/!/g, '%21');

      if (state.tag[0] === '!') {
        tagStr = '!' + tagStr;
      } else if (tagStr.slice(0, 18) === 'tag:yaml.org,2002:') {
        tagStr = '!!' + tagStr.slice(18);
      } else {
        tagStr = '!<' + tagStr + '>';
      }

      state.dump = tagStr + ' ' + state.dump;
    }
  }

  return true;
}

function getDuplicateReferences(object, state) {
  var objects = [],
      duplicatesIndexes = [],
      index,
      length;

  inspectNode(object, objects, duplicatesIndexes);

  for (index = 0, length = duplicatesIndexes.length; index < length; index += 1) {
    state.duplicates.push(objects[duplicatesIndexes[index]]);
  }
  state.usedDuplicates = new Array(length);
}

function inspectNode(object, objects, duplicatesIndexes) {
  var objectKeyList,
      index,
      length;

  if (object !== null && typeof object === 'object') {
    index = objects.indexOf(object);
    if (index !== -1) {
      if (duplicatesIndexes.indexOf(index) === -1) {
        duplicatesIndexes.push(index);
      }
    } else {
      objects.push(object);

      if (Array.isArray(object)) {
        for (index = 0, length = object.length; index < length; index += 1) {
          inspectNode(object[index], objects, duplicatesIndexes);
        }
      } else {
        objectKeyList = Object.keys(object);

        for (index = 0, length = objectKeyList.length; index < length; index += 1) {
          inspectNode(object[objectKeyList[index]], objects, duplicatesIndexes);
        }
      }
    }
  }
}

function dump$1(input, options) {
  options = options || {};

  var state = new State(options);

  if (!state.noRefs) getDuplicateReferences(input, state);

  var value = input;

  if (state.replacer) {
    value = state.replacer.call({ '': value }, '', value);
  }

  if (writeNode(state, 0, value, true, true)) return state.dump + '\n';

  return '';
}

var dump_1 = dump$1;

var dumper = {
	dump: dump_1
};

function renamed(from, to) {
  return function () {
    throw new Error('Function yaml.' + from + ' is removed in js-yaml 4. ' +
      'Use yaml.' + to + ' instead, which is now safe by default.');
  };
}


var Type                = type;
var Schema              = schema;
var FAILSAFE_SCHEMA     = failsafe;
var JSON_SCHEMA         = json;
var CORE_SCHEMA         = core;
var DEFAULT_SCHEMA      = _default;
var load                = loader.load;
var loadAll             = loader.loadAll;
var dump                = dumper.dump;
var YAMLException       = exception;

// Re-export all types in case user wants to create custom schema
var types = {
  binary:    binary,
  float:     js_yaml_float,
  map:       map,
  null:      _null,
  pairs:     pairs,
  set:       set,
  timestamp: timestamp,
  bool:      bool,
  int:       js_yaml_int,
  merge:     merge,
  omap:      omap,
  seq:       seq,
  str:       str
};

// Removed functions from JS-YAML 3.0.x
var safeLoad            = renamed('safeLoad', 'load');
var safeLoadAll         = renamed('safeLoadAll', 'loadAll');
var safeDump            = renamed('safeDump', 'dump');

var jsYaml = {
	Type: Type,
	Schema: Schema,
	FAILSAFE_SCHEMA: FAILSAFE_SCHEMA,
	JSON_SCHEMA: JSON_SCHEMA,
	CORE_SCHEMA: CORE_SCHEMA,
	DEFAULT_SCHEMA: DEFAULT_SCHEMA,
	load: load,
	loadAll: loadAll,
	dump: dump,
	YAMLException: YAMLException,
	types: types,
	safeLoad: safeLoad,
	safeLoadAll: safeLoadAll,
	safeDump: safeDump
};

/* harmony default export */ const js_yaml = ((/* unused pure expression or super */ null && (jsYaml)));


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
const int12 = new Type('tag:yaml.org,2002:int', {
    kind: 'scalar',
    resolve: (data) => typeof data === 'string' && INT.test(data),
    construct: (data) => data.startsWith('0o') ? parseInt(data.slice(2), 8) : data.startsWith('0x') ? parseInt(data.slice(2), 16) : Number(data),
});
const float12 = new Type('tag:yaml.org,2002:float', {
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
const coreTypes = CORE_SCHEMA.compiledImplicit.filter((type) => type.tag === 'tag:yaml.org,2002:null' || type.tag === 'tag:yaml.org,2002:bool');
const YAML12_SCHEMA = FAILSAFE_SCHEMA.extend({ implicit: [...coreTypes, int12, float12] });
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
            return { value: load(source, { schema: YAML12_SCHEMA, json: false }) };
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
        code: WarningCode.PLAN_INVALID,
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
            const diagnostic = { code: WarningCode.PLAN_INVALID, severity: 'warning', message: `${read.message}; the plan is not routed.`, file: path };
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
        diagnostics.push({ code: WarningCode.SETTINGS_DEFAULTS, severity: 'warning', message: `${settingsRead.message}; settings defaults used.`, file: 'settings.json' });
    }
    diagnostics.push(...settings.diagnostics);
    const controlPath = `${planningDir}/config/control-modes.yaml`;
    const controlRead = reader.readText(controlPath);
    if (!controlRead.ok && controlRead.reason !== 'missing') {
        const diagnostic = {
            code: ErrorCode.CONFIG_BLOCKER,
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
            diagnostic: blocker ?? { code: ErrorCode.CONFIG_BLOCKER, severity: 'blocker', message: `Cannot resolve control mode from ${controlPath}.`, file: controlPath },
            diagnostics: [...diagnostics, ...control.diagnostics.filter((d) => d !== blocker)],
        };
    }
    diagnostics.push(...control.diagnostics);
    let authority = null;
    const authorityPath = `${planningDir}/config/authority-matrix.yaml`;
    const authorityText = optionalText(reader, authorityPath, diagnostics, WarningCode.AUTHORITY_INVALID);
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
        stateText: optionalText(reader, `${planningDir}/STATE.md`, diagnostics, WarningCode.PROJECT_FILE_UNREADABLE),
        roadmapText: optionalText(reader, `${planningDir}/ROADMAP.md`, diagnostics, WarningCode.PROJECT_FILE_UNREADABLE),
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
            code: ErrorCode.PHASE_DIR_MISSING,
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
        code: directories === null ? ErrorCode.PHASE_DIR_MISSING : ErrorCode.NO_PHASE,
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
            code: WarningCode.UNSAFE_VALUE_OMITTED,
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
        return refused(ErrorCode.PHASE_DIR_MISSING, `Cannot filter review — phase directory missing. ${phase.message}\n${phase.hint}`);
    const where = { number: phase.phase.number, dir: phase.phase.name };
    const directory = `${project.planningDir}/phases/${phase.phase.name}`;
    const reviewFile = `${directory}/${String(phase.phase.number).padStart(2, '0')}-REVIEW.md`;
    const found = [reviewFile, `${directory}/REVIEW.md`].find((path) => project.reader.exists(path));
    if (!found) {
        return refused(ErrorCode.REVIEW_MISSING, `Cannot filter review — no prior review cycle: ${reviewFile} is missing.\nRun ${settings.trigger} review first, then ${settings.trigger} review ${intentFlagName(intent.intent, config.intents[intent.intent])}.`, { phase: where });
    }
    const team = resolveTeamTemplate(intent.intent, config, project.authority);
    if (!team)
        return refused(ErrorCode.VALIDATION_FAILED, `Intent ${intent.intent} has no team template.`, { phase: where });
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
                code: ErrorCode.DUPLICATE_PLAN_ID,
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
                        code: ErrorCode.WAVE_DEPENDENCY_NOT_EARLIER,
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
                        code: ErrorCode.WAVE_DEPENDENCY_NOT_EARLIER,
                        severity: 'blocker',
                        message: `Plan ${from} depends on ${to}, a plan of the later phase ${target.phase}.`,
                        hint: `A plan can only depend on plans of earlier waves of its phase (or of earlier phases); fix depends_on of ${shownId(plan.id)}.`,
                        ...where(plan),
                    });
                    break;
                case 'unroutable':
                    errors.push({
                        code: ErrorCode.WAVE_DEPENDENCY_UNKNOWN,
                        severity: 'blocker',
                        message: `Plan ${from} depends on ${to}, whose plan file could not be parsed.`,
                        hint: `Fix ${to}-PLAN.md (see its W020 warning) so its wave is known.`,
                        ...where(plan),
                    });
                    break;
                case 'unknown':
                    errors.push({
                        code: ErrorCode.WAVE_DEPENDENCY_UNKNOWN,
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
            code: WarningCode.WAVE_FILES_SHARED,
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
            code: InfoCode.WAVE_SEQUENTIAL,
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
                code: InfoCode.DEPENDENTS_ADDED,
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
                    code: ErrorCode.DEPENDENCY_NOT_SELECTED,
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
            code: InfoCode.DONE_PLANS_SKIPPED,
            severity: 'info',
            message: `Skipped ${skipped.length} plan(s) already done: ${listIds(skipped.map((s) => `${s.id} (${s.reason})`), 10)}.`,
            hint: 'Re-include done plans to run them again (Legion\u2019s "re-run all plans").',
        });
    }
    if (rerun.length > 0) {
        rerun.sort(compareIds);
        diagnostics.push({ code: InfoCode.DONE_PLANS_RERUN, severity: 'info', message: `Running ${rerun.length} done plan(s) again: ${listIds(rerun, 10)}.` });
    }
    if (pulled.length > 0) {
        pulled.sort(compareIds);
        diagnostics.push({
            code: InfoCode.DEPENDENCY_PULLED,
            severity: 'info',
            message: `Added ${pulled.length} unfinished dependenc${pulled.length === 1 ? 'y' : 'ies'} in earlier waves: ${listIds(pulled.map((id) => `${id} (${scheduled.get(id)?.reason})`), 10)}.`,
        });
    }
    if (crossPhase.length > 0) {
        diagnostics.push({
            code: WarningCode.CROSS_PHASE_DEPENDENCY,
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

;// CONCATENATED MODULE: ./node_modules/balanced-match/dist/esm/index.js
const balanced = (a, b, str) => {
    const ma = a instanceof RegExp ? maybeMatch(a, str) : a;
    const mb = b instanceof RegExp ? maybeMatch(b, str) : b;
    const r = ma !== null && mb != null && range(ma, mb, str);
    return (r && {
        start: r[0],
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + ma.length, r[1]),
        post: str.slice(r[1] + mb.length),
    });
};
const maybeMatch = (reg, str) => {
    const m = str.match(reg);
    return m ? m[0] : null;
};
const range = (a, b, str) => {
    let begs, beg, left, right = undefined, result;
    let ai = str.indexOf(a);
    let bi = str.indexOf(b, ai + 1);
    let i = ai;
    if (ai >= 0 && bi > 0) {
        if (a === b) {
            return [ai, bi];
        }
        begs = [];
        left = str.length;
        while (i >= 0 && !result) {
            if (i === ai) {
                begs.push(i);
                ai = str.indexOf(a, i + 1);
            }
            else if (begs.length === 1) {
                const r = begs.pop();
                if (r !== undefined)
                    result = [r, bi];
            }
            else {
                beg = begs.pop();
                if (beg !== undefined && beg < left) {
                    left = beg;
                    right = bi;
                }
                bi = str.indexOf(b, i + 1);
            }
            i = ai < bi && ai >= 0 ? ai : bi;
        }
        if (begs.length && right !== undefined) {
            result = [left, right];
        }
    }
    return result;
};
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/brace-expansion/dist/esm/index.js

const escSlash = '\0SLASH' + Math.random().toFixed(16) + '\0';
const escOpen = '\0OPEN' + Math.random().toFixed(16) + '\0';
const escClose = '\0CLOSE' + Math.random().toFixed(16) + '\0';
const escComma = '\0COMMA' + Math.random().toFixed(16) + '\0';
const escPeriod = '\0PERIOD' + Math.random().toFixed(16) + '\0';
const escSlashPattern = new RegExp(escSlash, 'g');
const escOpenPattern = new RegExp(escOpen, 'g');
const escClosePattern = new RegExp(escClose, 'g');
const escCommaPattern = new RegExp(escComma, 'g');
const escPeriodPattern = new RegExp(escPeriod, 'g');
const slashPattern = /\\\\/g;
const openPattern = /\\{/g;
const closePattern = /\\}/g;
const commaPattern = /\\,/g;
const periodPattern = /\\\./g;
const EXPANSION_MAX = 100_000;
// `EXPANSION_MAX` caps the *number* of expansions, but not their length. An
// input like `'{a,b}'.repeat(1500)` stays under that count - its output is
// truncated to 100k results - while making every result ~1500 characters
// long. The result set, and the intermediate arrays built while combining
// brace sets, then grow large enough to exhaust memory and crash the process
// (CVE-2026-14257). `EXPANSION_MAX_LENGTH` bounds the total number of
// characters the accumulator may hold at any point, so memory stays flat no
// matter how many brace groups are chained. The limit sits well above any
// realistic expansion (100k results hitting `EXPANSION_MAX` measure ~1M
// characters) so legitimate input is unaffected.
const EXPANSION_MAX_LENGTH = 4_000_000;
// `expand_` recurses once per level of brace *nesting* - both when expanding a
// set's comma members and when re-wrapping a set whose body is a single part.
// The CVE-2026-14257 fix made the *tail* iterative (recursion on `m.post`, one
// level per chained group), which left nesting depth unbounded: about 3,100
// levels of `{{{...a,b...}}}` - only ~6KB of input - exhausted the native stack
// and crashed the process. `EXPANSION_MAX_DEPTH` bounds how deep the parser
// will follow nesting. It sits far above any realistic pattern and well below
// the depth at which the stack runs out.
const EXPANSION_MAX_DEPTH = 1_000;
// Bash keeps a quirk where a brace group followed by a comma set still expands
// (`{a},b}`). The parser implements it by rewriting the string and restarting
// the scan, absorbing one `}` per pass. `n` trailing braces therefore cost `n`
// full passes over a string that itself grows by one `escClose` sentinel each
// time - quadratic in `n`, with a ~26x constant from the sentinel's length.
// 128KB of `'{a}' + '}'.repeat(n) + ',z}'` blocked the event loop for 27
// seconds to produce two results. `EXPANSION_MAX_REWRITES` bounds how many
// times the scan may restart. Real `{a},b}` input needs a handful.
const EXPANSION_MAX_REWRITES = 1_000;
// `EXPANSION_MAX_STEPS` bounds the work one `expand` call does, which `max`,
// `maxLength` and `maxDepth` don't: nested sets are rescanned at every level
// and chained groups each rebuild up to `max` results, so 2KB of input could
// block the event loop for over 30 seconds. Each character scanned, result
// built and sequence value generated is a step, and each `expand_` call costs
// `CALL_STEPS` more. Past the budget, the set being expanded and everything
// after it stay literal. A glob needs a few hundred steps, and nesting all the
// way to `EXPANSION_MAX_DEPTH` about 4M.
const EXPANSION_MAX_STEPS = 20_000_000;
// What one `expand_` call costs on top of what it scans and builds. Setting
// one up takes about as long as scanning 16 characters, and a set whose
// results are wrapped to be expanded again makes one call per result, each
// scanning and building next to nothing: 64KB of
// `('{{' + ','.repeat(316) + '}{' + ','.repeat(316) + '}}').repeat(n)` made
// 4M such calls, which spent the budget three times as slowly as anything
// else.
const CALL_STEPS = 16;
function numeric(str) {
    return !isNaN(str) ? parseInt(str, 10) : str.charCodeAt(0);
}
function escapeBraces(str) {
    return str
        .replace(slashPattern, escSlash)
        .replace(openPattern, escOpen)
        .replace(closePattern, escClose)
        .replace(commaPattern, escComma)
        .replace(periodPattern, escPeriod);
}
function unescapeBraces(str) {
    return str
        .replace(escSlashPattern, '\\')
        .replace(escOpenPattern, '{')
        .replace(escClosePattern, '}')
        .replace(escCommaPattern, ',')
        .replace(escPeriodPattern, '.');
}
// Like `target.push(...items)` but doesn't overflow the stack
function pushAll(target, items) {
    for (let i = 0; i < items.length; i++) {
        target.push(items[i]);
    }
}
// `balanced`, run on `masked` (see `maskUnmatchedOpens`), sliced from `str`
// and charged for the characters it walks: up to the group's `}`, or the
// whole string when there is no match or unmatched `{` come first, which
// `unmatched` then flags for masking. Once a call overdraws the budget, it
// and every later one return undefined, so the rest stays literal.
function balancedWithBudget(str, masked, budget) {
    if (budget.remaining < 0) {
        return undefined;
    }
    const r = range('{', '}', masked);
    const unmatched = r !== undefined && masked.indexOf('{') < r[0];
    budget.remaining -= r && !unmatched ? r[1] + 1 : str.length;
    if (!r || budget.remaining < 0) {
        return undefined;
    }
    return {
        end: r[1],
        pre: str.slice(0, r[0]),
        body: str.slice(r[0] + 1, r[1]),
        post: str.slice(r[1] + 1),
        unmatched,
    };
}
// `masked` with every `{` that has no matching `}` swapped for a `\0`, which
// keeps the length, so a scan of it still lines up with the string it was
// made from. Such a `{` is literal either way, but `balanced` only learns that
// one is unmatched by reading to the end of the string, so with one at the
// head of every group (`'{a,{b,c}'.repeat(n)`) each scan read the rest of the
// input. That was quadratic, and once the step budget charged for it, it ran
// out partway through and left the rest literal. A scan of the masked copy
// stops at the group's `}`. It is one pass, charged as such.
function maskUnmatchedOpens(masked, budget) {
    budget.remaining -= masked.length;
    const open = [];
    for (let i = 0; i < masked.length; i++) {
        const c = masked.charCodeAt(i);
        if (c === 0x7b) {
            open.push(i);
        }
        else if (c === 0x7d && open.length) {
            open.pop();
        }
    }
    let out = '';
    let last = 0;
    for (let i = 0; i < open.length; i++) {
        const at = open[i];
        out += masked.slice(last, at) + '\0';
        last = at + 1;
    }
    return out + masked.slice(last);
}
// Whether `str` has a `,` not followed by another `,`, with a `}` after it on
// the same line - what `/,(?!,).*\}/.test(str)` asks, answered in one pass from
// the end. The regex tries every `,` and backtracks through the rest of its
// line from each, which is quadratic, and the `{a},b}` rewrite asks again on
// every pass. Like a scan, it is charged for the whole string and refused if
// that overdraws the budget.
function commaSetFollows(str, budget) {
    budget.remaining -= str.length;
    if (budget.remaining < 0) {
        return false;
    }
    // Whether a `}` follows the current position before the line ends
    let close = false;
    for (let i = str.length - 1; i >= 0; i--) {
        const c = str.charCodeAt(i);
        if (c === 0x7d) {
            close = true;
        }
        else if (c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029) {
            // A line terminator, which `.` does not match
            close = false;
        }
        else if (c === 0x2c && close && str.charCodeAt(i + 1) !== 0x2c) {
            return true;
        }
    }
    return false;
}
/**
 * Basically just str.split(","), but handling cases
 * where we have nested braced sections, which should be
 * treated as individual members, like {a,{b,c},d}
 *
 * Returns `undefined` if the step budget runs out before the whole set is
 * split, since splitting what is left on every comma would tear apart the
 * nested sets it still holds.
 */
function parseCommaParts(str, budget) {
    const parts = [];
    // Walk the brace groups iteratively. Recursing on `post` once per group let a
    // chain of them exhaust the stack - the parsing-side counterpart to
    // the `expand_` overflow fixed for CVE-2026-14257, and not something `max` or
    // `maxLength` can bound, since it happens before expansion.
    //
    // The part the next chunk continues
    let carry = '';
    for (;;) {
        // A set's body holds no unmatched `{`, so there is nothing to mask.
        const m = balancedWithBudget(str, str, budget);
        if (budget.remaining < 0) {
            return undefined;
        }
        if (!m) {
            const tail = str.split(',');
            tail[0] = carry + tail[0];
            pushAll(parts, tail);
            return parts;
        }
        const { pre, body, post } = m;
        const p = pre.split(',');
        p[0] = carry + p[0];
        p[p.length - 1] += '{' + body + '}';
        if (!post.length) {
            pushAll(parts, p);
            return parts;
        }
        carry = p.pop();
        pushAll(parts, p);
        str = post;
    }
}
// An option that is left out, or that is NaN, gets its default. Every
// comparison against NaN is false, so a NaN bound would never be reached:
// `{ maxSteps: NaN }` let 15KB of input block the event loop for 16 seconds,
// and `{ maxDepth: NaN }` overflowed the stack again (CVE-2026-102278). Pass
// `Infinity` to lift a bound.
function bound(value, fallback) {
    return value === undefined || isNaN(value) ? fallback : value;
}
function expand(str, options = {}) {
    if (!str) {
        return [];
    }
    const max = bound(options.max, EXPANSION_MAX);
    const maxLength = bound(options.maxLength, EXPANSION_MAX_LENGTH);
    const maxDepth = bound(options.maxDepth, EXPANSION_MAX_DEPTH);
    const maxRewrites = bound(options.maxRewrites, EXPANSION_MAX_REWRITES);
    const maxSteps = bound(options.maxSteps, EXPANSION_MAX_STEPS);
    // I don't know why Bash 4.3 does this, but it does.
    // Anything starting with {} will have the first two bytes preserved
    // but *only* at the top level, so {},a}b will not expand to anything,
    // but a{},b}c will be expanded to [a}c,abc].
    // One could argue that this is a bug in Bash, but since the goal of
    // this module is to match Bash's rules, we escape a leading {}
    if (str.slice(0, 2) === '{}') {
        str = '\\{\\}' + str.slice(2);
    }
    return expand_(escapeBraces(str), max, maxLength, maxDepth, 0, maxRewrites, { remaining: maxSteps }, true).map(unescapeBraces);
}
function embrace(str) {
    return '{' + str + '}';
}
function isPadded(el) {
    return /^-?0\d/.test(el);
}
function lte(i, y) {
    return i <= y;
}
function gte(i, y) {
    return i >= y;
}
// Build `{ acc[a] + pre + values[v] }` for every combination, capping the
// number of results at `max` and the total number of characters at `maxLength`.
// This is the one place output grows, so bounding it here keeps the single
// accumulator - and therefore memory - flat regardless of how many brace groups
// are combined (CVE-2026-14257). Each result built is a step, since `max` and
// `maxLength` bound one combination, not how many brace groups are combined.
function combine(acc, pre, values, max, maxLength, dropEmpties, budget) {
    const out = [];
    let length = 0;
    // Bash drops empty results at the top level, and they don't count against
    // `max`, so `max` bounds the number of *kept* results. Only an empty
    // `acc[a] + pre` can make one, so for those the empty values are skipped
    // without being visited. Visiting them one at a time let a set of empties
    // cost `acc.length * values.length` while keeping nothing.
    let nonEmpty;
    outer: for (let a = 0; a < acc.length; a++) {
        const prefix = acc[a] + pre;
        let vs = values;
        if (dropEmpties && !prefix) {
            if (!nonEmpty)
                nonEmpty = values.filter(v => v);
            vs = nonEmpty;
        }
        for (let v = 0; v < vs.length; v++) {
            if (out.length >= max)
                break outer;
            const expansion = prefix + vs[v];
            if (length + expansion.length > maxLength)
                break outer;
            out.push(expansion);
            length += expansion.length;
        }
    }
    budget.remaining -= out.length;
    return out;
}
// The expansion values of a single numeric (`1..5`) or alphabetic (`a..e..2`)
// sequence body, or `undefined` if the step budget runs out generating them.
function expandSequence(body, isAlphaSequence, max, maxLength, budget) {
    const n = body.split(/\.\./);
    const N = [];
    // A sequence body always splits into two or three parts, but the compiler
    // can't know that.
    /* c8 ignore start */
    if (n[0] === undefined || n[1] === undefined) {
        return N;
    }
    /* c8 ignore stop */
    const x = numeric(n[0]);
    const y = numeric(n[1]);
    const width = Math.max(n[0].length, n[1].length);
    let incr = n.length === 3 && n[2] !== undefined ?
        Math.max(Math.abs(numeric(n[2])), 1)
        : 1;
    let test = lte;
    const reverse = y < x;
    if (reverse) {
        incr *= -1;
        test = gte;
    }
    const pad = n.some(isPadded);
    // A padded value is built a character at a time to `width`, which the input
    // sets, so it costs one step per character: 64KB of
    // `('{' + '0'.repeat(100) + '..99999}').repeat(n)` took 7 seconds charged
    // one step per value.
    const cost = pad ? width : 1;
    let length = 0;
    for (let i = x; test(i, y) && N.length < max; i += incr) {
        // Each value is a step. `max` and `maxLength` bound one sequence, but a
        // chain of them still generated up to `max` values each, however few
        // combining could keep.
        budget.remaining -= cost;
        if (budget.remaining < 0) {
            return undefined;
        }
        let c;
        if (isAlphaSequence) {
            c = String.fromCharCode(i);
            if (c === '\\') {
                c = '';
            }
        }
        else {
            c = String(i);
            if (pad) {
                const need = width - c.length;
                if (need > 0) {
                    const z = new Array(need + 1).join('0');
                    if (i < 0) {
                        c = '-' + z + c.slice(1);
                    }
                    else {
                        c = z + c;
                    }
                }
            }
        }
        if (length + c.length > maxLength)
            break;
        N.push(c);
        length += c.length;
    }
    return N;
}
function expand_(str, max, maxLength, maxDepth, depth, maxRewrites, budget, isTop) {
    // An overdraft here makes the first scan refuse, so `str` stays literal.
    budget.remaining -= CALL_STEPS;
    // Too deeply nested to keep following: treat the rest as literal, the same
    // way a group that cannot expand is already handled. Truncating rather than
    // throwing keeps `expand` total, matching `max` and `maxLength`.
    if (depth > maxDepth) {
        return [str];
    }
    // Consume the string's top-level brace groups left to right, threading a
    // running set of combined prefixes (`acc`). Expanding the tail iteratively -
    // rather than recursing on `m.post` once per group - keeps the native stack
    // depth constant, so deeply chained input (`'{a,b}'.repeat(3000)`) can no
    // longer overflow the stack, and leaves a single accumulator whose size
    // `maxLength` bounds directly (CVE-2026-14257).
    let acc = [''];
    // Bash drops empty results, but only when the *first* top-level group is a
    // comma set - a sequence like `{a..\}` may legitimately yield ''. The drop
    // is on the final strings, so it is applied to whichever `combine` produces
    // them (the one with no brace set left in the tail).
    // How many times the `{a},b}` rewrite below has restarted the scan. Each pass
    // re-reads the whole string, so leaving this unbounded is quadratic.
    let rewrites = 0;
    let dropEmpties = false;
    let firstGroup = true;
    // `str` with its unmatched `{` masked, once a scan has run into them
    let masked = str;
    for (;;) {
        const m = balancedWithBudget(str, masked, budget);
        // No brace set left, or no step budget left to look for one: the rest of
        // the string is literal.
        if (!m) {
            return combine(acc, str, [''], max, maxLength, dropEmpties, budget);
        }
        if (m.unmatched) {
            masked = maskUnmatchedOpens(masked, budget);
        }
        // no need to expand pre, since it is guaranteed to be free of brace-sets
        const pre = m.pre;
        // This set and the rest of the string, literal: for a set that cannot
        // expand, and for one the step budget runs out on. Once it is overdrawn,
        // every set still being expanded, at every level, stays literal like this -
        // otherwise each level above would go on combining, and wrapping and
        // expanding again, results the budget was too small for.
        const literal = () => combine(acc, pre + '{' + m.body + '}' + m.post, [''], max, maxLength, dropEmpties, budget);
        if (/\$$/.test(pre)) {
            acc = combine(acc, pre + '{' + m.body + '}', [''], max, maxLength, dropEmpties && !m.post.length, budget);
            firstGroup = false;
            if (!m.post.length)
                break;
            str = m.post;
            masked = masked.slice(m.end + 1);
            continue;
        }
        const isNumericSequence = /^-?\d+\.\.-?\d+(?:\.\.-?\d+)?$/.test(m.body);
        const isAlphaSequence = /^[a-zA-Z]\.\.[a-zA-Z](?:\.\.-?\d+)?$/.test(m.body);
        const isSequence = isNumericSequence || isAlphaSequence;
        const isOptions = m.body.indexOf(',') >= 0;
        if (!isSequence && !isOptions) {
            // {a},b}
            if (rewrites < maxRewrites && commaSetFollows(m.post, budget)) {
                rewrites++;
                str = m.pre + '{' + m.body + escClose + m.post;
                // Taking a `}` away never gives an unmatched `{` a partner, so what
                // is masked stays unmatched. The `{` it closed can be left without
                // one, and the next scan masks it.
                masked =
                    masked.slice(0, m.end) + escClose + masked.slice(m.end + 1);
                isTop = true;
                continue;
            }
            // Nothing here expands, so the whole remaining string is literal.
            return literal();
        }
        if (firstGroup) {
            dropEmpties = isTop && !isSequence;
            firstGroup = false;
        }
        let values;
        if (isSequence) {
            values = expandSequence(m.body, isAlphaSequence, max, maxLength, budget);
            if (!values) {
                return literal();
            }
        }
        else {
            let n = parseCommaParts(m.body, budget);
            // The step budget ran out partway through the set.
            if (!n) {
                return literal();
            }
            if (n.length === 1 && n[0] !== undefined) {
                // x{{a,b}}y ==> x{a}y x{b}y
                n = expand_(n[0], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false).map(embrace);
                // The step budget ran out expanding the set's only part.
                if (budget.remaining < 0) {
                    return literal();
                }
                //XXX is this necessary? Can't seem to hit it in tests.
                /* c8 ignore start */
                if (n.length === 1) {
                    const next = combine(acc, pre + n[0], [''], max, maxLength, dropEmpties && !m.post.length, budget);
                    if (budget.remaining < 0) {
                        return literal();
                    }
                    acc = next;
                    if (!m.post.length)
                        break;
                    str = m.post;
                    masked = masked.slice(m.end + 1);
                    continue;
                }
                /* c8 ignore stop */
            }
            // Values that `combine` is going to drop as empty produce no result, so
            // they must not count against `max` - otherwise `{a,,b}` with `max: 2`
            // would stop at `['a', '']` and yield one result instead of two. Skipping
            // them outright keeps `values` bounded while leaving `max` a bound on
            // *kept* results.
            let dropsEmpties = dropEmpties && !m.post.length && !pre;
            for (let d = 0; dropsEmpties && d < acc.length; d++) {
                if (acc[d]) {
                    dropsEmpties = false;
                }
            }
            values = [];
            let valuesLength = 0;
            outer: for (let j = 0; j < n.length; j++) {
                const expanded = expand_(n[j], max, maxLength, maxDepth, depth + 1, maxRewrites, budget, false);
                // The step budget ran out expanding a member.
                if (budget.remaining < 0) {
                    return literal();
                }
                for (let k = 0; k < expanded.length; k++) {
                    const v = expanded[k];
                    if (dropsEmpties && !v)
                        continue;
                    if (values.length >= max ||
                        valuesLength + v.length > maxLength) {
                        break outer;
                    }
                    values.push(v);
                    valuesLength += v.length;
                }
            }
        }
        const next = combine(acc, pre, values, max, maxLength, dropEmpties && !m.post.length, budget);
        // The step budget ran out combining the set's values in.
        if (budget.remaining < 0) {
            return literal();
        }
        acc = next;
        if (!m.post.length)
            break;
        str = m.post;
        masked = masked.slice(m.end + 1);
    }
    return acc;
}

//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/@isaacs/nonrecursive-glob-match/dist/esm/numeric-range.js
// One digit, or a class of digits from a to b.
const digit = (a, b) => a === b ?
    { t: 'lit', ch: String(a) }
    : { t: 'class', re: new RegExp(`^[${a}-${b}]$`) };
const prefix = (d, alts) => alts.map(s => [digit(d, d), ...s]);
// The digit strings from a to b, which have the same length.
const fixed = (a, b) => {
    if (!a)
        return [[]];
    let lo = +a[0];
    let hi = +b[0];
    const ra = a.slice(1);
    const rb = b.slice(1);
    if (lo === hi)
        return prefix(lo, fixed(ra, rb));
    const zeros = '0'.repeat(ra.length);
    const nines = '9'.repeat(ra.length);
    const out = [];
    if (ra !== zeros)
        out.push(...prefix(lo++, fixed(ra, nines)));
    const last = rb === nines ? [] : prefix(hi--, fixed(zeros, rb));
    if (lo <= hi) {
        out.push([digit(lo, hi), ...Array.from(ra, () => digit(0, 9))]);
    }
    out.push(...last);
    return out;
};
// The numbers from a to b, where 0 <= a <= b. If width is set, each
// one has leading zeros to make it that many digits.
const nonneg = (a, b, width) => {
    if (width) {
        return fixed(String(a).padStart(width, '0'), String(b).padStart(width, '0'));
    }
    const out = [];
    for (let len = String(a).length; len <= String(b).length; len++) {
        const lo = Math.max(a, len === 1 ? 0 : 10 ** (len - 1));
        const hi = Math.min(b, 10 ** len - 1);
        out.push(...fixed(String(lo), String(hi)));
    }
    return out;
};
/**
 * The strings that the bash brace expansion `{lo..hi}` makes, as
 * the alternatives of an `@(...)` extglob. Each one is a sequence of
 * digits and digit classes, so there are only a few of them, even for
 * a large range.
 *
 * If either end has a leading zero, such as `{01..10}`, each number
 * has leading zeros to make it as long as the longer end, counting a
 * `-` sign. So `{-05..3}` makes `-05` to `-01`, then `000` to `003`.
 *
 * Returns undefined if either end is not a safe integer.
 */
const numericRange = (loStr, hiStr) => {
    let lo = Number(loStr);
    let hi = Number(hiStr);
    if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi))
        return;
    if (lo > hi)
        [lo, hi] = [hi, lo];
    const padded = /^-?0\d/.test(loStr) || /^-?0\d/.test(hiStr);
    const width = padded ? Math.max(loStr.length, hiStr.length) : 0;
    const out = [];
    if (lo < 0) {
        const neg = nonneg(Math.max(-hi, 1), -lo, width && width - 1);
        out.push(...neg.map(s => [{ t: 'lit', ch: '-' }, ...s]));
    }
    if (hi >= 0)
        out.push(...nonneg(Math.max(lo, 0), hi, width));
    return out;
};
//# sourceMappingURL=numeric-range.js.map
;// CONCATENATED MODULE: ./node_modules/@isaacs/nonrecursive-glob-match/dist/esm/parse-class.js
// translate the various posix character classes into unicode properties
// this works across all unicode locales
// { <posix class>: [<translation>, negated]
const posixClasses = {
    '[:alnum:]': ['\\p{L}\\p{Nl}\\p{Nd}'],
    '[:alpha:]': ['\\p{L}\\p{Nl}'],
    '[:ascii:]': ['\\x' + '00-\\x' + '7f'],
    '[:blank:]': ['\\p{Zs}\\t'],
    '[:cntrl:]': ['\\p{Cc}'],
    '[:digit:]': ['\\p{Nd}'],
    '[:graph:]': ['\\p{Z}\\p{C}', true],
    '[:lower:]': ['\\p{Ll}'],
    '[:print:]': ['\\p{C}', true],
    '[:punct:]': ['\\p{P}\\p{S}'],
    '[:space:]': ['\\p{Z}\\t\\r\\n\\v\\f'],
    '[:upper:]': ['\\p{Lu}'],
    '[:word:]': ['\\p{L}\\p{Nl}\\p{Nd}\\p{Pc}'],
    '[:xdigit:]': ['A-Fa-f0-9'],
};
// only need to escape a few things inside of brace expressions
// escapes: [ \ ] -
const braceEscape = (s) => s.replace(/[[\]\\-]/g, '\\$&');
const noMatch = /$./;
// Takes a glob string at a posix brace expression. Returns a RegExp
// that tests one character, and the number of glob chars consumed.
// If the class is not closed, consumed is 0, and the `[` must be
// treated as a literal character.
// Out of order ranges are removed. If nothing is left, the RegExp
// is `/$./`, and the rest of the glob is consumed, so that the
// whole glob cannot match.
const parseClass = (glob, position, nocase = false, form) => {
    // normalize one class member, if it stays one code point
    const norm = (c) => {
        const n = form ? c.normalize(form) : c;
        return [...n].length === 1 ? n : c;
    };
    const pos = position;
    /* c8 ignore start */
    if (glob.charAt(pos) !== '[') {
        throw new Error('not in a brace expression');
    }
    /* c8 ignore stop */
    const ranges = [];
    const negs = [];
    let i = pos + 1;
    let sawStart = false;
    let escaping = false;
    let negate = false;
    let endPos = pos;
    let rangeStart = '';
    WHILE: while (i < glob.length) {
        const c = String.fromCodePoint(glob.codePointAt(i));
        if ((c === '!' || c === '^') && i === pos + 1) {
            negate = true;
            i++;
            continue;
        }
        if (c === ']' && sawStart && !escaping) {
            endPos = i + 1;
            break;
        }
        sawStart = true;
        if (c === '\\') {
            if (!escaping) {
                escaping = true;
                i++;
                continue;
            }
            // escaped \ char, fall through and treat like normal char
        }
        if (c === '[' && !escaping) {
            // either a posix class, a collation equivalent, or just a [
            for (const [cls, [unip, neg]] of Object.entries(posixClasses)) {
                if (glob.startsWith(cls, i)) {
                    // invalid, [a-[] is fine, but not [a-[:alpha]]
                    if (rangeStart) {
                        return [noMatch, glob.length - pos];
                    }
                    i += cls.length;
                    if (neg)
                        negs.push(unip);
                    else
                        ranges.push(unip);
                    continue WHILE;
                }
            }
        }
        // now it's just a normal character, effectively
        escaping = false;
        const n = norm(c);
        if (rangeStart) {
            // throw this range away if it's not valid, but others
            // can still match.
            if (n.codePointAt(0) > rangeStart.codePointAt(0)) {
                ranges.push(braceEscape(rangeStart) + '-' + braceEscape(n));
            }
            else if (n === rangeStart) {
                ranges.push(braceEscape(n));
            }
            rangeStart = '';
            i += c.length;
            continue;
        }
        // now might be the start of a range.
        // can be either c-d or c-] or c<more...>] or c] at this point
        if (glob.startsWith('-]', i + c.length)) {
            ranges.push(braceEscape(n + '-'));
            i += c.length + 1;
            continue;
        }
        if (glob.startsWith('-', i + c.length)) {
            rangeStart = n;
            i += c.length + 1;
            continue;
        }
        // not the start of a range, just a single character
        ranges.push(braceEscape(n));
        i += c.length;
    }
    if (endPos < i) {
        // didn't see the end of the class, not a valid class,
        // but might still be valid as a literal match.
        return [noMatch, 0];
    }
    // if we got no ranges and no negates, then we have a range that
    // cannot possibly match anything, and that poisons the whole glob
    if (!ranges.length && !negs.length) {
        return [noMatch, glob.length - pos];
    }
    const sranges = '[' + (negate ? '^' : '') + ranges.join('') + ']';
    const snegs = '[' + (negate ? '' : '^') + negs.join('') + ']';
    const comb = '^' +
        (ranges.length && negs.length ? '(' + sranges + '|' + snegs + ')'
            : ranges.length ? sranges
                : snegs);
    return [new RegExp(comb, nocase ? 'iu' : 'u'), endPos - pos];
};
//# sourceMappingURL=parse-class.js.map
;// CONCATENATED MODULE: ./node_modules/@isaacs/nonrecursive-glob-match/dist/esm/index.js


// the end of the pattern, or of a negated sub-pattern
const MATCH = { t: 'match', id: 0 };
const extTypes = '!?+*@';
const lit = (ch) => ({ t: 'lit', ch });
const reEscape = (s) => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
// a RegExp that only matches `s`, with unicode case folding
const newFoldRe = (s) => new RegExp(`^${reEscape(s)}$`, 'iu');
// foldRe for one literal char. The same chars are in most patterns,
// so keep them. A RegExp without the `g` or `y` flag has no state to
// share.
const foldCache = new Map();
const foldRe = (ch) => {
    let re = foldCache.get(ch);
    if (!re) {
        re = newFoldRe(ch);
        if (foldCache.size >= 1000)
            foldCache.clear();
        foldCache.set(ch, re);
    }
    return re;
};
const litMatch = (l, c) => {
    if (c === l.ch)
        return true;
    if (!l.re)
        return false;
    const code = c.charCodeAt(0);
    if (code >= 128)
        return l.re.test(c);
    const ascii = (l.ascii ??= new Uint8Array(128));
    ascii[code] ||= l.re.test(c) ? 1 : 2;
    return ascii[code] === 1;
};
const esm_tokenize = (p, nocase, noext, form, mark) => {
    const toks = [];
    for (let i = 0; i < p.length;) {
        const c = String.fromCodePoint(p.codePointAt(i));
        if (mark) {
            // a \ before a range would only escape its first char
            const m = c === '\\' && p.startsWith(mark, i + 1) ? 1 : 0;
            if (m || c === mark) {
                const start = i + m + mark.length;
                const end = p.indexOf(mark, start);
                const r = /^(-?\d+)\.\.(-?\d+)$/.exec(p.slice(start, end));
                const alts = end !== -1 && r && numericRange(r[1], r[2]);
                if (alts) {
                    toks.push({ t: 'ext', type: '@', alts });
                    i = end + mark.length;
                    continue;
                }
            }
        }
        if (c === '\\') {
            // a trailing \ is a literal \
            const e = p.codePointAt(i + 1);
            const ch = e === undefined ? c : String.fromCodePoint(e);
            toks.push(lit(ch));
            i += 1 + ch.length;
            continue;
        }
        if (c === '[') {
            const [re, consumed] = parseClass(p, i, nocase, form);
            if (consumed) {
                toks.push({ t: 'class', re });
                i += consumed;
                continue;
            }
        }
        if (!noext && extTypes.includes(c) && p[i + 1] === '(') {
            toks.push({ t: 'open', type: c });
            i += 2;
            continue;
        }
        toks.push(!noext && c === '|' ? { t: 'bar' }
            : !noext && c === ')' ? { t: 'close' }
                : c === '*' ? { t: 'star' }
                    : c === '?' ? { t: 'any' }
                        : lit(c));
        i += c.length;
    }
    return toks;
};
// map each open token index to the index of its close token
const pair = (toks) => {
    const pairs = new Map();
    const stack = [];
    toks.forEach((tok, i) => {
        if (tok.t === 'open')
            stack.push(i);
        else if (tok.t === 'close' && stack.length)
            pairs.set(stack.pop(), i);
    });
    return pairs;
};
// build the alternatives between start and end. An open token that
// is not closed is never inside a closed extglob, so bar and close
// tokens are only literal at the top level.
const build = (toks, pairs, start, end, top) => {
    let seq = [];
    const alts = [seq];
    for (let i = start; i < end; i++) {
        const tok = toks[i];
        const close = pairs.get(i);
        if (tok.t === 'open' && close !== undefined) {
            const sub = build(toks, pairs, i + 1, close, false);
            seq.push({ t: 'ext', type: tok.type, alts: sub });
            i = close;
        }
        else if (tok.t === 'bar' && !top) {
            alts.push((seq = []));
        }
        else if (tok.t === 'open') {
            seq.push(lit(tok.type), lit('('));
        }
        else if (tok.t === 'bar') {
            seq.push(lit('|'));
        }
        else if (tok.t === 'close') {
            seq.push(lit(')'));
        }
        else {
            seq.push(tok);
        }
    }
    return alts;
};
// normalize each run of literal chars as one string, so that a char
// and the combining marks after it compose (or decompose) together.
// Syntax is already parsed, so a char that normalizes to a syntax
// char (such as full-width `＊` in NFKC) stays a literal.
const normalize = (items, form) => {
    const out = [];
    let run = '';
    const flush = () => {
        for (const ch of run.normalize(form))
            out.push(lit(ch));
        run = '';
    };
    for (const it of items) {
        if (it.t === 'lit') {
            run += it.ch;
            continue;
        }
        flush();
        out.push(it.t === 'ext' ?
            { ...it, alts: it.alts.map(a => normalize(a, form)) }
            : it);
    }
    flush();
    return out;
};
// the start node, and the number of node ids. Ids are dense, from 0
// for the match node.
const compile = (items, nocase) => {
    let id = 1;
    const split = (out) => ({ t: 'split', id: id++, out });
    const seq = (items, next) => items.reduceRight((next, it) => item(it, next), next);
    const item = (it, next) => {
        switch (it.t) {
            case 'lit':
                const re = nocase ? foldRe(it.ch) : undefined;
                return { t: 'lit', id: id++, ch: it.ch, re, next };
            case 'any':
            case 'star':
                return { t: it.t, id: id++, next };
            case 'class':
                return { t: 'class', id: id++, re: it.re, next };
        }
        const alts = (next) => it.alts.map(a => seq(a, next));
        switch (it.type) {
            case '@':
                return split(alts(next));
            case '?':
                return split([next, ...alts(next)]);
            case '!':
                return { t: 'neg', id: id++, sub: split(alts(MATCH)), next };
        }
        // * and +, loop back after each match
        const after = split([]);
        const entry = split(alts(after));
        after.out.push(next, entry);
        return it.type === '*' ? after : entry;
    };
    const start = seq(items, MATCH);
    return [start, id];
};
// one line per node, in the order that a walk from the start
// reaches them. Edges point to node ids. The nodes of a negated
// sub-pattern are indented under their negation.
const show = (start) => {
    const lines = [];
    const seen = new Set();
    const ref = (n) => (n.t === 'match' ? 'match' : String(n.id));
    const walk = (n, indent) => {
        if (n.t === 'match' || seen.has(n))
            return;
        seen.add(n);
        const line = (desc) => lines.push(`${indent}${n.id}: ${desc}`);
        switch (n.t) {
            case 'split':
                line(`split -> ${n.out.map(ref).join(', ')}`);
                for (const o of n.out)
                    walk(o, indent);
                return;
            case 'neg':
                line(`!(${ref(n.sub)}) -> ${ref(n.next)}`);
                walk(n.sub, indent + '  ');
                return walk(n.next, indent);
            case 'lit':
                line(`${JSON.stringify(n.ch)} -> ${ref(n.next)}`);
                break;
            case 'class':
                line(`${n.re} -> ${ref(n.next)}`);
                break;
            default:
                line(`${n.t === 'any' ? '?' : '*'} -> ${ref(n.next)}`);
        }
        walk(n.next, indent);
    };
    walk(start, '');
    return [`start -> ${ref(start)}`, ...lines].join('\n');
};
// The threads at one position in the string. Each node thread is
// only kept once, and runs with the same state are only kept once,
// so that identical threads merge. The match node is not in
// `threads`, because it can not step. It sets `match` instead.
class esm_State {
    // set by the Sim, to mark the nodes that this state has
    gen;
    threads = [];
    match = false;
    runs = [];
    // the sorted ids of the threads, with 0 for a match, once the
    // state is done
    ids = [];
    constructor(gen) {
        this.gen = gen;
    }
    // no threads, so nothing more can match
    get dead() {
        return !this.threads.length && !this.match && !this.runs.length;
    }
}
// true if the two states hold the same threads
const sameState = (a, b) => {
    if (a.ids.length !== b.ids.length)
        return false;
    if (a.runs.length !== b.runs.length)
        return false;
    if (a.ids.some((id, i) => id !== b.ids[i]))
        return false;
    return a.runs.every(r => b.runs.some(o => o.neg === r.neg && sameState(o.state, r.state)));
};
const marks = (size) => ({
    has: new Float64Array(size),
    seen: new Float64Array(size),
    gen: 0,
});
class Sim {
    // `.` and `..` only match literal dots, even with `dot:true`
    dots;
    // the string starts with `.`, and `dot:true` is not set
    dotStart;
    #marks;
    constructor(dots, dotStart, marks) {
        this.dots = dots;
        this.dotStart = dotStart;
        this.#marks = marks;
    }
    state() {
        return new esm_State(++this.#marks.gen);
    }
    // sort the ids of a state, once it has all of its threads
    done(state) {
        state.ids = state.threads.map(n => n.id).sort((a, b) => a - b);
        if (state.match)
            state.ids.unshift(MATCH.id);
        return state;
    }
    // true the first time that the state walks through the node, so
    // that loops in the graph stop
    #visit(state, node) {
        const { seen } = this.#marks;
        if (seen[node.id] === state.gen)
            return false;
        seen[node.id] = state.gen;
        return true;
    }
    #addThread(state, node) {
        const { has } = this.#marks;
        if (has[node.id] === state.gen)
            return false;
        has[node.id] = state.gen;
        state.threads.push(node);
        return true;
    }
    // wildcards only match a leading dot if `dot:true`. In a negated
    // sub-pattern, this does not apply, because the negation itself
    // can not match a leading dot.
    restricted(i, top) {
        return top && (this.dots || (this.dotStart && i === 0));
    }
    add(state, node, i, top) {
        switch (node.t) {
            case 'split':
                if (!this.#visit(state, node))
                    return;
                for (const o of node.out)
                    this.add(state, o, i, top);
                return;
            case 'neg':
                if (!this.#visit(state, node))
                    return;
                const sub = this.state();
                this.add(sub, node.sub, i, false);
                this.done(sub);
                return this.addRun(state, { t: 'run', neg: node, state: sub }, i, top);
            case 'star':
                // a * can not start a dotfile, even if it matches nothing
                if (this.restricted(i, top))
                    return;
                if (this.#addThread(state, node))
                    this.add(state, node.next, i, top);
                return;
            case 'match':
                state.match = true;
                return;
            default:
                this.#addThread(state, node);
        }
    }
    addRun(state, run, i, top) {
        for (const r of state.runs) {
            if (r.neg === run.neg && sameState(r.state, run.state))
                return;
        }
        state.runs.push(run);
        if (!run.state.match) {
            this.add(state, run.neg.next, i, top);
        }
    }
    // the threads after char `c`, at index `i`
    step(state, c, i, top) {
        const next = this.state();
        for (const th of state.threads) {
            switch (th.t) {
                case 'lit':
                    if (litMatch(th, c)) {
                        this.add(next, th.next, i + 1, top);
                    }
                    break;
                case 'any':
                    if (!this.restricted(i, top))
                        this.add(next, th.next, i + 1, top);
                    break;
                case 'class':
                    if (!this.restricted(i, top) && th.re.test(c)) {
                        this.add(next, th.next, i + 1, top);
                    }
                    break;
                case 'star':
                    if (!this.restricted(i, top))
                        this.add(next, th, i + 1, top);
            }
        }
        if (!this.restricted(i, top)) {
            for (const run of state.runs) {
                // a sub-pattern with no threads can not match again, so the
                // run stays the same
                if (run.state.dead) {
                    this.addRun(next, run, i + 1, top);
                    continue;
                }
                const sub = this.step(run.state, c, i, false);
                this.addRun(next, { t: 'run', neg: run.neg, state: sub }, i + 1, top);
            }
        }
        return this.done(next);
    }
}
// A canonical key for the threads in a state. States with the same
// key hold the same threads, so they match the same strings.
const stateKey = (state) => {
    const ids = state.ids.join();
    if (!state.runs.length)
        return ids;
    const runs = state.runs.map(r => `${r.neg.id}(${stateKey(r.state)})`);
    return `${ids}|${runs.sort().join('|')}`;
};
// The cache can hold about this many chars of state keys and
// transitions. When it is full, it is cleared, so that a pattern
// can not use an unbounded amount of memory.
const DFA_BUDGET = 1 << 18;
// A cache of the states that the simulation reaches, built as the
// matcher is used. Each char of a string is then one Map lookup,
// once the states that it leads to are known.
//
// The dot rules only restrict the first char of a dotfile (strings
// that are only `.` or `..` do not use the cache). So a dotfile
// starts at its own state, which takes its first step with the
// restriction, and every other state takes steps without it.
class Dfa {
    #start;
    #states = new Map();
    #size = 0;
    #plain;
    #dotStart;
    #sim;
    #dotSim;
    constructor(start, marks) {
        this.#start = start;
        this.#sim = new Sim(false, false, marks);
        this.#dotSim = new Sim(false, true, marks);
    }
    #make(state) {
        return {
            state,
            match: state.match,
            dead: state.dead,
            next: new Map(),
        };
    }
    #intern(state) {
        const key = stateKey(state);
        const found = this.#states.get(key);
        if (found)
            return found;
        if (this.#size > DFA_BUDGET)
            this.#clear();
        const d = this.#make(state);
        this.#states.set(key, d);
        this.#size += key.length + 1;
        return d;
    }
    #clear() {
        this.#states.clear();
        this.#size = 0;
        this.#plain = undefined;
        this.#dotStart = undefined;
    }
    start(dotStart) {
        if (dotStart) {
            if (this.#dotStart)
                return this.#dotStart;
            const state = this.#dotSim.state();
            this.#dotSim.add(state, this.#start, 0, true);
            return (this.#dotStart = this.#make(this.#dotSim.done(state)));
        }
        if (this.#plain)
            return this.#plain;
        const state = this.#sim.state();
        this.#sim.add(state, this.#start, 0, true);
        return (this.#plain = this.#intern(this.#sim.done(state)));
    }
    // the next state, after a miss in `d.ascii`
    next(d, c) {
        const code = c.charCodeAt(0);
        const found = code < 128 ? undefined : d.next.get(c);
        if (found)
            return found;
        // the dotfile start is not in the cache, so it is never shared
        const n = d === this.#dotStart ?
            this.#intern(this.#dotSim.step(d.state, c, 0, true))
            : this.#intern(this.#sim.step(d.state, c, 1, true));
        if (code < 128) {
            if (!d.ascii) {
                d.ascii = new Array(128);
                this.#size += 128;
            }
            d.ascii[code] = n;
        }
        else {
            d.next.set(c, n);
        }
        this.#size++;
        return n;
    }
}
// the nodes in order, if the graph is a single chain
const linear = (start) => {
    const nodes = [];
    for (let n = start; n.t !== 'match'; n = n.next) {
        if (n.t === 'split' || n.t === 'neg')
            return undefined;
        nodes.push(n);
    }
    return nodes;
};
// Match a chain of nodes. Each node other than `*` matches exactly
// one char, so on a failure it is enough to go back to the last `*`
// and let it match one more char. This takes at most
// nodes.length * chars.length steps.
const testLinear = (nodes, chars, start, end) => {
    let ni = 0;
    let ci = start;
    let starNi = -1;
    let starCi = 0;
    while (ci < end) {
        const n = nodes[ni];
        if (n?.t === 'star') {
            starNi = ni++;
            starCi = ci;
            continue;
        }
        const c = chars[ci];
        if (n &&
            (n.t === 'any' ||
                (n.t === 'lit' && litMatch(n, c)) ||
                (n.t === 'class' && n.re.test(c)))) {
            ni++;
            ci++;
            continue;
        }
        if (starNi === -1)
            return false;
        ni = starNi + 1;
        ci = ++starCi;
    }
    while (nodes[ni]?.t === 'star')
        ni++;
    return ni === nodes.length;
};
// The least and most chars that the items can match. These are only
// bounds: a negation can match a string of any length, so it counts
// as 0 to Infinity.
const lengths = (items) => {
    let min = 0;
    let max = 0;
    for (const it of items) {
        const [lo, hi] = itemLengths(it);
        min += lo;
        max += hi;
    }
    return [min, max];
};
const itemLengths = (it) => {
    if (it.t === 'star')
        return [0, Infinity];
    if (it.t !== 'ext')
        return [1, 1];
    if (it.type === '!')
        return [0, Infinity];
    const alts = it.alts.map(lengths);
    const min = Math.min(...alts.map(a => a[0]));
    const max = Math.max(...alts.map(a => a[1]));
    // a loop of alternatives that only match the empty string is empty
    const loop = max === 0 ? 0 : Infinity;
    return (it.type === '@' ? [min, max]
        : it.type === '?' ? [0, max]
            : it.type === '*' ? [0, loop]
                : [min, loop]);
};
// true if the chars from `start` match the literals
const hasAffix = (lits, chars, start) => {
    for (let j = 0; j < lits.length; j++) {
        if (!litMatch(lits[j], chars[start + j]))
            return false;
    }
    return true;
};
// a `/`, or half of a surrogate pair
const slashOrSurrogate = /[/\ud800-\udfff]/;
const surrogate = /[\ud800-\udfff]/;
// a string can be indexed by code point, unless it has surrogate
// pairs
const codePoints = (s) => surrogate.test(s) ? [...s] : s;
const noSlash = (s) => {
    if (s.includes('/')) {
        throw new Error('can only match a single path portion, got: ' + s);
    }
};
class Matcher {
    pattern;
    options;
    #start;
    // the number of node ids
    #size;
    #marks;
    // the Sim for strings that are only `.` or `..`
    #dotsSim;
    // the string to compare, if the pattern has no magic. With
    // `nocase:true`, the RegExp that folds case is made when it is
    // first used.
    #literal;
    #literalFold = false;
    #literalRe;
    // the nodes between the prefix and suffix, if the graph is a
    // single chain
    #linear;
    // the linear nodes are only `*` and `?`, so the length bounds and
    // the prefix and suffix decide the match
    #wild = false;
    // the least and most chars that a match can have
    #min = 0;
    #max = Infinity;
    // the literals that a match must start and end with. Each one
    // matches exactly one char, and they are distinct items in the
    // pattern, so a string that does not have them can not match.
    #prefix = [];
    #suffix = [];
    // the prefix and suffix as strings, if they do not fold case
    #prefixStr;
    #suffixStr;
    // there is a prefix or suffix to check
    #affix = false;
    #dfa;
    #form;
    constructor(pattern, options = {}) {
        if (pattern.includes('/')) {
            throw new Error('can only match a single path portion, got pattern: ' + pattern);
        }
        this.pattern = pattern;
        this.options = options;
        const { nocase = false, noext = false, normalize: n } = options;
        this.#form = n === true ? 'NFC' : n || undefined;
        // a pattern that is only an empty extglob is a literal string,
        // except for `!()`, which matches any non-empty string
        const literal = /^[?*+@]\(\)$/.test(pattern);
        const toks = esm_tokenize(pattern, nocase, noext || literal, this.#form, options.rangeMark);
        let [items] = build(toks, pair(toks), 0, toks.length, true);
        if (this.#form)
            items = normalize(items, this.#form);
        const [start, size] = compile(items, nocase);
        this.#start = start;
        this.#size = size;
        if (items.every(it => it.t === 'lit')) {
            this.#literal = items.map(it => it.ch).join('');
            this.#literalFold = nocase;
        }
        else {
            const lit = (it) => it.t !== 'lit' ? undefined
                : nocase ? { ch: it.ch, re: foldRe(it.ch) }
                    : { ch: it.ch };
            for (const it of items) {
                const l = lit(it);
                if (!l)
                    break;
                this.#prefix.push(l);
            }
            for (let j = items.length - 1; j >= 0; j--) {
                const l = lit(items[j]);
                if (!l)
                    break;
                this.#suffix.unshift(l);
            }
            this.#affix = !!(this.#prefix.length || this.#suffix.length);
            if (!nocase) {
                this.#prefixStr = this.#prefix.map(l => l.ch).join('');
                this.#suffixStr = this.#suffix.map(l => l.ch).join('');
            }
            this.#linear = linear(this.#start)?.slice(this.#prefix.length, -this.#suffix.length || undefined);
            this.#wild = !!this.#linear?.every(n => n.t === 'star' || n.t === 'any');
            const [min, max] = lengths(items);
            this.#min = min;
            this.#max = max;
        }
    }
    test(s) {
        // The `/` check uses the string as given, so with normalization it
        // is a separate step. Otherwise, one scan finds both a `/` and the
        // surrogate pairs that stop the string being indexed by code point.
        if (this.#form) {
            noSlash(s);
            return this.#test(s.normalize(this.#form));
        }
        if (slashOrSurrogate.test(s)) {
            noSlash(s);
            return this.#test(s, [...s]);
        }
        return this.#test(s, s);
    }
    /**
     * The same as {@link Matcher#test}, but the string is not checked
     * for `/` chars, so the result for a string that has one is not
     * defined. Only use it for a string that is known to be one path
     * portion, such as a part of a path that was split on `/`. It can
     * be faster, because some patterns do not need to look at each char
     * of the string.
     */
    testUnchecked(s) {
        return this.#test(this.#form ? s.normalize(this.#form) : s);
    }
    // Test a string that has no `/`. `chars` indexes it by code point.
    // If it is not given, it is only found if a step needs it.
    #test(s, chars) {
        if (this.#literal !== undefined) {
            return this.#literalFold ?
                (this.#literalRe ??= newFoldRe(this.#literal)).test(s)
                : s === this.#literal;
        }
        // the length check means that the prefix and suffix do not
        // overlap. Without the chars, the length in code points is from
        // half of the UTF-16 length (if each one is a surrogate pair) to
        // all of it, which is often enough to know.
        const min = this.#min;
        const max = this.#max;
        if (chars === undefined) {
            const most = s.length;
            const least = (most + 1) >> 1;
            if (most < min || least > max)
                return false;
            if (least < min || most > max)
                chars = codePoints(s);
        }
        if (chars !== undefined &&
            (chars.length < min || chars.length > max)) {
            return false;
        }
        const prefix = this.#prefix.length;
        if (this.#affix) {
            if (this.#prefixStr !== undefined && this.#suffixStr !== undefined) {
                if (!s.startsWith(this.#prefixStr) ||
                    !s.endsWith(this.#suffixStr)) {
                    return false;
                }
            }
            else {
                chars ??= codePoints(s);
                const end = chars.length - this.#suffix.length;
                if (!hasAffix(this.#prefix, chars, 0) ||
                    !hasAffix(this.#suffix, chars, end)) {
                    return false;
                }
            }
        }
        const dotStart = !this.options.dot && s.startsWith('.');
        if (this.#linear) {
            // `.` and `..` only match literal dots, even with `dot:true`
            if (s === '.' || s === '..')
                return false;
            // only a literal can match the leading dot. A `*` can not
            // start a dotfile, even if it matches nothing.
            if (dotStart && !prefix)
                return false;
            if (this.#wild)
                return true;
            chars ??= codePoints(s);
            const end = chars.length - this.#suffix.length;
            return testLinear(this.#linear, chars, prefix, end);
        }
        chars ??= codePoints(s);
        if (s === '.' || s === '..') {
            this.#marks ??= marks(this.#size);
            const sim = (this.#dotsSim ??= new Sim(true, false, this.#marks));
            const start = sim.state();
            sim.add(start, this.#start, 0, true);
            let state = sim.done(start);
            for (let i = 0; i < chars.length; i++) {
                state = sim.step(state, chars[i], i, true);
            }
            return state.match;
        }
        this.#marks ??= marks(this.#size);
        const dfa = (this.#dfa ??= new Dfa(this.#start, this.#marks));
        let d = dfa.start(dotStart);
        // read char codes from the string, so that a one-char string is
        // only made for a cache miss
        const str = chars === s;
        for (let i = 0; i < chars.length; i++) {
            if (d.dead)
                return false;
            const code = str ? s.charCodeAt(i) : chars[i].charCodeAt(0);
            d = d.ascii?.[code] ?? dfa.next(d, chars[i]);
        }
        return d.match;
    }
    /** a readable listing of the state machine */
    toString() {
        return show(this.#start);
    }
}
//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/assert-valid-pattern.js
const MAX_PATTERN_LENGTH = 1024 * 64;
const assertValidPattern = (pattern) => {
    if (typeof pattern !== 'string') {
        throw new TypeError('invalid pattern');
    }
    if (pattern.length > MAX_PATTERN_LENGTH) {
        throw new TypeError('pattern is too long');
    }
};
//# sourceMappingURL=assert-valid-pattern.js.map
;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/escape.js
/**
 * Escape all magic characters in a glob pattern.
 *
 * If the {@link MinimatchOptions.windowsPathsNoEscape}
 * option is used, then characters are escaped by wrapping in `[]`, because
 * a magic character wrapped in a character class can only be satisfied by
 * that exact character.  In this mode, `\` is _not_ escaped, because it is
 * not interpreted as a magic character, but instead as a path separator.
 *
 * If the {@link MinimatchOptions.magicalBraces} option is used,
 * then braces (`{` and `}`) will be escaped.
 *
 * A leading `#` or `!` is escaped as well, so that the result is never a
 * comment or a negated pattern. In `windowsPathsNoEscape` mode, a leading
 * `!` is written as `@(!)`, because `[!` starts a negated class.
 */
const escape_escape = (s, { windowsPathsNoEscape = false, magicalBraces = false, } = {}) => {
    // don't need to escape +@! because we escape the parens
    // that make those magic, and escaping ! as [!] isn't valid,
    // because [!]] is a valid glob class meaning not ']'.
    // However, at the start of the pattern, '!' negates the pattern and
    // '#' makes it a comment, so the first character is handled below.
    const e = magicalBraces ?
        windowsPathsNoEscape ? s.replace(/[?*()[\]{}]/g, '[$&]')
            : s.replace(/[?*()[\]\\{}]/g, '\\$&')
        : windowsPathsNoEscape ? s.replace(/[?*()[\]]/g, '[$&]')
            : s.replace(/[?*()[\]\\]/g, '\\$&');
    const c = e.charAt(0);
    if (c === '#') {
        return (windowsPathsNoEscape ? '[#]' : '\\#') + e.slice(1);
    }
    if (c === '!') {
        // '[!]' can not be used, because '[!' starts a negated class, and
        // '\' is a path separator in windowsPathsNoEscape mode. '@(!)'
        // matches only '!'. If extglobs are disabled with `noext`, it
        // matches nothing, rather than everything.
        return (windowsPathsNoEscape ? '@(!)' : '\\!') + e.slice(1);
    }
    return e;
};
//# sourceMappingURL=escape.js.map
;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/unescape.js
/**
 * Un-escape a string that has been escaped with {@link escape}.
 *
 * If the {@link MinimatchOptions.windowsPathsNoEscape} option is used, then
 * square-bracket escapes are removed, but not backslash escapes.
 *
 * For example, it will turn the string `'[*]'` into `*`, but it will not
 * turn `'\\*'` into `'*'`, because `\` is a path separator in
 * `windowsPathsNoEscape` mode.
 *
 * When `windowsPathsNoEscape` is not set, then both square-bracket escapes and
 * backslash escapes are removed.
 *
 * Slashes (and backslashes in `windowsPathsNoEscape` mode) cannot be escaped
 * or unescaped.
 *
 * When `magicalBraces` is not set, escapes of braces (`{` and `}`) will not be
 * unescaped.
 */
const unescape_unescape = (s, { windowsPathsNoEscape = false, magicalBraces = true, } = {}) => {
    // escape() writes a leading '!' as '@(!)' in windowsPathsNoEscape mode
    if (windowsPathsNoEscape && s.startsWith('@(!)')) {
        return ('!' + unescape_unescape(s.slice(4), { windowsPathsNoEscape, magicalBraces }));
    }
    if (magicalBraces) {
        return windowsPathsNoEscape ?
            s.replace(/\[([^/\\])\]/g, '$1')
            : s
                .replace(/((?!\\).|^)\[([^/\\])\]/g, '$1$2')
                .replace(/\\([^/])/g, '$1');
    }
    return windowsPathsNoEscape ?
        s.replace(/\[([^/\\{}])\]/g, '$1')
        : s
            .replace(/((?!\\).|^)\[([^/\\{}])\]/g, '$1$2')
            .replace(/\\([^/{}])/g, '$1');
};
//# sourceMappingURL=unescape.js.map
;// CONCATENATED MODULE: ./node_modules/minimatch/dist/esm/index.js





const DEFAULT_BRACE_EXPAND_MAX = 100_000;
const DEFAULT_GLOB_STAR_RECURSION_MAX = 200;
// avoid the annoying deprecation flag lol
const AWE_KEY = ('allowWindow' + 'sEscape');
const minimatch = (p, pattern, options) => {
    assertValidPattern(pattern);
    // shortcut: comments match nothing.
    if (!options?.nocomment && pattern.charAt(0) === '#') {
        return false;
    }
    return cachedMinimatch(pattern, options).match(p);
};
// The Minimatch objects that minimatch() used most recently, by options
// and then by pattern. When the cache is full, it becomes the old one,
// and the objects used from the old one are moved back to a new one.
// So it keeps 256 to 512 objects.
// The patterns can come from users, so the cache is also bounded by
// the total weight of the objects (see cacheWeight()), and an object
// that is too heavy is never kept. Otherwise a few unique patterns
// with large brace expansions would fill the heap.
let cache = new Map();
let oldCache = new Map();
let cacheSize = 0;
let cacheTotalWeight = 0;
const cacheMax = 256;
const cacheMaxWeight = 1 << 15;
const cacheMaxEntryWeight = 1 << 12;
// About the memory that a compiled object keeps: the pattern and the
// expanded patterns, of which each row in set is made.
const cacheWeight = (mm) => {
    let w = mm.pattern.length;
    for (const s of mm.globSet) {
        w += s.length + 1;
        if (w > cacheMaxEntryWeight)
            break;
    }
    return w;
};
// tsc fails here if a new option is in neither type. Add it to
// optionsKey() too.
const allOptionsKeyed = true;
void allOptionsKeyed;
// 0, 1 or 2 for undefined, falsy or truthy.
const tri = (v) => v === undefined ? 0
    : v ? 2
        : 1;
// The weight of each boolean option's base-3 digit in the key. The
// weights below 24 are for optimizationLevel (1), platform (3) and
// windowsPathsNoEscape (12). tsc fails here if a boolean option is
// not in the list.
const booleanWeights = new Map(Object.keys({
    nobrace: 0,
    nocomment: 0,
    nonegate: 0,
    noglobstar: 0,
    noext: 0,
    nonull: 0,
    partial: 0,
    dot: 0,
    nocase: 0,
    nocaseMagicOnly: 0,
    magicalBraces: 0,
    matchBase: 0,
    flipNegate: 0,
    preserveMultipleSlashes: 0,
    windowsNoMagicRoot: 0,
}).map((k, i) => [k, 24 * 3 ** i]));
// The cache key for a set of options. It is a number, unless an
// option is set to a value that the number can not show, such as
// normalize or an uncommon platform. Then it is a JSON string.
// The defaults give 0, the same key as no options.
// It only reads the keys that are set, so that the speed does not
// depend on the shape of the options object.
const optionsKey = (o) => {
    let n = 0;
    let wpe = false;
    // inherited keys too, because Minimatch reads them
    // oxlint-disable-next-line guard-for-in
    for (const k in o) {
        const v = o[k];
        switch (k) {
            // the same test as the Minimatch constructor
            case 'windowsPathsNoEscape':
                if (v)
                    wpe = true;
                break;
            case AWE_KEY:
                if (v === false)
                    wpe = true;
                break;
            case 'platform': {
                // the same test as the Minimatch constructor
                const p = v || defaultPlatform;
                if (p === defaultPlatform)
                    break;
                if (p === 'darwin')
                    n += 3;
                else if (p === 'win32')
                    n += 6;
                else if (p === 'linux')
                    n += 9;
                else
                    return JSON.stringify(o);
                break;
            }
            case 'optimizationLevel':
                // The same tests as Minimatch: 1 when undefined, then >= 2,
                // >= 1, or else 0. The default level 1 adds 0.
                if (v === undefined)
                    break;
                n +=
                    v >= 2 ? 1
                        : v >= 1 ? 0
                            : 2;
                break;
            case 'braceExpandMax':
                if (v !== undefined && v !== DEFAULT_BRACE_EXPAND_MAX) {
                    return JSON.stringify(o);
                }
                break;
            case 'maxGlobstarRecursion':
                if (v !== undefined && v !== DEFAULT_GLOB_STAR_RECURSION_MAX) {
                    return JSON.stringify(o);
                }
                break;
            case 'normalize':
                if (v !== undefined)
                    return JSON.stringify(o);
                break;
            default:
                // unknown keys have no weight
                n += (booleanWeights.get(k) ?? 0) * tri(v);
        }
    }
    return wpe ? n + 12 : n;
};
// A copy, so a later change to the options can not change it. Unlike
// a spread, it keeps the inherited keys, which optionsKey() and the
// Minimatch constructor also read.
const copyOptions = (o) => {
    const copy = {};
    // oxlint-disable-next-line guard-for-in
    for (const k in o)
        copy[k] = o[k];
    return copy;
};
const cachedMinimatch = (pattern, options) => {
    const key = options ? optionsKey(options) : 0;
    let mm = cache.get(key)?.get(pattern);
    if (mm)
        return mm;
    mm =
        oldCache.get(key)?.get(pattern) ??
            new Minimatch(pattern, copyOptions(options));
    const weight = cacheWeight(mm);
    // too big to keep, so it is compiled again each time
    if (weight > cacheMaxEntryWeight)
        return mm;
    if (cacheSize >= cacheMax ||
        cacheTotalWeight + weight > cacheMaxWeight) {
        oldCache = cache;
        cache = new Map();
        cacheSize = 0;
        cacheTotalWeight = 0;
    }
    let byPattern = cache.get(key);
    if (!byPattern)
        cache.set(key, (byPattern = new Map()));
    byPattern.set(pattern, mm);
    cacheSize++;
    cacheTotalWeight += weight;
    return mm;
};
/* c8 ignore start */
const defaultPlatform = (typeof process === 'object' && process ?
    process.env?.__MINIMATCH_TESTING_PLATFORM__ || process.platform
    : 'posix');
const path = {
    win32: { sep: '\\' },
    posix: { sep: '/' },
};
/* c8 ignore stop */
const sep = defaultPlatform === 'win32' ? path.win32.sep : path.posix.sep;
minimatch.sep = sep;
const GLOBSTAR = Symbol('globstar **');
minimatch.GLOBSTAR = GLOBSTAR;
const filter = (pattern, options) => {
    let mm;
    return (p) => (mm ??= cachedMinimatch(pattern, options)).match(p);
};
minimatch.filter = filter;
const ext = (a, b = {}) => Object.assign({}, a, b);
const defaults = (def) => {
    if (!def || typeof def !== 'object' || !Object.keys(def).length) {
        return minimatch;
    }
    const orig = minimatch;
    const m = (p, pattern, options = {}) => orig(p, pattern, ext(def, options));
    return Object.assign(m, {
        Minimatch: class Minimatch extends orig.Minimatch {
            constructor(pattern, options = {}) {
                super(pattern, ext(def, options));
            }
            static defaults(options) {
                return orig.defaults(ext(def, options)).Minimatch;
            }
        },
        unescape: (s, options = {}) => orig.unescape(s, ext(def, options)),
        escape: (s, options = {}) => orig.escape(s, ext(def, options)),
        filter: (pattern, options = {}) => orig.filter(pattern, ext(def, options)),
        defaults: (options) => orig.defaults(ext(def, options)),
        braceExpand: (pattern, options = {}) => orig.braceExpand(pattern, ext(def, options)),
        match: (list, pattern, options = {}) => orig.match(list, pattern, ext(def, options)),
        sep: orig.sep,
        GLOBSTAR: GLOBSTAR,
    });
};
minimatch.defaults = defaults;
// Brace expansion:
// a{b,c}d -> abd acd
// a{b,}c -> abc ac
// a{0..3}d -> a0d a1d a2d a3d
// a{b,c{d,e}f}g -> abg acdfg acefg
// a{b,c}d{e,f}g -> abdeg acdeg abdeg abdfg
//
// Invalid sets are not expanded.
// a{2..}b -> a{2..}b
// a{b}c -> a{b}c
const braceExpand = (pattern, options = {}) => {
    assertValidPattern(pattern);
    // Thanks to Yeting Li <https://github.com/yetingli> for
    // improving this regexp to avoid a ReDOS vulnerability.
    if (options.nobrace || !/\{(?:(?!\{).)*\}/.test(pattern)) {
        // shortcut. no need to expand.
        return [pattern];
    }
    // brace-expansion turns each escaped backslash '\\' into a single '\',
    // which then escapes the next character instead, and can turn an
    // escaped magic character (for example '\\\*') into a live one.
    // Double every pair, so an escaped backslash comes back out still
    // escaped. The parity of each run of backslashes is unchanged.
    let p = pattern.replace(/\\\\/g, '\\\\\\\\');
    // brace-expansion does not know about [...] classes. In
    // windowsPathsNoEscape mode, escape() writes a literal brace as '[{]'
    // or '[}]'. Escape the brace for brace-expansion, which removes that
    // backslash again, leaving '[{]' or '[}]'.
    if (options.windowsPathsNoEscape || options[AWE_KEY] === false) {
        p = p.replace(/\[([{}])\]/g, '[\\$1]');
    }
    return expand(p, { max: options.braceExpandMax });
};
minimatch.braceExpand = braceExpand;
// A numeric range with at least this many values is matched as one
// pattern portion, rather than expanded. For a glob walk, that is
// one directory read, in place of a stat for each value.
const RANGE_MIN = 100;
// a {lo..hi} range that is not escaped, and not a ${...} variable
const rangeRe = /(?<![\\$])\{(-?\d+)\.\.(-?\d+)\}/g;
// true if a range mark in this portion is inside a `!(...)`,
// `*(...)` or `+(...)` extglob. Those repeat or negate their
// contents, so one Matcher for the whole range does not match the
// same strings as the union of one pattern per value. For example,
// `*({1..100})` would match `510` as `5` then `10`, and `!({1..100})`
// would not match `5`, but every expanded pattern except `!(5)` does.
// `@(...)` and `?(...)` are fine: they pick one value at most.
const inRepeatOrNegExt = (portion, mark) => {
    const stack = [];
    for (let i = 0; i < portion.length; i++) {
        const c = portion.charAt(i);
        if (c === '\\') {
            i++;
        }
        else if (c === mark) {
            if (stack.some(t => t !== '@' && t !== '?'))
                return true;
        }
        else if (portion.charAt(i + 1) === '(' && '!?+*@'.includes(c)) {
            stack.push(c);
            i++;
        }
        else if (c === ')') {
            stack.pop();
        }
    }
    return false;
};
const match = (list, pattern, options = {}) => {
    const mm = new Minimatch(pattern, options);
    list = list.filter(f => mm.match(f));
    if (mm.options.nonull && !list.length) {
        list.push(pattern);
    }
    return list;
};
minimatch.match = match;
const globMagic = /[?*]|[+@!]\(.*?\)|\[|\]/;
// Index of the `]` that closes the class that starts at `start`,
// or -1 if it is not closed. Posix classes such as `[:alpha:]` are
// not skipped, so this can find a `]` before the real end. That
// only makes a class look less like a literal.
const classEnd = (pattern, start) => {
    let i = start + 1;
    if (pattern.charAt(i) === '!' || pattern.charAt(i) === '^')
        i++;
    let sawStart = false;
    for (; i < pattern.length; i++) {
        const c = pattern.charAt(i);
        if (c === ']' && sawStart)
            return i;
        sawStart = true;
        if (c === '\\')
            i++;
    }
    return -1;
};
// If a path portion pattern has no magic, return the string it
// matches. Otherwise, return undefined. This can report magic for
// a pattern that is in fact literal (eg, `[]`), but never the
// reverse, so a string result is always safe to compare directly.
const literal = (pattern, noext) => {
    if (!noext && (pattern === '+()' || pattern === '@()'))
        return pattern;
    let lit = '';
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern.charAt(i);
        if (c === '\\') {
            // a trailing \ is a literal \
            lit += pattern.charAt(++i) || c;
        }
        else if (c === '*' || c === '?') {
            return undefined;
        }
        else if (c === '[') {
            const close = classEnd(pattern, i);
            if (close === -1) {
                // not closed, so the [ is a literal
                lit += c;
                continue;
            }
            // a class of one char, such as `[*]` or `[\b]`, is a literal
            let body = pattern.slice(i + 1, close);
            if (body.startsWith('\\'))
                body = body.slice(1);
            if ([...body].length !== 1 || '!^'.includes(pattern.charAt(i + 1))) {
                return undefined;
            }
            lit += body;
            i = close;
        }
        else if (!noext &&
            '+@!'.includes(c) &&
            pattern.charAt(i + 1) === '(' &&
            pattern.includes(')', i + 2)) {
            return undefined;
        }
        else {
            lit += c;
        }
    }
    return lit;
};
// The matching engine compiles and walks extglobs recursively, so a
// path portion with very many extglobs (nested, such as `*(*(*(a)))`,
// or in a row, such as `?(a)?(a)?(a)`) can exhaust the call stack.
// Portions with more than this many extglobs are rejected.
const MAX_EXTGLOBS = 256;
// The number of extglob openers, such as `*(`, in a path portion
// pattern. Chars in a class are counted too, so this can be more than
// the number of extglobs, but never less.
const extglobCount = (pattern) => {
    let n = 0;
    for (let i = 0; i < pattern.length - 1; i++) {
        const c = pattern.charAt(i);
        if (c === '\\') {
            i++;
        }
        else if ('+@!?*'.includes(c) && pattern.charAt(i + 1) === '(') {
            n++;
            i++;
        }
    }
    return n;
};
const assertValidExtglobs = (pattern) => {
    if (extglobCount(pattern) > MAX_EXTGLOBS) {
        throw new TypeError('pattern has too many extglobs');
    }
};
// True if the portion pattern has the same meaning as an alternative
// inside `@(...)`. It must not have a `|` or `)` that is not in a
// closed extglob (those are literal at the top level), an extglob
// that is not closed (the `)` of the `@(...)` would close it), or a
// trailing `\` (it would escape the next `|`). A pattern that is
// only an empty extglob, such as `?()`, is literal on its own, but
// not in `@(...)`. Posix classes such as `[:alpha:]` can hide a `]`
// from classEnd, so patterns with them are not merged.
const extSafe = (pattern) => {
    if (/^[?*+@]\(\)$/.test(pattern) || pattern.includes('[:'))
        return false;
    let depth = 0;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern.charAt(i);
        if (c === '\\') {
            if (++i === pattern.length)
                return false;
        }
        else if (c === '[') {
            const close = classEnd(pattern, i);
            if (close !== -1)
                i = close;
        }
        else if ('+@!?*'.includes(c) && pattern.charAt(i + 1) === '(') {
            depth++;
            i++;
        }
        else if (c === ')') {
            if (!depth--)
                return false;
        }
        else if (c === '|' && !depth) {
            return false;
        }
    }
    return !depth;
};
// The last path that Minimatch#match split, and its parts. A path is
// often tested against many patterns in a row (such as a list of
// ignore patterns), so this saves splitting it again. The parts are
// never changed, so they can be shared.
let lastSplit;
// The last path that Minimatch#match checked before splitting it. If
// the same path is checked again, it is being tested against many
// patterns, so it is split and the parts are kept for the others.
let lastChecked;
// true if a pattern portion that is not ** matches a path portion.
// An empty path portion only matches an empty pattern portion. A path
// portion never has a `/`, so the Matcher does not need to check it.
const portionMatch = (p, f) => typeof p === 'string' ? f === p : f !== '' && p.testUnchecked(f);
// Where the last portion of a row matches in a path: the start of the
// last portion of the path, or of the one before a trailing `/`. -1 if
// it matches neither.
const endIndex = (p, last, lastStart, prev, prevStart) => portionMatch(p, last) ? lastStart
    : prev !== undefined && portionMatch(p, prev) ? prevStart
        : -1;
const isDots = (p) => p === '.' || p === '..';
// a Windows drive letter portion, like `c:`
const isDrive = (p) => typeof p === 'string' && /^[a-z]:$/i.test(p);
// true for the `UNC` portion of a long UNC root, //?/UNC/host/share
const isLongUNC = (p) => typeof p === 'string' && /^unc$/i.test(p);
// The index of the host in a row or split path that starts with a
// Windows UNC root: 2 for `//host/share`, and 4 for
// `//?/UNC/host/share`. Otherwise -1. `//?/c:` is not one.
const uncHost = (p) => {
    if (p[0] !== '' || p[1] !== '')
        return -1;
    const h = p[2] !== '?' ? 2
        : isLongUNC(p[3]) ? 4
            : -1;
    const host = p[h];
    const share = p[h + 1];
    return (h !== -1 &&
        host !== undefined &&
        host !== '' &&
        host !== GLOBSTAR &&
        share !== undefined &&
        share !== '' &&
        share !== GLOBSTAR) ?
        h
        : -1;
};
// true if ** can walk the path portion: not `.` or `..`, and not a
// dotfile unless `dot` is set
const walkable = (p, dot) => !isDots(p) && (dot || !p.startsWith('.'));
// True if a portion of the path from `start` to `end` can not be
// walked by **: one that starts with `.`, or with `dot`, one that is
// `.` or `..`. `start` is the start of a portion, and `end` is the end
// of the path, or just after a separator.
const dotPortion = (f, start, end, dot, sep) => {
    for (let k = start; k < end;) {
        if (f.charCodeAt(k) === 46) {
            if (!dot)
                return true;
            const n = f.charCodeAt(k + 1) === 46 ? k + 2 : k + 1;
            if (n >= end || isSep(f.charCodeAt(n), sep))
                return true;
        }
        // the start of the next portion, after any run of separators
        const s = nextSep(f, k, sep);
        if (s === -1)
            return false;
        k = s + 1;
        while (k < end && isSep(f.charCodeAt(k), sep))
            k++;
    }
    return false;
};
const isSep = (c, sep) => sep === '/' ? c === 47
    : sep === '\\' ? c === 92
        : c === 47 || c === 92;
// the index of the first separator at or after `from`, or -1
const nextSep = (f, from, sep) => {
    if (sep !== 'both')
        return f.indexOf(sep, from);
    const s = f.indexOf('/', from);
    const b = f.indexOf('\\', from);
    return (s === -1 ? b
        : b === -1 ? s
            : Math.min(s, b));
};
// the index of the last separator at or before `from`, or -1
const lastSep = (f, from, sep) => sep !== 'both' ?
    f.lastIndexOf(sep, from)
    : Math.max(f.lastIndexOf('/', from), f.lastIndexOf('\\', from));
// What parse() returns in place of a Matcher while make() builds and
// merges the rows. Most of the Matchers in rows that are merged would
// never be used, so they are only made for the rows that are left.
const PENDING = {};
class Minimatch {
    options;
    set;
    pattern;
    windowsPathsNoEscape;
    nonegate;
    negate;
    comment;
    empty;
    preserveMultipleSlashes;
    partial;
    globSet;
    globParts;
    nocase;
    isWindows;
    platform;
    windowsNoMagicRoot;
    maxGlobstarRecursion;
    // the path can be checked against the last portion, and the string
    // portions, of each row before it is split. See #canMatch.
    #endCheck;
    #literalCheck;
    // level 2 resolves `.` and `..` portions in the path
    #level2;
    // the unicode normalization form, if any
    #form;
    // the string portions of each row in the set
    #literals = [];
    // the rows that #canMatch can match without splitting the path
    #shapes = [];
    // the rows whose last portion can be checked against the path's
    #endRows = [];
    // brace expansion can make the same portion in many rows, so they
    // share one Matcher, and the states that it caches
    #matchers = new Map();
    // parse() returns PENDING in place of a Matcher
    #pending = false;
    // the char that marks numeric ranges in globSet, if any
    #rangeMark;
    // the GlobstarParts of each pattern row, by start index and partial
    #globstarParts = new WeakMap();
    constructor(pattern, options = {}) {
        assertValidPattern(pattern);
        options = options || {};
        this.options = options;
        this.maxGlobstarRecursion =
            options.maxGlobstarRecursion ?? DEFAULT_GLOB_STAR_RECURSION_MAX;
        this.pattern = pattern;
        this.platform = options.platform || defaultPlatform;
        this.isWindows = this.platform === 'win32';
        this.windowsPathsNoEscape =
            !!options.windowsPathsNoEscape || options[AWE_KEY] === false;
        if (this.windowsPathsNoEscape) {
            this.pattern = this.pattern.replace(/\\/g, '/');
        }
        this.preserveMultipleSlashes = !!options.preserveMultipleSlashes;
        this.negate = false;
        this.nonegate = !!options.nonegate;
        this.comment = false;
        this.empty = false;
        this.partial = !!options.partial;
        this.nocase = !!this.options.nocase;
        this.windowsNoMagicRoot =
            options.windowsNoMagicRoot !== undefined ?
                options.windowsNoMagicRoot
                : !!(this.isWindows && this.nocase);
        this.globSet = [];
        this.globParts = [];
        this.set = [];
        this.#endCheck = !this.preserveMultipleSlashes;
        this.#level2 = (options.optimizationLevel ?? 1) >= 2;
        const n = options.normalize;
        this.#form = n === true ? 'NFC' : n || undefined;
        // make the set of Matchers etc.
        this.make();
        // On Windows, the portions of a row up to its drive letter or UNC
        // share are skipped or compared without case, if the path has one
        // too. So the checks only use the portions after it.
        const drives = this.set.map(row => this.#rootIndex(row));
        this.#endRows = this.set.map((row, r) => this.#endCheck && row.length - 1 > drives[r]);
        // with the end check, the last portion is already checked
        this.#literals = this.set.map((row, r) => {
            const end = this.#endRows[r] ? row.length - 1 : row.length;
            const lits = row
                .slice(drives[r] + 1, end)
                .filter((p) => typeof p === 'string' && !!p);
            return [...new Set(lits)];
        });
        this.#literalCheck = this.#literals.some(l => l.length);
        this.#shapes = this.set.map((row, r) => {
            const [p0, p1, p2] = row;
            if (this.#endRows[r] && row.length === 2) {
                if (p0 === GLOBSTAR && p1 !== GLOBSTAR)
                    return 'tail';
            }
            // the basename of a path that is split on / is its last portion,
            // or the one before a trailing /, the same as the end check
            if (this.#endRows[r] &&
                options.matchBase &&
                row.length === 1 &&
                p0 !== GLOBSTAR &&
                p0 !== '') {
                return 'base';
            }
            // the portion must not be a root, or '', which can be a
            // different portion on Windows (where //x paths get an extra '')
            if (!this.#endCheck || drives[r] !== -1)
                return undefined;
            if (row.length === 3 &&
                p0 === GLOBSTAR &&
                p2 === GLOBSTAR &&
                p1 !== GLOBSTAR &&
                p1 !== '' &&
                // the portion between is only matched below this limit
                this.maxGlobstarRecursion > 0) {
                return 'mid';
            }
            if (row.length === 2 &&
                p1 === GLOBSTAR &&
                p0 !== GLOBSTAR &&
                p0 !== '') {
                return 'head';
            }
            return undefined;
        });
    }
    // a string portion of a pattern, normalized if the option is set
    #norm(p) {
        return this.#form ? p.normalize(this.#form) : p;
    }
    // On Windows, the index of the last root portion of a row, as
    // #matchRow finds it: 0 for `c:/...`, 3 for `//?/c:/...` and
    // `//host/share/...`, and 5 for `//?/UNC/host/share/...`. Otherwise
    // -1.
    #rootIndex(row) {
        if (!this.isWindows)
            return -1;
        if (isDrive(row[0]))
            return 0;
        const uncDrive = row[0] === '' && row[1] === '' && row[2] === '?' && isDrive(row[3]);
        if (uncDrive)
            return 3;
        const h = uncHost(row);
        return h === -1 ? -1 : h + 1;
    }
    hasMagic() {
        if (this.options.magicalBraces && this.set.length > 1) {
            return true;
        }
        for (const pattern of this.set) {
            for (const part of pattern) {
                if (typeof part !== 'string')
                    return true;
            }
        }
        return false;
    }
    make() {
        const pattern = this.pattern;
        const options = this.options;
        // empty patterns and comments match nothing.
        if (!options.nocomment && pattern.charAt(0) === '#') {
            this.comment = true;
            return;
        }
        if (!pattern) {
            this.empty = true;
            return;
        }
        // step 1: figure out negation, etc.
        this.parseNegate();
        // step 2: expand braces
        this.globSet = [...new Set(this.#expandBraces())];
        // step 3: now we have a set, so turn each one into a series of
        // path-portion matching patterns.
        // These will be Matchers, except in the case of "**", which is
        // set to the GLOBSTAR object for globstar behavior,
        // and will not contain any / characters
        //
        // First, we preprocess to make the glob pattern sets a bit simpler
        // and deduped.  There are some perf-killing patterns that can cause
        // problems with a glob walk, but we can simplify them down a bit.
        const rawGlobParts = this.globSet.map(s => this.#slashSplit(s));
        this.globParts = this.preprocess(rawGlobParts);
        // glob --> Matchers
        this.#pending = true;
        let set = this.globParts.map((s, _, __) => {
            if (this.isWindows && this.windowsNoMagicRoot) {
                // check if it's a drive or unc path. The root of a long UNC
                // path, //?/UNC/host/share, is 6 portions.
                const n = s[2] === '?' && isLongUNC(s[3]) ? 6 : 4;
                const isUNC = s[0] === '' &&
                    s[1] === '' &&
                    (s[2] === '?' || !globMagic.test(s[2])) &&
                    s.slice(3, n).every(p => !globMagic.test(p));
                const isDrive = /^[a-z]:/i.test(s[0]);
                if (isUNC) {
                    return [
                        ...s.slice(0, n).map(p => this.#norm(p)),
                        ...s.slice(n).map(ss => this.parse(ss)),
                    ];
                }
                else if (isDrive) {
                    return [
                        this.#norm(s[0]),
                        ...s.slice(1).map(ss => this.parse(ss)),
                    ];
                }
            }
            return s.map(ss => this.parse(ss));
        });
        // filter out everything that didn't compile properly.
        this.set = set.filter(s => s.indexOf(false) === -1);
        // do not treat the ? in UNC paths as magic
        if (this.isWindows) {
            for (let i = 0; i < this.set.length; i++) {
                const p = this.set[i];
                if (p[0] === '' &&
                    p[1] === '' &&
                    this.globParts[i][2] === '?' &&
                    (isDrive(p[3]) || isLongUNC(this.globParts[i][3]))) {
                    if (isLongUNC(this.globParts[i][3]))
                        p[3] = 'UNC';
                    p[2] = '?';
                }
            }
        }
        // with noext, `@(...)` would be literal
        if (!options.noext)
            this.mergeRows();
        this.#pending = false;
        this.set.forEach((row, i) => {
            for (let k = 0; k < row.length; k++) {
                if (row[k] === PENDING) {
                    row[k] = this.parse(this.globParts[i][k]);
                }
            }
        });
    }
    // Merge rows that only differ in one portion, where each of them
    // is a Matcher, into one row that matches any of them with
    // `@(a|b|...)`. Then a path is only walked once for all of them,
    // for example with `**/*.{js,ts}`.
    mergeRows() {
        let merged = true;
        while (merged) {
            merged = false;
            // a single row cannot be merged with anything
            if (this.set.length < 2)
                return;
            let keys = this.#mergeKeys();
            const len = Math.max(0, ...this.set.map(r => r.length));
            for (let k = 0; k < len; k++) {
                // the rows that are the same other than at portion k, keyed
                // by the ids of the parts before k and the parts after k,
                // which are at most the number of rows
                const groups = new Map();
                const R = this.set.length + 1;
                this.set.forEach((row, i) => {
                    if (!(row[k] instanceof Matcher || row[k] === PENDING) ||
                        !extSafe(this.globParts[i][k])) {
                        return;
                    }
                    const { pre, suf } = keys[i];
                    const key = pre[k] * R + suf[k + 1];
                    const g = groups.get(key);
                    if (g)
                        g.push(i);
                    else
                        groups.set(key, [i]);
                });
                const drop = new Set();
                for (const g of groups.values()) {
                    if (g.length < 2)
                        continue;
                    const [first, ...rest] = g;
                    const alts = g.map(i => this.globParts[i][k]);
                    const glob = `@(${alts.join('|')})`;
                    // merging is only an optimization, so leave the rows as they
                    // are if the merged portion would have too many extglobs
                    if (extglobCount(glob) > MAX_EXTGLOBS)
                        continue;
                    this.globParts[first][k] = glob;
                    this.set[first][k] = this.parse(glob);
                    for (const i of rest)
                        drop.add(i);
                }
                if (drop.size) {
                    merged = true;
                    this.set = this.set.filter((_, i) => !drop.has(i));
                    this.globParts = this.globParts.filter((_, i) => !drop.has(i));
                    // every merge drops a row, so this happens at most once per row
                    if (this.set.length < 2)
                        return;
                    keys = this.#mergeKeys();
                }
            }
        }
    }
    // For each row, number ids for its prefixes and suffixes, such that
    // pre[k] identifies parts[0..k) and suf[k] identifies parts[k..n).
    // Two rows are the same other than at portion k exactly when they
    // have the same pre[k] and suf[k + 1]. This is linear in the size of
    // the rows, where joining the whole row for every k was quadratic.
    #mergeKeys() {
        const partIds = new Map();
        const ids = this.globParts.map(parts => parts.map(s => {
            let id = partIds.get(s);
            if (id === undefined)
                partIds.set(s, (id = partIds.size));
            return id;
        }));
        // ids are only compared at the same k, so they are numbered per
        // portion, with 0 for the empty prefix or suffix. Then they are
        // at most the number of rows, and id * P + part id is a safe
        // integer key for any set that fits in memory.
        const P = partIds.size;
        const len = Math.max(0, ...ids.map(r => r.length));
        const keys = ids.map(r => ({
            pre: [0],
            suf: new Array(r.length + 1).fill(0),
        }));
        for (let k = 0; k < len; k++) {
            const m = new Map();
            ids.forEach((r, i) => {
                if (k >= r.length)
                    return;
                const { pre } = keys[i];
                const key = pre[k] * P + r[k];
                let id = m.get(key);
                if (id === undefined)
                    m.set(key, (id = m.size + 1));
                pre.push(id);
            });
        }
        for (let k = len - 1; k >= 0; k--) {
            const m = new Map();
            ids.forEach((r, i) => {
                if (k >= r.length)
                    return;
                const { suf } = keys[i];
                const key = suf[k + 1] * P + r[k];
                let id = m.get(key);
                if (id === undefined)
                    m.set(key, (id = m.size + 1));
                suf[k] = id;
            });
        }
        return keys;
    }
    // various transforms to equivalent pattern sets that are
    // faster to process in a filesystem walk.  The goal is to
    // eliminate what we can, and push all ** patterns as far
    // to the right as possible, even if it increases the number
    // of patterns that we have to process.
    preprocess(globParts) {
        // if we're not in globstar mode, then turn ** into *
        if (this.options.noglobstar) {
            for (const partset of globParts) {
                for (let j = 0; j < partset.length; j++) {
                    if (partset[j] === '**') {
                        partset[j] = '*';
                    }
                }
            }
        }
        const { optimizationLevel = 1 } = this.options;
        if (optimizationLevel >= 2) {
            // aggressive optimization for the purpose of fs walking
            globParts = this.firstPhasePreProcess(globParts);
            globParts = this.secondPhasePreProcess(globParts);
        }
        else if (optimizationLevel >= 1) {
            // just basic optimizations to remove some .. parts
            globParts = this.levelOneOptimize(globParts);
        }
        else {
            // just collapse multiple ** portions into one
            globParts = this.adjascentGlobstarOptimize(globParts);
        }
        return globParts;
    }
    // just get rid of adjascent ** portions
    adjascentGlobstarOptimize(globParts) {
        return globParts.map(parts => {
            let gs = -1;
            while (-1 !== (gs = parts.indexOf('**', gs + 1))) {
                let i = gs;
                while (parts[i + 1] === '**') {
                    i++;
                }
                if (i !== gs) {
                    parts.splice(gs, i - gs);
                }
            }
            return parts;
        });
    }
    // get rid of adjascent ** and resolve .. portions
    levelOneOptimize(globParts) {
        return globParts.map(parts => {
            // .. can not remove the root of a Windows path
            const root = this.#rootIndex(parts) + 1;
            parts = parts.reduce((set, part) => {
                const prev = set[set.length - 1];
                if (part === '**' && prev === '**') {
                    return set;
                }
                if (part === '..') {
                    if (set.length > root &&
                        prev &&
                        prev !== '..' &&
                        prev !== '.' &&
                        prev !== '**') {
                        set.pop();
                        return set;
                    }
                }
                set.push(part);
                return set;
            }, []);
            return parts.length === 0 ? [''] : parts;
        });
    }
    // Check the path against each row before it is split. 'no' if no
    // row can match, so it does not need to be split. 'yes' if a row of
    // `**` and one more portion matches. 'maybe' if it must be split to
    // know. None of this applies with partial, where the path can end
    // before the row does.
    //
    // On Windows, `\` is a separator in the path too, and the portions of
    // a row up to its drive letter or UNC share are not checked (see
    // #rootIndex).
    //
    // Each string portion of a row must be a portion of the path, so the
    // path must contain it. Level 2 can only take portions out of the
    // path, so this is still true then.
    //
    // The last portion of a row must match the last portion of the path,
    // or the one before a trailing `/` (as a/* and a/**/* match a/b/).
    // This does not apply to rows that end in **, rows that end in a
    // root, or preserveMultipleSlashes (which can leave more
    // than one '' at the end). At level 2, it does not apply if that
    // portion is `.` or `..`, which can be
    // resolved away. Level 2 only takes other portions out of the
    // middle of the path.
    //
    // A row of `**/x` then matches if the ** can walk the portions
    // before the one that x matches, the same as #matchGlobstar. At
    // level 2, this is only known if none of them are `.` or `..`, so
    // that the path does not change when it is resolved.
    #canMatch(f) {
        const sep = !this.isWindows || !f.includes('\\') ? '/'
            : f.includes('/') ? 'both'
                : '\\';
        // the portions that f.split(/\/+/) would end with, and where they
        // start in f, found when a row needs them. `ends` is 0 until they
        // are found, then 1, or -1 if they can not be used.
        let ends = this.#endCheck ? 0 : -1;
        let last = '';
        let lastStart = 0;
        let prev;
        let prevStart = 0;
        const dot = !!this.options.dot;
        // A string compare is cheaper than includes(), and a Matcher test
        // costs more, so the cheaper check goes first.
        ROWS: for (let r = 0; r < this.set.length; r++) {
            const row = this.set[r];
            const p = row[row.length - 1];
            let end = ends !== -1 && this.#endRows[r] && p !== GLOBSTAR;
            if (end && ends === 0) {
                const i = lastSep(f, f.length, sep);
                lastStart = i + 1;
                last = f.slice(lastStart);
                if (last === '' && i >= 0) {
                    let j = i;
                    while (j > 0 && isSep(f.charCodeAt(j - 1), sep))
                        j--;
                    prevStart = j === 0 ? 0 : lastSep(f, j - 1, sep) + 1;
                    prev = f.slice(prevStart, j);
                }
                const resolves = this.#level2 &&
                    (isDots(last) ||
                        (last === '' && prev !== undefined && isDots(prev)));
                ends = resolves ? -1 : 1;
                end = !resolves;
            }
            let tailStart = -1;
            if (end && typeof p === 'string') {
                tailStart = endIndex(p, last, lastStart, prev, prevStart);
                if (tailStart === -1)
                    continue;
            }
            if (this.#literalCheck) {
                for (const l of this.#literals[r]) {
                    if (!f.includes(l))
                        continue ROWS;
                }
            }
            if (end && typeof p === 'object') {
                tailStart = endIndex(p, last, lastStart, prev, prevStart);
                if (tailStart === -1)
                    continue;
            }
            const shape = this.#shapes[r];
            if (shape === 'base' && end)
                return 'yes';
            if (shape === 'tail' && end) {
                if (this.#level2 && dotPortion(f, 0, tailStart, true, sep)) {
                    return 'maybe';
                }
                if (!dotPortion(f, 0, tailStart, dot, sep))
                    return 'yes';
                continue;
            }
            if (shape === 'mid' || shape === 'head') {
                const m = this.#walk(f, row, shape === 'head', dot, sep);
                if (m !== 'no')
                    return m;
                continue;
            }
            return 'maybe';
        }
        return 'no';
    }
    // Match a row of a known shape against the split path, the same as
    // #matchGlobstar and #matchGlobStarBodySections do. None of these
    // rows have a drive letter, so they start at the first portion.
    #matchShape(file, row, shape) {
        const dot = !!this.options.dot;
        const n = file.length;
        if (shape === 'head') {
            // x, then at least one portion that ** can walk
            if (n < 2 || !portionMatch(row[0], file[0])) {
                return false;
            }
            for (let i = 1; i < n; i++)
                if (!walkable(file[i], dot))
                    return false;
            return true;
        }
        const x = row[1];
        if (shape === 'tail') {
            // x is the last portion, or the one before a trailing ''
            let t = n - 1;
            if (!portionMatch(x, file[t])) {
                if (file[t] !== '' || n === 1 || !portionMatch(x, file[--t])) {
                    return false;
                }
            }
            for (let i = 0; i < t; i++)
                if (!walkable(file[i], dot))
                    return false;
            return true;
        }
        // mid: the first x that ** can walk to, with a portion after it,
        // and ** can walk all of those
        for (let k = 0; k < n; k++) {
            if (portionMatch(x, file[k]) && k + 1 < n) {
                let i = k + 1;
                while (i < n && walkable(file[i], dot))
                    i++;
                if (i === n)
                    return true;
            }
            if (!walkable(file[k], dot))
                return false;
        }
        return false;
    }
    // Match a row of `**/x/**` or `x/**` against the path, the same as
    // #matchGlobstar and #matchGlobStarBodySections do once it is split.
    // x must match a portion (the first one, for `x/**`), the ** before
    // it must be able to walk the portions before that one, and there
    // must be a portion after it, which the ** after it can walk. At
    // level 2, this is only known if no portion is `.` or `..`.
    #walk(f, row, head, dot, sep) {
        if (this.#level2 && dotPortion(f, 0, f.length, true, sep))
            return 'maybe';
        const x = row[head ? 0 : 1];
        // the last portion has none after it, so it can not be x
        let s = 0;
        for (let e = nextSep(f, s, sep); e !== -1; e = nextSep(f, s, sep)) {
            // the start of the next portion
            let next = e + 1;
            while (next < f.length && isSep(f.charCodeAt(next), sep))
                next++;
            const hit = typeof x === 'string' ?
                e - s === x.length && f.startsWith(x, s)
                : e > s && x.testUnchecked(f.slice(s, e));
            if (hit && !dotPortion(f, next, f.length, dot, sep))
                return 'yes';
            if (head || dotPortion(f, s, next, dot, sep))
                return 'no';
            s = next;
        }
        return 'no';
    }
    // the last split, if it was the same path with the same split
    // settings
    #cachedSplit(f) {
        const last = lastSplit;
        return (last?.f === f &&
            last.isWindows === this.isWindows &&
            last.preserveMultipleSlashes === this.preserveMultipleSlashes &&
            last.normalize === this.#form) ?
            last
            : undefined;
    }
    // split a path for match(), and keep the parts for the next call
    #split(f) {
        const { isWindows, preserveMultipleSlashes } = this;
        // windows: need to use /, not \
        let parts = this.#slashSplit(isWindows ? f.split('\\').join('/') : f);
        // normalize each portion, so that a char that normalizes to `/`
        // does not make a new portion
        const normalize = this.#form;
        if (normalize)
            parts = parts.map(p => p.normalize(normalize));
        lastSplit = {
            f,
            isWindows,
            preserveMultipleSlashes,
            normalize,
            parts,
        };
        return lastSplit;
    }
    // resolve `.` and `..` portions of a path, for level 2
    #levelTwoFileOptimize(file) {
        // work on a copy, so that the cached parts do not change
        const parts = [...file];
        let didSomething = false;
        do {
            didSomething = false;
            // <pre>/<e>/<rest> -> <pre>/<rest>
            if (!this.preserveMultipleSlashes) {
                for (let i = 1; i < parts.length - 1; i++) {
                    const p = parts[i];
                    // don't squeeze out UNC patterns
                    if (i === 1 && p === '' && parts[0] === '')
                        continue;
                    if (p === '.' || p === '') {
                        didSomething = true;
                        parts.splice(i, 1);
                        i--;
                    }
                }
                if (parts[0] === '.' &&
                    parts.length === 2 &&
                    (parts[1] === '.' || parts[1] === '')) {
                    didSomething = true;
                    parts.pop();
                }
            }
            // <pre>/<p>/../<rest> -> <pre>/<rest>
            // .. can not remove the root of a Windows path
            const root = this.#rootIndex(parts) + 1;
            let dd = root;
            while (-1 !== (dd = parts.indexOf('..', dd + 1))) {
                const p = parts[dd - 1];
                if (p && p !== '.' && p !== '..' && p !== '**') {
                    didSomething = true;
                    parts.splice(dd - 1, 2);
                    dd = Math.max(dd - 2, root);
                }
            }
        } while (didSomething);
        return parts.length === 0 ? [''] : parts;
    }
    // First phase: single-pattern processing
    // <pre> is 1 or more portions
    // <rest> is 1 or more portions
    // <p> is any portion other than ., .., '', or **
    // <e> is . or ''
    //
    // **/.. is *brutal* for filesystem walking performance, because
    // it effectively resets the recursive walk each time it occurs,
    // and ** cannot be reduced out by a .. pattern part like a regexp
    // or most strings (other than .., ., and '') can be.
    //
    // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
    // <pre>/<e>/<rest> -> <pre>/<rest>
    // <pre>/<p>/../<rest> -> <pre>/<rest>
    // **/**/<rest> -> **/<rest>
    //
    // **/*/<rest> -> */**/<rest> <== not valid because ** doesn't follow
    // this WOULD be allowed if ** did follow symlinks, or * didn't
    firstPhasePreProcess(globParts) {
        // each **/.. split doubles the patterns, and adds a copy of the
        // whole pattern. Throw if either gets too large. A partial split
        // would match some paths and not others, depending on which rows
        // the pass reached first.
        const { braceExpandMax = DEFAULT_BRACE_EXPAND_MAX } = this.options;
        let splitCells = 0;
        const maxSplitCells = 1_000_000;
        let didSomething = false;
        do {
            didSomething = false;
            // <pre>/**/../<p>/<p>/<rest> -> {<pre>/../<p>/<p>/<rest>,<pre>/**/<p>/<p>/<rest>}
            for (let parts of globParts) {
                let gs = -1;
                while (-1 !== (gs = parts.indexOf('**', gs + 1))) {
                    let gss = gs;
                    while (parts[gss + 1] === '**') {
                        // <pre>/**/**/<rest> -> <pre>/**/<rest>
                        gss++;
                    }
                    // eg, if gs is 2 and gss is 4, that means we have 3 **
                    // parts, and can remove 2 of them.
                    if (gss > gs) {
                        parts.splice(gs + 1, gss - gs);
                    }
                    let next = parts[gs + 1];
                    const p = parts[gs + 2];
                    const p2 = parts[gs + 3];
                    if (next !== '..')
                        continue;
                    if (!p ||
                        p === '.' ||
                        p === '..' ||
                        !p2 ||
                        p2 === '.' ||
                        p2 === '..') {
                        continue;
                    }
                    // Check before changing parts or allocating the new row.
                    const addedCells = parts.length - 1;
                    if (globParts.length >= braceExpandMax ||
                        splitCells + addedCells > maxSplitCells) {
                        throw new RangeError(`optimizationLevel 2: too many patterns from '**/..'`);
                    }
                    didSomething = true;
                    // edit parts in place, and push the new one
                    parts.splice(gs, 1);
                    const other = parts.slice(0);
                    other[gs] = '**';
                    splitCells += addedCells;
                    globParts.push(other);
                    gs--;
                }
                // <pre>/<e>/<rest> -> <pre>/<rest>
                if (!this.preserveMultipleSlashes) {
                    for (let i = 1; i < parts.length - 1; i++) {
                        const p = parts[i];
                        // don't squeeze out UNC patterns
                        if (i === 1 && p === '' && parts[0] === '')
                            continue;
                        if (p === '.' || p === '') {
                            didSomething = true;
                            parts.splice(i, 1);
                            i--;
                        }
                    }
                    if (parts[0] === '.' &&
                        parts.length === 2 &&
                        (parts[1] === '.' || parts[1] === '')) {
                        didSomething = true;
                        parts.pop();
                    }
                }
                // <pre>/<p>/../<rest> -> <pre>/<rest>
                // .. can not remove the root of a Windows path
                const root = this.#rootIndex(parts) + 1;
                let dd = root;
                while (-1 !== (dd = parts.indexOf('..', dd + 1))) {
                    const p = parts[dd - 1];
                    if (p && p !== '.' && p !== '..' && p !== '**') {
                        didSomething = true;
                        const needDot = dd === 1 && parts[dd + 1] === '**';
                        const splin = needDot ? ['.'] : [];
                        parts.splice(dd - 1, 2, ...splin);
                        if (parts.length === 0)
                            parts.push('');
                        dd = Math.max(dd - 2, root);
                    }
                }
            }
        } while (didSomething);
        return globParts;
    }
    // second phase: multi-pattern dedupes
    // {<pre>/<rest>,<pre>/<rest>} -> <pre>/<rest>
    // {<pre>/*/<rest>,<pre>/<p>/<rest>} -> <pre>/*/<rest>
    secondPhasePreProcess(globParts) {
        const keys = new Set();
        const rows = globParts.filter(parts => {
            const key = parts.join('/');
            if (keys.has(key))
                return false;
            keys.add(key);
            return true;
        });
        // A row is covered by another row that has `*` at some positions,
        // and is the same at all others. Collect each distinct set of `*`
        // positions, then look up each row with `*` put at those positions.
        const stars = new Map();
        for (const parts of rows) {
            const s = [];
            for (let i = 0; i < parts.length; i++) {
                if (parts[i] === '*')
                    s.push(i);
            }
            if (s.length)
                stars.set(s.join(','), s);
        }
        // Each row is checked against each set of `*` positions, so skip
        // this if there are too many. The patterns match the same paths
        // either way.
        if (!stars.size || rows.length * stars.size > 100_000)
            return rows;
        const { dot } = this.options;
        return rows.filter(parts => {
            for (const s of stars.values()) {
                if (s[s.length - 1] >= parts.length)
                    continue;
                const c = [...parts];
                let ok = true;
                let changed = false;
                for (const i of s) {
                    const p = parts[i];
                    if (p === '*')
                        continue;
                    if (!p || p === '**' || (!dot && p.startsWith('.'))) {
                        ok = false;
                        break;
                    }
                    c[i] = '*';
                    changed = true;
                }
                if (ok && changed && keys.has(c.join('/')))
                    return false;
            }
            return true;
        });
    }
    parseNegate() {
        if (this.nonegate)
            return;
        const pattern = this.pattern;
        let negate = false;
        let negateOffset = 0;
        for (let i = 0; i < pattern.length && pattern.charAt(i) === '!'; i++) {
            negate = !negate;
            negateOffset++;
        }
        if (negateOffset)
            this.pattern = pattern.slice(negateOffset);
        this.negate = negate;
    }
    // Match the parts of a path against one row of the set. `resolved`
    // is the parts after level 2 resolves `.` and `..` in them, or the
    // same parts below level 2. Set partial to true to test if, for
    // example, "/a/b" matches the start of "/*/b/*/d". Partial means, if
    // you run out of file before you run out of pattern, then that's
    // fine, as long as all the parts match.
    #matchRow(file, resolved, pattern, partial) {
        let fileStartIndex = 0;
        let patternStartIndex = 0;
        // UNC paths like //?/X:/... can match X:/... and vice versa, and
        // //?/UNC/host/share/... can match //host/share/... and vice versa.
        // Drive letters in absolute drive or unc paths, and the host and
        // share of UNC paths, are always compared case-insensitively.
        const fh = this.isWindows ? uncHost(resolved) : -1;
        const ph = fh === -1 ? -1 : uncHost(pattern);
        if (ph !== -1) {
            const host = pattern[ph];
            const share = pattern[ph + 1];
            if (typeof host !== 'string' || typeof share !== 'string') {
                // a host or share with magic is matched as usual
                fileStartIndex = fh;
                patternStartIndex = ph;
            }
            else if (resolved[fh].toLowerCase() === host.toLowerCase() &&
                resolved[fh + 1].toLowerCase() === share.toLowerCase()) {
                fileStartIndex = fh + 2;
                patternStartIndex = ph + 2;
            }
        }
        else if (this.isWindows) {
            const fileDrive = typeof file[0] === 'string' && /^[a-z]:$/i.test(file[0]);
            const fileUNC = !fileDrive &&
                file[0] === '' &&
                file[1] === '' &&
                file[2] === '?' &&
                /^[a-z]:$/i.test(file[3]);
            const patternDrive = typeof pattern[0] === 'string' && /^[a-z]:$/i.test(pattern[0]);
            const patternUNC = !patternDrive &&
                pattern[0] === '' &&
                pattern[1] === '' &&
                pattern[2] === '?' &&
                typeof pattern[3] === 'string' &&
                /^[a-z]:$/i.test(pattern[3]);
            const fdi = fileUNC ? 3
                : fileDrive ? 0
                    : undefined;
            const pdi = patternUNC ? 3
                : patternDrive ? 0
                    : undefined;
            if (typeof fdi === 'number' && typeof pdi === 'number') {
                const [fd, pd] = [
                    file[fdi],
                    pattern[pdi],
                ];
                // the drives match, so start matching after them
                if (fd.toLowerCase() === pd.toLowerCase()) {
                    patternStartIndex = pdi + 1;
                    fileStartIndex = fdi + 1;
                }
            }
        }
        // the drive letters are found in the parts before level 2 resolves
        // them, and the match uses the resolved parts
        file = resolved;
        if (pattern.includes(GLOBSTAR)) {
            return this.#matchGlobstar(file, pattern, partial, fileStartIndex, patternStartIndex);
        }
        return this.#matchOne(file, pattern, partial, fileStartIndex, patternStartIndex);
    }
    #matchGlobstar(file, pattern, partial, fileIndex, patternIndex) {
        const { head, body, tail, segments } = this.#getGlobstarParts(pattern, partial, patternIndex);
        // check the head, from the current file/pattern index.
        if (head.length) {
            const headEnd = fileIndex + head.length;
            if (!this.#matchOne(file, head, partial, fileIndex, 0, headEnd)) {
                return false;
            }
            fileIndex += head.length;
            patternIndex += head.length;
        }
        // now we know the head matches!
        // if the last portion is not empty, it MUST match the end
        // check the tail
        let fileTailMatch = 0;
        if (tail.length) {
            // if head + tail > file, then we cannot possibly match
            if (tail.length + fileIndex > file.length)
                return false;
            // try to match the tail
            let tailStart = file.length - tail.length;
            if (this.#matchOne(file, tail, partial, tailStart, 0)) {
                fileTailMatch = tail.length;
            }
            else {
                // affordance for stuff like a/**/* matching a/b/
                // if the last file portion is '', and there's more to the pattern
                // then try without the '' bit.
                if (file[file.length - 1] !== '' ||
                    fileIndex + tail.length === file.length) {
                    return false;
                }
                tailStart--;
                if (!this.#matchOne(file, tail, partial, tailStart, 0)) {
                    return false;
                }
                fileTailMatch = tail.length + 1;
            }
        }
        // now we know the tail matches!
        // the middle is zero or more portions wrapped in **, possibly
        // containing more ** sections.
        // so a/**/b/**/c/**/d has become **/b/**/c/**
        // if it's empty, it means a/**/b, just verify we have no bad dots
        // if there's no tail, so it ends on /**, then we must have *something*
        // after the head, or it's not a matc
        if (!body.length) {
            let sawSome = !!fileTailMatch;
            for (let i = fileIndex; i < file.length - fileTailMatch; i++) {
                const f = String(file[i]);
                sawSome = true;
                if (f === '.' ||
                    f === '..' ||
                    (!this.options.dot && f.startsWith('.'))) {
                    return false;
                }
            }
            // in partial mode, we just need to get past all file parts
            return partial || sawSome;
        }
        // now we know that there's one or more body sections, which can
        // be matched anywhere from the 0 index (because the head was pruned)
        // through to the length-fileTailMatch index.
        return !!this.#matchGlobStarBodySections(file, segments, file.length - fileTailMatch, fileIndex, 0, partial, 0, !!fileTailMatch, new Set());
    }
    // Split the pattern into head, tail, and middle of ** delimited
    // parts. The tail has to be at the end, and the others just have to
    // be found in order from the head. These only depend on the pattern
    // row, so they are kept for the next path.
    #getGlobstarParts(pattern, partial, patternIndex) {
        let byStart = this.#globstarParts.get(pattern);
        if (!byStart) {
            byStart = [];
            this.#globstarParts.set(pattern, byStart);
        }
        const key = patternIndex * 2 + (partial ? 1 : 0);
        const found = byStart[key];
        if (found)
            return found;
        const firstgs = pattern.indexOf(GLOBSTAR, patternIndex);
        const lastgs = pattern.lastIndexOf(GLOBSTAR);
        const head = pattern.slice(patternIndex, firstgs);
        const body = pattern.slice(firstgs + 1, partial ? undefined : lastgs);
        const tail = partial ? [] : pattern.slice(lastgs + 1);
        // split the body up into sections, and note the number of
        // portions that must come after the start of each one
        const segments = [[[], 0]];
        let current = segments[0];
        let nonGsParts = 0;
        const nonGsPartsSums = [0];
        for (const b of body) {
            if (b === GLOBSTAR) {
                nonGsPartsSums.push(nonGsParts);
                current = [[], 0];
                segments.push(current);
            }
            else {
                current[0].push(b);
                nonGsParts++;
            }
        }
        // the portions in this section and the ones after it
        segments.forEach((b, i) => {
            b[1] = nonGsParts - nonGsPartsSums[i];
        });
        const parts = { head, body, tail, segments };
        byStart[key] = parts;
        return parts;
    }
    // return false for "nope, not matching"
    // return null for "not matching, cannot keep trying"
    #matchGlobStarBodySections(file, 
    // pattern section, and the portions that it and the rest need
    bodySegments, 
    // the end of the file portions that the body can match
    fileLength, fileIndex, bodyIndex, partial, globStarDepth, sawTail, 
    // the places that a walk has already tried, as
    // bodyIndex * (file.length + 1) + fileIndex. A walk from a place
    // does the same no matter how it got there, and it only comes back
    // if it found no match, so a walk that gets to one stops.
    tried) {
        // take the first body segment, and walk from fileIndex to its "after"
        // value at the end
        // If it doesn't match at that position, we increment, until we hit
        // that final possible position, and give up.
        // If it does match, then advance and try to rest.
        // If any of them fail we keep walking forward.
        // this is still a bit recursively painful, but it's more constrained
        // than previous implementations, because we never test something that
        // can't possibly be a valid matching condition.
        const bs = bodySegments[bodyIndex];
        if (!bs) {
            // with partial, the body is the rest of the pattern, so it
            // matches if no portions are left, or only the '' of a trailing
            // / (as a/* matches a/b/). A ** at the end walks them as its own
            // empty section.
            if (partial) {
                return (fileIndex >= fileLength ||
                    (fileIndex === fileLength - 1 && file[fileIndex] === ''));
            }
            // just make sure that there's no bad dots before the tail
            for (let i = fileIndex; i < fileLength; i++) {
                sawTail = true;
                const f = file[i];
                if (f === '.' ||
                    f === '..' ||
                    (!this.options.dot && f.startsWith('.'))) {
                    return false;
                }
            }
            return sawTail;
        }
        // have a non-globstar body section to test, up to the last index
        // where it can start
        const [body, need] = bs;
        // with partial, the path can end before the body does
        const after = partial ? fileLength : fileLength - need;
        while (fileIndex <= after) {
            const key = bodyIndex * (file.length + 1) + fileIndex;
            if (tried.has(key))
                return false;
            tried.add(key);
            const m = this.#matchOne(file, body, partial, fileIndex, 0, fileIndex + body.length);
            // if limit exceeded, no match. intentional false negative,
            // acceptable break in correctness for security.
            if (m && globStarDepth < this.maxGlobstarRecursion) {
                // match! see if the rest match. if so, we're done!
                const sub = this.#matchGlobStarBodySections(file, bodySegments, fileLength, fileIndex + body.length, bodyIndex + 1, partial, globStarDepth + 1, sawTail, tried);
                if (sub !== false) {
                    return sub;
                }
            }
            // the ** does not walk past the last place the body can start
            if (fileIndex === after)
                break;
            const f = file[fileIndex];
            if (f === '.' ||
                f === '..' ||
                (!this.options.dot && f.startsWith('.'))) {
                return false;
            }
            fileIndex++;
        }
        // walked off. no point continuing
        return partial || null;
    }
    #matchOne(file, pattern, partial, fileIndex, patternIndex, 
    // only match the file portions before this index
    fileEnd = file.length) {
        let fi;
        let pi;
        let pl;
        let fl;
        for (fi = fileIndex,
            pi = patternIndex,
            fl = Math.min(fileEnd, file.length),
            pl = pattern.length; fi < fl && pi < pl; fi++, pi++) {
            let p = pattern[pi];
            let f = file[fi];
            // should be impossible.
            /* c8 ignore start */
            if (p === false || p === GLOBSTAR) {
                return false;
            }
            /* c8 ignore stop */
            // something other than **
            // non-magic patterns just have to match exactly
            // patterns with magic have been turned into Matchers.
            if (!portionMatch(p, f))
                return false;
        }
        // Note: ending in / means that we'll get a final ""
        // at the end of the pattern.  This can only match a
        // corresponding "" at the end of the file.
        // If the file ends in /, then it can only match a
        // a pattern that ends in /, unless the pattern just
        // doesn't have any more for it. But, a/b/ should *not*
        // match "a/b/*", even though * can match "", except in
        // partial mode, where it might simply not be reached yet.
        // However, a/b/ should still satisfy a/*
        // now either we fell off the end of the pattern, or we're done.
        if (fi === fl && pi === pl) {
            // ran out of pattern and filename at the same time.
            // an exact hit!
            return true;
        }
        else if (fi === fl) {
            // ran out of file, but still had pattern left.
            // this is ok if we're doing the match as part of
            // a glob fs traversal.
            return partial;
        }
        else if (pi === pl) {
            // ran out of pattern, still have file left.
            // this is only acceptable if we're on the very last
            // empty segment of a file with a trailing slash.
            // a/* should match a/b/
            return fi === fl - 1 && file[fi] === '';
            /* c8 ignore start */
        }
        else {
            // should be unreachable.
            throw new Error('wtf?');
        }
        /* c8 ignore stop */
    }
    braceExpand() {
        return braceExpand(this.pattern, this.options);
    }
    // Expand braces, except numeric ranges such as {0..999} with at
    // least RANGE_MIN values. Each of those stays in its pattern as
    // `<mark>0..999<mark>`, for the Matcher to test. If a range might
    // be inside a [...] class, expand all of them instead.
    #expandBraces() {
        const { pattern } = this;
        if (this.options.nobrace)
            return this.braceExpand();
        let code = 0xe000;
        while (pattern.includes(String.fromCharCode(code))) {
            if (++code > 0xf8ff)
                return this.braceExpand();
        }
        const mark = String.fromCharCode(code);
        let found = false;
        const marked = pattern.replace(rangeRe, (m, lo, hi) => {
            const a = Number(lo);
            const b = Number(hi);
            if (!Number.isSafeInteger(a) ||
                !Number.isSafeInteger(b) ||
                Math.abs(a - b) + 1 < RANGE_MIN) {
                return m;
            }
            found = true;
            return `${mark}${lo}..${hi}${mark}`;
        });
        if (!found)
            return this.braceExpand();
        const set = braceExpand(marked, this.options);
        for (const p of set) {
            for (const portion of p.split('/')) {
                const c = portion.indexOf('[');
                if (c !== -1 && c < portion.lastIndexOf(mark)) {
                    return this.braceExpand();
                }
                if (!this.options.noext && inRepeatOrNegExt(portion, mark)) {
                    return this.braceExpand();
                }
            }
        }
        this.#rangeMark = mark;
        return set;
    }
    parse(pattern) {
        assertValidPattern(pattern);
        const options = this.options;
        // shortcuts
        if (pattern === '**')
            return GLOBSTAR;
        if (pattern === '')
            return '';
        const { nocase, nocaseMagicOnly, noext = false, dot, normalize, } = options;
        const rangeMark = this.#rangeMark;
        const lit = rangeMark && pattern.includes(rangeMark) ?
            undefined
            : literal(pattern, noext);
        // in nocase mode, a literal with cased chars still needs a
        // Matcher, unless nocaseMagicOnly is set.
        if (lit !== undefined &&
            !(nocase &&
                !nocaseMagicOnly &&
                pattern.toUpperCase() !== pattern.toLowerCase())) {
            return this.#norm(lit);
        }
        if (this.#pending)
            return PENDING;
        let m = this.#matchers.get(pattern);
        if (!m) {
            if (!noext)
                assertValidExtglobs(pattern);
            m = new Matcher(pattern, {
                nocase,
                noext,
                dot,
                normalize,
                ...(rangeMark && { rangeMark }),
            });
            this.#matchers.set(pattern, m);
        }
        return m;
    }
    #slashSplit(p) {
        // if p starts with // on windows, we preserve that
        // so that UNC paths aren't broken.  Otherwise, any number of
        // / characters are coalesced into one, unless
        // preserveMultipleSlashes is set to true.
        if (this.preserveMultipleSlashes) {
            return p.split('/');
        }
        else if (this.isWindows && /^\/\/[^/]+/.test(p)) {
            // add an extra '' for the one we lose
            return ['', ...p.split(/\/+/)];
        }
        else {
            return p.split(/\/+/);
        }
    }
    match(f, partial = this.partial) {
        // short-circuit in the case of busted things.
        // comments, etc.
        if (this.comment) {
            return false;
        }
        if (this.empty) {
            return f === '';
        }
        if (f === '/' && partial) {
            return true;
        }
        const options = this.options;
        // treat the test path as a set of pathparts. If it was not just
        // split or checked, check that it can match before splitting it.
        let split = this.#cachedSplit(f);
        if (!split) {
            // the checks look at the path as given, so not if it is
            // normalized
            if (!partial &&
                !this.#form &&
                (this.#endCheck || this.#literalCheck) &&
                lastChecked !== f) {
                lastChecked = f;
                const can = this.#canMatch(f);
                if (can === 'no')
                    return options.flipNegate ? false : this.negate;
                if (can === 'yes')
                    return options.flipNegate ? true : !this.negate;
            }
            split = this.#split(f);
        }
        const ff = split.parts;
        // the parts after level 2 resolves them, kept for the next pattern
        // that tests the same path
        const resolved = this.#level2 ?
            (split.resolved ??= this.#levelTwoFileOptimize(ff))
            : ff;
        // just ONE of the pattern sets in this.set needs to match
        // in order for it to be valid.  If negating, then just one
        // match means that we have failed.
        // Either way, return on the first hit.
        const set = this.set;
        // Find the basename of the path by looking for the last non-empty segment
        let filename = ff[ff.length - 1];
        if (!filename) {
            for (let i = ff.length - 2; !filename && i >= 0; i--) {
                filename = ff[i];
            }
        }
        for (let r = 0; r < set.length; r++) {
            const pattern = set[r];
            const shape = partial ? undefined : this.#shapes[r];
            // level 2 does not change a path of one portion
            const hit = shape === 'base' ?
                portionMatch(pattern[0], filename)
                : shape ? this.#matchShape(resolved, pattern, shape)
                    : options.matchBase && pattern.length === 1 ?
                        this.#matchRow([filename], [filename], pattern, partial)
                        : this.#matchRow(ff, resolved, pattern, partial);
            if (hit) {
                if (options.flipNegate) {
                    return true;
                }
                return !this.negate;
            }
        }
        // didn't get any hits.  this is success if it's a negative
        // pattern, failure otherwise.
        if (options.flipNegate) {
            return false;
        }
        return this.negate;
    }
    static defaults(def) {
        return minimatch.defaults(def).Minimatch;
    }
}
/* c8 ignore start */


/* c8 ignore stop */
minimatch.Minimatch = Minimatch;
minimatch.escape = escape_escape;
minimatch.unescape = unescape_unescape;
//# sourceMappingURL=index.js.map
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
const compile_glob_MAX_PATTERN_LENGTH = 512;
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
function compile_glob_parseClass(segment, start) {
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
            const parsed = compile_glob_parseClass(segment, i);
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
    if (pattern.length > compile_glob_MAX_PATTERN_LENGTH)
        return { ok: false, reason: `pattern longer than ${compile_glob_MAX_PATTERN_LENGTH} characters` };
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
    const expanded = body.includes('{') ? minimatch.braceExpand(body, { braceExpandMax: MAX_BRACE_EXPANSIONS + 1 }) : [body];
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
        path = minimatch.braceExpand(path, { braceExpandMax: 1 })[0] ?? path;
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
            code: WarningCode.CONFIG_INVALID,
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
                code: WarningCode.PLAN_INVALID,
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
            code: WarningCode.CHANGED_FILES_TRUNCATED,
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
        diagnostics.push({ code: InfoCode.PHASE_ALREADY_EXECUTED, severity: 'info', message: `Phase ${phase.phase.number} already executed; nothing to build (--rerun runs the plans again).` });
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
        return refused(ErrorCode.VALIDATION_FAILED, `Intent ${intent.intent} has no team template.`);
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
        result: rejectedResult({
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
        return rejected_result_resultFromRejection(resolution.rejection, project);
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
    const otherOutputs = withoutWaveOutputs(outputsFromResult(result, '0'.repeat(40)));
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
        throw new SettingError(ErrorCode.INVALID_INPUT, 'The trigger must be one word of at most 32 characters (like /legion).');
    }
    return trigger;
}
/** A phase number (1–4 digits), '' when not given. */
function checkPhase(value) {
    if (value === '')
        return '';
    if (!/^\d{1,4}$/.test(value)) {
        throw new SettingError(ErrorCode.INVALID_INPUT, `The phase must be a phase number (got ${JSON.stringify(value.slice(0, 40))}).`);
    }
    return String(Number(value));
}
/** The command routed for pull-request events (build when not given). */
function checkLabelCommand(value) {
    const command = (value || 'build').toLowerCase();
    if (!/^[a-z][a-z0-9_-]{0,31}$/.test(command)) {
        throw new SettingError(ErrorCode.INVALID_INPUT, 'The label command must be a command word such as build or review.');
    }
    return command;
}
function checkLabelPrefix(value) {
    if (value.length > 50) {
        throw new SettingError(ErrorCode.INVALID_INPUT, 'The label prefix is longer than 50 characters (GitHub labels are at most 50).');
    }
    return value;
}
/** Largest matrix per wave: 1–256 (GitHub's matrix limit). */
function checkMaxJobs(value) {
    const text = value || String(MAX_MAX_JOBS);
    const maxJobs = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(maxJobs) || maxJobs < 1 || maxJobs > MAX_MAX_JOBS) {
        throw new SettingError(ErrorCode.INVALID_INPUT, `max-jobs must be a whole number from 1 to ${MAX_MAX_JOBS} (GitHub's matrix limit).`);
    }
    return maxJobs;
}
/** How many wave jobs the workflow declares: 0–64 (0 = the workflow uses `matrix` only). */
function validate_settings_checkWaveJobs(value) {
    const text = value || '4';
    const waveJobs = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(waveJobs) || waveJobs > 64) {
        throw new SettingError(ErrorCode.INVALID_INPUT, 'wave-jobs must be a whole number from 0 to 64 (the number of wave jobs the workflow declares).');
    }
    return waveJobs;
}
/** What to do with unfinished dependencies that were not selected. */
function checkDependencies(value) {
    const mode = (value || 'pull').toLowerCase();
    if (mode !== 'pull' && mode !== 'refuse') {
        throw new SettingError(ErrorCode.INVALID_INPUT, 'dependencies must be pull (run unfinished dependencies too) or refuse (fail with E062).');
    }
    return mode;
}

;// CONCATENATED MODULE: ./src/core/request/parse-command.ts

/** Bounds on untrusted text (documented in SECURITY.md). */
const MAX_COMMENT_BYTES = 65_536;
const MAX_COMMAND_LINE_CHARS = 4_096;
const MAX_TOKENS = 10_000;
/**
 * Characters people paste that look like ASCII but are not: dashes, quotes, spaces and
 * zero-width characters. Folding them keeps `—just-harden` (em dash, as phones autocorrect)
 * from silently becoming free text; it is read as `--just-harden`.
 */
const parse_command_DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
function parse_command_foldLookalikes(text) {
    return text
        .replace(ZERO_WIDTH, '')
        .replace(SPACES, ' ')
        .replace(parse_command_DASHES, (dash) => (dash === '\u2013' || dash === '\u2014' || dash === '\u2015' ? '--' : '-'))
        .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
}
/**
 * The first line of a comment that starts with the trigger (`/legion`), outside fenced code
 * blocks and quoted (`>`) lines, or null when the comment is not a command. The trigger must be
 * followed by whitespace, `:` or the end of the line (`/legionary` is not a command).
 */
function findCommandLine(body, trigger) {
    if (!trigger)
        return null;
    const text = body.length > MAX_COMMENT_BYTES ? body.slice(0, MAX_COMMENT_BYTES) : body;
    const wanted = trigger.toLowerCase();
    const lines = text.split(/\r\n|\r|\n/).map((rawLine) => parse_command_foldLookalikes(rawLine).trim());
    for (const line of linesOutsideFences(lines)) {
        if (line.startsWith('>'))
            continue;
        if (!line.toLowerCase().startsWith(wanted))
            continue;
        const next = line.charAt(wanted.length);
        if (next === '' || next === ' ' || next === '\t' || next === ':') {
            return line.length > MAX_COMMAND_LINE_CHARS ? line.slice(0, MAX_COMMAND_LINE_CHARS) : line;
        }
    }
    return null;
}
/** Split a command line into whitespace-separated tokens, bounded. */
function parse_command_tokenize(line) {
    const tokens = [];
    for (const token of line.split(/\s+/)) {
        if (token === '')
            continue;
        tokens.push(token);
        if (tokens.length >= MAX_TOKENS)
            break;
    }
    return tokens;
}
/**
 * `--x` is a flag; so is `-x` (a mistyped flag: it fails as an unknown flag with the `--x`
 * suggestion instead of silently becoming free text).
 */
function isFlagToken(token) {
    return (token.startsWith('--') && token.length > 2) || /^-[A-Za-z]/.test(token);
}
/**
 * Turn the words after the trigger into a request: the first word is the command (unless it
 * is a flag), `--x` tokens are flags, a bare number right after the command is the phase, and the
 * rest is free text. `/legion:build` (Legion's own spelling) is accepted too.
 */
function parseCommandWords(words, source, actor) {
    const request = { source, command: '', flagTokens: [], text: '' };
    if (actor)
        request.actor = actor;
    const textWords = [];
    let index = 0;
    const first = words[0];
    if (first !== undefined && !isFlagToken(first)) {
        request.command = first.toLowerCase();
        index = 1;
        const second = words[1];
        if (second !== undefined && /^\d{1,4}$/.test(second)) {
            request.phase = String(Number(second));
            index = 2;
        }
    }
    for (; index < words.length; index++) {
        const word = words[index];
        if (isFlagToken(word))
            request.flagTokens.push(word);
        else
            textWords.push(word);
    }
    request.text = textWords.join(' ');
    return request;
}
/** Parse a command line found by {@link findCommandLine}. */
function parseCommandLine(line, trigger, source, actor) {
    let rest = parse_command_foldLookalikes(line).trim().slice(trigger.length);
    if (rest.startsWith(':'))
        rest = rest.slice(1);
    return parseCommandWords(parse_command_tokenize(rest), source, actor);
}
/** Parse a comment body; null when it holds no command. */
function parseComment(body, trigger, actor) {
    const line = findCommandLine(body, trigger);
    return line === null ? null : parseCommandLine(line, trigger, 'comment', actor);
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
    const name = parse_command_foldLookalikes(label).trim().toLowerCase();
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

;// CONCATENATED MODULE: ./src/core/request/event-names.ts
/** GitHub event names and actions, as the router distinguishes them. Pure. */
/** pull_request / pull_request_target actions that route (the rest are quiet no-ops). */
const ROUTED_PR_ACTIONS = ['labeled', 'opened', 'synchronize', 'reopened'];
function isPullRequestEvent(eventName) {
    return eventName === 'pull_request' || eventName === 'pull_request_target';
}
/** An event action for log lines: GitHub's own words only, never arbitrary payload text. */
function shownAction(action) {
    return /^[a-z_]{1,40}$/.test(action) ? action : 'unknown';
}

;// CONCATENATED MODULE: ./src/core/request/request-from-event.ts
/**
 * Which request a run carries, decided from the event and the inputs. Precedence:
 * explicit inputs (`command` / `flags` / `text`) > a comment command > pull-request labels.
 * Pure: no I/O. The valid flags (needed for labels) are passed in lazily because reading them
 * means loading the config.
 */





/** Request from the `command` / `flags` / `text` inputs (dispatch, workflow_call, any event). */
function requestFromInputs(inputs, actor) {
    const request = parseCommandWords(parse_command_tokenize(parse_command_foldLookalikes(inputs.command)), 'input', actor || undefined);
    for (const word of parse_command_tokenize(parse_command_foldLookalikes(inputs.flags))) {
        // `flags: just-harden` means `--just-harden`; dashes are optional in the input.
        request.flagTokens.push(word.startsWith('--') ? word : `--${word.replace(/^-+/, '')}`);
    }
    const text = parse_command_tokenize(parse_command_foldLookalikes(inputs.text)).join(' ');
    if (text !== '')
        request.text = request.text === '' ? text : `${request.text} ${text}`;
    return request;
}
const request_from_event_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
function pullRequestFromPayload(pr) {
    const number = getNumber(pr, 'number');
    if (number === undefined || number < 1)
        return null;
    const ref = { number };
    const headSha = getString(getObject(pr, 'head'), 'sha');
    const baseSha = getString(getObject(pr, 'base'), 'sha');
    const changedFiles = getNumber(pr, 'changed_files');
    if (headSha !== undefined && request_from_event_SHA.test(headSha))
        ref.headSha = headSha;
    if (baseSha !== undefined && request_from_event_SHA.test(baseSha))
        ref.baseSha = baseSha;
    if (changedFiles !== undefined && changedFiles >= 0)
        ref.changedFiles = changedFiles;
    const state = getString(pr, 'state');
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
        const name = isObject(label) ? getString(label, 'name') : typeof label === 'string' ? label : undefined;
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
        const issue = getObject(payload, 'issue');
        const issueNumber = getNumber(issue, 'number');
        const onPullRequest = getObject(issue, 'pull_request') !== undefined;
        const pullRequest = onPullRequest && issueNumber !== undefined ? { number: issueNumber } : undefined;
        // Only new comments route, whichever input carries the text: an edit could turn an old,
        // approved comment into a new command.
        if (action !== 'created') {
            return { kind: 'ignore', reason: `issue_comment "${shownAction(action)}" events are ignored; only new comments are read.` };
        }
        const comment = getObject(payload, 'comment');
        const body = getString(comment, 'body') ?? '';
        const login = getString(getObject(comment, 'user'), 'login') ?? '';
        const id = getNumber(comment, 'id');
        const createdAt = getString(comment, 'created_at');
        const request = explicit ? requestFromInputs(inputs, login || context.actor) : parseComment(body, inputs.trigger, login || undefined);
        if (request === null)
            return { kind: 'ignore', reason: 'The comment is not a command; nothing to do.' };
        if (id === undefined || issueNumber === undefined || login === '') {
            return {
                kind: 'invalid',
                errorCode: ErrorCode.INVALID_INPUT,
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
    if (isPullRequestEvent(eventName)) {
        const pr = getObject(payload, 'pull_request');
        const pullRequest = pr ? pullRequestFromPayload(pr) : null;
        if (pr === undefined || pullRequest === null) {
            return { kind: 'invalid', errorCode: ErrorCode.INVALID_INPUT, message: `The ${shownAction(eventName)} payload has no pull request.` };
        }
        // pull_request_target runs with the base repository's token and secrets: the person who
        // caused the event (the pusher, the labeler) must hold the permission, every time. A label
        // set earlier never approves a later push.
        const sender = getString(getObject(payload, 'sender'), 'login') ?? context.actor;
        const authorize = eventName === 'pull_request_target' ? { login: sender, role: action === 'labeled' ? 'labeler' : `sender of ${shownAction(action)}` } : undefined;
        if (explicit) {
            return { kind: 'route', request: withPhase(requestFromInputs(inputs, context.actor), inputs), pullRequest, ...(authorize ? { authorize } : {}) };
        }
        if (!ROUTED_PR_ACTIONS.includes(action)) {
            return { kind: 'ignore', reason: `${shownAction(eventName)} "${shownAction(action)}" events are ignored.` };
        }
        const flags = validFlags();
        const labels = labelNames(pr);
        if (action === 'labeled') {
            const added = getString(getObject(payload, 'label'), 'name');
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

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
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
        (0,external_node_child_process_namespaceObject.execFile)('git', args, {
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

;// CONCATENATED MODULE: ./src/cli/git-range.ts


const REF = /^[A-Za-z0-9][A-Za-z0-9._/~^@{}-]{0,199}$/;
function revParse(repoRoot, ref) {
    return new Promise((resolve) => {
        (0,external_node_child_process_namespaceObject.execFile)('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: repoRoot, timeout: 30_000, encoding: 'utf8' }, (error, stdout) => {
            resolve(error ? null : String(stdout).trim());
        });
    });
}
/** `base..head` or `base...head` → changed file names (merge-base diff), via git without a shell. */
async function changedFilesFromRange(repoRoot, range) {
    const parts = range.split(/\.{2,3}/);
    if (parts.length !== 2 || !parts.every((p) => REF.test(p))) {
        return { ok: false, reason: `--git-range must look like main..HEAD (got ${JSON.stringify(range.slice(0, 60))})` };
    }
    const [base, head] = await Promise.all(parts.map((p) => revParse(repoRoot, p)));
    if (!base || !head)
        return { ok: false, reason: `cannot resolve ${!base ? parts[0] : parts[1]} to a commit in ${repoRoot}` };
    return gitChangedFiles(repoRoot, base, head);
}

;// CONCATENATED MODULE: ./src/core/waves/render-wave-schedule.ts

const MARKDOWN_SPECIAL = /[\\`*_{}[\]()<>#+!|~&"']/g;
const ENTITY = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '|': '&#124;', '"': '&quot;', "'": '&#39;' };
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
        .replace(MARKDOWN_SPECIAL, (ch) => ENTITY[ch] ?? `\\${ch}`);
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

;// CONCATENATED MODULE: ./src/cli/render-route.ts

function table(rows) {
    const widths = [];
    for (const row of rows)
        row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
    return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd());
}
/** The route as a person reads it in a terminal: header, plans kept/dropped, team, matrix. */
function renderRoute(result) {
    const out = [];
    const status = result.ok ? (result.hasWork ? 'routed' : result.dryRun ? 'dry run' : 'nothing to run') : `rejected (${result.errorCode})`;
    out.push(`legion-router: ${status}`);
    out.push(...table([
        ['source', result.source + (result.actor ? ` (${result.actor})` : '')],
        ['command', result.command || '-'],
        ['intent', result.intent || '-'],
        ['mode', result.mode],
        ['flags', result.flags.join(' ') || '-'],
        ['confidence', result.confidence.toFixed(2)],
        ['phase', result.phase ? `${result.phase.number}${result.phase.dir ? ` (${result.phase.dir})` : ''}` : '-'],
        ['control', `${result.controlMode} ${JSON.stringify(result.controlProfile)}`],
        ['config', result.configPath || '-'],
        ['changed files', result.changedFiles === undefined ? 'unknown' : String(result.changedFiles)],
    ]).map((line) => `  ${line}`));
    if (result.message)
        out.push('', ...result.message.split('\n').map((line) => `  ${line}`));
    if (result.notes.length > 0)
        out.push('', 'Notes:', ...result.notes.map((n) => `  - ${n}`));
    if (result.plans.length > 0) {
        out.push('', 'Plans:');
        out.push(...table([
            ['plan', 'decision', 'why'],
            ...result.plans.map((p) => [p.id, p.kept ? (p.partial ? 'kept (partial)' : 'kept') : 'dropped', p.reasons.join('; ')]),
        ]).map((line) => `  ${line}`));
    }
    if (result.schedule) {
        out.push('', 'Waves:', ...renderWaveSchedule(result.schedule, { format: 'text' }).map((line) => `  ${line}`));
    }
    if (result.team.length > 0) {
        out.push('', 'Team:');
        out.push(...table(result.team.map((m) => [m.agent, m.role, m.domains.join(', ')])).map((line) => `  ${line}`));
    }
    if (result.suggestions.length > 0) {
        out.push('', 'Suggestions:', ...result.suggestions.map((s) => `  ${s.priority}. ${s.command} — ${s.description}`));
    }
    if (result.diagnostics.length > 0) {
        out.push('', 'Diagnostics:');
        for (const d of result.diagnostics) {
            const position = d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : '';
            // Messages usually start with their file already: only add what they lack.
            const where = d.file && !d.message.startsWith(d.file) ? ` ${d.file}${position}` : position ? ` (line ${position.slice(1)})` : '';
            out.push(`  [${d.severity} ${d.code}]${where} ${d.message}`);
        }
    }
    const waves = result.waves.length > 1 ? ` in ${result.waves.length} waves (${result.waves.map((w) => w.include.length).join(' → ')})` : '';
    out.push('', `Matrix (${result.matrix.include.length} job${result.matrix.include.length === 1 ? '' : 's'}${waves}, has-work=${result.hasWork}):`);
    out.push(JSON.stringify(result.matrix, null, 2));
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * The local CLI: route a request against a checkout, offline, the way the action does. It shares
 * the app-level route (src/app/run-route.ts) and the event-to-request stage with the action, and
 * nothing of the action's shell (inputs, outputs file, feedback).
 *
 *   argv ──options──▶ request (typed words, --text, or --event payload) ──runRoute──▶ text | --json
 */

















const USAGE = `Usage: legion-router [options] [command] [--flags…] [free text]

Route a Legion request against a repository, offline, the way the action does.

  legion-router --repo examples/basic build --just-harden
  legion-router --repo examples/basic --text "review the code for security" --json
  legion-router --repo examples/basic --event examples/basic/events/comment-harden.json --event-name issue_comment

Options:
  --repo DIR               repository checkout with a planning folder (default: current directory)
  --event FILE             event payload (as in GITHUB_EVENT_PATH); needs --event-name
  --event-name NAME        event name (issue_comment, pull_request, workflow_dispatch, …)
  --changed-files FILE     newline-separated changed files ('-' reads standard input)
  --git-range BASE..HEAD   changed files from git (merge-base diff)
  --text TEXT              natural-language request
  --phase N                phase override
  --config PATH            intent-teams.yaml (default .planning/config/intent-teams.yaml, then bundled)
  --planning-dir DIR       planning folder (default .planning)
  --trigger WORD           comment prefix (default /legion)
  --label-prefix P         prefix of flag labels
  --label-command CMD      command that labels route to (default build)
  --max-jobs N             matrix size limit per wave (default 256)
  --wave-jobs N            wave jobs the workflow declares (default 4; 0 = matrix only)
  --dependencies MODE      pull (default) or refuse unfinished dependencies that were not selected
  --dependents             also select the plans that depend on the selected ones
  --json                   print the action's outputs as one JSON object, with the plan decisions,
                           notes and diagnostics that explain them
  -h, --help               this help

Exit status: 0 routed (or nothing to do), 1 rejected (the formatted error is printed), 2 bad usage.`;
/** A usage problem: exit 2 with this message. */
class UsageError extends Error {
    name = 'UsageError';
}
const OPTIONS = {
    repo: { type: 'string' },
    event: { type: 'string' },
    'event-name': { type: 'string' },
    'changed-files': { type: 'string' },
    'git-range': { type: 'string' },
    text: { type: 'string' },
    phase: { type: 'string' },
    config: { type: 'string' },
    'planning-dir': { type: 'string' },
    trigger: { type: 'string' },
    'label-prefix': { type: 'string' },
    'label-command': { type: 'string' },
    'max-jobs': { type: 'string' },
    'wave-jobs': { type: 'string' },
    dependencies: { type: 'string' },
    dependents: { type: 'boolean' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
function readList(path, io) {
    let text;
    try {
        text = path === '-' ? io.readStdin() : (0,external_node_fs_namespaceObject.readFileSync)((0,external_node_path_namespaceObject.resolve)(io.cwd, path), 'utf8');
    }
    catch (error) {
        throw new UsageError(`Cannot read --changed-files ${path}: ${error.code ?? 'read error'}.`);
    }
    return text
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim().replace(/^(\.\/)+/, ''))
        .filter((line) => line !== '');
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_namespaceObject.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
function parseOptions(io) {
    const parsed = (0,external_node_util_namespaceObject.parseArgs)({ args: io.argv, allowPositionals: true, strict: false, tokens: true, options: OPTIONS });
    const values = parsed.values;
    if (values['help'])
        return 'help';
    const str = (name) => (typeof values[name] === 'string' ? values[name].trim() : '');
    for (const [name, spec] of Object.entries(OPTIONS)) {
        if (spec.type === 'string' && values[name] === true)
            throw new UsageError(`--${name} needs a value.`);
    }
    // Router flags (--just-harden, --dry-run, …) arrive as unknown options or positionals: keep
    // them in order as command words.
    const words = [];
    for (const token of parsed.tokens ?? []) {
        if (token.kind === 'positional')
            words.push(token.value);
        else if (token.kind === 'option' && !Object.hasOwn(OPTIONS, token.name) && token.name !== 'h') {
            words.push(token.rawName + (token.value !== undefined ? `=${token.value}` : ''));
        }
    }
    const repoRoot = (0,external_node_path_namespaceObject.resolve)(io.cwd, str('repo') || '.');
    if (!isDirectory(repoRoot))
        throw new UsageError(`--repo ${str('repo') || '.'}: no such directory.`);
    const planningDir = (str('planning-dir') || '.planning').replace(/\/+$/, '') || '.planning';
    if (!isDirectory((0,external_node_path_namespaceObject.resolve)(repoRoot, planningDir))) {
        throw new UsageError(`${repoRoot} has no ${planningDir}/ folder, so there is nothing to route.\nPoint --repo at a Legion project (for example --repo examples/basic), or pass --planning-dir.`);
    }
    let settings;
    let maxJobs;
    let waveJobs;
    let dependencies;
    try {
        settings = {
            command: '',
            flags: '',
            text: parse_command_foldLookalikes(str('text')),
            phase: checkPhase(str('phase')),
            trigger: checkTrigger(str('trigger'), DEFAULT_TRIGGER),
            labelPrefix: checkLabelPrefix(str('label-prefix')),
            labelCommand: checkLabelCommand(str('label-command')),
        };
        maxJobs = checkMaxJobs(str('max-jobs'));
        waveJobs = validate_settings_checkWaveJobs(str('wave-jobs'));
        dependencies = checkDependencies(str('dependencies'));
    }
    catch (error) {
        if (error instanceof SettingError)
            throw new UsageError(error.message);
        throw error;
    }
    const options = {
        repoRoot,
        planningDir,
        config: str('config'),
        settings,
        maxJobs,
        waveJobs,
        dependencies,
        dependents: values['dependents'] === true,
        json: values['json'] === true,
        words,
    };
    if (str('event') !== '' || str('event-name') !== '') {
        if (str('event') === '')
            throw new UsageError('--event-name needs --event FILE (the payload).');
        if (str('event-name') === '')
            throw new UsageError('--event needs --event-name (issue_comment, pull_request, workflow_dispatch, …).');
        options.event = { path: (0,external_node_path_namespaceObject.resolve)(io.cwd, str('event')), name: str('event-name') };
    }
    if (str('changed-files') !== '')
        options.changedFiles = { files: readList(str('changed-files'), io), complete: true };
    if (str('git-range') !== '')
        options.gitRange = str('git-range');
    return options;
}
/** The request an event payload carries, as the action would read it; or a result for events that route nothing. */
function requestFromEventFile(options) {
    const event = options.event;
    let payload;
    try {
        payload = readPayload(event.path, { missingIsEmpty: false, label: event.path });
    }
    catch (error) {
        if (error instanceof EventError)
            throw new UsageError(error.message);
        throw error;
    }
    const context = {
        eventName: event.name,
        action: getString(payload, 'action') ?? '',
        payload,
        repo: null,
        actor: getString(getObject(payload, 'sender'), 'login') ?? '',
        sha: '',
    };
    const settings = { ...options.settings };
    const dispatchInputs = getObject(payload, 'inputs');
    if (event.name === 'workflow_dispatch' && dispatchInputs) {
        settings.command = getString(dispatchInputs, 'command') ?? '';
        settings.flags = getString(dispatchInputs, 'flags') ?? '';
        settings.text = getString(dispatchInputs, 'text') ?? settings.text;
        const phase = getString(dispatchInputs, 'phase');
        if (phase && /^\d{1,4}$/.test(phase))
            settings.phase = phase;
    }
    const trigger = resolveTrigger(context, settings, () => {
        const config = loadConfig(new RepoReader(options.repoRoot), options.config || undefined);
        return validFlags(config.ok ? config.loaded.config : loadBundledConfig().config);
    });
    const sha = getString(getObject(getObject(payload, 'pull_request'), 'head'), 'sha') ?? '';
    if (trigger.kind === 'ignore')
        return { result: rejectedResult({ errorCode: '', message: trigger.reason, source: 'none' }), sha };
    if (trigger.kind === 'invalid')
        return { result: rejectedResult({ errorCode: trigger.errorCode, message: trigger.message, source: 'none' }), sha };
    return { request: trigger.request };
}
function typedRequest(options) {
    const request = parseCommandWords(parse_command_tokenize(parse_command_foldLookalikes(options.words.join(' '))), 'input');
    if (options.settings.text)
        request.text = [request.text, options.settings.text].filter(Boolean).join(' ');
    if (options.settings.phase)
        request.phase = options.settings.phase;
    return request;
}
function route(request, options, changedFiles) {
    try {
        const opened = openProject(request, { repoRoot: options.repoRoot, planningDir: options.planningDir, ...(options.config ? { configPath: options.config } : {}) });
        if (!opened.ok)
            return opened.result;
        const runOptions = {
            trigger: options.settings.trigger,
            maxJobs: options.maxJobs,
            waveJobs: options.waveJobs,
            dependencies: options.dependencies,
            dependents: options.dependents,
            // An event's payload cannot carry --dry-run the way the action's input can: a typed one counts.
            dryRun: options.event !== undefined && options.words.includes('--dry-run'),
            ...(changedFiles ? { changedFiles } : {}),
        };
        return runRoute(resolveRequest(request, opened.project, runOptions), opened.project, runOptions);
    }
    catch (error) {
        return internalErrorResult(request, error);
    }
}
async function runCli(io) {
    let options;
    try {
        options = parseOptions(io);
    }
    catch (error) {
        if (!(error instanceof UsageError))
            throw error;
        io.stderr(`legion-router: ${error.message}\n\nRun legion-router --help for the options.\n`);
        return 2;
    }
    if (options === 'help') {
        io.stdout(`${USAGE}\n`);
        return 0;
    }
    let changedFiles = options.changedFiles;
    if (options.gitRange) {
        const range = await changedFilesFromRange(options.repoRoot, options.gitRange);
        if (!range.ok) {
            io.stderr(`legion-router: cannot list changed files: ${range.reason}\n`);
            return 2;
        }
        changedFiles = { files: range.files, complete: true };
    }
    let result;
    let sha = '';
    try {
        if (options.event) {
            const read = requestFromEventFile(options);
            if ('request' in read)
                result = route(read.request, options, changedFiles);
            else
                ({ result, sha } = read);
        }
        else {
            result = route(typedRequest(options), options, changedFiles);
        }
    }
    catch (error) {
        if (!(error instanceof UsageError))
            throw error;
        io.stderr(`legion-router: ${error.message}\n`);
        return 2;
    }
    if (options.json)
        io.stdout(`${JSON.stringify({ ...outputsFromResult(result, sha), ...routeExplanation(result) }, null, 2)}\n`);
    else
        io.stdout(`${renderRoute(result)}\n`);
    if (!result.ok && result.errorCode !== '') {
        if (options.json)
            io.stderr(`${result.message}\n`);
        return 1;
    }
    return 0;
}

;// CONCATENATED MODULE: ./src/cli.ts


runCli({
    argv: process.argv.slice(2),
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: () => (0,external_node_fs_namespaceObject.readFileSync)(0, 'utf8'),
}).then((code) => {
    process.exitCode = code;
}, (error) => {
    process.stderr.write(`legion-router: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
});

