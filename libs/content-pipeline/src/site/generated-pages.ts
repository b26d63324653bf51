/**
 * Pages the build makes itself: a category's generated index (its `_category_` link of type
 * `generated-index`) and the tag pages. Each takes a route only when no doc, page of the site or
 * earlier generated page has it; a clash is an error at the file that asked for the page.
 */
import { toDocJson } from '../doc-json.js';
import { ContentError } from '../errors.js';
import { THEME_PAGE_COMPONENTS } from '../plugins/mdx-components.js';
import type { AssembleInput } from './assemble-input.js';
import { docCards } from './doc-cards.js';
import { generatedIndexBody } from './generated-index.js';
import type { Navigation } from './navigation.js';
import { addPage, imageOf, type SiteOutput } from './page-files.js';
import { routeKey } from './permalinks.js';
import { tagPages, type TaggedDoc } from './tags.js';

/** The routes taken so far, by `routeKey`, and what took each one (for messages). */
export interface RouteClaims {
  /** What has the route: a doc (its file), a page the site renders itself, or a generated page; undefined when it is free. */
  ownerOf(key: string): string | undefined;
  /** Gives a free route to a generated page. */
  claim(key: string, owner: string): void;
}

/** The routes of the docs and of the site's own pages, to which generated pages are added. */
export function routeClaims(input: AssembleInput): RouteClaims {
  const generated = new Map<string, string>();
  const appPages = new Set(input.extraRoutes.map(routeKey));
  return {
    ownerOf: (key) => input.byPermalink.get(key)?.label ?? (appPages.has(key) ? 'a page the site renders itself' : generated.get(key)),
    claim: (key, owner) => void generated.set(key, owner),
  };
}

/** Adds the generated index page of each category that asks for one. */
export function addGeneratedIndexes(input: AssembleInput, nav: Navigation, descriptions: ReadonlyMap<string, string>, claims: RouteClaims, out: SiteOutput): void {
  for (const index of nav.generatedIndexes) {
    const key = routeKey(index.permalink);
    const other = claims.ownerOf(key);
    if (other !== undefined) {
      const categoryFile = index.folder === undefined ? undefined : input.categoryFiles.get(index.folder);
      const where = categoryFile ?? (input.sidebars ? input.sidebars.file : input.docsDir);
      out.errors.push(new ContentError(input.label(where), { line: 1, column: 1 }, `Duplicate route ${index.permalink}: the generated index of "${index.title}" and ${other}.`, 'Give the category link a different `slug`.'));
      continue;
    }
    claims.claim(key, `the generated index of "${index.title}"`);
    const sidebar = nav.sidebarOf.get(index.id) ?? null;
    const json = toDocJson(
      {
        body: generatedIndexBody(index, docCards(index.items, descriptions)),
        frontMatter: { keywords: index.keywords },
        firstParagraph: index.description,
        toc: [],
        wordCount: 0,
        components: { DocCardList: `${THEME_PAGE_COMPONENTS}#DocCardList` },
      },
      { id: index.id, permalink: index.permalink, title: index.title, sidebar, ...nav.neighbours(index.id, sidebar), image: imageOf(index.image, input.baseUrl) },
    );
    addPage(out, input.baseUrl, json, { id: index.id, permalink: index.permalink, title: index.title, sidebar }, new Set());
  }
}

/** Adds the page of every tag and a page per tag (under `tagsRoot`), listing `tagged`. */
export function addTagPages(input: AssembleInput, tagged: readonly TaggedDoc[], tagsRoot: string, claims: RouteClaims, out: SiteOutput): void {
  for (const page of tagPages(tagged, tagsRoot)) {
    const key = routeKey(page.permalink);
    const other = claims.ownerOf(key);
    if (other !== undefined) {
      out.errors.push(new ContentError(input.label(input.tagsFile?.file ?? input.docsDir), { line: 1, column: 1 }, `Duplicate route ${page.permalink}: the tag page "${page.title}" and ${other}.`, 'Give the tag another permalink in the tags file, or move the doc.'));
      continue;
    }
    claims.claim(key, `the tag page "${page.title}"`);
    const id = `@tags${page.permalink.slice(tagsRoot.length - 1)}`;
    const json = toDocJson({ body: page.body, frontMatter: {}, firstParagraph: page.description, toc: [], wordCount: 0 }, { id, permalink: page.permalink, title: page.title, sidebar: null });
    addPage(out, input.baseUrl, json, { id, permalink: page.permalink, title: page.title, sidebar: null }, new Set());
  }
}
