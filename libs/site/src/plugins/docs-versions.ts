/**
 * The docs versions a site builds, as Docusaurus reads them: the current version (the docs folder)
 * and the names in `versions.json` (newest first), each from `versioned_docs/version-<name>/` with
 * its sidebars in `versioned_sidebars/version-<name>-sidebars.json`. The config's `docs` options
 * choose which are built (`includeCurrentVersion`, `onlyIncludeVersions`, `disableVersioning`),
 * which one the docs' own URL serves (`lastVersion`), and each one's label, URL part, banner and
 * badge; unset, they take Docusaurus' defaults.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ConfigError } from '../config/errors.js';
import type { ResolvedConfig } from '../config/load.js';

/** The name of the version the docs folder holds. */
export const CURRENT_VERSION = 'current';

/** The id of the site's own docs (`docs`); other instances (`docsInstances`) have their own. */
export const DEFAULT_DOCS = 'default';

/** One version to build: where its docs and sidebars are, and what its pages say of it. */
export interface VersionPlan {
  /** The docs instance it is a version of. */
  readonly pluginId: string;
  readonly name: string;
  readonly label: string;
  /** The docs' URL segment and the version's part under it (`docs/1.0`; `docs` for the last version). */
  readonly routeBasePath: string;
  readonly docsDir: string;
  /** `config`: the config's sidebars (the current version); a sidebars file; `false` for none. */
  readonly sidebars: 'config' | { readonly file: string } | false;
  readonly isLast: boolean;
  readonly banner?: 'unreleased' | 'unmaintained';
  readonly badge: boolean;
  readonly noIndex: boolean;
  /** What its sidebars' names start with in the site (none for the last version, whose names are the site's own). */
  readonly sidebarPrefix: string;
  /** A blog's posts, placed by the dates in their file names (see plugins/blog.ts). */
  readonly datedSlugs?: true;
}

/** What the versions files and folders of docs instance `pluginId` start with: nothing for the site's own docs, as in Docusaurus. */
const filePrefix = (pluginId: string) => (pluginId === DEFAULT_DOCS ? '' : `${pluginId}_`);

/** The names in the site's `versions.json` (`<id>_versions.json` for another docs instance), newest first; none when it has no such file. Throws a ConfigError for a wrong file. */
export function readVersionNames(root: string, pluginId = DEFAULT_DOCS): string[] {
  const file = join(root, `${filePrefix(pluginId)}versions.json`);
  if (!existsSync(file)) return [];
  const label = relative(process.cwd(), file) || file;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(label, [`is not JSON (${(error as Error).message}). Write the version names as a list, newest first: ["2.0", "1.0"].`]);
  }
  if (!Array.isArray(value) || !value.every((name) => typeof name === 'string' && name.trim() !== '')) {
    throw new ConfigError(label, ['must be a list of version names, newest first: ["2.0", "1.0"].']);
  }
  const names = value as string[];
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  const problems = [
    ...(twice.length > 0 ? [`names ${twice.map((n) => `"${n}"`).join(', ')} more than once.`] : []),
    ...(names.includes(CURRENT_VERSION) ? [`names "${CURRENT_VERSION}", the name of the docs folder's own version. Give the version another name.`] : []),
    ...names.filter((name) => /[/\\?#]|^\.\.?$/.test(name)).map((name) => `"${name}" cannot name a folder: a version name has no "/", "\\", "?" or "#".`),
  ];
  if (problems.length > 0) throw new ConfigError(label, problems);
  return names;
}

/** The versions of `config`'s docs to build, in Docusaurus' order: current first, then `versions.json`'s. Throws a ConfigError naming what is wrong. */
export function versionPlans(config: Pick<ResolvedConfig, 'root' | 'configFile' | 'paths' | 'docs'>, pluginId = DEFAULT_DOCS): VersionPlan[] {
  const docs = config.docs;
  const all = [CURRENT_VERSION, ...(docs.disableVersioning ? [] : readVersionNames(config.root, pluginId))];
  // The options' place in the config, for messages.
  const key = pluginId === DEFAULT_DOCS ? 'docs' : `docsInstances (${pluginId})`;
  const configLabel = config.configFile ? relative(process.cwd(), config.configFile) || config.configFile : 'the config';
  const unknown = (option: string, names: readonly string[]) =>
    names.filter((name) => !all.includes(name)).map((name) => `${key}.${option}: there is no docs version "${name}". Available version names are: ${all.join(', ')}.`);
  const problems = [...unknown('lastVersion', docs.lastVersion ? [docs.lastVersion] : []), ...unknown('onlyIncludeVersions', docs.onlyIncludeVersions ?? []), ...unknown('versions', Object.keys(docs.versions))];
  const names = all.filter((name) => (name !== CURRENT_VERSION || docs.includeCurrentVersion) && (!docs.onlyIncludeVersions || docs.onlyIncludeVersions.includes(name)));
  if (names.length === 0) problems.push(`${key}: no docs version is left to build (includeCurrentVersion is false and versions.json names none, or onlyIncludeVersions leaves none out of them).`);
  const last = docs.lastVersion ?? names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  if (!names.includes(last) && problems.length === 0) problems.push(`${key}.lastVersion: "${last}" is not built (includeCurrentVersion or onlyIncludeVersions leaves it out).`);
  for (const name of names.filter((n) => n !== CURRENT_VERSION)) {
    const dir = versionedDocsDir(config.root, name, pluginId);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) problems.push(`${filePrefix(pluginId)}versions.json names version "${name}", whose docs folder ${relative(config.root, dir)} does not exist. Restore the folder, or take the name out of versions.json.`);
  }
  if (problems.length > 0) throw new ConfigError(configLabel, problems);
  const routeBase = docs.routeBasePath.replace(/^\/+|\/+$/g, '');
  return names.map((name) => {
    const options = docs.versions[name] ?? {};
    const isLast = name === last;
    const part = (options.path ?? (isLast ? '' : name === CURRENT_VERSION ? 'next' : name)).replace(/^\/+|\/+$/g, '');
    const banner = options.banner ?? (isLast ? 'none' : names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained');
    const sidebarsFile = join(config.root, `${filePrefix(pluginId)}versioned_sidebars`, `version-${name}-sidebars.json`);
    return {
      pluginId,
      name,
      label: options.label ?? (name === CURRENT_VERSION ? docs.versionLabel : name),
      routeBasePath: [routeBase, part].filter(Boolean).join('/'),
      docsDir: name === CURRENT_VERSION ? config.paths.docsDir : versionedDocsDir(config.root, name, pluginId),
      // Docusaurus gives a version without its sidebars file no sidebars.
      sidebars: name === CURRENT_VERSION ? 'config' : existsSync(sidebarsFile) ? { file: sidebarsFile } : false,
      isLast,
      ...(banner === 'none' ? {} : { banner }),
      badge: options.badge ?? names.length > 1,
      noIndex: options.noIndex ?? false,
      // Another instance's sidebars take its id: two instances may name their sidebars alike.
      sidebarPrefix: `${pluginId === DEFAULT_DOCS ? '' : `${pluginId}/`}${isLast ? '' : `version-${name}/`}`,
    };
  });
}

/** The docs folder of version `name` of docs instance `pluginId`. */
export function versionedDocsDir(root: string, name: string, pluginId = DEFAULT_DOCS): string {
  return join(root, `${filePrefix(pluginId)}versioned_docs`, `version-${name}`);
}

/** The paths a version's files may be at, for the dev server to watch (see `getPathsToWatch`). */
export function versionFiles(root: string, pluginId = DEFAULT_DOCS): string[] {
  return ['versions.json', 'versioned_docs', 'versioned_sidebars'].map((name) => join(root, filePrefix(pluginId) + name));
}

/** The content cache of `version`, beside the site's own (each version's docs are cached apart). */
export function versionCacheFile(cacheFile: string, version: Pick<VersionPlan, 'pluginId' | 'name'>): string {
  const key = version.pluginId === DEFAULT_DOCS ? version.name : `${version.pluginId}-${version.name}`;
  return `${cacheFile.replace(/\.json$/, '')}.version-${key.replace(/[^\w.-]+/g, '_')}.json`;
}

/**
 * Whether the site's pages need the version navbar items, banners and badges (see the
 * `virtual:hpcdocs/docs-versions` module): it has docs versions, another docs instance, or a
 * version item in its navbar. Read before the bundles are made; a site without them ships none.
 */
export function usesVersionUi(config: Pick<ResolvedConfig, 'root' | 'docs' | 'docsInstances' | 'navbar'>): boolean {
  const versionItem = (items: readonly { readonly type?: string | undefined; readonly items?: readonly unknown[] | undefined }[]): boolean =>
    items.some((item) => item.type === 'docsVersionDropdown' || item.type === 'docsVersion' || versionItem((item.items ?? []) as typeof items));
  if (config.docsInstances.length > 0 || versionItem(config.navbar.items)) return true;
  try {
    return !config.docs.disableVersioning && readVersionNames(config.root).length > 0;
  } catch {
    // A versions file that cannot be read fails the build when the docs load; meanwhile, the UI is in.
    return true;
  }
}
