/**
 * Parts of a Docusaurus site folder that a build of the site leaves out without a word: swizzled
 * theme components and, on a site of one locale, translations (React pages under src/pages, the docs versions of
 * versions.json and the blog are built: see plugins/react-pages.ts, docs-versions.ts and blog.ts). `hpcdocs
 * check` reports each as a warning, so someone moving a site sees what will not come along.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { CheckFinding } from './check-kinds.js';
import type { ResolvedConfig } from './config/load.js';

/** Folders of a Docusaurus site, relative to its root, that hpcdocs does not read, and what to do instead. */
const IGNORED_FOLDERS: readonly { readonly path: string; readonly kind: string; readonly message: string; readonly hint: string; readonly files?: RegExp }[] = [
  {
    path: 'src/theme',
    kind: 'Swizzled theme component ignored',
    message: 'This file overrides a Docusaurus theme component; hpcdocs renders its own theme and does not read it.',
    hint: 'Map what it adds to a component of the site (the `components` key of hpcdocs.config.ts), or drop it.',
    files: /\.(?:[cm]?jsx?|tsx?|css)$/,
  },
  {
    path: 'i18n',
    kind: 'Translations ignored (i18n)',
    message: "The site's config names no locales, so its translations are not read.",
    hint: 'List every locale in i18n.locales (of docusaurus.config.js, or hpcdocs.config.ts) to build each at its own URL.',
  },
];

/** Theme files under src/theme that are read: the swizzled MDXComponents, Root and NotFound. */
const READ_THEME_FILE = /^(?:MDXComponents|Root|NotFound|NotFound\/Content)(?:\/index)?\.[jt]sx?$/;

function filesUnder(dir: string, pattern: RegExp, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, pattern, out);
    else if (pattern.test(entry.name)) out.push(path);
  }
  return out;
}

/**
 * Warnings for the Docusaurus folders of `root` that hpcdocs leaves out: one per file for theme
 * overrides (each is work to move), one per folder otherwise. `label` turns an absolute
 * path into the one printed.
 */
export function ignoredSiteParts(root: string, label: (path: string) => string = (p) => relative(process.cwd(), p) || p, { translated = false } = {}): CheckFinding[] {
  const findings: CheckFinding[] = [];
  for (const folder of IGNORED_FOLDERS) {
    // A site whose config names its locales (one or several) reads their translations (see i18n/locales.ts).
    if (folder.path === 'i18n' && translated) continue;
    const dir = join(root, folder.path);
    if (!existsSync(dir)) continue;
    // A swizzled MDXComponents, Root or NotFound is read (see config/mdx-components-swizzle.ts).
    const places = folder.files ? filesUnder(dir, folder.files).filter((path) => !READ_THEME_FILE.test(relative(dir, path).split(sep).join('/'))).sort() : [dir];
    for (const place of places) {
      const file = label(place);
      findings.push({ severity: 'warning', kind: folder.kind, file, line: 1, column: 1, message: folder.message, hint: folder.hint, text: `${file}:1:1: ${folder.message}\n  ${folder.hint}` });
    }
  }
  return findings;
}

/** Sidebars modules a site may have written, which are read only when `docs.sidebarPath` names them. */
const SIDEBARS_FILES = ['sidebars.ts', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.mts', 'sidebars.cts'];

/**
 * Warnings about the site's code that a build works around rather than stops on: a tsconfig the
 * bundler cannot read (the code is compiled without it), and a sidebars module that nothing names.
 */
export function siteCodeWarnings(config: ResolvedConfig, label: (path: string) => string = (p) => relative(process.cwd(), p) || p): CheckFinding[] {
  const findings: CheckFinding[] = [];
  // A Docusaurus config read as the site's: each setting it has that hpcdocs does not read.
  for (const message of config.configWarnings ?? []) {
    const file = label(config.configFile ?? config.root);
    findings.push({ severity: 'warning', kind: 'Docusaurus setting not read', file, line: 1, column: 1, message, text: `${file}:1:1: ${message}` });
  }
  const problem = config.tsconfigProblem;
  if (problem) {
    const message = `${problem.message}. The site's code is compiled without it (React's JSX, ES2022).`;
    findings.push({ severity: 'warning', kind: 'tsconfig not read', file: problem.file, line: problem.line, column: problem.column, message, text: `${problem.file}:${problem.line}:${problem.column}: ${message}` });
  }
  if (config.paths.sidebars === undefined) {
    for (const name of SIDEBARS_FILES) {
      const file = join(config.root, name);
      if (!existsSync(file)) continue;
      const message = `is not read: the sidebars come from the docs' folders. Set docs.sidebarPath: './${name}' in the config to use it.`;
      findings.push({ severity: 'warning', kind: 'Sidebars file not read', file: label(file), line: 1, column: 1, message, text: `${label(file)}:1:1: ${message}` });
    }
  }
  return findings;
}
