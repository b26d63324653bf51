// @vitest-environment jsdom
/**
 * `@docusaurus/router` in the browser: a Docusaurus component's `useHistory().push` and
 * `<Redirect>` navigate the site's one router.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { createMemorySiteRouter, RouterProvider, useRouteState } from '@hpcdocs/router';
import { afterEach, describe, expect, it } from 'vitest';
import { Outlet, Redirect, useHistory } from './router.js';

const routes: RouteEntry[] = ['intro', 'install', 'moved'].map((name) => ({ path: `/docs/${name}`, component: 'Page', title: name }));

function Page(): ReactNode {
  const { route } = useRouteState();
  return route?.title === 'moved' ? <Redirect to="/docs/install" /> : <h1>{route?.title}</h1>;
}

function Buttons(): ReactNode {
  const history = useHistory();
  return (
    <>
      <button type="button" onClick={() => history.push('/docs/install')}>
        push
      </button>
      <button type="button" onClick={() => history.goBack()}>
        back
      </button>
      <Outlet />
    </>
  );
}

afterEach(cleanup);

describe('given a Docusaurus component using @docusaurus/router inside the site', () => {
  const start = (url: string) => {
    const router = createMemorySiteRouter({ baseUrl: '/', url, routes, page: <Page /> });
    render(<RouterProvider router={router}>{<Buttons />}</RouterProvider>);
    return router;
  };

  it('should navigate with useHistory().push and come back with goBack()', async () => {
    start('/docs/intro');
    expect(await screen.findByRole('heading', { name: 'intro' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'push' }));
    expect(await screen.findByRole('heading', { name: 'install' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByRole('heading', { name: 'intro' })).toBeTruthy();
  });

  it('should replace the page with the target of <Redirect>', async () => {
    const router = start('/docs/intro');
    await act(() => router.router.navigate('/docs/moved'));
    expect(await screen.findByRole('heading', { name: 'install' })).toBeTruthy();
    expect(router.router.state.location.pathname).toBe('/docs/install');
    expect(router.router.state.historyAction).toBe('REPLACE');
  });
});
