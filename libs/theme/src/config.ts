/** Site configuration the theme reads: navbar items, announcement bar, colour mode, locales and translated labels. */
import type { HNode } from '@hpcdocs/content-pipeline/schema';

/** A navbar item. `type` picks the component from the registry. */
export interface NavbarItemConfig {
  readonly type?: 'default' | 'link' | 'doc' | 'docSidebar' | 'dropdown' | 'docsVersionDropdown' | 'docsVersion' | 'localeDropdown' | 'html' | 'search' | (string & {});
  readonly label?: string;
  /** Site path for client-side navigation. */
  readonly to?: string;
  /** External URL. */
  readonly href?: string;
  /** Raw HTML for `html` items (trusted site config). */
  readonly html?: string;
  readonly position?: 'left' | 'right';
  /** Path prefix that makes the item active. */
  readonly activeBasePath?: string;
  /** Regular expression (source) that makes the item active. */
  readonly activeBaseRegex?: string;
  /** `doc` items: the doc id. */
  readonly docId?: string;
  /** `docSidebar` items: the sidebar name. */
  readonly sidebarId?: string;
  /** `dropdown` items: the children. */
  readonly items?: readonly NavbarItemConfig[];
  /** `doc`, `docSidebar`, `docsVersion` and `docsVersionDropdown` items: the docs instance (default: the site's own docs). */
  readonly docsPluginId?: string;
  /** `docsVersionDropdown` and `localeDropdown` items: links listed before and after the versions or locales. */
  readonly dropdownItemsBefore?: readonly NavbarItemConfig[];
  readonly dropdownItemsAfter?: readonly NavbarItemConfig[];
  readonly className?: string;
}

/** Announcement bar: HTML content above the navbar, optionally closeable. */
export interface AnnouncementBarConfig {
  /** Identifies this announcement; a new id shows the bar again after a dismissal. */
  readonly id: string;
  /** Trusted HTML from the site config. */
  readonly content: string;
  readonly backgroundColor?: string;
  readonly textColor?: string;
  readonly isCloseable?: boolean;
}

/** Colour mode: the default mode and whether the reader may switch it. */
export interface ColorModeConfig {
  readonly defaultMode: 'light' | 'dark';
  readonly disableSwitch: boolean;
  readonly respectPrefersColorScheme: boolean;
}

export interface FooterLink {
  readonly label: string;
  readonly to?: string;
  readonly href?: string;
}

export interface FooterConfig {
  readonly style?: 'light' | 'dark';
  /** Columns of links under titles, or one row of links (Docusaurus' simple footer). */
  readonly links?: readonly { readonly title: string; readonly items: readonly FooterLink[] }[] | readonly FooterLink[];
  readonly copyright?: string;
  /** The copyright as markup (links, an image), sanitized when the site was built; shown instead of `copyright`. */
  readonly copyrightBody?: readonly HNode[];
}

/** One locale of a translated site; each locale is a separate app under its own base URL. */
export interface LocaleConfig {
  /** The locale's name in the site's config (`en`, `fr`). */
  readonly locale: string;
  /** What the locale dropdown shows (`Français`). */
  readonly label: string;
  /** The locale's base URL (`/doc/` for the default locale, `/doc/fr/` for French). */
  readonly baseUrl: string;
  /** The `lang` of its pages (`fr-FR`). */
  readonly htmlLang: string;
  readonly direction: 'ltr' | 'rtl';
}

/** The site's locales and the one this app is built for. */
export interface I18nConfig {
  readonly currentLocale: string;
  readonly locales: readonly LocaleConfig[];
}

export interface SiteConfig {
  readonly title: string;
  readonly tagline?: string;
  /** Origin the site is deployed at (`https://hpc-ai.com`), for canonical URLs. */
  readonly url: string;
  readonly baseUrl: string;
  readonly logo?: { readonly src: string; readonly alt: string; readonly href?: string; readonly width?: number; readonly height?: number };
  /** Navbar items; `hideOnScroll` slides the bar away while the reader scrolls down (default false). */
  readonly navbar: { readonly items: readonly NavbarItemConfig[]; readonly hideOnScroll?: boolean };
  readonly footer?: FooterConfig;
  readonly announcementBar?: AnnouncementBarConfig;
  readonly colorMode?: ColorModeConfig;
  /** Title delimiter between page and site title (the site layer defaults it to `|`). */
  readonly titleDelimiter?: string;
  /**
   * The theme's labels in the site's language: the exact English text the theme shows (with
   * `{name}` where a part varies, `Version: {versionLabel}`) -> its translation. A label not listed
   * stays English. `@hpcdocs/theme/i18n-ids` maps Docusaurus' translation ids to these keys.
   */
  readonly translations?: Readonly<Record<string, string>>;
  /** The site's locales, for the `localeDropdown` navbar item (absent: a site in one language). */
  readonly i18n?: I18nConfig;
}
