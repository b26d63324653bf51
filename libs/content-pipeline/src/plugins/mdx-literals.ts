/**
 * Reading values out of MDX expressions without running them: the syntax tree MDX parsed an
 * expression into is walked, and only literals (strings, numbers, booleans, null, lists, plain
 * objects, template strings without substitutions) have a value. A name or a call has one only
 * when the caller's `scope` knows it (an `export const` of a literal, an imported image); nothing
 * else is ever given a value.
 */
import type { HJson } from '../schema.js';

/** A value read from a literal. */
export type Literal = HJson;

/** Estree node shapes the reader looks at. */
export interface EsNode {
  readonly type: string;
  readonly name?: string;
  readonly value?: unknown;
  readonly operator?: string;
  readonly argument?: EsNode;
  readonly elements?: readonly (EsNode | null)[];
  readonly properties?: readonly EsNode[];
  readonly key?: EsNode;
  readonly computed?: boolean;
  readonly kind?: string;
  readonly method?: boolean;
  readonly shorthand?: boolean;
  readonly expressions?: readonly EsNode[];
  readonly quasis?: readonly { readonly value: { readonly cooked?: string | null } }[];
  readonly expression?: EsNode;
  readonly body?: readonly EsNode[];
  readonly object?: EsNode;
  readonly property?: EsNode;
  readonly callee?: EsNode;
  readonly arguments?: readonly EsNode[];
  readonly loc?: { readonly start: { readonly line: number; readonly column: number } };
}

/** The reader's answer for an expression that has no literal value. */
export const NOT_LITERAL = Symbol('not a literal');

/** Gives names and calls a value (or not): `NOT_LITERAL` for anything it does not know. */
export type Scope = (node: EsNode) => Literal | typeof NOT_LITERAL;

const noScope: Scope = () => NOT_LITERAL;

function objectOf(node: EsNode, scope: Scope): Literal | typeof NOT_LITERAL {
  const out: Record<string, Literal> = {};
  for (const property of node.properties ?? []) {
    // `{...other, key: 1}`: the entries of a literal object, in their place.
    if (property.type === 'SpreadElement') {
      const spread = literalOf(property.argument as EsNode | undefined, scope);
      if (spread === NOT_LITERAL || spread === null || typeof spread !== 'object' || Array.isArray(spread)) return NOT_LITERAL;
      Object.assign(out, spread);
      continue;
    }
    if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_LITERAL;
    const key = property.key?.type === 'Identifier' ? property.key.name : typeof property.key?.value === 'string' || typeof property.key?.value === 'number' ? String(property.key.value) : undefined;
    const value = literalOf(property.value as EsNode | undefined, scope);
    if (key === undefined || value === NOT_LITERAL) return NOT_LITERAL;
    out[key] = value;
  }
  return out;
}

/**
 * Arithmetic on literal numbers (`width={128 * 1.5}`) and joined literal strings (`'a' + 'b'`),
 * folded as JavaScript folds them; anything else has no value.
 */
function arithmeticOf(node: EsNode, scope: Scope): Literal | typeof NOT_LITERAL {
  const { left, right } = node as EsNode & { readonly left?: EsNode; readonly right?: EsNode };
  const a = literalOf(left, scope);
  const b = literalOf(right, scope);
  if (node.operator === '+' && typeof a === 'string' && (typeof b === 'string' || typeof b === 'number')) return a + String(b);
  if (node.operator === '+' && typeof a === 'number' && typeof b === 'string') return String(a) + b;
  if (typeof a !== 'number' || typeof b !== 'number') return NOT_LITERAL;
  const value = node.operator === '+' ? a + b : node.operator === '-' ? a - b : node.operator === '*' ? a * b : node.operator === '/' ? a / b : node.operator === '%' ? a % b : NaN;
  return Number.isFinite(value) ? value : NOT_LITERAL;
}

/**
 * The value of an expression made of literals (and of the names `scope` knows). A string with a
 * NUL character has none: no document needs one, and the pipeline uses it as an internal marker.
 */
export function literalOf(node: EsNode | null | undefined, scope: Scope = noScope): Literal | typeof NOT_LITERAL {
  if (!node) return NOT_LITERAL;
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      if (typeof value === 'string') return value.includes('\u0000') ? NOT_LITERAL : value;
      return typeof value === 'number' || typeof value === 'boolean' || value === null ? value : NOT_LITERAL;
    }
    case 'TemplateLiteral': {
      const cooked = node.expressions?.length === 0 && node.quasis?.length === 1 ? node.quasis[0]?.value.cooked : undefined;
      return typeof cooked === 'string' && !cooked.includes('\u0000') ? cooked : NOT_LITERAL;
    }
    case 'UnaryExpression': {
      const value = literalOf(node.argument, scope);
      return node.operator === '-' && typeof value === 'number' ? -value : NOT_LITERAL;
    }
    case 'BinaryExpression':
      return arithmeticOf(node, scope);
    case 'ArrayExpression': {
      const values = (node.elements ?? []).map((element) => literalOf(element, scope));
      return values.includes(NOT_LITERAL) ? NOT_LITERAL : (values as Literal[]);
    }
    case 'ObjectExpression':
      return objectOf(node, scope);
    default:
      return scope(node);
  }
}

/** The one expression an MDX expression (`{...}`, as an attribute value or in text) holds, from its syntax tree. */
export function expressionOf(value: unknown): EsNode | undefined {
  const program = (value as { data?: { estree?: EsNode } } | null | undefined)?.data?.estree;
  const statement = program?.body?.length === 1 ? program.body[0] : undefined;
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** URLs that run script when followed or loaded (checked with whitespace and control characters removed). */
const SCRIPT_URL = /^(?:javascript|vbscript):|^data:(?:text\/html|application\/xhtml|image\/svg)/i;

/** The first string in `value` (at any depth) that is a URL which runs script, if any. */
export function scriptUrlIn(value: Literal): string | undefined {
  if (typeof value === 'string') return SCRIPT_URL.test([...value].filter((c) => c.charCodeAt(0) > 0x20).join('')) ? value : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const item of Array.isArray(value) ? (value as readonly Literal[]) : Object.values(value)) {
    const found = scriptUrlIn(item);
    if (found !== undefined) return found;
  }
  return undefined;
}
