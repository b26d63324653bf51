/**
 * Modules the site's Vite plugin provides at build time (`src/vite/plugin.ts`): the site's data
 * from its config, and its own components.
 */
declare module 'virtual:hpcdocs/site' {
  import type { SiteData } from './site-data.js';

  export const site: SiteData;
}

declare module 'virtual:hpcdocs/components' {
  import type { ContentComponents } from '@hpcdocs/theme';
  import type { AppComponent } from './App.js';

  /** Config `components`: MDX name -> component. */
  export const components: ContentComponents;
  /** Config `app`, or undefined for the default App. */
  export const App: AppComponent | undefined;
  /** Config `root` (a Docusaurus site's src/theme/Root), or undefined. */
  export const Root: import('react').ComponentType<{ children?: import('react').ReactNode }> | undefined;
  /** Config `notFound` (a Docusaurus site's src/theme/NotFound), or undefined for the theme's. */
  export const NotFound: import('react').ComponentType | undefined;
}

/** The modules pages load with their data (see `src/vite/page-modules.ts`). */
declare module 'virtual:hpcdocs/page-modules' {
  import type { ModuleExports, PageModules } from './page-components.js';

  /** Loads a page module by key. */
  export const loadPageModule: PageModules;
  /** Every page module, already imported (the server bundle); empty in the browser. */
  export const loadedPageModules: Readonly<Record<string, ModuleExports>>;
}

/** The packages' stylesheets (installed packages ship theirs apart; sources import their own). */
declare module 'virtual:hpcdocs/styles' {}

/** The site's own stylesheets (config `customCss`), imported after the theme's. */
declare module 'virtual:hpcdocs/custom-css' {}

/** The theme's docs version UI, on a site that uses it; none on one that does not (see `src/vite/plugin.ts`). */
declare module 'virtual:hpcdocs/docs-versions' {
  import type { ComponentType } from 'react';
  import type { NavbarItemProps } from '@hpcdocs/theme';

  export const versionItems: Readonly<Record<string, ComponentType<NavbarItemProps>>>;
  export const VersionBanner: ComponentType<{ readonly permalink: string }> | undefined;
  export const VersionBadge: ComponentType | undefined;
  /** The site's search options with a context per older docs version (see app/search-contexts.ts); as they are on a site without versions. */
  export const withVersionContexts: typeof import('./search-contexts.js').withVersionContexts;
}

/** The theme's locale dropdown, on a site whose navbar has one; none on one without (see `src/vite/plugin.ts`). */
declare module 'virtual:hpcdocs/locales' {
  import type { ComponentType } from 'react';
  import type { NavbarItemProps } from '@hpcdocs/theme';

  export const localeItems: Readonly<Record<string, ComponentType<NavbarItemProps>>>;
}

/** The blog's route components, loaders by name, on a site with a blog; none otherwise (see `src/vite/plugin.ts`). */
declare module 'virtual:hpcdocs/blog' {
  import type { ComponentType } from 'react';
  import type { RoutePageProps } from './route-components.js';

  export const blogRoutes: Readonly<Record<string, () => Promise<ComponentType<RoutePageProps>>>>;
}

/** The route components of the site's plugins, by name (see `src/vite/plugin.ts`). */
declare module 'virtual:hpcdocs/route-components' {
  import type { ComponentType } from 'react';
  import type { RoutePageProps } from './route-components.js';

  /** Loads a plugin's route component module (its default export renders the page). */
  export const routeComponents: Readonly<Record<string, () => Promise<{ readonly default: ComponentType<RoutePageProps> }>>>;
}
