/**
 * Where each page sits in the site's sidebars: the sidebars built from the docs (and the sidebars
 * file, when there is one), the sidebar that lists a doc, and a page's previous and next pages in
 * its sidebar's order.
 */
import { ContentError } from '../errors.js';
import type { DocLink, SidebarItem } from '../schema.js';
import type { AssembleInput, PlacedDoc, PlacedEntry } from './assemble-input.js';
import { htmlFragment } from './html-fragment.js';
import { humanize, parseNumberPrefix } from './permalinks.js';
import type { ProcessedDoc } from './process-doc.js';
import { readSidebars } from './sidebars-file.js';
import { locateProblem } from './sidebars-config.js';
import { buildSidebars, flattenDocIds, sidebarPaths, type GeneratedIndex, type SidebarDoc, type SidebarProblem, type SidebarsConfig } from './sidebars.js';

/** The site's sidebars, and the order of pages in each. */
export interface Navigation {
  readonly sidebars: Record<string, SidebarItem[]>;
  /** Category pages that list their items (`_category_.json` link `generated-index`). */
  readonly generatedIndexes: readonly GeneratedIndex[];
  /** Page id -> the first sidebar that lists it. */
  readonly sidebarOf: ReadonlyMap<string, string>;
  /** Sidebar -> its page ids in reading order. */
  readonly order: ReadonlyMap<string, readonly string[]>;
  /** Sidebar -> page id -> the sidebar items from the top down to the page's own. */
  readonly paths: ReadonlyMap<string, ReadonlyMap<string, SidebarItem[]>>;
  /** Doc id -> the doc (the last of that id, as links to it take it). */
  readonly docById: ReadonlyMap<string, PlacedEntry>;
  /** The link to a page by its id (a doc or a generated index), or undefined when there is none. */
  linkTo(id: string | null | undefined): DocLink | undefined;
  /** The pages before and after page `id` in `sidebar`. */
  neighbours(id: string, sidebar: string | null): { previous: DocLink | undefined; next: DocLink | undefined };
}

/** A doc's title: its frontmatter `title`, else its first `# heading`, else its file name made readable. */
export function titleOf(doc: PlacedDoc, data: ProcessedDoc): string {
  return data.frontMatter.title ?? data.firstH1 ?? humanize(doc.id.split('/').at(-1) ?? doc.id);
}

/** Builds the sidebars and the order of their pages; the problems found go to `errors`. */
export function buildNavigation(input: AssembleInput, docsRoot: string, errors: ContentError[]): Navigation {
  const { sidebars, generatedIndexes } = sidebarsOf(input, docsRoot, errors);
  const sidebarOf = new Map<string, string>();
  const order = new Map<string, string[]>();
  // Lookups made once per sidebar, not once per doc (both would be quadratic at 10,000 docs).
  const positions = new Map<string, Map<string, number>>();
  const paths = new Map<string, Map<string, SidebarItem[]>>();
  for (const [name, items] of Object.entries(sidebars)) {
    const ids = flattenDocIds(items);
    order.set(name, ids);
    const at = new Map<string, number>();
    ids.forEach((id, index) => {
      if (!at.has(id)) at.set(id, index);
    });
    positions.set(name, at);
    paths.set(name, sidebarPaths(items));
    for (const id of ids) if (!sidebarOf.has(id)) sidebarOf.set(id, name);
  }
  const generatedById = new Map(generatedIndexes.map((g) => [g.id, g]));
  const docById = new Map(input.processed.map((p) => [p.doc.id, p]));
  const linkTo = (id: string | null | undefined): DocLink | undefined => {
    if (!id) return undefined;
    const target = docById.get(id);
    const generated = generatedById.get(id);
    if (generated) return { title: generated.title, permalink: generated.permalink };
    if (!target) return undefined;
    const fm = target.data.frontMatter;
    return { title: fm.pagination_label ?? fm.sidebar_label ?? titleOf(target.doc, target.data), permalink: target.doc.permalink };
  };
  const neighbours = (id: string, sidebar: string | null) => {
    const sequence = sidebar ? (order.get(sidebar) ?? []) : [];
    const at = sidebar ? (positions.get(sidebar)?.get(id) ?? -1) : -1;
    return { previous: at > 0 ? linkTo(sequence[at - 1]) : undefined, next: at !== -1 ? linkTo(sequence[at + 1]) : undefined };
  };
  return { sidebars, generatedIndexes, sidebarOf, order, paths, docById, linkTo, neighbours };
}

/** The sidebars from the docs and the sidebars file; the file's problems and the sidebars' go to `errors`. */
function sidebarsOf(input: AssembleInput, docsRoot: string, errors: ContentError[]): { sidebars: Record<string, SidebarItem[]>; generatedIndexes: GeneratedIndex[] } {
  const docs = input.processed.map(({ doc, data }) => sidebarDoc(doc, data));
  let sidebarsConfig: SidebarsConfig | false | undefined = input.sidebars === false ? false : undefined;
  if (input.sidebars) {
    const read = readSidebars(input.sidebars, input.label);
    errors.push(...read.errors);
    sidebarsConfig = read.config;
  }
  const { sidebars, problems, generatedIndexes } = buildSidebars(docs, input.categories, sidebarsConfig, input.sidebarName, { docsRoot, baseUrl: input.baseUrl, html: htmlFragment, ...(input.sidebarTranslations ? { translations: input.sidebarTranslations } : {}) });
  for (const problem of problems) errors.push(sidebarError(problem, input));
  // A docs version's sidebars take its prefix, so they sit beside the other versions' in one site.
  const prefix = input.sidebarPrefix ?? '';
  return { sidebars: prefix ? Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [prefix + name, items])) : sidebars, generatedIndexes };
}

/** A doc as the sidebars list it: its label, position and sidebar settings from its frontmatter. */
function sidebarDoc(doc: PlacedDoc, data: ProcessedDoc): SidebarDoc {
  const fm = data.frontMatter;
  const fileName = doc.source.sourcePath.split('/').at(-1)?.replace(/\.mdx?$/, '') ?? '';
  const position = fm.sidebar_position ?? (fm.parse_number_prefixes === false ? undefined : parseNumberPrefix(fileName).position);
  return {
    id: doc.id,
    sourcePath: doc.source.sourcePath,
    permalink: doc.permalink,
    label: fm.sidebar_label ?? titleOf(doc, data),
    listed: fm.displayed_sidebar !== null && fm.unlisted !== true,
    ...(position !== undefined ? { position } : {}),
    ...(fm.sidebar_class_name ? { className: fm.sidebar_class_name } : {}),
    ...(fm.sidebar_custom_props ? { customProps: fm.sidebar_custom_props } : {}),
    ...(fm.sidebar_key ? { key: fm.sidebar_key } : {}),
  };
}

/** A sidebar problem as an error at its place: the category file, the sidebars file, or the docs folder. */
function sidebarError(problem: SidebarProblem, input: AssembleInput): ContentError {
  const { label } = input;
  const categoryFile = problem.folder === undefined ? undefined : input.categoryFiles.get(problem.folder);
  if (categoryFile) return new ContentError(label(categoryFile), { line: 1, column: 1 }, problem.message);
  if (input.sidebars && problem.configPath) return new ContentError(label(input.sidebars.file), locateProblem(input.sidebars.text, input.sidebars.file, problem.configPath, problem.value), problem.message);
  return new ContentError(label(input.sidebars ? input.sidebars.file : input.docsDir), { line: 1, column: 1 }, problem.message);
}
