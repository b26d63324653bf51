export { BlogList } from './BlogList.js';
export { BlogArchive } from './BlogArchive.js';
export type { BlogArchiveProps, BlogArchivePost } from './BlogArchive.js';
export type { BlogListProps, BlogPostSummaryInfo } from './BlogList.js';
export { BlogByline, formatPostDate } from './BlogByline.js';
export type { BlogBylineProps, BlogAuthorInfo } from './BlogByline.js';
