/**
 * Every English text the theme's components (and the search UI, which gets the theme's `t`) pass
 * to `t()`: the keys of `SiteConfig.translations` the theme can look up, and of each table in
 * `./locales/`. texts.test.ts scans the components and fails when this list and they differ.
 *
 * Most are written out at the `t()` call. A few are picked from a map (`LoadErrorBox`'s titles, the
 * search box's status) or built: an admonition's default title is its type's name, capitalised
 * (`Note`), and the colour switch's `{mode}` is `light mode`, `dark mode` or `system mode`.
 */
const TEXTS = [
  // Page frame, navbar and mobile menu
  'Skip to main content',
  'Main',
  'Toggle navigation bar',
  'Navigation',
  'Close navigation bar',
  '← Back to main menu',
  'Docs sidebar →',
  'Expand the dropdown',
  'Collapse the dropdown',
  'Announcement',
  'Close',
  'Footer',
  'Loading page',
  'This site is configured for the base URL {baseUrl} but was opened at {current}. Open it under {baseUrl}, or rebuild it with the base URL it is served from.',
  'Switch between dark and light mode (currently {mode})',
  'light mode',
  'dark mode',
  'system mode',
  // Sidebar, breadcrumbs, table of contents
  'Docs sidebar',
  "Expand sidebar category '{label}'",
  "Collapse sidebar category '{label}'",
  'Breadcrumbs',
  'Home page',
  'Home',
  'On this page',
  // Doc page
  'Direct link to {heading}',
  'this heading',
  'Tags:',
  'Edit this page',
  'Last updated{atDate}{byUser}',
  ' on {date}',
  ' by {user}',
  'Docs pages',
  'Previous',
  'Next',
  '1 item',
  '{count} items',
  // Docs versions
  'Version: {versionLabel}',
  'This is unreleased documentation for {siteTitle} {versionLabel} version.',
  'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  'latest version',
  // Content components
  'Copy',
  'Copied',
  'Copy failed',
  'Copy code to clipboard',
  'Details',
  'Note',
  'Tip',
  'Info',
  'Warning',
  'Danger',
  'Caution',
  'The diagram could not be drawn: {error}',
  // Landing page
  'Explore the docs',
  'Featured tutorials',
  // Error pages and load errors
  'Page not found',
  'There is no page at this address. It may have moved, or the link that brought you here may be mistyped.',
  'Go to the documentation home',
  'This page crashed.',
  'Try again',
  'Cause: {cause}',
  'This page could not be loaded',
  'This page did not finish loading',
  'The menu did not load',
  'Check your connection, then try again.',
  'You can read it below and follow its links; search and the menus need the rest. Check your connection, then try again.',
  'The page and search work; this menu needs a file that did not arrive. Check your connection, then try again.',
  'Retry',
  // Blog
  'One min read',
  '{readingTime} min read',
  'Authors',
  'Tags',
  'Read more',
  'Read more about {title}',
  'View all tags',
  'Archive',
  'One post',
  '{count} posts',
  '{nPosts} tagged with "{tagName}"',
  'No posts yet.',
  'View all authors',
  '{authorName} - {nPosts}',
  'This author has not written any posts yet.',
  'Page {page} of {pages}',
  'Blog list pages',
  'Newer posts',
  'Older posts',
  // Search box and search page
  'Search',
  'Search results',
  'Loading the search index',
  'Loading the search index…',
  'Search index ready',
  '{count} results',
  'No results',
  'See all results',
  'See all results in {context}',
  'See results outside {context}',
  'Search the documentation',
  'Search all the documentation',
  '{count} page for “{query}”',
  '{count} pages for “{query}”',
  ', {count} shown',
  'Show more results ({count} page not shown)',
  'Show more results ({count} pages not shown)',
] as const;

/** One of the theme's English texts. */
export type ThemeText = (typeof TEXTS)[number];

/** A language's translation of every theme text: the shape of each table in `./locales/`. */
export type ThemeTranslations = Readonly<Record<ThemeText, string>>;

/** The English texts the theme (and the search UI) pass to `t()`, each once. */
export const THEME_TEXTS: readonly string[] = TEXTS;
