/**
 * The site-wide head tags of the config (`metadata`, `headTags`, `scripts`, `stylesheets`, as
 * Docusaurus names them): the HTML every page's shell holds, and the origins of the scripts and
 * stylesheets it loads from elsewhere, which the servers' Content-Security-Policy must allow.
 */
import { escapeHtml } from '@hpcdocs/router/server';
import type { ResolvedConfig } from '../config/load.js';
import { assetUrl } from './template.js';
import { blogSettings, feedTypes } from '../plugins/blog.js';
import { FEED_FILES, type FeedType } from '../plugins/blog-feeds.js';

/** What the shell gets from the config's head keys. */
export interface SiteHeadTags {
  /** The tags, in the config's order: metadata, headTags, stylesheets, scripts. */
  readonly html: string;
  /** Origins of scripts and stylesheets from other sites (`https://cdn.example.com`). */
  readonly origins: { readonly script: readonly string[]; readonly style: readonly string[] };
}

type Attributes = Readonly<Record<string, string | boolean | unknown>>;

/** `name="value"` pairs; `true` is the bare attribute, `false` and non-strings are left out. */
function attributesOf(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter(([, value]) => value !== false && (typeof value === 'string' || value === true))
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
}

/** The origin of `url` when it is another site's (an absolute http(s) URL), else undefined. */
function foreignOrigin(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

const FEED_KINDS: Readonly<Record<FeedType, readonly [type: string, name: string]>> = { rss: ['application/rss+xml', 'RSS'], atom: ['application/atom+xml', 'Atom'], json: ['application/json', 'JSON'] };

/** The blog's feeds, as every page of a Docusaurus site names them (readers' feed finders look there). */
function feedLinks(config: ResolvedConfig, pageUrl: (url: string) => string): string[] {
  const blog = blogSettings(config);
  if (!blog) return [];
  const folder = `${config.baseUrl}${blog.routeBasePath.replace(/^\/+|\/+$/g, '')}/`.replace(/\/{2,}/g, '/');
  return feedTypes(blog.feedOptions.type).map((type) => {
    const [mime, name] = FEED_KINDS[type];
    return `<link rel="alternate" type="${mime}" href="${escapeHtml(pageUrl(folder + FEED_FILES[type]))}" title="${escapeHtml(`${config.title} Blog ${name} Feed`)}">`;
  });
}

/**
 * The head tags of `config`'s `metadata`, `headTags`, `stylesheets` and `scripts`. `pageUrl` turns
 * a URL of the site into the one the page holds (the dev server's HTML has them without the base URL).
 */
export function siteHeadTags(config: ResolvedConfig, pageUrl: (url: string) => string = (url) => url): SiteHeadTags {
  const tags: string[] = [...config.metadata.map((attributes) => `<meta${attributesOf(attributes)}>`), ...feedLinks(config, pageUrl)];
  const script = new Set<string>();
  const style = new Set<string>();
  const note = (set: Set<string>, url: unknown) => {
    const origin = typeof url === 'string' ? foreignOrigin(url) : undefined;
    if (origin) set.add(origin);
  };
  for (const tag of config.headTags) {
    if (tag.tagName === 'script') note(script, tag.attributes['src']);
    if (tag.tagName === 'link' && tag.attributes['rel'] === 'stylesheet') note(style, tag.attributes['href']);
    tags.push(tag.tagName === 'meta' || tag.tagName === 'link' ? `<${tag.tagName}${attributesOf(tag.attributes)}>` : `<script${attributesOf(tag.attributes)}>${tag.innerHTML ?? ''}</script>`);
  }
  for (const entry of config.stylesheets) {
    const { href, ...rest } = typeof entry === 'string' ? { href: entry } : entry;
    const url = assetUrl(config, href);
    note(style, url);
    tags.push(`<link rel="stylesheet" href="${escapeHtml(pageUrl(url))}"${attributesOf(rest)}>`);
  }
  for (const entry of config.scripts) {
    const { src, ...rest } = typeof entry === 'string' ? { src: entry } : entry;
    const url = assetUrl(config, src);
    note(script, url);
    tags.push(`<script src="${escapeHtml(pageUrl(url))}"${attributesOf(rest)}></script>`);
  }
  return { html: tags.join(''), origins: { script: [...script], style: [...style] } };
}
