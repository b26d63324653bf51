import { createSiteRouter, RouterProvider } from '@hpcdocs/router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchClient, SearchHit } from '../../client.js';
import { createFakeSearchClient, sampleHit } from '../testing/fake-client.js';
import { SearchBar } from './SearchBar.js';

function wrap(children: ReactNode) {
  return (
    <RouterProvider router={createSiteRouter({ baseUrl: '/doc/', routes: [] })}>
      {children}
    </RouterProvider>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search' });

async function typeQuery(text: string) {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
  await screen.findAllByRole('option');
}

beforeEach(() => window.history.replaceState(null, '', '/doc/'));
afterEach(cleanup);

describe('given a search bar', () => {
  it('should be idle, then load the index on first hover', async () => {
    render(wrap(<SearchBar client={createFakeSearchClient()} />));
    const root = input().parentElement;
    expect(root?.getAttribute('data-state')).toBe('idle');
    expect(input().getAttribute('placeholder')).toBe('Search');
    fireEvent.mouseEnter(root as HTMLElement);
    await waitFor(() => expect(root?.getAttribute('data-state')).toBe('ready'));
  });

  it("should show its texts in the page's language when given them", async () => {
    const french: Readonly<Record<string, string>> = { Search: 'Rechercher', '{count} results': '{count} résultats' };
    const translate = (text: string, values?: Readonly<Record<string, string | number>>) => (french[text] ?? text).replace(/\{(\w+)\}/g, (all, name: string) => String(values?.[name] ?? all));
    render(wrap(<SearchBar client={createFakeSearchClient()} translate={translate} />));
    const box = screen.getByRole('combobox', { name: 'Rechercher' });
    expect(box.getAttribute('placeholder')).toBe('Rechercher');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'gpu' } });
    const options = await screen.findAllByRole('option');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${options.length} résultats`));
  });

  it('should focus on ctrl+K and cmd+K and show the hint', async () => {
    render(wrap(<SearchBar client={createFakeSearchClient()} />));
    expect(screen.getByText('Ctrl K')).toBeTruthy();
    act(() => {
      fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    });
    expect(document.activeElement).toBe(input());
    await waitFor(() => expect(input().parentElement?.getAttribute('data-state')).toBe('focused'));
    input().blur();
    fireEvent.keyDown(document, { key: 'K', metaKey: true });
    expect(document.activeElement).toBe(input());
  });

  it('should move through options with arrow keys and navigate with Enter', async () => {
    render(wrap(<SearchBar client={createFakeSearchClient()} />));
    await typeQuery('instance');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(screen.getAllByRole('option').at(-1)?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(window.location.pathname).toBe('/doc/docs/api/instance/launch'));
    // The search is over: the box is empty on the page it opened.
    expect(input()).toHaveProperty('value', '');
  });

  it('should list the hits of a page under its row, naming the page once', async () => {
    render(wrap(<SearchBar client={createFakeSearchClient()} />));
    await typeQuery('instance');
    const options = screen.getAllByRole('option');
    // Launch instance, its Request section under it, then Stop instance.
    expect(options.map((o) => o.firstElementChild?.hasAttribute('data-under-page'))).toEqual([false, true, false]);
    expect(options[1]?.textContent).toContain('Request');
  });

  it('should keep the active hit when the final hits replace the first ones', async () => {
    const fake = createFakeSearchClient();
    const [first, second, third] = [sampleHit({ url: '/doc/a', pageUrl: '/doc/a', title: 'A' }), sampleHit({ url: '/doc/b', pageUrl: '/doc/b', title: 'B' }), sampleHit({ url: '/doc/c', pageUrl: '/doc/c', title: 'C' })];
    let finish: (hits: SearchHit[]) => void = () => undefined;
    const client: SearchClient = {
      ...fake,
      results: (_query, options) => {
        options?.onFirstResults?.([first, second]);
        return new Promise((done) => (finish = (hits) => done({ hits, total: hits.length })));
      },
    };
    render(wrap(<SearchBar client={client} />));
    await typeQuery('instance');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getAllByRole('option')[1]?.textContent).toContain('B');
    // Not final yet: the list says it is busy.
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true');
    // The final order arrives: a new hit ranks first, B is now third.
    await act(async () => finish([third, first, second]));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('false');
    const options = screen.getAllByRole('option');
    expect(options[2]?.textContent).toContain('B');
    expect(options[2]?.getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[2]?.id);
  });

  it('should abort the search of a query the reader has typed past', async () => {
    const fake = createFakeSearchClient();
    const signals = new Map<string, AbortSignal | undefined>();
    const client: SearchClient = {
      ...fake,
      results: (query, options) => {
        signals.set(query, options?.signal);
        return query === 'inst' ? new Promise(() => undefined) : fake.results(query, options);
      },
    };
    render(wrap(<SearchBar client={client} />));
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'inst' } });
    await waitFor(() => expect(signals.has('inst')).toBe(true));
    fireEvent.change(input(), { target: { value: 'instance' } });
    await screen.findAllByRole('option');
    expect(signals.get('inst')?.aborted).toBe(true);
    expect(signals.get('instance')?.aborted).toBe(false);
  });

  it('should keep an arrow-key choice made in the moment the hits appear', async () => {
    render(wrap(<SearchBar client={createFakeSearchClient()} />));
    const listbox = screen.getByRole('listbox', { hidden: true });
    // Press the keys right after the commit that shows the hits (a mutation observer runs before
    // any later task): nothing that React does after that commit may undo the choice.
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (listbox.querySelectorAll('[role="option"]').length < 2) return;
        observer.disconnect();
        fireEvent.keyDown(input(), { key: 'ArrowDown' });
        fireEvent.keyDown(input(), { key: 'ArrowDown' });
        resolve();
      });
      observer.observe(listbox, { childList: true, subtree: true });
    });
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'instance' } });
    await pressed;
    await act(async () => undefined);
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
  });

  it('should close on Escape, then clear on a second Escape', async () => {
    render(wrap(<SearchBar client={createFakeSearchClient()} />));
    await typeQuery('launch');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it("should say 'No results' and link to the search page", async () => {
    render(wrap(<SearchBar client={createFakeSearchClient()} />));
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'zzz' } });
    expect((await screen.findAllByText('No results')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe('/doc/search/?q=zzz');
  });

  it('should offer results in and outside a context', async () => {
    render(wrap(<SearchBar client={createFakeSearchClient()} context="docs/api" />));
    await typeQuery('launch');
    expect(screen.getByRole('link', { name: 'See all results in docs/api' }).getAttribute('href')).toBe('/doc/search/?q=launch&ctx=docs%2Fapi');
    expect(screen.getByRole('link', { name: 'See results outside docs/api' }).getAttribute('href')).toBe('/doc/search/?q=launch');
  });

  it('should show a load error with a Retry button that loads again', async () => {
    render(wrap(<SearchBar client={createFakeSearchClient({ failWith: 'index gone' })} />));
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'launch' } });
    expect((await screen.findByRole('alert')).textContent).toContain('index gone');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findAllByRole('option');
  });

  it('should render hostile text as text, never HTML', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const client = createFakeSearchClient({ hits: [sampleHit({ title: evil })] });
    render(wrap(<SearchBar client={client} />));
    await typeQuery('img');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('option').textContent).toContain(evil);
  });

  it('should have no axe violations when open', async () => {
    const { container } = render(wrap(<SearchBar client={createFakeSearchClient()} />));
    await typeQuery('instance');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations).toEqual([]);
  });
});
