import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memo, Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { createPageLoader, initialRouterState, Link, RouterProvider, useRouter } from '../src/index.js';

const routes: RouteEntry[] = ['a', 'b', 'c'].map((name) => ({ path: `/doc/${name}`, kind: 'doc', title: name.toUpperCase(), data: `/${name}.json` }));

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
  const linkCommits: string[] = [];
  const pendingSeen: boolean[] = [];
  // Memoised with no props: only a context the links subscribe to can re-render them.
  const Links = memo(function Links() {
    return (
      <Profiler id="links" onRender={(_id, phase) => linkCommits.push(phase)}>
        <Link to="/doc/b">to b</Link>
        <Link to="/doc/c">to c</Link>
      </Profiler>
    );
  });
  function Status(): ReactNode {
    const { state, pending } = useRouter();
    pendingSeen.push(pending);
    return <p data-testid="path">{state.location.pathname}</p>;
  }
  window.history.replaceState(null, '', '/doc/a');
  render(
    <RouterProvider baseUrl="/doc/" initialState={initialRouterState('/doc/a', routes[0] ?? null, { page: 'a' })} routes={routes} loader={loader}>
      <Status />
      <Links />
    </RouterProvider>,
  );
  return { linkCommits, pendingSeen, release: () => slow.resolve(new Response('{"page":"c"}')) };
}

describe('given a router with links on the page', () => {
  afterEach(cleanup);

  describe('when a link to an already loaded page is followed', () => {
    it('should commit the new page without re-rendering the links and without a pending state', async () => {
      const { linkCommits, pendingSeen } = setup();
      expect(linkCommits).toEqual(['mount']);
      fireEvent.click(screen.getByRole('link', { name: 'to b' }));
      await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/doc/b'));
      expect(window.location.pathname).toBe('/doc/b');
      // Links read only the router's stable half, so a navigation leaves them alone.
      expect(linkCommits).toEqual(['mount']);
      expect(pendingSeen).not.toContain(true);
    });
  });

  describe('when a link to a page that must still load is followed', () => {
    it('should be pending until the data arrives', async () => {
      const { linkCommits, pendingSeen, release } = setup();
      fireEvent.click(screen.getByRole('link', { name: 'to c' }));
      await waitFor(() => expect(pendingSeen.at(-1)).toBe(true));
      expect(screen.getByTestId('path').textContent).toBe('/doc/a');
      await act(async () => release());
      await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/doc/c'));
      expect(pendingSeen.at(-1)).toBe(false);
      expect(linkCommits).toEqual(['mount']);
    });
  });
});
