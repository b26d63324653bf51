import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { createPageLoader, createSiteRouter, RouterProvider, useRouteState } from '../src/index.js';

const table = (title: string): RouteEntry[] => [
  { path: '/doc/a', component: 'DocPage', title, data: '/a.json' },
  { path: '/doc/b', component: 'DocPage', title: 'B', data: '/b.json' },
];

function Current(): ReactNode {
  const { route, data } = useRouteState();
  return (
    <p data-testid="current">
      {route?.title ?? 'none'}: {(data as { text?: string } | null)?.text ?? ''}
    </p>
  );
}

describe('given a site router whose route table is replaced (the dev server after an edit)', () => {
  afterEach(cleanup);

  it('should load the page shown again against the new table, with the data given since', async () => {
    const loader = createPageLoader(() => Promise.resolve(new Response('{"text":"fetched"}')));
    const first = table('Old title');
    window.history.replaceState(null, '', '/doc/a');
    const router = createSiteRouter({ baseUrl: '/doc/', routes: first, loader, initial: { route: first[0] ?? null, data: { text: 'prerendered' } } });
    render(
      <RouterProvider router={router}>
        <Current />
      </RouterProvider>,
    );
    expect(screen.getByTestId('current').textContent).toBe('Old title: prerendered');
    // New data for the page, then a new table, as the dev server sends them after an edit.
    loader.seed('/a.json', { text: 'edited' });
    act(() => router.setRoutes(table('New title')));
    await waitFor(() => expect(screen.getByTestId('current').textContent).toBe('New title: edited'));
  });

  it('should show the not-found page for a page the new table no longer has', async () => {
    const first = table('A');
    window.history.replaceState(null, '', '/doc/a');
    const router = createSiteRouter({ baseUrl: '/doc/', routes: first, initial: { route: first[0] ?? null, data: { text: 'a' } } });
    render(
      <RouterProvider router={router}>
        <Current />
      </RouterProvider>,
    );
    act(() => router.setRoutes(first.slice(1)));
    await waitFor(() => expect(screen.getByTestId('current').textContent).toBe('none: '));
  });
});
