/**
 * Bounds on what one page's formulas may make KaTeX produce, for our rehype-katex and for one a
 * site passes itself (its options are kept, within the bounds):
 *
 * - sizes a formula asks for (`\rule{100000em}{1em}`, `\kern`, `\hspace`) are capped at
 *   {@link MAX_SIZE_EM} em, about the width of a page's text (KaTeX's `maxSize`);
 * - at most {@link MAX_EXPAND} macro expansions per formula (KaTeX's `maxExpand`, its own default,
 *   made a ceiling), which stops nested definitions that double at each level;
 * - the macros a page defines itself (`\def`, `\newcommand`) expand to at most
 *   {@link MAX_MACRO_TOKENS} tokens in all: KaTeX counts an expansion as one however long the
 *   macro, so a 2,000-character macro used 1,000 times was two million symbols (it did not finish);
 * - `trust: false` (no `\href`, `\includegraphics` or `\html...`) and `strict: 'ignore'` unless
 *   the site says otherwise.
 *
 * A formula over a bound is shown as its source, with a warning at its place. A page starts with
 * the site's own macros: what one page defines with `\gdef` does not reach the next.
 */
import type { Root } from 'hast';
import type { Pluggable, PluggableList, Plugin } from 'unified';
import { visit } from 'unist-util-visit';

export const MAX_SIZE_EM = 50;
export const MAX_EXPAND = 1000;
export const MAX_MACRO_TOKENS = 20_000;

type Macros = Record<string, unknown>;
type KatexOptions = Record<string, unknown> & { macros?: Macros; maxSize?: number; maxExpand?: number };

/** The tokens an expansion of `definition` (as KaTeX stores a macro) adds. */
function tokensOf(definition: unknown): number {
  if (typeof definition === 'string') return definition.length;
  const tokens = (definition as { tokens?: unknown } | null | undefined)?.tokens;
  return Array.isArray(tokens) ? tokens.length : definition === undefined ? 0 : 1;
}

/** The macro budget of one processor: the options it gives KaTeX, refilled for every page. */
export class KatexLimits {
  #left = MAX_MACRO_TOKENS;
  readonly #tables: { readonly live: Macros; readonly initial: Macros }[] = [];

  /** KaTeX options within the bounds, from a site's own (or none). */
  options(site: KatexOptions = {}): KatexOptions {
    const initial = { ...site.macros };
    const live = { ...initial };
    this.#tables.push({ live, initial });
    // KaTeX looks a macro up in this object each time it expands it (and writes definitions to it).
    const macros = new Proxy(live, {
      get: (target, name, receiver) => {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof name === 'string' && Object.hasOwn(target, name)) this.#spend(tokensOf(value));
        return value;
      },
    });
    return {
      strict: 'ignore',
      ...site,
      maxSize: Math.min(site.maxSize ?? MAX_SIZE_EM, MAX_SIZE_EM),
      maxExpand: Math.min(site.maxExpand ?? MAX_EXPAND, MAX_EXPAND),
      trust: false,
      macros,
    };
  }

  /** A new page: the whole budget, and the site's macros as it wrote them. */
  reset(): void {
    this.#left = MAX_MACRO_TOKENS;
    for (const { live, initial } of this.#tables) {
      for (const name of Object.keys(live)) delete live[name];
      Object.assign(live, initial);
    }
  }

  #spend(tokens: number): void {
    this.#left -= tokens;
    if (this.#left < 0) throw new Error(`the macros this page defines expand to more than ${MAX_MACRO_TOKENS.toLocaleString('en')} tokens`);
  }
}

/**
 * The rehype step before any math is rendered: each page starts with a full budget. Display math
 * gets the place of its block too: remark-math makes it a `<pre>` (which has one) around a `<code>`
 * (which has none), and rehype-katex reports a problem at the `<code>`.
 */
export const rehypeKatexPage: Plugin<[KatexLimits], Root> = (limits) => (tree) => {
  limits.reset();
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'pre' || !node.position) return;
    for (const child of node.children) if (child.type === 'element' && child.tagName === 'code' && !child.position) child.position = node.position;
  });
};

const isKatex = (entry: Pluggable) => ((Array.isArray(entry) ? entry[0] : entry) as { name?: string }).name === 'rehypeKatex';

/** Whether a list of rehype plugins holds rehype-katex. */
export const hasKatex = (list: PluggableList): boolean => list.some(isKatex);

/** `list` with each rehype-katex in it given options within the bounds. */
export function withKatexLimits(list: PluggableList | undefined, limits: KatexLimits): PluggableList {
  return (list ?? []).map((entry): Pluggable => {
    if (!isKatex(entry)) return entry;
    const [plugin, ...settings] = (Array.isArray(entry) ? entry : [entry]) as [Plugin, ...unknown[]];
    return [plugin, limits.options((settings[0] as KatexOptions | undefined) ?? {})];
  });
}
