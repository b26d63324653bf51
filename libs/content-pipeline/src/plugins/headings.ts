/**
 * Heading ids and the table of contents: GitHub-style unique slugs, explicit ids written
 * `## Title {#custom-id}`, and a TOC of levels 2-3 unless the frontmatter says otherwise.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { nodesOfType } from './walk.js';
import { docData, report } from './context.js';

const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-][\w.:-]*)\}\s*$/;

/** Pulls a trailing `{#id}` out of a heading, in Markdown text or as an MDX expression. */
function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (!last) return undefined;
  if (last.type === 'text') {
    const match = EXPLICIT_ID.exec(last.value);
    if (!match) return undefined;
    (last as Text).value = last.value.slice(0, match.index);
    if ((last as Text).value === '') heading.children.pop();
    return match[1];
  }
  // In MDX, `{#id}` parses as an expression whose source is `#id`.
  const node = last as unknown as { type: string; value?: string };
  if (node.type === 'mdxTextExpression' && node.value && /^#[\w.:-]+$/.test(node.value.trim())) {
    heading.children.pop();
    const prev = heading.children.at(-1);
    if (prev?.type === 'text') prev.value = prev.value.trimEnd();
    return node.value.trim().slice(1);
  }
  return undefined;
}

/** Assigns ids to headings and records the TOC and the first h1. */
export const remarkHeadings: Plugin<[], Root> = () => (tree, file) => {
  const data = docData(file);
  const slugger = new GithubSlugger();
  const min = data.frontMatter.toc_min_heading_level ?? 2;
  const max = data.frontMatter.toc_max_heading_level ?? 3;
  for (const heading of nodesOfType<Heading>(tree, 'heading')) {
    const explicit = takeExplicitId(heading);
    const text = toString(heading).trim();
    if (heading.depth === 1) {
      data.firstH1 ??= text;
      continue;
    }
    let id: string;
    if (explicit) {
      if (data.ids.has(explicit)) {
        report(file, heading, `Duplicate heading id "#${explicit}".`, 'Give each heading a unique {#id}.');
      }
      id = explicit;
      slugger.slug(explicit); // reserve it, so a later generated slug cannot collide
    } else {
      id = slugger.slug(text);
    }
    data.ids.add(id);
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    if (heading.depth >= min && heading.depth <= max) {
      data.toc.push({ id, value: text, level: heading.depth });
    }
  }
};
