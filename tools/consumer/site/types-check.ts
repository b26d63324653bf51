/**
 * Type-checks the handbook's use of every published entry point against the shipped `.d.ts` files
 * (strict, without skipLibCheck, with Node types as a Node build script has them)
 * (the consumer test runs `tsc --noEmit` here). Wrong or missing declarations fail the test.
 */
import { buildContent, type ContentBuild, type ContentError } from '@hpcdocs/content-pipeline';
import { SCHEMA_VERSION, type DocJson, type RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { createPageLoader, initialRouterState, type RouterState } from '@hpcdocs/router';
import { prerenderRoutes, type PrerenderOptions } from '@hpcdocs/router/server';
import { DocPage, type SiteConfig } from '@hpcdocs/theme';
import { createSearchClient, type SearchHit } from '@hpcdocs/search';
import { buildSearchIndex } from '@hpcdocs/search/build';
import { SearchBar, type SearchBarProps } from '@hpcdocs/search/react';

const config: SiteConfig = { title: 'Handbook', url: 'https://handbook.example.com', baseUrl: '/handbook/', navbar: { items: [] } };
const route: RouteEntry = { path: '/handbook/docs/intro', kind: 'doc', title: 'Intro' };
const state: RouterState = initialRouterState(route.path, route, null);
const options: Pick<PrerenderOptions, 'baseUrl'> = { baseUrl: config.baseUrl };
const build: Promise<ContentBuild> = buildContent({ contentDir: 'content', baseUrl: options.baseUrl });
const format = (error: ContentError): string => error.format();
const version: 1 = SCHEMA_VERSION;
const searchBar: SearchBarProps = { indexUrl: '/handbook/search-index.json' };
const hits: Promise<readonly SearchHit[]> = createSearchClient({ indexUrl: '/handbook/i.json', baseUrl: '/handbook/' }).search('x');
const doc = null as DocJson | null;

export const used = [config, state, build, format, version, searchBar, hits, doc, createPageLoader, prerenderRoutes, DocPage, buildSearchIndex, SearchBar];
