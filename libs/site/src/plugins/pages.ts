/**
 * The pages plugin: the site's home page, a landing page from the config (`home.landing`, or one
 * made from the title) or a doc shown at the base URL as well as at its own path (`home.doc`);
 * and the site's React pages (`src/pages`, see react-pages.ts), of which `src/pages/index` is the
 * home page when the config names none.
 */
import { join, relative } from 'node:path';
import { ContentError } from '@hpcdocs/content-pipeline';
import { DOC_PAGE_COMPONENT, type RouteEntry } from '@hpcdocs/content-pipeline/schema';
import type { ResolvedConfig } from '../config/load.js';
import { homeDocRoute, landingOf, siteDataOf } from '../site-data.js';
import { DOCS_PLUGIN } from './docs.js';
import type { InternalPlugin } from './internal.js';
import { PAGES_FOLDER, reactPagesOf } from './react-pages.js';

/** The plugin's name. */
export const PAGES_PLUGIN = 'pages';

/** The docs' routes, as the docs plugin's content has them. */
function docsRoutes(allContent: Readonly<Record<string, unknown>>): readonly RouteEntry[] {
  const docs = allContent[DOCS_PLUGIN] as { readonly routes?: readonly RouteEntry[]; readonly docs?: readonly { readonly id: string }[] } | undefined;
  return docs?.routes ?? [];
}

/** The pages plugin of `config`. */
export function pagesPlugin(config: ResolvedConfig): InternalPlugin {
  const site = siteDataOf(config);
  // Found when the plugin is made: the bundles are made with their components before any content loads.
  const react = reactPagesOf(config.root, config.baseUrl, config.title);
  const reactHome = react.pages.find((page) => page.path === config.baseUrl);
  return {
    name: PAGES_PLUGIN,
    getRouteComponents: () => Object.fromEntries(react.pages.map((page) => [page.component, page.file])),
    getPathsToWatch: () => [join(config.root, PAGES_FOLDER)],
    contentLoaded({ allContent, actions }) {
      for (const page of react.pages) actions.addRoute({ path: page.path, component: page.component, title: page.title });
      if (reactHome) {
        // The site's own home page wins over the default landing page; a home page the config names is a conflict.
        if (config.home) actions.report([new ContentError(reactHome.label, { line: 1, column: 1 }, `is the home page, and so is the config's home.${'doc' in config.home ? 'doc' : 'landing'}: remove one of them.`)], []);
        return;
      }
      const landing = landingOf(config);
      if (landing && site.pages.landing) {
        actions.addRoute({ path: site.pages.landing.path, component: 'Landing', title: site.pages.landing.title, data: landing as never });
      }
      // Only with the docs built: a content error may leave the doc's route out.
      const docs = allContent[DOCS_PLUGIN] as { readonly errors?: readonly unknown[] } | undefined;
      const home = docs?.errors?.length ? {} : homeDocRoute(config, docsRoutes(allContent));
      if (home.problem) {
        const file = config.configFile ? relative(process.cwd(), config.configFile) || config.configFile : 'the config';
        actions.report([new ContentError(file, { line: 1, column: 1 }, home.problem.replace(/^[^:]+: home\.doc: /, 'home.doc: '))], []);
        return;
      }
      const doc = home.route;
      if (doc?.data) {
        const docs = (allContent[DOCS_PLUGIN] as { readonly docs?: readonly { readonly id: string; readonly permalink: string }[] } | undefined)?.docs ?? [];
        const value = docs.find((d) => d.id === doc.docId) ?? null;
        actions.addRoute({ path: config.baseUrl, component: DOC_PAGE_COMPONENT, title: doc.title, ...(doc.docId !== undefined ? { docId: doc.docId } : {}), ...(doc.sidebar !== undefined ? { sidebar: doc.sidebar } : {}), dataFile: { url: doc.data, value } });
      }
    },
  };
}
