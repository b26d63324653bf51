import { createContext, Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { DocJson, SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { DocsProvider, useDocumentTitle, useNavigationEffects, useRouter } from '@hpcdocs/router';
import { ColorModeProvider, DocPage, ErrorBoundary, Layout, LoadErrorBox, NotFound, SidebarsProvider, SiteConfigProvider, useSidebars, type ContentComponents } from '@hpcdocs/theme';
import { SearchBar, SearchTermHighlighter } from '@hpcdocs/search/react';
import { landingPage, searchPage } from './app-pages.js';
import { pageComponentsOf } from './page-components.js';
import { pageTitle, type SiteData } from './site-data.js';

/** Props of the site's App (and of a custom App that replaces it). */
export interface AppProps {
  readonly site: SiteData;
  readonly docsData: SidebarsJson;
  /** Hashed URL of the search index's first file. */
  readonly searchIndexUrl: string;
  /** The site's own MDX components (config `components`), over the theme's. */
  readonly components?: ContentComponents;
}

const SiteDataContext = createContext<SiteData | null>(null);

/** The site's data (config, landing, search options) inside the App. */
export function useSiteData(): SiteData {
  const site = useContext(SiteDataContext);
  if (!site) throw new Error('@hpcdocs/site: useSiteData() is used outside the site App. Render it inside <SiteApp> (or a custom App that renders <SiteProviders>).');
  return site;
}

function Page({ searchIndexUrl, components }: { readonly searchIndexUrl: string; readonly components: ContentComponents | undefined }): ReactNode {
  const site = useSiteData();
  const { state, retry } = useRouter();
  const { route, data, error } = state;
  const sidebars = useSidebars();
  const doc = route?.kind === 'doc' ? (data as DocJson | null) : null;
  // The components the doc loaded with its data, over the site's (see page-components.ts).
  const table = useMemo(() => (doc ? pageComponentsOf(doc, components) : components), [doc, components]);
  if (error) return <LoadErrorBox error={error} onRetry={retry} />;
  if (!route) return <NotFound />;
  if (doc) {
    return (
      <>
        <DocPage doc={doc} sidebar={doc.sidebar ? (sidebars[doc.sidebar] ?? null) : null} {...(table ? { components: table } : {})} />
        <SearchTermHighlighter contentKey={doc} />
      </>
    );
  }
  if (site.landing && route.path === site.pages.landing?.path) return <landingPage.Page {...site.landing} />;
  if (route.path === site.pages.search.path) return <searchPage.Page indexUrl={searchIndexUrl} options={site.searchOptions} />;
  return <NotFound />;
}

/**
 * The providers every page needs (site data, theme config, colour mode, sidebars, docs versions).
 * A custom App renders its own tree inside them.
 */
export function SiteProviders({ site, docsData, children }: { readonly site: SiteData; readonly docsData: SidebarsJson; readonly children: ReactNode }): ReactNode {
  const { siteConfig } = site;
  return (
    <SiteDataContext.Provider value={site}>
      <SiteConfigProvider config={siteConfig}>
        <ColorModeProvider {...(siteConfig.colorMode ? { config: siteConfig.colorMode } : {})}>
          <SidebarsProvider sidebars={docsData.sidebars}>
            <DocsProvider versions={docsData.versions}>{children}</DocsProvider>
          </SidebarsProvider>
        </ColorModeProvider>
      </SiteConfigProvider>
    </SiteDataContext.Provider>
  );
}

/** The tab title of the route shown; set with the router's hook, so screen readers hear the new page. */
function DocumentTitle(): null {
  const site = useSiteData();
  const { state } = useRouter();
  useDocumentTitle(pageTitle(site, state.error ? 'Page failed to load' : (state.route?.title ?? 'Page not found')));
  return null;
}

/** The whole site below the router: layout, navbar with search, the page of the current route. */
export function SiteApp({ site, docsData, searchIndexUrl, components }: AppProps): ReactNode {
  const { state } = useRouter();
  useNavigationEffects();
  return (
    <SiteProviders site={site} docsData={docsData}>
      <DocumentTitle />
      <Layout search={<SearchBar indexUrl={searchIndexUrl} options={site.searchOptions} />}>
        <ErrorBoundary resetKey={state.location.pathname}>
          {/* The landing and search pages load their code with themselves (see app-pages.tsx). */}
          <Suspense fallback={null}>
            <Page searchIndexUrl={searchIndexUrl} components={components} />
          </Suspense>
        </ErrorBoundary>
      </Layout>
    </SiteProviders>
  );
}

/** A component that can stand in for {@link SiteApp} (config `app`). */
export type AppComponent = ComponentType<AppProps>;
