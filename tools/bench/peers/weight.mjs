/**
 * What a doc page loads before the reader can interact, read from the built files (no browser):
 * the scripts the HTML names (`<script src>`, inline module scripts, `<link rel="modulepreload">`,
 * `<link rel="preload" as="script">`) and every module their static `import`/`export … from`
 * statements reach; the stylesheets it links; the HTML itself. Sizes are per file, gzip level 9,
 * the same for every framework (whatever a framework precompresses is ignored).
 *
 * Dynamic `import()` is not followed: it loads later, or only on a path the reader takes. A bundler
 * runtime that fetches chunks with its own loader before hydration (webpack's, in Docusaurus) is
 * therefore under-counted here; the browser figure "JS by load event" in browser.mjs shows it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzip = (buffer) => gzipSync(buffer, { level: 9 }).byteLength;

/** Attributes of one tag's text, lower-cased names (`<link rel="x" href=y>` -> { rel: 'x', href: 'y' }). */
function attributes(tag) {
  const out = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) out[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return out;
}

/**
 * Static import specifiers of minified or plain ES module code: `import"x"`, `import{a}from"x"`,
 * `import*as a from"x"`, `export{a}from"x"`, `export*from"x"`. `import(` never matches: a quote
 * must follow `import`/`from` directly.
 */
export function staticImports(code) {
  const specifiers = [];
  for (const m of code.matchAll(/(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])([^"'\s]+)\1/g)) specifiers.push(m[2]);
  return specifiers;
}

/**
 * The file a URL of the site maps to, or null (another origin, outside the base, not built).
 * `from` is the URL path of the document or module that names it.
 */
function fileOf(outDir, base, from, url) {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  if (!url.startsWith('/') && !url.startsWith('.')) return null; // a bare specifier
  const path = posix.normalize(url.startsWith('/') ? url : posix.join(posix.dirname(from), url)).split(/[?#]/)[0];
  if (!path.startsWith(base)) return null;
  const file = join(outDir, decodeURIComponent(path.slice(base.length)));
  return existsSync(file) && statSync(file).isFile() ? { file, path } : null;
}

/**
 * Weights of the page at URL path `pagePath`, whose HTML is `htmlFile`, in a site built into
 * `outDir` and served under `base`. Resolves { js: { raw, gzip, files }, css: {...}, html: { raw, gzip } }.
 */
export function pageWeight({ outDir, base, pagePath, htmlFile }) {
  const html = readFileSync(htmlFile, 'utf8');
  const scripts = new Map();
  const styles = new Map();
  const queue = [];
  const addScript = (from, url) => {
    const hit = fileOf(outDir, base, from, url);
    if (hit && !scripts.has(hit.file)) {
      scripts.set(hit.file, readFileSync(hit.file));
      queue.push(hit);
    }
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(m[1]);
    if (attrs.src) addScript(pagePath, attrs.src);
    else if (attrs.type === 'module') for (const s of staticImports(m[2])) addScript(pagePath, s);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload') || (rel.includes('preload') && attrs.as === 'script')) addScript(pagePath, attrs.href ?? '');
    // A print stylesheet does not hold up rendering on screen: left out.
    if (rel.includes('stylesheet') && attrs.media !== 'print') {
      const hit = fileOf(outDir, base, pagePath, attrs.href ?? '');
      if (hit) styles.set(hit.file, readFileSync(hit.file));
    }
  }
  while (queue.length > 0) {
    const { file, path } = queue.shift();
    if (!/\.m?js$/.test(file)) continue;
    for (const s of staticImports(scripts.get(file).toString('utf8'))) addScript(path, s);
  }
  const sum = (map) => ({
    raw: [...map.values()].reduce((n, b) => n + b.byteLength, 0),
    gzip: [...map.values()].reduce((n, b) => n + gzip(b), 0),
    files: [...map.keys()].map((f) => f.slice(outDir.length + 1)),
  });
  return { js: sum(scripts), css: sum(styles), html: { raw: Buffer.byteLength(html), gzip: gzip(Buffer.from(html)) } };
}
