/**
 * Infima, Docusaurus' stylesheet, as a Docusaurus site's pages get it here (config `infima`): in a
 * CSS layer of its own, under the theme's and the site's styles, so pages written with Infima's
 * classes (`button button--primary`, `hero`, `row`/`col`) look as on Docusaurus.
 *
 * The theme's own elements carry Infima's class names too (`navbar`, `menu__link`, `markdown`, …:
 * see the theme's components), for a site's custom CSS that targets them. Infima's rules for those
 * names are left out: they would style the theme's navbar, sidebar and article wherever its own CSS
 * sets nothing (a padding, a shadow), and some are `!important` (`.markdown > :last-child`), which
 * a layer under the theme's still wins. Measured on the whole-site fixture: with them, the navbar,
 * the pagination, the footer and the blog's excerpts moved by up to 17 px; without, the pages are
 * pixel for pixel what they were without the class names.
 */
import { readFileSync, statSync } from 'node:fs';
import postcss from 'postcss';

/** The Infima class names the theme's elements carry (Docusaurus' names for the same parts). */
export const THEME_INFIMA_CLASSES = [
  'navbar',
  'navbar--fixed-top',
  'navbar__inner',
  'navbar__brand',
  'navbar__title',
  'navbar__items',
  'navbar__items--right',
  'navbar__item',
  'navbar__link',
  'navbar__link--active',
  'menu',
  'menu__list',
  'menu__link',
  'menu__link--sublist',
  'menu__link--active',
  'footer',
  'footer--dark',
  'footer__title',
  'footer__link-item',
  'footer__copyright',
  'markdown',
  'table-of-contents',
  'table-of-contents__link',
  'table-of-contents__link--active',
  'pagination-nav',
  'pagination-nav__link',
  'pagination-nav__link--prev',
  'pagination-nav__link--next',
] as const;

const THEME_CLASS = new RegExp(`\\.(?:${THEME_INFIMA_CLASSES.map((name) => name.replace(/-/g, '\\-')).join('|')})(?![\\w-])`);

/** Infima's stylesheet without its rules for the theme's class names (a selector list loses only those selectors). */
export function infimaForTheme(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !THEME_CLASS.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // A media query whose every rule went.
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The layer by file and its modification time: both bundles of a build, and every dev reload, load it. */
const layers = new Map<string, { readonly mtime: number; readonly css: string }>();

/** Infima's stylesheet at `file`, for the theme, in the `docusaurus-infima` layer. */
export function infimaLayer(file: string): string {
  const mtime = statSync(file).mtimeMs;
  const cached = layers.get(file);
  if (cached?.mtime === mtime) return cached.css;
  const css = `@layer docusaurus-infima {\n${infimaForTheme(readFileSync(file, 'utf8'))}\n}\n`;
  layers.set(file, { mtime, css });
  return css;
}
