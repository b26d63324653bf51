/**
 * Problems in a file validated with zod (a site's config, a sidebars file, a category file) as a
 * reader can act on them: the key path, the value found, and what is allowed; an unknown key
 * names the closest known one.
 */
import type { z } from 'zod';

/** Edit distance between two keys (insertions, deletions, substitutions, adjacent swaps). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      let best = Math.min((d[i - 1]?.[j] ?? 0) + 1, (d[i]?.[j - 1] ?? 0) + 1, (d[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1);
      (d[i] as number[])[j] = best;
    }
  }
  return d[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}

/** The known key closest to `key`, if it is close enough to be a slip (a third of its length). */
export function didYouMean(key: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(key, name);
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(key.length / 3)) ? best.name : undefined;
}

/** `navbar.items[0].position`, for a zod issue path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** A value as it appears in a message: JSON, cut to a line. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'function') return 'a function';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** The keys an object schema at `path` accepts, read from the schema itself. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  const unwrap = (s: unknown): unknown => {
    let node = s as { def?: { type?: string; innerType?: unknown; in?: unknown; element?: unknown; options?: unknown[]; getter?: () => unknown; shape?: unknown } };
    // Defaults, optionals, pipes and lazies wrap the object schema.
    for (let i = 0; i < 10 && node?.def; i += 1) {
      const def = node.def;
      if (def.type === 'object') return node;
      if (def.innerType) node = def.innerType as typeof node;
      else if (def.in) node = def.in as typeof node;
      else if (def.getter) node = def.getter() as typeof node;
      else break;
    }
    return node;
  };
  for (const part of path) {
    const node = unwrap(current) as { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown; options?: unknown[]; valueType?: unknown } };
    if (node?.def?.type === 'object' && typeof part === 'string') current = node.def.shape?.[part];
    else if (node?.def?.type === 'record') current = node.def.valueType;
    else if (node?.def?.type === 'array' && typeof part === 'number') current = node.def.element;
    else if (node?.def?.type === 'union') current = node.def.options?.find((o) => (unwrap(o) as { def?: { shape?: Record<string, unknown> } }).def?.shape?.[String(part)]);
    else return [];
  }
  const node = unwrap(current) as { def?: { type?: string; shape?: Record<string, unknown> } };
  return node?.def?.type === 'object' ? Object.keys(node.def.shape ?? {}) : [];
}

/** One problem of a validated value: where it is, and the whole line that describes it. */
export interface IssueMessage {
  readonly path: readonly PropertyKey[];
  readonly text: string;
  /** Set when the problem is the key at `path` itself (an unknown key), not its value. */
  readonly key?: true;
}

/**
 * Picks which alternative of a union a value was meant to be (its index in the union), so the
 * problems reported are that alternative's; undefined reports the union as a whole.
 */
export type UnionChooser = (value: unknown, path: readonly PropertyKey[]) => number | undefined;

/** Options for {@link issueMessages}. */
export interface IssueMessageOptions {
  /** What a problem of the whole value is called. Default `(the config)`. */
  readonly root?: string;
  readonly chooseAlternative?: UnionChooser;
}

/** Each zod issue as a line (where, what was found, what is allowed), with its path. */
export function issueMessages(issues: readonly z.core.$ZodIssue[], input: unknown, schema: z.ZodType, options: IssueMessageOptions = {}): IssueMessage[] {
  const out: IssueMessage[] = [];
  for (const issue of issues) {
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const choice = options.chooseAlternative?.(valueAt(input, issue.path), issue.path);
      const branch = choice === undefined ? undefined : issue.errors[choice];
      if (branch && branch.length > 0) {
        out.push(...issueMessages(branch.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })), input, schema, options));
        continue;
      }
    }
    const where = formatPath(issue.path) || (options.root ?? '(the config)');
    const push = (text: string, path: readonly PropertyKey[] = issue.path, key = false) => out.push({ path, text, ...(key ? { key: true as const } : {}) });
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema, issue.path);
      for (const key of issue.keys) {
        const guess = didYouMean(key, known);
        const at = formatPath([...issue.path, key]);
        const allowed = known.length > 0 ? ` Allowed here: ${known.join(', ')}.` : '';
        push(`${at}: unknown key${guess ? `; did you mean "${guess}"?` : '.'}${allowed}`, [...issue.path, key], true);
      }
      continue;
    }
    const found = show(valueAt(input, issue.path));
    if (issue.code === 'invalid_value') {
      push(`${where}: got ${found}; allowed: ${issue.values.map((v) => show(v)).join(', ')}.`);
    } else if (issue.code === 'invalid_type') {
      push(`${where}: got ${found}; expected ${issue.expected === 'object' ? 'an object' : issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}.`);
    } else if (issue.code === 'invalid_key') {
      const key = issue.path.at(-1);
      const reason = issue.issues[0]?.message ?? issue.message;
      push(`${where}: the name ${show(key)} is not allowed here; expected ${reason}.`);
    } else if (issue.code === 'custom') {
      // A refinement's message says what is wrong with the value (`contains a ".." segment`).
      push(`${where}: ${found} ${issue.message}.`);
    } else if (issue.code === 'invalid_union' && issue.discriminator && 'options' in issue && issue.options) {
      push(`${where}: got ${found}; allowed: ${issue.options.map((v: unknown) => show(v)).join(', ')}.`);
    } else if (issue.code === 'invalid_union') {
      push(`${where}: got ${found}; ${issue.message}.`);
    } else {
      push(`${where}: got ${found}; expected ${issue.message.replace(/^Invalid (?:string: must match pattern .*|input: expected )?/, '') || issue.message}.`);
    }
  }
  return out;
}

/** One line per zod issue: where, what was found, what is allowed. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], input: unknown, schema: z.ZodType): string[] {
  return issueMessages(issues, input, schema).map((message) => message.text);
}
