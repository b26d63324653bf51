/**
 * Pathological documents cost bounded time: a large realistic document builds in time linear in
 * its size, and nesting 10,000 or 100,000 deep is refused at once, at the place it crosses the
 * limit. Times are CPU time of this process (steadier than wall time on a busy machine), with
 * ceilings far above what a quiet machine needs.
 */
import type { List, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter, createProcessor, type CodeHighlighter } from '../src/index.js';
import { processDoc } from '../src/site/process-doc.js';

let highlighter: CodeHighlighter;
beforeAll(async () => {
  highlighter = await createCodeHighlighter();
});

const run = (text: string, format: 'md' | 'mdx' = 'md') =>
  processDoc({ label: `docs/big.${format}`, sourcePath: `big.${format}`, absolutePath: `/nonexistent/docs/big.${format}`, format, text }, { highlighter, permalinks: new Map([['other.md', '/doc/docs/other']]), baseUrl: '/doc/', contentDir: '/nonexistent' });

async function cpuMs(work: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** A document of about `bytes` of the Markdown docs are made of: headings, prose, lists, code, tables, quotes, links. */
function realistic(bytes: number): string {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const words = 'gpu instance cluster node storage volume latency throughput kernel tensor batch model training inference checkpoint dataset'.split(' ');
  const sentence = () => `${Array.from({ length: 8 + Math.floor(next() * 10) }, () => words[Math.floor(next() * words.length)]).join(' ')}.`;
  const blocks = [
    (n: number) => `## Section ${n} ${sentence()}`,
    () => `${sentence()} ${sentence()} See [the guide](./other.md) and **bold** \`code\`.`,
    () => `- ${sentence()}\n- ${sentence()}\n  - nested ${sentence()}\n1. one\n2. two`,
    () => '```bash\nnvidia-smi --query-gpu=name --format=csv\nexport NCCL_DEBUG=INFO\n```',
    (n: number) => `| key | value |\n|---|---|\n| ${words[n % words.length]} | ${n} |\n| x | y |`,
    (n: number) => `> ${sentence()}\n\n### Detail ${n}\n\n${sentence()} [External](https://example.com/${n}).`,
  ];
  const parts = ['---\ntitle: Big\n---\n\n# Big\n'];
  let size = parts[0]?.length ?? 0;
  for (let n = 0; size < bytes; n++) {
    const block = (blocks[n % blocks.length] as (n: number) => string)(n);
    parts.push(block);
    size += block.length + 2;
  }
  return parts.join('\n\n');
}

describe('given a large realistic document', () => {
  it('should build 1 MB within a ceiling, in about twice the time of 512 KB (linear, not quadratic)', async () => {
    const half = realistic(512 * 1024);
    const full = realistic(1024 * 1024);
    await run(realistic(64 * 1024)); // warm up the JIT and the highlighter
    let result: Awaited<ReturnType<typeof run>> | undefined;
    // Best of two each, interleaved, so a burst of load elsewhere does not decide the ratio.
    const halves: number[] = [];
    const fulls: number[] = [];
    for (let i = 0; i < 2; i++) {
      halves.push(await cpuMs(() => run(half)));
      fulls.push(await cpuMs(async () => (result = await run(full))));
    }
    expect(result?.errors).toEqual([]);
    expect(result?.toc.length).toBeGreaterThan(1000);
    const times = `512 KB: ${halves.map(Math.round).join(', ')} ms, 1 MB: ${fulls.map(Math.round).join(', ')} ms of CPU`;
    // About 5 s of CPU on a busy two-core machine; quadratic parsing took 21 s and a ratio of 3.
    expect(Math.min(...fulls), times).toBeLessThan(60_000);
    expect(Math.min(...fulls) / Math.min(...halves), times).toBeLessThan(2.7);
  }, 600_000);

  it('should refuse a document over 2,000,000 characters at once', async () => {
    let result: Awaited<ReturnType<typeof run>> | undefined;
    const used = await cpuMs(async () => (result = await run('word '.repeat(400_001))));
    expect(result?.errors.map((e) => `${e.line}:${e.column}: ${e.message}`)).toEqual(['1:1: The document is 2,000,005 characters long; the limit is 2,000,000.']);
    expect(used).toBeLessThan(5_000);
  });
});

/**
 * How many array elements the lookups `method` (`includes`, `indexOf`) scanned while `work` ran:
 * the sum of the arrays' lengths over every call. Counting the work, not timing it, makes the
 * measure exact on a busy machine.
 */
async function scanned(method: 'includes' | 'indexOf', work: () => Promise<unknown>): Promise<number> {
  const prototype = Array.prototype as unknown as Record<string, (this: unknown[], ...args: unknown[]) => unknown>;
  const original = prototype[method] as (this: unknown[], ...args: unknown[]) => unknown;
  let total = 0;
  prototype[method] = function (...args) {
    total += this.length;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype[method] = original;
  }
  return total;
}

/** Reads of `spread` on list items while the HTML tree is made (see linear-to-hast.ts), through a plugin that watches them. */
async function spreadReads(text: string): Promise<number> {
  let reads = 0;
  const watch = () => (tree: Root) => {
    visit(tree, 'list', (list: List) => {
      list.children = list.children.map((item) => new Proxy(item, { get: (target, key, receiver) => ((reads += key === 'spread' ? 1 : 0), Reflect.get(target, key, receiver)) }));
    });
  };
  const processor = createProcessor({ highlighter, links: { sourcePath: 'big.md', permalinks: new Map(), baseUrl: '/doc/' }, images: { docDir: '/nonexistent' , publicPrefix: '/doc/img/' }, remarkPlugins: [watch] });
  const file = new VFile({ path: 'docs/big.md', value: text });
  await processor.run(processor.parse(file), file);
  return reads;
}

describe('given a document of many small parts', () => {
  // Four times the parts must cost about four times the work (sixteen, when each part looks
  // through all the parts before it: reference links, footnotes and long lists did).
  const lookups: [string, 'includes' | 'indexOf', (n: number) => string][] = [
    ['reference links to as many definitions', 'includes', (n) => `${Array.from({ length: n }, (_, i) => `[a][r${i}]`).join(' ')}\n\n${Array.from({ length: n }, (_, i) => `[r${i}]: /x`).join('\n')}\n`],
    ['footnote definitions', 'includes', (n) => `${Array.from({ length: n }, (_, i) => `[^f${i}]: b`).join('\n')}\n`],
    ['footnote references', 'indexOf', (n) => `${Array.from({ length: n }, (_, i) => `a[^f${i}] b[^f${i}]`).join(' ')}\n\n${Array.from({ length: n }, (_, i) => `[^f${i}]: b`).join('\n')}\n`],
  ];
  for (const [name, method, make] of lookups) {
    it(`should look up ${name} in constant time`, async () => {
      const small = await scanned(method, () => run(make(1_000)));
      const large = await scanned(method, () => run(make(4_000)));
      // At most a few elements per part (or none at all, where lookups go through a set).
      expect(large, `${small} and ${large} elements scanned by ${method}`).toBeLessThan(6 * Math.max(small, 1_000));
    }, 120_000);
  }

  it('should tell whether a list is loose once per list, not once per item', async () => {
    const list = (n: number) => `${Array.from({ length: n }, (_, i) => `${i + 1}. a`).join('\n')}\n`;
    const small = await spreadReads(list(1_000));
    const large = await spreadReads(list(4_000));
    expect(large, `${small} and ${large} reads`).toBeLessThan(6 * small);
  }, 120_000);
});

describe('given nesting 10,000 and 100,000 deep', () => {
  const shapes: [string, 'md' | 'mdx', (depth: number) => string, string][] = [
    ['a list on one line', 'md', (d) => `${'- '.repeat(d)}x\n`, '1:201: Lists and blockquotes are nested more than 100 levels deep here.'],
    ['ordered lists', 'md', (d) => `${'1. '.repeat(d)}x\n`, '1:301: Lists and blockquotes are nested more than 100 levels deep here.'],
    ['blockquotes', 'md', (d) => `${'>'.repeat(d)} x\n`, '1:101: Lists and blockquotes are nested more than 100 levels deep here.'],
    ['lists in quotes', 'md', (d) => `${'- > '.repeat(d / 2)}x\n`, '1:201: Lists and blockquotes are nested more than 100 levels deep here.'],
    ['HTML elements', 'md', (d) => `${'<div>'.repeat(d)}x${'</div>'.repeat(d)}\n`, '1:501: HTML/JSX elements are nested more than 100 levels deep here.'],
    ['JSX elements on lines', 'mdx', (d) => `${'<div>\n'.repeat(d)}x\n${'</div>\n'.repeat(d)}`, '101:1: HTML/JSX elements are nested more than 100 levels deep here.'],
    ['images in images', 'md', (d) => `${'!['.repeat(d)}x${'](y.png)'.repeat(d)}\n`, '1:202: Brackets [ are nested more than 100 levels deep here.'],
    ['emphasis', 'md', (d) => `${'*a '.repeat(d)}x${' a*'.repeat(d)}\n`, '1:15001: This paragraph has more than 5,000 runs of *, _ or ~.'],
  ];
  for (const [name, format, make, error] of shapes) {
    it(`should refuse ${name} at the level past 100, in bounded time`, async () => {
      for (const depth of [10_000, 100_000]) {
        const text = make(depth);
        let result: Awaited<ReturnType<typeof run>> | undefined;
        const used = await cpuMs(async () => (result = await run(text, format)));
        expect(result?.errors.map((e) => `${e.line}:${e.column}: ${e.message}`)).toEqual([error]);
        expect(result?.errors[0]?.hint).toBeTruthy();
        // Tens of milliseconds on a quiet machine; before the limit, depth 10,000 took minutes.
        expect(used).toBeLessThan(5_000);
      }
    });
  }

  it('should refuse a list nested 1,000 deep by indentation at line 101', async () => {
    const text = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');
    const result = await run(text);
    expect(result.errors.map((e) => `${e.line}:${e.column}`)).toEqual(['101:201']);
  });
});
