/**
 * A doc's frontmatter is read once per build: the first pass (which places docs by `id` and
 * `slug`) hands its reading to processing. The proof is a handed-over reading that differs from
 * the text: processing must report the reading it was given, not read the YAML again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter, type CodeHighlighter } from '../src/index.js';
import { parseFrontMatter } from '../src/plugins/frontmatter.js';
import { processDoc } from '../src/site/process-doc.js';

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

const text = '---\ntitle: From the text\n---\n\nBody.\n';
const run = (frontMatter?: ReturnType<typeof parseFrontMatter>) =>
  processDoc(
    { label: 'docs/a.md', sourcePath: 'a.md', absolutePath: '/nonexistent/docs/a.md', format: 'md', text, ...(frontMatter ? { frontMatter } : {}) },
    { highlighter, permalinks: new Map(), baseUrl: '/doc/', contentDir: '/nonexistent' },
  );

describe('frontmatter handed over by the build', () => {
  it('should be used as given instead of reading the YAML again', async () => {
    const result = await run(parseFrontMatter('title: Handed over', 2));
    expect(result.errors).toEqual([]);
    expect(result.frontMatter.title).toBe('Handed over');
  });

  it('should be read from the text when nothing is handed over', async () => {
    const result = await run();
    expect(result.errors).toEqual([]);
    expect(result.frontMatter.title).toBe('From the text');
  });

  it('should report the problems of the handed-over reading at their lines', async () => {
    // Placed at line 40 so a second reading of the text (whose YAML starts at line 2) would show.
    const reading = parseFrontMatter('title: [unclosed', 40);
    expect(reading.problems.length).toBeGreaterThan(0);
    const result = await run(reading);
    expect(result.errors.map((error) => error.line)).toEqual(reading.problems.filter((problem) => problem.severity !== 'warning').map((problem) => problem.line));
    expect(result.errors[0]?.line).toBeGreaterThanOrEqual(40);
  });
});
