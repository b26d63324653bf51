/**
 * Pathological documents cost bounded time: a large realistic document builds in time linear in
 * its size, and nesting 10,000 or 100,000 deep is refused at once, at the place it crosses the
 * limit. Times are CPU time of this process (steadier than wall time on a busy machine), with
 * ceilings far above what a quiet machine needs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter, type CodeHighlighter } from '../src/index.js';
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

  it('should refuse a document over 10,000,000 characters at once', async () => {
    let result: Awaited<ReturnType<typeof run>> | undefined;
    const used = await cpuMs(async () => (result = await run('word '.repeat(2_000_001))));
    expect(result?.errors.map((e) => `${e.line}:${e.column}: ${e.message}`)).toEqual(['1:1: The document is 10,000,005 characters long; the limit is 10,000,000.']);
    expect(used).toBeLessThan(5_000);
  });
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
