import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/load.js';
import { siteDataOf } from '../site-data.js';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { templateFromManifest } from './template.js';

const root = mkdtempSync(join(tmpdir(), 'hpc-template-'));
mkdirSync(join(root, 'docs'));
const config = resolveConfig({ title: 'T', url: 'https://x.dev', baseUrl: '/b/', favicon: 'img/icon.svg' }, root);

describe('given a client manifest with one stylesheet for the app', () => {
  it('should load the entry, preload its static imports and link every stylesheet', () => {
    const html = templateFromManifest(
      {
        'src/entry.tsx': { file: 'assets/main-A1b2C3d4.js', isEntry: true, imports: ['_shared'] },
        _shared: { file: 'assets/shared-Z9y8X7w6.js', css: ['assets/shared-Q1.css'] },
        'style.css': { file: 'assets/style-D4c3B2a1.css' },
        'src/lazy.ts': { file: 'assets/lazy-P0o9I8u7.js', isDynamicEntry: true },
      },
      config,
      siteDataOf(config),
    );
    expect(html).toContain('<script type="module" crossorigin src="/b/assets/main-A1b2C3d4.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/b/assets/shared-Z9y8X7w6.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/b/assets/style-D4c3B2a1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/b/assets/shared-Q1.css">');
    expect(html).not.toContain('lazy-P0o9I8u7');
    expect(html).toContain('<link rel="icon" href="/b/img/icon.svg" type="image/svg+xml">');
    expect(html).toMatch(/<!--app-head-->[\s\S]*<script type="module"/);
    expect(html).toContain('<div id="root"><!--app-html--></div>');
  });
});

describe('given the colour mode settings of a site', () => {
  const manifest = { 'src/entry.tsx': { file: 'assets/main-A1b2C3d4.js', isEntry: true } };
  const shell = (colorMode: Record<string, unknown>) => {
    const site = resolveConfig({ title: 'T', url: 'https://x.dev', colorMode }, root);
    return templateFromManifest(manifest, site, siteDataOf(site));
  };
  /** Runs the shell's inline scripts as a page would before its first paint: the `data-theme` they leave. */
  const paintedMode = (html: string, stored: string | null, system: 'dark' | 'light' | null): string | undefined => {
    let mode = /<html[^>]*data-theme="(\w+)"/.exec(html)?.[1];
    const context = {
      localStorage: { getItem: (key: string) => (key === 'theme' ? stored : null) },
      matchMedia: (query: string) => ({ matches: system !== null && query === `(prefers-color-scheme: ${system})` }),
      document: { documentElement: { setAttribute: (name: string, value: string) => (name === 'data-theme' ? (mode = value) : undefined) } },
    };
    for (const match of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) runInNewContext(match[1] ?? '', context);
    return mode;
  };

  it('should paint the stored mode, then the system one if the site follows it, then the default, before any app code runs', () => {
    const html = shell({ defaultMode: 'light', respectPrefersColorScheme: true });
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<!--app-head-->'));
    expect(paintedMode(html, 'dark', 'light')).toBe('dark');
    expect(paintedMode(html, 'light', 'dark')).toBe('light');
    expect(paintedMode(html, null, 'dark')).toBe('dark');
    expect(paintedMode(html, null, 'light')).toBe('light');
    expect(paintedMode(shell({ defaultMode: 'dark' }), null, 'light')).toBe('dark');
    expect(paintedMode(shell({ defaultMode: 'dark' }), 'light', 'light')).toBe('light');
  });

  it("should paint a system that says light over a dark default when the site follows the system, and the default when the system says neither (Docusaurus' rule)", () => {
    const html = shell({ defaultMode: 'dark', respectPrefersColorScheme: true });
    expect(paintedMode(html, null, 'light')).toBe('light');
    expect(paintedMode(html, null, null)).toBe('dark');
  });

  it('should write the default mode into the page, with no script, when readers cannot switch', () => {
    const html = shell({ defaultMode: 'dark', disableSwitch: true });
    expect(html).toContain('data-theme="dark"');
    expect(html).not.toContain('<script>');
    expect(paintedMode(html, 'light', 'light')).toBe('dark');
  });
});
