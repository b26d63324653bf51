import type { ReactNode } from 'react';
import type { DocJson, SidebarsJson } from '@hpcdocs/content-pipeline/schema';
import { DocsProvider, useDocumentTitle, useNavigationEffects, useRouter } from '@hpcdocs/router';
import { ColorModeProvider, DocPage, ErrorBoundary, Landing, Layout, LoadErrorBox, NotFound, SidebarsProvider, SiteConfigProvider, useSidebars } from '@hpcdocs/theme';
import { SearchBar, SearchPage, SearchTermHighlighter } from '@hpcdocs/search/react';
import { appPages, landing, searchOptions, siteConfig } from './site.config.js';

/** The browser-tab title of a route (`Doc | Site`, spec section 9). */
export function pageTitle(title: string | undefined): string {
  if (!title || title === siteConfig.title) return siteConfig.title;
  return `${title} ${siteConfig.titleDelimiter ?? '|'} ${siteConfig.title}`;
}

function Page({ searchIndexUrl }: { readonly searchIndexUrl: string }): ReactNode {
  const { state, retry } = useRouter();
  const { route, data, error } = state;
  const sidebars = useSidebars();
  if (error) return <LoadErrorBox error={error} onRetry={retry} />;
  if (!route) return <NotFound />;
  if (route.kind === 'doc' && data) {
    const doc = data as DocJson;
    return (
      <>
        <DocPage doc={doc} sidebar={doc.sidebar ? (sidebars[doc.sidebar] ?? null) : null} />
        <SearchTermHighlighter contentKey={doc} />
      </>
    );
  }
  if (route.path === appPages.landing.path) return <Landing {...landing} />;
  if (route.path === appPages.search.path) return <SearchPage indexUrl={searchIndexUrl} options={searchOptions} />;
  return <NotFound />;
}

export interface AppProps {
  readonly docsData: SidebarsJson;
  /** Hashed URL of the search index's first file. */
  readonly searchIndexUrl: string;
}

/** The whole site below the router. */
export function App({ docsData, searchIndexUrl }: AppProps): ReactNode {
  const { state } = useRouter();
  useNavigationEffects();
  useDocumentTitle(pageTitle(state.error ? 'Page failed to load' : (state.route?.title ?? 'Page not found')));
  return (
    <SiteConfigProvider config={siteConfig}>
      <ColorModeProvider {...(siteConfig.colorMode ? { config: siteConfig.colorMode } : {})}>
      <SidebarsProvider sidebars={docsData.sidebars}>
        <DocsProvider versions={docsData.versions}>
          <Layout search={<SearchBar indexUrl={searchIndexUrl} options={searchOptions} />}>
            <ErrorBoundary resetKey={state.location.pathname}>
              <Page searchIndexUrl={searchIndexUrl} />
            </ErrorBoundary>
          </Layout>
        </DocsProvider>
      </SidebarsProvider>
      </ColorModeProvider>
    </SiteConfigProvider>
  );
}
