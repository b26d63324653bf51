/**
 * Tags, as Docusaurus sites use them: `tags` frontmatter (labels, or `{label, permalink}`), an
 * optional tags file (`tags.yml`) that defines each tag's label, URL and description, a page per
 * tag listing its docs, and a page listing every tag. Pure, except for nothing: the caller reads
 * the tags file and turns the pages into docs.
 */
import { yaml } from '../lazy-modules.js';
import { z } from 'zod';
import type { DocTag, FrontMatterTag, HNode } from '../schema.js';
import { issueMessages } from '../validation.js';
import { yamlPosition, type FilePosition } from './file-positions.js';
import { slugProblem } from './permalinks.js';
import { slugSchema } from './sidebars-config.js';

/**
 * A tag's URL segment from its label, as Docusaurus makes it: words split at spaces, punctuation,
 * case changes and digit runs, lower-cased and joined with `-` (`Getting Started` ->
 * `getting-started`, `gRPC v2` -> `g-rpc-v-2`).
 */
export function kebabCase(text: string): string {
  const words = text.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[\p{Lo}\p{Lm}\p{Lt}]+/gu) ?? [];
  // A label of punctuation alone would otherwise get the tags page's own URL.
  return words.map((word) => word.toLowerCase()).join('-') || 'tag';
}

const tagsFileSchema = z.record(
  z.string().min(1),
  z
    .strictObject({
      label: z.string().min(1).optional(),
      permalink: slugSchema.optional(),
      description: z.string().optional(),
    })
    .nullable(),
);

/** A tag defined in the tags file. */
export interface TagDefinition {
  readonly label: string;
  /** URL segment under the tags page (`getting-started`), without slashes at the ends. */
  readonly permalink: string;
  readonly description?: string;
}

/** A problem in the tags file, at its place. */
export interface TagsFileProblem extends FilePosition {
  readonly message: string;
}

/** Reads the tags file (YAML: `key: {label, permalink, description}`; a bare `key:` takes the defaults). */
export function parseTagsFile(text: string, fileName: string): { readonly tags?: ReadonlyMap<string, TagDefinition>; readonly problems: readonly TagsFileProblem[] } {
  let value: unknown;
  try {
    value = yaml().parse(text) ?? {};
  } catch (error) {
    const at = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    return { problems: [{ line: at?.line ?? 1, column: at?.col ?? 1, message: `Invalid ${fileName}: ${(error as Error).message.split('\n')[0]}` }] };
  }
  const parsed = tagsFileSchema.safeParse(value);
  if (!parsed.success) {
    return { problems: issueMessages(parsed.error.issues, value, tagsFileSchema, { root: 'the file' }).map(({ path, text: message, key }) => ({ ...yamlPosition(text, path, key), message: `Invalid ${fileName}: ${message}` })) };
  }
  const tags = new Map<string, TagDefinition>();
  for (const [key, definition] of Object.entries(parsed.data)) {
    tags.set(key, {
      label: definition?.label ?? key,
      permalink: (definition?.permalink ?? kebabCase(key)).replace(/^\/+|\/+$/g, ''),
      ...(definition?.description ? { description: definition.description } : {}),
    });
  }
  return { tags, problems: [] };
}

/** A tag that cannot have a page: its label, the URL part it would have, and why not (see `slugProblem`). */
export interface RefusedTag {
  readonly label: string;
  readonly segment: string;
  readonly problem: string;
}

/**
 * A doc's tags with their pages under `tagsRoot` (`/docs/tags/`). A label the tags file does not
 * define is kept, with a URL from its label, and returned in `undefinedLabels`. A tag whose URL
 * part cannot be a path (a `..` in a permalink written in the doc, a label too long for a folder
 * name) is left out and returned in `refused`.
 */
export function resolveDocTags(tags: readonly FrontMatterTag[], file: ReadonlyMap<string, TagDefinition> | undefined, tagsRoot: string): { readonly tags: DocTag[]; readonly undefinedLabels: string[]; readonly refused: RefusedTag[] } {
  const out: DocTag[] = [];
  const undefinedLabels: string[] = [];
  const refused: RefusedTag[] = [];
  for (const tag of tags) {
    const defined = typeof tag === 'string' ? file?.get(tag) : undefined;
    if (typeof tag === 'string' && file && !defined) undefinedLabels.push(tag);
    const label = defined?.label ?? (typeof tag === 'string' ? tag : tag.label);
    const segment = defined?.permalink ?? (typeof tag === 'string' ? kebabCase(tag) : tag.permalink.replace(/^\/+|\/+$/g, ''));
    const problem = slugProblem(segment);
    if (problem) {
      refused.push({ label, segment, problem });
      continue;
    }
    const permalink = `${tagsRoot}${segment}`;
    if (!out.some((t) => t.permalink === permalink)) out.push({ label, permalink, ...(defined?.description ? { description: defined.description } : {}) });
  }
  return { tags: out, undefinedLabels, refused };
}

/** A doc as a tag page lists it. */
export interface TaggedDoc {
  readonly title: string;
  readonly permalink: string;
  readonly description: string;
  readonly tags: readonly DocTag[];
}

/** A generated page: its URL, title and body. */
export interface TagPage {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly body: HNode[];
}

/** The page of every tag (grouped by first letter, with counts), then a page per tag. */
export function tagPages(docs: readonly TaggedDoc[], tagsRoot: string): TagPage[] {
  const byTag = new Map<string, { tag: DocTag; docs: TaggedDoc[] }>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const entry = byTag.get(tag.permalink) ?? { tag, docs: [] };
      entry.docs.push(doc);
      byTag.set(tag.permalink, entry);
    }
  }
  if (byTag.size === 0) return [];
  const entries = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  const letters = new Map<string, typeof entries>();
  for (const entry of entries) {
    const letter = entry.tag.label.charAt(0).toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), entry]);
  }
  const list: HNode[] = [...letters].flatMap(([letter, group]): HNode[] => [
    ['h2', null, letter],
    [
      'ul',
      { className: 'tag-list' },
      // The count sits in its own badge, right after the label (as Docusaurus shows it); the link's
      // name says it in words.
      ...group.map(({ tag, docs: tagged }): HNode => ['li', null, ['a', { href: tag.permalink, 'aria-label': `${tag.label} (${tagged.length === 1 ? 'one doc' : `${tagged.length} docs`})` }, tag.label, ['span', { className: 'tag-count' }, String(tagged.length)]]]),
    ],
  ]);
  const pages: TagPage[] = [{ permalink: tagsRoot.replace(/\/$/, ''), title: 'Tags', description: 'Every tag of the docs, with the number of docs that carry it.', body: list }];
  for (const { tag, docs: tagged } of entries) {
    const count = tagged.length === 1 ? 'One doc' : `${tagged.length} docs`;
    const sorted = [...tagged].sort((a, b) => a.title.localeCompare(b.title));
    pages.push({
      permalink: tag.permalink,
      title: `${count} tagged with "${tag.label}"`,
      description: tag.description ?? `The docs tagged with "${tag.label}".`,
      body: [
        ...(tag.description ? [['p', null, tag.description] as HNode] : []),
        ['p', null, ['a', { href: tagsRoot.replace(/\/$/, '') }, 'View all tags']],
        ...sorted.map((doc): HNode => ['article', { className: 'tagged-doc' }, ['h2', null, ['a', { href: doc.permalink }, doc.title]], ...(doc.description ? [['p', null, doc.description] as HNode] : [])]),
      ],
    });
  }
  return pages;
}
