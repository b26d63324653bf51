/** The page shell of a production build, from the client bundle's manifest. */
import type { SiteData } from '../app/site-data.js';
import type { ResolvedConfig } from '../config/load.js';
import { htmlTemplate } from '../vite/html.js';
import { siteHeadTags } from './head-tags.js';

/** One chunk of Vite's build manifest. */
interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

/** The favicon's URL: a path under the base URL, or as given when it is a URL or an absolute path. */
export function assetUrl(config: Pick<ResolvedConfig, 'baseUrl'>, path: string): string {
  return /^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(path) ? path : config.baseUrl + path.replace(/^\.?\//, '');
}

/**
 * The HTML shell: the loader (which loads the app after first paint, see app/loader.ts) with the
 * entry chunk and the chunks it imports statically (fetched side by side), and the stylesheet,
 * all under the base URL.
 */
export function templateFromManifest(manifest: Readonly<Record<string, ManifestChunk>>, config: ResolvedConfig, site: SiteData): string {
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  const entry = entries.find((chunk) => chunk.name === 'main') ?? entries.find((chunk) => chunk.name !== 'loader');
  const loader = entries.find((chunk) => chunk.name === 'loader');
  if (!entry) throw new Error('@hpcdocs/site: the client bundle has no entry chunk in its manifest. Delete node_modules/.cache/hpcdocs and build again.');
  const preloads = new Set<string>();
  const styles = new Set<string>(entry.css ?? []);
  // A chunk after the chunks it imports: the loader evaluates them in this order (see app/loader.ts).
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
    preloads.add(chunk.file);
  };
  for (const key of entry.imports ?? []) visit(key);
  // With one stylesheet for the whole app (cssCodeSplit off), Vite lists it as a chunk of its own.
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) styles.add(chunk.file);
  const url = (file: string) => config.baseUrl + file;
  return htmlTemplate({
    lang: site.lang,
    direction: site.direction,
    clientEntry: url(entry.file),
    ...(loader ? { loader: url(loader.file) } : {}),
    preloads: [...preloads].map(url),
    styles: [...styles].map(url),
    ...(config.favicon ? { favicon: assetUrl(config, config.favicon) } : {}),
    ...(config.themeColor ? { themeColor: config.themeColor } : {}),
    colorMode: config.colorMode,
    siteTags: siteHeadTags(config).html,
  });
}
