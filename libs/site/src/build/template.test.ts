import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/load.js';
import { siteDataOf } from '../site-data.js';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
