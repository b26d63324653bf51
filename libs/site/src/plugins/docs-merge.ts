/**
 * The docs of several versions as one content build: each version is built by the pipeline on its
 * own (its folder, sidebars, URLs and cache), and the site takes the union, so every other part of
 * the site (routes, link check, search sources, page modules) reads one build as before. The
 * versions list is made here, from the plans and what each build found (its pages, its main doc).
 */
import { hashOf, mergeCodeCss, type ContentBuild } from '@hpcdocs/content-pipeline';
import type { DocsVersion } from '@hpcdocs/content-pipeline/schema';
import { DEFAULT_DOCS, type VersionPlan } from './docs-versions.js';

/** One version's plan and its build. */
export interface BuiltVersion {
  readonly plan: VersionPlan;
  readonly build: ContentBuild;
}

/** The entry of `versions` in the docs data for one built version. */
function versionEntry({ plan, build }: BuiltVersion): DocsVersion {
  // The pipeline builds one version and names it after the docs folder's; the plan knows which it is.
  const [own] = build.versions;
  return {
    name: plan.name,
    label: plan.label,
    path: own?.path ?? '',
    isLast: plan.isLast,
    mainDocId: own?.mainDocId ?? '',
    docs: own?.docs ?? [],
    ...(plan.banner ? { banner: plan.banner } : {}),
    ...(plan.badge ? { badge: true } : {}),
    ...(plan.sidebarPrefix ? { sidebarPrefix: plan.sidebarPrefix } : {}),
    ...(plan.pluginId === DEFAULT_DOCS ? {} : { pluginId: plan.pluginId }),
  };
}

/** Every version's code stylesheet as one, each rule once, as the pipeline merges its docs'. */
function mergedCss(builds: readonly ContentBuild[]): { file: string; text: string } {
  const text = mergeCodeCss(builds.map((build) => String(build.files.get(build.codeCssFile) ?? '')));
  return { file: `assets/content/code.${hashOf(text)}.css`, text };
}

/** The builds of `versions` as one build; the last version's pages come first, as its routes are the docs' own. */
export function mergeVersions(versions: readonly BuiltVersion[]): ContentBuild {
  const ordered = [...versions].sort((a, b) => Number(b.plan.isLast) - Number(a.plan.isLast));
  const builds = ordered.map((v) => v.build);
  const css = mergedCss(builds);
  // Each build's docs data and stylesheet give way to the site's (see plugins/docs.ts) and the merged one.
  const own = new Set(builds.flatMap((b) => [b.sidebarsFile, b.codeCssFile]));
  const files = new Map(builds.flatMap((b) => [...b.files].filter(([path]) => !own.has(path))));
  files.set(css.file, css.text);
  const checks = builds.flatMap((b) => (b.deferredLinks ? [b.deferredLinks] : []));
  const [firstCheck] = checks;
  return {
    docs: builds.flatMap((b) => b.docs),
    sidebars: Object.assign({}, ...builds.map((b) => b.sidebars)) as ContentBuild['sidebars'],
    // Docusaurus' order: the current version first, then versions.json's, newest first.
    versions: versions.map(versionEntry),
    routes: builds.flatMap((b) => b.routes),
    search: builds.flatMap((b) => b.search),
    files,
    sidebarsFile: '',
    codeCssFile: css.file,
    warnings: builds.flatMap((b) => b.warnings),
    errors: builds.flatMap((b) => b.errors),
    stats: {
      docs: builds.reduce((sum, b) => sum + b.stats.docs, 0),
      processed: builds.reduce((sum, b) => sum + b.stats.processed, 0),
      cached: builds.reduce((sum, b) => sum + b.stats.cached, 0),
      threads: Math.max(0, ...builds.map((b) => b.stats.threads)),
    },
    linkTargets: new Map(builds.flatMap((b) => [...b.linkTargets])),
    ...(firstCheck
      ? {
          // One check over every version's links: a link from one version to another's page is fine.
          deferredLinks: {
            ...firstCheck,
            links: new Map(checks.flatMap((c) => [...c.links])),
            ownRoute: new Map(checks.flatMap((c) => [...c.ownRoute])),
            targets: new Map(checks.flatMap((c) => [...c.targets])),
          },
        }
      : {}),
  };
}
