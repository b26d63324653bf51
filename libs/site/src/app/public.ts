/**
 * `@hpcdocs/site/app`: what a site's own App (config `app`) builds on. It renders `SiteApp` inside
 * its own tree (a wrapper, a provider of its own), or lays out a tree of its own inside
 * `SiteProviders`, with React Router's `<Outlet />` where the page goes. Browser code: it is bundled with the site, never loaded by the command.
 */
export { SiteApp, SiteProviders, useGlobalData, usePluginData, useSiteData } from './App.js';
export type { RoutePageProps } from './route-components.js';
export type { AppProps, AppComponent } from './App.js';
export type { SiteData } from './site-data.js';
