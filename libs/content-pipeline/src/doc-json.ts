/** `toDocJson()`: the pure step from a processed doc to the `DocJson` artifact. */
import { SCHEMA_VERSION, type DocHead, type DocJson, type DocLink, type DocTag, type FrontMatter, type HNode, type TocItem } from './schema.js';

/** Words per minute used for the reading-time estimate. */
export const WORDS_PER_MINUTE = 200;

/** Facts about a doc that come from the site, not from the file itself. */
export interface DocSiteFacts {
  readonly id: string;
  readonly permalink: string;
  readonly title: string;
  readonly sidebar: string | null;
  readonly previous?: DocLink | undefined;
  readonly next?: DocLink | undefined;
  readonly lastUpdatedAt?: number | undefined;
  readonly lastUpdatedBy?: string | undefined;
  /** True when the page shows no title above the body. */
  readonly hideTitle?: boolean | undefined;
  /** The doc's opening `# heading`, when it has one. */
  readonly contentTitle?: string | undefined;
  /** The social card image's URL (a path under the site, or a full URL). */
  readonly image?: string | undefined;
  readonly tags?: readonly DocTag[] | undefined;
  readonly editUrl?: string | undefined;
}

/** What `toDocJson` needs from processing (a `ProcessedDoc` fits). */
export interface DocFacts {
  readonly body: readonly HNode[];
  readonly frontMatter: FrontMatter;
  readonly firstParagraph?: string;
  readonly toc: readonly TocItem[];
  readonly wordCount: number;
  /** Components loaded with the page: name -> `module#export`. */
  readonly components?: Readonly<Record<string, string>>;
  /** What the doc's `<Head>` gives its page. */
  readonly head?: DocHead;
  /** A blog post's body up to its `truncate` marker, when it has one. */
  readonly truncated?: readonly HNode[];
  /** The opening h1's content, when it has markup. */
  readonly titleBody?: readonly HNode[];
}

/** Trims a description to about 160 characters on a word boundary. */
export function summarize(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : max).replace(/[,;:.\s]+$/, '')}…`;
}

/** Builds the artifact. Pure: same inputs, same output. */
export function toDocJson(doc: DocFacts, site: DocSiteFacts): DocJson {
  const fm = doc.frontMatter;
  return {
    schemaVersion: SCHEMA_VERSION,
    id: site.id,
    permalink: site.permalink,
    title: site.title,
    description: fm.description ?? summarize(doc.firstParagraph ?? ''),
    keywords: fm.keywords ?? [],
    sidebar: site.sidebar,
    toc: doc.toc,
    hideTableOfContents: fm.hide_table_of_contents ?? false,
    body: doc.body,
    ...(site.previous ? { previous: site.previous } : {}),
    ...(site.next ? { next: site.next } : {}),
    ...(site.lastUpdatedAt ? { lastUpdatedAt: site.lastUpdatedAt } : {}),
    // Rounded up, as Docusaurus shows a post's reading time (a 250-word post: 2 min).
    readingTime: Math.max(1, Math.ceil(doc.wordCount / WORDS_PER_MINUTE)),
    unlisted: fm.unlisted ?? false,
    ...(site.hideTitle ? { hideTitle: true } : {}),
    ...(site.contentTitle !== undefined && site.contentTitle !== site.title ? { contentTitle: site.contentTitle } : {}),
    ...(doc.titleBody && !site.hideTitle ? { titleBody: doc.titleBody } : {}),
    ...(site.image ? { image: site.image } : {}),
    ...(doc.head ? { head: doc.head } : {}),
    ...(site.tags && site.tags.length > 0 ? { tags: site.tags } : {}),
    ...(site.editUrl ? { editUrl: site.editUrl } : {}),
    ...(site.lastUpdatedBy ? { lastUpdatedBy: site.lastUpdatedBy } : {}),
    ...(doc.components && Object.keys(doc.components).length > 0 ? { components: doc.components } : {}),
    ...(doc.truncated ? { truncated: doc.truncated } : {}),
    ...(fm.date !== undefined ? { date: fm.date } : {}),
    ...(fm.authors !== undefined ? { authors: fm.authors } : {}),
  };
}
