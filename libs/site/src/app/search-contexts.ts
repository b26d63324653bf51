/**
 * The search contexts of a site with docs versions: each version other than the latest is a
 * context of its own (its pages search that version), and the index of the whole site leaves its
 * pages out (a search from the latest docs finds no page twice). Used by the build, the dev server
 * and the browser alike, so the three agree.
 */
import type { DocsVersion } from '@hpcdocs/content-pipeline/schema';
import type { SearchOptionsInput } from '@hpcdocs/search';

/** The paths (under the base URL, as search contexts are written) of the versions other than the latest. */
export function versionSearchContexts(versions: readonly DocsVersion[], baseUrl: string): string[] {
  return versions.filter((v) => !v.isLast && v.path.startsWith(baseUrl)).map((v) => v.path.slice(baseUrl.length).replace(/\/+$/, ''));
}

/** The site's search options with the versions' contexts after its own. */
export function withVersionContexts(options: SearchOptionsInput, versions: readonly DocsVersion[], baseUrl: string): SearchOptionsInput {
  const own = versionSearchContexts(versions, baseUrl).filter((context) => context !== '' && !(options.contexts ?? []).includes(context));
  return own.length === 0 ? options : { ...options, contexts: [...(options.contexts ?? []), ...own] };
}
