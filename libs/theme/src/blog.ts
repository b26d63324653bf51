/**
 * `@hpcdocs/theme/blog`: the blog's list and archive pages and a post's byline on their own, so that an app
 * loads them with the blog's pages rather than with every page.
 */
export { BlogArchive, BlogList, BlogByline, formatPostDate } from './components/Blog/index.js';
export type { BlogArchiveProps, BlogArchivePost, BlogListProps, BlogPostSummaryInfo, BlogBylineProps, BlogAuthorInfo } from './components/Blog/index.js';
