/**
 * Which elements the HTML parser will not leave nested as written (see html-nesting.ts), as the
 * parser's own rules, the same ones React checks before it hydrates a page:
 *
 * - a start tag of a block (`div`, `ul`, `table`, `h2`, `pre`, ...) closes an open `p`, unless a
 *   `button`, `table`, cell or similar boundary lies between them;
 * - `a` closes an open `a`, `button` an open `button`, `li` an open `li` and `dd`/`dt` an open
 *   `dd`/`dt` (up to the nearest list or other special element);
 * - a heading directly inside a heading closes it.
 *
 * The pipeline's components render as blocks (`Details` as `details`, the others as `div`). What
 * a site's own component renders is not known here: it is taken as inline, so one written inside a
 * paragraph stays there, as it does in Docusaurus.
 */
import type { Element } from 'hast';
import { CONTENT_COMPONENTS } from '../schema.js';

const set = (names: string) => new Set(names.split(' '));

const HEADINGS = set('h1 h2 h3 h4 h5 h6');
/** Start tags that close an open `p`. */
const CLOSES_P = set('address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form header hgroup main menu nav ol p search section summary ul pre listing table hr xmp li dd dt plaintext h1 h2 h3 h4 h5 h6');
/** Elements that end the reach of an open `a` or `button` (and, with `button`, of an open `p`). */
const SCOPE = set('applet caption html table td th marquee object template');
/** "Special" elements other than address, div and p: they end the reach of an open `li`, `dd` or `dt`. */
const SPECIAL = set('applet area article aside base basefont bgsound blockquote body br button caption center col colgroup details dir dl embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen link listing main marquee menu meta nav noembed noframes object ol param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp');
/** Interactive content, which a `button` may not contain. */
export const INTERACTIVE = set('a button details embed iframe input label select textarea audio video');
export const TABLE_SECTIONS = set('thead tbody tfoot');

/** The HTML element a tag renders as. */
export const htmlTag = (tag: string): string => (tag === 'Details' ? 'details' : Object.hasOwn(CONTENT_COMPONENTS, tag) ? 'div' : /^[A-Z]/.test(tag) ? 'span' : tag);

/** An open element that a later start tag may close, with the scope that was open around it. */
export interface Open {
  readonly element: Element;
  readonly depth: number;
  readonly around: Scope;
}

/** What is open at a point of the tree. */
export interface Scope {
  readonly p?: Open | undefined;
  readonly a?: Open | undefined;
  readonly button?: Open | undefined;
  readonly li?: Open | undefined;
  readonly item?: Open | undefined;
  readonly table?: Open | undefined;
  /** A heading that is the direct parent. */
  readonly heading?: Open | undefined;
}

/** The scope inside `element` (at `depth`), given the scope around it. */
export function scopeInside(element: Element, depth: number, around: Scope): Scope {
  const tag = htmlTag(element.tagName);
  const open: Open = { element, depth, around };
  let scope: { -readonly [K in keyof Scope]: Scope[K] } = { ...around, heading: undefined };
  if (SCOPE.has(tag) || tag === 'button') scope = { ...scope, p: undefined };
  if (SCOPE.has(tag)) scope = { ...scope, a: undefined, button: undefined };
  if (SPECIAL.has(tag)) scope = { ...scope, li: undefined, item: undefined };
  if (tag === 'p') scope.p = open;
  if (tag === 'a') scope.a = open;
  if (tag === 'button') scope.button = open;
  if (tag === 'li') scope.li = open;
  if (tag === 'dd' || tag === 'dt') scope.item = open;
  if (tag === 'table') scope.table = open;
  if (HEADINGS.has(tag)) scope.heading = open;
  return scope;
}

/** The outermost open element that a start tag `tag` closes, if any. */
export function closedBy(tag: string, scope: Scope): Open | undefined {
  const html = htmlTag(tag);
  const closes = [
    CLOSES_P.has(html) ? scope.p : undefined,
    html === 'a' ? scope.a : undefined,
    html === 'button' ? scope.button : undefined,
    html === 'li' ? scope.li : undefined,
    html === 'dd' || html === 'dt' ? scope.item : undefined,
    HEADINGS.has(html) ? scope.heading : undefined,
  ];
  return closes.reduce<Open | undefined>((outer, open) => (open && (!outer || open.depth < outer.depth) ? open : outer), undefined);
}
