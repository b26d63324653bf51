/**
 * The schema of `hpcdocs.config.ts`: every key a site may set, its type and its default. Objects
 * are strict, so a misspelt key is an error (with a did-you-mean, see `errors.ts`) rather than a
 * setting silently ignored.
 */
import { z } from 'zod';
import type { PluginFunction } from '../plugins/types.js';
import { componentRef } from './component-ref.js';
import { docsOptions } from './docs-schema.js';

export type { EditUrlFunction, EditUrlParams } from './docs-schema.js';

/** A site path or URL a link points at. */
const link = z.string().min(1);

const navbarItem: z.ZodType<NavbarItemInput> = z.lazy(() =>
  z.strictObject({
    type: z.string().optional(),
    label: z.string().optional(),
    to: link.optional(),
    href: link.optional(),
    html: z.string().optional(),
    position: z.enum(['left', 'right']).optional(),
    activeBasePath: z.string().optional(),
    activeBaseRegex: z.string().optional(),
    docId: z.string().optional(),
    sidebarId: z.string().optional(),
    items: z.array(navbarItem).optional(),
    /** `doc`, `docSidebar`, `docsVersion` and `docsVersionDropdown` items: the docs instance (an id of `docsInstances`). Default the site's own docs. */
    docsPluginId: z.string().optional(),
    /** `docsVersionDropdown` items: links before and after the versions. */
    dropdownItemsBefore: z.array(navbarItem).optional(),
    dropdownItemsAfter: z.array(navbarItem).optional(),
    className: z.string().optional(),
  }),
);

/** A navbar item, as the config writes it (the theme's `NavbarItemConfig`). */
export interface NavbarItemInput {
  readonly type?: string | undefined;
  readonly label?: string | undefined;
  readonly to?: string | undefined;
  readonly href?: string | undefined;
  readonly html?: string | undefined;
  readonly position?: 'left' | 'right' | undefined;
  readonly activeBasePath?: string | undefined;
  readonly activeBaseRegex?: string | undefined;
  readonly docId?: string | undefined;
  readonly sidebarId?: string | undefined;
  readonly items?: readonly NavbarItemInput[] | undefined;
  readonly docsPluginId?: string | undefined;
  readonly dropdownItemsBefore?: readonly NavbarItemInput[] | undefined;
  readonly dropdownItemsAfter?: readonly NavbarItemInput[] | undefined;
  readonly className?: string | undefined;
}

const landingAction = z.strictObject({ label: z.string(), to: link });
const landingCard = z.strictObject({
  title: z.string(),
  description: z.string(),
  to: link,
  icon: z.string().optional(),
  links: z.array(landingAction).optional(),
});

/** The landing page at the base URL (the theme's `Landing` component). */
const landing = z.strictObject({
  title: z.string(),
  tagline: z.string(),
  primary: landingAction,
  secondary: landingAction.optional(),
  cards: z.array(landingCard).default([]),
  featuredTitle: z.string().optional(),
  featured: z.array(landingCard).optional(),
});

const footerLink = z.strictObject({ label: z.string(), to: link.optional(), href: link.optional() });

/** A module of the site, by path relative to the config file (`./src/components/Note.tsx`). */
const modulePath = z.string().regex(/^\.{1,2}\//, 'a path relative to the config file, starting with ./ or ../');

/** Extensions of the modules a site's code may be written in (what its Vite build compiles). */
export const SCRIPT_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.mts', '.cts'] as const;
/** Whether a module path names a script (or no extension, which Vite resolves). */
const isScriptPath = (path: string) => !/\.[A-Za-z0-9]+$/.test(path.split('/').pop() ?? '') || SCRIPT_EXTENSIONS.some((ext) => path.endsWith(ext));
const scriptMessage = {
  message: `is not a JavaScript or TypeScript module (${SCRIPT_EXTENSIONS.join(', ')}). A Markdown or MDX file is not a component: import it in the docs that show it (import Part from './_part.mdx'), where it is inlined`,
};
/** A React component module of the site (`./src/components/Note.tsx`): its default export. */
const componentPath = modulePath.refine(isScriptPath, scriptMessage);
/** A site component for docs: a module's default export, or its named export after `#` (`./src/components/Badges.tsx#Beta`). */
const componentRefPath = modulePath.refine((path) => isScriptPath(componentRef(path).file), scriptMessage);

/** Extensions of the stylesheets `customCss` takes; Sass, Less and Stylus need their compiler installed in the site. */
export const STYLESHEET_EXTENSIONS = ['.css', '.scss', '.sass', '.less', '.styl', '.stylus', '.pcss'] as const;
/** A stylesheet of the site, by path relative to the config file (`./src/css/custom.css`). */
const stylesheetPath = z
  .string()
  .min(1)
  .refine((path) => STYLESHEET_EXTENSIONS.some((ext) => path.endsWith(ext)), { message: `is not a stylesheet (${STYLESHEET_EXTENSIONS.join(', ')})` });

/**
 * Docusaurus' `createRedirects`: given the path of a page of the site (from the base URL, with a
 * leading slash: `/docs/storage`), the old paths that lead to it, if any.
 */
export type CreateRedirectsFunction = (existingPath: string) => string | readonly string[] | null | undefined;

/** A locale's name, as BCP 47 writes it (`en`, `zh-Hans`, `pt-BR`). */
const localeName = z.string().regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'a locale such as "en", "fr" or "zh-Hans"');

/** Kilobytes, gzip. */
const kilobytes = z.number().positive();

/** The whole config. */
export const configSchema = z.strictObject({
  /** Site title: the navbar, the tab title after the delimiter, the landing page's fallback heading. */
  title: z.string().min(1),
  tagline: z.string().optional(),
  /** Origin the site is deployed at, for canonical URLs and the sitemap (`https://docs.example.com`). */
  url: z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, '')),
  /** Path the site is served under, with a slash at each end. Default `/`. */
  baseUrl: z
    .string()
    .regex(/^\/(?:[^/?#\\\s]+\/)*$/, 'a path with a slash at each end, such as "/" or "/docs/"')
    .default('/'),
  /** The tab icon: a path under the base URL (`img/favicon.svg`, from the static folder) or a URL. */
  favicon: z.string().optional(),
  /** `<meta name="theme-color">`: the colour browsers give their toolbar on phones. */
  themeColor: z.string().optional(),
  /** Separator between a page's title and the site's in the tab title. Default `|`. */
  titleDelimiter: z.string().default('|'),
  docs: z.strictObject(docsOptions).prefault({}),
  /**
   * More folders of docs, each with its own URL, sidebars and versions, as Docusaurus' other
   * instances of its docs plugin: `{ id: 'community', path: 'community', routeBasePath: 'community' }`
   * and the other `docs` options. Versions of an instance are in `<id>_versions.json`,
   * `<id>_versioned_docs/` and `<id>_versioned_sidebars/`. Default none.
   */
  docsInstances: z
    .array(z.strictObject({ id: z.string().regex(/^[\w-]+$/, 'letters, digits, "-" and "_"').refine((id) => id !== 'default', '"default" is the site\'s own docs (the `docs` key)'), ...docsOptions }))
    .default([]),
  /**
   * The blog, as Docusaurus' blog plugin has it: posts in `path` (`2024-05-01-name.md`, or a folder
   * with an `index.md`), listed newest first at `routeBasePath`, `postsPerPage` to a page, each at
   * `/<routeBasePath>/YYYY/MM/DD/name` (or its `slug`), with authors from `authorsMapPath` (in the
   * posts' folder) and tag pages. Default: on when the site has a `blog` folder; `false` for none.
   */
  blog: z
    .union([
      z.literal(false),
      z.strictObject({
        path: z.string().default('blog'),
        routeBasePath: z.string().default('blog'),
        postsPerPage: z.number().int().min(1).default(10),
        blogTitle: z.string().default('Blog'),
        blogDescription: z.string().default('Blog'),
        showReadingTime: z.boolean().default(true),
        authorsMapPath: z.string().default('authors.yml'),
        /** The sidebar of a post's page: its title, and how many of the newest posts it lists (`ALL`, or 0 for no sidebar). Default `Recent posts`, 5. */
        blogSidebarTitle: z.string().default('Recent posts'),
        blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
        /** Where the archive (every post, by year) is, under the blog's URL; `null` for none. Default `archive`. */
        archiveBasePath: z.union([z.string().regex(/^[\w./-]+$/, 'a URL path such as "archive"'), z.null()]).default('archive'),
        /** Where the list of authors (and the pages of authors with `page: true`) is, under the blog's URL. Default `authors`. */
        authorsBasePath: z.string().regex(/^[\w./-]+$/, 'a URL path such as "authors"').default('authors'),
        /** The feeds written beside the list (`rss.xml`, `atom.xml`, `feed.json`): a type, a list of them, `all`, or `null` for none. Default RSS and Atom. */
        feedOptions: z
          .strictObject({ type: z.union([z.enum(['rss', 'atom', 'json', 'all']), z.array(z.enum(['rss', 'atom', 'json'])), z.null()]).default(['rss', 'atom']) })
          .prefault({}),
      }),
    ])
    .optional(),
  /**
   * Translations, as Docusaurus' `i18n`: the site is built once per locale, the default one at the
   * base URL and each other under its `path` (`/fr/`), from the translated files in
   * `i18n/<locale>/` (see plugins/locales.ts). Default: one locale, `en`.
   */
  i18n: z
    .strictObject({
      defaultLocale: localeName,
      locales: z.array(localeName).min(1),
      /** The folder of the translations, relative to the config file. Default `i18n`. */
      path: z.string().default('i18n'),
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            /** Its name in the locale dropdown. Default: the language's own name for itself (`Français`). */
            label: z.string().optional(),
            direction: z.enum(['ltr', 'rtl']).optional(),
            /** The pages' `lang` and `hreflang`. Default: the locale's name. */
            htmlLang: z.string().optional(),
            /** Its URL segment and folder under the output. Default: the locale's name (none for the default locale). */
            path: z.string().regex(/^[\w.-]+$/, 'letters, digits, ".", "-" and "_"').optional(),
            /** Accepted for Docusaurus configs; dates are written in the Gregorian calendar. */
            calendar: z.string().optional(),
          }),
        )
        .default({}),
    })
    .refine((value) => value.locales.includes(value.defaultLocale), { message: 'is not one of the locales: add it to `locales`, or choose one of them', path: ['defaultLocale'] })
    .optional(),
  markdown: z
    .strictObject({
      /** How docs are parsed, as Docusaurus' `markdown.format`: `mdx` (default) reads `.md` files as MDX too; `detect` reads `.md` as Markdown with raw HTML; `md` reads every file as Markdown. */
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      /** `$x$` and `$$` math, rendered with KaTeX at build time (remark-math and rehype-katex). Default false. */
      math: z.boolean().default(false),
      /** ```` ```mermaid ```` blocks drawn as diagrams in the browser, as Docusaurus' `markdown.mermaid`. Default false. */
      mermaid: z.boolean().default(false),
    })
    .prefault({}),
  navbar: z
    .strictObject({
      logo: z
        .strictObject({
          src: z.string(),
          /** The image's text alternative. Default: the site's title (the logo stands for the site). */
          alt: z.string().optional(),
          href: link.optional(),
          width: z.number().optional(),
          height: z.number().optional(),
        })
        .optional(),
      items: z.array(navbarItem).default([]),
      hideOnScroll: z.boolean().default(false),
    })
    .prefault({}),
  footer: z
    .strictObject({
      style: z.enum(['light', 'dark']).optional(),
      /** Columns of links under titles, or one row of links (Docusaurus' simple footer). */
      links: z.union([z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })), z.array(footerLink)]).optional(),
      copyright: z.string().optional(),
    })
    .optional(),
  announcementBar: z
    .strictObject({
      /** Names the bar's text: a reader's dismissal lasts until it changes. Default `announcement-bar`, as in Docusaurus. */
      id: z.string().min(1).default('announcement-bar'),
      content: z.string(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
      isCloseable: z.boolean().optional(),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .prefault({}),
  /** The page at the base URL: a landing page, or a doc by id (`{ doc: 'intro' }`). Default: a landing page from the title. */
  home: z.union([z.strictObject({ landing }), z.strictObject({ doc: z.string().min(1) })]).optional(),
  search: z
    .strictObject({
      limit: z.number().int().positive().optional(),
      snippetLength: z.number().int().positive().optional(),
      languages: z.array(z.enum(['en', 'zh'])).optional(),
      removeDefaultStopWords: z.boolean().optional(),
      highlightSearchTermsOnTargetPage: z.boolean().optional(),
      indexFileName: z.string().regex(/^[\w-]+$/, 'letters, digits, "-" and "_"').optional(),
      contexts: z.array(z.string()).optional(),
      /** Groups of words or phrases that mean the same on this site, applied at query time (`[['pricing', 'billing', 'cost']]`). */
      synonyms: z.array(z.array(z.string().trim().min(1)).min(2, 'a synonym group needs two or more entries')).optional(),
    })
    .prefault({}),
  /**
   * What a link to no page, and a link to an anchor its page does not have, are: `throw` (the
   * build fails, the default), `warn` or `ignore`, as Docusaurus' `onBrokenLinks` and
   * `onBrokenAnchors` (whose defaults are `throw` and `warn`).
   */
  onBrokenLinks: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  onBrokenAnchors: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  /**
   * Docusaurus' base stylesheet, Infima, from the site's own `infima` package, in a CSS layer under
   * the theme's styles: a Docusaurus site's pages and components that use its classes (`button`,
   * `container`, `row` and `col`, `hero`, `margin-vert--lg`) and its `--ifm-*` variables look as
   * they do there, while the theme keeps its own look. Read from a Docusaurus config, it is on when
   * the site has the package. Default false.
   */
  infima: z.boolean().default(false),
  /**
   * What a doc's relative URL links (`[setup](./setup)`, not links to `.md` files) resolve
   * against, as Docusaurus' `trailingSlash` makes them: `false` the page's URL without a trailing
   * slash (an index doc's `./setup` is its sibling), `true` with one. Unset: the URL the page is
   * served at (an index doc's ends with a slash, as on a Docusaurus site that leaves it unset).
   * Pages are served at the same URLs either way.
   */
  trailingSlash: z.boolean().optional(),
  /** Files copied as they are to the output root (`static/img/logo.svg` -> `/img/logo.svg` under the base URL). Default `static`. */
  staticDir: z.string().default('static'),
  /** Where `hpcdocs build` writes the site, relative to the config file. Default `build`. */
  outDir: z.string().default('build'),
  /** MDX components of the site, available in every doc: name -> module (its default export), or `module#Name` (its named export). */
  components: z.record(z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'a component name: a capital letter, then letters and digits'), componentRefPath).default({}),
  /**
   * The site's own stylesheets, relative to the config file (`./src/css/custom.css`), as Docusaurus'
   * `theme.customCss`: bundled, hashed and applied after the theme's CSS, in the order given, so
   * they override the theme's tokens (`--hpc-color-primary`) and classes. `.scss`/`.sass` need
   * `sass` installed in the site, `.less` `less`. Default none.
   */
  customCss: z.union([stylesheetPath, z.array(stylesheetPath)]).transform((value) => (typeof value === 'string' ? [value] : value)).default([]),
  /** A module whose default export replaces the site's App: it renders `SiteApp` from `@hpcdocs/site/app` inside its own tree (see the README). */
  app: componentPath.optional(),
  /**
   * A module whose default export wraps the whole site, mounted once and kept across pages, as
   * Docusaurus' swizzled `src/theme/Root`: it renders its `children` inside its own providers.
   * Read from `src/theme/Root` of a Docusaurus site without a config of ours. Default none.
   */
  root: componentPath.optional(),
  /**
   * A module whose default export is the page shown at an address with no page (the 404 page's
   * content, inside the site's layout), as Docusaurus' swizzled `src/theme/NotFound` (or
   * `NotFound/Content`). Read from there on a Docusaurus site without a config of ours. Default
   * the theme's.
   */
  notFound: componentPath.optional(),
  /**
   * Data for the site's own components, as Docusaurus' `customFields`: JSON values, read with
   * `useDocusaurusContext().siteConfig.customFields`. They are in every page's bundle.
   */
  customFields: z.record(z.string(), z.json()).optional(),
  /**
   * Extra unified plugins, each a function or [function, options], run where Docusaurus runs them:
   * `remarkPlugins` after the built-in syntax steps (partials, admonitions) and before headings,
   * links, search and code; `rehypePlugins` after the built-in ones, before the sanitizer; the
   * `beforeDefault` lists before all built-in steps (see the README).
   */
  remarkPlugins: z.array(z.unknown()).default([]),
  rehypePlugins: z.array(z.unknown()).default([]),
  beforeDefaultRemarkPlugins: z.array(z.unknown()).default([]),
  beforeDefaultRehypePlugins: z.array(z.unknown()).default([]),
  /**
   * The site's own plugins (see the README's "Plugins"), run after the built-in ones in this order:
   * a plugin function `(context, options) => plugin`, a module whose default export is one (a path
   * relative to the config file, or a package name), or either with its options: `[plugin, options]`.
   */
  plugins: z.array(z.union([z.custom<PluginFunction>((value) => typeof value === 'function', 'a plugin function'), z.string().min(1), z.tuple([z.union([z.custom<PluginFunction>((value) => typeof value === 'function', 'a plugin function'), z.string().min(1)]), z.unknown()])])).default([]),
  /**
   * The site's social card (Docusaurus' `themeConfig.image`): a path under the base URL
   * (`img/card.png`) or an https URL; a doc's own `image` frontmatter wins on its page.
   */
  image: z.string().min(1).optional(),
  /** `<meta>` tags on every page, each given by its attributes (`{ name: 'keywords', content: 'gpu, cloud' }`), as Docusaurus' `themeConfig.metadata`. */
  metadata: z.array(z.record(z.string().regex(/^[a-z][a-z0-9:_-]*$/i, 'an attribute name'), z.string())).default([]),
  /** Tags in every page's head, as Docusaurus' `headTags`: `link`, `meta` or `script` (with `src`, or its code in `innerHTML`). */
  headTags: z
    .array(z.strictObject({ tagName: z.enum(['link', 'meta', 'script']), attributes: z.record(z.string().regex(/^[a-z][a-z0-9:_-]*$/i, 'an attribute name'), z.union([z.string(), z.boolean()])).default({}), innerHTML: z.string().optional() }))
    .default([]),
  /** Scripts every page loads, as Docusaurus' `scripts`: a URL, or `{ src, async?, defer?, ... }`. */
  scripts: z.array(z.union([z.string().min(1), z.looseObject({ src: z.string().min(1) })])).default([]),
  /** Stylesheets every page links, as Docusaurus' `stylesheets`: a URL, or `{ href, ... }`. The site's own go in `customCss`. */
  stylesheets: z.array(z.union([z.string().min(1), z.looseObject({ href: z.string().min(1) })])).default([]),
  /**
   * Old paths that lead to pages of the site, as Docusaurus' client redirects plugin takes them:
   * `{ from: '/old-path' (or a list), to: '/docs/new-path' }`, paths under the base URL (or
   * relative to it). Each `from` becomes a page that sends the reader on (a meta refresh, and a
   * script that keeps the query and the fragment).
   */
  redirects: z.array(z.strictObject({ from: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]), to: z.string().min(1) })).default([]),
  /**
   * Old paths made from the site's own, as Docusaurus' `createRedirects`: called with the path of
   * every page (`/docs/storage`), it returns the old paths (or none) that lead there. A path where
   * a page is, or that another redirect has, is left out with a warning.
   */
  createRedirects: z.custom<CreateRedirectsFunction>((value) => typeof value === 'function', 'a function: (existingPath) => the old paths that lead to it').optional(),
  /** Size budgets the build enforces, in KB gzip. */
  budgets: z
    .strictObject({
      /** JavaScript a doc page runs before its load event (the loader; the app loads after first paint). */
      criticalJs: kilobytes.default(15),
      /** All the JavaScript a doc page loads to be interactive: the loader, the app and the page's components. */
      totalJs: kilobytes.default(150),
      /** The name `totalJs` had when the app loaded up front; when given, it is the `totalJs` budget. */
      firstLoadJs: kilobytes.optional(),
      css: kilobytes.default(20),
    })
    .prefault({}),
});

/** What `hpcdocs.config.ts` may contain (before defaults). */
export type HpcdocsConfig = z.input<typeof configSchema>;
/** A validated config with every default filled in. */
export type ValidatedConfig = z.output<typeof configSchema>;
