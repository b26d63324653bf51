/** The HTML every page of a site starts from: the prerender fills its head and body per route. */
import { escapeHtml } from '@hpcdocs/router/server';
import { colorModeScript } from '@hpcdocs/theme/color-mode';

/** Id of the loader's `<script>` element (app/loader.ts keeps its own copy: it imports nothing). */
export const LOADER_ELEMENT_ID = 'hpcdocs-loader';

/** What a page's shell holds besides the rendered route. */
export interface HtmlTemplateOptions {
  /** `lang` of the page. */
  readonly lang: string;
  /** `dir` of the page, when its language is written right to left. */
  readonly direction?: 'rtl' | undefined;
  /** URL of the client entry module (dev: `/@fs/...`; build: the hashed chunk). */
  readonly clientEntry: string;
  /**
   * URL of the loader (app/loader.ts), in a build: the page then runs only the loader before its
   * load event, and the loader loads `clientEntry` and `preloads` after first paint. Without it
   * (the dev server) the entry is the page's script and its modules are preloaded by the HTML.
   */
  readonly loader?: string;
  /** Stylesheets, by URL. */
  readonly styles?: readonly string[];
  /** Modules the entry imports, preloaded so they download in parallel with it. */
  readonly preloads?: readonly string[];
  /** `<link rel="icon">` target. */
  readonly favicon?: string;
  /** `<meta name="theme-color">`. */
  readonly themeColor?: string;
  /** The site's colour mode settings (default: light, no switch). */
  readonly colorMode?: Parameters<typeof colorModeScript>[0];
  /** The config's own head tags (metadata, headTags, stylesheets, scripts: see build/head-tags.ts), as HTML. */
  readonly siteTags?: string;
}

/**
 * The page shell, with `<!--app-head-->` and `<!--app-html-->` where the prerender puts the
 * route's head tags and body (see `fillTemplate` in @hpcdocs/router/server).
 */
export function htmlTemplate({ lang, direction, clientEntry, loader, styles = [], preloads = [], favicon, themeColor, colorMode, siteTags }: HtmlTemplateOptions): string {
  const scripts = loader
    ? [`<script type="module" crossorigin id="${LOADER_ELEMENT_ID}" src="${escapeHtml(loader)}" data-app="${escapeHtml(clientEntry)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`]
    : [`<script type="module" crossorigin src="${escapeHtml(clientEntry)}"></script>`, ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The reader's stored colour mode (or the system's, if the site follows it), applied before
    // the first paint: the app, which keeps it afterwards, loads after the first paint.
    ...(colorMode && !colorMode.disableSwitch ? [colorModeScript(colorMode)] : []),
    ...(themeColor ? [`<meta name="theme-color" content="${escapeHtml(themeColor)}">`] : []),
    '<meta name="generator" content="hpcdocs">',
    ...(favicon ? [`<link rel="icon" href="${escapeHtml(favicon)}"${favicon.endsWith('.svg') ? ' type="image/svg+xml"' : ''}>`] : []),
    // The route's title and meta tags come first, where crawlers and link previews look.
    '<!--app-head-->',
    ...(siteTags ? [siteTags] : []),
    ...scripts,
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
  ];
  return `<!doctype html>\n<html lang="${escapeHtml(lang)}"${direction === 'rtl' ? ' dir="rtl"' : ''} data-theme="${colorMode?.defaultMode ?? 'light'}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n<div id="root"><!--app-html--></div>\n</body>\n</html>\n`;
}
