/**
 * The docs plugin: a folder of Markdown and MDX docs (and the versioned copies of it that
 * `versions.json` names, see docs-versions.ts), built by the content pipeline, as pages rendered by
 * the `DocPage` route component, with the docs' sidebars and versions, the code stylesheet every
 * page links, the docs' link check against every page of the site, and their search sources.
 */
import { checkDeferredLinks, type ContentBuild } from '@hpcdocs/content-pipeline';
import { DOC_PAGE_COMPONENT } from '@hpcdocs/content-pipeline/schema';
import type { ResolvedConfig } from '../config/load.js';
import type { InternalPlugin } from './internal.js';
import { mergeVersions } from './docs-merge.js';
import { instanceConfig } from './docs-instances.js';
import { translatedFolders } from '../i18n/translated-content.js';
import { CURRENT_VERSION, DEFAULT_DOCS, versionFiles, versionPlans, type VersionPlan } from './docs-versions.js';

/** Builds the docs of one version (undefined: the docs folder as the site's only version). */
export type LoadDocs = (version?: VersionPlan) => Promise<ContentBuild>;

/** The plugin's name: the default docs instance, as Docusaurus names it. */
export const DOCS_PLUGIN = 'docs';

/** The name of the plugin of docs instance `pluginId` (`docs` for the site's own). */
export const docsPluginName = (pluginId: string): string => (pluginId === DEFAULT_DOCS ? DOCS_PLUGIN : `${DOCS_PLUGIN}-${pluginId}`);

/** The names of the site's docs plugins: its own docs', then each instance's. */
export const docsPluginNames = (config: Pick<ResolvedConfig, 'docsInstances'>): string[] => [DOCS_PLUGIN, ...config.docsInstances.map((instance) => docsPluginName(instance.id))];

/** What every docs instance of the site loaded, in sum: docs read, pages made, docs processed and from cache; undefined when none loaded. */
export function docsTotals(config: Pick<ResolvedConfig, 'docsInstances'>, allContent: Readonly<Record<string, unknown>>): { docs: number; pages: number; processed: number; cached: number; threads: number } | undefined {
  const loaded = docsPluginNames(config).flatMap((name) => (allContent[name] ? [allContent[name] as ContentBuild] : []));
  if (loaded.length === 0) return undefined;
  const sum = (of: (content: ContentBuild) => number) => loaded.reduce((total, content) => total + of(content), 0);
  return { docs: sum((c) => c.stats.docs), pages: sum((c) => c.docs.length), processed: sum((c) => c.stats.processed), cached: sum((c) => c.stats.cached), threads: Math.max(...loaded.map((c) => c.stats.threads)) };
}

/** The hooks of a plugin whose content is a pipeline build (the docs, the blog, Markdown pages): its pages, its links checked against the site's, its search sources. */
export const contentBuildHooks: Pick<InternalPlugin<ContentBuild>, 'linkTargets' | 'checkLinks' | 'searchSources'> = {
  linkTargets: (content) => content.linkTargets,
  checkLinks: (content, targets) => (content.deferredLinks ? checkDeferredLinks(content.deferredLinks, targets) : { errors: [], warnings: [] }),
  searchSources: (content) => content.search,
};

/**
 * The docs plugin of `site` (of its docs instance `pluginId`, default its own docs). `load` builds
 * the content as the command needs it (a build's cache and progress, the dev server's memory
 * cache); it must leave the link check to the plugin (`deferLinkCheck`), which runs it once every
 * page of the site is known.
 */
export function docsPlugin(site: ResolvedConfig, load: LoadDocs, pluginId = DEFAULT_DOCS): InternalPlugin<ContentBuild> {
  const homeDoc = pluginId === DEFAULT_DOCS && site.home && 'doc' in site.home;
  let plans: VersionPlan[] = [];
  return {
    name: docsPluginName(pluginId),
    async loadContent() {
      const config = instanceConfig(site, pluginId);
      // Read at each load: the dev server sees a version added to versions.json.
      plans = versionPlans(config, pluginId);
      const [only] = plans;
      if (pluginId === DEFAULT_DOCS && plans.length === 1 && only?.name === CURRENT_VERSION) return load();
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
          if (!(homeDoc && route.path === site.baseUrl)) actions.addRoute({ path: route.path, to: route.to, title: route.title, fallback: true });
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
    ...contentBuildHooks,
    getPathsToWatch: () => {
      const { paths } = instanceConfig(site, pluginId);
      return [paths.docsDir, ...(typeof paths.sidebars === 'string' ? [paths.sidebars] : []), ...versionFiles(site.root, pluginId), ...translatedFolders(site, { pluginId, name: CURRENT_VERSION })];
    },
  };
}
