/**
 * Math: `$x$` and `$$` blocks (remark-math), rendered to HTML and MathML by KaTeX at build time
 * (rehype-katex), so a page needs no script to show them. The modules are loaded only for sites
 * that turn math on (`loadMath()`); a site may pass the two plugins itself instead, as Docusaurus
 * sites do, with the same result.
 *
 * KaTeX's markup needs its stylesheet and fonts. They are published with the content (the
 * stylesheet content-hashed, the fonts beside it in woff2, which every supported browser reads)
 * and only a page that holds math links the stylesheet: a `<link rel="stylesheet">` with a
 * `precedence` at the top of its body, which React 19 puts in the head on the server and on
 * client navigations loads before it shows the page. Other pages never load it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import type { MathPlugins } from '../processor.js';
import { hashOf } from '../site/hash.js';
import { docData, type FoundImage } from './context.js';

/** remark-math and rehype-katex, loaded on first use. */
export async function loadMath(): Promise<MathPlugins> {
  const [{ default: remarkMath }, { default: rehypeKatex }] = await Promise.all([import('remark-math'), import('rehype-katex')]);
  return { remark: remarkMath, rehype: rehypeKatex };
}

interface Stylesheet {
  /** Path of the stylesheet under the base URL (`assets/content/katex.<hash>.css`). */
  readonly path: string;
  /** The stylesheet and its fonts, as files to publish (paths under the base URL). */
  readonly files: readonly { readonly absolutePath: string; readonly path: string }[];
}
let stylesheet: Stylesheet | undefined;

/** KaTeX's stylesheet and woff2 fonts, found next to the installed package. */
function katexStylesheet(): Stylesheet {
  if (stylesheet) return stylesheet;
  const css = createRequire(import.meta.url).resolve('katex/dist/katex.min.css');
  const fonts = join(dirname(css), 'fonts');
  // The stylesheet names its fonts `fonts/<name>`, relative to itself.
  const path = `assets/content/katex.${hashOf(readFileSync(css))}.css`;
  const fontFiles = readdirSync(fonts)
    .filter((name) => name.endsWith('.woff2'))
    .map((name) => ({ absolutePath: join(fonts, name), path: `assets/content/fonts/${name}` }));
  stylesheet = { path, files: [{ absolutePath: css, path }, ...fontFiles] };
  return stylesheet;
}

/** Options of {@link rehypeMathStylesheet}. */
export interface MathStylesheetOptions {
  /** The site's base URL, with a slash at each end. */
  readonly baseUrl: string;
}

/** After the sanitizer: a page with KaTeX output links KaTeX's stylesheet and publishes it. */
export const rehypeMathStylesheet: Plugin<[MathStylesheetOptions], Root> = ({ baseUrl }) => (tree, file) => {
  // The sanitizer noted whether KaTeX output (ours or from a site's own rehype-katex) got through.
  if (!docData(file).hasMath) return;
  const { path, files } = katexStylesheet();
  const link: Element = { type: 'element', tagName: 'link', properties: { rel: ['stylesheet'], href: baseUrl + path, precedence: 'default' }, children: [] };
  tree.children.unshift(link);
  const published: FoundImage[] = files.map((entry) => ({ absolutePath: entry.absolutePath, publicUrl: baseUrl + entry.path }));
  docData(file).images.push(...published);
};
