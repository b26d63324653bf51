/**
 * Size budgets checked by every build: the JavaScript and CSS a doc page loads before it is
 * interactive, gzipped (config `budgets`, in KB). A build over budget fails with the sizes printed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets in bytes, gzipped. */
export interface Budgets {
  /** First-load JavaScript of a page. */
  readonly jsGzip: number;
  /** First-load CSS of a page. */
  readonly cssGzip: number;
}

/** Budgets in bytes from the config's, in KB. */
export function budgetsOf(config: { readonly firstLoadJs: number; readonly css: number }): Budgets {
  return { jsGzip: config.firstLoadJs * 1024, cssGzip: config.css * 1024 };
}

export interface PageWeight {
  readonly js: { readonly raw: number; readonly gzip: number; readonly files: string[] };
  readonly css: { readonly raw: number; readonly gzip: number; readonly files: string[] };
  readonly html: { readonly raw: number; readonly gzip: number };
}

/** Measures what a prerendered page loads up front (module scripts, modulepreloads, stylesheets). */
export async function measurePage(outDir: string, htmlFile: string, baseUrl: string): Promise<PageWeight> {
  const html = await readFile(join(outDir, htmlFile), 'utf8');
  const refs = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1] ?? ''))].filter((u) => u.startsWith(baseUrl));
  const js = refs(/<script[^>]+type="module"[^>]+src="([^"]+)"/g).concat(refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g));
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const weigh = async (urls: string[]) => {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const data = await readFile(join(outDir, url.slice(baseUrl.length)));
      raw += data.length;
      gzip += gzipSync(data, { level: 9 }).length;
    }
    return { raw, gzip, files: urls };
  };
  return {
    js: await weigh([...new Set(js)]),
    css: await weigh(css),
    html: { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length },
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Returns the budget violations of a measured page (empty when within budget). */
export function checkBudgets(weight: PageWeight, budgets: Budgets): string[] {
  const problems: string[] = [];
  if (weight.js.gzip > budgets.jsGzip) problems.push(`first-load JavaScript is ${kb(weight.js.gzip)} gzipped, over the ${kb(budgets.jsGzip)} budget (config budgets.firstLoadJs)`);
  if (weight.css.gzip > budgets.cssGzip) problems.push(`first-load CSS is ${kb(weight.css.gzip)} gzipped, over the ${kb(budgets.cssGzip)} budget (config budgets.css)`);
  return problems;
}

/** One line: the page's JS, CSS and HTML sizes against the budgets. */
export function formatWeight(weight: PageWeight, budgets: Budgets): string {
  return `JS ${kb(weight.js.raw)} (${kb(weight.js.gzip)} gzip, budget ${kb(budgets.jsGzip)}), CSS ${kb(weight.css.raw)} (${kb(weight.css.gzip)} gzip, budget ${kb(budgets.cssGzip)}), HTML ${kb(weight.html.raw)} (${kb(weight.html.gzip)} gzip)`;
}
