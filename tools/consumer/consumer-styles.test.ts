/**
 * A team styles and extends its site, as teams moving from Docusaurus do first: a brand colour on
 * the theme's tokens in a Sass stylesheet (`customCss`), components with a Sass module, a CSS
 * module and an npm package (clsx), and its own App wrapped around `SiteApp` (`app`); then a
 * plugin of its own (a page with its own component and data, global data, a post-build step), a
 * React page under `src/pages` and a redirect. Installed from the local registry; `check` and
 * `build` must pass, and Chromium must show every piece.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDependencies, createSite, hpcdocs, install, launchBrowser, openHydrated, removeFolder, startServer, teamFolder, type CommandResult, type RunningServer } from './team.js';

/** The brand colour the team sets, and how the browser reports it. */
const BRAND = { hex: '#c2185b', rgb: 'rgb(194, 24, 91)' };

/** The team's files, by path in the site. */
const FILES: Readonly<Record<string, string>> = {
  'src/css/custom.scss': `$brand: ${BRAND.hex};
// The theme's tokens: one custom property turns every link and accent to the brand colour.
:root {
  --hpc-color-primary: #{$brand};
}
`,
  'src/components/Badge.module.scss': `$warn: #8a5a00;
.badge {
  display: inline-block;
  padding: 0 6px;
  border: 2px solid currentColor;
  &.warn {
    color: $warn;
  }
}
`,
  'src/components/Badge.tsx': `import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Badge.module.scss';

export default function Badge({ tone, children }: { readonly tone?: 'warn'; readonly children?: ReactNode }): ReactNode {
  return <span className={clsx(styles['badge'], tone === 'warn' && styles['warn'])} data-testid="badge">{children}</span>;
}
`,
  'src/components/Card.module.css': `.card {
  border: 3px solid rgb(1, 2, 3);
  padding: 8px;
}
`,
  'src/components/Card.tsx': `import type { ReactNode } from 'react';
import styles from './Card.module.css';

export default function Card({ children }: { readonly children?: ReactNode }): ReactNode {
  return <div className={styles['card']} data-testid="card">{children}</div>;
}
`,
  'src/App.tsx': `import { SiteApp, type AppProps } from '@hpcdocs/site/app';
import type { ReactNode } from 'react';

export default function App(props: AppProps): ReactNode {
  return (
    <div data-team-app="">
      <SiteApp {...props} />
    </div>
  );
}
`,
  'plugins/releases.mjs': `import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export default function releases(context, options) {
  return {
    name: 'releases',
    loadContent: () => options.releases,
    contentLoaded({ content, actions }) {
      actions.addRoute({ path: 'releases', component: 'Releases', title: 'Releases', data: { releases: content } });
      actions.setGlobalData({ latest: content[0] });
    },
    getRouteComponents: () => ({ Releases: './src/Releases.tsx' }),
    async postBuild({ outDir }) {
      await writeFile(join(outDir, 'releases.txt'), options.releases.join('\\n'));
    },
  };
}
`,
  'src/Releases.tsx': `import { usePluginData, type RoutePageProps } from '@hpcdocs/site/app';
import type { ReactNode } from 'react';

export default function Releases({ data }: RoutePageProps): ReactNode {
  const { releases } = data as { readonly releases: readonly string[] };
  const { latest } = usePluginData('releases') as { readonly latest: string };
  return <section data-testid="releases"><h1>Releases</h1><p>{\`Latest: \${latest}; all: \${releases.join(', ')}\`}</p></section>;
}
`,
  'src/pages/team.tsx': `import Layout from '@theme/Layout';
import type { ReactNode } from 'react';

export default function Team(): ReactNode {
  return <Layout title="Team"><h1 data-testid="team-page">The docs team</h1></Layout>;
}
`,
  'src/css-modules.d.ts': `declare module '*.module.css' { const classes: Record<string, string>; export default classes; }
declare module '*.module.scss' { const classes: Record<string, string>; export default classes; }
declare module '@theme/Layout' { const Layout: (props: { title?: string; children?: import('react').ReactNode }) => import('react').ReactNode; export default Layout; }
`,
};

describe('given a team that restyles its site and adds components with Sass, CSS modules and an npm package', () => {
  const root = teamFolder('styles');
  let site = '';
  let check: CommandResult | undefined;
  let build: CommandResult | undefined;
  let preview: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    site = (await createSite(root, 'styled-docs')).site;
    addDependencies(site, { clsx: '2.1.1' }, { sass: '1.108.2' });
    await install(site);
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(site, path)), { recursive: true });
      writeFileSync(join(site, path), text);
    }
    const configFile = join(site, 'hpcdocs.config.ts');
    writeFileSync(
      configFile,
      readFileSync(configFile, 'utf8').replace(
        "  docs: { path: 'docs'",
        "  components: { Badge: './src/components/Badge.tsx', Card: './src/components/Card.tsx' },\n  customCss: './src/css/custom.scss',\n  app: './src/App.tsx',\n  plugins: [['./plugins/releases.mjs', { releases: ['2.1', '2.0'] }]],\n  redirects: [{ from: '/changelog', to: '/releases' }],\n  docs: { path: 'docs'",
      ),
    );
    const docFile = join(site, 'docs/intro.md');
    writeFileSync(docFile, `${readFileSync(docFile, 'utf8')}\n<Badge tone="warn">Beta</Badge>\n\n<Card>Cards hold a summary.</Card>\n`);
    check = await hpcdocs(site, ['check'], 200_000);
    build = await hpcdocs(site, ['build'], 300_000);
    if (build.code === 0) preview = await startServer(site, 'preview');
    browser = await launchBrowser();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await preview?.stop();
    removeFolder(root);
  });

  it('should check and build the site, with its stylesheets compiled', () => {
    expect(check?.output).toContain('the config and 3 docs are fine');
    expect(build?.output).toMatch(/Built 3 docs/);
    expect(build?.code).toBe(0);
  });

  it("should apply the brand colour over the theme's, to the tokens and to the links that use them", async () => {
    const { page, errors } = await openHydrated(browser as Browser, `${preview?.origin ?? ''}/docs/intro`);
    const token = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hpc-color-primary').trim());
    expect(token.toLowerCase()).toBe(BRAND.hex);
    // A link in the doc's text (`[Install](./guides/install.md)`).
    const linkColour = await page.locator('main article').getByRole('link', { name: 'Install', exact: true }).evaluate((link) => getComputedStyle(link).color);
    expect(linkColour).toBe(BRAND.rgb);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("should render the components with their Sass module, CSS module and npm package, and the team's App around the site", async () => {
    const html = readFileSync(join(site, 'build/docs/intro/index.html'), 'utf8');
    // Prerendered inside the team's App, not added by the browser.
    expect(html).toMatch(/<div data-team-app="">/);
    const { page, errors } = await openHydrated(browser as Browser, `${preview?.origin ?? ''}/docs/intro`);
    const badge = page.getByTestId('badge');
    expect(await badge.textContent()).toBe('Beta');
    expect(await badge.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(138, 90, 0)');
    expect(await badge.evaluate((node) => node.className.split(' ').length)).toBe(2);
    expect(await page.getByTestId('card').evaluate((node) => getComputedStyle(node).borderTopColor)).toBe('rgb(1, 2, 3)');
    expect(await page.locator('[data-team-app] main h1').textContent()).toBe('Introduction');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("should build the team's plugin page with its component, data and global data, its React page and its redirect, and run its postBuild", async () => {
    expect(readFileSync(join(site, 'build/releases.txt'), 'utf8')).toBe('2.1\n2.0');
    expect(readFileSync(join(site, 'build/changelog/index.html'), 'utf8')).toMatch(/http-equiv="refresh" content="0; ?url=\/releases"/i);
    const { page, errors } = await openHydrated(browser as Browser, `${preview?.origin ?? ''}/releases`);
    expect(await page.getByTestId('releases').textContent()).toBe('ReleasesLatest: 2.1; all: 2.1, 2.0');
    await page.goto(`${preview?.origin ?? ''}/team`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('team-page').textContent()).toBe('The docs team');
    expect(errors).toEqual([]);
    await page.close();
  });
});
