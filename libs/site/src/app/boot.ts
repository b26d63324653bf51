/**
 * The boot contract between the build (or the dev server) and the browser: what each page's HTML
 * tells the client entry, in one JSON script element. Written by `bootScript()` and read by
 * `readBoot()`, and nowhere else.
 */
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';

/** Id of the `<script type="application/json">` element holding the boot data. */
export const BOOT_ELEMENT_ID = '__hpc_boot';

/** What a page hands the client entry. */
export interface Boot {
  /** URL of the route table (`RoutesJson`). */
  readonly routes: string;
  /** URL of the sidebars and versions (`SidebarsJson`). */
  readonly docsData: string;
  /** The route this HTML was rendered for, or null for the not-found page. */
  readonly route: RouteEntry | null;
  /** URL of the search index's first file. */
  readonly search: string;
  /** Each search context's index (its first file's URL), when the site has contexts. */
  readonly searchContexts?: Readonly<Record<string, string>>;
  /** The page's own modules (its components), which the loader fetches with the app (app/loader.ts). */
  readonly modules?: readonly string[];
  /**
   * URL of the site's manifest, in a build: it names the route table and the search index, which
   * change with any doc, so that a page does not (`routes` and `search` are then empty until the
   * app has read it, see {@link withManifest}).
   */
  readonly manifest?: string;
}

/** What the site's manifest holds (written by the build, see build/prerender.ts). */
interface Manifest {
  readonly routes: string;
  readonly search: string;
  readonly searchContexts?: Readonly<Record<string, string>>;
}

/** The boot data with the route table's and the search index's URLs from the manifest it points at (fetched with `fetchJson`). */
export async function withManifest(boot: Boot, fetchJson: (url: string) => Promise<unknown>): Promise<Boot> {
  if (!boot.manifest) return boot;
  const manifest = (await fetchJson(boot.manifest)) as Partial<Manifest> | null;
  if (typeof manifest?.routes !== 'string' || typeof manifest.search !== 'string') throw new Error(`The site's manifest at ${boot.manifest} does not name the route table and the search index. Rebuild the site.`);
  const contexts = contextUrls(manifest.searchContexts);
  return { ...boot, routes: manifest.routes, search: manifest.search, ...(contexts ? { searchContexts: contexts } : {}) };
}

/** A context -> index URL table, or undefined when `value` is none (or not one). */
function contextUrls(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** JSON safe inside `<script>`: nothing in the data can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The boot element for a page's `<head>`. */
export function bootScript(boot: Boot): string {
  return `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>`;
}

/** Boot data from the text of its element, or null when it is not boot data. */
export function parseBoot(text: string): Boot | null {
  try {
    const boot = JSON.parse(text) as Partial<Boot> | null;
    if (!boot || typeof boot.routes !== 'string' || typeof boot.docsData !== 'string' || typeof boot.search !== 'string') return null;
    const modules = Array.isArray(boot.modules) ? boot.modules.filter((m): m is string => typeof m === 'string') : [];
    const contexts = contextUrls(boot.searchContexts);
    return {
      routes: boot.routes,
      docsData: boot.docsData,
      search: boot.search,
      route: boot.route ?? null,
      ...(contexts ? { searchContexts: contexts } : {}),
      ...(typeof boot.manifest === 'string' ? { manifest: boot.manifest } : {}),
      ...(modules.length > 0 ? { modules } : {}),
    };
  } catch {
    return null;
  }
}

/** The boot data of the page, or null when the page has none (or it is not boot data). */
export function readBoot(doc: Document): Boot | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  return text ? parseBoot(text) : null;
}
