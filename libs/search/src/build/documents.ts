/**
 * The documents of an index, from the pipeline's search sources: per page, the page itself (title,
 * keywords, description, the text before its first heading), then one document per section.
 * A hit is a page or a section.
 */
import type { SearchSource } from '@hpcdocs/content-pipeline/schema';
import type { IndexDocument } from '../minisearch-config.js';

/** One section of a page, as stored for hits. */
export interface PageSection {
  readonly heading: string;
  readonly anchor: string;
  readonly text: string;
  /** Text of its code blocks. */
  readonly code: string;
  /** The text is its subsections' (a heading with no text of its own). */
  readonly borrowed?: boolean;
}

/** A page and its documents. */
export interface IndexPage {
  readonly url: string;
  readonly title: string;
  readonly breadcrumbs: readonly string[];
  readonly description: string;
  readonly keywords: readonly string[];
  /** Text before the first heading, and of its code blocks. */
  readonly intro: string;
  readonly introCode: string;
  readonly sections: readonly PageSection[];
}

export { DOCS_BEFORE_SECTIONS } from '../format.js';

/**
 * The pages of the index in source order. A section without an anchor cannot be linked, so its text
 * joins the text before it. A heading with no text of its own heads its subsections (`Copy from your
 * computer` over `Prerequisites`, `Steps`): it takes their text, as a reader sees it below it.
 */
export function pagesOf(sources: readonly SearchSource[]): IndexPage[] {
  return sources.map((src) => {
    const join = (a: string, b: string) => (a && b ? `${a} ${b}` : a || b);
    let intro = '';
    let introCode = '';
    const sections: (PageSection & { level: number })[] = [];
    for (const section of src.sections) {
      const text = section.text.trim();
      const code = (section.code ?? '').trim();
      if (section.id && section.heading.trim()) sections.push({ heading: section.heading, anchor: section.id, text, code, level: section.level });
      else {
        const last = sections.at(-1);
        if (last) sections[sections.length - 1] = { ...last, text: join(last.text, text), code: join(last.code, code) };
        else {
          intro = join(intro, text);
          introCode = join(introCode, code);
        }
      }
    }
    const filled = sections.map((section, i): PageSection => {
      if (section.text || section.code) return { heading: section.heading, anchor: section.anchor, text: section.text, code: section.code };
      const below: string[] = [];
      // By index: a copy of the sections after each empty heading made a page of many headings quadratic.
      for (let j = i + 1; j < sections.length; j++) {
        const next = sections[j] as (typeof sections)[number];
        if (next.level <= section.level) break;
        if (next.text) below.push(next.text);
      }
      return { heading: section.heading, anchor: section.anchor, text: below.join(' '), code: '', borrowed: true };
    });
    return { url: src.url, title: src.title, breadcrumbs: src.breadcrumbs, description: src.description.trim(), keywords: src.keywords, intro, introCode, sections: filled };
  });
}

/** A field's text, left out when empty (MiniSearch then counts no length for it). */
const field = <K extends string>(name: K, text: string): Partial<Record<K, string>> => (text ? ({ [name]: text } as Record<K, string>) : {});

/** The MiniSearch documents of a page, numbered from `firstId`: the page, then each section. */
export function indexDocumentsOf(page: IndexPage, firstId: number): IndexDocument[] {
  const parent = [page.title, ...page.keywords].join(', ');
  return [
    { id: firstId, ...field('title', page.title), ...field('keywords', page.keywords.join(', ')), ...field('description', page.description), ...field('content', page.intro), ...field('code', page.introCode) },
    ...page.sections.map(
      (s, i): IndexDocument =>
        s.borrowed
          ? { id: firstId + 1 + i, ...field('heading', s.heading), ...field('parent', parent), ...field('subtext', s.text) }
          : { id: firstId + 1 + i, ...field('heading', s.heading), ...field('parent', parent), ...field('content', s.text), ...field('code', s.code) },
    ),
  ];
}
