/**
 * Code blocks: highlighted at build time; meta `title="..."`, line ranges `{1,3-5}` and
 * `showLineNumbers`, and magic comments (see code-magic.ts), whose highlights add to the ranges
 * (which count the lines shown); the raw code is kept for the copy button. Emits a `CodeBlock`
 * element whose children are one `span.line` per line.
 */
import type { Code, Root } from 'mdast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import type { ElementContent } from 'hast';
import { nodesOfType } from './walk.js';
import type { CodeHighlighter } from '../highlighter.js';
import { readMagicComments } from './code-magic.js';
import { docData, sourceOf, warn } from './context.js';

/** Parsed code-fence meta. */
export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  showLineNumbers: boolean;
  startLine: number;
}

/** Parses `title="x" {1,3-5} showLineNumbers` (also `showLineNumbers=5`). */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), showLineNumbers: false, startLine: 1 };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3] ?? '';
  const rest = title ? meta.replace(title[0], '') : meta;
  for (const group of rest.matchAll(/\{([\d,\s-]+)\}/g)) {
    for (const part of (group[1] ?? '').split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (a === undefined || Number.isNaN(a)) continue;
      const end = b === undefined || Number.isNaN(b) ? a : b;
      for (let n = a; n <= end && n - a < 10_000; n++) result.highlight.add(n);
    }
  }
  const numbers = /showLineNumbers(?:=(\d+))?/.exec(rest);
  if (numbers) {
    result.showLineNumbers = true;
    if (numbers[1]) result.startLine = Number(numbers[1]);
  }
  return result;
}

/** A stand-in node at line `index` of a code block's content, for a positioned message. */
function lineOf(file: VFile, node: Code, index: number): Code {
  const start = node.position?.start;
  if (!start) return node;
  // A fenced block's content starts on the line after its fence; an indented block's on its first line.
  const fenced = /^\s*(?:`{3,}|~{3,})/.test(sourceOf(file, node).slice(start.offset ?? 0, (start.offset ?? 0) + 64));
  const line = start.line + (fenced ? 1 : 0) + index;
  return { ...node, position: { start: { line, column: 1 }, end: { line, column: 1 } } };
}

/** Options for {@link remarkCode}. */
export interface CodeOptions {
  readonly highlighter: CodeHighlighter;
}

export const remarkCode: Plugin<[CodeOptions], Root> = ({ highlighter }) => async (tree, file) => {
  const nodes = nodesOfType<Code>(tree, 'code');
  const data = docData(file);
  for (const node of nodes) {
    // A fence with no language but a title or ranges (```title="x"): that is meta, not a language.
    const metaOnly = node.lang !== null && node.lang !== undefined && /^(?:title=|showLineNumbers|\{)/.test(node.lang);
    const meta = parseCodeMeta(metaOnly ? [node.lang, node.meta].filter(Boolean).join(' ') : node.meta);
    const language = metaOnly ? '' : (node.lang ?? '');
    const { lines: kept, highlighted, problems } = readMagicComments(node.value.split('\n'), language);
    for (const line of highlighted) meta.highlight.add(line);
    for (const { index, message } of problems) warn(file, lineOf(file, node, index), message);
    const code = kept.join('\n');
    const { lines, known } = await highlighter.highlight(code, language);
    if (!known) warn(file, node, `Unknown code language "${language}"; the block is shown without highlighting.`);
    for (const line of lines) for (const token of line) if (typeof token !== 'string') data.codeClasses.add(token[0]);
    const children: ElementContent[] = lines.map((tokens, i) => ({
      type: 'element',
      tagName: 'span',
      properties: { className: meta.highlight.has(i + 1) ? ['line', 'hl'] : ['line'] },
      children: tokens.map((t) =>
        typeof t === 'string'
          ? { type: 'text', value: t }
          : { type: 'element', tagName: 'span', properties: { className: [t[0]] }, children: [{ type: 'text', value: t[1] }] },
      ),
    }));
    const properties: Record<string, string | number | boolean> = { code, language: language || 'text' };
    if (meta.title !== undefined) properties['title'] = meta.title;
    if (meta.showLineNumbers) properties['showLineNumbers'] = meta.startLine;
    node.data = { ...node.data, hName: 'CodeBlock', hProperties: properties, hChildren: children };
    data.wordCount += Math.ceil(kept.length / 4);
  }
};
