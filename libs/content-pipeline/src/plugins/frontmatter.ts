/**
 * Reads the YAML frontmatter block and validates it against the known keys.
 * Wrong types (and slugs that cannot be a URL path) are errors at the key's line; unknown keys are
 * warnings.
 */
import type { Root, Yaml } from 'mdast';
import type { Plugin } from 'unified';
import type { Pair } from 'yaml';
import { yaml } from '../lazy-modules.js';
import type { FrontMatter } from '../schema.js';
import { docData, report, warn } from './context.js';
import { isEditUrl } from '../site/edit-url.js';
import { slugProblem } from '../site/permalinks.js';
import { parseSimpleYaml } from './simple-yaml.js';
import { yamlErrorOffset } from './yaml-errors.js';
import { didYouMean, show } from '../validation.js';

type Kind = 'string' | 'number' | 'boolean' | 'string[]' | 'string|null' | 'integer' | 'id' | 'record' | 'tags' | 'lastUpdate' | 'date' | 'authors';

/** The frontmatter keys this pipeline understands, with their types (Docusaurus' names for docs). */
export const FRONT_MATTER_KEYS: Readonly<Record<keyof FrontMatter, Kind>> = {
  id: 'id',
  title: 'string',
  hide_title: 'boolean',
  description: 'string',
  keywords: 'string[]',
  image: 'string',
  slug: 'string',
  tags: 'tags',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  sidebar_custom_props: 'record',
  sidebar_key: 'string',
  displayed_sidebar: 'string|null',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'integer',
  toc_max_heading_level: 'integer',
  pagination_label: 'string',
  pagination_prev: 'string|null',
  pagination_next: 'string|null',
  parse_number_prefixes: 'boolean',
  custom_edit_url: 'string|null',
  last_update: 'lastUpdate',
  draft: 'boolean',
  unlisted: 'boolean',
  date: 'date',
  authors: 'authors',
};

const KIND_TEXT: Record<Kind, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer from 2 to 6',
  boolean: 'true or false',
  'string[]': 'a list of strings',
  'string|null': 'a string or null',
  id: 'a string without "/" (the last part of the doc id; the folder comes from the file\'s place)',
  record: 'a mapping of keys to values',
  tags: 'a list of tags, each a string or {label, permalink}',
  lastUpdate: 'a mapping with a date (YYYY-MM-DD) and/or an author',
  date: 'a date (YYYY-MM-DD, or a date and time)',
  authors: 'an author (a key of the authors file, or a mapping with a name), or a list of them',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function matches(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'string|null':
      return value === null || typeof value === 'string';
    case 'id':
      return typeof value === 'string' && value.trim() !== '' && !value.includes('/');
    case 'record':
      return isRecord(value);
    case 'tags':
      return Array.isArray(value) && value.every((tag) => (typeof tag === 'string' && tag.trim() !== '') || (isRecord(tag) && typeof tag['label'] === 'string' && typeof tag['permalink'] === 'string'));
    case 'date':
      return (typeof value === 'string' && !Number.isNaN(Date.parse(value))) || (value instanceof Date && !Number.isNaN(value.getTime()));
    case 'authors':
      return (Array.isArray(value) ? value : [value]).every((author) => (typeof author === 'string' && author.trim() !== '') || (isRecord(author) && (typeof author['name'] === 'string' || typeof author['key'] === 'string')));
    case 'lastUpdate':
      return (
        isRecord(value) &&
        (value['date'] !== undefined || value['author'] !== undefined) &&
        Object.keys(value).every((key) => key === 'date' || key === 'author') &&
        (value['author'] === undefined || typeof value['author'] === 'string') &&
        (value['date'] === undefined || (typeof value['date'] === 'string' && !Number.isNaN(Date.parse(value['date']))))
      );
  }
}

/** How to write a slug that {@link slugProblem} accepts. */
export const SLUG_HINT = 'Write the slug as /path/to/page: segments of letters, digits, "-" and "_", separated by single slashes.';

/** A problem found in a frontmatter block, at its line and column in the doc. */
export interface FrontMatterProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly hint?: string;
  readonly severity: 'error' | 'warning';
}

/** The frontmatter of one doc, validated: the values kept, the line of every key, the problems. */
export interface ParsedFrontMatter {
  readonly frontMatter: FrontMatter;
  /** Line in the doc of each key written (valid or not). */
  readonly lines: ReadonlyMap<string, number>;
  readonly problems: readonly FrontMatterProblem[];
}

const BLOCK = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * The YAML text of a doc's frontmatter and the line of its opening `---`, or undefined when the
 * doc has none. The same block remark-frontmatter finds: `---` on the first line, closed by `---`.
 */
export function frontMatterBlock(doc: string): { readonly yaml: string; readonly line: number } | undefined {
  const match = BLOCK.exec(doc);
  return match ? { yaml: match[1] ?? '', line: 1 } : undefined;
}

/**
 * The key/value pairs with their positions (`lineOffset` is the line of the opening `---`), or
 * undefined after recording invalid YAML or when there is nothing to read.
 */
function readPairs(text: string, lineOffset: number, problems: FrontMatterProblem[]): { key: string; value: unknown; line: number; column: number }[] | undefined {
  const simple = parseSimpleYaml(text);
  if (simple) return simple.length === 0 ? undefined : simple.map(({ key, value, line }) => ({ key, value, line: line + 1 + lineOffset, column: 1 }));
  const { LineCounter, parseDocument, isMap, isScalar } = yaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const at = (offset: number | undefined) => {
    const pos = lineCounter.linePos(offset ?? 0);
    return { line: pos.line + lineOffset, column: pos.col };
  };
  for (const error of doc.errors) {
    const offset = yamlErrorOffset(text, error);
    // Reported where the unclosed quote or bracket opened, which is where the author must look.
    const opened = offset !== error.pos[0];
    problems.push({
      ...at(offset),
      severity: 'error',
      message: `Invalid YAML in frontmatter: ${error.message.split('\n')[0]}${opened ? ' (opened here)' : ''}`,
      hint: opened ? 'Close the quote or bracket opened here.' : 'Fix the YAML syntax between the --- lines.',
    });
  }
  if (doc.errors.length > 0 || doc.contents === null) return undefined;
  if (!isMap(doc.contents)) {
    problems.push({ ...at(0), severity: 'error', message: 'Frontmatter must be a YAML mapping of keys to values.', hint: 'Write it as `key: value` lines.' });
    return undefined;
  }
  let values: Record<string, unknown>;
  try {
    values = doc.toJS() as Record<string, unknown>;
  } catch (error) {
    // yaml refuses to expand aliases past a budget (an "alias bomb" would need gigabytes).
    if (!(error instanceof ReferenceError)) throw error;
    const alias = /(?:^|[\s[{,:-])(\*[^\s,\]}]+)/m.exec(text);
    problems.push({
      ...at(alias ? alias.index + alias[0].indexOf('*') : 0),
      severity: 'error',
      message: 'Invalid YAML in frontmatter: its aliases (`*name`) expand to too many values.',
      hint: 'Write the values out, or use an alias fewer times.',
    });
    return undefined;
  }
  return (doc.contents.items as Pair[]).map((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    return { key, value: values[key], ...at(isScalar(pair.key) ? pair.key.range?.[0] : undefined) };
  });
}

/**
 * Parses and validates a frontmatter block (`yaml`, whose opening `---` is on line `lineOffset`).
 * Pure; the one reader of frontmatter, for the remark plugin and for the build's first pass
 * (which places docs by `id`, `slug` and `draft` before they are processed).
 */
export function parseFrontMatter(yaml: string, lineOffset = 1): ParsedFrontMatter {
  const problems: FrontMatterProblem[] = [];
  const lines = new Map<string, number>();
  const pairs = readPairs(yaml, lineOffset, problems) ?? [];
  const result: Record<string, unknown> = {};
  for (const { key, value, line, column } of pairs) {
    lines.set(key, line);
    const error = (message: string, hint: string) => problems.push({ line, column, severity: 'error', message, hint });
    const kind = FRONT_MATTER_KEYS[key as keyof FrontMatter];
    if (!kind) {
      const guess = didYouMean(key, Object.keys(FRONT_MATTER_KEYS));
      const known = guess ? `Did you mean "${guess}"?` : `Known keys: ${Object.keys(FRONT_MATTER_KEYS).join(', ')}.`;
      problems.push({ line, column, severity: 'warning', message: `Unknown frontmatter key "${key}" is ignored. ${known}` });
      continue;
    }
    if (!matches(kind, value)) {
      error(`Frontmatter "${key}" must be ${KIND_TEXT[kind]}, got ${JSON.stringify(value)}.`, `Change the value of "${key}".`);
      continue;
    }
    if (key === 'custom_edit_url' && typeof value === 'string' && !isEditUrl(value)) {
      error(`Frontmatter "custom_edit_url" must be an http(s) URL or a path on the site, got ${JSON.stringify(value)}.`, 'Write the https:// address of the page\'s source, or null for no edit link.');
      continue;
    }
    const problem = key === 'slug' ? slugProblem(value as string) : key === 'id' ? slugProblem(value as string) : undefined;
    if (problem) {
      error(`Frontmatter "${key}" ${problem}: ${show(value)}.`, key === 'slug' ? SLUG_HINT : 'Write the id as letters, digits, "-", "_" and ".".');
      continue;
    }
    // A date is kept as text (YAML may read an unquoted one as a Date): frontmatter stays plain data.
    result[key] = value instanceof Date ? value.toISOString() : value;
  }
  const fm = result as FrontMatter;
  if (fm.toc_min_heading_level !== undefined && fm.toc_max_heading_level !== undefined && fm.toc_min_heading_level > fm.toc_max_heading_level) {
    problems.push({ line: lineOffset + 1, column: 1, severity: 'error', message: 'Frontmatter "toc_min_heading_level" is greater than "toc_max_heading_level".', hint: 'Swap the two values.' });
  }
  return { frontMatter: fm, lines, problems };
}

/** Parses and validates frontmatter into `file.data.hpc.frontMatter`. */
export const remarkFrontMatter: Plugin<[], Root> = () => (tree, file) => {
  const node = tree.children[0];
  if (!node || node.type !== 'yaml') return;
  const yamlNode = node as Yaml;
  // Read once per build: the build's first pass (which places docs by `id` and `slug`) hands its
  // reading over. The YAML text starts on the line after the opening `---`.
  const parsed = file.data.hpcFile?.frontMatter ?? parseFrontMatter(yamlNode.value, yamlNode.position?.start.line ?? 1);
  for (const problem of parsed.problems) {
    const at = { type: 'yaml', position: { start: { line: problem.line, column: problem.column }, end: { line: problem.line, column: problem.column } } };
    if (problem.severity === 'warning') warn(file, at, problem.message);
    else report(file, at, problem.message, problem.hint);
  }
  docData(file).frontMatter = parsed.frontMatter;
};
