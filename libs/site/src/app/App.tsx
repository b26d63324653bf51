import { SiteDataContext, useSiteData } from './site-context.js';
import { createContext, Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import type { SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { DocsProvider } from '@hpcdocs/router';
import { ColorModeProvider, Layout, navbarItemTypes, SidebarsProvider, SiteConfigProvider, useT, type ContentComponents, type SidebarsLoadError } from '@hpcdocs/theme';
import { versionItems, withVersionContexts } from 'virtual:hpcdocs/docs-versions';
import { localeItems } from 'virtual:hpcdocs/locales';
import { SearchBar, type SearchBarProps } from '@hpcdocs/search/react';
import type { SearchOptionsInput } from '@hpcdocs/search';
import type { SiteData } from './site-data.js';

/** Props of the site's App (and of a custom App that replaces it). */
export interface AppProps {
  readonly site: SiteData;
  readonly docsData: SidebarsJson;
  /** Hashed URL of the search index's first file. */
  readonly searchIndexUrl: string;
  /** Each search context's index, by context (the site's `search.contexts` and its older docs versions). */
  readonly searchContextUrls?: Readonly<Record<string, string>> | undefined;
  /** The site's own MDX components (config `components`), over the theme's. */
  readonly components?: ContentComponents;
  /** Set when the site data (sidebars, versions) could not be loaded: `docsData` is empty then. */
  readonly sidebarsLoadError?: SidebarsLoadError | null;
}

// The docs version and locale navbar items, on a site with them (the theme leaves them out of its default set).
Object.assign(navbarItemTypes, versionItems, localeItems);

export { useSiteData };

const NO_GLOBAL_DATA: Readonly<Record<string, unknown>> = {};
const GlobalDataContext = createContext<Readonly<Record<string, unknown>>>(NO_GLOBAL_DATA);

/** Every plugin's global data (`actions.setGlobalData` in `contentLoaded`), by plugin name. */
export function useGlobalData(): Readonly<Record<string, unknown>> {
  return useContext(GlobalDataContext);
}

/** The global data of the plugin named `name`, or undefined when it set none. */
export function usePluginData(name: string): unknown {
  return useGlobalData()[name];
}

/** The site's search options, with a context for each docs version but the latest (see search-contexts.ts). */
export function useSearchOptions(site: SiteData, docsData: Pick<SidebarsJson, 'versions'>): SearchOptionsInput {
  return useMemo(() => withVersionContexts(site.searchOptions, docsData.versions, site.siteConfig.baseUrl), [site, docsData.versions]);
}

/** What the pages read of the App's props (see route-elements.tsx). */
export interface PageInputs {
  readonly searchIndexUrl: string;
  readonly searchContextUrls: Readonly<Record<string, string>> | undefined;
  readonly components: ContentComponents | undefined;
}

const PageInputsContext = createContext<PageInputs>({ searchIndexUrl: '', searchContextUrls: undefined, components: undefined });

/** The search index's URL and the site's components, for the page of the route shown. */
export function usePageInputs(): PageInputs {
  return useContext(PageInputsContext);
}

/**
 * The providers every page needs (site data, theme config, colour mode, sidebars, docs versions).
 * A custom App renders its own tree inside them.
 */
export function SiteProviders({ site, docsData, sidebarsLoadError = null, children }: { readonly site: SiteData; readonly docsData: SidebarsJson; readonly sidebarsLoadError?: SidebarsLoadError | null; readonly children: ReactNode }): ReactNode {
  const { siteConfig } = site;
  return (
    <SiteDataContext.Provider value={site}>
      <GlobalDataContext.Provider value={docsData.globalData ?? NO_GLOBAL_DATA}>
        <SiteConfigProvider config={siteConfig}>
          <ColorModeProvider {...(siteConfig.colorMode ? { config: siteConfig.colorMode } : {})}>
            <SidebarsProvider sidebars={docsData.sidebars} loadError={sidebarsLoadError}>
              <DocsProvider versions={docsData.versions}>{children}</DocsProvider>
            </SidebarsProvider>
          </ColorModeProvider>
        </SiteConfigProvider>
      </GlobalDataContext.Provider>
    </SiteDataContext.Provider>
  );
}

/** The search box, in the page's language (inside the site's providers, which hold its texts). */
function SiteSearchBar(props: SearchBarProps): ReactNode {
  return <SearchBar {...props} translate={useT()} />;
}

/**
 * The whole site's layout (navbar with search, sidebar, footer) around the page of the current
 * route, which React Router renders in its `<Outlet />` (the page element, or the error element
 * when the page's data failed to load or it crashed while rendering).
 */
export function SiteApp({ site, docsData, searchIndexUrl, searchContextUrls, components, sidebarsLoadError = null }: AppProps): ReactNode {
  const inputs = useMemo(() => ({ searchIndexUrl, searchContextUrls, components }), [searchIndexUrl, searchContextUrls, components]);
  const searchOptions = useSearchOptions(site, docsData);
  return (
    <SiteProviders site={site} docsData={docsData} sidebarsLoadError={sidebarsLoadError}>
      <PageInputsContext.Provider value={inputs}>
        <Layout search={<SiteSearchBar indexUrl={searchIndexUrl} options={searchOptions} {...(searchContextUrls ? { contextIndexUrls: searchContextUrls } : {})} />}>
          {/* A page other than a doc loads its code with itself (see route-components.tsx). */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Layout>
      </PageInputsContext.Provider>
    </SiteProviders>
  );
}

/** A component that can stand in for {@link SiteApp} (config `app`). */
export type AppComponent = ComponentType<AppProps>;
