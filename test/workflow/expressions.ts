/**
 * Evaluating workflow values with GitHub's own expression engine (@actions/expressions): the
 * lexer, parser and evaluator GitHub publishes, with the contexts and functions allowed where the
 * value stands (read from the workflow schema of @actions/workflow-parser, as the parser itself
 * does). Only the status functions (`success()`, `failure()`, `cancelled()`, `always()`) are ours:
 * the package declares them but leaves their meaning to the runner; see run-workflow.ts.
 */
import { Evaluator, Lexer, Parser, data } from '@actions/expressions';
import type { FunctionDefinition } from '@actions/expressions/funcs/info';
import { truthy } from '@actions/expressions/result';
import { isBasicExpression, isBoolean, isMapping, isNumber, isSequence, isString } from '@actions/workflow-parser';
import { splitAllowedContext } from '@actions/workflow-parser/templates/allowed-context';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { TokenType } from '@actions/workflow-parser/templates/tokens/types';
import { getWorkflowSchema } from '@actions/workflow-parser/workflows/workflow-schema';

export type ExpressionData = data.ExpressionData;

/** Context values by name (`github`, `needs`, `matrix`, …), as plain JSON. */
export type Contexts = Record<string, unknown>;

/** Status-function implementations, by lower-case name. */
export type StatusFunctions = Map<string, FunctionDefinition>;

/** A value's evaluation failed: GitHub fails the job (or step) that needed it. */
export class EvaluationError extends Error {}

/** Plain JSON → expression data (dictionaries are case-insensitive, as in GitHub). */
export function toData(value: unknown): ExpressionData {
  if (value === undefined) return new data.Null();
  return JSON.parse(JSON.stringify(value), data.reviver) as ExpressionData;
}

/** Expression data → plain JSON. */
export function fromData(value: ExpressionData): unknown {
  return JSON.parse(JSON.stringify(value, data.replacer)) as unknown;
}

/**
 * The contexts and functions allowed for a schema definition (`job-if`, `step-if`, …): used for
 * the conditions the parser fills in itself (`success()`), which carry no definition.
 */
export function schemaContext(definition: string): string[] {
  return [...getWorkflowSchema().getDefinition(definition).readerContext];
}

/** Evaluate one expression (the text inside `${{ }}`) with GitHub's lexer, parser and evaluator. */
export function evaluateExpression(expression: string, allowedContext: readonly string[], contexts: Contexts, functions: StatusFunctions = new Map()): ExpressionData {
  const { namedContexts, functions: allowedFunctions } = splitAllowedContext([...allowedContext]);
  try {
    const { tokens } = new Lexer(expression).lex();
    const tree = new Parser(tokens, namedContexts, allowedFunctions).parse();
    const scope = new data.Dictionary();
    for (const [name, value] of Object.entries(contexts)) scope.add(name, toData(value));
    return new Evaluator(tree, scope, functions).evaluate();
  } catch (error) {
    throw new EvaluationError(`${(error as Error).message} (in \`${expression}\`)`);
  }
}

/**
 * Evaluate a template token: literals as they are, `${{ }}` through GitHub's evaluator (a string
 * with embedded expressions is already a `format(…)` expression after parsing), mappings and
 * sequences member by member. `fallbackContext` is used when the token carries no definition.
 */
export function evaluateToken(token: TemplateToken, contexts: Contexts, functions?: StatusFunctions, fallbackContext: readonly string[] = []): ExpressionData {
  if (isBasicExpression(token)) {
    if (token.blockScalarHeader !== undefined && token.range !== undefined && token.range.start.line !== token.range.end.line) {
      // The package builds such a value from the raw YAML source (indentation and line breaks
      // kept), which is not what GitHub evaluates: refuse rather than emulate it wrongly.
      throw new EvaluationError(`line ${token.range.start.line}: a multi-line block scalar with \${{ }} is not emulated; write the value on one line`);
    }
    const allowed = token.definitionInfo?.allowedContext ?? fallbackContext;
    return evaluateExpression(token.expression, allowed.length > 0 ? allowed : fallbackContext, contexts, functions);
  }
  if (isString(token)) return new data.StringData(token.value);
  if (isNumber(token)) return new data.NumberData(token.value);
  if (isBoolean(token)) return new data.BooleanData(token.value);
  if (token.templateTokenType === TokenType.Null) return new data.Null();
  if (isSequence(token)) {
    const out = new data.Array();
    for (const item of token) out.add(evaluateToken(item, contexts, functions, fallbackContext));
    return out;
  }
  if (isMapping(token)) {
    const out = new data.Dictionary();
    for (const pair of token) {
      const key = evaluateToken(pair.key, contexts, functions, fallbackContext).coerceString();
      out.add(key, evaluateToken(pair.value, contexts, functions, fallbackContext));
    }
    return out;
  }
  throw new EvaluationError(`unsupported template token type ${token.templateTokenType} at line ${token.line ?? '?'}`);
}

/** A condition's outcome: GitHub's truthiness of the evaluated value. */
export function isTruthy(value: ExpressionData): boolean {
  return truthy(value);
}

/** A value in a string position (a name, an env value): GitHub's string coercion. */
export function asString(value: ExpressionData): string {
  return value.coerceString();
}

/** A status function for the evaluator: no arguments beyond `maxArgs`, a boolean result. */
export function statusFunction(name: string, maxArgs: number, call: (args: string[]) => boolean): [string, FunctionDefinition] {
  return [name.toLowerCase(), { name, minArgs: 0, maxArgs, call: (...args: ExpressionData[]) => new data.BooleanData(call(args.map((arg) => arg.coerceString()))) }];
}
