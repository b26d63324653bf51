/**
 * Partials, as Docusaurus has them: a doc imports another Markdown file
 * (`import NeedHelp from '@site/docs/_need-help.mdx'`, or a relative path) and writes
 * `<NeedHelp />` where its content goes. The partial is parsed by the doc's own processor (so
 * GFM, directives, comments and MDX work as in a doc) and its content put in place of the
 * element, before the site's plugins run, so they see it; its own partials are resolved from its
 * own folder, and its relative file links and images rewritten to work from the doc.
 *
 * Its nodes keep their positions and carry their origin: a problem found in them later is
 * reported at the partial's own file:line:column, naming the element that includes it. Every
 * file read is recorded with its hash, so a cached doc is reprocessed when one changes.
 *
 * Nothing is evaluated: the import line is read as text. A partial must stay inside the site's
 * folder (symlinks resolved); a cycle or more than 10 levels is an error at the element. A doc
 * with its partials expanded is at most a document's limit of characters, in at most
 * {@link MAX_INCLUDES} inclusions (partials that include each other ten times over multiply):
 * past either, the element where it happens is an error and nothing more is expanded. Each
 * partial is read once per doc and parsed once per processor (see partial-source.ts).
 */
import { dirname, relative } from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Plugin, Processor } from 'unified';
import type { VFile } from 'vfile';
import { ContentError } from '../errors.js';
import { docData, fileLabel, report, type NodeOrigin } from './context.js';
import { isInside, placeIn } from '../containment.js';
import { labeller, partialImports, rebase } from './partial-paths.js';
import { MAX_DOC_CHARS, refuseDeepTree } from './parse-limits.js';
import { PartialParses, PartialTexts } from './partial-source.js';

/** Where a doc's partial imports resolve from, and how partials are parsed. */
export interface PartialsOptions {
  /** The folder of files that do not set `file.data.hpcFile.docDir`. */
  readonly docDir: string;
  /** The site's folder: `@site/` points here, and no partial may be outside it (or `contentDir`). */
  readonly siteDir: string;
  /** The content folder, when it is not inside the site's folder: partials may be there too. */
  readonly contentDir?: string;
  /** Format of files that do not set `file.data.hpcFile.format` (partials are MDX-only). */
  readonly format: 'md' | 'mdx';
  /** The site's `markdown.format`: under `detect` a partial is parsed by its extension. */
  readonly markdownFormat: 'mdx' | 'md' | 'detect';
}

const MAX_DEPTH = 10;
/** Most partials one doc may include in all, counting every use (a tenth of the characters below, at 200 per partial). */
export const MAX_INCLUDES = 10_000;

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
type Node = Root | RootContent;

/** What every level of expansion shares. */
interface Expansion {
  readonly file: VFile;
  readonly processor: Processor;
  readonly options: PartialsOptions;
  /** The doc's own folder: partials' links and images are rewritten to work from it. */
  readonly docDir: string;
  /** Turns an absolute path into a name as errors show it (relative like the doc's own). */
  readonly label: (path: string) => string;
  /** The partials the doc has read, and the processor's parses of them. */
  readonly texts: PartialTexts;
  readonly parses: PartialParses;
  /**
   * What the doc may still take in: characters (with its own, at most a document's limit) and
   * inclusions; `stopped` once either ran out (reported once, and nothing more is expanded).
   */
  readonly budget: { chars: number; includes: number; stopped: boolean };
}

/** Takes a partial of `chars` characters from the budget; false (reporting it at `at`, once) when it does not fit. */
function spend(run: Expansion, chars: number, at: Jsx, chain: readonly string[]): boolean {
  const { budget } = run;
  budget.chars -= chars;
  budget.includes -= 1;
  if (budget.chars >= 0 && budget.includes >= 0) return true;
  if (!budget.stopped) {
    const through = chain.map((p) => relative(run.options.siteDir, p)).join(' -> ');
    const what = budget.includes < 0 ? `includes partials more than ${MAX_INCLUDES.toLocaleString('en')} times in all` : `is more than ${MAX_DOC_CHARS.toLocaleString('en')} characters long with its partials`;
    report(run.file, at, `This doc ${what}; stopped at <${at.name ?? ''}>${through ? ` (included through ${through})` : ''}.`, 'Include partials fewer times (a partial that includes others multiplies), or split the doc.');
  }
  budget.stopped = true;
  return false;
}

/** Parses a partial into its content nodes, with its own partials expanded. */
function load(path: string, at: Jsx, run: Expansion, chain: readonly string[], includedAt: string | undefined): RootContent[] {
  const { file, options } = run;
  // Past the limit (reported once), the partials left are dropped.
  if (run.budget.stopped) return [];
  const name = at.name ?? '';
  const roots = options.contentDir && !isInside(options.contentDir, options.siteDir) ? [options.siteDir, options.contentDir] : [options.siteDir];
  // Symlinks are followed before the check: a link inside the site to a file outside it is outside.
  const { inside, real } = placeIn(path, roots);
  if (!inside) {
    const where = real === undefined || real === path ? path : `${path} (a link to ${real})`;
    report(file, at, `The partial <${name}> imports ${where}, outside the site folder ${options.siteDir}.`, 'Import a Markdown file inside the site folder.');
    return [];
  }
  if (chain.includes(path) || chain.length >= MAX_DEPTH) {
    report(file, at, `The partial <${name}> ${chain.includes(path) ? 'includes itself' : `is nested more than ${MAX_DEPTH} levels deep`} (${[...chain, path].map((p) => relative(options.siteDir, p)).join(' -> ')}).`, 'Break the cycle: a partial cannot import a file that imports it.');
    return [];
  }
  const source = run.texts.get(path, real);
  if (!source) {
    report(file, at, `The partial <${name}> imports ${relative(options.siteDir, path)}, which does not exist.`, 'Fix the import path (relative to the file, or @site/ from the site folder).');
    return [];
  }
  docData(file).dependencies.set(path, source.hash);
  if (!spend(run, source.text.length, at, chain)) return [];
  const start = at.position?.start;
  const where = includedAt ?? `${fileLabel(file)}:${start?.line ?? 1}:${start?.column ?? 1}`;
  const origin: NodeOrigin = { file: run.label(path), source: source.text, includedAt: where };
  const format = options.markdownFormat === 'detect' ? (path.endsWith('.mdx') ? 'mdx' : 'md') : options.markdownFormat;
  const parsed = run.parses.get(path, origin.file, source, format, run.processor);
  // Problems the parser found (the limits, a syntax error) are the partial's, reported where the doc's are.
  for (const problem of parsed.failure ? [parsed.failure] : parsed.problems) docData(file).errors.push(new ContentError(problem.file, problem, `${problem.message} (in a partial included at ${where})`, problem.hint));
  if (parsed.failure) return [];
  const partialDir = dirname(path);
  // Each use gets its own copy: the steps after this one change the nodes in place.
  const content = structuredClone(parsed.content) as RootContent[];
  const mark = (node: Node) => {
    node.data = { ...node.data, hpcOrigin: origin };
    if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string') node.url = rebase(node.url, partialDir, run.docDir, true);
    if ((node.type === 'image' || node.type === 'imageReference') && 'url' in node && typeof node.url === 'string') node.url = rebase(node.url, partialDir, run.docDir, false);
    if ('children' in node) for (const child of node.children) mark(child);
  };
  for (const node of content) mark(node);
  expandIn({ type: 'root', children: content }, run, partialDir, [...chain, path], where);
  return content;
}

/**
 * Replaces every element of `tree` that names a partial imported in `tree` with its content. The
 * import lines stay (the MDX step handles them, in partials as in docs).
 */
function expandIn(tree: Root, run: Expansion, fromDir: string, chain: readonly string[], includedAt: string | undefined): void {
  const partials = new Map<string, string>();
  for (const node of tree.children) {
    if ((node.type as string) === 'mdxjsEsm') for (const [name, path] of partialImports((node as unknown as { value: string }).value, fromDir, run.options.siteDir)) partials.set(name, path);
  }
  if (partials.size === 0) return;
  const visit = (parent: { children: RootContent[] }) => {
    for (let i = 0; i < parent.children.length; i += 1) {
      const node = parent.children[i] as RootContent;
      const type = node.type as string;
      if ((type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') && partials.has((node as Jsx).name ?? '')) {
        const content = load(partials.get((node as Jsx).name ?? '') as string, node as Jsx, run, chain, includedAt);
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
export const remarkPartials: Plugin<[PartialsOptions], Root> = function (options) {
  const processor = this as unknown as Processor;
  const parses = new PartialParses();
  return (tree, file) => {
    if ((file.data.hpcFile?.format ?? options.format) !== 'mdx') return;
    const docDir = file.data.hpcFile?.docDir ?? options.docDir;
    const before = docData(file).dependencies.size;
    const budget = { chars: MAX_DOC_CHARS - String(file.value).length, includes: MAX_INCLUDES, stopped: false };
    expandIn(tree, { file, processor, options, docDir, label: labeller(file, docDir), texts: new PartialTexts(), parses, budget }, docDir, [], undefined);
    if (docData(file).dependencies.size === before) return;
    // Each partial was within the depth limit; the doc with them in it must be too.
    refuseDeepTree(tree, file);
    // The doc's own text may have had no directive, its partials may: the directive steps run.
    const settings = file.data.hpcFile;
    if (settings?.syntax && !settings.syntax.directive) file.data.hpcFile = { ...settings, syntax: { ...settings.syntax, directive: true } };
  };
};
