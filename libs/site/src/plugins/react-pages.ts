/**
 * The site's React pages, as Docusaurus' pages plugin finds them: every `.js`, `.jsx`, `.ts` and
 * `.tsx` file under `src/pages` is a page whose path is the file's (`src/pages/about.tsx` ->
 * `/about`, `src/pages/team/index.tsx` -> `/team/`, `src/pages/index.tsx` -> the base URL), and
 * its default export renders it. Files and folders whose names start with `_`, tests and
 * `__tests__` folders are left out, as Docusaurus leaves them out.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The folder of React pages in a site, as in Docusaurus. */
export const PAGES_FOLDER = 'src/pages';

/** A React page: its module, its path under the base URL and the name of its route component. */
export interface ReactPage {
  /** Absolute path of the module. */
  readonly file: string;
  /** Path relative to the site's folder (for messages). */
  readonly label: string;
  readonly path: string;
  readonly component: string;
  readonly title: string;
}

const PAGE_FILE = /\.(?:jsx?|tsx?)$/;
const MARKDOWN_FILE = /\.mdx?$/;
const LEFT_OUT = /(?:^|\/)(?:_[^/]*|__tests__)(?:\/|$)|\.(?:test|spec)\.[jt]sx?$|\.d\.ts$/;

/** A title from a file name: `about-us` -> `About us`. */
function titleOf(name: string, siteTitle: string): string {
  if (name === 'index' || name === '') return siteTitle;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The files under `dir`, relative with `/` separators; none when it does not exist. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

/** The React pages of the site in `root`, and whether it has Markdown pages there too (see markdown-pages.ts). */
export function reactPagesOf(root: string, baseUrl: string, siteTitle: string): { readonly pages: readonly ReactPage[]; readonly markdown: boolean } {
  const dir = join(root, PAGES_FOLDER);
  const pages: ReactPage[] = [];
  let markdown = false;
  for (const rel of filesUnder(dir)) {
    if (LEFT_OUT.test(rel)) continue;
    const label = `${PAGES_FOLDER}/${rel}`;
    if (MARKDOWN_FILE.test(rel)) {
      markdown = true;
      continue;
    }
    if (!PAGE_FILE.test(rel)) continue;
    const stem = rel.replace(PAGE_FILE, '');
    const parts = stem.split('/');
    const last = parts.at(-1) ?? '';
    const path = last === 'index' ? baseUrl + parts.slice(0, -1).map((part) => `${part}/`).join('') : baseUrl + stem;
    pages.push({ file: join(dir, rel), label, path, component: `Page:${stem}`, title: titleOf(last === 'index' ? (parts.at(-2) ?? '') : last, siteTitle) });
  }
  return { pages, markdown };
}
