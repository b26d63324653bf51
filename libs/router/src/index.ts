/**
 * @hpcdocs/router: exact routes under a base URL, lazily loaded page data, prefetching,
 * scroll and focus management, docs versions. Prerendering helpers are in `@hpcdocs/router/server`.
 */
export { normalizeBaseUrl, normalizePathname, isUnderBase, withBase, splitUrl, hashToId } from './utils/paths.js';
export { createRouteTable, matchRoute } from './utils/match.js';
export { shouldSkipPrefetch } from './utils/connection.js';
export { createPageLoader, ChunkLoadError, reloadOnce, clearReloadGuard } from './runtime/page-loader.js';
export { RouterProvider, initialRouterState } from './react/RouterProvider.js';
export { useRouter, useLocation, useRouteState, useBaseUrl } from './react/context.js';
export { Link } from './react/Link.js';
export {
  useNavigationEffects,
  useNavigationProgress,
  RouteAnnouncer,
  useDocumentTitle,
  MAIN_CONTENT_ID,
  PROGRESS_DELAY_MS,
} from './react/navigation-effects.js';
export {
  DocsProvider,
  DocsPluginNotEnabledError,
  useDocsVersions,
  useDocsVersion,
  useDocsPreferredVersion,
  findVersion,
  readPreferredVersion,
  writePreferredVersion,
} from './react/docs.js';

export type { RouteTable, MatchResult } from './utils/match.js';
export type { PageLoader, GuardStorage } from './runtime/page-loader.js';
export type { RouterProviderProps } from './react/RouterProvider.js';
export type { RouterContextValue, RouterLocation, RouterState, NavigateOptions } from './react/context.js';
export type { LinkProps } from './react/Link.js';
export type { DocsProviderProps } from './react/docs.js';
