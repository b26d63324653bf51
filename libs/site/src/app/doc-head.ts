/**
 * A doc's `<Head>` on its page (see `DocJson.head`): its title is the whole tab title, and its
 * `<meta>` and `<link>` tags join the page's own, replacing one that names the same `name`,
 * `property` or `rel="canonical"` (as react-helmet lets the deepest tag win in Docusaurus).
 */
import { DOC_PAGE_COMPONENT, type DocHead, type DocJson, type HeadTag, type RouteEntry } from '@hpcdocs/content-pipeline/schema';

/** The `<Head>` of the doc a route shows, if it has one. */
export function docHeadOf(route: RouteEntry | null | undefined, data: unknown): DocHead | undefined {
  if (route?.component !== DOC_PAGE_COMPONENT || data === null || typeof data !== 'object') return undefined;
  return (data as Partial<DocJson>).head;
}

/** What a tag replaces among the page's own: its `name`, `property` or canonical `rel`. */
function keyOf(tag: HeadTag): string | undefined {
  const { name, property, rel } = tag.attributes;
  if (tag.tag === 'meta') return name ? `name=${name}` : property ? `property=${property}` : undefined;
  return rel === 'canonical' ? 'rel=canonical' : undefined;
}

/** The key of one of the page's own tags, as the server writes them (`<meta name="x"`, `<meta property="x"`, `<link rel="canonical"`). */
function keyOfMarkup(markup: string): string | undefined {
  const match = /^<(meta|link) (name|property|rel)="([^"]*)"/.exec(markup);
  if (!match) return undefined;
  return match[1] === 'link' ? (match[3] === 'canonical' ? 'rel=canonical' : undefined) : `${match[2]}=${match[3]}`;
}

/** The page's own tags (markup, one tag each) with the doc's added, escaped by `escape`. */
export function withDocHeadTags(own: readonly string[], head: DocHead | undefined, escape: (text: string) => string): string[] {
  const tags = head?.tags ?? [];
  if (tags.length === 0) return [...own];
  const replaced = new Set(tags.map(keyOf).filter((key): key is string => key !== undefined));
  const kept = own.filter((markup) => {
    const key = keyOfMarkup(markup);
    return key === undefined || !replaced.has(key);
  });
  const added = tags.map((tag) => `<${tag.tag}${Object.entries(tag.attributes).map(([name, value]) => ` ${name === 'itemProp' ? 'itemprop' : name}="${escape(value)}"`).join('')}>`);
  return [...kept, ...added];
}
