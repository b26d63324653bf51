/**
 * The docs' link check, in a form that can wait: the links and pages the docs know, checked at
 * once by `assembleSite()`, or later by a caller that knows the site's other pages (see
 * `deferLinkCheck` in build-content.ts).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentError, ContentWarning } from '../errors.js';
import type { FoundLink } from '../plugins/context.js';
import { checkLinks } from './link-check.js';

/**
 * The docs' links as a link check needs them, in plain data (a build on another thread posts it):
 * what each doc links to, each doc's own page, the pages the docs know with their element ids, and
 * what a broken link and a broken anchor are.
 */
export interface DeferredLinkCheck {
  readonly links: ReadonlyMap<string, readonly FoundLink[]>;
  readonly ownRoute: ReadonlyMap<string, string>;
  readonly targets: ReadonlyMap<string, ReadonlySet<string> | null>;
  readonly baseUrl: string;
  readonly staticDirs: readonly string[];
  readonly onBrokenLinks: 'throw' | 'warn' | 'ignore';
  readonly onBrokenAnchors: 'throw' | 'warn' | 'ignore';
}

/**
 * Checks the docs' links against their own pages and `others` (the site's other pages, with the
 * ids of their elements, or null when those are not known): broken ones are errors or warnings as
 * the site's `onBrokenLinks` and `onBrokenAnchors` say, as Docusaurus' do.
 */
export function checkDeferredLinks(check: DeferredLinkCheck, others: ReadonlyMap<string, ReadonlySet<string> | null>): { errors: ContentError[]; warnings: ContentWarning[] } {
  const found: { errors: ContentError[]; warnings: ContentWarning[] } = { errors: [], warnings: [] };
  const broken = checkLinks({
    links: check.links,
    targets: others.size === 0 ? check.targets : new Map([...others, ...check.targets]),
    // The build's own files; and, when the static folders are not known, anything under img/.
    staticPrefixes: [`${check.baseUrl}assets/`, ...(check.staticDirs.length === 0 ? [`${check.baseUrl}img/`] : [])],
    isStaticFile: (path) => staticFile(path, check.baseUrl, check.staticDirs),
    ownRoute: check.ownRoute,
  });
  for (const problem of broken) {
    const setting = problem.message.startsWith('broken anchor') ? check.onBrokenAnchors : check.onBrokenLinks;
    if (setting === 'throw') found.errors.push(problem);
    else if (setting === 'warn') found.warnings.push({ file: problem.file, line: problem.line, column: problem.column, message: `${problem.message}${problem.target === undefined ? '' : ` (the link: ${problem.target})`}` });
  }
  return found;
}

/** Whether `path` (a site path with the base URL) names a file of one of `dirs`. */
function staticFile(path: string, baseUrl: string, dirs: readonly string[]): boolean {
  if (dirs.length === 0 || !path.startsWith(baseUrl)) return false;
  let rest: string;
  try {
    rest = decodeURIComponent(path.slice(baseUrl.length));
  } catch {
    return false;
  }
  if (rest === '' || rest.split('/').includes('..')) return false;
  return dirs.some((dir) => {
    try {
      return statSync(join(dir, rest)).isFile();
    } catch {
      return false;
    }
  });
}
