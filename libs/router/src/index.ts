/**
 * @hpcdocs/router: a site's exact routes under a base URL on React Router (`react-router-dom`),
 * lazily loaded page data with prefetching, focus and announcements on navigation, docs versions.
 * Prerendering helpers are in `@hpcdocs/router/server`.
 */
export { normalizeBaseUrl, normalizePathname, isUnderBase, withBase, splitUrl, hashToId } from './utils/paths.js';
export { createRouteTable, matchRoute } from './utils/match.js';
export { shouldSkipPrefetch } from './utils/connection.js';
export { createPageLoader, ChunkLoadError, reloadOnce, clearReloadGuard } from './runtime/page-loader.js';
export { createSiteRouter, createMemorySiteRouter } from './react/site-router.js';
export { RouterProvider } from './react/RouterProvider.js';
export { ROOT_ROUTE_ID, NOT_FOUND_ROUTE_ID } from './react/routes.js';
export { useBaseUrl, useRouteState } from './react/context.js';
export { Link } from './react/Link.js';
export { RouteAnnouncer, useDocumentTitle, useNavigationProgress, MAIN_CONTENT_ID, PROGRESS_DELAY_MS } from './react/navigation-effects.js';
export {
  DocsProvider,
  DocsPluginNotEnabledError,
  useDocsVersions,
  useDocsVersion,
  useDocsPreferredVersion,
  useActiveDocsVersion,
  activeVersionOf,
  pluginOf,
  findVersion,
  readPreferredVersion,
  writePreferredVersion,
} from './react/docs.js';
// React Router's own hooks, for the packages built on this one (one copy: react-router-dom is a peer dependency).
export { useLocation, useNavigate } from 'react-router-dom';

export type { RouteTable, MatchResult } from './utils/match.js';
export type { PageLoader, GuardStorage } from './runtime/page-loader.js';
export type { SiteRouter, SiteRouterOptions } from './react/site-router.js';
export type { RouterProviderProps } from './react/RouterProvider.js';
export type { PageState, RouteElements } from './react/routes.js';
export type { SiteRouterLink } from './react/context.js';
export type { LinkProps } from './react/Link.js';
export type { DocsProviderProps } from './react/docs.js';
