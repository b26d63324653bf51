/**
 * The page of each doc: its JSON file and route, its search entry, the images it shows, and the
 * problems with its tags. Docs are written in scan order, which is the order of the site's routes.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { toDocJson } from '../doc-json.js';
import { ContentError } from '../errors.js';
import { publishedBytes } from '../plugins/images.js';
import type { DocJson, DocTag, SearchSource } from '../schema.js';
import { show } from '../validation.js';
import type { AssembleInput, PlacedDoc, PlacedEntry } from './assemble-input.js';
import { currentCategory, docCards, withDocCards } from './doc-cards.js';
import { editUrlOf } from './edit-url.js';
import { titleOf, type Navigation } from './navigation.js';
import { addPage, imageOf, type SiteOutput } from './page-files.js';
import { resolveDocTags, type RefusedTag, type TagDefinition, type TaggedDoc } from './tags.js';
import { DATED_PATH } from './place-docs.js';

/** The site's tags: the tags file's definitions, and the URL the tag pages go under. */
export interface SiteTags {
  readonly defined: ReadonlyMap<string, TagDefinition> | undefined;
  readonly root: string;
}

/** Adds every doc's page to `out`; gives the listed docs that have tags, for the tag pages. */
export async function addDocPages(input: AssembleInput, nav: Navigation, descriptions: ReadonlyMap<string, string>, tags: SiteTags, out: SiteOutput): Promise<TaggedDoc[]> {
  const tagged: TaggedDoc[] = [];
  for (const entry of input.processed) {
    const { doc, data } = entry;
    const fm = data.frontMatter;
    const docTags = fm.tags ? resolveDocTags(fm.tags, tags.defined, tags.root) : undefined;
    if (docTags) reportTagProblems(doc, docTags, input, out);
    const sidebar = fm.displayed_sidebar === null ? null : (fm.displayed_sidebar !== undefined ? (input.sidebarPrefix ?? '') + fm.displayed_sidebar : (nav.sidebarOf.get(doc.id) ?? null));
    const title = titleOf(doc, data);
    const { json, text } = docJson(entry, { title, sidebar, tags: docTags?.tags }, input, nav, descriptions, out);
    // A tag page lists each doc with what its card shows (Docusaurus' description: the frontmatter's, else the doc's first line).
    if (docTags && docTags.tags.length > 0 && fm.unlisted !== true) tagged.push({ title, permalink: doc.permalink, description: descriptions.get(doc.id) ?? json.description, tags: docTags.tags });
    addPage(out, input.baseUrl, json, { id: doc.id, permalink: doc.permalink, title, sidebar }, new Set(data.ids), text);
    // An unlisted doc is reachable only by its link: no search hit leads to it.
    if (fm.unlisted !== true) out.search.push(searchSource(entry, json, title, sidebar, nav));
    await copyImages(entry, input, out);
  }
  return tagged;
}

/** A doc's tags that the tags file does not define (as `onInlineTags` says), and tags that cannot have a page. */
function reportTagProblems(doc: PlacedDoc, docTags: { readonly undefinedLabels: readonly string[]; readonly refused: readonly RefusedTag[] }, input: AssembleInput, out: SiteOutput): void {
  const undefinedLabels = docTags.undefinedLabels;
  if (undefinedLabels.length > 0 && input.onInlineTags !== 'ignore') {
    const message = `Tag${undefinedLabels.length === 1 ? '' : 's'} ${undefinedLabels.map((t) => `"${t}"`).join(', ')} ${undefinedLabels.length === 1 ? 'is' : 'are'} not defined in ${input.tagsFile ? basename(input.tagsFile.file) : 'the tags file'}.`;
    const hint = `Add ${undefinedLabels.length === 1 ? 'it' : 'them'} to the tags file, or use a tag it defines (docs.onInlineTags decides whether this stops the build).`;
    const at = { line: doc.tagsLine ?? 1, column: 1 };
    if (input.onInlineTags === 'throw') out.errors.push(new ContentError(doc.label, at, message, hint));
    else out.warnings.push({ file: doc.label, ...at, message });
  }
  for (const { label: tag, segment, problem } of docTags.refused) {
    out.errors.push(new ContentError(doc.label, { line: doc.tagsLine ?? 1, column: 1 }, `The tag ${show(tag)} cannot have a page: its URL part ${show(segment)} ${problem}.`, 'Give the tag a permalink of letters, digits, "-" and "_" (in the doc or the tags file), or a shorter label.'));
  }
}

/**
 * A doc's JSON text by its processed doc, with the page facts it was made with. The dev server's
 * memory cache gives a build the same processed doc object for every doc that did not change, and
 * the same facts make the same text: writing every doc's JSON again was 60 of the 140 ms the
 * content of a 1,000-doc site took after an edit. A doc with doc cards is written each time (its
 * cards show other docs).
 */
const docTexts = new WeakMap<object, { readonly facts: string; readonly text: string }>();

/** A doc's JSON and its text: its body (with its doc cards filled in), its place in the sidebar, and its page facts. */
function docJson(entry: PlacedEntry, page: { title: string; sidebar: string | null; tags: readonly DocTag[] | undefined }, input: AssembleInput, nav: Navigation, descriptions: ReadonlyMap<string, string>, out: SiteOutput): { json: DocJson; text: string } {
  const { doc, data } = entry;
  const fm = data.frontMatter;
  const { sidebar } = page;
  const around = nav.neighbours(doc.id, sidebar);
  const previous = fm.pagination_prev !== undefined ? nav.linkTo(fm.pagination_prev) : around.previous;
  const next = fm.pagination_next !== undefined ? nav.linkTo(fm.pagination_next) : around.next;
  const updated = fm.last_update?.date === undefined ? undefined : Date.parse(fm.last_update.date);
  const editUrl = editUrlOf(fm, doc.source.sourcePath, doc.label, input.editUrl, out.errors);
  const cards = () => docCards(currentCategory(sidebar ? (nav.sidebars[sidebar] ?? []) : [], doc.id)?.items ?? [], descriptions);
  // A blog post without a `date` is of the date in its file name.
  const dated = input.datedSlugs && fm.date === undefined ? DATED_PATH.exec(doc.source.sourcePath) : null;
  const withDate = dated ? { ...data, frontMatter: { ...fm, date: `${dated[1]}-${dated[2]}-${dated[3]}` } } : data;
  const withCards = Boolean(data.components?.['DocCardList']);
  const facts = {
    id: doc.id,
    permalink: doc.permalink,
    title: page.title,
    sidebar,
    previous,
    next,
    lastUpdatedAt: input.lastUpdated ? (updated ?? input.gitTimes.get(doc.source.absolutePath)) : undefined,
    lastUpdatedBy: input.lastUpdated ? fm.last_update?.author : undefined,
    // A page hides only the title it would add; a `# heading` written at the top of the body is the doc's own.
    hideTitle: fm.hide_title === true && data.firstH1 === undefined,
    contentTitle: data.firstH1,
    image: imageOf(fm.image, input.baseUrl),
    tags: page.tags,
    editUrl,
  };
  const json = toDocJson(withCards ? { ...withDate, body: withDocCards(data.body, cards) } : withDate, facts);
  if (withCards) return { json, text: JSON.stringify(json) };
  // The text depends on the processed doc and these facts only (and on the dated slugs setting, fixed for a site).
  const key = JSON.stringify([facts, input.datedSlugs === true]);
  const known = docTexts.get(data);
  if (known?.facts === key) return { json, text: known.text };
  const text = JSON.stringify(json);
  docTexts.set(data, { facts: key, text });
  return { json, text };
}

/** A doc's entry in the search index. */
function searchSource({ doc, data }: PlacedEntry, json: DocJson, title: string, sidebar: string | null, nav: Navigation): SearchSource {
  return {
    docId: doc.id,
    url: doc.permalink,
    title,
    description: json.description,
    keywords: json.keywords,
    // Categories leading to the doc (the doc itself is the hit's title).
    breadcrumbs: ((sidebar ? nav.paths.get(sidebar)?.get(doc.id) : undefined) ?? []).slice(0, -1).flatMap((item) => (item.type === 'html' ? [] : [item.label])),
    sections: data.sections,
  };
}

/** Copies the images a doc shows into the output; one that cannot be read is an error at the doc. */
async function copyImages({ doc, data }: PlacedEntry, input: AssembleInput, out: SiteOutput): Promise<void> {
  for (const image of data.images) {
    // Read again (a cached doc's images are not in the cache); SVGs are sanitized on the way.
    try {
      out.files.set(image.publicUrl.slice(input.baseUrl.length), publishedBytes(image.absolutePath, await readFile(image.absolutePath)));
    } catch (error) {
      out.errors.push(new ContentError(doc.label, { line: 1, column: 1 }, `Image ${input.label(image.absolutePath)} could not be copied: ${(error as Error).message}.`, 'Check that the file is there and is a plain image.'));
    }
  }
}
