import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { createPageLoader, initialRouterState, RouterProvider, useRouter } from '../src/index.js';

const table = (title: string): RouteEntry[] => [
  { path: '/doc/a', kind: 'doc', title, data: '/a.json' },
  { path: '/doc/b', kind: 'doc', title: 'B', data: '/b.json' },
];

function Current(): ReactNode {
  const { state, retry } = useRouter();
  return (
    <button type="button" onClick={retry}>
      {state.route?.title ?? 'none'}: {(state.data as { text?: string } | null)?.text ?? ''}
    </button>
  );
}

describe('given a router whose route table is replaced (the dev server after an edit)', () => {
  afterEach(cleanup);

  it('should match the current page against the new table on retry, with the data given since', async () => {
    const loader = createPageLoader(() => Promise.resolve(new Response('{"text":"fetched"}')));
    const first = table('Old title');
    window.history.replaceState(null, '', '/doc/a');
    const ui = (routes: RouteEntry[]) => (
      <RouterProvider baseUrl="/doc/" initialState={initialRouterState('/doc/a', first[0] ?? null, { text: 'prerendered' })} routes={routes} loader={loader}>
        <Current />
      </RouterProvider>
    );
    const { rerender } = render(ui(first));
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Old title: prerendered'));
    // New data for the page, then a new table, as the dev server sends them after an edit.
    loader.seed('/a.json', { text: 'edited' });
    rerender(ui(table('New title')));
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('New title: edited'));
  });
});
