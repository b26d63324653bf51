/**
 * The redirects plugin: the config's `redirects` (as Docusaurus' client redirects plugin takes
 * them), each old path a page that sends the reader to a page of the site. A redirect to a path
 * the site has no page at, or from a path where a page is, is an error at the config file.
 */
import { relative } from 'node:path';
import { ContentError } from '@hpcdocs/content-pipeline';
import type { ResolvedConfig } from '../config/load.js';
import type { InternalPlugin } from './internal.js';
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
