/**
 * `@hpcdocs/theme/blog`: the blog's list and archive pages and a post's byline on their own, so that an app
 * loads them with the blog's pages rather than with every page.
 */
export { BlogArchive, BlogAuthors, BlogList, BlogTags, BlogByline, formatPostDate } from './components/Blog/index.js';
export type { BlogArchiveProps, BlogArchivePost, BlogAuthorsProps, BlogTagsProps, BlogTagInfo, BlogListProps, BlogPostSummaryInfo, BlogBylineProps, BlogAuthorInfo } from './components/Blog/index.js';
