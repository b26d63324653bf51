import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { createPageLoader, createSiteRouter, Link, RouteAnnouncer, RouterProvider, useDocumentTitle, useRouteState } from '../src/index.js';

const routes: RouteEntry[] = [
  { path: '/doc/a', component: 'DocPage', title: 'Page A', data: '/a.json' },
  { path: '/doc/b', component: 'DocPage', title: 'Page B', data: '/b.json' },
];

/** Sets the tab title from the route, as an app does; its effects run after its children's. */
function TitledApp({ children }: { readonly children: ReactNode }): ReactNode {
  const { route } = useRouteState();
  useDocumentTitle(`${route?.title ?? 'Not found'} | Site`);
  return children;
}

describe('given the route announcer inside an app that sets the title', () => {
  afterEach(cleanup);

  describe('when a link is followed', () => {
    it('should announce the new page title, not the page just left', async () => {
      const loader = createPageLoader(() => Promise.resolve(new Response('{}')));
      loader.seed('/b.json', {});
      window.history.replaceState(null, '', '/doc/a');
      const router = createSiteRouter({ baseUrl: '/doc/', routes, loader, initial: { route: routes[0] ?? null, data: {} } });
      render(
        <RouterProvider router={router}>
          <TitledApp>
            {/* The announcer is a child: its effects run before the app's own. */}
            <RouteAnnouncer />
            <Link to="/doc/b">to b</Link>
          </TitledApp>
        </RouterProvider>,
      );
      expect(document.title).toBe('Page A | Site');
      // Nothing is announced on the first page: the screen reader reads it as it loads.
      expect(screen.getByRole('status').textContent).toBe('');
      fireEvent.click(screen.getByRole('link', { name: 'to b' }));
      await waitFor(() => expect(window.location.pathname).toBe('/doc/b'));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Page B | Site'));
      expect(document.title).toBe('Page B | Site');
    });
  });
});
