/**
 * The site's Markdown pages, as Docusaurus' pages plugin has them: every `.md` and `.mdx` file under
 * `src/pages` (but `_` files and folders) is a page at its file's path (`src/pages/support.md` ->
 * `/support`, `index.md` -> the folder's own path), rendered as a doc without a sidebar. They are
 * built by the content pipeline as docs are, through the docs' loader with a plan of their own.
 */
import { join } from 'node:path';
import type { ContentBuild } from '@hpcdocs/content-pipeline';
import { DOC_PAGE_COMPONENT } from '@hpcdocs/content-pipeline/schema';
import type { ResolvedConfig } from '../config/load.js';
import { contentBuildHooks, type LoadDocs } from './docs.js';
import type { VersionPlan } from './docs-versions.js';
import type { InternalPlugin } from './internal.js';
import { PAGES_FOLDER } from './react-pages.js';
import { translatedFolders } from '../i18n/translated-content.js';

/** The plugin's name. */
export const MARKDOWN_PAGES_PLUGIN = 'markdown-pages';
/** The id their content build goes by (no docs instance can have it). */
export const PAGES_DOCS = ':pages';

/** The plan the docs' loader builds the pages with: the pages folder at the base URL, no sidebars. */
export function markdownPagesPlan(config: Pick<ResolvedConfig, 'root'>): VersionPlan {
  return { pluginId: PAGES_DOCS, name: 'pages', label: '', routeBasePath: '', docsDir: join(config.root, PAGES_FOLDER), sidebars: false, isLast: true, badge: false, noIndex: false, sidebarPrefix: 'pages/' };
}

/** The Markdown pages plugin of `config`; `load` is the docs' loader (see docs.ts). */
export function markdownPagesPlugin(config: ResolvedConfig, load: LoadDocs): InternalPlugin<ContentBuild> {
  const plan = markdownPagesPlan(config);
  return {
    name: MARKDOWN_PAGES_PLUGIN,
    loadContent: () => load(plan),
    contentLoaded({ content, actions }) {
      actions.report(content.errors, content.warnings);
      const docs = new Map(content.docs.map((doc) => [doc.permalink, doc]));
      for (const route of content.routes) {
        const doc = docs.get(route.path);
        // The folder's own route (leading to its first page) is no page of the site.
        if (route.to !== undefined || !doc || route.data === undefined) continue;
        actions.addRoute({ path: route.path, component: DOC_PAGE_COMPONENT, title: route.title, dataFile: { url: route.data, value: doc }, ...(doc.unlisted ? { noIndex: true } : {}) });
      }
      actions.addFiles(new Map([...content.files].filter(([path]) => path !== content.sidebarsFile)));
      actions.addPageStylesheet(content.codeCssFile);
    },
    ...contentBuildHooks,
    getPathsToWatch: () => [plan.docsDir, ...translatedFolders(config, plan)],
  };
}
