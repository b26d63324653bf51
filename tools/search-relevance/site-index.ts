/**
 * Our site's search index, built as the site build builds it: the docs (content/docs) through the
 * content pipeline, then `buildSearchIndex` with the site's own search options
 * (apps/docs/hpcdocs.config.ts, its synonyms included), served from memory.
 */
import { resolve } from 'node:path';
import { buildContent, type ContentBuild } from '@hpcdocs/content-pipeline';
import { buildSearchIndex, type BuildSearchIndexResult } from '../../libs/search/src/build/index.js';
import { resolveSearchOptions, type SearchOptions, type SearchOptionsInput } from '../../libs/search/src/options.js';
import site from '../../apps/docs/hpcdocs.config.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** The site's index and what a client needs to search it. */
export interface SiteIndex {
  readonly content: ContentBuild;
  readonly built: BuildSearchIndexResult;
  readonly options: SearchOptions;
  /** Absolute URL of the root file, on the origin `fetch` serves. */
  readonly url: string;
  readonly fetch: typeof fetch;
  /** Paths fetched so far. */
  readonly requests: string[];
}

/** Builds our site's index. */
export async function buildSiteIndex(): Promise<SiteIndex> {
  const search = (site as { search?: SearchOptionsInput }).search ?? {};
  const content = await buildContent({ contentDir: resolve(ROOT, 'content'), baseUrl: '/doc/', extraRoutes: ['/doc/', '/doc/search/'], git: false });
  if (content.errors.length > 0) throw new Error(`our docs do not build: ${content.errors.map((e) => e.format()).join('\n')}`);
  const built = buildSearchIndex(content.search, { ...search, baseUrl: '/doc/' });
  const requests: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    requests.push(path);
    const text = built.files.get(path.replace(/^\/doc\//, ''));
    return text === undefined ? new Response('not found', { status: 404 }) : new Response(text);
  }) as typeof fetch;
  return { content, built, options: resolveSearchOptions(search), url: `http://localhost${built.indexUrl}`, fetch: fetchFn, requests };
}
