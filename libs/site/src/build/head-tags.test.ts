import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/load.js';
import { sitePolicy } from '../preview/server.mjs';
import { siteDataOf } from '../site-data.js';
import { siteHeadTags } from './head-tags.js';

/** A site folder with its docs folder: the config is resolved against it. */
const root = mkdtempSync(join(tmpdir(), 'hpc-head-tags-'));
mkdirSync(join(root, 'docs'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const config = resolveConfig(
  {
    title: 'Docs',
    url: 'https://docs.example.com',
    baseUrl: '/doc/',
    image: 'img/card.png',
    metadata: [{ name: 'keywords', content: 'gpu, "cloud"' }],
    headTags: [
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.net' } },
      { tagName: 'script', attributes: { src: 'https://stats.example.org/s.js', defer: true, async: false } },
    ],
    scripts: ['js/local.js', { src: 'https://cdn.example.com/widget.js', async: true }],
    stylesheets: [{ href: 'https://fonts.example.net/f.css', crossorigin: 'anonymous' }],
  },
  root,
);

describe('given the config\'s head keys', () => {
  const tags = siteHeadTags(config);

  it('should write each tag in the config\'s order, escaped, with site paths under the base URL', () => {
    expect(tags.html).toBe(
      [
        '<meta name="keywords" content="gpu, &quot;cloud&quot;">',
        '<link rel="preconnect" href="https://fonts.example.net">',
        '<script src="https://stats.example.org/s.js" defer></script>',
        '<link rel="stylesheet" href="https://fonts.example.net/f.css" crossorigin="anonymous">',
        '<script src="/doc/js/local.js"></script>',
        '<script src="https://cdn.example.com/widget.js" async></script>',
      ].join(''),
    );
  });

  it('should name the other sites its scripts and stylesheets come from, and the preview server\'s policy should allow them', () => {
    expect(tags.origins).toEqual({ script: ['https://stats.example.org', 'https://cdn.example.com'], style: ['https://fonts.example.net'] });
    const policy = sitePolicy([], tags.origins);
    expect(policy).toContain("script-src 'self' https://stats.example.org https://cdn.example.com;");
    expect(policy).toContain("style-src 'self' 'unsafe-inline' https://fonts.example.net;");
  });

  it('should make the social card an absolute URL for the pages', () => {
    expect(siteDataOf(config).image).toBe('https://docs.example.com/doc/img/card.png');
  });
});
