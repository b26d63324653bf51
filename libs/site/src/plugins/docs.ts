/**
 * The docs plugin: a folder of Markdown and MDX docs (and the versioned copies of it that
 * `versions.json` names, see docs-versions.ts), built by the content pipeline, as pages rendered by
 * the `DocPage` route component, with the docs' sidebars and versions, the code stylesheet every
 * page links, the docs' link check against every page of the site, and their search sources.
 */
import { join } from 'node:path';
import { checkDeferredLinks, type ContentBuild } from '@hpcdocs/content-pipeline';
import { DOC_PAGE_COMPONENT } from '@hpcdocs/content-pipeline/schema';
import type { ResolvedConfig } from '../config/load.js';
import type { InternalPlugin } from './internal.js';
import { mergeVersions } from './docs-merge.js';
import { CURRENT_VERSION, versionPlans, type VersionPlan } from './docs-versions.js';

/** Builds the docs of one version (undefined: the docs folder as the site's only version). */
export type LoadDocs = (version?: VersionPlan) => Promise<ContentBuild>;

/** The plugin's name: the default docs instance, as Docusaurus names it. */
export const DOCS_PLUGIN = 'docs';

/**
 * The docs plugin of `config`. `load` builds the content as the command needs it (a build's cache
 * and progress, the dev server's memory cache); it must leave the link check to the plugin
 * (`deferLinkCheck`), which runs it once every page of the site is known.
 */
export function docsPlugin(config: ResolvedConfig, load: LoadDocs): InternalPlugin<ContentBuild> {
  const homeDoc = config.home && 'doc' in config.home;
  let plans: VersionPlan[] = [];
  return {
    name: DOCS_PLUGIN,
    async loadContent() {
      // Read at each load: the dev server sees a version added to versions.json.
      plans = versionPlans(config);
      const [only] = plans;
      if (plans.length === 1 && only?.name === CURRENT_VERSION) return load();
      // One version at a time: each build uses every core already.
      const built = [];
      for (const plan of plans) built.push({ plan, build: await load(plan) });
      return mergeVersions(built);
    },
    contentLoaded({ content, actions }) {
      actions.report(content.errors, content.warnings);
      const docs = new Map(content.docs.map((doc) => [doc.permalink, doc]));
      // A version with noIndex: its pages are kept from search engines.
      const hidden = plans.filter((plan) => plan.noIndex).map((plan) => content.versions.find((v) => v.name === plan.name)?.path);
      const noIndexed = (path: string) => hidden.some((root) => root !== undefined && (path === root || path.startsWith(root.endsWith('/') ? root : `${root}/`)));
      for (const route of content.routes) {
        if (route.to !== undefined) {
          // With a doc as the home page, the base URL is that doc's (see the pages plugin).
          // A redirect of the docs (their home, leading to the first doc) gives way to a page there.
          if (!(homeDoc && route.path === config.baseUrl)) actions.addRoute({ path: route.path, to: route.to, title: route.title, fallback: true });
          continue;
        }
        actions.addRoute({
          path: route.path,
          component: DOC_PAGE_COMPONENT,
          title: route.title,
          ...(route.docId !== undefined ? { docId: route.docId } : {}),
          ...(route.sidebar !== undefined ? { sidebar: route.sidebar } : {}),
          ...(route.data !== undefined ? { dataFile: { url: route.data, value: docs.get(route.path) ?? null } } : {}),
          ...(docs.get(route.path)?.unlisted || noIndexed(route.path) ? { noIndex: true } : {}),
        });
      }
      // The pipeline's docs data file gives way to the site's (sidebars, versions and every plugin's global data).
      actions.addFiles(new Map([...content.files].filter(([path]) => path !== content.sidebarsFile)));
      actions.addPageStylesheet(content.codeCssFile);
      actions.setDocsData({ sidebars: content.sidebars, versions: content.versions });
    },
    linkTargets: (content) => content.linkTargets,
    checkLinks: (content, targets) => (content.deferredLinks ? checkDeferredLinks(content.deferredLinks, targets) : { errors: [], warnings: [] }),
    searchSources: (content) => content.search,
    getPathsToWatch: () => [
      config.paths.docsDir,
      ...(typeof config.paths.sidebars === 'string' ? [config.paths.sidebars] : []),
      ...(plans.length > 1 || plans[0]?.name !== CURRENT_VERSION ? ['versions.json', 'versioned_docs', 'versioned_sidebars'].map((name) => join(config.root, name)) : []),
    ],
  };
}
