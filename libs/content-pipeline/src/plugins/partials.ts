/**
 * Partials, as Docusaurus has them: a doc imports another Markdown file
 * (`import NeedHelp from '@site/docs/_need-help.mdx'`, or a relative path) and writes
 * `<NeedHelp />` where its content goes. The partial's text is parsed as MDX and put in place
 * of the element, with its own imports (partials in partials) resolved from its own folder, and
 * its relative file links and images rewritten to work from the doc. Files whose name starts
 * with `_` are not pages (see scan.ts), so a partial is only ever shown where it is used.
 *
 * Nothing is evaluated: the import line is read as text. A partial must stay inside the site's
 * folder; a cycle or more than 10 levels is an error at the element.
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Plugin } from 'unified';
import type { VFile } from 'vfile';
import { report } from './context.js';

/** Where a doc's partial imports resolve from. */
export interface PartialsOptions {
  /** The folder of the file being processed. */
  readonly docDir: string;
  /** The site's folder: `@site/` points here, and no partial may be outside it. */
  readonly siteDir: string;
}

/** `import Name from '<path>.md(x)'`: the default imports of Markdown files in an ESM block. */
const PARTIAL_IMPORT = /\bimport\s+([A-Z_$][\w$]*)\s+from\s+['"]([^'"]+\.mdx?)['"]/g;
const MAX_DEPTH = 10;

/** The Markdown files an ESM block imports, by local name, as absolute paths. */
export function partialImports(esm: string, fromDir: string, siteDir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, written] of esm.matchAll(PARTIAL_IMPORT)) {
    if (!name || !written) continue;
    // A JavaScript string: `\_` (written to keep Markdown from reading `_` as emphasis) is `_`.
    const path = written.replace(/\\(.)/g, '$1');
    const absolute = path.startsWith('@site/') ? join(siteDir, path.slice('@site/'.length)) : isAbsolute(path) ? path : resolve(fromDir, path);
    found.set(name, absolute);
  }
  return found;
}

const isInside = (file: string, dir: string) => {
  const rel = relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/** A relative file reference (a `.md` link or an image) written in `fromDir`, rewritten for `toDir`. */
function rebase(url: string, fromDir: string, toDir: string, onlyFiles: boolean): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/|#|@)/i.test(url)) return url;
  const hash = url.indexOf('#');
  const path = hash === -1 ? url : url.slice(0, hash);
  if (path === '' || (onlyFiles && !/\.mdx?$/.test(path))) return url;
  const moved = relative(toDir, join(fromDir, path)).split(sep).join('/');
  return (moved.startsWith('.') ? moved : `./${moved}`) + (hash === -1 ? '' : url.slice(hash));
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
type Node = Root | RootContent;

/** Parses a partial into its content nodes, with its own partials expanded. */
function load(path: string, at: Jsx, file: VFile, options: PartialsOptions, chain: readonly string[]): RootContent[] {
  const name = at.name ?? '';
  if (!isInside(path, options.siteDir)) {
    report(file, at, `The partial <${name}> imports ${path}, outside the site folder ${options.siteDir}.`, 'Import a Markdown file inside the site folder.');
    return [];
  }
  if (chain.includes(path) || chain.length >= MAX_DEPTH) {
    report(file, at, `The partial <${name}> ${chain.includes(path) ? 'includes itself' : `is nested more than ${MAX_DEPTH} levels deep`} (${[...chain, path].map((p) => relative(options.siteDir, p)).join(' -> ')}).`, 'Break the cycle: a partial cannot import a file that imports it.');
    return [];
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    report(file, at, `The partial <${name}> imports ${relative(options.siteDir, path)}, which does not exist.`, 'Fix the import path (relative to the file, or @site/ from the site folder).');
    return [];
  }
  let tree: Root;
  try {
    tree = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).parse(text);
  } catch (error) {
    const place = (error as { line?: number; column?: number }).line;
    report(file, at, `The partial ${relative(options.siteDir, path)} could not be parsed${place ? ` (its line ${place})` : ''}: ${(error as { reason?: string }).reason ?? (error as Error).message}`, 'Partials are MDX: fix the file it names.');
    return [];
  }
  const partialDir = dirname(path);
  expand(tree, file, { docDir: partialDir, siteDir: options.siteDir }, [...chain, path]);
  // Its nodes take the place of the element: errors found later point at the element, and its
  // file links and images are rewritten to work from the doc that includes it.
  const walk = (node: Node) => {
    node.position = at.position;
    if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') node.url = rebase(node.url, partialDir, options.docDir, true);
    if ((node.type === 'image' || node.type === 'imageReference') && 'url' in node && typeof node.url === 'string') node.url = rebase(node.url, partialDir, options.docDir, false);
    if ('children' in node) for (const child of node.children) walk(child);
  };
  const content = tree.children.filter((node) => node.type !== 'yaml');
  for (const node of content) walk(node);
  return content;
}

/**
 * Replaces every element that names an imported partial with the partial's content, in place.
 * The import lines stay (the MDX step removes them); only partial elements are touched.
 */
export function expand(tree: Root, file: VFile, options: PartialsOptions, chain: readonly string[] = []): void {
  const partials = new Map<string, string>();
  for (const node of tree.children) {
    if ((node.type as string) === 'mdxjsEsm') for (const [name, path] of partialImports((node as unknown as { value: string }).value, options.docDir, options.siteDir)) partials.set(name, path);
  }
  if (partials.size === 0) return;
  const visit = (parent: { children: RootContent[] }) => {
    for (let i = 0; i < parent.children.length; i += 1) {
      const node = parent.children[i] as RootContent;
      const type = node.type as string;
      if ((type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') && partials.has((node as Jsx).name ?? '')) {
        const content = load(partials.get((node as Jsx).name ?? '') as string, node as Jsx, file, options, chain);
        // Inline, a one-paragraph partial gives its text, as a paragraph cannot sit in a line.
        const only = content.length === 1 ? content[0] : undefined;
        const replacement = type === 'mdxJsxTextElement' && only?.type === 'paragraph' ? only.children : content;
        parent.children.splice(i, 1, ...(replacement as RootContent[]));
        i += replacement.length - 1;
        continue;
      }
      if ('children' in node) visit(node as { children: RootContent[] });
    }
  };
  visit(tree);
}

/** The unified step: partial elements replaced by their content (MDX files only). */
export const remarkPartials: Plugin<[PartialsOptions], Root> = (options) => (tree, file) => {
  expand(tree, file, options);
};
