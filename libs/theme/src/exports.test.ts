import { describe, expect, it } from 'vitest';

// Pins the public API (`src/index.ts`): an accidental export, or a lost one, fails here.
// Adding a component on purpose? Add its name below in the same commit.
describe('given the package entry point', () => {
  it('should export exactly the theme API from "."', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toEqual(
      [
        'ANNOUNCEMENT_DISMISS_KEY', 'Admonition', 'AdmonitionTitle', 'AnnouncementBar', 'BaseUrlBanner', 'Breadcrumbs', 'CodeBlock',
        'ColorModeProvider', 'ColorModeToggle', 'CrashPage', 'DESKTOP_BREAKPOINT', 'Details', 'DocContent', 'DocPage', 'DocVersionBadge', 'DocVersionBanner', 'ActiveVersionBadge', 'ActiveVersionBanner', 'DocsVersionDropdown', 'DocsVersionItem', 'versionNavbarItemTypes',
        'ErrorBoundary', 'Footer', 'Heading', 'LANDING_ICONS', 'Landing', 'Layout', 'LoadErrorBox', 'MobileMenu', 'Navbar',
        'NavbarDropdown', 'NavbarItem', 'NotFound', 'Pagination', 'ProgressBar', 'Sidebar', 'SidebarsProvider',
        'ServerMarkupProvider', 'SiteConfigProvider', 'TabItem', 'Table', 'Tabs', 'Toc', 'tocEntries', 'useActiveHeading', 'assertColorModeChoice', 'colorModeScript', 'colorModeTitle',
        'containsPath', 'createServerMarkupCache', 'defaultContentComponents', 'errorCauses', 'firstLink', 'getNavbarItemComponent',
        'isNavItemActive', 'navbarItemTypes', 'nextColorMode', 'renderContent', 'resolveColorMode', 'trailTo',
        'useCollapsible', 'useColorMode', 'useHideOnScroll', 'useServerMarkup', 'navbarVisibleAfterScroll', 'useIsDesktop', 'useMediaQuery', 'useSidebars', 'useSidebarsLoadError', 'useSiteConfig', 'useT',
        'LocaleDropdown', 'localeNavbarItemTypes',
      ].sort(),
    );
  });

  it('should export exactly the per-page content components from "./page-components"', async () => {
    expect(Object.keys(await import('./page-components.js')).sort()).toEqual(['DocCardList', 'TOCInline', 'pageContentComponents']);
  });

  it('should export exactly the colour-mode script and its storage key from "./color-mode", without React', async () => {
    expect(Object.keys(await import('./color-mode.js')).sort()).toEqual(['COLOR_MODE_STORAGE_KEY', 'colorModeScript']);
  });

  it('should export exactly the blog list and byline from "./blog"', async () => {
    expect(Object.keys(await import('./blog.js')).sort()).toEqual(['BlogArchive', 'BlogAuthors', 'BlogByline', 'BlogList', 'BlogTags', 'formatPostDate']);
  });

  it('should export exactly the Docusaurus translation ids, the default translations and the titles of the blog from "./i18n-ids", which no component imports', async () => {
    expect(Object.keys(await import('./i18n-ids.js')).sort()).toEqual(['DOCUSAURUS_THEME_STRINGS', 'THEME_TEXTS', 'authorPageTitle', 'defaultTranslations', 'postCount', 'tagPageTitle']);
    // Node-side data: a component importing it would put it in every page's JavaScript.
    const files = import.meta.glob(['./**/*.{ts,tsx}', '!./i18n-ids.ts', '!./**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
    for (const [file, text] of Object.entries(files)) expect([file, /from '[./]*i18n-ids/.test(String(text))]).toEqual([file, false]);
  });

  it('should export exactly the landing page from "./landing"', async () => {
    expect(Object.keys(await import('./landing.js'))).toEqual(['Landing']);
  });

  it('should export only the diagram component from "./mermaid", and keep it out of "."', async () => {
    expect(Object.keys(await import('./mermaid.js'))).toEqual(['Mermaid']);
    expect(Object.keys(await import('./index.js'))).not.toContain('Mermaid');
  });

  it('should keep the theme free of Node imports (it renders in browsers and on servers)', async () => {
    const files = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.stories.tsx'], { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(files).length).toBeGreaterThan(10);
    for (const [file, text] of Object.entries(files)) expect([file, /from 'node:|require\(/.test(String(text))]).toEqual([file, false]);
  });
});
