/**
 * The generic half of a static site build: one HTML file per route, redirect pages, the not-found
 * page, and optionally `sitemap.xml` and `robots.txt`. What a page looks like stays with the caller
 * (`render`), so any team's app can prerender with it (a site built from the published
 * packages must not copy the docs app's build loop).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { RouteEntry } from '@hpcdocs/content-pipeline/schema';
import { fillTemplate, outputPathFor, redirectPage, redirectScript, robotsTxt, sitemapXml } from './html.js';

/** What `render` returns for one page; it fills the template's placeholders. */
export interface RenderedPage {
  /** HTML for `<!--app-html-->` (the app's markup). */
  readonly html: string;
  /** HTML for `<!--app-head-->` (title, meta tags, preloads, boot data). */
  readonly head: string;
  /** Extra attributes for the `<html>` element, e.g. `data-theme="dark"`. */
  readonly htmlAttributes?: string;
}

/** Options of {@link prerenderRoutes}. */
export interface PrerenderOptions {
  /** Folder the files are written into (folders are created as needed). */
  readonly outDir: string;
  /** Base URL of the site, with slashes on both ends (`/handbook/`). */
  readonly baseUrl: string;
  /** Every route of the site. `redirect` routes become redirect pages; the others are rendered. */
  readonly routes: readonly RouteEntry[];
  /** Page shell holding `<!--app-head-->` and `<!--app-html-->` (usually the client build's `index.html`). */
  readonly template: string;
  /** Renders one route; `route` is `null` for the not-found page (`404.html`). */
  readonly render: (route: RouteEntry | null, url: string) => RenderedPage | Promise<RenderedPage>;
  /** Origin the site is deployed at (`https://example.com`). When set, `sitemap.xml` and `robots.txt` are written. Default: none. */
  readonly siteUrl?: string;
  /** Routes to leave out of the sitemap (unlisted docs). Default: none left out. */
  readonly excludeFromSitemap?: (route: RouteEntry) => boolean;
  /** Write `404.html` from `render(null, ...)`. Default `true`. */
  readonly notFoundPage?: boolean;
  /** `lang` of the redirect pages (the rendered pages take the template's). Default `en`. */
  readonly lang?: string;
  /**
   * Called with each file once it is written (output-relative path and text), for work that can
   * run while the next pages render, such as writing compressed copies. Awaited before
   * `prerenderRoutes` returns. Default: none.
   */
  readonly onFile?: (file: string, text: string) => void | Promise<void>;
  /**
   * The text of a page an earlier build wrote, to write again instead of rendering the route (for
   * a page whose inputs did not change); `true` when the callback has put the earlier file in
   * place itself (a hard link: nothing is written, and `onFile` is not called for it); undefined
   * renders it. Called for the rendered routes and `404.html`, not for redirects, the sitemap or
   * robots.txt. Default: every page is rendered.
   */
  readonly reuse?: (route: RouteEntry | null, file: string) => string | true | undefined | Promise<string | true | undefined>;
  /**
   * Completes a file's text before it is written, for a value known only later (such as the hashed
   * URL of a file built while the pages render): rendering goes on meanwhile, and the file waits
   * in memory. Default: written as rendered.
   */
  readonly finish?: (file: string, text: string) => string | Promise<string>;
}

/** What {@link prerenderRoutes} wrote. */
export interface PrerenderResult {
  /** Output-relative paths of every file written, in route order. */
  readonly files: readonly string[];
  /**
   * The inline `<script>` elements of the pages made here rather than by `render` (the redirect
   * pages' `location.replace`), each once. With the template's and `render`'s own, they are every
   * inline script the pages run: what a Content-Security-Policy should allow, and nothing else.
   */
  readonly inlineScripts: readonly string[];
}

/**
 * Prerenders every route of a site into `outDir`.
 * @throws Error `@hpcdocs/router: ...` when the base URL is not of the form `/x/`, when a route lies
 * outside the base URL, when a route's file would not be a plain path inside `outDir`, or when two
 * routes would write the same file.
 */
export async function prerenderRoutes(options: PrerenderOptions): Promise<PrerenderResult> {
  const { outDir, baseUrl, routes, template, render } = options;
  if (!/^\/(?:.+\/)?$/.test(baseUrl)) {
    throw new Error(`@hpcdocs/router: baseUrl must start and end with "/" (got "${baseUrl}"), e.g. "/handbook/".`);
  }
  const pages = new Map<string, () => Promise<string | true>>();
  const inlineScripts = new Set<string>();
  const add = (file: string, make: () => Promise<string | true>, path: string) => {
    if (pages.has(file)) throw new Error(`@hpcdocs/router: two routes write ${file} (the second is ${path}); make route paths unique.`);
    pages.set(file, make);
  };
  const page = async (route: RouteEntry | null, url: string, file: string): Promise<string | true> => {
    const reused = await options.reuse?.(route, file);
    if (reused !== undefined) return reused;
    const parts = await render(route, url);
    return fillTemplate(template, { head: parts.head, html: parts.html, ...(parts.htmlAttributes ? { htmlAttributes: parts.htmlAttributes } : {}) });
  };
  const root = resolve(outDir);
  for (const route of routes) {
    if (!route.path.startsWith(baseUrl)) {
      throw new Error(`@hpcdocs/router: route ${route.path} is outside the base URL ${baseUrl}; every route path must start with it.`);
    }
    const file = outputPathFor(route.path, baseUrl);
    // A "." or ".." segment would write over another page or outside the output folder. (Compared
    // segment by segment: a path that starts with ".." is its own relative form.)
    if (file.split('/').some((segment) => segment === '.' || segment === '..') || relative(root, resolve(root, file)) !== file.split('/').join(sep)) {
      throw new Error(`@hpcdocs/router: route ${route.path} would write ${file}, which is not a plain path inside the output folder; route paths must not have "." or ".." segments.`);
    }
    if (route.to !== undefined) {
      const to = route.to ?? baseUrl;
      inlineScripts.add(redirectScript(to));
      add(file, () => Promise.resolve(redirectPage(to, route.title, options.lang)), route.path);
    } else add(file, () => page(route, route.path, file), route.path);
  }
  if (options.notFoundPage ?? true) add('404.html', () => page(null, `${baseUrl}404.html`, '404.html'), '404.html');
  if (options.siteUrl !== undefined) {
    const siteUrl = options.siteUrl.replace(/\/+$/, '');
    const exclude = options.excludeFromSitemap ?? (() => false);
    const listed = routes.filter((route) => route.to === undefined && !exclude(route));
    add('sitemap.xml', () => Promise.resolve(sitemapXml(listed.map((route) => siteUrl + route.path))), 'sitemap.xml');
    add('robots.txt', () => Promise.resolve(robotsTxt(`${siteUrl}${baseUrl}sitemap.xml`)), 'robots.txt');
  }
  // Rendering is synchronous CPU work; writes overlap with it.
  const writes: Promise<void>[] = [];
  for (const [file, make] of pages) {
    const rendered = await make();
    if (rendered === true) continue;
    const target = join(outDir, file);
    const { onFile, finish } = options;
    const write = Promise.all([finish ? finish(file, rendered) : rendered, mkdir(dirname(target), { recursive: true })]).then(async ([text]) => {
      await writeFile(target, text);
      await onFile?.(file, text);
    });
    // A failure while later pages still render must not count as unhandled (Node would end the
    // process): it is handled here, and reported by the Promise.all below.
    write.catch(() => undefined);
    writes.push(write);
    // Let I/O run between pages, so written pages leave memory as they go instead of all being
    // held until the end (peak RSS of a 1,000-doc build: 1144 -> 908-976 MB).
    await new Promise<void>((resume) => setImmediate(resume));
  }
  await Promise.all(writes);
  return { files: [...pages.keys()], inlineScripts: [...inlineScripts] };
}
