/**
 * Emoji shortcodes as Docusaurus renders them (its default remark plugins include remark-emoji):
 * the heading keeps the id of what was typed, and shows, lists in the TOC and indexes the emoji.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFolder, docOf } from './content-folder.js';
import { buildContent, createCodeHighlighter, type ContentBuild, type DocJson } from '../src/index.js';

const text = (title: string) =>
  `# ${title}\n\nShipped :+1: and :no-such-emoji: stays, \`:rocket:\` in code stays.\n\n## :muscle: Strength {#strong}\n\n## Ready :white_check_mark:\n\nText.\n\n\`\`\`sh\necho :tada:\n\`\`\`\n`;
const files: Record<string, string> = {
  'docs/plain.md': text(':rocket: Launch'),
  'docs/mdx.mdx': text(':rocket: Launch in MDX'),
};

let contentDir: string;
let build: ContentBuild;
const doc = (id: string): DocJson => docOf(build, id);

beforeAll(async () => {
  contentDir = await contentFolder('hpc-emoji-', files);
  build = await buildContent({ contentDir, baseUrl: '/doc/', git: false, highlighter: await createCodeHighlighter(), labelRoot: contentDir });
});
afterAll(() => rm(contentDir, { recursive: true, force: true }));

describe.each(['plain', 'mdx'])('given a %s doc with emoji shortcodes', (id) => {
  it('should build without errors', () => {
    expect(build.errors.map((e) => e.format())).toEqual([]);
  });

  it('should show the emoji in the title taken from the opening h1', () => {
    expect(doc(id).title).toMatch(/^🚀 Launch/);
  });

  it('should give headings the id of the shortcode as typed and list the emoji in the TOC', () => {
    expect(doc(id).toc.map((t) => [t.id, t.value])).toEqual([
      ['strong', '💪 Strength'],
      ['ready-white_check_mark', 'Ready ✅'],
    ]);
  });

  it('should render known shortcodes as emoji and leave unknown ones and code as typed', () => {
    const body = JSON.stringify(doc(id).body);
    expect(body).toContain('Shipped 👍 and :no-such-emoji: stays');
    expect(body).toContain(':rocket:');
    expect(body).toContain('💪 Strength');
    expect(body).toContain(':tada:');
    expect(body).not.toContain(':muscle:');
  });

  it('should index the emoji in the search text', () => {
    const source = build.search.find((s) => s.docId === id);
    expect(source?.sections.map((s) => s.heading)).toContain('💪 Strength');
  });
});
