import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation as useReactRouterLocation, useNavigation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { createPageLoader, createSiteRouter, Link, RouterProvider, useNavigationProgress, useRouteState } from '../src/index.js';

const routes: RouteEntry[] = ['a', 'b', 'c'].map((name) => ({ path: `/doc/${name}`, component: 'DocPage', title: name.toUpperCase(), data: `/${name}.json` }));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A router on /doc/a with /doc/b already loaded (prefetched) and /doc/c held until `release`. */
function setup() {
  const slow = deferred<Response>();
  const loader = createPageLoader((input) => (String(input) === '/c.json' ? slow.promise : Promise.resolve(new Response('{"page":"x"}'))));
  loader.seed('/b.json', { page: 'b' });
  const pendingSeen: boolean[] = [];
  const progressSeen: boolean[] = [];
  function Status(): ReactNode {
    const pending = useNavigation().state !== 'idle';
    const progress = useNavigationProgress(20);
    const { route, data } = useRouteState();
    pendingSeen.push(pending);
    progressSeen.push(progress);
    return (
      <p data-testid="path">
        {useReactRouterLocation().pathname} {route?.title} {(data as { page?: string } | null)?.page}
      </p>
    );
  }
  window.history.replaceState(null, '', '/doc/a');
  const router = createSiteRouter({ baseUrl: '/doc/', routes, loader, initial: { route: routes[0] ?? null, data: { page: 'a' } } });
  render(
    <RouterProvider router={router}>
      <Status />
      <Link to="/doc/b">to b</Link>
      <Link to="/doc/c">to c</Link>
    </RouterProvider>,
  );
  return { pendingSeen, progressSeen, release: () => slow.resolve(new Response('{"page":"c"}')) };
}

describe('given a site router with links on the page', () => {
  afterEach(cleanup);

  it('should show the page it started on with the data it was given, without loading it', () => {
    setup();
    expect(screen.getByTestId('path').textContent).toBe('/doc/a A a');
  });

  describe('when a link to an already loaded page is followed', () => {
    it('should commit the new page with its data, no longer pending', async () => {
      const { pendingSeen } = setup();
      fireEvent.click(screen.getByRole('link', { name: 'to b' }));
      await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/doc/b B b'));
      expect(window.location.pathname).toBe('/doc/b');
      expect(pendingSeen.at(-1)).toBe(false);
    });
  });

  describe('when a link to a page that must still load is followed', () => {
    it('should be pending, on the page it leaves, with the progress signal after its delay, until the data arrives', async () => {
      const { pendingSeen, progressSeen, release } = setup();
      fireEvent.click(screen.getByRole('link', { name: 'to c' }));
      await waitFor(() => expect(pendingSeen.at(-1)).toBe(true));
      await waitFor(() => expect(progressSeen.at(-1)).toBe(true));
      expect(screen.getByTestId('path').textContent).toBe('/doc/a A a');
      await act(async () => release());
      await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/doc/c C c'));
      expect(pendingSeen.at(-1)).toBe(false);
      expect(progressSeen.at(-1)).toBe(false);
    });
  });
});
