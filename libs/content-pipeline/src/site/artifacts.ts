/**
 * The second half of `buildContent()`: processed docs -> sidebars, prev/next links, doc JSON files,
 * generated category pages, routes, search sources, the version entry, the code stylesheet, and
 * the site-wide link check. Each step is a module of its own; this one runs them in order (the
 * order of the routes and files in the output).
 */
import type { ContentError, ContentWarning } from '../errors.js';
import { SCHEMA_VERSION, type DocJson, type DocsVersion, type RouteEntry, type SearchSource, type SidebarItem } from '../schema.js';
import type { AssembleInput } from './assemble-input.js';
import { checkDeferredLinks, type DeferredLinkCheck } from './deferred-links.js';
import { cardDescriptions } from './doc-cards.js';
import { addDocPages } from './doc-pages.js';
import { addGeneratedIndexes, addTagPages, routeClaims, type RouteClaims } from './generated-pages.js';
import { hashOf } from './hash.js';
import { buildNavigation, titleOf, type Navigation } from './navigation.js';
import { emptySiteOutput, type SiteOutput } from './page-files.js';
import { routeKey } from './permalinks.js';
import { readTagsFile } from './tags-file.js';

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
  readonly warnings: ContentWarning[];
  /** With `deferLinkCheck`: what `checkDeferredLinks()` checks once the caller knows every page. */
  readonly deferredLinks?: DeferredLinkCheck;
  /** Every page of the docs with the ids its elements have: what other pages' links may point at. */
  readonly linkTargets: ReadonlyMap<string, ReadonlySet<string> | null>;
}

/** Assembles the site from its processed docs. Never throws for content problems: see `errors`. */
export async function assembleSite(input: AssembleInput): Promise<AssembledSite> {
  const { baseUrl, routeBasePath } = input;
  const out = emptySiteOutput();
  const docsRoot = `${baseUrl}${routeBasePath ? `${routeBasePath}/` : ''}`;
  const nav = buildNavigation(input, docsRoot, out.errors);
  // Doc cards show each doc's description, on doc pages and generated indexes alike.
  const descriptions = cardDescriptions(input.processed);
  const tagsRoot = `${docsRoot}tags/`;
  const defined = input.tagsFile ? readTagsFile(input.tagsFile, input.label, out.errors) : undefined;
  const tagged = await addDocPages(input, nav, descriptions, { defined, root: tagsRoot }, out);
  const claims = routeClaims(input);
  addGeneratedIndexes(input, nav, descriptions, claims, out);
  addTagPages(input, tagged, tagsRoot, claims, out);

  // As Docusaurus: the first doc of the default sidebar, else of the first sidebar, else the first doc.
  const firstOfSidebars = [...nav.order.values()].find((ids) => ids.length > 0)?.[0];
  const mainDocId = nav.order.get((input.sidebarPrefix ?? '') + input.sidebarName)?.[0] ?? firstOfSidebars ?? input.processed[0]?.doc.id ?? '';
  // Where the docs start: `/doc/docs` (redirecting to the first doc), or the base URL itself for docs at the root.
  const docsHome = routeBasePath ? `${baseUrl}${routeBasePath}` : baseUrl;
  addDocsHomeRedirect(input, nav, claims, mainDocId, docsHome, out);
  for (const extra of input.extraRoutes) out.ids.set(extra, null);
  out.ids.set(docsHome, null);

  const deferred = linkCheckOf(input, out.ids);
  if (!input.deferLinkCheck) {
    const found = checkDeferredLinks(deferred, new Map());
    out.errors.push(...found.errors);
    out.warnings.push(...found.warnings);
  }
  const versions = versionsOf(input.versionLabel, docsHome, mainDocId, out.docs);
  const { sidebarsFile, codeCssFile } = addSiteFiles(input, nav.sidebars, versions, out);
  const { docs, routes, search, files, errors, warnings } = out;
  return { docs, sidebars: nav.sidebars, versions, routes, search, files, sidebarsFile, codeCssFile, errors, warnings, linkTargets: new Map(out.ids), ...(input.deferLinkCheck ? { deferredLinks: deferred } : {}) };
}

/** The route of the docs' home, leading to the main doc, unless a page already has that route. */
function addDocsHomeRedirect(input: AssembleInput, nav: Navigation, claims: RouteClaims, mainDocId: string, docsHome: string, out: SiteOutput): void {
  const mainLink = nav.linkTo(mainDocId);
  if (!mainLink || claims.ownerOf(routeKey(docsHome)) !== undefined) return;
  const mainDoc = nav.docById.get(mainDocId);
  out.routes.push({ path: docsHome, to: mainLink.permalink, title: mainDoc ? titleOf(mainDoc.doc, mainDoc.data) : mainLink.title });
}

/** The link check over the whole site (or the part of it the docs know, when the caller knows more). */
function linkCheckOf(input: AssembleInput, targets: ReadonlyMap<string, ReadonlySet<string> | null>): DeferredLinkCheck {
  return {
    links: new Map(input.processed.map(({ doc, data }) => [doc.label, data.links])),
    ownRoute: new Map(input.processed.map(({ doc }) => [doc.label, doc.permalink])),
    targets,
    baseUrl: input.baseUrl,
    staticDirs: input.staticDirs,
    onBrokenLinks: input.onBrokenLinks,
    onBrokenAnchors: input.onBrokenAnchors,
  };
}

/** The docs' single version, listing every page written. */
function versionsOf(label: string, docsHome: string, mainDocId: string, docs: readonly DocJson[]): DocsVersion[] {
  return [
    {
      name: 'current',
      label,
      path: docsHome,
      isLast: true,
      mainDocId,
      docs: docs.map((d) => ({ id: d.id, path: d.permalink, ...(d.sidebar ? { sidebar: d.sidebar } : {}) })),
    },
  ];
}

/** Writes the docs data file (sidebars and versions) and the code stylesheet; gives their output paths. */
function addSiteFiles(input: AssembleInput, sidebars: Record<string, SidebarItem[]>, versions: DocsVersion[], out: SiteOutput): { sidebarsFile: string; codeCssFile: string } {
  const sidebarsText = JSON.stringify({ schemaVersion: SCHEMA_VERSION, sidebars, versions });
  const sidebarsFile = `assets/content/docs-data.${hashOf(sidebarsText)}.json`;
  out.files.set(sidebarsFile, sidebarsText);
  // Every doc carries the rules of the classes it uses (cached docs too, so an incremental build
  // keeps their colours); class names come from the colours, so all threads agree on them.
  const css = mergeCss(input.processed.map(({ data }) => data.codeCss));
  const codeCssFile = `assets/content/code.${hashOf(css)}.css`;
  out.files.set(codeCssFile, css);
  return { sidebarsFile, codeCssFile };
}

/** Merges highlighter stylesheets: the two base rules first, then each class rule once (several builds' too: class names come from the colours). */
export function mergeCss(parts: readonly string[]): string {
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
