/**
 * Reads the YAML frontmatter block and validates it against the known keys.
 * Wrong types (and slugs that cannot be a URL path) are errors at the key's line; unknown keys are
 * warnings.
 */
import type { Root, Yaml } from 'mdast';
import type { Plugin } from 'unified';
import { LineCounter, parseDocument, isMap, isScalar, type Pair } from 'yaml';
import type { FrontMatter } from '../schema.js';
import type { VFile } from 'vfile';
import { docData, report, warn } from './context.js';
import { slugProblem } from '../site/permalinks.js';
import { parseSimpleYaml } from './simple-yaml.js';
import { yamlErrorOffset } from './yaml-errors.js';

type Kind = 'string' | 'number' | 'boolean' | 'string[]' | 'string|null' | 'integer';

/** The frontmatter keys this pipeline understands, with their types. */
export const FRONT_MATTER_KEYS: Readonly<Record<keyof FrontMatter, Kind>> = {
  title: 'string',
  description: 'string',
  keywords: 'string[]',
  slug: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  displayed_sidebar: 'string|null',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'integer',
  toc_max_heading_level: 'integer',
  pagination_prev: 'string|null',
  pagination_next: 'string|null',
  draft: 'boolean',
  unlisted: 'boolean',
};

const KIND_TEXT: Record<Kind, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer from 2 to 6',
  boolean: 'true or false',
  'string[]': 'a list of strings',
  'string|null': 'a string or null',
};

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
  }
}

/** How to write a slug that {@link slugProblem} accepts. */
export const SLUG_HINT = 'Write the slug as /path/to/page: segments of letters, digits, "-" and "_", separated by single slashes.';

/** A position in the doc, as the message helpers take it. */
function place(line: number, column: number) {
  return { type: 'yaml', position: { start: { line, column }, end: { line, column } } };
}

type Place = ReturnType<typeof place>;

/**
 * The frontmatter's key/value pairs with their positions (`lineOffset` is the line of the opening
 * `---`), or undefined after reporting invalid YAML or when there is nothing to read.
 */
function readPairs(text: string, lineOffset: number, file: VFile): { key: string; value: unknown; at: Place }[] | undefined {
  const simple = parseSimpleYaml(text);
  if (simple) return simple.length === 0 ? undefined : simple.map(({ key, value, line }) => ({ key, value, at: place(line + 1 + lineOffset, 1) }));
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const at = (offset: number | undefined) => {
    const pos = lineCounter.linePos(offset ?? 0);
    return place(pos.line + lineOffset, pos.col);
  };
  for (const error of doc.errors) {
    const offset = yamlErrorOffset(text, error);
    // Reported where the unclosed quote or bracket opened, which is where the author must look.
    const opened = offset !== error.pos[0];
    report(
      file,
      at(offset),
      `Invalid YAML in frontmatter: ${error.message.split('\n')[0]}${opened ? ' (opened here)' : ''}`,
      opened ? 'Close the quote or bracket opened here.' : 'Fix the YAML syntax between the --- lines.',
    );
  }
  if (doc.errors.length > 0 || doc.contents === null) return undefined;
  if (!isMap(doc.contents)) {
    report(file, at(0), 'Frontmatter must be a YAML mapping of keys to values.', 'Write it as `key: value` lines.');
    return undefined;
  }
  const values = doc.toJS() as Record<string, unknown>;
  return (doc.contents.items as Pair[]).map((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    return { key, value: values[key], at: at(isScalar(pair.key) ? pair.key.range?.[0] : undefined) };
  });
}

/** Parses and validates frontmatter into `file.data.hpc.frontMatter`. */
export const remarkFrontMatter: Plugin<[], Root> = () => (tree, file) => {
  const node = tree.children[0];
  if (!node || node.type !== 'yaml') return;
  const yamlNode = node as Yaml;
  const data = docData(file);
  // The YAML text starts on the line after the opening `---`.
  const lineOffset = yamlNode.position?.start.line ?? 1;
  const pairs = readPairs(yamlNode.value, lineOffset, file);
  if (!pairs) return;
  const result: Record<string, unknown> = {};
  for (const { key, value, at } of pairs) {
    const kind = FRONT_MATTER_KEYS[key as keyof FrontMatter];
    if (!kind) {
      warn(file, at, `Unknown frontmatter key "${key}" is ignored. Known keys: ${Object.keys(FRONT_MATTER_KEYS).join(', ')}.`);
      continue;
    }
    if (!matches(kind, value)) {
      report(file, at, `Frontmatter "${key}" must be ${KIND_TEXT[kind]}, got ${JSON.stringify(value)}.`, `Change the value of "${key}".`);
      continue;
    }
    const problem = key === 'slug' ? slugProblem(value as string) : undefined;
    if (problem) {
      report(file, at, `Frontmatter "slug" ${problem}: ${JSON.stringify(value)}.`, SLUG_HINT);
      continue;
    }
    result[key] = value;
  }
  const fm = result as FrontMatter;
  if (fm.toc_min_heading_level !== undefined && fm.toc_max_heading_level !== undefined && fm.toc_min_heading_level > fm.toc_max_heading_level) {
    report(file, place(lineOffset + 1, 1), 'Frontmatter "toc_min_heading_level" is greater than "toc_max_heading_level".', 'Swap the two values.');
  }
  data.frontMatter = fm;
};
