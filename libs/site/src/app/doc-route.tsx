/** The `DocPage` route component: a doc (or a category's index, a tag's page) with its sidebar. */
import { useMemo, type ReactNode } from 'react';
import type { DocJson } from '@hpcdocs/content-pipeline/schema';
import { DocPage, useSidebars, useSidebarsLoadError } from '@hpcdocs/theme';
import { SearchTermHighlighter } from '@hpcdocs/search/react';
import { usePageInputs } from './App.js';
import { VersionBadge, VersionBanner } from 'virtual:hpcdocs/docs-versions';
import { pageComponentsOf } from './page-components.js';
import type { RoutePageProps } from './route-components.js';

/** The doc in the route's data, with the components it loaded with it over the site's (see page-components.ts). */
export function DocRoute({ data }: RoutePageProps): ReactNode {
  const { components } = usePageInputs();
  const sidebars = useSidebars();
  const sidebarsLoadError = useSidebarsLoadError();
  const doc = data as DocJson;
  const table = useMemo(() => pageComponentsOf(doc, components), [doc, components]);
  return (
    <>
      <DocPage
        doc={doc}
        sidebar={doc.sidebar ? (sidebars[doc.sidebar] ?? null) : null}
        sidebarError={doc.sidebar ? sidebarsLoadError : null}
        {...(table ? { components: table } : {})}
        {...(VersionBanner ? { versionBanner: <VersionBanner permalink={doc.permalink} /> } : {})}
        {...(VersionBadge ? { versionBadge: <VersionBadge /> } : {})}
      />
      <SearchTermHighlighter contentKey={doc} />
    </>
  );
}
