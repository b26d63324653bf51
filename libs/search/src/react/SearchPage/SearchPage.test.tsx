import { createMemorySiteRouter, RouterProvider } from '@hpcdocs/router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSearchClient } from '../../client.js';
import { serveFixture } from '../../../test/fixture.js';
import { createFakeSearchClient } from '../testing/fake-client.js';
import { SearchPage } from './SearchPage.js';

afterEach(cleanup);

describe('given the search page at ?q=instance', () => {
  it('should show every result and keep the URL in step as the reader types', async () => {
    window.history.replaceState(null, '', '/doc/search/?q=instance');
    render(
      <RouterProvider router={createMemorySiteRouter({ baseUrl: '/doc/', url: '/doc/search/?q=instance', routes: [] })}>
        <SearchPage client={createFakeSearchClient()} />
      </RouterProvider>,
    );
    expect((await screen.findAllByRole('link')).length).toBe(3);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zzz' } });
    expect(window.location.search).toBe('?q=zzz');
    expect(await screen.findByText('No results')).toBeTruthy();
  });
});

describe('given more results than one page holds', () => {
  it('should count pages, render the first hits, then every hit through Show more results', async () => {
    window.history.replaceState(null, '', '/doc/search/?q=instance');
    render(
      <RouterProvider router={createMemorySiteRouter({ baseUrl: '/doc/', url: '/doc/search/?q=instance', routes: [] })}>
        <SearchPage client={createFakeSearchClient()} pageSize={2} />
      </RouterProvider>,
    );
    expect((await screen.findAllByRole('link')).length).toBe(2);
    expect(screen.getByRole('status').textContent).toBe('2 pages for “instance”, 1 shown');
    // The count is read before the list and the button, not after them.
    const list = screen.getByRole('list');
    expect(screen.getByRole('status').compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more results (1 page not shown)' }));
    await waitFor(() => expect(screen.getAllByRole('link').length).toBe(3));
    expect(screen.queryByRole('button', { name: /Show more results/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 pages for “instance”');
  });
});

describe('given a version outside the base URL', () => {
  it("should show the client's refusal, 'Version url does not start with base url'", async () => {
    const fixture = serveFixture();
    window.history.replaceState(null, '', '/doc/search/?q=launch&version=next/');
    render(
      <RouterProvider router={createMemorySiteRouter({ baseUrl: '/doc/', url: '/doc/search/?q=launch&version=next/', routes: [] })}>
        <SearchPage indexUrl={fixture.built.indexUrl} options={{}} version="/elsewhere/" />
      </RouterProvider>,
    );
    // The version prop wins over ?version= (which is always under the base URL).
    expect(await screen.findByText('Version url does not start with base url', { exact: false })).toBeTruthy();
  });
});

describe('given a ?ctx= that names no search context', () => {
  it('should tell the reader, without a Retry that cannot help, and link to a search of everything', async () => {
    const fixture = serveFixture();
    window.history.replaceState(null, '', '/doc/search/?q=launch&ctx=blog');
    render(
      <RouterProvider router={createMemorySiteRouter({ baseUrl: '/doc/', url: '/doc/search/?q=launch&ctx=blog', routes: [] })}>
        <SearchPage createClient={() => createSearchClient({ indexUrl: fixture.built.indexUrl, baseUrl: '/doc/', fetch: fixture.fetch, pageUrl: 'http://localhost/doc/search/' })} />
      </RouterProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There is no search section called “blog”.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search all the documentation' }).getAttribute('href')).toBe('/doc/search/?q=launch');
  });
});
