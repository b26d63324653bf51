/**
 * The second half of `buildContent()`: processed docs -> sidebars, prev/next links, doc JSON files,
 * generated category pages, routes, search sources, the version entry, the code stylesheet, and
 * the site-wide link check.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { summarize, toDocJson } from '../doc-json.js';
import { THEME_PAGE_COMPONENTS } from '../plugins/mdx-components.js';
import { currentCategory, docCards, withDocCards } from './doc-cards.js';
import { ContentError } from '../errors.js';
import { SCHEMA_VERSION, type DocJson, type DocLink, type DocsVersion, type RouteEntry, type SearchSource, type SidebarItem } from '../schema.js';
import { hashOf } from './hash.js';
import { generatedIndexBody } from './generated-index.js';
import { publishedBytes } from '../plugins/images.js';
import { checkLinks } from './link-check.js';
import { humanize, routeKey } from './permalinks.js';
import type { ProcessedDoc } from './process-doc.js';
import type { CategoryMeta, SourceFile } from './scan.js';
import { buildSidebars, flattenDocIds, sidebarPaths, type SidebarsConfig } from './sidebars.js';
import { sidebarsConfigProblem } from './sidebars-config.js';

/** A doc placed in the site (phase 1 of the build). */
export interface PlacedDoc {
  readonly source: SourceFile;
  readonly label: string;
  readonly id: string;
  readonly permalink: string;
}

/** What {@link assembleSite} works from. */
export interface AssembleInput {
  /** Every doc with its processing result, in scan order. */
  readonly processed: readonly { readonly doc: PlacedDoc; readonly data: ProcessedDoc }[];
  /** Docs by route, trailing slash removed (`routeKey`; the first doc of each route). */
  readonly byPermalink: ReadonlyMap<string, PlacedDoc>;
  readonly categories: ReadonlyMap<string, CategoryMeta>;
  readonly contentDir: string;
  readonly docsDir: string;
  readonly baseUrl: string;
  readonly routeBasePath: string;
  readonly sidebarName: string;
  readonly versionLabel: string;
  readonly extraRoutes: readonly string[];
  /** Last-updated times (ms) by absolute source path. */
  readonly gitTimes: ReadonlyMap<string, number>;
  /** Path -> the name used in messages. */
  readonly label: (path: string) => string;
}

/** The site-wide artifacts, plus the problems found while assembling them. */
export interface AssembledSite {
  readonly docs: DocJson[];
  readonly sidebars: Record<string, SidebarItem[]>;
  readonly versions: DocsVersion[];
  readonly routes: RouteEntry[];
  readonly search: SearchSource[];
  readonly files: Map<string, string | Buffer>;
  readonly sidebarsFile: string;
  readonly codeCssFile: string;
  readonly errors: ContentError[];
}

export async function assembleSite(input: AssembleInput): Promise<AssembledSite> {
  const { processed, byPermalink, categories, contentDir, docsDir, baseUrl, routeBasePath, sidebarName, versionLabel, extraRoutes, gitTimes, label } = input;
  const errors: ContentError[] = [];
  // Sidebars and order.
  const titleOf = (doc: PlacedDoc, data: ProcessedDoc) => data.frontMatter.title ?? data.firstH1 ?? humanize(doc.id.split('/').at(-1) ?? doc.id);
  const sidebarDocs = processed.map(({ doc, data }) => ({
    id: doc.id,
    sourcePath: doc.source.sourcePath,
    permalink: doc.permalink,
    label: data.frontMatter.sidebar_label ?? titleOf(doc, data),
    listed: data.frontMatter.displayed_sidebar !== null && data.frontMatter.unlisted !== true,
    ...(data.frontMatter.sidebar_position !== undefined ? { position: data.frontMatter.sidebar_position } : {}),
    ...(data.frontMatter.sidebar_class_name ? { className: data.frontMatter.sidebar_class_name } : {}),
  }));
  let sidebarsConfig: SidebarsConfig | undefined;
  const sidebarsPath = join(contentDir, 'sidebars.json');
  try {
    const parsed = JSON.parse(await readFile(sidebarsPath, 'utf8')) as unknown;
    const problem = sidebarsConfigProblem(parsed);
    if (problem) errors.push(new ContentError(label(sidebarsPath), { line: 1, column: 1 }, `Invalid sidebars.json: ${problem}.`, 'Write it as {"sidebarName": ["doc-id", {"type": "category", "label": "...", "items": [...]}]}.'));
    else sidebarsConfig = parsed as SidebarsConfig;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      errors.push(new ContentError(label(sidebarsPath), { line: 1, column: 1 }, `Invalid sidebars.json: ${(error as Error).message}`));
    }
  }
  const indexRoot = `${baseUrl}${routeBasePath ? `${routeBasePath}/` : ''}category/`;
  const { sidebars, problems, generatedIndexes } = buildSidebars(sidebarDocs, categories, sidebarsConfig, sidebarName, indexRoot);
  const generatedById = new Map(generatedIndexes.map((g) => [g.id, g]));
  for (const problem of problems) errors.push(new ContentError(label(sidebarsConfig ? sidebarsPath : docsDir), { line: 1, column: 1 }, problem));

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
  const byId = new Map(processed.map((p) => [p.doc.id, p]));
  const linkTo = (id: string | null | undefined): DocLink | undefined => {
    if (!id) return undefined;
    const target = byId.get(id);
    const generated = generatedById.get(id);
    if (generated) return { title: generated.title, permalink: generated.permalink };
    return target ? { title: target.data.frontMatter.sidebar_label ?? titleOf(target.doc, target.data), permalink: target.doc.permalink } : undefined;
  };
  const neighbours = (id: string, sidebar: string | null) => {
    const sequence = sidebar ? (order.get(sidebar) ?? []) : [];
    const at = sidebar ? (positions.get(sidebar)?.get(id) ?? -1) : -1;
    return { previous: at > 0 ? linkTo(sequence[at - 1]) : undefined, next: at !== -1 ? linkTo(sequence[at + 1]) : undefined };
  };

  // Doc card lists show each doc's description.
  const descriptions = new Map(processed.map(({ doc, data }) => [doc.id, data.frontMatter.description ?? summarize(data.firstParagraph ?? '')]));

  // Artifacts.
  const files = new Map<string, string | Buffer>();
  const docs: DocJson[] = [];
  const routes: RouteEntry[] = [];
  const search: SearchSource[] = [];
  const ids = new Map<string, ReadonlySet<string> | null>();
  for (const { doc, data } of processed) {
    const fm = data.frontMatter;
    const sidebar = fm.displayed_sidebar === null ? null : (fm.displayed_sidebar ?? sidebarOf.get(doc.id) ?? null);
    const around = neighbours(doc.id, sidebar);
    const previous = fm.pagination_prev !== undefined ? linkTo(fm.pagination_prev) : around.previous;
    const next = fm.pagination_next !== undefined ? linkTo(fm.pagination_next) : around.next;
    const title = titleOf(doc, data);
    const cards = () => docCards(currentCategory(sidebar ? (sidebars[sidebar] ?? []) : [], doc.id)?.items ?? [], descriptions);
    const json = toDocJson(data.components?.['DocCardList'] ? { ...data, body: withDocCards(data.body, cards) } : data, {
      id: doc.id,
      permalink: doc.permalink,
      title,
      sidebar,
      previous,
      next,
      lastUpdatedAt: gitTimes.get(doc.source.absolutePath),
    });
    const text = JSON.stringify(json);
    const fileName = `assets/content/${doc.id.replace(/[^\w-]+/g, '-')}.${hashOf(text)}.json`;
    files.set(fileName, text);
    docs.push(json);
    routes.push({ path: doc.permalink, kind: 'doc', docId: doc.id, data: baseUrl + fileName, title, sidebar });
    ids.set(doc.permalink, new Set(data.ids));
    search.push({
      docId: doc.id,
      url: doc.permalink,
      title,
      description: json.description,
      keywords: json.keywords,
      // Categories leading to the doc (the doc itself is the hit's title).
      breadcrumbs: ((sidebar ? paths.get(sidebar)?.get(doc.id) : undefined) ?? []).slice(0, -1).map((item) => item.label),
      sections: data.sections,
    });
    for (const image of data.images) {
      // Read again (a cached doc's images are not in the cache); SVGs are sanitized on the way.
      try {
        files.set(image.publicUrl.slice(baseUrl.length), publishedBytes(image.absolutePath, await readFile(image.absolutePath)));
      } catch (error) {
        errors.push(new ContentError(doc.label, { line: 1, column: 1 }, `Image ${label(image.absolutePath)} could not be copied: ${(error as Error).message}.`, 'Check that the file is there and is a plain image.'));
      }
    }
  }

  // Category pages that list their items (`_category_.json` link `generated-index`).
  const indexRoutes = new Map<string, string>();
  const appPages = new Set(extraRoutes.map(routeKey));
  for (const index of generatedIndexes) {
    const key = routeKey(index.permalink);
    const other = byPermalink.get(key)?.label ?? (appPages.has(key) ? 'a page the site renders itself' : indexRoutes.get(key));
    if (other !== undefined) {
      const categoryFile = join(docsDir, index.id.slice('category/'.length), '_category_.json');
      errors.push(new ContentError(label(categoryFile), { line: 1, column: 1 }, `Duplicate route ${index.permalink}: the generated index of "${index.id}" and ${other}.`, 'Give the category link a different `slug`.'));
      continue;
    }
    indexRoutes.set(key, `the generated index of "${index.id}"`);
    const sidebar = sidebarOf.get(index.id) ?? null;
    const json = toDocJson(
      { body: generatedIndexBody(index, docCards(index.items, descriptions)), frontMatter: {}, firstParagraph: index.description, toc: [], wordCount: 0, components: { DocCardList: `${THEME_PAGE_COMPONENTS}#DocCardList` } },
      { id: index.id, permalink: index.permalink, title: index.title, sidebar, ...neighbours(index.id, sidebar) },
    );
    const text = JSON.stringify(json);
    const fileName = `assets/content/${index.id.replace(/[^\w-]+/g, '-')}.${hashOf(text)}.json`;
    files.set(fileName, text);
    docs.push(json);
    routes.push({ path: index.permalink, kind: 'doc', docId: index.id, data: baseUrl + fileName, title: index.title, sidebar });
    ids.set(index.permalink, new Set());
  }

  const mainDocId = order.get(sidebarName)?.[0] ?? processed[0]?.doc.id ?? '';
  const mainLink = linkTo(mainDocId);
  const docsRoot = `${baseUrl}${routeBasePath}`;
  if (mainLink && !byPermalink.has(routeKey(docsRoot)) && !indexRoutes.has(routeKey(docsRoot))) {
    const mainDoc = byId.get(mainDocId);
    routes.push({ path: docsRoot, kind: 'redirect', to: mainLink.permalink, title: mainDoc ? titleOf(mainDoc.doc, mainDoc.data) : mainLink.title });
  }
  for (const extra of extraRoutes) ids.set(extra, null);
  ids.set(docsRoot, null);

  // Link check over the whole site.
  const links = new Map(processed.map(({ doc, data }) => [doc.label, data.links]));
  errors.push(
    ...checkLinks({
      links,
      targets: ids,
      staticPrefixes: [`${baseUrl}assets/`, `${baseUrl}img/`],
      ownRoute: new Map(processed.map(({ doc }) => [doc.label, doc.permalink])),
    }),
  );

  const versions: DocsVersion[] = [
    {
      name: 'current',
      label: versionLabel,
      path: docsRoot,
      isLast: true,
      mainDocId,
      docs: docs.map((d) => ({ id: d.id, path: d.permalink, ...(d.sidebar ? { sidebar: d.sidebar } : {}) })),
    },
  ];
  const sidebarsText = JSON.stringify({ schemaVersion: SCHEMA_VERSION, sidebars, versions });
  const sidebarsFile = `assets/content/docs-data.${hashOf(sidebarsText)}.json`;
  files.set(sidebarsFile, sidebarsText);
  // Every doc carries the rules of the classes it uses (cached docs too, so an incremental build
  // keeps their colours); class names come from the colours, so all threads agree on them.
  const css = mergeCss(processed.map(({ data }) => data.codeCss));
  const codeCssFile = `assets/content/code.${hashOf(css)}.css`;
  files.set(codeCssFile, css);


  return { docs, sidebars, versions, routes, search, files, sidebarsFile, codeCssFile, errors };
}

/** Merges highlighter stylesheets: the two base rules first, then each class rule once. */
function mergeCss(parts: readonly string[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const part of parts) {
    for (const line of part.split('\n')) {
      if (line && !seen.has(line)) {
        seen.add(line);
        lines.push(line);
      }
    }
  }
  return lines.join('\n');
}
