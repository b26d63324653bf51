import { createMemorySiteRouter, RouterProvider } from '@hpcdocs/router';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_HIGHLIGHT_NAME } from '../hooks/useSearchTermHighlight.js';
import { findTermRanges } from '../utils/term-ranges.js';
import { SearchTermHighlighter } from './SearchTermHighlighter.js';

class FakeHighlight {
  readonly ranges: Range[];
  constructor(...ranges: Range[]) {
    this.ranges = ranges;
  }
}

const registry = new Map<string, FakeHighlight>();

beforeEach(() => {
  registry.clear();
  vi.stubGlobal('Highlight', FakeHighlight);
  vi.stubGlobal('CSS', { highlights: registry });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function page(url: string) {
  return render(
    <RouterProvider router={createMemorySiteRouter({ baseUrl: '/doc/', url: url, routes: [] })}>
      <main>
        <h2 id="request">Request</h2>
        <p>
          Launch a GPU instance. <code>instanceTypeId</code> picks the GPU.
        </p>
        <script>{'var gpu = 1;'}</script>
      </main>
      <SearchTermHighlighter />
    </RouterProvider>,
  );
}

describe('given a doc page with a sidebar and breadcrumbs', () => {
  it('should highlight only the article text, not the sidebar, breadcrumbs or table of contents', async () => {
    render(
      <RouterProvider router={createMemorySiteRouter({ baseUrl: '/doc/', url: '/doc/docs/x?_highlight=gpu', routes: [] })}>
        <main>
          <nav aria-label="Docs sidebar">GPU instances</nav>
          <article>
            <nav aria-label="Breadcrumbs">GPU docs</nav>
            <p>Pick a GPU.</p>
          </article>
        </main>
        <SearchTermHighlighter />
      </RouterProvider>,
    );
    await waitFor(() => expect(registry.get(SEARCH_HIGHLIGHT_NAME)).toBeDefined());
    const ranges = registry.get(SEARCH_HIGHLIGHT_NAME)?.ranges ?? [];
    expect(ranges.map((r) => r.startContainer.parentElement?.tagName)).toEqual(['P']);
  });
});

describe('given a page opened from a search hit with _highlight terms', () => {
  it('should register a highlight over every occurrence, inside code too, but not in scripts', async () => {
    page('/doc/docs/x?_highlight=gpu&_highlight=instancetypeid');
    await waitFor(() => expect(registry.get(SEARCH_HIGHLIGHT_NAME)).toBeDefined());
    const texts = registry.get(SEARCH_HIGHLIGHT_NAME)?.ranges.map((r) => r.toString());
    expect(texts).toEqual(['GPU', 'instanceTypeId', 'GPU']);
  });

  it('should scroll to the first match', async () => {
    page('/doc/docs/x?_highlight=instance');
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
  });

  it('should remove the highlight when unmounted', async () => {
    const { unmount } = page('/doc/docs/x?_highlight=gpu');
    await waitFor(() => expect(registry.size).toBe(1));
    unmount();
    expect(registry.size).toBe(0);
  });
});

describe('given a page without _highlight', () => {
  it('should register nothing', async () => {
    page('/doc/docs/x?q=gpu');
    await new Promise((r) => setTimeout(r, 20));
    expect(registry.size).toBe(0);
  });
});

describe('given a hash that is not valid percent-encoding', () => {
  it('should highlight without throwing (a shared link can carry any bytes after #)', async () => {
    page('/doc/docs/x?_highlight=gpu#%E0%A4%A');
    await waitFor(() => expect(registry.get(SEARCH_HIGHLIGHT_NAME)?.ranges.length).toBe(2));
  });
});

describe('given hostile terms', () => {
  it('should match them as plain text, never as markup or patterns', () => {
    const root = document.createElement('div');
    root.textContent = 'a <script> tag and (.*) here';
    expect(findTermRanges(root, ['<script>', '(.*)']).map((r) => r.toString())).toEqual(['<script>', '(.*)']);
    expect(root.children).toHaveLength(0);
  });
});
