import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useId, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link as ReactRouterLink, Outlet, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteEntry, RoutesJson } from '@hpcdocs/content-pipeline/schema';
import { ChunkLoadError, createMemorySiteRouter, createPageLoader, createSiteRouter, RouterProvider, useRouteState } from '../src/index.js';
import { createStaticSiteRouter, StaticRouterProvider } from '../src/server/index.js';

const entries: RouteEntry[] = [
  { path: '/doc/a', component: 'DocPage', title: 'A', data: '/a.json' },
  { path: '/doc/b', component: 'DocPage', title: 'B', data: '/b.json' },
  { path: '/doc/guide/', component: 'DocPage', title: 'Guide', data: '/guide.json' },
  { path: '/doc/old', to: '/doc/b', title: 'B' },
];
const routesJson: RoutesJson = { schemaVersion: 1, baseUrl: '/doc/', routes: entries, sidebars: '/sidebars.json' };

/** A fetch over the route table and one JSON file per page (`{"page":"a"}` for /a.json); `failing` answer 404. */
function server(failing: readonly string[] = []) {
  const requests: string[] = [];
  const fetchImpl = (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    if (failing.includes(url)) return Promise.resolve(new Response('gone', { status: 404 }));
    if (url === '/routes.json') return Promise.resolve(new Response(JSON.stringify(routesJson)));
    return Promise.resolve(new Response(JSON.stringify({ page: url.slice(1, -'.json'.length) })));
  };
  return { requests, loader: createPageLoader(fetchImpl as typeof fetch) };
}

/** The page the route's loader gave, rendered as the page element. */
function Page(): ReactNode {
  const { route, data } = useRouteState();
  return <p data-testid="page">{route ? `${route.title}: ${(data as { page: string }).page}` : 'not found'}</p>;
}

function PageError(): ReactNode {
  const error = useRouteError();
  return <p role="alert">{error instanceof ChunkLoadError ? `chunk: ${error.message}` : 'crashed'}</p>;
}

/** A team's component, written against react-router-dom alone. */
function TeamComponent(): ReactNode {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <nav>
      <span data-testid="here">{pathname + hash}</span>
      <ReactRouterLink to="/doc/b">team link to b</ReactRouterLink>
      <button type="button" onClick={() => void navigate('/doc/guide#setup')}>
        go to the guide
      </button>
      <button type="button" onClick={() => void navigate('/doc/old')}>
        go to the old path
      </button>
    </nav>
  );
}

const app = (
  <>
    <TeamComponent />
    <Outlet />
  </>
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('given a site router that knows only the page it started on', () => {
  const start = (failing: readonly string[] = []) => {
    const { requests, loader } = server(failing);
    window.history.replaceState(null, '', '/doc/a');
    const router = createSiteRouter({ baseUrl: '/doc/', routes: '/routes.json', loader, initial: { route: entries[0] ?? null, data: { page: 'a' } }, page: <Page />, error: <PageError /> });
    render(<RouterProvider router={router}>{app}</RouterProvider>);
    return { requests, router };
  };

  it('should start without a request, then discover the route of a link followed from a team component on react-router-dom', async () => {
    const { requests, router } = start();
    expect(screen.getByTestId('page').textContent).toBe('A: a');
    expect(requests).toEqual([]);
    expect(router.router.routes[0]?.children?.map((route) => route.id)).toEqual(['/doc/a', 'not-found']);
    fireEvent.click(screen.getByRole('link', { name: 'team link to b' }));
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('B: b'));
    expect(window.location.pathname).toBe('/doc/b');
    expect(screen.getByTestId('here').textContent).toBe('/doc/b');
    // One React Router route was added for the page, from the table fetched once.
    expect(router.router.routes[0]?.children?.map((route) => route.id)).toEqual(['/doc/a', 'not-found', '/doc/b']);
    expect(requests).toEqual(['/routes.json', '/b.json']);
  });

  it('should lead a near miss and a redirect route to the canonical path, keeping the fragment', async () => {
    start();
    fireEvent.click(screen.getByRole('button', { name: 'go to the guide' }));
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('Guide: guide'));
    expect(window.location.pathname + window.location.hash).toBe('/doc/guide/#setup');
    fireEvent.click(screen.getByRole('button', { name: 'go to the old path' }));
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('B: b'));
    expect(window.location.pathname).toBe('/doc/b');
  });

  it('should show the not-found page for a path the table does not have', async () => {
    const { router } = start();
    await act(() => router.router.navigate('/doc/nowhere'));
    expect(screen.getByTestId('page').textContent).toBe('not found');
  });

  it('should show the error element with the ChunkLoadError when a page\'s data cannot be loaded, after the one reload it allows', async () => {
    const { router } = start(['/b.json']);
    // The one reload a failed chunk is allowed is spent already (a reload of this page came before).
    sessionStorage.setItem('hpcdocs:chunk-reload:/doc/b', '1');
    fireEvent.click(screen.getByRole('link', { name: 'team link to b' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'chunk: Loading chunk /b.json failed: HTTP 404');
    expect(window.location.pathname).toBe('/doc/b');
    expect(router.router.state.errors?.['/doc/b']).toBeInstanceOf(ChunkLoadError);
    sessionStorage.clear();
  });
});

describe('given a page opened at a path a static host serves by file name', () => {
  it.each([
    ['/doc/guide/index.html?q=1#setup', '/doc/guide/?q=1#setup'],
    ['/doc/guide.html', '/doc/guide/'],
  ])('should start at the clean path for %s', (opened, clean) => {
    window.history.replaceState(null, '', opened);
    const router = createSiteRouter({ baseUrl: '/doc/', routes: entries, initial: { route: entries[2] ?? null, data: { page: 'guide' } }, page: <Page /> });
    render(<RouterProvider router={router}>{app}</RouterProvider>);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(clean);
    expect(screen.getByTestId('page').textContent).toBe('Guide: guide');
  });

  it('should leave an .html path outside the base URL alone (a host page such as Storybook\'s)', () => {
    window.history.replaceState(null, '', '/iframe.html');
    createSiteRouter({ baseUrl: '/doc/', routes: entries });
    expect(window.location.pathname).toBe('/iframe.html');
  });

  it('should escape a malformed percent-encoding, so React Router reads the path without a warning', () => {
    const warn = vi.spyOn(console, 'warn');
    window.history.replaceState(null, '', '/doc/docs/%E0%A4%A');
    // As the server answers it: the not-found page.
    const router = createSiteRouter({ baseUrl: '/doc/', routes: entries, initial: { route: null, data: null }, page: <Page /> });
    render(<RouterProvider router={router}>{app}</RouterProvider>);
    expect(window.location.pathname).toBe('/doc/docs/%25E0%25A4%25A');
    expect(screen.getByTestId('page').textContent).toBe('not found');
    expect(warn).not.toHaveBeenCalled();
  });
});

/** A component with an id from `useId`, which must be the same on the server and in the browser. */
function Labelled(): ReactNode {
  const id = useId();
  return (
    <label htmlFor={id}>
      Search <input id={id} />
    </label>
  );
}

describe('given a page rendered with React Router\'s static rendering', () => {
  it('should hydrate in a site router without a mismatch', async () => {
    const data = { page: 'b' };
    const shell = (
      <>
        <Labelled />
        <Outlet />
      </>
    );
    const staticRouter = await createStaticSiteRouter({ baseUrl: '/doc/', url: '/doc/b', route: entries[1] ?? null, data, page: <Page /> });
    const html = renderToString(<StaticRouterProvider router={staticRouter}>{shell}</StaticRouterProvider>);
    expect(html).toContain('B: b');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const prerendered = container.querySelector('[data-testid="page"]');
    window.history.replaceState(null, '', '/doc/b');
    const router = createSiteRouter({ baseUrl: '/doc/', routes: '/routes.json', initial: { route: entries[1] ?? null, data }, page: <Page /> });
    const errors: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router}>{shell}</RouterProvider>, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // The prerendered node itself, not one rendered again.
    expect(container.querySelector('[data-testid="page"]')).toBe(prerendered);
    container.remove();
  });
});

describe('given a memory site router (tests, stories)', () => {
  it('should show the error element at once when a page fails to load (there is no document to reload)', async () => {
    const { loader } = server(['/b.json']);
    window.history.replaceState(null, '', '/elsewhere');
    const router = createMemorySiteRouter({ baseUrl: '/doc/', url: '/doc/a', routes: entries, loader, initial: { route: entries[0] ?? null, data: { page: 'a' } }, page: <Page />, error: <PageError /> });
    render(<RouterProvider router={router}>{app}</RouterProvider>);
    fireEvent.click(screen.getByRole('link', { name: 'team link to b' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'chunk: Loading chunk /b.json failed: HTTP 404');
    expect(router.router.state.location.pathname).toBe('/doc/b');
    expect(window.location.pathname).toBe('/elsewhere');
  });
});
