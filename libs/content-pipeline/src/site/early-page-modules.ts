/**
 * The page modules (`DocJson.components`, the part before `#`) a build's docs will name, told from
 * their texts before any is processed, so that a caller (the site's bundles) need not wait for the
 * processing to know them. It reads the same things the processing acts on: a doc's imports of the
 * site's code, the built-in components loaded with their page, a category with a generated index
 * (whose page lists its items with `DocCardList`), a diagram's fence.
 */
import { THEME_PAGE_COMPONENTS } from '../plugins/mdx-components.js';
import { MERMAID_MODULE } from '../plugins/mermaid.js';
import { CONTENT_COMPONENTS } from '../schema.js';
import type { SidebarsSource } from './sidebars-file.js';
import type { CategoryMeta } from './category-file.js';

/** An import of the site's own code (`@site/...` or a relative path): the doc may name a module of the site. */
const SITE_IMPORT = /\b(?:from|import)\s*['"](?:@site\/|\.{1,2}\/)/;
/**
 * An import of a package installed for the site (`import { Icon } from 'icons'`): the doc names
 * its exports, which the texts cannot tell for sure. An MDX import starts its line; code blocks
 * are left out (a JavaScript library's docs show `import` lines in their samples).
 */
const PACKAGE_IMPORT = /^import\s[^\n]*?['"](?![./]|@site\/|@theme(?:-original|-init)?\/|@docusaurus\/|@generated\/)[^'"\s]+['"]/m;
const FENCED = /^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm;
const importsPackage = (text: string) => /^import\s/m.test(text) && PACKAGE_IMPORT.test(text.replace(FENCED, ''));

/** The built-in components loaded with their page, written in a doc or imported from the theme (under any name). */
const PER_PAGE = Object.entries(CONTENT_COMPONENTS)
  .filter(([, spec]) => spec.perPage)
  .map(([name]) => name)
  .join('|');
const PAGE_COMPONENT = new RegExp(`<(?:${PER_PAGE})\\b|@theme/(?:${PER_PAGE})\\b`);
/** A diagram's fence. */
const MERMAID_FENCE = /^[ \t]*(?:```|~~~)[ \t]*mermaid\b/m;

/** What the docs' texts are read with. */
export interface EarlyInput {
  readonly texts: readonly string[];
  readonly categories: ReadonlyMap<string, CategoryMeta>;
  readonly sidebars: SidebarsSource | false | undefined;
  /** ```` ```mermaid ```` blocks are diagrams. */
  readonly mermaid: boolean;
}

/**
 * The modules, sorted; undefined when the texts cannot tell (a doc imports code of the site, in
 * any text, code blocks included, or a package, outside code blocks). The list holds every module the docs will name and, rarely, one
 * they will not (a component written inside a code block). Not for a site with unified plugins of
 * its own, which may add anything.
 */
export function pageModulesFromTexts({ texts, categories, sidebars, mermaid }: EarlyInput): string[] | undefined {
  if (texts.some((text) => SITE_IMPORT.test(text) || importsPackage(text))) return undefined;
  // A sidebars module's value is searched as JSON (which may throw on a strange value: then it may have one).
  let sidebarsIndex: boolean;
  try {
    sidebarsIndex = sidebars ? (sidebars.value !== undefined ? JSON.stringify(sidebars.value) : sidebars.text).includes('generated-index') : false;
  } catch {
    sidebarsIndex = true;
  }
  const generatedIndex = sidebarsIndex || [...categories.values()].some((category) => category.link?.type === 'generated-index');
  const modules: string[] = [];
  if (generatedIndex || texts.some((text) => PAGE_COMPONENT.test(text))) modules.push(THEME_PAGE_COMPONENTS);
  if (mermaid && texts.some((text) => MERMAID_FENCE.test(text))) modules.push(MERMAID_MODULE);
  return modules.sort();
}
