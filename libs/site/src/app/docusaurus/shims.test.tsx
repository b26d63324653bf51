/**
 * The Docusaurus modules a site's components import, rendered on the server as a prerender does:
 * each gives the markup of this package's equivalent, with Docusaurus' props.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { DocJson, SidebarItem } from '@hpcdocs/content-pipeline/schema';
import { createStaticSiteRouter, StaticRouterProvider } from '@hpcdocs/router/server';
import { ColorModeProvider, SidebarsProvider, SiteConfigProvider } from '@hpcdocs/theme';
import { describe, expect, it } from 'vitest';
import BrowserOnly from './BrowserOnly.js';
import Head from './Head.js';
import Link from './Link.js';
import { Link as RouterLink, Redirect, useHistory, useLocation } from './router.js';
import Admonition from './theme/Admonition.js';
import CodeBlock from './theme/CodeBlock.js';
import Details from './theme/Details.js';
import DocCardList from './theme/DocCardList.js';
import Heading from './theme/Heading.js';
import IconExternalLink from './theme/Icon/ExternalLink.js';
import CodeInline from './theme/CodeInline.js';
import TOCInline from './theme/TOCInline.js';
import useBaseUrl from './useBaseUrl.js';
import useIsBrowser from './useIsBrowser.js';
import Translate, { translate } from './Translate.js';
import { useColorMode } from './theme-common.js';

const sidebar: SidebarItem[] = [
  {
    type: 'category',
    label: 'Guides',
    href: '/handbook/docs/guides/',
    docId: 'guides/index',
    collapsed: false,
    collapsible: true,
    items: [{ type: 'link', label: 'Install', href: '/handbook/docs/guides/install', docId: 'guides/install' }],
  },
];
const doc = { id: 'guides/index', permalink: '/handbook/docs/guides/', sidebar: 'main' } as DocJson;

const route = { path: doc.permalink, component: 'DocPage', docId: doc.id, title: 'Guides' };
const router = await createStaticSiteRouter({ baseUrl: '/handbook/', url: doc.permalink, route, data: doc });

/** `ui` rendered as the server renders a page of a site under /handbook/ showing `doc`. */
function render(ui: ReactElement): string {
  return renderToString(
    <SiteConfigProvider config={{ title: 'Handbook', url: 'https://example.com', baseUrl: '/handbook/', navbar: { items: [] } }}>
      <SidebarsProvider sidebars={{ main: sidebar }}>
        <StaticRouterProvider router={router}>{ui}</StaticRouterProvider>
      </SidebarsProvider>
    </SiteConfigProvider>,
  ).replace(/<!-- -->/g, '');
}

/** A component of a Docusaurus site reading the location, as version 5 of React Router and version 7 give it. */
function Here() {
  const history = useHistory();
  const { pathname } = useLocation();
  return <span>{`${pathname} ${history.location.pathname}`}</span>;
}

function BaseUrlOf({ path }: { readonly path: string }) {
  return <span>{useBaseUrl(path)}</span>;
}

describe('given the Docusaurus modules, rendered on the server', () => {
  it('should put Link and useBaseUrl paths under the base URL, and open external links in a new tab', () => {
    expect(render(<Link to="/docs/intro">Intro</Link>)).toBe('<a href="/handbook/docs/intro">Intro</a>');
    expect(render(<Link href="https://example.org">Out</Link>)).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">Out</a>');
    expect(render(<Link to="pathname:///files/a.pdf">File</Link>)).toBe('<a href="/handbook/files/a.pdf">File</a>');
    expect(render(<BaseUrlOf path="/img/logo.png" />)).toBe('<span>/handbook/img/logo.png</span>');
  });

  it('should say useIsBrowser is false on the server, so the prerendered markup is what hydration renders first', () => {
    function Where() {
      return <span>{useIsBrowser() ? 'browser' : 'server'}</span>;
    }
    expect(render(<Where />)).toBe('<span>server</span>');
  });

  it("should give useColorMode of @docusaurus/theme-common the classic theme's shape, from the site's colour mode", () => {
    function Mode() {
      const { colorMode, isDarkTheme } = useColorMode();
      return <span>{`${colorMode} ${isDarkTheme}`}</span>;
    }
    expect(render(<ColorModeProvider config={{ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false }}><Mode /></ColorModeProvider>)).toBe('<span>dark true</span>');
    expect(render(<ColorModeProvider config={{ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }}><Mode /></ColorModeProvider>)).toBe('<span>light false</span>');
  });

  it('should render the fallback of BrowserOnly, and Head\'s children in place', () => {
    expect(render(<BrowserOnly fallback={<i>loading</i>}>{() => <b>{window.location.href}</b>}</BrowserOnly>)).toBe('<i>loading</i>');
    expect(render(<Head><meta name="x" content="y" /></Head>)).toContain('<meta name="x" content="y"/>');
  });

  it('should give the theme\'s Admonition, Details, CodeBlock, Heading and the external link icon Docusaurus\' props', () => {
    expect(render(<Admonition type="tip" title={<em>Mind</em>}>Body</Admonition>)).toMatch(/data-type="tip".*Mind.*Body/s);
    expect(render(<Details summary={<summary>More</summary>}>Hidden</Details>)).toMatch(/<summary[^>]*>More<\/summary>.*Hidden/s);
    const code = render(<CodeBlock className="language-bash" title="run.sh" showLineNumbers>{'echo one\necho two\n'}</CodeBlock>);
    expect(code).toContain('data-language="bash"');
    expect(code).toContain('run.sh');
    expect(code.match(/class="line"/g)).toHaveLength(2);
    expect(render(<Heading as="h2" id="setup">Setup</Heading>)).toMatch(/<h2 id="setup"[^>]*>Setup<a[^>]*href="#setup"/);
    expect(render(<Heading as="h1">Title</Heading>)).toBe('<h1>Title</h1>');
    expect(render(<CodeInline className="tz">Europe/Paris</CodeInline>)).toBe('<code class="tz">Europe/Paris</code>');
    expect(render(<IconExternalLink className="icon" />)).toMatch(/^<svg width="13.5" height="13.5" viewBox="0 0 24 24" role="img" aria-label="\(opens in new tab\)" focusable="false" class="icon">/);
  });

  it('should list the items of the category whose page is shown with DocCardList, or the items given', () => {
    expect(render(<DocCardList />)).toMatch(/href="\/handbook\/docs\/guides\/install".*Install/s);
    expect(render(<DocCardList items={[{ type: 'category', label: 'Deep', href: '/handbook/docs/deep/', items: [{ type: 'link', label: 'x' }] }]} />)).toContain('1 item');
    expect(render(<TOCInline toc={[{ value: 'Setup', id: 'setup', level: 2 }]} />)).toContain('href="#setup"');
  });

  it('should give React Router itself as @docusaurus/router, with useHistory as version 5 had it, on the path with the base URL', () => {
    expect(render(<Here />)).toBe('<span>/handbook/docs/guides/ /handbook/docs/guides/</span>');
    expect(render(<RouterLink to="/handbook/docs/intro">Intro</RouterLink>)).toBe('<a href="/handbook/docs/intro" data-discover="true">Intro</a>');
  });

  it('should prerender <Redirect> as a refresh to its target, so the page leads there without JavaScript', () => {
    expect(render(<Redirect to="/handbook/docs/intro" />)).toBe('<meta http-equiv="refresh" content="0; url=/handbook/docs/intro"/>');
  });
});

describe('given @docusaurus/Translate in a site built in one language', () => {
  it('should show the message as written, its placeholders filled from the values', () => {
    const html = renderToString(
      <p>
        <Translate id="users.count" description="how many" values={{ count: <b>12</b>, name: 'pnpm' }}>
          {'{count} teams use {name} and {unknown}'}
        </Translate>
      </p>,
    );
    expect(html.replace(/<!-- -->/g, '')).toBe('<p><b>12</b> teams use pnpm and {unknown}</p>');
    expect(translate({ id: 'a', message: 'Hello {who}' }, { who: 'readers' })).toBe('Hello readers');
    expect(translate({ id: 'only.id' })).toBe('only.id');
  });
});
