/**
 * Where a locale's translated content is, for each content build of the site (a docs version, a
 * docs instance, the blog, the Markdown pages), as Docusaurus lays it out in `i18n/<locale>/`:
 * the docs' in `docusaurus-plugin-content-docs/current/` (`version-1.0/` for a version,
 * `docusaurus-plugin-content-docs-<id>/` for another instance), their sidebars' labels in the
 * `current.json` beside it, the blog's posts in `docusaurus-plugin-content-blog/`, the pages in
 * `docusaurus-plugin-content-pages/`.
 */
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/load.js';
import { BLOG_DOCS } from '../plugins/blog.js';
import { CURRENT_VERSION, DEFAULT_DOCS, type VersionPlan } from '../plugins/docs-versions.js';
import { PAGES_DOCS } from '../plugins/markdown-pages.js';
import { readTranslationFile } from './translation-files.js';

/** The translations folder of a content build's plugin (`i18n/fr/docusaurus-plugin-content-docs`), for the dev server to watch; none for a one-language site. */
export function translatedFolders(config: Pick<ResolvedConfig, 'locale'>, plan: Pick<VersionPlan, 'pluginId' | 'name'> | undefined): string[] {
  const dir = translatedDirOf(config, plan)?.dir;
  if (!dir) return [];
  // A docs plugin's folder holds its versions' folders and their labels' files.
  return [plan?.pluginId === BLOG_DOCS || plan?.pluginId === PAGES_DOCS ? dir : join(dir, '..')];
}

/** A content build's translations folder, and for docs the labels file beside it; none for a one-language site. */
function translatedDirOf(config: Pick<ResolvedConfig, 'locale'>, plan: Pick<VersionPlan, 'pluginId' | 'name'> | undefined): { readonly dir: string; readonly labels?: string } | undefined {
  const folder = config.locale?.folder;
  if (!folder) return undefined;
  const pluginId = plan?.pluginId ?? DEFAULT_DOCS;
  if (pluginId === BLOG_DOCS) return { dir: join(folder, 'docusaurus-plugin-content-blog') };
  if (pluginId === PAGES_DOCS) return { dir: join(folder, 'docusaurus-plugin-content-pages') };
  const plugin = join(folder, pluginId === DEFAULT_DOCS ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${pluginId}`);
  const version = !plan || plan.name === CURRENT_VERSION ? 'current' : `version-${plan.name}`;
  return { dir: join(plugin, version), labels: join(plugin, `${version}.json`) };
}

/** The pipeline options that read a content build's translations: none for a one-language site. */
export function translatedContent(config: Pick<ResolvedConfig, 'locale'>, plan: Pick<VersionPlan, 'pluginId' | 'name'> | undefined): { translatedDir?: string; sidebarTranslations?: Record<string, string>; versionLabel?: string } {
  const place = translatedDirOf(config, plan);
  if (!place) return {};
  const labels = place.labels ? readTranslationFile(place.labels) : {};
  const versionLabel = labels['version.label'];
  return { translatedDir: place.dir, ...(Object.keys(labels).length > 0 ? { sidebarTranslations: labels } : {}), ...(versionLabel !== undefined ? { versionLabel } : {}) };
}
