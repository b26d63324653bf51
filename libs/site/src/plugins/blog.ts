/**
 * The blog plugin, as Docusaurus' blog: posts in the blog folder (`2024-05-01-name.md`, or a folder
 * with an `index.md`), each a page at `/blog/YYYY/MM/DD/name` (or its `slug`) rendered by the
 * `BlogPost` route component, with its date and its authors (keys of `authors.yml`, or written
 * out, see blog-authors.ts); the list of posts, newest first, on pages of `postsPerPage` (`/blog`,
 * `/blog/page/2`, …) rendered by `BlogList`, and so a tag's posts and an author's; the list of tags,
 * of authors and the archive. The posts are built by the content pipeline as docs
 * are (links, images, code, search), through the docs' loader with a plan of their own.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { ContentBuild, ContentError } from '@hpcdocs/content-pipeline';
import type { DocJson, SidebarItem } from '@hpcdocs/content-pipeline/schema';
import type { ResolvedConfig } from '../config/load.js';
import { blogFeeds, type FeedType } from './blog-feeds.js';
import { contentBuildHooks, type LoadDocs } from './docs.js';
import type { VersionPlan } from './docs-versions.js';
import type { BlogArchiveProps, BlogAuthorInfo, BlogListProps, BlogPostSummaryInfo, BlogTagsProps } from '@hpcdocs/theme/blog';
import { authorPageTitle, tagPageTitle } from '@hpcdocs/theme/i18n-ids';
import { authorsFiles, authorsList, postAuthors, readAuthors, type AuthorsMap } from './blog-authors.js';
import type { InternalPlugin } from './internal.js';
import { translatedFolders } from '../i18n/translated-content.js';
import type { JsonValue } from './types.js';

/** The plugin's name, as Docusaurus names its blog. */
export const BLOG_PLUGIN = 'blog';
/** The id the blog's content build goes by (no docs instance can have it: ids are letters, digits, "-" and "_"). */
export const BLOG_DOCS = ':blog';
export const BLOG_POST_COMPONENT = 'BlogPost';
export const BLOG_LIST_COMPONENT = 'BlogList';
export const BLOG_ARCHIVE_COMPONENT = 'BlogArchive';
export const BLOG_AUTHORS_COMPONENT = 'BlogAuthors';
export const BLOG_TAGS_COMPONENT = 'BlogTags';

/** The blog's settings (config `blog`, defaults filled in). */
export type BlogSettings = Exclude<NonNullable<ResolvedConfig['blog']>, false>;

const DEFAULTS: BlogSettings = { path: 'blog', routeBasePath: 'blog', postsPerPage: 10, blogTitle: 'Blog', blogDescription: 'Blog', showReadingTime: true, authorsMapPath: 'authors.yml', blogSidebarTitle: 'Recent posts', blogSidebarCount: 5, archiveBasePath: 'archive', authorsBasePath: 'authors', feedOptions: { type: ['rss', 'atom'] } };

/** The feed types `feedOptions.type` asks for. */
export function feedTypes(type: BlogSettings['feedOptions']['type']): FeedType[] {
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return typeof type === 'string' ? [type] : [...new Set(type)];
}

/** The site's blog settings; none with `blog: false`, or without the setting when the site has no `blog` folder. */
export function blogSettings(config: Pick<ResolvedConfig, 'blog' | 'root'>): BlogSettings | undefined {
  if (config.blog === false) return undefined;
  if (config.blog) return config.blog;
  return existsSync(join(config.root, DEFAULTS.path)) ? DEFAULTS : undefined;
}

/** The plan the docs' loader builds the posts with: the blog folder, no sidebars, URLs from the posts' dates. */
export function blogPlan(config: Pick<ResolvedConfig, 'root'>, settings: BlogSettings): VersionPlan {
  return {
    pluginId: BLOG_DOCS,
    name: 'posts',
    label: settings.blogTitle,
    routeBasePath: settings.routeBasePath.replace(/^\/+|\/+$/g, ''),
    docsDir: resolve(config.root, settings.path),
    sidebars: false,
    isLast: true,
    badge: false,
    noIndex: false,
    sidebarPrefix: 'blog/',
    datedSlugs: true,
  };
}

/** What a post's page gets: its doc, with its date and its authors resolved. */
export interface BlogPostData extends Omit<DocJson, 'authors'> {
  readonly blog: { readonly date?: string; readonly authors: readonly BlogAuthor[]; readonly showReadingTime: boolean; readonly sidebar?: readonly SidebarItem[] };
}

/** The sidebar of every post's page: the newest posts under the blog's sidebar title; none with a count of 0. */
function recentPosts(posts: readonly BlogPostSummary[], settings: BlogSettings): SidebarItem[] | undefined {
  const shown = settings.blogSidebarCount === 'ALL' ? posts : posts.slice(0, settings.blogSidebarCount);
  if (shown.length === 0) return undefined;
  return [{ type: 'category', label: settings.blogSidebarTitle, collapsed: false, collapsible: false, items: shown.map((post) => ({ type: 'link', label: post.title, href: post.permalink })) }];
}

/** An author, a post in the list and a list page, as the theme's blog components take them. */
type BlogAuthor = BlogAuthorInfo;
type BlogPostSummary = BlogPostSummaryInfo;
type BlogListData = BlogListProps;

/**
 * Newest first, as Docusaurus sorts them; posts of the same day in the order of their files' paths
 * (`2026-06-11-news.md` before `releases/11.6.md`: Docusaurus keeps the order it found the files
 * in); posts without a date after the dated ones. `pathOf` gives a post's file path (its doc id).
 */
const byDate = (pathOf: (post: BlogPostSummary) => string) => (a: BlogPostSummary, b: BlogPostSummary) =>
  (Date.parse(b.date ?? '') || 0) - (Date.parse(a.date ?? '') || 0) || (pathOf(a) < pathOf(b) ? -1 : pathOf(a) > pathOf(b) ? 1 : 0);

/** The blog plugin of `config`; `load` is the docs' loader (see docs.ts). */
export function blogPlugin(config: ResolvedConfig, settings: BlogSettings, load: LoadDocs): InternalPlugin<ContentBuild> {
  const plan = blogPlan(config, settings);
  const root = `${config.baseUrl}${plan.routeBasePath ? `${plan.routeBasePath}/` : ''}`;
  return {
    name: BLOG_PLUGIN,
    loadContent: () => load(plan),
    contentLoaded({ content, actions }) {
      const errors: ContentError[] = [];
      const authorsRoot = `${root}${trimSlashes(settings.authorsBasePath)}`;
      const authors = readAuthors(authorsFiles(plan.docsDir, translatedFolders(config, plan)[0], settings.authorsMapPath), authorsRoot, errors, (file, message) => actions.report([], [{ file, line: 1, column: 1, message }]));
      const docs = new Map(content.docs.map((doc) => [doc.permalink, doc]));
      const posts: BlogPostSummary[] = [];
      const pages: { readonly path: string; readonly title: string; readonly data: BlogPostData }[] = [];
      // A tag's page, and its title as the pipeline wrote it (the tag's label is its posts').
      const tagPages: { readonly path: string; readonly label: string }[] = [];
      let tagsIndex: string | undefined;
      for (const route of content.routes) {
        const doc = docs.get(route.path);
        // The folder's own route (leading to a post) gives way to the list.
        if (route.to !== undefined || !doc || route.data === undefined) continue;
        // The tags' pages, the list of tags among them, are made below, once every post is known.
        if (doc.id === '@tags') {
          tagsIndex = route.path;
          continue;
        }
        if (doc.id.startsWith('@tags/')) {
          tagPages.push({ path: route.path, label: doc.title });
          continue;
        }
        const warnings: string[] = [];
        const postAuthorsList = postAuthors(doc, authors, (message) => warnings.push(message));
        for (const message of warnings) actions.report([], [{ file: relative(process.cwd(), plan.docsDir) || plan.docsDir, line: 1, column: 1, message: `${doc.permalink}: ${message}` }]);
        // The excerpt is the list's, and the authors are resolved: the page's data has neither as written.
        const { authors: _written, truncated, ...rest } = doc;
        void _written;
        const data: BlogPostData = { ...rest, blog: { ...(doc.date ? { date: doc.date } : {}), authors: postAuthorsList, showReadingTime: settings.showReadingTime } };
        pages.push({ path: route.path, title: route.title, data });
        if (!doc.unlisted) posts.push({ title: doc.title, permalink: doc.permalink, description: doc.description, ...(truncated ? { excerpt: truncated } : { excerpt: rest.body, whole: true }), ...(doc.date ? { date: doc.date } : {}), ...(settings.showReadingTime ? { readingTime: doc.readingTime } : {}), authors: postAuthorsList, ...(doc.tags ? { tags: doc.tags } : {}) });
      }
      addListPages(posts.sort(byDate((post) => docs.get(post.permalink)?.id ?? post.permalink)), settings, root, actions);
      const say = localeText(config);
      if (settings.archiveBasePath !== null) {
        const archive: BlogArchiveProps = { posts: posts.map(({ title, permalink, date }) => ({ title, permalink, ...(date ? { date } : {}) })) };
        actions.addRoute({ path: `${root}${trimSlashes(settings.archiveBasePath)}`, component: BLOG_ARCHIVE_COMPONENT, title: say('Archive'), data: archive as unknown as JsonValue });
      }
      addTagPages(posts, tagPages, tagsIndex, settings, say, actions);
      addAuthorPages(posts, authors, authorsRoot, settings, say, actions);
      // The posts' pages, each with the newest posts beside it (known once every post is).
      const sidebar = recentPosts(posts, settings);
      for (const page of pages) {
        const data = sidebar ? { ...page.data, blog: { ...page.data.blog, sidebar } } : page.data;
        actions.addRoute({ path: page.path, component: BLOG_POST_COMPONENT, title: page.title, data: data as unknown as JsonValue, ...(page.data.unlisted ? { noIndex: true } : {}) });
      }
      const feeds = feedTypes(settings.feedOptions.type);
      if (feeds.length > 0) actions.addFiles(blogFeeds(feeds, { title: `${config.title} Blog`, description: settings.blogDescription, origin: config.url, root }, posts, root.slice(config.baseUrl.length)));
      // The pipeline's page files give way to the plugin's, but for the images.
      const pageFiles = new Set(content.routes.flatMap((route) => (route.data !== undefined ? [route.data.slice(config.baseUrl.length)] : [])));
      actions.addFiles(new Map([...content.files].filter(([path]) => path !== content.sidebarsFile && !pageFiles.has(path))));
      actions.addPageStylesheet(content.codeCssFile);
      actions.report([...content.errors, ...errors], content.warnings);
    },
    ...contentBuildHooks,
    getPathsToWatch: () => [plan.docsDir, ...translatedFolders(config, plan)],
  };
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

type Say = ReturnType<typeof localeText>;
type Actions = Parameters<NonNullable<InternalPlugin['contentLoaded']>>[0]['actions'];

/** The list of tags (at `tagsIndex`, where the pipeline put the docs-style one) and each tag's posts. */
function addTagPages(posts: readonly BlogPostSummary[], tagPages: readonly { readonly path: string; readonly label: string }[], tagsIndex: string | undefined, settings: BlogSettings, say: Say, actions: Actions): void {
  const tags: BlogTagsProps['tags'][number][] = [];
  for (const tag of tagPages) {
    const tagged = posts.filter((post) => post.tags?.some((postTag) => postTag.permalink === tag.path));
    const label = tagged.flatMap((post) => post.tags ?? []).find((postTag) => postTag.permalink === tag.path)?.label ?? tag.label;
    if (tagged.length > 0) tags.push({ label, permalink: tag.path, count: tagged.length });
    const title = tagPageTitle(say, label, tagged.length);
    addListPages(tagged, settings, `${tag.path}/`, actions, { title, description: '', tag: { label, count: tagged.length }, ...(tagsIndex ? { allTags: tagsIndex } : {}) });
  }
  if (tagsIndex) actions.addRoute({ path: tagsIndex, component: BLOG_TAGS_COMPONENT, title: say('Tags'), data: { tags } as unknown as JsonValue });
}

/** With an authors file, the list of authors; and for each author with a page, the list of their posts. */
function addAuthorPages(posts: readonly BlogPostSummary[], authors: AuthorsMap, authorsRoot: string, settings: BlogSettings, say: Say, actions: Actions): void {
  if (authors.size === 0) return;
  actions.addRoute({ path: authorsRoot, component: BLOG_AUTHORS_COMPONENT, title: say('Authors'), data: authorsList(authors, posts) as unknown as JsonValue });
  for (const author of authors.values()) {
    if (!author.page) continue;
    const theirs = posts.filter((post) => post.authors.includes(author));
    const title = authorPageTitle(say, author.name, theirs.length);
    addListPages(theirs, settings, `${author.page}/`, actions, { title, description: author.description ?? '', author, allAuthors: authorsRoot });
  }
}

/** A text of the theme's in the locale's words (the theme's translations), its `{placeholders}` filled. */
function localeText(config: Pick<ResolvedConfig, 'locale'>): (text: string, values?: Readonly<Record<string, string | number>>) => string {
  const table = config.locale?.translations.theme ?? {};
  return (text, values) => (table[text] ?? text).replace(/\{(\w+)\}/g, (all, name: string) => (values && Object.hasOwn(values, name) ? String(values[name]) : all));
}

/**
 * A list of posts, `postsPerPage` to a page: the first at `root` (the blog's, or a tag's), the
 * others at `page/N` under it; `heading` in place of the blog's title and description (a tag's page).
 */
function addListPages(
  posts: readonly BlogPostSummary[],
  settings: BlogSettings,
  root: string,
  actions: Actions,
  heading: Pick<BlogListData, 'title' | 'description' | 'allTags' | 'tag' | 'author' | 'allAuthors'> = { title: settings.blogTitle, description: settings.blogDescription },
): void {
  const pages = Math.max(1, Math.ceil(posts.length / settings.postsPerPage));
  const pathOf = (page: number) => (page === 1 ? root.replace(/\/$/, '') || '/' : `${root}page/${page}`);
  for (let page = 1; page <= pages; page++) {
    const data: BlogListData = {
      ...heading,
      page,
      pages,
      ...(page > 1 ? { previous: pathOf(page - 1) } : {}),
      ...(page < pages ? { next: pathOf(page + 1) } : {}),
      posts: posts.slice((page - 1) * settings.postsPerPage, page * settings.postsPerPage),
    };
    actions.addRoute({ path: pathOf(page), component: BLOG_LIST_COMPONENT, title: page === 1 ? heading.title : `${heading.title} (page ${page})`, ...(heading.description ? { description: heading.description } : {}), data: data as unknown as JsonValue });
  }
}
