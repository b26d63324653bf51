// What a reader sees of one built page: the main text (the doc's own area, not the navbar, the
// sidebar or the footer), its headings, its images and its links, read from the HTML with parse5.
// Each generator lays its pages out differently, so each has a profile: where the main area is
// and which parts inside it are chrome (anchor links, breadcrumbs, copy buttons) rather than text.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';

/** @typedef {{ nodeName: string, tagName?: string, attrs?: { name: string, value: string }[], childNodes?: Node[], value?: string, content?: Node }} Node */

const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;
const classes = (node) => (attr(node, 'class') ?? '').split(/\s+/).filter(Boolean);

/** Element tests, composed into profiles below. */
export const is = {
  tag: (...names) => (node) => names.includes(node.tagName),
  cls: (name) => (node) => classes(node).includes(name),
  /** A CSS-module class: `prefix_hash` (both Docusaurus and hpcdocs hash their module classes). */
  module: (prefix) => (node) => classes(node).some((c) => c === prefix || c.startsWith(`${prefix}_`)),
  /** Only a CSS-module class `prefix_hash`, not a plain `prefix` (a site's own `badge` class is text). */
  hashed: (prefix) => (node) => classes(node).some((c) => c.startsWith(`${prefix}_`)),
  classContains: (part) => (node) => classes(node).some((c) => c.includes(part)),
  attr: (name, value) => (node) => (value === undefined ? attr(node, name) !== undefined : attr(node, name) === value),
  attrStarts: (name, prefix) => (node) => (attr(node, name) ?? '').startsWith(prefix),
  and: (...tests) => (node) => tests.every((t) => t(node)),
};

/** Dropped on every page: not text a reader sees, or the same chrome in every generator. */
const COMMON_DROP = [
  is.tag('script', 'style', 'noscript', 'template', 'head'),
  is.attr('aria-hidden', 'true'),
  // Mermaid diagrams: Docusaurus draws them in the browser only, so its HTML holds nothing to compare.
  is.classContains('mermaid'),
];

/**
 * Where each generator puts a page's main area (the first test that matches an element wins, in
 * order) and what inside it is chrome. Update these when a theme's markup changes.
 */
export const PROFILES = {
  docusaurus: {
    // A React page whose layout has no <main> of its own: the page's wrapper.
    main: [is.cls('theme-doc-markdown'), is.module('generatedIndexPage'), is.tag('main'), is.cls('main-wrapper')],
    block: [is.cls('token-line')],
    drop: [
      is.cls('hash-link'),
      is.cls('theme-doc-breadcrumbs'),
      is.cls('theme-doc-toc-mobile'),
      is.cls('theme-doc-footer'),
      is.cls('pagination-nav'),
      is.cls('theme-doc-version-badge'),
      // A blog post's footer (tags, Edit this page), as theme-doc-footer is a doc's.
      is.cls('theme-blog-footer-edit-meta-row'),
      // A Markdown page's table of contents, inside its <main>.
      is.cls('table-of-contents'),
      is.and(is.tag('button'), is.attrStarts('aria-label', 'Copy')),
    ],
  },
  hpcdocs: {
    // A doc's or post's article; a list of posts (the blog's pages) has one article per post, so
    // its main area is <main>.
    // A React page that renders its own <main> (Docusaurus pages do) is read from that one, not
    // from the app's around it, as the Docusaurus profile reads it (its layout has no <main>).
    main: [is.and(is.tag('article'), is.module('article')), is.and(is.tag('main'), (node) => !children(node).some((child) => find(child, is.tag('main')))), is.tag('main')],
    // A code line is a block (its CSS says so), though the tag is a span: lines read as lines.
    block: [is.and(is.tag('span'), is.cls('line'))],
    drop: [
      // The doc's footer (tags, Edit this page, last update): Docusaurus' theme-doc-footer, dropped above.
      is.and(is.tag('footer'), is.module('footer')),
      // By class, not by label: the labels are in the page's language.
      is.and(is.tag('nav'), is.hashed('breadcrumbs')),
      is.and(is.tag('nav'), is.hashed('pagination')),
      // The blog list's pager (Docusaurus' pagination-nav, dropped above).
      is.and(is.tag('nav'), is.hashed('pager')),
      // A doc's reading time (Docusaurus shows none on docs); a post's byline, with its date, stays.
      is.and(is.module('meta'), (node) => !find(node, is.tag('time'))),
      // The docs version's badge and banner (Docusaurus' are outside its doc's markdown).
      is.hashed('badge'),
      is.and(is.hashed('banner'), is.attr('role', 'note')),
      is.module('mobileToc'),
      is.module('updated'),
      is.module('anchor'),
      is.and(is.tag('button'), is.hashed('copy')),
      // Text for screen readers only (the blog list's title: Docusaurus' list shows none).
      is.hashed('visuallyHidden'),
    ],
  },
};

const BLOCK = new Set('address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(' '));

function children(node) {
  return node.nodeName === 'template' ? node.content?.childNodes ?? [] : node.childNodes ?? [];
}

function find(node, test) {
  if (node.tagName && test(node)) return node;
  for (const child of children(node)) {
    const hit = find(child, test);
    if (hit) return hit;
  }
  return undefined;
}

function findAll(node, test, out = []) {
  if (node.tagName && test(node)) out.push(node);
  for (const child of children(node)) findAll(child, test, out);
  return out;
}

/** The TeX source of a KaTeX element (both generators render math with KaTeX). */
function texOf(node) {
  const annotation = find(node, (n) => n.tagName === 'annotation' && attr(n, 'encoding') === 'application/x-tex');
  return annotation ? textOf(annotation) : undefined;
}

function textOf(node) {
  if (node.nodeName === '#text') return node.value ?? '';
  return children(node).map(textOf).join('');
}

/** Visible text, with a space at block boundaries (`isBlock`: elements a stylesheet makes blocks); math as its TeX source. */
function visibleText(node, drop, out, isBlock = () => false) {
  if (node.nodeName === '#text') {
    out.push(node.value ?? '');
    return;
  }
  if (node.nodeName === '#comment') return;
  if (node.tagName && drop(node)) return;
  if (node.tagName && classes(node).includes('katex')) {
    out.push(` ${texOf(node) ?? ''} `);
    return;
  }
  const block = node.tagName && (BLOCK.has(node.tagName) || isBlock(node));
  if (block) out.push(' ');
  for (const child of children(node)) visibleText(child, drop, out, isBlock);
  if (block) out.push(' ');
}

/** A copy of the tree without the dropped elements, so headings, images and links skip them too. */
function prune(node, drop) {
  if (node.tagName && drop(node)) return undefined;
  if (!node.childNodes && node.nodeName !== 'template') return node;
  return { ...node, childNodes: children(node).map((c) => prune(c, drop)).filter(Boolean), content: undefined };
}

const squash = (text) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** Words and numbers, lower-cased: punctuation, emoji and spacing differences do not count. */
export function tokens(text) {
  return (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);
}

/** Route of an output file relative to the output folder: `a/b/index.html` -> `/a/b`, `a.html` -> `/a`. */
export function routeOf(relativeFile) {
  const path = relativeFile.split('\\').join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${path}`.replace(/\/+$/, '') || '/';
}

function sha(bytes) {
  return createHash('sha1').update(bytes).digest('hex').slice(0, 12);
}

/**
 * Resolves a URL found on a page. Same-site paths lose the base URL, `index.html`, `.html` and a
 * trailing slash; a path to a file of the output (an image, a download) becomes the hash of the
 * file's bytes, so `/assets/files/x-3f2a.yaml` and `/downloads/x.yaml` match when they are the same
 * file. `data:` URLs are hashed too.
 */
export function resolveUrl(raw, { pageUrl, baseUrl, outDir }) {
  const value = raw.trim();
  if (value.startsWith('data:')) {
    const comma = value.indexOf(',');
    const meta = value.slice(5, comma);
    const body = value.slice(comma + 1);
    const bytes = meta.endsWith(';base64') ? Buffer.from(body, 'base64') : Buffer.from(decodeURIComponent(body));
    return { key: `file:${sha(bytes)}`, shown: `data:${meta.split(';')[0]} (${bytes.length} bytes)` };
  }
  let url;
  try {
    url = new URL(value, `http://site.invalid${pageUrl}`);
  } catch {
    return { key: value, shown: value };
  }
  if (url.origin !== 'http://site.invalid') return { key: url.href, shown: url.href };
  let path = decodeURIComponent(url.pathname);
  if (path.startsWith(baseUrl)) path = `/${path.slice(baseUrl.length)}`;
  const file = join(outDir, path);
  const last = path.split('/').pop() ?? '';
  if (/\.[a-z0-9]+$/i.test(last) && !/\.html?$/i.test(last) && existsSync(file) && statSync(file).isFile()) {
    return { key: `file:${sha(readFileSync(file))}${url.hash}`, shown: path + url.hash };
  }
  const route = path.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  // A footnote's id: Docusaurus' blog ends each with a hash of the post's absolute path
  // (`#user-content-fn-1-616dc5`), which differs between any two folders the site is built in.
  const hash = url.hash.replace(/^(#user-content-fn(?:ref)?-.+?)-[0-9a-z]{6}$/, '$1');
  return { key: route + hash, shown: route + hash };
}

/**
 * Reads one built page. `pageUrl` is its URL path (base URL included), for resolving relative links.
 * @returns {{ found: boolean, text: string, tokens: string[], headings: {level: number, text: string, id: string}[], images: {key: string, src: string, alt: string}[], links: {key: string, href: string, text: string}[] }}
 */
export function extractPage(html, profileName, { pageUrl, baseUrl, outDir }) {
  const profile = PROFILES[profileName];
  const dropTests = [...COMMON_DROP, ...profile.drop];
  const drop = (node) => dropTests.some((t) => t(node));
  const document = parse(html);
  let main;
  for (const test of profile.main) {
    main = find(document, test);
    if (main) break;
  }
  if (!main) return { found: false, text: '', tokens: [], headings: [], images: [], links: [] };
  // A page that only sends the reader on (a React page rendering `<Redirect>`: hpcdocs writes a
  // meta refresh into its <main>, Docusaurus an empty shell) is a redirect on both sides.
  if (find(main, (n) => n.tagName === 'meta' && (attr(n, 'http-equiv') ?? '').toLowerCase() === 'refresh') && squash(textOf(main)) === '') return { found: false, text: '', tokens: [], headings: [], images: [], links: [] };
  const out = [];
  const blockTests = profile.block ?? [];
  visibleText(main, drop, out, (node) => blockTests.some((t) => t(node)));
  const text = squash(out.join(''));
  const tree = prune(main, drop) ?? { nodeName: '#document-fragment', childNodes: [] };
  const at = { pageUrl, baseUrl, outDir };
  const headings = findAll(tree, is.tag('h1', 'h2', 'h3', 'h4', 'h5', 'h6')).map((h) => ({ level: Number(h.tagName.slice(1)), text: squash(textOf(h)), id: attr(h, 'id') ?? '' }));
  const images = [
    ...findAll(tree, (n) => n.tagName === 'img' && attr(n, 'src') !== undefined).map((img) => {
      const { key, shown } = resolveUrl(attr(img, 'src'), at);
      return { key, src: shown, alt: squash(attr(img, 'alt') ?? '') };
    }),
    // An SVG drawn inline (an SVG file imported as a component) counts as an image when it says what it shows.
    ...findAll(tree, (n) => n.tagName === 'svg' && (attr(n, 'role') === 'img' || attr(n, 'aria-label') !== undefined)).map((svg) => {
      const title = find(svg, is.tag('title'));
      const alt = squash(attr(svg, 'aria-label') ?? (title ? textOf(title) : ''));
      return { key: `svg:${alt}`, src: '(inline svg)', alt };
    }),
  ];
  // A link with nothing in it (no text, no image) is not one a reader can see or follow; one named
  // by its aria-label is an icon (whose drawing, aria-hidden, was dropped above).
  const visible = (a) => squash(textOf(a)) !== '' || find(a, is.tag('img', 'svg')) !== undefined || Boolean(attr(a, 'aria-label'));
  const links = findAll(tree, (n) => n.tagName === 'a' && attr(n, 'href') !== undefined && visible(n)).map((a) => {
    const { key, shown } = resolveUrl(attr(a, 'href'), at);
    return { key, href: shown, text: squash(textOf(a)) };
  });
  return { found: true, text, tokens: tokens(text), headings, images, links };
}
