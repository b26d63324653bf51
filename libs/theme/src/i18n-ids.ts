/**
 * @hpcdocs/theme/i18n-ids: which of the theme's texts each Docusaurus theme translation id stands
 * for, so a site moving over can reuse the `theme.*` entries of its `i18n/<locale>/code.json`.
 * Node-side data for the site layer: no component imports it, so no page downloads it.
 *
 * `DOCUSAURUS_THEME_STRINGS[id]` is `{ text, placeholders?, plural? }`:
 * - `text`: the English text the theme shows, the key of the site config's `translations`
 *   (`translations[text] = message`).
 * - `placeholders`: Docusaurus' placeholder name -> the theme's, for a text whose `{names}` differ.
 *   The theme's texts use Docusaurus' names (`{versionLabel}`, `{heading}`), so no entry needs it
 *   today; convert with it when it is there.
 * - `plural`: Docusaurus' message holds plural forms separated by `|` (`One min read|{readingTime}
 *   min read`). The theme shows one form for every count above one, so take the last (the general)
 *   form for `text`; where the theme has a text of its own for one (`one`), the first form is it.
 *
 * The theme's texts with no Docusaurus counterpart (`Copy failed`, `Go to the documentation home`,
 * the load-error boxes, the blog list's `Page {page} of {pages}`...) are translated by their English
 * text directly in `translations`. Two texts are built from a part that varies:
 * `Switch between dark and light mode (currently {mode})` takes `light mode`, `dark mode` or
 * `system mode`, and `Last updated{atDate}{byUser}` takes ` on {date}` and ` by {user}`.
 *
 * `THEME_TEXTS` lists every English text the theme (and the search UI) passes to `t()`, and
 * `defaultTranslations(lang)` is the theme's own translation of all of them for a BCP 47 tag
 * (`zh-CN` -> Simplified Chinese, `fr-CA` -> French; `{}` for English or a language it lacks): the
 * site layer puts a locale's table under its `code.json` translations, as Docusaurus' bundled
 * theme translations sit under a site's own.
 */
export { THEME_TEXTS } from './i18n/texts.js';
export { defaultTranslations } from './i18n/index.js';
export { authorPageTitle, postCount, tagPageTitle, type TextLookup } from './utils/blog-titles.js';

/** What a Docusaurus theme translation id stands for in this theme. */
export interface DocusaurusThemeString {
  /** The English text the theme shows: the key of `SiteConfig.translations`. */
  readonly text: string;
  /** Docusaurus' placeholder name -> the theme's, where they differ (none does today). */
  readonly placeholders?: Readonly<Record<string, string>>;
  /** The message holds `|`-separated plural forms; the theme shows the last one. */
  readonly plural?: true;
  /** With `plural`: the theme's text for a count of one, which takes the message's first form. */
  readonly one?: string;
}

const plural = (text: string, one?: string): DocusaurusThemeString => ({ text, plural: true, ...(one ? { one } : {}) });

/** Docusaurus theme translation id (`theme.docs.paginator.next`) -> the theme's text for it. */
export const DOCUSAURUS_THEME_STRINGS: Readonly<Record<string, DocusaurusThemeString>> = {
  // Page frame and navbar
  'theme.common.skipToMainContent': { text: 'Skip to main content' },
  // Search (the search package's texts, given to it by the site's App)
  'theme.SearchBar.label': { text: 'Search' },
  'theme.SearchPage.noResultsText': { text: 'No results' },
  'theme.NavBar.navAriaLabel': { text: 'Main' },
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': { text: 'Toggle navigation bar' },
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': { text: 'Close navigation bar' },
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': { text: '← Back to main menu' },
  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel': { text: 'Expand the dropdown' },
  'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel': { text: 'Collapse the dropdown' },
  'theme.AnnouncementBar.closeButtonAriaLabel': { text: 'Close' },
  'theme.colorToggle.ariaLabel': { text: 'Switch between dark and light mode (currently {mode})' },
  'theme.colorToggle.ariaLabel.mode.light': { text: 'light mode' },
  'theme.colorToggle.ariaLabel.mode.dark': { text: 'dark mode' },
  'theme.colorToggle.ariaLabel.mode.system': { text: 'system mode' },
  // Sidebar, breadcrumbs, table of contents
  'theme.docs.sidebar.navAriaLabel': { text: 'Docs sidebar' },
  'theme.DocSidebarItem.expandCategoryAriaLabel': { text: "Expand sidebar category '{label}'" },
  'theme.DocSidebarItem.collapseCategoryAriaLabel': { text: "Collapse sidebar category '{label}'" },
  'theme.docs.breadcrumbs.navAriaLabel': { text: 'Breadcrumbs' },
  'theme.docs.breadcrumbs.home': { text: 'Home page' },
  'theme.TOCCollapsible.toggleButtonLabel': { text: 'On this page' },
  // Doc page
  'theme.common.headingLinkTitle': { text: 'Direct link to {heading}' },
  'theme.common.editThisPage': { text: 'Edit this page' },
  'theme.lastUpdated.lastUpdatedAtBy': { text: 'Last updated{atDate}{byUser}' },
  'theme.lastUpdated.atDate': { text: ' on {date}' },
  'theme.lastUpdated.byUser': { text: ' by {user}' },
  'theme.tags.tagsListLabel': { text: 'Tags:' },
  'theme.docs.paginator.navAriaLabel': { text: 'Docs pages' },
  'theme.docs.paginator.previous': { text: 'Previous' },
  'theme.docs.paginator.next': { text: 'Next' },
  'theme.docs.DocCard.categoryDescription.plurals': plural('{count} items'),
  // Docs versions
  'theme.docs.versionBadge.label': { text: 'Version: {versionLabel}' },
  'theme.docs.versions.unreleasedVersionLabel': { text: 'This is unreleased documentation for {siteTitle} {versionLabel} version.' },
  'theme.docs.versions.unmaintainedVersionLabel': { text: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.' },
  'theme.docs.versions.latestVersionSuggestionLabel': { text: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).' },
  'theme.docs.versions.latestVersionLinkLabel': { text: 'latest version' },
  // Content components
  'theme.CodeBlock.copy': { text: 'Copy' },
  'theme.CodeBlock.copied': { text: 'Copied' },
  'theme.CodeBlock.copyButtonAriaLabel': { text: 'Copy code to clipboard' },
  'theme.admonition.note': { text: 'Note' },
  'theme.admonition.tip': { text: 'Tip' },
  'theme.admonition.info': { text: 'Info' },
  'theme.admonition.warning': { text: 'Warning' },
  'theme.admonition.danger': { text: 'Danger' },
  'theme.admonition.caution': { text: 'Caution' },
  // Error pages
  'theme.NotFound.title': { text: 'Page not found' },
  'theme.NotFound.p1': { text: 'There is no page at this address. It may have moved, or the link that brought you here may be mistyped.' },
  'theme.ErrorPageContent.title': { text: 'This page crashed.' },
  'theme.ErrorPageContent.tryAgain': { text: 'Try again' },
  // Blog
  'theme.blog.post.readMore': { text: 'Read more' },
  'theme.blog.post.readMoreLabel': { text: 'Read more about {title}' },
  'theme.blog.post.readingTime.plurals': plural('{readingTime} min read', 'One min read'),
  'theme.blog.post.plurals': plural('{count} posts', 'One post'),
  'theme.blog.tagTitle': { text: '{nPosts} tagged with "{tagName}"' },
  'theme.tags.tagsPageTitle': { text: 'Tags' },
  'theme.tags.tagsPageLink': { text: 'View all tags' },
  'theme.blog.archive.title': { text: 'Archive' },
  'theme.blog.authorsList.pageTitle': { text: 'Authors' },
  'theme.blog.authorsList.viewAll': { text: 'View all authors' },
  'theme.blog.author.pageTitle': { text: '{authorName} - {nPosts}' },
  'theme.blog.author.noPosts': { text: 'This author has not written any posts yet.' },
  'theme.blog.paginator.navAriaLabel': { text: 'Blog list pages' },
  'theme.blog.paginator.newerEntries': { text: 'Newer posts' },
  'theme.blog.paginator.olderEntries': { text: 'Older posts' },
};
