/**
 * @hpcdocs/router/server: helpers the prerender step uses (Node or any server runtime).
 */
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';

export {
  escapeHtml,
  jsonForScript,
  outputPathFor,
  fillTemplate,
  redirectPage,
  sitemapXml,
  robotsTxt,
  baseUrlBannerScript,
} from './html.js';
export { prerenderRoutes } from './prerender.js';
export { createStaticSiteRouter, StaticRouterProvider } from './static-router.js';
export type { PrerenderOptions, PrerenderResult, RenderedPage } from './prerender.js';
export type { StaticSiteRouter, StaticSiteRouterOptions, StaticRouterProviderProps } from './static-router.js';

/**
 * Renders a React tree to an HTML string for prerendering (React's `renderToString`).
 * @throws whatever a component throws while rendering; wrap the tree in an error boundary to render a fallback instead.
 */
export function renderToHtml(element: ReactElement): string {
  return renderToString(element);
}
