/**
 * Another docs instance beside the site's own docs (`docsInstances`, Docusaurus' docs plugin listed
 * again with an id): its folder at its own URL, with its own sidebars and versions
 * (`<id>_versions.json`, `<id>_versioned_docs/`), named apart from the site's own in every place
 * they could meet, and a navbar item that names it.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, init, loadConfig, type BuildResult } from '../src/index.js';
import { starterSite } from './starter-site.js';

const { scratch, dir, configFile, write, html } = starterSite('site-instances-');
let starter = '';
const INSTANCE = "docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: 'sidebars-community.json' }],";

let result: BuildResult;
beforeAll(async () => {
  await init(dir, { title: 'Team docs' });
  starter = readFileSync(configFile, 'utf8');
  writeFileSync(
    configFile,
    starter
      .replace("docs: { path: 'docs', routeBasePath: 'docs' },", `docs: { path: 'docs', routeBasePath: 'docs' },\n  ${INSTANCE}`)
      .replace("position: 'left' }],", "position: 'left' }, { type: 'docSidebar', sidebarId: 'tutorialSidebar', docsPluginId: 'community', label: 'Community' }, { type: 'docsVersionDropdown', docsPluginId: 'community' }],"),
  );
  // The same doc ids and sidebar name as the site's own docs: nothing may mix them up.
  write('community/intro.md', '# Community intro\n\nMeet the friendly otters. Back to [the docs](/docs/intro).\n');
  write('community/events.md', '# Events\n\nThe otters gather monthly.\n');
  write('sidebars-community.json', JSON.stringify({ tutorialSidebar: ['intro', 'events'] }));
  write('community_versions.json', '["2024"]\n');
  write('community_versioned_docs/version-2024/intro.md', '# Community intro 2024\n\nLast year the beavers met.\n');
  write('community_versioned_sidebars/version-2024-sidebars.json', JSON.stringify({ tutorialSidebar: ['intro'] }));
  result = await build(await loadConfig(dir), { cache: false });
}, 300_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a second docs instance', () => {
  it('builds at its own URL beside the site docs, each version with its own sidebar', () => {
    expect(result.problems).toEqual([]);
    expect(html('docs/intro')).not.toContain('otters');
    const latest = html('community/intro');
    expect(latest).toContain('Last year the beavers met.');
    const current = html('community/next/intro');
    expect(current).toContain('Meet the friendly otters.');
    expect(current).toMatch(/aria-label="Docs sidebar"[\s\S]*href="\/community\/next\/events"/);
    expect(current).toContain('This is unreleased documentation for Team docs <b>Next</b> version.');
    // The site's own docs have one version: no badge or banner there.
    expect(html('docs/intro')).not.toContain('Version: ');
  });

  it('leads its navbar items to its own pages, not to the site docs of the same names', () => {
    const page = html('community/next/events');
    expect(page).toMatch(/<a[^>]*href="\/community\/next\/intro"[^>]*>Community<\/a>/);
    expect(page).toMatch(/<a[^>]*href="\/docs\/intro"[^>]*>Docs<\/a>/);
    // The dropdown lists the instance's versions, labelled with the page's.
    expect(page).toMatch(/aria-label="Expand the dropdown"[^>]*>Next</);
  });

  it('names an instance whose folder is not there', async () => {
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("path: 'community'", "path: 'communty'"));
    await expect(loadConfig(dir)).rejects.toThrow('docsInstances (community).path: the docs folder communty does not exist.');
  });
});
