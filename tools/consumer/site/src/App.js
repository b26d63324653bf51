/**
 * The whole handbook below the router, composed from the published theme. Plain JavaScript with
 * `createElement`, so the same module runs in Node for prerendering and in the client bundle.
 */
import { createElement as h, useEffect } from 'react';
import { DocsProvider, useNavigationEffects, useRouter } from '@hpcdocs/router';
import { ColorModeProvider, DocPage, Layout, LoadErrorBox, NotFound, SidebarsProvider, SiteConfigProvider } from '@hpcdocs/theme';
import { pageTitle, siteConfig } from './site.config.js';

function Page({ sidebars }) {
  const { state, retry } = useRouter();
  if (state.error) return h(LoadErrorBox, { error: state.error, onRetry: retry });
  if (state.route?.kind === 'doc' && state.data) {
    const doc = state.data;
    return h(DocPage, { doc, sidebar: doc.sidebar ? (sidebars[doc.sidebar] ?? null) : null });
  }
  return h(NotFound);
}

/** @param {{ docsData: import('@hpcdocs/content-pipeline/schema').SidebarsJson }} props */
export function App({ docsData }) {
  const { state } = useRouter();
  useNavigationEffects();
  const title = pageTitle(state.route?.title ?? 'Page not found');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return h(
    SiteConfigProvider,
    { config: siteConfig },
    h(
      ColorModeProvider,
      { config: siteConfig.colorMode },
      h(SidebarsProvider, { sidebars: docsData.sidebars }, h(DocsProvider, { versions: docsData.versions }, h(Layout, null, h(Page, { sidebars: docsData.sidebars })))),
    ),
  );
}
