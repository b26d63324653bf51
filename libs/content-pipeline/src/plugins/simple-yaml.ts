/**
 * A fast path for the frontmatter most docs have: flat `key: value` lines with plain or simply
 * quoted scalars and one-line `[a, b]` lists. It returns what the `yaml` package would (YAML 1.2
 * core schema) or `undefined` for anything else, which then goes to the full parser; parsing every
 * doc's frontmatter with the full parser was about 5% of a build's CPU.
 */

/** One `key: value` line: the key, its value and the line's index in the block (0-based). */
export interface SimpleYamlEntry {
  readonly key: string;
  readonly value: unknown;
  readonly line: number;
}

const KEY_LINE = /^([A-Za-z_][\w-]*):(?:[ \t]+(.*?))?[ \t]*$/;
const NULL = /^(?:~|null|Null|NULL)$/;
const TRUE = /^(?:true|True|TRUE)$/;
const FALSE = /^(?:false|False|FALSE)$/;
const DECIMAL = /^[-+]?(?:[0-9]+|\.[0-9]+|[0-9]+\.[0-9]*)(?:[eE][-+]?[0-9]+)?$/;
/** Characters a plain scalar may not start with (YAML indicators, quotes, space). */
const INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`\s]/;
/** Starts of other number forms (hex, octal, infinity, NaN), left to the full parser. */
const OTHER_NUMBER = /^[-+]?(?:0[xo]|\.(?:inf|Inf|INF|nan|NaN|NAN)$)/;

const NOT_SIMPLE = Symbol('not simple');

/** Resolves a plain scalar as the core schema does; NOT_SIMPLE when it might mean something else. */
function plain(text: string, inFlow: boolean): unknown {
  if (text === '') return null;
  if (NULL.test(text)) return null;
  if (TRUE.test(text)) return true;
  if (FALSE.test(text)) return false;
  if (OTHER_NUMBER.test(text)) return NOT_SIMPLE;
  if (DECIMAL.test(text)) return Number(text);
  if (INDICATOR.test(text) || text.includes(': ') || text.endsWith(':') || text.includes(' #') || text.includes('\t')) return NOT_SIMPLE;
  if (inFlow && /[[\]{},]/.test(text)) return NOT_SIMPLE;
  return text;
}

/** A scalar written plainly or in quotes without escapes. */
function scalar(text: string, inFlow: boolean): unknown {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    const inner = text.slice(1, -1);
    return /["\\]/.test(inner) ? NOT_SIMPLE : inner;
  }
  if (text.length >= 2 && text.startsWith("'") && text.endsWith("'")) {
    const inner = text.slice(1, -1);
    return inner.includes("'") ? NOT_SIMPLE : inner;
  }
  return plain(text, inFlow);
}

function value(text: string): unknown {
  if (text.startsWith('[') && text.endsWith(']')) {
    const inner = text.slice(1, -1).trim();
    if (inner === '') return [];
    // Quoted items could hold commas; only plain-or-simply-quoted, comma-free items here.
    const items = inner.split(',').map((item) => item.trim());
    // An empty item (`[a, ]`, `[a,,b]`) reads differently in YAML: left to the full parser.
    if (items.some((item) => item === '')) return NOT_SIMPLE;
    const values = items.map((item) => scalar(item, true));
    return values.includes(NOT_SIMPLE) ? NOT_SIMPLE : values;
  }
  if (text.startsWith('{') || text.startsWith('[')) return NOT_SIMPLE;
  return scalar(text, false);
}

/**
 * Parses `source` when it is simple frontmatter (see the module comment); `undefined` otherwise.
 * An empty block (blank lines only) gives an empty list.
 */
export function parseSimpleYaml(source: string): SimpleYamlEntry[] | undefined {
  const entries: SimpleYamlEntry[] = [];
  const seen = new Set<string>();
  const lines = source.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const match = KEY_LINE.exec(line);
    if (!match) return undefined;
    const key = match[1] ?? '';
    // Duplicate keys are an error the full parser reports.
    if (seen.has(key)) return undefined;
    seen.add(key);
    const parsed = value(match[2] ?? '');
    if (parsed === NOT_SIMPLE) return undefined;
    entries.push({ key, value: parsed, line: index });
  }
  return entries;
}
