/**
 * A site on React 18, as many Docusaurus 3 sites still are (`react: 18.3.1` in their package.json):
 * the app runs on the site's React, so its pages must prerender and hydrate with it. React 18 is
 * installed from the registry into the site's own folder, as the site would have it.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, init, loadConfig, type BuildResult } from '../src/index.js';
import { chromiumPath, siteInBrowser, tabWithErrors } from './browser.js';
import { scratchFolder } from './scratch.js';

const scratch = scratchFolder('site-react18-');
const dir = join(scratch, 'site');
const write = (path: string, text: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};

/**
 * Elements whose id-valued attributes in the page differ from the props React hydrated them with
 * (read from the props React keeps on each element).
 */
function idsReactDisagreesWith(tab: Page): Promise<string[]> {
  return tab.evaluate(() => {
    const out: string[] = [];
    const pairs = [['id', 'id'], ['for', 'htmlFor'], ['aria-controls', 'aria-controls'], ['aria-labelledby', 'aria-labelledby']] as const;
    for (const element of document.querySelectorAll('[id], [for], [aria-controls], [aria-labelledby]')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      const props = key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {};
      for (const [attribute, prop] of pairs) {
        if (element.hasAttribute(attribute) && prop in props && String(props[prop]) !== element.getAttribute(attribute)) out.push(`<${element.tagName.toLowerCase()}> ${attribute}="${element.getAttribute(attribute)}", React: ${String(props[prop])}`);
      }
    }
    return out;
  });
}

let result: BuildResult;
beforeAll(async () => {
  await init(dir, { title: 'Eighteen' });
  // The site's own React: a package.json that names only it (the starter's names @hpcdocs/site,
  // which this workspace provides from its sources).
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'react18-site', private: true, dependencies: { react: '18.3.1', 'react-dom': '18.3.1' } }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts'], { cwd: dir, stdio: 'pipe' });
  // Components that number their parts with useId (tabs) and a React page of the site.
  write('docs/tabs.mdx', "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Tabs\n\n<Tabs>\n<TabItem value=\"a\" label=\"First\">Panel A</TabItem>\n<TabItem value=\"b\" label=\"Second\">Panel B</TabItem>\n</Tabs>\n");
  write('src/pages/hello.tsx', "import { useState } from 'react';\nimport Layout from '@theme/Layout';\n\nexport default function Hello() {\n  const [count, setCount] = useState(0);\n  return <Layout title=\"Hello\"><main><button type=\"button\" onClick={() => setCount(count + 1)}>{`clicked ${count}`}</button></main></Layout>;\n}\n");
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('given a site whose own React is 18', () => {
  it('should build it with that React, the server render included', () => {
    expect(result.problems).toEqual([]);
    const assets = join(dir, 'build/assets');
    const react = readdirSync(assets).filter((name) => /^react-.*\.js$/.test(name)).map((name) => readFileSync(join(assets, name), 'utf8'));
    expect(react.some((code) => code.includes('18.3.1'))).toBe(true);
    expect(readFileSync(join(dir, 'build/hello/index.html'), 'utf8')).toContain('clicked 0');
  });

  const site = siteInBrowser(() => dir);

  it.skipIf(!chromiumPath)('should hydrate its doc and React pages without errors, and run them', async () => {
    const { tab, errors } = await tabWithErrors(site.browser());
    await tab.goto(`${site.origin()}/docs/tabs`);
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // React 18's production build does not check attributes as it hydrates: the ids it made
    // (useId) must be those the server wrote, or labels and controls point at nothing.
    expect(await idsReactDisagreesWith(tab)).toEqual([]);
    await tab.getByRole('tab', { name: 'Second' }).click();
    await tab.getByText('Panel B').waitFor();
    await tab.goto(`${site.origin()}/hello`);
    await tab.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await tab.getByRole('button', { name: 'clicked 0' }).click();
    await tab.getByRole('button', { name: 'clicked 1' }).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
