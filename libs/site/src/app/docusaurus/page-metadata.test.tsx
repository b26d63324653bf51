// @vitest-environment jsdom
/**
 * `PageMetadata` of `@docusaurus/theme-common`, as a swizzled NotFound uses it: its title becomes the
 * tab's, in the site's title format, once the page runs.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { SiteDataContext } from '../site-context.js';
import type { SiteData } from '../site-data.js';
import { PageMetadata } from './theme-common.js';

describe('given PageMetadata with a title, in the site', () => {
  it("should make it the tab's title with the site's name", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const site = { siteConfig: { title: 'Homelab docs' } } as SiteData;
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => {
      root.render(
        <SiteDataContext.Provider value={site}>
          <PageMetadata title="Page Not Found" />
        </SiteDataContext.Provider>,
      );
    });
    expect(document.title).toBe('Page Not Found | Homelab docs');
    expect(host.innerHTML).toBe('');
    root.unmount();
  });
});
