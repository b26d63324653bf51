import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { docData } from './context.js';
import { MAX_HEADINGS, MAX_LINKS, remarkParseLimits } from './parse-limits.js';

/** Parses `document` with the limits; its errors, formatted, and what is left of its tree. */
function parsed(document: string): { readonly errors: string[]; readonly children: number } {
  const processor = unified().use(remarkParse).use(remarkParseLimits, { format: 'md' });
  const file = new VFile({ path: 'docs/big.md', value: document });
  const tree = processor.runSync(processor.parse(file), file);
  return { errors: docData(file).errors.map((error) => error.format()), children: tree.children.length };
}

describe('given a document with more headings than a page can use', () => {
  it('should refuse it at the first heading past the limit, and keep none of it', () => {
    const lines = Array.from({ length: MAX_HEADINGS + 1 }, (_, i) => `## Part ${i}\n`);
    const { errors, children } = parsed(lines.join('\n'));
    expect(errors).toEqual([`docs/big.md:${2 * MAX_HEADINGS + 1}:1: The document has more than 5,000 headings; this is one too many.\n  Split it into several docs.`]);
    expect(children).toBe(0);
  });

  it('should not count the comment lines of a long script as headings', () => {
    const script = Array.from({ length: MAX_HEADINGS + 1 }, (_, i) => `# step ${i}`).join('\n');
    expect(parsed(`# Setup\n\n\`\`\`bash\n${script}\n\`\`\`\n`).errors).toEqual([]);
  });

  it('should take one at the limit', () => {
    expect(parsed(Array.from({ length: MAX_HEADINGS }, (_, i) => `## Part ${i}\n`).join('\n')).errors).toEqual([]);
  });
});

describe('given a document with more links than a page can use', () => {
  it('should refuse it at the first link past the limit', () => {
    const links = Array.from({ length: MAX_LINKS + 1 }, (_, i) => `[${i}](./a.md)`).join(' ');
    const { errors } = parsed(`# Index\n\n${links}\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^docs\/big\.md:3:\d+: The document has more than 20,000 links; this is one too many\./);
  });
});
