/**
 * Heading ids and the table of contents: GitHub-style unique slugs, explicit ids written
 * `## Title {#custom-id}`, and a TOC of levels 2-3 unless the frontmatter says otherwise. An h1
 * that opens the doc is its title: it is taken out of the body (the page shows the title as its
 * heading) and named the doc's title when the frontmatter gives none. An h1 further down is an
 * ordinary heading.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root, RootContent, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { nodesOfType } from './walk.js';
import { docData, report } from './context.js';
import { emojify } from './emoji.js';

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

/** Nodes that may come before the title without making it part of the body: metadata and comments. */
function isPreamble(node: RootContent): boolean {
  const type = node.type as string;
  if (type === 'yaml' || type === 'toml' || type === 'mdxjsEsm' || type === 'definition') return true;
  if (node.type === 'html') return /^\s*<!--[\s\S]*-->\s*$/.test(node.value);
  const value = (node as { value?: unknown }).value;
  return type === 'mdxFlowExpression' && typeof value === 'string' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(value);
}

/**
 * Takes the h1 that opens the doc out of the tree and returns its text. An h1 with markup
 * (`# [Codec tables](…)`, `# The \`run\` command`) stays where it is, marked, for the body's
 * later passes to resolve its links and code (see `DocData.titleInBody`).
 */
function takeTitle(tree: Root): { text: string; inBody: boolean } | undefined {
  const index = tree.children.findIndex((node) => !isPreamble(node));
  const opening = tree.children[index];
  if (opening?.type !== 'heading' || opening.depth !== 1) return undefined;
  takeExplicitId(opening);
  const inBody = opening.children.some((child) => child.type !== 'text');
  if (inBody) opening.data = { ...opening.data, hpcTitle: true } as Heading['data'];
  else tree.children.splice(index, 1);
  return { text: toString(opening).trim(), inBody };
}

function isTitle(heading: Heading): boolean {
  return (heading.data as { hpcTitle?: boolean } | undefined)?.hpcTitle === true;
}

/** Assigns ids to headings and records the TOC and the title (an opening h1). */
export const remarkHeadings: Plugin<[], Root> = () => (tree, file) => {
  const data = docData(file);
  const title = takeTitle(tree);
  if (title !== undefined) data.firstH1 = emojify(title.text);
  if (title?.inBody) data.titleInBody = true;
  const slugger = new GithubSlugger();
  const min = data.frontMatter.toc_min_heading_level ?? 2;
  const max = data.frontMatter.toc_max_heading_level ?? 3;
  for (const heading of nodesOfType<Heading>(tree, 'heading')) {
    if (isTitle(heading)) continue;
    const explicit = takeExplicitId(heading);
    const text = toString(heading).trim();
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
      // The id is the slug of the shortcodes as typed; the entry shows their emoji (see emoji.ts).
      data.toc.push({ id, value: emojify(text), level: heading.depth });
    }
  }
};
