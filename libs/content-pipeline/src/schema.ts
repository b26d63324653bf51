/**
 * The contract between the build (`@hpcdocs/content-pipeline`) and browser code: types, plus two
 * constants (the schema version and the content-component table). Browser code imports from
 * `@hpcdocs/content-pipeline/schema`; this module imports nothing, so importing it never pulls
 * unified or Node into a bundle.
 */

/** Version of every JSON artifact the pipeline writes. Bump on any incompatible change. */
export const SCHEMA_VERSION = 1 as const;

/** A JSON value: what a component prop written as a literal list or object carries. */
export type HJson = string | number | boolean | null | readonly HJson[] | { readonly [key: string]: HJson };

/**
 * Props of a rendered element, already in React's naming (`className`, `htmlFor`, `aria-*`).
 * HTML elements only get strings, numbers and booleans; components may also get lists and objects
 * (read from literals or filled in by the build, never evaluated).
 */
export interface HProps {
  readonly [name: string]: HJson | undefined;
}

/**
 * Compact, React-ready tree: a string is a text node; an array is
 * `[tagOrComponent, props | null, ...children]`. Lower-case tags are HTML elements; capitalised
 * tags name entries of {@link CONTENT_COMPONENTS} (rendered by the theme's component table) or the
 * site's own components.
 */
export type HNode = string | HElement;
export type HElement = readonly [tag: string, props: HProps | null, ...children: HNode[]];

/** One entry of a page's table of contents (a type, not an interface, so it is JSON as `HJson` reads it). */
export type TocItem = {
  readonly id: string;
  /** Plain text of the heading. */
  readonly value: string;
  readonly level: number;
};

/** One card of a `DocCardList`: a doc or a category of the sidebar, as the build found it. */
export type DocCardItem = {
  readonly type: 'link' | 'category';
  readonly label: string;
  readonly href: string;
  /** The doc's description (its front matter's or its first paragraph), or the category's. */
  readonly description?: string;
  /** Number of items of a category. */
  readonly count?: number;
};

/**
 * How a content component's prop is carried in the JSON: a primitive, or a list the build fills
 * in (`toc`: the page's headings; `cards`: sidebar items) or read from a literal (`json`).
 */
export type ContentPropType = 'string' | 'number' | 'boolean' | 'toc' | 'cards' | 'json';

/**
 * What a content component's children are: `none`; `flow` (block content, so whitespace between
 * its children is dropped); `inline` (phrasing content, whitespace kept); `lines` (the
 * highlighted lines of a code block); `tab-items` (`TabItem` elements).
 */
export type ContentChildren = 'none' | 'flow' | 'inline' | 'lines' | 'tab-items';

/** One entry of {@link CONTENT_COMPONENTS}. */
export interface ContentComponentSpec {
  /** Props the JSON may carry, with their types; nothing else is passed. */
  readonly props: Readonly<Record<string, ContentPropType>>;
  /** Props every element of this component carries. */
  readonly required: readonly string[];
  readonly children: ContentChildren;
  /**
   * Loaded with the pages that use it rather than with the app: a page lists it in
   * `DocJson.components`, so pages without it do not pay for its code.
   */
  readonly perPage: boolean;
}

/**
 * The built-in content components: the one contract between the pipeline (which emits them) and
 * the theme (which renders them). The pipeline's MDX table and sanitizer allowlist are derived
 * from it, and the theme's component table is typed against it, so a prop one side knows and the
 * other does not is a type error.
 */
export const CONTENT_COMPONENTS = {
  CodeBlock: { props: { code: 'string', language: 'string', title: 'string', showLineNumbers: 'number' }, required: ['code'], children: 'lines', perPage: false },
  Admonition: { props: { type: 'string', title: 'string', className: 'string' }, required: ['type'], children: 'flow', perPage: false },
  /** An admonition's title written with markup (`:::note[**Bold** title]`): its first child. */
  AdmonitionTitle: { props: {}, required: [], children: 'inline', perPage: false },
  Tabs: { props: { groupId: 'string', defaultValue: 'string', className: 'string', lazy: 'boolean', queryString: 'string' }, required: [], children: 'tab-items', perPage: false },
  TabItem: { props: { value: 'string', label: 'string', default: 'boolean', className: 'string' }, required: ['value'], children: 'flow', perPage: false },
  Details: { props: { summary: 'string', open: 'boolean', className: 'string' }, required: [], children: 'flow', perPage: false },
  DocCardList: { props: { items: 'cards', className: 'string' }, required: ['items'], children: 'none', perPage: true },
  TOCInline: { props: { toc: 'toc', minHeadingLevel: 'number', maxHeadingLevel: 'number' }, required: ['toc'], children: 'none', perPage: true },
  /** A Mermaid diagram's source (`markdown.mermaid`), drawn in the browser. */
  Mermaid: { props: { value: 'string' }, required: ['value'], children: 'none', perPage: true },
} as const satisfies Readonly<Record<string, ContentComponentSpec>>;

/** Name of a built-in content component. */
export type ContentComponentName = keyof typeof CONTENT_COMPONENTS;

/** The TypeScript type of a prop of type `T`. */
export type ContentPropValue<T> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'toc'
        ? readonly TocItem[]
        : T extends 'cards'
          ? readonly DocCardItem[]
          : HJson;

type SpecOf<N extends ContentComponentName> = (typeof CONTENT_COMPONENTS)[N];
type RequiredOf<N extends ContentComponentName> = SpecOf<N>['required'][number] & keyof SpecOf<N>['props'];

/** The props a built-in component gets from the JSON (required ones always, the rest when written). */
export type ContentComponentProps<N extends ContentComponentName> = {
  readonly [K in RequiredOf<N>]: ContentPropValue<SpecOf<N>['props'][K]>;
} & {
  readonly [K in Exclude<keyof SpecOf<N>['props'], RequiredOf<N>>]?: ContentPropValue<SpecOf<N>['props'][K]>;
};

/** A `<meta>` or `<link>` tag a doc's `<Head>` gives its page, with its attributes. */
export interface HeadTag {
  readonly tag: 'meta' | 'link';
  readonly attributes: Readonly<Record<string, string>>;
}

/**
 * What a doc's `<Head>` (Docusaurus' `@docusaurus/Head`, or `<head>`) gives its page: a `<title>`
 * that is the whole tab title, and `<meta>` and `<link>` tags; a tag naming the same `name`,
 * `property` or `rel="canonical"` as one of the page's own replaces it.
 */
export interface DocHead {
  readonly title?: string;
  readonly tags?: readonly HeadTag[];
}

/** A link to another doc (pagination, breadcrumbs). */
export interface DocLink {
  readonly title: string;
  readonly permalink: string;
}

/** A value written in JSON or YAML: what `customProps` and `sidebar_custom_props` may hold. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A tag as frontmatter writes it: a label, or a label with its own URL segment. */
export type FrontMatterTag = string | { readonly label: string; readonly permalink: string };

/** Validated frontmatter keys (Docusaurus-compatible names). */
export interface FrontMatter {
  /** Last part of the doc's id (and of its URL when it has no `slug`). */
  readonly id?: string;
  readonly title?: string;
  /** Hides the title the page would show above the body (a `# heading` written in the body stays). */
  readonly hide_title?: boolean;
  /** Social card image: a URL, or a path under the site. */
  readonly image?: string;
  readonly tags?: readonly FrontMatterTag[];
  readonly sidebar_custom_props?: { readonly [key: string]: JsonValue };
  readonly sidebar_key?: string;
  readonly pagination_label?: string;
  readonly parse_number_prefixes?: boolean;
  readonly custom_edit_url?: string | null;
  readonly last_update?: { readonly date?: string; readonly author?: string };
  readonly description?: string;
  readonly keywords?: readonly string[];
  readonly slug?: string;
  readonly sidebar_label?: string;
  readonly sidebar_position?: number;
  readonly sidebar_class_name?: string;
  readonly displayed_sidebar?: string | null;
  readonly hide_table_of_contents?: boolean;
  readonly toc_min_heading_level?: number;
  readonly toc_max_heading_level?: number;
  readonly pagination_prev?: string | null;
  readonly pagination_next?: string | null;
  readonly draft?: boolean;
  readonly unlisted?: boolean;
  /** A blog post's date (its file name's, when it has one, otherwise). */
  readonly date?: string;
  /** A blog post's authors: keys of the authors file, or the authors written out. */
  readonly authors?: string | FrontMatterAuthor | readonly (string | FrontMatterAuthor)[];
}

/** An author written in a blog post's frontmatter. */
export interface FrontMatterAuthor {
  readonly key?: string;
  readonly name?: string;
  readonly title?: string;
  readonly url?: string;
  readonly image_url?: string;
  readonly imageURL?: string;
}

/** Everything the browser needs to render one doc page. One hashed JSON file per doc. */
export interface DocJson {
  readonly schemaVersion: typeof SCHEMA_VERSION;
  readonly id: string;
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** Sidebar name, or null when the doc renders full width without one. */
  readonly sidebar: string | null;
  readonly toc: readonly TocItem[];
  readonly hideTableOfContents: boolean;
  readonly body: readonly HNode[];
  readonly previous?: DocLink;
  readonly next?: DocLink;
  /** Unix time in ms of the last commit touching the file, when git knows it. */
  readonly lastUpdatedAt?: number;
  /** Estimated reading time in minutes (at least 1). */
  readonly readingTime: number;
  readonly unlisted: boolean;
  /** Set (true) when the page shows no title above its body. */
  readonly hideTitle?: boolean;
  /**
   * The heading the page shows when the doc opens with its own `# heading` and its frontmatter
   * `title` says something else: the heading is what readers see, the title is for the tab, the
   * sidebar and search (as Docusaurus has them).
   */
  readonly contentTitle?: string;
  /**
   * The doc's opening `# heading` as it renders when it has markup (`# [Codec tables](…)`, a
   * `code` span): the page's h1 shows this; `contentTitle`/`title` stay its plain text.
   */
  readonly titleBody?: readonly HNode[];
  /** Social card image, as written (a URL, or a path under the site). */
  readonly image?: string;
  /** What the doc's `<Head>` adds to the page's head. */
  readonly head?: DocHead;
  /** The doc's tags, each with the URL of its tag page. */
  readonly tags?: readonly DocTag[];
  /** Where "Edit this page" leads. */
  readonly editUrl?: string;
  /** Who last updated the doc, when its frontmatter says. */
  readonly lastUpdatedBy?: string;
  /**
   * Components the body uses that are loaded with the page rather than with the app: the name
   * the body gives the component -> the module that provides it, as `path#export`. The path is a
   * site module's, relative to the site's folder (`src/components/Screenshot.tsx#default`), or
   * `@hpcdocs/theme/page-components` for the theme's per-page components. Absent when there are none.
   * A value a doc imports from the site's code and passes to a component is listed the same way
   * (see {@link IMPORT_PROP_PREFIX}).
   */
  readonly components?: Readonly<Record<string, string>>;
  /** A blog post's date (its frontmatter's, else the one in its file name), as written. */
  readonly date?: string;
  /** A blog post's body up to its `<!-- truncate -->` (or `{/* truncate *\/}`) marker, which the blog's list shows; absent without one. */
  readonly truncated?: readonly HNode[];
  /** A blog post's authors, as its frontmatter writes them (the blog resolves keys of its authors file). */
  readonly authors?: FrontMatter['authors'];
}

/**
 * A prop of a site component in a doc body that is a value the doc imports from the site's code
 * (`<PluginList repositories={Official} />` with `import { Official } from '@site/src/data/plugins'`):
 * this prefix, then the name under which `DocJson.components` lists it and the members read of it
 * (`Official.stable`, joined by dots). The renderer passes the module's export, or that member. No text of a doc can make such a string (it starts with a NUL character).
 */
export const IMPORT_PROP_PREFIX = '\u0000import/';

/**
 * A prop of a site component that is markup the doc wrote as its value (`question={<>Can I <code>x</code>?</>}`):
 * this prefix, then the JSON of its sanitized nodes, which the renderer renders as elements.
 */
export const NODES_PROP_PREFIX = '\u0000nodes/';

/** A tag of a doc, with its page. */
export interface DocTag {
  readonly label: string;
  readonly permalink: string;
  readonly description?: string;
}

/** An item of a sidebar tree. */
export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

/** What every sidebar item may carry besides its own fields. */
interface SidebarItemCommon {
  readonly className?: string;
  /** Data for a site's own sidebar components; the theme does not read it. */
  readonly customProps?: { readonly [key: string]: JsonValue };
  /** Tells apart items that share a label (a stable React key). */
  readonly key?: string;
}

export interface SidebarLink extends SidebarItemCommon {
  readonly type: 'link';
  readonly label: string;
  readonly href: string;
  /** Set for links to docs that belong to the sidebar (not for `ref` items or plain links). */
  readonly docId?: string;
  /** Shown on category cards. */
  readonly description?: string;
}

/** Markup in the sidebar (a heading, a divider), already sanitized into the compact tree. */
export interface SidebarHtml extends SidebarItemCommon {
  readonly type: 'html';
  readonly body: readonly HNode[];
  /** Whether it gets the look of a sidebar entry (padding), or none at all. */
  readonly defaultStyle?: boolean;
}

export interface SidebarCategory extends SidebarItemCommon {
  readonly type: 'category';
  readonly label: string;
  /** Shown on category cards. */
  readonly description?: string;
  /** Where the category label links, when it has a link. */
  readonly href?: string;
  readonly docId?: string;
  readonly collapsed: boolean;
  readonly collapsible: boolean;
  readonly items: readonly SidebarItem[];
}

/** The docs data file: sidebars by name (this site has one: `tutorialSidebar`) and the versions. */
export interface SidebarsJson {
  readonly schemaVersion: typeof SCHEMA_VERSION;
  readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
  readonly versions: readonly DocsVersion[];
  /** Each of a site's plugins' global data, by plugin name (a site made by `@hpcdocs/site`). */
  readonly globalData?: Readonly<Record<string, unknown>>;
}

/** A docs version: its name, label and path, whether it is the latest, its main doc and its docs. */
export interface DocsVersion {
  readonly name: string;
  readonly label: string;
  readonly path: string;
  readonly isLast: boolean;
  readonly mainDocId: string;
  readonly docs: readonly { readonly id: string; readonly path: string; readonly sidebar?: string }[];
  /** The banner its pages show above the doc: an older version no longer maintained, or one not yet released. Default none. */
  readonly banner?: 'unreleased' | 'unmaintained';
  /** Whether its pages show a "Version: label" badge (a site with several versions). Default false. */
  readonly badge?: boolean;
  /** What its sidebars' names start with in the site's sidebars (`version-1.0/`); default none. */
  readonly sidebarPrefix?: string;
  /** The docs instance it is a version of; default `default`, the site's own docs. */
  readonly pluginId?: string;
}

/** The route component of a doc page (a doc, a category's generated index, a tag page). */
export const DOC_PAGE_COMPONENT = 'DocPage';

/** One route of the site as the router sees it: small and never lazy. */
export interface RouteEntry {
  /** Exact pathname, including the base URL (`/doc/docs/quickstart/`). */
  readonly path: string;
  /**
   * The component that renders the page, by the name the site's plugins register it under
   * (`DocPage` for a doc, a plugin's own for its pages). Absent on a redirect.
   */
  readonly component?: string;
  /** Target of a redirect route: the route has no page of its own and leads there. */
  readonly to?: string;
  /** Doc id for docs. */
  readonly docId?: string;
  /** Hashed URL of the page's JSON data, which its component gets. */
  readonly data?: string;
  readonly title: string;
  readonly sidebar?: string | null;
}

/** The route table the client loads once, as its own hashed JSON file. */
export interface RoutesJson {
  readonly schemaVersion: typeof SCHEMA_VERSION;
  readonly baseUrl: string;
  readonly routes: readonly RouteEntry[];
  /** Hashed URL of the docs data file (sidebars and versions). */
  readonly sidebars: string;
}

/** One section of a doc's text, for the search index (never rendered HTML). */
export interface SearchSection {
  /** Heading anchor; empty for the text before the first heading. */
  readonly id: string;
  readonly heading: string;
  readonly level: number;
  readonly text: string;
  /** Text of the section's code blocks, apart from its prose (the index weighs it less). */
  readonly code?: string;
}

/** One doc as the search index builder receives it from the pipeline. */
export interface SearchSource {
  readonly docId: string;
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly breadcrumbs: readonly string[];
  readonly sections: readonly SearchSection[];
}
