import { describe, expect, it } from 'vitest';
import type { InternalPlugin, InternalRoute } from './internal.js';
import { loadSite } from './lifecycle.js';

/** A plugin that adds `routes`; the pages plugin registers the `Page` component. */
const adding = (name: string, routes: readonly InternalRoute[]): InternalPlugin => ({
  name,
  ...(name === 'pages' ? { getRouteComponents: () => ({ Page: './Page.tsx' }) } : {}),
  contentLoaded: ({ actions }) => routes.forEach((route) => actions.addRoute(route)),
});

const home = { path: '/', title: 'Home', component: 'Page' } as const;
const docsHome = { path: '/', to: '/intro', title: 'Intro', fallback: true } as const;

describe('given two plugins with a route at the same path', () => {
  it("should let a fallback route (the docs' home redirect) give way to a page, whichever comes first", async () => {
    for (const plugins of [[adding('docs', [docsHome]), adding('pages', [home])], [adding('pages', [home]), adding('docs', [docsHome])]]) {
      const site = await loadSite(plugins, { baseUrl: '/' });
      expect(site.problems).toEqual([]);
      expect(site.routes.filter((route) => route.path === '/')).toEqual([{ path: '/', component: 'Page', title: 'Home' }]);
    }
  });

  it('should refuse two pages at one path, naming both plugins', async () => {
    const site = await loadSite([adding('docs', [home]), adding('pages', [home])], { baseUrl: '/' });
    expect(site.problems.map((problem) => `${problem.plugin}: ${problem.message}`)).toEqual(['pages: adds a page at /, where plugin "docs" has one: one path, one page.']);
  });
});
