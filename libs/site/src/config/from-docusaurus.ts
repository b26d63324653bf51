/**
 * A Docusaurus site's own config (`docusaurus.config.js` and its kin), read as the site's config
 * when the folder has no hpcdocs config: the keys hpcdocs has are moved to where it has them
 * (the classic preset's docs options to `docs`, its `theme.customCss` to `customCss`,
 * `themeConfig.navbar` to `navbar`, ...), and every key it does not take is named in a warning
 * that says what happens instead. Nothing is dropped silently.
 */

import { docusaurusPlugin, isSitePlugin } from './docusaurus-plugins.js';

/** The Docusaurus config files a folder may have, in the order Docusaurus looks for them. */
export const DOCUSAURUS_CONFIG_FILES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'] as const;

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Top-level keys taken as they are. */
const SAME_KEYS = ['title', 'tagline', 'url', 'baseUrl', 'favicon', 'onBrokenLinks', 'onBrokenAnchors', 'customFields', 'stylesheets', 'scripts', 'headTags'] as const;
/** Top-level keys that change nothing in a build, and why. */
const NOT_NEEDED: Readonly<Record<string, string>> = {
  organizationName: 'a deployment setting, not needed to build',
  projectName: 'a deployment setting, not needed to build',
  deploymentBranch: 'a deployment setting, not needed to build',
  githubHost: 'a deployment setting, not needed to build',
  githubPort: 'a deployment setting, not needed to build',
  onBrokenMarkdownLinks: 'onBrokenLinks covers links written in Markdown too',
  onDuplicateRoutes: 'a duplicate route is always an error',
  future: 'nothing to opt into',
  noIndex: 'not supported yet: pages are indexable',
  webpack: 'the bundler is Vite',
  clientModules: 'not loaded: put global styles in the classic theme\'s customCss',
};
/** The classic preset's docs options taken as they are. */
const DOCS_KEYS = ['path', 'routeBasePath', 'sidebarPath', 'editUrl', 'tags', 'onInlineTags', 'admonitions', 'lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions', 'disableVersioning'] as const;
/** What the docs' `versions` option says of each version that hpcdocs reads. */
const VERSION_KEYS = new Set(['label', 'path', 'banner', 'badge', 'noIndex']);
/**
 * Docs options whose Docusaurus default is what hpcdocs does: set to that value they change
 * nothing; set otherwise they are named. (`showLastUpdate*` are read as `lastUpdated`.)
 */
const DOCS_DEFAULTS: Readonly<Record<string, unknown>> = { breadcrumbs: true, sidebarCollapsible: true, sidebarCollapsed: true };
const LAST_UPDATE = new Set(['showLastUpdateTime', 'showLastUpdateAuthor']);
const NAVBAR_ITEM_KEYS = new Set(['type', 'label', 'to', 'href', 'html', 'position', 'activeBasePath', 'activeBaseRegex', 'docId', 'sidebarId', 'items', 'className', 'docsPluginId', 'dropdownItemsBefore', 'dropdownItemsAfter']);
const FOOTER_ITEM_KEYS = new Set(['label', 'to', 'href']);

/** The locale settings hpcdocs reads (each locale's `url`, `baseUrl` and `translate` are not). */
const LOCALE_KEYS = new Set(['label', 'direction', 'htmlLang', 'path', 'calendar']);

/** `i18n`, with what a locale's settings have that hpcdocs does not read named. A site of one locale needs none. */
function i18nOptions(value: Obj, out: Obj, warnings: string[]): void {
  const picked = pick(value, new Set(['defaultLocale', 'locales', 'path', 'localeConfigs']), 'i18n', warnings);
  if (!Array.isArray(picked['locales']) || picked['locales'].length <= 1) return;
  if (isObj(picked['localeConfigs'])) {
    picked['localeConfigs'] = Object.fromEntries(Object.entries(picked['localeConfigs']).map(([locale, settings]) => [locale, isObj(settings) ? pick(settings, LOCALE_KEYS, `i18n.localeConfigs.${locale}`, warnings) : settings]));
  }
  out['i18n'] = picked;
}

/** A config in hpcdocs' shape, and what was left out. */
export interface FromDocusaurus {
  readonly config: Obj;
  readonly warnings: readonly string[];
}

/** The keys of `value` in `keep`, and a warning naming the others (at `where`). */
function pick(value: Obj, keep: ReadonlySet<string>, where: string, warnings: string[]): Obj {
  const out: Obj = {};
  const left: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (keep.has(key)) out[key] = item;
    else left.push(key);
  }
  if (left.length > 0) warnings.push(`${where}: ${left.join(', ')} not read (hpcdocs has no such setting yet).`);
  return out;
}

function navbarItems(items: unknown, where: string, warnings: string[], multilingual: boolean): Obj[] {
  if (!Array.isArray(items)) return [];
  // A site of one locale: a locale dropdown would offer nothing to choose.
  const dropped = multilingual ? [] : items.flatMap((item, i) => (isObj(item) && item['type'] === 'localeDropdown' ? [i] : []));
  if (dropped.length > 0) warnings.push(`${where}[${dropped.join('], [')}]: the localeDropdown is left out (the site has one locale).`);
  return items.filter((item) => isObj(item) && (multilingual || item['type'] !== 'localeDropdown')).map((item, i) => {
    const picked = pick(item, NAVBAR_ITEM_KEYS, `${where}[${i}]`, warnings);
    for (const key of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) {
      if (Array.isArray(picked[key])) picked[key] = navbarItems(picked[key], `${where}[${i}].${key}`, warnings, multilingual);
    }
    return picked;
  });
}

function footer(value: Obj, warnings: string[]): Obj {
  const out = pick(value, new Set(['style', 'links', 'copyright']), 'themeConfig.footer', warnings);
  // Links without columns (no entry has `items`): Docusaurus' simple footer, one row of links.
  if (Array.isArray(out['links']) && !out['links'].some((entry) => isObj(entry) && Array.isArray(entry['items']))) {
    out['links'] = out['links'].filter(isObj).map((item, i) => pick(item, FOOTER_ITEM_KEYS, `themeConfig.footer.links[${i}]`, warnings));
  } else if (Array.isArray(out['links'])) {
    out['links'] = out['links'].filter(isObj).map((column, c) => ({
      title: String(column['title'] ?? ''),
      items: (Array.isArray(column['items']) ? column['items'] : []).filter(isObj).map((item, i) => pick(item, FOOTER_ITEM_KEYS, `themeConfig.footer.links[${c}].items[${i}]`, warnings)),
    }));
  }
  return out;
}

/** The docs plugin's options (the classic preset's `docs`, or the plugin's own entry), into `out`. */
/** The docs options of the site's own docs (into `out.docs`), or of another instance (added to `out.docsInstances`). */
function docsOptions(docs: Obj, out: Obj, warnings: string[], where: string): void {
  const id = typeof docs['id'] === 'string' && docs['id'] !== 'default' ? docs['id'] : undefined;
  const picked: Obj = id ? { id, path: 'docs', routeBasePath: 'docs' } : {};
  const left: string[] = [];
  for (const [key, value] of Object.entries(docs)) {
    if ((DOCS_KEYS as readonly string[]).includes(key)) picked[key] = value;
    else if (key === 'versions' && isObj(value)) {
      picked[key] = Object.fromEntries(Object.entries(value).map(([name, options]) => [name, isObj(options) ? pick(options, VERSION_KEYS, `${where} versions.${name}`, warnings) : options]));
    }
    else if (key === 'remarkPlugins' || key === 'rehypePlugins' || key === 'beforeDefaultRemarkPlugins' || key === 'beforeDefaultRehypePlugins') {
      // The lists are the site's, for every docs instance: an instance's own are read when the site has none.
      if (out[key] === undefined) out[key] = value;
      else if (out[key] !== value) left.push(`${key} (the site's own docs' list applies to every instance)`);
    }
    else if (!(Object.hasOwn(DOCS_DEFAULTS, key) && DOCS_DEFAULTS[key] === value) && !LAST_UPDATE.has(key) && key !== 'id') left.push(key);
  }
  // Docusaurus shows when a page was last updated only when asked to.
  picked['lastUpdated'] = docs['showLastUpdateTime'] === true || docs['showLastUpdateAuthor'] === true;
  if (left.length > 0) warnings.push(`${where}: ${left.join(', ')} not read (hpcdocs has no such setting yet).`);
  if (id) out['docsInstances'] = [...(Array.isArray(out['docsInstances']) ? out['docsInstances'] : []), picked];
  else out['docs'] = picked;
}

/** The blog options hpcdocs has (`postsPerPage: 'ALL'` is every post on one page); the others are named. */
const BLOG_KEYS = new Set(['path', 'routeBasePath', 'postsPerPage', 'blogTitle', 'blogDescription', 'showReadingTime', 'authorsMapPath', 'feedOptions', 'blogSidebarTitle', 'blogSidebarCount', 'archiveBasePath', 'authorsBasePath']);

function blogOptions(blog: Obj, out: Obj, warnings: string[], where: string): void {
  const picked = pick(blog, BLOG_KEYS, where, warnings);
  if (picked['postsPerPage'] === 'ALL') picked['postsPerPage'] = Number.MAX_SAFE_INTEGER;
  if (isObj(picked['feedOptions'])) picked['feedOptions'] = pick(picked['feedOptions'], new Set(['type']), `${where} feedOptions`, warnings);
  out['blog'] = picked;
}

/** The classic preset's options, into `out`. */
function classicPreset(options: Obj, out: Obj, warnings: string[]): void {
  const docs = options['docs'];
  if (docs === false) warnings.push('presets classic: docs is false; hpcdocs builds a docs folder (docs/ by default).');
  if (isObj(docs)) docsOptions(docs, out, warnings, 'presets classic docs');
  if (options['blog'] === false) out['blog'] = false;
  else if (isObj(options['blog'])) blogOptions(options['blog'], out, warnings, 'presets classic blog');
  const theme = options['theme'];
  if (isObj(theme) && theme['customCss'] !== undefined) out['customCss'] = theme['customCss'];
  for (const key of Object.keys(options)) {
    if (!['docs', 'blog', 'pages', 'theme'].includes(key) && options[key] !== false) warnings.push(`presets classic: ${key} not read (hpcdocs has no such setting yet).`);
  }
}

function themeConfig(value: Obj, out: Obj, warnings: string[], siteTitle: unknown, multilingual: boolean): void {
  const left: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (key === 'navbar' && isObj(item)) {
      const navbar = pick(item, new Set(['logo', 'items', 'hideOnScroll', 'title']), 'themeConfig.navbar', warnings);
      // The navbar shows the site's title.
      if (navbar['title'] !== undefined && navbar['title'] !== siteTitle) warnings.push(`themeConfig.navbar.title: the navbar shows the site's title (${String(siteTitle)}), not "${String(navbar['title'])}".`);
      delete navbar['title'];
      if (isObj(navbar['logo'])) navbar['logo'] = pick(navbar['logo'], new Set(['src', 'alt', 'href', 'width', 'height']), 'themeConfig.navbar.logo', warnings);
      out['navbar'] = { ...navbar, items: navbarItems(navbar['items'], 'themeConfig.navbar.items', warnings, multilingual) };
    } else if (key === 'footer' && isObj(item)) out['footer'] = footer(item, warnings);
    else if (key === 'announcementBar' && isObj(item)) out['announcementBar'] = pick(item, new Set(['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']), 'themeConfig.announcementBar', warnings);
    else if (key === 'colorMode' && isObj(item)) out['colorMode'] = pick(item, new Set(['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']), 'themeConfig.colorMode', warnings);
    else if (key === 'image' && typeof item === 'string') out['image'] = item;
    else if (key === 'metadata' && Array.isArray(item)) out['metadata'] = item;
    else left.push(key);
  }
  if (left.length > 0) warnings.push(`themeConfig: ${left.join(', ')} not read (hpcdocs has no such setting yet; its defaults apply).`);
}

/** Plugins and themes hpcdocs has the equivalent of, by the names a config gives them. */
const DOCS_PLUGIN = new Set(['@docusaurus/plugin-content-docs', 'content-docs']);
const CLASSIC_THEME = new Set(['@docusaurus/theme-classic', 'classic']);
const CLIENT_REDIRECTS = new Set(['@docusaurus/plugin-client-redirects', 'client-redirects']);
const BLOG_PLUGIN = new Set(['@docusaurus/plugin-content-blog', 'content-blog']);
/**
 * Plugins and themes whose work hpcdocs does itself (pages, sitemap, search, mermaid; Sass, which
 * Vite compiles with the site's own `sass`, the plugin's dependency; SVG files imported as
 * components).
 */
const BUILT_IN = new Set(['@docusaurus/plugin-content-pages', 'content-pages', '@docusaurus/plugin-sitemap', 'sitemap', '@docusaurus/theme-mermaid', 'mermaid', '@easyops-cn/docusaurus-search-local', '@cmfcmf/docusaurus-search-local', 'docusaurus-lunr-search', 'docusaurus-plugin-sass', 'sass', '@docusaurus/plugin-svgr', 'svgr']);

/**
 * The config's `plugins` or `themes`: the docs plugins' options, the first blog's and the classic
 * theme's `customCss` are read; plugins whose work hpcdocs does itself pass; the others are named.
 */
function pluginsAndThemes(key: 'plugins' | 'themes', entries: readonly unknown[], out: Obj, warnings: string[], siteConfig: Obj): void {
  const left: string[] = [];
  const own: string[] = [];
  for (const entry of entries) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    const opts = isObj(options) ? options : {};
    if (isSitePlugin(name)) {
      // The site's own plugin: called for its configurePostCss (Tailwind), its other hooks being Docusaurus'.
      out['plugins'] = [...((out['plugins'] as unknown[] | undefined) ?? []), [docusaurusPlugin(name, siteConfig), opts]];
      own.push(typeof name === 'string' ? name : name.name ? `${name.name} (a function)` : 'a plugin given as a function');
    } else if (typeof name !== 'string') left.push('a plugin given as a function');
    else if (DOCS_PLUGIN.has(name)) docsOptions(opts, out, warnings, `${key} ${name}${opts['id'] === undefined ? '' : ` (id ${String(opts['id'])})`}`);
    else if (CLASSIC_THEME.has(name)) {
      if (opts['customCss'] !== undefined) out['customCss'] = opts['customCss'];
    } else if (BLOG_PLUGIN.has(name)) {
      // One blog per site: the first, whatever its id (`blog-main`); another is named.
      const { id, ...blog } = opts;
      const where = `${key} ${name}${id === undefined ? '' : ` (id ${String(id)})`}`;
      if (out['blog'] !== undefined && out['blog'] !== false) warnings.push(`${where}: a second blog, not built (hpcdocs builds one blog per site).`);
      else blogOptions(blog, out, warnings, where);
    }
    else if (CLIENT_REDIRECTS.has(name)) {
      // The same two options as hpcdocs' own `redirects` and `createRedirects`.
      Object.assign(out, pick(opts, new Set(['redirects', 'createRedirects']), `${key} ${name}`, warnings));
    } else if (!BUILT_IN.has(name)) left.push(name);
  }
  if (left.length > 0) warnings.push(`${key}: ${left.join(', ')} not loaded (hpcdocs plugins are listed in an hpcdocs.config.ts).`);
  if (own.length > 0) warnings.push(`${key}: ${own.join(', ')} loaded for configurePostCss only (its PostCSS plugins apply; its other Docusaurus hooks do not run).`);
}

/** Maps a Docusaurus config (its default export, resolved) to hpcdocs' config. */
export function fromDocusaurus(input: unknown): FromDocusaurus {
  const warnings: string[] = [];
  const out: Obj = {};
  if (!isObj(input)) return { config: out, warnings };
  const notNeeded: string[] = [];
  const i18n = input['i18n'];
  const multilingual = isObj(i18n) && Array.isArray(i18n['locales']) && i18n['locales'].length > 1;
  for (const [key, value] of Object.entries(input)) {
    // Docusaurus' `log` (said, not stopping) is hpcdocs' `warn`.
    if ((key === 'onBrokenLinks' || key === 'onBrokenAnchors') && value === 'log') out[key] = 'warn';
    else if ((SAME_KEYS as readonly string[]).includes(key)) out[key] = value;
    else if (key === 'markdown' && isObj(value)) {
      // Docusaurus 3.9 moved onBrokenMarkdownLinks here: as at the top level, onBrokenLinks covers it.
      const { hooks, ...rest } = value;
      if (isObj(hooks)) notNeeded.push(`markdown.hooks (${NOT_NEEDED['onBrokenMarkdownLinks']})`);
      out['markdown'] = pick(hooks === undefined || isObj(hooks) ? rest : value, new Set(['format', 'mermaid']), 'markdown', warnings);
    }
    else if (key === 'staticDirectories' && Array.isArray(value)) {
      if (typeof value[0] === 'string') out['staticDir'] = value[0];
      if (value.length > 1) warnings.push(`staticDirectories: only the first (${String(value[0])}) is copied.`);
    } else if (key === 'presets' && Array.isArray(value)) {
      for (const preset of value) {
        const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
        if (name === 'classic' || name === '@docusaurus/preset-classic') classicPreset(isObj(options) ? options : {}, out, warnings);
        else warnings.push(`presets: ${String(name)} not loaded (hpcdocs reads the classic preset).`);
      }
    } else if (key === 'themeConfig' && isObj(value)) themeConfig(value, out, warnings, input['title'], multilingual);
    else if ((key === 'plugins' || key === 'themes') && Array.isArray(value)) pluginsAndThemes(key, value, out, warnings, input);
    else if (key === 'trailingSlash') continue;
    else if (key === 'i18n' && isObj(value)) i18nOptions(value, out, warnings);
    else if (Object.hasOwn(NOT_NEEDED, key)) notNeeded.push(`${key} (${NOT_NEEDED[key]})`);
    else warnings.push(`${key} not read (hpcdocs has no such setting).`);
  }
  // Unset, Docusaurus serves a doc at the URL hpcdocs serves it at (an index doc's ends with a
  // slash); set, it decides how relative links resolve (see `trailingSlash` in the schema).
  if (typeof input['trailingSlash'] === 'boolean') out['trailingSlash'] = input['trailingSlash'];
  // Docusaurus reports a broken anchor as a warning unless told otherwise; hpcdocs' own default is to stop.
  out['onBrokenAnchors'] ??= 'warn';
  if (notNeeded.length > 0) warnings.push(`not read: ${notNeeded.join('; ')}.`);
  return { config: out, warnings };
}
