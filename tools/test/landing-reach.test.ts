/**
 * A reader who lands on `/doc/` reaches every doc within two clicks: one on the landing page (the hero
 * buttons, a card or one of its links, a featured tutorial), one more on the page that opens.
 */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent, type ContentBuild } from '@hpcdocs/content-pipeline';
import type { DocJson, HNode } from '@hpcdocs/content-pipeline/schema';
import siteConfig from '../../apps/docs/hpcdocs.config.ts';

const { landing } = siteConfig.home;
import { collectElements } from './content-lint/hast.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../content');

/** The doc routes a doc's body links to, without anchors. */
function linksOf(doc: DocJson): string[] {
  return collectElements(doc.body as readonly HNode[], 'a').map((a) => String(a[1]?.['href'] ?? '').split('#')[0] ?? '');
}

/** Doc routes a reader can open within `clicks` clicks from the landing page. */
function reachable(docs: readonly DocJson[], firstClick: readonly string[], clicks: number): Set<string> {
  const byRoute = new Map(docs.map((doc) => [doc.permalink, doc]));
  let frontier = new Set(firstClick.filter((route) => byRoute.has(route)));
  const seen = new Set(frontier);
  for (let click = 2; click <= clicks; click++) {
    const next = new Set<string>();
    for (const route of frontier) {
      for (const target of linksOf(byRoute.get(route) as DocJson)) {
        if (byRoute.has(target) && !seen.has(target)) next.add(target);
      }
    }
    for (const route of next) seen.add(route);
    frontier = next;
  }
  return seen;
}

let build: ContentBuild;
beforeAll(async () => {
  build = await buildContent({ contentDir: CONTENT_DIR, baseUrl: '/doc/', git: false, extraRoutes: ['/doc/', '/doc/search/'] });
}, 120_000);

describe('given the landing page and the docs', () => {
  it('should reach every doc within two clicks of the landing page', () => {
    const actions = [landing.primary, ...(landing.secondary ? [landing.secondary] : []), ...[...landing.cards, ...(landing.featured ?? [])].flatMap((c) => [c, ...(c.links ?? [])])];
    const firstClick = actions.map((a) => a.to.split('#')[0] ?? '');
    const reached = reachable(build.docs, firstClick, 2);
    const missing = build.docs.map((d) => d.permalink).filter((route) => !reached.has(route));
    expect(missing).toEqual([]);
  });

  it('should tell a page two clicks away from one three clicks away', () => {
    const doc = (permalink: string, links: string[]): DocJson => ({ permalink, body: links.map((href) => ['a', { href }, 'x']) }) as unknown as DocJson;
    const docs = [doc('/a', ['/b#part']), doc('/b', ['/c']), doc('/c', [])];
    expect([...reachable(docs, ['/a'], 2)].sort()).toEqual(['/a', '/b']);
    expect([...reachable(docs, ['/a'], 3)].sort()).toEqual(['/a', '/b', '/c']);
  });
});
