/**
 * The blog's feeds, as Docusaurus writes them beside the list (`rss.xml`, `atom.xml`,
 * `feed.json`): the site's title with " Blog", the blog's description, and the newest posts (at
 * most 20) with their title, link, date, description, tags and authors.
 */
import type { BlogPostSummaryInfo } from '@hpcdocs/theme/blog';

/** The feed formats a blog writes. */
export type FeedType = 'rss' | 'atom' | 'json';

/** What every feed of the blog says of it. */
export interface FeedSite {
  readonly title: string;
  readonly description: string;
  /** The site's origin (`https://docs.example.com`) and the blog's path under it (`/blog/`). */
  readonly origin: string;
  readonly root: string;
}

const MAX_ITEMS = 20;
export const FEED_FILES: Readonly<Record<FeedType, string>> = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' };

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const dateOf = (post: BlogPostSummaryInfo) => (post.date && !Number.isNaN(Date.parse(post.date)) ? new Date(post.date) : undefined);

function rss(site: FeedSite, posts: readonly BlogPostSummaryInfo[]): string {
  const items = posts.map((post) => {
    const link = site.origin + post.permalink;
    const date = dateOf(post);
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid>${xml(link)}</guid>`,
      ...(date ? [`      <pubDate>${date.toUTCString()}</pubDate>`] : []),
      `      <description>${xml(post.description)}</description>`,
      ...(post.tags ?? []).map((tag) => `      <category>${xml(tag.label)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(site.title)}</title>`,
    `    <link>${xml(site.origin + site.root)}</link>`,
    `    <description>${xml(site.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xml(`${site.origin}${site.root}${FEED_FILES.rss}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function atom(site: FeedSite, posts: readonly BlogPostSummaryInfo[]): string {
  const newest = posts.map(dateOf).find(Boolean) ?? new Date(0);
  const entries = posts.map((post) => {
    const link = site.origin + post.permalink;
    const date = dateOf(post) ?? newest;
    return [
      '  <entry>',
      `    <title type="html">${xml(post.title)}</title>`,
      `    <id>${xml(link)}</id>`,
      `    <link href="${xml(link)}"/>`,
      `    <updated>${date.toISOString()}</updated>`,
      `    <summary type="html">${xml(post.description)}</summary>`,
      ...post.authors.map((author) => `    <author><name>${xml(author.name)}</name>${author.url ? `<uri>${xml(author.url)}</uri>` : ''}</author>`),
      ...(post.tags ?? []).map((tag) => `    <category label="${xml(tag.label)}" term="${xml(tag.label)}"/>`),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(site.origin + site.root)}</id>`,
    `  <title>${xml(site.title)}</title>`,
    `  <updated>${newest.toISOString()}</updated>`,
    `  <link rel="alternate" href="${xml(site.origin + site.root)}"/>`,
    `  <link rel="self" href="${xml(`${site.origin}${site.root}${FEED_FILES.atom}`)}"/>`,
    `  <subtitle>${xml(site.description)}</subtitle>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

function json(site: FeedSite, posts: readonly BlogPostSummaryInfo[]): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: site.title,
    home_page_url: site.origin + site.root,
    feed_url: `${site.origin}${site.root}${FEED_FILES.json}`,
    description: site.description,
    items: posts.map((post) => ({
      id: site.origin + post.permalink,
      url: site.origin + post.permalink,
      title: post.title,
      summary: post.description,
      ...(dateOf(post) ? { date_published: dateOf(post)?.toISOString() } : {}),
      ...(post.authors.length > 0 ? { authors: post.authors.map((author) => ({ name: author.name, ...(author.url ? { url: author.url } : {}) })) } : {}),
      ...(post.tags?.length ? { tags: post.tags.map((tag) => tag.label) } : {}),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

/** The feeds of `types`, output-relative path (under the blog's path, without the base URL) -> text; `posts` newest first. */
export function blogFeeds(types: readonly FeedType[], site: FeedSite, posts: readonly BlogPostSummaryInfo[], folder: string): Map<string, string> {
  const newest = posts.slice(0, MAX_ITEMS);
  const write = { rss, atom, json };
  return new Map(types.map((type) => [`${folder}${FEED_FILES[type]}`, write[type](site, newest)]));
}
