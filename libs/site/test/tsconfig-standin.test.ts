/**
 * A site whose tsconfig.json extends a package it never installed (`@docusaurus/tsconfig`, as many
 * Docusaurus sites' do): Docusaurus compiles without it, and so does hpcdocs, every compile of the
 * site's code included: its `.js` files with JSX and its SVG files imported as components, which
 * Vite's plugins compile outside the bundles' own settings.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, init, loadConfig, type BuildResult } from '../src/index.js';
import { starterSite } from './starter-site.js';

const { scratch, dir, configFile, write, html } = starterSite('site-tsconfig-');

let result: BuildResult;
beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("  docs: { path: 'docs', routeBasePath: 'docs' },", "  docs: { path: 'docs', routeBasePath: 'docs' },\n  components: { Badge: './src/components/Badge.js' },"));
  write('tsconfig.json', '{\n  "extends": "@docusaurus/tsconfig",\n  "compilerOptions": { "baseUrl": "." }\n}\n');
  write('src/components/dot.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n');
  write('src/components/Badge.js', "import Dot from './dot.svg';\n\nexport default function Badge({ children }) {\n  return <span className=\"team-badge\"><Dot width={10} height={10} />{children}</span>;\n}\n");
  write('docs/intro.md', '# Introduction\n\n<Badge>GPU ready</Badge>\n');
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a site whose tsconfig cannot be read', () => {
  it('builds its JSX in .js and its SVG components without it, and says so once', () => {
    expect(result.problems).toEqual([]);
    expect(html('docs/intro')).toMatch(/<span class="team-badge"><svg[^>]*viewBox="0 0 10 10"[\s\S]*?<\/svg>GPU ready<\/span>/);
    expect(result.warnings.filter((warning) => warning.includes('tsconfig.json'))).toHaveLength(1);
  });
});
