/**
 * The documents of an index, from the pipeline's search sources: per page, its metadata (title,
 * keywords, description), the text before its first heading, then one document per section.
 * A hit is a page (its first two documents together) or a section.
 */
import type { SearchSource } from '@hpcdocs/content-pipeline/schema';

/** The searchable fields of a document, by field name. */
export interface DocumentFields {
  readonly title?: string;
  readonly keywords?: string;
  readonly description?: string;
  readonly heading?: string;
  readonly content?: string;
  /** Text of the subsections of a heading that has none of its own. */
  readonly subtext?: string;
  /** Text of code blocks. */
  readonly code?: string;
}

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

/** The searchable fields of each document of a page, in document order. */
export function documentFieldsOf(page: IndexPage): DocumentFields[] {
  return [
    { title: page.title, keywords: page.keywords.join(', ') },
    { description: page.description },
    { content: page.intro, code: page.introCode },
    ...page.sections.map((s) => (s.borrowed ? { heading: s.heading, subtext: s.text } : { heading: s.heading, content: s.text, code: s.code })),
  ];
}
