/**
 * Size budgets checked by every build, gzipped (config `budgets`, in KB): the JavaScript a doc page
 * runs before its load event (the loader), all the JavaScript it loads to be interactive, and its
 * CSS. A build over budget fails with the sizes printed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BOOT_ELEMENT_ID, parseBoot } from '../app/boot.js';
import { LOADER_ELEMENT_ID } from '../vite/html.js';

/** Budgets in bytes, gzipped. */
export interface Budgets {
  /** JavaScript a page runs before its load event. */
  readonly criticalJsGzip: number;
  /** All the JavaScript a page loads to be interactive. */
  readonly jsGzip: number;
  /** First-load CSS of a page. */
  readonly cssGzip: number;
}

/**
 * Budgets in bytes from the config's, in KB. `extraCssGzip`: CSS the site asked for on top of the
 * theme's and its own (Docusaurus' Infima, config `infima`), added to the CSS budget.
 */
export function budgetsOf(config: { readonly criticalJs: number; readonly totalJs: number; readonly firstLoadJs?: number | undefined; readonly css: number }, extraCssGzip = 0): Budgets {
  return { criticalJsGzip: config.criticalJs * 1024, jsGzip: (config.firstLoadJs ?? config.totalJs) * 1024, cssGzip: config.css * 1024 + extraCssGzip };
}

interface Weighed {
  readonly raw: number;
  readonly gzip: number;
  readonly files: string[];
}

export interface PageWeight {
  /** The scripts the page runs before its load event (module scripts and modulepreloads of its HTML). */
  readonly critical: Weighed;
  /** Every script the page loads to be interactive: those, and the app the loader loads after first paint. */
  readonly js: Weighed;
  readonly css: Weighed;
  readonly html: { readonly raw: number; readonly gzip: number };
}

const decodeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Measures what a prerendered page loads: before its load event, and in all (see {@link PageWeight}). */
export async function measurePage(outDirs: string | readonly string[], htmlFile: string, baseUrl: string): Promise<PageWeight> {
  // A file is read from the first folder that has it (an overlay, then the output it lies on).
  const dirs = typeof outDirs === 'string' ? [outDirs] : outDirs;
  const read = async (path: string): Promise<Buffer> => {
    for (const dir of dirs.slice(0, -1)) {
      const data = await readFile(join(dir, path)).catch(() => null);
      if (data) return data;
    }
    return readFile(join(dirs.at(-1) ?? '', path));
  };
  const html = (await read(htmlFile)).toString('utf8');
  const local = (urls: string[]) => [...new Set(urls)].filter((u) => u.startsWith(baseUrl));
  const refs = (pattern: RegExp) => local([...html.matchAll(pattern)].map((m) => decodeAttribute(m[1] ?? '')));
  const critical = refs(/<script[^>]+type="module"[^>]+src="([^"]+)"/g).concat(refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g));
  // What the loader loads (app/loader.ts): its element's app and preloads, and the page's modules.
  const loader = new RegExp(`<script[^>]*id="${LOADER_ELEMENT_ID}"[^>]*>`).exec(html)?.[0] ?? '';
  const attribute = (name: string) => decodeAttribute(new RegExp(`${name}="([^"]*)"`).exec(loader)?.[1] ?? '');
  // `bootScript` escapes every `<` in the data, so the element ends at the first one.
  const boot = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1];
  const modules = (boot ? parseBoot(boot)?.modules : undefined) ?? [];
  const all = local([...critical, ...(loader ? [attribute('data-app'), ...attribute('data-preload').split(' ')] : []), ...modules].filter(Boolean));
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const weigh = async (urls: string[]): Promise<Weighed> => {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const data = await read(url.slice(baseUrl.length));
      raw += data.length;
      gzip += gzipSync(data, { level: 9 }).length;
    }
    return { raw, gzip, files: urls };
  };
  return {
    critical: await weigh(critical),
    js: await weigh(all),
    css: await weigh(css),
    html: { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length },
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Returns the budget violations of a measured page (empty when within budget). */
export function checkBudgets(weight: PageWeight, budgets: Budgets): string[] {
  const problems: string[] = [];
  if (weight.critical.gzip > budgets.criticalJsGzip) problems.push(`the JavaScript a page runs before its load event is ${kb(weight.critical.gzip)} gzipped, over the ${kb(budgets.criticalJsGzip)} budget (config budgets.criticalJs)`);
  if (weight.js.gzip > budgets.jsGzip) problems.push(`the JavaScript a page loads in all is ${kb(weight.js.gzip)} gzipped, over the ${kb(budgets.jsGzip)} budget (config budgets.totalJs)`);
  if (weight.css.gzip > budgets.cssGzip) problems.push(`first-load CSS is ${kb(weight.css.gzip)} gzipped, over the ${kb(budgets.cssGzip)} budget (config budgets.css)`);
  return problems;
}

/** One line: the page's JS, CSS and HTML sizes against the budgets. */
export function formatWeight(weight: PageWeight, budgets: Budgets): string {
  return `JS before load ${kb(weight.critical.raw)} (${kb(weight.critical.gzip)} gzip, budget ${kb(budgets.criticalJsGzip)}), JS in all ${kb(weight.js.raw)} (${kb(weight.js.gzip)} gzip, budget ${kb(budgets.jsGzip)}), CSS ${kb(weight.css.raw)} (${kb(weight.css.gzip)} gzip, budget ${kb(budgets.cssGzip)}), HTML ${kb(weight.html.raw)} (${kb(weight.html.gzip)} gzip)`;
}
