/**
 * A site's React pages under `src/pages`, written as a Docusaurus site writes them (`@theme/Layout`,
 * `useDocusaurusContext`, `@docusaurus/Link`, JSX in `.js`): each is a page at its file's path,
 * `index` is the home page, and what Docusaurus leaves out stays out.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reactPagesOf } from '../src/plugins/react-pages.js';
import { build, init, loadConfig, type BuildResult } from '../src/index.js';
import { scratchFolder } from './scratch.js';

const scratch = scratchFolder('site-react-pages-');
const dir = join(scratch, 'site');
const out = join(dir, 'build');
const html = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8').replace(/<!-- -->/g, '');

const HOME = `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Welcome" description="The team's home">
      <main className="hero-7d2">
        <h1>{\`\${siteConfig.title}, our own home\`}</h1>
        <Link to="/docs/intro">Start reading</Link>
      </main>
    </Layout>
  );
}
`;

/** JSX in a `.js` file, as Docusaurus sites write their pages. */
const ABOUT = `import React from 'react';
import Layout from '@theme/Layout';

export default function About() {
  return <Layout title="About"><main><h1>About the platform team</h1></main></Layout>;
}
`;

const write = (path: string, text: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};

const configFile = join(dir, 'hpcdocs.config.ts');
/** The starter's config, with its landing page. */
let withHome = '';
let result: BuildResult;
beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
  withHome = readFileSync(configFile, 'utf8');
  // As a Docusaurus site has it: no home page in the config, src/pages/index is the home page.
  // And Docusaurus' Infima, which its pages' classes (`button button--primary`) come from.
  writeFileSync(configFile, withHome.replace(/ {2}home: \{[\s\S]*?\n {2}\},\n(?=\} satisfies)/, '').replace(/\n\} satisfies/, '\n  infima: true,\n} satisfies'));
  write('node_modules/infima/package.json', '{"name": "infima", "version": "0.2.0"}\n');
  write('node_modules/infima/dist/css/default/default.css', '.button--primary { background-color: rgb(1, 2, 3); }\nh1 { color: rgb(4, 5, 6); }\n');
  write('src/pages/index.tsx', HOME);
  write('src/pages/about.js', ABOUT);
  write('src/pages/team/index.tsx', "export default function Team() { return <main><h1>Who we are</h1></main>; }\n");
  write('src/pages/_draft.tsx', "export default function Draft() { return <main>draft-only-text</main>; }\n");
  write('src/pages/_parts/Card.tsx', "export default function Card() { return <div>card-only-text</div>; }\n");
  write('src/pages/about.test.tsx', "throw new Error('a test is not a page');\n");
  write('src/pages/markdown-page.md', '# A Markdown page\n\nBack to the [home](/) page.\n');
  write('src/pages/support/index.mdx', '# Support\n\nWrite to the team.\n');
  write('src/pages/_notes.md', '# Not a page\n');
  // A CommonJS package with a default export, as many React component packages are still built,
  // imported from a site whose package.json does not say "type": "module" (as a Docusaurus
  // site's does not: the bundler then gives the import `exports.default`).
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  delete pkg['type'];
  writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  write('node_modules/cjs-badge/package.json', '{"name": "cjs-badge", "version": "1.0.0", "main": "index.js"}\n');
  write('node_modules/cjs-badge/index.js', "'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\nexports.default = function Badge() { return require('react').createElement('span', { className: 'cjs-badge' }, 'badge-from-cjs'); };\n");
  write('src/pages/badge.tsx', "import Badge from 'cjs-badge';\n\nexport default function BadgePage() { return <main><Badge /></main>; }\n");
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('given a site with React pages', () => {
  it("should build, its Markdown pages too: a page at the file's path, without a sidebar", () => {
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    const page = html('markdown-page');
    expect(page).toContain('<h1');
    expect(page).toContain('A Markdown page');
    expect(page).toContain('Back to the <a href="/">home</a> page.');
    expect(page).not.toContain('aria-label="Docs sidebar"');
    expect(existsSync(join(out, 'support', 'index.html'))).toBe(true);
    expect(existsSync(join(out, '_notes'))).toBe(false);
  });

  it('should make src/pages/index the home page, in place of the default landing page', () => {
    const page = html('.');
    expect(page).toContain("Team docs, our own home");
    expect(page).toContain('class="hero-7d2"');
    expect(page).toMatch(/<a href="\/docs\/intro"[^>]*>Start reading<\/a>/);
  });

  it('should put every other page at its file\'s path, and leave out what starts with _ and the tests', () => {
    expect(html('about')).toContain('<h1>About the platform team</h1>');
    expect(html('about')).toContain('<title>About | Team docs</title>');
    expect(html('team')).toContain('<h1>Who we are</h1>');
    // The default export of a CommonJS package, prerendered as the browser's bundle renders it.
    expect(html('badge')).toContain('<span class="cjs-badge">badge-from-cjs</span>');
    expect(existsSync(join(out, '_draft'))).toBe(false);
    expect(existsSync(join(out, '_parts'))).toBe(false);
    expect(existsSync(join(out, 'about.test'))).toBe(false);
    const routes = JSON.parse(readFileSync(join(out, JSON.parse(readFileSync(join(out, 'assets/content/manifest.json'), 'utf8')).routes.replace(/^\//, '')), 'utf8')) as { routes: { path: string; component?: string }[] };
    expect(routes.routes.filter((route) => route.component?.startsWith('Page:')).map((route) => route.path).sort()).toEqual(['/', '/about', '/badge', '/team/']);
  });

  it("should put Infima's stylesheet in a layer of its own under the theme's styles, and take the site's colour from it", () => {
    const css = readdirSync(join(out, 'assets')).filter((name) => name.endsWith('.css')).map((name) => readFileSync(join(out, 'assets', name), 'utf8')).join('\n');
    expect(css).toMatch(/@layer docusaurus-infima\s*\{\s*\.button--primary\s*\{\s*background-color:\s*(?:#010203|rgb\(1, 2, 3\))/);
    // The theme's brand colour follows the site's --ifm-color-primary.
    expect(css).toMatch(/--hpc-color-primary:\s*var\(--ifm-color-primary\)/);
  });

  it('should refuse a home page the config names as well, at the page\'s file', async () => {
    const original = readFileSync(configFile, 'utf8');
    writeFileSync(configFile, withHome);
    try {
      const failed = await build(await loadConfig(dir), { cache: false });
      expect(failed.ok).toBe(false);
      expect(failed.problems.join('\n')).toContain("src/pages/index.tsx:1:1: is the home page, and so is the config's home.landing: remove one of them.");
    } finally {
      writeFileSync(configFile, original);
    }
  }, 300_000);
});

describe('given the files of src/pages', () => {
  it('should give each its path under the base URL and a title from its name', () => {
    const root = join(scratch, 'paths');
    for (const file of ['index.tsx', 'blog-posts.jsx', 'team/index.ts', 'team/on_call.tsx', 'styles.module.css', '__tests__/x.tsx', 'x.spec.ts']) {
      mkdirSync(join(root, 'src/pages', file, '..'), { recursive: true });
      writeFileSync(join(root, 'src/pages', file), '');
    }
    const { pages } = reactPagesOf(root, '/doc/', 'Docs');
    expect(pages.map(({ path, title, component }) => [path, title, component])).toEqual([
      ['/doc/blog-posts', 'Blog posts', 'Page:blog-posts'],
      ['/doc/', 'Docs', 'Page:index'],
      ['/doc/team/', 'Team', 'Page:team/index'],
      ['/doc/team/on_call', 'On call', 'Page:team/on_call'],
    ]);
  });
});
