/**
 * The redirects plugin: the config's `redirects` and `createRedirects` (as Docusaurus' client
 * redirects plugin takes them), each old path a page that sends the reader to a page of the site.
 * A listed redirect to a path the site has no page at, or from a path where a page is, is an error
 * at the config file; a created one from a path that is taken is left out with a warning (the
 * function sees every page, and Docusaurus skips those too).
 */
import { relative } from 'node:path';
import { ContentError } from '@hpcdocs/content-pipeline';
import type { ResolvedConfig } from '../config/load.js';
import type { InternalActions, InternalPlugin } from './internal.js';
import { underBase } from './lifecycle.js';

/** The plugin's name. */
export const REDIRECTS_PLUGIN = 'redirects';

/** One redirect, with the paths under the base URL and the config key it came from. */
interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly key: string;
}

/** The redirects of `config`, one per old path; `to` keeps its query and fragment. */
function redirectsOf(config: ResolvedConfig): Redirect[] {
  return config.redirects.flatMap((redirect, i) =>
    (Array.isArray(redirect.from) ? redirect.from : [redirect.from]).map((from) => ({ from: underBase(from, config.baseUrl), to: underBase(redirect.to, config.baseUrl), key: `redirects[${i}]` })),
  );
}

/** The redirects plugin of `config`. */
export function redirectsPlugin(config: ResolvedConfig): InternalPlugin<readonly Redirect[]> {
  const file = config.configFile ? relative(process.cwd(), config.configFile) || config.configFile : 'the config';
  const problem = (message: string) => new ContentError(file, { line: 1, column: 1 }, message);
  return {
    name: REDIRECTS_PLUGIN,
    loadContent: () => redirectsOf(config),
    contentLoaded({ content, actions }) {
      for (const redirect of content) actions.addRoute({ path: redirect.from, to: redirect.to, title: redirect.to });
      if (config.createRedirects) createdRedirects(config, content, actions, file);
    },
    checkLinks(content, targets) {
      const errors: ContentError[] = [];
      for (const redirect of content) {
        const to = redirect.to.replace(/[?#].*$/, '');
        const target = targets.has(to) ? to : targets.has(`${to}/`) ? `${to}/` : undefined;
        if (target === undefined) errors.push(problem(`${redirect.key}: the redirect from ${redirect.from} leads to ${redirect.to}, where the site has no page. Point "to" at a page of the site.`));
      }
      return { errors, warnings: [] };
    },
  };
}

/** Adds the redirects `config.createRedirects` makes from the pages added so far (every plugin's but this one's). */
function createdRedirects(config: ResolvedConfig, listed: readonly Redirect[], actions: InternalActions, file: string): void {
  const problem = (message: string) => new ContentError(file, { line: 1, column: 1 }, message);
  const create = config.createRedirects as NonNullable<ResolvedConfig['createRedirects']>;
  const pages = actions.pagePaths();
  const taken = new Set([...pages, ...listed.map((r) => r.from)]);
  const errors: ContentError[] = [];
  const skipped: string[] = [];
  for (const page of pages) {
    // The path Docusaurus gives the function: from the base URL, with a leading slash.
    const existing = `/${page.slice(config.baseUrl.length)}`;
    let made: unknown;
    try {
      made = create(existing);
    } catch (error) {
      errors.push(problem(`createRedirects failed for the page ${existing}: ${error instanceof Error ? error.message : String(error)}. Fix the function in the config.`));
      continue;
    }
    if (made === undefined || made === null) continue;
    for (const from of Array.isArray(made) ? made : [made]) {
      if (typeof from !== 'string' || !from.startsWith('/')) {
        errors.push(problem(`createRedirects returned ${JSON.stringify(from)} for the page ${existing}: return a path that starts with "/" (or a list of them, or nothing).`));
        continue;
      }
      const path = underBase(from, config.baseUrl);
      if (taken.has(path)) {
        if (path !== page) skipped.push(`${from} (for ${existing})`);
        continue;
      }
      taken.add(path);
      actions.addRoute({ path, to: page, title: page });
    }
  }
  const warnings = skipped.length === 0 ? [] : [{ file, line: 1, column: 1, message: `createRedirects: left out ${skipped.length} old path${skipped.length === 1 ? '' : 's'} where a page or another redirect already is: ${skipped.slice(0, 5).join(', ')}${skipped.length > 5 ? ', …' : ''}.` }];
  actions.report(errors, warnings);
}
