import { describe, expect, it } from 'vitest';
import { blogFeeds } from './blog-feeds.js';

const site = { title: 'Docs & Co Blog', description: 'News <weekly>', origin: 'https://docs.example.com', root: '/blog/' };
const posts = [
  { title: 'Fish & <chips>', permalink: '/blog/2024/05/02/fish', description: 'A "quoted" post', date: '2024-05-02', authors: [{ name: 'Ada' }], tags: [{ label: 'food', permalink: '/blog/tags/food' }] },
  { title: 'Undated', permalink: '/blog/undated', description: '', authors: [] },
];

describe('the blog feeds', () => {
  it('should escape the text of titles and descriptions in RSS and Atom, and give JSON as it is', () => {
    const feeds = blogFeeds(['rss', 'atom', 'json'], site, posts, 'blog/');
    expect([...feeds.keys()]).toEqual(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']);
    const rss = feeds.get('blog/rss.xml') ?? '';
    expect(rss).toContain('<title>Docs &amp; Co Blog</title>');
    expect(rss).toContain('<title>Fish &amp; &lt;chips&gt;</title>');
    expect(rss).toContain('<description>A &quot;quoted&quot; post</description>');
    expect(rss).toContain('<pubDate>Thu, 02 May 2024 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<category>food</category>');
    // An undated post has no date in RSS; Atom, which requires one, gives it the newest post's.
    expect(rss.match(/<pubDate>/g)).toHaveLength(1);
    expect(feeds.get('blog/atom.xml')).toContain('<updated>2024-05-02T00:00:00.000Z</updated>\n    <summary type="html"></summary>');
    const json = JSON.parse(feeds.get('blog/feed.json') ?? '') as { items: { title: string; date_published?: string }[] };
    expect(json.items.map((item) => [item.title, item.date_published])).toEqual([
      ['Fish & <chips>', '2024-05-02T00:00:00.000Z'],
      ['Undated', undefined],
    ]);
  });
});
