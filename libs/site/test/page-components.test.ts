/**
 * A component a doc imports itself, written as a Docusaurus site writes one (`@docusaurus/Link`,
 * `useBaseUrl`, `BrowserOnly`, `useDocusaurusContext`, `@theme/Tabs`, a CSS module, an SVG imported
 * as a component): it renders into its page's HTML, hydrates in a browser, and is in no other
 * page's first load.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePage } from '../src/build/budgets.js';
import { build, init, loadConfig, type BuildResult } from '../src/index.js';
import { chromiumPath, siteInBrowser, tabWithErrors } from './browser.js';
import { scratchFolder } from './scratch.js';

// Inside the workspace, so the site's component resolves React from the workspace.
const scratch = scratchFolder('site-page-components-');
const dir = join(scratch, 'docs-site');
/** Text only the component's code holds: where it appears, the component's code was loaded. */
const MARKER = 'gallery-code-7f3a91';
/** Text only the export of a package no doc uses returns. */
const UNUSED_MARKER = 'team-widgets-unused-5c1d';
let result: BuildResult;

const component = `import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Logo from './logo.svg';
import styles from './styles.module.css';

export default function Gallery({ items }: { readonly items: readonly { readonly title: string }[] }) {
  const { siteConfig } = useDocusaurusContext();
  return (
    <section className={styles.gallery} data-marker="${MARKER}">
      <Logo title="Team logo" />
      <p>{siteConfig.title}: {String(siteConfig.customFields.team)}, {items.map((item) => item.title).join(' and ')}</p>
      <Link to="/docs/intro">Back to the intro</Link> <a href={useBaseUrl('/img/x.png')}>image</a>
      <Tabs values={[{ value: 'a', label: 'First' }, { value: 'b', label: 'Second' }]}>
        <TabItem value="a">Panel A</TabItem>
        <TabItem value="b">Panel B</TabItem>
      </Tabs>
      <BrowserOnly fallback={<span>on the server</span>}>{() => <span>in the browser at {window.location.pathname}</span>}</BrowserOnly>
    </section>
  );
}
`;

/** A drawing a doc imports as a component, written to run script in every way SVG allows (and to restyle the page). */
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="8" height="8" onload="alert('onload')">
  <script>alert('script')</script>
  <style>body { display: none }</style>
  <a href="javascript:alert('link')"><rect id="shape" width="8" height="8" fill="#08f" onclick="alert('click')"/></a>
  <a xlink:href="data:text/html,&lt;script>alert('data')&lt;/script>"><circle r="2"/></a>
  <image href="data:image/svg+xml,&lt;svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"/>
  <foreignObject width="8" height="8"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script>alert('srcdoc')&lt;/script>"/></foreignObject>
  <set href="#shape" attributeName="onmouseover" to="alert('set')"/>
  <animate href="#shape" attributeName="href" values="javascript:alert('animate')"/>
</svg>
`;

/** The scripts a page loads in all, as the build's budget check counts them: the loader and what it loads. */
const page = (path: string) => readFileSync(join(dir, 'build', path, 'index.html'), 'utf8');
const scriptsOf = async (path: string) => (await measurePage(join(dir, 'build'), `${path}/index.html`, '/')).js.files;
const asset = (url: string) => readFileSync(join(dir, 'build', url.replace(/^\//, '')), 'utf8');

beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
  mkdirSync(join(dir, 'src/components/Gallery'), { recursive: true });
  writeFileSync(join(dir, 'src/components/Gallery/index.tsx'), component);
  writeFileSync(join(dir, 'src/components/Gallery/styles.module.css'), '.gallery { border: 1px solid; }\n');
  writeFileSync(join(dir, 'src/components/Gallery/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="3"/></svg>\n');
  const configFile = join(dir, 'hpcdocs.config.ts');
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace('} satisfies HpcdocsConfig;', "  customFields: { team: 'platform' },\n} satisfies HpcdocsConfig;"));
  writeFileSync(join(dir, 'docs/guides/gallery.mdx'), "---\ntitle: Gallery\n---\n\nimport Gallery from '@site/src/components/Gallery';\n\n<Gallery items={[{title: 'one'}, {title: 'two'}]} />\n");
  writeFileSync(join(dir, 'docs/guides/hostile.svg'), HOSTILE_SVG);
  writeFileSync(join(dir, 'docs/guides/drawing.mdx'), "---\ntitle: Drawing\n---\n\nimport Drawing from './hostile.svg';\n\n<Drawing />\n");
  // A package installed for the site (its own node_modules), imported by a doc by name, as
  // Docusaurus docs import packages (jellyfin's posts import an image-comparison slider).
  mkdirSync(join(dir, 'node_modules/team-widgets'), { recursive: true });
  writeFileSync(join(dir, 'node_modules/team-widgets/package.json'), JSON.stringify({ name: 'team-widgets', version: '1.0.0', type: 'module', exports: { '.': './index.js' } }));
  writeFileSync(join(dir, 'node_modules/team-widgets/index.js'), "export { Counter } from './counter.js';\nexport { Unused } from './unused.js';\n");
  writeFileSync(join(dir, 'node_modules/team-widgets/counter.js'), "import { createElement, useState } from 'react';\n\nexport function Counter({ label }) {\n  const [count, setCount] = useState(0);\n  return createElement('button', { type: 'button', className: 'team-counter', onClick: () => setCount(count + 1) }, `${label}: ${count}`);\n}\n");
  // An export no doc uses, behind the package's index as an icon set's thousands are.
  writeFileSync(join(dir, 'node_modules/team-widgets/unused.js'), `export const Unused = () => '${UNUSED_MARKER}';\n`);
  writeFileSync(join(dir, 'docs/guides/widgets.mdx'), "---\ntitle: Widgets\n---\n\nimport { Counter } from 'team-widgets';\n\n<Counter label=\"Jobs\" />\n");
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('given a site whose doc imports a component of its own', () => {
  it('should build', () => {
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('should render the component into its page, with the server-side fallback of BrowserOnly and the SVG as markup', () => {
    const html = page('docs/guides/gallery');
    expect(html).toContain(`data-marker="${MARKER}"`);
    expect(html.replace(/<!-- -->/g, '')).toContain('Team docs: platform, one and two');
    expect(html).toContain('<span>on the server</span>');
    expect(html).toMatch(/<svg[^>]*><title[^>]*>Team logo<\/title>/);
    expect(html).toMatch(/<a href="\/docs\/intro"[^>]*>Back to the intro<\/a>/);
    // A CSS module class: the local name and a base64url hash (letters, digits, "-" and "_").
    expect(html).toMatch(/class="gallery_[\w-]+"/);
  });

  it("should render a component of a package the site installed, imported by name", () => {
    expect(page('docs/guides/widgets')).toContain('<button type="button" class="team-counter">Jobs: 0</button>');
  });

  it("should bundle the package's exports the docs use, not the rest of it", async () => {
    const own = (await scriptsOf('docs/guides/widgets')).map(asset).join('\n');
    expect(own).toContain('team-counter');
    const bundled = readdirSync(join(dir, 'build/assets'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(bundled.filter((file) => asset(`assets/${file}`).includes(UNUSED_MARKER))).toEqual([]);
  });

  it('should sanitize an SVG a doc imports as a component: its drawing stays, nothing in it can run', async () => {
    const html = page('docs/guides/drawing');
    expect(html).toMatch(/<svg[^>]*><a><rect id="shape" width="8" height="8" fill="#08f"><\/rect><\/a>/);
    const chunks = (await scriptsOf('docs/guides/drawing')).map(asset).join('\n');
    expect(/.{0,80}(?:alert\(|data:text|foreignObject|srcdoc|body \{).{0,80}/.exec(html)?.[0]).toBeUndefined();
    // The app's own code names some of these (React knows foreignObject), but none of the drawing's script.
    expect(/.{0,80}(?:alert\(|data:text).{0,80}/.exec(chunks)?.[0]).toBeUndefined();
  });

  it('should load the component with the app on its page and keep it out of every other page\'s', async () => {
    const own = await scriptsOf('docs/guides/gallery');
    expect(own.some((url) => asset(url).includes(MARKER))).toBe(true);
    const other = await scriptsOf('docs/intro');
    expect(other.length).toBeGreaterThan(0);
    for (const url of other) expect([url, asset(url).includes(MARKER)]).toEqual([url, false]);
    expect(other.length).toBeLessThan(own.length);
  });
});

describe('given the built site in Chromium', () => {
  const site = siteInBrowser(() => dir);

  it.skipIf(!chromiumPath)('should hydrate the component page without errors, then run its browser-only code and its tabs', async () => {
    const { tab, errors } = await tabWithErrors(site.browser());
    await tab.goto(`${site.origin()}/docs/guides/gallery`);
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await tab.getByText('in the browser at /docs/guides/gallery').waitFor();
    await tab.getByRole('tab', { name: 'Second' }).click();
    await tab.getByText('Panel B').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it.skipIf(!chromiumPath)("should hydrate a package's component, which then counts clicks", async () => {
    const { tab, errors } = await tabWithErrors(site.browser());
    await tab.goto(`${site.origin()}/docs/guides/widgets`);
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await tab.getByRole('button', { name: 'Jobs: 0' }).click();
    await tab.getByRole('button', { name: 'Jobs: 1' }).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it.skipIf(!chromiumPath)('should run nothing of a hostile SVG component, on the server-rendered page or after hydration', async () => {
    const tab = await site.browser().newPage();
    const dialogs: string[] = [];
    tab.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await tab.goto(`${site.origin()}/docs/guides/drawing`);
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await tab.locator('#shape').click();
    expect(await tab.locator('main').isVisible()).toBe(true);
    expect(dialogs).toEqual([]);
  }, 120_000);

  it.skipIf(!chromiumPath)('should load the component with the page\'s data on a client-side navigation', async () => {
    const tab = await site.browser().newPage();
    const origin = site.origin();
    await tab.goto(`${origin}/docs/intro`);
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await tab.evaluate(() => {
      // A link the intro does not have, followed the way the app's links are: through the router.
      const link = document.querySelector<HTMLAnchorElement>('a[href="/docs/guides/gallery"]');
      link?.click();
    });
    await tab.getByText('Team docs: platform, one and two').waitFor();
    // The component's code came with the navigation, not with the first page.
    expect(scripts.some((url) => asset(new URL(url).pathname).includes(MARKER))).toBe(true);
  }, 120_000);
});
